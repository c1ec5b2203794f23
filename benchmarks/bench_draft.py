"""Benchmark of keeping the hand being entered: one ``Store.save_draft`` per click.

Run from the project folder: ``.venv/bin/python benchmarks/bench_draft.py``
(optionally ``--repeats R``, ``--hands H``, ``--folder F`` for a database on another
disk than the temporary folder's).

The window writes the draft on every change (a pick, a click, a keystroke), each write
one committed, synced transaction (WAL, ``synchronous = FULL``), so that a program
killed right after keeps it. Figures are the median and the 95th percentile of
``--repeats`` writes of a half-entered hand that changes at each write, into a game
of ``--hands`` recorded hands, beside the baseline run in the same database: one
``Store.record_hand`` (the transaction every Record makes), and reading the draft
back (``Store.load_draft``, as opening the game does). The ratio save/record says
what a click costs against a Record.

With ``--window``, also a pick in the window's tile picker, from the click to the
updated entry (the draft built and written), with the draft kept and, alternately in
the same process, with the store's write replaced by nothing: the difference is what
keeping the hand adds to a click. Runs on the offscreen platform unless
QT_QPA_PLATFORM is set.
"""

from __future__ import annotations

import argparse
import platform
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scoring.games.draft import PlayerDraft, blank_draft
from scoring.games.game import Entry, Game, GameSettings, HandRecord
from scoring.records.storage import Store
from scoring.rules.ruleset import load_ruleset

PLAYERS = ("Anna", "Bo", "Cia", "Dan")
#: a hand typed tile by tile: what the draft holds after each pick
PICKS = ["1m", "1m2m", "1m2m3m", "123m 4m", "123m 45m", "123m 456m", "123m 456m 7m",
         "123m 456m 78m", "123m 456m 789m", "123m 456m 789m 2s", "123m 456m 789m 22s",
         "123m 456m 789m 222s", "123m 456m 789m 222s 1p", "123m 456m 789m 222s 11p"]


def timed(action: Callable[[int], object], repeats: int) -> list[float]:
    times = []
    for i in range(repeats):
        start = time.perf_counter()
        action(i)
        times.append(time.perf_counter() - start)
    return times


def figures(times: list[float]) -> str:
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
    return f"median {statistics.median(times) * 1000:7.2f} ms   p95 {p95 * 1000:7.2f} ms"


#: the picker tiles of a hand picked one by one (the flow tests' names)
TILES = ["1 Characters", "2 Characters", "3 Characters", "4 Dots", "5 Dots", "6 Dots",
         "7 Bamboo", "8 Bamboo", "9 Bamboo", "1 Dots", "1 Dots", "1 Dots", "2 Dots",
         "2 Dots"]


def window_picks(rounds: int) -> dict[bool, list[float]]:
    """Seconds per pick in the window, with the draft kept (True) and not (False)."""
    import os
    root = Path(__file__).resolve().parent.parent
    sys.path.insert(0, str(root / "tests"))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from gui_person import CTRL, Person
    from PySide6.QtCore import QStandardPaths, Qt
    from PySide6.QtWidgets import QApplication
    app = QApplication.instance() or QApplication(["bench"])
    QStandardPaths.setTestModeEnabled(True)  # the user's settings stay as they are
    from app.main_window import MainWindow
    times: dict[bool, list[float]] = {True: [], False: []}
    with tempfile.TemporaryDirectory() as folder, \
            Store(Path(folder) / "games.sqlite3") as store:
        game_id = store.create_game(Game(GameSettings.for_ruleset(
            PLAYERS, load_ruleset("norwegian")), name="Benchmark"))
        window = MainWindow(store)
        window.resize(1366, 768)
        window.open_game(game_id)
        window.show()
        person = Person(window)
        person.activate()
        real = store.save_draft
        for _ in range(rounds):
            for keep in (True, False):
                store.save_draft = real if keep else (  # type: ignore[method-assign]
                    lambda *args: None)
                for name in TILES:
                    start = time.perf_counter()
                    person.tile(name)
                    times[keep].append(time.perf_counter() - start)
                field = person.hand_field("Anna")  # a fresh hand: the field emptied
                person.click(field)
                person.key(Qt.Key.Key_A, CTRL, field)
                person.key(Qt.Key.Key_Delete, widget=field)
        store.save_draft = real  # type: ignore[method-assign]
        window.close()
        app.processEvents()
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=200)
    parser.add_argument("--hands", type=int, default=16)
    parser.add_argument("--folder", type=Path, default=None)
    parser.add_argument("--window", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(dir=args.folder) as folder, \
            Store(Path(folder) / "games.sqlite3") as store:
        game = Game(GameSettings.for_ruleset(PLAYERS, load_ruleset("norwegian")),
                    name="Benchmark")
        game_id = store.create_game(game)
        typed = HandRecord(tuple(Entry(score=s) for s in (30, 8, 0, 4)), None)
        for _ in range(args.hands):
            store.record_hand(game_id, typed)  # drawn hands: East keeps the deal
        game = store.load_game(game_id)
        base = blank_draft(game)

        def draft(i: int) -> object:
            players = (PlayerDraft(PICKS[i % len(PICKS)]), PlayerDraft("(555p) 7m"),
                       PlayerDraft(score=16), PlayerDraft())
            return replace(base, players=players, winner=0 if i % 2 else None)

        save = timed(lambda i: store.save_draft(game_id, draft(i)), args.repeats)  # type: ignore[arg-type]
        load = timed(lambda i: store.load_draft(game), args.repeats)
        record = timed(lambda i: store.record_hand(game_id, typed),
                       max(20, args.repeats // 5))
    print(f"Python {platform.python_version()}, {platform.system()} {platform.machine()}; "
          f"a game of {args.hands} hands, {args.repeats} writes")
    print(f"save_draft (one click)   {figures(save)}")
    print(f"load_draft (game opened) {figures(load)}")
    print(f"record_hand (baseline)   {figures(record)}")
    print(f"ratio save_draft / record_hand (medians): "
          f"{statistics.median(save) / statistics.median(record):.2f}")
    if args.window:
        picks = window_picks(6)
        print(f"a pick in the window, draft kept     {figures(picks[True])}")
        print(f"a pick in the window, nothing kept   {figures(picks[False])}")


if __name__ == "__main__":
    main()
