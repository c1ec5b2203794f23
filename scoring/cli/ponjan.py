"""Ponjan on the command line: ``mahjong-score score --rules ponjan`` (scoring a Ponjan
hand) and the :class:`~scoring.cli.kinds.CliKind` of Ponjan games (a win recorded with
the winner's tiles only, a drawn hand with who was tenpai).

Only the winner's hand is scored; the options that mean nothing in Ponjan (a loser,
the prevailing wind, East's streak, a limit, the North seat, flags other than reach
and ippatsu) are refused with a message, as are kongs, chows, pairs, bonus tiles and
more than two stolen sets (by the notation).
"""

from __future__ import annotations

import argparse
import json
from typing import TYPE_CHECKING, Any, ClassVar

from scoring.cli.kinds import note_args, player, players, register, table
from scoring.errors import MahjongError, NotationError
from scoring.ponjan.notation import parse_hand, parse_tiles
from scoring.ponjan.rules import load_ponjan_rules
from scoring.ponjan.score import score_ponjan
from scoring.ponjan.situation import SEATS, PonjanSituation

if TYPE_CHECKING:  # the game's modules are imported where a game is made or recorded,
    # so that ``score`` loads only Ponjan's scoring
    from scoring.games.game import Game, GameSettings, HandRecord, HandResult
    from scoring.games.rotation import Seating
    from scoring.rules.comparison import Comparison


def score_ponjan_args(args: argparse.Namespace) -> int:
    """Score the hand of a ``score`` command whose rule set is a Ponjan one."""
    rules = load_ponjan_rules(args.rules)
    if args.loser:
        raise MahjongError("--loser: Ponjan scores only the winner's hand (the losers' "
                           "tiles are never scored)")
    for option, value, why in (
            ("--round", args.round, "it has no prevailing wind"),
            ("--east-streak", args.east_streak, "a boss's run of wins scores nothing extra"),
            ("--limit", args.limit, "it has no limit")):
        if value is not None:
            raise MahjongError(f"{option} means nothing in Ponjan: {why}")
    if args.seat not in SEATS:
        raise MahjongError(f"--seat {args.seat}: Ponjan is played by three, seats E (the "
                           "boss), S and W")
    if args.win is None:
        raise MahjongError("--win: a winning hand needs its winning tile, such as 0b")
    tiles = parse_tiles(args.win, f"--win {args.win}")
    if len(tiles) != 1:
        raise NotationError(f"--win '{args.win}': give exactly one tile, such as 0b")
    hand = parse_hand(" ".join(args.hand))
    situation = PonjanSituation(seat=args.seat, win_tile=tiles[0], source=args.source,
                                flags=frozenset(args.flag))
    result = score_ponjan(hand, situation, rules)
    if args.json:
        print(json.dumps(result.to_dict(), ensure_ascii=False))
    else:
        print(result.text())
    return 0


