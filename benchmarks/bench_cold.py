"""Benchmark of the cold paths, what a user waits for: as ratios measured side by side.

Run from the project folder: ``.venv/bin/python benchmarks/bench_cold.py``
(optionally ``--runs N``, ``--python PATH``, ``--against DIR``, ``--quick``).

1. Whole processes, run one after the other in turn, ``--runs`` rounds (9), medians;
   each command's process right after a process of a bare ``python -c pass``, and its
   ratio the median over the rounds of its time over that bare run's (the bare
   interpreter's own time moved from 30 to 52 ms within one day here, and a ratio to
   one bare run per round took the whole of that move): ``mahjong-score
   --version``, ``mahjong-score score
   ...`` (one winning hand, norwegian) and ``mahjong-score game --db DB show 1 --json``
   of a 1000-hand game (made as ``bench_game.py`` makes it, seed 20261121, by the
   code of this script's checkout, so that the ``--against`` code shows the same
   game; stored with ``Store.create_game`` of the code measured, so with the figures
   of its hands kept where the code keeps them), each as a ratio to the bare
   interpreter. Targets: 2.5x, 3x and 8x. Also ``show`` of the same game with no
   figures kept (every hand scored again, as for a database written by a version
   that kept none), where the code keeps them. The program runs as its console
   script does (``from scoring.cli.main import run``) with the interpreter
   ``--python`` (default: this one), ``PYTHONPATH`` set to the code measured.
   Wall-clock time is what the user waits; the CPU time of each process (user +
   system, ``os.wait4``) is given too: it moves less with the load of the machine.
2. In a fresh process each (alternating like the processes above; median over the
   rounds of each child's median):

   * replay of the 1000-hand game with nothing cached: the game read from its game
     file, then for each of 5 replays a new ``Game`` of the same settings and hands
     (so the rule set is read anew: empty rule plans, no scored hand kept), the LRU
     caches of the notation (the sets read from a group such as ``(555p)``) and of
     ``arrangements`` cleared. Kept: nothing of a hand; the game's own cache of
     scored hands starts empty and is filled as the replay goes (a hand is taken
     from it only when the same tiles in the same situation came earlier in the
     game: none do in this one, all 3,167 hands with tiles are scored). Target 0.1 s.
     Python's cyclic garbage collector is on, as in the program. Code that holds it
     while the hands are played (this code does, in ``Game.replay``) owes one pass over
     what the replay made when it lets it go: that pass is timed with the replay (a
     collection of the youngest generation closes each timed replay, for both codes).
     Not timed, for either code: the later passes over what a program keeps of the
     replay (in a held replay those objects are still young when it ends; in one that
     collects as it goes they were looked at during it, and are old).
   * ``score_hand`` with waits on the real-table mix of ``bench_scoring.py`` (1000
     hands per rule set: 83 % winners, 15 % of them special or limit hands), every
     cache a new hand would miss cleared before each hand: what the rule plans keep
     (``RuleSet.forget_kept``), ``arrangements``' LRU, the engine's made sets.
     Kept: the table of complete suit patterns, which is no cache (data shipped
     with the program). The breakdown's items, made when first read, are not read
     (``bench_scoring.py`` times them apart). Target: median 30 µs.

The bytecode of the code measured is written first (``compileall``), as an installed
program has it (pip and the packages compile it; an environment with
``PYTHONDONTWRITEBYTECODE`` set would otherwise compile every module in every
process).

With ``--against DIR`` (another checkout of the project, e.g. ``git archive main |
tar -x -C /tmp/main``) every measurement is made for that code too, in the same
rounds, and the figures are also given as ratios to it: on a loaded machine the
absolute figures of both move together; their ratio is the comparison that holds.
"""

from __future__ import annotations

import argparse
import compileall
import json
import os
import platform
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
#: the code measured: this checkout, or in a child the one the parent names
CODE = Path(os.environ.get("BENCH_COLD_CODE", ROOT))
sys.path.insert(0, str(CODE))
sys.path.insert(1, str(CODE / "benchmarks"))

#: the console script's code (as pip writes it)
SCRIPT = "import re, sys; from scoring.cli.main import run; sys.exit(run())"
HAND = ["--rules", "norwegian", "--win", "5p", "--from", "wall",
        "123m 456m 789s 555p 22s"]
