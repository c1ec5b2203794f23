"""The games database's schema and its versions: the tables, the checksum of a row,
and the steps that bring a database of an older version up to date.

Everything about versions is here: the version this program writes, the oldest it
reads, and the steps that upgrade an older database (run when the database is opened
for writing, see :mod:`scoring.records.storage_file`; a read-only database of an older
version is read as it is). The history of the versions is told in
:mod:`scoring.records.storage`.
"""

from __future__ import annotations

import sqlite3
import zlib
from collections.abc import Callable
from typing import Any

#: The schema this program writes. A database with a higher version is refused.
SCHEMA_VERSION = 5
#: The oldest schema this program reads.
OLDEST_VERSION = 1
#: The versions whose rows carry a checksum.
CHECKSUMS_FROM = 2
#: ``PRAGMA application_id`` of a score sheet database ("MJSS").
APPLICATION_ID = 0x4D4A5353

#: the tables of a new database (the present version)
SCHEMA = """
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    created TEXT NOT NULL,
    finished INTEGER NOT NULL DEFAULT 0,
    players TEXT NOT NULL,
    ruleset_id TEXT NOT NULL,
    ruleset_text TEXT NOT NULL,
    convention TEXT NOT NULL,
    east_double INTEGER NOT NULL,
    hand_limit INTEGER,
    start_balance INTEGER NOT NULL,
    rounds INTEGER NOT NULL,
    uid TEXT,
    checksum INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE hands (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    record TEXT NOT NULL,
    checksum INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (game_id, position)
) WITHOUT ROWID;
"""
DRAFTS = """
CREATE TABLE drafts (
    game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    draft TEXT NOT NULL,
    checksum INTEGER NOT NULL DEFAULT 0
)"""
FIGURES = """
CREATE TABLE figures (
    game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    key TEXT NOT NULL,
    figures TEXT NOT NULL,
    checksum INTEGER NOT NULL DEFAULT 0
)"""
#: the tables every version has
TABLES = {"games", "hands"}
#: the columns of a game that its checksum covers, in order
GAME_COLUMNS = ("id, name, created, finished, players, ruleset_id, ruleset_text, "
                "convention, east_double, hand_limit, start_balance, rounds, uid")


def row_checksum(values: tuple[Any, ...]) -> int:
    """A checksum of a row's values (texts as their UTF-8 bytes, as SQLite keeps
    them): a row whose bytes changed on disk no longer matches it."""
    crc = 0
    for value in values:
        if isinstance(value, str):
            data = b"t" + value.encode("utf-8", "surrogatepass")
        elif isinstance(value, bytes):
            data = b"t" + value
        else:
            data = b"v" + repr(value).encode()
        crc = zlib.crc32(len(data).to_bytes(8, "little") + data, crc)
    return crc


def create_tables(db: sqlite3.Connection) -> None:
    """Make the tables of the present version in a blank database (in the caller's
    transaction)."""
    db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    for statement in (*SCHEMA.split(";"), DRAFTS, FIGURES):
        if statement.strip():
            db.execute(statement)
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")


def upgrade(db: sqlite3.Connection) -> None:
    """Bring the database up to :data:`SCHEMA_VERSION`, one step at a time (in the
    caller's transaction)."""
    version = db.execute("PRAGMA user_version").fetchone()[0]
    while version < SCHEMA_VERSION:
        _MIGRATIONS[version](db)
        version += 1
    db.execute(f"PRAGMA user_version = {version}")


def _add_checksums(db: sqlite3.Connection) -> None:
    """Version 1 -> 2: a checksum of its contents on every row, and the column of a
    game's identity (NULL for the games of version 1: their identity is derived from
    their content). Version 2 also lets a hand be a penalty, which needs no change to
    the tables."""
    db.execute("ALTER TABLE games ADD COLUMN uid TEXT")
    db.execute("ALTER TABLE games ADD COLUMN checksum INTEGER NOT NULL DEFAULT 0")
    db.execute("ALTER TABLE hands ADD COLUMN checksum INTEGER NOT NULL DEFAULT 0")
    for row in db.execute(f"SELECT {GAME_COLUMNS} FROM games").fetchall():
        db.execute("UPDATE games SET checksum = ? WHERE id = ?", (row_checksum(row), row[0]))
    for game_id, position, record in db.execute(
            "SELECT game_id, position, record FROM hands").fetchall():
        db.execute("UPDATE hands SET checksum = ? WHERE game_id = ? AND position = ?",
                   (row_checksum((game_id, record)), game_id, position))


def _allow_ponjan(db: sqlite3.Connection) -> None:
    """Version 2 -> 3: Ponjan games, whose hands' records carry who discarded and who
    was tenpai (in the record's JSON: the tables stay as they are). The version
    keeps a program that reads up to version 2 from misreading them."""


def _add_drafts(db: sqlite3.Connection) -> None:
    """Version 3 -> 4: the hand being entered of each game (see
    :meth:`scoring.records.storage.Store.save_draft`)."""
    db.execute(DRAFTS)


def _add_figures(db: sqlite3.Connection) -> None:
    """Version 4 -> 5: the figures of each game's hands, kept so that reading a game
    need not score its hands again (see :mod:`scoring.records.figures`); an upgraded
    database has none until a game is changed."""
    db.execute(FIGURES)


#: version -> the step that makes a database of that version one version newer
_MIGRATIONS: dict[int, Callable[[sqlite3.Connection], None]] = {
    1: _add_checksums, 2: _allow_ponjan, 3: _add_drafts, 4: _add_figures}
