"""Property tests of Ponjan games kept in the database: random matches (random wins
from scoring.ponjan.sample, random drawn hands) recorded hand by hand through the
Store, then exported and imported.

- every hand's changes are the payments of ``ponjan.md`` §6, worked out here from the
  hand's score: on a discard the discarder alone pays *S*; on a self-draw both others
  pay trunc(*S*/2) and the winner gains *S*; at a drawn hand each noten player pays
  each tenpai player 15 (nothing with none or all tenpai);
- the balances are 250 plus the changes so far;
- every hand sums to zero except the boss's 15-point self-draw (+15, -7, -7);
- the boss keeps the deal exactly when his balance rose; the match ends after the
  first hand of round 4;
- the exported file, imported into another database, gives the same sheet.

Hypothesis draws integer seeds; a seed drives ``random.Random``.
"""

from __future__ import annotations

import random
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, note, settings
from hypothesis import strategies as st

from scoring.games.game import Entry, Game, HandRecord
from scoring.games.ponjan_game import ponjan_settings
from scoring.ponjan import format_hand, load_ponjan_rules, score_ponjan
from scoring.ponjan.sample import random_win
from scoring.ponjan.situation import PonjanSituation
from scoring.records.storage import Store

RULES = load_ponjan_rules("ponjan")
SEEDS = st.integers(min_value=0, max_value=2**63 - 1)


def random_record(rng: random.Random) -> tuple[HandRecord, object]:
    """A random hand: a win (its PonjanHand and situation, the seat to be set by the
    game) or a drawn hand."""
    if rng.random() < 0.3:
        tenpai = frozenset(p for p in range(3) if rng.random() < 0.5)
        return HandRecord((Entry(),) * 3, None, tenpai=tenpai), None
    hand, situation = random_win(rng, RULES)
    winner = rng.randrange(3)
    discarder = None
    if not situation.self_drawn:
        discarder = rng.choice([p for p in range(3) if p != winner])
    entries = tuple(Entry(format_hand(hand)) if i == winner else Entry() for i in range(3))
    record = HandRecord(entries, winner, situation.win_tile.code if situation.win_tile
                        else None, situation.source, situation.flags, discarder=discarder)
    return record, (hand, situation)


def expected_changes(record: HandRecord, won: object, boss: int) -> tuple[int, ...]:
    """The changes of ``ponjan.md`` §6, from the winner's score as scored alone."""
    changes = [0, 0, 0]
    if record.winner is None:
        ready = record.tenpai
        if 0 < len(ready) < 3:
            for payer in set(range(3)) - ready:
                for payee in ready:
                    changes[payer] -= 15
                    changes[payee] += 15
        return tuple(changes)
    assert isinstance(won, tuple)
    hand, situation = won
    seat = "E" if record.winner == boss else "S"
    score = score_ponjan(hand, PonjanSituation(seat, situation.win_tile, situation.source,
                                               situation.flags), RULES).score
    changes[record.winner] = score
    if record.discarder is not None:
        changes[record.discarder] = -score
    else:
        for p in range(3):
            if p != record.winner:
                changes[p] = -(score // 2)  # C#'s -score / 2 truncates toward zero
    return tuple(changes)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(SEEDS)
def test_random_games_in_the_database(seed: int) -> None:
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory() as folder:
        db = Path(folder) / "games.sqlite3"
        with Store(db) as store:
            game_id = store.create_game(Game(ponjan_settings(("A", "B", "C"), RULES)))
            balances = (250, 250, 250)
            boss, round_ = 0, 1
            for number in range(1, 40):
                game = store.load_game(game_id)
                upcoming = game.next_seating()
                if upcoming is None:
                    break
                assert (upcoming.dealer, upcoming.round) == (boss, round_)
                record, won = random_record(rng)
                note(f"hand {number}: {record}")
                result = store.record_hand(game_id, record)
                changes = expected_changes(record, won, boss)
                assert result.totals == changes
                balances = tuple(b + c for b, c in zip(balances, changes, strict=True))
                assert result.balances == balances
                odd = record.winner == boss and record.discarder is None \
                    and result.scores[boss] == 15
                assert sum(changes) == (1 if odd else 0)
                if round_ >= 4:
                    assert store.load_game(game_id).next_seating() is None
                    break
                if changes[boss] <= 0:
                    boss, round_ = (boss + 1) % 3, round_ + 1
            else:
                raise AssertionError("a match of 4 rounds never ended")
            sheet = [(r.totals, r.balances, r.dealer) for r in
                     store.load_game(game_id).replay()]
            store.export_json(game_id, Path(folder) / "game.json")
        with Store(Path(folder) / "other.sqlite3") as other:
            copy = other.load_game(other.import_json(Path(folder) / "game.json"))
            assert [(r.totals, r.balances, r.dealer) for r in copy.replay()] == sheet


def _ponjan_file_text() -> str:
    from scoring.records.gamefile import dumps
    rng = random.Random(5)
    game = Game(ponjan_settings(("A", "B", "C"), RULES), name="fuzz")
    while len(game.hands) < 6 and game.next_seating() is not None:
        record, _ = random_record(rng)
        game.hands.append(record)
        game.replay()
    return dumps(game)


PONJAN_TEXT = _ponjan_file_text()


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rng=st.randoms(use_true_random=False))
def test_mutated_ponjan_game_files_are_read_or_refused_in_one_line(
        rng: random.Random) -> None:
    """A Ponjan game file with one to three hostile edits (tests/hostile.py) is read
    and shown, or refused with one line; no other exception escapes."""
    from hostile import _one_line, mutate_game_text

    from scoring.cli.game import sheet_json, sheet_text
    from scoring.records.gamefile import GameFileError, loads
    try:
        game = loads(mutate_game_text(rng, PONJAN_TEXT))
    except GameFileError as exc:
        _one_line(exc)
        return
    results = game.replay()
    sheet_text(game)
    data = sheet_json(game)
    assert len(data["hands"]) == len(results) == len(game.hands)