TARGETS = {"version": 2.5, "score": 3.0, "show": 8.0}
TARGET_REPLAY_S = 0.1
TARGET_SCORE_US = 30.0


# -- the children: one measurement in a fresh process, on the code of sys.path[0] ----

def _child_replay(path: str, repeats: int) -> tuple[float, float]:
    import gc

    from scoring.games import game as game_module
    from scoring.games.game import Game
    from scoring.hands import notation
    from scoring.hands.arrangement import arrangements
    from scoring.records.gamefile import load

    loaded = load(path)
    samples: list[float] = []
    cpu: list[float] = []
    for _ in range(repeats):
        # the sets read from groups (notation._group) too: before, only the cache
        # that older code kept on parse_hand was named, and the sets read in one
        # replay stayed read for the next
        for cached in (getattr(game_module, "_game_ruleset", None), notation.parse_hand,
                       getattr(notation, "_group", None), arrangements):
            if cached is not None and hasattr(cached, "cache_clear"):
                cached.cache_clear()
        fresh = Game(loaded.settings, list(loaded.hands))
        t0, c0 = time.perf_counter(), time.process_time()
        fresh.replay()
        gc.collect(0)  # what a collector held during the replay owes (see above)
        samples.append(time.perf_counter() - t0)
        cpu.append(time.process_time() - c0)
    return statistics.median(samples), statistics.median(cpu)


def _child_scoring(per_ruleset: int) -> tuple[float, float]:
    import gc

    import bench_scoring

    from scoring.hands.arrangement import arrangements
    from scoring.rules import engine

    real = bench_scoring.realistic(per_ruleset, 20240611)
    melds = getattr(engine, "_MELDS", None)

    def clear_everything(ruleset: Any) -> None:
        arrangements.cache_clear()
        if isinstance(melds, dict):
            melds.clear()
        if hasattr(ruleset, "forget_kept"):
            ruleset.forget_kept()
        else:  # code before RuleSet.forget_kept: the same memos by name
            for plan in (ruleset.plan(True), ruleset.plan(False), ruleset.calling_plan()):
                plan.meld_verdicts.clear()
                plan._calls.clear()
                plan._bonus_tables.clear()

    score = bench_scoring.score_with_waits
    for _, hand, situation, ruleset in real:  # the interpreter warm, then cleared
        score(hand, situation, ruleset)
    clock, cpu_clock = time.perf_counter_ns, time.process_time_ns
    out, cpu = [], []
    gc.collect()
    for _, hand, situation, ruleset in real:
        clear_everything(ruleset)
        t0, c0 = clock(), cpu_clock()
        score(hand, situation, ruleset)
        out.append((clock() - t0) / 1000.0)
        cpu.append((cpu_clock() - c0) / 1000.0)
    return statistics.median(out), statistics.median(cpu)


# -- the parent ----------------------------------------------------------------------

def _make_game(folder: Path) -> tuple[Path, Path]:
    """The 1000-hand game of bench_game.py, as a database and as a game file."""
    from bench_game import make_game

    from scoring.records.gamefile import save
    from scoring.records.storage import Store
    from scoring.rules.ruleset import load_ruleset

    rng = random.Random(20261121)
    ruleset = load_ruleset("norwegian")
    make_game(16, ruleset, rng)  # as bench_game.py: its small game first
    game = make_game(1000, ruleset, rng)
    db, file = folder / "games.sqlite", folder / "game.json"
    with Store(db) as store:
        store.create_game(game)
    save(game, file)
    return db, file


def _child_make(folder: str, made: str | None = None) -> tuple[str, str]:
    """The game of :func:`_make_game` stored by the code of this child; with ``made``
    (the game file that this script's code made), that game, read from it: the
    games that two codes generate differ when their generators do."""
    if made is None:
        db, file = _make_game(Path(folder))
        return str(db), str(file)
    from scoring.records.gamefile import load
    from scoring.records.storage import Store
    db = Path(folder) / "games.sqlite"
    with Store(db) as store:
        store.create_game(load(made))
    return str(db), made


