"""Keeping a Ponjan game (``ponjan.md`` §6-§8): the game model, the command line, the
game file (version 3) and the database (schema 3). The worked example E19, the whole
match, is recorded through the Game API and through ``mahjong-score game``."""

from __future__ import annotations

import json
import os
import sqlite3
from pathlib import Path

import pytest

from scoring.cli.main import main
from scoring.games.game import Entry, Game, GameError, HandRecord
from scoring.games.ponjan_game import ponjan_settings
from scoring.ponjan.rules import load_ponjan_rules
from scoring.records.gamefile import VERSION, GameFileError, game_to_dict, load, loads
from scoring.records.storage import SCHEMA_VERSION, StorageError, Store

RULES = load_ponjan_rules("ponjan")
NONE = Entry()
#: E1-E3's hand: Three Colors 2, No Steals 1 (+ Complete With Draw 1 when self-drawn)
THREE = "000r 111k 000b"
#: E14's hand: no pattern; No Steals 1 + Complete With Draw 1 when self-drawn
PLAIN = "000r 111r 000b"


def win(winner: int, tiles: str, tile: str, discarder: int | None = None,
        flags: tuple[str, ...] = ()) -> HandRecord:
    entries = tuple(Entry(tiles) if i == winner else NONE for i in range(3))
    return HandRecord(entries, winner, tile, "wall" if discarder is None else "discard",
                      frozenset(flags), discarder=discarder)


def drawn(*tenpai: int) -> HandRecord:
    return HandRecord((NONE,) * 3, None, tenpai=frozenset(tenpai))


#: E19, hand by hand: the record, then (round, boss), the deltas and the points after
E19 = [
    (win(0, THREE, "0b"), (1, 0), (120, -60, -60), (370, 190, 190)),
    (win(1, THREE, "0b", discarder=0), (1, 0), (-40, 40, 0), (330, 230, 190)),
    (drawn(1), (2, 1), (-15, 30, -15), (315, 260, 175)),
    (drawn(0, 2), (2, 1), (15, -30, 15), (330, 230, 190)),
    (win(0, PLAIN, "0b"), (3, 2), (20, -10, -10), (350, 220, 180)),
    (win(0, THREE, "0b", discarder=2), (4, 0), (60, 0, -60), (410, 220, 120)),
]


def new_game() -> Game:
    return Game(ponjan_settings(("A", "B", "C"), RULES), name="E19")


def test_e19_through_the_game_api() -> None:
    game = new_game()
    assert game.game == "ponjan" and game.ruleset_id == "ponjan"
    assert game.settings.start_balance == 250 and game.settings.rounds == 4
    for record, (round_, boss), deltas, after in E19:
        upcoming = game.next_seating()
        assert upcoming is not None and (upcoming.round, upcoming.dealer) == (round_, boss)
        result = game.check(record)
        assert (result.seating.round, result.dealer) == (round_, boss)
        assert result.totals == deltas and result.balances == after
        assert result.seating.seats[boss] == "E"
        game.hands.append(record)
    # round 4 lasts one hand, though the boss won it: the match is over
    assert game.next_seating() is None
    with pytest.raises(GameError, match="the game is over"):
        game.check(drawn())
    results = game.replay()
    assert results[-1].balances == (410, 220, 120)
    # scores: what the winner gains, 0 for the others and at drawn hands
    assert [r.scores for r in results] == [(120, 0, 0), (0, 40, 0), (0, 0, 0), (0, 0, 0),
                                           (20, 0, 0), (60, 0, 0)]
    assert results[-1].detail.score.points == 3  # the flow's own result is kept


def cli(capsys: pytest.CaptureFixture[str], db: Path, *args: str) -> str:
    code = main(["game", "--db", str(db), *args])
    out, err = capsys.readouterr()
    assert code == 0, err
    return out


def refused(capsys: pytest.CaptureFixture[str], db: Path, *args: str) -> str:
    code = main(["game", "--db", str(db), *args])
    out, err = capsys.readouterr()
    assert code == 2 and out == "", (out, err)
    assert err.count("\n") == 1 and "Traceback" not in err
    return err


