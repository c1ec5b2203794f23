"""A half-entered hand is never lost (issue 16, A3): entered by mouse and keys, the
window closed (Ctrl+Q) or the program killed (SIGKILL) right after a pick, the same
game opens in a new window with the same half-entered hand; recording it clears it."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("PySide6.QtWidgets")
pytest.importorskip("pytestqt")

from conftest import PLAYERS
from gui_person import ALT, Person
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QLabel,
    QLineEdit,
    QMainWindow,
)

from app.main_window import MainWindow
from app.ponjan_entry import StripTile
from app.settings import AppSettings
from scoring import load_ruleset
from scoring.games.draft import draft_from_json
from scoring.games.game import Game, GameSettings
from scoring.games.ponjan_game import ponjan_settings
from scoring.ponjan.rules import load_ponjan_rules
from scoring.records.storage import Store

ROOT = Path(__file__).resolve().parent.parent


class Program:
    """The program started and quit again and again on one database, as main() does:
    the store, the window at laptop size, the last game opened."""

    def __init__(self, qtbot: Any, db: Path) -> None:
        self.qtbot, self.db = qtbot, db
        self.store: Store | None = None
        self.window: MainWindow | None = None

    def start(self) -> MainWindow:
        self.store = Store(self.db)
        window = MainWindow(self.store)
        self.qtbot.addWidget(window)
        window.resize(1366, 768)
        last = AppSettings().last_game_id
        if last in {g.id for g in self.store.list_games()}:
            window.open_game(last)
        window.show()
        Person(window).activate()  # as a window manager makes a new window active
        self.window = window
        return window

    def quit(self, person: Person) -> None:
        """Game > Quit (Ctrl+Q on a desktop; the offscreen platform binds no key to
        it): the window closes at once."""
        assert self.window is not None and self.store is not None
        person.menu("Game", "Quit")
        assert not self.window.isVisible()
        self.store.close()

    def close_window(self) -> None:
        """The window's X: the window manager asks it to close."""
        assert self.window is not None and self.store is not None
        assert self.window.close()
        self.store.close()

    def close(self) -> None:
        if self.window is not None:
            self.window.close()
        if self.store is not None:
            self.store.close()


@pytest.fixture
def program(qtbot: Any, tmp_path: Path) -> Iterator[Program]:
    running = Program(qtbot, tmp_path / "games.sqlite3")
    yield running
    running.close()


def new_game(db: Path, game: Game) -> int:
    with Store(db) as store:
        game_id = store.create_game(game)
    AppSettings().last_game_id = game_id
    return game_id


def classical_game() -> Game:
    return Game(GameSettings.for_ruleset(PLAYERS, load_ruleset("norwegian")), name="Club")


def visible_text(window: MainWindow, name: str) -> str:
    found = [w for w in window.findChildren(QComboBox) + window.findChildren(QLineEdit)
             if w.isVisible() and w.accessibleName() == name]
    assert len(found) == 1, name
    widget = found[0]
    return widget.currentText() if isinstance(widget, QComboBox) else widget.text()


def classical_entry(window: MainWindow) -> dict[str, Any]:
    """What the person sees of the hand being entered."""
    person = Person(window)
    flags = {box.text(): box.isChecked() for box in window.findChildren(QCheckBox)
             if box.isVisible() and box.text() in ("heaven's blessing", "earth's blessing")}
    return {
        "hands": [person.hand_field(p).text() for p in PLAYERS],
        "strips": [[b.codes for b in person.row(p).strip.buttons()] for p in PLAYERS],
        "scores": [label.text() for label in window.entry.shown.score_labels],
        "winner": visible_text(window, "Winner"),
        "tile": visible_text(window, "Winning tile"),
        "wall": person.named("drawn from the wall").isChecked(),  # type: ignore[attr-defined]
        "seen": visible_text(window, "Seen on the table"),
        "flags": flags,
        "modes": [(person.row(p).mode(), person.row(p).exposed()) for p in PLAYERS],
        "selected": window.entry.shown.active}


def flag_box(window: QMainWindow, text: str) -> QCheckBox:
    found = [b for b in window.findChildren(QCheckBox) if b.isVisible() and b.text() == text]
    assert len(found) == 1, text
    return found[0]


def enter_half_a_classical_hand(person: Person) -> None:
    """Anna's tiles typed, Bjørn's by picks, Cecilie's score typed; Anna the winner,
    the winning tile clicked in her hand, Wall, a flag, a tile seen on the table."""
    person.type_hand("Anna", "123m 456m 789m 222s 11p")
    person.mode("Bjørn", "Pung")
    person.tile("5 Dots")
    person.mode("Bjørn", "Tile")
    person.tile("7 Characters")
    person.type_hand("Cecilie", "16")
    person.choose_winner("Anna")
    person.winning_tile("Anna", "1p")
    person.click(person.named("drawn from the wall"))
    person.click(flag_box(person.window, "heaven's blessing"))
    person.click(person.named("Seen on the table"))
    person.type(person.named("Seen on the table"), "99s")


