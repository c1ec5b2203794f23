"""The table of complete suit patterns against a plain search over the splits."""

from __future__ import annotations

from functools import cache

from hypothesis import given, settings
from hypothesis import strategies as st

from scoring.errors import NotationError
from scoring.hands.arrangement import block_patterns
from scoring.hands.hand import Hand, Meld
from scoring.hands.notation import check_tiles
from scoring.hands.suit_patterns import (
    WIDE,
    block_patterns_of,
    complete_patterns,
    held_wide,
    over_four,
    unit,
)
from scoring.hands.tiles import TILE_SETS, tile_codes


@cache
def fewest_chows(counts: tuple[int, ...], chows: bool, pair: bool) -> int | None:
    """The fewest chows of a split of rank ``counts`` (ranks 1-9) into sets and
    ``pair`` pairs, by trying every set at the lowest rank held; None: no split."""
    first = next((i for i, n in enumerate(counts) if n), None)
    if first is None:
        return None if pair else 0
    found: list[int] = []

    def less(*ranks: int, by: int = 1) -> tuple[int, ...]:
        return tuple(n - by if i in ranks else n for i, n in enumerate(counts))

    if counts[first] >= 3:
        rest = fewest_chows(less(first, by=3), chows, pair)
        if rest is not None:
            found.append(rest)
    if counts[first] >= 2 and pair:
        rest = fewest_chows(less(first, by=2), chows, False)
        if rest is not None:
            found.append(rest)
    if chows and first + 2 < 9 and counts[first + 1] and counts[first + 2]:
        rest = fewest_chows(less(first, first + 1, first + 2), chows, pair)
        if rest is not None:
            found.append(rest + 1)
    return min(found) if found else None


def pattern_of(counts: tuple[int, ...]) -> int:
    return sum(n * unit(r + 1) for r, n in enumerate(counts))


def expected(counts: tuple[int, ...], chows: bool) -> int | None:
    """What the table should say of ``counts``."""
    if sum(counts) % 3 == 1 or sum(counts) > 14 or max(counts) > 4:
        return None
    pair = sum(counts) % 3 == 2
    found = fewest_chows(counts, chows, pair)
    return None if found is None else found << 1 | pair


def test_table_sizes() -> None:
    """Every pattern of at most four sets and a pair: the known counts."""
    assert len(complete_patterns(True)) == 21743
    assert len(complete_patterns(False)) == 1723


def test_every_pattern_in_the_table_splits() -> None:
    for chows in (True, False):
        for pattern, value in complete_patterns(chows).items():
            counts = tuple((pattern >> (r << 2)) & 15 for r in range(1, 10))
            assert pattern == pattern_of(counts)
            assert expected(counts, chows) == value, (counts, chows)


def test_every_small_pattern() -> None:
    """Each count vector of up to eight tiles: in the table exactly when it splits."""
    def vectors(prefix: tuple[int, ...], left: int) -> list[tuple[int, ...]]:
        if len(prefix) == 9:
            return [prefix]
        return [v for n in range(min(4, left) + 1)
                for v in vectors(prefix + (n,), left - n)]

    for counts in vectors((), 8):
        for chows in (True, False):
            assert complete_patterns(chows).get(pattern_of(counts)) == \
                expected(counts, chows), (counts, chows)


@settings(max_examples=400, deadline=None)
@given(st.lists(st.integers(0, 4), min_size=9, max_size=9), st.booleans())
def test_any_pattern(counts: list[int], chows: bool) -> None:
    c = tuple(counts)
    assert complete_patterns(chows).get(pattern_of(c)) == expected(c, chows)


def test_over_four() -> None:
    assert not over_four(pattern_of((4, 4, 4, 4, 4, 4, 4, 4, 4)))
    assert over_four(pattern_of((0, 0, 5, 0, 0, 0, 0, 0, 0)))
    assert over_four(7 * unit(9))


def test_more_copies_than_the_table_knows() -> None:
    """A rank held five times (no tile set has so many) is split by searching."""
    from scoring.hands.arrangement import is_complete
    chow_suits = frozenset({0})
    assert is_complete((1, 1, 1, 1, 1), chow_suits, 1, frozenset())  # 111 11
    hand = (1, 1, 1, 1, 1, 2, 3, 4, 5, 5, 5)  # 111 11 234 555: one chow
    assert is_complete(hand, chow_suits, 3, frozenset(), max_chows=1)
    assert not is_complete(hand, chow_suits, 3, frozenset(), max_chows=0)


