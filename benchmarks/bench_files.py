"""Benchmark of the checks on files from outside: reading every built-in rule set
(TOML, checked against the schema), and opening a games database (SQLite's integrity
check, the length check and every row's checksum) and listing its games.

Run from the project folder: ``.venv/bin/python benchmarks/bench_files.py``
(optionally ``--games G --hands H --repeats R``). Figures are medians of
``--repeats`` runs, timed with ``time.perf_counter``.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_game import timed

from scoring.games.game import Entry, Game, GameSettings, HandRecord
from scoring.records.storage import Store
from scoring.rules.ruleset import builtin_ids, load_ruleset


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--hands", type=int, default=100)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()

    ids = builtin_ids()
    took = timed(lambda: [load_ruleset(i) for i in ids], args.repeats * 4) * 1000
    print(f"reading the {len(ids)} built-in rule sets (schema checks included): "
          f"{took:.1f} ms")

    with tempfile.TemporaryDirectory() as folder:
        db = Path(folder) / "games.sqlite"
        rules = load_ruleset("norwegian")
        with Store(db) as store:
            for g in range(args.games):
                game = Game(GameSettings.for_ruleset(("Anna", "Bo", "Cia", "Dan"), rules),
                            name=f"game {g}")
                game.hands = [HandRecord(tuple(Entry(score=s) for s in (30, 8, 12, 4)),
                                         0, note="a note") for _ in range(args.hands)]
                store.create_game(game)
        size = db.stat().st_size / 1e6

        def open_and_list() -> None:
            with Store(db) as store:
                store.list_games()

        took = timed(open_and_list, args.repeats) * 1000
        print(f"opening a database of {args.games} games x {args.hands} hands "
              f"({size:.1f} MB) and listing its games: {took:.0f} ms")


if __name__ == "__main__":
    main()