def test_a_half_entered_hand_survives_closing_the_window(program: Program) -> None:
    game_id = new_game(program.db, classical_game())
    window = program.start()
    person = Person(window)
    enter_half_a_classical_hand(person)
    before = classical_entry(window)
    assert before["hands"][:3] == ["123m 456m 789m 222s 11p", "555p 7m", "16"]
    assert before["winner"] == "Anna" and before["tile"].startswith("1p")
    assert before["wall"] and before["seen"] == "99s"
    assert before["flags"] == {"heaven's blessing": True, "earth's blessing": False}
    # Bjørn's next pick is to be an exposed pung
    person.mode("Bjørn", "Pung")
    person.mode("Bjørn", "Exposed")
    before = classical_entry(window)
    assert before["modes"][1] == ("pung", True) and before["selected"] == 1
    program.quit(person)

    window = program.start()
    assert window.game is not None and window.game.id == game_id and not window.game.hands
    assert classical_entry(window) == before
    assert "back as it was left" in window.entry.status.text()
    # it goes on where it stopped: the next pick is Bjørn's exposed pung
    person = Person(window)
    person.tile("9 Dots")
    assert person.hand_field("Bjørn").text() == "555p (999p) 7m"
    # recording it clears it
    person.click(flag_box(window, "heaven's blessing"))  # off again
    person.type_hand("Bjørn", "555p 7m 3s")
    person.type_hand("Dag", "0")
    person.record()
    assert "Hand 1 recorded" in window.entry.status.text(), window.entry.status.text()
    program.close_window()

    window = program.start()
    assert window.game is not None and len(window.game.hands) == 1
    after = classical_entry(window)
    assert after["hands"] == [""] * 4 and after["winner"] == "Who won?"
    assert window.entry.status.text() == ""
    with Store(program.db) as store:
        assert store.load_draft(store.load_game(game_id)) == (None, [])


def test_an_edit_leaves_the_half_entered_hand_alone(program: Program) -> None:
    """Editing a recorded hand meanwhile: Cancel (or Save) brings the half-entered
    new hand back, and it is kept while the edit is open."""
    new_game(program.db, classical_game())
    window = program.start()
    person = Person(window)
    for player in PLAYERS:
        person.type_hand(player, "8")
    person.choose_winner("Dag")
    person.record()
    enter_half_a_classical_hand(person)
    before = classical_entry(window)
    view = person.sheet()
    rect = view.visualRect(view.model().index(0, 0))
    person.double_click(view.viewport(), rect.center())
    assert person.hand_field("Anna").text() == "8"  # hand 1, being edited
    person.click(person.button("Cancel edit"))
    assert classical_entry(window) == before
    person.double_click(view.viewport(), rect.center())
    person.type_hand("Bjørn", "10")
    person.click(person.button("Save hand 1"))
    assert window.game is not None and window.game.hands[0].entries[1].score == 10
    assert classical_entry(window) == before
    person.double_click(view.viewport(), rect.center())
    program.quit(person)  # closed in the middle of the edit
    window = program.start()
    assert classical_entry(window) == before


PONJAN = ("A", "B", "C")


def ponjan_entry(window: MainWindow) -> dict[str, Any]:
    person = Person(window)
    return {
        "tiles": person.named("Winner's tiles", QLineEdit).text(),  # type: ignore[attr-defined]
        "winner": visible_text(window, "Winner"),
        "tile": visible_text(window, "Winning tile"),
        "discard": person.named("Claimed from a discard").isChecked(),  # type: ignore[attr-defined]
        "discarder": visible_text(window, "Discarded by"),
        "reach": person.button("Reach").isChecked(),
        "set": person.button("Set").isChecked(),
        "changes": [w.text() for w in window.findChildren(QLabel)
                    if w.isVisible() and w.accessibleName().endswith("'s change")]}


def test_a_half_entered_ponjan_hand_survives_closing_the_window(program: Program) -> None:
    new_game(program.db, Game(ponjan_settings(PONJAN, load_ponjan_rules("ponjan")),
                              name="Ponjan"))
    window = program.start()
    person = Person(window)
    person.choose_winner("B")
    person.key(Qt.Key.Key_3, ALT)  # Set
    for name in ("Red 0", "Yellow 1"):
        person.tile(name)
    person.key(Qt.Key.Key_1, ALT)  # Tile
    person.tile("Blue 0")
    tile = [t for t in window.findChildren(StripTile) if
            t.isVisible() and t.accessibleName() == "Red 0 in the hand"]
    person.click(tile[0], what="winning tile Red 0")
    person.key(Qt.Key.Key_D, ALT)
    box = QApplication.focusWidget()
    assert isinstance(box, QComboBox) and box.accessibleName() == "Discarded by"
    person.type(box, "C")
    person.click(person.button("Reach"))
    before = ponjan_entry(window)
    assert before["tiles"] == "000r 0b 111k" and before["winner"] == "B"
    assert before["tile"].startswith("0r") and before["discarder"] == "C"
    assert before["reach"] and before["discard"] and not before["set"]
    person.key(Qt.Key.Key_3, ALT)  # Set, for the next pick
    before = ponjan_entry(window)
    assert before["set"]
    program.close_window()

    window = program.start()
    assert ponjan_entry(window) == before
    person = Person(window)
    person.key(Qt.Key.Key_1, ALT)  # Tile again
    person.tile("Blue 0")
    person.tile("Blue 0")
    person.record()
    assert window.game is not None and len(window.game.hands) == 1
    program.quit(person)
    window = program.start()
    assert ponjan_entry(window)["tiles"] == "" and ponjan_entry(window)["winner"] == "Who won?"


