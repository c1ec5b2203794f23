"""Score random hands here and in KDE's Kajongg, and list where the two differ.

Not part of the test suite (.ci/run): it needs a Kajongg source tree and a Python
with its dependencies (qtpy, twisted, PySide6). For example:

    git -C /work/.mirror/KDE+kajongg/repo archive HEAD src | tar -x -C /tmp/kajongg
    python3 -m venv /tmp/kajvenv && /tmp/kajvenv/bin/pip install qtpy twisted PySide6
    .venv/bin/python scripts/kajongg_diff.py --rules bmja-kajongg --hands 1000 \\
        --kajongg /tmp/kajongg/src --python /tmp/kajvenv/bin/python

The hands come from scoring.rules.sample (winners and losers of the rule set, special and
limit hands among them). Situations Kajongg's hand strings cannot say are left out
and counted: heaven's and earth's blessing, the loose tile after the last wall tile,
East's winning streak, and special hands won on a discard. Each difference is printed
with both explanations; the readings in docs/rules/<id>.md say which are intended.
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import tempfile
from collections import Counter
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scoring import Hand, Situation, load_ruleset, score_hand
from scoring.hands.hand import Meld
from scoring.hands.tiles import Tile
from scoring.rules.sample import random_losing_hand, random_winning_hand

KAJONGG_RULESETS = {"bmja-kajongg": "ClassicalChineseBMJA", "dmjl": "ClassicalChineseDMJL"}
_GROUP = {"m": "c", "p": "s", "s": "b"}
_HONOUR = {1: "we", 2: "ws", 3: "ww", 4: "wn", 5: "db", 6: "dg", 7: "dr"}
_SOURCE = {"wall": "w", "discard": "d", "loose": "e", "last-wall": "z",
           "last-discard": "Z", "robbed-kong": "k"}

WORKER = r'''
import json, os, sys, warnings
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
warnings.simplefilter("ignore")
sys.argv = ["kajongg"]
sys.path.insert(0, KAJONGG)
from wind import Wind
from player import Players
from game import PlayingGame
from hand import Hand
import predefined
Players.createIfUnknown = str
rs = getattr(predefined, RULESET)()
rs.load()
game = PlayingGame([tuple([w, str(w.char)]) for w in Wind.all4], rs)
for i, wind in enumerate(Wind.all4):
    game.players[i].wind = wind
winds = {w.char: w for w in Wind.all4}
out = []
for case in json.load(open(CASES)):
    player = game.players[winds[case["seat"]]]
    game.winner = game.myself = player
    game.point.prevailing = winds[case["round"]]
    player.clearCache()
    try:
        h = Hand(player, case["kajongg"])
        out.append({"won": h.won, "total": h.score.total(), "score": str(h.score),
                    "rules": [u.rule.name for u in h.usedRules]})
    except Exception as exc:
        out.append({"error": f"{type(exc).__name__}: {exc}"})
json.dump(out, open(RESULT, "w"))
'''


def kajongg_tile(t: Tile, concealed: bool) -> str:
    if t.suit in _GROUP:
        code = f"{_GROUP[t.suit]}{t.rank}"
    elif t.suit == "z":
        code = _HONOUR[t.rank]
    else:
        return f"{t.suit}{'eswn'[t.rank - 1]}"  # flowers f, seasons y
    return code[0].upper() + code[1] if concealed else code


def kajongg_meld(m: Meld) -> str:
    tiles = m.tiles
    if m.kind == "kong" and m.concealed:
        return "".join(kajongg_tile(t, 0 < i < 3) for i, t in enumerate(tiles))
    if m.claimed_kong:
        return "".join(kajongg_tile(t, i == 3) for i, t in enumerate(tiles))
    return "".join(kajongg_tile(t, m.concealed) for t in tiles)


def kajongg_string(hand: Hand, s: Situation, won_meld: Meld | None) -> str | None:
    """The hand in Kajongg's notation, or None when it cannot say the situation."""
    parts = [kajongg_meld(m) for m in hand.declared]
    parts += [kajongg_tile(t, False) for t in hand.bonus]
    concealed = list(hand.concealed)
    if not s.winner:
        parts.append("R" + "".join(kajongg_tile(t, True) for t in concealed))
        return " ".join(parts)
    w = s.win_tile
    assert w is not None
    if s.flags & {"heavens-blessing", "earths-blessing"} or s.source not in _SOURCE:
        return None
    if s.claimed:
        if won_meld is None:
            return None
        for t in won_meld.tiles:
            concealed.remove(t)
        meld = "".join(kajongg_tile(t, False) for t in won_meld.tiles)
        parts.append(meld)
        last = f"L{kajongg_tile(w, False)}{meld}"
    else:
        last = f"L{kajongg_tile(w, True)}"
    announce = "".join(c for f, c in (("original-call", "a"), ("kong-upon-kong", "t"))
                       if f in s.flags)
    parts.append("R" + "".join(kajongg_tile(t, True) for t in concealed))
    parts += [f"m{_SOURCE[s.source]}{announce}", last]
    return " ".join(parts)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rules", choices=sorted(KAJONGG_RULESETS), default="bmja-kajongg")
    ap.add_argument("--hands", type=int, default=500)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--losers", type=float, default=0.17, help="share of losing hands")
    ap.add_argument("--kajongg", required=True, help="Kajongg's src folder")
    ap.add_argument("--python", required=True, help="a Python that can import Kajongg")
    ap.add_argument("--show", type=int, default=20, help="differences to print")
    args = ap.parse_args()
    ruleset = load_ruleset(args.rules)
    rng = random.Random(args.seed)
    cases, ours, skipped = [], [], Counter[str]()
    while len(cases) < args.hands:
        if rng.random() < args.losers:
            hand, s = random_losing_hand(rng, ruleset)
            if hand.size() < 13:
                continue
        else:
            hand, s = random_winning_hand(rng, ruleset)
        s = replace(s, east_wins_before=0)  # Kajongg counts streaks in its database
        b = score_hand(hand, s, ruleset)
        won_meld = None
        if s.winner and s.claimed:
            extra = Counter(m for m in b.melds if not m.concealed) - Counter(hand.declared)
            won_meld = next(iter(extra), None)
        text = kajongg_string(hand, s, won_meld)
        if text is None:
            skipped["situation Kajongg's hand strings cannot say"] += 1
            continue
        cases.append({"seat": s.seat, "round": s.round, "kajongg": text,
                      "ours": hand.notation(), "win": s.win_tile.code if s.win_tile else None,
                      "source": s.source, "flags": sorted(s.flags)})
        ours.append(b)
    with tempfile.TemporaryDirectory() as tmp:
        case_file, result_file = Path(tmp) / "cases.json", Path(tmp) / "result.json"
        case_file.write_text(json.dumps(cases))
        code = (f"KAJONGG={args.kajongg!r}\nRULESET={KAJONGG_RULESETS[args.rules]!r}\n"
                f"CASES={str(case_file)!r}\nRESULT={str(result_file)!r}\n" + WORKER)
        subprocess.run([args.python, "-c", code], check=True, cwd=args.kajongg,
                       stdout=subprocess.DEVNULL)
        theirs = json.loads(result_file.read_text())
    same, differ = 0, []
    for case, b, k in zip(cases, ours, theirs, strict=True):
        if "error" not in k and k["total"] == b.score and (k["won"] or not b.winner):
            same += 1
        else:
            differ.append((case, b, k))
    print(f"{args.rules}: {len(cases)} hands compared, {same} agree, {len(differ)} differ; "
          f"left out: {dict(skipped)}")
    for case, b, k in differ[:args.show]:
        print(f"\n{case['ours']}  win={case['win']} from={case['source']} "
              f"flags={case['flags']} seat={case['seat']} round={case['round']}")
        print(f"  Kajongg: {case['kajongg']}")
        print(f"  ours {b.score} ({b.limit_hand or f'{b.points} x 2^{b.doubles}'}): "
              f"{[i.rule for i in b.items]}")
        print(f"  Kajongg {k.get('total')} won={k.get('won')} ({k.get('score', '')}): "
              f"{k.get('rules', k.get('error'))}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
