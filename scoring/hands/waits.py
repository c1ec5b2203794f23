"""The waits of a hand: the tiles that would complete its concealed tiles.

Each block (suit) splits into sets on its own (:mod:`scoring.hands.arrangement`), so
a wait is found by looking up a block's pattern with the tile added in the table of
complete patterns (:mod:`scoring.hands.suit_patterns`); the special shapes are
tested for the tiles that may make them.
"""

from __future__ import annotations

from collections.abc import Mapping

from scoring.hands.arrangement import (
    _BY_KEY,
    _INHERITED,
    _NIBBLES,
    _RANK_UNITS,
    _RANKS,
    SHAPES,
    Shape,
    _fit_slowly,
    block_patterns,
)
from scoring.hands.hand_facts import tile_facts
from scoring.hands.suit_patterns import both_tables, over_four, wide_key
from scoring.hands.tiles import Tile, TileSet


def waits(before: list[Tile], all_counts: Mapping[Tile, int], tile_set: TileSet,
          sets_needed: int, shapes: frozenset[str], max_chows: int | None = None,
          ) -> list[Tile]:
    """The tiles that would complete ``before`` (the concealed tiles without the
    winning tile). A tile of which every copy is already counted in ``all_counts``
    (the hand's own tiles and any seen elsewhere) is no wait. ``max_chows``: at most
    that many chows among the concealed tiles' sets.

    Each block (suit) splits into sets on its own: a tile can complete the hand only
    in a block held (alone in another it would be one tile over), and only in the one
    block that does not split yet when there is one; whether it does is a look-up of
    the block's pattern with the tile added (:mod:`scoring.hands.suit_patterns`). A fifth
    copy of a tile is never looked up: no tile set holds more than four, and the hand
    holding four counts them all.
    """
    keys = sorted(t.sort_key for t in before)
    # a count over 15 says as much as 15: every copy counted
    held = sum(max(0, min(n, 15)) << wide_key(t.sort_key) for t, n in all_counts.items())
    return pattern_waits(block_patterns(keys), len(keys), held, tile_set, sets_needed,
                         shapes, max_chows, keys)


def pattern_waits(patterns: dict[int, int], count: int, held: int,
                  tile_set: TileSet, sets_needed: int, shapes: frozenset[str],
                  max_chows: int | None = None, keys: list[int] | None = None,
                  ) -> list[Tile]:
    """:func:`waits` of the ``count`` concealed tiles whose blocks' patterns
    (:func:`block_patterns`) are ``patterns`` (``keys``: their sorted keys, if known:
    a special shape asks for them); ``held``: the copies of each
    tile counted already (in the hand, seen elsewhere), as a wide pattern
    (:data:`~scoring.hands.suit_patterns.WIDE`; at most 15 of a tile: a count of more
    says no more)."""
    if count + 1 != 3 * sets_needed + 2:
        return []
    blocks = tile_set.chow_blocks
    with_chows, without = both_tables()
    fits: dict[int, int] = {}  # the blocks that split, and how at best
    misfit = -1
    misfits = pairs = chows = 0
    for b, pattern in patterns.items():
        found = (with_chows if b in blocks else without).get(pattern)
        if found is None and over_four(pattern):
            found = _fit_slowly(b, pattern, blocks)
        if found is None:
            misfits += 1
            misfit = b
        else:
            fits[b] = found
            pairs += found & 1
            chows += found >> 1
    standard: list[int] = []  # in key order: blocks and ranks ascending
    if misfits <= 1:
        for b in (misfit,) if misfits else sorted(patterns):
            own = fits.get(b, 0)  # what the other blocks hold: all but its own
            others_pairs, others_chows = pairs - (own & 1), chows - (own >> 1)
            if others_pairs > 1:
                continue
            pattern = patterns[b]
            # a tile completes only with tiles of its rank, or (in a suit) of a rank
            # at most two away: no other rank is looked up
            near = (pattern | pattern >> 1 | pattern >> 2 | pattern >> 3) & _NIBBLES
            if b in blocks:
                table = with_chows
                near |= near << 4 | near << 8 | near >> 4 | near >> 8
            else:
                table = without
            near &= _RANK_UNITS
            base = b << 4
            while near:
                one = near & -near  # the pattern of one tile of the lowest rank left
                near ^= one
                found = table.get(pattern + one)
                if found is not None and others_pairs + (found & 1) == 1 and (
                        max_chows is None or others_chows + (found >> 1) <= max_chows):
                    standard.append(base | one.bit_length() >> 2)
    special: dict[int, list[Shape]] = {}  # candidate key -> the shapes it may make
    if sets_needed == 4 and shapes:
        # what the thirteen tiles are: every fact of a gate holds for any thirteen of
        # the fourteen tiles of its shape (all major, no honour, one suit ...)
        facts = tile_facts(patterns, count)[2]
        for name in shapes:
            shape = SHAPES[name]
            if shape.gate & ~facts & _INHERITED:
                continue
            if keys is None:
                keys = [(b << 4) | r for b in sorted(patterns) for r in range(_RANKS)
                        for _ in range((patterns[b] >> (r << 2)) & 15)]
            for k in shape.candidates(tuple(keys)):
                special.setdefault(k, []).append(shape)
    copies = tile_set.copies_map
    out: list[Tile] = []
    if not special:  # the usual case: each key a standard wait, in key order
        for k in standard:
            t = _BY_KEY.get(k)
            if t is not None and held >> ((k >> 4) << 6 | (k & 15) << 2) & 15 < copies.get(
                    t, 0):
                out.append(t)  # in the set, and not every copy counted
        return out
    for k in sorted(special.keys() | standard):
        t = _BY_KEY.get(k)
        if t is None:
            continue
        n = copies.get(t, 0)
        if not n or held >> ((k >> 4) << 6 | (k & 15) << 2) & 15 >= n:
            continue  # not in the set, or every copy counted
        if k in standard:
            out.append(t)
        else:
            assert keys is not None  # known: a shape asked for them
            cand = tuple(sorted([*keys, k]))
            if any(shape.test(cand, k) for shape in special[k]):
                out.append(t)
    return out
