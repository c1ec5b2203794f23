"""The hand being entered: a draft of the hand entry, kept with its game as it changes.

A :class:`HandDraft` is everything a person has put into the window for the next hand
so far, valid or not: each player's hand field as typed (or his typed score) and the
add mode his next pick uses, the player whose row is selected, the winner or a drawn
hand, the winning tile, where it came from, the special situations and the tiles seen
on the table; for Ponjan the winner's tiles, the add mode, who discarded and who was
tenpai. The window fills it on every change and the store keeps it beside the game
(:mod:`scoring.records.storage`), so that a window closed, a program quit, crashed or
killed opens the same game with the same half-entered hand. Recording the hand clears
it. The command line never reads it.

A stored draft is read back with :func:`draft_from_json`, against the game as it is
now: a draft that cannot be read, was made for another game or for the other kind of
game is dropped; a field that no longer fits (a player who is not there, a tile that
does not exist, a situation the game does not know) is left out; the rest is kept.
Each thing dropped or left out gives a note in plain English.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from scoring.games.classical_draft import MODES, ClassicalDraft
from scoring.games.game import Game, game_identity
from scoring.games.kinds import kind_class
from scoring.hands.situation import FLAGS, SOURCES
from scoring.hands.tiles import CLASSICAL, TileSet, tile
from scoring.schema import MAX_SCORE

if TYPE_CHECKING:  # Ponjan's modules are imported where a Ponjan draft is read
    from scoring.ponjan.hand_draft import PonjanDraft


def ponjan_modes() -> tuple[str, ...]:
    """The add modes of a Ponjan hand being entered."""
    from scoring.ponjan.hand_draft import PONJAN_MODES
    return PONJAN_MODES


#: the version of the stored draft's JSON
DRAFT_VERSION = 1
#: the longest text kept for one field (a hand is some 60 characters)
MAX_TEXT = 500
#: what a Ponjan hand may come from, and its special situations
PONJAN_SOURCES = ("wall", "discard")
PONJAN_FLAGS = ("reach", "ippatsu")
# what a pick adds: classical hands' MODES, Ponjan's PONJAN_MODES (the drafts' own)


@dataclass(frozen=True)
class PlayerDraft:
    """One player's hand field: its text as typed (perhaps not readable yet), or the
    score typed instead of the tiles; the add mode of his next pick (one of
    :data:`MODES`) and whether the next set is exposed."""

    tiles: str = ""
    score: int | None = None
    mode: str = "tile"
    exposed: bool = False

    @classmethod
    def of(cls, hand: ClassicalDraft, text: str | None = None) -> PlayerDraft:
        """How ``hand`` is kept: ``text`` (the hand field as it is; default the
        notation) while the tiles count, "" with a typed score."""
        tiles = "" if hand.score is not None else hand.notation() if text is None else text
        return cls(tiles, hand.score, hand.mode, hand.exposed)

    def hand(self, tile_set: TileSet = CLASSICAL) -> ClassicalDraft:
        """The kept hand read back: its text read (no tiles while it cannot be read),
        its typed score, its modes."""
        draft = ClassicalDraft(exposed=self.exposed).set_mode(
            self.mode if self.mode in MODES else "tile")
        if self.score is not None:
            return draft.type_score(self.score)
        read = draft.read(self.tiles, tile_set)
        return read if read.error is None else replace(draft, error=read.error)


@dataclass(frozen=True)
class HandDraft:
    """The hand entry in progress of one game (see the module's description).

    ``players`` (classical) is in the order of the game's players, ``active`` the
    index of the selected one; ``winner`` a player index or None (nobody chosen yet,
    or ``drawn``); ``tiles`` (Ponjan) the winner's tiles as typed, ``mode`` (one of
    :data:`PONJAN_MODES`) and ``stolen`` what the next pick adds. ``uid`` and
    ``hands`` say which game and after how many recorded hands the draft was made.
    """

    game: str = "classical"
    uid: str = ""
    hands: int = 0
    players: tuple[PlayerDraft, ...] = ()
    winner: int | None = None
    drawn: bool = False
    win_tile: str | None = None
    source: str = "discard"
    flags: frozenset[str] = frozenset()
    seen: str = ""
    tiles: str = ""
    discarder: int | None = None
    tenpai: frozenset[int] = field(default_factory=frozenset)
    active: int = 0
    mode: str = "tile"
    stolen: bool = False

    def ponjan_hand(self) -> PonjanDraft:
        """The winner's Ponjan tiles kept: read back with their add mode and Stolen."""
        from scoring.ponjan.hand_draft import PONJAN_MODES, PonjanDraft
        mode = self.mode if self.mode in PONJAN_MODES else "tile"
        return PonjanDraft().set_mode(mode).set_steal(self.stolen).read(self.tiles)

    def with_ponjan_hand(self, hand: PonjanDraft) -> HandDraft:
        """This draft keeping ``hand`` as the winner's Ponjan tiles."""
        return replace(self, tiles=hand.notation(), mode=hand.mode, stolen=hand.steal)

    def is_blank(self) -> bool:
        """Whether nothing has been entered (a fresh hand: nothing to keep; which
        row is selected does not count)."""
        blank = HandDraft(game=self.game, uid=self.uid, hands=self.hands,
                          players=(PlayerDraft(),) * len(self.players))
        return replace(self, active=0) == blank


