"""Hostile or damaged databases: refused with one line and left byte-identical; a
read-only database can be read; a new database created by many processes at once."""

from __future__ import annotations

import os
import sqlite3
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from scoring.games.game import Entry, HandRecord
from scoring.records.storage import SCHEMA_VERSION, StorageError, Store
from tests.old_databases import version_1
from tests.test_storage import assert_refused_unchanged, new_game

ROOT = Path(__file__).resolve().parent.parent


def typed(*scores: int) -> HandRecord:
    return HandRecord(tuple(Entry(score=s) for s in scores), 0, note="a note")


def make_database(db: Path) -> None:
    with Store(db) as store:
        for k in range(2):
            game_id = store.create_game(new_game(name=f"game number {k}"))
            for i in range(3):
                store.record_hand(game_id, typed(30 + i, 8, 12, 16))


def test_a_file_cut_one_byte_short_is_refused(tmp_path: Path) -> None:
    db = tmp_path / "games.sqlite"
    make_database(db)
    db.write_bytes(db.read_bytes()[:-1])
    assert_refused_unchanged(db, "damaged")


def test_a_file_cut_by_a_whole_page_is_refused(tmp_path: Path) -> None:
    db = tmp_path / "games.sqlite"
    make_database(db)
    data = db.read_bytes()
    page = int.from_bytes(data[16:18], "big")
    db.write_bytes(data[:-page])
    assert_refused_unchanged(db, "damaged")


def test_a_negative_schema_version_is_refused(tmp_path: Path) -> None:
    db = tmp_path / "games.sqlite"
    make_database(db)
    conn = sqlite3.connect(db)
    conn.execute("PRAGMA user_version = -3")
    conn.close()
    assert_refused_unchanged(db, "schema version -3 does not exist")


def test_changed_contents_are_noticed(tmp_path: Path) -> None:
    """A record whose bytes changed (SQLite's integrity check does not read them)."""
    db = tmp_path / "games.sqlite"
    make_database(db)
    data = db.read_bytes()
    assert data.count(b"game number 1") == 1
    db.write_bytes(data.replace(b"game number 1", b"game numbe\xff 1"))
    assert sqlite3.connect(db).execute("PRAGMA integrity_check").fetchall() == [("ok",)]
    assert_refused_unchanged(db, "game 2 does not read back as it was written")
    db.write_bytes(data.replace(b'"note": "a note"', b'"note": "a nose"', 1))
    assert_refused_unchanged(db, r"a hand of game \d does not read back")


def test_hand_edited_behind_the_programs_back_gives_a_message(tmp_path: Path) -> None:
    """A hand rewritten with its checksum (someone who read this code) is still
    checked for type and range when read."""
    db = tmp_path / "games.sqlite"
    make_database(db)
    from scoring.records.storage_schema import row_checksum as _checksum
    conn = sqlite3.connect(db)
    bad = '{"entries": [{"score": 1e999}], "winner": "x"}'
    conn.execute("UPDATE hands SET record = ?, checksum = ? WHERE game_id = 1 AND "
                 "position = 0", (bad, _checksum((1, bad))))
    players = '{"not": "a list"}'
    row = conn.execute("SELECT id, name, created, finished, ?, ruleset_id, ruleset_text, "
                       "convention, east_double, hand_limit, start_balance, rounds, uid "
                       "FROM games WHERE id = 2", (players,)).fetchone()
    conn.execute("UPDATE games SET players = ?, checksum = ? WHERE id = 2",
                 (players, _checksum(row)))
    conn.commit()
    conn.close()
    with Store(db) as store, pytest.raises(StorageError, match=r"game 1 cannot be read "
                                           r"\(hands\[0\]\.entries\[0\]\.score: "):
        store.load_game(1)
    with Store(db) as store, pytest.raises(StorageError, match="game 2 cannot be read "
                                           r"\(players: expected a list"):
        store.list_games()


def version_1_database(db: Path) -> None:
    make_database(db)
    version_1(db)


def test_version_1_is_read_and_migrated_when_writable(tmp_path: Path) -> None:
    db = tmp_path / "games.sqlite"
    version_1_database(db)
    with Store(db) as store:
        assert [g.hands for g in store.list_games()] == [3, 3]
    conn = sqlite3.connect(db)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    conn.close()
    with Store(db) as store:  # the checksums were written: it opens again
        store.record_hand(1, typed(1, 2, 3, 4))
        assert len(store.load_game(1).hands) == 4


