"""The score sheet's columns measured on fewer rows of a long game: as wide as Qt's own
measure of every row (``QTableView.sizeHintForColumn``), shown or not."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtGui import QFont, QStandardItem, QStandardItemModel

from app.sheet_model import MEASURE_EVERY_ROW, GroupHeader, SheetModel, column_width
from app.viewport_size import SizedTableView
from scoring import load_ruleset
from scoring.games.game import Game, GameSettings
from scoring.games.sample_games import random_game


def a_view(qtbot: Any) -> SizedTableView:
    view = SizedTableView()
    qtbot.addWidget(view)
    view.setHorizontalHeader(GroupHeader(view))
    view.resize(900, 500)
    return view


def widths(view: SizedTableView) -> tuple[list[int], list[int]]:
    """Each column's width by :func:`column_width`, and by Qt measuring every row."""
    count = view.model().columnCount()
    return ([column_width(view, c) for c in range(count)],
            [view.sizeHintForColumn(c) for c in range(count)])


@pytest.mark.parametrize("rules", ["norwegian", "bmja", "dmjl"])
def test_a_long_game_s_columns_are_as_wide_as_every_row_needs(qtbot: Any, rules: str) -> None:
    played = random_game(random.Random(rules), load_ruleset(rules), 150)
    # names of very different widths for their length
    game = Game(GameSettings.for_ruleset(("Wim", "iiiiiiiiiiii", "Mmmmmmm", "Li"),
                                         load_ruleset(rules)), hands=played.hands)
    view = a_view(qtbot)
    model = SheetModel(view)
    view.setModel(model)
    model.set_game(game)
    assert model.rowCount() > MEASURE_EVERY_ROW  # measured on fewer rows
    mine, qt = widths(view)
    assert mine == qt
    view.show()
    qtbot.waitExposed(view)
    mine, qt = widths(view)
    assert mine == qt


def test_the_widest_cell_is_found_whatever_its_length_or_font(qtbot: Any) -> None:
    """One bold cell among cells of the same text; a short word wider than longer
    ones; a number whose digits are wider than a longer one's; hidden rows left out
    as Qt leaves them out."""
    model = QStandardItemModel(0, 3)
    rows = [["iiiiiiii", "1111", "7"]] * 100 + [["WWWW", "8888", "7"], ["ii", "-11111", "7"]]
    for texts in rows:
        model.appendRow([QStandardItem(t) for t in texts])
    bold = QFont()
    bold.setBold(True)
    model.item(50, 2).setFont(bold)
    model.appendRow([QStandardItem("WWWWWWWWWWWWWWWW"), QStandardItem("88888888888"),
                     QStandardItem("77777777")])
    view = a_view(qtbot)
    view.setModel(model)
    view.setRowHidden(model.rowCount() - 1, True)
    mine, qt = widths(view)
    assert mine == qt
    normal = QStandardItemModel(0, 1)
    for _ in range(100):
        normal.appendRow([QStandardItem("7")])
    other = a_view(qtbot)
    other.setModel(normal)
    assert mine[2] > other.sizeHintForColumn(0)  # the bold one counted


def test_many_numbers_as_wide_are_measured_on_one_cell_each_width(qtbot: Any) -> None:
    """A balance column of a long game holds hundreds of different numbers of as many
    digits, all about as wide as the widest: each width is measured once, not every
    row by Qt (which a column of more than MEASURED_AT_MOST such texts fell back to),
    and the width is still Qt's."""
    from app.sheet_model import MEASURED_AT_MOST
    rng = random.Random(7)
    numbers = [str(rng.randrange(-99999, 99999)) for _ in range(3 * MEASURED_AT_MOST)]
    model = QStandardItemModel(0, 1)
    for text in numbers:
        model.appendRow([QStandardItem(text)])
    assert len(set(numbers)) > MEASURED_AT_MOST
    view = a_view(qtbot)
    view.setModel(model)
    every_row = view.sizeHintForColumn(0)
    asked: list[int] = []

    def qt_measure(column: int) -> int:
        asked.append(column)
        return every_row

    view.sizeHintForColumn = qt_measure  # type: ignore[method-assign]
    assert column_width(view, 0) == every_row
    assert asked == []  # not measured row by row
