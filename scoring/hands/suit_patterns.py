"""The complete patterns of one suit: every count of its ranks that splits into sets
(pungs, and chows where the suit forms them) and at most one pair.

A suit's tiles are written as one int, its *pattern*: four bits per rank, the count of
rank r (1-9) being ``(pattern >> 4 * r) & 15`` (:func:`unit` is one tile of a rank).
Adding a tile is adding its unit, so the patterns of a hand's suits are cheap to build
and to change, and whether a suit is complete is one look-up in a table.

The table holds every pattern of at most four sets and one pair with at most four
copies of a rank (21,743 patterns where the ranks form chows, 1,723 where they do not),
each with what a split of it looks like at best: whether it holds the pair, and the
fewest chows any split of it has. It is a pure function of the patterns, the same for
every hand: it is built once, when the program is made (:func:`build`, written into
:mod:`scoring.hands.suit_table` by ``scripts/make_suit_table.py``), and each process
only unpacks it the first time it is asked for (about a quarter of the 10 ms a build
takes). It never changes, so it is no cache of hands and nothing clears it.
"""

from __future__ import annotations

from itertools import combinations_with_replacement
from typing import Final

#: bit 3 of the count of each rank 0-9: set in ``pattern + _THREES`` when a count is
#: more than four
_OVER: Final = 0x8888888888
_THREES: Final = 0x3333333333


def unit(rank: int) -> int:
    """The pattern of one tile of ``rank``."""
    return 1 << (rank << 2)


def over_four(pattern: int) -> bool:
    """Whether some rank of ``pattern`` counts more than four copies."""
    return bool((pattern + _THREES) & _OVER)


def build(chows: bool) -> dict[int, int]:
    """Every complete pattern -> ``fewest chows << 1 | holds the pair``, worked out
    (``scripts/make_suit_table.py`` writes it into :mod:`scoring.hands.suit_table`)."""
    sets = [(3 * unit(r), 0) for r in range(1, 10)]
    if chows:
        sets += [(unit(r) + unit(r + 1) + unit(r + 2), 1) for r in range(1, 8)]
    without: dict[int, int] = {}
    for n in range(5):
        for combo in combinations_with_replacement(sets, n):
            pattern = sum(inc for inc, _ in combo)
            if over_four(pattern):
                continue
            count = sum(c for _, c in combo)
            old = without.get(pattern)
            if old is None or count < old:
                without[pattern] = count
    table = {pattern: count << 1 for pattern, count in without.items()}
    pairs = [2 * unit(r) for r in range(1, 10)]
    for pattern, count in without.items():
        for pair in pairs:
            found = pattern + pair
            if over_four(found):
                continue
            old = table.get(found)
            if old is None or (count << 1 | 1) < old:
                table[found] = count << 1 | 1
    return table


_TABLES: dict[bool, dict[int, int]] = {}


def complete_patterns(chows: bool) -> dict[int, int]:
    """The table of complete patterns of a suit whose ranks form chows (``chows``) or
    do not (honours): pattern -> ``fewest chows << 1 | holds the pair``. A pattern
    missing from it is not complete (or holds more than four copies of a rank)."""
    table = _TABLES.get(chows)
    if table is None:
        table = _TABLES[chows] = _unpack(chows)
    return table


def _unpack(chows: bool) -> dict[int, int]:
    """The table as :mod:`scoring.hands.suit_table` keeps it (see ``packed`` in
    ``scripts/make_suit_table.py``)."""
    import sys
    import zlib
    from array import array
    from binascii import a2b_base64
    from itertools import accumulate

    from scoring.hands import suit_table
    if chows:
        text, count = suit_table.CHOWS, suit_table.CHOWS_COUNT
    else:
        text, count = suit_table.HONOURS, suit_table.HONOURS_COUNT
    raw = zlib.decompress(a2b_base64(text))
    steps = array("Q", raw[:8 * count])
    if sys.byteorder == "big":
        steps.byteswap()
    return dict(zip(accumulate(steps), raw[8 * count:], strict=True))
