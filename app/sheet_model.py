"""The running score sheet as an item model: one row per hand, then a totals row.

Columns: the hand (its number and the prevailing wind's letter), the winner (★ and
the name; ``=`` for a drawn hand), then for each player a group of three: the score,
the settlement of the hand (+/-) and the balance after it. The winner's score is bold
and marked ★ (the mark is text, so a selected row still shows it). Rows are derived
from ``Game.replay()``. :class:`GroupHeader` draws the player's name over his group,
as the PDF does. A penalty's row has no scores: the winner column says "penalty",
and so does the score column of each player who pays it.

What differs between game kinds (the hand and winner columns, the dealer's title,
the score cells of the players who did not win, the score's tooltip) comes from the
game's front (:mod:`app.game_front`); a Ponjan game's hand column shows its round
(``3 R2``) and its winner column how the hand went (``★ B on A's discard``).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractItemModel,
    QAbstractTableModel,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRect,
    QSize,
    Qt,
)
from PySide6.QtGui import QColor, QFont, QPainter
from PySide6.QtWidgets import QHeaderView, QStyle, QStyleOptionHeader, QWidget

from app.display import NUMBER_ALIGNMENT, SELECTABLE, literal
from app.game_front import GameFront, default_front, front_of
from app.penalty_text import penalty_text
from app.rule_texts import message_text, wind_name
from app.viewport_size import SizedTableView
from scoring.errors import MahjongError
from scoring.games.game import Game, HandResult

Index = QModelIndex | QPersistentModelIndex

FIXED = 3  # hand, East (Ponjan: the boss), winner, as the PDF has them
#: the fixed columns: the dealer's name (East; Ponjan's boss) and the winner
EAST_COLUMN, WINNER_COLUMN = 1, 2
#: the characters of the winner's name the winner column shows (all in its tooltip)
SHEET_NAME = 12
PER_PLAYER = 3  # score, settlement, balance
#: the roles of the cells, as the plain numbers Qt passes (``Qt.ItemDataRole.X`` looked
#: up anew at each comparison costs more than the rest of a cell's work)
DISPLAY, ALIGNMENT, BACKGROUND, FOREGROUND, FONT, TOOLTIP, USER = (int(r) for r in (
    Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.TextAlignmentRole,
    Qt.ItemDataRole.BackgroundRole, Qt.ItemDataRole.ForegroundRole,
    Qt.ItemDataRole.FontRole, Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.UserRole))
#: every role a cell has (the game fronts' fixed cells too: display, tooltip, user);
#: any other is None
ANSWERED = frozenset({DISPLAY, ALIGNMENT, BACKGROUND, FOREGROUND, FONT, TOOLTIP, USER})
#: headerData role of the name over a column's group ("" for none)
GROUP_ROLE = Qt.ItemDataRole.UserRole + 1
WINNER_MARK = "★"
#: before the winner of a hand that no longer scores under the game's rules
PROBLEM_MARK = "⚠ "


def signed(n: int) -> str:
    return f"{n:+d}" if n else "0"


class SheetModel(QAbstractTableModel):
    """Rows are hands and, when there are hands, a last totals row; read-only (hands
    are edited through undo commands). ``UserRole`` gives the number of a cell."""

    # colours, not brushes: the view makes a brush of each (QBrush, first made in
    # Python, makes its own and its gradients' and images' enums: 3 ms of a start)
    WINNER_BRUSH = QColor("#fff2b3")
    TOTAL_BRUSH = QColor("#ececec")
    NEGATIVE = QColor("#b00020")

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._players: tuple[str, ...] = ()
        self._results: list[HandResult] = []
        self._start = 0
        self._game: Game | None = None
        #: each cell's value by (row, column, role), worked out when first asked for:
        #: the view asks for each many times (measuring its columns, painting); not
        #: the tooltips, asked for one at a time and worked out as they show
        self._cells: dict[tuple[int, int, int], Any] = {}

    def set_game(self, game: Game | None) -> None:
        self.beginResetModel()
        self._game = game
        self._cells.clear()
        if game is None:
            self._players, self._results = (), []
        else:
            self._players, self._results = game.players, game.replay()
            self._start = game.settings.start_balance
        self.endResetModel()

    def result(self, row: int) -> HandResult | None:
        """The hand of ``row`` (None for the totals row)."""
        return self._results[row] if 0 <= row < len(self._results) else None

    def hand_count(self) -> int:
        return len(self._results)

    def balances(self) -> list[int]:
        """Every player's balance after the last hand."""
        if self._results:
            return list(self._results[-1].balances)
        return [self._start] * len(self._players)

    def problems(self) -> list[tuple[int, MahjongError]]:
        """The number and the reason of every hand that no longer scores under the
        game's rules (``HandResult.problem``)."""
        return [(r.number, r.problem) for r in self._results if r.problem is not None]

    def is_total_row(self, row: int) -> bool:
        return bool(self._results) and row == len(self._results)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid():
            return 0
        return len(self._results) + 1 if self._results else 0

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else FIXED + PER_PLAYER * len(self._players)

    def column(self, player: int, kind: int) -> int:
        """The column of ``player``'s score (kind 0), +/- (1) or balance (2)."""
        return FIXED + PER_PLAYER * player + kind

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal:
            return None
        if section < FIXED:
            if role == Qt.ItemDataRole.DisplayRole:
                east = self._front().dealer_title()
                return (self.tr("Hand"), east, self.tr("Winner"))[section]
            if role == GROUP_ROLE:
                return ""
            return None
        player, kind = divmod(section - FIXED, PER_PLAYER)
        if player >= len(self._players):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return (self.tr("Score"), self.tr("+/-"), self.tr("Bal."))[kind]
        if role == GROUP_ROLE:
            return self._players[player]
        if role == Qt.ItemDataRole.ToolTipRole:
            what = (self.tr("%1's score"), self.tr("what the hand gave or cost %1"),
                    self.tr("%1's balance after the hand"))[kind]
            return what.replace("%1", self._players[player])
        return None

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        if role == TOOLTIP:
            value = self._value(index, role)
            # a name is text, whatever it looks like (a tooltip would read it as markup)
            return literal(value) if isinstance(value, str) else value
        if role not in ANSWERED:  # a view asks for eight roles of each cell it shows
            return None
        key = (index.row(), index.column(), role)
        try:
            return self._cells[key]
        except KeyError:
            pass
        value = self._value(index, role)
        if index.isValid():
            self._cells[key] = value
        return value

    def _value(self, index: Index, role: int) -> Any:
        if not index.isValid():
            return None
        if self.is_total_row(index.row()):
            return self._total(index.column(), role)
        r = self._results[index.row()]
        col = index.column()
        if col < FIXED:
            return self._fixed(r, col, role)
        player, kind = divmod(col - FIXED, PER_PLAYER)
        winner = r.record.winner == player
        value = (r.scores[player], r.totals[player], r.balances[player])[kind]
        pen = r.record.penalty
        if role == DISPLAY:
            if kind == 0 and pen is not None:
                return self.tr("penalty") if player in pen.payers else ""
            if kind == 0:
                own = self._front().score_text(self, r, player)
                if own is not None:
                    return own
                return f"{WINNER_MARK}{value}" if winner else str(value)
            return signed(value) if kind == 1 else str(value)
        if role == ALIGNMENT:
            return NUMBER_ALIGNMENT
        if role == BACKGROUND and winner and kind == 0:
            return self.WINNER_BRUSH
        if role == FONT and winner and kind == 0:
            font = QFont()
            font.setBold(True)
            return font
        if role == FOREGROUND and kind > 0 and value < 0:
            return self.NEGATIVE
        if role == TOOLTIP and pen is not None:
            return self.penalty_tip(r)
        if role == TOOLTIP and kind == 0:
            seat = self.tr("%1, seat %2").replace("%1", self._players[player]).replace(
                "%2", wind_name(r.seating.seats[player]))
            return self._front().score_tip(self, r, player, seat)
        if role == USER:
            return value
        return None

    def _front(self) -> GameFront:
        return front_of(self._game) if self._game is not None else default_front()

    def _fixed(self, r: HandResult, col: int, role: int) -> Any:
        assert self._game is not None
        return self._front().fixed_cell(self, self._game, r, col, role)

    def problem_text(self, problem: MahjongError) -> str:
        """What a player reads about a hand that no longer scores."""
        return self.tr("This hand no longer scores under the rules of this game "
                       "(%1). It is kept as entered and counts as 0 for everyone "
                       "until you edit it.").replace("%1", message_text(problem))

    def penalty_tip(self, r: HandResult) -> str:
        """What a player reads about a penalty's row."""
        assert self._game is not None and r.record.penalty is not None
        text = self.tr("Penalty: %1").replace("%1", penalty_text(self._game,
                                                                 r.record.penalty))
        return f"{text}\n{r.record.note}" if r.record.note else text

    def _total(self, col: int, role: int) -> Any:
        if role == BACKGROUND:
            return self.TOTAL_BRUSH
        if role == FONT:
            font = QFont()
            font.setBold(True)
            return font
        if col < FIXED:
            if role == DISPLAY and col == 0:
                return self.tr("Total")
            return None
        player, kind = divmod(col - FIXED, PER_PLAYER)
        value = (sum(r.scores[player] for r in self._results),
                 sum(r.totals[player] for r in self._results),
                 self._results[-1].balances[player])[kind]
        if role == DISPLAY:
            return signed(value) if kind == 1 else str(value)
        if role == ALIGNMENT:
            return NUMBER_ALIGNMENT
        if role == FOREGROUND and kind > 0 and value < 0:
            return self.NEGATIVE
        if role == USER:
            return value
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        if self.is_total_row(index.row()):
            return Qt.ItemFlag.ItemIsEnabled
        return SELECTABLE


