"""Every game in one SQLite database: the settings and the hands as the players entered them.

Only what was entered is stored (see :mod:`scoring.games.game`); seats, scores, settlements
and balances come from :meth:`Game.replay`. Each operation that changes a game is one
transaction, committed and synced to disk before the method returns: a program killed
at any moment leaves every hand it reported as recorded in the database.

A database this module cannot use safely is refused with a :class:`StorageError`
naming the path and the problem, and is never written to; the checks made on opening
are in :mod:`scoring.records.storage_file`, the tables and the steps that upgrade an
older database in :mod:`scoring.records.storage_schema`.

Schema (version 5, ``PRAGMA user_version``; see "schema versions" below)::

    games(id, name, created, finished, players (JSON list), ruleset_id, ruleset_text,
          convention, east_double, hand_limit, start_balance, rounds, uid, checksum)
    hands(game_id, position, record (JSON of scoring.games.game.as_dict), checksum)
    drafts(game_id, draft (JSON of scoring.games.draft.draft_to_dict), checksum)
    figures(game_id, key, figures (JSON of scoring.records.figures.hand_figures),
            checksum)

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
database. Version 5 added the table ``figures``: the figures of each game's hands,
kept by every change to the game so that reading it need not score every hand again
(:mod:`scoring.records.figures`); like a draft, figures that do not read back, or that
were kept for other hands, settings or code, are derived again, never a reason to
refuse the database.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
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
from scoring.games.kinds import kind_class
from scoring.games.settlement import Convention
from scoring.records import gamefile
from scoring.records.figures import figures_key, figures_text, hand_figures, read_figures
from scoring.records.output import OutputError, output_path
from scoring.records.storage_file import DB_ERRORS, Database, StorageError, number
from scoring.records.storage_schema import (
    APPLICATION_ID,
    GAME_COLUMNS,
    OLDEST_VERSION,
    SCHEMA_VERSION,
    row_checksum,
)
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

#: what callers import from here
__all__ = ["APPLICATION_ID", "OLDEST_VERSION", "SCHEMA_VERSION", "GameSummary",
           "NoSuchGame", "StorageError", "Store"]


def _check_game_id(game_id: int) -> None:
    """Refuse a game id that SQLite cannot hold (no game has it)."""
    if not 0 < game_id < 2**63:
        raise NoSuchGame(f"there is no game {describe(game_id)}")


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


class Store(Database):
    """The games database at ``path`` (created when missing). Use as a context manager.
    With ``write=False`` (the commands that only read) it is only read: never created,
    upgraded or written, and no file is made beside it (see
    :class:`scoring.records.storage_file.Database`).

    Every method that changes something is one transaction: it either commits
    completely (on disk, before it returns) or changes nothing and raises a
    MahjongError (a GameError for a hand that cannot be scored, a StorageError for the
    database).
    """

    # -- games -------------------------------------------------------------------

    def create_game(self, game: Game) -> int:
        """Store a new game (with any hands it has); return its id, also set on game."""
        results = _validate(game)
        with self._transaction():
            game_id = self._insert_game(game, None)
            self._keep_figures(game_id, game, game.hands, results)
        game.id = game_id
        return game_id

    def restore_game(self, game: Game) -> int:
        """Put a deleted game back under its own id (to undo a delete)."""
        if game.id is None:
            raise StorageError("only a game that was stored (and has an id) can be restored")
        results = _validate(game)
        with self._transaction() as db:
            if db.execute("SELECT 1 FROM games WHERE id = ?", (game.id,)).fetchone():
                raise StorageError(f"{self.path}: a game with id {game.id} exists already")
            self._insert_game(game, game.id)
            self._keep_figures(game.id, game, game.hands, results)
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
        row = self._db.execute(f"SELECT {GAME_COLUMNS} FROM games WHERE id = ?",
                               (game_id,)).fetchone()
        if row is not None:
            self._db.execute("UPDATE games SET checksum = ? WHERE id = ?",
                             (row_checksum(row), game_id))

    def _insert_hand_row(self, game_id: int, position: int, record: HandRecord) -> None:
        text = _record_json(record)
        self._db.execute("INSERT INTO hands (game_id, position, record, checksum) "
                         "VALUES (?, ?, ?, ?)",
                         (game_id, position, text, row_checksum((game_id, text))))

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
                raise self._fail(f"a game's number cannot be read ({number(game_id)})")
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
                raise self._fail(f"a game's number cannot be read ({number(game_id)})")
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
            # a problem's text may name the player: the figures are derived again
            self._db.execute("DELETE FROM figures WHERE game_id = ?", (game_id,))

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

    def set_rules(self, game_id: int, ruleset_text: str, limit: int | None,
                  convention: Convention, east_double: bool,
                  kept: Sequence[int] = ()) -> tuple[list[str], tuple[int, ...]]:
        """Rescore game ``game_id`` under other rules: their text, the limit, the
        settlement convention and East's double. Only a classical game, under
        classical rules; refused, changing nothing, when a hand that scores under the
        game's rules (and is not one of ``kept``, 0-based) cannot be scored under the
        new ones. Returns notes about hands whose dealer, seats or prevailing wind
        changed, and the hands (0-based) that did not score under the game's rules."""
        with self._transaction() as db:
            game = self.load_game(game_id)
            if not kind_class(game.game).house_rules:
                raise GameError("a {kind} game is kept with its own rules: only a "
                                "classical game can be rescored under other rules",
                                kind=game.game.capitalize())
            if game_of_text(ruleset_text) != game.game:
                raise GameError("these rules are for {kind}: a classical game can only "
                                "be rescored under classical rules",
                                kind=game_of_text(ruleset_text).capitalize())
            settings = replace(game.settings, ruleset_text=ruleset_text, limit=limit,
                               convention=convention, east_double=east_double)
            before = game.replay()
            problems = tuple(i for i, r in enumerate(before) if r.problem is not None)
            new = Game(settings, list(game.hands), name=game.name, created=game.created,
                       finished=game.finished, id=game_id, uid=game.uid)
            try:
                after = new.replay(keep={*problems, *kept})
            except HandError as exc:
                raise GameError("under these rules hand {number} cannot be scored: "
                                "{reason}", number=exc.index + 1, reason=exc.error) from None
            db.execute("UPDATE games SET ruleset_id = ?, ruleset_text = ?, convention = ?, "
                       "east_double = ?, hand_limit = ? WHERE id = ?",
                       (new.ruleset_id, settings.ruleset_text, settings.convention,
                        int(settings.east_double), settings.limit, game_id))
            self._seal_game(game_id)
            self._keep_figures(game_id, new, new.hands, after)
        return game.changes_after_edit(before, after), problems

    def delete_game(self, game_id: int) -> Game:
        """Delete a game and its hands; return it as it was (for undo)."""
        with self._transaction() as db:
            game = self.load_game(game_id)
            db.execute("DELETE FROM hands WHERE game_id = ?", (game_id,))
            db.execute("DELETE FROM drafts WHERE game_id = ?", (game_id,))
            db.execute("DELETE FROM figures WHERE game_id = ?", (game_id,))
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
            hands = [*game.hands, record]
            # the hands were scored by the check: the game keeps them
            self._keep_figures(game_id, game, hands,
                               game.replay(hands, keep=range(len(game.hands))))
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
                       "position = ?", (text, row_checksum((game_id, text)), game_id, index))
            self._keep_figures(game_id, game, hands, after)
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
            self._keep_figures(game_id, game, hands, after)
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
            self._keep_figures(game_id, game, hands, after)
        return game.changes_after_edit(before[index:], after[index + 1:])

    # -- the figures of the hands (scoring.records.figures) -------------------------

    def _keep_figures(self, game_id: int, game: Game, hands: list[HandRecord],
                      results: list[HandResult]) -> None:
        """Keep the figures of ``results``, the replay of ``hands`` in ``game``'s
        settings (in the caller's transaction)."""
        key = figures_key(game, hands)
        if key is None:  # the code cannot be read: none are kept
            self._db.execute("DELETE FROM figures WHERE game_id = ?", (game_id,))
            return
        text = figures_text(hand_figures(results))
        self._db.execute("INSERT OR REPLACE INTO figures (game_id, key, figures, checksum) "
                         "VALUES (?, ?, ?, ?)",
                         (game_id, key, text, row_checksum((game_id, key, text))))

    def load_figures(self, game: Game) -> list[list[Any]] | None:
        """The figures kept of the hands of ``game`` (a stored game, as read), as
        :func:`scoring.records.figures.hand_figures` gives them; None when none are
        kept, or they were kept for other hands, settings or code (see
        :func:`scoring.records.figures.figures_key`), or do not read back."""
        if game.id is None:
            return None
        try:
            row = self._db.execute("SELECT key, figures, checksum FROM figures "
                                   "WHERE game_id = ?", (game.id,)).fetchone()
        except DB_ERRORS:  # an older version's database, read as it is; or damage
            return None
        if row is None:
            return None
        key, text, checksum = row
        if (not isinstance(key, str) or not isinstance(text, str)
                or row_checksum((game.id, key, text)) != checksum
                or key != figures_key(game)):
            return None
        return read_figures(text, len(game.hands))

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
                (game_id, text, row_checksum((game_id, text)), game_id))
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
        except DB_ERRORS:
            return None, damaged
        if row is None:
            return None, []
        text, checksum = row
        if not isinstance(text, str) or row_checksum((game.id, text)) != checksum:
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


def _validate(game: Game) -> list[HandResult]:
    """Refuse a game whose hands cannot be scored; the replay of its hands."""
    if len(game.hands):
        return game.replay(keep=())
    game.kind  # noqa: B018 - parse the rules: report a bad rule set now
    return []


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
