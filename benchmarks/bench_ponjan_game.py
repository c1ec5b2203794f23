"""How long a Ponjan game takes to replay and to record a hand in the database.

A game of N hands in which the boss wins every hand (so the deal never passes and
the match does not end): random winning hands from scoring.ponjan.sample, self-drawn
or on a random discard. Prints the median of the repeats:

* replay: ``Game.replay()`` of the whole game (scores, payments, boss, balances),
  cold (a game just read: every hand scored) and after an edit (hand 1 replaced by
  another boss's win, never seen by the game, in each run: that hand scored again,
  the others' scores cached), with how many hands each run scored (the new entries
  of the game's cache of scored hands);
* record: ``Store.record_hand`` of one more hand (the game is read, replayed and
  checked, the hand written and synced), in a temporary database;
* export: ``write_workbook`` of the game (the live xlsx of scoring.records.ponjan_workbook).

Run: ``.venv/bin/python benchmarks/bench_ponjan_game.py [--hands N] [--repeats R]``
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_game import timed

from scoring.games.game import Entry, Game, HandRecord
from scoring.games.ponjan_game import ponjan_settings
from scoring.ponjan import format_hand, load_ponjan_rules
from scoring.ponjan.sample import random_win
from scoring.records.storage import Store
from scoring.records.workbook import write_workbook

RULES = load_ponjan_rules("ponjan")


def boss_win(rng: random.Random) -> HandRecord:
    hand, situation = random_win(rng, RULES)
    discarder = None if situation.self_drawn else rng.choice((1, 2))
    assert situation.win_tile is not None
    return HandRecord((Entry(format_hand(hand)), Entry(), Entry()), 0,
                      situation.win_tile.code, situation.source, situation.flags,
                      discarder=discarder)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=1000)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    rng = random.Random(7)
    game = Game(ponjan_settings(("A", "B", "C"), RULES))
    game.hands = [boss_win(rng) for _ in range(args.hands)]
    assert game.next_seating() is not None
    cold = timed(lambda: game.with_hands(game.hands).replay(), args.repeats)
    game.replay()
    edits = iter([boss_win(rng) for _ in range(args.repeats)])
    cache = game.kind._cache  # type: ignore[attr-defined]
    cached = len(cache)
    replay = timed(lambda: game.replay([next(edits), *game.hands[1:]]), args.repeats)
    scored = (len(cache) - cached) / args.repeats
    with tempfile.TemporaryDirectory() as folder, Store(Path(folder) / "g.sqlite3") as store:
        game_id = store.create_game(game)
        record = timed(lambda: store.record_hand(game_id, boss_win(rng)), args.repeats)
        export = timed(lambda: write_workbook(game, Path(folder) / "g.xlsx"), args.repeats)
    cpu = time.process_time()
    print(f"Ponjan game of {args.hands} hands: replay cold {cold * 1000:.1f} ms "
          f"({cold / args.hands * 1e6:.0f} us a hand), after an edit of hand 1 "
          f"{replay * 1000:.1f} ms ({scored:g} hands scored a run); "
          "record one more hand "
          f"{record * 1000:.1f} ms; export to xlsx {export * 1000:.0f} ms "
          f"(median of {args.repeats}; CPU time so far {cpu:.1f} s)")


if __name__ == "__main__":
    main()
