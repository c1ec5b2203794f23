"""The ``mahjong-score`` command line (also ``python -m scoring``).

Bad input prints one line on stderr naming the problem and exits with status 2.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from typing import NoReturn

from .cli_game import add_game_parser, run_game
from .engine import score_hand
from .errors import MahjongError, NotationError
from .notation import parse_hand, parse_tiles
from .reference import ruleset_markdown
from .ruleset import builtin_ids, load_ruleset
from .settlement import CONVENTIONS, settle
from .situation import FLAGS, SOURCES, Situation
from .tiles import WINDS

PROG = "mahjong-score"


class _Parser(argparse.ArgumentParser):
    """An argument parser whose errors are one line, exit status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{PROG}: {message}\n")


def _build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog=PROG, description="Score mahjong hands and settle payments.")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)

    p = sub.add_parser("score", help="score one hand and explain the score")
    p.add_argument("--rules", default="norwegian", metavar="ID|PATH",
                   help="rule set id or a rule file (default: norwegian)")
    p.add_argument("--seat", default="E", choices=WINDS, help="the player's seat wind")
    p.add_argument("--round", default="E", choices=WINDS, help="the prevailing wind")
    p.add_argument("--win", metavar="TILE", help="the winning tile (required for a winner)")
    p.add_argument("--from", dest="source", default="discard", choices=SOURCES,
                   help="where the winning tile came from (default: discard)")
    p.add_argument("--loser", action="store_true", help="score a hand that did not win")
    p.add_argument("--flag", action="append", default=[], choices=FLAGS,
                   help="a special situation; may be given more than once")
    p.add_argument("--limit", metavar="N|none",
                   help="play with another limit, or none ('roof off')")
    p.add_argument("--east-streak", type=int, default=0, metavar="N",
                   help="East's consecutive wins before this hand")
    p.add_argument("--seen", metavar="TILES", default="",
                   help="tiles visible elsewhere on the table (other players' exposed "
                        "sets, discards), e.g. '6666p 9s': they cannot be waited on")
    p.add_argument("--json", action="store_true", help="print the result as JSON")
    p.add_argument("hand", nargs="+", metavar="HAND",
                   help="the hand in the notation, e.g. '123m 55p (777z) 1f'")

    sub.add_parser("rulesets", help="list the built-in rule sets")

    r = sub.add_parser("rules", help="print the rules reference of a rule set")
    r.add_argument("ruleset", metavar="ID|PATH")

    s = sub.add_parser("settle", help="work out who pays whom after a hand")
    s.add_argument("--convention", default="classic", choices=CONVENTIONS)
    s.add_argument("--no-east-double", action="store_true",
                   help="do not double payments to and from East")
    s.add_argument("--winner", required=True, choices=[*WINDS, "none"])
    s.add_argument("--json", action="store_true")
    s.add_argument("scores", nargs="+", metavar="SEAT=PTS",
                   help="each player's score, e.g. E=16 S=8 W=48 N=26")
    add_game_parser(sub)

    x = sub.add_parser("sheet", help="write a game file as an Excel workbook")
    x.add_argument("game", metavar="GAME.json", help="a game file")
    x.add_argument("--xlsx", required=True, metavar="OUT.xlsx", help="the workbook to write")
    return parser


def _cmd_score(args: argparse.Namespace) -> int:
    ruleset = load_ruleset(args.rules)
    if args.limit is not None:
        if args.limit == "none":
            ruleset = ruleset.with_limit(None)
        elif args.limit.isdigit() and int(args.limit) > 0:
            ruleset = ruleset.with_limit(int(args.limit))
        else:
            raise MahjongError(f"--limit '{args.limit}': give a positive whole number "
                               "or none")
    hand = parse_hand(" ".join(args.hand))
    win = None
    if args.win is not None:
        tiles = parse_tiles(args.win)
        if len(tiles) != 1:
            raise NotationError(f"--win '{args.win}': give exactly one tile, such as 5p")
        win = tiles[0]
    if args.loser and win is not None:
        raise MahjongError("--win and --loser exclude each other: a loser has no "
                           "winning tile")
    seen = tuple(parse_tiles(args.seen.replace(" ", ""), f"--seen {args.seen}"))
    situation = Situation(seat=args.seat, round=args.round, winner=not args.loser,
                          win_tile=win, source=args.source, flags=frozenset(args.flag),
                          east_wins_before=args.east_streak, seen=seen)
    result = score_hand(hand, situation, ruleset)
    if args.json:
        print(json.dumps(result.to_dict(), ensure_ascii=False))
    else:
        print(result.text())
    return 0


def _cmd_rulesets() -> int:
    for rid in builtin_ids():
        rs = load_ruleset(rid)
        limit = f"limit {rs.limit}" if rs.limit else "no limit"
        print(f"{rid:<14} {rs.name}; {limit}; {len(rs.rules)} rules")
    return 0


def _cmd_settle(args: argparse.Namespace) -> int:
    scores: dict[str, int] = {}
    for item in args.scores:
        seat, sep, value = item.partition("=")
        if not sep or seat not in WINDS:
            raise MahjongError(f"'{item}': write each score as SEAT=POINTS, e.g. E=16")
        if not value.lstrip("-").isdigit():
            raise MahjongError(f"'{item}': '{value}' is not a whole number")
        if seat in scores:
            raise MahjongError(f"'{item}': {seat} is given twice")
        scores[seat] = int(value)
    winner = None if args.winner == "none" else args.winner
    result = settle(scores, winner, args.convention, east_double=not args.no_east_double)
    if args.json:
        print(json.dumps(result.to_dict()))
    else:
        print(result.text())
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    args = _build_parser().parse_args(argv)
    try:
        if args.command == "score":
            return _cmd_score(args)
        if args.command == "rulesets":
            return _cmd_rulesets()
        if args.command == "game":
            return run_game(args)
        if args.command == "rules":
            print(ruleset_markdown(load_ruleset(args.ruleset)), end="")
            return 0
        if args.command == "sheet":
            from .gamefile import load
            from .workbook import write_workbook  # loads openpyxl only when needed
            game = load(args.game)
            write_workbook(game, args.xlsx)
            print(f"{len(game.hands)} hands written to {args.xlsx}")
            return 0
        return _cmd_settle(args)
    except MahjongError as exc:
        print(f"{PROG}: {exc}", file=sys.stderr)
        return 2
    except Exception as exc:  # a bug: say so in one line rather than a traceback
        if os.environ.get("MAHJONG_DEBUG"):
            raise
        print(f"{PROG}: internal error ({type(exc).__name__}: {exc}); "
              "set MAHJONG_DEBUG=1 for details", file=sys.stderr)
        return 1


def run() -> NoReturn:
    sys.exit(main())
