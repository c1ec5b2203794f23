"""Penalties in the window: Game > Record penalty as a player uses it (flow tests),
and the dialog, the sheet, the payment matrix and the report on their own."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("PySide6.QtWidgets")
pytest.importorskip("pytestqt")

from conftest import PLAYERS, laptop_window, stored
from gui_person import Person
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QPushButton,
    QSpinBox,
    QWidget,
)

from app.main_window import MainWindow
from app.penalty_dialog import PenaltyDialog
from app.report import game_report_html
from scoring.games.game import Entry, Game, GameSettings, HandRecord
from scoring.records.storage import Store
from scoring.rules.penalty import Penalty
from scoring.rules.ruleset import load_ruleset, parse_ruleset

#: two of bmja's penalties (bmja.md 128-129) added to a rule set with limit 1000
PENALTIES = '''
[[penalty]]
id = "false-claim-set"
name = "False Naming of Discard, Claimed for Chow/Pung/Kong"
points = 50
source = "bmja.md:128"

[[penalty]]
id = "false-mahjong"
name = "False Declaration of Mah Jongg by One Player"
limit = 0.5
payers = 1
payees = "others"
source = "bmja.md:129"
'''


def house_game() -> Game:
    rs = parse_ruleset(load_ruleset("millington").text + PENALTIES, "house.toml")
    return Game(GameSettings.for_ruleset(PLAYERS, rs), name="Penalty night")


@pytest.fixture
def win(qtbot: Any, tmp_path: Path) -> Iterator[MainWindow]:
    store = Store(tmp_path / "games.sqlite3")
    yield laptop_window(qtbot, store, house_game())
    store.close()


def choose(win: MainWindow, menu: str, item: str) -> None:
    """Choose ``menu > item`` on the menu bar with the mouse, as a person does."""
    Person(win).menu(menu, item)


def named(parent: QWidget, kind: type, name: str) -> Any:
    found = [w for w in parent.findChildren(kind) if w.accessibleName() == name]
    assert len(found) == 1, name
    return found[0]


def button(parent: QWidget, text: str) -> QPushButton:
    found = [b for b in parent.findChildren(QPushButton)
             if b.text().replace("&", "") == text]
    assert len(found) == 1, text
    return found[0]


def open_dialog(qtbot: Any, win: MainWindow) -> PenaltyDialog:
    choose(win, "Game", "Record penalty…")
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), PenaltyDialog))
    dialog = QApplication.activeModalWidget()
    assert isinstance(dialog, PenaltyDialog)
    return dialog


def type_amount(dialog: QDialog, amount: int) -> None:
    spin = named(dialog, QSpinBox, "Amount")
    dialog.activateWindow()  # as a window manager makes a new dialog active
    QApplication.processEvents()
    QTest.keyClick(dialog, Qt.Key.Key_A, Qt.KeyboardModifier.AltModifier)  # its label: &Amount
    assert spin.hasFocus()
    QTest.keyClick(spin, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(spin, str(amount))


def test_record_a_penalty_through_the_menu(qtbot: Any, win: MainWindow) -> None:
    dialog = open_dialog(qtbot, win)
    ok = button(dialog, "Record penalty")
    assert not ok.isEnabled()  # nobody pays yet
    # the offence: false declaration of mah-jong (the second in the list)
    offence = named(dialog, QComboBox, "Offence")
    QTest.keyClick(dialog, Qt.Key.Key_O, Qt.KeyboardModifier.AltModifier)  # &Offence
    assert offence.hasFocus()
    QTest.keyClick(offence, Qt.Key.Key_Down)
    QTest.keyClick(offence, Qt.Key.Key_Down)
    assert offence.currentText() == "False Declaration of Mah Jongg by One Player " \
                                    "(498 points)"
    assert named(dialog, QSpinBox, "Amount").value() == 498
    QTest.mouseClick(named(dialog, QCheckBox, "Bjørn pays"), Qt.MouseButton.LeftButton)
    summary = next(w for w in dialog.findChildren(QWidget) if w.accessibleName() ==
               "Who pays whom")
    assert summary.text() == ("False Declaration of Mah Jongg by One Player: Bjørn pays "  # type: ignore[attr-defined]
                              "498; Anna, Cecilie, Dag get 166 each")
    assert ok.isEnabled()
    QTest.mouseClick(ok, Qt.MouseButton.LeftButton)
    game = stored(win)
    assert game.hands == [HandRecord.of_penalty(Penalty((1,), (0, 2, 3), 498,
                                                        "false-mahjong"))]
    # the sheet: Bjørn's score column says penalty, the +/- and balances follow
    model = win.sheet_model
    assert model.hand_count() == 1
    assert model.index(0, model.column(1, 0)).data() == "penalty"
    assert model.index(0, model.column(0, 0)).data() == ""
    assert model.index(0, 2).data() == "penalty"  # the winner column
    assert [model.index(0, model.column(p, 1)).data() for p in range(4)] == [
        "+166", "-498", "+166", "+166"]
    assert "Bjørn pays 498" in model.index(0, 0).data(Qt.ItemDataRole.ToolTipRole)
    # the payment matrix: Bjørn pays each of the others 166
    pm = win.payment_model
    assert [pm.index(1, c).data() for c in range(4)] == ["166", "—", "166", "166"]
    assert pm.index(1, 0).data(Qt.ItemDataRole.ToolTipRole) == "498/3 = 166"
    # East keeps the deal: the next hand is still Anna's deal
    assert win.game is not None and win.game.next_seating().dealer == 0  # type: ignore[union-attr]
    # Edit > Undo takes it off the disk, Redo brings it back
    choose(win, "Edit", "Undo Record penalty")
    assert stored(win).hands == [] and model.hand_count() == 0
    choose(win, "Edit", "Redo Record penalty")
    assert len(stored(win).hands) == 1


def test_correct_a_penalty_by_double_clicking_its_row(qtbot: Any, win: MainWindow) -> None:
    dialog = open_dialog(qtbot, win)
    QTest.mouseClick(named(dialog, QCheckBox, "Dag pays"), Qt.MouseButton.LeftButton)
    everyone = next(b for b in dialog.findChildren(QCheckBox)
                if b.text().replace("&", "") == "Paid to every other player")
    # on its box, not in the middle of its row (the box is wider than its text)
    QTest.mouseClick(everyone, Qt.MouseButton.LeftButton, pos=QPoint(8, everyone.height() // 2))
    assert not everyone.isChecked()
    QTest.mouseClick(named(dialog, QCheckBox, "Anna receives"), Qt.MouseButton.LeftButton)
    type_amount(dialog, 30)
    QTest.mouseClick(button(dialog, "Record penalty"), Qt.MouseButton.LeftButton)
    assert stored(win).hands[0].penalty == Penalty((3,), (0,), 30)
    # double-click the row: the dialog opens with the penalty; pay 40 instead
    view = win.sheet_view
    rect = view.visualRect(win.sheet_model.index(0, 2))  # the winner column
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), PenaltyDialog))
    dialog = QApplication.activeModalWidget()
    assert isinstance(dialog, PenaltyDialog)
    assert named(dialog, QSpinBox, "Amount").value() == 30
    assert named(dialog, QCheckBox, "Dag pays").isChecked()
    assert named(dialog, QCheckBox, "Anna receives").isChecked()
    assert named(dialog, QCheckBox, "Bjørn receives").isEnabled()
    assert not named(dialog, QCheckBox, "Dag receives").isEnabled()  # Dag pays
    type_amount(dialog, 40)
    QTest.mouseClick(button(dialog, "Save"), Qt.MouseButton.LeftButton)
    assert stored(win).hands[0].penalty == Penalty((3,), (0,), 40)
    model = win.sheet_model
    assert model.index(0, model.column(0, 1)).data() == "+40"
    choose(win, "Edit", "Undo Edit hand 1")
    assert stored(win).hands[0].penalty == Penalty((3,), (0,), 30)
    # Delete takes it away, Undo brings it back: click the hand's row, then Delete
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    QTest.keyClick(view, Qt.Key.Key_Delete)
    assert stored(win).hands == []
    choose(win, "Edit", "Undo Delete hand 1")
    assert stored(win).hands[0].penalty == Penalty((3,), (0,), 30)


def test_dialog_refuses_what_cannot_be_paid(qtbot: Any) -> None:
    game = house_game()
    dialog = PenaltyDialog(game)
    qtbot.addWidget(dialog)
    assert dialog.problem() == "Tick the player who pays the penalty."
    dialog.pays[0].setChecked(True)  # every other player receives it
    assert dialog.problem() == "Type the amount of the penalty."
    dialog.amount.setValue(60)
    assert dialog.problem() is None
    dialog.amount.setValue(50)
    assert "must be a multiple of 3 (48 or 51)" in (dialog.problem() or "")
    assert "48 or 51" in dialog.summary.text()
    ok = next(b for b in dialog.findChildren(QPushButton) if "Record" in b.text())
    assert not ok.isEnabled()
    dialog.everyone.setChecked(False)
    assert not any(box.isChecked() for box in dialog.receives)
    assert dialog.problem() == "Tick the player who receives it."
    dialog.receives[2].setChecked(True)
    assert dialog.problem() is None and ok.isEnabled()
    assert dialog.record() == HandRecord.of_penalty(Penalty((0,), (2,), 50))
    dialog.show()  # the offence chosen by its label's key, then the arrow keys
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    QTest.keyClick(dialog, Qt.Key.Key_O, Qt.KeyboardModifier.AltModifier)
    for _ in range(dialog.offence.count()):
        if dialog.offence.currentData() == "false-claim-set":
            break
        QTest.keyClick(dialog.offence, Qt.Key.Key_Down)
    assert dialog.offence.currentData() == "false-claim-set"
    assert dialog.amount.value() == 50 and not dialog.everyone.isChecked()
    assert dialog.record().penalty == Penalty((0,), (2,), 50, "false-claim-set")


def test_dialog_offers_only_penalties_that_fit_the_game(qtbot: Any) -> None:
    text = load_ruleset("millington").text + PENALTIES + '''
[[penalty]]
id = "two-pay-two"
name = "Two pay two"
points = 300
payers = 2
payees = 2
source = "bmja.md:127"
'''
    rs = parse_ruleset(text)
    game = Game(GameSettings.for_ruleset(PLAYERS[:3], rs))
    dialog = PenaltyDialog(game)
    qtbot.addWidget(dialog)
    ids = [dialog.offence.itemData(i) for i in range(dialog.offence.count())]
    assert ids == ["", "false-claim-set", "false-mahjong"]
    # three players: half the limit shared by two payees stays 500
    assert dialog.offence.itemText(2).endswith("(500 points)")


def test_report_shows_the_penalty(qapp: Any) -> None:
    game = house_game()
    game.hands = [HandRecord((Entry(score=40), Entry(score=8), Entry(score=4),
                              Entry(score=6)), 0),
                  HandRecord.of_penalty(Penalty((1,), (0, 2, 3), 498, "false-mahjong"),
                                        note="called on 13 tiles")]
    html = game_report_html(game)
    assert ("penalty: False Declaration of Mah Jongg by One Player: Bjørn pays 498; Anna, "
            "Cecilie, Dag get 166 each") in html
    assert "Note: called on 13 tiles" in html
    assert "498/3" in html and "-498/3" in html
    assert "A penalty has no scores" in html


def test_sheet_and_payment_models_with_a_penalty_pass_the_model_tester(
        qtbot: Any, qtmodeltester: Any) -> None:
    from app.payment_model import PaymentModel
    from app.sheet_model import SheetModel
    game = house_game()
    game.hands = [HandRecord((Entry(score=40), Entry(score=8), Entry(score=4),
                              Entry(score=6)), 0),
                  HandRecord.of_penalty(Penalty((0, 1), (2, 3), 300))]
    sheet = SheetModel()
    sheet.set_game(game)
    qtmodeltester.check(sheet)
    assert [sheet.index(1, sheet.column(p, 0)).data() for p in range(4)] == [
        "penalty", "penalty", "", ""]
    assert sheet.index(1, sheet.column(0, 1)).data(Qt.ItemDataRole.ToolTipRole) == (
        "Penalty: Anna, Bjørn pay 150 each; Cecilie, Dag get 150 each")
    payments = PaymentModel()
    payments.set_result(game.players, sheet.result(1))
    qtmodeltester.check(payments)
    assert [[payments.index(r, c).data() for c in range(5)] for r in range(4)] == [
        ["—", "", "75", "75", "-150"], ["", "—", "75", "75", "-150"],
        ["", "", "—", "", "+150"], ["", "", "", "—", "+150"]]
