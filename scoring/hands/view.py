"""One arrangement of a hand in its situation: what the rule conditions look at."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from scoring.hands.hand import Meld
from scoring.hands.hand_facts import (
    DRAGON_SETS_3,
    FOUR_CHOWS,
    FOUR_KONGS,
    NO_CHOW,
    PAIR_WON,
    PUNGS_3,
    WIND_SETS_4,
    HandFacts,
    hand_facts,
)
from scoring.hands.situation import Situation
from scoring.hands.tiles import WINDS, Tile


class Waits:
    """The waits of a hand, worked out the first time they are asked for (most rule
    sets never look at them while scoring)."""

    __slots__ = ("_compute", "_value")

    def __init__(self, compute: Callable[[], tuple[Tile, ...]]) -> None:
        self._compute = compute
        self._value: tuple[Tile, ...] | None = None

    def get(self) -> tuple[Tile, ...]:
        if self._value is None:
            self._value = self._compute()
        return self._value

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Waits) and self.get() == other.get()

    def __hash__(self) -> int:
        return hash(self.get())

    def __repr__(self) -> str:
        return repr(self.get())


#: the waits of a hand that has none to show (a loser's)
NO_WAITS: Final = Waits(tuple)


#: seat and prevailing wind -> :attr:`Seat.wind_code`
_WIND_CODES: Final = {(seat, wind): (4 * i + j + 1) << 11
                      for i, seat in enumerate(WINDS) for j, wind in enumerate(WINDS)}


class Seat:
    """A player's seat wind and the prevailing wind: all that the tile classes of the
    set rules ask about besides the tile (see :data:`scoring.rules.conditions.TILE_CLASSES`).

    ``wind_code``: the two in one int above the bits of a set's key, which a set of
    winds adds to its key where the rule plan keeps its verdicts (0: no such winds)."""

    __slots__ = ("round", "seat", "wind_code")

    def __init__(self, seat: str, round: str) -> None:
        self.seat = seat
        self.round = round
        self.wind_code = _WIND_CODES.get((seat, round), 0)

    def is_own_wind(self, t: Tile) -> bool:
        return t.category == "wind" and t.wind == self.seat

    def is_round_wind(self, t: Tile) -> bool:
        return t.category == "wind" and t.wind == self.round


class HandView(Seat):
    """A hand split into sets, with the facts that rule conditions ask about.

    ``shape`` is ``standard`` (sets and a pair), ``thirteen-orphans``,
    ``seven-pairs``, or ``partial`` (a loser's hand, complete or not).
    ``winning_meld`` is the set the winning tile completed (None for a loser and for
    special shapes without sets). ``exposed`` holds the sets that make a hand not
    concealed: every set formed by claiming a discard except a kong made by adding a
    claimed tile to a concealed pung (Millington 116k, 117c). ``calling`` (losers):
    the ids of the winner's rules that a tile the hand waits on would make apply,
    among those the rule set's ``calling-for`` rules name.
    """

    def __init__(self, melds: tuple[Meld, ...], tiles: tuple[Tile, ...],
                 bonus: tuple[Tile, ...], situation: Situation, shape: str,
                 winning_meld: Meld | None, waits: Waits | None,
                 calling: Callable[[], frozenset[str]] | None = None,
                 facts: HandFacts | None = None) -> None:
        """``facts``: :func:`~scoring.hands.hand_facts.hand_facts` of ``tiles``, when the
        caller has them already (the same for every arrangement of a hand)."""
        self.melds = melds
        self.tiles = tiles
        self.bonus = bonus
        self.situation = situation
        self.shape = shape
        self.winning_meld = winning_meld
        self.lazy_waits = waits or NO_WAITS
        self._calling = calling
        self._calling_value: frozenset[str] | None = None
        self.seat = situation.seat
        self.round = situation.round
        self.wind_code = _WIND_CODES.get((situation.seat, situation.round), 0)
        self.winner = situation.winner
        pungs: list[Meld] = []
        pairs: list[Meld] = []
        chows: list[Meld] = []
        exposed: list[Meld] = []
        counts = 0
        for m in melds:  # one pass: this runs for every arrangement of every hand
            counts += m.counts
            kind = m.kind
            if kind == "chow":
                chows.append(m)
            elif kind == "pair":
                pairs.append(m)
            else:
                pungs.append(m)
            if m.exposes:
                exposed.append(m)
        #: pungs and kongs
        self.pungs = tuple(pungs)
        self.pairs = tuple(pairs)
        self.chows = tuple(chows)
        self.exposed = tuple(exposed)
        #: pungs and kongs, and pairs, of dragons and of winds
        self.dragon_sets = dragon_sets = counts >> 8 & 15
        self.dragon_pairs = dragon_pairs = counts >> 12 & 15
        self.wind_sets = wind_sets = counts >> 16 & 15
        self.wind_pairs = wind_pairs = counts >> 20 & 15
        if facts is None:
            facts = hand_facts(tiles, bonus, situation)
        #: the suits (m, p, s) among the playing tiles, and the number of honours
        self.suits, self.honours = facts[0], facts[1]
        #: the facts of the hand and of this arrangement (:mod:`scoring.hands.hand_facts`)
        chows_n = counts & 15
        found = facts[2] | (NO_CHOW if not chows_n else FOUR_CHOWS if chows_n == 4 else 0)
        if dragon_sets + dragon_pairs >= 3:
            found |= DRAGON_SETS_3
        if wind_sets + wind_pairs >= 4:
            found |= WIND_SETS_4
        if counts >> 4 & 15 == 4:
            found |= FOUR_KONGS
        if winning_meld is not None and winning_meld.kind == "pair":
            found |= PAIR_WON
        if len(pungs) >= 3:
            found |= PUNGS_3
        self.facts = found

    @property
    def waits(self) -> tuple[Tile, ...]:
        return self.lazy_waits.get()

    @property
    def calling(self) -> frozenset[str]:
        if self._calling_value is None:
            self._calling_value = self._calling() if self._calling else frozenset()
        return self._calling_value
