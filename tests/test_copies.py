"""A recorded hand cannot hold more copies of a tile than the game has: every tile
lies in one place, so the players' hands together (declared sets, concealed tiles,
bonus tiles) and the tiles seen on the table count against the tile set. Checked when
a hand is recorded or edited (Game.check), not when a stored game is replayed."""

from __future__ import annotations

import pytest

from scoring import load_ruleset
from scoring.games.game import Entry, Game, GameError, GameSettings, HandRecord

PLAYERS = ("Anna", "Bo", "Cia", "Dan")
WIN = "111m 456m 789m 111p 22p"


def game() -> Game:
    return Game(GameSettings.for_ruleset(PLAYERS, load_ruleset("norwegian")))


def record(*entries: str, seen: str = "") -> HandRecord:
    return HandRecord(tuple(Entry(e) if not e.isdigit() else Entry(score=int(e))
                            for e in entries), 0, "2p", seen=seen)


def test_five_copies_across_two_hands_are_refused() -> None:
    with pytest.raises(GameError) as info:
        game().check(record(WIN, "11m 234s", "0", "0"))
    assert str(info.value) == "1m: the hands hold 5 copies (Anna 3, Bo 2); the game has only 4"


def test_a_bonus_tile_is_in_one_hand_only() -> None:
    with pytest.raises(GameError, match=r"^1f: the hands hold 2 copies \(Anna 1, Cia 1\); "
                                        r"the game has only 1$"):
        game().check(record(WIN + " 1f", "0", "1f", "0"))


def test_the_seen_tiles_count_too() -> None:
    with pytest.raises(GameError, match=r"^9s: the hands \(Bo 3\) and the tiles seen on "
                                        r"the table hold 5 copies; the game has only 4$"):
        game().check(record(WIN, "(999s)", "0", "0", seen="9s 9s"))


def test_exactly_all_copies_are_fine() -> None:
    result = game().check(record(WIN, "(1111s) 1m", "0", "2p 3p", seen="3p"))
    assert result.scores[0] > 0


def test_a_stored_game_is_replayed_as_it_was() -> None:
    # the check belongs to recording: a game stored before it still replays
    g = game()
    g.hands.append(record(WIN, "11m 234s", "0", "0"))
    assert g.replay()[0].problem is None

