"""The figures of a stored game's hands, kept beside them (scoring.records.figures):
written by every change the store makes, used by ``game show --json`` only when
nothing they depend on changed, and the same output either way."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

import pytest

from scoring.cli.main import main
from scoring.games.game import Entry, HandRecord
from scoring.records import figures as figures_module
from scoring.records.figures import hand_figures
from scoring.records.storage import SCHEMA_VERSION, Store
from scoring.records.storage_schema import row_checksum
from tests.test_storage import WIN_HAND, new_game

DATA = Path(__file__).parent / "data"


def win(tiles: str = WIN_HAND, winner: int = 0) -> HandRecord:
    entries = [Entry(score=8), Entry(score=4), Entry(score=16)]
    entries.insert(winner, Entry(tiles=tiles))
    return HandRecord(tuple(entries), winner, "5p", source="wall")


def typed(*scores: int, winner: int | None = 1) -> HandRecord:
    return HandRecord(tuple(Entry(score=s) for s in scores), winner, None)


def show(capsys: pytest.CaptureFixture[str], db: Path, game_id: int) -> str:
    code = main(["game", "--db", str(db), "show", str(game_id), "--json"])
    out, err = capsys.readouterr()
    assert code == 0, err
    return out


def kept_row(db: Path, game_id: int) -> tuple[str, str, int] | None:
    conn = sqlite3.connect(db)
    try:
        row = conn.execute("SELECT key, figures, checksum FROM figures WHERE game_id = ?",
                           (game_id,)).fetchone()
    finally:
        conn.close()
    return None if row is None else (row[0], row[1], row[2])


def drop_kept(db: Path) -> None:
    conn = sqlite3.connect(db)
    conn.execute("DELETE FROM figures")
    conn.commit()
    conn.close()


def test_every_change_keeps_the_figures_of_the_hands(tmp_path: Path) -> None:
    db = tmp_path / "g.sqlite3"
    with Store(db) as store:
        game_id = store.create_game(new_game())
        game = store.load_game(game_id)
        assert store.load_figures(game) == []
        steps = [
            lambda: store.record_hand(game_id, win()),
            lambda: store.record_hand(game_id, typed(2, 40, 0, 4)),
            lambda: store.record_hand(game_id, win(winner=2)),
            lambda: store.edit_hand(game_id, 1, typed(10, 30, 0, 2, winner=0)),
            lambda: store.delete_hand(game_id, 0),
            lambda: store.insert_hand(game_id, 0, win(winner=3)),
        ]
        for step in steps:
            step()
            game = store.load_game(game_id)
            kept = store.load_figures(game)
            assert kept is not None
            assert kept == json.loads(json.dumps(hand_figures(game.replay())))
        # a game stored with its hands (an import) has them at once
        copy_id = store.create_game(game)
        assert store.load_figures(store.load_game(copy_id)) == kept


def test_show_json_is_the_same_with_and_without_kept_figures(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "g.sqlite3"
    with Store(db) as store:
        game_id = store.create_game(new_game())
        for record in (win(), typed(2, 40, 0, 4), win(winner=2), typed(1, 2, 3, 4, winner=None)):
            store.record_hand(game_id, record)
    assert kept_row(db, game_id) is not None
    with_kept = show(capsys, db, game_id)
    drop_kept(db)
    assert show(capsys, db, game_id) == with_kept


def test_kept_figures_are_used_only_for_what_they_were_kept_for(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    db = tmp_path / "g.sqlite3"
    with Store(db) as store:
        game_id = store.create_game(new_game())
        store.record_hand(game_id, win())
        store.record_hand(game_id, typed(2, 40, 0, 4))
    row = kept_row(db, game_id)
    assert row is not None
    key, text, _ = row
    # figures that say other numbers, with a right checksum, under the right key: used
    # (the proof that show reads them); under another key: derived again
    rows = json.loads(text)
    rows[1][3] = [1, 2, 3, 4]
    forged = json.dumps(rows)
    conn = sqlite3.connect(db)
    conn.execute("UPDATE figures SET figures = ?, checksum = ? WHERE game_id = ?",
                 (forged, row_checksum((game_id, key, forged)), game_id))
    conn.commit()
    conn.close()
    assert json.loads(show(capsys, db, game_id))["hands"][1]["scores"] == [1, 2, 3, 4]
    monkeypatch.setattr(figures_module, "code_digest", lambda: "other code")
    assert json.loads(show(capsys, db, game_id))["hands"][1]["scores"] == [2, 40, 0, 4]
    monkeypatch.undo()
    # another rule text, other players' names, other hands: other keys
    with Store(db) as store:
        game = store.load_game(game_id)
        assert store.load_figures(game) is not None
        for changed in (
                game.with_hands(game.hands[:1]),
                game.with_hands([*game.hands[:1], typed(2, 40, 0, 6)])):
            assert store.load_figures(changed) is None
        store.rename_player(game_id, 1, "Bosse")  # a problem's text may name a player
        assert store.load_figures(store.load_game(game_id)) is None


def test_damaged_kept_figures_are_derived_again(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "g.sqlite3"
    with Store(db) as store:
        game_id = store.create_game(new_game())
        store.record_hand(game_id, win())
    expected = show(capsys, db, game_id)
    for figures, checksum in (("[[1, 2", None), ("[]", None), ("{}", 0), ("[[1]]", 0)):
        conn = sqlite3.connect(db)
        key = conn.execute("SELECT key FROM figures").fetchone()[0]
        conn.execute("UPDATE figures SET figures = ?, checksum = ?", (
            figures, row_checksum((game_id, key, figures)) if checksum is None else 0))
        conn.commit()
        conn.close()
        before = db.read_bytes()
        assert show(capsys, db, game_id) == expected
        assert db.read_bytes() == before  # a reading command never writes


def test_a_version_4_database_reads_as_version_4_printed_it(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``games-v4.sqlite3`` and what ``game show --json`` printed of its two games,
    both written by the program at 37ce7e5 (schema version 4)."""
    db = tmp_path / "g.sqlite3"
    shutil.copy(DATA / "games-v4.sqlite3", db)
    expected = [(DATA / f"games-v4-show-{i}.json").read_text(encoding="utf-8")
                for i in (1, 2)]
    before = db.read_bytes()
    assert [show(capsys, db, i) for i in (1, 2)] == expected  # read as it is
    assert db.read_bytes() == before
    with Store(db) as store:  # opened for writing: upgraded, no figures kept yet
        assert store.load_figures(store.load_game(1)) is None
        store.record_hand(1, typed(4, 2, 10, 8))
        store.edit_hand(2, 1, store.load_game(2).hands[1])  # the same hand again
    conn = sqlite3.connect(db)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 5
    assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    conn.close()
    assert show(capsys, db, 2) == expected[1]
    first = json.loads(show(capsys, db, 1))
    assert json.dumps(first["hands"][:3]) == json.dumps(json.loads(expected[0])["hands"])
    assert len(first["hands"]) == 4


def test_the_hands_that_no_longer_score_keep_their_problem(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "g.sqlite3"
    shutil.copy(DATA / "games-before-corrections.sqlite3", db)
    with Store(db, write=False) as store:
        ids = [summary.id for summary in store.list_games()]
    as_read = [show(capsys, db, i) for i in ids]
    assert any('"problem": "' in text for text in as_read)
    with Store(db) as store:
        for game_id in ids:  # a change to each game keeps its figures
            game = store.load_game(game_id)
            store.set_finished(game_id, game.finished)
            if game.hands:
                index = next(i for i, r in enumerate(game.replay()) if r.problem is None)
                store.edit_hand(game_id, index, game.hands[index])
            assert store.load_figures(store.load_game(game_id)) is not None
    assert [show(capsys, db, i) for i in ids] == as_read