def _without_figures(db: Path) -> Path | None:
    """A copy of ``db`` without the kept figures; None if the code keeps none."""
    import shutil
    import sqlite3
    copy = db.with_name("nothing-kept.sqlite")
    shutil.copy(db, copy)
    conn = sqlite3.connect(copy)
    try:
        if not conn.execute("SELECT 1 FROM sqlite_master WHERE name = 'figures'").fetchone():
            copy.unlink()
            return None
        conn.execute("DELETE FROM figures")
        conn.commit()
    finally:
        conn.close()
    return copy


def _run(command: list[str], env: dict[str, str], cwd: Path) -> tuple[float, float]:
    """Wall-clock and CPU seconds of one process (which must succeed), run in ``cwd``
    (not a checkout: ``python -c`` puts the working folder first on its path)."""
    t0 = time.perf_counter()
    proc = subprocess.Popen(command, stdout=subprocess.DEVNULL, env=env, cwd=cwd)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - t0
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"failed ({status}): {' '.join(command)}")
    return wall, usage.ru_utime + usage.ru_stime


def _child(python: str, code: Path, args: list[str]) -> tuple[float, float]:
    """The child's figure: wall clock and CPU time (medians over its samples)."""
    env = dict(os.environ, PYTHONPATH=str(code), BENCH_COLD_CODE=str(code))
    out = subprocess.run([python, str(Path(__file__).resolve()), "--child", *args],
                         env=env, capture_output=True, text=True, check=True,
                         cwd=Path(args[-1]).parent if args[0] == "replay" else None)
    wall, cpu = json.loads(out.stdout.strip().splitlines()[-1])
    return float(wall), float(cpu)


