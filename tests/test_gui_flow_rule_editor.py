"""The rule editor driven end to end through the mouse and the keys: open the game's
rules, change a pung's points, see the What if standings change, save the house rules,
start a game with the saved file (issue 20)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import laptop_window
from gui_person import CTRL, Person, tr
from message_boxes import message_boxes
from modal_dialogs import answering
from PySide6.QtCore import QAbstractItemModel, QModelIndex, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QFileDialog,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableView,
    QTreeView,
)

from app.rule_editor import RuleEditor
from app.settings import AppSettings
from scoring.games.game import Entry, Game, GameSettings, HandRecord
from scoring.records.storage import Store
from scoring.rules.ruleset import load_ruleset

PLAYERS = ("Anna", "Bo", "Cia", "Dan")


def a_played_game() -> Game:
    game = Game(GameSettings.for_ruleset(PLAYERS, load_ruleset("norwegian")), name="Friday")
    game.hands += [
        HandRecord((Entry(tiles="(222p) 555p 777s 999s 22s"), Entry(tiles="(777z)"),
                    Entry(score=0), Entry(tiles="(555p) 77z")), 0, "2s"),
        HandRecord((Entry(score=4), Entry(score=8), Entry(score=0), Entry(score=2)), None),
    ]
    return game


def find_row(model: QAbstractItemModel, text: str) -> QModelIndex:
    found = model.match(model.index(0, 0), Qt.ItemDataRole.DisplayRole, text, 1,
                        Qt.MatchFlag.MatchExactly | Qt.MatchFlag.MatchRecursive)
    assert len(found) == 1, text
    return found[0]


def edit_value(person: Person, view: QTreeView, row: QModelIndex, what: str) -> QLineEdit:
    """The value of ``row`` opened for editing as a person does it (a click on it,
    F2) and all of it selected (Ctrl+A), ready to be typed over: its field."""
    value = row.siblingAtColumn(1)
    view.scrollTo(value)
    person.click(view.viewport(), view.visualRect(value).center(), what)
    person.key(Qt.Key.Key_F2, widget=view)
    field = QApplication.focusWidget()
    assert isinstance(field, QLineEdit)
    shown = field.text()
    person.key(Qt.Key.Key_A, CTRL, widget=field)
    assert field.text() == shown
    return field


def standings(table: QTableView) -> dict[str, tuple[str, str, str]]:
    m = table.model()
    return {str(m.index(r, 0).data()): tuple(str(m.index(r, c).data()) for c in (1, 2, 3))
            for r in range(m.rowCount())}  # type: ignore[misc]


@pytest.fixture
def settings_put_back() -> Iterator[None]:
    """What the program remembers (the new game's rule file and players, the last
    folder) is put back as it was after the test: the next tests open the new game
    dialog on the rule set they expect, not on a file gone with this test's folder."""
    q = AppSettings().q
    saved = {key: q.value(key) for key in q.allKeys()}
    yield
    q.clear()
    for key, value in saved.items():
        q.setValue(key, value)
    q.sync()


@pytest.fixture
def store(tmp_path: Path) -> Any:
    found = Store(tmp_path / "games.sqlite3")
    yield found
    found.close()


