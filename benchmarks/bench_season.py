"""Benchmark of the season standings: 200 games of 20 hands.

Run from the project folder: ``.venv/bin/python benchmarks/bench_season.py``
(optionally ``--seed S``, ``--repeats R``, ``--games G``, ``--hands H``).

The games are generated as in ``bench_game.py`` (4 players from a club of eight, every
hand's tiles a random legal hand written in the notation, about one entry in five a
typed score, one hand in ten drawn), under the built-in classical rule sets (seven) in
turn, one evening every few days. They are stored in one SQLite database. Figures are the median
of ``--repeats`` runs, each timed with ``time.perf_counter`` and ``time.process_time``:

* from the database: ``copies_from_database`` (every game read, in three queries) and
  ``season`` (every hand scored: the lean figures of each game, as the games come fresh
  from the database with nothing scored);
* from game files: ``copies_from_files`` (each file read and every hand checked by
  scoring it, once: the game keeps its figures) and ``season``;
* standings only: ``season`` over games already in memory (the desktop program after
  the first time: each game keeps its figures until its hands change).

Every run starts with the caches of scoring.hands.arrangement and scoring.hands.notation
cleared, as in a program just started. What a process keeps of the rule sets it has
read (each rule text is read once, some 30 ms for the built-in ones) is not
cleared: it is the same for every run but the first.

The season pauses Python's cyclic garbage collector while it reads and scores (see
``scoring.records.season._batch``); the collector's pass over what is left when it resumes is
counted in the figures.

Both the wall-clock time and the CPU time of the process are printed, with the load
average: on a machine shared with other work the wall-clock time grows with the load.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_game import make_game

from scoring.hands.arrangement import arrangements
from scoring.hands.notation import _group
from scoring.records import gamefile
from scoring.records.season import copies_from_database, copies_from_files, season
from scoring.records.storage import Store
from scoring.rules.ruleset import builtin_ids, load_ruleset

TARGET = 1.0


def clear_caches() -> None:
    """Forget what an earlier run learnt: the splits of tiles into sets and the sets
    read from the notation (each run starts as a fresh program would)."""
    arrangements.cache_clear()
    _group.cache_clear()
CLUB = ("Anna", "Bo", "Cia", "Dan", "Eva", "Finn", "Gun", "Hugo")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="season standings benchmark")
    parser.add_argument("--seed", type=int, default=20261123)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--hands", type=int, default=20)
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    rulesets = [load_ruleset(r) for r in builtin_ids()]
    folder = Path(tempfile.mkdtemp(prefix="bench-season-"))
    db = folder / "club.sqlite3"
    files = []
    with Store(db) as store:
        for k in range(args.games):
            game = make_game(args.hands, rulesets[k % len(rulesets)], rng)
            players = tuple(rng.sample(CLUB, 4))
            game.settings = game.settings.__class__(
                players=players, ruleset_text=game.settings.ruleset_text,
                convention=game.settings.convention, east_double=game.settings.east_double,
                limit=game.settings.limit, start_balance=game.settings.start_balance,
                rounds=game.settings.rounds)
            game.created = f"2026-{1 + k // 20:02d}-{1 + (k % 20):02d}T19:00:00"
            game.name = f"Evening {k + 1}"
            store.create_game(game)
            path = folder / f"{k}.json"
            gamefile.save(game, path)
            files.append(path)

    def median(fn: object) -> tuple[float, float]:
        """Median wall-clock time and median CPU time of this process."""
        walls, cpus = [], []
        for _ in range(args.repeats):
            clear_caches()
            t0, c0 = time.perf_counter(), time.process_time()
            fn()  # type: ignore[operator]
            walls.append(time.perf_counter() - t0)
            cpus.append(time.process_time() - c0)
        return statistics.median(walls), statistics.median(cpus)

    from_db = median(lambda: season(copies_from_database(db)))
    from_files = median(lambda: season(copies_from_files(files)))
    loaded = copies_from_database(db)
    season(loaded)
    warm = median(lambda: season(loaded))
    result = season(loaded)
    print("Mahjong Score Sheet: season benchmark")
    print(f"Python {platform.python_version()} ({platform.python_implementation()}), "
          f"{platform.machine()}, {platform.system()}")
    print(f"{len(result.games)} games of {args.hands} hands, {len(result.players)} players, "
          f"median of {args.repeats}")
    print(f"load average {' '.join(f'{x:.1f}' for x in os.getloadavg())} on "
          f"{os.cpu_count()} cores (wall time suffers from a busy machine, CPU time less)")
    for label, (wall, cpu), target in (("standings from the database", from_db, TARGET),
                                       ("standings from game files", from_files, None),
                                       ("standings of games in memory", warm, None)):
        verdict = "" if target is None else \
            f"   target {target:g} s ({'ok' if cpu <= target else 'OVER'}, CPU time)"
        print(f"  {label:<36} wall {wall:6.3f} s  CPU {cpu:6.3f} s{verdict}")


if __name__ == "__main__":
    main()