class PonjanCli:
    """Ponjan games on the command line."""

    name: ClassVar[str] = "ponjan"
    head: ClassVar[tuple[str, str, str]] = ("Hand", "Round", "Boss")
    legend: ClassVar[str] = "* the winner (score: what the winner gains)"

    def settings(self, args: argparse.Namespace) -> GameSettings:
        from scoring.games.ponjan_game import ponjan_settings
        rules = load_ponjan_rules(args.rules)
        for option, given, why in (
                ("--convention", args.convention is not None,
                 "the discarder pays a discard win, both others a self-draw"),
                ("--no-east-double", args.no_east_double, "a paying boss never pays double"),
                ("--limit", args.limit is not None, "it has no limit")):
            if given:
                raise MahjongError(f"{option} means nothing in Ponjan: {why}")
        names = tuple(p.strip() for p in args.players.split(","))
        return ponjan_settings(names, rules, start_balance=args.start_balance,
                               rounds=args.rounds)

    def parse_hand(self, game: Game, args: argparse.Namespace) -> HandRecord:
        """A Ponjan hand: ``--winner NAME --win TILE --from wall|discard [--discarder
        NAME] [--flag reach] NAME=TILES`` (the winner's tiles only), or ``--winner none
        [--tenpai NAME,...]`` for a drawn hand."""
        from scoring.games.game import Entry, HandRecord
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
            tenpai = () if args.tenpai is None else players(game, args.tenpai, "--tenpai")
            return HandRecord(entries=(Entry(),) * len(game.players), winner=None,
                              tenpai=frozenset(tenpai), note=args.note)
        winner = player(game, args.winner, "--winner")
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
        if player(game, who, "player") != winner:
            raise MahjongError(f"'{args.entries[0]}': give the tiles of the winner, {name} "
                               "(Ponjan scores only the winner's hand)")
        if not args.win:
            raise MahjongError("the winner's hand needs its winning tile: give it with --win "
                               "TILE (such as --win 0b)")
        discarder = None if args.discarder is None else \
            player(game, args.discarder, "--discarder")
        if discarder is None and args.source in ("discard", "last-discard"):
            raise MahjongError("a win on a discard needs --discarder NAME: the discarder "
                               "alone pays (or --from wall for a self-draw)")
        entries = tuple(Entry(tiles=tiles.strip()) if i == winner else Entry()
                        for i in range(len(game.players)))
        return HandRecord(entries=entries, winner=winner, win_tile=args.win,
                          source=args.source, flags=frozenset(args.flag), note=args.note,
                          discarder=discarder)

    def hand_args(self, game: Game, record: HandRecord) -> list[str]:
        names = game.players
        if record.winner is None:
            tenpai = ",".join(names[i] for i in sorted(record.tenpai))
            return ["--winner=none", *([f"--tenpai={tenpai}"] if tenpai else []),
                    *note_args(record)]
        winner = names[record.winner]
        words = [f"--winner={winner}", f"--win={record.win_tile}", f"--from={record.source}"]
        if record.discarder is not None:
            words += [f"--discarder={names[record.discarder]}"]
        for flag in sorted(record.flags):
            words += [f"--flag={flag}"]
        return [*words, *note_args(record),
                f"{winner}={record.entries[record.winner].tiles}"]

    def settings_text(self, game: Game) -> str:
        s = game.settings
        return (f"rules {game.ruleset_id} (Ponjan); the boss keeps the deal while gaining; "
                f"{s.rounds} round{'s' if s.rounds > 1 else ''}, the last one a single "
                f"hand; start balance {s.start_balance}")

    def round_cell(self, result: HandResult) -> str:
        return str(result.seating.round)

    def note(self, game: Game, r: HandResult) -> str:
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

    def result_text(self, game: Game, r: HandResult) -> str:
        lines = [f"hand {r.number} recorded (round {r.seating.round}, boss "
                 f"{game.players[r.dealer]}): {self.note(game, r)}"]
        score = r.detail.score if r.detail is not None else None
        if score is not None:
            items = ", ".join(f"{i.name}{f' x{i.count}' if i.count > 1 else ''} {i.points}"
                              for i in score.items)
            lines.append(f"  {items}: {score.points} points, base {score.base} x "
                         f"{score.unit}{' (boss)' if score.boss else ''} = {score.score}")
        rows = [[f"  {p}{' (wins)' if r.record.winner == i else ''}", f"{r.totals[i]:+d}",
                 f"balance {r.balances[i]}"] for i, p in enumerate(game.players)]
        lines.append(table(rows, right={1}))
        return "\n".join(lines)

    def next_text(self, game: Game, seating: Seating) -> str:
        return (f"Next: hand {len(game.hands) + 1}, round {seating.round}, boss "
                f"{game.players[seating.dealer]}")

    def json_hand(self, game: Game, rec: HandRecord, round_: int, points: int | None,
                  where: dict[int, int]) -> dict[str, Any]:
        return {"round": round_,
                "points": points,
                "discarder": None if rec.discarder is None else where[rec.discarder],
                "tenpai": sorted(where[i] for i in rec.tenpai)}

    def json_next(self, seating: Seating) -> dict[str, Any]:
        return {"round": seating.round}

    def score(self, args: argparse.Namespace) -> int:
        return score_ponjan_args(args)

    def compare(self, args: argparse.Namespace) -> Comparison[Any] | NotationError:
        try:
            hand = parse_hand(" ".join(args.hand))
        except NotationError as exc:
            return exc
        from scoring.ponjan.compare import compare
        return compare(hand, args.rules, seat=args.seat, round=args.round, win=args.win,
                       source=args.source, loser=args.loser, flags=args.flag)

    def reference(self, id_or_path: str) -> str:
        from scoring.ponjan.reference import ponjan_markdown
        return ponjan_markdown(load_ponjan_rules(id_or_path))

    def summary(self, ruleset_id: str) -> str:
        pj = load_ponjan_rules(ruleset_id)
        return f"{pj.name}; no limit; {len(pj.rules)} combinations"


register(PonjanCli())
