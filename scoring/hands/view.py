"""One arrangement of a hand in its situation: what the rule conditions look at."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final, Generic, TypeVar, overload

from scoring.hands.hand import Meld
from scoring.hands.hand_facts import (
    DRAGON_SETS_3,
    FOUR_CHOWS,
    FOUR_KONGS,
    NO_CHOW,
    NO_EXPOSED,
    PAIR_WON,
    PUNGS_3,
    STANDARD,
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


#: seat -> prevailing wind -> :attr:`Seat.wind_code`
_WIND_CODES: Final = {seat: {wind: (4 * i + j + 1) << 11 for j, wind in enumerate(WINDS)}
                      for i, seat in enumerate(WINDS)}
_NO_CODES: Final[dict[str, int]] = {}


class Seat:
    """A player's seat wind and the prevailing wind: all that the tile classes of the
    set rules ask about besides the tile (see :data:`scoring.rules.conditions.TILE_CLASSES`).

    ``wind_code``: the two in one int above the bits of a set's key, which a set of
    winds adds to its key where the rule plan keeps its verdicts (0: no such winds)."""

    __slots__ = ("round", "seat", "wind_code")

    def __init__(self, seat: str, round: str) -> None:
        self.seat = seat
        self.round = round
        self.wind_code = _WIND_CODES.get(seat, _NO_CODES).get(round, 0)

    def is_own_wind(self, t: Tile) -> bool:
        return t.category == "wind" and t.wind == self.seat

    def is_round_wind(self, t: Tile) -> bool:
        return t.category == "wind" and t.wind == self.round


_T = TypeVar("_T")


class _Made(Generic[_T]):
    """An attribute of a view made from its sets the first time it is read, then kept
    in the view's own attributes, where every later read finds it first (a
    descriptor without ``__set__`` yields to them). Most rules never ask for these:
    a view is made for every arrangement of every hand scored.
    ``functools.cached_property`` does the same, but on Python 3.11 takes a lock at
    each first read: made and read once, it costs over twice as much (0.94 against
    0.40 µs)."""

    def __init__(self, make: Callable[[HandView], _T]) -> None:
        self.make = make
        self.name = ""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, obj: None, owner: type | None = None) -> _Made[_T]: ...
    @overload
    def __get__(self, obj: HandView, owner: type | None = None) -> _T: ...

    def __get__(self, obj: HandView | None, owner: type | None = None) -> _T | _Made[_T]:
        if obj is None:
            return self
        value = obj.__dict__[self.name] = self.make(obj)
        return value


#: what :func:`tally` adds up: :attr:`~scoring.hands.hand.Meld.counts` in bits 0-23,
#: then the pungs and kongs (bits 24-27) and the sets that expose the hand (28-31)
PUNGS_SHIFT: Final = 24
EXPOSED_SHIFT: Final = 28
_PUNG: Final = 1 << PUNGS_SHIFT
_EXPOSED: Final = 1 << EXPOSED_SHIFT


def tally(melds: tuple[Meld, ...] | list[Meld]) -> int:
    """The counts of ``melds`` that a :class:`HandView` keeps, in one int (four bits
    each: a hand has at most seven sets)."""
    found = 0
    for m in melds:
        found += m.counts
        kind = m.kind
        if kind == "pung" or kind == "kong":
            found += _PUNG
        if m.exposes:
            found += _EXPOSED
    return found


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

    The sets of each kind (``pungs``, ``pairs``, ``chows``, ``exposed``) are
    made from ``melds`` when first read; the counts of dragon and wind sets come
    from the view's :func:`tally`.
    """

    def __init__(self, melds: tuple[Meld, ...], tiles: tuple[Tile, ...],
                 bonus: tuple[Tile, ...], situation: Situation, shape: str,
                 winning_meld: Meld | None, waits: Waits | None,
                 calling: Callable[[], frozenset[str]] | None = None,
                 facts: HandFacts | None = None, counted: int | None = None) -> None:
        """``facts``: :func:`~scoring.hands.hand_facts.hand_facts` of ``tiles``, when the
        caller has them already (the same for every arrangement of a hand);
        ``counted``: :func:`tally` of ``melds``, when the caller has it."""
        self.melds = melds
        self.tiles = tiles
        self.bonus = bonus
        self.situation = situation
        self.shape = shape
        self.winning_meld = winning_meld
        self.lazy_waits = waits or NO_WAITS
        self._calling = calling
        self._calling_value: frozenset[str] | None = None
        self.seat = seat = situation.seat
        self.round = situation.round
        self.wind_code = _WIND_CODES.get(seat, _NO_CODES).get(situation.round, 0)
        self.winner = situation.winner
        if counted is None:
            counted = tally(melds)
        self.counted = counted
        if facts is None:
            facts = hand_facts(tiles, bonus, situation)
        #: the suits (m, p, s) among the playing tiles, and the number of honours
        self.suits, self.honours = facts[0], facts[1]
        #: the facts of the hand and of this arrangement (:mod:`scoring.hands.hand_facts`)
        chows = counted & 15
        if chows:
            found = facts[2] | FOUR_CHOWS if chows == 4 else facts[2]
        else:
            found = facts[2] | NO_CHOW
            self.chows = ()
        if not counted >> EXPOSED_SHIFT:
            self.exposed = ()
            found |= NO_EXPOSED
        if shape == "standard":
            found |= STANDARD
        if counted >> 8 & 0xFFFF:  # sets or pairs of dragons or winds
            if (counted >> 8 & 15) + (counted >> 12 & 15) >= 3:
                found |= DRAGON_SETS_3
            if (counted >> 16 & 15) + (counted >> 20 & 15) >= 4:
                found |= WIND_SETS_4
        if counted >> 4 & 15 == 4:
            found |= FOUR_KONGS
        if winning_meld is not None and winning_meld.kind == "pair":
            found |= PAIR_WON
        if counted >> PUNGS_SHIFT & 15 >= 3:
            found |= PUNGS_3
        self.facts = found

    #: pungs and kongs
    pungs = _Made(lambda v: tuple(m for m in v.melds if m.kind == "pung" or m.kind == "kong"))
    pairs = _Made(lambda v: tuple(m for m in v.melds if m.kind == "pair"))
    chows = _Made(lambda v: tuple(m for m in v.melds if m.kind == "chow"))
    exposed = _Made(lambda v: tuple(m for m in v.melds if m.exposes))

    #: pungs and kongs, and pairs, of dragons and of winds
    @property
    def dragon_sets(self) -> int:
        return self.counted >> 8 & 15

    @property
    def dragon_pairs(self) -> int:
        return self.counted >> 12 & 15

    @property
    def wind_sets(self) -> int:
        return self.counted >> 16 & 15

    @property
    def wind_pairs(self) -> int:
        return self.counted >> 20 & 15

    @property
    def waits(self) -> tuple[Tile, ...]:
        return self.lazy_waits.get()

    @property
    def calling(self) -> frozenset[str]:
        if self._calling_value is None:
            self._calling_value = self._calling() if self._calling else frozenset()
        return self._calling_value
