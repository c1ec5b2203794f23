"""Penalties: the rule-file format, the penalty hand in a game (payments, rotation), the
game file and the database (new versions, old ones still read) and the command line;
properties over random games with penalties. The workbook's penalties are tested in
``test_penalties_workbook.py``."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from conftest import SEEDS
from hypothesis import given, settings
from hypothesis import strategies as st

from scoring.cli.main import main
from scoring.errors import MahjongError, RuleFileError
from scoring.games.game import Entry, Game, GameError, GameSettings, HandRecord
from scoring.games.settlement import pair_lines
from scoring.records.gamefile import VERSION, GameFileError, game_to_dict, load, loads, save
from scoring.records.storage import SCHEMA_VERSION, Store
from scoring.rules.penalty import Penalty, PenaltyError, check_penalty, describe
from scoring.rules.reference import ruleset_markdown
from scoring.rules.ruleset import load_ruleset, parse_ruleset
from tests.old_databases import version_1

PLAYERS = ("Anna", "Bo", "Cia", "Dan")

#: bmja's three penalties, as bmja.md (section Penalties) gives them with Kajongg's
#: payers/payees; the same lines go into the bmja rule file.
BMJA_PENALTIES = '''
[[penalty]]
id = "false-claim-mahjong"
name = "False Naming of Discard, Claimed for Mah Jongg and False Declaration of Mah Jongg"
points = 300
payers = 2
payees = 2
source = "bmja.md:127"
note = "Kajongg: Oabsolute payers=2 payees=2"

[[penalty]]
id = "false-claim-set"
name = "False Naming of Discard, Claimed for Chow/Pung/Kong"
points = 50
source = "bmja.md:128"
note = "Kajongg: one player pays one player"

[[penalty]]
id = "false-mahjong"
name = "False Declaration of Mah Jongg by One Player"
limit = 0.5
payers = 1
payees = "others"
source = "bmja.md:129"
note = "Kajongg: Oabsolute payees=3"
'''


def with_penalties(rules: str = "millington", extra: str = BMJA_PENALTIES) -> str:
    """A built-in rule file (millington: limit 1000, like bmja) with ``extra`` added."""
    return load_ruleset(rules).text + extra


def new_game(text: str | None = None, players: tuple[str, ...] = PLAYERS,
             **overrides: Any) -> Game:
    rs = parse_ruleset(text or with_penalties(), "house.toml")
    return Game(GameSettings.for_ruleset(players, rs, **overrides))


def typed(winner: int | None, *scores: int) -> HandRecord:
    return HandRecord(tuple(Entry(score=s) for s in scores), winner)


def penalty(payers: tuple[int, ...], payees: tuple[int, ...], amount: int,
            offence: str = "", note: str = "") -> HandRecord:
    return HandRecord.of_penalty(Penalty(payers, payees, amount, offence), note=note)


# -- the rule file --------------------------------------------------------------------

def test_the_bmja_rule_set_carries_these_penalties() -> None:
    """The built-in bmja rule file has the three penalties above, with their defaults
    in a four-player game: 300, 50 and half the limit rounded to a share of 3."""
    bmja = load_ruleset("bmja-kajongg")
    expected = parse_ruleset(with_penalties(), "house.toml").penalties
    assert bmja.penalties == expected
    assert [bmja.penalty_amount(p, 4) for p in bmja.penalties] == [300, 50, 498]


def test_bmja_penalties_match_the_source_lines() -> None:
    """The lines cited hold the names and values of bmja.md's Penalties table."""
    if not SEEDS.exists():
        pytest.skip("shared/seeds is not beside the checkout")
    lines = (SEEDS / "bmja.md").read_text(encoding="utf-8").splitlines()
    rs = parse_ruleset(with_penalties())
    for p in rs.penalties:
        line = lines[int(p.source.split(":")[1]) - 1]
        assert line.startswith(f"| {p.name} |"), (p.id, line)
        value = "-300 points" if p.points == 300 else "-50 points" if p.points == 50 \
            else "-0.5 limit (-500)"
        assert value in line
        kajongg = p.note.removeprefix("Kajongg: ")
        if "payers" in kajongg or "payees" in kajongg:
            assert f"`{kajongg}`" in line