def _load() -> str:
    try:
        with open("/proc/loadavg", encoding="ascii") as f:
            return " ".join(f.read().split()[:3])
    except OSError:
        return "unknown"


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else "")
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--python", default=sys.executable,
                        help="the interpreter of every process (default: this one)")
    parser.add_argument("--against", metavar="DIR",
                        help="another checkout of the project, measured side by side")
    parser.add_argument("--quick", action="store_true",
                        help="processes only (no replay, no scoring)")
    parser.add_argument("--child", nargs="+", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        kind, *rest = args.child
        value: Any = (_child_replay(rest[0], 5) if kind == "replay"
                      else _child_make(*rest) if kind == "make"
                      else _child_scoring(int(rest[0])))
        print(json.dumps(value))
        return

    codes = {"this": ROOT}
    if args.against:
        codes["against"] = Path(args.against).resolve()
    for code in codes.values():
        for part in ("scoring", "benchmarks"):
            compileall.compile_dir(str(code / part), quiet=1)
    print("Mahjong Score Sheet: cold paths, side by side")
    print(f"Python {platform.python_version()} ({platform.python_implementation()}), "
          f"{platform.machine()}, {platform.system()}, {os.cpu_count()} CPUs; "
          f"interpreter {args.python}")
    print(f"load average before: {_load()}")
    with tempfile.TemporaryDirectory() as tmp:
        # each code stores the game in its own database (its schema, its figures): the
        # game this code makes, the other code reading it from this one's game file
        dbs: dict[str, Path] = {}
        file = Path(tmp) / "this" / "game.json"
        for code_name, code in codes.items():
            folder = Path(tmp) / code_name
            folder.mkdir()
            env = dict(os.environ, PYTHONPATH=str(code), BENCH_COLD_CODE=str(code))
            source = [] if code_name == "this" else [str(file)]
            made = subprocess.run([args.python, str(Path(__file__).resolve()), "--child",
                                   "make", str(folder), *source], env=env,
                                  capture_output=True, text=True, check=True)
            dbs[code_name] = Path(json.loads(made.stdout.strip().splitlines()[-1])[0])
        derived = {name: _without_figures(db) for name, db in dbs.items()}
        wall: dict[tuple[str, str], list[float]] = {}
        cpu: dict[tuple[str, str], list[float]] = {}
        inner: dict[tuple[str, str], list[tuple[float, float]]] = {}
        #: each command's process against the bare interpreter's run just before it
        paired: dict[tuple[str, str], list[tuple[float, float]]] = {}
        base_env = dict(os.environ, PYTHONPATH=str(ROOT))
        for _ in range(args.runs):
            for code_name, code in codes.items():
                env = dict(os.environ, PYTHONPATH=str(code))
                commands = {
                    "version": ["--version"],
                    "score": ["score", *HAND],
                    "show": ["game", "--db", str(dbs[code_name]), "show", "1", "--json"],
                }
                if derived[code_name] is not None:
                    commands["derived"] = ["game", "--db", str(derived[code_name]), "show",
                                           "1", "--json"]
                for name, extra in commands.items():
                    bw, bc = _run([args.python, "-c", "pass"], base_env, Path(tmp))
                    wall.setdefault(("bare", ""), []).append(bw)
                    cpu.setdefault(("bare", ""), []).append(bc)
                    w, c = _run([args.python, "-c", SCRIPT, *extra], env, Path(tmp))
                    wall.setdefault((name, code_name), []).append(w)
                    cpu.setdefault((name, code_name), []).append(c)
                    paired.setdefault((name, code_name), []).append((w / bw, c / bc))
                if not args.quick:
                    inner.setdefault(("replay", code_name), []).append(
                        _child(args.python, code, ["replay", str(file)]))
                    inner.setdefault(("scoring", code_name), []).append(
                        _child(args.python, code, ["scoring", "1000"]))

    med = {k: statistics.median(v) for k, v in wall.items()}
    cmed = {k: statistics.median(v) for k, v in cpu.items()}
    base, cbase = med["bare", ""], cmed["bare", ""]
    print(f"load average after: {_load()}")
    spread = sorted(wall["bare", ""])
    print(f"\nwhole processes, {args.runs} rounds in turn, medians "
          f"(bare interpreter: {base * 1000:.1f} ms wall, {cbase * 1000:.1f} ms CPU; "
          f"{spread[0] * 1000:.1f}-{spread[-1] * 1000:.1f} ms wall over its "
          f"{len(spread)} runs);\n  each ratio the median of each process's time over "
          "that of the bare interpreter run just before it")
    print(f"  {'':<44}{'wall ms':>9}{'ratio':>8}{'CPU ms':>9}{'ratio':>8}   target")
    labels = {"version": "mahjong-score --version",
              "score": "mahjong-score score (one hand)",
              "show": "mahjong-score game show --json (1000 hands)",
              "derived": "the same, no figures kept"}
    for name, label in labels.items():
        for code_name in codes:
            key = (name, code_name)
            if key not in med:
                continue
            ratio = statistics.median(r for r, _ in paired[key])
            cpu_ratio = statistics.median(r for _, r in paired[key])
            target = TARGETS["show" if name == "derived" else name]
            verdict = "ok" if ratio <= target else "OVER"
            tag = "" if code_name == "this" else f" [{args.against}]"
            print(f"  {label + tag:<44}{med[key] * 1000:>9.1f}{ratio:>7.2f}x"
                  f"{cmed[key] * 1000:>9.1f}{cpu_ratio:>7.2f}x   "
                  f"{target:g}x ({verdict})")
    if args.quick:
        return
    imed = {k: statistics.median(w for w, _ in v) for k, v in inner.items()}
    icpu = {k: statistics.median(c for _, c in v) for k, v in inner.items()}
    print(f"\nin a fresh process each, {args.runs} rounds in turn, medians (wall clock; "
          "CPU time of the measured code)")
    for name, unit, target in (("replay", "s", TARGET_REPLAY_S),
                               ("scoring", "µs", TARGET_SCORE_US)):
        label = ("replay of the 1000-hand game, nothing cached" if name == "replay"
                 else "score_hand with waits, real-table mix, every cache cleared")
        for code_name in codes:
            value, cpu_value = imed[name, code_name], icpu[name, code_name]
            verdict = "ok" if value <= target else "OVER"
            tag = "" if code_name == "this" else f" [{args.against}]"
            text = (f"  {label + tag:<62}{value:>9.3f} {unit} (CPU {cpu_value:.3f})   "
                    f"target {target:g} {unit} ({verdict})")
            if code_name == "this" and "against" in codes:
                text += (f"; {value / imed[name, 'against']:.2f}x the other code "
                         f"(CPU {cpu_value / icpu[name, 'against']:.2f}x)")
            print(text)


if __name__ == "__main__":
    main()
