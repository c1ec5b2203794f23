"""The game file: one game as a single JSON document, to share or back up.

Format (version 3)::

    {
      "format": "mahjong-scoresheet-game",
      "version": 2,
      "uid": "3f2a...",                            # the game's identity
      "name": "Friday club",
      "created": "2026-11-21T20:15:00",
      "finished": false,
      "players": ["Anna", "Bo", "Cia", "Dan"],      # in starting seat order E, S, W, N
      "ruleset": {"id": "swedish", "text": "<the TOML of the rule set>"},
      "convention": "differences",                 # classic | differences | none
      "east_double": true,
      "limit": 300,                                # or null: no limit
      "start_balance": 2000,
      "rounds": 1,                                 # rounds of prevailing wind, 1-4
      "hands": [
        {"entries": [{"score": 16}, {"score": 8},
                     {"tiles": "123m 456m 789s 555p 22s"}, {"score": 26}],
         "winner": 2,                              # player index, or null: a draw
         "win_tile": "2s", "source": "discard", "flags": [], "note": "",
         "seen": "99p"},                           # optional: tiles seen on the table
        {"penalty": {"payers": [1], "payees": [0, 2, 3], "amount": 300,
                     "offence": "false-mahjong"},        # "" for an agreed penalty
         "note": ""}
      ]
    }

Version 2 added the penalty hands (``penalty``: who pays, who receives, the total
amount and the rule set's id of the offence); a version 1 file is read as it is.
A hand's optional ``seen`` (written only when the scorer gave tiles seen on the table,
such as discards) counts for "only possible tile" with the other players' declared
sets; a program that does not know it ignores it.

Version 3 added Ponjan games (a rule set whose text says ``game = "ponjan"``, three
players, ``"convention": "ponjan"``, no East double, no limit). A Ponjan hand has an
entry per player, empty (``{}``) but for the winner's tiles, and two more keys::

        {"entries": [{}, {"tiles": "000r 111k 000b"}, {}], "winner": 1,
         "win_tile": "0b", "source": "discard", "discarder": 0,   # who discarded
         "flags": ["reach"], "note": ""},
        {"entries": [{}, {}, {}], "winner": null, "tenpai": [0, 2], "note": ""}

``discarder`` (a player index) is written for a win on a discard, ``tenpai`` (the
players who were tenpai at a drawn hand) when someone was. Files of versions 1 and 2
are read as they are; a program reading up to version 2 refuses a version 3 file.

``uid`` is the game's identity from its creation (:func:`scoring.games.game.game_identity`),
always written; a file without it (from an older version) gets one derived from its
content. Programs that do not know the key ignore it.
Everything derived (seats, scores, payments, balances) is left out: it is recomputed.
Loading validates every field and names the one that is wrong.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from scoring.errors import MahjongError
from scoring.games.game import (
    MAX_SEEN,
    Entry,
    Game,
    GameSettings,
    HandError,
    HandRecord,
    as_dict,
    game_identity,
)
from scoring.games.kinds import kind_class
from scoring.rules.penalty import Penalty
from scoring.schema import (
    MAX_GAME_NAME,
    MAX_HANDS,
    MAX_NAME,
    MAX_NOTE,
    MAX_RULES_TEXT,
    MAX_SCORE,
    Bool,
    Int,
    ListOf,
    Nullable,
    SchemaError,
    Spec,
    Table,
    Text,
    is_text,
    json_path,
)

FORMAT = "mahjong-scoresheet-game"
#: the version this program writes; it reads every version up to this one
#: (1: hands only; 2: penalty hands; 3: Ponjan games: discarder, tenpai)
VERSION = 3


class GameFileError(MahjongError):
    """A game file cannot be read; the message names the field."""


def game_to_dict(game: Game) -> dict[str, Any]:
    s = game.settings
    return {
        "format": FORMAT,
        "version": VERSION,
        "uid": game_identity(game),
        "name": game.name,
        "created": game.created,
        "finished": game.finished,
        "players": list(s.players),
        "ruleset": {"id": game.ruleset_id, "text": s.ruleset_text},
        "convention": s.convention,
        "east_double": s.east_double,
        "limit": s.limit,
        "start_balance": s.start_balance,
        "rounds": s.rounds,
        "hands": [as_dict(h) for h in game.hands],
    }


def dumps(game: Game) -> str:
    return json.dumps(game_to_dict(game), ensure_ascii=False, indent=2) + "\n"


def save(game: Game, path: str | Path) -> None:
    """Write the game file, whole or not at all (:func:`scoring.records.output.write_output`:
    raises its OutputError)."""
    from scoring.records.output import write_output
    write_output(path, dumps(game).encode("utf-8"))


#: the largest game file read (10,000 hands with notes and a rule text fit in 10 MB)
MAX_FILE_BYTES = 64 * 1024 * 1024


def load(path: str | Path, score: bool = False) -> Game:
    """The game of a game file, every hand checked (``score``: scored, as a season
    needs; see :meth:`Game.validate <scoring.games.game.Game.validate>`)."""
    try:
        # read no more than a game file can hold: a device or a pipe may never end
        with Path(path).open("rb") as f:
            data = f.read(MAX_FILE_BYTES + 1)
        if len(data) > MAX_FILE_BYTES:
            raise GameFileError(f"{path}: too large for a game file (more than "
                                f"{MAX_FILE_BYTES // 2**20} MB)")
        text = data.decode("utf-8")
    except OSError as exc:
        raise GameFileError(f"{path}: cannot read the file ({exc.strerror})") from None
    except UnicodeDecodeError:
        raise GameFileError(f"{path}: not a UTF-8 text file") from None
    try:
        return loads(text, score)
    except GameFileError as exc:
        raise GameFileError("{path}: {reason}", path=path, reason=exc) from None


def loads(text: str, score: bool = False) -> Game:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise GameFileError(f"not valid JSON: {exc.msg} at line {exc.lineno}, "
                            f"column {exc.colno}") from None
    except (RecursionError, ValueError) as exc:  # nesting too deep, 5,000-digit numbers
        raise GameFileError("not a usable JSON file (values nested too deeply or numbers "
                            f"too long: {type(exc).__name__})") from None
    return game_from_dict(data, score)


# -- the schema of a game file (unknown keys are left alone, as older programs did) ---

HAND_SPEC = Table({
    "entries": ListOf(Table({"tiles": Text(500), "score": Int(0, MAX_SCORE)}), 4),
    "winner": Nullable(Int(0, 3)),
    "win_tile": Nullable(Text(20)),
    "source": Text(40),
    "flags": ListOf(Text(40), 20),
    "note": Text(MAX_NOTE),
    "seen": Text(MAX_SEEN),
    "discarder": Nullable(Int(0, 3)),
    "tenpai": ListOf(Int(0, 3), 4),
}, required=frozenset({"entries", "winner"}), open=True)
#: a penalty hand: who pays, who receives, how much (see scoring.rules.penalty)
PENALTY_SPEC = Table({
    "penalty": Table({"payers": ListOf(Int(0, 3), 3, min_items=1),
                      "payees": ListOf(Int(0, 3), 3, min_items=1),
                      "amount": Int(1, MAX_SCORE), "offence": Text(200)},
                     required=frozenset({"payers", "payees", "amount"})),
    "note": Text(MAX_NOTE),
}, required=frozenset({"penalty"}))


class _AnyHand(Spec):
    """A played hand (:data:`HAND_SPEC`) or a penalty (:data:`PENALTY_SPEC`)."""

    wants = "a hand"

    def check(self, value: Any, path: tuple[str | int, ...]) -> Any:
        if _plainly_good(value):
            return value
        spec = PENALTY_SPEC if isinstance(value, dict) and "penalty" in value else HAND_SPEC
        return spec.check(value, path)


_HAND_KEYS = frozenset(HAND_SPEC.fields)
_ABSENT = object()


def _text(value: Any, most: int) -> bool:
    return type(value) is str and len(value) <= most and is_text(value)


def _player(value: Any) -> bool:
    return type(value) is int and 0 <= value <= 3


def _plainly_good(raw: Any) -> bool:
    """Whether ``raw`` is a played hand as this program writes it, every value
    plainly within :data:`HAND_SPEC` (the common case, seen at a glance: a season
    reads thousands). Anything else, good or not, is checked by the spec, which
    names what is wrong; a test checks this never lets through what the spec
    refuses."""
    if type(raw) is not dict or not raw.keys() <= _HAND_KEYS or "entries" not in raw \
            or "winner" not in raw:
        return False
    entries = raw["entries"]
    if type(entries) is not list or len(entries) > 4:
        return False
    for e in entries:
        if type(e) is not dict or len(e) != 1:
            return False
        if "tiles" in e:
            if not _text(e["tiles"], 500):
                return False
        else:
            score = e.get("score")
            if type(score) is not int or not 0 <= score <= MAX_SCORE:
                return False
    get = raw.get
    flags, tenpai = get("flags", _ABSENT), get("tenpai", _ABSENT)
    return (raw["winner"] is None or _player(raw["winner"])) \
        and (get("win_tile") is None or _text(raw["win_tile"], 20)) \
        and _text(get("source", ""), 40) and _text(get("note", ""), MAX_NOTE) \
        and _text(get("seen", ""), MAX_SEEN) \
        and (get("discarder") is None or _player(raw["discarder"])) \
        and (flags is _ABSENT or (type(flags) is list and len(flags) <= 20
                                  and all(_text(f, 40) for f in flags))) \
        and (tenpai is _ABSENT or (type(tenpai) is list and len(tenpai) <= 4
                                   and all(_player(t) for t in tenpai)))

GAME_SPEC = Table({
    "format": Text(100), "version": Int(0, 1_000_000),
    "name": Text(MAX_GAME_NAME), "created": Text(40), "finished": Bool(),
    "players": ListOf(Text(MAX_NAME), 10),
    "ruleset": Table({"id": Text(200), "text": Text(MAX_RULES_TEXT)},
                     required=frozenset({"text"}), open=True),
    "convention": Text(40), "east_double": Bool(),
    "limit": Nullable(Int(1, MAX_SCORE)), "start_balance": Int(-MAX_SCORE, MAX_SCORE),
    "rounds": Int(1, 4), "hands": ListOf(_AnyHand(), MAX_HANDS), "uid": Text(100),
}, required=frozenset({"format", "version", "players", "ruleset"}), open=True)


def _checked(spec: Spec, value: Any, path: tuple[str | int, ...] = ()) -> Any:
    try:
        return spec.check(value, path)
    except SchemaError as exc:
        raise GameFileError(str(exc)) from None


def game_from_dict(data: Any, score: bool = False) -> Game:
    """Build a Game from plain data, validating every field (``score``: every hand
    checked by scoring it; the game keeps the figures, as a season needs)."""
    if not isinstance(data, dict):
        raise GameFileError("expected a JSON object")
    if data.get("format") != FORMAT:
        raise GameFileError(f"format: expected \"{FORMAT}\"; this is not a game file")
    version = _checked(GAME_SPEC.fields["version"], data.get("version"), ("version",))
    if version > VERSION:
        raise GameFileError(f"version: the file is version {version}, from a newer "
                            f"program; this one reads up to version {VERSION}")
    if "players" in data:  # the players first: the mistake most worth naming
        players = _checked(GAME_SPEC.fields["players"], data["players"], ("players",))
        try:
            GameSettings(players=tuple(players), ruleset_text="")
        except MahjongError as exc:
            raise GameFileError(f"players: {exc}") from None
    data = _checked(GAME_SPEC, data)
    players = data["players"]
    try:
        settings = GameSettings(
            players=tuple(players), ruleset_text=data["ruleset"]["text"],
            convention=data.get("convention", "classic"),
            east_double=data.get("east_double", True),
            limit=data.get("limit"),
            start_balance=data.get("start_balance", 0),
            rounds=data.get("rounds", 4))
    except MahjongError as exc:
        raise GameFileError(f"settings: {exc}") from None
    game = Game(settings, name=data.get("name", ""), created=data.get("created", ""),
                finished=data.get("finished", False), uid=data.get("uid", ""))
    try:
        game.kind  # noqa: B018 - parse the rules now, to report errors here
    except MahjongError as exc:
        raise GameFileError(f"ruleset.text: {exc}") from None
    for i, raw in enumerate(data.get("hands", [])):
        record = hand_from_dict(raw, f"hands[{i}].", game.game, checked=True)
        try:
            game.check_record(record)
        except MahjongError as exc:
            raise GameFileError("hands[{index}]: {reason}", index=i, reason=exc) from None
        game.hands.append(record)
    try:
        game.validate(score)
    except HandError as exc:
        cause = exc.cause
        if cause is not None and cause.notation:
            raise GameFileError(f"hands[{exc.index}].entries[{cause.player}].tiles: "
                                f"{cause.detail}") from None
        raise GameFileError("hands[{index}]: {reason}", index=exc.index,
                            reason=exc.error) from None
    return game


def hand_from_dict(raw: Any, where: str = "", game: str = "classical", *,
                   checked: bool = False) -> HandRecord:
    """A hand record from plain data (a game file's or the database's), checked
    against :data:`HAND_SPEC` (a penalty against :data:`PENALTY_SPEC`) unless
    ``checked`` says it was (as part of a whole game file); errors start with
    ``where`` (such as ``hands[3].``). An empty entry (nothing entered), such as a
    Ponjan loser's, only in a game whose kind (by its name ``game``) allows one."""
    penalty = isinstance(raw, dict) and "penalty" in raw
    try:
        if not checked:
            raw = _AnyHand().check(raw, ())
    except SchemaError as exc:
        inner = json_path(exc.path)
        at = where.rstrip(".") if inner == "(the whole file)" else \
            where + inner if not inner.startswith("[") else where.rstrip(".") + inner
        raise GameFileError(f"{at or 'the hand'}: {exc.message}") from None
    empty_entries = kind_class(game).empty_entries
    if penalty:
        data = raw["penalty"]
        return HandRecord.of_penalty(
            Penalty(payers=tuple(data["payers"]), payees=tuple(data["payees"]),
                    amount=data["amount"], offence=data.get("offence", "")),
            note=raw.get("note", ""))
    entries = []
    for j, e in enumerate(raw["entries"]):
        at = f"{where}entries[{j}]"
        if ("tiles" in e and "score" in e) or (not e and not empty_entries):
            empty = ", or {} for a player whose tiles are not entered" \
                if empty_entries else ""
            raise GameFileError(f"{at}: expected {{\"tiles\": \"...\"}} or "
                                f"{{\"score\": n}}{empty}")
        try:
            entries.append(Entry(tiles=e.get("tiles"), score=e.get("score")))
        except MahjongError as exc:
            raise GameFileError(f"{at}: {exc}") from None
    return HandRecord(
        entries=tuple(entries),
        winner=raw["winner"],
        win_tile=raw.get("win_tile"),
        source=raw.get("source", "discard"),
        flags=frozenset(raw.get("flags", [])),
        note=raw.get("note", ""),
        seen=raw.get("seen", ""),
        discarder=raw.get("discarder"),
        tenpai=frozenset(raw.get("tenpai", [])))