class GroupHeader(QHeaderView):
    """A horizontal header of two lines: the group's name (``GROUP_ROLE``) over its
    columns, then each column's own label."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.setSectionsClickable(False)
        self.setHighlightSections(False)
        #: each label's size from its contents: the header asks for every section's at
        #: each of its layouts, and the style works it out anew (the sheet's model
        #: gives a section nothing else that sizes it: no icon, no font or size of its
        #: own); forgotten when the header's font or style changes
        self._sizes: dict[str, QSize] = {}

    def sizeHint(self) -> QSize:
        size = super().sizeHint()
        size.setHeight(2 * self.fontMetrics().height() + 10)
        return size

    def sectionSizeFromContents(self, logicalIndex: int) -> QSize:
        """Each label's width and a little room (not the style's wide margins): the
        whole sheet fits beside the entry on a laptop."""
        label = str(self.model().headerData(logicalIndex, Qt.Orientation.Horizontal) or "")
        found = self._sizes.get(label)
        if found is not None:
            return QSize(found)
        size = super().sectionSizeFromContents(logicalIndex)
        size.setWidth(min(size.width(), self.fontMetrics().horizontalAdvance(label) + 8))
        self._sizes[label] = QSize(size)
        return size

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.StyleChange, QEvent.Type.FontChange):
            self._sizes.clear()
        super().changeEvent(event)

    def _group(self, section: int) -> tuple[str, int, int]:
        """The group's name and its first and last section."""
        model = self.model()
        name = str(model.headerData(section, Qt.Orientation.Horizontal, GROUP_ROLE) or "")
        if not name:
            return "", section, section
        first = last = section
        while first > 0 and model.headerData(first - 1, Qt.Orientation.Horizontal,
                                             GROUP_ROLE) == name:
            first -= 1
        while last + 1 < self.count() and model.headerData(
                last + 1, Qt.Orientation.Horizontal, GROUP_ROLE) == name:
            last += 1
        return name, first, last

    def paintSection(self, painter: QPainter, rect: QRect, logicalIndex: int) -> None:
        if self.model() is None:
            return
        half = rect.height() // 2
        name, first, last = self._group(logicalIndex)
        if not name:  # a column of its own: one cell over both lines
            super().paintSection(painter, rect, logicalIndex)
            return
        painter.save()
        super().paintSection(painter, QRect(rect.x(), rect.y() + half, rect.width(),
                                            rect.height() - half), logicalIndex)
        painter.restore()
        left = self.sectionViewportPosition(first)
        right = self.sectionViewportPosition(last) + self.sectionSize(last)
        top = QRect(left, rect.y(), right - left, half)
        option = QStyleOptionHeader()
        self.initStyleOption(option)
        option.rect = top
        option.text = self.fontMetrics().elidedText(name, Qt.TextElideMode.ElideRight,
                                                    right - left - 6)
        option.textAlignment = Qt.AlignmentFlag.AlignCenter
        option.section = logicalIndex
        painter.save()
        painter.setClipRect(rect.adjusted(0, 0, 0, -(rect.height() - half)))
        self.style().drawControl(QStyle.ControlElement.CE_Header, option, painter, self)
        painter.restore()


