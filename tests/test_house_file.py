"""House rule files (scoring.rules.house_file), rules switched off (enabled = false)
and the difference of two rule sets (scoring.rules.ruleset_diff): plain tests of the
Qt-free API the command line and the rule editor use."""

from __future__ import annotations

import difflib
import re

import pytest

from scoring.errors import RuleFileError
from scoring.hands.notation import parse_hand
from scoring.hands.situation import Situation
from scoring.rules.engine import score_hand
from scoring.rules.house_file import (
    HouseDocument,
    HouseRuleError,
    add_rule,
    copy_id,
    copy_rules,
    parse_assignments,
    parse_value,
    set_enabled,
    set_file,
    set_penalty,
    set_rule,
)
from scoring.rules.reference import ruleset_markdown
from scoring.rules.ruleset import builtin_ids, load_ruleset, parse_ruleset, read_rule_text
from scoring.rules.ruleset_diff import diff_rulesets

PATH = "house.toml"


def _bmja() -> str:
    return read_rule_text("bmja")[0]


def _changed_lines(old: str, new: str) -> list[str]:
    return [line for line in difflib.unified_diff(old.splitlines(), new.splitlines(),
                                                  lineterm="", n=0)
            if line[:1] in "+-" and not line.startswith(("+++", "---"))]


def _loser_score(ruleset_text: str, tiles: str) -> tuple[int, list[str]]:
    rs = parse_ruleset(ruleset_text, PATH)
    result = score_hand(parse_hand(tiles), Situation(seat="S", winner=False), rs)
    return result.score, [item.rule for item in result.items]


@pytest.mark.parametrize("rid", builtin_ids())
def test_a_copy_of_every_built_in_rule_set_changes_only_its_id(rid: str) -> None:
    text = read_rule_text(rid)[0]
    edit = copy_rules(text, PATH, f"{rid}-house")
    assert _changed_lines(text, edit.text) == [f'-id = "{rid}"', f'+id = "{rid}-house"']
    original = load_ruleset(rid)
    assert edit.ruleset.id == f"{rid}-house"
    assert [r.id for r in edit.ruleset.rules] == [r.id for r in original.rules]
    assert diff_rulesets(original, edit.ruleset).file == (("id", rid, f"{rid}-house"),)


def test_a_copy_can_be_renamed_and_keeps_every_comment() -> None:
    text = _bmja()
    edit = copy_rules(text, PATH, "club", "Club rules")
    assert edit.ruleset.name == "Club rules"
    comments = [line for line in text.splitlines() if line.lstrip().startswith("#")]
    assert comments and all(c in edit.text.splitlines() for c in comments)
    assert len(_changed_lines(text, edit.text)) == 4


def test_a_copy_may_not_take_a_built_in_id() -> None:
    with pytest.raises(HouseRuleError, match="built-in rule set's"):
        copy_rules(_bmja(), PATH, "norwegian")


def test_setting_a_rule_value_changes_that_line_only() -> None:
    text = _bmja()
    edit = set_rule(text, PATH, "exposed-pung-minor", {"points": 4})
    assert _changed_lines(text, edit.text) == ["-points = 2", "+points = 4"]
    assert _loser_score(text, "(555p) 77z")[0] == 4
    assert _loser_score(edit.text, "(555p) 77z")[0] == 6


def test_a_rule_can_change_its_kind_of_value() -> None:
    edit = set_rule(_bmja(), PATH, "exposed-pung-minor", {"doubles": 1})
    rule = next(r for r in edit.ruleset.rules if r.id == "exposed-pung-minor")
    assert (rule.kind, rule.value) == ("doubles", 1)
    with pytest.raises(HouseRuleError, match="one of points, doubles or limit"):
        set_rule(_bmja(), PATH, "exposed-pung-minor", {"doubles": 1, "points": 2})


def test_a_limit_share_is_checked_as_loading_checks_it() -> None:
    text = _bmja()
    with pytest.raises(RuleFileError) as refused:
        set_rule(text, PATH, "exposed-pung-minor", {"limit": 2})
    line = refused.value.line
    assert line is not None
    assert "exposed-pung-minor" in "\n".join(text.splitlines()[line - 8:line])
    assert str(refused.value).startswith(f"{PATH}, line {line}: rule 3: limit: expected")


def test_an_invalid_value_raises_the_loaders_message() -> None:
    text = _bmja()
    with pytest.raises(RuleFileError, match=r"house.toml, line \d+: rule 3: points: "
                                            r"expected a whole number from 0 to 1000, "
                                            "not -1"):
        set_rule(text, PATH, "exposed-pung-minor", {"points": -1})
    with pytest.raises(RuleFileError, match="enabled: expected true or false"):
        set_rule(text, PATH, "exposed-pung-minor", {"enabled": "no"})


def test_unknown_rules_and_keys_are_named() -> None:
    with pytest.raises(HouseRuleError, match="has no rule 'no-such-rule'"):
        set_rule(_bmja(), PATH, "no-such-rule", {"points": 1})
    with pytest.raises(HouseRuleError, match="a rule's condition is not changed here"):
        set_rule(_bmja(), PATH, "exposed-pung-minor", {"condition": "meld"})
    with pytest.raises(HouseRuleError, match="colour is not a key of the file"):
        set_file(_bmja(), PATH, {"colour": "red"})


