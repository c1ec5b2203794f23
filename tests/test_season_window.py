"""Game > Season standings and View > Compare rule sets, driven as a person does: menu
items, buttons and fields found by what they show or their accessible name."""

from __future__ import annotations

from pathlib import Path

from conftest import PLAYERS
from gui_person import Person
from modal_dialogs import answering
from PySide6.QtCore import QModelIndex, QPoint, Qt
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QDialog,
    QFileDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QTableView,
    QWidget,
)

from app.main_window import MainWindow
from scoring import load_ruleset, parse_hand, score_hand
from scoring.games.game import Entry, Game, GameSettings, HandRecord
from scoring.hands.situation import Situation
from scoring.hands.tiles import tile
from scoring.records import gamefile
from scoring.rules.ruleset import builtin_ids


def by_text(parent: QWidget, kind: type, text: str):  # type: ignore[no-untyped-def]
    found = [w for w in parent.findChildren(kind) if w.text() == text]
    assert len(found) == 1, (text, found)
    return found[0]


def by_name(parent: QWidget, kind: type, name: str):  # type: ignore[no-untyped-def]
    found = [w for w in parent.findChildren(kind) if w.accessibleName() == name]
    assert len(found) == 1, (name, found)
    return found[0]


def standings(dialog: QDialog) -> dict[str, tuple[str, str, str]]:
    """Player -> (rank, games, balance) as the table shows them."""
    table = by_name(dialog, QTableView, "Standings")
    model = table.model()
    rows = {}
    for r in range(model.rowCount(QModelIndex())):
        cells = [model.data(model.index(r, c)) for c in range(model.columnCount(QModelIndex()))]
        rows[cells[1]] = (cells[0], cells[2], cells[6])
    return rows


def keep_points_game(name: str, created: str, players: tuple[str, ...],
                     hands: list[tuple[tuple[int, ...], int | None]]) -> Game:
    settings = GameSettings.for_ruleset(players, load_ruleset("norwegian"), convention="none")
    game = Game(settings, name=name, created=created)
    game.hands += [HandRecord(tuple(Entry(score=s) for s in scores), winner)
                   for scores, winner in hands]
    return game


def run_dialog(qtbot, win: MainWindow, act) -> None:  # type: ignore[no-untyped-def]
    """Open Game > Season standings with the mouse, let ``act`` drive it, then close
    it with its Close button."""
    done = []

    def drive(dialog: QDialog) -> None:
        assert dialog.windowTitle() == "Season standings"
        try:
            act(dialog)
            done.append(True)
        finally:
            qtbot.mouseClick(by_text(dialog, QPushButton, "Close"), Qt.MouseButton.LeftButton)

    with answering(drive):
        Person(win).menu("Game", "Season standings…")
    assert done == [True]


