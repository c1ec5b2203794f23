"""The rule editor's widgets one at a time: the What if panel, the comparison of two
rule sets, the editor on a rule file (Save writes it, comments kept) and its question
about unsaved changes. The model alone: tests/test_rule_editor_model.py; the whole
way through the window: tests/test_gui_flow_rule_editor.py."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from message_boxes import message_boxes
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QMessageBox,
    QWidget,
)

from app.rule_diff_view import RuleDiffDialog
from app.rule_editor import RuleEditor
from app.rule_editor_model import VALUE
from app.what_if_panel import BUSY_MS, WhatIfPanel
from scoring.games.game import Entry, Game, GameSettings, HandRecord
from scoring.rules.house_file import set_rule
from scoring.rules.ruleset import load_ruleset, parse_ruleset, read_rule_text

PLAYERS = ("Anna", "Bo", "Cia", "Dan")


def a_game() -> Game:
    game = Game(GameSettings.for_ruleset(PLAYERS, load_ruleset("norwegian")), name="Fri")
    game.hands += [
        HandRecord((Entry(score=16), Entry(score=8),
                    Entry(tiles="123m 456m 789s 555p 22s"), Entry(score=26)), 2, "2s"),
        HandRecord((Entry(tiles="(222p) 555p 777s 999s 22s"), Entry(tiles="(777z)"),
                    Entry(score=0), Entry(tiles="(555p) 77z")), 0, "2s"),
    ]
    return game


def test_the_what_if_panel_under_other_rules(qtbot: Any) -> None:
    game = a_game()
    panel = WhatIfPanel(game)
    qtbot.addWidget(panel)
    panel.show()
    panel.set_rules(load_ruleset("bmja"), now=True)
    assert panel.summary.text() == ("1 hand scores differently; 1 cannot be scored under "
                                    "these rules (counted as 0).")
    rows = {panel.model.index(r, 0).data(): [panel.model.index(r, c).data() for c in (1, 2, 3)]
            for r in range(panel.model.rowCount())}
    assert set(rows) == set(PLAYERS)
    for played, balance, difference in rows.values():
        assert int(balance) - int(played) == int(difference)
    texts = [panel.hands.item(i).text() for i in range(panel.hands.count())]
    assert texts[0].startswith("Hand 1: cannot be scored: ") and "chow" in texts[0]
    assert texts[1].startswith("Hand 2: ")
    item = panel.hands.item(1)
    QTest.mouseClick(panel.hands.viewport(), Qt.MouseButton.LeftButton,
                     pos=panel.hands.visualItemRect(item).center())
    shown = panel.breakdown.toPlainText()
    assert "Hand 2" in shown and "As played (norwegian)" in shown and "What if (bmja)" in shown
    assert all(p in shown for p in PLAYERS)
    # the same rules again: nothing differs
    panel.set_rules(game.ruleset, now=True)
    assert panel.summary.text() == "0 hands score differently."
    assert panel.hands.count() == 0


def test_the_what_if_panel_waits_for_the_typing_to_pause(qtbot: Any) -> None:
    panel = WhatIfPanel(a_game())
    qtbot.addWidget(panel)
    panel.set_rules(load_ruleset("bmja"))
    assert panel.result is None  # not yet
    qtbot.waitUntil(lambda: panel.result is not None)
    assert panel.result.ruleset.id == "bmja"


def test_compare_two_rule_sets_as_a_table(qtbot: Any) -> None:
    text, path = read_rule_text("norwegian")
    edited = parse_ruleset(set_rule(text.replace('id = "norwegian"', 'id = "norwegian-house"',
                                                 1), path, "exposed-pung-simple",
                                    {"points": 8}).text, path)
    dialog = RuleDiffDialog(edited)
    qtbot.addWidget(dialog)
    rows = [[dialog.model.index(r, c).data() for c in range(4)]
            for r in range(dialog.model.rowCount())]
    assert ["The file", "id", "norwegian-house", "norwegian"] in rows
    assert ["Changed", "Exposed pung of 2-8 (exposed-pung-simple): value", "8 points",
            "2 points"] in rows
    assert "1 changed, 0 added, 0 removed" in dialog.message.text()
    b = dialog.combos[1]
    b.setCurrentIndex(b.findData("bmja"))
    dialog.refresh()
    rows = [[dialog.model.index(r, c).data() for c in range(4)]
            for r in range(dialog.model.rowCount())]
    assert any(r[0] == "Only in B" for r in rows) and any(r[0] == "Only in A" for r in rows)
    b.setCurrentIndex(0)
    dialog.refresh()
    assert dialog.message.text() == "norwegian-house and norwegian-house: the same rules"


@pytest.fixture
def rule_file(tmp_path: Path) -> Path:
    text, _ = read_rule_text("norwegian")
    path = tmp_path / "club.toml"
    path.write_text("# our club\n" + text.replace('id = "norwegian"', 'id = "club"', 1),
                    encoding="utf-8")
    return path


def test_a_rule_file_opened_edited_and_saved(qtbot: Any, rule_file: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    editor = RuleEditor(None)
    qtbot.addWidget(editor)
    editor.show()
    assert "No game is open" in editor.what_if.summary.text()
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        lambda *a, **k: (str(rule_file), "Rule files (*.toml)"))
    combo = editor.source_combo
    QTest.mouseClick(combo, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: combo.view().isVisible())
    QTest.keyClick(combo.view(), Qt.Key.Key_End)  # "Open rule file…"
    QTest.keyClick(combo.view(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: combo.currentText() == "club.toml")
    assert editor.model is not None and not editor.model.read_only
    assert str(rule_file) in editor.note.text()
    assert not editor.save_button.isEnabled()
    row = editor.model.find("rule", "exposed-pung-simple")
    assert editor.model.try_text(editor.model.index(row.row(), VALUE, row.parent()), "6") == ""
    assert editor.save_button.isEnabled() and editor.windowTitle().endswith("*")
    QTest.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
    saved = rule_file.read_text(encoding="utf-8")
    assert saved.startswith("# our club\n") and "points = 6" in saved
    assert load_ruleset(str(rule_file)).id == "club"
    assert not editor.save_button.isEnabled()
    assert not list(rule_file.parent.glob(".*.tmp"))


def test_a_file_that_is_not_a_rule_file_is_refused_in_words(
        qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text("id = [", encoding="utf-8")
    editor = RuleEditor(None)
    qtbot.addWidget(editor)
    editor.show()
    before = editor.model.ruleset.id if editor.model else None
    with message_boxes() as boxes:
        assert not editor.open_file(bad)
    [(title, text)] = boxes
    assert title == "Cannot open the rules" and "bad.toml" in text and "TOML" in text
    assert editor.model is not None and editor.model.ruleset.id == before


@contextlib.contextmanager
def answering_question(button: QMessageBox.StandardButton) -> Iterator[list[str]]:
    said: list[str] = []

    def look() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox) and box.isVisible():
            said.append(box.text())
            QTest.mouseClick(box.button(button), Qt.MouseButton.LeftButton)
    timer = QTimer()
    timer.setInterval(20)
    timer.timeout.connect(look)
    timer.start()
    try:
        yield said
    finally:
        timer.stop()


def test_unsaved_changes_are_not_lost_without_a_question(qtbot: Any) -> None:
    editor = RuleEditor(a_game())
    qtbot.addWidget(editor)
    editor.show()
    assert editor.model is not None
    row = editor.model.find("rule", "exposed-pung-simple")
    assert editor.model.try_text(editor.model.index(row.row(), VALUE, row.parent()), "6") == ""
    with answering_question(QMessageBox.StandardButton.Cancel) as said:
        editor.close()
    assert said == ["Save the changes to the rules first?"]
    assert editor.isVisible() and editor.model.modified
    combo: QComboBox = editor.source_combo
    with answering_question(QMessageBox.StandardButton.Discard) as said:
        combo.activated.emit(combo.findData("bmja"))
    assert said and editor.model.ruleset.id == "bmja"


def test_a_rules_parameters_are_a_form_made_from_its_conditions_declaration(
        qtbot: Any) -> None:
    from PySide6.QtWidgets import QCheckBox, QLineEdit, QSpinBox

    from app.rule_add_dialog import AddRuleDialog
    from app.rule_editor_model import RuleEditorModel
    text, path = read_rule_text("norwegian")
    model = RuleEditorModel(text, path)
    dialog = AddRuleDialog(model)
    qtbot.addWidget(dialog)
    dialog.show()

    def field(name: str) -> Any:
        [found] = [w for w in dialog.params_box.findChildren(QWidget)
                   if w.accessibleName() == name]
        return found
    combo = dialog.condition_combo
    assert {type(field(n)) for n in ("kind", "exposure", "tiles")} == {QComboBox}  # meld
    assert field("exposure").currentText() == "any"  # the function's default
    combo.setCurrentIndex(combo.findData("east-streak"))
    assert isinstance(field("wins"), QSpinBox)
    combo.setCurrentIndex(combo.findData("fully-concealed"))
    assert isinstance(field("claimed_kong"), QCheckBox) and field("claimed_kong").isChecked()
    combo.setCurrentIndex(combo.findData("source"))
    assert isinstance(field("sources"), QLineEdit)
    labels = [dialog.params_form.itemAt(i, QFormLayout.ItemRole.LabelRole).widget().text()
              for i in range(dialog.params_form.rowCount())]
    assert labels == ["sources (required):"]
    # a rule checked as typed, added only when the file takes it
    QTest.keyClicks(dialog.id_edit, "from-the-wall")
    QTest.keyClicks(dialog.name_edit, "From the wall")
    assert "sources" in dialog.check()  # required, not given
    QTest.keyClicks(field("sources"), "wall")
    assert dialog.check() == ""
    dialog.value_edit.clear()
    QTest.keyClicks(dialog.value_edit, "-1")
    assert "points" in dialog.check() and "-1" in dialog.message.text()
    dialog.value_edit.clear()
    QTest.keyClicks(dialog.value_edit, "2")
    dialog.applies_combo.setCurrentIndex(dialog.applies_combo.findData("winner"))
    assert dialog.check() == ""
    QTest.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)
    assert dialog.added == "from-the-wall" and not dialog.isVisible()
    rule = next(r for r in model.ruleset.rules if r.id == "from-the-wall")
    assert rule.params == {"sources": ["wall"]} and rule.applies == "winner"
    assert rule.value == 2 and rule.kind == "points"


def test_the_season_under_the_edited_rules_when_asked(qtbot: Any) -> None:
    from scoring.records.season import Copy
    game = a_game()
    other = Game(GameSettings.for_ruleset(("Eva", "Fay", "Gus", "Hal"),
                                          load_ruleset("norwegian")), name="Sat")
    other.hands.append(HandRecord((Entry(tiles="(555p) 77z"), Entry(score=8),
                                   Entry(score=0), Entry(score=4)), None))
    asked: list[int] = []

    def season() -> list[Copy]:
        asked.append(1)
        return [Copy(game, "db #1"), Copy(other, "db #2")]
    panel = WhatIfPanel(game, season)
    qtbot.addWidget(panel)
    panel.show()
    panel.set_rules(load_ruleset("bmja"), now=True)
    names = {panel.model.index(r, 0).data() for r in range(panel.model.rowCount())}
    assert names == set(PLAYERS) and not asked  # the open game alone, the season not read
    QTest.mouseClick(panel.season_box, Qt.MouseButton.LeftButton)  # computed aside
    qtbot.waitUntil(lambda: panel.result is not None and len(panel.result.games) == 2)
    names = {panel.model.index(r, 0).data() for r in range(panel.model.rowCount())}
    assert names == {*PLAYERS, "Eva", "Fay", "Gus", "Hal"} and asked == [1]
    assert panel.result is not None and len(panel.result.games) == 2
    panel.set_rules(load_ruleset("norwegian"), now=True)
    assert asked == [1]  # read once
    assert panel.summary.text() == "0 hands score differently."


def test_the_last_rules_given_are_the_ones_shown(qtbot: Any) -> None:
    panel = WhatIfPanel(a_game())
    qtbot.addWidget(panel)
    rulesets = [load_ruleset(r) for r in ("bmja", "norwegian", "bmja")]
    house = parse_ruleset(set_rule(read_rule_text("norwegian")[0], "house.toml",
                                   "exposed-pung-simple", {"points": 8}).text, "house.toml")
    for rs in rulesets:
        panel.set_rules(rs)
        qtbot.wait(60)  # past the pause: a computation starts aside
    panel.set_rules(house)
    qtbot.waitUntil(lambda: panel.result is not None and panel.result.ruleset is house)
    qtbot.wait(300)  # no computation under older rules comes after
    assert panel.result is not None and panel.result.ruleset is house
    assert panel.summary.text() == "1 hand scores differently."


@contextlib.contextmanager
def an_edit_over_the_window(qtbot: Any, tmp_path: Path) -> Iterator[tuple[Any, RuleEditor]]:
    """The main window on :func:`a_game` with a database of its own, and the rule
    editor over it with a pung's value changed (not saved)."""
    from conftest import laptop_window

    from app.rule_editor import open_rule_editor
    from scoring.records.storage import Store
    with Store(tmp_path / "games.sqlite3") as store:
        win = laptop_window(qtbot, store, a_game())
        editor = open_rule_editor(win)
        assert editor.model is not None
        row = editor.model.find("rule", "exposed-pung-simple")
        assert editor.model.try_text(editor.model.index(row.row(), VALUE, row.parent()),
                                     "6") == ""
        yield win, editor


