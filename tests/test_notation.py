"""Reading and writing the hand notation, and its error messages."""

from __future__ import annotations

import pytest

from scoring import (
    CLASSICAL,
    NotationError,
    builtin_ids,
    format_hand,
    load_ruleset,
    parse_hand,
    parse_tiles,
    tile,
)
from scoring.hands.notation import check_tiles
from scoring.hands.tiles import SWEDISH_EXTRA, TILE_SETS


def codes(tiles: object) -> list[str]:
    return [t.code for t in tiles]  # type: ignore[attr-defined]


def test_digits_share_the_following_suit_letter() -> None:
    assert codes(parse_tiles("123m55p7z")) == ["1m", "2m", "3m", "5p", "5p", "7z"]


def test_aliases_for_winds_and_dragons() -> None:
    assert codes(parse_tiles("ESWNWdGdRd")) == ["1z", "2z", "3z", "4z", "5z", "6z", "7z"]
    assert parse_hand("(EEE) 11z").declared[0].tile is tile("1z")


def test_groups_exposed_and_concealed_kong() -> None:
    hand = parse_hand("123m (555p) [2222s] (1111z) (789s) 1f 3y")
    kinds = [(m.kind, m.tile.code, m.concealed) for m in hand.declared]
    assert kinds == [("pung", "5p", False), ("kong", "2s", True), ("kong", "1z", False),
                     ("chow", "7s", False)]
    assert codes(hand.concealed) == ["1m", "2m", "3m"]
    assert codes(hand.bonus) == ["1f", "3y"]


def test_bonus_tiles_may_stand_anywhere() -> None:
    a = parse_hand("1f 123m 2y 55p")
    b = parse_hand("123m1f55p2y")
    assert a == b


def test_format_is_canonical_and_round_trips() -> None:
    hand = parse_hand("5p 1m 3m 2m 5p 2f (777z) [2222s]")
    assert format_hand(hand) == "123m 55p (777z) [2222s] 2f"
    assert parse_hand(format_hand(hand)) == hand


def test_extra_tiles_of_source_003() -> None:
    hand = parse_hand("123m 1f 4y 3a 4a")
    check_tiles(hand, SWEDISH_EXTRA)
    with pytest.raises(NotationError, match="3a .* is not a tile of the classical tile set"):
        check_tiles(hand, CLASSICAL)


def test_003_has_no_third_season_colour() -> None:
    # 003:6 and 003:160: up to 16 extra tiles, the seasons in red and green (f, y)
    # and the 8 animals; a third colour g is only an opt-in house tile set.
    hand = parse_hand("123m 1g")
    with pytest.raises(NotationError, match="1g .* is not a tile of the swedish-extra tile"):
        check_tiles(hand, SWEDISH_EXTRA)
    check_tiles(hand, TILE_SETS["swedish-extra-third-colour"])
    assert all(load_ruleset(rid).tile_set.id != "swedish-extra-third-colour"
               for rid in builtin_ids())


def test_claimed_kong_is_written_in_braces() -> None:
    hand = parse_hand("123m {5555p} 456s 77z 999s")
    (kong,) = hand.declared
    assert kong.kind == "kong" and not kong.concealed and kong.claimed_kong
    assert hand.notation() == "123m 456999s 77z {5555p}"
    assert parse_hand(hand.notation()) == hand


@pytest.mark.parametrize(("text", "message"), [
    ("123x", "'x' is not a suit letter"),
    ("88z", "there is no tile 8z"),
    ("0m", "there is no tile 0m"),
    ("5f", "there is no tile 5f"),
    ("123", "have no suit letter"),
    ("12m?", "cannot read '\\?'"),
    ("(124m)", "'\\(124m\\)' is not a set"),
    ("(55p)", "'\\(55p\\)' is not a set"),
    ("[555p]", "four identical tiles"),
    ("(555p", "must end with '\\)'"),
    ("(5(55)p)", "cannot be nested"),
    ("12(3m)", "brackets must stand around a whole group"),
    ("(555p1f)", "bonus tiles are not part of a set"),
])
def test_bad_notation_names_the_token(text: str, message: str) -> None:
    with pytest.raises(NotationError, match=message):
        parse_hand(text)


def test_too_many_copies_names_the_tile_and_count() -> None:
    hand = parse_hand("5555p (555p)")
    with pytest.raises(NotationError, match="7 copies of 5p .*only 4"):
        check_tiles(hand, CLASSICAL)
    with pytest.raises(NotationError, match="2 copies of 1f .*only one"):
        check_tiles(parse_hand("1f 1f"), CLASSICAL)


def test_tiles_are_flyweights() -> None:
    assert tile("5m") is parse_tiles("5m")[0]
    assert tile("1z").name == "East wind" and tile("7z").name == "Red dragon"
    assert tile("1z").is_honour and tile("9s").is_terminal and tile("5p").is_simple
    assert tile("3y").wind == "W" and tile("4f").wind == "N"
