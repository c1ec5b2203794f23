"""One arrangement of a hand in its situation: what the rule conditions look at."""

from __future__ import annotations

from functools import cached_property

from .hand import Meld
from .situation import Situation
from .tiles import Tile


class HandView:
    """A hand split into sets, with the facts that rule conditions ask about.

    ``shape`` is ``standard`` (sets and a pair), ``thirteen-orphans``,
    ``seven-pairs``, or ``partial`` (a loser's hand, complete or not).
    ``winning_meld`` is the set the winning tile completed (None for a loser and for
    special shapes without sets).
    """

    def __init__(self, melds: tuple[Meld, ...], tiles: tuple[Tile, ...],
                 bonus: tuple[Tile, ...], situation: Situation, shape: str,
                 winning_meld: Meld | None, waits: tuple[Tile, ...] | None) -> None:
        self.melds = melds
        self.tiles = tiles
        self.bonus = bonus
        self.situation = situation
        self.shape = shape
        self.winning_meld = winning_meld
        self._waits = waits
        self.seat = situation.seat
        self.round = situation.round
        self.winner = situation.winner

    @property
    def waits(self) -> tuple[Tile, ...]:
        return self._waits or ()

    @cached_property
    def pungs(self) -> tuple[Meld, ...]:
        """Pungs and kongs."""
        return tuple(m for m in self.melds if m.kind == "pung" or m.kind == "kong")

    @cached_property
    def pairs(self) -> tuple[Meld, ...]:
        return tuple(m for m in self.melds if m.kind == "pair")

    @cached_property
    def chows(self) -> tuple[Meld, ...]:
        return tuple(m for m in self.melds if m.kind == "chow")

    @cached_property
    def suits(self) -> frozenset[str]:
        """The suits (m, p, s) among the playing tiles."""
        return frozenset(t.suit for t in self.tiles if t.category == "suit")

    @cached_property
    def honours(self) -> int:
        return sum(1 for t in self.tiles if t.is_honour)

    @cached_property
    def exposed(self) -> tuple[Meld, ...]:
        return tuple(m for m in self.melds if not m.concealed)

    def is_own_wind(self, t: Tile) -> bool:
        return t.category == "wind" and t.wind == self.seat

    def is_round_wind(self, t: Tile) -> bool:
        return t.category == "wind" and t.wind == self.round
