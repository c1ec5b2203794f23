"""The mahjong-score command line: its exact contract, run as a user runs it."""

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


def test_score_json_has_the_contract_fields() -> None:
    out = run("score", "--json", "--win", "5p", "123m 456p 789s 55p (777z)")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["score"] == 48 and data["points"] == 24 and data["doubles"] == 1
    assert data["limit_hand"] is None
    assert {"rule": "dragon-set", "name": "Pung or kong of dragons", "points": 0,
            "doubles": 1}.items() <= data["items"][-1].items()


def test_score_defaults_are_norwegian_east_east_discard() -> None:
    default = run("score", "--json", "--win", "2s", "123m 456m 789s 111z 22s")
    explicit = run("score", "--json", "--rules", "norwegian", "--seat", "E", "--round",
                   "E", "--from", "discard", "--win", "2s", "123m 456m 789s 111z 22s")
    assert default.stdout == explicit.stdout
    assert json.loads(default.stdout)["doubles"] == 2  # own and prevailing wind


def test_score_readable_table() -> None:
    out = run("score", "--rules", "millington", "--seat", "S", "--from", "wall",
              "--win", "3p", "123m 456m 789s 11z 234p")
    assert out.returncode == 0
    assert "Only possible tile" in out.stdout and "[004:29]" in out.stdout
    assert out.stdout.rstrip().endswith("Score: 32")


def test_limit_hand_and_flags() -> None:
    out = run("score", "--json", "--rules", "dmjl", "--seat", "E", "--from", "wall",
              "--flag", "heavens-blessing", "--win", "2s", "123m 456m 789s 555p 22s")
    data = json.loads(out.stdout)
    assert data["limit_hand"] == "heavens-blessing" and data["score"] == 500


def test_loser_and_hand_in_several_arguments() -> None:
    out = run("score", "--json", "--loser", "--rules", "dmjl", "(555p)", "777z")
    assert json.loads(out.stdout)["score"] == (2 + 8) * 2


def test_limit_option() -> None:
    out = run("score", "--json", "--limit", "none", "--rules", "norwegian", "--from",
              "wall", "--win", "3p", "(777z) 111z (999m) 222p 33p 2f 3f 4y")
    assert json.loads(out.stdout)["score"] == 864


@pytest.mark.parametrize(("args", "message"), [
    (["score", "--win", "5p", "123x"], "'x' is not a suit letter"),
    (["score", "123m 456p 789s 55p (777z)"], "winning tile"),
    (["score", "--win", "5p5p", "123m 456p 789s 55p (777z)"], "exactly one tile"),
    (["score", "--rules", "nordic", "--loser", "5p"], "no such rule set"),
    (["score", "--seat", "X", "--loser", "5p"], "invalid choice: 'X'"),
    (["score", "--loser", "--win", "5p", "5p"], "exclude each other"),
    (["score", "--limit", "lots", "--loser", "5p"], "--limit: 'lots' is not a whole"),
    (["score", "--limit", "²", "--loser", "5p"], "--limit: '²' is not a whole number"),
    (["score", "123m 456p 789s 55p (777z)"], "give it with --win TILE (or score a hand "
     "that did not win with --loser)"),
    (["settle", "--winner", "W", "E=²", "S=2", "W=3"], "'E=²': '²' is not a whole number"),
    (["settle", "--winner", "W", "E=" + "9" * 5000, "S=2", "W=3"], "is not a whole number"),
    (["score", "--rules", "/dev/null", "--loser", "5p"], "/dev/null"),
    (["score", "--rules", "/dev/zero", "--loser", "5p"], "too large for a rule set"),
    (["sheet", "/dev/zero", "--xlsx", "/nonexistent/x.xlsx"], "too large for a game file"),
    (["settle", "--winner", "W", "E=1", "S=x"], "'x' is not a whole number"),
    (["settle", "--winner", "W", "E=1", "Q=2"], "SEAT=POINTS"),
    (["settle", "--winner", "W", "E=1", "S=2"], "winner 'W' is not one of the players"),
    (["bogus"], "invalid choice"),
])
def test_bad_input_is_one_line_exit_2(args: list[str], message: str) -> None:
    out = run(*args)
    assert out.returncode == 2
    assert out.stdout == ""
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1 and message in lines[0], out.stderr
    assert "Traceback" not in out.stderr


@pytest.mark.parametrize("args", [["rulesets"], ["rules", "swedish"],
                                  ["score", "--help"]])
def test_a_closed_output_pipe_ends_quietly(args: list[str]) -> None:
    """``mahjong-score rulesets | head -1``: the reader has gone; exit 0, no message."""
    import os
    read, write = os.pipe()
    os.close(read)  # the reader is gone before anything is written
    try:
        out = subprocess.run([sys.executable, "-m", "scoring", *args], cwd=ROOT,
                             stdout=write, stderr=subprocess.PIPE, text=True, check=False)
    finally:
        os.close(write)
    assert (out.returncode, out.stderr) == (0, "")


def test_rulesets_lists_ids_with_descriptions() -> None:
    out = run("rulesets")
    ids = [line.split()[0] for line in out.stdout.splitlines()]
    assert ids == ["bmja", "bmja-kajongg", "dmjl", "millington", "norwegian", "ponjan",
                   "swedish", "swedish-quick"]


def test_settle_json_contract() -> None:
    out = run("settle", "--convention", "differences", "--winner", "W", "--json",
              "E=16", "S=8", "W=48", "N=26")
    data = json.loads(out.stdout)
    assert data["totals"] == {"E": -68, "S": -74, "W": 126, "N": 16}
    assert {"from": "E", "to": "W", "amount": 64} in data["payments"]


def test_settle_classic_without_east_double() -> None:
    out = run("settle", "--no-east-double", "--winner", "S", "--json",
              "E=10", "S=20", "W=30", "N=0")
    data = json.loads(out.stdout)
    assert data["totals"] == {"E": -30, "S": 60, "W": 30, "N": -60}


def test_settle_draw_and_readable_table() -> None:
    out = run("settle", "--winner", "none", "E=10", "S=20")
    assert out.returncode == 0 and "(20-10)*2" in out.stdout


def test_installed_entry_point_matches_module() -> None:
    from scoring.cli.main import main
    assert main(["rulesets"]) == 0
