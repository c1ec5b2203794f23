"""A hand's tiles as one int, read once for the tile check, the splits, the facts
and the waits.

The *whole pattern* of some tiles holds four bits per tile kind, at the tile's
``sort_key``: the count of the tile of key ``k`` is ``(whole >> 4 * k) & 15``. A
block (``sort_key >> 4``: a suit, the honours, a kind of bonus tile) takes 64 bits
of it, and those 64 bits are the block's pattern (:mod:`scoring.hands.suit_patterns`),
so the patterns of a hand's blocks are slices of one sum made in one pass over its
tiles (``sum(map(...))``, a loop in C).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from scoring.hands.tiles import Tile, tile_codes

#: each tile -> its whole pattern (one copy)
UNITS: Final = {t: 1 << (t.sort_key << 2) for t in tile_codes().values()}
#: bit 3 of the count of every tile kind
_EIGHTS: Final = sum(8 << (k << 2) for k in range(8 * 16))
#: one block's bits
_BLOCK: Final = (1 << 64) - 1


def whole_pattern(tiles: Iterable[Tile]) -> int:
    """The whole pattern of ``tiles`` (at most 15 copies of a kind: more carry over
    into the next kind's count)."""
    return sum(map(UNITS.__getitem__, tiles))


def within(playing: int, count: int, bonus: int, bonus_count: int, caps: int) -> bool:
    """Whether the tiles of the whole patterns ``playing`` (``count`` tiles) and
    ``bonus`` (``bonus_count`` tiles) are all in the tile set of ``caps`` (its
    :attr:`~scoring.hands.tiles.TileSet.caps_pattern`), none more often than the set
    holds copies. False also when that cannot be told from the patterns (16 tiles
    or more in one, which may have carried over; eight copies or more of a tile):
    ask the tiles themselves then."""
    if count > 15 or bonus_count > 15 or (playing | bonus) & _EIGHTS:
        return False
    every = playing + bonus  # no count over 14: none carries
    return not every & _EIGHTS and ((caps | _EIGHTS) - every) & _EIGHTS == _EIGHTS


def blocks_of(whole: int) -> dict[int, int]:
    """Per block held, its pattern, the blocks ascending (as
    :func:`scoring.hands.arrangement.block_patterns` gives them)."""
    out: dict[int, int] = {}
    b = 0
    while whole:
        p = whole & _BLOCK
        if p:
            out[b] = p
        whole >>= 64
        b += 1
    return out