E19_CLI = [
    ["--winner", "A", "--win", "0b", "--from", "wall", f"A={THREE}"],
    ["--winner", "B", "--win", "0b", "--from", "discard", "--discarder", "A", f"B={THREE}"],
    ["--winner", "none", "--tenpai", "B"],
    ["--winner", "none", "--tenpai", "A,C"],
    ["--winner", "A", "--win", "0b", "--from", "wall", f"A={PLAIN}"],
    ["--winner", "A", "--win", "0b", "--discarder", "C", f"A={THREE}"],
]


def test_e19_through_the_command_line(capsys: pytest.CaptureFixture[str],
                                      tmp_path: Path) -> None:
    db = tmp_path / "games.sqlite3"
    game_id = cli(capsys, db, "new", "--rules", "ponjan", "--players", "A,B,C").strip()
    for args in E19_CLI:
        out = cli(capsys, db, "record", game_id, *args)
    assert "The game is over." in out
    data = json.loads(cli(capsys, db, "show", game_id, "--json"))
    assert data["players"] == ["A", "B", "C"] and data["rules"] == "ponjan"
    assert data["convention"] == "ponjan" and data["start_balance"] == 250
    assert data["balances"] == [410, 220, 120]
    hands = data["hands"]
    assert [h["winner"] for h in hands] == [0, 1, None, None, 0, 0]
    assert [h["changes"] for h in hands] == [list(d) for _, _, d, _ in E19]
    assert [h["balances"] for h in hands] == [list(a) for _, _, _, a in E19]
    assert [(h["round"], h["east"]) for h in hands] == [p for _, p, _, _ in E19]
    assert [h["scores"] for h in hands] == [[120, 0, 0], [0, 40, 0], [0, 0, 0], [0, 0, 0],
                                            [20, 0, 0], [60, 0, 0]]
    assert [h["points"] for h in hands] == [4, 3, None, None, 2, 3]
    assert [h["discarder"] for h in hands] == [None, 0, None, None, None, 2]
    assert [h["tenpai"] for h in hands] == [[], [], [1], [0, 2], [], []]
    assert data["next"] is None
    text = cli(capsys, db, "show", game_id)
    assert "Round  Boss" in text and "drawn; tenpai: A, C" in text
    assert "0b on A's discard, 3 points" in text and text.rstrip().endswith("over.")
    # the same game through the Game API gives the same sheet
    with Store(db) as store:
        stored = store.load_game(int(game_id))
    assert [r.balances for r in stored.replay()] == [a for _, _, _, a in E19]


