"""Property tests of the scoring engine on random legal hands (scoring.rules.sample).

Each hypothesis test draws integer seeds; a seed drives ``random.Random`` through
scoring.rules.sample, so a failing case is reproduced by its seed and rule set, and the hand
is printed in the notation (hypothesis ``note``). Every property runs for each of the
built-in rule sets; together the tests score several thousand hands.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, assume, given, note, settings
from hypothesis import strategies as st

from scoring import (
    Breakdown,
    Hand,
    RuleSet,
    Situation,
    Tile,
    builtin_ids,
    hand_waits,
    load_ruleset,
    parse_hand,
    score_hand,
    tile,
)
from scoring.games.settlement import settle
from scoring.hands.arrangement import SHAPES
from scoring.hands.notation import check_tiles
from scoring.hands.situation import CLAIMED, check_situation
from scoring.rules.conditions import BONUS_CONDITIONS
from scoring.rules.engine import check_hand
from scoring.rules.sample import (
    random_game_scores,
    random_losing_hand,
    random_notation,
    random_winning_hand,
)

IDS = builtin_ids()
RULESETS: dict[str, RuleSet] = {rid: load_ruleset(rid) for rid in IDS}
SEEDS = st.integers(min_value=0, max_value=2**63 - 1)

#: Per rule set and property; x5 rule sets. Sized so the file runs in well under 60 s.
EXAMPLES = 400
PROPS = settings(max_examples=EXAMPLES, deadline=None,
                 suppress_health_check=[HealthCheck.too_slow])


def winner(rid: str, seed: int) -> tuple[Hand, Situation, RuleSet]:
    ruleset = RULESETS[rid]
    hand, situation = random_winning_hand(random.Random(seed), ruleset)
    note(f"{rid} seed={seed}: {hand} win={situation.win_tile} from={situation.source} "
         f"flags={sorted(situation.flags)} seat={situation.seat} round={situation.round} "
         f"streak={situation.east_wins_before}")
    return hand, situation, ruleset


def claimed_winner(rid: str, seed: int) -> tuple[Hand, Situation, RuleSet] | None:
    """The first of the random winning hands the seed drives that was won on a claimed
    tile with no flag (None if 50 in a row were not: about 0.55 ** 50)."""
    ruleset = RULESETS[rid]
    rng = random.Random(seed)
    for _ in range(50):
        hand, situation = random_winning_hand(rng, ruleset)
        if not situation.flags and situation.source in CLAIMED:
            note(f"{rid} seed={seed}: {hand} win={situation.win_tile} "
                 f"from={situation.source} seat={situation.seat} round={situation.round} "
                 f"streak={situation.east_wins_before}")
            return hand, situation, ruleset
    return None


def loser(rid: str, seed: int) -> tuple[Hand, Situation, RuleSet]:
    ruleset = RULESETS[rid]
    hand, situation = random_losing_hand(random.Random(seed), ruleset)
    note(f"{rid} seed={seed}: loser {hand} seat={situation.seat} round={situation.round}")
    return hand, situation, ruleset


def check_totals(b: Breakdown, ruleset: RuleSet) -> None:
    """The arithmetic every breakdown must satisfy. A limit hand's items are the limit
    hands that apply, then (maybe) the ordinary rules it would have scored without.
    Under a rule set whose special hands count their bonus tiles apart, those tiles'
    points doubled by their own doubles are added to the special value, up to the
    limit; a special doubles rule (Purity) counts the points of the tiles alone."""
    assert b.score >= 0
    assert b.limit == ruleset.limit
    if ruleset.limit is not None:
        assert b.score <= ruleset.limit
    rules = {r.id: r for r in ruleset.rules}
    bonus = {r.id for r in ruleset.rules if r.condition.name in BONUS_CONDITIONS}
    limits = [i for i in b.items if i.limit]
    ordinary = [i for i in b.items if not i.limit]
    assert all(rules[i.rule].kind == "limit" for i in limits)
    assert all(rules[i.rule].kind != "limit" for i in ordinary)
    a = b.apart
    special = [i for i in ordinary if rules[i.rule].special]
    counted = ordinary
    if special:  # the special rule decided: its doubles, those it keeps, the tiles
        assert not limits and len(special) == 1
        counted = [i for i in ordinary if i.rule not in bonus] \
            if ruleset.special_bonus == "apart" else ordinary
        kept = rules[special[0].rule].keeps
        assert all(i.rule in kept or i is special[0] for i in counted if i.doubles)
    assert b.points == sum(i.points for i in counted)
    assert b.doubles == sum(i.doubles for i in counted)
    assert b.score_before_limit == b.points * 2 ** b.doubles
    cap = ruleset.limit
    capped = b.score_before_limit if cap is None else min(b.score_before_limit, cap)
    if a is not None:
        assert ruleset.special_bonus == "apart" and (special or limits)
        assert a.points == sum(i.points for i in ordinary if i.rule in bonus) > 0
        assert a.doubles == sum(i.doubles for i in ordinary if i.rule in bonus)
        assert a.value == a.points * 2 ** a.doubles
    added = a.value if a is not None else 0
    if b.limit_hand is not None:
        nominal = ruleset.limit if ruleset.limit is not None else ruleset.nominal_limit
        assert nominal is not None
        assert limits and list(b.items[:len(limits)]) == limits
        assert b.limit_hand == limits[0].rule
        share = limits[0].share
        base = round(share * nominal)
        assert a is None or a.base == base
        if share == 1 or cap is None:
            assert b.score == (base if share == 1 else base + added)
        else:
            assert b.score == min(base + added, cap)
        if share < 1:  # a share of the limit is used only when worth more
            assert len(limits) == 1 and b.score > capped
    else:
        assert not limits
        if special and a is not None:
            assert a.base == b.score_before_limit
            assert b.score == (a.base + added if cap is None else min(a.base + added, cap))
        else:
            assert b.score == capped


def same_score(a: Breakdown, b: Breakdown) -> None:
    assert (a.score, a.points, a.doubles, a.score_before_limit, a.limit_hand) == (
        b.score, b.points, b.doubles, b.score_before_limit, b.limit_hand)
    assert sorted((i.rule, i.points, i.doubles, i.count) for i in a.items) == sorted(
        (i.rule, i.points, i.doubles, i.count) for i in b.items)
    assert a.shape == b.shape
    assert a.waits == b.waits


def same_hand(a: Hand, b: Hand) -> None:
    assert a.concealed == b.concealed
    assert a.bonus == b.bonus
    assert Counter(a.declared) == Counter(b.declared)


# --- the generator ----------------------------------------------------------------------


@pytest.mark.parametrize("rid", IDS)
def test_generated_winners_are_legal(rid: str) -> None:
    ruleset = RULESETS[rid]
    for seed in range(400):
        hand, s = random_winning_hand(random.Random(seed), ruleset)
        check_tiles(hand, ruleset.tile_set)
        check_situation(hand, s)
        assert s.winner and s.win_tile in hand.concealed
        assert hand.size() == 14
        assert len(hand.bonus) <= 4
        assert all(t.category == "bonus" for t in hand.bonus)
        assert all(t.category != "bonus" for t in hand.concealed)
        if s.source in ("loose", "last-loose"):
            assert hand.kongs or hand.bonus
        if s.source == "robbed-kong":
            assert hand.tile_counts()[s.win_tile] == 1
        same_hand(parse_hand(hand.notation()), hand)
        score_hand(hand, s, ruleset)  # complete: raises otherwise


@pytest.mark.parametrize("rid", IDS)
def test_generated_losers_are_legal(rid: str) -> None:
    ruleset = RULESETS[rid]
    for seed in range(400):
        hand, s = random_losing_hand(random.Random(seed), ruleset)
        check_tiles(hand, ruleset.tile_set)
        check_situation(hand, s)
        assert not s.winner and s.win_tile is None and not s.flags
        assert 1 <= hand.size() <= 13
        assert len(hand.bonus) <= 4
        same_hand(parse_hand(hand.notation()), hand)


@pytest.mark.parametrize("rid", IDS)
def test_generator_covers_the_cases(rid: str) -> None:
    """Over a few hundred seeds the winners show every source, flag and shape the rule
    set knows, kongs of both kinds, exposed sets, bonus tiles and limit hands."""
    ruleset = RULESETS[rid]
    seen: Counter[str] = Counter()
    for seed in range(1500):
        hand, s = random_winning_hand(random.Random(seed), ruleset)
        b = score_hand(hand, s, ruleset)
        seen[f"source {s.source}"] += 1
        seen.update(f"flag {f}" for f in s.flags)
        seen[f"shape {b.shape}"] += 1
        seen[f"bonus {len(hand.bonus)}"] += 1
        seen[f"kongs {hand.kongs}"] += 1
        seen["exposed"] += any(not m.concealed for m in hand.declared)
        seen["declared kong"] += any(m.kind == "kong" and m.concealed for m in hand.declared)
        seen["claimed kong"] += any(m.claimed_kong for m in hand.declared)
        seen["limit hand"] += b.limit_hand is not None
        seen["no declared"] += not hand.declared
    expected = {f"source {x}" for x in ("wall", "discard", "loose", "last-wall",
                                        "last-loose", "last-discard", "robbed-kong")}
    expected |= {f"flag {x}" for x in ("original-call", "heavens-blessing",
                                       "earths-blessing", "kong-upon-kong")}
    expected |= {f"bonus {n}" for n in range(5)} | {f"kongs {n}" for n in range(5)}
    expected |= {"shape standard", "exposed", "declared kong", "claimed kong",
                 "no declared"}
    expected |= {f"shape {SHAPES[name].family}" for name in ruleset.shapes}
    if any(r.kind == "limit" for r in ruleset.rules):
        expected.add("limit hand")
    assert expected <= set(seen), sorted(expected - set(seen))


# --- winners ----------------------------------------------------------------------------


@pytest.mark.parametrize("rid", IDS)
@PROPS
@given(seed=SEEDS)
def test_winner_scores_add_up(rid: str, seed: int) -> None:
    """score_hand never raises on a legal hand; the score respects the limit, a limit
    hand scores exactly the limit, otherwise score = min(points x 2^doubles, limit)."""
    hand, s, ruleset = winner(rid, seed)
    check_hand(hand, s, ruleset)  # the quick check used for whole games agrees
    b = score_hand(hand, s, ruleset)
    assert b.winner
    check_totals(b, ruleset)


@pytest.mark.parametrize("rid", IDS)
@PROPS
@given(seed=SEEDS)
def test_winner_without_limit(rid: str, seed: int) -> None:
    """With the roof off a non-limit hand scores points x 2^doubles in full and a limit
    hand the rule file's nominal limit."""
    hand, s, ruleset = winner(rid, seed)
    open_ruleset = ruleset.with_limit(None)
    b = score_hand(hand, s, open_ruleset)
    check_totals(b, open_ruleset)
    if b.limit_hand is None:  # (a special hand's bonus tiles apart added)
        assert b.score == b.score_before_limit + (b.apart.value if b.apart else 0)
    capped = score_hand(hand, s, ruleset)
    assert capped.score <= b.score or capped.limit_hand is not None


