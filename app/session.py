"""The open game: a thin Qt object over the application layer's GameTable.

Every change is an operation of :mod:`scoring.records.game_table`: it goes to the
store first (one committed transaction); only then is the in-memory game updated and
``changed`` emitted, so the screen never shows a hand that is not on disk.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from scoring.games.game import Game, HandRecord, HandResult
from scoring.records.storage import Store

if TYPE_CHECKING:  # imported at the first operation: the window's start does without
    from scoring.records.game_table import Change, GameTable, Operation


class GameSession(QObject):
    changed = Signal()
    #: notes about later hands whose seats or wind changed after an edit
    notes = Signal(list)

    def __init__(self, store: Store, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        #: the game table, made at the first operation (or check); until then the
        #: game opened is kept here
        self._table: GameTable | None = None
        self._game: Game | None = None

    @property
    def table(self) -> GameTable:
        """The store's games with the open one (``scoring.records.game_table``)."""
        if self._table is None:
            from scoring.records.game_table import GameTable
            self._table = GameTable(self.store)
            self._table.game, self._game = self._game, None
        return self._table

    @property
    def game(self) -> Game | None:
        return self._table.game if self._table is not None else self._game

    @property
    def game_id(self) -> int:
        assert self.game is not None and self.game.id is not None
        return self.game.id

    def open(self, game_id: int | None) -> None:
        if self._table is not None:
            if game_id is None:
                self._table.close()
            else:
                self._table.open(game_id)
        else:  # as GameTable.open and close do
            self._game = None if game_id is None else self.store.load_game(game_id)
        self.changed.emit()

    def check(self, record: HandRecord, index: int | None = None) -> HandResult:
        """Score ``record`` as it would be recorded; raises a MahjongError if it
        cannot be."""
        return self.table.check(record, index)

    def apply(self, operation: Operation) -> Change:
        """Apply ``operation`` (see :meth:`GameTable.apply`); ``changed`` (and the
        notes about later hands) when it changed the open game."""
        return self._told(self.table.apply(operation))

    def _told(self, change: Change) -> Change:
        """``changed`` (and the notes about later hands) when ``change`` changed the
        open game."""
        if self.game is not None and self.game.id == change.game_id:
            self.changed.emit()
            if change.notes:
                self.notes.emit(list(change.notes))
        return change

    # the operations by name (the table's own: the operations' module is imported with
    # the table, at the first change, not at the window's start)

    def record(self, record: HandRecord, clear_draft: bool = False) -> int:
        """Record the next hand (``clear_draft``: the hand being entered, kept in the
        store, goes in the same transaction); its index."""
        index = self._told(self.table.record(self.game_id, record, clear_draft)).index
        assert index is not None
        return index

    def edit(self, index: int, record: HandRecord) -> None:
        self._told(self.table.edit(self.game_id, index, record))

    def delete(self, index: int) -> None:
        self._told(self.table.delete(self.game_id, index))

    def insert(self, index: int, record: HandRecord) -> None:
        self._told(self.table.insert(self.game_id, index, record))

    def rename_player(self, player: int, name: str) -> None:
        self._told(self.table.rename_player(self.game_id, player, name))

    def set_finished(self, finished: bool) -> None:
        """Stop the game early (no more hands), or open it again."""
        self._told(self.table.finish(self.game_id, finished))

    def create_game(self, game: Game) -> int:
        """Store a new game (not opened); its id."""
        return self._told(self.table.create(game)).game_id

    def rename_game(self, game_id: int, name: str) -> None:
        self._told(self.table.rename_game(game_id, name))
