"""Property tests of Ponjan on random hands and random matches (scoring.ponjan.sample).

Hypothesis draws integer seeds; a seed drives ``random.Random``, so a failing case is
reproduced by its seed, and the hand is printed in the notation (``note``). The
combinations are checked against an oracle written after the game's C# code (the
sets counted as ``Tile.ReturnGroupedTiles`` counts them over the nine tiles), not
after :mod:`scoring.ponjan.combinations`.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, note, settings
from hypothesis import strategies as st

from scoring.errors import SituationError
from scoring.ponjan import (
    PonjanGameError,
    PonjanHand,
    PonjanMatch,
    PonjanRecord,
    PonjanSituation,
    format_hand,
    load_ponjan_rules,
    parse_hand,
    score_ponjan,
    win_payments,
)
from scoring.ponjan.sample import random_win
from scoring.ponjan.situation import SELF_DRAWN

RULES = load_ponjan_rules("ponjan")
SEEDS = st.integers(min_value=0, max_value=2**63 - 1)
PROPS = settings(max_examples=500, deadline=None,
                 suppress_health_check=[HealthCheck.too_slow])


def oracle(hand: PonjanHand, s: PonjanSituation) -> dict[str, int]:
    """The combinations as the game's code finds them, by their code names."""
    tiles = [(t.colour, t.id) for t in hand.all_tiles()]
    sets = [k for k, n in sorted(Counter(tiles).items()) for _ in range(n // 3)]
    assert len(sets) == 3
    types = [c for c, _ in sets]
    colours = {"r", "b", "k", "w"} & set(types)
    primary = {"r", "b", "k"} & set(types)
    found = {
        "All Same Color": len(colours) == 1 and "d" not in types,
        "All Same": sets[0] == sets[1] == sets[2],
        "All Same Id": len({i for _, i in sets}) == 1,
        "One Color and Whites": len(primary) == 1 and ("w" in types or "d" in types),
        "Three Colors": primary == {"r", "b", "k"},
        "Reach": "reach" in s.flags,
        # hand (and claimed discard) tiles: nine of them in three sets
        "No Steals": not hand.stolen,
        "Complete with Draw": s.source in SELF_DRAWN,
        "Ippatsu": "ippatsu" in s.flags,
        "Dragon0": ("d", 0) in sets,
        "Dragon1": ("d", 1) in sets,
        "Two Identical": len(set(sets)) < 3,
    }
    return {name: 1 for name, yes in found.items() if yes}


#: our rule ids -> the code's combination names
CODE_NAMES = {
    "all-same-colour": "All Same Color", "all-same": "All Same", "all-same-id": "All Same Id",
    "one-colour-and-others": "One Color and Whites", "three-colours": "Three Colors",
    "reach": "Reach", "no-steals": "No Steals", "complete-with-draw": "Complete with Draw",
    "ippatsu": "Ippatsu", "two-identical": "Two Identical",
}


@PROPS
@given(SEEDS)
def test_random_hands_score_as_the_games_code(seed: int) -> None:
    hand, situation = random_win(random.Random(seed), RULES)
    note(f"seed={seed}: {format_hand(hand)} win={situation.win_tile} "
         f"from={situation.source} flags={sorted(situation.flags)} seat={situation.seat}")
    result = score_ponjan(parse_hand(format_hand(hand)), situation, RULES)
    expected = oracle(hand, situation)
    dragons = {k for k in expected if k.startswith("Dragon")}
    got = {CODE_NAMES[i.rule]: i.count for i in result.items if i.rule != "dragon-set"}
    assert got == {k: v for k, v in expected.items() if k not in dragons}
    assert sum(i.count for i in result.items if i.rule == "dragon-set") == len(dragons)
    # the game's formula and scale (Game.cs:85-100)
    p = sum(RULES_VALUES[k] for k in expected)
    assert result.points == p
    b = 4 * ((p - 4) // 2 + 1) + 4 if p >= 4 else int(2 ** (p - 1))
    assert result.score == b * (15 if situation.seat == "E" else 10)
    assert 10 <= result.score <= 600
    # payments: C#'s (-score / 2) truncates toward zero
    discarder = None if situation.self_drawn else 1 if situation.seat != "S" else 2
    winner = "ESW".index(situation.seat)
    if discarder == winner:
        discarder = 0
    changes = win_payments(winner, result.score, discarder).changes
    assert changes[winner] == result.score
    odd = situation.self_drawn and result.score == 15
    assert sum(changes) == (1 if odd else 0)
    assert result.text() and result.to_dict()["score"] == result.score


RULES_VALUES = {  # the code's names and values (ponjan.md section 4)
    "All Same Color": 3, "All Same": 12, "All Same Id": 1, "One Color and Whites": 2,
    "Three Colors": 2, "Reach": 1, "No Steals": 1, "Complete with Draw": 1, "Ippatsu": 1,
    "Dragon0": 1, "Dragon1": 1, "Two Identical": 1,
}


@PROPS
@given(SEEDS)
def test_a_discard_win_is_refused_exactly_when_no_combination_applies(seed: int) -> None:
    hand, situation = random_win(random.Random(seed), RULES)
    on_discard = PonjanSituation(situation.seat, situation.win_tile, "discard",
                                 situation.flags)
    note(f"seed={seed}: {format_hand(hand)} flags={sorted(situation.flags)}")
    if oracle(hand, on_discard):
        assert score_ponjan(hand, on_discard, RULES).points > 0
    else:
        with pytest.raises(SituationError):
            score_ponjan(hand, on_discard, RULES)


def random_record(rng: random.Random) -> PonjanRecord:
    if rng.random() < 0.35:
        return PonjanRecord(None, tenpai=frozenset(p for p in range(3) if rng.random() < 0.5))
    hand, situation = random_win(rng, RULES)
    winner = rng.randrange(3)
    discarder = None
    if not situation.self_drawn:
        discarder = rng.choice([p for p in range(3) if p != winner])
    assert situation.win_tile is not None
    return PonjanRecord(winner, format_hand(hand), situation.win_tile.code,
                        situation.source, discarder, situation.flags)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(SEEDS, st.integers(min_value=1, max_value=4))
def test_random_matches_follow_the_payments_and_the_boss(seed: int, rounds: int) -> None:
    rng = random.Random(seed)
    match = PonjanMatch(("A", "B", "C"), RULES, rounds=rounds)
    balances = [250, 250, 250]
    boss, rnd, hands_in_round = 0, 1, 0
    for number in range(1, 200):
        pos = match.next_position()
        if pos is None:
            break
        record = random_record(rng)
        note(f"hand {number}: {record}")
        assert (pos.number, pos.round, pos.boss) == (number, rnd, boss)
        result = match.play(record)
        changes = result.changes
        balances = [b + c for b, c in zip(balances, changes, strict=True)]
        assert list(result.balances) == balances
        hands_in_round += 1
        if record.winner is None:
            ready = record.tenpai
            if 0 < len(ready) < 3:
                assert all(changes[p] == 15 * (3 - len(ready)) for p in ready)
                assert all(changes[p] == -15 * len(ready) for p in range(3) if p not in ready)
            else:
                assert changes == (0, 0, 0)
            gained = boss in ready and len(ready) < 3
        else:
            assert result.score is not None
            assert changes[record.winner] == result.score.score
            if record.discarder is not None:
                assert changes[record.discarder] == -result.score.score
                assert sum(1 for c in changes if c) == 2
            gained = record.winner == boss
        # the only hand that does not sum to zero: the boss's 15-point self-draw
        odd = (record.winner == boss and record.source in SELF_DRAWN
               and result.score is not None and result.score.score == 15)
        assert sum(changes) == (1 if odd else 0)
        assert result.boss_gained == gained
        if rnd >= rounds:
            assert hands_in_round == 1  # the last round lasts one hand
            assert match.next_position() is None
            with pytest.raises(PonjanGameError):
                match.play(PonjanRecord(None))
            break
        if not gained:
            boss, rnd, hands_in_round = (boss + 1) % 3, rnd + 1, 0
    else:
        raise AssertionError("the match did not end")
    assert match.balances() == tuple(balances)