def test_closing_the_window_asks_about_the_rules_not_saved(qtbot: Any, tmp_path: Path) -> None:
    with an_edit_over_the_window(qtbot, tmp_path) as (win, editor):
        with answering_question(QMessageBox.StandardButton.Cancel) as said:
            assert not win.close()
        assert said == ["Save the changes to the rules first?"]
        assert win.isVisible() and editor.isVisible()
        with answering_question(QMessageBox.StandardButton.Discard) as said:
            assert win.close()
        assert said == ["Save the changes to the rules first?"]


def test_the_what_if_panel_follows_the_windows_game(qtbot: Any, tmp_path: Path) -> None:
    with an_edit_over_the_window(qtbot, tmp_path) as (win, editor):
        qtbot.waitUntil(lambda: editor.what_if.hands.count() == 1)
        # a hand recorded in the window: the panel computes the game again
        win.session.record(HandRecord((Entry(tiles="(222s) 77z"), Entry(score=8),
                                       Entry(score=0), Entry(score=4)), None))
        qtbot.waitUntil(lambda: editor.what_if.hands.count() == 2)
        assert editor.what_if.result is not None
        assert len(editor.what_if.result.games[0].figures) == 3
        win.open_game(None)
        assert "No game is open" in editor.what_if.summary.text()
        with answering_question(QMessageBox.StandardButton.Discard):
            assert editor.close()


