"""Rescoring the open game under edited rules, through the mouse and the keys: open
the rule editor, change a pung's points, rescore the game (a question first), see the
sheet's total change, Ctrl+Z in the window, see it back; the hand being entered stays
as it was throughout (issue 20)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from conftest import laptop_window
from gui_person import CTRL, Person, tr
from message_boxes import message_boxes
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QMessageBox, QTreeView
from test_gui_flow_rule_editor import a_played_game, edit_value, find_row

from app.rule_editor import RuleEditor
from app.rule_texts import ruleset_name
from scoring.games.game import Entry, HandRecord
from scoring.records.storage import Store
from scoring.rules.ruleset import load_ruleset, read_rule_text


@pytest.fixture
def store(tmp_path: Path) -> Any:
    found = Store(tmp_path / "games.sqlite3")
    yield found
    found.close()


def test_rescore_the_game_under_edited_rules_and_undo_it(qtbot: Any, store: Store) -> None:
    win = laptop_window(qtbot, store, a_played_game())
    person = Person(win)
    sheet = person.sheet()
    model = sheet.model()

    def total() -> list[str]:
        last = model.rowCount() - 1
        return [str(model.index(last, c).data()) for c in range(model.columnCount())]

    played = total()
    # a hand half entered, which the rescoring must leave as it is
    bo = person.hand_field("Bo")
    person.click(bo, what="Bo's hand")
    person.type(bo, "123m 4")
    editor = person.window_from_menu("Game", "Rule editor…", "Rule editor")
    assert isinstance(editor, RuleEditor)
    rescore = person.button(tr("RuleEditor", "Rescore this game under these rules…"), editor)
    assert not rescore.isEnabled()  # the game's own rules
    view = person.named("Rules", QTreeView)
    assert isinstance(view, QTreeView)
    pung = find_row(view.model(), tr("rules", "Exposed pung of 2-8"))
    field = edit_value(person, view, pung, "the pung's value")
    assert field.text() == "2"
    person.type(field, "8")
    person.key(Qt.Key.Key_Return, widget=field)
    qtbot.waitUntil(rescore.isEnabled)
    if os.environ.get("RESCORE_PICTURE"):
        editor.grab().save(os.environ["RESCORE_PICTURE"])

    with message_boxes(QMessageBox.StandardButton.Yes) as boxes:
        person.click(rescore, what="Rescore")
    asked = [text for _title, text in boxes]
    assert len(asked) == 1
    assert "Friday" in asked[0] and \
        tr("RuleEditor", "1 hand scores differently under them.") in asked[0]
    game = store.load_game(1)
    assert next(r for r in game.ruleset.rules if r.id == "exposed-pung-simple").value == 8
    rescored = total()
    assert rescored != played
    assert bo.text() == "123m 4"  # the hand being entered, as it was
    qtbot.waitUntil(lambda: not rescore.isEnabled())  # the game's rules now

    # Edit > Undo in the window: the game's own rules back
    person.activate()
    person.key(Qt.Key.Key_Z, CTRL, win)
    assert store.load_game(1).settings.ruleset_text == read_rule_text("norwegian")[0]
    assert total() == played
    assert person.hand_field("Bo").text() == "123m 4"
    qtbot.waitUntil(rescore.isEnabled)
    with message_boxes(QMessageBox.StandardButton.Discard) as boxes:  # the edit not saved
        person.click(person.button("Close", editor), what="Close")
    asked = [text for _title, text in boxes]
    assert len(asked) == 1


def test_a_hand_the_rules_cannot_score_is_said_and_nothing_changes(
        qtbot: Any, store: Store) -> None:
    game = a_played_game()
    # a second chow: bmja allows one
    game.hands.append(HandRecord((Entry(score=16), Entry(score=8),
                                  Entry(tiles="123m 456m 789s 555p 22s"), Entry(score=26)),
                                 2, "2s"))
    win = laptop_window(qtbot, store, game)
    person = Person(win)
    editor = person.window_from_menu("Game", "Rule editor…", "Rule editor")
    assert isinstance(editor, RuleEditor)
    combo = person.named("Rule set to edit", QComboBox)
    assert isinstance(combo, QComboBox)
    bmja = ruleset_name(load_ruleset("bmja").name)
    person.click(combo, what="the rule sets")
    qtbot.waitUntil(lambda: combo.view().isVisible())
    person.key(Qt.Key.Key_Home, widget=combo.view())
    while combo.view().currentIndex().data() != bmja:
        person.key(Qt.Key.Key_Down, widget=combo.view())
    person.key(Qt.Key.Key_Return, widget=combo.view())
    rescore = person.button(tr("RuleEditor", "Rescore this game under these rules…"), editor)
    qtbot.waitUntil(rescore.isEnabled)
    with message_boxes() as boxes:
        person.click(rescore, what="Rescore")
    assert len(boxes) == 1
    title, text = boxes[0]
    assert title == tr("RuleEditor", "The game cannot be rescored")
    assert text.startswith(tr("RuleEditor", "Hand %1 cannot be scored under these rules: %2")
                           .split("%1")[0] + "3")
    assert store.load_game(1).settings.ruleset_text == read_rule_text("norwegian")[0]
    assert win.undo_stack.count() == 0
    with message_boxes():
        person.click(person.button("Close", editor), what="Close")
