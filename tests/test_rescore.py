"""Rescoring kept hands under edited rules (scoring.rules.rescore,
scoring.games.classical_rescoring) gives what scoring every hand anew gives.

The What if panel rescores a game after every edit from what it kept of the hands;
here random games under every built-in rule set go through random edits (values,
switching off and on, the limit, how special hands count, another rule set
altogether), and after each the kept way's figures are compared with the figures
of a new game under the same rules scored by the engine hand by hand."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

# the season tests' games, spoilt as a season may hold them (imported here: a module of
# @given tests imported inside a running @given test is refused by Hypothesis)
from test_season_speed import random_game as spoilt_game

from scoring.errors import MahjongError
from scoring.games.game import Entry, Game, GameSettings, HandRecord
from scoring.games.sample_games import PLAYERS, random_game
from scoring.records.season import Copy
from scoring.records.what_if import WhatIf, game_under
from scoring.rules.house_file import (
    add_rule,
    check,
    copy_rules,
    set_enabled,
    set_file,
    set_rule,
)
from scoring.rules.rescore import Rescorer
from scoring.rules.ruleset import RuleSet, builtin_ids, load_ruleset, read_rule_text

RULE_SETS = builtin_ids("classical")


def _edit(rng: random.Random, text: str, ruleset: RuleSet) -> str:
    """``text`` with one random edit (the same text when the edit is refused)."""
    rules = [*ruleset.rules, *ruleset.disabled]
    common = [r for r in rules if r.condition.name in ("meld", "bonus", "own-bonus")]
    # half the time a rule that applies to many hands (an edit that changes scores)
    rule = rng.choice(common if common and rng.random() < 0.5 else rules)
    # switching off and on again, and adding a rule, twice as likely as the others
    what = rng.choice((0, 0, 1, 2, 2, 3, 3, 4, 5, 6, 7, 7))
    try:
        if what == 0 or (what == 1 and rule.kind == "limit"):
            values: dict[str, object] = (
                {"limit": rng.choice([0.5, 1])} if rule.kind == "limit"
                else {rule.kind: rng.randint(0, 40 if rule.kind == "points" else 4)})
            return set_rule(text, "house.toml", rule.id, values).text
        if what == 1:
            other = "doubles" if rule.kind == "points" else "points"
            return set_rule(text, "house.toml", rule.id, {other: rng.randint(1, 3)}).text
        if what == 2:  # a third of the time a special hand's rule
            shaped = [r for r in ruleset.rules if r.condition.shape_for(r.params)]
            off = rng.choice(shaped) if shaped and rng.random() < 0.33 else rule
            return set_enabled(text, "house.toml", off.id, False).text
        if what == 3:  # a rule switched off before switched on again, if any
            back = rng.choice(ruleset.disabled) if ruleset.disabled else rule
            return set_enabled(text, "house.toml", back.id, True).text
        if what == 4:
            return set_file(text, "house.toml", {"limit": rng.choice([300, 500, 1000])}).text
        if what == 5:
            return set_file(text, "house.toml", {
                "special_bonus": rng.choice(["apart", "in-points"])}).text
        if what == 7:  # a rule added: another rule's condition, its own values
            added: dict[str, object] = {
                "id": f"added-{rng.randrange(10**6)}", "name": "Added",
                "condition": rule.condition.name, "params": dict(rule.params),
                "applies": rng.choice(["all", "winner", "loser"]), "source": "test"}
            if rule.condition.name == "meld" and rng.random() < 0.5:
                added["params"] = {"kind": rng.choice(["pung", "kong", "pair", "chow"]),
                                   "tiles": rng.choice(["simple", "terminal", "any"])}
            added.update({"limit": rule.share} if rule.kind == "limit"
                         else {rule.kind: rng.randint(1, 4)})
            return add_rule(text, "house.toml", added).text
        other = rng.choice(RULE_SETS)  # another structure altogether
        return copy_rules(read_rule_text(other)[0], "house.toml", f"{other}-house").text
    except MahjongError:
        return text


def _figures(game: Game) -> list[tuple[object, ...]]:
    """Every hand's figures, with why it did not score (not compared by HandFigures)."""
    return [(f, None if f.problem is None else str(f.problem)) for f in game.figures()]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(RULE_SETS), st.randoms(use_true_random=False))