@pytest.mark.parametrize("language", ["sv"], indirect=True)
def test_a_refused_value_is_said_beside_its_field_in_swedish(qtbot: Any, language: str) -> None:
    from PySide6.QtWidgets import QLabel, QLineEdit, QTreeView

    from app.rule_texts import rule_name
    editor = RuleEditor(a_game())
    qtbot.addWidget(editor)
    editor.show()
    editor.activateWindow()
    assert QTest.qWaitForWindowActive(editor)
    assert editor.model is not None
    view = editor.view
    assert isinstance(view, QTreeView)
    row = editor.model.find("rule", "exposed-pung-simple")
    value = row.siblingAtColumn(VALUE)
    view.scrollTo(value)
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.visualRect(value).center())
    QTest.keyClick(view, Qt.Key.Key_F2)
    field = QApplication.focusWidget()
    assert isinstance(field, QLineEdit) and field.text() == "2"
    QTest.keyClick(field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(field, "-1")
    said = "points: väntade ett heltal från 0 till 1000, inte -1"
    assert row.siblingAtColumn(3).data() == said
    [label] = [w for w in editor.findChildren(QLabel)
               if w.accessibleName() == "Rule editor message"]
    assert label.text() == f"{rule_name('Exposed pung of 2-8')}: {said}"
    assert label.isVisible()
    QTest.keyClick(field, Qt.Key.Key_Backspace)
    QTest.keyClicks(field, "1.5")  # "-1.5": a decimal number, in words of the language
    assert row.siblingAtColumn(3).data() == ("points: väntade ett heltal från 0 till 1000, "
                                             "inte ett decimaltal")
    QTest.keyClick(field, Qt.Key.Key_Escape)
    assert editor.model.read_only and not editor.model.modified  # nothing was kept


def test_a_house_file_is_edited_in_place_and_saved_as_a_numbered_copy(
        qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    text, _ = read_rule_text("norwegian")
    club = tmp_path / "club.toml"
    club.write_text(text.replace('id = "norwegian"', 'id = "norwegian-house"', 1),
                    encoding="utf-8")
    editor = RuleEditor(None)
    qtbot.addWidget(editor)
    editor.show()
    assert editor.open_file(club) and editor.model is not None
    assert not editor.model.read_only and "(id norwegian-house)" in editor.note.text()
    row = editor.model.find("rule", "exposed-pung-simple")
    assert editor.model.try_text(row.siblingAtColumn(VALUE), "6") == ""
    assert editor.model.ruleset.id == "norwegian-house"  # in place: its id kept
    # Save as: a copy of the house set, numbered
    asked: list[str] = []
    second = tmp_path / "second.toml"

    def save_name(*args: Any, **kwargs: Any) -> tuple[str, str]:
        asked.append(args[2])
        return str(second), "Rule files (*.toml)"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_name)
    QTest.mouseClick(editor.save_as_button, Qt.MouseButton.LeftButton)
    assert Path(asked[0]).name == "norwegian-house-2.toml"
    assert load_ruleset(str(second)).id == "norwegian-house-2"
    assert "points = 6" in second.read_text(encoding="utf-8")
    assert load_ruleset(str(club)).id == "norwegian-house"  # the file copied as it was
    assert editor.model.file == second and "(id norwegian-house-2)" in editor.note.text()
    # the first file chosen again in the list: edited in place, no copy started
    combo = editor.source_combo
    combo.activated.emit(combo.findData(str(club)))
    assert editor.model.file == club and not editor.model.read_only
    row = editor.model.find("rule", "exposed-pung-simple")
    assert editor.model.try_text(row.siblingAtColumn(VALUE), "7") == ""
    assert editor.model.ruleset.id == "norwegian-house"
    QTest.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
    assert "points = 7" in club.read_text(encoding="utf-8")
    assert load_ruleset(str(club)).id == "norwegian-house"


def test_a_numbered_copy_is_compared_with_the_built_in_set_it_came_from(qtbot: Any) -> None:
    text, path = read_rule_text("norwegian")
    copy = parse_ruleset(text.replace('id = "norwegian"', 'id = "norwegian-house-2"', 1), path)
    dialog = RuleDiffDialog(copy)
    qtbot.addWidget(dialog)
    assert dialog.combos[1].currentData() == "norwegian"


def test_a_long_computation_is_said_while_it_runs(qtbot: Any,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """A season long to rescore: the summary says it is computing, then the result;
    a quick one shows no such word (no flicker at each keystroke)."""
    import threading

    from scoring.records.what_if import WhatIf
    rescore = WhatIf.rescore
    release = threading.Event()

    def slow(self: WhatIf, ruleset: Any, path: str = "") -> Any:
        release.wait(5)
        return rescore(self, ruleset, path)
    panel = WhatIfPanel(a_game())
    qtbot.addWidget(panel)
    panel.show()
    panel.set_rules(load_ruleset("norwegian"), now=True)
    monkeypatch.setattr(WhatIf, "rescore", slow)
    panel.set_rules(load_ruleset("bmja"))
    qtbot.waitUntil(lambda: "Computing" in panel.summary.text())
    release.set()
    qtbot.waitUntil(lambda: panel.result is not None and panel.result.ruleset.id == "bmja")
    assert "Computing" not in panel.summary.text()
    monkeypatch.setattr(WhatIf, "rescore", rescore)
    panel.set_rules(load_ruleset("norwegian"))
    qtbot.waitUntil(lambda: panel.result is not None and panel.result.ruleset.id == "norwegian")
    qtbot.wait(BUSY_MS + 100)  # past the time it would be said
    assert "Computing" not in panel.summary.text()
