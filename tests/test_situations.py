"""Hands and situations that cannot be true are refused with a clear message; the
arrangement finds the best reading of a hand."""

from __future__ import annotations

from typing import Any

import pytest

from scoring import MahjongError, NotationError, SituationError, score

IMPOSSIBLE: list[tuple[str, dict[str, Any], str]] = [
    ("123m 456m 789s 555p 22s", {}, "needs its winning tile"),
    ("123m 456m 789s 555p 22s", {"win": "9p"}, "9p is not among the concealed"),
    ("123m 456m 789s (555p) 22s", {"win": "5p"}, "5p is not among the concealed"),
    ("123m 456m 789s 555p 22s", {"win": "2s", "source": "loose"},
     "loose tile .* neither"),
    ("123m 456m 789s 555p 22s", {"win": "2s", "source": "robbed-kong"},
     "only one, not 2"),
    ("123m 456m 789s 555p 22s", {"win": "2s", "seat": "S", "source": "wall",
                                 "flags": ("heavens-blessing",)}, "East's"),
    ("123m 456m 789s 555p 22s", {"win": "2s", "seat": "E",
                                 "flags": ("heavens-blessing",)}, "comes from the wall"),
    ("123m 456m 789s 555p 22s", {"win": "2s", "seat": "E",
                                 "flags": ("earths-blessing",)}, "other than East"),
    ("(123m) 456m 789s 555p 22s", {"win": "2s", "flags": ("original-call",)},
     "no exposed set"),
    ("[1111m] 456m 789s 555p 22s", {"win": "2s", "source": "loose",
                                    "flags": ("kong-upon-kong",)}, "two kongs"),
    ("123m 456m 789s 555p 2s", {"win": "2s"}, "needs 14 tiles .* has 13"),
    ("123m 456m 789s 555p 23s", {"win": "2s"}, "not complete: 123456m 555p 23789s cannot be split"),
    ("123m 456m 789s 555p 22s", {"loser": True}, "at most 13 tiles"),
    ("55555p 123m 456m 789s", {"win": "5p"}, "5 copies of 5p"),
]


@pytest.mark.parametrize(("hand", "kwargs", "message"), IMPOSSIBLE)
def test_impossible_hands_and_situations(hand: str, kwargs: dict[str, Any],
                                         message: str) -> None:
    with pytest.raises(MahjongError, match=message):
        score(hand, "millington", **kwargs)


def test_loser_cannot_have_flags_or_a_winning_tile() -> None:
    with pytest.raises(SituationError, match="applies only to the winner"):
        score("555p", "dmjl", loser=True, flags=("original-call",))


def test_errors_are_the_documented_classes() -> None:
    with pytest.raises(NotationError):
        score("123q", "dmjl", loser=True)
    with pytest.raises(SituationError):
        score("123m 456m 789s 555p 22s", "dmjl", win="2s", source="robbed-kong")


def test_claimed_winning_tile_makes_its_set_exposed() -> None:
    drawn = score("123m 456m 789s 555p 22s", "dmjl", win="5p", source="wall")
    claimed = score("123m 456m 789s 555p 22s", "dmjl", win="5p", source="discard")
    drawn_items = {i.rule for i in drawn.items}
    claimed_items = {i.rule for i in claimed.items}
    assert "concealed-pung-simple" in drawn_items and "only-concealed-sets" in drawn_items
    assert "exposed-pung-simple" in claimed_items
    assert "only-concealed-sets" not in claimed_items


def test_winning_tile_in_two_sets_scores_the_better_reading() -> None:
    # 22234m: the winning 2m completes the pair (22m + 234m) or sits in the chow; the
    # pair reading scores "last tile completes a pair".
    result = score("22234m 456p 789p 111s", "dmjl", win="2m")
    assert [t.code for t in result.waits] == ["2m", "5m"]
    assert "last-tile-pair-simple" in {i.rule for i in result.items}


def test_ambiguous_concealed_tiles_take_the_best_split() -> None:
    # 111222333m is three pungs or three chows; pungs score more.
    result = score("111222333m 789p 55s", "dmjl", win="5s", source="wall")
    assert sum(1 for m in result.melds if m.kind == "pung") == 3
    assert "three-concealed-pungs" in {i.rule for i in result.items}


def test_loser_hand_may_be_incomplete_and_scores_its_sets() -> None:
    result = score("(555p) 777z 11z 2f 39m", "millington", loser=True, seat="E", round="E")
    rules = {i.rule: i for i in result.items}
    assert rules["exposed-pung-minor"].points == 2
    assert rules["concealed-pung-major"].points == 8
    assert rules["own-wind-pair"].points == 2 and rules["round-wind-pair"].points == 2
    assert rules["dragon-set"].doubles == 1
    assert result.score == (2 + 8 + 2 + 2 + 4) * 2


def test_special_hand_won_on_a_discard_is_not_fully_concealed() -> None:
    claimed = score("19m19p19s1234567z 1z", "millington", win="1z", source="discard")
    drawn = score("19m19p19s1234567z 1z", "millington", win="1z", source="wall")
    assert "fully-concealed" not in {i.rule for i in claimed.items}
    assert "fully-concealed" in {i.rule for i in drawn.items}


def test_waits_of_a_hand_without_its_winning_tile_is_an_error() -> None:
    from scoring import Situation, hand_waits, load_ruleset, parse_hand, tile
    hand = parse_hand("123m 456m 789m 111p 2p")
    with pytest.raises(SituationError, match="among the concealed tiles"):
        hand_waits(hand, Situation(win_tile=tile("5z")), load_ruleset("dmjl"))
    with pytest.raises(SituationError):
        hand_waits(hand, Situation(winner=False), load_ruleset("dmjl"))


@pytest.mark.parametrize(("hand", "kwargs", "message"), IMPOSSIBLE)
def test_the_quick_check_refuses_what_scoring_refuses(hand: str, kwargs: dict[str, Any],
                                                      message: str) -> None:
    """Games are validated with check_hand, which must say what score_hand says."""
    from scoring import load_ruleset, parse_hand
    from scoring.hands.situation import Situation
    from scoring.hands.tiles import tile
    from scoring.rules.engine import check_hand
    with pytest.raises(MahjongError) as scored:
        score(hand, "millington", **kwargs)
    situation = Situation(seat=kwargs.get("seat", "E"), winner=not kwargs.get("loser"),
                          win_tile=tile(kwargs["win"]) if "win" in kwargs else None,
                          source=kwargs.get("source", "discard"),
                          flags=frozenset(kwargs.get("flags", ())))
    with pytest.raises(MahjongError) as checked:
        check_hand(parse_hand(hand), situation, load_ruleset("millington"))
    assert str(checked.value) == str(scored.value)
