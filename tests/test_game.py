"""The game model: rotation per rule set, settlement in the game, edits, the JSON file."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from scoring.errors import MahjongError
from scoring.games.game import Entry, Game, GameError, GameSettings, HandError, HandRecord
from scoring.records.gamefile import GameFileError, game_to_dict, load, loads, save
from scoring.rules.ruleset import builtin_ids, load_ruleset

PLAYERS = ("Anna", "Bo", "Cia", "Dan")
WIN_HAND = "123m 456m 789s 555p 22s"  # wins on 2s under every built-in rule set


def new_game(rules: str = "norwegian", players: tuple[str, ...] = PLAYERS,
             **overrides: Any) -> Game:
    return Game(GameSettings.for_ruleset(players, load_ruleset(rules), **overrides))


def typed(winner: int | None, *scores: int) -> HandRecord:
    """A hand of typed scores; ``winner`` a player index or None (drawn)."""
    return HandRecord(tuple(Entry(score=s) for s in scores), winner)


def won_by(winner: int | None, players: int = 4) -> HandRecord:
    scores = [4 * (i + 1) for i in range(players)]
    if winner is not None:
        scores[winner] = 30
    return typed(winner, *scores)


def dealers(game: Game) -> list[str]:
    return [game.players[r.dealer] for r in game.replay()]


# -- rotation ------------------------------------------------------------------------

@pytest.mark.parametrize("rules", builtin_ids())
def test_rotation_follows_the_rule_sets_table(rules: str) -> None:
    game = new_game(rules, rounds=4)
    table = game.ruleset.rotation
    keeps_on_win, keeps_on_draw = table["dealer_keeps_on_win"], table["dealer_keeps_on_draw"]
    # East wins, a draw, then South (the next dealer's neighbour) wins
    game.hands = [won_by(0), won_by(None)]
    expected = ["Anna"]
    dealer = 0 if keeps_on_win else 1
    expected.append(PLAYERS[dealer])
    dealer = dealer if keeps_on_draw else dealer + 1
    expected.append(PLAYERS[dealer])
    game.hands.append(won_by((dealer + 1) % 4))  # a non-dealer wins: the deal passes
    expected.append(PLAYERS[dealer + 1])
    game.hands.append(won_by(0))
    assert dealers(game) == expected
    assert game.next_seating() is not None


def test_swedish_passes_the_deal_after_every_hand_but_a_draw() -> None:
    game = new_game("swedish")
    assert game.rotation.dealer_keeps_on_win is False
    assert game.rotation.dealer_keeps_on_draw is True
    game.hands = [won_by(0), won_by(None), won_by(1), won_by(0)]
    assert dealers(game) == ["Anna", "Bo", "Bo", "Cia"]


@pytest.mark.parametrize("rules", ["norwegian", "dmjl", "millington", "swedish-quick"])
def test_classical_rule_sets_keep_the_deal_on_an_east_win_or_a_draw(rules: str) -> None:
    game = new_game(rules)
    game.hands = [won_by(0), won_by(None), won_by(0), won_by(2), won_by(None), won_by(3)]
    assert dealers(game) == ["Anna", "Anna", "Anna", "Anna", "Bo", "Bo"]
    assert game.next_seating().dealer == 2  # type: ignore[union-attr]


def test_dealer_streak_counts_east_wins() -> None:
    game = new_game()
    game.hands = [won_by(0), won_by(None), won_by(0), won_by(1)]
    assert [r.seating.dealer_streak for r in game.replay()] == [0, 1, 1, 2]
    assert game.next_seating().dealer_streak == 0  # type: ignore[union-attr]


def test_seat_winds_follow_the_dealer() -> None:
    game = new_game()
    game.hands = [won_by(1), won_by(2)]
    first, second = game.replay()
    assert first.seating.seats == ("E", "S", "W", "N")
    assert second.seating.seats == ("N", "E", "S", "W")


def test_prevailing_wind_moves_after_every_player_dealt_once() -> None:
    game = new_game()
    # each hand won by the player after the dealer: the deal passes every time
    for k in range(9):
        game.hands.append(won_by((k + 1) % 4))
    results = game.replay()
    assert [r.prevailing for r in results] == ["E"] * 4 + ["S"] * 4 + ["W"]
    assert [r.dealer for r in results] == [0, 1, 2, 3, 0, 1, 2, 3, 0]


def test_game_over_after_its_rounds() -> None:
    game = new_game(rounds=1)
    for k in range(4):
        assert game.next_seating() is not None
        game.hands.append(won_by((k + 1) % 4))
    assert game.next_seating() is None
    with pytest.raises(GameError, match="the game is over"):
        game.check(won_by(0))


def test_swedish_game_lasts_one_round_by_default() -> None:
    game = new_game("swedish")
    assert game.settings.rounds == 1
    game.hands = [won_by(0), won_by(None), won_by(1), won_by(2), won_by(3)]
    assert game.next_seating() is None
    with pytest.raises(GameError, match="over"):
        game.check(won_by(None))


def test_finished_game_has_no_next_seating() -> None:
    game = new_game()
    game.finished = True
    assert game.next_seating() is None


# -- scoring and settlement in the game -------------------------------------------

def test_east_double_in_the_game() -> None:
    record = typed(0, 24, 8, 12, 0)  # East (Anna) wins with 24
    doubled = new_game().check(record)
    single = new_game(east_double=False).check(record)
    assert doubled.totals[0] == 3 * 48
    assert single.totals[0] == 3 * 24
    # South wins: East pays double to him and settles doubled differences
    south = new_game().check(typed(1, 8, 20, 4, 0))
    assert south.totals == (-40 + 8 + 16, 40 + 20 + 20, -20 - 8 + 4, -20 - 16 - 4)
    assert sum(south.totals) == 0


def test_typed_scores_mixed_with_tile_entries() -> None:
    game = new_game()
    record = HandRecord((Entry(WIN_HAND), Entry(score=8), Entry("(666p) (777z)"),
                         Entry(score=0)), 0, "2s")
    result = game.check(record)
    assert result.scores == (24, 8, 12, 0)
    assert result.breakdowns[0] is not None and result.breakdowns[0].score == 24
    assert result.breakdowns[1] is None and result.breakdowns[3] is None
    assert result.breakdowns[2] is not None
    assert sum(result.totals) == 0


def test_tile_scores_depend_on_the_seat() -> None:
    # a pung of West wind is an own-wind double only for the player in the West seat
    game = new_game()
    game.hands = [won_by(0)]
    hand = HandRecord((Entry(score=0), Entry(score=0), Entry("(333z)"), Entry(score=30)),
                      3)
    assert game.check(hand).scores[2] == 8  # Cia sits West in hand 2
    game.hands = [won_by(1)]
    assert game.check(hand).scores[2] == 4  # East is Bo: Cia sits South


def test_drawn_hand_is_void() -> None:
    for rules in builtin_ids():
        game = new_game(rules)
        assert game.ruleset.settlement.get("draw", "void") == "void"
        game.hands = [typed(None, 10, 20, 30, 40)]
        (result,) = game.replay()
        assert result.scores == (10, 20, 30, 40)
        assert result.totals == (0, 0, 0, 0)
        start = game.settings.start_balance
        assert result.balances == (start,) * 4


def test_drawn_hand_has_no_winning_tile() -> None:
    with pytest.raises(GameError, match="drawn hand"):
        new_game().check(HandRecord(typed(None, 1, 2, 3, 4).entries, None, "2s"))


def test_balances_start_at_start_balance() -> None:
    game = new_game(start_balance=1000)
    game.hands = [typed(0, 24, 8, 12, 0), typed(1, 8, 20, 4, 0)]
    first, second = game.replay()
    assert first.balances == tuple(1000 + t for t in first.totals)
    assert second.balances == tuple(b + t for b, t in
                                    zip(first.balances, second.totals, strict=True))
    assert sum(second.balances) == 4000
    assert new_game("swedish").settings.start_balance == 2000


def test_limit_setting_overrides_the_rule_set() -> None:
    record = typed(0, 24, 8, 12, 0)
    assert new_game(limit=None).ruleset.limit is None
    assert new_game(limit=100).ruleset.limit == 100
    assert new_game().check(record).scores == new_game(limit=100).check(record).scores


def test_game_keeps_its_own_copy_of_the_rules(tmp_path: Path) -> None:
    rules = tmp_path / "house.toml"
    text = load_ruleset("norwegian").text
    rules.write_text(text, encoding="utf-8")
    game = Game(GameSettings.for_ruleset(PLAYERS, load_ruleset(str(rules))))
    rules.write_text(text.replace("limit = 500", "limit = 50"), encoding="utf-8")
    assert game.ruleset.limit == 500
    assert game.settings.ruleset_text == text


@pytest.mark.parametrize("players", [("Anna", "Bo"), ("Anna", "Bo", "Cia")])
def test_two_and_three_player_games(players: tuple[str, ...]) -> None:
    n = len(players)
    game = new_game(players=players, rounds=2)
    game.hands.append(HandRecord((Entry(WIN_HAND),) + tuple(Entry(score=4)
                                                            for _ in range(n - 1)), 0, "2s"))
    for k in range(2 * n):  # the deal passes every hand
        game.hands.append(won_by((k + 1) % n, n))
    results = game.replay()
    assert results[0].seating.seats == ("E", "S", "W")[:n]
    assert [r.dealer for r in results] == [0] + [k % n for k in range(2 * n)]
    assert [r.prevailing for r in results] == ["E"] * (n + 1) + ["S"] * n
    assert all(sum(r.totals) == 0 for r in results)
    assert results[0].totals[0] == (n - 1) * 2 * 24
    assert game.next_seating() is None


@pytest.mark.parametrize("players", [("Anna",), ("A", "B", "C", "D", "E"), ("A", "a"),
                                     ("A", " ")])
def test_bad_players(players: tuple[str, ...]) -> None:
    with pytest.raises(GameError):
        new_game(players=players)


def test_check_names_the_player_and_the_problem() -> None:
    game = new_game()
    with pytest.raises(HandError, match=r"hand 1: Cia: .*zz"):
        game.check(HandRecord((Entry(score=1), Entry(score=1), Entry("zz"),
                               Entry(score=1)), None))
    with pytest.raises(GameError, match="entry for each of the 4 players"):
        game.check(typed(0, 1, 2, 3))
    with pytest.raises(GameError, match="winning tile"):
        game.check(HandRecord((Entry(WIN_HAND),) + typed(None, 1, 2, 3).entries, 0))
    with pytest.raises(GameError):
        Entry(score=-1)
    with pytest.raises(GameError):
        Entry(tiles=WIN_HAND, score=1)
    # nothing entered for a player: only a Ponjan game's losers
    with pytest.raises(GameError, match="tiles or a typed score for each player"):
        game.check(HandRecord((Entry(),) + typed(None, 1, 2, 3).entries, None))


# -- edits ---------------------------------------------------------------------------

def test_editing_east_win_into_south_win_moves_later_seats() -> None:
    game = new_game()
    game.hands = [won_by(0), won_by(2), won_by(None), won_by(3)]
    before = game.replay()
    assert dealers(game) == ["Anna", "Anna", "Bo", "Bo"]
    edited = game.with_hands([won_by(1)] + game.hands[1:])
    after = edited.replay()
    assert dealers(edited) == ["Anna", "Bo", "Cia", "Cia"]
    notes = game.changes_after_edit(before, after)
    assert notes == ["hand 2: East Anna -> Bo", "hand 3: East Bo -> Cia",
                     "hand 4: East Bo -> Cia"]
    # hand 2's payments follow the new East
    assert before[1].totals != after[1].totals


def test_edit_that_moves_the_prevailing_wind_says_so() -> None:
    game = new_game()
    game.hands = [won_by(0), won_by(2), won_by(3), won_by(0), won_by(1)]
    before = game.replay()
    assert before[-1].prevailing == "E"
    edited = game.with_hands([won_by(1)] + game.hands[1:])
    notes = game.changes_after_edit(before, edited.replay())
    assert notes == ["hand 2: East Anna -> Bo", "hand 3: East Bo -> Cia",
                     "hand 4: East Cia -> Dan",
                     "hand 5: prevailing wind E -> S, East Dan -> Anna"]


def test_a_changed_streak_alone_is_no_seat_change() -> None:
    game = new_game()
    game.hands = [won_by(None), won_by(2)]
    edited = game.with_hands([won_by(0), won_by(2)])
    assert game.replay()[1].seating != edited.replay()[1].seating  # the streak
    assert game.changes_after_edit(game.replay(), edited.replay()) == []


def test_check_an_edit_of_a_past_hand() -> None:
    game = new_game()
    game.hands = [won_by(0), won_by(1)]
    assert game.check(won_by(2), 0).record == won_by(2)
    with pytest.raises(GameError, match="no hand 3"):
        game.check(won_by(2), 2)


def test_deleting_a_hand_recomputes_everything_after_it() -> None:
    game = new_game()
    game.hands = [won_by(1), won_by(0), won_by(2)]
    before = game.replay()
    assert dealers(game) == ["Anna", "Bo", "Cia"]
    shorter = game.with_hands(game.hands[1:])
    after = shorter.replay()
    assert dealers(shorter) == ["Anna", "Anna"]
    assert [r.number for r in after] == [1, 2]
    assert after[-1].balances == tuple(
        sum(r.totals[i] for r in after) for i in range(4))
    assert game.changes_after_edit(before[1:], after) == [
        "hand 1: East Bo -> Anna", "hand 2: East Cia -> Anna"]


def test_an_edit_can_push_hands_past_the_end() -> None:
    game = new_game(rounds=1)
    # Anna keeps the deal in hand 1: five hands fit into one round
    game.hands = [won_by(0), won_by(2), won_by(3), won_by(0), won_by(1)]
    assert game.replay()[-1].seating.after_end is False
    squeezed = game.with_hands([won_by(1)] + game.hands[1:])
    assert squeezed.replay()[-1].seating.after_end is True
    notes = game.changes_after_edit(game.replay(), squeezed.replay())
    assert notes[-1].endswith("now after the end of the game")
    back = game.changes_after_edit(squeezed.replay(), game.replay())
    assert back[-1].endswith("no longer after the end of the game")


# -- the JSON game file ------------------------------------------------------------

def sample_game() -> Game:
    game = new_game("swedish")
    game.name = "Friday club"
    game.hands = [
        HandRecord((Entry(score=16), Entry(score=8), Entry(WIN_HAND), Entry(score=26)),
                   2, "2s", note="first"),
        typed(None, 4, 0, 8, 2),
        HandRecord((Entry(WIN_HAND), Entry(score=8), Entry(score=0), Entry(score=2)),
                   0, "2s", "wall"),
    ]
    return game


def test_json_round_trip(tmp_path: Path) -> None:
    game = sample_game()
    path = tmp_path / "game.json"
    save(game, path)
    loaded = load(path)
    assert loaded == game
    assert loaded.replay() == game.replay()
    assert game_to_dict(loaded) == game_to_dict(game)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "mahjong-scoresheet-game" and data["version"] == 3
    assert data["ruleset"]["id"] == "swedish"
    assert data["hands"][1] == {"entries": [{"score": 4}, {"score": 0}, {"score": 8},
                                            {"score": 2}],
                                "winner": None, "win_tile": None, "source": "discard",
                                "flags": [], "note": ""}
    assert not (tmp_path / "game.json.tmp").exists()


def file_error(mutate: Any) -> str:
    data = game_to_dict(sample_game())
    mutate(data)
    with pytest.raises(GameFileError) as info:
        loads(json.dumps(data))
    return str(info.value)


@pytest.mark.parametrize(("mutate", "message"), [
    (lambda d: d["hands"][0]["entries"][2].update(tiles="12x"),
     "hands[0].entries[2].tiles: "),
    (lambda d: d["hands"][0]["entries"][1].update(score="x"),
     'hands[0].entries[1].score: expected a whole number from 0 to 1000000000, not \'x\''),
    (lambda d: d["hands"][0]["entries"][1].pop("score"),
     "hands[0].entries[1]: expected"),
    (lambda d: d["hands"][0]["entries"][1].update(score=-3),
     "hands[0].entries[1].score: expected a whole number from 0 to"),
    (lambda d: d["hands"][0]["entries"][1].update(score=10**309),
     "hands[0].entries[1].score: expected a whole number from 0 to 1000000000, not a "
     "number of 310 digits"),
    (lambda d: d["hands"][1].update(winner="Bo"), "hands[1].winner: expected a whole"),
    (lambda d: d["hands"][1].update(winner=9), "hands[1].winner: expected a whole number "
     "from 0 to 3"),
    (lambda d: d["hands"][1].update(winner=3, entries=d["hands"][1]["entries"][:3]),
     "hands[1]: a hand needs an entry for each"),
    (lambda d: d.update(players=["An\nna", "Bo", "Cia", "Dan"]),
     "players: a player's name cannot hold control characters (An\\nna)"),
    (lambda d: d.update(limit=2**63), "limit: expected a whole number from 1 to 1000000000"),
    (lambda d: d.update(hands={"a": 1}), "hands: expected a list of at most 10000 items"),
    (lambda d: d["hands"][0].update(win_tile=None), "hands[0]: the winner's hand needs"),
    (lambda d: d["hands"][2].update(entries=[{"score": 1}]), "hands[2]: a hand needs"),
    (lambda d: d.update(players=["Anna"]), "players: a game has 2 to 4 players"),
    (lambda d: d.update(players=["Anna", "anna", "Cia", "Dan"]),
     "players: two players have the same name"),
    (lambda d: d.update(players="Anna"), "players: expected a list"),
    (lambda d: d.update(players=["Anna", 2, "Cia", "Dan"]), "players[1]: expected a text"),
    (lambda d: d.update(version=4), "version: the file is version 4, from a newer program"),
    (lambda d: d.update(format="other"), "format: expected"),
    (lambda d: d.pop("ruleset"), "ruleset: missing"),
    (lambda d: d["ruleset"].update(text="id = 1"), "ruleset.text: "),
    (lambda d: d.update(convention="odd"), "settings: unknown settlement convention"),
    (lambda d: d.update(limit=True), "limit: expected a whole number"),
])
def test_json_validation_names_the_field(mutate: Any, message: str) -> None:
    assert message in file_error(mutate)


def test_json_not_json_and_not_a_file(tmp_path: Path) -> None:
    with pytest.raises(GameFileError, match="not valid JSON"):
        loads("{nope")
    with pytest.raises(GameFileError, match="expected a JSON object"):
        loads("[]")
    with pytest.raises(GameFileError, match="cannot read the file"):
        load(tmp_path / "missing.json")
    bad = tmp_path / "bad.json"
    bad.write_bytes(b"\xff\xfe")
    with pytest.raises(GameFileError, match=r"bad\.json: not a UTF-8"):
        load(bad)


def test_game_file_errors_are_mahjong_errors() -> None:
    assert issubclass(GameFileError, MahjongError)
