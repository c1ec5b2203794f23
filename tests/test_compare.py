"""mahjong-score compare: the table and the JSON against ``score`` for every rule set."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from scoring.cli.main import main
from scoring.rules.ruleset import builtin_ids, load_ruleset

HANDS = [
    (["--seat", "S", "--from", "wall", "--win", "3p"], "123m 456m 789s 11z 234p"),
    (["--round", "S", "--win", "5p"], "123m 456p 789s 55p (777z) 1f 2y"),
    (["--loser", "--seat", "W"], "(555p) 777z 19m 1f"),
    (["--win", "1m", "--from", "wall"], "119m 19p 19s 1234567z"),
    (["--win", "1a"], "123m 456m 789s 11z 234p 1a"),  # animals: only swedish knows them
]


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.mark.parametrize(("options", "hand"), HANDS)
def test_compare_json_is_score_json_for_every_ruleset(
        capsys: pytest.CaptureFixture[str], options: list[str], hand: str) -> None:
    code, out, _ = run(capsys, "compare", "--json", *options, hand)
    assert code == 0
    compared = json.loads(out)
    assert list(compared) == builtin_ids()
    assert "ponjan" not in compared
    for rid in builtin_ids():
        code, out, err = run(capsys, "score", "--rules", rid, "--json", *options, hand)
        if code == 0:
            assert compared[rid] == json.loads(out)
        else:
            assert compared[rid] == {"error": err.strip().removeprefix("mahjong-score: ")}


@pytest.mark.parametrize(("options", "hand"), HANDS)
def test_compare_table_has_every_rule_and_score(
        capsys: pytest.CaptureFixture[str], options: list[str], hand: str) -> None:
    code, table, _ = run(capsys, "compare", *options, hand)
    assert code == 0
    lines = table.splitlines()
    head = lines[0].split()
    assert head == ["Rule", *builtin_ids()]
    score_line = next(line for line in lines if line.startswith("Score "))
    cells = score_line[len("Score"):].split("  ")
    cells = [c.strip() for c in cells if c.strip()]
    for rid, cell in zip(builtin_ids(), cells, strict=True):
        code, out, _ = run(capsys, "score", "--rules", rid, "--json", *options, hand)
        if code == 0:
            result = json.loads(out)
            assert cell == str(result["score"])
            for item in result["items"]:
                assert any(line.startswith(item["name"] + " ") for line in lines), item
        else:
            assert cell == "cannot score"
            assert any(line.startswith(f"{rid}: ") for line in lines)


def test_a_rule_file_gets_its_own_column(tmp_path: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    text = load_ruleset("norwegian").text.replace('id = "norwegian"', 'id = "our-house"', 1)
    text = text.replace("limit = 500", "limit = 50", 1)
    path = tmp_path / "house.toml"
    path.write_text(text, encoding="utf-8")
    hand = ["--win", "1m", "119m 19p 19s 1234567z"]
    code, out, _ = run(capsys, "compare", "--json", "--rules", str(path), *hand)
    assert code == 0
    data = json.loads(out)
    assert list(data) == [*builtin_ids(), "our-house"]
    assert data["our-house"]["score"] == 50 and data["norwegian"]["score"] == 500
    # the same id twice: the second column is named by its path
    copy = tmp_path / "copy.toml"
    shutil.copy(path, copy)
    code, out, _ = run(capsys, "compare", "--json", "--rules", str(path), "--rules",
                       str(copy), *hand)
    assert code == 0
    assert list(json.loads(out))[-2:] == ["our-house", str(copy)]


def test_ponjan_only_for_a_ponjan_hand(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["--seat", "S", "--from", "wall", "--win", "1d", "--flag", "reach",
            "111r (111w) 111d"]
    code, out, _ = run(capsys, "compare", "--json", "--rules", "norwegian", *args)
    assert code == 0
    data = json.loads(out)
    _, single, _ = run(capsys, "score", "--rules", "ponjan", "--json", *args)
    assert data["ponjan"] == json.loads(single)
    assert data["norwegian"] == {"error": "norwegian is a rule set of classical mahjong; "
                                          "this is a Ponjan hand"}
    code, out, _ = run(capsys, "compare", "--rules", "ponjan", "--win", "5p",
                       "123m 456p 789s 55p (777z)")
    assert code == 0
    assert "ponjan: ponjan is a rule set of ponjan, another game" in out


def test_bad_input_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "compare", "--win", "5p", "123m 456p 789s 55p (778z)")
    assert code == 2 and out == ""
    assert err == "mahjong-score: '(778z)': there is no tile 8z (honours are 1z-7z)\n"
    code, _, err = run(capsys, "compare", "--loser", "--win", "5p", "123m")
    assert code == 2 and "exclude each other" in err
