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

from app.breakdown_view import ruleset_label
from app.display import plain
from app.rule_texts import message_text, rule_name
from app.translation_marks import QT_TRANSLATE_NOOP
from scoring.errors import MahjongError
from scoring.hands.notation import parse_hand
from scoring.hands.situation import Situation
from scoring.rules.compare import ClassicalComparison, builtin_rulesets, compare_hand
from scoring.rules.ruleset import RuleSet

translate = QCoreApplication.translate

#: the totals rows of :meth:`ClassicalComparison.totals`, for lupdate; translated when shown (in
#: the language installed then)
TOTALS = {"Points": QT_TRANSLATE_NOOP("CompareView", "Points"),
          "Doubles": QT_TRANSLATE_NOOP("CompareView", "Doubles"),
          "Limit": QT_TRANSLATE_NOOP("CompareView", "Limit"),
          "Score": QT_TRANSLATE_NOOP("CompareView", "Score")}


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
        self.comparison: ClassicalComparison | None = None
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
        missing = self._missing(notation, situation, player)
        if missing:  # said instead of a table of "cannot score"
            self.title.setText(missing)
            self._fill(None)
            return
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

    def _missing(self, notation: str, situation: Situation, player: str) -> str:
        """What the person has still to say before the hand can be compared: the
        winner of a hand of 14 tiles, the winning tile of the winner ("": nothing)."""
        try:
            size = parse_hand(notation).size()
        except MahjongError:
            return ""
        if situation.winner and situation.win_tile is None:
            return self.tr("%1 won: click the winning tile in %1's hand to compare it "
                           "under every rule set").replace("%1", player)
        if not situation.winner and size > 13:
            return self.tr("%1's hand has %2 tiles: choose the winner and the winning "
                           "tile to compare it under every rule set").replace(
                "%1", player).replace("%2", str(size))
        return ""

    def _fill(self, comparison: ClassicalComparison | None) -> None:
        table = self.table
        table.clear()
        if comparison is None:
            table.setRowCount(0)
            table.setColumnCount(0)
            self.errors.clear()
            return
        keys = list(comparison.results)
        # the score first, where it is seen without scrolling; then the rules
        totals = sorted(comparison.totals(), key=lambda r: r.name != "Score")
        rows = [*totals, *comparison.rows()]
        table.setColumnCount(len(keys))
        names = [self._name(key) for key in keys]
        # the name without its note in brackets, unless two rule sets share it
        short = [n.split(" (")[0] for n in names]
        table.setHorizontalHeaderLabels([s if short.count(s) == 1 else n
                                         for s, n in zip(short, names, strict=True)])
        for c, name in enumerate(names):
            item = table.horizontalHeaderItem(c)
            if item is not None:
                item.setToolTip(name)
        table.setRowCount(len(rows))
        labels = [translate("CompareView", TOTALS[r.name]) if r.name in TOTALS else r.name
                  for r in totals] + [
            rule_name(r.name) for r in rows[len(totals):]]
        table.setVerticalHeaderLabels(labels)
        for r, label in enumerate(labels):
            header = table.verticalHeaderItem(r)
            if header is not None:
                header.setToolTip(label)
        bold = QFont(table.font())
        bold.setBold(True)
        errors = comparison.errors()
        for r, row in enumerate(rows):
            for c, key in enumerate(keys):
                text = row.values.get(key, "")
                if text == "cannot score":
                    text = self.tr("cannot score")
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                      | Qt.AlignmentFlag.AlignVCenter)
                if key in errors:
                    item.setToolTip(self._error(comparison, key))
                if r < len(totals):
                    item.setFont(bold)
                table.setItem(r, c, item)
        self.errors.setText("\n".join(f"{self._name(key)}: {self._error(comparison, key)}"
                                      for key in errors))

    def _name(self, key: str) -> str:
        """A column's rule set by its name in the user's language (``this game`` as
        it is)."""
        return key if key == self.tr("this game") else ruleset_label(key)

    @staticmethod
    def _error(comparison: ClassicalComparison, key: str) -> str:
        exc = comparison.exceptions.get(key)
        return message_text(exc) if exc is not None else comparison.errors()[key]

    def cell(self, row_label: str, column: str) -> str:
        """The text shown for rule (or total) ``row_label`` under rule set ``column``
        (its id)."""
        rows = [self.table.verticalHeaderItem(r).text() for r in range(self.table.rowCount())]
        assert self.comparison is not None
        item = self.table.item(rows.index(row_label), list(self.comparison.results).index(column))
        return item.text() if item is not None else ""
