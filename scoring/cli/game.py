"""``mahjong-score game``: keep the score sheet of a game in a database from the shell.

::

    mahjong-score game --db games.sqlite new --rules swedish --players Anna,Bo,Cia,Dan
    mahjong-score game --db games.sqlite record 1 --winner Cia --win 2s \\
        Anna=16 Bo=8 Cia='123m 456m 789s 555p 22s' Dan=26
    mahjong-score game --db games.sqlite record 1 --penalty Bo --offence false-mahjong
    mahjong-score game --db games.sqlite record 1 --penalty Bo --to Cia --amount 50
    mahjong-score game --db games.sqlite show 1

A Ponjan game (a Ponjan rule set: three players; only the winner's tiles)::

    mahjong-score game --db games.sqlite new --rules ponjan --players A,B,C
    mahjong-score game --db games.sqlite record 2 --winner B --win 0b --from discard \
        --discarder A --flag reach B='000r 111k 000b'
    mahjong-score game --db games.sqlite record 2 --winner none --tenpai A,C

Bad input raises a MahjongError; ``scoring.cli.main`` prints it on one line and exits
with status 2. Every change is one operation of :mod:`scoring.records.game_table`.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from typing import Any

from scoring.cli.kinds import cli_kind, table
from scoring.cli.numbers import integer
from scoring.cli.rules import add_what_if_option, show_what_if
from scoring.games.game import Game, HandRecord, HandResult
from scoring.games.kinds import kind_class
from scoring.games.settlement import CONVENTIONS
from scoring.hands.situation import FLAGS, SOURCES
from scoring.ponjan.situation import FLAGS as PONJAN_FLAGS
from scoring.records.figures import hand_figures
from scoring.records.game_table import GameTable
from scoring.records.storage import Store
from scoring.rules.ruleset import ruleset_game


class _Intermixed(argparse.ArgumentParser):
    """Options and ``NAME=HAND`` words in any order: argparse alone stops filling a
    ``nargs="*"`` positional (the players' hands, none for a penalty) at the first
    option after the game's id."""

    _busy = False

    def parse_known_args(self, args: Sequence[str] | None = None,  # type: ignore[override]
                         namespace: argparse.Namespace | None = None,
                         ) -> tuple[argparse.Namespace, list[str]]:
        if self._busy:
            return super().parse_known_args(args, namespace)
        self._busy = True
        try:
            return self.parse_known_intermixed_args(args, namespace)
        finally:
            self._busy = False


def add_game_parser(sub: argparse._SubParsersAction[Any]) -> None:
    """Add the ``game`` command and its subcommands to the main parser's ``sub``."""
    g = sub.add_parser("game", help="keep the score sheet of a game in a database",
                       description="Keep the score sheet of games in a database file.")
    g.add_argument("--db", required=True, metavar="PATH",
                   help="the games database (created by new or import when missing; "
                        "list, show and export only read it)")
    cmds = g.add_subparsers(dest="game_command", required=True, metavar="COMMAND",
                            parser_class=type("GameParser", (_Intermixed, type(g)), {}))

    p = cmds.add_parser("new", help="start a game; prints its id")
    p.add_argument("--rules", required=True, metavar="ID|PATH",
                   help="rule set id or a rule file; the game keeps its own copy")
    p.add_argument("--players", required=True, metavar="A,B,C,D",
                   help="2 to 4 names, comma-separated, in starting seat order E, S, W, N "
                        "(Ponjan: 3 names, the first is the first boss)")
    p.add_argument("--name", default="", help="the game's name")
    p.add_argument("--convention", choices=CONVENTIONS,
                   help="settlement convention (default: the rule set's)")
    p.add_argument("--no-east-double", action="store_true",
                   help="do not double payments to and from East")
    p.add_argument("--limit", metavar="N|none", help="another limit, or none")
    p.add_argument("--start-balance", type=integer, metavar="N",
                   help="everyone's balance before the first hand")
    p.add_argument("--rounds", type=integer, metavar="N",
                   help="rounds of prevailing wind, 1-4 (Ponjan: rounds of bosses) "
                        "(default: the rule set's)")

    cmds.add_parser("list", help="list the games")

    p = cmds.add_parser("show", help="print a game's score sheet")
    p.add_argument("id", type=integer, metavar="ID")
    p.add_argument("--json", action="store_true",
                   help="print the sheet as one JSON object, for scripts")
    add_what_if_option(p)

    p = cmds.add_parser("record", help="record the next hand")
    p.add_argument("id", type=integer, metavar="ID")
    _hand_arguments(p)

    p = cmds.add_parser("edit", help="change a recorded hand")
    p.add_argument("id", type=integer, metavar="ID")
    p.add_argument("number", type=integer, metavar="N", help="the hand number, from 1")
    _hand_arguments(p)

    p = cmds.add_parser("delete-hand", help="delete a recorded hand")
    p.add_argument("id", type=integer, metavar="ID")
    p.add_argument("number", type=integer, metavar="N", help="the hand number, from 1")

    p = cmds.add_parser("finish", help="mark a game finished (or, with --reopen, not)")
    p.add_argument("id", type=integer, metavar="ID")
    p.add_argument("--reopen", action="store_true", help="take the mark away")

    p = cmds.add_parser("export", help="write a game as a JSON game file")
    p.add_argument("id", type=integer, metavar="ID")
    p.add_argument("out", metavar="OUT.json")

    p = cmds.add_parser("import", help="add the game of a JSON game file; prints its id")
    p.add_argument("file", metavar="IN.json")


def _hand_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--winner", metavar="NAME|none",
                   help="who went mah-jong, or none for a drawn hand")
    p.add_argument("--win", metavar="TILE", help="the winning tile (for a winner's tiles)")
    p.add_argument("--from", dest="source", default="discard", choices=SOURCES,
                   help="where the winning tile came from (default: discard)")
    p.add_argument("--flag", action="append", default=[],
                   choices=[*FLAGS, *PONJAN_FLAGS],
                   help="a special situation; may be given more than once (Ponjan: reach, "
                        "ippatsu)")
    p.add_argument("--discarder", metavar="NAME",
                   help="Ponjan: who discarded the winning tile (the discarder alone pays)")
    p.add_argument("--tenpai", metavar="NAME[,NAME]",
                   help="Ponjan, a drawn hand: the players who were tenpai (none: omit it)")
    p.add_argument("--note", default="", help="a note kept with the hand")
    p.add_argument("entries", nargs="*", metavar="NAME=HAND_OR_SCORE",
                   help="each player's tiles in the notation, or a typed score: "
                        "Anna='123m 456m 789s 555p 22s' Bo=16")
    pen = p.add_argument_group(
        "a penalty instead of a hand",
        "The penalised players pay the amount (shared equally) to the players who "
        "receive it (shared equally); no tiles, scores or --winner.")
    pen.add_argument("--penalty", metavar="NAME[,NAME]",
                     help="record a penalty paid by these players")
    pen.add_argument("--offence", metavar="ID",
                     help="one of the rule set's penalties (its amount and who receives "
                          "it are the defaults; see mahjong-score rules ID)")
    pen.add_argument("--amount", type=integer, metavar="N",
                     help="the whole penalty in points (default: the offence's)")
    pen.add_argument("--to", metavar="NAME[,NAME]|all",
                     help="who receives it (default: the offence's payees, else every "
                          "other player)")