def test_penalty_defaults_in_a_game() -> None:
    rs = parse_ruleset(with_penalties())
    amounts = {p.id: rs.penalty_amount(p, 4) for p in rs.penalties}
    # half the limit shared by three payees rounds down to 498 (166 each)
    assert amounts == {"false-claim-mahjong": 300, "false-claim-set": 50,
                       "false-mahjong": 498}
    assert rs.penalty_amount(rs.penalties[2], 3) == 500  # two payees: 250 each
    assert rs.with_limit(600).penalty_amount(rs.penalties[2], 4) == 300
    assert rs.with_limit(None).penalty_amount(rs.penalties[2], 4) == 498  # nominal limit
    assert rs.penalties[0].counts(3) is None  # 2 paying 2 needs four players
    assert rs.penalties[2].parties_text() == "1 player pays every other player"
    assert rs.penalties[0].parties_text() == "2 players pay 2 players"


def test_reference_lists_the_penalties() -> None:
    text = ruleset_markdown(parse_ruleset(with_penalties()))
    assert "## Penalties" in text
    assert ("| False Declaration of Mah Jongg by One Player | 0.5 of the limit (500) | "
            "1 player pays every other player | bmja.md:129 |") in text
    assert "- East keeps the deal after a penalty: yes" in text
    assert "## Penalties" not in ruleset_markdown(load_ruleset("millington"))


@pytest.mark.parametrize(("change", "message"), [
    (('points = 50\n', 'points = 0\n'), "penalty 2: points: must be a whole number from 1 "
                                        "to 1000000000"),
    (('points = 50\n', 'points = 50\nlimit = 0.5\n'), "penalty 2: points: give exactly one"),
    (('points = 50\n', ''), "penalty 2: points: give exactly one"),
    (('limit = 0.5\n', 'limit = 1.5\n'), "penalty 3: limit: must be a part of the limit"),
    (('payees = "others"', 'payees = "all"'), 'penalty 3: payees: must be 1, 2, 3 or '
                                              '"others"'),
    (('payers = 1\n', 'payers = 0\n'), "penalty 3: payers: must be 1, 2 or 3"),
    (('payers = 2\npayees = 2', 'payers = 2\npayees = 3'), "penalty 1: payees: 2 paying 3 "
                                                          "makes more than four players"),
    (('id = "false-claim-set"', 'id = "false-mahjong"'), "penalty id 'false-mahjong' is "
                                                        "used twice"),
    (('source = "bmja.md:128"\n', ''), "penalty 2: source: missing"),
    (('note = "Kajongg: one player pays one player"', 'colour = "red"'),
     "penalty 2: colour: unknown key in a penalty"),
])
def test_bad_penalty_names_file_line_and_key(change: tuple[str, str], message: str) -> None:
    old, new = change
    text = with_penalties(extra=BMJA_PENALTIES.replace(old, new, 1))
    with pytest.raises(RuleFileError) as info:
        parse_ruleset(text, "house.toml")
    assert message in str(info.value)
    assert str(info.value).startswith("house.toml, line ")
    line = info.value.line
    assert line is not None and line > len(load_ruleset("millington").text.splitlines())


def test_limit_penalty_needs_a_limit() -> None:
    text = load_ruleset("swedish-quick").text + BMJA_PENALTIES.split("[[penalty]]")[0] \
        + "[[penalty]]" + BMJA_PENALTIES.split("[[penalty]]")[3]
    with pytest.raises(RuleFileError, match="penalty 1: limit: a penalty of a part of the "
                                            "limit needs a rule set with a limit"):
        parse_ruleset(text, "quick.toml")


def test_rotation_key_is_checked() -> None:
    text = with_penalties().replace("[rotation]\n", "[rotation]\ndealer_keeps_on_penalty = 1\n")
    with pytest.raises(RuleFileError,
                       match="rotation.dealer_keeps_on_penalty: expected true or false"):
        parse_ruleset(text, "house.toml")


