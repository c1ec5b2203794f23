"""The rule editor's item model (app/rule_editor_model.py): the rules grouped, values
checked as typed and kept only when the file stays valid, built-in rule sets copied
on the first change. No widgets here (tests/test_rule_editor_widgets.py has them)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QModelIndex, Qt

from app.rule_editor_model import EDIT, MESSAGE, NAME, VALUE, WHAT, RuleEditorModel
from scoring.rules.ruleset import load_ruleset, read_rule_text


@pytest.fixture
def model(qapp: Any) -> RuleEditorModel:
    text, path = read_rule_text("norwegian")
    return RuleEditorModel(text, path)


def groups(model: RuleEditorModel) -> dict[str, list[tuple[str, str]]]:
    found: dict[str, list[tuple[str, str]]] = {}
    for g in range(model.rowCount()):
        group = model.index(g, NAME)
        found[str(group.data())] = [tuple(model.index(r, NAME, group).data(WHAT))
                                    for r in range(model.rowCount(group))]
    return found


def test_every_rule_is_shown_once_in_the_group_a_player_looks_for_it(
        model: RuleEditorModel) -> None:
    rs = load_ruleset("norwegian")
    found = groups(model)
    assert list(found)[:5] == ["The rule set", "Sets and pairs", "The winner's extras",
                               "Doubles", "Limit hands"]
    rules = [key for rows in found.values() for kind, key in rows if kind == "rule"]
    assert sorted(rules) == sorted(r.id for r in rs.rules)
    assert ("rule", "exposed-pung-simple") in found["Sets and pairs"]
    kinds = {r.id: r.kind for r in rs.rules}
    assert all(kinds[key] == "doubles" for _, key in found["Doubles"])
    assert all(kinds[key] == "limit" for _, key in found["Limit hands"])
    assert [w for w in found["The rule set"] if w[1] == "limit"] == [("file", "limit")]
    if rs.penalties:
        assert [k for _, k in found["Penalties"]] == [p.id for p in rs.penalties]
    if rs.rotation or rs.settlement:
        assert found["Rotation and settlement"]


def test_a_value_typed_is_kept_in_a_copy_of_a_built_in_rule_set(
        model: RuleEditorModel) -> None:
    assert model.read_only
    seen: list[Any] = []
    model.changed.connect(seen.append)
    row = model.find("rule", "exposed-pung-simple")
    value = row.siblingAtColumn(VALUE)
    assert value.data() == "2 points"
    assert model.setData(value, "5")
    rs = model.ruleset
    assert rs.id == "norwegian-house" and not model.read_only and model.modified
    assert next(r for r in rs.rules if r.id == "exposed-pung-simple").value == 5
    assert value.data() == "5 points" and model.message(row) == ""
    assert seen == [rs]
    assert "points = 5" in model.document.text
    assert load_ruleset("norwegian").id == "norwegian"  # the built-in file untouched


def test_a_value_the_file_cannot_take_is_refused_with_the_loaders_message(
        model: RuleEditorModel) -> None:
    row = model.find("rule", "exposed-pung-simple")
    before = model.document.text
    message = model.try_text(row.siblingAtColumn(VALUE), "-1")
    assert "points" in message and "-1" in message and "whole number" in message
    assert model.message(row) == message
    assert row.siblingAtColumn(MESSAGE).data() == message
    assert model.document.text == before and model.read_only and not model.modified
    assert model.try_text(row.siblingAtColumn(VALUE), "abc")  # refused too
    assert model.try_text(row.siblingAtColumn(VALUE), "3") == ""
    assert model.message(row) == ""  # the message goes when the value is good


def test_a_rule_switched_off_by_its_check_box(model: RuleEditorModel) -> None:
    row = model.find("rule", "exposed-pung-simple")
    assert row.data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Checked.value
    assert model.setData(row, Qt.CheckState.Unchecked.value, Qt.ItemDataRole.CheckStateRole)
    rs = model.ruleset
    assert "exposed-pung-simple" not in {r.id for r in rs.rules}
    assert "exposed-pung-simple" in {r.id for r in rs.disabled}
    assert "enabled = false" in model.document.text
    assert model.setData(row, Qt.CheckState.Checked.value, Qt.ItemDataRole.CheckStateRole)
    assert "exposed-pung-simple" in {r.id for r in model.ruleset.rules}


def test_the_files_own_keys(model: RuleEditorModel) -> None:
    limit = model.find("file", "limit").siblingAtColumn(VALUE)
    message = model.try_text(limit, "none")
    assert "limit" in message  # limit hands need a limit
    assert model.try_text(limit, "2000") == ""
    assert model.ruleset.nominal_limit == 2000
    name = model.find("file", "name").siblingAtColumn(VALUE)
    assert model.try_text(name, "Club rules") == ""
    assert model.ruleset.name == "Club rules"


def test_a_rule_file_is_changed_as_it_is(model: RuleEditorModel, tmp_path: Path) -> None:
    text, _ = read_rule_text("norwegian")
    text = text.replace('id = "norwegian"', 'id = "club"', 1)
    opened = RuleEditorModel(text, "club.toml", tmp_path / "club.toml")
    assert not opened.read_only
    row = opened.find("rule", "exposed-pung-simple")
    assert opened.try_text(row.siblingAtColumn(VALUE), "4") == ""
    assert opened.ruleset.id == "club"
    assert opened.find("rule", "no-such-rule") == QModelIndex()


def test_a_rule_added_when_the_file_stays_valid(model: RuleEditorModel) -> None:
    rule = {"id": "pung-of-fives", "name": "Pung of fives", "condition": "meld",
            "params": {"kind": "pung", "exposure": "any", "tiles": "simple"},
            "points": 3, "applies": "all", "source": "club, 2026"}
    bad = {**rule, "params": {"kind": "triple"}}
    message = model.check_rule(bad)
    assert "kind" in message and "pung" in message
    assert model.add_rule(bad) == message
    assert model.read_only and not model.modified  # nothing changed
    assert model.check_rule(rule) == ""
    assert model.add_rule(rule) == ""
    assert model.ruleset.id == "norwegian-house"
    added = next(r for r in model.ruleset.rules if r.id == "pung-of-fives")
    assert added.value == 3 and added.params["tiles"] == "simple"
    assert model.find("rule", "pung-of-fives").isValid()


def test_a_penalty_amount_edited_in_place_as_a_rules_value(qapp: Any) -> None:
    text, path = read_rule_text("bmja-kajongg")
    model = RuleEditorModel(text, path)
    row = model.find("penalty", "false-claim-set")
    value = row.siblingAtColumn(VALUE)
    assert value.data() == "50 points" and value.flags() & Qt.ItemFlag.ItemIsEditable
    half = model.find("penalty", "false-mahjong").siblingAtColumn(VALUE)
    assert half.data() == "0.5 of the limit" and half.data(EDIT) == "0.5"
    # refused: the loader's message beside the field, the document as it was
    before = model.document.text
    message = model.try_text(value, "0")
    assert message == "points: must be a whole number from 1 to 1000000000"
    assert model.message(row) == message
    assert model.document.text == before and model.read_only and not model.modified
    assert model.try_text(half, "1.5") == ("limit: must be a part of the limit, more than 0 "
                                           "and at most 1 (0.5: half the limit)")
    # kept: in a copy of the built-in set, every other line as it was
    assert model.setData(value, "60")
    assert value.data() == "60 points" and value.data(EDIT) == "60"
    assert model.message(row) == "" and model.ruleset.id == "bmja-kajongg-house"
    assert model.ruleset.penalty("false-claim-set").points == 60  # type: ignore[union-attr]
    assert model.try_text(half, "0.25") == "" and half.data() == "0.25 of the limit"
    changed = [line for line in model.document.text.splitlines()
               if line not in before.splitlines()]
    assert changed == ['id = "bmja-kajongg-house"', "points = 60", "limit = 0.25"]
    # a penalty has no switch: the loader knows no enabled for penalties
    assert not row.flags() & Qt.ItemFlag.ItemIsUserCheckable


def test_the_copy_of_a_house_set_is_numbered_and_a_house_file_keeps_its_id(
        qapp: Any, tmp_path: Path) -> None:
    text, _ = read_rule_text("norwegian")
    house = text.replace('id = "norwegian"', 'id = "norwegian-house"', 1)
    # the game's own copy of a house set: read-only, its copy numbered
    model = RuleEditorModel(house, "norwegian-house")
    model.read_only = True  # as the editor opens a game's rules
    assert model.copy_id == "norwegian-house-2"
    row = model.find("rule", "exposed-pung-simple")
    assert model.try_text(row.siblingAtColumn(VALUE), "4") == ""
    assert model.ruleset.id == "norwegian-house-2"
    # the house file itself: changed in place, its id kept
    opened = RuleEditorModel(house, "club.toml", tmp_path / "club.toml")
    assert not opened.read_only
    row = opened.find("rule", "exposed-pung-simple")
    assert opened.try_text(row.siblingAtColumn(VALUE), "4") == ""
    assert opened.ruleset.id == "norwegian-house"


@pytest.mark.parametrize("language", ["sv"], indirect=True)
def test_who_pays_a_penalty_is_said_in_the_users_language(language: str) -> None:
    text, path = read_rule_text("bmja-kajongg")
    model = RuleEditorModel(text, path)
    tips = {p.id: model.find("penalty", p.id).data(Qt.ItemDataRole.ToolTipRole)
            for p in model.ruleset.penalties}
    rules = {p.id: p for p in model.ruleset.penalties}
    for penalty_id, tip in tips.items():
        rule = rules[penalty_id]
        payers = "1 spelare" if rule.payers == 1 else f"{rule.payers} spelare"
        payees = "alla andra spelare" if rule.payees is None else \
            "1 spelare" if rule.payees == 1 else f"{rule.payees} spelare"
        assert tip == f"Betalar: {payers}; får: {payees}"
    assert any("alla andra" in tip for tip in tips.values())