def test_a_rule_switched_off_is_kept_shown_and_never_scored() -> None:
    text = _bmja()
    edit = set_enabled(text, PATH, "exposed-pung-minor", False)
    assert _changed_lines(text, edit.text) == ["+enabled = false"]
    rs = edit.ruleset
    assert "exposed-pung-minor" not in [r.id for r in rs.rules]
    assert [r.id for r in rs.disabled] == ["exposed-pung-minor"]
    assert _loser_score(edit.text, "(555p) 77z") == (2, ["dragon-pair"])
    reference = ruleset_markdown(rs)
    off = reference.split("## Switched off")[1].split("##")[0]
    assert "`exposed-pung-minor`" in off
    # switched on again: the file as it was
    assert set_enabled(edit.text, PATH, "exposed-pung-minor", True).text == text


def test_a_rule_file_may_say_enabled_true() -> None:
    text = _bmja().replace('id = "exposed-pung-minor"\n',
                           'id = "exposed-pung-minor"\nenabled = true\n')
    assert "exposed-pung-minor" in [r.id for r in parse_ruleset(text).rules]


def test_the_files_own_keys() -> None:
    text = _bmja()
    edit = set_file(text, PATH, {"limit": 2000, "name": "Club",
                                 "settlement.east_double": False})
    assert (edit.ruleset.limit, edit.ruleset.name) == (2000, "Club")
    assert edit.ruleset.settlement["east_double"] is False
    assert len(_changed_lines(text, edit.text)) == 6
    with pytest.raises(RuleFileError, match="a rule set with limit hands needs a limit"):
        set_file(text, PATH, {"limit": "none"})
    with pytest.raises(RuleFileError, match="limit"):
        set_file(text, PATH, {"limit": 0})
    new_table = set_file(read_rule_text("norwegian")[0], PATH, {"rotation.rounds": 2})
    assert new_table.ruleset.rotation["rounds"] == 2


def test_a_rule_added_from_a_condition() -> None:
    text = _bmja()
    edit = add_rule(text, PATH, {
        "id": "house-dragon-pung", "name": "House: pung of dragons", "condition": "meld",
        "params": {"kind": "pung", "tiles": "dragon"}, "points": 50,
        "source": "club meeting 2026-11"})
    assert edit.ruleset.rules[-1].id == "house-dragon-pung"
    assert edit.text.startswith(text.rstrip("\n"))
    assert _loser_score(text, "(777z)")[0] == 8  # 4 points, doubled for the dragons
    score, items = _loser_score(edit.text, "(777z)")
    assert score == (4 + 50) * 2 and "house-dragon-pung" in items
    with pytest.raises(RuleFileError, match="tiles = 'dragons' is not one of"):
        add_rule(text, PATH, {"id": "x", "name": "x", "condition": "meld",
                              "params": {"kind": "pung", "tiles": "dragons"},
                              "points": 1, "source": "x"})
    with pytest.raises(RuleFileError, match="rule id 'exposed-pung-minor' is used twice"):
        add_rule(text, PATH, {"id": "exposed-pung-minor", "name": "x",
                              "condition": "meld", "params": {"kind": "pung"},
                              "points": 1, "source": "x"})


def test_an_invalid_file_is_refused_before_any_change() -> None:
    with pytest.raises(RuleFileError, match="not valid TOML"):
        set_file("id = \n", PATH, {"name": "x"})
    with pytest.raises(HouseRuleError, match="Ponjan"):
        copy_rules(read_rule_text("ponjan", "ponjan")[0], PATH, "p2")


def test_values_as_written_on_the_command_line() -> None:
    assert parse_value("4") == 4
    assert parse_value("0.5") == 0.5
    assert parse_value("false") is False
    assert parse_value('"4"') == "4"
    assert parse_value("Friday rules") == "Friday rules"
    assert parse_value("none") == "none"
    assert parse_assignments(["points=4", "name = a=b"]) == {"points": 4, "name": "a=b"}
    with pytest.raises(HouseRuleError, match="KEY=VALUE"):
        parse_assignments(["points"])
    with pytest.raises(HouseRuleError, match="given twice"):
        parse_assignments(["points=1", "points=2"])


