"""The generated games (scoring.games.sample_games) are tables that could happen.

The property tests, the season tests and the benchmarks play games of random hands.
Each hand record must be one a table could hold: across the four players' tiles
(concealed, declared sets, bonus tiles) no more copies of a tile than the rule set's
tile set has, no bonus tile twice. The game's own check of a recorded hand says so
(``Game.check``, which the window's session asks before it stores an edited hand; its
count of the tiles at the table is ``game_kinds.check_copies``), and so does a count
made here from the tile set's copies.
"""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, note, settings
from hypothesis import strategies as st

from scoring import builtin_ids, load_ruleset, parse_hand
from scoring.games.game import Game
from scoring.games.sample_games import random_game
from scoring.hands.tiles import Tile

IDS = builtin_ids()
RULESETS = {rid: load_ruleset(rid) for rid in IDS}


def table_counts(game: Game, index: int) -> Counter[Tile]:
    """Every tile at the table of hand ``index``: each player's tiles counted apart."""
    total: Counter[Tile] = Counter()
    for entry in game.hands[index].entries:
        if entry.tiles is not None:
            total.update(parse_hand(entry.tiles).tile_counts())
    return total


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(IDS), st.integers(0, 2**32 - 1), st.integers(1, 40))
def test_every_hand_of_a_random_game_is_a_possible_table(rid: str, seed: int,
                                                          hands: int) -> None:
    ruleset = RULESETS[rid]
    game = random_game(random.Random(seed), ruleset, hands)
    note(f"{rid} seed={seed} hands={hands}")
    copies = ruleset.tile_set.copies_map
    for index, record in enumerate(game.hands):
        note(f"hand {index + 1}: {[e.tiles or e.score for e in record.entries]}")
        game.check(record, index)  # raises (the copies named) if the table cannot be
        for t, n in table_counts(game, index).items():
            assert n <= copies.get(t, 0), (t, n)
            if t.category == "bonus":
                assert n == 1, t


def test_the_check_refuses_a_table_that_could_not_happen() -> None:
    """The check above is not blind: one player's tiles given to a second too make a
    table with a tile too many (6 of East at the table of a 4-copy set, the case that
    was seen)."""
    from scoring.errors import MahjongError
    from scoring.games.game import Entry, GameSettings, HandRecord
    ruleset = RULESETS["swedish"]
    game = Game(GameSettings.for_ruleset(("Anna", "Bo", "Cia", "Dan"), ruleset))
    tiles = "(111z) 234m 567p 88s 111s"
    record = HandRecord((Entry(tiles=tiles), Entry(score=10), Entry(score=10),
                         Entry(tiles="111z 33m")), 0, "1s", "wall")
    try:
        game.check(record)
    except MahjongError as exc:
        assert "1z" in str(exc) and "6" in str(exc) and "4" in str(exc)
    else:
        raise AssertionError("six East winds at one table were accepted")


def test_the_mix_of_a_long_game() -> None:
    """The walls starve no part of the mix that the tests and benchmarks rely on (the
    norwegian game of ``bench_game.py``'s seed): one entry in five is typed by
    design, so 70-90% carry tiles; a player has 0-4 bonus tiles (1.4 on average
    before the walls), so well over half as many as there are entries with tiles."""
    game = random_game(random.Random(20261121), RULESETS["norwegian"], 400)
    entries = [e.tiles for r in game.hands for e in r.entries]
    with_tiles = [parse_hand(t) for t in entries if t is not None]
    assert 0.7 < len(with_tiles) / len(entries) < 0.9
    assert sum(len(h.bonus) for h in with_tiles) > 0.5 * len(with_tiles)
    assert sum(h.kongs for h in with_tiles) > 0
