"""The main window as a player uses it: a whole game entered with clicks and typing,
recorded, corrected, undone and redone; the sheet always equals the engine's."""

from __future__ import annotations

from pathlib import Path

from conftest import PLAYERS
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from app.main_window import MainWindow
from scoring import parse_hand, score_hand
from scoring.game import Game
from scoring.situation import Situation
from scoring.tiles import tile


def click_tiles(win: MainWindow, player: int, mode: str, codes: list[str],
                exposed: bool = False) -> int:
    """Enter sets through the picker as a player does; return the clicks used."""
    editor = win.entry.editors[player]
    clicks = 0
    if win.entry.active != player:
        win.entry._activate(player)
        clicks += 1
    if editor.mode() != mode:
        editor.mode_buttons[mode].click()  # type: ignore[index]
        clicks += 1
    if editor.exposed() != exposed:
        editor.exposed_button.click()
        clicks += 1
    for code in codes:
        win.entry.picker.button(code).click()
        clicks += 1
    return clicks


def type_hand(qtbot, win: MainWindow, player: int, text: str) -> None:  # type: ignore[no-untyped-def]
    line = win.entry.editors[player].line
    line.setFocus()
    line.selectAll()
    qtbot.keyClicks(line, text)
    qtbot.keyClick(line, Qt.Key.Key_Return)


def type_score(win: MainWindow, player: int, score: int) -> None:
    editor = win.entry.editors[player]
    editor.typed_check.setChecked(True)
    editor.typed_spin.setValue(score)


def choose(win: MainWindow, winner: int | None, win_tile: str | None = None,
           source: str = "discard") -> None:
    win.entry.situation.set_winner(winner)
    if win_tile:
        win.entry.situation.set_win_tile(win_tile)
    win.entry.situation.set_source(source)


