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
* load: ``gamefile.load`` of the 1000-hand game's JSON file (parsing, and every hand
  checked as scoring would check it, without scoring it: no hand is scored; showing
  the game then scores every hand, as the cold edit below does);
* edit: give the winner of the first hand won with tiles (hand 1, or the first after
  it) other winning tiles, won another way (a random legal winning hand, its winning
  tile, source and flags), and ``Game.replay()`` the game with it. Warm: the game's
  ``_cache`` of scored hands and ``_read`` of hands read from the notation kept, as
  in the program: the edited winner's hand is read and scored again, and any other
  hand whose situation the edit changed is scored again. Cold: both cleared first,
  every hand is read and scored again. Every run makes an edit of its own, never
  seen by the game before, so no run finds its edit in the game's cache. (The edits
  are checked beforehand by a fresh game's replay: the engine's own memos may have
  seen them, as in the program, whose entry panel scores a hand as it is typed and
  checks it before it is saved.)

Every line also says how many hands were scored (``score_hand`` calls, counted by
wrapping the engine's function where the game calls it) in one run of it: a figure
that scored nothing says so.
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
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import scoring.rules.engine as engine
from scoring.errors import MahjongError
from scoring.games.game import Entry, Game, HandError, HandRecord
from scoring.games.rotation import Seating
from scoring.games.sample_games import random_game
from scoring.hands.notation import format_hand
from scoring.records.gamefile import load, save
from scoring.records.workbook import write_workbook
from scoring.rules.ruleset import RuleSet, load_ruleset
from scoring.rules.sample import random_winning_hand

TARGETS = {"export16": 0.5, "export1000": 5.0, "load1000": 0.2, "edit1000": 0.1}


def make_game(hands: int, ruleset: RuleSet, rng: random.Random) -> Game:
    """A game of ``hands`` hands under ``ruleset`` (rounds of prevailing wind: 4, the
    last ones played after the end if need be; the export does not mind)."""
    return random_game(rng, ruleset, hands, name=f"Benchmark, {hands} hands")


class ScoredHands:
    """Counts the hands scored: the engine's ``score_hand`` replaced, in every module
    of the program that imported it, by a wrapper that counts its calls."""

    def __init__(self) -> None:
        self.calls = 0
        original = engine.score_hand

        def counting(*args: Any, **kwargs: Any) -> Any:
            self.calls += 1
            return original(*args, **kwargs)

        for name, module in list(sys.modules.items()):
            if (name == "scoring" or name.startswith("scoring.")) \
                    and getattr(module, "score_hand", None) is original:
                module.score_hand = counting  # type: ignore[attr-defined]


def timed(fn: Callable[[], object], repeats: int,
          setup: Callable[[], object] | None = None) -> float:
    """The median time of ``repeats`` runs of ``fn()`` (bench_files and
    bench_ponjan_game use it too)."""
    samples = []
    for _ in range(repeats):
        if setup is not None:
            setup()
        t0 = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - t0)
    return statistics.median(samples)


def counted(fn: Callable[[int], object], repeats: int, scored: ScoredHands,
            setup: Callable[[], object] | None = None) -> tuple[float, list[int]]:
    """The median time of ``repeats`` runs of ``fn(run)`` and the hands each scored."""
    samples, counts = [], []
    for run in range(repeats):
        if setup is not None:
            setup()
        before = scored.calls
        t0 = time.perf_counter()
        fn(run)
        samples.append(time.perf_counter() - t0)
        counts.append(scored.calls - before)
    return statistics.median(samples), counts


def edits(game: Game, ruleset: RuleSet, rng: random.Random, count: int
          ) -> tuple[int, list[HandRecord]]:
    """The first hand won with tiles, and ``count`` different edits of it: the winner's
    tiles replaced by another legal winning hand for his seat, with its winning tile,
    source and flags (checked by a fresh game: each scores, and the seats stay)."""
    seats = game.seatings()
    index = next(i for i, h in enumerate(game.hands)
                 if h.winner is not None and h.entries[h.winner].tiles is not None)
    record, seating = game.hands[index], seats[index]
    made: list[HandRecord] = []
    while len(made) < count:
        edited = _winner_edit(rng, ruleset, record, seating)
        if edited in made or edited == record:
            continue
        try:  # a fresh game, so not the game's cache
            Game(game.settings, [*game.hands[:index], edited]).replay()
        except HandError:
            continue
        made.append(edited)
    return index, made


def _winner_edit(rng: random.Random, ruleset: RuleSet, record: HandRecord,
                 seating: Seating) -> HandRecord:
    winner = record.winner
    assert winner is not None
    hand, situation = random_winning_hand(rng, ruleset, seat=seating.seats[winner],
                                          prevailing=seating.prevailing)
    assert situation.win_tile is not None
    entries = tuple(Entry(tiles=format_hand(hand)) if i == winner else e
                    for i, e in enumerate(record.entries))
    return replace(record, entries=entries, win_tile=situation.win_tile.code,
                   source=situation.source,
                   flags=frozenset(f for f in situation.flags if f != "heavens-blessing"))


def line(label: str, seconds: float, target: float | None, counts: list[int]) -> str:
    text = f"  {label:<52} {seconds:8.3f} s"
    if target is not None:
        verdict = "ok" if seconds <= target else "OVER"
        text += f"   target {target:g} s ({verdict})"
    low, high = min(counts), max(counts)
    scored = f"{low}" if low == high else f"{low}-{high}"
    return text + f"   hands scored per run: {scored}"


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

    scored = ScoredHands()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        small.replay()
        big.replay()  # the caches are warm, as in the program once a game is shown
        export16 = counted(lambda _: write_workbook(small, folder / "small.xlsx"),
                           args.repeats, scored)
        export1000 = counted(lambda _: write_workbook(big, folder / "big.xlsx"),
                             max(1, args.repeats // 2), scored)
        size = (folder / "big.xlsx").stat().st_size
        save(big, folder / "big.json")
        json_size = (folder / "big.json").stat().st_size
        load1000 = counted(lambda _: load(folder / "big.json"), args.repeats, scored)

    warm_runs = args.repeats * 4
    index, edited = edits(big, ruleset, rng, warm_runs + args.repeats)
    rest = big.hands[index + 1:]

    def edit(run: int) -> None:
        big.replay([*big.hands[:index], edited[run], *rest])

    warm = counted(edit, warm_runs, scored)
    cold = counted(lambda run: edit(warm_runs + run), args.repeats, scored,
                   setup=lambda: (big._cache.clear(), big._read.clear()))
    try:
        edit(0)
    except MahjongError as exc:  # pragma: no cover - the edits are legal
        print(f"the edit failed: {exc}")

    what = f"edit hand {index + 1} of 1000 (winner's tiles), Game.replay"
    print()
    print(line("export, 16-hand game (write_workbook)", export16[0],
               TARGETS["export16"], export16[1]))
    print(line(f"export, 1000-hand game ({size / 1e6:.1f} MB xlsx)", export1000[0],
               TARGETS["export1000"], export1000[1]))
    print(line(f"load 1000-hand game file ({json_size / 1e6:.1f} MB, gamefile.load)",
               load1000[0], TARGETS["load1000"], load1000[1]))
    print(line(f"{what}, warm", warm[0], TARGETS["edit1000"], warm[1]))
    print(line(f"{what}, cold", cold[0], TARGETS["edit1000"], cold[1]))


if __name__ == "__main__":
    main()
