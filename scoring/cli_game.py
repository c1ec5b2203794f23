"""``mahjong-score game``: keep the score sheet of a game in a database from the shell.

::

    mahjong-score game --db games.sqlite new --rules swedish --players Anna,Bo,Cia,Dan
    mahjong-score game --db games.sqlite record 1 --winner Cia --win 2s \\
        Anna=16 Bo=8 Cia='123m 456m 789s 555p 22s' Dan=26
    mahjong-score game --db games.sqlite show 1

Bad input raises a MahjongError; ``scoring.cli.main`` prints it on one line and exits
with status 2. Every change is one committed transaction (see :mod:`scoring.storage`).
"""

from __future__ import annotations

import argparse
from collections.abc import Collection, Sequence
from typing import Any

from .errors import MahjongError
from .game import Entry, Game, GameSettings, HandRecord, HandResult
from .ruleset import load_ruleset
from .settlement import CONVENTIONS
from .situation import FLAGS, SOURCES
from .storage import Store


def add_game_parser(sub: argparse._SubParsersAction[Any]) -> None:
    """Add the ``game`` command and its subcommands to the main parser's ``sub``."""
    g = sub.add_parser("game", help="keep the score sheet of a game in a database",
                       description="Keep the score sheet of games in a database file.")
    g.add_argument("--db", required=True, metavar="PATH",
                   help="the games database (created when missing)")
    cmds = g.add_subparsers(dest="game_command", required=True, metavar="COMMAND",
                            parser_class=type(g))

    p = cmds.add_parser("new", help="start a game; prints its id")
    p.add_argument("--rules", required=True, metavar="ID|PATH",
                   help="rule set id or a rule file; the game keeps its own copy")
    p.add_argument("--players", required=True, metavar="A,B,C,D",
                   help="2 to 4 names, comma-separated, in starting seat order E, S, W, N")
    p.add_argument("--name", default="", help="the game's name")
    p.add_argument("--convention", choices=CONVENTIONS,
                   help="settlement convention (default: the rule set's)")
    p.add_argument("--no-east-double", action="store_true",
                   help="do not double payments to and from East")
    p.add_argument("--limit", metavar="N|none", help="another limit, or none")
    p.add_argument("--start-balance", type=int, metavar="N",
                   help="everyone's balance before the first hand")
    p.add_argument("--rounds", type=int, metavar="N",
                   help="rounds of prevailing wind, 1-4 (default: the rule set's)")

    cmds.add_parser("list", help="list the games")

    p = cmds.add_parser("show", help="print a game's score sheet")
    p.add_argument("id", type=int, metavar="ID")

    p = cmds.add_parser("record", help="record the next hand")
    p.add_argument("id", type=int, metavar="ID")
    _hand_arguments(p)

    p = cmds.add_parser("edit", help="change a recorded hand")
    p.add_argument("id", type=int, metavar="ID")
    p.add_argument("number", type=int, metavar="N", help="the hand number, from 1")
    _hand_arguments(p)

    p = cmds.add_parser("delete-hand", help="delete a recorded hand")
    p.add_argument("id", type=int, metavar="ID")
    p.add_argument("number", type=int, metavar="N", help="the hand number, from 1")

    p = cmds.add_parser("finish", help="mark a game finished (or, with --reopen, not)")
    p.add_argument("id", type=int, metavar="ID")
    p.add_argument("--reopen", action="store_true", help="take the mark away")

    p = cmds.add_parser("export", help="write a game as a JSON game file")
    p.add_argument("id", type=int, metavar="ID")
    p.add_argument("out", metavar="OUT.json")

    p = cmds.add_parser("import", help="add the game of a JSON game file; prints its id")
    p.add_argument("file", metavar="IN.json")


def _hand_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--winner", required=True, metavar="NAME|none",
                   help="who went mah-jong, or none for a drawn hand")
    p.add_argument("--win", metavar="TILE", help="the winning tile (for a winner's tiles)")
    p.add_argument("--from", dest="source", default="discard", choices=SOURCES,
                   help="where the winning tile came from (default: discard)")
    p.add_argument("--flag", action="append", default=[], choices=FLAGS,
                   help="a special situation; may be given more than once")
    p.add_argument("--note", default="", help="a note kept with the hand")
    p.add_argument("entries", nargs="+", metavar="NAME=HAND_OR_SCORE",
                   help="each player's tiles in the notation, or a typed score: "
                        "Anna='123m 456m 789s 555p 22s' Bo=16")