#: the subcommands that only read the database
READING = ("list", "show", "export")


def run_game(args: argparse.Namespace) -> int:
    """Run a ``game`` subcommand."""
    command: str = args.game_command
    # a new game is checked (its rules read) before the database is opened: a refused
    # game creates nothing
    game = _new(args) if command == "new" else None
    # a command that only reads never creates, upgrades or writes the database
    with Store(args.db, write=command not in READING) as store:
        table = GameTable(store)  # every change goes through it
        if game is not None:
            print(table.create(game).game_id)
        elif command == "list":
            _list(store)
        elif command == "show":
            game = store.load_game(args.id)
            if args.rules is not None:
                show_what_if(game, args, sheet_text, sheet_json)
            elif args.json:  # with the figures kept of its hands, if they still hold
                print(json.dumps(sheet_json(game, store.load_figures(game)),
                                 ensure_ascii=False))
            else:
                print(sheet_text(game))
        elif command == "record":
            game = table.open(args.id)
            result = table.record(args.id, parse_hand_args(game, args)).result
            assert result is not None
            print(_result_text(game, result))
            print(_next_text(game))
        elif command == "edit":
            game = table.open(args.id)
            change = table.edit(args.id, args.number - 1, parse_hand_args(game, args))
            print(f"hand {args.number} changed")
            for note in change.notes:
                print(f"  {note}")
        elif command == "delete-hand":
            change = table.delete(args.id, args.number - 1)
            print(f"hand {args.number} deleted")
            for note in change.notes:
                print(f"  {note}")
        elif command == "finish":
            table.finish(args.id, not args.reopen)
            print(f"game {args.id} {'reopened' if args.reopen else 'finished'}")
        elif command == "export":
            store.export_json(args.id, args.out)
            print(f"game {args.id} written to {args.out}")
        else:
            print(table.import_file(args.file).game_id)
    return 0


def _new(args: argparse.Namespace) -> Game:
    kind = kind_class(ruleset_game(args.rules)).name
    return Game(cli_kind(kind).settings(args), name=args.name)


def parse_hand_args(game: Game, args: argparse.Namespace) -> HandRecord:
    """The hand record of the ``record`` and ``edit`` arguments (by the game's kind)."""
    return cli_kind(game.kind.name).parse_hand(game, args)


def _list(store: Store) -> None:
    games = store.list_games()
    if not games:
        print("no games yet")
        return
    rows = [["ID", "Name", "Created", "Rules", "Hands", "Players", ""]]
    for s in games:
        rows.append([str(s.id), s.name or "-", s.created, s.ruleset_id, str(s.hands),
                     ", ".join(s.players), "finished" if s.finished else ""])
    print(table(rows, right={0, 4}))


