"""Benchmark of the scoring engine: time per score_hand call and per wait analysis.

Run from the project folder: ``.venv/bin/python benchmarks/bench_scoring.py``
(optionally ``--hands N`` per rule set and ``--seed S``).

Generates every hand first (scoring.rules.sample, a fixed seed: winners and losers under every
built-in rule set), then times each call on its own with ``time.perf_counter_ns``,
after a warm-up pass. Parsing is excluded: the hands are ready-made Hand objects.
The engine keeps no cache of hands: it splits concealed tiles into sets by looking
each suit up in the table of complete suit patterns (``scoring.hands.suit_patterns``: every
count of a suit's ranks that splits into sets and a pair, built once per process the
first time a hand is scored, about 10 ms, and the same for every hand). The one cache
left, ``functools.lru_cache`` on ``scoring.hands.arrangement.arrangements``, serves only hands
holding more than four copies of a tile. Every figure is still given three ways: as
the caches happen to be after the warm-up (normal use), with that cache cleared before
each call, and with the same call made just before (the processor's caches warm too).
Targets: 50 µs per hand, 0.5 ms per wait analysis.

Ponjan hands (scoring.ponjan.sample: random legal wins, every seat, source and flag)
are timed apart with ``score_ponjan``, against the same 50 µs target; Ponjan scoring
has no cache.

A second mix is like the hands of a real table (issue 8): per rule set 1,000 hands,
83 % winners of which 15 % special or limit hands, each scored with its waits worked
out (as the desktop program shows them), with every cache a new hand would miss
cleared before each hand (issue 18): the LRU of ``arrangements`` and whatever the
rule plans keep of the hands they scored (``RuleSet.forget_kept``; since the plans
build their tables when the rule set is read, they keep nothing of a hand, and the
engine makes no set for a hand: every set is made when it is imported). Target:
median 30 µs. Kept, and printed: the table of complete suit patterns above, which is
no cache but data shipped with the program (``scoring/hands/suit_table.py``), the
copies of each built-in tile set as one wide pattern (``scoring.hands.suit_patterns``,
worked out when the module is imported, the same for every hand), and what a rule
set builds when it is read: its plans' verdicts on every kind of set and bonus tile
(``scoring.rules.plan``); their cost is part of reading a rule set,
timed apart: the built-in rule sets read anew (``parse_ruleset`` of each one's text,
every value checked, the plans built), fastest of 40, and of that the plans alone.
(The house rules editor rescores whole seasons with a new rule set at each
keystroke: it reads the rule set anew, and then scores with it.) A breakdown's items
(one line per rule) are made when they are first read, not by ``score_hand``: the
timed call reads the score and the waits, as a rescore does; a second row reads the
items too, as the desktop program does when it shows a hand. The figures end with
how many verdicts and combinations the plans keep of the mix scored without
clearing them (none: for information).
"""

from __future__ import annotations

import argparse
import gc
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scoring import Hand, RuleSet, Situation, builtin_ids, hand_waits, load_ruleset
from scoring.hands.arrangement import arrangements
from scoring.ponjan import load_ponjan_rules, score_ponjan
from scoring.ponjan.sample import random_win
from scoring.rules import engine
from scoring.rules.engine import score_hand
from scoring.rules.sample import random_losing_hand, random_winning_hand

TARGET_SCORE_US = 50.0
#: the real-table mix, every cache a new hand would miss cleared (issue 18)
TARGET_REAL_US = 30.0
TARGET_WAITS_US = 500.0
REPEATS_WARM = 3

Case = tuple[str, Hand, Situation, RuleSet]


def generate(per_ruleset: int, seed: int) -> list[Case]:
    """``per_ruleset`` hands for each built-in rule set, 55 % winners."""
    rng = random.Random(seed)
    cases: list[Case] = []
    for rid in builtin_ids():
        ruleset = load_ruleset(rid)
        winners = per_ruleset * 55 // 100
        for i in range(per_ruleset):
            make = random_winning_hand if i < winners else random_losing_hand
            hand, situation = make(rng, ruleset)
            cases.append((rid, hand, situation, ruleset))
    rng.shuffle(cases)
    return cases