# -- the penalty and its payments -----------------------------------------------------------

@pytest.mark.parametrize(("pen", "message"), [
    (Penalty((), (1,), 50), "needs a player who pays it"),
    (Penalty((0,), (), 50), "needs a player who receives it"),
    (Penalty((0,), (0, 1), 50), "cannot pay a penalty to himself"),
    (Penalty((0, 0), (1,), 50), "names a player twice"),
    (Penalty((4,), (1,), 50), "names player 4"),
    (Penalty((0,), (1,), 0), "from 1 to 1000000000, not 0"),
    (Penalty((0,), (1, 2, 3), 500), "must be a multiple of 3 (498 or 501)"),
    (Penalty((0, 1), (2, 3), 50), "must be a multiple of 4 (48 or 52)"),
    (Penalty((0,), (1, 2), 1), "every one of 2 the same, it must be a multiple of 2$"),
])
def test_bad_penalties_are_refused_in_words(pen: Penalty, message: str) -> None:
    pattern = message.replace("(", r"\(").replace(")", r"\)")
    with pytest.raises(PenaltyError, match=pattern):
        check_penalty(pen, 4)


def test_payments_follow_kajongg_payers_and_payees() -> None:
    """Kajongg's PenaltyDialog: each payer pays amount/payers, each payee gets
    amount/payees; here every payer pays every payee the same."""
    game = new_game()
    game.hands = [penalty((1,), (0, 2, 3), 498, "false-mahjong"),
                  penalty((0, 1), (2, 3), 300, "false-claim-mahjong"),
                  penalty((3,), (2,), 50, "false-claim-set")]
    results = game.replay()
    assert [r.totals for r in results] == [(166, -498, 166, 166), (-150, -150, 150, 150),
                                           (0, 0, 50, -50)]
    assert results[-1].balances == (16, -648, 366, 266)
    assert all(r.scores == (0, 0, 0, 0) for r in results)
    first = results[0].settlement
    assert first.penalty and first.east is None
    assert [(p.payer, p.payee, p.amount, p.expression) for p in first.payments] == [
        ("S", "E", 166, "498/3"), ("S", "W", 166, "498/3"), ("S", "N", 166, "498/3")]
    lines = pair_lines(first)
    assert lines["S"] == [("E", -166, "-498/3"), ("W", -166, "-498/3"),
                          ("N", -166, "-498/3")]
    assert lines["W"] == [("E", 0, "0"), ("S", 166, "498/3"), ("N", 0, "0")]
    assert describe(game.hands[0].penalty, PLAYERS, game.ruleset.penalties) == (  # type: ignore[arg-type]
        "False Declaration of Mah Jongg by One Player: Bo pays 498; Anna, Cia and Dan "
        "get 166 each")
    assert describe(Penalty((3,), (2,), 50), PLAYERS) == "Dan pays Cia 50"
    assert "Penalty" in first.text() and "S pays E 498/3 = 166" in first.text()


@pytest.mark.parametrize("convention", ["classic", "differences", "none"])
def test_a_penalty_is_paid_under_every_convention_and_never_doubled(convention: str) -> None:
    game = new_game(convention=convention, east_double=True)
    game.hands = [penalty((0,), (1,), 50)]  # Anna is East
    assert game.replay()[0].totals == (-50, 50, 0, 0)


def test_east_keeps_the_deal_and_his_streak_after_a_penalty() -> None:
    game = new_game()
    game.hands = [typed(0, 40, 2, 4, 6), penalty((0,), (1, 2, 3), 300),
                  penalty((2,), (1,), 50), typed(0, 40, 2, 4, 6), typed(1, 2, 40, 4, 6)]
    results = game.replay()
    assert [r.dealer for r in results] == [0, 0, 0, 0, 0]
    assert [r.seating.dealer_streak for r in results] == [0, 1, 1, 1, 2]
    assert [r.seating.deals for r in results] == [0, 0, 0, 0, 0]
    upcoming = game.next_seating()
    assert upcoming is not None and upcoming.dealer == 1  # South won hand 5


