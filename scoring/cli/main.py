"""The ``mahjong-score`` command line (also ``python -m scoring``).

Bad input prints one line on stderr naming the problem and exits with status 2.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from scoring import __version__
from scoring.errors import MahjongError, NotationError

TYPE_CHECKING = False  # typing is not imported at run time
if TYPE_CHECKING:
    from typing import Any, NoReturn

PROG = "mahjong-score"


class _Parser(argparse.ArgumentParser):
    """An argument parser whose errors are one line, exit status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{PROG}: {message}\n")


def _situation_options(p: argparse.ArgumentParser) -> None:
    """The options of a hand's situation, shared by ``score`` and ``compare``."""
    from scoring.hands.situation import FLAGS, SOURCES
    from scoring.hands.tiles import WINDS
    from scoring.ponjan.situation import FLAGS as PONJAN_FLAGS
    p.add_argument("--seat", default="E", choices=WINDS, help="the player's seat wind")
    p.add_argument("--round", choices=WINDS, help="the prevailing wind (default: E)")
    p.add_argument("--win", metavar="TILE", help="the winning tile (required for a winner)")
    p.add_argument("--from", dest="source", default="discard", choices=SOURCES,
                   help="where the winning tile came from (default: discard)")
    p.add_argument("--loser", action="store_true", help="score a hand that did not win")
    p.add_argument("--flag", action="append", default=[], choices=[*FLAGS, *PONJAN_FLAGS],
                   help="a special situation; may be given more than once (Ponjan: "
                        "reach, ippatsu)")


def _score_parser(sub: argparse._SubParsersAction[Any]) -> None:
    p = sub.add_parser("score", help="score one hand and explain the score")
    p.add_argument("--rules", default="norwegian", metavar="ID|PATH",
                   help="rule set id or a rule file (default: norwegian)")
    _situation_options(p)
    p.add_argument("--limit", metavar="N|none",
                   help="play with another limit, or none ('roof off')")
    p.add_argument("--east-streak", type=int, metavar="N",
                   help="East's consecutive wins before this hand")
    p.add_argument("--seen", metavar="TILES", default="",
                   help="tiles visible elsewhere on the table (other players' exposed "
                        "sets, discards), e.g. '6666p 9s': they cannot be waited on")
    p.add_argument("--json", action="store_true", help="print the result as JSON")
    p.add_argument("hand", nargs="+", metavar="HAND",
                   help="the hand in the notation, e.g. '123m 55p (777z) 1f'")


def _compare_parser(sub: argparse._SubParsersAction[Any]) -> None:
    c = sub.add_parser("compare", help="score one hand under every rule set, side by side")
    c.add_argument("--rules", action="append", default=[], metavar="ID|PATH",
                   help="also this rule set or rule file; may be given more than once")
    _situation_options(c)
    c.add_argument("--json", action="store_true",
                   help="print {RULESET_ID: result of score --json, or {\"error\": ...}}")
    c.add_argument("hand", nargs="+", metavar="HAND", help="the hand in the notation")


def _rulesets_parser(sub: argparse._SubParsersAction[Any]) -> None:
    sub.add_parser("rulesets", help="list the built-in rule sets")


def _rules_parser(sub: argparse._SubParsersAction[Any]) -> None:
    r = sub.add_parser("rules", help="print the rules reference of a rule set")
    r.add_argument("ruleset", metavar="ID|PATH")


def _settle_parser(sub: argparse._SubParsersAction[Any]) -> None:
    from scoring.games.settlement import CONVENTIONS
    from scoring.hands.tiles import WINDS
    s = sub.add_parser("settle", help="work out who pays whom after a hand")
    s.add_argument("--convention", default="classic", choices=CONVENTIONS)
    s.add_argument("--no-east-double", action="store_true",
                   help="do not double payments to and from East")
    s.add_argument("--winner", required=True, choices=[*WINDS, "none"])
    s.add_argument("--json", action="store_true")
    s.add_argument("scores", nargs="+", metavar="SEAT=PTS",
                   help="each player's score, e.g. E=16 S=8 W=48 N=26")


def _game_parser(sub: argparse._SubParsersAction[Any]) -> None:
    from scoring.cli.game import add_game_parser
    add_game_parser(sub)