def test_the_difference_of_two_rule_sets() -> None:
    text = _bmja()
    edit = set_rule(text, PATH, "exposed-pung-minor", {"points": 4})
    edit = set_enabled(edit.text, PATH, "dragon-pair", False)
    edit = set_file(edit.text, PATH, {"limit": 2000})
    edit = add_rule(edit.text, PATH, {"id": "new", "name": "New", "condition": "meld",
                                      "params": {"kind": "pung"}, "points": 1,
                                      "source": "club"})
    diff = diff_rulesets(load_ruleset("bmja"), edit.ruleset)
    assert diff.file == (("limit", 1000, 2000),)
    assert [(c.id, c.changes) for c in diff.changed] == [
        ("exposed-pung-minor", (("value", "2 points", "4 points"),)),
        ("dragon-pair", (("enabled", True, False),))]
    assert [r.id for r in diff.added] == ["new"] and diff.removed == ()
    data = diff.to_dict()
    assert data["changed"][0]["changes"] == [{"key": "value", "a": "2 points",
                                              "b": "4 points"}]
    back = diff_rulesets(edit.ruleset, load_ruleset("bmja"))
    assert [r.id for r in back.removed] == ["new"]
    assert "Added (only in bmja) (1):\n  new (New): 1 point" in diff.text()
    assert "Removed (only in bmja) (1):\n  new (New): 1 point" in back.text()
    assert "  dragon-pair (Pair of Dragons):\n    enabled: True -> False" in diff.text()
    assert diff_rulesets(load_ruleset("bmja"), load_ruleset("bmja")).same


def test_a_document_kept_open_takes_many_changes_and_refuses_bad_ones_whole() -> None:
    text = _bmja()
    doc = HouseDocument(text, PATH)
    doc.set_rule("exposed-pung-minor", {"points": 4})
    kept = doc.text
    with pytest.raises(RuleFileError, match="doubles: expected a whole number"):
        doc.set_rule("dragon-pair", {"enabled": False, "doubles": -3})
    assert doc.text == kept and doc.ruleset.rules == parse_ruleset(kept, PATH).rules
    with pytest.raises(HouseRuleError, match="has no rule"):
        doc.set_enabled("no-such-rule", False)
    edit = doc.set_enabled("dragon-pair", False)
    assert edit.text == doc.text
    assert _changed_lines(text, doc.text) == ["-points = 2", "+points = 4",
                                              "+enabled = false"]
    assert [r.id for r in doc.ruleset.disabled] == ["dragon-pair"]


# -- penalties, and the id of a copy ------------------------------------------------------

def test_a_penalty_amount_changed_and_every_other_line_kept() -> None:
    text = read_rule_text("bmja-kajongg")[0]
    edit = set_penalty(text, PATH, "false-claim-set", {"points": 60})
    assert _changed_lines(text, edit.text) == ["-points = 50", "+points = 60"]
    assert edit.ruleset.penalty("false-claim-set").points == 60  # type: ignore[union-attr]
    # a fixed amount for a part of the limit, and who pays whom
    edit = set_penalty(edit.text, PATH, "false-mahjong", {"points": 400, "payees": 1})
    pen = edit.ruleset.penalty("false-mahjong")
    assert pen is not None and (pen.points, pen.limit, pen.payees) == (400, None, 1)
    assert "limit = 0.5" not in edit.text.split("false-mahjong")[1]
    # set_rule passes a penalty's id on (rules set FILE PENALTY_ID KEY=VALUE)
    edit = set_rule(edit.text, PATH, "false-mahjong", {"limit": 0.25})
    pen = edit.ruleset.penalty("false-mahjong")
    assert pen is not None and (pen.points, pen.limit) == (None, 0.25)


@pytest.mark.parametrize(("values", "message"), [
    ({"points": 0}, "penalty 2: points: must be a whole number from 1 to 1000000000"),
    ({"points": 1.5}, "penalty 2: points: must be a whole number"),
    ({"limit": 1.5}, "penalty 2: limit: must be a part of the limit"),
    ({"payers": 3, "payees": 2}, "3 paying 2 makes more than four players"),
    ({"enabled": False}, "a penalty's enabled is not changed here (one of: points, limit, "
                         "payers, payees)"),
    ({"points": 5, "limit": 0.5}, "give one of points or limit: a penalty has one amount"),
    ({}, "give at least one KEY=VALUE"),
])
def test_a_penalty_change_the_file_cannot_take_is_refused(values: dict[str, object],
                                                          message: str) -> None:
    text = read_rule_text("bmja-kajongg")[0]
    document = HouseDocument(text, PATH)
    with pytest.raises((RuleFileError, HouseRuleError), match=re.escape(message)):
        document.set_penalty("false-claim-set", values)
    assert document.text == text
    assert document.set_penalty("false-claim-set", {"points": 52}).ruleset.penalty(
        "false-claim-set").points == 52  # type: ignore[union-attr]  # usable after


def test_a_penalty_that_is_not_there() -> None:
    with pytest.raises(HouseRuleError, match="has no penalty 'no-such'"):
        HouseDocument(read_rule_text("bmja-kajongg")[0], PATH).set_penalty("no-such",
                                                                          {"points": 5})


@pytest.mark.parametrize(("old", "new"), [
    ("bmja", "bmja-house"), ("bmja-house", "bmja-house-2"),
    ("bmja-house-2", "bmja-house-3"), ("bmja-house-19", "bmja-house-20"),
    ("club", "club-house"), ("house", "house-house"), ("my-house-rules", "my-house-rules-house"),
])
def test_a_copy_of_a_house_set_is_numbered_rather_than_given_a_second_suffix(
        old: str, new: str) -> None:
    assert copy_id(old) == new