def test_a_rule_set_can_pass_the_deal_after_a_penalty() -> None:
    text = with_penalties().replace("[rotation]\n", "[rotation]\ndealer_keeps_on_penalty = "
                                                   "false\n")
    game = new_game(text)
    game.hands = [typed(0, 40, 2, 4, 6), penalty((2,), (1,), 50), typed(1, 2, 40, 4, 6)]
    results = game.replay()
    assert [r.dealer for r in results] == [0, 0, 1]
    assert [r.seating.dealer_streak for r in results] == [0, 1, 0]
    assert [r.seating.deals for r in results] == [0, 0, 1]
    assert "East keeps the deal after a penalty: no" in ruleset_markdown(game.ruleset)


def test_a_penalty_record_has_nothing_of_a_hand() -> None:
    game = new_game()
    bad = HandRecord((), None, win_tile="2s", penalty=Penalty((0,), (1,), 50))
    with pytest.raises(GameError, match="a penalty has no tiles, scores, winner"):
        game.check(bad)
    with pytest.raises(MahjongError, match="'odd' is not a penalty of the rule set"):
        game.check(penalty((0,), (1,), 50, "odd"))
    with pytest.raises(MahjongError, match="Chow/Pung/Kong is 1 paying 1; this penalty "
                                           "has 1 paying 3"):
        game.check(penalty((0,), (1, 2, 3), 51, "false-claim-set"))
    with pytest.raises(MahjongError, match="needs more players than the game has"):
        new_game(players=PLAYERS[:3]).check(penalty((0, 1), (2,), 300,
                                                    "false-claim-mahjong"))
    result = game.check(penalty((0,), (1,), 70, note="kept a tile too many"))
    assert result.totals == (-70, 70, 0, 0)


# -- the game file ---------------------------------------------------------------------

def sample_game() -> Game:
    game = new_game(convention="differences", start_balance=2000)
    game.hands = [typed(2, 16, 8, 48, 26), penalty((1,), (0, 2, 3), 498, "false-mahjong",
                                                   "13 tiles"),
                  typed(None, 4, 0, 8, 2), penalty((3,), (0,), 20)]
    return game


def test_game_file_round_trip_with_penalties(tmp_path: Path) -> None:
    game = sample_game()
    save(game, tmp_path / "g.json")
    data = json.loads((tmp_path / "g.json").read_text(encoding="utf-8"))
    assert data["version"] == VERSION == 3
    assert data["hands"][1] == {"penalty": {"payers": [1], "payees": [0, 2, 3],
                                            "amount": 498, "offence": "false-mahjong"},
                                "note": "13 tiles"}
    loaded = load(tmp_path / "g.json")
    assert loaded == game and loaded.replay() == game.replay()


def test_a_version_1_game_file_is_still_read() -> None:
    v1 = {"format": "mahjong-scoresheet-game", "version": 1, "name": "Old",
          "created": "2026-01-02T20:00:00", "finished": False, "players": list(PLAYERS),
          "ruleset": {"id": "norwegian", "text": load_ruleset("norwegian").text},
          "convention": "classic", "east_double": True, "limit": 500,
          "start_balance": 0, "rounds": 4,
          "hands": [{"entries": [{"score": 16}, {"score": 8}, {"score": 48},
                                 {"score": 26}],
                     "winner": 2, "win_tile": None, "source": "discard", "flags": [],
                     "note": ""}]}
    game = loads(json.dumps(v1))
    assert game.replay()[0].totals == (-100, -82, 192, -10)
    assert game_to_dict(game)["version"] == 3