#: a column of at most this many rows is measured row by row, as Qt measures it
MEASURE_EVERY_ROW = 64
#: the most rows of a longer column measured (more that may be the widest: Qt's way)
MEASURED_AT_MOST = 200
#: how much narrower than the widest a text may be and still be measured (pixels: the
#: delegate lays the text out, which may round otherwise than the font's metrics)
NEAR_WIDEST = 2


def column_width(view: SizedTableView, column: int) -> int:
    """The width ``column``'s contents need: what ``QTableView.sizeHintForColumn``
    gives, which asks the delegate for the size of every cell of the column (before
    the view is shown, every row's; for a game of 1000 hands, over a second at each
    change). A longer column is measured the same way on fewer rows: of the cells of
    each font, those whose text the font's metrics find the widest, or nearly, one
    cell for each advance found (texts of the same advance in the same font, such as
    numbers of as many digits, are laid out as wide); the size of a cell depends on
    nothing else in the sheet (no icons)."""
    model = view.model()
    rows = model.rowCount()
    if rows <= MEASURE_EVERY_ROW:
        return view.sizeHintForColumn(column)
    from PySide6.QtGui import QFontMetricsF  # a long game's alone: not at every start
    base = view.font()
    fonts: dict[str, QFontMetricsF] = {}
    texts: dict[str, dict[str, int]] = {}  # font -> text -> its first row
    for row in range(rows):
        if view.isRowHidden(row):
            continue
        index = model.index(row, column)
        text = model.data(index, DISPLAY)
        font = model.data(index, FONT)
        key = font.key() if isinstance(font, QFont) else ""
        if key not in fonts:
            fonts[key] = QFontMetricsF(font.resolve(base) if isinstance(font, QFont)
                                       else base)
            texts[key] = {}
        texts[key].setdefault("" if text is None else str(text), row)
    chosen: list[int] = []
    for key, first in texts.items():
        advance = fonts[key].horizontalAdvance
        wide = {text: advance(text) for text in first}
        widest = max(wide.values())
        # one row of each advance: the first text found of it
        by_advance: dict[float, int] = {}
        for text, w in wide.items():
            if w >= widest - NEAR_WIDEST:
                by_advance.setdefault(w, first[text])
        chosen += by_advance.values()
    if not chosen or len(chosen) > MEASURED_AT_MOST:
        return view.sizeHintForColumn(column)
    hint = max(view.sizeHintForIndex(model.index(row, column)).width() for row in chosen)
    return hint + 1 if view.showGrid() else hint  # as Qt counts the grid's line


