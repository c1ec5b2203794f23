"""How a hand scored, line by line: a table model over ``scoring.rules.breakdown.Breakdown``
and a compact view with the total and, for a hand that cannot be scored, why."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from app.display import (
    NUMBER_ALIGNMENT,
    SELECTABLE,
    grouped_text,
    meld_text,
    plain,
    show_sources_setting,
    tiles_text,
)
from app.rule_texts import rule_name, ruleset_name, tile_name
from app.styles import ERROR_COLOR as _ERROR_COLOR
from app.styles import HINT_COLOR as _HINT_COLOR
from app.translation_marks import QT_TRANSLATE_NOOP
from app.viewport_size import SizedTableView
from scoring.rules.breakdown import Breakdown, Item

#: Tiles lists longer than this are left out of the table (whole-hand rules).
_MAX_TILES_SHOWN = 14

Index = QModelIndex | QPersistentModelIndex


def value_text(item: Item) -> str:
    """What a rule gave, in the user's language: ``2 pts``, ``1 double``, ``limit``
    (``Item.value_text`` in English)."""
    translate = QCoreApplication.translate
    if item.limit:
        return translate("BreakdownView", "limit")
    if item.doubles:
        text = translate("BreakdownView", "1 double") if item.doubles == 1 else \
            translate("BreakdownView", "%1 doubles")
        return text.replace("%1", str(item.doubles))
    return translate("BreakdownView", "%1 pts").replace("%1", str(item.points))


def sum_text(b: Breakdown) -> str:
    """``"32 points x 2 doubles = 128"``, ``"32 points x 1 double = 64"``, ``"8 points"``
    (no doubles), in the user's language."""
    return _product_text(b.points, b.doubles, b.score_before_limit)


def _product_text(points: int, doubles: int, value: int) -> str:
    """``"32 points × 2 doubles = 128"``, ``"8 points"`` (no doubles)."""
    translate = QCoreApplication.translate
    points_ = (translate("BreakdownView", "1 point") if points == 1
               else translate("BreakdownView", "%1 points").replace("%1", str(points)))
    if not doubles:
        return points_
    doubles_ = (translate("BreakdownView", "1 double") if doubles == 1
                else translate("BreakdownView", "%1 doubles").replace("%1", str(doubles)))
    return f"{points_} × {doubles_} = {value}"


def total_text(b: Breakdown) -> str:
    """``"24 points x 1 double = 48"``; the limit and the limit hand when they decide
    the score; ``""`` for a hand that scored nothing at all (an empty hand)."""
    translate = QCoreApplication.translate
    if not b.items and not b.score_before_limit:
        return ""
    sum_text_ = sum_text(b)
    if b.apart is not None:  # a special hand with its bonus tiles counted apart
        a = b.apart
        bonus = translate("BreakdownView", "bonus tiles apart: %1").replace(
            "%1", _product_text(a.points, a.doubles, a.value))
        total = f"{a.base} + {a.value} = {b.score}" if a.base + a.value == b.score else \
            translate("BreakdownView", "%1 + %2, the limit: %3").replace(
                "%1", str(a.base)).replace("%2", str(a.value)).replace("%3", str(b.score))
        if b.limit_hand:
            names = ", ".join(rule_name(i.name) for i in b.items if i.limit)
            return (translate("BreakdownView", "Limit hand: %1 = %2\n(%3)")
                    .replace("%1", names).replace("%2", total).replace("%3", bonus))
        return f"{sum_text_}\n{bonus}\n{total}"
    if b.limit_hand:
        names = ", ".join(rule_name(i.name) for i in b.items if i.limit)
        return (translate("BreakdownView", "Limit hand: %1 = %2\n(without it: %3)")
                .replace("%1", names).replace("%2", str(b.score)).replace("%3", sum_text_))
    if b.limited:
        return translate("BreakdownView", "%1, over the limit: %2").replace(
            "%1", sum_text_).replace("%2", str(b.score))
    return sum_text_