@pytest.mark.parametrize(("mutate", "message"), [
    (lambda h: h["penalty"].update(amount="x"), 'hands[1].penalty.amount: expected a whole'),
    (lambda h: h["penalty"].update(payers=["Bo"]), "hands[1].penalty.payers[0]: expected a "
                                                   "whole number from 0 to 3, not 'Bo'"),
    (lambda h: h["penalty"].pop("payees"), "hands[1].penalty.payees: missing"),
    (lambda h: h["penalty"].update(payees=[1]), "hands[1]: a player cannot pay a penalty "
                                                "to himself"),
    (lambda h: h["penalty"].update(amount=500), "hands[1]: a penalty of 500 cannot be "
                                                "shared"),
    (lambda h: h["penalty"].update(offence="odd"), "hands[1]: 'odd' is not a penalty"),
    (lambda h: h.update(winner=1), "hands[1].winner: unknown key (expected one of note, penalty)"),
    (lambda h: h.update(penalty=3), "hands[1].penalty: expected a table, not 3"),
])
def test_bad_penalty_in_a_game_file_names_the_field(mutate: Any, message: str) -> None:
    data = game_to_dict(sample_game())
    mutate(data["hands"][1])
    with pytest.raises(GameFileError) as info:
        loads(json.dumps(data))
    assert message in str(info.value)


# -- the database ----------------------------------------------------------------------

def make_v1_database(path: Path) -> None:
    """A database as version 1 of the program wrote it, with one game of one hand."""
    game = Game(GameSettings.for_ruleset(PLAYERS, load_ruleset("norwegian"),
                                         start_balance=0), name="Old")
    game.created = "2026-01-02T20:00:00"
    game.hands.append(HandRecord(tuple(Entry(score=s) for s in (16, 8, 48, 26)), 2))
    with Store(path) as store:
        store.create_game(game)
    version_1(path)


def test_a_version_1_database_is_read_and_upgraded(tmp_path: Path) -> None:
    db = tmp_path / "old.sqlite3"
    make_v1_database(db)
    with Store(db) as store:
        game = store.load_game(1)
        assert game.replay()[0].totals == (-100, -82, 192, -10)
        store.record_hand(1, penalty((0,), (1,), 50))
    conn = sqlite3.connect(db)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 5
    conn.close()
    with Store(db) as store:
        assert store.load_game(1).replay()[1].totals == (-50, 50, 0, 0)


def test_record_edit_delete_penalty_hands(tmp_path: Path) -> None:
    with Store(tmp_path / "g.sqlite3") as store:
        game_id = store.create_game(new_game())
        store.record_hand(game_id, typed(1, 8, 40, 4, 6))
        result = store.record_hand(game_id, penalty((0,), (1, 2, 3), 498, "false-mahjong"))
        assert result.totals == (-498, 166, 166, 166)
        with pytest.raises(MahjongError, match="must be a multiple of 3"):
            store.record_hand(game_id, penalty((0,), (1, 2, 3), 500, "false-mahjong"))
        assert len(store.load_game(game_id).hands) == 2
        store.edit_hand(game_id, 1, penalty((0,), (2,), 50, "false-claim-set"))
        store.edit_hand(game_id, 0, penalty((3,), (0,), 40))  # a hand becomes a penalty
        game = store.load_game(game_id)
        assert [h.is_penalty for h in game.hands] == [True, True]
        assert [r.totals for r in game.replay()] == [(40, 0, 0, -40), (-50, 0, 50, 0)]
        store.delete_hand(game_id, 0)
        store.insert_hand(game_id, 0, typed(1, 8, 40, 4, 6))
        assert store.load_game(game_id).hands[0].winner == 1


# -- the command line ------------------------------------------------------------------

