"""What the command line prints where its documentation once said otherwise (issue 17):
the bare command, ``rulesets``, the options' help, the unknown rule set, a loser's sets,
and the count of a season's hands."""

from __future__ import annotations

from pathlib import Path

import pytest

from scoring.cli.main import main
from scoring.games.game import Entry, Game, GameSettings, HandRecord
from scoring.records import gamefile
from scoring.rules.penalty import Penalty
from scoring.rules.ruleset import builtin_ids, load_ruleset


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    try:
        code = main(list(args))
    except SystemExit as exc:  # argparse: --help, --version, a usage error
        code = int(exc.code or 0)
    out = capsys.readouterr()
    return code, out.out, out.err


def test_a_bare_command_prints_the_usage_and_every_command(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys)
    assert code == 2  # nothing was done: a script that left out the command hears so
    assert err == "mahjong-score: give a command, such as mahjong-score score --help\n"
    assert out.startswith("usage: mahjong-score")
    for command in ("score", "compare", "rulesets", "rules", "settle", "game", "season",
                    "sheet"):
        assert f"    {command} " in out, command


def test_rulesets_prints_the_ids_one_a_line(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "rulesets")
    assert code == 0
    assert out.splitlines() == sorted(builtin_ids() + builtin_ids("ponjan"))
    assert "ponjan" in out.splitlines()


def test_rulesets_long_describes_each(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "rulesets", "--long")
    lines = out.splitlines()
    assert code == 0 and [line.split()[0] for line in lines] == sorted(
        builtin_ids() + builtin_ids("ponjan"))
    assert "norwegian      Norwegian (source 001); limit 500; 33 rules" in lines
    assert "ponjan         Ponjan (source 002); no limit; 11 combinations" in lines


def test_an_unknown_rule_set_names_every_built_in_one(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "score", "--rules", "nope", "--win", "2s", "22s")
    assert code == 2 and out == ""
    assert err == ("mahjong-score: nope: no such rule set; the built-in ones are bmja, "
                   "bmja-kajongg, dmjl, millington, norwegian, ponjan, swedish, "
                   "swedish-quick\n")


def test_settle_help_says_what_each_option_does(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "settle", "--help")
    assert code == 0
    text = " ".join(out.split())
    assert "(default: classic)" in text
    assert "--winner {E,S,W,N,none} the seat that went mah-jong" in text
    assert "--json print the result as JSON" in text


def test_score_help_shows_the_seat_default(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "score", "--help")
    assert code == 0 and "the player's seat wind (default: E)" in " ".join(out.split())


def test_a_losers_sets_line_keeps_his_chows_and_loose_tiles(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "score", "--loser", "123m 456m 55p 7s")
    assert code == 0
    lines = out.splitlines()
    assert lines[1:3] == ["Sets: 123m 456m 55p", "Loose tiles: 7s"]


def test_a_losers_declared_sets_and_pungs_stay_as_scored(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "score", "--loser", "--rules", "dmjl", "(555p) 777z 89m 1s")
    assert code == 0
    lines = out.splitlines()
    assert lines[1:3] == ["Sets: (555p) 777z", "Loose tiles: 89m 1s"]
    assert out.rstrip().endswith("Score: 20")  # (2 + 8) x 2: unchanged by the display


def test_a_seasons_game_line_and_note_count_hands_alike(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """One hand played and three penalties: the game line said "1 hands", the note on
    its copies "4 hands"; both now say "1 hand, 3 penalties"."""
    folder = tmp_path
    rs = load_ruleset("swedish")
    settings = GameSettings.for_ruleset(("Anna", "Bo", "Cia", "Dan"), rs)
    game = Game(settings, name="Friday", created="2026-11-20T20:15:00")
    game.hands.append(HandRecord(tuple(Entry(score=s) for s in (16, 8, 48, 26)), 2))
    gamefile.save(game, folder / "short.json")
    penalty = Penalty(payers=(1,), payees=(0, 2, 3), amount=300)
    game.hands += [HandRecord.of_penalty(penalty)] * 3
    gamefile.save(game, folder / "long.json")
    code, out, _ = run(capsys, "season", str(folder / "long.json"),
                       str(folder / "short.json"))
    assert code == 0
    assert "; swedish; 1 hand, 3 penalties)  " in out
    assert "(1 hand, 3 penalties), " in out and "short.json (1 hand))" in out
    assert "1 hands" not in out and "4 hands" not in out
