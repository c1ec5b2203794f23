"""The payment matrix of one hand: who pays whom how much.

Rows are payers, columns payees; the last column is each player's net result. The
tooltip of a cell shows the arithmetic, as in source 003's table (``(16-8)*2``).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor

from app.display import NUMBER_ALIGNMENT, literal
from scoring.games.game import HandResult
from scoring.ponjan.payments import payment_arithmetic

Index = QModelIndex | QPersistentModelIndex


class PaymentModel(QAbstractTableModel):
    NEGATIVE = QColor("#b00020")  # a colour: see SheetModel.NEGATIVE

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._players: tuple[str, ...] = ()
        self._result: HandResult | None = None
        self._matrix: list[list[int]] = []
        self._text: dict[tuple[int, int], str] = {}

    def set_result(self, players: tuple[str, ...], result: HandResult | None) -> None:
        self.beginResetModel()
        self._players, self._result = players, result
        n = len(players)
        self._matrix = [[0] * n for _ in range(n)]
        self._text = {}
        if result is not None:
            seat_to_player = {seat: i for i, seat in enumerate(result.seating.seats)}
            for p in result.settlement.payments:
                a, b = seat_to_player[p.payer], seat_to_player[p.payee]
                self._matrix[a][b] += p.amount
                # the arithmetic and its result, once (Ponjan's "15/2 = 7
                # (truncated)" and "40" say it already)
                self._text[(a, b)] = payment_arithmetic(
                    p.expression, p.amount, self.tr("(truncated)"))
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() or self._result is None else len(self._players)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() or self._result is None else len(self._players) + 1

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role != Qt.ItemDataRole.DisplayRole or self._result is None:
            return None
        if orientation == Qt.Orientation.Vertical:
            return self.tr("%1 pays").replace("%1", self._players[section])
        if section == len(self._players):
            return self.tr("Net")
        return self.tr("to %1").replace("%1", self._players[section])

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        value = self._value(index, role)
        # a name is text, whatever it looks like (a tooltip would read it as markup)
        return literal(value) if role == Qt.ItemDataRole.ToolTipRole and \
            isinstance(value, str) else value

    def _value(self, index: Index, role: int) -> Any:
        if not index.isValid() or self._result is None:
            return None
        row, col = index.row(), index.column()
        if col == len(self._players):
            net = self._result.totals[row]
            if role == Qt.ItemDataRole.DisplayRole:
                return f"{net:+d}" if net else "0"
            if role == Qt.ItemDataRole.ForegroundRole and net < 0:
                return self.NEGATIVE
        else:
            amount = self._matrix[row][col]
            if role == Qt.ItemDataRole.DisplayRole:
                return str(amount) if amount else ("" if row != col else "—")
            if role == Qt.ItemDataRole.ToolTipRole:
                return self._text.get((row, col))
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return NUMBER_ALIGNMENT
        return None
