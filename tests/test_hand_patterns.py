"""The tile check from patterns (scoring.hands.hand_patterns.within) against the
check of the tiles themselves (check_tiles), on hands with too many copies, tiles
outside the set and bonus tiles among the playing tiles."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from scoring.errors import NotationError
from scoring.hands.hand import Hand, Meld
from scoring.hands.hand_patterns import UNITS, blocks_of, whole_pattern, within
from scoring.hands.notation import check_tiles
from scoring.hands.tiles import CLASSICAL, TILE_SETS, tile_codes

ALL = sorted(tile_codes().values(), key=lambda t: t.sort_key)
PLAYING = [t for t in ALL if t.category != "bonus"]


def _passes(hand: Hand, tile_set: object) -> bool:
    try:
        check_tiles(hand, tile_set)  # type: ignore[arg-type]
    except NotationError:
        return False
    return True


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(ALL), max_size=20),
       st.lists(st.sampled_from(PLAYING), max_size=5),
       st.lists(st.sampled_from(ALL), max_size=18),
       st.sampled_from(sorted(TILE_SETS)))
def test_within_never_passes_a_hand_the_tiles_reject(
        concealed: list, kongs: list, bonus: list, set_id: str) -> None:
    tile_set = TILE_SETS[set_id]
    declared = tuple(Meld("kong", t, False) for t in kongs)
    hand = Hand(tuple(concealed), declared, tuple(bonus))
    playing = whole_pattern(concealed) + sum(m.pattern << (m.block << 6)
                                             for m in declared)
    count = len(concealed) + 4 * len(declared)
    if within(playing, count, whole_pattern(bonus), len(bonus), tile_set.caps_pattern):
        assert _passes(hand, tile_set)


def test_within_passes_an_ordinary_hand_and_names_its_blocks() -> None:
    tiles = [tile_codes()[c] for c in ("1m", "2m", "3m", "5p", "5p", "5p", "1z", "1z")]
    bonus = [tile_codes()["1f"]]
    playing = whole_pattern(tiles)
    assert within(playing, len(tiles), whole_pattern(bonus), 1, CLASSICAL.caps_pattern)
    assert blocks_of(playing) == {0: UNITS[tiles[0]] + UNITS[tiles[1]] + UNITS[tiles[2]],
                                  1: 3 << (5 << 2), 3: 2 << (1 << 2)}
    five = [tile_codes()["5p"]] * 5
    assert not within(whole_pattern(five), 5, 0, 0, CLASSICAL.caps_pattern)
    two_flowers = [tile_codes()["1f"]] * 2
    assert not within(0, 0, whole_pattern(two_flowers), 2, CLASSICAL.caps_pattern)
    sixteen = [tile_codes()["1m"]] * 16  # the count carries into 2m's: not told
    assert not within(whole_pattern(sixteen), 16, 0, 0, CLASSICAL.caps_pattern)
    assert not _passes(Hand(tuple(sixteen)), CLASSICAL)