def test_edit_the_games_rules_see_the_standings_save_and_start_a_game(
        qtbot: Any, store: Store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        settings_put_back: None) -> None:
    win = laptop_window(qtbot, store, a_played_game())
    person = Person(win)
    editor = person.window_from_menu("Game", "Rule editor…", "Rule editor")
    assert isinstance(editor, RuleEditor)
    assert "read-only" in person.named("Rule editor note").text()  # type: ignore[attr-defined]
    table = person.named("What if standings", QTableView)
    assert isinstance(table, QTableView)
    assert {d for _, _, d in standings(table).values()} == {"+0"}  # as played
    view = person.named("Rules", QTreeView)
    assert isinstance(view, QTreeView)
    pung = find_row(view.model(), tr("rules", "Exposed pung of 2-8"))
    assert pung.siblingAtColumn(1).data() == "2 points"
    field = edit_value(person, view, pung, "the pung's value")
    assert field.text() == "2"
    # a value the file cannot take: the message beside the field, nothing changed
    person.type(field, "-1")
    message = str(pung.siblingAtColumn(3).data())
    assert "whole number" in message and "-1" in message
    said = person.named("Rule editor message").text()  # type: ignore[attr-defined]
    assert said == f"{tr('rules', 'Exposed pung of 2-8')}: {message}"
    assert {d for _, _, d in standings(table).values()} == {"+0"}
    person.key(Qt.Key.Key_A, CTRL, widget=field)
    person.type(field, "8")
    person.key(Qt.Key.Key_Return, widget=field)
    assert pung.siblingAtColumn(1).data() == "8 points"
    assert pung.siblingAtColumn(3).data() == ""
    assert not [w for w in editor.findChildren(QLabel)
                if w.accessibleName() == "Rule editor message" and w.isVisible()]
    qtbot.waitUntil(lambda: {d for _, _, d in standings(table).values()} != {"+0"})
    played = standings(table)
    assert sum(int(d) for _, _, d in played.values()) == 0  # what one wins another pays
    hands = person.named("Hands scoring differently")
    assert hands.count() == 1  # type: ignore[attr-defined]
    assert "Hand 1" in hands.item(0).text()  # type: ignore[attr-defined]
    assert "(id norwegian-house)" in person.named("Rule editor note").text()  # type: ignore[attr-defined]
    # Save: a copy of a built-in set is saved as a new file
    saved = tmp_path / "club.toml"
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *a, **k: (str(saved), "Rule files (*.toml)"))
    person.click(person.button("Save", editor), what="Save")
    house = load_ruleset(str(saved))
    assert house.id == "norwegian-house"
    assert next(r for r in house.rules if r.id == "exposed-pung-simple").value == 8
    assert load_ruleset("norwegian").id == "norwegian"
    assert store.load_game(1).ruleset.id == "norwegian"  # the game keeps its rules
    with message_boxes() as boxes:
        person.click(person.button("Close", editor), what="Close")
    assert boxes == []
    qtbot.waitUntil(lambda: not [e for e in win.findChildren(RuleEditor) if e.isVisible()])

    # a new game with the saved file
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        lambda *a, **k: (str(saved), "Rule files (*.toml)"))

    def start(dialog: QDialog) -> None:
        rules = next(c for c in dialog.findChildren(QComboBox)
                     if c.findText(tr("NewGameDialog", "Load rule file…")) >= 0)
        QTest.mouseClick(rules, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: rules.view().isVisible())
        QTest.keyClick(rules.view(), Qt.Key.Key_End)  # "Load rule file…"
        QTest.keyClick(rules.view(), Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: "club.toml" in rules.currentText())
        edits = [e for e in dialog.findChildren(QLineEdit)
                 if e.placeholderText() in (tr("NewGameDialog", "name"),
                                            tr("NewGameDialog", "(empty seat)"))]
        for edit, name in zip(edits, PLAYERS, strict=True):
            QTest.mouseClick(edit, Qt.MouseButton.LeftButton)
            QTest.keyClick(edit, Qt.Key.Key_A, CTRL)
            QTest.keyClicks(edit, name)
        ok = next(b for b in dialog.findChildren(QPushButton)
                  if b.text().replace("&", "") == tr("NewGameDialog", "Start game"))
        QTest.mouseClick(ok, Qt.MouseButton.LeftButton)

    with answering(start) as answered:
        person.menu("Game", "New game…")
    assert answered
    game = win.game
    assert game is not None and game.id != 1
    assert game.ruleset.id == "norwegian-house"
    assert next(r for r in game.ruleset.rules if r.id == "exposed-pung-simple").value == 8
    assert AppSettings().ruleset == str(saved)  # remembered (put back after the test)


def test_change_a_penalty_of_a_built_in_set_and_save_it_as_house_rules(
        qtbot: Any, store: Store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        settings_put_back: None) -> None:
    win = laptop_window(qtbot, store, a_played_game())
    person = Person(win)
    editor = person.window_from_menu("Game", "Rule editor…", "Rule editor")
    assert isinstance(editor, RuleEditor)
    # the Kajongg reading of the BMJA rules, which names penalties, chosen in the list
    combo = person.named("Rule set to edit", QComboBox)
    assert isinstance(combo, QComboBox)
    kajongg = tr("rulesets", "British (BMJA as Kajongg scores it)")
    person.click(combo, what="the list of rule sets")
    qtbot.waitUntil(lambda: combo.view().isVisible())
    for _ in range(combo.findText(kajongg) - combo.currentIndex()):
        person.key(Qt.Key.Key_Down, widget=combo.view())
    person.key(Qt.Key.Key_Return, widget=combo.view())
    qtbot.waitUntil(lambda: combo.currentText() == kajongg)
    view = person.named("Rules", QTreeView)
    assert isinstance(view, QTreeView)
    penalty = find_row(view.model(), tr("rules", "False Naming of Discard, Claimed for "
                                                  "Chow/Pung/Kong"))
    assert penalty.siblingAtColumn(1).data() == "50 points"
    field = edit_value(person, view, penalty, "the penalty's amount")
    assert field.text() == "50"
    person.type(field, "0")  # no penalty of nothing: the loader's message beside it
    assert penalty.siblingAtColumn(3).data() == ("points: must be a whole number from 1 to "
                                                 "1000000000")
    assert "read-only" in person.named("Rule editor note").text()  # type: ignore[attr-defined]
    person.key(Qt.Key.Key_A, CTRL, widget=field)
    person.type(field, "60")
    person.key(Qt.Key.Key_Return, widget=field)
    assert penalty.siblingAtColumn(1).data() == "60 points"
    assert penalty.siblingAtColumn(3).data() == ""
    assert "(id bmja-kajongg-house)" in person.named(
        "Rule editor note").text()  # type: ignore[attr-defined]
    saved = tmp_path / "kajongg.toml"
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *a, **k: (str(saved), "Rule files (*.toml)"))
    person.click(person.button("Save", editor), what="Save")
    house = load_ruleset(str(saved))
    assert house.id == "bmja-kajongg-house"
    found = house.penalty("false-claim-set")
    assert found is not None and found.points == 60
    built_in = load_ruleset("bmja-kajongg").penalty("false-claim-set")
    assert built_in is not None and built_in.points == 50
    with message_boxes() as boxes:
        person.click(person.button("Close", editor), what="Close")
    assert boxes == []
