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
with status 2. Every change is one committed transaction (see :mod:`scoring.records.storage`).
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Collection, Sequence
from typing import Any

from scoring.cli.numbers import integer
from scoring.errors import MahjongError
from scoring.games.game import Entry, Game, GameSettings, HandRecord, HandResult
from scoring.games.settlement import CONVENTIONS
from scoring.hands.situation import FLAGS, SOURCES
from scoring.ponjan.situation import FLAGS as PONJAN_FLAGS
from scoring.records.figures import hand_figures
from scoring.records.storage import Store
from scoring.rules.penalty import Penalty, describe
from scoring.rules.ruleset import load_ruleset, ruleset_game


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
        if game is not None:
            print(store.create_game(game))
        elif command == "list":
            _list(store)
        elif command == "show":
            game = store.load_game(args.id)
            if args.json:  # with the figures kept of its hands, if they still hold
                print(json.dumps(sheet_json(game, store.load_figures(game)), ensure_ascii=False))
            else:
                print(sheet_text(game))
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


def _new(args: argparse.Namespace) -> Game:
    if ruleset_game(args.rules) == "ponjan":
        return Game(_ponjan_settings(args), name=args.name)
    ruleset = load_ruleset(args.rules)
    players = tuple(p.strip() for p in args.players.split(","))
    overrides: dict[str, object] = {}
    if args.convention is not None:
        overrides["convention"] = args.convention
    if args.no_east_double:
        overrides["east_double"] = False
    if args.limit is not None:
        from scoring.cli.main import limit_option
        overrides["limit"] = limit_option(args.limit)
    if args.start_balance is not None:
        overrides["start_balance"] = args.start_balance
    if args.rounds is not None:
        overrides["rounds"] = args.rounds
    settings = GameSettings.for_ruleset(players, ruleset, **overrides)
    return Game(settings, name=args.name)


def _ponjan_settings(args: argparse.Namespace) -> GameSettings:
    from scoring.games.ponjan_game import ponjan_settings
    from scoring.ponjan.rules import load_ponjan_rules
    rules = load_ponjan_rules(args.rules)
    for option, given, why in (
            ("--convention", args.convention is not None,
             "the discarder pays a discard win, both others a self-draw"),
            ("--no-east-double", args.no_east_double, "a paying boss never pays double"),
            ("--limit", args.limit is not None, "it has no limit")):
        if given:
            raise MahjongError(f"{option} means nothing in Ponjan: {why}")
    players = tuple(p.strip() for p in args.players.split(","))
    return ponjan_settings(players, rules, start_balance=args.start_balance,
                           rounds=args.rounds)


def _player(game: Game, name: str, what: str) -> int:
    for i, player in enumerate(game.players):
        if player.casefold() == name.strip().casefold():
            return i
    raise MahjongError(f"{what} '{name}' is not a player of this game (players: "
                       f"{', '.join(game.players)})")


def parse_hand_args(game: Game, args: argparse.Namespace) -> HandRecord:
    """The hand record of the ``record`` and ``edit`` arguments."""
    if game.game == "ponjan":
        return parse_ponjan_args(game, args)
    for option in ("discarder", "tenpai"):
        if getattr(args, option) is not None:
            raise MahjongError(f"--{option}: only a Ponjan game records who discarded "
                               f"and who was tenpai (this game's rules: {game.ruleset_id})")
    if args.penalty is not None:
        return parse_penalty_args(game, args)
    for option in ("offence", "amount", "to"):
        if getattr(args, option) is not None:
            raise MahjongError(f"--{option} belongs to a penalty: give --penalty NAME too")
    if args.winner is None:
        raise MahjongError("give --winner NAME (or none) and every player's hand, or "
                           "--penalty NAME for a penalty")
    if not args.entries:
        raise MahjongError("give the tiles or the score of every player: NAME=HAND or "
                           "NAME=SCORE")
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


