"""The gates of the rule plan: a rule whose gate a hand does not meet never applies.

The engine does not ask such a rule at all (scoring.rules.plan.RulePlan.calls_for); here
every gated rule is asked of random hands of every built-in rule set, and must find
nothing whenever its gate is not met, and every gate must be missed and met by some.
"""

from __future__ import annotations

import random

from scoring import builtin_ids, load_ruleset
from scoring.hands.hand_facts import (
    ALL_GREEN,
    ALL_MAJOR,
    ALL_TERMINAL,
    DRAGON_SETS_3,
    FOUR_CHOWS,
    NO_CHOW,
    NO_SUIT,
    ONE_SUIT,
    PAIR_WON,
    WIND_SETS_4,
    hand_facts,
)
from scoring.hands.situation import Situation
from scoring.hands.tiles import tile
from scoring.rules.engine import _loser_view, _winner_views
from scoring.rules.sample import random_losing_hand, random_winning_hand


def test_a_rule_whose_gate_is_not_met_finds_nothing() -> None:
    rng = random.Random(12)
    met: set[str] = set()
    missed: set[str] = set()
    for rid in builtin_ids():
        ruleset = load_ruleset(rid)
        for i in range(1500):
            make = random_winning_hand if i % 3 else random_losing_hand
            hand, situation = make(rng, ruleset)
            plan = ruleset.plan(situation.winner)
            views = (_winner_views(hand, situation, ruleset) if situation.winner
                     else [_loser_view(hand, situation, ruleset)])
            exact = {i for _, indices in plan.exact_groups for i in indices}
            for view in views:
                for index, call, gate in plan.gated:
                    name = plan.rules[index].condition.name
                    if gate & ~view.facts:
                        missed.add(name)
                        assert call(view) == [], (rid, plan.rules[index].id, hand)
                    elif gate:
                        met.add(name)
                        if index in exact:  # it applies, as the plan says unasked
                            assert call(view) == [()], (rid, plan.rules[index].id, hand)
    gated = {"one-suit", "only-honours", "only-major", "only-terminals", "four-kongs",
             "imperial-jade", "no-chow", "buried-treasure", "big-three-dragons",
             "four-blessings", "fishing-the-eyes", "own-flower-and-season", "concealed-pungs",
             "all-four-bonus", "standard-mahjong", "fully-concealed"}
    assert gated | {"mahjong"} <= met
    assert gated <= missed  # mahjong is a winner's rule: every winner meets its gate


def test_facts_of_a_hand() -> None:
    def facts(codes: str) -> int:
        tiles = [tile(c) for c in codes.split()]
        return hand_facts(tiles, (), Situation(seat="S"))[2]

    assert facts("1m 9m 9p 1z") & ALL_MAJOR
    assert not facts("1m 9m 9p 1z") & ALL_TERMINAL
    assert facts("1m 9m 9p") & ALL_TERMINAL
    assert facts("2s 3s 6z") & ALL_GREEN and facts("2s 3s 6z") & ONE_SUIT
    assert not facts("2s 5s") & ALL_GREEN
    assert facts("1z 7z") & NO_SUIT and not facts("1z 7z") & ONE_SUIT
    assert not facts("1m 1p") & (ONE_SUIT | NO_SUIT)
    assert not facts("1m") & (NO_CHOW | FOUR_CHOWS | DRAGON_SETS_3 | WIND_SETS_4
                              | PAIR_WON)


def test_a_special_shape_meets_its_gate() -> None:
    """Every fourteen tiles that make a special shape have the facts of its gate
    (the engine does not test a shape whose gate a hand does not meet)."""
    from scoring.hands.arrangement import SHAPES
    rng = random.Random(13)
    made: set[str] = set()
    for rid in builtin_ids():
        ruleset = load_ruleset(rid)
        for _ in range(3000):
            hand, situation = random_winning_hand(rng, ruleset)
            if hand.declared:
                continue
            keys = tuple(sorted(t.sort_key for t in hand.concealed))
            facts = hand_facts(hand.concealed, hand.bonus, situation)[2]
            for shape in SHAPES.values():
                if shape.test(keys, -1):
                    made.add(shape.name)
                    assert not shape.gate & ~facts, (shape.name, hand)
    assert {"thirteen-orphans", "knitting", "triple-knitting", "snake-with-winds",
            "gates-of-heaven", "seven-pairs-major"} <= made


def test_bonus_rules_looked_up_by_tile() -> None:
    """The plan's verdicts on single bonus tiles give what the ``bonus`` and
    ``own-bonus`` conditions give."""
    rng = random.Random(14)
    for rid in builtin_ids():
        ruleset = load_ruleset(rid)
        for i in range(800):
            make = random_winning_hand if i % 2 else random_losing_hand
            hand, situation = make(rng, ruleset)
            plan = ruleset.plan(situation.winner)
            for index, _, _ in plan.per_bonus:
                rule = plan.rules[index]
                expected = rule.condition.fn(
                    _loser_view(hand, situation, ruleset) if not situation.winner
                    else _winner_views(hand, situation, ruleset)[0], **rule.params)
                got = [(t,) for t in hand.bonus
                       if index in plan.bonus_rules(t, situation.seat)]
                assert got == expected, (rid, rule.id, hand)


def test_facts_from_patterns_are_the_facts_from_tiles() -> None:
    from scoring.hands.arrangement import block_patterns
    from scoring.hands.hand_facts import situation_facts, tile_facts, wide_facts
    from scoring.hands.suit_patterns import WIDE
    rng = random.Random(15)
    for rid in builtin_ids():
        ruleset = load_ruleset(rid)
        for i in range(1500):
            make = random_winning_hand if i % 2 else random_losing_hand
            hand, situation = make(rng, ruleset)
            tiles = hand.playing_tiles()
            patterns = block_patterns(t.sort_key for t in tiles)
            suits, honours, facts = tile_facts(patterns, len(tiles))
            assert (suits, honours, facts | situation_facts(hand.bonus, situation)) == \
                hand_facts(tiles, hand.bonus, situation), (rid, hand)
            assert wide_facts(sum(WIDE[t] for t in tiles), len(tiles), hand.bonus,
                              situation) == hand_facts(tiles, hand.bonus, situation)
    for codes in ("2s 3s 4s 6s 8s 6z", "2s 3s 5s", "6z 6z", "1m 9m 1z", "1m 9p", "5z"):
        tiles = [tile(c) for c in codes.split()]
        patterns = block_patterns(t.sort_key for t in tiles)
        situation = Situation(seat="E")
        suits, honours, facts = tile_facts(patterns, len(tiles))
        assert (suits, honours, facts | situation_facts((), situation)) == \
            hand_facts(tiles, (), situation), codes
