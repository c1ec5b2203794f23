"""The ``mahjong-score game`` commands on the games database, end to end: playing a game,
bad input, a damaged database, finishing and reopening."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from scoring.cli.main import main
from scoring.games.game import Game, GameSettings
from scoring.records.storage import GameSummary, Store
from scoring.rules.ruleset import load_ruleset
from tests.test_storage import ROOT, WIN_HAND, typed


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "games.sqlite"


def cli(capsys: pytest.CaptureFixture[str], db: Path, *args: str) -> tuple[int, str, str]:
    try:
        code = main(["game", "--db", str(db), *args])
    except SystemExit as exc:  # argparse's errors
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def test_cli_game_end_to_end(capsys: pytest.CaptureFixture[str], db: Path,
                             tmp_path: Path) -> None:
    code, out, _ = cli(capsys, db, "new", "--rules", "swedish", "--players",
                       "Anna, Bo,Cia,Dan", "--name", "Friday club")
    assert code == 0 and out == "1\n"
    code, out, err = cli(capsys, db, "record", "1", "--winner", "Cia", "--win", "2s",
                         "Anna=16", "Bo=8", f"Cia={WIN_HAND}", "Dan=26")
    assert code == 0, err
    assert "hand 1 recorded (prevailing wind E, East Anna)" in out
    assert "Cia (mah-jong)  24" in out
    assert "Next: hand 2, prevailing wind E, East Bo" in out
    code, out, err = cli(capsys, db, "record", "1", "--winner", "none",
                         "dan=2", "Anna=4", "Bo=8", "Cia=0")
    assert code == 0, err
    code, out, err = cli(capsys, db, "record", "1", "--winner", "Anna", "--win", "5p",
                         "--from", "wall", "--note", "nice", "Anna=123m 456p 789s 55p (777z)",
                         "Bo=8", "Cia=0", "Dan=2")
    assert code == 0, err
    code, out, _ = cli(capsys, db, "show", "1")
    assert code == 0
    lines = out.splitlines()
    assert lines[0].startswith("Game 1: Friday club (started ")
    assert "rules swedish; settlement differences" in lines[1]
    header = next(line for line in lines if line.startswith("Hand"))
    assert header.split() == ["Hand", "Wind", "East", "Anna", "Bo", "Cia", "Dan"]
    rows = {line.split()[0]: line.split() for line in lines
            if line.strip() and line.split()[0].isdigit()}
    assert rows["1"][:3] == ["1", "E", "Anna"]
    assert rows["1"][9] == "24*"  # Cia's score, marked as the winner
    assert rows["2"][-1] == "drawn" and rows["2"][2] == "Bo"
    assert rows["3"][3] == "52*" and rows["3"][-1] == "nice"
    final = load(db, 1).replay()[-1].balances
    assert [int(rows["3"][5 + 3 * i]) for i in range(4)] == list(final)
    assert "Next: hand 4, prevailing wind E, East Cia" in out

    code, out, _ = cli(capsys, db, "list")
    assert code == 0
    assert out.splitlines()[1].split()[:3] == ["1", "Friday", "club"]
    assert "swedish" in out and "Anna, Bo, Cia, Dan" in out

    code, out, err = cli(capsys, db, "edit", "1", "2", "--winner", "Bo",
                         "Anna=4", "Bo=30", "Cia=0", "Dan=2")
    assert code == 0, err
    assert out.splitlines() == ["hand 2 changed", "  hand 3: East Bo -> Cia"]
    code, out, err = cli(capsys, db, "delete-hand", "1", "2")
    assert code == 0, err
    assert out.splitlines() == ["hand 2 deleted", "  hand 2: East Cia -> Bo"]
    assert len(load(db, 1).hands) == 2

    exported = tmp_path / "friday.json"
    code, out, _ = cli(capsys, db, "export", "1", str(exported))
    assert code == 0 and exported.exists()
    code, out, _ = cli(capsys, db, "import", str(exported))
    assert code == 0 and out == "2\n"
    assert load(db, 2).hands == load(db, 1).hands


def test_cli_new_options(capsys: pytest.CaptureFixture[str], db: Path) -> None:
    code, out, err = cli(capsys, db, "new", "--rules", "norwegian", "--players", "A,B,C",
                         "--convention", "differences", "--no-east-double", "--limit",
                         "none", "--start-balance", "-50", "--rounds", "2")
    assert code == 0, err
    s = load(db, int(out)).settings
    assert (s.players, s.convention, s.east_double, s.limit, s.start_balance,
            s.rounds) == (("A", "B", "C"), "differences", False, None, -50, 2)
    code, out, _ = cli(capsys, db, "new", "--rules", "dmjl", "--players", "A,B",
                       "--limit", "300")
    assert load(db, int(out)).settings.limit == 300


@pytest.mark.parametrize(("args", "message"), [
    (["new", "--rules", "nosuch", "--players", "A,B"], "no such rule set"),
    (["new", "--rules", "swedish", "--players", "A"], "2 to 4 players"),
    (["new", "--rules", "swedish", "--players", "A,a"], "same name"),
    (["new", "--rules", "swedish", "--players", "A,B", "--limit", "x"],
     "--limit: 'x' is not a whole number"),
    (["new", "--rules", "swedish", "--players", "A,B", "--rounds", "5"], "1 to 4 rounds"),
    (["show", "9"], "there is no game 9"),
    (["show", "x"], "'x' is not a whole number"),
    (["record", "1", "--winner", "Eve", "Anna=1", "Bo=2"], "'Eve' is not a player"),
    (["record", "1", "--winner", "Anna", "Anna=1"], "missing: Bo"),
    (["record", "1", "--winner", "Anna", "Anna=1", "Bo"], "'Bo': write each player"),
    (["record", "1", "--winner", "Anna", "Anna=1", "anna=2", "Bo=3"], "given twice"),
    (["record", "1", "--winner", "Anna", "Anna=", "Bo=3"], "give Anna's tiles or score"),
    (["record", "1", "--winner", "Bo", "Anna=-1", "Bo=3"], "hand 2: Anna: '-1'"),
    (["record", "1", "--winner", "Anna", "Anna=1", "Bo=2", "--flag", "x"], "invalid choice"),
    (["record", "1", "--winner", "none", "--win", "2s", "Anna=1", "Bo=2"], "drawn hand"),
    (["record", "1", "--winner", "Anna", "Anna=123m", "Bo=2"], "winning tile"),
    (["edit", "1", "5", "--winner", "Anna", "Anna=1", "Bo=2"], "there is no hand 5"),
    (["delete-hand", "1", "3"], "there is no hand 3"),
    (["import", "/no/such/file.json"], "cannot read the file"),
    (["export", "1", "/no/such/dir/out.json"], "cannot write the file"),
    (["frobnicate"], "invalid choice"),
])
def test_cli_bad_input(capsys: pytest.CaptureFixture[str], db: Path, args: list[str],
                       message: str) -> None:
    with Store(db) as store:
        game_id = store.create_game(Game(GameSettings.for_ruleset(
            ("Anna", "Bo"), load_ruleset("norwegian"))))
        store.record_hand(game_id, typed(0, 10, 2))
    before = _snapshot(db)
    code, out, err = cli(capsys, db, *args)
    assert code == 2
    assert out == ""
    assert err.count("\n") == 1 and err.startswith("mahjong-score: ")
    assert message in err
    assert _snapshot(db) == before


def load(db: Path, game_id: int) -> Game:
    with Store(db) as store:
        return store.load_game(game_id)


def _snapshot(db: Path) -> list[tuple[GameSummary, Game]]:
    with Store(db) as store:
        return [(s, store.load_game(s.id)) for s in store.list_games()]


def test_cli_refuses_a_damaged_database(db: Path) -> None:
    db.write_bytes(b"SQLite format 3\x00" + b"\x01" * 5000)
    before = db.read_bytes()
    out = subprocess.run([sys.executable, "-m", "scoring", "game", "--db", str(db), "list"],
                         cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert out.returncode == 2
    assert out.stderr.startswith(f"mahjong-score: {db}: ")
    assert out.stderr.count("\n") == 1 and "Traceback" not in out.stderr
    assert db.read_bytes() == before


def test_cli_as_a_user_runs_it(tmp_path: Path) -> None:
    db = tmp_path / "g.sqlite"

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "scoring", "game", "--db", str(db),
                               *args], cwd=ROOT, capture_output=True, text=True, timeout=60)

    assert run("new", "--rules", "norwegian", "--players", "Anna,Bo").stdout == "1\n"
    out = run("record", "1", "--winner", "Anna", "--win", "2s", f"Anna={WIN_HAND}", "Bo=8")
    assert out.returncode == 0, out.stderr
    out = run("record", "1", "--winner", "Bo", "Anna=1")
    assert out.returncode == 2 and "Traceback" not in out.stderr
    out = run("show", "1")
    assert out.returncode == 0 and "24*" in out.stdout


def test_cli_finish_and_reopen(capsys: pytest.CaptureFixture[str], db: Path) -> None:
    cli(capsys, db, "new", "--rules", "norwegian", "--players", "Anna,Bo")
    assert cli(capsys, db, "finish", "1")[:2] == (0, "game 1 finished\n")
    code, _, err = cli(capsys, db, "record", "1", "--winner", "Bo", "Anna=2", "Bo=10")
    assert code == 2 and "finished" in err and load(db, 1).hands == []
    assert "The game is finished." in cli(capsys, db, "show", "1")[1]
    assert cli(capsys, db, "finish", "1", "--reopen")[:2] == (0, "game 1 reopened\n")
    code, _, err = cli(capsys, db, "record", "1", "--winner", "Bo", "Anna=2", "Bo=10")
    assert code == 0, err
    assert len(load(db, 1).hands) == 1
