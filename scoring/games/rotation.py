"""Who is East, which seat everyone has, and the prevailing wind, hand after hand.

The rule set's ``[rotation]`` table says when the dealer keeps the deal (on a win, on
a drawn hand) and cites its source; a game says how many rounds of prevailing wind it
lasts. The deal passes to the right: South becomes East. When every player has dealt
once the prevailing wind moves on (East, South, West, North); after the last round the
game is over. A penalty recorded as a hand changes nothing of this (East keeps the
deal, his streak goes on) unless the table says ``dealer_keeps_on_penalty = false``.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from scoring.hands.tiles import WINDS

if TYPE_CHECKING:
    from scoring.rules.ruleset import RuleSet


class _Hand(Protocol):
    @property
    def winner(self) -> int | None: ...

    @property
    def is_penalty(self) -> bool: ...


@dataclass(frozen=True)
class Rotation:
    dealer_keeps_on_win: bool = True
    dealer_keeps_on_draw: bool = True
    dealer_keeps_on_penalty: bool = True
    rounds: int = 4
    source: str = ""

    @classmethod
    def from_ruleset(cls, ruleset: RuleSet, rounds: int | None = None) -> Rotation:
        r = ruleset.rotation
        return cls(dealer_keeps_on_win=bool(r.get("dealer_keeps_on_win", True)),
                   dealer_keeps_on_draw=bool(r.get("dealer_keeps_on_draw", True)),
                   dealer_keeps_on_penalty=bool(r.get("dealer_keeps_on_penalty", True)),
                   rounds=rounds if rounds is not None else int(r.get("rounds", 4)),
                   source=str(r.get("source", "")))


@dataclass(frozen=True)
class Seating:
    """The seats of one hand. ``seats[i]`` is player i's seat wind."""

    prevailing: str
    dealer: int
    seats: tuple[str, ...]
    #: the dealer's consecutive wins before this hand
    dealer_streak: int
    #: how many times the deal has passed since the game began
    deals: int
    #: True for a hand played after the last round (possible after an edit)
    after_end: bool = False
    #: the round of a game whose rounds are the dealer's terms (Ponjan's "Round n",
    #: from 1); 0 in a game of rounds of prevailing wind. Ponjan has no prevailing
    #: wind: ``prevailing`` is then "".
    round: int = 0


def seat_winds(dealer: int, players: int) -> tuple[str, ...]:
    return tuple(WINDS[(i - dealer) % players] for i in range(players))


def seatings(rotation: Rotation, players: int, hands: Sequence[_Hand],
             extra: int = 0) -> Iterator[Seating]:
    """The seating of each hand in ``hands``, then of ``extra`` hands to come.

    Hands past the last round (which an edit can cause) are marked ``after_end``; the
    prevailing wind then starts again from East.
    """
    dealer, deals, streak = 0, 0, 0
    winds = [seat_winds(d, players) for d in range(players)]  # by dealer
    for index in range(len(hands) + extra):
        rounds_done = deals // players
        yield Seating(WINDS[rounds_done % 4], dealer, winds[dealer], streak, deals,
                      rounds_done >= rotation.rounds)
        if index >= len(hands):
            continue
        winner = hands[index].winner
        if hands[index].is_penalty:
            keeps = rotation.dealer_keeps_on_penalty
        elif winner is None:
            keeps = rotation.dealer_keeps_on_draw
        else:
            keeps = winner == dealer and rotation.dealer_keeps_on_win
            streak = streak + 1 if winner == dealer else 0
        if not keeps:
            dealer = (dealer + 1) % players
            deals += 1
            streak = 0
