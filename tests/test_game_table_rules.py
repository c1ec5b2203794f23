"""SetRules (scoring.records.game_table): a game rescored under other rules, on disk and
in memory at once, its figures kept, undone exactly by its inverse; refused, changing
nothing, for a hand the new rules cannot score, a Ponjan game or Ponjan rules."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from scoring.errors import MahjongError
from scoring.games.game import Entry, Game, GameSettings, HandRecord
from scoring.games.ponjan_game import ponjan_settings
from scoring.ponjan.rules import load_ponjan_rules
from scoring.records.figures import hand_figures
from scoring.records.game_table import GameTable, SetRules
from scoring.records.storage import Store
from scoring.records.what_if import game_what_if
from scoring.rules.house_file import set_rule
from scoring.rules.ruleset import load_ruleset, parse_ruleset, read_rule_text

PLAYERS = ("Anna", "Bo", "Cia", "Dan")
#: a winner with an exposed pung of 2-8 (norwegian: 2 points)
PUNG = HandRecord((Entry(tiles="222m 456m 888s (555p) 22s"), Entry(score=8),
                   Entry(score=4), Entry(score=0)), 0, "2s")
#: a second chow, which bmja does not allow
CHOWS = HandRecord((Entry(score=16), Entry(score=8),
                    Entry(tiles="123m 456m 789s 555p 22s"), Entry(score=26)), 2, "2s")


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    with Store(tmp_path / "games.sqlite") as s:
        yield s


def open_game(store: Store, *hands: HandRecord, limit: int | None = None) -> GameTable:
    table = GameTable(store)
    settings = GameSettings.for_ruleset(PLAYERS, load_ruleset("norwegian"),
                                        start_balance=100, rounds=2, limit=limit)
    gid = table.create(Game(settings, list(hands), name="Friday")).game_id
    table.open(gid)
    return table


def house(points: int) -> str:
    """Norwegian with an exposed pung of 2-8 worth ``points``."""
    text, path = read_rule_text("norwegian")
    return set_rule(text, path, "exposed-pung-simple", {"points": points}).text


def in_step(table: GameTable) -> Game:
    assert table.game is not None and table.game.id is not None
    on_disk = table.store.load_game(table.game.id)
    assert on_disk == table.game and on_disk.settings == table.game.settings
    return on_disk


def test_a_game_rescored_is_on_disk_and_its_inverse_puts_the_old_rules_back(
        store: Store) -> None:
    table = open_game(store, PUNG, limit=250)
    game = in_step(table)
    old, before = game.settings, game.replay()[0].scores[0]
    text = house(20)
    edited = parse_ruleset(text, "house.toml")
    op = SetRules.of(game.id or 0, edited)
    assert op.changes(game)
    change = table.apply(op)
    assert change.what == "rules"
    now = in_step(table)
    assert now.settings == replace(old, ruleset_text=text, limit=load_ruleset("norwegian").limit)
    assert (now.settings.start_balance, now.settings.rounds) == (100, 2)  # the game's
    assert now.replay()[0].scores[0] == before + 18
    # as the what-if said it would be
    assert tuple(now.figures()) == game_what_if(game, edited).figures
    # the figures kept are those of the new rules
    assert store.load_figures(now) == hand_figures(now.replay())
    assert not op.changes(now)
    table.apply(change.inverse)
    back = in_step(table)
    assert back.settings == old and back.replay()[0].scores[0] == before
    assert store.load_figures(back) == hand_figures(back.replay())


def test_a_hand_the_new_rules_cannot_score_refuses_it_naming_the_hand(store: Store) -> None:
    table = open_game(store, PUNG, CHOWS)
    before = in_step(table)
    with pytest.raises(MahjongError, match="hand 2 cannot be scored: .*chow"):
        table.set_rules(before.id or 0, load_ruleset("bmja"))
    assert in_step(table).settings == before.settings


def test_a_ponjan_game_and_ponjan_rules_are_refused(store: Store) -> None:
    table = GameTable(store)
    ponjan = table.create(Game(ponjan_settings(("A", "B", "C"),
                                               load_ponjan_rules("ponjan")))).game_id
    with pytest.raises(MahjongError, match="Ponjan game is kept with its own rules"):
        table.set_rules(ponjan, load_ruleset("norwegian"))
    classical = open_game(store, PUNG)
    game = in_step(classical)
    text, _ = read_rule_text("ponjan", "ponjan")
    with pytest.raises(MahjongError, match="for Ponjan"):
        classical.apply(SetRules(game.id or 0, text, None, "classic", True))
    assert in_step(classical).settings == game.settings


def test_a_hand_that_did_not_score_before_is_kept_and_undo_brings_its_problem_back(
        store: Store) -> None:
    # a game played under bmja with a second chow (as an older version let it be)
    table = GameTable(store)
    settings = GameSettings.for_ruleset(PLAYERS, load_ruleset("norwegian"))
    gid = table.create(Game(settings, [CHOWS, PUNG])).game_id
    store._db.execute("UPDATE games SET ruleset_text = ? WHERE id = ?",
                      (read_rule_text("bmja")[0], gid))
    store._db.commit()
    table.open(gid)
    game = in_step(table)
    assert game.replay()[0].problem is not None
    change = table.set_rules(gid, load_ruleset("norwegian"))
    assert in_step(table).replay()[0].problem is None  # it scores under these
    table.apply(change.inverse)  # the hand that did not score is allowed back
    assert in_step(table).replay()[0].problem is not None
    # a hand that scored under the game's rules is still refused under bmja
    table.set_rules(gid, load_ruleset("norwegian"))
    with pytest.raises(MahjongError, match="hand 1"):
        table.set_rules(gid, load_ruleset("bmja"))


def test_settings_that_are_not_valid_are_refused(store: Store) -> None:
    table = open_game(store, PUNG)
    game = in_step(table)
    with pytest.raises(MahjongError, match="convention"):
        store.set_rules(game.id or 0, game.settings.ruleset_text, None, "ponjan", True)
    with pytest.raises(MahjongError, match="limit"):
        store.set_rules(game.id or 0, game.settings.ruleset_text, 0, "classic", True)
    assert in_step(table).settings == game.settings