@pytest.mark.parametrize("rid", IDS)
@PROPS
@given(seed=SEEDS, shuffle=SEEDS)
def test_notation_order_does_not_matter(rid: str, seed: int, shuffle: int) -> None:
    """The concealed tiles in another order and grouping, the sets in another order,
    the bonus tiles moved around: the same hand, the same score."""
    rng = random.Random(shuffle)
    for hand, s, ruleset in (winner(rid, seed), loser(rid, seed)):
        text = random_notation(rng, hand)
        note(f"rewritten: {text}")
        again = parse_hand(text)
        same_hand(again, hand)
        same_score(score_hand(again, s, ruleset), score_hand(hand, s, ruleset))


@pytest.mark.parametrize("rid", IDS)
@PROPS
@given(seed=SEEDS)
def test_waits(rid: str, seed: int) -> None:
    """The winning tile is among the waits of the hand without it; no wait is a tile of
    which the hand already held every copy before winning."""
    hand, s, ruleset = winner(rid, seed)
    w = s.win_tile
    assert w is not None
    waits = hand_waits(hand, s, ruleset)
    note(f"waits: {' '.join(t.code for t in waits)}")
    assert w in waits
    assert len(set(waits)) == len(waits)
    held = hand.tile_counts()
    held[w] -= 1  # the hand before its winning tile
    for t in waits:
        assert t.category != "bonus"
        assert held[t] < ruleset.tile_set.copies(t), t
    assert score_hand(hand, s, ruleset).waits == waits


