"""The main window over a games database of its own, at a laptop's size: the one setup
of the screenshot scripts (scripts/screenshots.py, scripts/ponjan_screenshot.py) and
of the desktop benchmark (benchmarks/bench_gui.py); and, for a program started in a
process of its own (the benchmark's starts, tests/test_window_start_lazy.py), a
database of one evening's game and the script that puts it where the program looks.

The offscreen platform unless QT_QPA_PLATFORM says otherwise; Qt's standard paths in
test mode, so the user's own settings and games are never read or written; the
program's names applied as the program applies them; the flow tests' helpers
(tests/gui_person.py) importable."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

ROOT = Path(__file__).resolve().parent.parent

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from app.main_window import MainWindow
    from scoring.records.storage import Store


def application() -> QApplication:
    """The QApplication (made once), set up as described above."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    for folder in (str(ROOT / "tests"), str(ROOT)):
        if folder not in sys.path:
            sys.path.insert(0, folder)
    from PySide6.QtCore import QStandardPaths
    QStandardPaths.setTestModeEnabled(True)
    from PySide6.QtWidgets import QApplication

    from app import settings
    found = QApplication.instance()
    app = found if isinstance(found, QApplication) else QApplication([])
    settings.apply_names()
    return app


def classical_game(store: Store, players: tuple[str, ...], ruleset: str = "norwegian",
                   name: str = "") -> int:
    """A new game of ``players`` under the built-in ``ruleset``, stored: its id."""
    from scoring import load_ruleset
    from scoring.games.game import Game, GameSettings
    return store.create_game(Game(GameSettings.for_ruleset(players, load_ruleset(ruleset)),
                                  name=name))


def open_window(store: Store, game_id: int, width: int = 1366,
                height: int = 768) -> MainWindow:
    """The main window over ``store`` at ``width`` x ``height``, game ``game_id`` open,
    shown and laid out."""
    app = application()
    from app.main_window import MainWindow
    window = MainWindow(store)
    window.resize(width, height)
    window.open_game(game_id)
    window.show()
    app.processEvents()
    return window


#: Run in the environment of the program to start (``python -c PREPARE_PROGRAM DB``):
#: the games database ``DB`` copied where the program keeps it, its game the last one
#: opened, the window's geometry 1366x768 as if left so.
PREPARE_PROGRAM = """
import shutil, sys
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([])
from app import settings
shutil.copyfile(sys.argv[1], settings.database_path())
stored = settings.AppSettings()
stored.last_game_id = 1
w = QMainWindow()
w.resize(1366, 768)
stored.window_geometry = w.saveGeometry()
stored.sync()
"""


def evening_database(path: str | Path, hands: int, name: str = "Evening") -> None:
    """A games database at ``path`` of one norwegian game of four players (Anna, Bo,
    Cia, Dan) and ``hands`` hands of the same tiles: Anna wins on 5p, Cia holds a pung
    and a pair, Bo and Dan give typed scores."""
    from scoring import load_ruleset
    from scoring.games.game import Entry, Game, GameSettings, HandRecord
    from scoring.records.storage import Store
    with Store(path) as store:
        gid = store.create_game(Game(GameSettings.for_ruleset(
            ("Anna", "Bo", "Cia", "Dan"), load_ruleset("norwegian")), name=name))
        for i in range(hands):
            store.record_hand(gid, HandRecord(
                (Entry(tiles="123m 456p 789s 55p (777z)"), Entry(score=8 + i),
                 Entry(tiles="(222z) 99m"), Entry(score=16)), 0, "5p"))
