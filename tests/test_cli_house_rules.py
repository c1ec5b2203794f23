"""``mahjong-score rules copy|set|diff``, ``season --rules`` and ``game show --rules``:
their outputs, refusals that leave every file byte for byte as it was, comments
kept, exit statuses, databases read and never written."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from scoring.cli.main import main
from scoring.rules.ruleset import load_ruleset, read_rule_text

ROOT = Path(__file__).resolve().parent.parent


def cli(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def _digest(path: Path) -> tuple[str, int]:
    return hashlib.sha256(path.read_bytes()).hexdigest(), path.stat().st_mtime_ns


@pytest.fixture
def house(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    path = tmp_path / "club.toml"
    assert cli(capsys, "rules", "copy", "bmja", str(path))[0] == 0
    return path


def test_copy_writes_a_house_file_with_every_comment(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "club.toml"
    code, out, err = cli(capsys, "rules", "copy", "bmja", str(path), "--name", "Club")
    assert (code, err) == (0, "")
    assert out == f"{path}: bmja-house (Club), a copy of bmja; 64 rules\n"
    text, original = path.read_text(encoding="utf-8"), read_rule_text("bmja")[0]
    assert text.replace('id = "bmja-house"', 'id = "bmja"', 1).replace(
        'name = "Club"', 'name = "British (BMJA)"', 1) == original
    assert load_ruleset(str(path)).id == "bmja-house"
    code, out, _ = cli(capsys, "rules", "copy", str(path), str(tmp_path / "b.toml"),
                       "--id", "friday")
    assert code == 0 and "friday (Club), a copy of bmja-house" in out


def test_copy_refuses_an_existing_file_a_built_in_id_and_ponjan(
        house: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    before = _digest(house)
    code, out, err = cli(capsys, "rules", "copy", "norwegian", str(house))
    assert (code, out) == (2, "") and "the file exists" in err
    assert _digest(house) == before
    other = tmp_path / "x.toml"
    code, _, err = cli(capsys, "rules", "copy", "bmja", str(other), "--id", "swedish")
    assert code == 2 and "built-in rule set's" in err and not other.exists()
    code, _, err = cli(capsys, "rules", "copy", "ponjan", str(other))
    assert code == 2 and "Ponjan" in err and not other.exists()
    code, _, err = cli(capsys, "rules", "copy", "no-such", str(other))
    assert code == 2 and "no such rule set" in err and not other.exists()
    assert [p.name for p in tmp_path.iterdir()] == ["club.toml"]  # no temporary file


def test_set_changes_a_rule_and_keeps_everything_else(
        house: Path, capsys: pytest.CaptureFixture[str]) -> None:
    before = house.read_text(encoding="utf-8")
    code, out, err = cli(capsys, "rules", "set", str(house), "exposed-pung-minor",
                         "points=4")
    assert (code, err) == (0, "")
    assert out == f"{house}: rule exposed-pung-minor: points=4\n"
    after = house.read_text(encoding="utf-8")
    assert after == before.replace(
        'id = "exposed-pung-minor"\nname = "Exposed Pung of Minor Tiles"\n'
        'condition = "meld"\nparams = { kind = "pung", exposure = "exposed", '
        'tiles = "simple" }\npoints = 2\n',
        'id = "exposed-pung-minor"\nname = "Exposed Pung of Minor Tiles"\n'
        'condition = "meld"\nparams = { kind = "pung", exposure = "exposed", '
        'tiles = "simple" }\npoints = 4\n')
    code, out, _ = cli(capsys, "score", "--rules", str(house), "--loser", "(555p)")
    assert code == 0 and "Score: 4" in out


def test_set_switches_a_rule_off_and_the_reference_says_so(
        house: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli(capsys, "rules", "set", str(house), "dragon-pair", "enabled=false")[0] == 0
    _, out, _ = cli(capsys, "score", "--rules", str(house), "--loser", "(555p) 77z")
    assert "Pair of Dragons" not in out and "Score: 2" in out
    _, reference, _ = cli(capsys, "rules", str(house))
    assert "## Switched off" in reference
    assert "| Pair of Dragons | 2 points |" in reference.split("## Switched off")[1]


def test_set_the_files_own_keys(house: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = cli(capsys, "rules", "set", str(house), "limit=2000",
                       "name=Club rules 2027")
    assert code == 0 and out == f'{house}: limit=2000, name="Club rules 2027"\n'
    rs = load_ruleset(str(house))
    assert (rs.limit, rs.name) == (2000, "Club rules 2027")
    code, out, _ = cli(capsys, "rules", "set", str(house), "limit=2000")
    assert code == 0 and "unchanged" in out


@pytest.mark.parametrize(("args", "message"), [
    (["exposed-pung-minor", "points=-1"],
     "club.toml, line 87: rule 3: points: expected a whole number from 0 to 1000, "
     "not -1"),
    (["exposed-pung-minor", "limit=2"], "rule 3: limit: expected one of true, or a share"),
    (["exposed-pung-minor", "enabled=maybe"], "rule 3: enabled: expected true or false"),
    (["exposed-pung-minor", "condition=meld"], "a rule's condition is not changed here"),
    (["no-such-rule", "points=1"], "has no rule 'no-such-rule'"),
    (["exposed-pung-minor"], "give the new values of rule 'exposed-pung-minor'"),
    (["limit=none"], "club.toml, line 20: limit: a rule set with limit hands needs a limit"),
    (["tiles=modern"], "tiles"),
    (["id=bmja"], "built-in rule set's"),
    (["points"], "give the new values of rule 'points'"),
    (["colour=red"], "colour is not a key of the file"),
])
def test_a_refused_change_leaves_the_file_byte_identical(
        house: Path, capsys: pytest.CaptureFixture[str], args: list[str],
        message: str) -> None:
    before = _digest(house)
    code, out, err = cli(capsys, "rules", "set", str(house), *args)
    assert (code, out) == (2, "")
    assert err.startswith("mahjong-score: ") and err.count("\n") == 1
    assert message in err, err
    assert _digest(house) == before
    assert sorted(p.name for p in house.parent.iterdir()) == ["club.toml"]


def test_set_changes_a_penalty_as_a_rule(tmp_path: Path,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    house = tmp_path / "kajongg.toml"
    assert cli(capsys, "rules", "copy", "bmja-kajongg", str(house))[0] == 0
    before = house.read_text(encoding="utf-8")
    code, out, err = cli(capsys, "rules", "set", str(house), "false-claim-set", "points=60")
    assert (code, err) == (0, "")
    assert out == f"{house}: penalty false-claim-set: points=60\n"
    assert house.read_text(encoding="utf-8") == before.replace(
        'name = "False Naming of Discard, Claimed for Chow/Pung/Kong"\npoints = 50\n',
        'name = "False Naming of Discard, Claimed for Chow/Pung/Kong"\npoints = 60\n')
    _, reference, _ = cli(capsys, "rules", str(house))
    assert "| False Naming of Discard, Claimed for Chow/Pung/Kong | 60 points |" in reference
    # refused: the loader's message, the file byte for byte as it was
    digest = _digest(house)
    for args, message in (
            (["false-claim-set", "points=0"], "penalty 2: points: must be a whole number "
                                              "from 1 to 1000000000"),
            (["false-mahjong", "limit=2"], "penalty 3: limit: must be a part of the limit"),
            (["false-claim-set", "enabled=false"], "a penalty's enabled is not changed "
                                                   "here")):
        code, out, err = cli(capsys, "rules", "set", str(house), *args)
        assert (code, out) == (2, "") and message in err, err
        assert _digest(house) == digest


def test_a_copy_of_a_house_file_is_numbered(house: Path, tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    second, third = tmp_path / "second.toml", tmp_path / "third.toml"
    code, out, _ = cli(capsys, "rules", "copy", str(house), str(second))
    assert code == 0 and out.startswith(f"{second}: bmja-house-2 (British (BMJA)), a copy "
                                        "of bmja-house;")
    assert cli(capsys, "rules", "copy", str(second), str(third))[0] == 0
    assert load_ruleset(str(third)).id == "bmja-house-3"
    assert load_ruleset(str(house)).id == "bmja-house"  # the file copied is not changed


def test_set_refuses_what_is_not_a_house_file(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = cli(capsys, "rules", "set", "bmja", "limit=2000")
    assert code == 2 and "no such rule file" in err and "rules copy" in err
    builtin = ROOT / "scoring" / "rulesets" / "bmja.toml"
    before = _digest(builtin)
    code, _, err = cli(capsys, "rules", "set", str(builtin), "limit=2000")
    assert code == 2 and "a built-in rule set is not changed" in err
    assert _digest(builtin) == before
    broken = tmp_path / "broken.toml"
    broken.write_text("id = \n", encoding="utf-8")
    code, _, err = cli(capsys, "rules", "set", str(broken), "name=x")
    assert code == 2 and "line 1" in err and "not valid TOML" in err
    assert broken.read_text(encoding="utf-8") == "id = \n"


def test_diff_as_text_and_json(house: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cli(capsys, "rules", "set", str(house), "exposed-pung-minor", "doubles=1")
    cli(capsys, "rules", "set", str(house), "limit=1500")
    code, out, _ = cli(capsys, "rules", "diff", "bmja", str(house))
    assert code == 0
    assert out == ("From bmja to bmja-house:\n\nThe file:\n  id: 'bmja' -> 'bmja-house'\n"
                   "  limit: 1000 -> 1500\n\nChanged rules (1):\n"
                   "  exposed-pung-minor (Exposed Pung of Minor Tiles):\n"
                   "    value: '2 points' -> '1 double'\n")
    code, out, _ = cli(capsys, "rules", "diff", "bmja", str(house), "--json")
    data = json.loads(out)
    assert data["file"][1] == {"key": "limit", "a": 1000, "b": 1500}
    assert data["changed"][0]["id"] == "exposed-pung-minor"
    assert data["added"] == [] and data["removed"] == []
    code, out, _ = cli(capsys, "rules", "diff", "bmja", "bmja")
    assert (code, out) == (0, "bmja and bmja: the same rules\n")
    code, _, err = cli(capsys, "rules", "diff", "bmja", "ponjan")
    assert code == 2 and "ponjan" in err


def test_the_reference_still_works_and_the_help_tells_the_forms_apart(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = cli(capsys, "rules", "bmja")
    assert code == 0 and out.startswith("# British (BMJA)")
    code, out, _ = cli(capsys, "rules", "ponjan")
    assert code == 0 and out.startswith("#")
    code, _, err = cli(capsys, "rules", "bmja", "extra")
    assert code == 2 and "unrecognized arguments: extra" in err
    with pytest.raises(SystemExit) as done:
        main(["rules", "--help"])
    assert done.value.code == 0
    out = capsys.readouterr().out
    assert "copy, set and diff are" in out and "--id NEW" in out and "--json" in out
    with pytest.raises(SystemExit) as done:
        main(["rules", "diff", "bmja"])
    assert done.value.code == 2
    assert "mahjong-score rules diff: error" not in capsys.readouterr().err


def _game(db: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A norwegian game: hand 1 has two chows (bmja allows one), hand 2 scores."""
    for args in (
            ["new", "--rules", "norwegian", "--players", "Anna,Bo,Cia,Dan", "--name", "Fri"],
            ["record", "1", "--winner", "Cia", "--win", "2s", "Anna=16", "Bo=8",
             "Cia=123m 456m 789s 555p 22s", "Dan=26"],
            ["record", "1", "--winner", "Anna", "--win", "2s",
             "Anna=(222p) 555p 777s 999s 22s", "Bo=(777z)", "Cia=0", "Dan=4"]):
        assert cli(capsys, "game", "--db", str(db), *args)[0] == 0