def run_game(args: argparse.Namespace) -> int:
    """Run a ``game`` subcommand."""
    command: str = args.game_command
    with Store(args.db) as store:
        if command == "new":
            print(_new(store, args))
        elif command == "list":
            _list(store)
        elif command == "show":
            print(sheet_text(store.load_game(args.id)))
        elif command == "record":
            game = store.load_game(args.id)
            result = store.record_hand(args.id, parse_hand_args(game, args))
            print(_result_text(game, result))
            game.hands.append(result.record)
            print(_next_text(game))
        elif command == "edit":
            game = store.load_game(args.id)
            notes = store.edit_hand(args.id, args.number - 1, parse_hand_args(game, args))
            print(f"hand {args.number} changed")
            for note in notes:
                print(f"  {note}")
        elif command == "delete-hand":
            notes = store.delete_hand(args.id, args.number - 1)
            print(f"hand {args.number} deleted")
            for note in notes:
                print(f"  {note}")
        elif command == "finish":
            store.set_finished(args.id, not args.reopen)
            print(f"game {args.id} {'reopened' if args.reopen else 'finished'}")
        elif command == "export":
            store.export_json(args.id, args.out)
            print(f"game {args.id} written to {args.out}")
        else:
            print(store.import_json(args.file))
    return 0


def _new(store: Store, args: argparse.Namespace) -> int:
    ruleset = load_ruleset(args.rules)
    players = tuple(p.strip() for p in args.players.split(","))
    overrides: dict[str, object] = {}
    if args.convention is not None:
        overrides["convention"] = args.convention
    if args.no_east_double:
        overrides["east_double"] = False
    if args.limit is not None:
        from .cli import limit_option
        overrides["limit"] = limit_option(args.limit)
    if args.start_balance is not None:
        overrides["start_balance"] = args.start_balance
    if args.rounds is not None:
        overrides["rounds"] = args.rounds
    settings = GameSettings.for_ruleset(players, ruleset, **overrides)
    return store.create_game(Game(settings, name=args.name))


def _player(game: Game, name: str, what: str) -> int:
    for i, player in enumerate(game.players):
        if player.casefold() == name.strip().casefold():
            return i
    raise MahjongError(f"{what} '{name}' is not a player of this game (players: "
                       f"{', '.join(game.players)})")


def parse_hand_args(game: Game, args: argparse.Namespace) -> HandRecord:
    """The hand record of the ``record`` and ``edit`` arguments."""
    winner = None if args.winner.strip().lower() == "none" else \
        _player(game, args.winner, "--winner")
    entries = parse_entries(game, args.entries)
    if winner is not None and entries[winner].tiles is not None and not args.win:
        raise MahjongError(f"the winner's hand needs its winning tile: give it with "
                           f"--win TILE (such as --win 5p), or type {game.players[winner]}'s "
                           "score instead of the tiles")
    return HandRecord(entries=entries, winner=winner,
                      win_tile=args.win or None, source=args.source,
                      flags=frozenset(args.flag), note=args.note)


def parse_entries(game: Game, items: Sequence[str]) -> tuple[Entry, ...]:
    """``NAME=HAND`` or ``NAME=SCORE`` for every player, in any order."""
    found: dict[int, Entry] = {}
    for item in items:
        name, sep, value = item.partition("=")
        if not sep:
            raise MahjongError(f"'{item}': write each player as NAME=TILES or "
                               "NAME=SCORE, e.g. Bo=16")
        index = _player(game, name, "player")
        if index in found:
            raise MahjongError(f"'{item}': {game.players[index]} is given twice")
        value = value.strip()
        if not value:
            raise MahjongError(f"'{item}': give {game.players[index]}'s tiles or score")
        if value.isascii() and value.isdigit():
            from .cli import whole_number
            found[index] = Entry(score=whole_number(value, f"'{item}'"))
        else:
            found[index] = Entry(tiles=value)
    missing = [p for i, p in enumerate(game.players) if i not in found]
    if missing:
        raise MahjongError(f"give the tiles or the score of every player (as NAME=TILES "
                           f"or NAME=SCORE); missing: {', '.join(missing)}")
    return tuple(found[i] for i in range(len(game.players)))


