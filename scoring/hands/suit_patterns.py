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
from typing import TYPE_CHECKING, Final

from scoring.hands.tiles import TILE_SETS, TileSet, tile_by_key_map

if TYPE_CHECKING:
    from scoring.hands.hand import Hand

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


def both_tables() -> tuple[dict[int, int], dict[int, int]]:
    """:func:`complete_patterns` of a suit whose ranks form chows, and of one whose
    ranks do not."""
    if len(_TABLES) != 2:
        complete_patterns(True), complete_patterns(False)
    return _TABLES[True], _TABLES[False]


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


# -- the patterns of every block in one int ---------------------------------------------
#: A hand's tiles as one int, its *wide* pattern: the pattern of each block (``sort_key
#: >> 4``: a suit, the honours, each kind of bonus tile) in its own 64 bits, block b's
#: from bit ``64 * b`` (:data:`WIDE`: each tile's unit), so that a hand's patterns are
#: a sum, and a count is ``wide >> (64 * b + 4 * rank) & 15``.
WIDE_BLOCK: Final = 6
#: the bits of one block's pattern (ranks 0-9)
BLOCK_BITS: Final = (1 << 40) - 1
#: every tile -> its wide unit
WIDE: Final = {t: 1 << ((k >> 4) << WIDE_BLOCK | (k & 15) << 2)
               for k, t in tile_by_key_map().items()}
#: bit 3 of every count of the eight blocks
_EIGHTS: Final = int("8" * 128, 16)


def wide_key(key: int) -> int:
    """The shift of the count of the tile of sort key ``key`` in a wide pattern."""
    return (key >> 4) << WIDE_BLOCK | (key & 15) << 2


def _copies(tile_set: TileSet) -> int:
    """The copies of each tile of ``tile_set`` as a wide pattern (-1: a tile has more
    than seven, which :func:`held_wide` does not compare)."""
    copies = tile_set.copies_map
    if any(n > 7 for n in copies.values()):
        return -1
    return sum(n * WIDE[t] for t, n in copies.items())


#: the tile sets' copies, worked out when the module is loaded (by ``id``, with the
#: tile set: a tile set is no key of a dict)
_COPIES: Final = {id(ts): (ts, _copies(ts)) for ts in TILE_SETS.values()}


def held_wide(hand: Hand, tile_set: TileSet) -> tuple[int, int] | None:
    """The wide patterns of the hand's concealed tiles and of its playing tiles
    (concealed and declared), when its tiles surely hold no more copies of a tile
    than ``tile_set`` has (no tile it lacks); None when that is not sure, and
    :func:`scoring.hands.notation.check_tiles` must tell. Every count is checked
    below eight before more is added to it, so that none runs over into the next."""
    concealed = hand.concealed
    if len(concealed) > 15:  # a count of 16 would run over
        return None
    wide = WIDE.__getitem__
    concealed_wide = held = sum(map(wide, concealed))
    if held & _EIGHTS:
        return None
    for m in hand.declared:  # at most 7 + 4 of a tile: no count runs over
        held += m.pattern << (m.block << WIDE_BLOCK)
        if held & _EIGHTS:
            return None
    every = held
    bonus = hand.bonus
    if bonus:
        if len(bonus) > 15:
            return None
        every += sum(map(wide, bonus))  # bonus counts by themselves at most 15
        if every & _EIGHTS:
            return None
    known = _COPIES.get(id(tile_set))
    copies = known[1] if known is not None and known[0] is tile_set else _copies(tile_set)
    # each count at most seven, each number of copies too: 8 + copies - count is
    # 1-15 (no borrow), with bit 3 set unless the count is over the copies
    if copies < 0 or (_EIGHTS + copies - every) & _EIGHTS != _EIGHTS:
        return None
    return concealed_wide, held


def block_patterns_of(wide: int) -> dict[int, int]:
    """The patterns of the blocks held (see :func:`scoring.hands.arrangement.block_patterns`)
    of the wide pattern ``wide`` of playing tiles (blocks 0-3: the caller sees to it
    that no other is held)."""
    patterns: dict[int, int] = {}
    if wide & BLOCK_BITS:
        patterns[0] = wide & BLOCK_BITS
    if wide >> 64 & BLOCK_BITS:
        patterns[1] = wide >> 64 & BLOCK_BITS
    if wide >> 128 & BLOCK_BITS:
        patterns[2] = wide >> 128 & BLOCK_BITS
    if wide >> 192 & BLOCK_BITS:
        patterns[3] = wide >> 192 & BLOCK_BITS
    return patterns
