"""The ``mahjong-score`` command line (also ``python -m scoring``).

Bad input prints one line on stderr naming the problem and exits with status 2.
"""

from __future__ import annotations

import argparse
import functools
import io
import os
import sys
from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING, Any, NoReturn

from scoring import __version__
from scoring.errors import MahjongError

if TYPE_CHECKING:
    from scoring.cli.kinds import CliKind

PROG = "mahjong-score"


class _Parser(argparse.ArgumentParser):
    """An argument parser whose errors are one line, exit status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{PROG}: {message}\n")

    #: True while an argument is added
    _adding = False

    def add_argument(self, *args: Any, **kwargs: Any) -> argparse.Action:
        self._adding = True
        try:
            return super().add_argument(*args, **kwargs)
        finally:
            self._adding = False

    def _get_formatter(self) -> argparse.HelpFormatter:
        if self._adding:
            # argparse makes a formatter for each argument added, only to check its
            # metavar, which needs no width: finding the terminal's width imports
            # shutil (with bz2 and lzma), a tenth of a command's start
            return _Checking(self.prog, width=80)
        return super()._get_formatter()


class _Checking(argparse.HelpFormatter):
    """The formatter argparse checks an argument added with (its metavar against its
    number of values): choices read when first needed (:class:`_Flags`) stay unread."""

    def _metavar_formatter(self, action: argparse.Action, default_metavar: str,
                           ) -> Callable[[int], tuple[str, ...]]:
        if action.metavar is None and isinstance(action.choices, _Flags):
            return lambda size: ("FLAG",) * size
        return super()._metavar_formatter(action, default_metavar)


if TYPE_CHECKING:
    _SubParsers = argparse._SubParsersAction[_Parser]
else:  # not subscriptable at run time
    _SubParsers = argparse._SubParsersAction


class _Commands(_SubParsers):
    """The commands, each parser made when it is first needed: when its command is
    given, or when the help that lists every command is written."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._adders: dict[str, Callable[[_Commands], None]] = {}

    def register(self, name: str, add: Callable[[_Commands], None]) -> None:
        """Name a command (its parser is made by ``add(self)``, later)."""
        self._adders[name] = add
        self._name_parser_map[name] = _UNMADE  # a valid choice, in its place

    def _make(self, name: str) -> None:
        add = self._adders.pop(name, None)
        if add is None:
            return
        order = list(self._name_parser_map)
        del self._name_parser_map[name]
        add(self)
        made = dict(self._name_parser_map)  # back in the order of the commands
        self._name_parser_map.clear()
        self._name_parser_map.update((n, made[n]) for n in order)
        self._choices_actions.sort(key=lambda action: order.index(action.dest))

    def _get_subactions(self) -> list[argparse.Action]:
        for name in list(self._adders):
            self._make(name)
        return super()._get_subactions()

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                 values: str | Sequence[Any] | None, option_string: str | None = None,
                 ) -> None:
        if isinstance(values, list) and values:
            self._make(values[0])
        super().__call__(parser, namespace, values, option_string)


#: what stands for a command whose parser is not made yet
_UNMADE = _Parser(prog=PROG, add_help=False)


class _Flags:
    """The choices of ``--flag``: classical and Ponjan flags, read when argparse first
    asks for them (a flag given, or the help written), so that a classical hand does
    not load Ponjan's modules."""

    @functools.cached_property
    def _all(self) -> tuple[str, ...]:
        from scoring.hands.situation import FLAGS
        from scoring.ponjan.situation import FLAGS as PONJAN_FLAGS
        return (*FLAGS, *PONJAN_FLAGS)

    def __contains__(self, value: object) -> bool:
        return value in self._all

    def __iter__(self) -> Iterator[str]:
        return iter(self._all)