def _list(store: Store) -> None:
    games = store.list_games()
    if not games:
        print("no games yet")
        return
    rows = [["ID", "Name", "Created", "Rules", "Hands", "Players", ""]]
    for s in games:
        rows.append([str(s.id), s.name or "-", s.created, s.ruleset_id, str(s.hands),
                     ", ".join(s.players), "finished" if s.finished else ""])
    print(_table(rows, right={0, 4}))


def _table(rows: list[list[str]], right: Collection[int] = ()) -> str:
    widths = [max(len(r[c]) for r in rows) for c in range(len(rows[0]))]
    lines = []
    for row in rows:
        cells = [cell.rjust(w) if c in right else cell.ljust(w)
                 for c, (cell, w) in enumerate(zip(row, widths, strict=True))]
        lines.append("  ".join(cells).rstrip())
    return "\n".join(lines)


def _settings_text(game: Game) -> str:
    s = game.settings
    limit = f"limit {s.limit}" if s.limit else "no limit"
    double = "East pays and collects double" if s.east_double else "no East double"
    rounds = f"{s.rounds} round{'s' if s.rounds > 1 else ''} of prevailing wind"
    return (f"rules {game.ruleset.id}; settlement {s.convention}, {double}; {limit}; "
            f"{rounds}; start balance {s.start_balance}")


def sheet_text(game: Game) -> str:
    """The score sheet: one row per hand with each player's score (* the winner),
    what the hand paid him (+/-) and his balance after it."""
    results = game.replay()
    title = f"Game {game.id}: {game.name}" if game.name else f"Game {game.id}"
    out = [f"{title} (started {game.created}{', finished' if game.finished else ''})",
           _settings_text(game), ""]
    n = len(game.players)
    head = ["Hand", "Wind", "East"]
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
        row = [str(r.number), r.prevailing, game.players[r.dealer]]
        for i in range(n):
            mark = "*" if r.record.winner == i else ""
            row += [f"{r.scores[i]}{mark}", f"{r.totals[i]:+d}", str(r.balances[i])]
        notes = []
        if r.record.winner is None:
            notes.append("drawn")
        if r.seating.after_end:
            notes.append("after the end of the game")
        if r.record.note:
            notes.append(r.record.note)
        rows.append(row + ["; ".join(notes)])
    right = {0} | {3 + 3 * i + k for i in range(n) for k in (0, 1, 2)}
    table = _table(rows, right)
    lines = table.splitlines()
    # the player names head three columns each: left-align them over the group
    widths = [max(len(r[c]) for r in rows) for c in range(len(rows[0]))]
    name_line = "  ".join(cell.ljust(w) for cell, w in zip(head, widths, strict=True))
    lines[0] = name_line.rstrip()
    out += lines
    out += ["", "* mah-jong", _next_text(game)]
    return "\n".join(out)


def _result_text(game: Game, r: HandResult) -> str:
    lines = [f"hand {r.number} recorded (prevailing wind {r.prevailing}, East "
             f"{game.players[r.dealer]}{'; drawn' if r.record.winner is None else ''})"]
    rows = []
    for i, p in enumerate(game.players):
        mark = " (mah-jong)" if r.record.winner == i else ""
        rows.append([f"  {p}{mark}", str(r.scores[i]), f"{r.totals[i]:+d}",
                     f"balance {r.balances[i]}"])
    lines.append(_table(rows, right={1, 2}))
    return "\n".join(lines)


def _next_text(game: Game) -> str:
    seating = game.next_seating()
    if seating is None:
        return "The game is finished." if game.finished else "The game is over."
    return (f"Next: hand {len(game.hands) + 1}, prevailing wind {seating.prevailing}, "
            f"East {game.players[seating.dealer]}")
