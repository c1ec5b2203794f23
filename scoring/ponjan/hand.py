"""A Ponjan hand: its concealed tiles and its stolen sets; complete hands and tenpai.

A complete hand is 9 tiles in 3 sets of three identical tiles: every kind occurs 0,
3, 6 or 9 times (002:21; ``ponjan.md`` §3.1). There are no runs, no pairs and no
kongs; four of a kind is a set and a single, as the game's ``Tile.ReturnGroupedTiles``
counts it. Between turns a player holds 8 tiles; the holding is *tenpai* (one tile
away, ``Player.OneAwayFromCompletion``) when it is two sets and a pair, and then it
waits on the pair's tile. Stolen sets count in both.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from scoring.errors import NotationError

from .tiles import PonjanTile

#: a player with 2 tiles or fewer in hand cannot steal (``Player.cs:120-123``)
MAX_STOLEN = 2
#: tiles of a complete hand, and of a holding between turns
HAND_SIZE = 9
HOLDING_SIZE = 8


@dataclass(frozen=True)
class PonjanHand:
    """``concealed``: the tiles in hand, sorted. ``stolen``: one tile per stolen set."""

    concealed: tuple[PonjanTile, ...]
    stolen: tuple[PonjanTile, ...] = ()

    def all_tiles(self) -> list[PonjanTile]:
        """Every tile, a stolen set counting three."""
        return [*self.concealed, *(t for t in self.stolen for _ in range(3))]

    def size(self) -> int:
        return len(self.concealed) + 3 * len(self.stolen)

    def sets(self) -> tuple[PonjanTile, ...] | None:
        """The three sets of a complete hand (one tile each, stolen sets last), or None
        when the tiles are not 3 sets of three identical tiles."""
        if self.size() != HAND_SIZE:
            return None
        found: list[PonjanTile] = []
        for t, n in Counter(self.concealed).items():
            if n % 3:
                return None
            found += [t] * (n // 3)
        return (*found, *self.stolen)

    def complete_sets(self) -> tuple[PonjanTile, ...]:
        """The three sets of a winning hand; NotationError naming what is wrong."""
        size = self.size()
        if size != HAND_SIZE:
            raise NotationError("a winning Ponjan hand has 9 tiles (3 sets of three "
                                "identical tiles, a stolen set counting 3); this one "
                                "has {size}", size=size)
        sets = self.sets()
        if sets is None:
            odd = [f"{n} x {t.code}" for t, n in sorted(Counter(self.concealed).items())
                   if n % 3]
            raise NotationError("the hand is not complete: it must be 3 sets of three "
                                "identical tiles (Ponjan has no pairs, chows or kongs), "
                                "and it holds {odd}", odd=", ".join(odd))
        return sets

    def waits(self) -> tuple[PonjanTile, ...]:
        """The tile an 8-tile holding waits on: the pair's tile when it is two sets
        and a pair (tenpai), else nothing. Whether a copy is still available is not
        asked ("formal" tenpai, as the game's code)."""
        if self.size() != HOLDING_SIZE:
            return ()
        odd = [(t, n % 3) for t, n in Counter(self.concealed).items() if n % 3]
        if len(odd) == 1 and odd[0][1] == 2:
            return (odd[0][0],)
        return ()

    def is_tenpai(self) -> bool:
        return bool(self.waits())