def _situation_options(p: argparse.ArgumentParser) -> None:
    """The options of a hand's situation, shared by ``score`` and ``compare``."""
    from scoring.hands.situation import SOURCES
    from scoring.hands.tiles import WINDS
    p.add_argument("--seat", default="E", choices=WINDS,
                   help="the player's seat wind (default: E)")
    p.add_argument("--round", choices=WINDS, help="the prevailing wind (default: E)")
    p.add_argument("--win", metavar="TILE", help="the winning tile (required for a winner)")
    p.add_argument("--from", dest="source", default="discard", choices=SOURCES,
                   help="where the winning tile came from (default: discard)")
    p.add_argument("--loser", action="store_true", help="score a hand that did not win")
    p.add_argument("--flag", action="append", default=[], choices=_Flags(),
                   help="a special situation; may be given more than once (Ponjan: "
                        "reach, ippatsu)")


def _score_parser(sub: _Commands) -> None:
    from scoring.cli.numbers import integer
    p = sub.add_parser("score", help="score one hand and explain the score")
    p.add_argument("--rules", default="norwegian", metavar="ID|PATH",
                   help="rule set id or a rule file (default: norwegian)")
    _situation_options(p)
    p.add_argument("--limit", metavar="N|none",
                   help="play with another limit, or none ('roof off')")
    p.add_argument("--east-streak", type=integer, metavar="N",
                   help="East's consecutive wins before this hand")
    p.add_argument("--seen", metavar="TILES", default="",
                   help="tiles visible elsewhere on the table (other players' exposed "
                        "sets, discards), e.g. '6666p 9s': they cannot be waited on")
    p.add_argument("--json", action="store_true", help="print the result as JSON")
    p.add_argument("hand", nargs="+", metavar="HAND",
                   help="the hand in the notation, e.g. '123m 55p (777z) 1f'")


def _compare_parser(sub: _Commands) -> None:
    c = sub.add_parser("compare", help="score one hand under every rule set, side by side")
    c.add_argument("--rules", action="append", default=[], metavar="ID|PATH",
                   help="also this rule set or rule file; may be given more than once")
    _situation_options(c)
    c.add_argument("--json", action="store_true",
                   help="print {RULESET_ID: result of score --json, or {\"error\": ...}}")
    c.add_argument("hand", nargs="+", metavar="HAND", help="the hand in the notation")


def _rulesets_parser(sub: _Commands) -> None:
    ids = sub.add_parser("rulesets", help="list the ids of the built-in rule sets, one a line")
    ids.add_argument("--long", action="store_true",
                     help="with each rule set's name, limit and number of rules")


def _rules_parser(sub: _Commands) -> None:
    from scoring.cli.rules import add_rules_parser
    add_rules_parser(sub)


def _settle_parser(sub: _Commands) -> None:
    from scoring.games.settlement import CONVENTIONS
    from scoring.hands.tiles import WINDS
    s = sub.add_parser("settle", help="work out who pays whom after a hand")
    s.add_argument("--convention", default="classic", choices=CONVENTIONS,
                   help="classic: every loser pays the winner his score and the losers "
                        "pay each other the differences; differences: every pair "
                        "settles the difference of their scores; none: nobody pays "
                        "(default: classic)")
    s.add_argument("--no-east-double", action="store_true",
                   help="do not double payments to and from East")
    s.add_argument("--winner", required=True, choices=[*WINDS, "none"],
                   help="the seat that went mah-jong, or none for a drawn hand")
    s.add_argument("--json", action="store_true", help="print the result as JSON")
    s.add_argument("scores", nargs="+", metavar="SEAT=PTS",
                   help="each player's score, e.g. E=16 S=8 W=48 N=26")


def _game_parser(sub: _Commands) -> None:
    from scoring.cli.game import add_game_parser
    add_game_parser(sub)


def _season_parser(sub: _Commands) -> None:
    from scoring.cli.season import add_season_parser
    add_season_parser(sub)