def sheet_text(game: Game) -> str:
    """The score sheet: one row per hand with each player's score (* the winner),
    what the hand paid him (+/-) and his balance after it."""
    results = game.replay()
    kind = cli_kind(game.kind.name)
    title = f"Game {game.id}: {game.name}" if game.name else f"Game {game.id}"
    out = [f"{title} (started {game.created}{', finished' if game.finished else ''})",
           kind.settings_text(game), ""]
    n = len(game.players)
    head = list(kind.head)
    sub = ["", "", ""]
    for p in game.players:
        head += [p, "", ""]
        sub += ["score", "+/-", "balance"]
    head.append("")
    sub.append("")
    rows = [head, sub]
    start = ["", "", ""]
    for _ in range(n):
        start += ["", "", str(game.settings.start_balance)]
    rows.append(start + ["start"])
    for r in results:
        row = [str(r.number), kind.round_cell(r), game.players[r.dealer]]
        for i in range(n):
            mark = "*" if r.record.winner == i else ""
            score = "-" if r.record.is_penalty else f"{r.scores[i]}{mark}"
            row += [score, f"{r.totals[i]:+d}", str(r.balances[i])]
        note = kind.note(game, r)
        notes = [] if note is None else [note]
        if r.problem is not None:
            notes.append(f"! no longer scores ({r.problem}): counted as 0 until edited")
        if r.seating.after_end:
            notes.append("after the end of the game")
        if r.record.note:
            notes.append(r.record.note)
        rows.append(row + ["; ".join(notes)])
    right = {0} | {3 + 3 * i + k for i in range(n) for k in (0, 1, 2)}
    lines = table(rows, right).splitlines()
    # the player names head three columns each: left-align them over the group
    widths = [max(len(r[c]) for r in rows) for c in range(len(rows[0]))]
    name_line = "  ".join(cell.ljust(w) for cell, w in zip(head, widths, strict=True))
    lines[0] = name_line.rstrip()
    out += lines
    out += ["", kind.legend, _next_text(game)]
    return "\n".join(out)


def sheet_json(game: Game, figures: list[list[Any]] | None = None) -> dict[str, Any]:
    """The score sheet as plain data: ``players`` in the seat order of the first hand
    (East first), and every per-player list (``balances``, each hand's ``scores``,
    ``changes`` and ``balances``) in that same order; ``winner`` and ``east`` are
    indices into ``players`` (``winner`` null for a drawn hand).

    A Ponjan game: ``east`` is the boss, ``prevailing`` is "" and each hand and
    ``next`` also have the ``round`` (from 1); a hand's ``scores`` are what the
    winner gains (the hand score, x10 or x15 for the boss) for the winner and 0 for
    the others (all 0 at a drawn hand); it also has ``points`` (the winner's
    combination points, null at a drawn hand), ``discarder`` (an index, null for a
    self-draw or a drawn hand) and ``tenpai`` (indices, at a drawn hand).

    ``problem`` is null, or why a stored hand no longer scores under the game's rules
    (it then counts as 0 for everyone until it is edited). ``figures``: as the store
    kept them (``Store.load_figures``); None: every hand is scored again."""
    figures = hand_figures(game.replay()) if figures is None else figures
    n = len(game.players)
    kind = cli_kind(game.kind.name)
    first = game.seatings(extra=1)[0]
    order = sorted(range(n), key=lambda i: "ESWN".index(first.seats[i]))
    where = {player: k for k, player in enumerate(order)}
    start = game.settings.start_balance
    hands = []
    for rec, (number, prevailing, dealer, scores, totals, balances, after_end, problem,
              round_, points) in zip(game.hands, figures, strict=True):
        hands.append({
            "number": number,
            "prevailing": prevailing,
            "east": where[dealer],
            "winner": None if rec.winner is None else where[rec.winner],
            "scores": [scores[i] for i in order],
            "changes": [totals[i] for i in order],
            "balances": [balances[i] for i in order],
            "after_end": after_end,
            "note": rec.note,
            "problem": problem,
            "penalty": None if rec.penalty is None else {
                "payers": [where[i] for i in rec.penalty.payers],
                "payees": [where[i] for i in rec.penalty.payees],
                "amount": rec.penalty.amount,
                "offence": rec.penalty.offence},
        })
        hands[-1].update(kind.json_hand(game, rec, round_, points, where))
    upcoming = game.next_seating()
    return {
        "id": game.id, "name": game.name, "created": game.created,
        "finished": game.finished, "rules": game.ruleset_id,
        "convention": game.settings.convention, "start_balance": start,
        "players": [game.players[i] for i in order],
        "balances": hands[-1]["balances"] if hands else [start] * n,
        "hands": hands,
        "next": None if upcoming is None else {
            "number": len(figures) + 1, "prevailing": upcoming.prevailing,
            "east": where[upcoming.dealer],
            **kind.json_next(upcoming)},
    }


def _result_text(game: Game, r: HandResult) -> str:
    return cli_kind(game.kind.name).result_text(game, r)


def _next_text(game: Game) -> str:
    seating = game.next_seating()
    if seating is None:
        return "The game is finished." if game.finished else "The game is over."
    return cli_kind(game.kind.name).next_text(game, seating)
