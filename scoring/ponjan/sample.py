"""Random legal Ponjan hands, for the property tests and the benchmark."""

from __future__ import annotations

import random

from scoring.errors import SituationError

from .hand import MAX_STOLEN, PonjanHand
from .rules import PonjanRules
from .score import score_ponjan
from .situation import SEATS, PonjanSituation
from .tiles import TILES, PonjanTile


def random_sets(rng: random.Random) -> list[PonjanTile]:
    """Three sets that the 78 tiles allow (a kind of 4 copies makes one set at most)."""
    while True:
        sets = [rng.choice(TILES) for _ in range(3)]
        if all(3 * sets.count(t) <= t.copies for t in sets):
            return sets


def random_win(rng: random.Random, rules: PonjanRules) -> tuple[PonjanHand, PonjanSituation]:
    """A winning hand and a situation that can be true for it: a discard win that no
    combination would allow becomes a self-draw."""
    sets = random_sets(rng)
    stolen = sorted(rng.sample(range(3), rng.randint(0, MAX_STOLEN)))
    concealed = sorted(t for i, s in enumerate(sets) if i not in stolen for t in (s, s, s))
    hand = PonjanHand(tuple(concealed), tuple(sets[i] for i in stolen))
    reach = rng.random() < 0.3
    flags = frozenset(["reach", "ippatsu"] if reach and rng.random() < 0.3 else
                      ["reach"] if reach else [])
    situation = PonjanSituation(rng.choice(SEATS), rng.choice(concealed),
                                rng.choice(("wall", "discard")), flags)
    try:
        score_ponjan(hand, situation, rules)
    except SituationError:
        situation = PonjanSituation(situation.seat, situation.win_tile, "wall", flags)
    return hand, situation
