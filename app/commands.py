"""One QUndoCommand per domain operation on a game.

The window checks a hand with ``GameSession.check`` before it pushes a command, so
``redo`` does not fail on bad input. Every store operation is committed before
``redo`` or ``undo`` returns. Should the store refuse (a full disk, a damaged
database), the command records the message in ``error`` and marks itself obsolete,
so the undo stack drops it and the window shows the message.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from app.rule_texts import message_text
from app.session import GameSession
from scoring.errors import MahjongError
from scoring.games.game import HandRecord

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


class RecordHand(SessionCommand):
    def __init__(self, session: GameSession, record: HandRecord,
                 clear_draft: bool = False) -> None:
        super().__init__(translate("Commands", "Record hand"))
        self.session = session
        self.record = record
        self.index = -1
        #: the hand entered in the window (kept in the store as it was entered) goes
        #: with the first recording; a redo leaves the hand being entered then alone
        self.clear_draft = clear_draft

    def redo(self) -> None:
        self.run(self._record)

    def _record(self) -> None:
        self.index = self.session.record(self.record, self.clear_draft)
        self.clear_draft = False

    def undo(self) -> None:
        self.run(lambda: self.session.delete(self.index))


class EditHand(SessionCommand):
    def __init__(self, session: GameSession, index: int, old: HandRecord,
                 new: HandRecord) -> None:
        super().__init__(translate("Commands", "Edit hand %1").replace("%1", str(index + 1)))
        self.session, self.index, self.old, self.new = session, index, old, new

    def redo(self) -> None:
        self.run(lambda: self.session.edit(self.index, self.new))

    def undo(self) -> None:
        self.run(lambda: self.session.edit(self.index, self.old))


class DeleteHand(SessionCommand):
    def __init__(self, session: GameSession, index: int, record: HandRecord) -> None:
        super().__init__(translate("Commands", "Delete hand %1").replace("%1", str(index + 1)))
        self.session, self.index, self.record = session, index, record

    def redo(self) -> None:
        self.run(lambda: self.session.delete(self.index))

    def undo(self) -> None:
        self.run(lambda: self.session.insert(self.index, self.record))


class RenamePlayer(SessionCommand):
    def __init__(self, session: GameSession, player: int, old: str, new: str) -> None:
        super().__init__(translate("Commands", "Rename %1").replace("%1", old))
        self.session, self.player, self.old, self.new = session, player, old, new

    def redo(self) -> None:
        self.run(lambda: self.session.rename_player(self.player, self.new))

    def undo(self) -> None:
        self.run(lambda: self.session.rename_player(self.player, self.old))


class RenameGame(SessionCommand):
    def __init__(self, session: GameSession, game_id: int, old: str, new: str) -> None:
        super().__init__(translate("Commands", "Rename game"))
        self.session, self.game_id, self.old, self.new = session, game_id, old, new

    def redo(self) -> None:
        self.run(lambda: self.session.rename_game(self.game_id, self.new))

    def undo(self) -> None:
        self.run(lambda: self.session.rename_game(self.game_id, self.old))
