"""The command line changes only what it says it changed (docs/reliability.md,
promises 4-9): reading commands never write a database, the exit status says truly
whether a hand was stored, numbers are ASCII digits, a lone surrogate is refused
naming its field, and Ponjan rule files have the bounds and line numbers of
classical ones.
"""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from scoring.cli.main import main
from scoring.errors import RuleFileError
from scoring.games.game import Entry, Game, GameSettings, HandRecord
from scoring.ponjan.rules import load_ponjan_rules, parse_ponjan_rules
from scoring.records.gamefile import save
from scoring.records.storage import SCHEMA_VERSION, Store
from scoring.rules.ruleset import load_ruleset
from scoring.schema import MAX_RULES_TEXT
from tests.old_databases import version_1 as old_version_1

ROOT = Path(__file__).resolve().parent.parent
PONJAN = load_ponjan_rules("ponjan")


def cli(*args: str | Path, **kwargs: object) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-m", "scoring", *map(str, args)], cwd=ROOT,
                          env=env, text=True, timeout=120, **kwargs)  # type: ignore[call-overload]


def files(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


def run(args: list[str]) -> int:
    """``main(args)``: its exit status, also when argparse refuses the arguments."""
    try:
        return main(args)
    except SystemExit as exc:
        return int(exc.code or 0)


def one_line(capsys: pytest.CaptureFixture[str], code: int, *words: str) -> str:
    out, err = capsys.readouterr()
    assert code == 2 and out == "", (code, out, err)
    assert err.count("\n") == 1 and err.startswith("mahjong-score: "), err
    assert all(w in err for w in words), err
    return err


def sample_game() -> Game:
    game = Game(GameSettings.for_ruleset(("Anna", "Bo", "Cia", "Dan"),
                                         load_ruleset("swedish")), name="Friday")
    game.hands.append(HandRecord(tuple(Entry(score=s) for s in (16, 8, 48, 26)), 2))
    return game


def version_1(path: Path) -> None:
    """A database as version 1 of the program wrote it (no checksums, no uid), in the
    rollback-journal mode SQLite gives a file it creates."""
    with Store(path) as store:
        store.create_game(sample_game())
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA journal_mode = DELETE")
    conn.close()
    old_version_1(path)


# -- 4. a reading command never writes a database --------------------------------------

def test_a_refused_season_leaves_an_old_and_an_empty_database_as_they_were(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    version_1(tmp_path / "old-v1.sqlite3")
    (tmp_path / "empty.sqlite3").write_bytes(b"")
    before = files(tmp_path)
    code = main(["season", "--db", str(tmp_path / "old-v1.sqlite3"), "--db",
                 str(tmp_path / "empty.sqlite3"), "--same", "Bo"])
    one_line(capsys, code, "--same 'Bo'")
    assert files(tmp_path) == before
    code = main(["season", "--db", str(tmp_path / "old-v1.sqlite3"), "--db",
                 str(tmp_path / "empty.sqlite3")])
    one_line(capsys, code, "empty.sqlite3", "holds no score sheet")
    assert files(tmp_path) == before


@pytest.mark.parametrize("args", [["list"], ["show", "1"], ["show", "1", "--json"],
                                  ["export", "1", "{out}"]])
def test_reading_commands_read_an_old_database_as_it_is(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], args: list[str]) -> None:
    db = tmp_path / "db" / "old-v1.sqlite3"
    db.parent.mkdir()
    version_1(db)
    before = files(db.parent)
    out = tmp_path / "out.json"
    code = main(["game", "--db", str(db), *[a.format(out=out) for a in args]])
    assert code == 0, capsys.readouterr()
    assert "Anna" in capsys.readouterr().out + (out.read_text("utf-8") if out.exists() else "")
    assert files(db.parent) == before  # not upgraded, no journal or log left beside it
    # and season reads it as it is too
    assert main(["season", "--db", str(db)]) == 0
    assert files(db.parent) == before
    # a command that writes upgrades it
    assert main(["game", "--db", str(db), "finish", "1"]) == 0
    conn = sqlite3.connect(db)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    conn.close()


def test_reading_a_current_database_leaves_no_log_files(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "games.sqlite3"
    with Store(db) as store:  # a WAL database, as the program writes them
        store.create_game(sample_game())
    before = files(tmp_path)
    for args in (["game", "--db", str(db), "list"], ["game", "--db", str(db), "show", "1"],
                 ["season", "--db", str(db)]):
        assert main(args) == 0, capsys.readouterr()
        assert files(tmp_path) == before, args


@pytest.mark.parametrize("command", [["list"], ["show", "1"], ["export", "1", "x.json"]])
def test_a_reading_command_creates_no_database(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        command: list[str]) -> None:
    monkeypatch.chdir(tmp_path)
    code = main(["game", "--db", str(tmp_path / "none.sqlite3"), *command])
    one_line(capsys, code, "no such database file")
    assert list(tmp_path.iterdir()) == []


def test_a_refused_new_game_creates_no_database(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["game", "--db", str(tmp_path / "g.sqlite3"), "new", "--rules", "swedish",
                 "--players", "Anna"])
    one_line(capsys, code, "2 to 4")
    assert list(tmp_path.iterdir()) == []


# -- 5. the exit status says whether the hand was stored -------------------------------

def stored_hands(db: Path) -> int:
    with Store(db) as store:
        return len(store.load_game(1).hands)


RECORD = ["record", "1", "--winner", "none", "Anna=1", "Bo=2", "Cia=3", "Dan=4"]


@pytest.mark.parametrize("stdout", ["closed", "full"])
def test_a_hand_stored_with_its_output_lost_exits_0_and_says_so(tmp_path: Path,
                                                                 stdout: str) -> None:
    db = tmp_path / "games.sqlite3"
    with Store(db) as store:
        store.create_game(sample_game())
    if stdout == "closed":
        out = cli("game", "--db", db, *RECORD, stdin=subprocess.DEVNULL,
                  stderr=subprocess.PIPE, preexec_fn=lambda: os.close(1))
        reason = "standard output is closed"
    else:
        if not Path("/dev/full").exists():
            pytest.skip("no /dev/full")
        with open("/dev/full", "w") as full:
            out = cli("game", "--db", db, *RECORD, stdout=full, stderr=subprocess.PIPE)
        reason = "No space left on device"
    assert out.returncode == 0, out.stderr
    assert out.stderr == f"mahjong-score: cannot write the output ({reason}); the " \
                         "change was stored\n"
    assert stored_hands(db) == 2  # stored once


def test_a_reading_command_whose_output_is_lost_exits_2(tmp_path: Path) -> None:
    db = tmp_path / "games.sqlite3"
    with Store(db) as store:
        store.create_game(sample_game())
    if not Path("/dev/full").exists():
        pytest.skip("no /dev/full")
    with open("/dev/full", "w") as full:
        out = cli("game", "--db", db, "show", "1", stdout=full, stderr=subprocess.PIPE)
    assert out.returncode == 2
    assert out.stderr == "mahjong-score: cannot write the output (No space left on " \
                         "device)\n"


def test_a_refused_hand_with_its_output_closed_is_still_exit_2(tmp_path: Path) -> None:
    db = tmp_path / "games.sqlite3"
    with Store(db) as store:
        store.create_game(sample_game())
    out = cli("game", "--db", db, "record", "1", "--winner", "Eve", "Anna=1", "Bo=2",
              "Cia=3", "Dan=4", stderr=subprocess.PIPE, preexec_fn=lambda: os.close(1))
    assert out.returncode == 2 and out.stderr.count("\n") == 1, out.stderr
    assert "'Eve' is not a player" in out.stderr
    assert stored_hands(db) == 1


# -- 6. numbers are ASCII digits -----------------------------------------------------------

@pytest.mark.parametrize(("args", "text"), [
    (["delete-hand", "1", "١"], "'١'"),  # ARABIC-INDIC DIGIT ONE
    (["record", "1", "--penalty", "Anna", "--amount", "1_2"], "'1_2'"),
    (["new", "--rules", "swedish", "--players", "A,B,C,D", "--start-balance", "١٠"], "'١٠'"),
    (["new", "--rules", "swedish", "--players", "A,B,C,D", "--rounds", "²"], "'²'"),
    (["show", "１"], "'１'"),  # FULLWIDTH DIGIT ONE
    (["edit", "1", "1_0", "--winner", "none"], "'1_0'"),
])
def test_a_number_in_other_digits_is_refused_and_nothing_changes(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], args: list[str],
        text: str) -> None:
    db = tmp_path / "games.sqlite3"
    with Store(db) as store:
        store.create_game(sample_game())
    before = files(tmp_path)
    code = run(["game", "--db", str(db), *args])
    one_line(capsys, code, text, "not a whole number", "0-9")
    assert files(tmp_path) == before


def test_season_game_ids_and_score_streaks_are_ascii_too(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "games.sqlite3"
    with Store(db) as store:
        store.create_game(sample_game())
    one_line(capsys, run(["season", "--db", str(db), "--game", "١"]), "--game", "'١'")
    one_line(capsys, run(["score", "--east-streak", "١", "--win", "5p",
                           "123m 456p 789s 55p (777z)"]), "--east-streak", "'١'")


# -- 7. a lone surrogate in a game file -----------------------------------------------------

def with_surrogate(data: dict[str, object], field: str) -> None:
    hand = data["hands"][0]  # type: ignore[index]
    if field == "players[1]":
        data["players"][1] = "B\ud800o"  # type: ignore[index]
    elif field == "hands[0].note":
        hand["note"] = "\ud800"
    elif field == "ruleset.text":
        data["ruleset"]["text"] += "\n# \udfff\n"  # type: ignore[index]
    else:
        data[field] = "x\ud800"


@pytest.mark.parametrize("field", ["players[1]", "name", "hands[0].note", "uid", "created",
                                   "ruleset.text"])
def test_a_lone_surrogate_is_refused_naming_its_field(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], field: str) -> None:
    good = tmp_path / "good.json"
    save(sample_game(), good)
    data = json.loads(good.read_text(encoding="utf-8"))
    with_surrogate(data, field)
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data), encoding="utf-8")  # "\ud800" as JSON writes it
    db = tmp_path / "games.sqlite3"
    with Store(db) as store:
        store.create_game(sample_game())
    before = files(tmp_path)
    for args in (["game", "--db", str(db), "import", str(bad)], ["season", str(bad)],
                 ["sheet", str(bad), "--xlsx", str(tmp_path / "bad.xlsx")]):
        one_line(capsys, main(args), f"{field}: ", "lone surrogate")
        assert files(tmp_path) == before, args


