"""Splitting concealed tiles into sets, and special shapes (the waits of a hand:
:mod:`scoring.hands.waits`).

Tiles are handled here by their ``sort_key`` (an int that is consecutive within a
suit), and a suit's tiles by their pattern (:mod:`scoring.hands.suit_patterns`): whether a
suit splits into sets, and how, is looked up in the table of complete patterns, so
neither the splits of a hand nor its waits need a search or a cache of hands.
:func:`arrangements`, the search, is left for a suit holding more than four copies of
a tile (which the table does not know; no tile set has so many) and as the reference
the splits are checked against.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from functools import lru_cache
from itertools import product
from typing import Final, NamedTuple

from scoring.hands.hand import Meld, MeldKind
from scoring.hands.hand_facts import ALL_MAJOR, HONOUR, NO_HONOUR, ONE_SUIT
from scoring.hands.suit_patterns import complete_patterns, over_four
from scoring.hands.tiles import tile_by_key_map

_BY_KEY: Final = tile_by_key_map()

#: One set of an arrangement: (kind, sort_key of its lowest tile).
Part = tuple[str, int]
Arrangement = tuple[Part, ...]

THIRTEEN_ORPHANS: Final = "thirteen-orphans"
SEVEN_PAIRS: Final = "seven-pairs"
KNITTING: Final = "knitting"
TRIPLE_KNITTING: Final = "triple-knitting"
SNAKE_WITH_WINDS: Final = "snake-with-winds"
GATES_OF_HEAVEN: Final = "gates-of-heaven"

_ORPHAN_CODES: Final = ("1m", "9m", "1p", "9p", "1s", "9s",
                        "1z", "2z", "3z", "4z", "5z", "6z", "7z")
#: ``sort_key >> 4`` of the honours (winds and dragons)
_HONOURS: Final = 3
_SUITS: Final = (0, 1, 2)
#: ranks run 0-9 (no playing tile has a higher rank)
_RANKS: Final = 10
#: each rank 1-9 and the pattern of one tile of it
_UNITS: Final = tuple((r, 1 << (r << 2)) for r in range(1, _RANKS))
#: the pattern of one tile of each rank 1-9, and of each rank 0-9
_RANK_UNITS: Final = sum(one for _, one in _UNITS)
_NIBBLES: Final = sum(1 << (r << 2) for r in range(_RANKS))


@lru_cache(maxsize=256)
def arrangements(keys: tuple[int, ...], blocks: frozenset[int],
                 pair: bool) -> tuple[Arrangement, ...]:
    """Every split of the sorted ``keys`` into chows and pungs (plus one pair if
    ``pair``), by searching from the lowest tile up. Empty when there is none."""
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


def _concealed_sets(kind: MeldKind) -> dict[int, Meld]:
    """Every concealed set of ``kind`` by the key of its lowest tile (sets are
    immutable: each is made once, when the module is loaded)."""
    return {k: Meld(kind, t, True) for k, t in _BY_KEY.items()
            if t.category != "bonus"
            and (kind != "chow" or (t.category == "suit" and t.rank <= 7))}


#: the concealed pungs, pairs and chows by the key of their lowest tile
_PUNGS: Final = _concealed_sets("pung")
_PAIRS: Final = _concealed_sets("pair")
_CHOWS: Final = _concealed_sets("chow")
_SETS: Final = {"pung": _PUNGS, "pair": _PAIRS, "chow": _CHOWS}
CONCEALED_PUNGS: Final = _PUNGS
CONCEALED_PAIRS: Final = _PAIRS
#: the concealed kongs by the key of their tile
CONCEALED_KONGS: Final = {k: Meld("kong", t, True) for k, t in _BY_KEY.items()
                          if t.category != "bonus"}


def _as_claimed(m: Meld) -> Meld:
    """The concealed set ``m`` as made with a claimed tile (exposed), copied from it
    (cheaper than making it anew: only the exposure and what follows from it
    differ)."""
    made: Meld = object.__new__(Meld)
    put = object.__setattr__
    for name in Meld.__slots__:
        put(made, name, getattr(m, name))
    put(made, "concealed", False)
    put(made, "exposes", True)
    put(made, "key", m.key & ~256)
    return made


#: the concealed pungs, pairs and chows by their :attr:`~scoring.hands.hand.Meld.key`
#: -> the same set completed by a claimed tile (a winner's set won on a discard)
CLAIMED: Final = {m.key: _as_claimed(m) for sets in (_PUNGS, _PAIRS, _CHOWS)
                  for m in sets.values()}

#: a hand's concealed tiles split into sets: concealed sets, from the lowest tile up
Split = tuple[Meld, ...]


def _single_sets() -> dict[int, Meld]:
    """Every block's patterns of one set or one pair -> that set, by
    :func:`_single_key` (the splits of most blocks of a hand)."""
    found: dict[int, Meld] = {}
    for sets in (_PUNGS, _PAIRS, _CHOWS):
        for m in sets.values():
            for chows in (True, False):
                if m.kind != "chow" or chows:
                    found[_single_key(m.block, m.pattern, chows)] = m
    return found


def _single_key(block: int, pattern: int, chows: bool) -> int:
    return (chows << 48) | (block << 40) | pattern


_SINGLE_SETS: Final = _single_sets()


def split_patterns(patterns: dict[int, int], blocks: frozenset[int]) -> list[Split]:
    """Every split of the blocks' ``patterns`` (see :func:`block_patterns`) into
    concealed sets and exactly one pair, as :func:`arrangements` gives them for the
    same tiles and in the same order: block by block (each block splits on its own),
    each block's splits in the order of that search (pung, pair, chow from its
    lowest rank up)."""
    per_block: list[list[Split]] = []
    pairs = 0
    with_chows, without = complete_patterns(True), complete_patterns(False)
    singles = _SINGLE_SETS
    for b in sorted(patterns):
        pattern = patterns[b]
        chows = b in blocks
        table = with_chows if chows else without
        found = table.get(pattern)
        splits: list[Split] = []
        if found is not None:
            single = singles.get((chows << 48) | (b << 40) | pattern)  # _single_key
            if single is not None:
                splits.append((single,))
            else:
                _split(b << 4, pattern, table, chows, bool(found & 1), (), splits)
        elif over_four(pattern):  # more copies than the table knows: search
            found = _fit_slowly(b, pattern, blocks)
            if found is None:
                return []
            keys = tuple((b << 4) | r for r in range(_RANKS)
                         for _ in range((pattern >> (r << 2)) & 15))
            splits = [tuple(_SETS[kind][k] for kind, k in a)
                      for a in arrangements(keys, blocks, bool(found & 1))]
        else:
            return []
        pairs += found & 1
        per_block.append(splits)
    if pairs != 1:
        return []
    if len(per_block) == 1:
        return per_block[0]
    one: Split = ()
    for splits in per_block:
        if len(splits) != 1:
            break
        one += splits[0]
    else:  # the usual case: one split of each block
        return [one]
    return [sum(combo, ()) for combo in product(*per_block)]


def _split(base: int, pattern: int, table: dict[int, int], chows: bool, pair: bool,
           done: Split, out: list[Split]) -> None:
    """Add to ``out`` every split of ``pattern`` (a complete one, with the pair if
    ``pair``) after the sets ``done``: the sets from its lowest rank first, trying a
    pung, the pair, a chow; a choice is followed only when what it leaves is
    complete (a look-up in ``table``). What is left is split at once when it is
    nothing or one set (:data:`_SINGLE_SETS`: it splits only so)."""
    if not pattern:
        out.append(done)
        return
    rank = ((pattern & -pattern).bit_length() - 1) >> 2
    shift = rank << 2
    n = (pattern >> shift) & 15
    one = 1 << shift
    key = (chows << 48) | (base << 36)  # _single_key of this block, but the pattern
    if n >= 3:
        rest = pattern - 3 * one
        found = table.get(rest)
        if found is not None and bool(found & 1) is pair:
            made = done + (_PUNGS[base | rank],)
            single = _SINGLE_SETS.get(key | rest)
            if not rest or single is not None:
                out.append(made + (single,) if single is not None else made)
            else:
                _split(base, rest, table, chows, pair, made, out)
    if n >= 2 and pair:
        rest = pattern - 2 * one
        found = table.get(rest)
        if found is not None and not found & 1:
            made = done + (_PAIRS[base | rank],)
            single = _SINGLE_SETS.get(key | rest)
            if not rest or single is not None:
                out.append(made + (single,) if single is not None else made)
            else:
                _split(base, rest, table, chows, False, made, out)
    if chows and (pattern >> (shift + 4)) & 15 and (pattern >> (shift + 8)) & 15:
        rest = pattern - one - (one << 4) - (one << 8)
        found = table.get(rest)
        if found is not None and bool(found & 1) is pair:
            made = done + (_CHOWS[base | rank],)
            single = _SINGLE_SETS.get(key | rest)
            if not rest or single is not None:
                out.append(made + (single,) if single is not None else made)
            else:
                _split(base, rest, table, chows, pair, made, out)


def orphan_keys() -> frozenset[int]:
    from scoring.hands.tiles import tile
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


def _ranks(keys: tuple[int, ...], block: int) -> list[int]:
    return [k & 15 for k in keys if k >> 4 == block]


def _seven_pairs_of(keys: tuple[int, ...], win: int, tiles: str) -> bool:
    if not is_seven_pairs(keys):
        return False
    blocks = {k >> 4 for k in keys}
    if tiles == "honours-or-one-suit":
        return len(blocks) == 1
    if tiles == "major":
        return all(k >> 4 == _HONOURS or k & 15 in (1, 9) for k in keys)
    return True


def _knitting(keys: tuple[int, ...], win: int) -> bool:
    """Seven pairs of equal values in two suits (1m 1p, 4m 4p ...), no honours."""
    blocks = sorted({k >> 4 for k in keys})
    return (len(keys) == 14 and len(blocks) == 2 and _HONOURS not in blocks
            and _ranks(keys, blocks[0]) == _ranks(keys, blocks[1]))


def _triple_knitting(keys: tuple[int, ...], win: int) -> bool:
    """Four triples of one value in the three suits (1m 1p 1s) and a pair of one
    value in two suits, no honours."""
    if len(keys) != 14 or any(k >> 4 not in _SUITS for k in keys) \
            or len({k & 15 for k in keys}) > 5:  # four triples and a pair: five values
        return False
    counts = Counter(keys)
    triples = 0
    rest: list[int] = []
    for rank in range(1, 10):
        n = [counts[(b << 4) | rank] for b in _SUITS]
        t = min(n)
        triples += t
        rest += [(b << 4) | rank for b, c in zip(_SUITS, n, strict=True) for _ in range(c - t)]
    return (triples == 4 and len(rest) == 2 and rest[0] & 15 == rest[1] & 15
            and rest[0] >> 4 != rest[1] >> 4)


_WINDS: Final = tuple((_HONOURS << 4) | r for r in (1, 2, 3, 4))


def _snake_with_winds(keys: tuple[int, ...], win: int) -> bool:
    """A pair of 1s, one each of 2-9 of the same suit, and one of each wind."""
    block = keys[0] >> 4 if keys else -1
    if len(keys) != 14 or block not in _SUITS:
        return False
    want = sorted([block << 4 | 1, *((block << 4) | r for r in range(1, 10)), *_WINDS])
    return list(keys) == want


def _gates_of_heaven(keys: tuple[int, ...], win: int) -> bool:
    """1112345678999 of one suit and one more of 2-8, which makes a pair (the
    winning tile may be any of the fourteen)."""
    block = keys[0] >> 4 if keys else -1
    if len(keys) != 14 or block not in _SUITS or any(k >> 4 != block for k in keys):
        return False
    counts = Counter(k & 15 for k in keys)
    return (counts[1] == 3 and counts[9] == 3 and all(counts[r] >= 1 for r in range(2, 9))
            and sorted(counts[r] for r in range(2, 9)) == [1, 1, 1, 1, 1, 1, 2])


def _suit_candidates(keys: tuple[int, ...]) -> set[int]:
    """The ranks held, in every suit; none when an honour is held (the knitting
    hands have none)."""
    if any(k >> 4 not in _SUITS for k in keys):
        return set()
    return {(b << 4) | (k & 15) for k in keys for b in _SUITS}


def _knitting_candidates(keys: tuple[int, ...]) -> set[int]:
    """The one tile that may make knitting: two suits held, no honours, the values
    of one suit those of the other but one, which is the tile."""
    blocks = sorted({k >> 4 for k in keys})
    if len(blocks) != 2 or any(b not in _SUITS for b in blocks):
        return set()
    first, second = _ranks(keys, blocks[0]), _ranks(keys, blocks[1])
    if len(first) + 1 == len(second):
        block, short, long = blocks[0], first, second
    elif len(second) + 1 == len(first):
        block, short, long = blocks[1], second, first
    else:
        return set()
    rank = sum(long) - sum(short)
    return {(block << 4) | rank} if sorted([*short, rank]) == long else set()


def _triple_knitting_candidates(keys: tuple[int, ...]) -> set[int]:
    """As :func:`_suit_candidates`, none when more than five values are held (four
    triples and a pair hold at most five), nor when the tiles left over from the
    triples of each value are not one or four (the fourteenth tile either leaves
    one more, or completes a triple and leaves three fewer, and two are left)."""
    values = {k & 15 for k in keys}
    if len(values) > 5 or any(k >> 4 not in _SUITS for k in keys):
        return set()
    counts = Counter(keys)
    left = 0
    for rank in values:
        n = [counts[(b << 4) | rank] for b in _SUITS]
        left += sum(n) - 3 * min(n)
    return _suit_candidates(keys) if left in (1, 4) else set()


def _one_suit_candidates(keys: tuple[int, ...], winds: bool) -> set[int]:
    """Every value of the one suit held (and, with ``winds``, the winds, which may
    be held too); none when other tiles are held."""
    suits = {k >> 4 for k in keys if k >> 4 in _SUITS}
    others = {k for k in keys if k >> 4 not in _SUITS}
    if len(suits) != 1 or not others <= (set(_WINDS) if winds else set()):
        return set()
    block = suits.pop()
    found = {(block << 4) | r for r in range(1, 10)}
    return found | set(_WINDS) if winds else found


def _gates_candidates(keys: tuple[int, ...]) -> set[int]:
    """As :func:`_one_suit_candidates` without winds, none unless the 1s and the 9s
    are held at least twice each (the fourteen hold three of each)."""
    ranks = [k & 15 for k in keys]
    if ranks.count(1) < 2 or ranks.count(9) < 2:
        return set()
    return _one_suit_candidates(keys, False)


def _orphan_candidates(keys: tuple[int, ...]) -> set[int]:
    """The terminals and honours, when every tile held is one."""
    return set(_ORPHANS) if all(k in _ORPHANS for k in keys) else set()


def _single_of_pairs(keys: tuple[int, ...]) -> set[int]:
    """The single tile of six pairs and a single (seven kinds held)."""
    if len(set(keys)) != 7:
        return set()
    counts = Counter(keys)
    if sorted(counts.values()) != [1, 2, 2, 2, 2, 2, 2]:
        return set()
    return {k for k, n in counts.items() if n == 1}


class Shape(NamedTuple):
    """A special hand that is not four sets and a pair.

    ``family`` is what a scored hand reports as its shape (the variants of seven
    pairs are all "seven-pairs"); ``test`` takes the 14 sorted keys and the winning
    tile's key; ``candidates`` the 13 sorted keys before it, and gives the keys that
    may complete the shape (a superset, each then tested). ``gate``: facts of
    :mod:`scoring.hands.hand_facts` that the fourteen tiles of the shape always have.
    """

    name: str
    family: str
    test: Callable[[tuple[int, ...], int], bool]
    candidates: Callable[[tuple[int, ...]], set[int]]
    gate: int = 0


SHAPES: Final[dict[str, Shape]] = {s.name: s for s in (
    Shape(THIRTEEN_ORPHANS, THIRTEEN_ORPHANS, lambda k, w: is_thirteen_orphans(k),
          _orphan_candidates, ALL_MAJOR),
    Shape(SEVEN_PAIRS, SEVEN_PAIRS, lambda k, w: _seven_pairs_of(k, w, "any"),
          _single_of_pairs),
    Shape(f"{SEVEN_PAIRS}-honours-or-one-suit", SEVEN_PAIRS,
          lambda k, w: _seven_pairs_of(k, w, "honours-or-one-suit"), _single_of_pairs),
    Shape(f"{SEVEN_PAIRS}-major", SEVEN_PAIRS,
          lambda k, w: _seven_pairs_of(k, w, "major"), _single_of_pairs, ALL_MAJOR),
    Shape(KNITTING, KNITTING, _knitting, _knitting_candidates, NO_HONOUR),
    Shape(TRIPLE_KNITTING, TRIPLE_KNITTING, _triple_knitting, _triple_knitting_candidates,
          NO_HONOUR),
    Shape(SNAKE_WITH_WINDS, SNAKE_WITH_WINDS, _snake_with_winds,
          lambda k: _one_suit_candidates(k, True), ONE_SUIT | HONOUR),
    Shape(GATES_OF_HEAVEN, GATES_OF_HEAVEN, _gates_of_heaven, _gates_candidates,
          ONE_SUIT | NO_HONOUR),
)}
#: the facts of the gates of the shapes that thirteen of their fourteen tiles keep
_INHERITED: Final = ALL_MAJOR | HONOUR | NO_HONOUR | ONE_SUIT


def any_gate_met(shapes: frozenset[str], facts: int) -> bool:
    """Whether the ``facts`` of fourteen tiles meet the gate of one of ``shapes`` (else
    they make none of them: :func:`special_shapes` need not be asked)."""
    return any(not SHAPES[name].gate & ~facts for name in shapes)


def special_shapes(keys: tuple[int, ...], win: int, shapes: frozenset[str],
                   facts: int | None = None) -> list[str]:
    """The families of the special shapes among ``shapes`` that the 14 sorted ``keys``
    make, won on the tile of key ``win`` (each family once). ``facts``: those of the
    fourteen tiles (:func:`scoring.hands.hand_facts.hand_facts`), when known: a shape whose
    gate they do not meet is not tested."""
    found: list[str] = []
    for name in shapes:
        shape = SHAPES[name]
        if facts is not None and shape.gate & ~facts:
            continue
        if shape.family not in found and shape.test(keys, win):
            found.append(shape.family)
    return sorted(found)


def is_complete(keys: tuple[int, ...], blocks: frozenset[int], sets_needed: int,
                shapes: frozenset[str], win: int = -1, max_chows: int | None = None,
                ) -> bool:
    """Whether sorted ``keys`` make ``sets_needed`` sets and a pair (with at most
    ``max_chows`` chows), or a special shape among ``shapes`` won on ``win``."""
    if len(keys) != 3 * sets_needed + 2:
        return False
    chows = _standard_fit(block_patterns(keys), blocks)
    if chows is not None and (max_chows is None or chows <= max_chows):
        return True
    return sets_needed == 4 and bool(shapes) and bool(special_shapes(keys, win, shapes))


def block_patterns(keys: Iterable[int]) -> dict[int, int]:
    """Per block (``sort_key >> 4``: a suit, the honours), the pattern of the ranks
    held (see :mod:`scoring.hands.suit_patterns`)."""
    out: dict[int, int] = {}
    for k in keys:
        b = k >> 4
        out[b] = out.get(b, 0) + (1 << ((k & 15) << 2))
    return out


def _fit(block: int, pattern: int, blocks: frozenset[int]) -> int | None:
    """How a block's ``pattern`` splits into sets and at most one pair: ``fewest
    chows << 1 | holds the pair``; None when it does not."""
    found = complete_patterns(block in blocks).get(pattern)
    if found is None and over_four(pattern):  # more copies than the table knows
        return _fit_slowly(block, pattern, blocks)
    return found


def _fit_slowly(block: int, pattern: int, blocks: frozenset[int]) -> int | None:
    """:func:`_fit` by searching the splits (for more than four copies of a rank)."""
    keys = tuple((block << 4) | r for r in range(_RANKS)
                 for _ in range((pattern >> (r << 2)) & 15))
    pair = len(keys) % 3 == 2
    found = arrangements(keys, blocks, pair)
    if not found:
        return None
    return min(sum(1 for kind, _ in a if kind == "chow") for a in found) << 1 | pair


def _standard_fit(patterns: dict[int, int], blocks: frozenset[int]) -> int | None:
    """The fewest chows of a split of the blocks' ``patterns`` into sets and exactly
    one pair; None when there is none (each block splits on its own)."""
    pairs = chows = 0
    for block, pattern in patterns.items():
        found = _fit(block, pattern, blocks)
        if found is None:
            return None
        pairs += found & 1
        chows += found >> 1
    return chows if pairs == 1 else None
