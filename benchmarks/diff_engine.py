"""Differential check of the scoring engine: score many random hands and compare
every result with one written by another version of the engine.

Run from the project folder::

    .venv/bin/python benchmarks/diff_engine.py --write /tmp/before.json   # old engine
    .venv/bin/python benchmarks/diff_engine.py --check /tmp/before.json   # new engine

The hands come from scoring.rules.sample (a fixed seed): per built-in rule set, winners and
losers in equal numbers (20,000 hands in all by default), and each winner's hand
without its winning tile scored as a loser's (what it was calling for). Each result is the whole
``Breakdown.to_dict()`` (items, tiles, totals, arrangement, shape, waits) or the
error message, and ``check_hand``'s verdict; any difference is printed and makes the
exit status 1. Not part of the test suite: it compares two versions of the code.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scoring import Hand, Situation, builtin_ids, load_ruleset
from scoring.errors import MahjongError
from scoring.rules.engine import check_hand, score_hand
from scoring.rules.sample import random_losing_hand, random_winning_hand


def results(per_ruleset: int, seed: int) -> list[dict[str, Any]]:
    rng = random.Random(seed)
    out: list[dict[str, Any]] = []
    for rid in builtin_ids():
        ruleset = load_ruleset(rid)
        for i in range(per_ruleset):
            make = random_winning_hand if i % 2 == 0 else random_losing_hand
            hand, situation = make(rng, ruleset)
            case: dict[str, Any] = {"ruleset": rid, "hand": hand.notation(),
                                    "winner": situation.winner,
                                    "win": situation.win_tile and situation.win_tile.code,
                                    "source": situation.source}
            try:
                case["result"] = score_hand(hand, situation, ruleset).to_dict()
            except MahjongError as exc:
                case["error"] = str(exc)
            try:
                check_hand(hand, situation, ruleset)
                case["check"] = "ok"
            except MahjongError as exc:
                case["check"] = str(exc)
            out.append(case)
            if situation.winner and situation.win_tile in hand.concealed:
                # the same hand before its winning tile, as a loser's (calling) hand
                rest = list(hand.concealed)
                rest.remove(situation.win_tile)
                before = Hand(tuple(rest), hand.declared, hand.bonus)
                loser = Situation(seat=situation.seat, round=situation.round,
                                  winner=False)
                case = {"ruleset": rid, "hand": before.notation(), "winner": False}
                try:
                    case["result"] = score_hand(before, loser, ruleset).to_dict()
                except MahjongError as exc:
                    case["error"] = str(exc)
                out.append(case)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else "")
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("--write", type=Path, help="write the results to this file")
    group.add_argument("--check", type=Path, help="compare with the results in this file")
    parser.add_argument("--hands", type=int, default=3334,
                        help="hands per rule set (default 3334: 20,004 in all)")
    parser.add_argument("--seed", type=int, default=8)
    args = parser.parse_args(argv)
    found = results(args.hands, args.seed)
    if args.write:
        args.write.write_text(json.dumps(found), encoding="utf-8")
        print(f"{len(found)} results written to {args.write}")
        return 0
    expected = json.loads(args.check.read_text(encoding="utf-8"))
    differ = [(e, f) for e, f in zip(expected, found, strict=True) if e != f]
    for e, f in differ[:20]:
        print(f"differs: {e['ruleset']} {e['hand']}\n  before {e}\n  now    {f}")
    print(f"{len(found)} hands compared, {len(differ)} differ")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
