"""View > Compare rule sets: the selected player's hand under every classical rule set.

A table with one column per rule set (the built-in ones, and the game's own rules when
they differ from all of them) and one row per rule that applied under any of them,
then the points, doubles and score. Fed by the entry panel's ``handChanged`` signal and
its ``selected_hand()``; the scoring is :func:`scoring.rules.compare.compare_hand`.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.display import plain
from app.rule_texts import message_text, rule_name
from scoring.errors import MahjongError
from scoring.hands.notation import parse_hand
from scoring.hands.situation import Situation
from scoring.rules.compare import Comparison, builtin_rulesets, compare_hand
from scoring.rules.ruleset import RuleSet

translate = QCoreApplication.translate

#: the totals rows of :meth:`Comparison.totals`, for lupdate
TOTALS = {"Points": translate("CompareView", "Points"),
          "Doubles": translate("CompareView", "Doubles"),
          "Limit": translate("CompareView", "Limit"),
          "Score": translate("CompareView", "Score")}


class CompareView(QWidget):
    """The comparison table; :meth:`show_hand` replaces what it shows."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = plain(QLabel())
        self.title.setWordWrap(True)
        self.table = QTableWidget()
        self.table.setAccessibleName(self.tr("Rule sets compared"))
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents)
        self.table.verticalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents)
        # long rule names are cut short (the whole name is in the tooltip)
        self.table.verticalHeader().setMaximumWidth(260)
        self.table.verticalHeader().setTextElideMode(Qt.TextElideMode.ElideRight)
        self.errors = plain(QLabel())
        self.errors.setWordWrap(True)
        self.setMinimumWidth(280)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.title)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.errors)
        self.comparison: Comparison | None = None
        # read when the first hand is compared, not while the window starts
        self._builtin: list[RuleSet] = []
        self.show_hand(None, None, "")

    def show_hand(self, hand: tuple[str, Situation] | None, game_rules: RuleSet | None,
                  player: str) -> None:
        """Compare ``hand`` (tiles in the notation, and the situation) under the
        built-in rule sets and ``game_rules``; None clears the table."""
        self.comparison = None
        if hand is None:
            self.title.setText(self.tr("Compare rule sets: select a player whose tiles "
                                       "are entered"))
            self._fill(None)
            return
        notation, situation = hand
        if not self._builtin:
            self._builtin = builtin_rulesets()
        rulesets: list[tuple[str, RuleSet | str]] = [(r.id, r) for r in self._builtin]
        if game_rules is not None and all(game_rules.text != r.text
                                          or game_rules.limit != r.limit
                                          for r in self._builtin):
            rulesets.append((self.tr("this game"), game_rules))
        try:
            self.comparison = compare_hand(parse_hand(notation), situation, rulesets)
        except MahjongError as exc:
            self.title.setText(f"{player}: {message_text(exc)}")
            self._fill(None)
            return
        self.title.setText(self.tr("%1's hand under every rule set").replace("%1", player))
        self._fill(self.comparison)

    def _fill(self, comparison: Comparison | None) -> None:
        table = self.table
        table.clear()
        if comparison is None:
            table.setRowCount(0)
            table.setColumnCount(0)
            self.errors.clear()
            return
        keys = list(comparison.results)
        rows = comparison.rows()
        totals = comparison.totals()
        table.setColumnCount(len(keys))
        table.setHorizontalHeaderLabels(keys)
        table.setRowCount(len(rows) + len(totals))
        labels = [rule_name(r.name) for r in rows] + [TOTALS.get(r.name, r.name)
                                                      for r in totals]
        table.setVerticalHeaderLabels(labels)
        for r, label in enumerate(labels):
            header = table.verticalHeaderItem(r)
            if header is not None:
                header.setToolTip(label)
        bold = QFont(table.font())
        bold.setBold(True)
        errors = comparison.errors()
        for r, row in enumerate([*rows, *totals]):
            for c, key in enumerate(keys):
                text = row.values.get(key, "")
                if text == "cannot score":
                    text = self.tr("cannot score")
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                      | Qt.AlignmentFlag.AlignVCenter)
                if key in errors:
                    item.setToolTip(self._error(comparison, key))
                if r >= len(rows):
                    item.setFont(bold)
                table.setItem(r, c, item)
        self.errors.setText("\n".join(f"{key}: {self._error(comparison, key)}"
                                      for key in errors))

    @staticmethod
    def _error(comparison: Comparison, key: str) -> str:
        exc = comparison.exceptions.get(key)
        return message_text(exc) if exc is not None else comparison.errors()[key]

    def cell(self, row_label: str, column: str) -> str:
        """The text shown for rule (or total) ``row_label`` under rule set ``column``."""
        rows = [self.table.verticalHeaderItem(r).text() for r in range(self.table.rowCount())]
        cols = [self.table.horizontalHeaderItem(c).text()
                for c in range(self.table.columnCount())]
        item = self.table.item(rows.index(row_label), cols.index(column))
        return item.text() if item is not None else ""
