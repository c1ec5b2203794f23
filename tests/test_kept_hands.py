"""A stored hand that no longer scores never makes its game unreadable.

``tests/data/games-before-corrections.sqlite3`` was written by the version before the
issue-8 corrections (commit 6c9997e~1) with its ``swedish`` rule set: hand 2 holds a
third-colour season ``2g`` (no longer a tile of the game's tile set) and hand 3 is won
with seven mixed pairs (the engine now reads the seven-pairs shapes from the rule text,
and the old text names none, so the hand is incomplete). Both are kept as entered,
count 0 for everyone and carry their reason; hands 1 and 4 score as they did.
"""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

import pytest

from scoring.cli.main import main
from scoring.games.game import Entry, HandError, HandRecord
from scoring.records.storage import Store

DATA = Path(__file__).parent / "data"
FIXTURE = DATA / "games-before-corrections.sqlite3"


@pytest.fixture
def db(tmp_path: Path) -> Path:
    path = tmp_path / "old.sqlite3"
    shutil.copyfile(FIXTURE, path)
    return path


def test_the_game_loads_with_its_problem_hands_marked(db: Path) -> None:
    store = Store(db)
    game = store.load_game(1)
    results = game.replay()
    assert [r.problem is not None for r in results] == [False, True, True, False]
    assert "2g" in str(results[1].problem) and "Bo" in str(results[1].problem)
    assert "not complete" in str(results[2].problem)
    # kept as entered: the record is the stored one, tiles and all
    assert results[1].record == game.hands[1]
    assert results[1].record.entries[1].tiles == "123p 456p 789p 11z 55s 5s 2g"
    for r in results[1:3]:
        assert r.scores == (0, 0, 0, 0) and r.totals == (0, 0, 0, 0)
    # hand 1 and hand 4 score as the old version scored them (its sheet: 24* +144 ...;
    # hand 4: 64/64/4/24*, +140 +140 -160 -120)
    assert results[0].scores == (24, 0, 0, 0)
    assert results[0].totals == (144, -48, -48, -48)
    assert results[3].scores == (64, 64, 4, 24)
    assert results[3].totals == (140, 140, -160, -120)
    # the deal moved as recorded: East was Anna, Bo, Cecilia, David
    assert [r.dealer for r in results] == [0, 1, 2, 3]
    assert results[-1].balances == (2284, 2092, 1792, 1832)
    assert sum(results[-1].balances) == 4 * 2000
    store.close()


def test_a_new_hand_can_follow_and_must_itself_score(db: Path) -> None:
    store = Store(db)
    good = HandRecord((Entry("111m 234p 567s 789p 88s"), Entry(score=2), Entry(score=0),
                       Entry(score=4)), 0, "8s")
    store.record_hand(1, good)
    bad = HandRecord((Entry("1122m 3344p 5566s 77z"), Entry(score=2), Entry(score=0),
                      Entry(score=4)), 0, "7z")
    with pytest.raises(HandError, match="hand 6: Anna: the hand is not complete"):
        store.record_hand(1, bad)
    game = store.load_game(1)
    assert len(game.hands) == 5
    assert game.replay()[4].problem is None
    store.close()


def test_editing_a_problem_hand_makes_it_score(db: Path) -> None:
    store = Store(db)
    fixed = HandRecord((Entry("122m 3344p"), Entry("123p 456p 789p 11z 55s 5s"),
                        Entry("11m 22m"), Entry(score=8)), 1, "5s")
    store.edit_hand(1, 1, fixed)
    results = store.load_game(1).replay()
    assert [r.problem is not None for r in results] == [False, False, True, False]
    assert results[1].scores[1] > 0 and sum(results[1].totals) == 0
    # a hand before a problem hand can be deleted: the problem hand stays kept
    store.delete_hand(1, 0)
    results = store.load_game(1).replay()
    assert [r.problem is not None for r in results] == [False, True, False]
    store.close()


def test_the_command_line_shows_the_game_and_says_which_hands(
        db: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["game", "--db", str(db), "show", "1"]) == 0
    out = capsys.readouterr().out
    lines = [line for line in out.splitlines() if "no longer scores" in line]
    assert len(lines) == 2 and lines[0].lstrip().startswith("2 ")
    assert "2g" in lines[0] and "counted as 0 until edited" in lines[0]
    assert main(["game", "--db", str(db), "show", "1", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [h["problem"] is not None for h in data["hands"]] == [False, True, True, False]
    assert data["balances"] == [2284, 2092, 1792, 1832]


def test_the_workbook_notes_the_problem_hands(db: Path, tmp_path: Path) -> None:
    from openpyxl import load_workbook

    from scoring.records.workbook import write_workbook
    store = Store(db)
    path = tmp_path / "old.xlsx"
    write_workbook(store.load_game(1), path)
    texts = [str(c.value) for row in load_workbook(path).worksheets[0].iter_rows()
             for c in row if isinstance(c.value, str)]
    notes = [t for t in texts if t.startswith("No longer scores")]
    assert len(notes) == 2 and "2g" in notes[0]
    store.close()


def test_a_ponjan_game_has_no_stand_in(tmp_path: Path) -> None:
    # Ponjan games are written by this version only: a hand that does not score is
    # refused as before (a damaged record), never silently kept
    from test_ponjan_game import new_game
    game = new_game()
    game.hands.append(HandRecord((Entry("000r 111k 000b"), Entry(), Entry()), 0, "9b",
                                 "wall"))
    with pytest.raises(HandError):
        game.replay()


def test_the_fixture_was_written_by_the_older_version(db: Path) -> None:
    # schema version 1 (before checksums), and the stored rules are the old swedish
    # text, whose tile set still named the third season colour (read from a copy: the
    # fixture is in WAL mode, and opening it in place leaves -shm and -wal files beside it)
    with sqlite3.connect(f"file:{db}?mode=ro", uri=True) as con:
        assert con.execute("PRAGMA user_version").fetchone() == (1,)
        text = con.execute("SELECT ruleset_text FROM games").fetchone()[0]
    assert 'tiles = "swedish-extra"' in text


def test_the_season_counts_the_game_and_says_which_hands(
        db: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["season", "--db", str(db), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    balances = {p["name"]: p["balance"] for p in data["players"]}
    # the final balances of the sheet minus the start (2284, 2092, 1792, 1832)
    assert balances == {"Anna": 284, "Bo": 92, "Cecilia": -208, "David": -168}
    problems = [n for n in data["notes"] if "no longer scores" in n]
    assert len(problems) == 2 and "hand 2" in problems[0] and "hand 3" in problems[1]


def test_hands_kept_are_played_in_one_replay(db: Path, monkeypatch: pytest.MonkeyPatch
                                             ) -> None:
    """Two stored hands that no longer score: the game is replayed once, each played as
    its stand-in where it lies (not the whole game again per such hand)."""
    store = Store(db)
    game = store.load_game(1)
    store.close()
    kind = game.kind
    calls: list[int] = []
    replay, figures = kind.replay, kind.figures

    def counted_replay(hands: object, kept: object = None) -> object:
        calls.append(1)
        return replay(hands, kept)  # type: ignore[arg-type]

    def counted_figures(hands: object, kept: object = None) -> object:
        calls.append(1)
        return figures(hands, kept)  # type: ignore[arg-type]
    monkeypatch.setattr(kind, "replay", counted_replay)
    monkeypatch.setattr(kind, "figures", counted_figures)
    results = game.replay()
    assert [r.problem is not None for r in results] == [False, True, True, False]
    assert len(calls) == 1
    assert [f.problem is not None for f in game.figures()] == [False, True, True, False]
    assert len(calls) == 2
