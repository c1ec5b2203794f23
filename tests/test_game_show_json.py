"""``mahjong-score game --db DB show ID --json``: the score sheet for scripts, under
every rule set."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scoring.cli.main import main
from scoring.records.storage import Store
from scoring.rules.ruleset import builtin_ids

WIN_HAND = "123m 555p 777s 999m 22s"  # wins on 2s under every built-in rule set


def cli(capsys: pytest.CaptureFixture[str], db: Path, *args: str) -> str:
    code = main(["game", "--db", str(db), *args])
    out, err = capsys.readouterr()
    assert code == 0, err
    return out


@pytest.mark.parametrize("rules", builtin_ids())
def test_show_json_for_every_rule_set(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                      rules: str) -> None:
    db = tmp_path / "games.sqlite3"
    game_id = cli(capsys, db, "new", "--rules", rules, "--players", "Anna,Bo,Cia").strip()
    empty = json.loads(cli(capsys, db, "show", game_id, "--json"))
    assert empty["players"] == ["Anna", "Bo", "Cia"] and empty["hands"] == []
    assert empty["balances"] == [empty["start_balance"]] * 3
    assert empty["next"] == {"number": 1, "prevailing": "E", "east": 0}
    cli(capsys, db, "record", game_id, "--winner", "Bo", "--win", "2s", "Anna=4",
        f"Bo={WIN_HAND}", "Cia=(666p) 11z")
    cli(capsys, db, "record", game_id, "--winner", "none", "Anna=4", "Bo=8", "Cia=2")
    cli(capsys, db, "record", game_id, "--winner", "Cia", "Anna=4", "Bo=0", "Cia=40")
    data = json.loads(cli(capsys, db, "show", game_id, "--json"))

    with Store(db) as store:
        game = store.load_game(int(game_id))
    results = game.replay()
    assert data["rules"] == rules and data["id"] == int(game_id)
    assert data["players"] == ["Anna", "Bo", "Cia"]
    assert [h["winner"] for h in data["hands"]] == [1, None, 2]
    balance = [data["start_balance"]] * 3
    for hand, result in zip(data["hands"], results, strict=True):
        assert hand["scores"] == list(result.scores)
        assert hand["changes"] == list(result.totals)
        balance = [b + c for b, c in zip(balance, hand["changes"], strict=True)]
        assert hand["balances"] == balance == list(result.balances)
        assert hand["east"] == result.dealer and hand["prevailing"] == result.prevailing
    assert data["balances"] == balance
    assert data["hands"][2]["scores"] == [4, 0, 40]
    upcoming = game.next_seating()
    assert data["next"] == (None if upcoming is None else {
        "number": 4, "prevailing": upcoming.prevailing, "east": upcoming.dealer})


def test_show_without_json_is_the_readable_sheet(capsys: pytest.CaptureFixture[str],
                                                 tmp_path: Path) -> None:
    db = tmp_path / "games.sqlite3"
    cli(capsys, db, "new", "--rules", "norwegian", "--players", "A,B")
    out = cli(capsys, db, "show", "1")
    assert out.startswith("Game 1") and not out.startswith("{")


def test_show_json_names_a_penalty(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A penalty hand says who paid whom, as indices into ``players``."""
    db = str(tmp_path / "g.sqlite3")
    assert main(["game", "--db", db, "new", "--rules", "dmjl",
                 "--players", "Anna,Bo,Cia,Dan"]) == 0
    assert main(["game", "--db", db, "record", "1", "--penalty", "Bo", "--amount", "300"]) == 0
    capsys.readouterr()
    assert main(["game", "--db", db, "show", "1", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    hand = data["hands"][0]
    assert hand["winner"] is None
    bo = data["players"].index("Bo")
    assert hand["penalty"]["payers"] == [bo]
    assert sorted(hand["penalty"]["payees"]) == sorted(
        i for i in range(4) if i != bo)
    assert hand["penalty"]["amount"] == 300
    assert hand["changes"][bo] == -300
    assert sum(hand["changes"]) == 0