def realistic(per_ruleset: int, seed: int) -> list[Case]:
    """``per_ruleset`` hands per rule set: 83 % winners, 15 % of them special or limit
    hands (drawn until the quota is met), the rest losers."""
    rng = random.Random(seed)
    cases: list[Case] = []
    for rid in builtin_ids():
        ruleset = load_ruleset(rid)
        winners = per_ruleset * 83 // 100
        can = ruleset.shapes or any(r.kind == "limit" for r in ruleset.rules)
        special = winners * 15 // 100 if can else 0
        got_special = got_plain = 0
        while got_special + got_plain < winners:
            hand, situation = random_winning_hand(rng, ruleset)
            b = score_hand(hand, situation, ruleset)
            is_special = b.limit_hand is not None or b.shape != "standard"
            if is_special and got_special < special:
                got_special += 1
            elif not is_special and got_plain < winners - special:
                got_plain += 1
            else:
                continue
            cases.append((rid, hand, situation, ruleset))
        for _ in range(per_ruleset - winners):
            hand, situation = random_losing_hand(rng, ruleset)
            cases.append((rid, hand, situation, ruleset))
    rng.shuffle(cases)
    return cases


def score_with_waits(hand: Hand, situation: Situation, ruleset: RuleSet) -> object:
    b = score_hand(hand, situation, ruleset)
    return b.waits if situation.winner else b


def score_with_items(hand: Hand, situation: Situation, ruleset: RuleSet) -> object:
    """:func:`score_with_waits`, and the breakdown's items read (made when read)."""
    b = score_hand(hand, situation, ruleset)
    return (b.waits, b.items) if situation.winner else b.items


def clear_for_a_new_hand(ruleset: RuleSet) -> None:
    """Clear every cache a new hand under ``ruleset`` would miss: the LRU of
    ``arrangements``, what the rule plans of ``ruleset`` keep of the hands they
    scored (the hand uses no other's), and, in code older than this benchmark's,
    the sets the engine made for claimed winning tiles (``engine._MELDS``; the
    engine now makes every set when imported)."""
    arrangements.cache_clear()
    melds = getattr(engine, "_MELDS", None)  # code before every set was made at import
    if melds is not None:
        melds.clear()
    ruleset.forget_kept()


def time_realistic(cases: Sequence[Case],
                   call: Callable[[Hand, Situation, RuleSet], object] = score_with_waits,
                   ) -> list[float]:
    """Microseconds per hand, scored with its waits (``call``), every cache a new hand
    would miss cleared before (:func:`clear_for_a_new_hand`)."""
    clock = time.perf_counter_ns
    out: list[float] = []
    gc.collect()
    for _, hand, situation, ruleset in cases:
        clear_for_a_new_hand(ruleset)
        t0 = clock()
        call(hand, situation, ruleset)
        out.append((clock() - t0) / 1000.0)
    return out


def time_reading(rounds: int = 40) -> tuple[float, float]:
    """Milliseconds to read every built-in rule set anew from its text (every value
    checked, the plans built), and to build their plans alone: fastest of
    ``rounds``."""
    from scoring.rules.ruleset import parse_ruleset, read_rule_text
    texts = [read_rule_text(rid) for rid in builtin_ids()]
    rulesets = [parse_ruleset(text, name) for text, name in texts]
    plan_type = type(rulesets[0].plan(True))
    read = plans = float("inf")
    for _ in range(rounds):
        t0 = time.perf_counter()
        for text, name in texts:
            parse_ruleset(text, name)
        t1 = time.perf_counter()
        for r in rulesets:
            for plan in (r.plan(True), r.plan(False), r.calling_plan()):
                plan_type(plan.rules, plan.bonus_apart)
        t2 = time.perf_counter()
        read, plans = min(read, t1 - t0), min(plans, t2 - t1)
    return read * 1000, plans * 1000


def timer_overhead_ns() -> int:
    samples = []
    for _ in range(20000):
        t0 = time.perf_counter_ns()
        samples.append(time.perf_counter_ns() - t0)
    return int(statistics.median(samples))


