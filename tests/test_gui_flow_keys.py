"""The game's keys reach the game wherever the cursor was left (issue 16, A1): after
Record or Save, Ctrl+Z undoes that hand, Ctrl+Shift+Z and Ctrl+Y redo it, Ctrl+E
exports; a hand field keeps no undo history of the hand before, and the cursor is in
the highlighted player's field. Keys go to the focused widget, as a keyboard sends
them."""

from __future__ import annotations

from pathlib import Path

from conftest import PLAYERS, stored
from gui_person import CTRL, SHIFT, Person
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit

from app.main_window import MainWindow


def hands(win: MainWindow) -> int:
    return len(stored(win).hands)


def drawn_hand_typed(person: Person, scores: tuple[str, ...] = ("10", "20", "30", "40")
                     ) -> None:
    """Four typed scores, a drawn hand, then the cursor back in Dag's field."""
    for player, score in zip(PLAYERS, scores, strict=True):
        person.type_hand(player, score)
    person.choose_winner("Drawn")
    person.click(person.hand_field("Dag"))


def assert_cursor_on_highlighted(win: MainWindow, person: Person, player: str) -> None:
    field = QApplication.focusWidget()
    assert field is person.hand_field(player)
    assert PLAYERS[win.entry.shown.active] == player
    assert isinstance(field, QLineEdit) and field.text() == ""
    assert not field.isUndoAvailable()


def test_ctrl_z_after_record_undoes_the_hand(window: MainWindow) -> None:
    win = window
    person = Person(win)
    drawn_hand_typed(person)
    person.key(Qt.Key.Key_Return, CTRL)  # in Dag's field
    assert hands(win) == 1
    assert_cursor_on_highlighted(win, person, "Anna")
    # every field is empty and has nothing to undo
    for player in PLAYERS:
        assert not person.hand_field(player).isUndoAvailable()
    person.key(Qt.Key.Key_Z, CTRL)
    assert hands(win) == 0
    assert person.hand_field("Anna").text() == ""  # no typed score came back
    person.key(Qt.Key.Key_Z, CTRL | SHIFT)
    assert hands(win) == 1
    person.key(Qt.Key.Key_Z, CTRL)
    person.key(Qt.Key.Key_Y, CTRL)
    assert hands(win) == 1
    # what the person typed since is undone first, then the hand
    person.type(person.hand_field("Anna"), "12")
    person.key(Qt.Key.Key_Z, CTRL)
    assert hands(win) == 1 and person.hand_field("Anna").text() == ""
    person.key(Qt.Key.Key_Z, CTRL)
    assert hands(win) == 0
    assert win.sheet_model.hand_count() == 0


def test_a_typed_score_box_left_focused(window: MainWindow) -> None:
    """The cursor in Dag's score box (hidden after Record) ends in Anna's field."""
    win = window
    person = Person(win)
    for player, score in zip(PLAYERS[:3], ("10", "20", "30"), strict=True):
        person.type_hand(player, score)
    person.choose_winner("Drawn")
    person.click(person.named("Dag types the score"))
    person.type(QApplication.focusWidget(), "8")  # the score box took the cursor
    person.key(Qt.Key.Key_Return, CTRL)
    assert hands(win) == 1 and stored(win).hands[0].entries[3].score == 8
    assert_cursor_on_highlighted(win, person, "Anna")
    person.key(Qt.Key.Key_Z, CTRL)
    assert hands(win) == 0


def test_ctrl_z_after_save_undoes_the_edit(window: MainWindow) -> None:
    win = window
    person = Person(win)
    drawn_hand_typed(person)
    person.key(Qt.Key.Key_Return, CTRL)
    view = person.sheet()
    person.double_click(view.viewport(), view.visualRect(view.model().index(0, 0)).center())
    person.key(Qt.Key.Key_4, CTRL)
    person.type(person.hand_field("Dag"), "12")
    person.key(Qt.Key.Key_Return, CTRL)  # Save, from Dag's field
    assert stored(win).hands[0].entries[3].score == 12
    assert_cursor_on_highlighted(win, person, "Anna")
    person.key(Qt.Key.Key_Z, CTRL)
    assert stored(win).hands[0].entries[3].score == 40
    person.key(Qt.Key.Key_Y, CTRL)
    assert stored(win).hands[0].entries[3].score == 12


def test_ctrl_e_from_a_hand_field_exports(window: MainWindow, tmp_path: Path,  # type: ignore[no-untyped-def]
                                          monkeypatch) -> None:
    from openpyxl import load_workbook
    from PySide6.QtWidgets import QFileDialog
    win = window
    person = Person(win)
    drawn_hand_typed(person)
    person.key(Qt.Key.Key_Return, CTRL)
    xlsx = tmp_path / "night.xlsx"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(xlsx), ""))
    assert isinstance(QApplication.focusWidget(), QLineEdit)
    person.key(Qt.Key.Key_E, CTRL)
    assert load_workbook(xlsx).sheetnames
    # and from a field with text in it
    person.type(person.hand_field("Anna"), "123m")
    xlsx.unlink()
    person.key(Qt.Key.Key_E, CTRL)
    assert xlsx.exists()
