"""Season standings: hand-made games whose totals are worked out here, the same game from
a file and a database counted once, differing copies, name merging, date ranges, game
identities of older files and databases, the command line and the live workbook."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from scoring.cli.main import main
from scoring.games.game import Entry, Game, GameSettings, HandRecord, game_identity
from scoring.records import gamefile
from scoring.records.season import Copy, SeasonError, copies_from_database, parse_same, season
from scoring.records.storage import SCHEMA_VERSION, Store
from scoring.rules.ruleset import load_ruleset
from tests.old_databases import version_1

ORPHANS = "119m 19p 19s 1234567z"  # the thirteen orphans: a limit hand (500) on 1m


def typed(*scores: int) -> tuple[Entry, ...]:
    return tuple(Entry(score=s) for s in scores)


def keep_points(players: tuple[str, ...], start: int, created: str, name: str) -> Game:
    """Norwegian rules with the convention 'none': everyone keeps his points, so a
    player's change over a game is the sum of his scores in the hands won or lost
    (a drawn hand is void and counts nothing)."""
    rs = load_ruleset("norwegian")
    settings = GameSettings.for_ruleset(players, rs, convention="none", start_balance=start)
    return Game(settings, name=name, created=created)


def evening_one() -> Game:
    g = keep_points(("Anna", "Bo", "Cia", "Dan"), 0, "2026-09-04T19:30:00", "Evening one")
    g.hands += [
        HandRecord(typed(10, 20, 0, 4), 1),                     # Bo wins
        HandRecord(typed(6, 2, 8, 12), None),                   # drawn: void
        HandRecord((Entry(tiles=ORPHANS), *typed(0, 8, 2)), 0, "1m"),  # Anna: limit, 500
    ]
    return g


def evening_two() -> Game:
    """Three players, another start balance, names spelled otherwise."""
    g = keep_points((" anna ", "BO", "Eva"), 2000, "2026-09-11T19:00:00", "Evening two")
    g.hands += [
        HandRecord(typed(4, 30, 8), 1),    # Bo wins
        HandRecord(typed(16, 0, 2), 0),    # Anna wins
    ]
    return g


def test_standings_add_up_hand_made_games() -> None:
    result = season([Copy(evening_one(), "one.json"), Copy(evening_two(), "two.json")])
    by_name = {p.name: p for p in result.players}
    # Anna: 10 + 0 (draw) + 500 in game one; 4 + 16 in game two
    anna = by_name["Anna"]
    assert (anna.games, anna.hands, anna.wins, anna.draws) == (2, 5, 2, 1)
    assert anna.balance == 10 + 500 + 4 + 16
    assert anna.limit_hands == 1
    assert anna.best is not None and (anna.best.score, anna.best.ruleset, anna.best.game,
                                      anna.best.hand) == (500, "norwegian", "Evening one", 3)
    assert anna.average == round((10 + 500 + 4 + 16) / 2, 1)
    bo = by_name["Bo"]
    assert (bo.games, bo.hands, bo.wins, bo.draws, bo.balance) == (2, 5, 2, 1, 20 + 0 + 30)
    assert by_name["Cia"].balance == 0 + 8 and by_name["Cia"].games == 1
    assert by_name["Dan"].balance == 4 + 2
    # the drawn hand (void under these rules) is nobody's best hand: Dan's 12 there
    assert by_name["Dan"].best is not None and by_name["Dan"].best.score == 4
    assert by_name["Eva"].balance == 8 + 2 and by_name["Eva"].hands == 2
    # balances 530, 50, 10, 8, 6
    assert [p.name for p in result.players] == ["Anna", "Bo", "Eva", "Cia", "Dan"]
    assert [p.rank for p in result.players] == [1, 2, 3, 4, 5]
    days, lines = result.evenings()
    assert days == ["2026-09-04", "2026-09-11"]
    assert lines["Anna"] == [510, 530] and lines["Eva"] == [0, 10]


def test_equal_balances_share_a_rank() -> None:
    g = keep_points(("A", "B", "C"), 0, "2026-09-01T20:00:00", "tie")
    g.hands.append(HandRecord(typed(5, 5, 1), 0))
    assert [(p.name, p.rank) for p in season([Copy(g, "g")]).players] == \
        [("A", 1), ("B", 1), ("C", 3)]


def test_the_same_game_from_a_file_and_a_database_counts_once(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = evening_one()
    gamefile.save(game, tmp_path / "one.json")
    with Store(tmp_path / "laptop2.sqlite3") as store:
        store.import_json(tmp_path / "one.json")
        store.import_json(tmp_path / "one.json")
        assert {game_identity(store.load_game(s.id)) for s in store.list_games()} == \
            {game.uid}
    assert main(["season", "--db", str(tmp_path / "laptop2.sqlite3"),
                 str(tmp_path / "one.json"), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert len(data["games"]) == 1
    anna = next(p for p in data["players"] if p["name"] == "Anna")
    assert (anna["games"], anna["balance"], anna["wins"]) == (1, 510, 1)
    assert any("given 3 times" in note and "counts once" in note for note in data["notes"])


def test_differing_copies_the_longer_counts(tmp_path: Path) -> None:
    short = evening_one()
    short.hands = short.hands[:1]
    gamefile.save(short, tmp_path / "short.json")
    long = gamefile.load(tmp_path / "short.json")
    long.hands += evening_one().hands[1:]
    with Store(tmp_path / "db.sqlite3") as store:
        store.create_game(long)
    copies = [Copy(gamefile.load(tmp_path / "short.json"), "short.json"),
              *[Copy(g, "db") for g in [Store(tmp_path / "db.sqlite3").load_game(1)]]]
    result = season(copies)
    assert len(result.games) == 1 and result.games[0].origin == "db"
    assert result.games[0].hands == 3
    assert {p.name: p.balance for p in result.players}["Anna"] == 510
    assert tuple(map(str, result.notes)) == (
        "'Evening one': the copies differ (short.json (1 hand), db (3 hands)); db counts",)


def test_names_are_merged_trimmed_case_insensitive_and_by_same() -> None:
    two = evening_two()
    renamed = keep_points(("Bosse", "Cia", "Dan"), 0, "2026-09-18T19:00:00", "three")
    renamed.hands.append(HandRecord(typed(40, 0, 0), 0))
    result = season([Copy(evening_one(), "1"), Copy(two, "2"), Copy(renamed, "3")],
                    parse_same(["Bo=Bosse"]))
    names = [p.name for p in result.players]
    assert sorted(names) == ["Anna", "Bo", "Cia", "Dan", "Eva"]
    bo = next(p for p in result.players if p.name == "Bo")
    assert (bo.games, bo.balance) == (3, 20 + 30 + 40)


def test_merging_two_players_of_one_game_is_refused() -> None:
    with pytest.raises(SeasonError, match="two players of one game"):
        season([Copy(evening_one(), "one.json")], parse_same(["Anna=Bo"]))


def test_date_range(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    gamefile.save(evening_one(), tmp_path / "1.json")
    gamefile.save(evening_two(), tmp_path / "2.json")
    assert main(["season", str(tmp_path / "1.json"), str(tmp_path / "2.json"),
                 "--from", "2026-09-05", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [g["name"] for g in data["games"]] == ["Evening two"]
    assert main(["season", str(tmp_path / "1.json"), "--to", "2026-9-40"]) == 2
    assert "--to '2026-9-40': give a date as YYYY-MM-DD" in capsys.readouterr().err


def test_pdf_without_the_program_registered_says_so(
        capsys: pytest.CaptureFixture[str], tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    # the PDF writer is the desktop program's, found by its entry point (pyproject.toml)
    import importlib.metadata
    gamefile.save(evening_one(), tmp_path / "1.json")
    assert [e.value for e in importlib.metadata.entry_points(
        group="mahjong_scoresheet.writers", name="season-pdf")] == [
        "app.season_pdf:write_season_pdf_standalone"]
    monkeypatch.setattr(importlib.metadata, "entry_points", lambda **_: [])
    assert main(["season", str(tmp_path / "1.json"), "--pdf", str(tmp_path / "s.pdf")]) == 2
    assert "--pdf needs the desktop program, installed" in capsys.readouterr().err
    assert not (tmp_path / "s.pdf").exists()


def test_older_files_get_an_identity_from_their_content(tmp_path: Path) -> None:
    data = gamefile.game_to_dict(evening_one())
    del data["uid"]
    old = gamefile.game_from_dict(data)
    assert old.uid == "" and game_identity(old).startswith("content-")
    longer = dict(data, hands=[*data["hands"], data["hands"][0]])
    assert game_identity(gamefile.game_from_dict(longer)) == game_identity(old)
    other = dict(data, created="2026-09-05T19:30:00")
    assert game_identity(gamefile.game_from_dict(other)) != game_identity(old)
    # written always: a re-exported old game keeps the identity it was given
    assert gamefile.game_to_dict(old)["uid"] == game_identity(old)
    assert game_identity(gamefile.loads(gamefile.dumps(old))) == game_identity(old)


def test_a_new_game_has_its_own_identity_kept_by_file_and_database(tmp_path: Path) -> None:
    a, b = evening_one(), evening_one()
    assert a.uid and a.uid != b.uid
    with Store(tmp_path / "db.sqlite3") as store:
        store.create_game(a)
        store.export_json(1, tmp_path / "a.json")
        assert store.load_game(1).uid == a.uid
    assert gamefile.load(tmp_path / "a.json").uid == a.uid


def test_a_database_without_the_identity_column_gets_it(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    with Store(path) as store:
        store.create_game(evening_one())
    version_1(path)
    with Store(path) as store:
        game = store.load_game(1)
        assert game.uid == "" and game_identity(game).startswith("content-")
        store.create_game(evening_two())
        assert store.load_game(2).uid
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    conn.close()


def test_a_database_that_cannot_be_written_is_read_without_the_column(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Another laptop's version 1 database on a read-only stick: it is not upgraded,
    and the games are read all the same with identities from their content (tests
    run as root, who may write anything, so the read-only file is simulated)."""
    path = tmp_path / "old.sqlite3"
    with Store(path) as store:
        store.create_game(evening_one())
    version_1(path)
    monkeypatch.setattr(Store, "_writable", lambda self: False)
    copies = copies_from_database(path)
    assert len(copies) == 1 and game_identity(copies[0].game).startswith("content-")
    monkeypatch.undo()
    conn = sqlite3.connect(path)
    assert "uid" not in {r[1] for r in conn.execute("PRAGMA table_info(games)")}
    conn.close()


def test_cli_text_and_errors(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    gamefile.save(evening_one(), tmp_path / "1.json")
    assert main(["season", str(tmp_path / "1.json")]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0].split() == ["Rank", "Player", "Games", "Hands", "Mah-jongs",
                                           "Draws", "Balance", "Average", "Limit", "hands",
                                           "Best", "hand"]
    assert "Anna" in out.splitlines()[1] and "+510" in out.splitlines()[1]
    assert main(["season"]) == 2
    assert "give at least one --db DB or game file" in capsys.readouterr().err
    assert main(["season", "--db", str(tmp_path / "none.sqlite3")]) == 2
    assert "no such database file" in capsys.readouterr().err
    with Store(tmp_path / "db.sqlite3"):
        pass
    assert main(["season", "--db", str(tmp_path / "db.sqlite3"), "--game", "7"]) == 2
    assert capsys.readouterr().err.endswith("db.sqlite3: there is no game 7\n")
    assert main(["season", str(tmp_path / "1.json"), "--same", "Bo"]) == 2
    assert "--same 'Bo': write NAME=OTHER" in capsys.readouterr().err
