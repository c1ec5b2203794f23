"""A person opens a game recorded by an older version whose hands 2 and 3 no longer
score (tests/test_kept_hands.py has the domain side): the window says so, marks the
hands on the sheet, and editing hand 2 by double-click makes it score again."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

from conftest import laptop_window
from gui_person import Person
from message_boxes import message_boxes
from PySide6.QtCore import Qt

from app.main_window import MainWindow
from app.sheet_model import PROBLEM_MARK, WINNER_COLUMN
from scoring.records.storage import Store

FIXTURE = Path(__file__).parent / "data" / "games-before-corrections.sqlite3"


def winner_cells(win: MainWindow) -> list[str]:
    model = Person(win).sheet().model()
    return [str(model.index(row, WINNER_COLUMN).data(Qt.ItemDataRole.DisplayRole))
            for row in range(model.rowCount() - 1)]


def test_a_game_with_hands_that_no_longer_score_opens_and_can_be_mended(
        qtbot: Any, tmp_path: Path) -> None:
    db = tmp_path / "old.sqlite3"
    shutil.copyfile(FIXTURE, db)
    store = Store(db)
    win = laptop_window(qtbot, store)
    with message_boxes() as seen:
        win.open_game(1)
        qtbot.waitUntil(lambda: bool(seen))
    title, text = seen[0]
    assert title == "Hands that no longer score"
    assert "Hand 2: Bo: 2g" in text and "Hand 3: Cecilia: the hand is not complete" in text
    marks = [cell.startswith(PROBLEM_MARK) for cell in winner_cells(win)]
    assert marks == [False, True, True, False]
    tip = Person(win).sheet().model().index(1, WINNER_COLUMN).data(
        Qt.ItemDataRole.ToolTipRole)
    assert "counts as 0 for everyone until you edit it" in tip

    person = Person(win)
    view = person.sheet()
    person.double_click(view.viewport(), view.visualRect(view.model().index(1, 0)).center(),
                        what="edit hand 2")
    field = person.hand_field("Bo")
    assert field.text() == "123p 456p 789p 11z 55s 5s 2g"
    person.click(field)
    person.key(Qt.Key.Key_End, widget=field)
    for _ in range(3):  # " 2g" off the end
        person.key(Qt.Key.Key_Backspace, widget=field)
    assert field.text() == "123p 456p 789p 11z 55s 5s"
    person.winning_tile("Bo", "5s")
    person.click(person.button("Save"), what="save hand 2")
    assert [c.startswith(PROBLEM_MARK) for c in winner_cells(win)] == \
        [False, False, True, False]
    results = store.load_game(1).replay()
    assert results[1].problem is None and results[1].scores[1] > 0
    store.close()
