"""Splitting concealed tiles into sets, special shapes, and the waits of a hand.

Tiles are handled here by their ``sort_key`` (an int that is consecutive within a
suit), which keeps the search cheap and its results cacheable.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from typing import Final

from .tiles import Tile, TileSet, tile_by_key_map

_BY_KEY: Final = tile_by_key_map()

#: One set of an arrangement: (kind, sort_key of its lowest tile).
Part = tuple[str, int]
Arrangement = tuple[Part, ...]

THIRTEEN_ORPHANS: Final = "thirteen-orphans"
SEVEN_PAIRS: Final = "seven-pairs"
SPECIAL_SHAPES: Final = (THIRTEEN_ORPHANS, SEVEN_PAIRS)

_ORPHAN_CODES: Final = ("1m", "9m", "1p", "9p", "1s", "9s",
                        "1z", "2z", "3z", "4z", "5z", "6z", "7z")


@lru_cache(maxsize=256)
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
    if _standard_complete(_suit_counts(keys), blocks):
        return True
    if sets_needed == 4:
        if THIRTEEN_ORPHANS in shapes and is_thirteen_orphans(keys):
            return True
        if SEVEN_PAIRS in shapes and is_seven_pairs(keys):
            return True
    return False


def _suit_counts(keys: tuple[int, ...] | list[int]) -> dict[int, list[int]]:
    """Per block (suit), the count of each rank 0-15."""
    out: dict[int, list[int]] = {}
    for k in keys:
        counts = out.get(k >> 4)
        if counts is None:
            counts = out[k >> 4] = [0] * 16
        counts[k & 15] += 1
    return out


@lru_cache(maxsize=1 << 14)
def _suit_splits(counts: tuple[int, ...], chows: bool, pair: bool) -> bool:
    """Whether one suit's rank counts split into sets (plus one pair if ``pair``)."""
    i = next((r for r, n in enumerate(counts) if n), -1)
    if i < 0:
        return not pair
    c = list(counts)
    if c[i] >= 3:
        c[i] -= 3
        if _suit_splits(tuple(c), chows, pair):
            return True
        c[i] += 3
    if pair and c[i] >= 2:
        c[i] -= 2
        if _suit_splits(tuple(c), chows, False):
            return True
        c[i] += 2
    if chows and i + 2 < len(c) and c[i + 1] and c[i + 2]:
        c[i] -= 1
        c[i + 1] -= 1
        c[i + 2] -= 1
        return _suit_splits(tuple(c), chows, pair)
    return False


def _standard_complete(suits: dict[int, list[int]], blocks: frozenset[int]) -> bool:
    """Sets and exactly one pair, checked suit by suit (each suit is independent)."""
    pair_suit = None
    for block, counts in suits.items():
        rest = sum(counts) % 3
        if rest == 1 or (rest == 2 and pair_suit is not None):
            return False
        if rest == 2:
            pair_suit = block
    if pair_suit is None:
        return False
    return all(_suit_splits(tuple(c), b in blocks, b == pair_suit) for b, c in suits.items())


def waits(before: list[Tile], all_counts: Counter[Tile], tile_set: TileSet,
          sets_needed: int, shapes: frozenset[str]) -> list[Tile]:
    """The tiles that would complete ``before`` (the concealed tiles without the
    winning tile). A tile of which the hand itself holds every copy is no wait.

    Each suit splits into sets on its own, so each suit is checked once and only the
    suit of a candidate tile is checked again with that tile added.
    """
    blocks = tile_set.chow_blocks
    keys = sorted(t.sort_key for t in before)
    if len(keys) + 1 != 3 * sets_needed + 2:
        return []
    suits = {b: tuple(c) for b, c in _suit_counts(keys).items()}
    sums = {b: sum(c) for b, c in suits.items()}
    status = {}  # block -> (splits into sets, splits into sets and a pair)
    for b, c in suits.items():
        rest = sums[b] % 3
        chows = b in blocks
        status[b] = (rest == 0 and _suit_splits(c, chows, False),
                     rest == 2 and _suit_splits(c, chows, True))
    n_sets = sum(1 for ok, _ in status.values() if ok)
    n_pair = sum(1 for _, ok in status.values() if ok)
    n_blocks = len(status)
    candidates: set[int] = set()
    for k in keys:
        if k >> 4 in blocks:
            candidates.update(range(k - 2, k + 3))
        else:
            candidates.add(k)
    special = set()
    if sets_needed == 4 and THIRTEEN_ORPHANS in shapes and set(keys) <= _ORPHANS:
        special = set(_ORPHANS)
    if sets_needed == 4 and SEVEN_PAIRS in shapes and sorted(
            Counter(keys).values()) == [1, 2, 2, 2, 2, 2, 2]:
        special |= set(keys)
    empty = (0,) * 16
    feasible: dict[int, int] = {}  # block -> 0 (tile joins sets) or 2 (joins the pair)
    for b in {k >> 4 for k in candidates}:
        rest = (sums.get(b, 0) + 1) % 3
        old_sets, old_pair = status.get(b, (False, False))
        others = n_blocks - (b in status)
        if rest == 0 and n_pair - old_pair == 1 and n_sets - old_sets == others - 1:
            feasible[b] = 0
        elif rest == 2 and n_sets - old_sets == others:
            feasible[b] = 2
    out = []
    for k in sorted({k for k in candidates if k >> 4 in feasible} | special):
        b = k >> 4
        t = _BY_KEY.get(k)
        if t is None or all_counts[t] >= tile_set.copies(t):
            continue
        complete = False
        if b in feasible:
            c, r = suits.get(b, empty), k & 15
            added = c[:r] + (c[r] + 1,) + c[r + 1:]
            complete = _suit_splits(added, b in blocks, feasible[b] == 2)
        if not complete and k in special:
            cand = tuple(sorted([*keys, k]))
            complete = ((THIRTEEN_ORPHANS in shapes and is_thirteen_orphans(cand))
                        or (SEVEN_PAIRS in shapes and is_seven_pairs(cand)))
        if complete:
            out.append(t)
    return out
