"""``mahjong-score score --rules ponjan``: scoring a Ponjan hand from the shell.

Only the winner's hand is scored; the options that mean nothing in Ponjan (a loser,
the prevailing wind, East's streak, a limit, the North seat, flags other than reach
and ippatsu) are refused with a message, as are kongs, chows, pairs, bonus tiles and
more than two stolen sets (by the notation).
"""

from __future__ import annotations

import argparse
import json

from scoring.errors import MahjongError, NotationError
from scoring.ponjan.notation import parse_hand, parse_tiles
from scoring.ponjan.rules import load_ponjan_rules
from scoring.ponjan.score import score_ponjan
from scoring.ponjan.situation import SEATS, PonjanSituation


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
