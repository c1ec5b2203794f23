"""One QUndoCommand per domain operation on a game.

Each command holds an operation of the application layer
(:mod:`scoring.records.game_table`): ``redo`` applies it through the session, and
``undo`` applies the inverse the change returned. The window checks a hand with
``GameSession.check`` before it pushes a command, so ``redo`` does not fail on bad
input. Every store operation is committed before ``redo`` or ``undo`` returns. Should
the store refuse (a full disk, a damaged database), the command records the message
in ``error`` and marks itself obsolete, so the undo stack drops it and the window
shows the message.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from app.rule_texts import message_text
from app.session import GameSession
from scoring.errors import MahjongError
from scoring.games.game import HandRecord

if TYPE_CHECKING:  # the operations are imported by the first command (not at the start)
    from scoring.records.game_table import Change, Operation, SetRules

#: ``translate("Commands", text)``: the commands' names (in the Undo and Redo menu items)
translate = QCoreApplication.translate


class SessionCommand(QUndoCommand):
    """Runs store operations; a refusal marks the command obsolete."""

    error: str | None = None

    def run(self, operation: Callable[[], object]) -> None:
        try:
            operation()
        except MahjongError as exc:
            self.error = message_text(exc)
            self.setObsolete(True)


class OperationCommand(SessionCommand):
    """Applies ``operation`` (redo) and the inverse of its last change (undo)."""

    def __init__(self, session: GameSession, text: str, operation: Operation) -> None:
        super().__init__(text)
        self.session = session
        self.operation = operation
        self.inverse: Operation | None = None

    def redo(self) -> None:
        self.run(self._redo)

    def _redo(self) -> None:
        change = self.session.apply(self.operation)
        self.inverse = change.inverse
        self.done(change)

    def done(self, change: Change) -> None:
        """After the operation was applied (a subclass keeps what it needs)."""

    def undo(self) -> None:
        inverse = self.inverse
        if inverse is not None:
            self.run(lambda: self.session.apply(inverse))


class RecordHand(OperationCommand):
    def __init__(self, session: GameSession, record: HandRecord,
                 clear_draft: bool = False) -> None:
        from scoring.records.game_table import Record
        #: the hand entered in the window (kept in the store as it was entered) goes
        #: with the first recording; a redo leaves the hand being entered then alone
        super().__init__(session, translate("Commands", "Record hand"),
                         Record(session.game_id, record, clear_draft))
        self.record = record
        self.index = -1

    def done(self, change: Change) -> None:
        from scoring.records.game_table import Record
        assert change.index is not None
        self.index = change.index
        self.operation = Record(change.game_id, self.record)  # the draft went


class EditHand(OperationCommand):
    def __init__(self, session: GameSession, index: int, old: HandRecord,
                 new: HandRecord) -> None:
        from scoring.records.game_table import Edit
        super().__init__(session,
                         translate("Commands", "Edit hand %1").replace("%1", str(index + 1)),
                         Edit(session.game_id, index, new))
        self.index, self.old, self.new = index, old, new


class DeleteHand(OperationCommand):
    def __init__(self, session: GameSession, index: int, record: HandRecord) -> None:
        from scoring.records.game_table import Delete
        super().__init__(session,
                         translate("Commands", "Delete hand %1").replace("%1", str(index + 1)),
                         Delete(session.game_id, index))
        self.index, self.record = index, record


class RenamePlayer(OperationCommand):
    def __init__(self, session: GameSession, player: int, old: str, new: str) -> None:
        from scoring.records.game_table import RenamePlayer as Rename
        super().__init__(session, translate("Commands", "Rename %1").replace("%1", old),
                         Rename(session.game_id, player, new))
        self.player, self.old, self.new = player, old, new


class RenameGame(OperationCommand):
    def __init__(self, session: GameSession, game_id: int, old: str, new: str) -> None:
        from scoring.records.game_table import RenameGame as Rename
        super().__init__(session, translate("Commands", "Rename game"),
                         Rename(game_id, new))
        self.game_id, self.old, self.new = game_id, old, new


class RescoreGame(OperationCommand):
    """The open game rescored under other rules (Undo puts its own back)."""

    def __init__(self, session: GameSession, operation: SetRules, rules: str) -> None:
        super().__init__(session, translate("Commands", "Rescore under %1").replace(
            "%1", rules), operation)