def time_calls(cases: Sequence[Case], call: Callable[[Hand, Situation, RuleSet], object],
               mode: str, repeats: int = 1) -> list[float]:
    """Microseconds per call, one sample per call (``repeats`` passes over ``cases``).

    ``mode``: ``warm`` as the cache happens to be, ``cold`` with the cache cleared
    before each call, ``hot`` with the same call made (untimed) just before."""
    clear = arrangements.cache_clear
    clock = time.perf_counter_ns
    out: list[float] = []
    gc.collect()
    for _ in range(repeats):
        for _, hand, situation, ruleset in cases:
            if mode == "cold":
                clear()
            elif mode == "hot":
                call(hand, situation, ruleset)
            t0 = clock()
            call(hand, situation, ruleset)
            out.append((clock() - t0) / 1000.0)
    return out


def ponjan_samples(count: int, seed: int) -> list[float]:
    """Microseconds per ``score_ponjan`` call over ``count`` random Ponjan wins."""
    rules = load_ponjan_rules("ponjan")
    rng = random.Random(seed)
    cases = [random_win(rng, rules) for _ in range(count)]
    for hand, situation in cases:  # warm-up
        score_ponjan(hand, situation, rules)
    clock = time.perf_counter_ns
    out: list[float] = []
    gc.collect()
    for _ in range(REPEATS_WARM):
        for hand, situation in cases:
            t0 = clock()
            score_ponjan(hand, situation, rules)
            out.append((clock() - t0) / 1000.0)
    return out


