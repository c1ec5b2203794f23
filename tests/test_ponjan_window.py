"""A Ponjan match in the desktop program, played as a person plays it: a new game
through the New game dialog, then every hand of the worked example E19
(``ponjan.md`` §8) by clicks and keys, a drawn hand with its tenpai marks, undo and
redo, and an edit. The balances the window shows are those of ``mahjong-score game``
for the same hands (410, 220, 120)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("PySide6.QtWidgets")
pytest.importorskip("pytestqt")

from conftest import laptop_window
from gui_person import ALT, CTRL, SHIFT, Person
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QTableView,
)

from app.main_window import MainWindow
from app.new_game_dialog import NewGameDialog
from app.ponjan_entry import StripTile
from app.tile_picker import TileButton
from scoring.cli.main import main
from scoring.records.storage import Store

#: E19's hands as the command-line test records them (tests/test_ponjan_game.py)
E19_CLI = [
    ["--winner", "A", "--win", "0b", "--from", "wall", "A=000r 111k 000b"],
    ["--winner", "B", "--win", "0b", "--from", "discard", "--discarder", "A",
     "B=000r 111k 000b"],
    ["--winner", "none", "--tenpai", "B"],
    ["--winner", "none", "--tenpai", "A,C"],
    ["--winner", "A", "--win", "0b", "--from", "wall", "A=000r 111r 000b"],
    ["--winner", "A", "--win", "0b", "--discarder", "C", "A=000r 111k 000b"],
]
THREE = ("Red 0", "Yellow 1", "Blue 0")
PLAIN = ("Red 0", "Red 1", "Blue 0")


@pytest.fixture
def window(qtbot: Any, tmp_path: Path) -> Any:
    store = Store(tmp_path / "games.sqlite3")
    win = laptop_window(qtbot, store)
    yield win
    win.close()
    store.close()


def seat_field(dialog: NewGameDialog, seat: str) -> QLineEdit:
    """The player field labelled ``seat`` ("East") in the dialog."""
    labels = [w for w in dialog.findChildren(QLabel) if w.text() == f"{seat}:"]
    assert len(labels) == 1, seat
    field = labels[0].buddy()
    assert isinstance(field, QLineEdit)
    return field


def spin_after(dialog: NewGameDialog, label: str) -> QSpinBox:
    found = [w for w in dialog.findChildren(QLabel) if w.text() == label]
    assert len(found) == 1, label
    spin = found[0].buddy()
    assert isinstance(spin, QSpinBox)
    return spin


def start_ponjan_game(person: Person, names: tuple[str, ...]) -> list[str]:
    """Game > New game: Ponjan, first four names (refused), then three; Start game.
    Returns what the dialog said about four and about two players."""
    said: list[str] = []

    def fill(dialog: NewGameDialog, p: Person, seats: tuple[str, ...],
             typed: tuple[str, ...]) -> None:
        for seat, name in zip(seats, typed, strict=True):
            field = seat_field(dialog, seat)
            p.click(field)
            p.key(Qt.Key.Key_A, CTRL, field)
            if name:
                p.type(field, name)
            else:
                p.key(Qt.Key.Key_Delete, widget=field)

    def drive() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewGameDialog)
        p = Person(dialog)  # type: ignore[arg-type]
        rules = next(c for c in dialog.findChildren(QComboBox)
                     if c.findText("Load rule file…") >= 0)
        p.click(rules)  # the list opens; typing finds the rule set, Return takes it
        assert rules.view().isVisible()
        p.type(rules.view(), "Ponjan")
        p.key(Qt.Key.Key_Return, widget=rules.view())
        assert rules.currentText() == "Ponjan (source 002)"
        assert spin_after(dialog, "&Starting balance:").value() == 250
        assert spin_after(dialog, "Ro&unds:").value() == 4
        start = p.button("Start game")
        seats = ("East", "South", "West", "North")
        fill(dialog, p, seats, (*names, "D"))
        assert not start.isEnabled()
        said.append(" ".join(w.text() for w in dialog.findChildren(QLabel)
                             if w.isVisible() and "three players" in w.text()))
        fill(dialog, p, seats[2:], ("", ""))
        assert not start.isEnabled()
        said.append(" ".join(w.text() for w in dialog.findChildren(QLabel)
                             if w.isVisible() and "three players" in w.text()))
        fill(dialog, p, seats[2:3], names[2:3])
        assert start.isEnabled()
        p.click(start)

    QTimer.singleShot(0, drive)
    person.click(person.button("New game"), what="New game")
    person.activate()
    return said


def strip_tile(person: Person, name: str) -> StripTile:
    found = [t for t in person.window.findChildren(StripTile)
             if t.isVisible() and t.accessibleName() == f"{name} in the hand"]
    assert found, f"no {name} in the winner's hand"
    return found[0]


def win(person: Person, winner: str, sets: tuple[str, ...], tile: str, source: str,
        discarder: str = "", flags: tuple[str, ...] = ()) -> None:
    """A win as a person enters it: the winner, Set, the sets' tiles in the picker,
    the winning tile in the hand, Wall or Discard, who discarded, the flags, Record."""
    person.choose_winner(winner)
    person.click(person.button("Set"))
    for name in sets:
        person.tile(name)
    person.click(strip_tile(person, tile), what=f"winning tile {tile}")
    person.click(person.button(source))
    if discarder:
        person.key(Qt.Key.Key_D, ALT)
        box = QApplication.focusWidget()
        assert isinstance(box, QComboBox) and box.accessibleName() == "Discarded by"
        person.type(box, discarder)
    for flag in flags:
        person.click(person.button(flag))
    person.record()


def drawn(person: Person, *tenpai: str) -> None:
    person.choose_winner("Drawn")
    for name in tenpai:
        person.click(person.named(f"{name} tenpai", QCheckBox))
    person.record()


def shown_balances(person: Person) -> list[int]:
    """The balances in the score sheet's totals row, as shown."""
    view = person.sheet()
    model = view.model()
    last = model.rowCount() - 1
    headers = [model.headerData(c, Qt.Orientation.Horizontal)
               for c in range(model.columnCount())]
    return [int(model.index(last, c).data()) for c, h in enumerate(headers) if h == "Bal."]