def _season_parser(sub: argparse._SubParsersAction[Any]) -> None:
    from scoring.cli.season import add_season_parser
    add_season_parser(sub)


def _sheet_parser(sub: argparse._SubParsersAction[Any]) -> None:
    x = sub.add_parser("sheet", help="write a game file as an Excel workbook")
    x.add_argument("game", metavar="GAME.json", help="a game file")
    x.add_argument("--xlsx", required=True, metavar="OUT.xlsx", help="the workbook to write")


#: each command, in the order of the help, with what adds its parser (its options name
#: rule sets, seats and flags: only the chosen command's parser is made, so a command
#: loads only the part of the program it uses)
_COMMANDS = {"score": _score_parser, "compare": _compare_parser,
             "rulesets": _rulesets_parser, "rules": _rules_parser,
             "settle": _settle_parser, "game": _game_parser, "season": _season_parser,
             "sheet": _sheet_parser}


def _chosen(argv: Sequence[str]) -> str | None:
    """The command ``argv`` names, when the whole parser is not needed: None for a
    request of the help that lists every command (or no command at all with it)."""
    for arg in argv:
        if arg == "-h" or (len(arg) > 2 and "--help".startswith(arg)):
            return None  # the help lists every command's
        if not arg.startswith("-") or arg == "--":
            return arg if arg in _COMMANDS else None
    return ""  # no command: --version, or an error that names only the commands


def _build_parser(argv: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """The command line's parser; given ``argv``, only the parser of the command it
    names is filled in (the others are there by name)."""
    chosen = None if argv is None else _chosen(argv)
    parser = _Parser(prog=PROG, description="Score mahjong hands and settle payments.")
    parser.add_argument("--version", action="version", version=f"{PROG} {__version__}")
    # prog given: argparse would otherwise make a help formatter to work it out
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser,
                                prog=PROG)
    unused = None  # one empty parser stands for every command not chosen
    for name, add in _COMMANDS.items():
        if chosen is None or chosen == name:
            add(sub)
        else:
            if unused is None:
                unused = _Parser(prog=f"{PROG} {name}", add_help=False)
            sub.choices[name] = unused
    return parser


def _cmd_score(args: argparse.Namespace) -> int:
    from scoring.rules.ruleset import load_ruleset, ruleset_game
    if ruleset_game(args.rules) == "ponjan":
        from scoring.cli.ponjan import score_ponjan_args
        return score_ponjan_args(args)
    from scoring.hands.notation import parse_hand, parse_tiles
    from scoring.hands.situation import Situation
    from scoring.rules.engine import score_hand
    ruleset = load_ruleset(args.rules)
    if args.limit is not None:
        ruleset = ruleset.with_limit(limit_option(args.limit))
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
    if not args.loser and win is None:
        raise MahjongError("a winning hand needs its winning tile: give it with --win "
                           "TILE (or score a hand that did not win with --loser)")
    seen = tuple(parse_tiles(args.seen.replace(" ", ""), f"--seen {args.seen}"))
    situation = Situation(seat=args.seat, round=args.round or "E", winner=not args.loser,
                          win_tile=win, source=args.source, flags=frozenset(args.flag),
                          east_wins_before=args.east_streak or 0, seen=seen)
    result = score_hand(hand, situation, ruleset)
    if args.json:
        import json
        print(json.dumps(result.to_dict(), ensure_ascii=False))
    else:
        print(result.text())
    return 0


def _cmd_compare(args: argparse.Namespace) -> int:
    import json

    from scoring.rules.compare import compare
    result = compare(" ".join(args.hand), args.rules, seat=args.seat, round=args.round,
                     win=args.win, source=args.source, loser=args.loser, flags=args.flag)
    if args.json:
        print(json.dumps(result.to_dict(), ensure_ascii=False))
    else:
        print(result.text())
    return 0


