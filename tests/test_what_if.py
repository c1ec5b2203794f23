"""scoring.records.what_if: games and a season recomputed under other rules, loaded
once and rescored many times, the games themselves never changed."""

from __future__ import annotations

import copy

import pytest

from scoring.errors import MahjongError
from scoring.games.game import Entry, Game, GameSettings, HandRecord, as_dict
from scoring.records.season import Copy, season
from scoring.records.what_if import WhatIf, game_under, game_what_if
from scoring.rules.house_file import set_enabled, set_file, set_rule
from scoring.rules.ruleset import load_ruleset, read_rule_text

PLAYERS = ("Anna", "Bo", "Cia", "Dan")


def _game(rules: str = "norwegian", name: str = "Fri",
          created: str = "2026-11-20T20:15:00") -> Game:
    settings = GameSettings.for_ruleset(PLAYERS, load_ruleset(rules))
    game = Game(settings, name=name, created=created)
    game.hands += [
        HandRecord((Entry(score=16), Entry(score=8),
                    Entry(tiles="123m 456m 789s 555p 22s"), Entry(score=26)), 2, "2s"),
        HandRecord((Entry(tiles="(222p) 555p 777s 999s 22s"), Entry(tiles="(777z)"),
                    Entry(score=0), Entry(tiles="(555p) 77z")), 0, "2s"),
        HandRecord((Entry(score=4), Entry(score=8), Entry(score=0), Entry(score=2)), None),
    ]
    return game


def test_under_its_own_rules_a_game_is_as_played() -> None:
    game = _game()
    what = game_what_if(game, game.ruleset)
    assert what.figures == what.real_figures
    assert what.changed == () and what.unscored == ()
    assert what.balances()[0] == what.balances()[1]


def test_a_hand_the_other_rules_cannot_score_counts_0_with_its_reason() -> None:
    game = _game()
    records = [as_dict(h) for h in game.hands]
    what = game_what_if(game, load_ruleset("bmja"))
    [unscored] = what.unscored
    assert unscored.hand == 1 and "at most 1 chow" in str(unscored.reason)
    assert what.figures[0].scores == (0, 0, 0, 0)
    assert what.game.ruleset.id == "bmja" and what.game.settings.limit == 1000
    assert what.changed == (2,)  # a loser's pung and pair under bmja's values
    # the game is untouched: its rules, its hands, its figures
    assert game.ruleset.id == "norwegian"
    assert [as_dict(h) for h in game.hands] == records
    assert game.figures() == list(what.real_figures)


def test_the_game_keeps_its_rounds_and_starting_balance() -> None:
    game = _game()
    game.settings = GameSettings.for_ruleset(PLAYERS, load_ruleset("norwegian"),
                                             start_balance=500, rounds=2, limit=None)
    under = game_under(game, load_ruleset("bmja"))
    assert (under.settings.start_balance, under.settings.rounds) == (500, 2)
    assert under.settings.limit == 1000 and under.settings.ruleset_text == \
        read_rule_text("bmja")[0]
    assert (under.name, under.created, under.uid) == (game.name, game.created, game.uid)


def test_a_ponjan_game_is_refused() -> None:
    from scoring.games.ponjan_game import ponjan_settings
    from scoring.ponjan.rules import load_ponjan_rules
    game = Game(ponjan_settings(("A", "B", "C"), load_ponjan_rules("ponjan")))
    with pytest.raises(MahjongError, match="Ponjan game is kept with its own rules"):
        game_what_if(game, load_ruleset("bmja"))


def test_a_season_loaded_once_and_rescored_under_many_rule_texts() -> None:
    games = [_game(), _game("bmja", "Sat", "2026-11-21T20:00:00")]
    copies = [Copy(games[0], "a.json"), Copy(games[1], "b.json"),
              Copy(copy.deepcopy(games[1]), "c.json")]
    what_if = WhatIf(copies)
    real = season(copies)
    assert what_if.real.to_dict() == real.to_dict()
    assert len(what_if.copies) == 2  # the game given twice counts once
    text = read_rule_text("bmja")[0]
    base = what_if.rescore(load_ruleset("bmja"))
    # hand 1 (two chows) no more scores under bmja in the game of bmja than elsewhere
    assert [u.origin for u in base.unscored] == ["a.json", "b.json"]
    assert base.season.games[1].players == real.games[1].players  # bmja under bmja
    for points in (4, 8, 16):
        edited = set_rule(text, "house.toml", "exposed-pung-minor", {"points": points})
        result = what_if.rescore(edited.ruleset, "house.toml")
        assert result.real is what_if.real
        game_b = result.games[1]
        assert game_b.changed == (2,)
        # hand 2 of the bmja game: Dan's (555p) scores 2 points more per point added
        assert game_b.figures[1].scores[3] == base.games[1].figures[1].scores[3] + \
            (points - 2)
        assert "'Sat' was given 2 times" in " ".join(str(n) for n in result.season.notes)
    off = set_enabled(text, "house.toml", "exposed-pung-minor", False).ruleset
    assert what_if.rescore(off).games[1].figures[1].scores[3] == \
        base.games[1].figures[1].scores[3] - 2
    # nothing of the games changed
    assert season(copies).to_dict() == real.to_dict()


def test_the_what_if_texts_and_data() -> None:
    what_if = WhatIf([Copy(_game(), "a.json")])
    limited = set_file(read_rule_text("norwegian")[0], "house.toml", {"limit": 100})
    result = what_if.rescore(limited.ruleset, "house.toml")
    text = result.text()
    assert text.startswith("What if: every classical game under the rules of house.toml "
                           "(norwegian: ")
    assert "every hand could be scored" in text
    data = result.to_dict()
    assert data["what_if"]["hands_scoring_differently"] == result.changed
    assert [p["name"] for p in data["what_if"]["players"]] == \
        [p.name for p in result.season.players]
    assert sum(p["balance"] for p in data["what_if"]["players"]) == 0