def record(qtbot, win: MainWindow) -> None:  # type: ignore[no-untyped-def]
    before = len(win.game.hands)  # type: ignore[union-attr]
    qtbot.keyClick(win.entry, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert len(win.game.hands) == before + 1, win.entry.status.text()  # type: ignore[union-attr]


def stored(win: MainWindow) -> Game:
    assert win.game is not None and win.game.id is not None
    return win.store.load_game(win.game.id)


def assert_sheet_equals_engine(win: MainWindow) -> None:
    game = stored(win)
    results = game.replay()
    model = win.sheet_model
    assert model.rowCount() == len(results)
    for row, r in enumerate(results):
        for p in range(len(PLAYERS)):
            col = 3 + 3 * p
            assert model.index(row, col).data(Qt.ItemDataRole.UserRole) == r.scores[p]
            assert model.index(row, col + 1).data(Qt.ItemDataRole.UserRole) == r.totals[p]
            assert model.index(row, col + 2).data(Qt.ItemDataRole.UserRole) == r.balances[p]
        # and the engine, called directly on the entered tiles, agrees with the sheet
        for p, entry in enumerate(r.record.entries):
            if entry.tiles is None:
                continue
            winner = r.record.winner == p
            situation = Situation(
                seat=r.seating.seats[p], round=r.seating.prevailing, winner=winner,
                win_tile=tile(r.record.win_tile) if winner and r.record.win_tile else None,
                source=r.record.source if winner else "discard",  # type: ignore[arg-type]
                flags=r.record.flags if winner else frozenset())
            direct = score_hand(parse_hand(entry.tiles), situation, game.ruleset)
            assert direct.score == r.scores[p]
    assert sum(results[-1].balances) == 0 if results else True


def test_whole_game_through_clicks_and_typing(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    win = window
    # Hand 1: Anna (East) wins; her hand entered by clicks, the others typed.
    clicks = click_tiles(win, 0, "chow", ["1m", "4p"])
    clicks += click_tiles(win, 0, "pung", ["7s"])
    clicks += click_tiles(win, 0, "pung", ["7z"], exposed=True)
    clicks += click_tiles(win, 0, "pair", ["5p"])
    clicks += click_tiles(win, 0, "tile", ["1f", "2f"])
    assert parse_hand(win.entry.editors[0].notation()) == parse_hand(
        "123m 456p 55p 777s (777z) 12f")
    assert clicks <= 15, clicks
    type_hand(qtbot, win, 1, "(555p) 11z 23m")
    type_score(win, 2, 24)
    type_hand(qtbot, win, 3, "99m 1y")
    choose(win, 0, "5p", "wall")
    # the live breakdown shows the winner's score before recording
    assert win.entry.score_labels[0].text().startswith(
        str(win.entry.results[0].score))  # type: ignore[union-attr]
    record(qtbot, win)
    assert "recorded" in win.statusBar().currentMessage()
    assert_sheet_equals_engine(win)
    # the panel is cleared for the next hand
    assert all(e.notation() == "" for e in win.entry.editors)

    # Hand 2: Bjørn wins on a discard; a typed-score loser and typed hands.
    type_hand(qtbot, win, 0, "(222z) 99m")
    type_hand(qtbot, win, 1, "123m 456m 789s 111z 22s")
    type_score(win, 2, 20)
    type_score(win, 3, 4)
    choose(win, 1, "2s")
    record(qtbot, win)

    # Hand 3: a drawn hand.
    for p, s in enumerate((0, 10, 36, 2)):
        type_score(win, p, s)
    choose(win, None)
    record(qtbot, win)

    # Hand 4: Cecilie wins with a limit hand (thirteen wonders).
    type_hand(qtbot, win, 2, "19m19p19s1234567z 9s")
    type_score(win, 0, 8)
    type_score(win, 1, 6)
    type_hand(qtbot, win, 3, "")
    choose(win, 2, "9s")
    record(qtbot, win)
    game = stored(win)
    assert len(game.hands) == 4
    assert game.replay()[3].scores[2] == 500
    assert_sheet_equals_engine(win)


def test_bad_hand_is_refused_in_words_and_nothing_is_recorded(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    win = window
    type_hand(qtbot, win, 0, "123m 456p 789s 55p 123z")
    choose(win, 0, "5p")
    qtbot.keyClick(win.entry, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert len(stored(win).hands) == 0
    assert "not complete" in win.entry.status.text()
    assert "not complete" in win.entry.breakdown.error_text()
    # no winner chosen: a clear message, nothing stored
    choose(win, None)
    win.entry.situation.winner_box.setCurrentIndex(0)
    win.record_hand()
    assert "Choose the winner" in win.entry.status.text()
    assert len(stored(win).hands) == 0


def test_undo_redo_edit_and_delete(qtbot, window: MainWindow, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    win = window
    for winner in (0, 1, 2):
        for p, s in enumerate((10, 20, 30, 40)):
            type_score(win, p, s)
        choose(win, winner)
        record(qtbot, win)
    assert len(stored(win).hands) == 3
    # undo the last recording: gone from disk; redo brings it back
    win.undo_stack.undo()
    assert len(stored(win).hands) == 2 and win.sheet_model.rowCount() == 2
    win.undo_stack.redo()
    assert len(stored(win).hands) == 3 and win.sheet_model.rowCount() == 3
    # edit hand 1: East (Anna) no longer wins, so the deal passes earlier
    win.sheet_view.selectRow(0)
    win.edit_selected()
    choose(win, 3)
    win.record_hand()
    game = stored(win)
    assert game.hands[0].winner == 3
    assert "Later hands changed" in win.entry.status.text()
    assert_sheet_equals_engine(win)
    win.undo_stack.undo()
    assert stored(win).hands[0].winner == 0
    # delete hand 2, then undo
    win.sheet_view.selectRow(1)
    win.delete_selected()
    assert len(stored(win).hands) == 2
    win.undo_stack.undo()
    assert [h.winner for h in stored(win).hands] == [0, 1, 2]
    assert_sheet_equals_engine(win)
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: None)


def test_models_pass_qt_model_tester(qtbot, qtmodeltester, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    win = window
    for p, s in enumerate((10, 20, 30, 40)):
        type_score(win, p, s)
    choose(win, 1)
    record(qtbot, win)
    qtmodeltester.check(win.sheet_model)
    win.sheet_view.selectRow(0)
    qtmodeltester.check(win.payment_model)
    assert win.payment_model.rowCount() == 4


def test_export_workbook_and_pdf_from_the_window(qtbot, window: MainWindow, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                monkeypatch) -> None:
    from openpyxl import load_workbook
    from PySide6.QtWidgets import QFileDialog
    win = window
    for p, s in enumerate((10, 20, 30, 40)):
        type_score(win, p, s)
    choose(win, 1)
    record(qtbot, win)
    xlsx = tmp_path / "night.xlsx"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(xlsx), ""))
    win.export_xlsx()
    assert xlsx.exists()
    names = load_workbook(xlsx).sheetnames
    assert len(names) >= 3
    pdf = tmp_path / "night.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(pdf), ""))
    win.export_pdf()
    assert pdf.read_bytes().startswith(b"%PDF")


def test_rename_player_is_stored_and_undoable(qtbot, window: MainWindow, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QInputDialog
    win = window
    type_hand(qtbot, win, 0, "123m 456m")  # something typed survives the rename
    monkeypatch.setattr(QInputDialog, "getItem", lambda *a, **k: ("Bjørn", True))
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Björn", True))
    win.rename_player()
    assert stored(win).players[1] == "Björn"
    assert "Björn" in win.entry.editors[1].name_label.text()
    assert win.entry.editors[0].notation() == "123m 456m"
    win.undo_stack.undo()
    assert stored(win).players[1] == "Bjørn"
    win.undo_stack.redo()
    assert stored(win).players[1] == "Björn"
    # a name another player has is refused, nothing changes
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: None)
    monkeypatch.setattr(QInputDialog, "getItem", lambda *a, **k: ("Björn", True))
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("anna", True))
    win.rename_player()
    assert stored(win).players == ("Anna", "Björn", "Cecilie", "Dag")


def test_finish_game_early_stops_recording_and_can_be_undone(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    win = window
    for p, s in enumerate((10, 20, 30, 40)):
        type_score(win, p, s)
    choose(win, 1)
    record(qtbot, win)
    win.finish_action.trigger()
    assert stored(win).finished
    assert not win.entry.record_button.isEnabled()
    assert "over" in win.statusBar().currentMessage()
    win.finish_action.trigger()
    assert not stored(win).finished
    assert win.entry.record_button.isEnabled()


def test_whole_score_sheet_view_shows_every_column(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    win = window
    for p, s in enumerate((10, 20, 30, 40)):
        type_score(win, p, s)
    choose(win, 1)
    record(qtbot, win)
    win.wide_action.trigger()
    qtbot.wait(10)
    assert not win.entry.isVisible()
    view = win.sheet_view
    last = win.sheet_model.columnCount() - 1
    assert view.columnViewportPosition(last) + view.columnWidth(last) <= view.viewport().width()
    win.wide_action.trigger()
    assert win.entry.isVisible()
