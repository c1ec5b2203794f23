"""Benchmark of the desktop program: start-up, click-to-breakdown latency, clicks.

Prints:
- start to first window shown, warm: the real program, ``app.main.main()`` (the
  entry point of the installed ``mahjong-scoresheet``) opening its last game, beside a
  bare PySide6 window (QApplication, a QMainWindow shown, the event loop), as a ratio
  (target at most 2.5) and in seconds (target under 1 s). Each start is a fresh
  process, from before the interpreter starts to the window's first expose event
  (the same hook for both: a zero-time QTimer set before the program runs finds the
  shown main window and waits for its expose, then prints the time and quits); the
  runs of the two alternate, the median of several each. The program runs with its
  own home, settings and data folders in a temporary folder: a games database with
  one 12-hand game, the last game opened, the window 1366x768 as left last time.
  Both read their modules' compiled bytecode as an installed program does (pip and
  the packages compile it at install): it is kept in a folder of the run
  (PYTHONPYCACHEPREFIX), written by the first start of each, which is left out,
  whatever PYTHONDONTWRITEBYTECODE says in the environment the script runs in; so
  are the tile pictures the program keeps in its cache folder (app/tile_art.py), as
  after any first start. Beside the time to the window shown, the processor time of
  each whole process (user + system, start to exit; the program's exit closes more)
  as a ratio too: less moved by the other work on a loaded machine;
- time from a click in the tile picker to the updated breakdown; target under 16 ms;
- clicks and keys for the typical hand of issue 7 (the winner's two chows, exposed
  pung, dragon pung, pair and flower, won on a discard; three losers say two-digit
  scores), counted by driving the window as the flow tests do; target 25 or fewer;
  and the same hand with every player's tiles entered.

Runs on the offscreen platform unless QT_QPA_PLATFORM is set. A script, not a test.
"""

from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
RUNS = 7


def _tests_on_path() -> None:
    """The flow tests' person (tests/gui_person.py) drives the window here too."""
    for folder in (str(ROOT), str(ROOT / "tests")):
        if folder not in sys.path:
            sys.path.insert(0, folder)

#: Times a start: set before the program runs, a zero-time timer fires once the event
#: loop runs; it finds the shown main window, waits for its first expose event, prints
#: the seconds since ``argv[1]`` (the time.time() before the process was started) and
#: quits. Then ``argv[2]``: "bare" or "program".
HOOK = """
import sys, time
t0 = float(sys.argv[1])
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow


def shown() -> None:
    print(time.time() - t0, flush=True)
    QTimer.singleShot(0, QApplication.quit)


class Exposed(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Expose and watched.isExposed():
            watched.removeEventFilter(self)
            shown()
        return False


exposed = Exposed()


def find() -> None:
    app = QApplication.instance()
    windows = [w for w in app.topLevelWidgets()
               if isinstance(w, QMainWindow) and w.isVisible() and w.windowHandle()]
    if not windows:
        QTimer.singleShot(1, find)
    elif windows[0].windowHandle().isExposed():
        shown()
    else:
        windows[0].windowHandle().installEventFilter(exposed)


QTimer.singleShot(0, find)
if sys.argv[2] == "bare":
    app = QApplication([])
    w = QMainWindow()
    w.resize(1366, 768)
    w.show()
    app.exec()
else:
    from app.main import main
    main(["mahjong-scoresheet"])
"""

#: Prepares the program's folders (run with the same environment): the database
#: ``argv[1]`` copied where the program keeps it, its game the last one opened, the
#: window's geometry 1366x768.
PREPARE = """
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


def program_environment(home: str) -> dict[str, str]:
    """The environment of the program's runs: its own home and XDG folders."""
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"),
               HOME=home)
    for name in ("CONFIG", "DATA", "CACHE", "STATE"):
        env[f"XDG_{name}_HOME"] = os.path.join(home, name.lower())
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    # the modules' bytecode is read, not compiled at each start (see the docstring)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = os.path.join(home, "pycache")
    return env


def start_times(env: dict[str, str]) -> dict[str, dict[str, list[float]]]:
    """Start times (``"shown"``) and processor times of the whole process (``"cpu"``)
    of the bare window and of the program, alternating, the first run of each (which
    warms the disk cache, writes the bytecode and the tile pictures) left out."""
    times: dict[str, dict[str, list[float]]] = {
        what: {"shown": [], "cpu": []} for what in ("bare", "program")}
    for run in range(RUNS + 1):
        for what in ("bare", "program"):
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            out = subprocess.run([sys.executable, "-c", HOOK, repr(time.time()), what],
                                 capture_output=True, text=True, env=env, timeout=120)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            lines = out.stdout.strip().splitlines()
            if out.returncode != 0 or not lines:
                raise RuntimeError(f"the {what} start failed ({out.returncode}): "
                                   f"{out.stdout}{out.stderr}")
            if run:
                times[what]["shown"].append(float(lines[-1]))
                times[what]["cpu"].append(after.ru_utime + after.ru_stime
                                          - before.ru_utime - before.ru_stime)
    return times


def make_database(folder: str) -> str:
    sys.path.insert(0, str(ROOT))
    from scoring import load_ruleset
    from scoring.games.game import Entry, Game, GameSettings, HandRecord
    from scoring.records.storage import Store
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


def open_window(ruleset: str = "norwegian") -> tuple[Any, Any, Any]:
    """A fresh game in a main window at 1366x768 (scripts/window_setup.py, as the
    screenshot scripts make it): (app, window, store)."""
    sys.path.insert(0, str(ROOT))
    from scripts import window_setup
    app = window_setup.application()
    from scoring.records.storage import Store
    store = Store(os.path.join(tempfile.mkdtemp(), "latency.sqlite3"))
    gid = window_setup.classical_game(store, ("Anna", "Bjørn", "Cecilie", "Dag"), ruleset)
    return app, window_setup.open_window(store, gid), store