def test_splits_are_those_of_the_search_in_its_order() -> None:
    """split_patterns gives the splits arrangements() finds, in the same order (the
    engine keeps the first of equally scored arrangements): random hands of every
    rule set, with one tile more to make some incomplete, and every complete pattern
    of one suit of up to eleven tiles beside a pung of honours."""
    import random

    from scoring import builtin_ids, load_ruleset
    from scoring.hands.arrangement import arrangements, block_patterns, split_patterns
    from scoring.rules.sample import random_losing_hand, random_winning_hand

    def parts(keys: tuple[int, ...], blocks: frozenset[int]) -> list[object]:
        return [tuple((m.kind, m.tile.sort_key) for m in split)
                for split in split_patterns(block_patterns(keys), blocks)]

    rng = random.Random(16)
    for rid in builtin_ids():
        ruleset = load_ruleset(rid)
        blocks = ruleset.tile_set.chow_blocks
        for i in range(600):
            make = random_winning_hand if i % 2 else random_losing_hand
            hand, _ = make(rng, ruleset)
            keys = tuple(sorted(t.sort_key for t in hand.concealed))
            for more in ((), (keys[0] + 1,) if keys else ()):
                tried = tuple(sorted(keys + more))
                assert parts(tried, blocks) == list(arrangements(tried, blocks, True))
    blocks = frozenset({0, 1, 2})
    for pattern in complete_patterns(True):
        counts = tuple((pattern >> (r << 2)) & 15 for r in range(1, 10))
        if sum(counts) > 11:
            continue
        keys = tuple(r + 1 for r, n in enumerate(counts) for _ in range(n)) + (49, 49, 49)
        assert parts(keys, blocks) == list(arrangements(keys, blocks, True)), counts


# -- the wide patterns: a hand's tiles counted in one int ---------------------------

_ANY_TILE = st.sampled_from(sorted(tile_codes().values(), key=lambda t: t.sort_key))


@st.composite
def _any_hand(draw: st.DrawFn) -> Hand:
    """Hands of any tiles, of any copies, sets of any tile (also more than a tile
    set holds, of tiles it lacks, bonus tiles among the concealed ones)."""
    concealed = draw(st.lists(_ANY_TILE, max_size=20))
    one = draw(_ANY_TILE)
    if draw(st.booleans()):  # many copies of one tile
        concealed += [one] * draw(st.integers(0, 17))
    declared = []
    for _ in range(draw(st.integers(0, 5))):
        t = draw(_ANY_TILE)
        kind = draw(st.sampled_from(["pung", "kong", "chow"]))
        if kind == "chow" and not (t.category == "suit" and t.rank <= 7):
            kind = "pung"
        declared.append(Meld(kind, t, draw(st.booleans())))
    bonus = draw(st.lists(_ANY_TILE.filter(lambda t: t.category == "bonus"), max_size=17))
    return Hand(tuple(sorted(concealed, key=lambda t: t.sort_key)), tuple(declared),
                tuple(bonus))


@settings(max_examples=1500, deadline=None)
@given(_any_hand(), st.sampled_from(sorted(TILE_SETS)))
def test_wide_patterns_say_a_hand_is_within_the_copies_only_when_it_is(
        hand: Hand, tile_set_id: str) -> None:
    """``held_wide`` gives the patterns only of a hand that ``check_tiles`` passes,
    the patterns then those counted tile by tile; for a hand it passes, it gives
    them unless the hand holds more than 15 concealed tiles."""
    tile_set = TILE_SETS[tile_set_id]
    found = held_wide(hand, tile_set)
    try:
        check_tiles(hand, tile_set)
        fine = True
    except NotationError:
        fine = False
    if found is None:
        assert not fine or len(hand.concealed) > 15
        return
    assert fine
    concealed, held = found
    assert concealed == sum(WIDE[t] for t in hand.concealed)
    assert held == sum(WIDE[t] for t in hand.playing_tiles())
    if all(t.category != "bonus" for t in hand.playing_tiles()):  # blocks 0-3 only
        keys = [t.sort_key for t in hand.concealed]
        assert block_patterns_of(concealed) == block_patterns(keys)
        playing = [t.sort_key for t in hand.playing_tiles()]
        assert block_patterns_of(held) == block_patterns(playing)
