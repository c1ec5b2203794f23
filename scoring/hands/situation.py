"""The situation a hand is scored in: seat, prevailing wind, how the hand was won."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final, Literal, get_args

from scoring.errors import SITUATIONS, Msg, SituationError
from scoring.hands.hand import Hand
from scoring.hands.tiles import WINDS, Tile

Source = Literal["wall", "discard", "loose", "last-wall", "last-loose", "last-discard",
                 "robbed-kong"]
Flag = Literal["original-call", "heavens-blessing", "earths-blessing", "kong-upon-kong"]

SOURCES: Final[tuple[str, ...]] = get_args(Source)
FLAGS: Final[tuple[str, ...]] = get_args(Flag)
#: Sources whose winning tile the winner drew himself.
DRAWN: Final = frozenset({"wall", "loose", "last-wall", "last-loose"})
#: Sources that are a loose (replacement) tile.
LOOSE: Final = frozenset({"loose", "last-loose"})
#: Sources whose winning tile was claimed from another player.
CLAIMED: Final = frozenset({"discard", "last-discard", "robbed-kong"})

SOURCE_NAMES: Final = {
    "wall": "drawn from the wall", "discard": "claimed from a discard",
    "loose": "a loose (replacement) tile", "last-wall": "the last tile of the wall",
    "last-loose": "the loose tile after the last tile of the wall",
    "last-discard": "the last discard", "robbed-kong": "robbed from a kong",
}
FLAG_NAMES: Final = {
    "original-call": "original call", "heavens-blessing": "heaven's blessing",
    "earths-blessing": "earth's blessing", "kong-upon-kong": "kong upon kong",
}


@dataclass(frozen=True)
class Situation:
    """Everything about a hand besides its tiles.

    For a loser, ``win_tile`` is None and ``source`` and ``flags`` are ignored.
    ``east_wins_before`` counts East's consecutive wins before this hand (for the
    limit hands that reward a long run of wins by the dealer). ``seen`` holds tiles
    visible elsewhere on the table (other players' exposed sets, discards the scorer
    adds): a tile of which every copy is in the hand or seen is no wait, so "only
    possible tile" counts them (Millington 115c).
    """

    seat: str = "E"
    round: str = "E"
    winner: bool = True
    win_tile: Tile | None = None
    source: Source = "discard"
    flags: frozenset[str] = field(default_factory=frozenset)
    east_wins_before: int = 0
    seen: tuple[Tile, ...] = ()

    @property
    def drawn(self) -> bool:
        return self.winner and self.source in DRAWN

    @property
    def claimed(self) -> bool:
        return self.winner and self.source in CLAIMED


def check_situation(hand: Hand, s: Situation) -> None:
    """Raise SituationError if ``s`` cannot be true for ``hand``."""
    if s.seat not in WINDS:
        raise SituationError("seat wind '{seat}' is not one of E, S, W, N", seat=s.seat)
    if s.round not in WINDS:
        raise SituationError("prevailing wind '{wind}' is not one of E, S, W, N",
                             wind=s.round)
    if s.source not in SOURCES:
        raise SituationError("'{source}' is not a source of the winning tile "
                             "(one of {known})", source=s.source, known=", ".join(SOURCES))
    for f in s.flags:
        if f not in FLAGS:
            raise SituationError("'{flag}' is not a flag (one of {known})", flag=f,
                                 known=", ".join(FLAGS))
    if s.east_wins_before < 0:
        raise SituationError("East's consecutive wins cannot be negative")
    for t in s.seen:
        if t.category == "bonus":
            raise SituationError("{code} is a bonus tile; only playing tiles count as "
                                 "seen", code=t.code)
    if not s.winner:
        if s.win_tile is not None:
            raise SituationError("a loser has no winning tile")
        if s.flags:
            raise SituationError("{flag} applies only to the winner",
                                 flag=Msg(FLAG_NAMES[min(s.flags)], SITUATIONS))
        return
    _check_winner(hand, s)


def _check_winner(hand: Hand, s: Situation) -> None:
    w = s.win_tile
    if w is None:
        raise SituationError("a winning hand needs its winning tile")
    if w not in hand.concealed:
        if w.category == "bonus":
            raise SituationError("the winning tile {code} is a bonus tile", code=w.code)
        raise SituationError("the winning tile {code} is not among the concealed tiles; "
                             "write it in the concealed part of the hand, outside any "
                             "brackets", code=w.code)
    if s.source in LOOSE and not hand.bonus and hand.kongs == 0:
        raise SituationError("a loose tile is drawn only after a kong or a bonus tile, "
                             "and this hand has neither")
    if s.source == "robbed-kong":
        copies = hand.tile_counts()[w]
        if copies != 1:
            raise SituationError(
                "robbing a kong: the robbed player held the other three {code}, so "
                "the hand can hold only one, not {copies}", code=w.code, copies=copies)
    if s.flags:
        _check_flags(hand, s)


def _check_flags(hand: Hand, s: Situation) -> None:
    """The winner's flags, checked against the hand and how it was won."""
    exposed = [m for m in hand.declared if not m.concealed]
    if "kong-upon-kong" in s.flags and (s.source not in LOOSE or hand.kongs < 2):
        raise SituationError("kong upon kong needs two kongs and a win on the loose "
                             "tile after the second")
    if "heavens-blessing" in s.flags:
        if s.seat != "E":
            raise SituationError("heaven's blessing is East's: the dealer wins with the "
                                 "dealt hand")
        if s.source != "wall" or exposed:
            raise SituationError("heaven's blessing: East wins with the fourteen dealt "
                                 "tiles, so nothing is exposed and the winning tile "
                                 "comes from the wall")
    if "earths-blessing" in s.flags:
        if s.seat == "E":
            raise SituationError("earth's blessing is for a player other than East, "
                                 "winning on East's first discard")
        if s.source != "discard" or exposed:
            raise SituationError("earth's blessing: the winning tile is East's first "
                                 "discard, claimed, and nothing else is exposed")
    if "original-call" in s.flags and exposed:
        raise SituationError("an original call is declared on the dealt hand, so the "
                             "hand can have no exposed set")