def parse_ponjan_args(game: Game, args: argparse.Namespace) -> HandRecord:
    """A Ponjan hand: ``--winner NAME --win TILE --from wall|discard [--discarder
    NAME] [--flag reach] NAME=TILES`` (the winner's tiles only), or ``--winner none
    [--tenpai NAME,...]`` for a drawn hand."""
    if args.penalty is not None or any(getattr(args, o) is not None
                                       for o in ("offence", "amount", "to")):
        raise MahjongError("a Ponjan game has no penalties (the game knows none)")
    if args.winner is None:
        raise MahjongError("give --winner NAME with the winner's tiles (NAME=TILES), or "
                           "--winner none [--tenpai NAME,...] for a drawn hand")
    if args.winner.strip().lower() == "none":
        if args.entries or args.win or args.flag or args.discarder is not None \
                or args.source != "discard":
            raise MahjongError("a drawn hand has no tiles, --win, --from, --flag or "
                               "--discarder: give --tenpai NAME,... (or nothing when "
                               "nobody was tenpai)")
        tenpai = () if args.tenpai is None else _players(game, args.tenpai, "--tenpai")
        return HandRecord(entries=(Entry(),) * len(game.players), winner=None,
                          tenpai=frozenset(tenpai), note=args.note)
    winner = _player(game, args.winner, "--winner")
    name = game.players[winner]
    if args.tenpai is not None:
        raise MahjongError("--tenpai belongs to a drawn hand (--winner none)")
    if len(args.entries) != 1:
        raise MahjongError(f"give the winner's tiles only, as {name}='000r 111k 000b' "
                           "(Ponjan scores only the winner's hand)")
    who, sep, tiles = args.entries[0].partition("=")
    if not sep or not tiles.strip():
        raise MahjongError(f"'{args.entries[0]}': write the winner's tiles as "
                           f"{name}='000r 111k 000b'")
    if _player(game, who, "player") != winner:
        raise MahjongError(f"'{args.entries[0]}': give the tiles of the winner, {name} "
                           "(Ponjan scores only the winner's hand)")
    if not args.win:
        raise MahjongError("the winner's hand needs its winning tile: give it with --win "
                           "TILE (such as --win 0b)")
    discarder = None if args.discarder is None else \
        _player(game, args.discarder, "--discarder")
    if discarder is None and args.source in ("discard", "last-discard"):
        raise MahjongError("a win on a discard needs --discarder NAME: the discarder "
                           "alone pays (or --from wall for a self-draw)")
    entries = tuple(Entry(tiles=tiles.strip()) if i == winner else Entry()
                    for i in range(len(game.players)))
    return HandRecord(entries=entries, winner=winner, win_tile=args.win,
                      source=args.source, flags=frozenset(args.flag), note=args.note,
                      discarder=discarder)


def _players(game: Game, text: str, what: str) -> tuple[int, ...]:
    names = [n for n in text.split(",") if n.strip()]
    if not names:
        raise MahjongError(f"{what}: name at least one player")
    return tuple(_player(game, n, what) for n in names)


def parse_penalty_args(game: Game, args: argparse.Namespace) -> HandRecord:
    """The penalty of ``--penalty NAMES [--offence ID] [--amount N] [--to NAMES|all]``."""
    if args.winner is not None or args.entries or args.win or args.flag \
            or args.source != "discard":
        raise MahjongError("a penalty has no --winner, --win, --from, --flag or players' "
                           "hands: give --penalty, --offence, --amount and --to only")
    n = len(game.players)
    payers = _players(game, args.penalty, "--penalty")
    rule = None
    if args.offence is not None:
        rule = game.ruleset.penalty(args.offence)
        if rule is None:
            known = ", ".join(p.id for p in game.ruleset.penalties) or "none"
            raise MahjongError(f"--offence '{args.offence}': not a penalty of the rule set "
                               f"{game.ruleset.id} (its penalties: {known})")
    if args.to is None or args.to.strip().lower() == "all":
        if args.to is None and rule is not None:
            counts = rule.counts(n)
            if counts is not None and counts[1] != n - counts[0]:
                raise MahjongError(f"--to: {rule.name} ({rule.parties_text()}): name "
                                   "who receives it")
        payees = tuple(i for i in range(n) if i not in payers)
    else:
        payees = _players(game, args.to, "--to")
    if args.amount is not None:
        amount = args.amount
    elif rule is not None:
        amount = game.ruleset.penalty_amount(rule, n)
    else:
        raise MahjongError("give the penalty's --amount N, or an --offence of the rule "
                           "set (its penalties: "
                           f"{', '.join(p.id for p in game.ruleset.penalties) or 'none'})")
    return HandRecord.of_penalty(Penalty(payers, payees, amount, args.offence or ""),
                                 note=args.note)


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
            from scoring.cli.numbers import whole_number
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
    if game.game == "ponjan":
        return (f"rules {game.ruleset_id} (Ponjan); the boss keeps the deal while gaining; "
                f"{s.rounds} round{'s' if s.rounds > 1 else ''}, the last one a single "
                f"hand; start balance {s.start_balance}")
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
    ponjan = game.game == "ponjan"
    head = ["Hand", "Round", "Boss"] if ponjan else ["Hand", "Wind", "East"]
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
        row = [str(r.number), str(r.seating.round) if ponjan else r.prevailing,
               game.players[r.dealer]]
        for i in range(n):
            mark = "*" if r.record.winner == i else ""
            score = "-" if r.record.is_penalty else f"{r.scores[i]}{mark}"
            row += [score, f"{r.totals[i]:+d}", str(r.balances[i])]
        notes = []
        if r.record.penalty is not None:
            notes.append("penalty: " + describe(r.record.penalty, game.players,
                                                game.ruleset.penalties))
        elif ponjan:
            notes.append(_ponjan_note(game, r))
        elif r.record.winner is None:
            notes.append("drawn")
        if r.problem is not None:
            notes.append(f"! no longer scores ({r.problem}): counted as 0 until edited")
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
    out += ["", "* the winner (score: what the winner gains)" if ponjan else "* mah-jong",
            _next_text(game)]
    return "\n".join(out)


