"""Benchmark of a whole game: the Excel export, loading a game file, recomputing after
an edit.

Run from the project folder: ``.venv/bin/python benchmarks/bench_game.py``
(optionally ``--seed S``, ``--repeats R``, ``--ruleset ID``).

The games are generated with a fixed seed: 4 players; every hand's winner (about one
hand in ten drawn) decides the seats of the next, and each player's hand is a random
legal hand of ``scoring.rules.sample`` written in the notation, as a player would type it
(about one entry in five a typed score instead). Figures are the median of
``--repeats`` runs, each timed with ``time.perf_counter``:

* export: ``write_workbook`` of a 16-hand and of a 1000-hand game (the replay
  included, the game's score cache warm, as in the program after the game was shown);
* load: ``gamefile.load`` of the 1000-hand game's JSON file (parsing, validation and
  the scoring of every hand with a fresh game, i.e. a cold cache);
* edit: change hand 1 of 1000 (another score for one player) and ``Game.replay()``:
  warm (the game's ``_cache`` of scored hands kept: only the edited hand is scored
  again) and cold (``_cache`` cleared first: every hand is scored again).
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scoring.errors import MahjongError
from scoring.games.game import Entry, Game, GameSettings, HandError, HandRecord
from scoring.games.rotation import Rotation, seatings
from scoring.hands.notation import format_hand
from scoring.records.gamefile import load, save
from scoring.records.workbook import write_workbook
from scoring.rules.ruleset import RuleSet, load_ruleset
from scoring.rules.sample import random_losing_hand, random_winning_hand

TARGETS = {"export16": 0.5, "export1000": 5.0, "load1000": 0.2, "edit1000": 0.1}
PLAYERS = ("Anna", "Bo", "Cia", "Dan")


class _Winner:
    def __init__(self, winner: int | None) -> None:
        self.winner = winner
        self.is_penalty = False


def make_game(hands: int, ruleset: RuleSet, rng: random.Random) -> Game:
    """A game of ``hands`` hands under ``ruleset`` (rounds of prevailing wind: 4, the
    last ones played after the end if need be; the export does not mind)."""
    n = len(PLAYERS)
    winners = [None if rng.random() < 0.1 else rng.randrange(n) for _ in range(hands)]
    rotation = Rotation.from_ruleset(ruleset, 4)
    seats = list(seatings(rotation, n, [_Winner(w) for w in winners]))
    game = Game(GameSettings.for_ruleset(PLAYERS, ruleset, rounds=4),
                name=f"Benchmark, {hands} hands")
    for winner, seating in zip(winners, seats, strict=True):
        game.hands.append(_random_hand(rng, ruleset, winner, seating.seats,
                                       seating.prevailing))
    # A random situation the engine refuses (a flag that needs another streak, say)
    # becomes a typed score: the seats do not change, as they follow the winners.
    while True:
        try:
            game.replay()
            return game
        except HandError as exc:
            old = game.hands[exc.index]
            game.hands[exc.index] = HandRecord(
                tuple(Entry(score=rng.randint(0, 300)) for _ in PLAYERS), old.winner)


def _random_hand(rng: random.Random, ruleset: RuleSet, winner: int | None,
                 seats: tuple[str, ...], prevailing: str) -> HandRecord:
    entries = []
    win_tile, source, flags = None, "discard", frozenset[str]()
    for i, seat in enumerate(seats):
        if rng.random() < 0.2:
            entries.append(Entry(score=rng.randint(0, 120 if i != winner else 400)))
            continue
        if i == winner:
            hand, situation = random_winning_hand(rng, ruleset, seat=seat,
                                                  prevailing=prevailing)
            assert situation.win_tile is not None
            win_tile = situation.win_tile.code
            source, flags = situation.source, situation.flags
            flags = frozenset(f for f in flags if f != "heavens-blessing")
        else:
            hand, _ = random_losing_hand(rng, ruleset, seat=seat, prevailing=prevailing)
        entries.append(Entry(tiles=format_hand(hand)))
    if winner is not None and entries[winner].score is not None:
        win_tile, source, flags = None, "discard", frozenset()
    return HandRecord(tuple(entries), winner, win_tile, source, flags)


def timed(fn: Callable[[], object], repeats: int,
          setup: Callable[[], object] | None = None) -> float:
    samples = []
    for _ in range(repeats):
        if setup is not None:
            setup()
        t0 = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - t0)
    return statistics.median(samples)


def line(label: str, seconds: float, target: float | None) -> str:
    text = f"  {label:<52} {seconds:8.3f} s"
    if target is not None:
        verdict = "ok" if seconds <= target else "OVER"
        text += f"   target {target:g} s ({verdict})"
    return text


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else "")
    parser.add_argument("--seed", type=int, default=20261121)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--ruleset", default="norwegian")
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    ruleset = load_ruleset(args.ruleset)

    t0 = time.perf_counter()
    small = make_game(16, ruleset, rng)
    big = make_game(1000, ruleset, rng)
    made = time.perf_counter() - t0
    tiles = sum(e.tiles is not None for h in big.hands for e in h.entries)
    draws = sum(h.winner is None for h in big.hands)

    print("Mahjong Score Sheet: game benchmark")
    print(f"Python {platform.python_version()} ({platform.python_implementation()}), "
          f"{platform.machine()}, {platform.system()}")
    print(f"rule set {ruleset.id}, 4 players, seed {args.seed}; the 1000-hand game has "
          f"{tiles} hands entered as tiles, {4000 - tiles} typed scores, {draws} draws; "
          f"generated in {made:.1f} s")
    print(f"median of {args.repeats} runs (time.perf_counter)")

    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        small.replay()
        big.replay()  # the caches are warm, as in the program once a game is shown
        export16 = timed(lambda: write_workbook(small, folder / "small.xlsx"), args.repeats)
        export1000 = timed(lambda: write_workbook(big, folder / "big.xlsx"),
                           max(1, args.repeats // 2))
        size = (folder / "big.xlsx").stat().st_size
        save(big, folder / "big.json")
        json_size = (folder / "big.json").stat().st_size
        load1000 = timed(lambda: load(folder / "big.json"), args.repeats)

    first = big.hands[0]
    changed = 0 if first.winner != 0 else 1  # a player who did not win: always legal
    edited = replace(first, entries=tuple(
        Entry(score=17) if i == changed else e for i, e in enumerate(first.entries)))
    hands = [edited, *big.hands[1:]]
    warm = timed(lambda: big.replay(hands), args.repeats * 4)
    cold = timed(lambda: big.replay(hands), args.repeats, setup=big._cache.clear)
    try:
        big.replay(hands)
    except MahjongError as exc:  # pragma: no cover - the edit is legal
        print(f"the edit failed: {exc}")

    print()
    print(line("export, 16-hand game (write_workbook)", export16, TARGETS["export16"]))
    print(line(f"export, 1000-hand game ({size / 1e6:.1f} MB xlsx)", export1000,
               TARGETS["export1000"]))
    print(line(f"load 1000-hand game file ({json_size / 1e6:.1f} MB, gamefile.load)",
               load1000, TARGETS["load1000"]))
    print(line("edit hand 1 of 1000, Game.replay, warm _cache", warm,
               TARGETS["edit1000"]))
    print(line("edit hand 1 of 1000, Game.replay, cold _cache", cold,
               TARGETS["edit1000"]))


if __name__ == "__main__":
    main()
