"""The score sheet's header keeps each label's size from its contents: the same as a
header working it out anew, and worked out again when its font changes."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QTableView

from app.sheet_model import GroupHeader, SheetModel
from scoring import load_ruleset
from scoring.games.game import Entry, Game, GameSettings, HandRecord


def sheet(qtbot: Any, players: tuple[str, ...]) -> tuple[QTableView, GroupHeader, SheetModel]:
    game = Game(GameSettings.for_ruleset(players, load_ruleset("norwegian")))
    game.hands.append(HandRecord((Entry(score=10), Entry(score=20), Entry(score=30),
                                  Entry(score=40)), 1))
    view = QTableView()
    qtbot.addWidget(view)
    header = GroupHeader(view)
    view.setHorizontalHeader(header)
    model = SheetModel(view)
    view.setModel(model)
    model.set_game(game)
    return view, header, model


def fresh_sizes(qtbot: Any, view: QTableView, model: SheetModel) -> list[tuple[int, int]]:
    """Each section's size by a header of its own (nothing kept) with the same font."""
    other = QTableView()
    qtbot.addWidget(other)
    header = GroupHeader(other)
    header.setFont(view.horizontalHeader().font())
    other.setHorizontalHeader(header)
    other.setModel(model)
    return [header.sectionSizeFromContents(c).toTuple() for c in range(header.count())]


def test_kept_sizes_are_the_sizes_worked_out_anew(qtbot: Any) -> None:
    view, header, model = sheet(qtbot, ("Anna", "Bo", "Cia", "Dan"))
    view.show()
    qtbot.waitExposed(view)
    kept = [header.sectionSizeFromContents(c).toTuple() for c in range(header.count())]
    again = [header.sectionSizeFromContents(c).toTuple() for c in range(header.count())]
    assert kept == again == fresh_sizes(qtbot, view, model)


def test_a_new_font_sizes_the_labels_anew(qtbot: Any) -> None:
    view, header, model = sheet(qtbot, ("Anna", "Bo", "Cia", "Dan"))
    view.show()
    qtbot.waitExposed(view)
    before = [header.sectionSizeFromContents(c).toTuple() for c in range(header.count())]
    font = header.font()
    font.setPointSizeF(font.pointSizeF() * 1.6)
    header.setFont(font)
    after = [header.sectionSizeFromContents(c).toTuple() for c in range(header.count())]
    assert after != before
    assert after == fresh_sizes(qtbot, view, model)