def test_rescoring_kept_hands_gives_what_the_engine_gives(rules: str,
                                                          rng: random.Random) -> None:
    ruleset = load_ruleset(rules)
    game = random_game(rng, ruleset, rng.randint(4, 14))
    what_if = WhatIf([Copy(game, "game")])
    text = copy_rules(read_rule_text(rules)[0], "house.toml", f"{rules}-house").text
    for _ in range(rng.randint(1, 6)):
        text = _edit(rng, text, ruleset)
        ruleset = check(text, "house.toml")
        kept = what_if.rescore(ruleset).games[0].game
        anew = game_under(game, ruleset)  # scored hand by hand by the engine
        assert _figures(kept) == _figures(anew)


def test_a_value_edit_keeps_the_hands_a_structural_edit_forgets_them() -> None:
    text = read_rule_text("norwegian")[0]
    ruleset = load_ruleset("norwegian")
    pung = next(r.id for r in ruleset.rules if r.condition.name == "meld"
                and r.params.get("kind") == "pung" and r.kind == "points")
    rescorer = Rescorer()
    rescorer.use(ruleset)
    before = rescorer.generation
    worth_more = set_rule(text, "house.toml", pung, {"points": 40}).ruleset
    rescorer.use(worth_more)
    assert rescorer.generation == before  # a value: the hands are kept
    off = set_enabled(text, "house.toml", pung, False).ruleset
    rescorer.use(off)
    assert rescorer.generation == before  # switched off: kept, its matches left out
    rescorer.use(worth_more)  # switched on again: its matches were found all along
    assert rescorer.generation == before
    fives = add_rule(text, "house.toml", {
        "id": "pung-of-fives", "name": "Pung of fives", "condition": "meld",
        "params": {"kind": "pung", "tiles": "simple"}, "points": 3, "applies": "all",
        "source": "club"}).ruleset
    rescorer.use(fives)  # a rule added: the arrangements kept are asked about it
    assert rescorer.generation == before
    orphans = next(r.id for r in ruleset.rules if r.condition.shape_for(r.params))
    rescorer.use(set_enabled(text, "house.toml", orphans, False).ruleset)
    assert rescorer.generation == before  # a special hand off: its shape still made
    fewer_chows = set_file(text, "house.toml", {"max_chows": 1}).ruleset
    rescorer.use(fewer_chows)  # another structure: what was found is forgotten
    assert rescorer.generation == before + 1
    rescorer.use(load_ruleset("bmja"))
    assert rescorer.generation == before + 2


def test_a_special_hand_switched_off_and_on_again_scores_as_the_engine_says() -> None:
    """Nine gates (also four sets and a pair) and thirteen orphans (nothing else) under
    bmja: with their rules switched off, the first scores as sets, the second no more
    (its reason the engine's); switched on again, both are limit hands again."""
    text = read_rule_text("bmja")[0]
    game = Game(GameSettings.for_ruleset(PLAYERS, load_ruleset("bmja")))
    game.hands += [
        HandRecord((Entry(tiles="11123455678999m"), Entry(score=10), Entry(score=4),
                    Entry(score=0)), 0, "5m"),
        HandRecord((Entry(score=2), Entry(tiles="19m19p19s12345677z"), Entry(score=6),
                    Entry(score=8)), 1, "1z")]
    what_if = WhatIf([Copy(game, "game")])
    gates_off = set_enabled(text, "house.toml", "gates-of-heaven", False).text
    both_off = set_enabled(gates_off, "house.toml", "thirteen-unique-wonders", False).text
    limits = []
    for step in (text, gates_off, both_off, gates_off, text):
        ruleset = check(step, "house.toml")
        kept = what_if.rescore(ruleset).games[0].game
        assert _figures(kept) == _figures(game_under(game, ruleset))
        limits.append([f.limit_hands[f.winner] for f in kept.figures()
                       if f.winner is not None])
    assert limits == [[True, True], [False, True], [False, False], [False, True],
                      [True, True]]
    problem = what_if.rescore(check(both_off, "house.toml")).games[0].figures[1].problem
    assert problem is not None and "not complete" in str(problem)


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(RULE_SETS), st.sampled_from(RULE_SETS), st.integers(0, 2**32),
       st.integers(1, 16))
def test_hands_that_do_not_score_are_refused_as_the_engine_refuses_them(
        own: str, other: str, seed: int, hands: int) -> None:
    """Games with unreadable entries, a tile too many, a wrong winning tile, penalties,
    three players or four (the season tests' games), rescored under another rule set
    and their own in turn: the same figures and reasons as a new game's."""
    game = spoilt_game(random.Random(seed), load_ruleset(own), hands)
    what_if = WhatIf([Copy(game, "game")])
    for rules in (other, own, other):
        ruleset = load_ruleset(rules)
        kept = what_if.rescore(ruleset).games[0].game
        assert _figures(kept) == _figures(game_under(game, ruleset))