def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_cli_records_edits_and_deletes_penalties(capsys: pytest.CaptureFixture[str],
                                                 tmp_path: Path) -> None:
    rules = tmp_path / "house.toml"
    rules.write_text(with_penalties(), encoding="utf-8")
    db = str(tmp_path / "g.sqlite3")
    g = ["game", "--db", db]
    assert run(capsys, *g, "new", "--rules", str(rules), "--players", "Anna,Bo,Cia,Dan")[1] \
        == "1\n"
    code, out, _ = run(capsys, *g, "record", "1", "--winner", "Anna", "Anna=40", "Bo=8",
                       "Cia=4", "Dan=6")
    assert code == 0
    code, out, _ = run(capsys, *g, "record", "1", "--penalty", "Bo", "--offence",
                       "false-mahjong")
    assert code == 0
    assert "hand 2 recorded: a penalty (prevailing wind E, East Anna)" in out
    assert "False Declaration of Mah Jongg by One Player: Bo pays 498; Anna, Cia and Dan " \
           "get 166 each" in out
    assert "Next: hand 3, prevailing wind E, East Anna" in out
    code, out, _ = run(capsys, *g, "record", "1", "--penalty", "Anna,Bo", "--offence",
                       "false-claim-mahjong", "--note", "both")
    assert code == 0 and "Anna and Bo pay 150 each; Cia and Dan get 150 each" in out
    code, out, _ = run(capsys, *g, "record", "1", "--penalty", "cia", "--to", "dan",
                       "--amount", "20")
    assert code == 0 and "Cia pays Dan 20" in out
    code, out, _ = run(capsys, *g, "edit", "1", "4", "--penalty", "Cia", "--offence",
                       "false-claim-set", "--to", "Bo")
    assert code == 0 and out == "hand 4 changed\n"
    code, out, _ = run(capsys, *g, "show", "1")
    assert "penalty: False Naming of Discard, Claimed for Chow/Pung/Kong: Cia pays Bo 50" \
        in out
    hands = Store(db).load_game(1).hands
    assert hands[3].penalty == Penalty((2,), (1,), 50, "false-claim-set")
    assert hands[2].note == "both"
    assert run(capsys, *g, "edit", "1", "4", "--winner", "none", "Anna=2", "Bo=4", "Cia=6",
               "Dan=8")[0] == 0
    assert run(capsys, *g, "delete-hand", "1", "2")[0] == 0
    assert [h.is_penalty for h in Store(db).load_game(1).hands] == [False, True, False]


