"""Splitting concealed tiles into sets, special shapes, and the waits of a hand.

Tiles are handled here by their ``sort_key`` (an int that is consecutive within a
suit), which keeps the search cheap and its results cacheable.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from typing import Final

from .tiles import Tile, TileSet

#: One set of an arrangement: (kind, sort_key of its lowest tile).
Part = tuple[str, int]
Arrangement = tuple[Part, ...]

THIRTEEN_ORPHANS: Final = "thirteen-orphans"
SEVEN_PAIRS: Final = "seven-pairs"
SPECIAL_SHAPES: Final = (THIRTEEN_ORPHANS, SEVEN_PAIRS)

_ORPHAN_CODES: Final = ("1m", "9m", "1p", "9p", "1s", "9s",
                        "1z", "2z", "3z", "4z", "5z", "6z", "7z")


def chow_blocks(tile_set: TileSet) -> frozenset[int]:
    """The ``sort_key // 16`` blocks of the suits that form chows."""
    from .tiles import tile
    return frozenset(tile(f"1{s}").sort_key // 16 for s in tile_set.chow_suits)


@lru_cache(maxsize=1 << 16)
def arrangements(keys: tuple[int, ...], blocks: frozenset[int],
                 pair: bool) -> tuple[Arrangement, ...]:
    """Every split of the sorted ``keys`` into chows and pungs (plus one pair if
    ``pair``). Empty when there is none."""
    if not keys:
        return ((),) if not pair else ()
    first = keys[0]
    n = 1
    while n < len(keys) and keys[n] == first:
        n += 1
    out: list[Arrangement] = []
    if n >= 3:
        out += [(("pung", first),) + sub for sub in arrangements(keys[3:], blocks, pair)]
    if n >= 2 and pair:
        out += [(("pair", first),) + sub for sub in arrangements(keys[2:], blocks, False)]
    if first // 16 in blocks and first + 1 in keys and first + 2 in keys:
        rest = list(keys[1:])
        rest.remove(first + 1)
        rest.remove(first + 2)
        out += [(("chow", first),) + sub
                for sub in arrangements(tuple(rest), blocks, pair)]
    return tuple(out)


def orphan_keys() -> frozenset[int]:
    from .tiles import tile
    return frozenset(tile(c).sort_key for c in _ORPHAN_CODES)


_ORPHANS: Final = orphan_keys()


def is_thirteen_orphans(keys: tuple[int, ...]) -> bool:
    return len(keys) == 14 and set(keys) == _ORPHANS


def is_seven_pairs(keys: tuple[int, ...]) -> bool:
    if len(keys) != 14:
        return False
    pairs = keys[0::2]
    return (all(keys[i] == keys[i + 1] for i in range(0, 14, 2))
            and len(set(pairs)) == 7)


def is_complete(keys: tuple[int, ...], blocks: frozenset[int], sets_needed: int,
                shapes: frozenset[str]) -> bool:
    """Whether sorted ``keys`` make ``sets_needed`` sets and a pair, or a special
    shape among ``shapes``."""
    if len(keys) != 3 * sets_needed + 2:
        return False
    if arrangements(keys, blocks, True):
        return True
    if sets_needed == 4:
        if THIRTEEN_ORPHANS in shapes and is_thirteen_orphans(keys):
            return True
        if SEVEN_PAIRS in shapes and is_seven_pairs(keys):
            return True
    return False


def waits(before: list[Tile], all_counts: Counter[Tile], tile_set: TileSet,
          sets_needed: int, shapes: frozenset[str]) -> list[Tile]:
    """The tiles that would complete ``before`` (the concealed tiles without the
    winning tile). A tile of which the hand itself holds every copy is no wait."""
    blocks = chow_blocks(tile_set)
    keys = sorted(t.sort_key for t in before)
    present = set(keys)
    near: set[int] = set()
    for k in present:
        near.add(k)
        if k // 16 in blocks:
            near.update((k - 2, k - 1, k + 1, k + 2))
    if THIRTEEN_ORPHANS in shapes:
        near |= _ORPHANS
    out = []
    for t in tile_set.playing_tiles:
        k = t.sort_key
        if k not in near or all_counts[t] >= tile_set.copies(t):
            continue
        cand = keys + [k]
        cand.sort()
        if is_complete(tuple(cand), blocks, sets_needed, shapes):
            out.append(t)
    return out
