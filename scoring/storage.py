"""Every game in one SQLite database: the settings and the hands as the players entered them.

Only what was entered is stored (see :mod:`scoring.game`); seats, scores, settlements
and balances come from :meth:`Game.replay`. Each operation that changes a game is one
transaction, committed and synced to disk before the method returns: a program killed
at any moment leaves every hand it reported as recorded in the database.

A database this module cannot use safely is refused with a :class:`StorageError`
naming the path and the problem, and is never written to: a file that is not a
database, a damaged database, one written by a newer version of the program (a newer
schema), or an SQLite database of some other program.

Schema (version 1, ``PRAGMA user_version``)::

    games(id, name, created, finished, players (JSON list), ruleset_id, ruleset_text,
          convention, east_double, hand_limit, start_balance, rounds)
    hands(game_id, position, record (JSON of scoring.game.as_dict))

plus ``games.uid``, the game's identity (:func:`scoring.game.game_identity`), added to
a database without it by :meth:`Store._add_identity_column` (an older program ignores
it; a game it writes there gets NULL, and an identity derived from its content). A
database that cannot be written is read without the column.
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass, replace
from pathlib import Path
from types import TracebackType
from typing import Any

from . import gamefile
from .errors import MahjongError
from .game import (
    Game,
    GameError,
    GameSettings,
    HandError,
    HandRecord,
    HandResult,
    as_dict,
    check_record,
    game_identity,
)

#: The schema this program writes. A database with a higher version is refused.
SCHEMA_VERSION = 1
#: ``PRAGMA application_id`` of a score sheet database ("MJSS").
APPLICATION_ID = 0x4D4A5353

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
    rounds INTEGER NOT NULL
);
CREATE TABLE hands (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    record TEXT NOT NULL,
    PRIMARY KEY (game_id, position)
) WITHOUT ROWID;
"""
_TABLES = {"games", "hands"}


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

    Every method that changes something is one transaction: it either commits
    completely (on disk, before it returns) or changes nothing and raises a
    MahjongError (a GameError for a hand that cannot be scored, a StorageError for the
    database).
    """

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self._conn: sqlite3.Connection | None = None
        if self._is_new():
            self._conn = self._connect()
            self._initialize()
        else:
            self._check_existing()
            self._conn = self._connect()
            self._check_version(self._conn)
        self._add_identity_column()

    # -- opening -----------------------------------------------------------------

    def _fail(self, problem: str) -> StorageError:
        return StorageError(f"{self.path}: {problem}")

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

    def _check_existing(self) -> None:
        """Check an existing file through a read-only connection, so that a file we
        must refuse is never written to (not even its header or a journal)."""
        if self.path.is_dir():
            raise self._fail("is a folder, not a database file")
        try:
            with self.path.open("rb") as f:
                header = f.read(16)
        except OSError as exc:
            raise self._fail(f"cannot read the database ({exc.strerror})") from None
        # an empty file with a write-ahead log: a new database killed before the
        # log was copied into the file; SQLite reads it from the log
        if header != b"SQLite format 3\x00" and not (
                header == b"" and Path(f"{self.path}-wal").exists()):
            raise self._fail("not a score sheet database (not an SQLite database "
                             "file); it was left unchanged")
        sidecars = [Path(f"{self.path}{suffix}") for suffix in ("-wal", "-shm")]
        existed = [p.exists() for p in sidecars]
        uri = self.path.resolve().as_uri() + "?mode=ro"
        try:
            conn = sqlite3.connect(uri, uri=True, timeout=10)
        except sqlite3.Error as exc:
            raise self._fail(f"cannot open the database ({exc})") from None
        try:
            self._check_version(conn)
            rows = [row[0] for row in conn.execute("PRAGMA integrity_check")]
            if rows != ["ok"]:
                problems = [line.strip() for row in rows for line in str(row).splitlines()
                            if line.strip() and not line.startswith("***")]
                raise self._fail("the database is damaged (integrity check: "
                                 f"{'; '.join(problems[:2])}); it was left unchanged")
        except (sqlite3.DatabaseError, StorageError) as exc:
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

    def _check_version(self, conn: sqlite3.Connection) -> None:
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
        if (version == 0 and tables) or (version and not tables >= _TABLES):
            raise other

    def _connect(self) -> sqlite3.Connection:
        try:
            conn = sqlite3.connect(self.path, timeout=10, isolation_level=None)
            conn.execute("PRAGMA journal_mode = WAL")
            conn.execute("PRAGMA synchronous = FULL")
            conn.execute("PRAGMA foreign_keys = ON")
        except sqlite3.Error as exc:
            raise self._fail(f"cannot open the database ({exc})") from None
        return conn

    def _initialize(self) -> None:
        with self._transaction():
            # another program may have created it since we looked
            if self._db.execute("PRAGMA user_version").fetchone()[0] == 0:
                self._db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
                for statement in _SCHEMA.split(";"):
                    if statement.strip():
                        self._db.execute(statement)
                self._db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")

    def _add_identity_column(self) -> None:
        """The one change of the schema for game identities: ``games.uid``, added
        when missing (the schema version stays: older programs read the table by
        column name and leave the new column NULL)."""
        columns = {row[1] for row in self._read("PRAGMA table_info(games)")}
        self._uid_column = "uid" in columns
        if not self._uid_column:
            try:
                with self._transaction() as db:
                    columns = {row[1] for row in db.execute("PRAGMA table_info(games)")}
                    if "uid" not in columns:
                        db.execute("ALTER TABLE games ADD COLUMN uid TEXT")
            except StorageError:
                return  # read-only (another laptop's database on a stick): read it as it is
            self._uid_column = True

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
        try:
            db.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as exc:
            raise self._error(exc) from None
        try:
            yield db
        except sqlite3.Error as exc:
            with contextlib.suppress(sqlite3.Error):
                db.execute("ROLLBACK")
            raise self._error(exc) from None
        except BaseException:
            with contextlib.suppress(sqlite3.Error):
                db.execute("ROLLBACK")
            raise
        try:
            db.execute("COMMIT")
        except sqlite3.Error as exc:
            with contextlib.suppress(sqlite3.Error):
                db.execute("ROLLBACK")
            raise self._error(exc) from None

    def _error(self, exc: sqlite3.Error) -> StorageError:
        text = str(exc)
        if "locked" in text or "busy" in text:
            return self._fail("the database is in use by another program; try again")
        return self._fail(f"cannot write the database ({text}); nothing was changed")

    def _read(self, sql: str, params: tuple[Any, ...] = ()) -> list[Any]:
        try:
            return self._db.execute(sql, params).fetchall()
        except sqlite3.Error as exc:
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
             json.dumps(list(s.players), ensure_ascii=False), game.ruleset.id,
             s.ruleset_text, s.convention, int(s.east_double), s.limit,
             s.start_balance, s.rounds, game_identity(game)))
        new_id = cur.lastrowid
        assert new_id is not None
        self._db.executemany(
            "INSERT INTO hands (game_id, position, record) VALUES (?, ?, ?)",
            [(new_id, i, _record_json(h)) for i, h in enumerate(game.hands)])
        return new_id

    def load_game(self, game_id: int) -> Game:
        """The game with its hands (raises NoSuchGame)."""
        row = self._read(
            "SELECT name, created, finished, players, ruleset_text, convention, "
            "east_double, hand_limit, start_balance, rounds, "
            f"{'uid' if self._uid_column else 'NULL'} FROM games WHERE id = ?",
            (game_id,))
        if not row:
            raise NoSuchGame(f"there is no game {game_id}")
        (name, created, finished, players, text, convention, east_double, limit,
         start_balance, rounds, uid) = row[0]
        records = self._read(
            "SELECT position, record FROM hands WHERE game_id = ? ORDER BY position",
            (game_id,))
        try:
            settings = GameSettings(
                players=tuple(json.loads(players)), ruleset_text=text,
                convention=convention, east_double=bool(east_double), limit=limit,
                start_balance=start_balance, rounds=rounds)
            hands = [gamefile.hand_from_dict(json.loads(record), f"hands[{position}].")
                     for position, record in records]
        except (MahjongError, ValueError, TypeError) as exc:
            raise self._fail(f"game {game_id} cannot be read ({exc})") from None
        return Game(settings, hands, name=name, created=created,
                    finished=bool(finished), id=game_id, uid=uid or "")

    def list_games(self) -> list[GameSummary]:
        """Every game, the newest first."""
        rows = self._read(
            "SELECT g.id, g.name, g.created, g.players, g.ruleset_id, g.finished, "
            "(SELECT count(*) FROM hands h WHERE h.game_id = g.id) "
            "FROM games g ORDER BY g.created DESC, g.id DESC")
        return [GameSummary(id=r[0], name=r[1], created=r[2],
                            players=tuple(json.loads(r[3])), ruleset_id=r[4],
                            hands=r[6], finished=bool(r[5])) for r in rows]

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

    def set_finished(self, game_id: int, finished: bool = True) -> None:
        self._update_game(game_id, "finished", int(finished))

    def _update_game(self, game_id: int, column: str, value: object) -> None:
        with self._transaction() as db:
            cur = db.execute(f"UPDATE games SET {column} = ? WHERE id = ?",
                             (value, game_id))
            if cur.rowcount == 0:
                raise NoSuchGame(f"there is no game {game_id}")

    def delete_game(self, game_id: int) -> Game:
        """Delete a game and its hands; return it as it was (for undo)."""
        with self._transaction() as db:
            game = self.load_game(game_id)
            db.execute("DELETE FROM hands WHERE game_id = ?", (game_id,))
            db.execute("DELETE FROM games WHERE id = ?", (game_id,))
        return game

    # -- hands -------------------------------------------------------------------

    def record_hand(self, game_id: int, record: HandRecord) -> HandResult:
        """Validate and store the next hand; return it with everything derived."""
        with self._transaction() as db:
            game = self.load_game(game_id)
            if game.finished:
                raise GameError("the game is marked finished; reopen it to record "
                                "more hands")
            result = game.check(record)
            db.execute("INSERT INTO hands (game_id, position, record) VALUES (?, ?, ?)",
                       (game_id, len(game.hands), _record_json(record)))
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
            after = _replay_after_change(game, hands, index)
            db.execute("UPDATE hands SET record = ? WHERE game_id = ? AND position = ?",
                       (_record_json(record), game_id, index))
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
            after = _replay_after_change(game, hands, None)
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
            check_record(record, len(game.players))
            hands = list(game.hands)
            hands.insert(index, record)
            after = _replay_after_change(game, hands, index)
            if index == len(game.hands) and after[index].seating.after_end:
                raise GameError("the game is over: no hand can follow the last round")
            db.execute("UPDATE hands SET position = -position - 1 WHERE game_id = ? "
                       "AND position >= ?", (game_id, index))
            db.execute("UPDATE hands SET position = -position WHERE game_id = ? "
                       "AND position < 0", (game_id,))
            db.execute("INSERT INTO hands (game_id, position, record) VALUES (?, ?, ?)",
                       (game_id, index, _record_json(record)))
        return game.changes_after_edit(before[index:], after[index + 1:])

    # -- game files --------------------------------------------------------------

    def import_json(self, path: str | Path) -> int:
        """Store the game of a JSON game file as a new game; return its id."""
        return self.create_game(gamefile.load(path))

    def export_json(self, game_id: int, path: str | Path) -> None:
        """Write a game as a JSON game file."""
        game = self.load_game(game_id)
        try:
            gamefile.save(game, path)
        except OSError as exc:
            raise StorageError(f"{path}: cannot write the file ({exc.strerror})") from None


def _record_json(record: HandRecord) -> str:
    return json.dumps(as_dict(record), ensure_ascii=False)


def _validate(game: Game) -> None:
    """Refuse a game whose hands cannot be scored."""
    if len(game.hands):
        game.replay()
    else:
        game.ruleset  # noqa: B018 - parse the rules: report a bad rule set now


def _replay_after_change(game: Game, hands: list[HandRecord],
                         changed: int | None) -> list[HandResult]:
    """Replay a changed list of hands (``changed``: the index of the new or edited
    hand). A later hand that no longer scores (its seat or wind changed) refuses the
    change."""
    try:
        return game.replay(hands)
    except HandError as exc:
        if exc.index == changed:
            raise
        raise GameError(f"this change would leave hand {exc.index + 1} invalid: "
                        f"{exc.reason}") from None
