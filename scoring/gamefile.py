"""The game file: one game as a single JSON document, to share or back up.

Format (version 1)::

    {
      "format": "mahjong-scoresheet-game",
      "version": 1,
      "uid": "3f2a...",                            # the game's identity (optional)
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
         "win_tile": "2s", "source": "discard", "flags": [], "note": ""}
      ]
    }

``uid`` is the game's identity from its creation (:func:`scoring.game.game_identity`),
always written; a file without it (from an older version) gets one derived from its
content. Programs that do not know the key ignore it.

Everything derived (seats, scores, payments, balances) is left out: it is recomputed.
Loading validates every field and names the one that is wrong.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from .errors import MahjongError
from .game import (
    Entry,
    Game,
    GameSettings,
    HandError,
    HandRecord,
    as_dict,
    check_record,
    game_identity,
)

FORMAT = "mahjong-scoresheet-game"
VERSION = 1


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
        "ruleset": {"id": game.ruleset.id, "text": s.ruleset_text},
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
    """Write the game file; written to a temporary file first, then renamed."""
    path = Path(path)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(dumps(game), encoding="utf-8")
    tmp.replace(path)


def load(path: str | Path) -> Game:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise GameFileError(f"{path}: cannot read the file ({exc.strerror})") from None
    except UnicodeDecodeError:
        raise GameFileError(f"{path}: not a UTF-8 text file") from None
    try:
        return loads(text)
    except GameFileError as exc:
        raise GameFileError(f"{path}: {exc}") from None


def loads(text: str) -> Game:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise GameFileError(f"not valid JSON: {exc.msg} at line {exc.lineno}, "
                            f"column {exc.colno}") from None
    return game_from_dict(data)


def _get(data: dict[str, Any], key: str, kind: type | tuple[type, ...], where: str = "",
         default: Any = ..., nullable: bool = False) -> Any:
    name = f"{where}{key}"
    if key not in data:
        if default is ...:
            raise GameFileError(f"{name}: missing")
        return default
    value = data[key]
    if value is None and nullable:
        return None
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        names = kind.__name__ if isinstance(kind, type) else "/".join(k.__name__ for k in kind)
        raise GameFileError(f"{name}: expected {_TYPE_WORDS.get(names, names)}, "
                            f"got {json.dumps(value)[:40]}")
    return value


_TYPE_WORDS = {"str": "a text", "int": "a whole number", "bool": "true or false",
               "list": "a list", "dict": "an object"}


def game_from_dict(data: Any) -> Game:
    """Build a Game from plain data, validating every field."""
    if not isinstance(data, dict):
        raise GameFileError("expected a JSON object")
    if data.get("format") != FORMAT:
        raise GameFileError(f"format: expected \"{FORMAT}\"; this is not a game file")
    version = _get(data, "version", int)
    if version > VERSION:
        raise GameFileError(f"version: the file is version {version}, from a newer "
                            f"program; this one reads up to version {VERSION}")
    players = _get(data, "players", list)
    for i, p in enumerate(players):
        if not isinstance(p, str):
            raise GameFileError(f"players[{i}]: expected a text")
    try:
        GameSettings(players=tuple(players), ruleset_text="")
    except MahjongError as exc:
        raise GameFileError(f"players: {exc}") from None
    ruleset = _get(data, "ruleset", dict)
    text = _get(ruleset, "text", str, "ruleset.")
    try:
        settings = GameSettings(
            players=tuple(players), ruleset_text=text,
            convention=_get(data, "convention", str, default="classic"),
            east_double=_get(data, "east_double", bool, default=True),
            limit=_get(data, "limit", int, default=None, nullable=True),
            start_balance=_get(data, "start_balance", int, default=0),
            rounds=_get(data, "rounds", int, default=4))
    except MahjongError as exc:
        raise GameFileError(f"settings: {exc}") from None
    game = Game(settings, name=_get(data, "name", str, default=""),
                created=_get(data, "created", str, default=""),
                finished=_get(data, "finished", bool, default=False),
                uid=_get(data, "uid", str, default=""))
    try:
        game.ruleset  # noqa: B018 - parse the rules now, to report errors here
    except MahjongError as exc:
        raise GameFileError(f"ruleset.text: {exc}") from None
    for i, raw in enumerate(_get(data, "hands", list, default=[])):
        record = hand_from_dict(raw, f"hands[{i}].")
        try:
            check_record(record, len(players))
        except MahjongError as exc:
            raise GameFileError(f"hands[{i}]: {exc}") from None
        game.hands.append(record)
    try:
        game.validate()
    except HandError as exc:
        cause = exc.cause
        if cause is not None and cause.notation:
            raise GameFileError(f"hands[{exc.index}].entries[{cause.player}].tiles: "
                                f"{cause.detail}") from None
        raise GameFileError(f"hands[{exc.index}]: {exc.reason}") from None
    return game


def hand_from_dict(raw: Any, where: str = "") -> HandRecord:
    if not isinstance(raw, dict):
        raise GameFileError(f"{where.rstrip('.')}: expected an object")
    entries = []
    for j, e in enumerate(_get(raw, "entries", list, where)):
        at = f"{where}entries[{j}]"
        if not isinstance(e, dict) or ("tiles" in e) == ("score" in e):
            raise GameFileError(f"{at}: expected {{\"tiles\": \"...\"}} or "
                                "{\"score\": n}")
        try:
            if "tiles" in e:
                entries.append(Entry(tiles=_get(e, "tiles", str, at + ".")))
            else:
                entries.append(Entry(score=_get(e, "score", int, at + ".")))
        except GameFileError:
            raise
        except MahjongError as exc:
            raise GameFileError(f"{at}: {exc}") from None
    flags = _get(raw, "flags", list, where, default=[])
    if not all(isinstance(f, str) for f in flags):
        raise GameFileError(f"{where}flags: expected a list of texts")
    return HandRecord(
        entries=tuple(entries),
        winner=_get(raw, "winner", int, where, nullable=True),
        win_tile=_get(raw, "win_tile", str, where, default=None, nullable=True),
        source=_get(raw, "source", str, where, default="discard"),
        flags=frozenset(flags),
        note=_get(raw, "note", str, where, default=""))