def _sheet_parser(sub: _Commands) -> None:
    x = sub.add_parser("sheet", help="write a game file as an Excel workbook")
    x.add_argument("game", metavar="GAME.json", help="a game file")
    x.add_argument("--xlsx", required=True, metavar="OUT.xlsx", help="the workbook to write")


#: every command, in the order of the help, and the function that adds its parser.
#: Only the parser of the command given is made (its options import what it needs:
#: seats, flags, the game's modules), so that a command loads only what it uses; the
#: help of the program, which lists them all, makes them all. A new command is one
#: more line here, its parser function and its case in _run.
_COMMANDS: dict[str, Callable[[_Commands], None]] = {
    "score": _score_parser,
    "compare": _compare_parser,
    "rulesets": _rulesets_parser,
    "rules": _rules_parser,
    "settle": _settle_parser,
    "game": _game_parser,
    "season": _season_parser,
    "sheet": _sheet_parser,
}


def _build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog=PROG, description="Score mahjong hands and settle payments.")
    parser.add_argument("--version", action="version", version=f"{PROG} {__version__}")
    # no command: main() prints this help (argparse would say only that one is needed);
    # prog given: argparse would make a help formatter to work it out (the same text)
    sub = parser.add_subparsers(dest="command", parser_class=_Parser, action=_Commands,
                                prog=PROG)
    assert isinstance(sub, _Commands)
    for name, add in _COMMANDS.items():
        sub.register(name, add)
    return parser


def _cmd_score(args: argparse.Namespace) -> int:
    return _cli_kind(args.rules).score(args)


def _cli_kind(id_or_path: str) -> CliKind:
    """The command-line adapter of the kind of game of a rule set or rule file."""
    from scoring.cli.kinds import cli_kind
    from scoring.games.kinds import kind_name
    from scoring.rules.ruleset import ruleset_game
    return cli_kind(kind_name(ruleset_game(id_or_path)))


def _cmd_compare(args: argparse.Namespace) -> int:
    import json

    from scoring.cli.kinds import cli_kind
    from scoring.errors import NotationError
    from scoring.games.kinds import kind_names
    # each kind compares the hands written in its notation; the kinds are asked in the
    # registry's order, and a hand none reads gets the first one's message
    unread: list[NotationError] = []
    for name in kind_names():
        result = cli_kind(name).compare(args)
        if not isinstance(result, NotationError):
            break
        unread.append(result)
    else:
        raise unread[0]
    if args.json:
        print(json.dumps(result.to_dict(), ensure_ascii=False))
    else:
        print(result.text())
    return 0


def _cmd_rulesets(args: argparse.Namespace) -> int:
    from scoring.cli.kinds import cli_kind
    from scoring.games.kinds import kind_names
    from scoring.rules.ruleset import builtin_ids
    if not args.long:
        for rid in sorted(rid for kind in kind_names() for rid in builtin_ids(kind)):
            print(rid)
        return 0
    lines = {rid: f"{rid:<14} {cli_kind(kind).summary(rid)}"
             for kind in kind_names() for rid in builtin_ids(kind)}
    for rid in sorted(lines):
        print(lines[rid])
    return 0


def _cmd_settle(args: argparse.Namespace) -> int:
    import json

    from scoring.cli.numbers import whole_number
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


#: the arguments that name files: any bytes the system allows
_PATHS = {"db", "file", "files", "out", "game", "xlsx", "pdf", "rules", "ruleset",
          "arguments"}


def _check_texts(args: argparse.Namespace) -> None:
    """Refuse an argument that is not UTF-8 text (bytes the system's encoding cannot
    read arrive as lone surrogates, which no database or file can hold); file names
    may be any bytes."""
    from scoring.schema import is_text
    for key, value in vars(args).items():
        for item in value if isinstance(value, list) else [value]:
            if key not in _PATHS and isinstance(item, str) and not is_text(item):
                name = f"--{key.replace('_', '-')}" if key != "entries" else "NAME=HAND"
                raise MahjongError(f"{name}: not UTF-8 text (it holds bytes that are not "
                                   "UTF-8)")


