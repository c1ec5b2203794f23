"""``mahjong-score score --rules ponjan`` and ``rules ponjan``, run as a user runs them."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "scoring", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)


def test_score_json_contract() -> None:
    out = run("score", "--rules", "ponjan", "--seat", "S", "--win", "0b", "--from",
              "discard", "--json", "000r 111k 000b")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert (data["score"], data["points"], data["base"], data["unit"]) == (40, 3, 4, 10)
    assert [i["rule"] for i in data["items"]] == ["three-colours", "no-steals"]
    assert {"name": "Three Color", "aliases": ["Three Colors"], "source": "002:69-70",
            "points": 2, "count": 1}.items() <= data["items"][0].items()
    assert data["arrangement"] == ["000r", "000b", "111k"]
    assert data["payments"] == {"discarder": 40, "each_other_player": None}


def test_the_boss_scores_x15_and_flags_count() -> None:
    out = run("score", "--rules", "ponjan", "--win", "1d", "--flag", "reach", "--flag",
              "ippatsu", "--json", "111r", "111w", "111d")
    data = json.loads(out.stdout)
    assert data["boss"] and (data["points"], data["score"]) == (7, 180)


def test_readable_table_shows_the_formula() -> None:
    out = run("score", "--rules", "ponjan", "--seat", "E", "--from", "wall", "--win", "0b",
              "(000r) 111r 000b")
    assert out.returncode == 0
    assert "Complete With Draw" in out.stdout and "[002:66-67]" in out.stdout
    assert "Points 1: base 2^(1-1) = 1 x 15 (boss) = 15" in out.stdout
    assert out.stdout.rstrip().endswith("Score: 15 (each other player pays 15/2 = 7, truncated)")


@pytest.mark.parametrize(("args", "message"), [
    (["--win", "0b", "(000r) 111r 000b"], "needs at least one combination"),
    (["--loser", "000r 11r"], "--loser: Ponjan scores only the winner's hand"),
    (["--round", "S", "--win", "0r", "000r 111r 000b"], "no prevailing wind"),
    (["--east-streak", "2", "--win", "0r", "000r 111r 000b"], "--east-streak"),
    (["--limit", "none", "--win", "0r", "000r 111r 000b"], "no limit"),
    (["--seat", "N", "--win", "0r", "000r 111r 000b"], "seats E (the boss), S and W"),
    (["--win", "0r", "[0000r] 111r 00b"], "no kongs"),
    (["--win", "1r", "(01w2w) 111r 000b"], "no chows"),
    (["--win", "0r", "(00r) 0r 111r 000b"], "no exposed pairs"),
    (["--win", "0r", "0000r 11r 000b"], "4 x 0r"),
    (["--win", "0r", "(000r) (111r) (000b)"], "at most 2 stolen sets"),
    (["--win", "0r", "000r 111r 000b 1f"], "no bonus tiles"),
    (["--win", "0r", "--from", "loose", "000r 111r 000b"], "no loose tile"),
    (["--win", "0r", "--flag", "original-call", "000r 111r 000b"], "means nothing in Ponjan"),
    (["--win", "0r", "--flag", "ippatsu", "000r 111r 000b"], "Ippatsu needs Reach"),
    (["000r 111r 000b"], "needs its winning tile"),
    (["--win", "2k", "000r 111r 000b"], "there is no tile 2k"),
])
def test_refusals_are_one_line_exit_2(args: list[str], message: str) -> None:
    out = run("score", "--rules", "ponjan", *args)
    assert out.returncode == 2
    assert out.stdout == ""
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1 and message in lines[0], out.stderr


def test_classical_rule_sets_refuse_ponjan_flags() -> None:
    out = run("score", "--flag", "reach", "--win", "5p", "123m 456p 789s 55p (777z)")
    assert out.returncode == 2 and "'reach' is not a flag" in out.stderr


def test_rules_prints_the_generated_reference() -> None:
    out = run("rules", "ponjan")
    assert out.returncode == 0
    assert out.stdout == (ROOT / "docs" / "rules" / "ponjan.md").read_text(encoding="utf-8")


def test_a_house_copy_loads_by_path(tmp_path: Path) -> None:
    text = (ROOT / "scoring" / "rulesets" / "ponjan.toml").read_text(encoding="utf-8")
    path = tmp_path / "house.toml"
    path.write_text(text.replace('formula = "code"', 'formula = "readme"'), encoding="utf-8")
    out = run("score", "--rules", str(path), "--seat", "S", "--from", "wall", "--win",
              "0b", "--json", "000r 111k 000b")
    assert json.loads(out.stdout)["score"] == 160  # README 16 x 10
    # a game of the house's copy keeps its own rules: the README's formula
    db = str(tmp_path / "g.sqlite3")
    out = run("game", "--db", db, "new", "--rules", str(path), "--players", "A,B,C")
    assert out.returncode == 0 and out.stdout.strip() == "1"
    out = run("game", "--db", db, "record", "1", "--winner", "B", "--win", "0b", "--from",
              "wall", "B=000r 111k 000b")
    assert out.returncode == 0, out.stderr
    out = run("game", "--db", db, "show", "1", "--json")
    assert json.loads(out.stdout)["hands"][0]["changes"] == [-80, 160, -80]