@pytest.mark.parametrize("rid", IDS)
@PROPS
@given(seed=SEEDS)
def test_claimed_tile_never_beats_drawn(rid: str, seed: int) -> None:
    """The same hand is worth at least as much with the tile drawn from the wall as
    with it claimed from a discard (a claimed set is exposed, never better), when no
    flag or source-specific rule differs."""
    found = claimed_winner(rid, seed)
    assume(found is not None)
    assert found is not None
    hand, s, ruleset = found
    drawn = Situation(s.seat, s.round, True, s.win_tile, "wall", s.flags,
                      s.east_wins_before)
    claimed = Situation(s.seat, s.round, True, s.win_tile, "discard", s.flags,
                        s.east_wins_before)
    a = score_hand(hand, drawn, ruleset)
    b = score_hand(hand, claimed, ruleset)
    check_totals(a, ruleset)
    check_totals(b, ruleset)
    assert a.score >= b.score, (a.text(), b.text())


def _sets_only(counts: Counter[Tile], chow_suits: frozenset[str],
               chows: int | None = None) -> bool:
    """Whether ``counts`` split into chows and pungs, at most ``chows`` chows (an
    independent, naive check)."""
    held = sorted(t for t, n in counts.items() if n > 0)
    if not held:
        return True
    t = held[0]
    if counts[t] >= 3:
        rest = counts.copy()
        rest[t] -= 3
        if _sets_only(rest, chow_suits, chows):
            return True
    if t.suit in chow_suits and t.rank <= 7 and (chows is None or chows > 0):
        run = [t, tile(f"{t.rank + 1}{t.suit}"), tile(f"{t.rank + 2}{t.suit}")]
        if all(counts[x] > 0 for x in run):
            rest = counts.copy()
            rest.subtract(run)
            return _sets_only(rest, chow_suits, None if chows is None else chows - 1)
    return False


