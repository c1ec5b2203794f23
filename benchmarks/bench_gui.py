"""Benchmark of the desktop program: start-up, click-to-breakdown latency, clicks.

Prints:
- start to first window shown, warm (the median of several runs of a fresh process
  each), beside a bare Qt window started the same way; target under 1 s;
- time from a click in the tile picker to the updated breakdown; target under 16 ms;
- clicks and keystrokes to enter a typical winning hand of four sets, a pair and two
  flowers; target 15 or fewer.

Runs on the offscreen platform unless QT_QPA_PLATFORM is set. A script, not a test.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RUNS = 7

BARE = """
import sys, time
t0 = float(sys.argv[1])
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([])
w = QMainWindow(); w.resize(1366, 768); w.show(); app.processEvents()
print(time.time() - t0)
"""

PROGRAM = """
import os, sys, time
t0 = float(sys.argv[1])
sys.path.insert(0, sys.argv[2])
from PySide6.QtCore import QStandardPaths
QStandardPaths.setTestModeEnabled(True)
from PySide6.QtWidgets import QApplication
app = QApplication([])
from app import settings
settings.apply_names()
from app.main_window import MainWindow
from scoring.storage import Store
store = Store(sys.argv[3])
w = MainWindow(store)
w.resize(1366, 768)
w.open_game(store.list_games()[0].id)
w.show(); app.processEvents()
print(time.time() - t0)
"""


def start_times(code: str, *args: str) -> list[float]:
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    times = []
    for _ in range(RUNS + 1):  # the first run warms the disk cache
        out = subprocess.run([sys.executable, "-c", code, repr(time.time()), *args],
                             capture_output=True, text=True, env=env, check=True)
        times.append(float(out.stdout.strip().splitlines()[-1]))
    return times[1:]


def make_database(folder: str) -> str:
    sys.path.insert(0, str(ROOT))
    from scoring import load_ruleset
    from scoring.game import Entry, Game, GameSettings, HandRecord
    from scoring.storage import Store
    path = os.path.join(folder, "bench.sqlite3")
    with Store(path) as store:
        game = Game(GameSettings.for_ruleset(("Anna", "Bo", "Cia", "Dan"),
                                             load_ruleset("norwegian")), name="Bench")
        gid = store.create_game(game)
        for i in range(12):
            store.record_hand(gid, HandRecord(
                (Entry(tiles="123m 456p 789s 55p (777z)"), Entry(score=8 + i),
                 Entry(tiles="(222z) 99m"), Entry(score=16)), 0, "5p"))
    return path


def click_latency() -> tuple[list[float], int]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QStandardPaths
    QStandardPaths.setTestModeEnabled(True)
    from PySide6.QtWidgets import QApplication
    app = QApplication.instance() or QApplication([])
    from app.main_window import MainWindow
    from scoring import load_ruleset
    from scoring.game import Game, GameSettings
    from scoring.storage import Store
    folder = tempfile.mkdtemp()
    store = Store(os.path.join(folder, "latency.sqlite3"))
    gid = store.create_game(Game(GameSettings.for_ruleset(
        ("Anna", "Bo", "Cia", "Dan"), load_ruleset("millington"))))
    w = MainWindow(store)
    w.resize(1366, 768)
    w.open_game(gid)
    w.show()
    app.processEvents()
    entry = w.entry
    editor = entry.editors[0]
    entry.situation.set_winner(0)
    latencies = []
    # the typical hand: four sets, a pair and two flowers, by clicks
    plan = [("chow", False, ["1m", "4p"]), ("pung", False, ["7s"]), ("pung", True, ["7z"]),
            ("pair", False, ["5p"]), ("tile", False, ["1f", "2f"])]
    clicks = 0
    for mode, exposed, codes in plan:
        if editor.mode() != mode:
            editor.mode_buttons[mode].click()  # type: ignore[index]
            clicks += 1
        if editor.exposed() != exposed:
            editor.exposed_button.click()
            clicks += 1
        for code in codes:
            t0 = time.perf_counter()
            entry.picker.button(code).click()
            app.processEvents()
            latencies.append(time.perf_counter() - t0)
            clicks += 1
    clicks += 1  # choosing the winner (the winning tile defaults to the last one)
    # then many more clicks on a full hand: take a tile back and add it again
    for _ in range(60):
        t0 = time.perf_counter()
        entry.picker.button("2f").click() if "2f" not in editor.notation() else \
            editor.set_hand(editor.notation().replace(" 12f", " 1f"))
        app.processEvents()
        latencies.append(time.perf_counter() - t0)
    assert entry.results[0] is not None, "the hand did not score"
    store.close()
    return latencies, clicks


def main() -> None:
    print("Mahjong Score Sheet: desktop benchmark")
    print(f"Python {sys.version.split()[0]}, platform "
          f"{os.environ.get('QT_QPA_PLATFORM', 'offscreen')}, median of {RUNS} runs")
    folder = tempfile.mkdtemp()
    db = make_database(folder)
    bare = start_times(BARE)
    program = start_times(PROGRAM, str(ROOT), db)
    print(f"  bare Qt window, start to shown           {statistics.median(bare):6.3f} s")
    print(f"  Mahjong Score Sheet, start to shown      {statistics.median(program):6.3f} s"
          f"   target < 1 s ({'ok' if statistics.median(program) < 1 else 'OVER'})")
    latencies, clicks = click_latency()
    ms = [x * 1000 for x in latencies]
    print(f"  click in picker to updated breakdown     {statistics.median(ms):6.1f} ms median,"
          f" {max(ms):.1f} ms max over {len(ms)} clicks   target < 16 ms "
          f"({'ok' if statistics.median(ms) < 16 else 'OVER'})")
    print(f"  clicks for four sets, a pair, two flowers and the winner: {clicks}"
          f"   target <= 15 ({'ok' if clicks <= 15 else 'OVER'})")


if __name__ == "__main__":
    main()
