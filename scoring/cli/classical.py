"""Classical mahjong on the command line: the :class:`~scoring.cli.kinds.CliKind` of
classical games (a hand of every player's tiles or typed score, or a penalty),
``mahjong-score score`` of a classical hand, ``rules`` and ``rulesets`` of its rule
sets."""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from scoring.cli.kinds import note_args, player, players, register, table
from scoring.errors import MahjongError, NotationError
from scoring.hands.notation import parse_hand, parse_tiles
from scoring.hands.situation import Situation
from scoring.rules.engine import score_hand
from scoring.rules.ruleset import load_ruleset

if TYPE_CHECKING:  # the game's modules are imported where a game is made or shown,
    # so that ``score`` loads only the engine
    from scoring.games.game import Entry, Game, GameSettings, HandRecord, HandResult
    from scoring.games.rotation import Seating
    from scoring.rules.comparison import Comparison


class ClassicalCli:
    """Classical games on the command line."""

    name: ClassVar[str] = "classical"
    head: ClassVar[tuple[str, str, str]] = ("Hand", "Wind", "East")
    legend: ClassVar[str] = "* mah-jong"

    def settings(self, args: argparse.Namespace) -> GameSettings:
        from scoring.games.game import GameSettings
        ruleset = load_ruleset(args.rules)
        names = tuple(p.strip() for p in args.players.split(","))
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
        return GameSettings.for_ruleset(names, ruleset, **overrides)

    def parse_hand(self, game: Game, args: argparse.Namespace) -> HandRecord:
        from scoring.games.game import HandRecord
        for option in ("discarder", "tenpai"):
            if getattr(args, option) is not None:
                raise MahjongError(f"--{option}: only a Ponjan game records who discarded "
                                   f"and who was tenpai (this game's rules: {game.ruleset_id})")
        if args.penalty is not None:
            return _penalty(game, args)
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
            player(game, args.winner, "--winner")
        entries = parse_entries(game, args.entries)
        if winner is not None and entries[winner].tiles is not None and not args.win:
            raise MahjongError(f"the winner's hand needs its winning tile: give it with "
                               f"--win TILE (such as --win 5p), or type {game.players[winner]}'s "
                               "score instead of the tiles")
        return HandRecord(entries=entries, winner=winner,
                          win_tile=args.win or None, source=args.source,
                          flags=frozenset(args.flag), note=args.note)

    def hand_args(self, game: Game, record: HandRecord) -> list[str]:
        names = game.players
        pen = record.penalty
        if pen is not None:
            return ["--penalty=" + ",".join(names[i] for i in pen.payers),
                    "--to=" + ",".join(names[i] for i in pen.payees),
                    f"--amount={pen.amount}",
                    *([f"--offence={pen.offence}"] if pen.offence else []),
                    *note_args(record)]
        if record.seen:
            raise MahjongError("the command line records no seen tiles")
        winner = "none" if record.winner is None else names[record.winner]
        words = [f"--winner={winner}",
                 *([f"--win={record.win_tile}"] if record.win_tile else []),
                 f"--from={record.source}"]
        for flag in sorted(record.flags):
            words += [f"--flag={flag}"]
        return [*words, *note_args(record),
                *(f"{name}={e.tiles if e.score is None else e.score}"
                  for name, e in zip(names, record.entries, strict=True))]

    def settings_text(self, game: Game) -> str:
        s = game.settings
        limit = f"limit {s.limit}" if s.limit else "no limit"
        double = "East pays and collects double" if s.east_double else "no East double"
        rounds = f"{s.rounds} round{'s' if s.rounds > 1 else ''} of prevailing wind"
        return (f"rules {game.ruleset.id}; settlement {s.convention}, {double}; {limit}; "
                f"{rounds}; start balance {s.start_balance}")

    def round_cell(self, result: HandResult) -> str:
        return result.prevailing

    def note(self, game: Game, result: HandResult) -> str | None:
        from scoring.rules.penalty import describe
        if result.record.penalty is not None:
            return "penalty: " + describe(result.record.penalty, game.players,
                                          game.ruleset.penalties)
        return "drawn" if result.record.winner is None else None

    def result_text(self, game: Game, r: HandResult) -> str:
        from scoring.rules.penalty import describe
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
        lines.append(table(rows, right={1, 2}))
        return "\n".join(lines)

    def next_text(self, game: Game, seating: Seating) -> str:
        return (f"Next: hand {len(game.hands) + 1}, prevailing wind {seating.prevailing}, "
                f"East {game.players[seating.dealer]}")

    def json_hand(self, game: Game, rec: HandRecord, round_: int, points: int | None,
                  where: dict[int, int]) -> dict[str, Any]:
        return {}

    def json_next(self, seating: Seating) -> dict[str, Any]:
        return {}

    def score(self, args: argparse.Namespace) -> int:
        from scoring.cli.main import limit_option
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
            print(json.dumps(result.to_dict(), ensure_ascii=False))
        else:
            print(result.text())
        return 0

    def compare(self, args: argparse.Namespace) -> Comparison[Any] | NotationError:
        try:
            hand = parse_hand(" ".join(args.hand))
        except NotationError as exc:
            return exc
        from scoring.rules.compare import compare
        return compare(hand, args.rules, seat=args.seat, round=args.round, win=args.win,
                       source=args.source, loser=args.loser, flags=args.flag)

    def reference(self, id_or_path: str) -> str:
        from scoring.rules.reference import ruleset_markdown
        return ruleset_markdown(load_ruleset(id_or_path))

    def summary(self, ruleset_id: str) -> str:
        rs = load_ruleset(ruleset_id)
        limit = f"limit {rs.limit}" if rs.limit else "no limit"
        return f"{rs.name}; {limit}; {len(rs.rules)} rules"


def _penalty(game: Game, args: argparse.Namespace) -> HandRecord:
    """The penalty of ``--penalty NAMES [--offence ID] [--amount N] [--to NAMES|all]``."""
    from scoring.games.game import HandRecord
    from scoring.rules.penalty import Penalty
    if args.winner is not None or args.entries or args.win or args.flag \
            or args.source != "discard":
        raise MahjongError("a penalty has no --winner, --win, --from, --flag or players' "
                           "hands: give --penalty, --offence, --amount and --to only")
    n = len(game.players)
    payers = players(game, args.penalty, "--penalty")
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
        payees = players(game, args.to, "--to")
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
    from scoring.games.game import Entry
    found: dict[int, Entry] = {}
    for item in items:
        name, sep, value = item.partition("=")
        if not sep:
            raise MahjongError(f"'{item}': write each player as NAME=TILES or "
                               "NAME=SCORE, e.g. Bo=16")
        index = player(game, name, "player")
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


register(ClassicalCli())
