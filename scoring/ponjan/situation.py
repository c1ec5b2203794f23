"""How a Ponjan hand was won: the winner's seat, the winning tile and where it came
from, Reach and Ippatsu (``ponjan.md`` §3.2)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Final

from scoring.errors import Msg, SituationError

if TYPE_CHECKING:  # the command line's parser reads FLAGS without the hands' modules
    from .hand import PonjanHand
    from .tiles import PonjanTile

#: the three seats; ``E`` is the boss (dealer)
SEATS: Final = ("E", "S", "W")
#: ``last-wall`` and ``last-discard`` mean the same as ``wall`` and ``discard``:
#: the game has no last-tile bonus (``ponjan.md`` A19)
SOURCES: Final = ("wall", "discard", "last-wall", "last-discard")
SELF_DRAWN: Final = frozenset({"wall", "last-wall"})
FLAGS: Final = ("reach", "ippatsu")


@dataclass(frozen=True)
class PonjanSituation:
    seat: str = "E"
    win_tile: PonjanTile | None = None
    source: str = "discard"
    flags: frozenset[str] = field(default_factory=frozenset)

    @property
    def boss(self) -> bool:
        """The winner is the boss: the score is x15 instead of x10 (``Game.cs:97``)."""
        return self.seat == "E"

    @property
    def self_drawn(self) -> bool:
        return self.source in SELF_DRAWN


def source_or_flag_problem(source: str, flags: frozenset[str]) -> Msg | None:
    """What is wrong when ``source`` is not a source of the winning tile in Ponjan or
    one of ``flags`` is not a Ponjan flag (the message of the caller's error); None
    when both are right."""
    if source not in SOURCES:
        return Msg("'{source}' is not a source of the winning tile in Ponjan (one of "
                   "{known})", source=source, known=", ".join(SOURCES))
    for f in sorted(flags):
        if f not in FLAGS:
            return Msg("'{flag}' means nothing in Ponjan (its flags are reach and "
                       "ippatsu)", flag=f)
    return None


def check_situation(hand: PonjanHand, s: PonjanSituation) -> None:
    """Raise SituationError if ``s`` cannot be true for ``hand``, a winning hand."""
    if s.seat not in SEATS:
        raise SituationError("Ponjan is played by three: the seat is E (the boss), S or "
                             "W, not {seat}", seat=s.seat)
    if s.source == "loose":
        raise SituationError("Ponjan has no kongs and no bonus tiles, so no loose tile: "
                             "the winning tile comes from the wall or a discard")
    if s.source == "robbed-kong":
        raise SituationError("Ponjan has no kongs to rob: the winning tile comes from the "
                             "wall or a discard")
    if (problem := source_or_flag_problem(s.source, s.flags)) is not None:
        raise SituationError(problem.template, **problem.params)
    if "ippatsu" in s.flags and "reach" not in s.flags:
        raise SituationError("Ippatsu needs Reach: it is a win before the next discard "
                             "after a Reach (002:50-51)")
    w = s.win_tile
    if w is None:
        raise SituationError("a winning hand needs its winning tile")
    if w not in hand.concealed:
        raise SituationError("the winning tile {code} is not among the concealed tiles; "
                             "write it outside the brackets (the set it completes is "
                             "never a stolen set)", code=w.code)
