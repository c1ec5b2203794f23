"""The tile picker: every tile of a tile set as a button, with how many are left.

Rows: characters, dots, bamboo, winds and dragons, then the bonus tiles. Each button
shows the tile, a small count of the copies not yet used in any hand, and is disabled
when none is left. Keyboard: Tab reaches the picker, the arrow keys move between
tiles, Space or Enter takes the focused tile.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QRect, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QAbstractButton, QGridLayout, QSizePolicy, QWidget

from scoring.hands.tiles import CLASSICAL, Tile, TileSet

from .rule_texts import tile_label, tile_name
from .styles import ERROR_COLOR
from .tile_art import draw_index, draw_tile, make_tile_button, tile_width

#: How many tiles a picker row holds at most.
COLUMNS = 9
#: The default height of a tile picture in the picker, in logical pixels.
TILE_HEIGHT = 40

_ARROWS: dict[int, tuple[int, int]] = {
    Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0),
    Qt.Key.Key_Up: (0, -1), Qt.Key.Key_Down: (0, 1),
}


class TileButton(QAbstractButton):
    """One tile of the picker: the picture and, under it, how many are left."""

    #: An arrow key was pressed on the button: (dx, dy).
    arrowPressed = Signal(int, int)

    PAD = 2
    COUNT_HEIGHT = 11

    def __init__(self, t: Tile, copies: int, tile_height: int = TILE_HEIGHT,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tile = t
        self.copies = copies
        self._left = copies
        self._height = tile_height
        make_tile_button(self)
        self.set_left(copies)

    @property
    def code(self) -> str:
        return self.tile.code

    def left(self) -> int:
        return self._left

    def set_left(self, left: int) -> None:
        if max(0, left) == self._left and self.toolTip():
            return  # unchanged: no new tooltip, no repaint
        self._left = max(0, left)
        self.setEnabled(self._left > 0)
        state = self.tr("%1 of %2 left").replace("%1", str(self._left)).replace(
            "%2", str(self.copies))
        name = tile_name(self.tile)
        self.setToolTip(f"{name} ({self.code})\n{state}")
        self.setAccessibleName(tile_label(self.tile))
        self.setAccessibleDescription(f"{self.code}, {state}")
        self.update()

    def set_tile_height(self, height: int) -> None:
        if height != self._height:
            self._height = height
            self.updateGeometry()
            self.update()

    def sizeHint(self) -> QSize:
        return QSize(tile_width(self._height) + 2 * self.PAD,
                     self._height + 2 * self.PAD + self.COUNT_HEIGHT)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not event.isAutoRepeat():
            self.animateClick()
        elif key in _ARROWS and event.modifiers() == Qt.KeyboardModifier.NoModifier:
            self.arrowPressed.emit(*_ARROWS[Qt.Key(key)])
        else:
            super().keyPressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        width = tile_width(self._height)
        x = (self.width() - width) // 2
        y = self.PAD + (1 if self.isDown() else 0)
        if self.underMouse() and self.isEnabled():
            painter.fillRect(self.rect(), pal.color(QPalette.ColorRole.Midlight))
        painter.setOpacity(1.0 if self.isEnabled() else 0.3)
        draw_tile(painter, self.code, x, y, self._height)
        draw_index(painter, self.code, x, y, self._height)
        painter.setOpacity(1.0)
        font = QFont(self.font())
        font.setPixelSize(self.COUNT_HEIGHT - 1)
        font.setBold(self._left == 0)
        painter.setFont(font)
        color = pal.color(QPalette.ColorRole.PlaceholderText)
        if self._left == 0:
            color = QColor(ERROR_COLOR)
        painter.setPen(color)
        count_rect = QRect(0, self.PAD + self._height, self.width(), self.COUNT_HEIGHT)
        painter.drawText(count_rect, Qt.AlignmentFlag.AlignCenter, str(self._left))
        if self.hasFocus():
            pen = QPen(pal.color(QPalette.ColorRole.Highlight), 2)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(self.rect().adjusted(1, 1, -1, -1), 3, 3)
        painter.end()


def picker_rows(tile_set: TileSet, columns: int = COLUMNS) -> list[list[Tile]]:
    """The tiles of ``tile_set`` in picker rows: each suit, the honours, the bonus tiles.

    Bonus suits share a row while they fit in ``columns``; a longer one wraps.
    """
    rows: list[list[Tile]] = []
    for suit in ("m", "p", "s"):
        suited = [t for t in tile_set.tiles if t.suit == suit]
        if suited:
            rows.append(suited)
    honours = [t for t in tile_set.tiles if t.is_honour]
    if honours:
        rows.append(honours)
    bonus_row: list[Tile] = []
    for suit in dict.fromkeys(t.suit for t in tile_set.bonus_tiles):
        tiles = [t for t in tile_set.bonus_tiles if t.suit == suit]
        if bonus_row and len(bonus_row) + len(tiles) > columns:
            rows.append(bonus_row)
            bonus_row = []
        for t in tiles:
            if len(bonus_row) == columns:
                rows.append(bonus_row)
                bonus_row = []
            bonus_row.append(t)
    if bonus_row:
        rows.append(bonus_row)
    return rows


class TilePicker(QWidget):
    """Every tile of a tile set as a button; emits ``tileClicked(code)``."""

    tileClicked = Signal(str)

    def __init__(self, tile_set: TileSet = CLASSICAL, parent: QWidget | None = None,
                 tile_height: int = TILE_HEIGHT) -> None:
        super().__init__(parent)
        self._tile_height = tile_height
        self._buttons: dict[str, TileButton] = {}
        self._grid: list[list[TileButton]] = []
        self._used: dict[str, int] = {}
        self._layout = QGridLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setHorizontalSpacing(1)
        self._layout.setVerticalSpacing(2)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self._tile_set = tile_set
        self._build()

    def tile_set(self) -> TileSet:
        return self._tile_set

    def tile_height(self) -> int:
        return self._tile_height

    def set_tile_height(self, height: int) -> None:
        """Draw the tiles ``height`` pixels high."""
        self._tile_height = height
        for button in self._buttons.values():
            button.set_tile_height(height)
        self.updateGeometry()

    def set_tile_set(self, tile_set: TileSet) -> None:
        """Show the tiles of another tile set (keeps the used counts)."""
        if tile_set == self._tile_set:
            return
        self._tile_set = tile_set
        for button in self._buttons.values():
            self._layout.removeWidget(button)
            button.deleteLater()
        self._buttons.clear()
        self._grid.clear()
        self._build()

    def _rows(self) -> list[list[tuple[Tile, int]]]:
        """The tiles shown, row by row, each with its number of copies."""
        return [[(t, self._tile_set.copies(t)) for t in row]
                for row in picker_rows(self._tile_set)]

    def _build(self) -> None:
        for r, row in enumerate(self._rows()):
            buttons = []
            for c, (t, copies) in enumerate(row):
                button = TileButton(t, copies, self._tile_height, self)
                button.set_left(button.copies - self._used.get(t.code, 0))
                button.clicked.connect(lambda _=False, code=t.code: self.tileClicked.emit(code))
                button.arrowPressed.connect(
                    lambda dx, dy, pos=(r, c): self._move_focus(pos, dx, dy))
                self._layout.addWidget(button, r, c)
                self._buttons[t.code] = button
                buttons.append(button)
            self._grid.append(buttons)
        if self._grid:
            self.setFocusProxy(self._grid[0][0])

    def set_used(self, counts: Mapping[str, int]) -> None:
        """How many of each tile (by code) the hands hold; the rest are left."""
        self._used = {code: n for code, n in counts.items() if n}
        for code, button in self._buttons.items():
            button.set_left(button.copies - self._used.get(code, 0))

    def left(self, code: str) -> int:
        """How many copies of ``code`` are left (0 for a tile not in the set)."""
        button = self._buttons.get(code)
        return button.left() if button is not None else 0

    def button(self, code: str) -> TileButton:
        """The button of ``code``; KeyError if the tile set has no such tile."""
        return self._buttons[code]

    def codes(self) -> list[str]:
        """The codes of the tiles shown, row by row."""
        return [b.code for row in self._grid for b in row]

    def _move_focus(self, pos: tuple[int, int], dx: int, dy: int) -> None:
        r, c = pos
        while True:
            r, c = r + dy, c + dx
            if not 0 <= r < len(self._grid):
                return
            row = self._grid[r]
            if dy:
                c = min(c, len(row) - 1)
            if not 0 <= c < len(row):
                return
            if row[c].isEnabled():
                row[c].setFocus(Qt.FocusReason.TabFocusReason)
                return