def test_season_standings_through_the_window(qtbot, window: MainWindow, tmp_path: Path,  # type: ignore[no-untyped-def]
                                             monkeypatch) -> None:
    win = window
    anna, bjorn, _, dag = PLAYERS
    one = keep_points_game("Evening one", "2026-09-04T19:00:00", PLAYERS,
                           [((10, 20, 0, 4), 1), ((3, 3, 3, 3), None), ((50, 0, 8, 2), 0)])
    two = keep_points_game("Evening two", "2026-09-11T19:00:00", (anna, bjorn, "Dagny"),
                           [((4, 30, 8), 1)])
    win.store.create_game(one)
    win.store.create_game(two)
    gamefile.save(one, tmp_path / "one.json")
    win.store.import_json(tmp_path / "one.json")  # the same game imported again
    # by hand: Anna 10+50+4, Bjørn 20+30, Cecilie 0+8, Dag 4+2, Dagny 8
    xlsx, pdf = tmp_path / "season.xlsx", tmp_path / "season.pdf"

    def act(dialog: QDialog) -> None:
        shown = standings(dialog)
        assert shown[anna] == ("1", "2", "+64") and shown[bjorn] == ("2", "2", "+50")
        assert shown["Dagny"] == ("3", "1", "+8") and shown[dag] == ("5", "1", "+6")
        notes = [w.text() for w in dialog.findChildren(QLabel) if "counts once" in w.text()]
        assert notes and "'Evening one' was given 2 times" in notes[0]
        # the same player under two spellings
        person = Person(dialog)  # type: ignore[arg-type]
        same = by_name(dialog, QLineEdit, "Same players")
        person.click(same)
        qtbot.keyClicks(same, "Dag=Dagny")
        qtbot.keyClick(same, Qt.Key.Key_Return)
        shown = standings(dialog)
        assert "Dagny" not in shown and shown[dag] == ("3", "2", "+14")
        # untick "Evening two": a click on its box in the list
        games = by_name(dialog, QListWidget, "Games of the season")
        row = next(i for i in range(games.count()) if "Evening two" in games.item(i).text())
        item = games.visualItemRect(games.item(row))
        person.click(games.viewport(), QPoint(item.left() + item.height() // 2,
                                              item.center().y()))
        assert games.item(row).checkState() == Qt.CheckState.Unchecked
        shown = standings(dialog)
        assert shown[bjorn] == ("2", "1", "+20") and shown[dag] == ("4", "1", "+6")
        # a date range that leaves out evening one
        qtbot.mouseClick(by_text(dialog, QPushButton, "&All"), Qt.MouseButton.LeftButton)
        person.click(by_text(dialog, QCheckBox, "Only games &from"))
        first = by_name(dialog, QWidget, "First day")
        start = first.date()
        person.key(Qt.Key.Key_Tab)  # from the box to the first day
        assert QApplication.focusWidget() is first
        qtbot.keyClick(first, Qt.Key.Key_End)  # the day
        for _ in range(3):
            qtbot.keyClick(first, Qt.Key.Key_Up)
        assert first.date() == start.addDays(3)
        assert set(standings(dialog)) == {anna, bjorn, dag}
        qtbot.mouseClick(by_text(dialog, QCheckBox, "Only games &from"),
                         Qt.MouseButton.LeftButton)
        assert len(standings(dialog)) == 4
        # exports
        for path, button in ((xlsx, "Export &workbook…"), (pdf, "Export &PDF…")):
            monkeypatch.setattr(QFileDialog, "getSaveFileName",
                                lambda *a, p=path, **k: (str(p), ""))
            qtbot.mouseClick(by_text(dialog, QPushButton, button), Qt.MouseButton.LeftButton)

    run_dialog(qtbot, win, act)
    assert pdf.read_bytes().startswith(b"%PDF")
    from openpyxl import load_workbook
    assert load_workbook(xlsx).sheetnames == ["Standings", "Per game", "Evenings"]


def test_compare_rule_sets_follows_the_selected_hand(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    from app.breakdown_view import ruleset_label
    win = window
    person = Person(win)
    person.menu("View", "Compare rule sets")
    assert win.compare_dock.isVisible()
    hand = "123m 444p 666s 55p (777z)"  # one chow: complete under every rule set
    person.type_hand(PLAYERS[1], hand)
    person.accept_suggestion()  # the one complete hand is offered as the winner
    person.winning_tile(PLAYERS[1], "5p")
    table = win.compare.table
    columns = [table.horizontalHeaderItem(c).toolTip() for c in range(table.columnCount())]
    assert columns == [ruleset_label(rid) for rid in builtin_ids()]
    seating = win.entry.seating
    assert seating is not None
    situation = Situation(seat=seating.seats[1], round=seating.prevailing, winner=True,
                          win_tile=tile("5p"))
    for rid in builtin_ids():
        expected = score_hand(parse_hand(hand), situation, load_ruleset(rid)).score
        assert win.compare.cell("Score", rid) == str(expected)
    assert win.compare.title.text() == f"{PLAYERS[1]}'s hand under every rule set"
    # another player, with a typed score: nothing to compare
    person.key(Qt.Key.Key_3, Qt.KeyboardModifier.ControlModifier)
    person.click(person.named(f"{PLAYERS[2]} types the score"))
    assert table.columnCount() == 0
    assert "select a player whose tiles are entered" in win.compare.title.text()
    person.menu("View", "Compare rule sets")
    assert not win.compare_dock.isVisible()


def test_season_pdf_from_the_command_line(tmp_path: Path) -> None:
    from pypdf import PdfReader

    from scoring.cli.main import main
    one = keep_points_game("Evening one", "2026-09-04T19:00:00", ("Anna", "Zdeněk", "Bo"),
                           [((10, 20, 4), 1), ((50, 0, 8), 0)])
    gamefile.save(one, tmp_path / "one.json")
    assert main(["season", str(tmp_path / "one.json"), "--pdf", str(tmp_path / "s.pdf")]) == 0
    text = " ".join(" ".join(page.extract_text().split())
                    for page in PdfReader(tmp_path / "s.pdf").pages)
    assert "Season standings" in text and "Zdeněk" in text
    assert "+60" in text and "Evening one" in text
