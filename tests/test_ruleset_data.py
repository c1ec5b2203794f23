"""The built-in rule files kept decoded (``scoring/rulesets/parsed.py``): what
``scripts/make_ruleset_data.py`` generates, to the byte; each entry is exactly what
tomllib reads from its file; and it is used for that very text only."""

from __future__ import annotations

import importlib.util
import marshal
import sys
import tomllib
from pathlib import Path
from types import ModuleType

import pytest

from scoring.rules import ruleset as ruleset_module
from scoring.rules.ruleset import builtin_ids, load_ruleset, parse_ruleset, ruleset_game
from scoring.rulesets.parsed import PARSED

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "scoring" / "rulesets"


def _script() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "make_ruleset_data", ROOT / "scripts" / "make_ruleset_data.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("make_ruleset_data", module)
    spec.loader.exec_module(module)
    return module


def test_the_shipped_module_is_what_the_script_generates() -> None:
    shipped = (FOLDER / "parsed.py").read_bytes()
    assert _script().render().encode("utf-8") == shipped


def test_every_built_in_file_is_kept_as_tomllib_reads_it() -> None:
    same = _script()._same
    files = sorted(p.name for p in FOLDER.glob("*.toml"))
    assert sorted(PARSED) == files
    for name in files:
        text = (FOLDER / name).read_text(encoding="utf-8")
        kept = ruleset_module._built(text)
        assert kept is not None, name
        assert same(kept, tomllib.loads(text)), name
        assert same(marshal.loads(PARSED[name][3]), tomllib.loads(text)), name
        assert PARSED[name][2] == tomllib.loads(text).get("game", "classical")


def test_each_use_gets_its_own_copy() -> None:
    text = (FOLDER / "norwegian.toml").read_text(encoding="utf-8")
    first = ruleset_module._built(text)
    assert first is not None
    first["rule"].clear()
    again = ruleset_module._built(text)
    assert again is not None and again["rule"]


def test_another_text_is_read_by_tomllib() -> None:
    text = (FOLDER / "norwegian.toml").read_text(encoding="utf-8")
    # the same length, another text: never taken for the built-in file
    changed = text.replace('name = "', 'name = "X', 1)[:len(text)]
    changed = changed[:-1] + ("\n" if changed[-1] != "\n" else " ")
    assert len(changed) == len(text) and changed != text
    assert ruleset_module._built(changed) is None
    edited = text.replace("points = 20", "points = 21", 1)
    assert ruleset_module._built(edited) is None
    a, b = parse_ruleset(text), parse_ruleset(edited)
    assert [r.value for r in a.rules] != [r.value for r in b.rules]


def test_a_built_in_rule_set_reads_the_same_either_way(
        monkeypatch: pytest.MonkeyPatch) -> None:
    kept = {rid: load_ruleset(rid) for rid in builtin_ids()}
    games = {rid: ruleset_game(rid) for rid in [*builtin_ids(), *builtin_ids("ponjan")]}
    monkeypatch.setattr(ruleset_module, "_kept", lambda text: None)
    for rid, rs in kept.items():
        assert load_ruleset(rid) == rs
    for rid, game in games.items():
        assert ruleset_module.game_of(ruleset_module.read_rule_text(
            rid, game)[0]) == game


def test_each_condition_s_parameters_are_read_as_inspect_reads_them() -> None:
    import inspect

    from scoring.rules.conditions import CONDITIONS
    for name, cond in CONDITIONS.items():
        expected = tuple((p.name, p.default)
                         for p in inspect.signature(cond.fn).parameters.values())
        assert ruleset_module._parameters(cond.fn) == expected, name

    def keyword_only(v: object, *, kinds: str = "fy") -> None: ...
    assert ruleset_module._parameters(keyword_only) == (
        ("v", inspect.Parameter.empty), ("kinds", "fy"))


def test_a_rule_plan_keeps_nothing_of_the_hands_it_scores() -> None:
    """Every table of a plan is built with it: scoring hands adds nothing, so a new
    hand finds what every other hand finds."""
    from scoring import score
    rs = load_ruleset("bmja")
    plans = (rs.plan(True), rs.plan(False), rs.calling_plan())

    def tables() -> list[object]:
        return [(dict(p.meld_verdicts), {seat: dict(t) for seat, t in p.bonus_tables.items()})
                for p in plans]

    built = tables()
    hands = [("123m 555p 777s 111z 22p", "2p"), ("11z 22z 33z 44z 55z 66z 77z", "7z"),
             ("(444z) 123m 666p 777s 55z 1f 3y", "5z")]
    first = [score(text, rs, win=win).to_dict() for text, win in hands]
    score("123m 456p 789s 112z 3z", rs, loser=True)
    assert tables() == built
    assert [p.kept() for p in plans] == [(0, 0)] * 3
    rs.forget_kept()
    assert tables() == built
    assert [score(text, rs, win=win).to_dict() for text, win in hands] == first


def test_the_plans_tables_give_the_rules_own_verdicts() -> None:
    """The verdicts built with a plan are those of the ``meld`` rules' own tests for
    every set (kind, exposure, tile) at every seat and prevailing wind, and those of
    the bonus rules for every bonus tile at every seat."""
    from scoring.hands.hand import Meld
    from scoring.hands.tiles import WINDS, tile_codes
    from scoring.hands.view import Seat
    tiles = tile_codes().values()
    sets = [Meld(kind, t, concealed) for t in tiles if t.category != "bonus"
            for kind in ("chow", "pung", "kong", "pair") for concealed in (True, False)
            if kind != "chow" or (t.category == "suit" and t.rank <= 7)]
    assert len(sets) == 222 + 24
    seats = [Seat(seat, wind) for seat in WINDS for wind in WINDS]
    checked = 0
    for rid in builtin_ids():
        rs = load_ruleset(rid)
        for plan in (rs.plan(True), rs.plan(False), rs.calling_plan()):
            for where in seats:
                for m in sets:
                    got = plan.meld_verdicts.get(m.key | (where.wind_code & m.wind_mask), ())
                    assert got == plan.meld_rules(m, where), (rid, m, where.seat, where.round)
                    checked += bool(got)
                for t in tiles:
                    if t.category == "bonus" and plan.per_bonus:
                        assert plan.bonus_tables[where.seat][t] == plan.bonus_rules(
                            t, where.seat), (rid, t, where.seat)
    assert checked > 1000
