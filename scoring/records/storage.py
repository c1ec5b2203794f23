"""Every game in one SQLite database: the settings and the hands as the players entered them.

Only what was entered is stored (see :mod:`scoring.games.game`); seats, scores, settlements
and balances come from :meth:`Game.replay`. Each operation that changes a game is one
transaction, committed and synced to disk before the method returns: a program killed
at any moment leaves every hand it reported as recorded in the database.

A database this module cannot use safely is refused with a :class:`StorageError`
naming the path and the problem, and is never written to: a file that is not a
database (a folder, a device), a damaged database (SQLite's integrity check, a file
whose length is not whole pages, a record that no longer reads back as it was
written: every row carries a checksum of its contents), one written by a newer
version of the program (a newer schema), or an SQLite database of some other program.
A database the user may not write (the file or its folder read-only) is opened
read-only: it can be listed and read, and a change is refused with a message.
Several processes creating the same new database at once take turns (a lock on
its folder), so that exactly one of them creates it.

Schema (version 4, ``PRAGMA user_version``; see "schema versions" below)::

    games(id, name, created, finished, players (JSON list), ruleset_id, ruleset_text,
          convention, east_double, hand_limit, start_balance, rounds, uid, checksum)
    hands(game_id, position, record (JSON of scoring.games.game.as_dict), checksum)
    drafts(game_id, draft (JSON of scoring.games.draft.draft_to_dict), checksum)

Version 2 added the checksums, and a hand's record may be a penalty
(``{"penalty": {...}, "note": ...}``), which a program reading version 1 would
misread; version 1 databases are upgraded when opened for writing. ``uid`` is the
game's identity (:func:`scoring.games.game.game_identity`); NULL for a game of version 1,
whose identity is then derived from its content. Version 3 added Ponjan games: a
hand's record may carry ``discarder`` and ``tenpai`` and empty entries (see
:mod:`scoring.records.gamefile`), which a program reading version 2 would misread; the tables
did not change, so the step from 2 to 3 only sets the version. Version 4 added the
table ``drafts``: the hand being entered in the window (:mod:`scoring.games.draft`),
at most one per game, deleted with its game (a program that reads up to version 3
refuses the database, as it refuses every newer one). A draft is not part of the
game's record: one that no longer reads back as it was written
(its checksum) or no longer fits its game is dropped, never a reason to refuse the
database.
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import stat
import zlib
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from types import TracebackType
from typing import Any

from scoring.errors import MahjongError
from scoring.games.draft import HandDraft, draft_from_json, draft_to_json
from scoring.games.game import (
    Game,
    GameError,
    GameSettings,
    HandError,
    HandRecord,
    HandResult,
    as_dict,
    check_record,
    game_identity,
    game_of_text,
)
from scoring.records import gamefile
from scoring.records.output import OutputError, output_path
from scoring.schema import (
    MAX_GAME_NAME,
    MAX_NAME,
    MAX_RULES_TEXT,
    MAX_SCORE,
    Choice,
    Int,
    ListOf,
    Nullable,
    SchemaError,
    Table,
    Text,
    describe,
)

try:  # a lock while a new database is created (POSIX; elsewhere SQLite's own locks)
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]

# -- schema versions -----------------------------------------------------------------
# Everything about versions is here: the version this program writes, the oldest it
# reads, and the steps that bring an older database up to date (run when the database
# is opened for writing; a read-only database of an older version is read as it is).

#: The schema this program writes. A database with a higher version is refused.
SCHEMA_VERSION = 4
#: The oldest schema this program reads.
OLDEST_VERSION = 1
#: The versions whose rows carry a checksum.
CHECKSUMS_FROM = 2
#: ``PRAGMA application_id`` of a score sheet database ("MJSS").
APPLICATION_ID = 0x4D4A5353


def _add_checksums(db: sqlite3.Connection) -> None:
    """Version 1 -> 2: a checksum of its contents on every row, and the column of a
    game's identity (NULL for the games of version 1: their identity is derived from
    their content). Version 2 also lets a hand be a penalty, which needs no change to
    the tables."""
    db.execute("ALTER TABLE games ADD COLUMN uid TEXT")
    db.execute("ALTER TABLE games ADD COLUMN checksum INTEGER NOT NULL DEFAULT 0")
    db.execute("ALTER TABLE hands ADD COLUMN checksum INTEGER NOT NULL DEFAULT 0")
    for row in db.execute(f"SELECT {_GAME_COLUMNS} FROM games").fetchall():
        db.execute("UPDATE games SET checksum = ? WHERE id = ?", (_checksum(row), row[0]))
    for game_id, position, record in db.execute(
            "SELECT game_id, position, record FROM hands").fetchall():
        db.execute("UPDATE hands SET checksum = ? WHERE game_id = ? AND position = ?",
                   (_checksum((game_id, record)), game_id, position))


def _allow_ponjan(db: sqlite3.Connection) -> None:
    """Version 2 -> 3: Ponjan games, whose hands' records carry who discarded and who
    was tenpai (in the record's JSON: the tables stay as they are). The version
    keeps a program that reads up to version 2 from misreading them."""


def _add_drafts(db: sqlite3.Connection) -> None:
    """Version 3 -> 4: the hand being entered of each game (see :meth:`Store.save_draft`)."""
    db.execute(_DRAFTS)


def _check_game_id(game_id: int) -> None:
    """Refuse a game id that SQLite cannot hold (no game has it)."""
    if not 0 < game_id < 2**63:
        raise NoSuchGame(f"there is no game {describe(game_id)}")


#: version -> the step that makes a database of that version one version newer
_MIGRATIONS: dict[int, Callable[[sqlite3.Connection], None]] = {
    1: _add_checksums, 2: _allow_ponjan, 3: _add_drafts}

_SCHEMA = """
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
_DRAFTS = """
CREATE TABLE drafts (
    game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    draft TEXT NOT NULL,
    checksum INTEGER NOT NULL DEFAULT 0
)"""
_TABLES = {"games", "hands"}
#: the columns of a game that its checksum covers, in order
_GAME_COLUMNS = ("id, name, created, finished, players, ruleset_id, ruleset_text, "
                 "convention, east_double, hand_limit, start_balance, rounds, uid")


def _checksum(values: tuple[Any, ...]) -> int:
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


#: the columns a game is read from (then its uid: see Store._uid_column)
_LOAD_COLUMNS = ("name, created, finished, players, ruleset_id, ruleset_text, convention, "
                 "east_double, hand_limit, start_balance, rounds")

#: what a game's row must hold (the database may have been edited by hand)
_GAME_ROW = Table({
    "name": Text(MAX_GAME_NAME), "created": Text(40), "finished": Choice((0, 1)),
    "players": ListOf(Text(MAX_NAME), 4, min_items=2), "ruleset_id": Text(200),
    "ruleset_text": Text(MAX_RULES_TEXT), "convention": Text(40),
    "east_double": Choice((0, 1)), "hand_limit": Nullable(Int(1, MAX_SCORE)),
    "start_balance": Int(-MAX_SCORE, MAX_SCORE), "rounds": Int(1, 4),
    "uid": Nullable(Text(100)),
})


#: what SQLite raises for a damaged file (an error whose text is not UTF-8 included)
_DB_ERRORS = (sqlite3.Error, UnicodeDecodeError)


class StorageError(MahjongError):
    """The database cannot be opened, read or written; the message names the path."""


class NoSuchGame(StorageError):
    """No game has the id asked for."""


@dataclass(frozen=True)
class GameSummary:
    """One line of the list of games."""

    id: int
    name: str
    created: str
    players: tuple[str, ...]
    ruleset_id: str
    hands: int
    finished: bool


class Store:
    """The games database at ``path`` (created when missing). Use as a context manager.
    With ``write=False`` (the commands that only read) it is only read: never created,
    upgraded or written, and no file is made beside it.

    Every method that changes something is one transaction: it either commits
    completely (on disk, before it returns) or changes nothing and raises a
    MahjongError (a GameError for a hand that cannot be scored, a StorageError for the
    database).
    """

    def __init__(self, path: str | Path, write: bool = True) -> None:
        self.path = Path(path)
        self._conn: sqlite3.Connection | None = None
        #: True when the database (or its folder) may not be written, or was opened
        #: for reading only (``write=False``): reading only
        self.read_only = not write
        self._check_path()
        if not write:
            self._open_for_reading()
            return
        with self._lock(create=not self._exists()) as exclusive:
            if self._is_new():
                self._conn = self._connect()
                self._initialize()
                return
            if self._check_existing() and self._writable():
                # an SQLite file with nothing in it: a creation that was killed
                exclusive()
                self._conn = self._connect()
                self._initialize()
                return
        self.read_only = not self._writable()
        self._conn = self._connect_read_only() if self.read_only else self._connect()
        self._check_version(self._conn)
        if not self.read_only:
            self._migrate()

    # -- opening -----------------------------------------------------------------

    def _open_for_reading(self) -> None:
        """Open for a command that only reads (``write=False``): nothing is created,
        upgraded or written, not even SQLite's log files beside a database that has
        none (a database of an older version is read as it is)."""
        if not self.path.exists():
            raise self._fail("no such database file")
        if self._is_new() or self._check_existing(still=True):
            raise self._fail("the database holds no score sheet yet; it was left "
                             "unchanged")
        self._conn = self._connect_read_only(still=True)
        self._check_version(self._conn)

    def _fail(self, problem: str) -> StorageError:
        return StorageError(f"{self.path}: {problem}")

    def _exists(self) -> bool:
        try:
            return self.path.stat().st_size > 0
        except OSError:
            return False

    def _check_path(self) -> None:
        """Refuse what cannot be a database file before SQLite makes files beside it."""
        try:
            mode = self.path.stat().st_mode
        except FileNotFoundError:
            if not self.path.parent.is_dir():
                raise self._fail("cannot create the database: the folder "
                                 f"{self.path.parent} does not exist") from None
            return
        except OSError as exc:
            raise self._fail(f"cannot open the database ({exc.strerror})") from None
        if stat.S_ISDIR(mode):
            raise self._fail("is a folder, not a database file")
        if not stat.S_ISREG(mode):
            raise self._fail("not a database file (a device or another special file); "
                             "it was left unchanged")

    def _writable(self) -> bool:
        folder = self.path.parent
        return os.access(self.path, os.W_OK) and os.access(folder, os.W_OK | os.X_OK)

    @contextlib.contextmanager
    def _lock(self, create: bool) -> Iterator[Callable[[], None]]:
        """Hold a lock while the file is checked (shared) or created (exclusive), so
        that processes opening a new database at once create it one at a time.
        Yields a function that makes the lock exclusive.

        The lock is on the database's folder, not on the file: closing a descriptor
        of the file would drop the locks SQLite holds on it in this process."""
        if fcntl is None:
            yield lambda: None
            return
        try:
            fd = os.open(self.path.parent, os.O_RDONLY)
        except OSError:  # a folder we may not open: SQLite's own locks remain
            yield lambda: None
            return

        def take(kind: int) -> None:
            with contextlib.suppress(OSError):  # no locks here: SQLite's own remain
                fcntl.flock(fd, kind)

        try:
            take(fcntl.LOCK_EX if create else fcntl.LOCK_SH)
            yield lambda: take(fcntl.LOCK_EX)
        finally:
            os.close(fd)

    def _is_new(self) -> bool:
        """True when there is no database yet (no file, or an empty one, no journal)."""
        try:
            size = self.path.stat().st_size
        except FileNotFoundError:
            size = 0
        except OSError as exc:
            raise self._fail(f"cannot open the database ({exc.strerror})") from None
        if size:
            return False
        return not any(Path(f"{self.path}{suffix}").exists()
                       for suffix in ("-wal", "-journal"))

    def _connect_read_only(self, still: bool = False) -> sqlite3.Connection:
        """A read-only connection. In a folder we may not write, a WAL database cannot
        make its index file; with no log to read it is opened as unchanging. ``still``:
        a short read that makes no files: with no log beside the database (no program
        has it open for writing) it is opened as unchanging first."""
        base = self.path.resolve().as_uri() + "?mode=ro"
        wal = Path(f"{self.path}-wal")
        uris = [base]
        if not (wal.exists() and wal.stat().st_size):
            uris.append(base + "&immutable=1")
        if still and not wal.exists():
            uris.reverse()
        error: Exception | None = None
        for uri in uris:
            conn: sqlite3.Connection | None = None
            try:
                conn = sqlite3.connect(uri, uri=True, timeout=10, isolation_level=None)
                conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
                return conn
            except _DB_ERRORS as exc:
                error = exc
                if conn is not None:
                    conn.close()
        if isinstance(error, sqlite3.OperationalError):
            raise self._fail(f"cannot read the database ({error})")
        raise self._fail(f"the database is damaged or not a database ({error}); it was "
                         "left unchanged")

    def _check_existing(self, still: bool = False) -> bool:
        """Check an existing file through a read-only connection, so that a file we
        must refuse is never written to (not even its header or a journal). True for
        an SQLite file that holds nothing yet (version 0, no tables). ``still``: see
        :meth:`_connect_read_only`."""
        try:
            with self.path.open("rb") as f:
                header = f.read(100)
            size = self.path.stat().st_size
        except OSError as exc:
            raise self._fail(f"cannot read the database ({exc.strerror})") from None
        # an empty file with a write-ahead log: a new database killed before the
        # log was copied into the file; SQLite reads it from the log
        if header[:16] != b"SQLite format 3\x00" and not (
                header == b"" and Path(f"{self.path}-wal").exists()):
            raise self._fail("not a score sheet database (not an SQLite database "
                             "file); it was left unchanged")
        if header:
            page = int.from_bytes(header[16:18], "big")
            page = 65536 if page == 1 else page
            if page < 512 or size % page:
                raise self._fail("the database is damaged (its length is not a whole "
                                 "number of pages: the file was cut short or added to); "
                                 "it was left unchanged")
        sidecars = [Path(f"{self.path}{suffix}") for suffix in ("-wal", "-shm")]
        existed = [p.exists() for p in sidecars]
        conn: sqlite3.Connection | None = None
        try:
            conn = self._connect_read_only(still)
            if self._check_version(conn, blank_ok=True):
                conn.close()
                return True
            rows = [row[0] for row in conn.execute("PRAGMA integrity_check")]
            if rows != ["ok"]:
                problems = [line.strip() for row in rows for line in str(row).splitlines()
                            if line.strip() and not line.startswith("***")]
                raise self._fail("the database is damaged (integrity check: "
                                 f"{'; '.join(problems[:2])}); it was left unchanged")
            if header and not self._length_matches(conn, page, sidecars[0]):
                raise self._fail("the database is damaged (it is shorter or longer "
                                 "than its header says); it was left unchanged")
            self._check_contents(conn)
        except (*_DB_ERRORS, StorageError) as exc:
            if conn is not None:
                conn.close()
            # the read-only check may have made the (empty) log files of a WAL
            # database; take away those that were not there before
            for sidecar, was_there in zip(sidecars, existed, strict=True):
                if not was_there:
                    with contextlib.suppress(OSError):
                        sidecar.unlink()
            if isinstance(exc, StorageError):
                raise
            raise self._fail(f"the database is damaged or not a database ({exc}); "
                             "it was left unchanged") from None
        conn.close()
        return False

    def _length_matches(self, conn: sqlite3.Connection, page: int, wal: Path) -> bool:
        """Whether the file is as long as its pages say. Only a file without a log can
        be measured so; the length is read after the page count, inside one read, so
        that another program checkpointing its log into the file meanwhile (the window
        and the command line at once) is not taken for damage."""
        conn.execute("BEGIN")
        try:
            pages = conn.execute("PRAGMA page_count").fetchone()[0]
            if wal.exists() and wal.stat().st_size:
                return True  # another program is writing: its log holds the rest
            return bool(pages * page == self.path.stat().st_size)
        finally:
            conn.execute("COMMIT")

    def _check_contents(self, conn: sqlite3.Connection) -> None:
        """Every row reads back as it was written (its checksum matches), every hand
        belongs to a game, and each game's hands are numbered 0, 1, 2, ..."""
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        if version < CHECKSUMS_FROM:
            return
        conn.text_factory = bytes  # the bytes as stored, even if no longer UTF-8
        try:
            for row in conn.execute(f"SELECT {_GAME_COLUMNS}, checksum FROM games"):
                if _checksum(row[:-1]) != row[-1]:
                    raise self._damaged(f"game {_number(row[0])} does not read back as "
                                        "it was written")
            for game_id, record, checksum in conn.execute(
                    "SELECT game_id, record, checksum FROM hands"):
                if _checksum((game_id, record)) != checksum:
                    raise self._damaged(f"a hand of game {_number(game_id)} does not "
                                        "read back as it was written")
            for game_id, count, low, high, known in conn.execute(
                    "SELECT h.game_id, count(*), min(h.position), max(h.position), "
                    "(SELECT count(*) FROM games g WHERE g.id = h.game_id) "
                    "FROM hands h GROUP BY h.game_id"):
                if not known:
                    raise self._damaged(f"hands of a game {_number(game_id)} that is not "
                                        "there")
                if (low, high) != (0, count - 1):
                    raise self._damaged(f"the hands of game {_number(game_id)} are out of "
                                        "order")
        finally:
            conn.text_factory = str

    def _damaged(self, what: str) -> StorageError:
        return self._fail(f"the database is damaged ({what}); it was left unchanged")

    def _check_version(self, conn: sqlite3.Connection, blank_ok: bool = False) -> bool:
        """Refuse a database of another program or of a version this one cannot read.
        True for a blank database (version 0, no tables), when ``blank_ok``."""
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        app = conn.execute("PRAGMA application_id").fetchone()[0]
        tables = {row[0] for row in conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table'")}
        other = self._fail("not a score sheet database (an SQLite database of another "
                           "program); it was left unchanged")
        if app not in (0, APPLICATION_ID):
            raise other
        if version > SCHEMA_VERSION:
            raise self._fail(f"the database has schema version {version}, written by a "
                             "newer version of the program; this one reads up to "
                             f"version {SCHEMA_VERSION}. It was left unchanged")
        if version < 0 or 0 < version < OLDEST_VERSION:
            raise self._damaged(f"schema version {version} does not exist")
        if (version == 0 and tables) or (version and not tables >= _TABLES):
            raise other
        if version == 0 and not tables:
            if blank_ok:
                return True
            raise self._fail("the database holds no score sheet yet, and cannot be "
                             "created here: it was left unchanged")
        return False

    def _migrate(self) -> None:
        """Bring a database of an older schema up to :data:`SCHEMA_VERSION`."""
        if self._db.execute("PRAGMA user_version").fetchone()[0] >= SCHEMA_VERSION:
            return
        with self._transaction() as db:
            # read again inside the transaction: another process may have done it
            version = db.execute("PRAGMA user_version").fetchone()[0]
            while version < SCHEMA_VERSION:
                _MIGRATIONS[version](db)
                version += 1
            db.execute(f"PRAGMA user_version = {version}")

    def _connect(self) -> sqlite3.Connection:
        try:
            conn = sqlite3.connect(self.path, timeout=10, isolation_level=None)
            conn.execute("PRAGMA journal_mode = WAL")
            conn.execute("PRAGMA synchronous = FULL")
            conn.execute("PRAGMA foreign_keys = ON")
        except _DB_ERRORS as exc:
            raise self._fail(f"cannot open the database ({exc})") from None
        return conn

    def _initialize(self) -> None:
        with self._transaction():
            # another program may have created it since we looked
            if self._db.execute("PRAGMA user_version").fetchone()[0] == 0:
                self._db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
                for statement in (*_SCHEMA.split(";"), _DRAFTS):
                    if statement.strip():
                        self._db.execute(statement)
                self._db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")

    # -- plumbing ----------------------------------------------------------------

    @property
    def _db(self) -> sqlite3.Connection:
        if self._conn is None:
            raise StorageError(f"{self.path}: the database is closed")
        return self._conn

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None

    def __enter__(self) -> Store:
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.close()

    @contextlib.contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        """One write transaction: committed when the block ends, else rolled back."""
        db = self._db
        if self.read_only:
            raise self._fail("the database is read-only (the file or its folder may not "
                             "be written); nothing was changed")
        try:
            db.execute("BEGIN IMMEDIATE")
        except _DB_ERRORS as exc:
            raise self._error(exc) from None
        try:
            yield db
        except _DB_ERRORS as exc:
            with contextlib.suppress(sqlite3.Error):
                db.execute("ROLLBACK")
            raise self._error(exc) from None
        except BaseException:
            with contextlib.suppress(sqlite3.Error):
                db.execute("ROLLBACK")
            raise
        try:
            db.execute("COMMIT")
        except _DB_ERRORS as exc:
            with contextlib.suppress(sqlite3.Error):
                db.execute("ROLLBACK")
            raise self._error(exc) from None

    def _error(self, exc: Exception) -> StorageError:
        text = str(exc)
        if "locked" in text or "busy" in text:
            return self._fail("the database is in use by another program; try again")
        return self._fail(f"cannot write the database ({text}); nothing was changed")

    def _read(self, sql: str, params: tuple[Any, ...] = ()) -> list[Any]:
        try:
            return self._db.execute(sql, params).fetchall()
        except _DB_ERRORS as exc:
            raise self._fail(f"cannot read the database ({exc})") from None

    # -- games -------------------------------------------------------------------

    def create_game(self, game: Game) -> int:
        """Store a new game (with any hands it has); return its id, also set on game."""
        _validate(game)
        with self._transaction():
            game_id = self._insert_game(game, None)
        game.id = game_id
        return game_id

    def restore_game(self, game: Game) -> int:
        """Put a deleted game back under its own id (to undo a delete)."""
        if game.id is None:
            raise StorageError("only a game that was stored (and has an id) can be restored")
        _validate(game)
        with self._transaction() as db:
            if db.execute("SELECT 1 FROM games WHERE id = ?", (game.id,)).fetchone():
                raise StorageError(f"{self.path}: a game with id {game.id} exists already")
            self._insert_game(game, game.id)
        return game.id

    def _insert_game(self, game: Game, game_id: int | None) -> int:
        s = game.settings
        cur = self._db.execute(
            "INSERT INTO games (id, name, created, finished, players, ruleset_id, "
            "ruleset_text, convention, east_double, hand_limit, start_balance, rounds, "
            "uid) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (game_id, game.name, game.created, int(game.finished),
             json.dumps(list(s.players), ensure_ascii=False), game.ruleset_id,
             s.ruleset_text, s.convention, int(s.east_double), s.limit,
             s.start_balance, s.rounds, game_identity(game)))
        new_id = cur.lastrowid
        assert new_id is not None
        self._seal_game(new_id)
        for i, hand in enumerate(game.hands):
            self._insert_hand_row(new_id, i, hand)
        return new_id

    def _seal_game(self, game_id: int) -> None:
        """Store the checksum of a game's row as it now is."""
        row = self._db.execute(f"SELECT {_GAME_COLUMNS} FROM games WHERE id = ?",
                               (game_id,)).fetchone()
        if row is not None:
            self._db.execute("UPDATE games SET checksum = ? WHERE id = ?",
                             (_checksum(row), game_id))

    def _insert_hand_row(self, game_id: int, position: int, record: HandRecord) -> None:
        text = _record_json(record)
        self._db.execute("INSERT INTO hands (game_id, position, record, checksum) "
                         "VALUES (?, ?, ?, ?)",
                         (game_id, position, text, _checksum((game_id, text))))

    def load_game(self, game_id: int) -> Game:
        """The game with its hands (raises NoSuchGame)."""
        _check_game_id(game_id)
        row = self._read(
            f"SELECT {_LOAD_COLUMNS}, {self._uid_column()} FROM games WHERE id = ?",
            (game_id,))
        if not row:
            raise NoSuchGame(f"there is no game {game_id}")
        records = self._read(
            "SELECT position, record FROM hands WHERE game_id = ? ORDER BY position",
            (game_id,))
        return self._game(game_id, row[0], records)

    def load_games(self, ids: Sequence[int] = ()) -> list[Game]:
        """The games of ``ids`` with their hands (raises NoSuchGame); every game when
        none is given, in the order of :meth:`list_games`, as :meth:`load_game` reads
        them one by one (the same checks, the same errors) but in two queries: the games'
        rows, read once, and their hands."""
        if ids:
            return [self.load_game(i) for i in ids]
        rows = self._read(f"SELECT id, {_LOAD_COLUMNS}, {self._uid_column()} FROM games "
                          "ORDER BY created DESC, id DESC")
        records: dict[int, list[tuple[Any, Any]]] = {}
        for game_id, position, record in self._read(
                "SELECT game_id, position, record FROM hands ORDER BY game_id, position"):
            records.setdefault(game_id, []).append((position, record))
        games = []
        for game_id, *row in rows:
            if not isinstance(game_id, int):
                raise self._fail(f"a game's number cannot be read ({_number(game_id)})")
            games.append(self._game(game_id, tuple(row), records.get(game_id, [])))
        return games

    def _game(self, game_id: int, row: tuple[Any, ...],
              records: list[tuple[Any, Any]]) -> Game:
        """A game from its row (the columns of ``_LOAD_COLUMNS`` and the uid) and the
        (position, record) rows of its hands in order, every value checked."""
        values = self._game_row(game_id, row)
        try:
            settings = GameSettings(
                players=tuple(values["players"]), ruleset_text=values["ruleset_text"],
                convention=values["convention"], east_double=bool(values["east_double"]),
                limit=values["hand_limit"], start_balance=values["start_balance"],
                rounds=values["rounds"])
            game = game_of_text(settings.ruleset_text)
            hands = []
            for expected, (position, record) in enumerate(records):
                if position != expected:
                    raise GameError(f"hand {expected + 1} is missing")
                hand = gamefile.hand_from_dict(_json(record), f"hands[{position}].", game)
                try:
                    check_record(hand, len(settings.players), game)
                except GameError as exc:
                    raise GameError(f"hands[{position}]: {exc}") from None
                hands.append(hand)
        except MahjongError as exc:
            raise self._fail(f"game {game_id} cannot be read ({exc})") from None
        return Game(settings, hands, name=values["name"], created=values["created"],
                    finished=bool(values["finished"]), id=game_id, uid=values["uid"] or "")

    def _uid_column(self) -> str:
        """``uid``, or ``NULL`` in a version 1 database opened read-only (not
        upgraded): its games' identities are derived from their content."""
        columns = {row[1] for row in self._read("PRAGMA table_info(games)")}
        return "uid" if "uid" in columns else "NULL"

    def _game_row(self, game_id: int, row: tuple[Any, ...]) -> dict[str, Any]:
        """A game's row (without its id) checked against :data:`_GAME_ROW`."""
        keys = list(_GAME_ROW.fields)
        values = dict(zip(keys, row, strict=True))
        try:
            values["players"] = _json(values["players"])
            return _GAME_ROW.check(values, ())
        except (SchemaError, GameError) as exc:
            raise self._fail(f"game {game_id} cannot be read ({exc})") from None

    def list_games(self) -> list[GameSummary]:
        """Every game, the newest first."""
        rows = self._read(
            "SELECT g.id, g.name, g.created, g.finished, g.players, g.ruleset_id, "
            "(SELECT count(*) FROM hands h WHERE h.game_id = g.id) "
            "FROM games g ORDER BY g.created DESC, g.id DESC")
        games = []
        for r in rows:
            game_id, name, created, finished, players, ruleset_id, hands = r
            if not isinstance(game_id, int):
                raise self._fail(f"a game's number cannot be read ({_number(game_id)})")
            checked = _GAME_ROW.fields
            try:
                summary = GameSummary(
                    id=game_id, name=checked["name"].check(name, ("name",)),
                    created=checked["created"].check(created, ("created",)),
                    players=tuple(checked["players"].check(_json(players), ("players",))),
                    ruleset_id=checked["ruleset_id"].check(ruleset_id, ("ruleset_id",)),
                    hands=hands, finished=bool(checked["finished"].check(
                        finished, ("finished",))))
            except (SchemaError, GameError) as exc:
                raise self._fail(f"game {game_id} cannot be read ({exc})") from None
            games.append(summary)
        return games

    def rename_game(self, game_id: int, name: str) -> None:
        self._update_game(game_id, "name", name)

    def rename_player(self, game_id: int, player: int, name: str) -> None:
        """Give player number ``player`` (0-based, in starting seat order) a new name."""
        with self._transaction():
            game = self.load_game(game_id)
            players = list(game.players)
            if not 0 <= player < len(players):
                raise GameError(f"there is no player {player + 1}")
            players[player] = name.strip()
            replace(game.settings, players=tuple(players))  # validates the names
            self._db.execute("UPDATE games SET players = ? WHERE id = ?",
                             (json.dumps(players, ensure_ascii=False), game_id))
            self._seal_game(game_id)

    def set_finished(self, game_id: int, finished: bool = True) -> None:
        self._update_game(game_id, "finished", int(finished))

    def _update_game(self, game_id: int, column: str, value: object) -> None:
        _check_game_id(game_id)
        with self._transaction() as db:
            cur = db.execute(f"UPDATE games SET {column} = ? WHERE id = ?",
                             (value, game_id))
            if cur.rowcount == 0:
                raise NoSuchGame(f"there is no game {game_id}")
            self._seal_game(game_id)

    def delete_game(self, game_id: int) -> Game:
        """Delete a game and its hands; return it as it was (for undo)."""
        with self._transaction() as db:
            game = self.load_game(game_id)
            db.execute("DELETE FROM hands WHERE game_id = ?", (game_id,))
            db.execute("DELETE FROM drafts WHERE game_id = ?", (game_id,))
            db.execute("DELETE FROM games WHERE id = ?", (game_id,))
        return game

    # -- hands -------------------------------------------------------------------

    def record_hand(self, game_id: int, record: HandRecord,
                    clear_draft: bool = False) -> HandResult:
        """Validate and store the next hand; return it with everything derived.
        ``clear_draft``: the hand was entered in the window, whose draft goes in
        the same transaction (see :meth:`save_draft`)."""
        with self._transaction() as db:
            game = self.load_game(game_id)
            if game.finished:
                raise GameError("the game is marked finished; reopen it to record "
                                "more hands")
            result = game.check(record)
            self._insert_hand_row(game_id, len(game.hands), record)
            if clear_draft:
                db.execute("DELETE FROM drafts WHERE game_id = ?", (game_id,))
        return result

    def edit_hand(self, game_id: int, index: int, record: HandRecord) -> list[str]:
        """Replace hand ``index`` (0-based). Returns notes about later hands whose
        dealer, seats or prevailing wind changed because of it."""
        with self._transaction() as db:
            game = self.load_game(game_id)
            before = game.replay()
            game.check(record, index)
            hands = list(game.hands)
            hands[index] = record
            after = _replay_after_change(game, hands, index, before)
            text = _record_json(record)
            db.execute("UPDATE hands SET record = ?, checksum = ? WHERE game_id = ? AND "
                       "position = ?", (text, _checksum((game_id, text)), game_id, index))
        return game.changes_after_edit(before[index + 1:], after[index + 1:])

    def delete_hand(self, game_id: int, index: int) -> list[str]:
        """Delete hand ``index`` (0-based); the later hands move up. Returns notes
        about the later hands whose dealer, seats or prevailing wind changed."""
        with self._transaction() as db:
            game = self.load_game(game_id)
            if not 0 <= index < len(game.hands):
                raise GameError(f"there is no hand {index + 1}")
            before = game.replay()
            hands = list(game.hands)
            del hands[index]
            after = _replay_after_change(game, hands, None, before)
            db.execute("DELETE FROM hands WHERE game_id = ? AND position = ?",
                       (game_id, index))
            # shift in two steps, through negative numbers, to keep the key unique
            db.execute("UPDATE hands SET position = -position WHERE game_id = ? "
                       "AND position > ?", (game_id, index))
            db.execute("UPDATE hands SET position = -position - 1 WHERE game_id = ? "
                       "AND position < 0", (game_id,))
        return game.changes_after_edit(before[index + 1:], after[index:])

    def insert_hand(self, game_id: int, index: int, record: HandRecord) -> list[str]:
        """Insert a hand as number ``index + 1`` (to undo a delete); the later hands
        move down. Returns notes about later hands whose seats changed."""
        with self._transaction() as db:
            game = self.load_game(game_id)
            if not 0 <= index <= len(game.hands):
                raise GameError(f"a hand cannot be inserted as hand {index + 1}")
            before = game.replay()
            game.check_record(record)
            hands = list(game.hands)
            hands.insert(index, record)
            after = _replay_after_change(game, hands, index, before)
            if index == len(game.hands) and after[index].seating.after_end:
                raise GameError("the game is over: no hand can follow the last round")
            db.execute("UPDATE hands SET position = -position - 1 WHERE game_id = ? "
                       "AND position >= ?", (game_id, index))
            db.execute("UPDATE hands SET position = -position WHERE game_id = ? "
                       "AND position < 0", (game_id,))
            self._insert_hand_row(game_id, index, record)
        return game.changes_after_edit(before[index:], after[index + 1:])

    # -- the hand being entered ----------------------------------------------------

    def save_draft(self, game_id: int, draft: HandDraft) -> None:
        """Keep ``draft`` as the hand being entered of game ``game_id`` (in place of
        the one kept before; a blank draft keeps none). Committed and synced like
        every change: a program killed right after keeps it."""
        _check_game_id(game_id)
        with self._transaction() as db:
            if draft.is_blank():
                db.execute("DELETE FROM drafts WHERE game_id = ?", (game_id,))
                return
            text = draft_to_json(draft)
            cur = db.execute(
                "INSERT OR REPLACE INTO drafts (game_id, draft, checksum) SELECT ?, ?, ? "
                "WHERE EXISTS (SELECT 1 FROM games WHERE id = ?)",
                (game_id, text, _checksum((game_id, text)), game_id))
            if cur.rowcount == 0:
                raise NoSuchGame(f"there is no game {game_id}")

    def load_draft(self, game: Game) -> tuple[HandDraft | None, list[str]]:
        """The hand being entered of ``game`` (a stored game) as far as it still fits
        the game, and notes on what was dropped or left out (see
        :func:`scoring.games.draft.draft_from_json`); None when there is none. A
        draft that cannot be read is dropped (with a note), never an error."""
        damaged = ["the hand being entered does not read back as it was written "
                   "(damaged); it was dropped"]
        if game.id is None:
            return None, []
        try:
            row = self._db.execute("SELECT draft, checksum FROM drafts WHERE game_id = ?",
                                   (game.id,)).fetchone()
        except sqlite3.OperationalError as exc:
            if "no such table" in str(exc):  # an older version's database, read as it is
                return None, []
            return None, damaged
        except _DB_ERRORS:
            return None, damaged
        if row is None:
            return None, []
        text, checksum = row
        if not isinstance(text, str) or _checksum((game.id, text)) != checksum:
            return None, damaged
        return draft_from_json(text, game)

    # -- game files --------------------------------------------------------------

    def import_json(self, path: str | Path) -> int:
        """Store the game of a JSON game file as a new game; return its id."""
        return self.create_game(gamefile.load(path))

    def export_json(self, game_id: int, path: str | Path) -> None:
        """Write a game as a JSON game file, whole or not at all (see
        :mod:`scoring.records.output`; a StorageError when it cannot be written)."""
        game = self.load_game(game_id)
        try:
            output_path(path, [self.path])  # never over the database itself
            gamefile.save(game, path)
        except OutputError as exc:  # a StorageError, as every failure of the store
            raise StorageError(exc.template, **exc.params) from None


def _number(value: Any) -> str:
    """A game's number for a message, whatever the damaged file holds there."""
    return str(value) if isinstance(value, int) and abs(value) < 2**63 else "(unreadable)"


def _json(text: Any) -> Any:
    """A JSON value stored in a column; a GameError if it is not JSON."""
    if not isinstance(text, str):
        raise GameError(f"expected JSON text, found {type(text).__name__}")
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        raise GameError("the stored JSON cannot be read") from None


def _record_json(record: HandRecord) -> str:
    return json.dumps(as_dict(record), ensure_ascii=False)


def _validate(game: Game) -> None:
    """Refuse a game whose hands cannot be scored."""
    if len(game.hands):
        game.replay(keep=())
    else:
        game.kind  # noqa: B018 - parse the rules: report a bad rule set now


def _replay_after_change(game: Game, hands: list[HandRecord], changed: int | None,
                         before: list[HandResult]) -> list[HandResult]:
    """Replay a changed list of hands (``changed``: the index of the new or edited
    hand; ``before``: the hands before the change). A later hand that no longer scores
    (its seat or wind changed) refuses the change; a hand that did not score before
    the change (``HandResult.problem``) is kept as it was."""
    kept = {id(r.record) for r in before if r.problem is not None}
    keep = {i for i, record in enumerate(hands) if id(record) in kept and i != changed}
    try:
        return game.replay(hands, keep)
    except HandError as exc:
        if exc.index == changed:
            raise
        raise GameError("this change would leave hand {number} invalid: {reason}",
                        number=exc.index + 1, reason=exc.error) from None
