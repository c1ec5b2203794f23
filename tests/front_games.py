"""A sample game of each kind, for the contract tests of the window's fronts
(tests/test_game_fronts.py and tests/test_game_front_widgets.py)."""

from __future__ import annotations

from scoring.games.game import Game
from scoring.games.kinds import kind_names
from scoring.games.ponjan_game import ponjan_settings
from tests.test_ponjan_game import E19, RULES
from tests.test_report import build_game

#: every registered game kind, by name (scoring.games.kinds): the window must have a
#: front for each, and this file a sample game of each
KINDS = kind_names()


def sample_game(kind: str) -> Game:
    """A game of ``kind`` with hands played (won on a discard, self-drawn, drawn)
    and more to come."""
    if kind == "classical":
        game = build_game("swedish")
    elif kind != "ponjan":
        raise AssertionError(f"no sample game of the kind {kind!r}: add one here")
    else:
        game = Game(ponjan_settings(("Anna", "Bo", "Cia"), RULES), name="E19")
        game.hands = [record for record, *_ in E19[:4]]
    game.created = "2026-03-06T19:30:00"  # the same report and workbook at every run
    return game


def new_game(kind: str) -> Game:
    """The sample game's settings, before its first hand."""
    return Game(sample_game(kind).settings, name="fresh")
