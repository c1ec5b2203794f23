"""What the window's start loads: the real program (``app.main.main()``) opening its
last game, in a process of its own, with its settings, data and cache in a folder of the
test's. When the window has been painted for the first time, the modules of what the
start does not show (the workbook, printing, reports, the season, the rule editor, the
chart, the dialogs, Ponjan's hands and entry, QtSvg when the tile pictures are kept) are
not loaded: each is imported where it is first used; nor are QtWidgets classes the
window never uses made by PySide6 (nor QtGui's QGradient). A start's speed is measured in
benchmarks/bench_gui.py, not here."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from scripts.window_setup import PREPARE_PROGRAM, evening_database

ROOT = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"),
                                reason="settings are kept apart through the XDG folders of Linux")

#: the program started; once its window has handled its first expose event (laid out,
#: painted), what it shows and the modules loaded are printed as JSON, and it quits
START = """
import json, sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow, QTableView

UNUSED = ("QCalendarWidget", "QFileDialog", "QMdiArea", "QGraphicsView", "QFontDialog")
#: QtGui's: QGradient (with its 169 presets) is made by choosing among the overloads
#: of QPainter.fillRect
UNUSED_GUI = ("QGradient",)


def report(window):
    from PySide6 import QtGui, QtWidgets
    made = sorted([name for name in UNUSED if name in vars(QtWidgets)]  # before findChild
                  + [name for name in UNUSED_GUI if name in vars(QtGui)])
    sheet = window.findChild(QTableView)
    print(json.dumps({"title": window.windowTitle(), "rows": sheet.model().rowCount(),
                      "modules": sorted(sys.modules), "classes": made}), flush=True)
    QTimer.singleShot(0, QApplication.quit)


class Exposed(QObject):
    def __init__(self, window):
        super().__init__()
        self.window = window

    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Expose and watched.isExposed():
            watched.removeEventFilter(self)
            watched.event(event)
            report(self.window)
            return True
        return False


def find():
    windows = [w for w in QApplication.topLevelWidgets()
               if isinstance(w, QMainWindow) and w.isVisible() and w.windowHandle()]
    if not windows:
        QTimer.singleShot(1, find)
    else:
        global exposed
        exposed = Exposed(windows[0])
        windows[0].windowHandle().installEventFilter(exposed)


QTimer.singleShot(0, find)
from app.main import main
sys.exit(main(["mahjong-scoresheet"]))
"""

#: loaded only when what they serve is first used
LATER = ("openpyxl", "tomlkit", "PySide6.QtPrintSupport", "PySide6.QtCharts",
         "PySide6.QtSvg", "app.report", "app.report_html", "app.printing",
         "app.season_view", "app.season_pdf", "app.season_chart", "app.rule_editor",
         "app.rule_editor_model", "app.what_if_panel", "app.chart_view", "app.compare_view",
         "app.games_dialog", "app.new_game_dialog", "app.penalty_dialog", "app.save_dialog",
         "app.ponjan_entry", "app.ponjan_entry_widget", "app.ponjan_hand_box",
         "app.ponjan_report", "scoring.records.season", "scoring.records.workbook",
         "scoring.records.what_if", "scoring.records.ponjan_workbook",
         "scoring.ponjan.hand", "scoring.ponjan.hand_draft", "scoring.ponjan.notation",
         "scoring.ponjan.tiles", "scoring.ponjan.rules", "scoring.records.game_table",
         "app.ponjan_front")


def environment(folder: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.update(QT_QPA_PLATFORM="offscreen", HOME=str(folder / "home"),
               XDG_CONFIG_HOME=str(folder / "config"), XDG_DATA_HOME=str(folder / "data"),
               XDG_CACHE_HOME=str(folder / "cache"), LANG="C.UTF-8", LC_ALL="C.UTF-8",
               PYTHONPATH=str(ROOT))
    return env


def start(env: dict[str, str], folder: Path) -> dict[str, object]:
    result = subprocess.run([sys.executable, "-c", START], env=env, cwd=folder,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    shown: dict[str, object] = json.loads(result.stdout.strip().splitlines()[-1])
    return shown


def test_first_paint_loads_nothing_it_does_not_show(tmp_path: Path) -> None:
    database = tmp_path / "games.sqlite3"
    evening_database(database, 3)
    env = environment(tmp_path)
    prepared = subprocess.run([sys.executable, "-c", PREPARE_PROGRAM, str(database)], env=env,
                              cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert prepared.returncode == 0, prepared.stderr
    first = start(env, tmp_path)  # draws the tile pictures from their SVGs, keeps them
    assert "PySide6.QtSvg" in first["modules"]  # type: ignore[operator]
    again = start(env, tmp_path)  # as every start after the first
    # the window shows the game: its three hands and the totals row
    assert again["title"] == "Evening — Mahjong Score Sheet" and again["rows"] == 4
    loaded = set(again["modules"])  # type: ignore[call-overload]
    assert "scoring.games.game" in loaded and "app.sheet_model" in loaded
    assert sorted(loaded.intersection(LATER)) == []
    # no viewport is asked of Qt before the first paint: the first plain QWidget handed
    # to Python makes PySide6 make every QtWidgets class it could be (app/viewport_size.py)
    assert again["classes"] == []