def summary_text(b: Breakdown) -> str:
    """The sets the hand was scored as and, for a winner, its waits."""
    translate = QCoreApplication.translate
    parts = []
    if b.melds:
        parts.append(translate("BreakdownView", "Sets: %1").replace(
            "%1", " ".join(meld_text(m) for m in b.sorted_melds())))
    elif b.shape not in ("standard", "partial"):
        parts.append(translate("BreakdownView", "Shape: %1").replace("%1", b.shape))
    if b.winner:
        waits = tiles_text(t.code for t in b.waits) or translate("BreakdownView", "none")
        parts.append(translate("BreakdownView", "waits: %1").replace("%1", waits))
    parts.append(translate("BreakdownView", "rule set: %1").replace(
        "%1", ruleset_label(b.ruleset)))
    return "  ·  ".join(parts)


@lru_cache(maxsize=32)
def _ruleset_english_name(ruleset_id: str) -> str:
    from scoring.errors import MahjongError
    from scoring.rules.ruleset import builtin_ids, load_ruleset
    if ruleset_id not in builtin_ids():
        return ruleset_id  # a user's own rule file: its id
    try:
        return load_ruleset(ruleset_id).name
    except (MahjongError, OSError, ValueError):
        return ruleset_id


def ruleset_label(ruleset_id: str) -> str:
    """A rule set's translated name by its id (the id for a rule set not built in)."""
    return ruleset_name(_ruleset_english_name(ruleset_id))


class BreakdownModel(QAbstractTableModel):
    """One row per rule that applied: rule name, value, source, tiles."""

    HEADERS = (QT_TRANSLATE_NOOP("BreakdownModel", "Rule"),
               QT_TRANSLATE_NOOP("BreakdownModel", "Value"),
               QT_TRANSLATE_NOOP("BreakdownModel", "Source"),
               QT_TRANSLATE_NOOP("BreakdownModel", "Tiles"))
    RULE, VALUE, SOURCE, TILES = range(4)

    def __init__(self, breakdown: Breakdown | None = None, parent: Any = None) -> None:
        super().__init__(parent)
        self._breakdown = breakdown

    def breakdown(self) -> Breakdown | None:
        return self._breakdown

    def set_breakdown(self, breakdown: Breakdown | None) -> None:
        self.beginResetModel()
        self._breakdown = breakdown
        self.endResetModel()

    def item(self, row: int) -> Item:
        assert self._breakdown is not None
        return self._breakdown.items[row]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid() or self._breakdown is None:
            return 0
        return len(self._breakdown.items)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.HEADERS)

    #: the roles :meth:`data` answers (a view asks for many more, many times)
    _ROLES = frozenset(int(r) for r in (
        Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole,
        Qt.ItemDataRole.TextAlignmentRole, Qt.ItemDataRole.FontRole))

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if int(role) not in self._ROLES or self._breakdown is None or not index.isValid():
            return None
        if not 0 <= index.row() < len(self._breakdown.items):
            return None
        item = self._breakdown.items[index.row()]
        col = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(item, col)
        if role == Qt.ItemDataRole.ToolTipRole:
            tip = "\n".join((rule_name(item.name),
                             self.tr("rule id: %1").replace("%1", item.rule),
                             self.tr("source: %1").replace("%1", item.source)))
            if item.count > 1:
                tip += "\n" + self.tr("applies %1 times").replace("%1", str(item.count))
            if item.tiles and len(item.tiles) <= _MAX_TILES_SHOWN:
                tip += "\n" + self.tr("tiles: %1").replace(
                    "%1", ", ".join(tile_name(t) for t in item.tiles))
            return tip
        if role == Qt.ItemDataRole.TextAlignmentRole and col == self.VALUE:
            return NUMBER_ALIGNMENT
        if role == Qt.ItemDataRole.FontRole and item.limit:
            font = QFont()
            font.setBold(True)
            return font
        return None

    def _display(self, item: Item, col: int) -> str:
        if col == self.RULE:
            return rule_name(item.name) + (f" x{item.count}" if item.count > 1 else "")
        if col == self.VALUE:
            return value_text(item)
        if col == self.SOURCE:
            return item.source
        if len(item.tiles) > _MAX_TILES_SHOWN:
            return ""
        return grouped_text(item.tiles)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if (orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole
                and 0 <= section < len(self.HEADERS)):
            return self.tr(self.HEADERS[section])
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return SELECTABLE


