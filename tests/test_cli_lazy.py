"""The command line loads only what the command given uses (issue 18: cold paths).

What each command imports is checked in a fresh interpreter; the help that lists every
command, the errors and the commands' own help stay as they were.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from scoring.cli.main import _COMMANDS, _build_parser, main

ROOT = Path(__file__).resolve().parent.parent

#: runs the command line in a fresh interpreter, then prints the scoring modules loaded
_PROBE = """
import json, sys
from scoring.cli.main import main
try:
    main(sys.argv[1:])
except SystemExit:
    pass
print(json.dumps(sorted(m for m in sys.modules if m.startswith("scoring"))),
      file=sys.stderr)
"""


def _modules(*argv: str) -> set[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-c", _PROBE, *argv], capture_output=True,
                         text=True, env=env, cwd=ROOT, check=False)
    return set(json.loads(out.stderr.strip().splitlines()[-1]))


def _under(modules: set[str], *packages: str) -> set[str]:
    return {m for m in modules if any(m == p or m.startswith(p + ".") for p in packages)}


def test_version_imports_no_layer() -> None:
    loaded = _modules("--version")
    assert _under(loaded, "scoring.hands", "scoring.rules", "scoring.games",
                  "scoring.records", "scoring.ponjan") == set()
    assert "scoring.cli.main" in loaded


def test_score_imports_the_engine_only() -> None:
    loaded = _modules("score", "--win", "5p", "--from", "wall", "123m 456m 789s 555p 22s")
    assert {"scoring.rules.engine", "scoring.rules.ruleset"} <= loaded
    # the kinds' registry (names only) tells which kind's command line scores it
    assert _under(loaded, "scoring.games", "scoring.records", "scoring.cli.game",
                  "scoring.cli.season", "scoring.ponjan") == {"scoring.games",
                                                              "scoring.games.kinds"}


def test_a_flag_is_checked_against_both_games_flags(
        capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["score", "--flag", "bogus", "x"])
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert "'original-call'" in err and "'reach', 'ippatsu'" in err
    args = _build_parser().parse_args(["score", "--flag", "reach", "--flag",
                                       "kong-upon-kong", "x"])
    assert args.flag == ["reach", "kong-upon-kong"]


def test_a_ponjan_hand_loads_ponjan_and_not_the_games() -> None:
    loaded = _modules("score", "--rules", "ponjan", "--win", "0b", "000r 111k 000b 234p 55s")
    assert "scoring.ponjan.score" in loaded
    assert _under(loaded, "scoring.games", "scoring.records") == {"scoring.games",
                                                                  "scoring.games.kinds"}


def test_compare_loads_the_kind_whose_notation_reads_the_hand() -> None:
    # a classical hand: the classical kind's comparison, nothing of Ponjan's
    loaded = _modules("compare", "--win", "3p", "123m 456m 789s 11z 234p")
    assert {"scoring.rules.compare", "scoring.cli.classical"} <= loaded
    assert _under(loaded, "scoring.ponjan", "scoring.cli.ponjan", "scoring.games",
                  "scoring.records") == {"scoring.games", "scoring.games.kinds"}
    # a Ponjan hand: the classical reader refuses it, Ponjan's kind compares it
    loaded = _modules("compare", "--win", "1d", "111r (111w) 111d")
    assert {"scoring.ponjan.compare", "scoring.cli.ponjan"} <= loaded
    assert "scoring.rules.compare" not in loaded
    assert _under(loaded, "scoring.games", "scoring.records") == {"scoring.games",
                                                                  "scoring.games.kinds"}


def test_the_help_of_the_program_lists_every_command_in_order(
        capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["--help"])
    assert exit_.value.code == 0
    listed = [line.split()[0] for line in capsys.readouterr().out.splitlines()
              if line.startswith("    ") and line.split()[0] in _COMMANDS]
    assert listed == list(_COMMANDS)


def test_a_command_made_first_keeps_the_order_of_the_commands() -> None:
    parser = _build_parser()
    parser.parse_args(["sheet", "x.json", "--xlsx", "x.xlsx"])  # makes sheet's parser
    help_text = parser.format_help()  # makes the others
    lines = [line.split()[0] for line in help_text.splitlines()
             if line.startswith("    ") and line.split()[0] in _COMMANDS]
    assert lines == list(_COMMANDS)
    assert help_text == _build_parser().format_help()


def test_an_unknown_command_names_every_command(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["scor"])
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert ", ".join(repr(c) for c in _COMMANDS) in err


def test_each_command_parses_as_before() -> None:
    args = _build_parser().parse_args(["settle", "--winner", "E", "E=16", "S=8"])
    assert (args.command, args.winner, args.scores, args.convention) == (
        "settle", "E", ["E=16", "S=8"], "classic")
    args = _build_parser().parse_args(["game", "--db", "x", "show", "3", "--json"])
    assert (args.command, args.game_command, args.id, args.json) == ("game", "show", 3, True)
