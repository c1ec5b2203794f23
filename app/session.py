"""The open game: a thin Qt object over the application layer's GameTable.

Every change is an operation of :mod:`scoring.records.game_table`: it goes to the
store first (one committed transaction); only then is the in-memory game updated and
``changed`` emitted, so the screen never shows a hand that is not on disk.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from scoring.games.game import Game, HandRecord, HandResult
from scoring.records.game_table import (
    Change,
    CreateGame,
    Delete,
    Edit,
    Finish,
    GameTable,
    Insert,
    Operation,
    Record,
    RenameGame,
    RenamePlayer,
)
from scoring.records.storage import Store


class GameSession(QObject):
    changed = Signal()
    #: notes about later hands whose seats or wind changed after an edit
    notes = Signal(list)

    def __init__(self, store: Store, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.table = GameTable(store)

    @property
    def game(self) -> Game | None:
        return self.table.game

    @property
    def game_id(self) -> int:
        assert self.game is not None and self.game.id is not None
        return self.game.id

    def open(self, game_id: int | None) -> None:
        if game_id is None:
            self.table.close()
        else:
            self.table.open(game_id)
        self.changed.emit()

    def check(self, record: HandRecord, index: int | None = None) -> HandResult:
        """Score ``record`` as it would be recorded; raises a MahjongError if it
        cannot be."""
        return self.table.check(record, index)

    def apply(self, operation: Operation) -> Change:
        """Apply ``operation`` (see :meth:`GameTable.apply`); ``changed`` (and the
        notes about later hands) when it changed the open game."""
        change = self.table.apply(operation)
        if self.game is not None and self.game.id == change.game_id:
            self.changed.emit()
            if change.notes:
                self.notes.emit(list(change.notes))
        return change

    def record(self, record: HandRecord, clear_draft: bool = False) -> int:
        """Record the next hand (``clear_draft``: the hand being entered, kept in the
        store, goes in the same transaction); its index."""
        index = self.apply(Record(self.game_id, record, clear_draft)).index
        assert index is not None
        return index

    def edit(self, index: int, record: HandRecord) -> None:
        self.apply(Edit(self.game_id, index, record))

    def delete(self, index: int) -> None:
        self.apply(Delete(self.game_id, index))

    def insert(self, index: int, record: HandRecord) -> None:
        self.apply(Insert(self.game_id, index, record))

    def rename_player(self, player: int, name: str) -> None:
        self.apply(RenamePlayer(self.game_id, player, name))

    def set_finished(self, finished: bool) -> None:
        """Stop the game early (no more hands), or open it again."""
        self.apply(Finish(self.game_id, finished))

    def create_game(self, game: Game) -> int:
        """Store a new game (not opened); its id."""
        return self.apply(CreateGame(game)).game_id

    def rename_game(self, game_id: int, name: str) -> None:
        self.apply(RenameGame(game_id, name))