def limit_option(text: str) -> int | None:
    """The value of a ``--limit`` option: a positive whole number, or none."""
    from scoring.cli.numbers import whole_number
    if text.strip().lower() == "none":
        return None
    return whole_number(text, "--limit", 1, other=", nor none")


def main(argv: Sequence[str] | None = None) -> int:
    parser = _build_parser()
    args = parser.parse_args(argv)
    if args.command is None:  # a bare ``mahjong-score``: say what it can do
        print(parser.format_help(), end="")
        print(f"{PROG}: give a command, such as {PROG} score --help", file=sys.stderr)
        return 2
    try:
        _check_texts(args)
        if args.command == "score":
            return _cmd_score(args)
        if args.command == "rulesets":
            return _cmd_rulesets(args)
        if args.command == "game":
            from scoring.cli.game import run_game
            return run_game(args)
        if args.command == "season":
            from scoring.cli.season import run_season
            return run_season(args)
        if args.command == "compare":
            return _cmd_compare(args)
        if args.command == "rules":
            from scoring.cli.rules import run_rules
            return run_rules(args)
        if args.command == "sheet":
            from scoring.records.gamefile import load
            from scoring.records.output import output_path
            from scoring.records.workbook import write_workbook  # loads openpyxl only when needed
            game = load(args.game)
            output_path(args.xlsx, [args.game])  # never the game file it reads
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
    """The command line's entry point. The output is delivered after the command has
    run, so that the exit status says truly what was stored: when the output cannot
    be written (standard output closed, or a full disk), that is said on stderr in
    one line; a command that stored something still exits 0 (it was stored: a script
    must not store it again), any other exits 2."""
    closed = _open_standard_streams()
    out = io.StringIO()
    sys.stdout = out
    try:
        code = main()
    except SystemExit as exc:  # argparse: --help, --version, a usage error
        code = exc.code if isinstance(exc.code, int) else int(exc.code is not None)
    finally:
        sys.stdout = sys.__stdout__
    sys.exit(_deliver(out.getvalue(), code, closed))


def _open_standard_streams() -> bool:
    """Give a closed standard stream (``>&-``) the null device, so that no file the
    command opens (a game file, a database) gets its number and is written by a
    ``print``. True when standard output was closed."""
    closed = False
    for fd in (0, 1, 2):
        try:
            os.fstat(fd)
        except OSError:  # closed: the lowest free number is this one
            os.open(os.devnull, os.O_RDWR)
            closed = closed or fd == 1
    if sys.stderr is None:
        sys.stderr = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115
    return closed


def _deliver(text: str, code: int, closed: bool) -> int:
    """Write the command's output; the exit status (see :func:`run`)."""
    problem = "standard output is closed"
    if not closed and sys.stdout is not None:
        try:
            sys.stdout.write(text)
            sys.stdout.flush()
            return code
        except BrokenPipeError:
            # the output was closed early (``mahjong-score rulesets | head -1``): that
            # is what the reader wanted, so end quietly, as other Unix tools do
            problem = ""
        except OSError as exc:
            problem = exc.strerror or str(exc)
        # what is left in the buffer must not be written again when Python ends
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    if not problem or not text:
        return code
    stored = code == 0 and _stored(sys.argv[1:])
    print(f"{PROG}: cannot write the output ({problem})"
          + ("; the change was stored" if stored else ""), file=sys.stderr)
    return code if code or stored else 2


def _stored(argv: Sequence[str]) -> bool:
    """Whether the command of ``argv`` (which ran successfully) stored something."""
    from scoring.cli.game import READING
    args = _build_parser().parse_args(argv)
    from scoring.cli.rules import WRITING as RULES_WRITING
    return (args.command == "game" and args.game_command not in READING) or (
        args.command == "rules" and args.ruleset in RULES_WRITING)