def _ponjan_note(game: Game, r: HandResult) -> str:
    """What happened in a Ponjan hand: who was tenpai, or how the hand was won."""
    rec = r.record
    if rec.winner is None:
        ready = [game.players[i] for i in sorted(rec.tenpai)]
        return "drawn; " + (f"tenpai: {', '.join(ready)}" if ready else "nobody tenpai")
    how = "self-drawn" if rec.discarder is None else \
        f"on {game.players[rec.discarder]}'s discard"
    score = r.detail.score if r.detail is not None else None
    points = f", {score.points} point{'s' if score.points != 1 else ''}" if score else ""
    flags = "".join(f", {f}" for f in sorted(rec.flags))
    return f"{rec.win_tile} {how}{flags}{points}"


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
    ponjan = game.game == "ponjan"
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
        if ponjan:
            hands[-1].update({
                "round": round_,
                "points": points,
                "discarder": None if rec.discarder is None else where[rec.discarder],
                "tenpai": sorted(where[i] for i in rec.tenpai)})
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
            **({"round": upcoming.round} if ponjan else {})},
    }


def _result_text(game: Game, r: HandResult) -> str:
    if game.game == "ponjan":
        return _ponjan_result_text(game, r)
    pen = r.record.penalty
    what = "; drawn" if r.record.winner is None and pen is None else ""
    lines = [f"hand {r.number} recorded (prevailing wind {r.prevailing}, East "
             f"{game.players[r.dealer]}{what})"]
    if pen is not None:
        lines[0] = (f"hand {r.number} recorded: a penalty (prevailing wind "
                    f"{r.prevailing}, East {game.players[r.dealer]})")
        lines.append("  " + describe(pen, game.players, game.ruleset.penalties))
    rows = []
    for i, p in enumerate(game.players):
        mark = " (mah-jong)" if r.record.winner == i else ""
        score = "" if pen is not None else str(r.scores[i])
        rows.append([f"  {p}{mark}", score, f"{r.totals[i]:+d}",
                     f"balance {r.balances[i]}"])
    lines.append(_table(rows, right={1, 2}))
    return "\n".join(lines)


def _ponjan_result_text(game: Game, r: HandResult) -> str:
    lines = [f"hand {r.number} recorded (round {r.seating.round}, boss "
             f"{game.players[r.dealer]}): {_ponjan_note(game, r)}"]
    score = r.detail.score if r.detail is not None else None
    if score is not None:
        items = ", ".join(f"{i.name}{f' x{i.count}' if i.count > 1 else ''} {i.points}"
                          for i in score.items)
        lines.append(f"  {items}: {score.points} points, base {score.base} x "
                     f"{score.unit}{' (boss)' if score.boss else ''} = {score.score}")
    rows = [[f"  {p}{' (wins)' if r.record.winner == i else ''}", f"{r.totals[i]:+d}",
             f"balance {r.balances[i]}"] for i, p in enumerate(game.players)]
    lines.append(_table(rows, right={1}))
    return "\n".join(lines)


def _next_text(game: Game) -> str:
    seating = game.next_seating()
    if seating is None:
        return "The game is finished." if game.finished else "The game is over."
    if game.game == "ponjan":
        return (f"Next: hand {len(game.hands) + 1}, round {seating.round}, boss "
                f"{game.players[seating.dealer]}")
    return (f"Next: hand {len(game.hands) + 1}, prevailing wind {seating.prevailing}, "
            f"East {game.players[seating.dealer]}")
