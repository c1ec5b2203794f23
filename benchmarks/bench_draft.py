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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=200)
    parser.add_argument("--hands", type=int, default=16)
    parser.add_argument("--folder", type=Path, default=None)
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


if __name__ == "__main__":
    main()