def _cmd_rulesets() -> int:
    from scoring.ponjan.rules import load_ponjan_rules
    from scoring.rules.ruleset import builtin_ids, load_ruleset
    lines = {}
    for rid in builtin_ids():
        rs = load_ruleset(rid)
        limit = f"limit {rs.limit}" if rs.limit else "no limit"
        lines[rid] = f"{rid:<14} {rs.name}; {limit}; {len(rs.rules)} rules"
    for rid in builtin_ids("ponjan"):
        pj = load_ponjan_rules(rid)
        lines[rid] = f"{rid:<14} {pj.name}; no limit; {len(pj.rules)} combinations"
    for rid in sorted(lines):
        print(lines[rid])
    return 0


def _cmd_settle(args: argparse.Namespace) -> int:
    import json

    from scoring.games.settlement import settle
    from scoring.hands.tiles import WINDS
    from scoring.schema import MAX_SCORE
    scores: dict[str, int] = {}
    for item in args.scores:
        seat, sep, value = item.partition("=")
        if not sep or seat not in WINDS:
            raise MahjongError(f"'{item}': write each score as SEAT=POINTS, e.g. E=16")
        if seat in scores:
            raise MahjongError(f"'{item}': {seat} is given twice")
        scores[seat] = whole_number(value, f"'{item}'", -MAX_SCORE)
    winner = None if args.winner == "none" else args.winner
    result = settle(scores, winner, args.convention, east_double=not args.no_east_double)
    if args.json:
        print(json.dumps(result.to_dict()))
    else:
        print(result.text())
    return 0


def whole_number(text: str, what: str, low: int = 0, high: int | None = None,
                 other: str = "") -> int:
    """``text`` as a whole number from ``low`` to ``high`` (default: the highest
    score; ASCII digits only: a superscript or another script's digit is refused, not
    half-read)."""
    import re

    from scoring.schema import MAX_SCORE
    if high is None:
        high = MAX_SCORE
    text = text.strip()
    if not re.fullmatch(r"-?[0-9]{1,12}", text) or not low <= int(text) <= high:
        raise MahjongError(f"{what}: '{text}' is not a whole number from {low} to "
                           f"{high}{other}")
    return int(text)


def limit_option(text: str) -> int | None:
    """The value of a ``--limit`` option: a positive whole number, or none."""
    if text.strip().lower() == "none":
        return None
    return whole_number(text, "--limit", 1, other=", nor none")


def main(argv: Sequence[str] | None = None) -> int:
    if argv is None:
        argv = sys.argv[1:]
    args = _build_parser(argv).parse_args(argv)
    try:
        if args.command == "score":
            return _cmd_score(args)
        if args.command == "rulesets":
            return _cmd_rulesets()
        if args.command == "game":
            from scoring.cli.game import run_game
            return run_game(args)
        if args.command == "season":
            from scoring.cli.season import run_season
            return run_season(args)
        if args.command == "compare":
            return _cmd_compare(args)
        if args.command == "rules":
            from scoring.rules.ruleset import load_ruleset, ruleset_game
            if ruleset_game(args.ruleset) == "ponjan":
                from scoring.ponjan.reference import ponjan_markdown
                from scoring.ponjan.rules import load_ponjan_rules
                print(ponjan_markdown(load_ponjan_rules(args.ruleset)), end="")
            else:
                from scoring.rules.reference import ruleset_markdown
                print(ruleset_markdown(load_ruleset(args.ruleset)), end="")
            return 0
        if args.command == "sheet":
            from scoring.records.gamefile import load
            from scoring.records.workbook import write_workbook  # loads openpyxl only when needed
            game = load(args.game)
            write_workbook(game, args.xlsx)
            count = len(game.hands)
            print(f"{count} hand{'' if count == 1 else 's'} written to {args.xlsx}")
            return 0
        return _cmd_settle(args)
    except MahjongError as exc:
        print(f"{PROG}: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        raise  # the reader went away: run() ends quietly
    except Exception as exc:  # a bug: say so in one line rather than a traceback
        if os.environ.get("MAHJONG_DEBUG"):
            raise
        print(f"{PROG}: internal error ({type(exc).__name__}: {exc}); "
              "set MAHJONG_DEBUG=1 for details", file=sys.stderr)
        return 1


def run() -> NoReturn:
    try:
        code = main()
        sys.stdout.flush()
    except BrokenPipeError:
        # the output was closed early (``mahjong-score rulesets | head -1``): that is
        # what the reader wanted, so end quietly, as other Unix tools do
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        code = 0
    sys.exit(code)