def test_an_argument_that_is_not_utf8_is_refused(tmp_path: Path) -> None:
    db = tmp_path / "games.sqlite3"
    out = subprocess.run([sys.executable, "-m", "scoring", "game", "--db", str(db), "new",
                          "--rules", "swedish", "--players", b"\xff,B,C,D"], cwd=ROOT,
                         capture_output=True, text=True, timeout=120, check=False)
    assert out.returncode == 2 and out.stderr.count("\n") == 1, out.stderr
    assert "--players: not UTF-8 text" in out.stderr
    assert not db.exists()


# -- 8. and 9. Ponjan rule files -------------------------------------------------------------

def test_a_ponjan_rule_file_over_the_size_bound_is_refused_before_anything_is_stored(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    big = tmp_path / "big.toml"
    big.write_text(PONJAN.text + "\n# " + "x" * MAX_RULES_TEXT + "\n", encoding="utf-8")
    db = tmp_path / "games.sqlite3"
    code = main(["game", "--db", str(db), "new", "--rules", str(big), "--players", "A,B,C"])
    one_line(capsys, code, "too large for a rule set", f"at most {MAX_RULES_TEXT}")
    assert not db.exists()


@pytest.mark.parametrize(("old", "new", "where"), [
    ("unit = 10", '"unit" = 0', "score.unit: must be a whole number"),
    ("unit = 10", "'unit' = 0", "score.unit: must be a whole number"),
    ("rounds = 4", '"rounds" = "four"', "match.rounds: must be a whole number"),
    ("\n[score]", "\n[scores]", "scores: unknown key"),
    ("\n[score]", "\n[score]\nbogus = 1", "score.bogus: unknown key in [score]"),
    ("\n[score]", "\nx = [1, 2\n[score]", "not valid TOML"),
])
def test_a_ponjan_rule_file_mistake_names_its_line(old: str, new: str, where: str) -> None:
    assert old in PONJAN.text
    text = PONJAN.text.replace(old, new, 1)
    with pytest.raises(RuleFileError) as info:
        parse_ponjan_rules(text, "house.toml")
    assert where in str(info.value)
    wanted = next(i for i, s in enumerate(text.splitlines(), 1)
                  if s.strip() == new.strip().splitlines()[-1]) if "TOML" not in where \
        else None
    assert info.value.line is not None, str(info.value)
    if wanted is not None:
        assert info.value.line == wanted, str(info.value)
    assert str(info.value).startswith(f"house.toml, line {info.value.line}: ")


def test_a_ponjan_rule_file_nested_too_deeply_is_refused_with_its_line() -> None:
    text = PONJAN.text + "\nx = " + "[" * 5000 + "\n"
    with pytest.raises(RuleFileError, match="nested too deeply") as info:
        parse_ponjan_rules(text, "house.toml")
    assert info.value.line == len(PONJAN.text.splitlines()) + 2