class BreakdownView(QWidget):
    """A compact table of the rules that applied, the total, or why there is none."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = BreakdownModel(parent=self)
        self.summary = plain(QLabel(self))
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.table = SizedTableView(self)
        self.table.setModel(self.model)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        self.table.setShowGrid(False)
        self.table.verticalHeader().hide()
        rows = self.table.verticalHeader()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setDefaultSectionSize(self.fontMetrics().height() + 6)
        header = self.table.horizontalHeader()
        header.setHighlightSections(False)
        for col in (BreakdownModel.VALUE, BreakdownModel.SOURCE):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        self.table.on_viewport_resize = lambda _event: self._fit_columns()
        self.table.setAccessibleName(self.tr("score breakdown"))
        self.total = plain(QLabel(self))
        font = self.total.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.total.setFont(font)
        self.total.setWordWrap(True)
        self.total.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.error = plain(QLabel(self))
        self.error.setWordWrap(True)
        self.error.setStyleSheet(f"QLabel {{ color: {_ERROR_COLOR}; }}")
        self.error.setAccessibleName(self.tr("breakdown message"))
        self.error.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(3)
        layout.addWidget(self.summary)
        layout.addWidget(self.error)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.total)
        layout.addStretch(0)  # takes the room of the table while an error shows
        self.clear()
        self.set_sources_shown(show_sources_setting())

    def show_result(self, breakdown: Breakdown) -> None:
        """Show how ``breakdown`` scored."""
        self.model.set_breakdown(breakdown)
        self.summary.setText(summary_text(breakdown))
        self.total.setText(total_text(breakdown))
        self.error.clear()
        self.error.hide()
        self.table.show()
        self._fit_columns()

    def show_error(self, message: str, color: str = _ERROR_COLOR) -> None:
        """Show why the hand cannot be scored (a scoring error's message, in words)."""
        self.model.set_breakdown(None)
        self.summary.clear()
        self.total.clear()
        self.error.setStyleSheet(f"QLabel {{ color: {color}; }}")
        self.error.setText(message[:1].upper() + message[1:])
        self.error.show()
        self.table.hide()

    def show_hint(self, message: str) -> None:
        """Show what is still missing (not an error)."""
        self.show_error(message, _HINT_COLOR)

    def set_sources_shown(self, shown: bool) -> None:
        """Show or hide the source column."""
        self.table.setColumnHidden(BreakdownModel.SOURCE, not shown)

    def clear(self) -> None:
        self.model.set_breakdown(None)
        self.summary.clear()
        self.total.clear()
        self.error.clear()
        self.error.hide()
        self.table.show()

    def total_text(self) -> str:
        return self.total.text()

    def _fit_columns(self) -> None:
        """Rule names at full width when there is room, so that the values stay beside
        them and the tiles column takes the rest; otherwise the rule column takes
        what the others leave."""
        header = self.table.horizontalHeader()
        metrics = self.table.fontMetrics()
        rows = self.model.rowCount()
        needed = 0
        for c in range(self.model.columnCount()):
            if self.table.isColumnHidden(c):
                continue
            widest = max((metrics.horizontalAdvance(str(self.model.index(r, c).data() or ""))
                          for r in range(rows)), default=0)
            needed += max(widest + 12, header.sectionSizeHint(c))
        fits = needed <= self.table.viewport_size.width()
        contents, stretch = QHeaderView.ResizeMode.ResizeToContents, QHeaderView.ResizeMode.Stretch
        rule, tiles = (contents, stretch) if fits else (stretch, contents)
        if header.sectionResizeMode(BreakdownModel.RULE) != rule:
            header.setSectionResizeMode(BreakdownModel.RULE, rule)
            header.setSectionResizeMode(BreakdownModel.TILES, tiles)

    def error_text(self) -> str:
        return self.error.text()
