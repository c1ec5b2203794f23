"""One arrangement of a hand in its situation: what the rule conditions look at."""

from __future__ import annotations

from collections.abc import Callable

from .hand import Meld
from .situation import Situation
from .tiles import Tile


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


class HandView:
    """A hand split into sets, with the facts that rule conditions ask about.

    ``shape`` is ``standard`` (sets and a pair), ``thirteen-orphans``,
    ``seven-pairs``, or ``partial`` (a loser's hand, complete or not).
    ``winning_meld`` is the set the winning tile completed (None for a loser and for
    special shapes without sets).
    """

    def __init__(self, melds: tuple[Meld, ...], tiles: tuple[Tile, ...],
                 bonus: tuple[Tile, ...], situation: Situation, shape: str,
                 winning_meld: Meld | None, waits: Waits | None) -> None:
        self.melds = melds
        self.tiles = tiles
        self.bonus = bonus
        self.situation = situation
        self.shape = shape
        self.winning_meld = winning_meld
        self.lazy_waits = waits or Waits(tuple)
        self.seat = situation.seat
        self.round = situation.round
        self.winner = situation.winner
        #: pungs and kongs
        self.pungs = tuple(m for m in melds if m.kind == "pung" or m.kind == "kong")
        self.pairs = tuple(m for m in melds if m.kind == "pair")
        self.chows = tuple(m for m in melds if m.kind == "chow")
        self.exposed = tuple(m for m in melds if not m.concealed)
        #: the suits (m, p, s) among the playing tiles
        self.suits = frozenset(t.suit for t in tiles if t.category == "suit")
        self.honours = sum(1 for t in tiles if t.is_honour)
        self.dragon_sets = sum(1 for m in self.pungs if m.tile.is_dragon)
        self.dragon_pairs = sum(1 for m in self.pairs if m.tile.is_dragon)
        self.wind_sets = sum(1 for m in self.pungs if m.tile.category == "wind")
        self.wind_pairs = sum(1 for m in self.pairs if m.tile.category == "wind")

    @property
    def waits(self) -> tuple[Tile, ...]:
        return self.lazy_waits.get()

    def is_own_wind(self, t: Tile) -> bool:
        return t.category == "wind" and t.wind == self.seat

    def is_round_wind(self, t: Tile) -> bool:
        return t.category == "wind" and t.wind == self.round