def test_season_what_if(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "club.sqlite3"
    _game(db, capsys)
    before = _digest(db)
    code, out, err = cli(capsys, "season", "--db", str(db), "--rules", "bmja")
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[0] == ("What if: every classical game under the rules of bmja (bmja: "
                        "British (BMJA)) instead of its own; nothing is stored.")
    assert lines[1] == ("0 hands score differently; 1 hand could not be scored under "
                        "these rules (counted as 0):")
    assert lines[2].startswith("  club.sqlite3 #1, hand 1: Cia: the hand is not complete")
    assert "at most 1 chow" in lines[2]
    assert lines[3] == "  Anna: +304 (played: +252, +52)"
    assert "Rank  Player" in out and "(club.sqlite3 #1; bmja; 2 hands)" in out
    assert "Note:" not in out
    code, out, _ = cli(capsys, "season", "--db", str(db), "--rules", "bmja", "--json")
    data = json.loads(out)
    assert data["what_if"]["rules"] == {"id": "bmja", "name": "British (BMJA)",
                                        "path": "bmja"}
    assert data["what_if"]["unscorable"][0]["hand"] == 1
    assert data["players"][0]["name"] == "Anna" and data["players"][0]["balance"] == 304
    assert {"name": "Anna", "played": 252, "balance": 304, "difference": 52} in \
        data["what_if"]["players"]
    # the real standings are as they were
    code, out, _ = cli(capsys, "season", "--db", str(db), "--json")
    assert json.loads(out)["players"][0]["balance"] == 252
    assert _digest(db) == before


def test_season_what_if_writes_a_workbook_and_never_its_inputs(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "club.sqlite3"
    _game(db, capsys)
    rules = tmp_path / "club.toml"
    cli(capsys, "rules", "copy", "norwegian", str(rules))
    cli(capsys, "rules", "set", str(rules), "limit=100")
    before, rules_before = _digest(db), _digest(rules)
    out_file = tmp_path / "what-if.xlsx"
    code, out, _ = cli(capsys, "season", "--db", str(db), "--rules", str(rules),
                       "--xlsx", str(out_file))
    assert code == 0 and out.endswith(f"workbook written to {out_file}\n")
    from openpyxl import load_workbook
    cells = [str(c.value) for ws in load_workbook(out_file) for row in ws.iter_rows()
             for c in row if c.value is not None]
    assert any("What if: every classical game under the rules of" in c for c in cells)
    code, _, err = cli(capsys, "season", "--db", str(db), "--rules", str(rules),
                       "--xlsx", str(rules))
    assert code == 2 and "same file as the input" in err
    assert (_digest(db), _digest(rules)) == (before, rules_before)


def test_game_show_what_if(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "club.sqlite3"
    _game(db, capsys)
    before = _digest(db)
    code, out, _ = cli(capsys, "game", "--db", str(db), "show", "1", "--rules", "bmja")
    assert code == 0
    assert out.startswith("What if: game 1 under the rules of bmja (bmja: British "
                          "(BMJA)) instead of norwegian; nothing is stored.\n")
    assert "rules bmja; settlement classic" in out
    assert "! cannot be scored under these rules (Cia: the hand is not complete" in out
    assert "until edited" not in out
    code, out, _ = cli(capsys, "game", "--db", str(db), "show", "1", "--rules", "bmja",
                       "--json")
    data = json.loads(out)
    assert data["rules"] == "bmja" and data["what_if"]["game_rules"] == "norwegian"
    assert data["what_if"]["unscorable"][0]["hand"] == 1
    assert data["balances"] == [304, -128, -96, -80]
    assert data["what_if"]["played_balances"] == [252, -186, 0, -66]
    code, out, _ = cli(capsys, "game", "--db", str(db), "show", "1", "--json")
    assert json.loads(out)["rules"] == "norwegian" and "what_if" not in json.loads(out)
    code, _, err = cli(capsys, "game", "--db", str(db), "show", "1", "--rules", "nope")
    assert code == 2 and "no such rule set" in err
    assert _digest(db) == before


def test_a_stored_change_says_so_when_the_output_cannot_be_written(
        house: Path) -> None:
    """``rules set`` stores the change: exit 0 even when stdout is closed."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        ["sh", "-c", f'"{sys.executable}" -m scoring rules set "{house}" '
                     'exposed-pung-minor points=3 >&-'],
        capture_output=True, text=True, timeout=60, env=env)
    assert done.returncode == 0, done.stderr
    assert "the change was stored" in done.stderr
    assert "points = 3" in house.read_text(encoding="utf-8")


def test_season_what_if_as_a_pdf(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                 qapp: object) -> None:
    from pypdf import PdfReader
    db = tmp_path / "club.sqlite3"
    _game(db, capsys)
    before = _digest(db)
    out_file = tmp_path / "what-if.pdf"
    code, out, _ = cli(capsys, "season", "--db", str(db), "--rules", "bmja", "--pdf",
                       str(out_file))
    assert code == 0 and out.endswith(f"PDF written to {out_file}\n")
    text = " ".join(" ".join(page.extract_text().split())
                    for page in PdfReader(out_file).pages)
    assert "What if: every classical game under the rules of bmja" in text
    assert "cannot be scored under bmja" in text and "+304" in text
    assert _digest(db) == before