def pct(samples: Sequence[float], q: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def row(label: str, samples: Sequence[float], target: float | None) -> str:
    med = statistics.median(samples)
    mean = statistics.fmean(samples)
    text = (f"  {label:<34} {len(samples):>7} {med:>9.1f} {mean:>9.1f} "
            f"{pct(samples, 0.9):>9.1f} {pct(samples, 0.99):>9.1f} {max(samples):>9.1f}")
    if target is not None:
        verdict = "ok" if med <= target else "OVER"
        text += f"   target {target:g} µs (median {verdict}; mean "
        text += ("ok)" if mean <= target else "OVER)")
    return text


def header(title: str) -> str:
    return (f"\n{title}\n  {'':<34} {'calls':>7} {'median':>9} {'mean':>9} {'p90':>9} "
            f"{'p99':>9} {'max':>9}   (µs)")


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else "")
    parser.add_argument("--hands", type=int, default=2200,
                        help="hands per rule set (default 2200: 11,000 in all)")
    parser.add_argument("--seed", type=int, default=20240611)
    parser.add_argument("--ponjan-hands", type=int, default=10000,
                        help="Ponjan hands to score (default 10,000)")
    parser.add_argument("--real-hands", type=int, default=1000,
                        help="hands per rule set of the real-table mix (default 1000)")
    args = parser.parse_args(argv)

    t0 = time.perf_counter()
    cases = generate(args.hands, args.seed)
    gen_s = time.perf_counter() - t0
    winners = [c for c in cases if c[2].winner]
    losers = [c for c in cases if not c[2].winner]
    ids = builtin_ids()

    print("Mahjong Score Sheet: scoring benchmark")
    print(f"Python {platform.python_version()} ({platform.python_implementation()}), "
          f"{platform.machine()}, {platform.system()}")
    print(f"{len(cases)} hands ({len(winners)} winners, {len(losers)} losers) over "
          f"{len(ids)} rule sets ({', '.join(ids)}), seed {args.seed}; "
          f"generated in {gen_s:.1f} s")
    print(f"timer: time.perf_counter_ns around each call, overhead ~"
          f"{timer_overhead_ns()} ns per call (not subtracted); parsing excluded")

    # Warm-up: every hand once, so the cache and the interpreter are warm.
    for _, hand, situation, ruleset in cases:
        score_hand(hand, situation, ruleset)
    for _, hand, situation, ruleset in winners:
        hand_waits(hand, situation, ruleset)

    by_rule: dict[str, dict[str, list[float]]] = {rid: {} for rid in ids}
    results: dict[str, dict[str, list[float]]] = {}
    lookups = 0
    for mode, repeats in (("warm", REPEATS_WARM), ("cold", 1), ("hot", 1)):
        before = arrangements.cache_info()
        results[mode] = {"all": time_calls(cases, score_hand, mode, repeats)}
        if mode == "warm":
            after = arrangements.cache_info()
            lookups = after.hits - before.hits + after.misses - before.misses
        results[mode]["winners"] = time_calls(winners, score_hand, mode, repeats)
        results[mode]["losers"] = time_calls(losers, score_hand, mode, repeats)
        results[mode]["waits"] = time_calls(winners, hand_waits, mode, repeats)
        for rid in ids:
            mine = [c for c in cases if c[0] == rid]
            by_rule[rid][mode] = time_calls(mine, score_hand, mode, repeats)

    names = {
        "warm": (f"warm cache (normal use: every hand seen before; the LRU of "
                 f"{arrangements.cache_info().maxsize} entries was asked {lookups} "
                 f"times over these hands)"),
        "cold": "cold cache (arrangements.cache_clear() before each call)",
        "hot": "hot cache (best case: the same hand scored just before)",
    }
    for mode in ("warm", "cold", "hot"):
        print(header(f"score_hand, {names[mode]}"))
        print(row("all hands", results[mode]["all"], TARGET_SCORE_US))
        print(row("winners", results[mode]["winners"], None))
        print(row("losers", results[mode]["losers"], None))
        for rid in ids:
            print(row(f"rule set {rid}", by_rule[rid][mode], None))
    for mode in ("warm", "cold", "hot"):
        print(header(f"hand_waits (winners), {names[mode]}"))
        print(row("wait analysis", results[mode]["waits"], TARGET_WAITS_US))
    ponjan = ponjan_samples(args.ponjan_hands, args.seed)
    print(header(f"score_ponjan, {args.ponjan_hands} Ponjan hands "
                 f"({REPEATS_WARM} passes)"))
    print(row("Ponjan hands", ponjan, TARGET_SCORE_US))
    if not args.real_hands:
        return
    real = realistic(args.real_hands, args.seed)
    for _, hand, situation, ruleset in real:  # the interpreter warm; cleared below
        score_with_waits(hand, situation, ruleset)
    print(header(f"score_hand with waits, hands like a real table's ({len(real)}: "
                 f"83 % winners, 15 % of them special or limit hands), every cache a "
                 f"new hand would miss cleared before each hand"))
    print("  cleared before each hand: arrangements' LRU, what the rule plans keep of "
          "the hands they scored; kept: the table of complete suit patterns (data "
          "shipped with the program, no cache) and what each rule set builds when it "
          "is read (its plans' verdicts on every kind of set and bonus tile, timed "
          "below)")
    real_times = time_realistic(real)
    print(row("all hands", real_times, TARGET_REAL_US))
    print(row("all hands, the items read too", time_realistic(real, score_with_items),
              None))
    for rid in ids:
        mine = [c for c in real if c[0] == rid]
        print(row(f"rule set {rid}", time_realistic(mine), None))
    read_ms, plans_ms = time_reading()
    print(f"\nreading the {len(ids)} built-in rule sets anew (every value checked, "
          f"their plans built), fastest of 40: {read_ms:.1f} ms, of which building "
          f"the plans (the tables above): {plans_ms:.1f} ms")
    kept = [load_ruleset(rid) for rid in ids]  # fresh plans: count what the mix fills
    for ruleset in kept:
        ruleset.forget_kept()
    for ruleset in kept:
        for _, hand, situation, _ in (c for c in real if c[0] == ruleset.id):
            score_with_waits(hand, situation, ruleset)
    verdicts = sum(r.plan(w).kept()[0] for r in kept for w in (True, False))
    combos = sum(r.plan(w).kept()[1] for r in kept for w in (True, False))
    print(f"\nkept by the rule plans after the real-table mix scored without clearing "
          f"(not in the timing above): {verdicts} verdicts on sets, {combos} "
          f"combinations of hand facts (all rule sets, winners' and losers' plans)")
    print("\nmean includes garbage-collector pauses (the max column); medians do not "
          "move with them.")


if __name__ == "__main__":
    main()
