"""The British rule set (bmja) against the worked cases of its peer.

Each case is a hand of Kajongg's own tests (src/scoringtest.py at git HEAD
469a588b3c93, the classes named in the comments), written in this program's notation
(Kajongg's S = dots p, B = bamboo s, C = characters m; upper case concealed), with the
score Kajongg expects under Classical Chinese BMJA. Where this rule set follows the
rule text instead of Kajongg's code, the test says so (see docs/rules/bmja.md).
"""

from __future__ import annotations

from typing import Any

import pytest

from scoring import NotationError, score

CASES: list[tuple[str, str, dict[str, Any], tuple[int, int] | None, int, str | None]] = [
    # (Kajongg class, hand, situation, (points, doubles) or None, score, limit hand)
    ("Purity", "(111s) 333s 666s 88s 222s 1f2f3f4f",
     {"win": "3s", "source": "wall", "seat": "E"}, (54, 7), 1000, None),
    ("Purity", "(111s) 333s 66s 88s 222s 1f2f3f4f", {"loser": True, "seat": "E"},
     (28, 6), 1000, None),
    ("TrueColorGame", "(2222s) 66z (666s) (444s) 88s", {"loser": True}, (14, 0), 400,
     "calling-for-imperial-jade"),
    ("BuriedTreasure", "111z 333m 55m 444m 888m", {"win": "1z", "source": "wall"},
     None, 1000, "buried-treasure"),
    ("BuriedTreasure", "111z 333m 33p 444m 888s", {"win": "1z", "source": "wall"},
     (42, 4), 672, None),
    ("BuriedTreasure", "11z 333m 55m 444m 888m", {"loser": True}, None, 400,
     "calling-for-buried-treasure"),
    ("TripleKnitting", "24678p 24678s 2467m", {"win": "8p"}, None, 500,
     "triple-knitting"),
    ("TripleKnitting", "24468p 2446s 24468m", {"win": "8p"}, None, 500,
     "triple-knitting"),
    ("TripleKnitting", "4678p 24678s 2467m", {"loser": True}, None, 200,
     "calling-for-triple-knitting"),
    ("Knitting", "2345679p 2345679s", {"win": "9s"}, None, 500, "knitting"),
    ("Knitting", "2245679p 2245679s", {"win": "9p"}, None, 500, "knitting"),
    ("Knitting", "345679p 2345679s", {"loser": True}, None, 200, "calling-for-knitting"),
    ("AllPairHonors", "11p 99s 1122336677z", {"win": "1p"}, None, 500,
     "all-pair-honours"),
    ("AllPairHonors", "11p 99s 11z 2z 33z 66z 77z", {"loser": True, "seat": "W",
                                                     "round": "N"},
     (6, 0), 200, "calling-for-all-pair-honours"),
    ("NineGates", "11123455678999m", {"win": "5m", "source": "wall"}, None, 1000,
     "gates-of-heaven"),
    ("NineGates", "11123455678999m", {"win": "6m", "source": "wall"}, None, 1000,
     "gates-of-heaven"),
    ("NineGates", "1123456788999m", {"loser": True}, None, 400,
     "calling-for-gates-of-heaven"),
    ("SquirmingSnake", "1113455678999m", {"loser": True}, None, 400,
     "calling-for-gates-of-heaven"),
    ("SquirmingSnake", "1123455678999m", {"loser": True}, None, 400,
     "calling-for-gates-of-heaven"),
    ("WrigglingSnake", "11m 23456789m 1234z", {"win": "1m", "source": "wall"}, None,
     1000, "wriggling-snake"),
    ("BMJA", "11p 23456789p 1234z", {"win": "3p", "source": "wall"}, None, 1000,
     "wriggling-snake"),
    ("Recursion", "{6666m} 88p 12345789m 1f 2f", {"loser": True, "seat": "E"}, (16, 1),
     32, None),
]


@pytest.mark.parametrize(("case", "hand", "kwargs", "totals", "expected", "limit_hand"),
                         CASES)
def test_kajongg_bmja_cases(case: str, hand: str, kwargs: dict[str, Any],
                            totals: tuple[int, int] | None, expected: int,
                            limit_hand: str | None) -> None:
    result = score(hand, "bmja-kajongg", **kwargs)
    assert result.score == expected, result.text()
    assert result.limit_hand == limit_hand
    if totals is not None:
        assert (result.points, result.doubles) == totals


@pytest.mark.parametrize(("case", "hand", "win"), [
    ("NineGates", "11123456789999m", "9m"),      # 1111 is no pair of 2-8
    ("WrigglingSnake", "(234m) 11m 56789m 1234z", "1m"),
    ("Knitting", "2345679p 3345679s", "9p"),
    ("TripleKnitting", "1p1s1m 2p2s2m 5p5s 8p8s8m 9s 7m 9m", "2s"),
    ("AllPairHonors", "11z 22p 99s 66z 77z 22z 33z", "2p"),
])
def test_kajongg_bmja_hands_that_cannot_win(case: str, hand: str, win: str) -> None:
    with pytest.raises(NotationError, match="not complete"):
        score(hand, "bmja-kajongg", win=win)


def test_one_chow_at_most() -> None:
    # bmja.md: "number of allowed chows 1"
    assert score("123m 444p 777s 999s 55z", "bmja-kajongg", win="5z").score > 0
    with pytest.raises(NotationError, match="at most 1 chow"):
        score("123m 456p 777s 999s 55z", "bmja-kajongg", win="5z")
    with pytest.raises(NotationError, match="at most 1 chow"):
        score("(123m) 456p 777s 999s 55z", "bmja-kajongg", win="5z")


def test_half_limit_is_used_only_when_worth_more_than_the_points() -> None:
    # bmja.md Notes: "A fractional limit ... is used only when it is worth more than
    # the hand's points score". All pair honours with all four flowers and seasons:
    rich = score("11p 99s 1122336677z 1f2f3f4f 1y2y3y4y", "bmja-kajongg", win="1p", seat="E",
                 source="wall")
    assert rich.limit_hand is None and rich.score == 1000 and rich.score_before_limit > 500
    plain = score("11p 99s 1122336677z", "bmja-kajongg", win="1p")
    assert plain.limit_hand == "all-pair-honours" and plain.score == 500
    assert "0.5 of the limit" in plain.text()


def test_imperial_jade_with_all_six_green_tiles_follows_the_text() -> None:
    # Kajongg's code refuses it (strict subset); its text says "Only green tiles".
    result = score("234s 666s 888s 666z 22s", "bmja-kajongg", win="2s")
    assert result.limit_hand == "imperial-jade"