def click_latency() -> list[float]:
    """Click in the picker to the updated breakdown (each click through QTest, then the
    events it posted): the typical winning hand, then many clicks on a full hand."""
    _tests_on_path()
    from gui_person import Person
    app, w, store = open_window("millington")
    person = Person(w)
    latencies = []

    from app.tile_picker import TileButton

    def timed(name: str) -> None:
        button = person.named(name, TileButton)  # found first: a person sees it
        t0 = time.perf_counter()
        person.click(button)  # QTest.mouseClick, then the events it posted
        latencies.append(time.perf_counter() - t0)

    plan = [("Chow", ["1 Characters", "4 Dots"]), ("Pung", ["7 Bamboo"]),
            ("Exposed", ["Red Dragon"]), ("Pair", ["5 Dots"]), ("Tile", ["Plum"])]
    for mode, names in plan:
        person.mode("Anna", mode)
        for name in names:
            timed(name)
    person.accept_suggestion()
    person.winning_tile("Anna", "5p")
    assert w.entry.results[0] is not None, "the hand did not score"
    # then many more clicks on a full hand: a season, taken back with a right-click...
    editor = person.row("Anna")
    for _ in range(30):
        timed("Spring")
        editor.set_hand(editor.notation().replace(" 1y", ""))
        app.processEvents()
    store.close()
    w.close()
    return latencies


def typical_hand_actions(all_tiles: bool) -> int:
    """Clicks and keys for the issue's typical hand (the flow test's): the winner's
    two chows, exposed pung, dragon pung, pair and flower by the picker, won on a
    discard, then Record; the losers say two-digit scores, or (``all_tiles``) their
    tiles are entered too."""
    _tests_on_path()
    from gui_person import Person
    from test_gui_flow import enter_typical_hand
    _app, w, store = open_window()
    person = Person(w)
    if not all_tiles:
        enter_typical_hand(person)
    else:
        person.mode("Anna", "Chow")
        for name in ("1 Characters", "4 Dots"):
            person.tile(name)
        person.mode("Anna", "Pung")
        person.mode("Anna", "Exposed")
        person.tile("7 Bamboo")
        person.tile("Red Dragon")
        person.mode("Anna", "Pair")
        person.tile("5 Dots")
        person.tile("Plum")
        person.accept_suggestion()
        person.winning_tile("Anna", "5p")
        # Bjørn: an exposed pung of White Dragons and a pair of 9 Characters
        person.click(person.hand_field("Bjørn"))
        person.mode("Bjørn", "Pung")
        person.mode("Bjørn", "Exposed")
        person.tile("White Dragon")
        person.mode("Bjørn", "Pair")
        person.tile("9 Characters")
        # Cecilie: a chow and a pair
        person.click(person.hand_field("Cecilie"))
        person.mode("Cecilie", "Chow")
        person.tile("1 Bamboo")
        person.mode("Cecilie", "Pair")
        person.tile("4 Dots")
        # Dag: an exposed pung and a flower
        person.click(person.hand_field("Dag"))
        person.mode("Dag", "Pung")
        person.mode("Dag", "Exposed")
        person.tile("2 Characters")
        person.tile("Orchid")
    person.record()
    recorded = len(w.game.hands)
    store.close()
    w.close()
    assert recorded == 1, "the hand was not recorded"
    return person.actions


def main() -> None:
    print("Mahjong Score Sheet: desktop benchmark")
    print(f"Python {sys.version.split()[0]}, platform "
          f"{os.environ.get('QT_QPA_PLATFORM', 'offscreen')}, median of {RUNS} runs")
    folder = tempfile.mkdtemp()
    db = make_database(folder)
    env = program_environment(os.path.join(folder, "home"))
    subprocess.run([sys.executable, "-c", PREPARE, db], env=env, check=True)
    load = os.getloadavg()
    times = start_times(env)
    b, p = (statistics.median(times[what]["shown"]) for what in ("bare", "program"))
    cpu_b, cpu_p = (statistics.median(times[what]["cpu"]) for what in ("bare", "program"))
    print(f"  load average before the starts: {load[0]:.2f} (1 min), "
          f"{os.cpu_count()} processors; each start a fresh process, bytecode read "
          "from a cache of the run")
    print(f"  bare PySide6 window, start to shown      {b:6.3f} s")
    print(f"  the program (app.main.main), the same    {p:6.3f} s"
          f"   target < 1 s ({'ok' if p < 1 else 'OVER'})")
    print(f"  ratio, program / bare window             {p / b:6.2f} x"
          f"   target <= 2.5 ({'ok' if p / b <= 2.5 else 'OVER'})")
    print(f"  processor time of the whole process      {cpu_b:6.3f} s bare, {cpu_p:.3f} s "
          f"the program: {cpu_p / cpu_b:.2f} x")
    latencies = click_latency()
    ms = [x * 1000 for x in latencies]
    print(f"  click in picker to updated breakdown     {statistics.median(ms):6.1f} ms median,"
          f" {max(ms):.1f} ms max over {len(ms)} clicks   target < 16 ms "
          f"({'ok' if statistics.median(ms) < 16 else 'OVER'})")
    typical = typical_hand_actions(all_tiles=False)
    print(f"  actions (clicks + keys) for the typical hand, three typed scores: {typical}"
          f"   target <= 25 ({'ok' if typical <= 25 else 'OVER'})")
    print(f"  the same hand with all four players' tiles entered:       "
          f"{typical_hand_actions(all_tiles=True)}")


if __name__ == "__main__":
    main()