# -- a real program killed right after a pick ---------------------------------------

CHILD = """
import os, sys
sys.path[:0] = [{root!r}, {tests!r}]
from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QApplication
app = QApplication(["mahjong"])
QStandardPaths.setTestModeEnabled(True)
from app.main_window import MainWindow
from gui_person import Person
from scoring.games.draft import draft_to_json
from scoring.records.storage import Store
from test_half_entered_hand import enter_half_a_classical_hand

store = Store(sys.argv[1])
window = MainWindow(store)
window.resize(1366, 768)
window.open_game(int(sys.argv[2]))
window.show()


class Stepping(Person):
    def settle(self, what):
        super().settle(what)
        print(draft_to_json(self.window.entry.draft()), flush=True)
        sys.stdin.readline()  # the parent kills the program here, or lets it go on


enter_half_a_classical_hand(Stepping(window))
print("done", flush=True)
sys.stdin.readline()
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
@pytest.mark.parametrize("kill_after", [3, 11, -1])
def test_a_half_entered_hand_survives_a_kill(tmp_path: Path, qtbot: Any,
                                             kill_after: int) -> None:
    """The program is killed (SIGKILL) right after a pick, a click or a key: the hand
    as it was after that action is in the database, and a new window shows it."""
    db = tmp_path / "games.sqlite3"
    game_id = new_game(db, classical_game())
    script = tmp_path / "child.py"
    script.write_text(CHILD.format(root=str(ROOT), tests=str(ROOT / "tests")),
                      encoding="utf-8")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    child = subprocess.Popen([sys.executable, str(script), str(db), str(game_id)],
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                             env=env, cwd=tmp_path)
    assert child.stdin is not None and child.stdout is not None
    states: list[str] = []
    try:
        while True:
            line = child.stdout.readline().strip()
            assert line, "the program stopped before it was killed"
            if line == "done":
                break
            states.append(line)
            if len(states) == kill_after:
                break
            child.stdin.write("\n")
            child.stdin.flush()
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait(30)
    assert child.returncode == -signal.SIGKILL
    assert len(states) == kill_after if kill_after > 0 else len(states) > 10
    with Store(db) as store:
        game = store.load_game(game_id)
        kept, notes = store.load_draft(game)
    expected = draft_from_json(states[-1], game)[0]
    assert kept == expected and notes == []
    if kill_after == -1:
        program = Program(qtbot, db)
        try:
            window = program.start()
            assert window.entry.draft() == expected
            assert [Person(window).hand_field(p).text() for p in PLAYERS][:3] == \
                ["123m 456m 789m 222s 11p", "555p 7m", "16"]
        finally:
            program.close()


def test_a_damaged_or_stale_draft_never_blocks_the_game(program: Program,
                                                        capsys: Any) -> None:
    """A draft that no longer reads back is dropped with a note; one made before the
    command line recorded a hand is brought back with a note; the game opens."""
    import sqlite3

    from scoring.cli.main import main
    game_id = new_game(program.db, classical_game())
    window = program.start()
    person = Person(window)
    enter_half_a_classical_hand(person)
    before = classical_entry(window)
    program.quit(person)
    assert main(["game", "--db", str(program.db), "record", str(game_id), "--winner",
                 "none", "Anna=8", "Bjørn=8", "Cecilie=8", "Dag=8"]) == 0
    capsys.readouterr()
    window = program.start()
    assert window.game is not None and len(window.game.hands) == 1
    assert classical_entry(window) == before
    assert "now has 1 hands" in window.entry.status.text()
    program.quit(Person(window))

    conn = sqlite3.connect(program.db)
    conn.execute("UPDATE drafts SET draft = replace(draft, '222s', '2222s')")
    conn.commit()
    conn.close()
    window = program.start()
    assert window.game is not None and len(window.game.hands) == 1
    after = classical_entry(window)
    assert after["hands"] == [""] * 4 and after["winner"] == "Who won?"
    assert "could not be brought back" in window.entry.status.text()
    person = Person(window)
    person.type_hand("Anna", "8")  # a new entry replaces the damaged one
    program.quit(person)
    window = program.start()
    assert Person(window).hand_field("Anna").text() == "8"
    assert "back as it was left" in window.entry.status.text()