class ColumnFitter(QObject):
    """The sheet's columns as wide as their contents, and wider, in proportion, when
    the view has room to spare: the sheet grows with the window.

    The contents' widths are measured by :meth:`fit` and again after any change of the
    model; a resize of the view only shares out the room anew (measuring asks the
    model for every cell, and a window being laid out is resized several times)."""

    def __init__(self, view: SizedTableView) -> None:
        super().__init__(view)
        self._view = view
        self._needed: list[int] | None = None
        self._model: QAbstractItemModel | None = None
        view.on_viewport_resize = lambda _event: self._fit(measure=False)

    def _forget(self, *_args: object) -> None:
        self._needed = None

    def _watch(self) -> None:
        """Forget the measured widths at every change of the view's model."""
        model = self._view.model()
        if model is self._model:
            return
        self._model = model
        self._needed = None
        if model is not None:
            for signal in (model.modelReset, model.layoutChanged, model.dataChanged,
                           model.headerDataChanged, model.rowsInserted, model.rowsRemoved,
                           model.columnsInserted, model.columnsRemoved):
                signal.connect(self._forget)

    def fit(self) -> None:
        self._fit(measure=True)

    def _fit(self, measure: bool) -> None:
        view = self._view
        header = view.horizontalHeader()
        self._watch()
        count = header.count()
        if not count:
            return
        needed = self._needed
        if measure or needed is None or len(needed) != count:
            needed = [max(column_width(view, c), header.sectionSizeHint(c))
                      for c in range(count)]
            if count > FIXED:  # the winner: a long name cut short ("…"; whole in its tooltip)
                needed[WINNER_COLUMN] = min(needed[WINNER_COLUMN],
                                            max(needed[FIXED:]) * 5 // 4)
            self._needed = needed
        # a hidden column (East beside the entry) takes no room and keeps its size
        needed = [0 if header.isSectionHidden(c) else n for c, n in enumerate(needed)]
        room = max(0, view.viewport_size.width() - sum(needed))
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        total = sum(needed)
        given = 0
        for c, width in enumerate(needed):
            if header.isSectionHidden(c):
                continue
            extra = room - given if c == count - 1 else room * width // total
            given += extra
            header.resizeSection(c, width + extra)
