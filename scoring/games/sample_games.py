"""Random recorded hands and games, for property tests and benchmarks.

As :mod:`scoring.rules.sample` makes random legal hands, this makes records of them:
a hand of a game (every player's tiles, some scores typed; together a table that could
happen, the tiles taken from one wall) and whole games whose every hand scores. A seed
reproduces a game. Plain Python, no Qt.
"""

from __future__ import annotations

import random
from collections import Counter

from scoring.games.game import Entry, Game, GameSettings, HandError, HandRecord
from scoring.games.rotation import Rotation, seatings
from scoring.hands.hand import Hand
from scoring.hands.notation import format_hand
from scoring.rules.ruleset import RuleSet
from scoring.rules.sample import random_losing_hand, random_winning_hand

PLAYERS = ("Anna", "Bo", "Cia", "Dan")


def random_record(rng: random.Random, ruleset: RuleSet, winner: int | None,
                  seats: tuple[str, ...], prevailing: str) -> HandRecord:
    """A hand of the players at ``seats`` in the round of ``prevailing``, won by
    ``winner`` (None: drawn): each entry the tiles of a random hand, or one time in
    five a typed score. The winner's situation is its hand's, without heaven's
    blessing (which the seating may not allow).

    The hands are a table that could happen: they are taken from one wall (the tile
    set's copies of each tile), the winner's first, from the whole set, then the
    others' in seat order, each from what the hands before it left
    (:func:`random_losing_hand`'s ``wall``): no tile is held more times at the table
    than the set has, no bonus tile twice."""
    typed = {i: Entry(score=rng.randint(0, 120 if i != winner else 400))
             for i in range(len(seats)) if rng.random() < 0.2}
    wall = Counter(ruleset.tile_set.copies_map)
    hands: dict[int, Hand] = {}
    win_tile, source, flags = None, "discard", frozenset[str]()
    if winner is not None and winner not in typed:
        hand, situation = random_winning_hand(rng, ruleset, seat=seats[winner],
                                              prevailing=prevailing)
        assert situation.win_tile is not None
        win_tile = situation.win_tile.code
        source = situation.source
        flags = frozenset(f for f in situation.flags if f != "heavens-blessing")
        hands[winner] = hand
        wall.subtract(hand.tile_counts())
    for i, seat in enumerate(seats):
        if i not in typed and i not in hands:
            hand, _ = random_losing_hand(rng, ruleset, seat=seat, prevailing=prevailing,
                                         wall=wall)
            hands[i] = hand
            wall.subtract(hand.tile_counts())
    entries = tuple(typed[i] if i in typed else Entry(tiles=format_hand(hands[i]))
                    for i in range(len(seats)))
    return HandRecord(entries, winner, win_tile, source, flags)


class _Winner:
    """What the seatings read of a hand to come: its winner."""

    def __init__(self, winner: int | None) -> None:
        self.winner = winner
        self.is_penalty = False


def random_game(rng: random.Random, ruleset: RuleSet, hands: int, name: str = "") -> Game:
    """A game of four players and ``hands`` random hands (:func:`random_record`)
    under ``ruleset`` (rounds of prevailing wind: 4, the last ones played after the
    end if need be), one in ten drawn. A hand the engine refuses in its seat (a flag
    that needs another streak, say) becomes typed scores: the seats do not change, as
    they follow the winners."""
    n = len(PLAYERS)
    winners = [None if rng.random() < 0.1 else rng.randrange(n) for _ in range(hands)]
    rotation = Rotation.from_ruleset(ruleset, 4)
    seats = list(seatings(rotation, n, [_Winner(w) for w in winners]))
    game = Game(GameSettings.for_ruleset(PLAYERS, ruleset, rounds=4), name=name)
    for winner, seating in zip(winners, seats, strict=True):
        game.hands.append(random_record(rng, ruleset, winner, seating.seats,
                                        seating.prevailing))
    while True:
        try:
            game.replay()
            return game
        except HandError as exc:
            old = game.hands[exc.index]
            game.hands[exc.index] = HandRecord(
                tuple(Entry(score=rng.randint(0, 300)) for _ in PLAYERS), old.winner)
