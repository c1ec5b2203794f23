"""The open game: a thin Qt object over the store and the domain's Game.

Every change goes to the store first (one committed transaction); only then is the
in-memory game updated and ``changed`` emitted, so the screen never shows a hand
that is not on disk.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QObject, Signal

from scoring.games.game import Game, HandRecord, HandResult
from scoring.records.storage import Store


class GameSession(QObject):
    changed = Signal()
    #: notes about later hands whose seats or wind changed after an edit
    notes = Signal(list)

    def __init__(self, store: Store, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.game: Game | None = None

    @property
    def game_id(self) -> int:
        assert self.game is not None and self.game.id is not None
        return self.game.id

    def open(self, game_id: int | None) -> None:
        game = None if game_id is None else self.store.load_game(game_id)
        self.game = game
        self.changed.emit()

    def check(self, record: HandRecord, index: int | None = None) -> HandResult:
        """Score ``record`` as it would be recorded; raises a MahjongError if it
        cannot be."""
        assert self.game is not None
        return self.game.check(record, index)

    def _set_hands(self, hands: list[HandRecord], notes: list[str]) -> None:
        assert self.game is not None
        self.game.hands = hands
        self.changed.emit()
        if notes:
            self.notes.emit(notes)

    def record(self, record: HandRecord, clear_draft: bool = False) -> int:
        """Record the next hand (``clear_draft``: the hand being entered, kept in the
        store, goes in the same transaction)."""
        self.store.record_hand(self.game_id, record, clear_draft)
        assert self.game is not None
        self._set_hands([*self.game.hands, record], [])
        return len(self.game.hands) - 1

    def edit(self, index: int, record: HandRecord) -> None:
        notes = self.store.edit_hand(self.game_id, index, record)
        assert self.game is not None
        hands = list(self.game.hands)
        hands[index] = record
        self._set_hands(hands, notes)

    def delete(self, index: int) -> None:
        notes = self.store.delete_hand(self.game_id, index)
        assert self.game is not None
        hands = list(self.game.hands)
        del hands[index]
        self._set_hands(hands, notes)

    def insert(self, index: int, record: HandRecord) -> None:
        notes = self.store.insert_hand(self.game_id, index, record)
        assert self.game is not None
        hands = list(self.game.hands)
        hands.insert(index, record)
        self._set_hands(hands, notes)

    def rename_player(self, player: int, name: str) -> None:
        self.store.rename_player(self.game_id, player, name)
        assert self.game is not None
        players = list(self.game.players)
        players[player] = name.strip()
        self.game.settings = replace(self.game.settings, players=tuple(players))
        self.changed.emit()

    def set_finished(self, finished: bool) -> None:
        """Stop the game early (no more hands), or open it again."""
        self.store.set_finished(self.game_id, finished)
        assert self.game is not None
        self.game.finished = finished
        self.changed.emit()

    def rename_game(self, game_id: int, name: str) -> None:
        self.store.rename_game(game_id, name)
        if self.game is not None and self.game.id == game_id:
            self.game.name = name
            self.changed.emit()