def _complete(tiles: list[Tile], sets: int, ruleset: RuleSet, win: Tile,
              chows: int | None) -> bool:
    counts = Counter(tiles)
    if len(tiles) != 3 * sets + 2:
        return False
    if sets == 4:
        keys = tuple(sorted(t.sort_key for t in tiles))
        if any(SHAPES[name].test(keys, win.sort_key) for name in ruleset.shapes):
            return True
    for pair in [t for t, n in counts.items() if n >= 2]:
        rest = counts.copy()
        rest[pair] -= 2
        if _sets_only(rest, ruleset.tile_set.chow_suits, chows):
            return True
    return False


@pytest.mark.parametrize("rid", IDS)
@PROPS
@given(seed=SEEDS)
def test_waits_are_exactly_the_completing_tiles(rid: str, seed: int) -> None:
    """hand_waits agrees with a naive search over every tile of the set."""
    hand, s, ruleset = winner(rid, seed)
    assert s.win_tile is not None
    before = list(hand.concealed)
    before.remove(s.win_tile)
    held = hand.tile_counts()
    held[s.win_tile] -= 1
    sets = 4 - len(hand.declared)
    chows = None if ruleset.max_chows is None else ruleset.max_chows - sum(
        1 for m in hand.declared if m.kind == "chow")
    expected = [t for t in ruleset.tile_set.playing_tiles
                if held[t] < ruleset.tile_set.copies(t) and _complete(before + [t], sets,
                                                                       ruleset, t, chows)]
    assert list(hand_waits(hand, s, ruleset)) == expected


# --- losers -----------------------------------------------------------------------------


@pytest.mark.parametrize("rid", IDS)
@PROPS
@given(seed=SEEDS)
def test_loser_scores(rid: str, seed: int) -> None:
    """A loser's hand never scores a winner-only rule nor a limit hand; its score is at
    least 0 and adds up like any other."""
    hand, s, ruleset = loser(rid, seed)
    check_hand(hand, s, ruleset)
    b = score_hand(hand, s, ruleset)
    assert not b.winner
    rules = {r.id: r for r in ruleset.rules}
    for item in b.items:
        assert rules[item.rule].applies in ("all", "loser"), item.rule
        assert rules[item.rule].kind != "limit" or rules[item.rule].share < 1, item.rule
    check_totals(b, ruleset)
    assert b.score >= 0


# --- settlement -------------------------------------------------------------------------


@settings(max_examples=1000, deadline=None)
@given(seed=SEEDS, convention=st.sampled_from(["classic", "differences"]),
       east_double=st.booleans())
def test_settlement_of_random_scores_sums_to_zero(seed: int, convention: str,
                                                  east_double: bool) -> None:
    scores, who = random_game_scores(random.Random(seed))
    note(f"scores={scores} winner={who}")
    result = settle(scores, who, convention, east_double=east_double)  # type: ignore[arg-type]
    assert sum(result.totals.values()) == 0
    assert sum(p.amount for p in result.payments if p.payee == "E") - sum(
        p.amount for p in result.payments if p.payer == "E") == result.totals.get("E", 0)


@pytest.mark.parametrize("rid", IDS)
@settings(max_examples=60, deadline=None)
@given(seed=SEEDS)
def test_settlement_of_scored_hands_sums_to_zero(rid: str, seed: int) -> None:
    """The scores of a whole table of generated hands settle to zero."""
    scores, who = random_game_scores(random.Random(seed), RULESETS[rid])
    note(f"scores={scores} winner={who}")
    for convention in ("classic", "differences"):
        for east_double in (True, False):
            result = settle(scores, who, convention, east_double=east_double)
            assert sum(result.totals.values()) == 0