def test_edits_and_deletes_replay_the_boss_and_the_balances(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    db = tmp_path / "games.sqlite3"
    cli(capsys, db, "new", "--rules", "ponjan", "--players", "A,B,C")
    for args in E19_CLI[:3]:
        cli(capsys, db, "record", "1", *args)
    # hand 1 now won by B: A does not gain, so B is boss from hand 2 on
    out = cli(capsys, db, "edit", "1", "1", "--winner", "B", "--win", "0b", "--from", "wall",
              f"B={THREE}")
    assert "hand 2: round 1 -> 2, boss A -> B" in out
    data = json.loads(cli(capsys, db, "show", "1", "--json"))
    assert data["hands"][0]["changes"] == [-40, 80, -40]
    assert [h["east"] for h in data["hands"]] == [0, 1, 1]
    out = cli(capsys, db, "delete-hand", "1", "1")
    data = json.loads(cli(capsys, db, "show", "1", "--json"))
    assert [h["changes"] for h in data["hands"]] == [[-40, 40, 0], [-15, 30, -15]]
    assert data["balances"] == [195, 320, 235]
    assert data["next"] == {"number": 3, "prevailing": "", "east": 1, "round": 2}


def test_export_and_import_keep_a_ponjan_game(capsys: pytest.CaptureFixture[str],
                                              tmp_path: Path) -> None:
    db = tmp_path / "games.sqlite3"
    cli(capsys, db, "new", "--rules", "ponjan", "--players", "A,B,C", "--name", "E19")
    for args in E19_CLI:
        cli(capsys, db, "record", "1", *args)
    out = tmp_path / "e19.json"
    cli(capsys, db, "export", "1", str(out))
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["version"] == VERSION == 3 and data["convention"] == "ponjan"
    assert data["hands"][1] == {"entries": [{}, {"tiles": THREE}, {}], "winner": 1,
                                "win_tile": "0b", "source": "discard", "flags": [],
                                "note": "", "discarder": 0}
    assert data["hands"][3]["tenpai"] == [0, 2] and data["hands"][3]["winner"] is None
    other = tmp_path / "other.sqlite3"
    assert cli(capsys, other, "import", str(out)).strip() == "1"
    with Store(other) as store:
        game = store.load_game(1)
    assert game.replay()[-1].balances == (410, 220, 120)
    assert game_to_dict(game) == {**data}  # the same file again
    conn = sqlite3.connect(other)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 5
    conn.close()


@pytest.mark.parametrize(("args", "message"), [
    (["new", "--rules", "ponjan", "--players", "A,B"], "exactly 3 players, not 2"),
    (["new", "--rules", "ponjan", "--players", "A,B,C,D"], "exactly 3 players, not 4"),
    (["new", "--rules", "ponjan", "--players", "A,B,C", "--limit", "500"],
     "--limit means nothing in Ponjan"),
    (["new", "--rules", "ponjan", "--players", "A,B,C", "--convention", "classic"],
     "--convention means nothing in Ponjan"),
    (["record", "1", "--winner", "B", "--win", "0b", f"B={THREE}"],
     "a win on a discard needs --discarder NAME"),
    (["record", "1", "--winner", "B", "--win", "0b", "--discarder", "B", f"B={THREE}"],
     "the winner cannot have discarded the winning tile"),
    (["record", "1", "--winner", "B", "--win", "0b", "--from", "wall", "--discarder", "A",
      f"B={THREE}"], "a self-drawn win has no discarder"),
    (["record", "1", "--winner", "B", "--win", "0b", "--from", "wall", f"A={THREE}"],
     "give the tiles of the winner, B"),
    (["record", "1", "--winner", "B", "--win", "0b", "--from", "wall", f"B={THREE}",
      "A=000r"], "give the winner's tiles only"),
    (["record", "1", "--winner", "B", "--from", "wall", f"B={THREE}"],
     "needs its winning tile"),
    (["record", "1", "--winner", "B", "--win", "0b", "--from", "wall", "--tenpai", "A",
      f"B={THREE}"], "--tenpai belongs to a drawn hand"),
    (["record", "1", "--winner", "none", "--tenpai", "A,Dan"], "'Dan' is not a player"),
    (["record", "1", "--winner", "none", "A=000r"], "a drawn hand has no tiles"),
    (["record", "1", "--winner", "B", "--win", "0b", "--from", "wall", "--flag",
      "original-call", f"B={THREE}"], "'original-call' means nothing in Ponjan"),
    (["record", "1", "--winner", "B", "--win", "0b", "--from", "wall", "--flag", "ippatsu",
      f"B={THREE}"], "Ippatsu needs Reach"),
    (["record", "1", "--winner", "B", "--win", "0b", "--from", "loose", f"B={THREE}"],
     "'loose' is not a source of the winning tile in Ponjan"),
    # E5: a complete hand with no combination cannot win on a discard
    (["record", "1", "--winner", "A", "--win", "0b", "--discarder", "B",
      "A=(000r) 111r 000b"], "needs at least one combination"),
    (["record", "1", "--winner", "B", "--win", "0b", "--from", "wall", "B=000r 111k 00b"],
     "hand 1: B: a winning Ponjan hand has 9 tiles"),
    (["record", "1", "--winner", "B", "--win", "0b", "--from", "wall",
      "B=000r 111k 00b 1b"], "hand 1: B: the hand is not complete"),
    (["record", "1", "--winner", "B", "--win", "0b", "--from", "wall", "B=000r 111k 000x"],
     "B:"),
    (["record", "1", "--penalty", "A", "--amount", "30"], "a Ponjan game has no penalties"),
])
def test_refusals_are_one_line_exit_2_and_change_nothing(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, args: list[str],
        message: str) -> None:
    db = tmp_path / "games.sqlite3"
    cli(capsys, db, "new", "--rules", "ponjan", "--players", "A,B,C")
    before = db.read_bytes()
    err = refused(capsys, db, *args)
    assert message in err, err
    assert db.read_bytes() == before
    with Store(db) as store:
        assert [s.id for s in store.list_games()] == [1]
        assert store.load_game(1).hands == []


def test_a_classical_game_refuses_the_ponjan_options(capsys: pytest.CaptureFixture[str],
                                                     tmp_path: Path) -> None:
    db = tmp_path / "games.sqlite3"
    cli(capsys, db, "new", "--rules", "norwegian", "--players", "A,B,C")
    err = refused(capsys, db, "record", "1", "--winner", "none", "--tenpai", "A", "A=4",
                  "B=4", "C=4")
    assert "only a Ponjan game records who discarded and who was tenpai" in err
    err = refused(capsys, db, "record", "1", "--winner", "A", "--discarder", "B", "A=40",
                  "B=4", "C=4")
    assert "--discarder: only a Ponjan game" in err


# -- the game file: version 3, its schema checks, the older versions ------------------

def ponjan_file() -> dict[str, object]:
    game = new_game()
    game.hands = [r for r, *_ in E19[:4]]
    return game_to_dict(game)


@pytest.mark.parametrize(("damage", "message"), [
    (lambda d: d["hands"][1].update(discarder="A"),
     "hands[1].discarder: expected a whole number from 0 to 3, not 'A'"),
    (lambda d: d["hands"][1].update(discarder=5),
     "hands[1].discarder: expected a whole number from 0 to 3, not 5"),
    (lambda d: d["hands"][1].update(discarder=None), "hands[1]: a win on a discard needs "
                                                     "the player who discarded"),
    (lambda d: d["hands"][3].update(tenpai="A,C"), "hands[3].tenpai: expected a list"),
    (lambda d: d["hands"][3].update(tenpai=[0, 7]), "hands[3].tenpai[1]: expected a whole "
                                                    "number from 0 to 3, not 7"),
    (lambda d: d["hands"][1].update(tenpai=[0]), "hands[1]: tenpai counts only when the "
                                                 "deck ran out"),
    (lambda d: d["hands"][1]["entries"][0].update(tiles="000r"),
     "hands[1]: only the winner's tiles are entered in Ponjan"),
    (lambda d: d["hands"][1]["entries"][1].update(tiles="000r 111k 00b 1b"),
     "hands[1]: B: the hand is not complete"),
    (lambda d: d["hands"][1]["entries"][1].update(tiles="000r 111k 000x"),
     "hands[1].entries[1].tiles: "),
    (lambda d: d["hands"][1].update(winner=3), "hands[1]: the winner must be one of the 3 "
                                               "players"),
    (lambda d: d["hands"][1].update(discarder=3), "hands[1]: the discarder must be one of "
                                                  "the 3 players"),
    (lambda d: d["hands"][3].update(tenpai=[3]), "hands[3]: the tenpai player must be one "
                                                 "of the 3 players"),
    (lambda d: d["hands"][1].update(entries=[{}, {"score": 40}, {}]),
     "hands[1]: a Ponjan hand is entered with the winner's tiles, not a typed score"),
    (lambda d: d["hands"][1].update(entries=[{}, {}]),
     "hands[1]: a hand needs an entry for each of the 3 players, not 2"),
    (lambda d: d.update(players=["A", "B", "C", "D"]),
     "settings: Ponjan is for exactly 3 players, not 4"),
    (lambda d: d.update(convention="classic"),
     "settings: a Ponjan game is settled by its own payments"),
    (lambda d: d.update(version=4), "version: the file is version 4, from a newer program"),
])
def test_schema_checks_of_the_ponjan_fields(damage: object, message: str) -> None:
    data = ponjan_file()
    assert callable(damage)
    damage(data)
    with pytest.raises(GameFileError) as info:
        loads(json.dumps(data))
    assert message in str(info.value) and "\n" not in str(info.value)


def test_a_classical_file_with_ponjan_fields_is_refused() -> None:
    data = json.loads((DATA / "game-v2.json").read_text(encoding="utf-8"))
    data["hands"][3]["tenpai"] = [1]
    with pytest.raises(GameFileError, match=r"hands\[3\]: only a Ponjan game records"):
        loads(json.dumps(data))


DATA = Path(__file__).resolve().parent / "data"
#: what the program of version 2 computed for tests/data/game-v2.json
V2_TOTALS = [(156, -66, -78, -12), (-4, -34, 96, -58), (100, -300, 100, 100), (0, 0, 0, 0)]


def test_a_game_file_of_version_2_is_read() -> None:
    game = load(DATA / "game-v2.json")
    assert json.loads((DATA / "game-v2.json").read_text(encoding="utf-8"))["version"] == 2
    assert [r.totals for r in game.replay()] == V2_TOTALS
    assert game.uid == "0123456789abcdef0123456789abcdef" and game.hands[2].is_penalty
    assert game_to_dict(game)["version"] == 3


@pytest.mark.parametrize("version", [1, 2])
def test_a_database_of_an_older_schema_is_read_and_upgraded(tmp_path: Path,
                                                            version: int) -> None:
    db = tmp_path / "games.sqlite3"
    db.write_bytes((DATA / f"games-v{version}.sqlite3").read_bytes())
    with Store(db) as store:
        game = store.load_game(1)
        assert game.name == f"Made by version {version}"
        before = [r.totals for r in game.replay()]
        ponjan = store.create_game(new_game())
        store.record_hand(ponjan, E19[0][0])
    conn = sqlite3.connect(db)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 5
    conn.close()
    with Store(db) as store:
        assert [r.totals for r in store.load_game(1).replay()] == before
        assert store.load_game(ponjan).replay()[0].totals == (120, -60, -60)
    if version == 2:
        assert before == V2_TOTALS


def test_a_read_only_database_of_version_2_is_read_as_it_is(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Read, not migrated, nothing written. Root may write the read-only file anyway:
    there the program is refused write access as the classical test does it
    (test_storage_damage.py), so the read-only path runs as root too."""
    folder = tmp_path / "ro"
    folder.mkdir()
    db = folder / "games.sqlite3"
    db.write_bytes((DATA / "games-v2.sqlite3").read_bytes())
    before = db.read_bytes()
    db.chmod(0o444)
    folder.chmod(0o555)
    if not hasattr(os, "geteuid") or os.geteuid() == 0:
        monkeypatch.setattr(os, "access", lambda path, mode: not mode & os.W_OK)
    try:
        with Store(db) as store:
            assert store.read_only
            assert [r.totals for r in store.load_game(1).replay()] == V2_TOTALS
            with pytest.raises(StorageError, match="read-only"):
                store.record_hand(1, E19[0][0])
    finally:
        folder.chmod(0o755)
    assert db.read_bytes() == before
    conn = sqlite3.connect(db)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 2
    conn.close()


def test_an_older_program_refuses_the_new_versions(tmp_path: Path) -> None:
    """The versions guard older programs: a program of schema 2 refuses schema 3 (as
    this one refuses 4), and a file of version 3 tells a program reading up to 2."""
    db = tmp_path / "games.sqlite3"
    with Store(db) as store:
        store.create_game(new_game())
    conn = sqlite3.connect(db)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.close()
    with pytest.raises(Exception, match="newer version of the program"):
        Store(db)


def test_the_boss_one_point_self_draw_is_the_one_hand_not_summing_to_zero() -> None:
    """E4: +15, -7, -7 (C# truncation), kept as such in the balances."""
    game = new_game()
    game.hands.append(win(0, "(000r) 111r 000b", "0b"))
    result = game.replay()[0]
    assert result.scores == (15, 0, 0) and result.totals == (15, -7, -7)
    assert result.balances == (265, 243, 243)
    assert [(p.payer, p.payee, p.amount, p.expression) for p in result.settlement.payments] \
        == [("S", "E", 7, "15/2 = 7 (truncated)"), ("W", "E", 7, "15/2 = 7 (truncated)")]


def test_the_workbook_writes_a_ponjan_game_and_the_season_leaves_it_out(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    db = tmp_path / "games.sqlite3"
    cli(capsys, db, "new", "--rules", "norwegian", "--players", "Anna,Bo,Cia")
    cli(capsys, db, "record", "1", "--winner", "Anna", "Anna=40", "Bo=4", "Cia=8")
    cli(capsys, db, "new", "--rules", "ponjan", "--players", "A,B,C")
    cli(capsys, db, "record", "2", *E19_CLI[0])
    path = tmp_path / "ponjan.json"
    cli(capsys, db, "export", "2", str(path))
    code = main(["sheet", str(path), "--xlsx", str(tmp_path / "p.xlsx")])
    assert code == 0, capsys.readouterr().err
    assert capsys.readouterr().out == f"1 hand written to {tmp_path / 'p.xlsx'}\n"
    assert (tmp_path / "p.xlsx").exists()  # its contents: tests/test_ponjan_workbook.py
    assert main(["season", "--db", str(db), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [g["ruleset"] for g in data["games"]] == ["norwegian"]
    assert any("left out, a Ponjan game" in n for n in data["notes"])