def blank_draft(game: Game) -> HandDraft:
    """A fresh hand of ``game``: nothing entered."""
    players = len(game.players) if kind_class(game.game).hand_per_player else 0
    return HandDraft(game=game.game, uid=game_identity(game), hands=len(game.hands),
                     players=(PlayerDraft(),) * players)


def draft_to_dict(draft: HandDraft) -> dict[str, Any]:
    """The draft as plain JSON data."""
    winner: int | str | None = "draw" if draft.drawn else draft.winner
    return {
        "version": DRAFT_VERSION, "game": draft.game, "uid": draft.uid,
        "hands": draft.hands,
        "players": [{"tiles": p.tiles, "score": p.score, "mode": p.mode,
                     "exposed": p.exposed} for p in draft.players],
        "active": draft.active, "mode": draft.mode, "stolen": draft.stolen,
        "winner": winner, "win_tile": draft.win_tile, "source": draft.source,
        "flags": sorted(draft.flags), "seen": draft.seen, "tiles": draft.tiles,
        "discarder": draft.discarder, "tenpai": sorted(draft.tenpai)}


def draft_to_json(draft: HandDraft) -> str:
    return json.dumps(draft_to_dict(draft), ensure_ascii=False, sort_keys=True)


def draft_from_json(text: str, game: Game) -> tuple[HandDraft | None, list[str]]:
    """The stored draft ``text`` as far as it fits ``game`` now, and notes on what was
    dropped or left out (see the module's description). None when nothing is kept."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError, TypeError):
        return None, ["the hand being entered cannot be read (damaged); it was dropped"]
    return draft_from_dict(data, game)


def draft_from_dict(data: Any, game: Game) -> tuple[HandDraft | None, list[str]]:
    """:func:`draft_from_json` of data already read from JSON."""
    if not isinstance(data, dict):
        return None, ["the hand being entered cannot be read (damaged); it was dropped"]
    if data.get("version") != DRAFT_VERSION:
        return None, ["the hand being entered was kept by another version of the "
                      "program; it was dropped"]
    kind = game.game
    if data.get("game") != kind:
        return None, [f"the hand being entered is not one of a {kind} game; it was dropped"]
    uid = data.get("uid")
    if not isinstance(uid, str) or uid != game_identity(game):
        return None, ["the hand being entered was made for another game; it was dropped"]
    return _Reader(data, game).draft()


class _Reader:
    """Reads a stored draft's fields one by one; a field that does not fit is left
    out (its value as in a fresh hand) with a note."""

    def __init__(self, data: dict[str, Any], game: Game) -> None:
        self.data = data
        self.game = game
        self.n = len(game.players)
        self.ponjan = not kind_class(game.game).hand_per_player
        self.notes: list[str] = []

    def note(self, what: str) -> None:
        self.notes.append(f"{what}: left out of the hand being entered")

    def text(self, key: str) -> str:
        value = self.data.get(key, "")
        if isinstance(value, str) and len(value) <= MAX_TEXT:
            return value
        self.note(key)
        return ""

    def player(self, key: str, value: Any) -> int | None:
        """A player index (or None)."""
        if value is None:
            return None
        if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < self.n:
            return value
        self.note(key)
        return None

    def players(self) -> tuple[PlayerDraft, ...]:
        if self.ponjan:
            return ()
        value = self.data.get("players")
        items = value if isinstance(value, list) else []
        if len(items) != self.n:
            self.note("players")
        found = []
        for i in range(self.n):
            item = items[i] if i < len(items) else {}
            found.append(self.one_player(i, item if isinstance(item, dict) else None))
        return tuple(found)

    def one_player(self, i: int, item: dict[str, Any] | None) -> PlayerDraft:
        name = self.game.players[i]
        if item is None:
            self.note(f"{name}'s hand")
            return PlayerDraft()
        tiles, score = item.get("tiles", ""), item.get("score")
        if not isinstance(tiles, str) or len(tiles) > MAX_TEXT:
            self.note(f"{name}'s tiles")
            tiles = ""
        if score is not None and (not isinstance(score, int) or isinstance(score, bool)
                                  or not 0 <= score <= MAX_SCORE):
            self.note(f"{name}'s typed score")
            score = None
        mode, exposed = item.get("mode", "tile"), item.get("exposed", False)
        if mode not in MODES:
            self.note(f"{name}'s add mode")
            mode = "tile"
        if not isinstance(exposed, bool):
            self.note(f"{name}'s exposed")
            exposed = False
        return PlayerDraft(tiles, score, str(mode), exposed)

    def flag(self, key: str) -> bool:
        value = self.data.get(key, False)
        if isinstance(value, bool):
            return value
        self.note(key)
        return False

    def tile_code(self) -> str | None:
        code = self.data.get("win_tile")
        if code is None:
            return None
        try:
            if isinstance(code, str):
                if self.ponjan:
                    from scoring.ponjan.tiles import ponjan_tile
                    ponjan_tile(code)
                else:
                    tile(code)
                return code
        except (KeyError, ValueError):
            pass
        self.note("win_tile")
        return None

    def choice(self, key: str, known: tuple[str, ...], default: str) -> str:
        value = self.data.get(key, default)
        if value in known:
            return str(value)
        self.note(key)
        return default

    def flags(self) -> frozenset[str]:
        value = self.data.get("flags", [])
        known = PONJAN_FLAGS if self.ponjan else FLAGS
        items = value if isinstance(value, list) else [value]
        kept = frozenset(f for f in items if isinstance(f, str) and f in known)
        if not isinstance(value, list) or len(kept) != len(items):
            self.note("flags")
        return kept

    def tenpai(self) -> frozenset[int]:
        value = self.data.get("tenpai", [])
        items = value if isinstance(value, list) else [value]
        kept = frozenset(i for i in items if isinstance(i, int) and not isinstance(i, bool)
                         and 0 <= i < self.n)
        if not isinstance(value, list) or len(kept) != len(items):
            self.note("tenpai")
        return kept

    def draft(self) -> tuple[HandDraft | None, list[str]]:
        data = self.data
        hands = data.get("hands")
        if not isinstance(hands, int) or isinstance(hands, bool) or hands < 0:
            self.note("hands")
            hands = len(self.game.hands)
        elif hands != len(self.game.hands):
            self.notes.append(f"the hand being entered was started after hand {hands}; "
                              f"the game now has {len(self.game.hands)} hands")
        winner = data.get("winner")
        drawn = winner == "draw"
        draft = HandDraft(
            game=self.game.game, uid=game_identity(self.game), hands=hands, players=self.players(),
            winner=None if drawn else self.player("winner", winner), drawn=drawn,
            win_tile=self.tile_code(),
            source=self.choice("source", PONJAN_SOURCES if self.ponjan else SOURCES,
                               "discard"),
            flags=self.flags(), seen="" if self.ponjan else self.text("seen"),
            tiles=self.text("tiles") if self.ponjan else "",
            discarder=self.player("discarder", data.get("discarder")),
            tenpai=self.tenpai() if self.ponjan else frozenset(),
            active=0 if self.ponjan else self.player("active", data.get("active", 0)) or 0,
            mode=self.choice("mode", ponjan_modes(), "tile") if self.ponjan else "tile",
            stolen=self.flag("stolen") if self.ponjan else False)
        if draft.discarder is not None and draft.discarder == draft.winner:
            self.note("discarder")
            draft = replace(draft, discarder=None)
        return draft, self.notes
