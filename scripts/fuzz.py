"""The long fuzz run, for before a release: hostile rule files, game files, databases
and argument lists (see tests/hostile.py), many more than the test suite tries.

    .venv/bin/python scripts/fuzz.py              # 2,000 inputs of each kind
    .venv/bin/python scripts/fuzz.py -n 500 --seed 7 --kind databases

Prints, per kind: inputs tried, how many were used and refused, crashes (an
exception that escaped, with the seed that makes it again), the median and the
slowest time of one input (each kind is warmed up first, up to an input used in
full, so that imports and first-use caches are not counted), and what the database checks found.
Exit status 1 when anything crashed.
"""

from __future__ import annotations

import argparse
import contextlib
import random
import shutil
import statistics
import sys
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

import hostile  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", type=int, default=2000, help="inputs of each kind")
    parser.add_argument("--seed", type=int, default=1, help="the first seed")
    parser.add_argument("--kind", action="append", help="only this kind (repeatable)")
    args = parser.parse_args()
    folder = hostile.scratch_folder()
    crashed = 0
    try:
        kinds = hostile.kinds(folder)
        print(f"{'kind':<12} {'inputs':>7} {'used':>6} {'refused':>8} {'crashes':>8} "
              f"{'median':>7} {'slowest':>9}  {'total':>7}")
        for name, attempt in kinds.items():
            if args.kind and name not in args.kind:
                continue
            counts = {"ok": 0, "refused": 0, "crash": 0}
            # warm up (imports, caches), until an input was used in full (a refused
            # one does not reach the workbook): not counted
            for seed in range(50):
                with contextlib.suppress(Exception):
                    if attempt(random.Random(-1 - seed)) == "ok" and seed >= 2:
                        break
            times: list[float] = []
            slowest, slowest_seed, start = 0.0, 0, time.perf_counter()
            for seed in range(args.seed, args.seed + args.n):
                t = time.perf_counter()
                try:
                    counts[attempt(random.Random(seed))] += 1
                except Exception:
                    counts["crash"] += 1
                    if counts["crash"] <= 3:
                        print(f"CRASH: {name}, seed {seed}:", file=sys.stderr)
                        traceback.print_exc()
                took = time.perf_counter() - t
                times.append(took)
                if took > slowest:
                    slowest, slowest_seed = took, seed
            crashed += counts["crash"]
            print(f"{name:<12} {args.n:>7} {counts['ok']:>6} {counts['refused']:>8} "
                  f"{counts['crash']:>8} {statistics.median(times) * 1000:>5.0f}ms "
                  f"{slowest * 1000:>7.0f}ms  "
                  f"{time.perf_counter() - start:>6.1f}s  (slowest: seed {slowest_seed})",
                  flush=True)
        for what, count in hostile.STATS.items():
            print(f"{what}: {count}")
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    return 1 if crashed else 0


if __name__ == "__main__":
    sys.exit(main())
