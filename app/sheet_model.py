"""The running score sheet as an item model: one row per hand.

Columns: hand number, prevailing wind, East (the dealer), then for each player the
score, the settlement of the hand and the balance after it. The winner's score is
bold and highlighted; rows are derived from ``Game.replay()``. A penalty's row has no
scores: the score column of a player who pays it says "penalty".
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont

from app.breakdown_view import value_text
from app.penalty_text import penalty_text
from app.rule_texts import rule_name, wind_name
from scoring.game import Game, HandResult

Index = QModelIndex | QPersistentModelIndex

FIXED = 3  # number, wind, dealer
PER_PLAYER = 3  # score, settlement, balance


def signed(n: int) -> str:
    return f"{n:+d}" if n else "0"


class SheetModel(QAbstractTableModel):
    """Rows are hands; read-only (hands are edited through undo commands)."""

    WINNER_BRUSH = QBrush(QColor("#fff2b3"))
    NEGATIVE = QBrush(QColor("#b00020"))

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._players: tuple[str, ...] = ()
        self._results: list[HandResult] = []
        self._game: Game | None = None

    def set_game(self, game: Game | None) -> None:
        self.beginResetModel()
        self._game = game
        if game is None:
            self._players, self._results = (), []
        else:
            self._players, self._results = game.players, game.replay()
        self.endResetModel()

    def result(self, row: int) -> HandResult | None:
        return self._results[row] if 0 <= row < len(self._results) else None

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._results)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else FIXED + PER_PLAYER * len(self._players)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        if section < FIXED:
            return (self.tr("Hand"), self.tr("Wind"), self.tr("East"))[section]
        player, kind = divmod(section - FIXED, PER_PLAYER)
        if player >= len(self._players):
            return None
        name = self._players[player]
        return (name, self.tr("+/-"), self.tr("Balance"))[kind]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        r = self._results[index.row()]
        col = index.column()
        if col < FIXED:
            return self._fixed(r, col, role)
        player, kind = divmod(col - FIXED, PER_PLAYER)
        winner = r.record.winner == player
        value = (r.scores[player], r.totals[player], r.balances[player])[kind]
        pen = r.record.penalty
        if role == Qt.ItemDataRole.DisplayRole:
            if kind == 0 and pen is not None:
                return self.tr("penalty") if player in pen.payers else ""
            if kind == 0:
                seat = r.seating.seats[player]
                mark = " ★" if winner else ""
                return f"{value}{mark} {seat}"
            return signed(value) if kind == 1 else str(value)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.BackgroundRole and winner and kind == 0:
            return self.WINNER_BRUSH
        if role == Qt.ItemDataRole.FontRole and winner and kind == 0:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ForegroundRole and kind > 0 and value < 0:
            return self.NEGATIVE
        if role == Qt.ItemDataRole.ToolTipRole and pen is not None:
            return self._penalty_text(r)
        if role == Qt.ItemDataRole.ToolTipRole and kind == 0:
            b = r.breakdowns[player]
            if b is None:
                return self.tr("Score typed by hand")
            return "\n".join(f"{rule_name(i.name)}: {value_text(i)}" for i in b.items) or None
        if role == Qt.ItemDataRole.UserRole:
            return value
        return None

    def _fixed(self, r: HandResult, col: int, role: int) -> Any:
        if role == Qt.ItemDataRole.DisplayRole:
            if col == 0:
                return str(r.number)
            if col == 1:
                return wind_name(r.prevailing)
            return self._players[r.dealer]
        if role == Qt.ItemDataRole.ToolTipRole and col == 0:
            if r.record.penalty is not None:
                return self._penalty_text(r)
            if r.record.winner is None:
                return self.tr("Drawn hand")
            return self.tr("Won by %1").replace("%1", self._players[r.record.winner])
        return None

    def _penalty_text(self, r: HandResult) -> str:
        assert self._game is not None and r.record.penalty is not None
        text = self.tr("Penalty: %1").replace("%1", penalty_text(self._game,
                                                                 r.record.penalty))
        return f"{text}\n{r.record.note}" if r.record.note else text
