"""Opening a games database safely: the checks of the file, its integrity, version
and kind before anything is written, the connections, and the transactions.

A database this module cannot use safely is refused with a :class:`StorageError`
naming the path and the problem, and is never written to: a file that is not a
database (a folder, a device), a damaged database (SQLite's integrity check, a file
whose length is not whole pages, a record that no longer reads back as it was
written: every row carries a checksum of its contents), one written by a newer
version of the program (a newer schema), or an SQLite database of some other program.
A database the user may not write (the file or its folder read-only) is opened
read-only: it can be listed and read, and a change is refused with a message.
Several processes creating the same new database at once take turns (a lock on
its folder), so that exactly one of them creates it. What is kept in the database is
in :mod:`scoring.records.storage` (the store) and
:mod:`scoring.records.storage_schema` (the tables and their versions).
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import stat
from collections.abc import Callable, Iterator
from pathlib import Path
from types import TracebackType
from typing import Any, Self

from scoring.errors import MahjongError
from scoring.records.storage_schema import (
    APPLICATION_ID,
    CHECKSUMS_FROM,
    GAME_COLUMNS,
    OLDEST_VERSION,
    SCHEMA_VERSION,
    TABLES,
    create_tables,
    row_checksum,
    upgrade,
)

try:  # a lock while a new database is created (POSIX; elsewhere SQLite's own locks)
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]

#: what SQLite raises for a damaged file (an error whose text is not UTF-8 included)
DB_ERRORS = (sqlite3.Error, UnicodeDecodeError)


class StorageError(MahjongError):
    """The database cannot be opened, read or written; the message names the path."""


def number(value: Any) -> str:
    """A game's number for a message, whatever the damaged file holds there."""
    return str(value) if isinstance(value, int) and abs(value) < 2**63 else "(unreadable)"


class Database:
    """The games database at ``path`` (created when missing), checked before it is
    used; use as a context manager. With ``write=False`` (the commands that only read)
    it is only read: never created, upgraded or written, and no file is made beside
    it. The store (:class:`scoring.records.storage.Store`) is one.
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
            except DB_ERRORS as exc:
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
        except (*DB_ERRORS, StorageError) as exc:
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
            for row in conn.execute(f"SELECT {GAME_COLUMNS}, checksum FROM games"):
                if row_checksum(row[:-1]) != row[-1]:
                    raise self._damaged(f"game {number(row[0])} does not read back as "
                                        "it was written")
            for game_id, record, checksum in conn.execute(
                    "SELECT game_id, record, checksum FROM hands"):
                if row_checksum((game_id, record)) != checksum:
                    raise self._damaged(f"a hand of game {number(game_id)} does not "
                                        "read back as it was written")
            for game_id, count, low, high, known in conn.execute(
                    "SELECT h.game_id, count(*), min(h.position), max(h.position), "
                    "(SELECT count(*) FROM games g WHERE g.id = h.game_id) "
                    "FROM hands h GROUP BY h.game_id"):
                if not known:
                    raise self._damaged(f"hands of a game {number(game_id)} that is not "
                                        "there")
                if (low, high) != (0, count - 1):
                    raise self._damaged(f"the hands of game {number(game_id)} are out of "
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
        if (version == 0 and tables) or (version and not tables >= TABLES):
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
            upgrade(db)  # it reads the version again: another process may have done it

    def _connect(self) -> sqlite3.Connection:
        try:
            conn = sqlite3.connect(self.path, timeout=10, isolation_level=None)
            conn.execute("PRAGMA journal_mode = WAL")
            conn.execute("PRAGMA synchronous = FULL")
            conn.execute("PRAGMA foreign_keys = ON")
        except DB_ERRORS as exc:
            raise self._fail(f"cannot open the database ({exc})") from None
        return conn

    def _initialize(self) -> None:
        with self._transaction():
            # another program may have created it since we looked
            if self._db.execute("PRAGMA user_version").fetchone()[0] == 0:
                create_tables(self._db)

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

    def __enter__(self) -> Self:
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
        except DB_ERRORS as exc:
            raise self._error(exc) from None
        try:
            yield db
        except DB_ERRORS as exc:
            with contextlib.suppress(sqlite3.Error):
                db.execute("ROLLBACK")
            raise self._error(exc) from None
        except BaseException:
            with contextlib.suppress(sqlite3.Error):
                db.execute("ROLLBACK")
            raise
        try:
            db.execute("COMMIT")
        except DB_ERRORS as exc:
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
        except DB_ERRORS as exc:
            raise self._fail(f"cannot read the database ({exc})") from None