READ_ONLY = """
import sys
from scoring.games.game import Entry, HandRecord
from scoring.records.storage import StorageError, Store
with Store(sys.argv[1]) as store:
    assert store.read_only, "opened for writing"
    assert len(store.list_games()) == 2
    assert len(store.load_game(1).hands) == 3
    try:
        store.record_hand(1, HandRecord(tuple(Entry(score=s) for s in (1, 2, 3, 4)), 0))
    except StorageError as exc:
        assert "read-only" in str(exc), str(exc)
    else:
        raise AssertionError("a hand was recorded")
print("read, not written")
"""


def _without_root_powers() -> None:
    """In the child, before it runs Python: as root, drop every capability from the
    bounding set, so that the new program has none and file permissions hold for it
    as for any user (root's CAP_DAC_OVERRIDE would write a read-only file)."""
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        import ctypes
        libc = ctypes.CDLL(None, use_errno=True)
        pr_capbset_drop = 24
        for cap in range(64):  # those the kernel does not know fail: none to drop
            libc.prctl(pr_capbset_drop, cap, 0, 0, 0)


@pytest.mark.skipif(not sys.platform.startswith("linux"),
                    reason="drops root's capabilities the Linux way (prctl)")
def test_read_only_database_in_a_read_only_folder_can_be_listed(tmp_path: Path) -> None:
    """Run in a child process without root's powers (when run as root), so that the
    read-only file and folder are read-only for it."""
    folder = tmp_path / "ro"
    folder.mkdir()
    db = folder / "games.sqlite"
    version_1_database(db)  # an old version: read as it is, not migrated
    db.chmod(stat.S_IRUSR)
    folder.chmod(stat.S_IRUSR | stat.S_IXUSR)
    try:
        before = db.read_bytes()
        env = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONDONTWRITEBYTECODE": "1"}
        child = subprocess.run([sys.executable, "-c", READ_ONLY, str(db)], env=env,
                               capture_output=True, text=True, timeout=120,
                               preexec_fn=_without_root_powers)
        assert (child.returncode, child.stdout.strip()) == (0, "read, not written"), \
            child.stderr
        assert db.read_bytes() == before and os.listdir(folder) == ["games.sqlite"]
    finally:
        folder.chmod(stat.S_IRWXU)
        db.chmod(stat.S_IRUSR | stat.S_IWUSR)


def test_read_only_database_read_through_the_read_only_path(tmp_path: Path,
                                                            monkeypatch: pytest.MonkeyPatch
                                                            ) -> None:
    """As root the test above cannot run; the same path, with access refused."""
    db = tmp_path / "games.sqlite"
    make_database(db)
    before = db.read_bytes()
    monkeypatch.setattr(os, "access", lambda path, mode: not mode & os.W_OK)
    with Store(db) as store:
        assert store.read_only and len(store.list_games()) == 2
        with pytest.raises(StorageError, match="read-only"):
            store.rename_game(1, "other")
    assert db.read_bytes() == before


def test_a_device_is_refused_and_nothing_is_made_beside_it(tmp_path: Path) -> None:
    with pytest.raises(StorageError, match="not a database file"):
        Store("/dev/null")
    assert not Path("/dev/null-journal").exists() and not Path("/dev/null-wal").exists()
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    with pytest.raises(StorageError, match="not a database file"):
        Store(fifo)
    assert os.listdir(tmp_path) == ["pipe"]
    with pytest.raises(StorageError, match="does not exist"):
        Store(tmp_path / "no" / "games.sqlite")
    assert os.listdir(tmp_path) == ["pipe"]


CREATE = """
import sys
from scoring.games.game import Game, GameSettings
from scoring.rules.ruleset import load_ruleset
from scoring.records.storage import Store
sys.stdin.readline()
with Store(sys.argv[1]) as store:
    game = Game(GameSettings.for_ruleset(("A", "B", "C", "D"), load_ruleset("norwegian")))
    print(store.create_game(game))
"""


def test_many_processes_create_one_new_database_at_once(tmp_path: Path) -> None:
    db = tmp_path / "games.sqlite"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    children = [subprocess.Popen([sys.executable, "-c", CREATE, str(db)],
                                 stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                 stderr=subprocess.PIPE, text=True, env=env)
                for _ in range(16)]
    for child in children:  # all start at (nearly) the same moment
        assert child.stdin is not None
        child.stdin.write("go\n")
        child.stdin.flush()
    results = [child.communicate(timeout=120) for child in children]
    errors = [err for _, err in results if err]
    assert errors == []
    ids = sorted(int(out) for out, _ in results)
    assert ids == list(range(1, 17))
    with Store(db) as store:
        assert len(store.list_games()) == 16
