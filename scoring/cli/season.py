"""``mahjong-score season``: standings over games from databases and game files.

::

    mahjong-score season --db club.sqlite3 --db laptop2.sqlite3 friday.json \\
        --from 2026-09-01 --same Bo=Bosse --xlsx season.xlsx

Bad input raises a MahjongError; ``scoring.cli.main`` prints it on one line.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable
from typing import Any

from scoring.cli.numbers import integer
from scoring.records.season import (
    Copy,
    Season,
    SeasonError,
    copies_from_database,
    copies_from_files,
    parse_day,
    parse_same,
    season,
)

#: the entry-point group of the writers the desktop program registers (pyproject.toml)
WRITERS = "mahjong_scoresheet.writers"


def add_season_parser(sub: argparse._SubParsersAction[Any]) -> None:
    p = sub.add_parser("season", help="standings over many games (databases and game files)",
                       description="Add up games from databases and game files; the same "
                                   "game given twice counts once.")
    p.add_argument("--db", action="append", default=[], metavar="DB",
                   help="a games database; all its games count (see --game); may be "
                        "given more than once")
    p.add_argument("--game", action="append", default=[], type=integer, metavar="ID",
                   help="only this game of the databases; may be given more than once")
    p.add_argument("files", nargs="*", metavar="FILE.json", help="game files")
    p.add_argument("--from", dest="day_from", metavar="DATE",
                   help="only games started on or after DATE (YYYY-MM-DD)")
    p.add_argument("--to", dest="day_to", metavar="DATE",
                   help="only games started on or before DATE (YYYY-MM-DD)")
    p.add_argument("--same", action="append", default=[], metavar="NAME=OTHER",
                   help="OTHER is another spelling of NAME; may be given more than once")
    p.add_argument("--json", action="store_true", help="print the standings as JSON")
    p.add_argument("--xlsx", metavar="OUT.xlsx", help="write the standings as a workbook")
    p.add_argument("--pdf", metavar="OUT.pdf", help="write the standings as a PDF")
    p.add_argument("--rules", metavar="ID|PATH",
                   help="what if: every classical game recomputed under these rules "
                        "instead of its own (nothing is stored); the text says which "
                        "hands they cannot score")


def run_season(args: argparse.Namespace) -> int:
    if not args.db and not args.files:
        raise SeasonError("give at least one --db DB or game file")
    if args.game and not args.db:
        raise SeasonError("--game ID picks games of a database: give --db DB too")
    day_from = parse_day(args.day_from, "--from") if args.day_from else None
    day_to = parse_day(args.day_to, "--to") if args.day_to else None
    same = parse_same(args.same)
    _check_outputs(args)
    copies: list[Copy] = []
    for db in args.db:
        copies += copies_from_database(db, args.game)
    copies += copies_from_files(args.files)
    if args.rules is not None:
        return _what_if(args, copies, same, day_from, day_to)
    result = season(copies, same, day_from, day_to)
    if args.xlsx:
        from scoring.records.season_workbook import write_season_workbook  # openpyxl when needed
        write_season_workbook(result, args.xlsx)
    if args.pdf:
        write_pdf(result, args.pdf)
    if args.json:
        print(json.dumps(result.to_dict(), ensure_ascii=False))
    else:
        print(result.text())
        for what, path in (("workbook", args.xlsx), ("PDF", args.pdf)):
            if path:
                print(f"{what} written to {path}")
    return 0


def _check_outputs(args: argparse.Namespace) -> None:
    """Refuse, before anything is read or written, an output that is one of the
    inputs, a folder or a special file, and a workbook and a PDF in one file."""
    from scoring.records.output import output_path
    inputs = [*args.db, *args.files, *([args.rules] if args.rules else [])]
    targets = [output_path(path, inputs) for path in (args.xlsx, args.pdf) if path]
    if len(targets) == 2 and targets[0] == targets[1]:
        raise SeasonError("--xlsx and --pdf name the same file, {path}: give each its "
                          "own", path=args.pdf)


def _what_if(args: argparse.Namespace, copies: list[Copy], same: dict[str, str],
             day_from: str | None, day_to: str | None) -> int:
    """``season --rules``: the standings under other rules (scoring.records.what_if)."""
    from dataclasses import replace

    from scoring.errors import Msg
    from scoring.records.what_if import WhatIf
    from scoring.rules.ruleset import load_ruleset
    ruleset = load_ruleset(args.rules)
    what = WhatIf(copies, same, day_from, day_to).rescore(ruleset, args.rules)
    # the workbook and the PDF say which rules they were computed under in their notes
    shown = replace(what.season, notes=(
        Msg("What if: every classical game under the rules of {path} ({id}: {name}); "
            "{changed} hands score differently, {unscored} could not be scored",
            path=args.rules, id=ruleset.id, name=ruleset.name, changed=what.changed,
            unscored=len(what.unscored)), *what.season.notes))
    if args.xlsx:
        from scoring.records.season_workbook import write_season_workbook
        write_season_workbook(shown, args.xlsx)
    if args.pdf:
        write_pdf(shown, args.pdf)
    if args.json:
        print(json.dumps(what.to_dict(), ensure_ascii=False))
    else:
        print(what.text())
        for kind, path in (("workbook", args.xlsx), ("PDF", args.pdf)):
            if path:
                print(f"{kind} written to {path}")
    return 0


def write_pdf(result: Season, path: str) -> None:
    """The PDF is drawn by the desktop program's Qt text layout (the only layout of
    the project that pages tables and fonts). ``scoring`` never imports the program:
    the program registers its writer as the entry point ``season-pdf`` of the group
    :data:`WRITERS` (pyproject.toml), which is loaded only for ``--pdf``, so the rest
    of the command line runs without Qt."""
    from importlib.metadata import entry_points
    found = entry_points(group=WRITERS, name="season-pdf")
    if not found:
        raise SeasonError("--pdf needs the desktop program, installed with its package "
                          "(pip install -e . in a checkout)")
    try:
        writer: Callable[[Season, str], None] = next(iter(found)).load()
    except ImportError as exc:
        raise SeasonError(f"--pdf needs the desktop program's libraries (PySide6): "
                          f"{exc}") from None
    writer(result, path)