def row_balance(person: Person, name: str) -> str:
    labels = [w.text() for w in person.window.findChildren(QLabel)
              if w.isVisible() and w.accessibleName() == f"{name}'s change"]
    return labels[0] if labels else ""


def status(window: MainWindow) -> str:
    return window.entry.status.text()


def cli_balances(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> list[int]:
    db = tmp_path / "cli.sqlite3"
    assert main(["game", "--db", str(db), "new", "--rules", "ponjan",
                 "--players", "A,B,C"]) == 0
    game_id = capsys.readouterr().out.strip()
    for args in E19_CLI:
        assert main(["game", "--db", str(db), "record", game_id, *args]) == 0
    capsys.readouterr()
    assert main(["game", "--db", str(db), "show", game_id, "--json"]) == 0
    return list(json.loads(capsys.readouterr().out)["balances"])


def test_a_ponjan_match_through_the_window(window: MainWindow, tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str],
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    person = Person(window)
    said = start_ponjan_game(person, ("A", "B", "C"))
    assert said[0] == "Ponjan is for exactly three players: leave North empty."
    assert "Ponjan is for exactly three players" in said[1]
    game = window.game
    assert game is not None and game.game == "ponjan" and game.players == ("A", "B", "C")
    # three player rows, and only the Ponjan tiles in the picker
    assert [w.text() for w in window.findChildren(QLabel)
            if w.isVisible() and w.text().startswith("Bal. ")] == ["Bal. 250"] * 3
    assert window.entry.seat_text() == "Round 1, A is the boss"

    # hand 1: A (the boss) self-draws Three Color: 120, -60, -60
    win(person, "A", THREE, "Blue 0", "Wall")
    assert "Hand 1 recorded" in status(window), status(window)
    assert shown_balances(person) == [370, 190, 190]
    # hand 2: B wins on A's discard: A alone pays 40
    win(person, "B", THREE, "Blue 0", "Discard", discarder="A")
    assert shown_balances(person) == [330, 230, 190]
    # hand 3: a drawn hand, only B tenpai
    drawn(person, "B")
    assert shown_balances(person) == [315, 260, 175]
    # undo and redo the drawn hand
    person.key(Qt.Key.Key_Z, CTRL)
    assert len(window.game.hands) == 2 and shown_balances(person) == [330, 230, 190]
    person.key(Qt.Key.Key_Z, CTRL | SHIFT)
    assert len(window.game.hands) == 3 and shown_balances(person) == [315, 260, 175]
    # hand 4: drawn, A and C tenpai
    drawn(person, "A", "C")
    assert shown_balances(person) == [330, 230, 190]
    assert window.entry.seat_text() == "Round 3, C is the boss"
    # hand 5: A self-draws a plain hand (No Steals, Complete With Draw)
    win(person, "A", PLAIN, "Blue 0", "Wall")
    assert shown_balances(person) == [350, 220, 180]
    # hand 6: A (the boss again) wins on C's discard: 4 x 15 = 60
    win(person, "A", THREE, "Blue 0", "Discard", discarder="C")
    assert shown_balances(person) == [410, 220, 120]
    assert window.entry.seat_text() == "The game is over"
    assert shown_balances(person) == cli_balances(capsys, tmp_path)
    # what was stored is what the command line would store
    with Store(window.store.path) as again:
        stored = again.load_game(game.id)  # type: ignore[arg-type]
    assert [r.balances for r in stored.replay()][-1] == (410, 220, 120)
    export_by_keys(person, tmp_path, monkeypatch)


def export_by_keys(person: Person, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Game > Export workbook (Ctrl+E) and Export PDF (Ctrl+Shift+E) of E19."""
    import shutil
    import subprocess
    import sys

    from openpyxl import load_workbook
    from PySide6.QtWidgets import QFileDialog
    xlsx = tmp_path / "e19.xlsx"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(xlsx), ""))
    person.key(Qt.Key.Key_E, CTRL, person.window)
    sheet = load_workbook(xlsx).worksheets[0]
    texts = {str(c.value) for row in sheet.iter_rows() for c in row if c.value is not None}
    assert {"Round", "Boss", "Discarder", "Tenpai"} <= texts
    pdf = tmp_path / "e19.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(pdf), ""))
    person.key(Qt.Key.Key_E, CTRL | SHIFT, person.window)
    if shutil.which("pdftotext") is None and not sys.platform.startswith("linux"):
        pytest.skip("pdftotext (poppler) is not installed")  # on Linux, .ci/run installs it
    text = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True,
                          text=True, check=True).stdout
    assert "410" in text and "Boss" in text


def test_entry_refuses_and_explains(window: MainWindow) -> None:
    person = Person(window)
    start_ponjan_game(person, ("Ann", "Bo", "Cy"))
    # nothing chosen
    person.record()
    assert "Choose the winner" in status(window)
    # a discard win without the discarder is not recorded
    person.choose_winner("Bo")
    person.key(Qt.Key.Key_3, ALT)  # Set: a click adds three of the tile
    assert person.button("Set").isChecked()
    for name in THREE:
        person.tile(name)
    person.click(strip_tile(person, "Blue 0"))
    person.record()
    assert "Choose who discarded" in status(window)
    assert window.game is not None and not window.game.hands
    # the payments show before recording: Ann discarded, she alone pays 40
    person.key(Qt.Key.Key_D, ALT)
    person.type(QApplication.focusWidget(), "Ann")  # type: ignore[arg-type]
    assert row_balance(person, "Ann") == "-40" and row_balance(person, "Bo") == "+40"
    assert row_balance(person, "Cy") == "0"
    breakdown = person.named("Breakdown", QLabel)
    assert "Three Color" in breakdown.text() and "40" in breakdown.text()  # type: ignore[attr-defined]
    # Ippatsu needs Reach
    ippatsu = person.button("Ippatsu")
    assert not ippatsu.isEnabled()
    person.click(person.button("Reach"))
    assert ippatsu.isEnabled()
    person.click(ippatsu)
    assert row_balance(person, "Bo") == "+80"  # p = 3 + 2 = 5: base 8, x 10
    person.click(person.button("Reach"))  # Reach off takes Ippatsu off
    assert not ippatsu.isChecked() and row_balance(person, "Bo") == "+40"
    person.click(person.button("Reach"))
    assert row_balance(person, "Bo") == "+80"  # p = 4: base 8, x 10
    person.record()
    assert len(window.game.hands) == 1
    # a complete hand with no combination cannot win on a discard
    person.choose_winner("Cy")
    field = person.named("Winner's tiles", QLineEdit)
    person.click(field)
    person.type(field, "000r 111r (000b)")
    person.click(strip_tile(person, "Red 0"))
    person.key(Qt.Key.Key_D, ALT)
    person.type(QApplication.focusWidget(), "Ann")  # type: ignore[arg-type]
    person.record()
    assert "needs at least one combination" in status(window), status(window)
    assert len(window.game.hands) == 1
    # too many copies are refused in words
    person.click(person.button("Clear"))
    for _ in range(4):
        person.tile("White 0")
    assert not person.named("White 0", TileButton).isEnabled()  # none left
    person.click(field)
    person.key(Qt.Key.Key_A, CTRL, field)
    person.type(field, "00000w")
    assert any("only 4" in w.text() for w in window.findChildren(QLabel) if w.isVisible())
    assert "only 4" in person.named("Breakdown", QLabel).text()  # type: ignore[attr-defined]


def test_editing_a_ponjan_hand_replays_the_boss(window: MainWindow) -> None:
    person = Person(window)
    start_ponjan_game(person, ("A", "B", "C"))
    win(person, "A", THREE, "Blue 0", "Wall")
    win(person, "B", THREE, "Blue 0", "Discard", discarder="A")
    assert window.entry.seat_text() == "Round 2, B is the boss"
    # edit hand 1: C won it, on B's discard; A no longer keeps the deal
    view = person.named("Score sheet", QTableView)
    assert isinstance(view, QTableView)
    rect = view.visualRect(view.model().index(0, 0))
    person.double_click(view.viewport(), rect.center())
    assert person.button("Save hand 1").isVisible()
    assert person.named("Winner's tiles", QLineEdit).text() == "000r 000b 111k"  # type: ignore[attr-defined]
    # worked out in its own place: A, the boss of hand 1, gains 120 from the others
    assert [row_balance(person, n) for n in "ABC"] == ["+120", "-60", "-60"]
    person.choose_winner("C")
    person.click(person.button("Discard"))
    person.key(Qt.Key.Key_D, ALT)
    person.type(QApplication.focusWidget(), "B")  # type: ignore[arg-type]
    person.click(person.button("Save hand 1"))
    assert window.game is not None
    assert window.game.hands[0].winner == 2 and window.game.hands[0].discarder == 1
    # hand 1: C +40 from B; hand 2: B, now the boss, 4 x 15 = 60 from A
    assert shown_balances(person) == [190, 270, 290]