@pytest.mark.parametrize(("args", "message"), [
    (["--penalty", "Bo"], "give the penalty's --amount N, or an --offence of the rule set "
                          "(its penalties: false-claim-mahjong, false-claim-set, "
                          "false-mahjong)"),
    (["--penalty", "Bo", "--offence", "odd"], "--offence 'odd': not a penalty of the rule "
                                              "set millington"),
    (["--penalty", "Bo", "--offence", "false-claim-set"],
     "--to: False Naming of Discard, Claimed for Chow/Pung/Kong (1 player pays 1 player): "
     "name who receives it"),
    (["--penalty", "Eve", "--amount", "30"], "--penalty 'Eve' is not a player of this game"),
    (["--penalty", "Bo", "--amount", "50"], "a penalty of 50 cannot be shared: every one "
                                            "of 1 paying every one of 3 the same, it must "
                                            "be a multiple of 3 (48 or 51)"),
    (["--penalty", "Bo", "--to", "Bo", "--amount", "30"], "cannot pay a penalty to himself"),
    (["--penalty", "Bo", "--winner", "Bo", "--amount", "30"], "a penalty has no --winner"),
    (["--penalty", "Bo", "--amount", "30", "Anna=3"], "a penalty has no --winner"),
    (["--amount", "30", "--winner", "none", "Anna=1", "Bo=1", "Cia=1", "Dan=1"],
     "--amount belongs to a penalty: give --penalty NAME too"),
    (["Anna=1", "Bo=1", "Cia=1", "Dan=1"], "give --winner NAME (or none)"),
])
def test_cli_penalty_mistakes_are_one_line(capsys: pytest.CaptureFixture[str],
                                           tmp_path: Path, args: list[str],
                                           message: str) -> None:
    rules = tmp_path / "house.toml"
    rules.write_text(with_penalties(), encoding="utf-8")
    db = str(tmp_path / "g.sqlite3")
    run(capsys, "game", "--db", db, "new", "--rules", str(rules), "--players",
        "Anna,Bo,Cia,Dan")
    assert main(["game", "--db", db, "record", "1", *args]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and message in err, err
    assert Store(db).load_game(1).hands == []


# -- properties over random games with penalties ---------------------------------------------

@st.composite
def games(draw: st.DrawFn) -> Game:
    n = draw(st.integers(2, 4))
    convention = draw(st.sampled_from(["classic", "differences", "none"]))
    game = new_game(players=PLAYERS[:n], convention=convention,
                    east_double=draw(st.booleans()), start_balance=draw(st.integers(0, 500)))
    for _ in range(draw(st.integers(0, 12))):
        if draw(st.booleans()):
            payers = draw(st.lists(st.integers(0, n - 1), min_size=1, max_size=n - 1,
                                   unique=True))
            rest = [i for i in range(n) if i not in payers]
            payees = draw(st.lists(st.sampled_from(rest), min_size=1, unique=True))
            step = len(payers) * len(payees)
            amount = step * draw(st.integers(1, 200))
            game.hands.append(penalty(tuple(payers), tuple(payees), amount))
        else:
            winner = draw(st.one_of(st.none(), st.integers(0, n - 1)))
            scores = draw(st.lists(st.integers(0, 1000), min_size=n, max_size=n))
            game.hands.append(typed(winner, *scores))
    return game


@settings(max_examples=150, deadline=None)
@given(games())
def test_random_games_with_penalties(game: Game) -> None:
    n = len(game.players)
    results = game.replay()
    start = game.settings.start_balance
    without = game.with_hands([h for h in game.hands if not h.is_penalty]).replay()
    keeps = game.settings.convention == "none"  # everyone keeps his points
    kept = 0
    for r in results:
        pen = r.record.penalty
        if pen is not None:
            assert sum(r.totals) == 0
            assert r.totals == pen.totals(n)
            assert sum(-t for t in r.totals if t < 0) == pen.amount
            assert r.settlement.east is None  # never doubled
        elif keeps:
            kept += sum(r.totals)
        else:
            assert sum(r.totals) == 0
        # what the payments say is what the balances get
        seats = r.seating.seats
        for i in range(n):
            flow = sum(p.amount for p in r.settlement.payments if p.payee == seats[i]) - \
                sum(p.amount for p in r.settlement.payments if p.payer == seats[i])
            assert flow == r.totals[i] or (keeps and pen is None)
    if results:
        assert sum(results[-1].balances) == n * start + kept
    # a penalty hand changes no one's seat: the hands around it are seated as without it
    played = [r.seating for r in results if not r.record.is_penalty]
    assert [(s.dealer, s.prevailing, s.dealer_streak) for s in played] == \
        [(s.dealer, s.prevailing, s.dealer_streak) for s in (r.seating for r in without)]
    # the game file keeps everything
    assert loads(json.dumps(game_to_dict(game))).replay() == results


# -- files written by version 1 of the program ------------------------------------------

DATA = Path(__file__).resolve().parent / "data"
V1_TOTALS = [(156, -66, -78, -12), (-100, -82, 192, -10), (0, 0, 0, 0)]  # as version 1 computed


def test_a_game_file_written_by_version_1_is_read() -> None:
    game = load(DATA / "game-v1.json")
    assert json.loads((DATA / "game-v1.json").read_text(encoding="utf-8"))["version"] == 1
    assert [r.totals for r in game.replay()] == V1_TOTALS
    assert game_to_dict(game)["version"] == 3


def test_a_database_written_by_version_1_is_read_upgraded_and_takes_penalties(
        tmp_path: Path) -> None:
    db = tmp_path / "games.sqlite3"
    shutil.copyfile(DATA / "games-v1.sqlite3", db)
    conn = sqlite3.connect(db)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 1
    conn.close()
    with Store(db) as store:
        game = store.load_game(1)
        assert game.name == "Made by version 1"
        assert [r.totals for r in game.replay()] == V1_TOTALS
        store.record_hand(1, penalty((1,), (0, 2, 3), 300))
    conn = sqlite3.connect(db)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 5
    conn.close()
    with Store(db) as store:
        assert store.load_game(1).replay()[-1].totals == (100, -300, 100, 100)
