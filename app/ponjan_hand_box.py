"""The winner's Ponjan hand as it is entered (``ponjan.md`` §3.2): the add modes
(*Tile*: a click adds one tile, *Set*: three of it; *Stolen*: the next set added is a
stolen, exposed set), *Take back* and *Clear*, the strip of tiles and the hand in the
notation (``000r 111k 000b``, ``(000d)`` a stolen set), two views of one hand.

The hand itself is a Qt-free value, :class:`scoring.ponjan.hand_draft.PonjanDraft`:
the box sends it the picks, clicks and text, shows it, and shows its refusals
(translated as any message of ``scoring``). The rest of the Ponjan entry (who won,
the winning tile, the breakdown, the players' rows) is :mod:`app.ponjan_entry`'s.
"""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QColor, QKeySequence, QPainter, QPaintEvent, QPalette, QPen, QShortcut
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.display import plain
from app.rule_texts import message_text, tile_label, tile_name
from app.styles import ERROR_COLOR, toggle_style
from app.tile_art import draw_tile, make_tile_button, tile_width
from scoring.errors import DraftError
from scoring.ponjan.hand_draft import PonjanDraft

TOGGLE_STYLE = toggle_style()
_STOLEN_EDGE = "#3d8a57"
_WIN_EDGE = "#e07b00"


class StripTile(QAbstractButton):
    """A tile of the winner's hand (or a stolen set of three) in the strip."""

    def __init__(self, code: str, stolen: bool, height: int,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.code = code
        self.stolen = stolen
        self.winning = False
        self._height = height
        make_tile_button(self)
        name = tile_label(code)
        if stolen:
            self.setAccessibleName(self.tr("Stolen set of %1").replace("%1", name))
            self.setToolTip(self.tr("A stolen set of %1: click to make it "
                                             "concealed").replace("%1", tile_name(code)))
        else:
            self.setAccessibleName(self.tr("%1 in the hand").replace("%1", name))
            self.setToolTip(self.tr("%1: click to make it the winning tile")
                            .replace("%1", tile_name(code)))

    def sizeHint(self) -> QSize:
        count = 3 if self.stolen else 1
        return QSize(count * tile_width(self._height) + 6, self._height + 6)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w = tile_width(self._height)
        for i in range(3 if self.stolen else 1):
            draw_tile(painter, self.code, 3 + i * w, 3, self._height)
        edge = _STOLEN_EDGE if self.stolen else (_WIN_EDGE if self.winning else "")
        if edge:
            painter.setPen(QPen(QColor(edge), 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(self.rect().adjusted(1, 1, -2, -2), 4, 4)
        if self.hasFocus():
            painter.setPen(QPen(self.palette().color(QPalette.ColorRole.Highlight), 2))
            painter.drawRect(self.rect().adjusted(0, 0, -1, -1))
        painter.end()


class PonjanHandBox(QWidget):
    """The winner's tiles: the add modes, the strip of tiles and the hand in the
    notation (both views of one hand)."""

    changed = Signal()
    #: a concealed tile of the strip was clicked: it is the winning tile
    winTileClicked = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        #: the hand being entered: every change goes through it
        self._draft = PonjanDraft()
        self._win: str | None = None
        self._height = 32
        self.title = plain(QLabel())
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.mode_group = QButtonGroup(self)
        self.mode_buttons: dict[str, QToolButton] = {}
        modes = (("tile", self.tr("Tile"), "Alt+1", self.tr("a click adds one tile")),
                 ("set", self.tr("Set"), "Alt+3",
                  self.tr("a click adds a set: three of the tile")))
        row = QHBoxLayout()
        row.setSpacing(2)
        for mode, text, key, what in modes:
            button = QToolButton()
            button.setText(text)
            button.setCheckable(True)
            button.setStyleSheet(TOGGLE_STYLE)
            button.setToolTip(f"{what} ({key})")
            button.setAccessibleName(text)
            QShortcut(QKeySequence(key), self, button.click)
            button.toggled.connect(lambda on, m=mode: self._mode_toggled(m, on))
            self.mode_group.addButton(button)
            self.mode_buttons[mode] = button
            row.addWidget(button)
        self.mode_buttons["tile"].setChecked(True)
        self.stolen_button = QToolButton()
        self.stolen_button.setText(self.tr("Stolen"))
        self.stolen_button.setCheckable(True)
        self.stolen_button.setStyleSheet(TOGGLE_STYLE)
        self.stolen_button.setAccessibleName(self.tr("Stolen"))
        self.stolen_button.setToolTip(self.tr(
            "The next set added is a stolen (exposed) set (Alt+X)"))
        QShortcut(QKeySequence("Alt+X"), self, self.stolen_button.click)
        self.stolen_button.toggled.connect(self._stolen_toggled)
        row.addWidget(self.stolen_button)
        self.back_button = QToolButton()
        self.back_button.setText(self.tr("Take back"))
        self.back_button.setToolTip(self.tr("Take back the last tile or set added"))
        self.back_button.clicked.connect(self.take_back)
        row.addWidget(self.back_button)
        self.clear_button = QToolButton()
        self.clear_button.setText(self.tr("Clear"))
        self.clear_button.setToolTip(self.tr("Remove every tile of the hand"))
        self.clear_button.clicked.connect(self.clear)
        row.addWidget(self.clear_button)
        row.addStretch(1)
        self.strip = QHBoxLayout()
        self.strip.setSpacing(1)
        self.strip_tiles: list[StripTile] = []
        self.strip_box = QWidget()
        self.strip_box.setLayout(self.strip)
        self.strip.setContentsMargins(0, 0, 0, 0)
        self.strip_box.setMinimumHeight(self._height + 8)
        self.line = QLineEdit()
        self.line.setAccessibleName(self.tr("Winner's tiles"))
        self.line.setPlaceholderText(self.tr("or type them: 000r 111k 000b, (000d) stolen"))
        self.line.textEdited.connect(self._text_edited)
        self.message = plain(QLabel())
        self.message.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.title)
        layout.addLayout(row)
        layout.addWidget(self.strip_box)
        layout.addWidget(self.line)
        layout.addWidget(self.message)
        self._show()

    # --- the hand -------------------------------------------------------------------

    def draft(self) -> PonjanDraft:
        """The hand being entered, as a value (see :mod:`scoring.ponjan.hand_draft`)."""
        return self._draft

    @property
    def concealed(self) -> list[str]:
        """The concealed tiles by code, as they came."""
        return list(self._draft.concealed)

    @property
    def stolen(self) -> list[str]:
        """One code per stolen set."""
        return list(self._draft.stolen)

    def mode(self) -> str:
        return self._draft.mode

    def tile_count(self) -> int:
        return self._draft.tile_count()

    def used_counts(self) -> Counter[str]:
        """The tiles of the hand by code (none while the typed hand cannot be read)."""
        return self._draft.used_counts()

    def notation(self) -> str:
        """The hand in the notation, "" when empty (the text while it is unreadable)."""
        return self._draft.notation()

    def error(self) -> str:
        error = self._draft.error
        return "" if error is None else message_text(error)

    def add_tile(self, code: str) -> bool:
        """Add ``code`` as the mode says; False (and a message) if it cannot be."""
        try:
            self._draft = self._draft.pick(code)
        except DraftError as e:
            self._say(message_text(e), True)
            return False
        self.stolen_button.setChecked(self._draft.steal)  # for the next set only
        self._changed()
        return True

    def take_back(self) -> None:
        """Remove the last tile (or set) added."""
        if self._draft.error is not None:
            return
        self._draft = self._draft.take_back()
        self._changed()

    def set_hand(self, text: str) -> None:
        """Show the hand ``text`` (in the notation)."""
        self.line.setText(text)
        self._read(text)
        self._show(keep_text=True)

    def load(self, draft: PonjanDraft) -> None:
        """Show ``draft`` (a hand kept from before) to go on with it: its text, its
        tiles, its add mode and Stolen."""
        self.line.setText(draft.text)
        self._draft = draft
        self._show(keep_text=True)
        self.mode_buttons[draft.mode].setChecked(True)
        self.stolen_button.setChecked(draft.steal)

    def clear(self) -> None:
        self._draft = self._draft.clear()
        self.line.setText("")  # not clear(): no undo history of the last hand is left
        self._changed()

    def reset_modes(self) -> None:
        self.mode_buttons["tile"].setChecked(True)
        self.stolen_button.setChecked(False)

    def set_winning(self, code: str | None) -> None:
        """Frame the winning tile in the strip."""
        self._win = code
        marked = False
        for tile in self.strip_tiles:
            tile.winning = not marked and not tile.stolen and tile.code == code
            marked = marked or tile.winning
            tile.update()

    def set_tile_height(self, height: int) -> None:
        if height != self._height:
            self._height = height
            self.strip_box.setMinimumHeight(height + 8)
            self._show(keep_text=True)

    def concealed_codes(self) -> list[str]:
        """The kinds of the concealed tiles (the winning tile is one of them)."""
        return self._draft.concealed_codes()

    # --- keeping the views in step ------------------------------------------------------

    def _read(self, text: str) -> bool:
        self._draft = self._draft.read(text)
        return self._draft.error is None

    def _text_edited(self, text: str) -> None:
        self._read(text)
        self._show(keep_text=True)
        self.changed.emit()

    def _changed(self) -> None:
        self._show()
        self.changed.emit()

    def _mode_toggled(self, mode: str, on: bool) -> None:
        if on:
            self._draft = self._draft.set_mode(mode)

    def _stolen_toggled(self, on: bool) -> None:
        self._draft = self._draft.set_steal(on)
        if on:
            self._say(self.tr("The next set added is stolen"))
        else:
            self._say("")

    def _show(self, keep_text: bool = False) -> None:
        if not keep_text:
            self.line.setText(self.notation())
        while self.strip.count():
            item = self.strip.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()  # gone now, deleted when the event loop comes back
                widget.deleteLater()
        self.strip_tiles = []
        if self.error():
            self._say(self.error(), True)
        else:
            self._say("")
            for code, stolen in self._draft.shown():
                tile = StripTile(code, stolen, self._height, self.strip_box)
                tile.clicked.connect(lambda _=False, t=tile: self._strip_clicked(t))
                self.strip.addWidget(tile)
                self.strip_tiles.append(tile)
        self.strip.addStretch(1)
        self.set_winning(self._win)
        self.line.setStyleSheet(f"QLineEdit {{ border: 2px solid {ERROR_COLOR}; }}"
                                if self.error() else "")

    def _strip_clicked(self, tile: StripTile) -> None:
        if tile.stolen:  # a stolen set back to a concealed one
            self._draft = self._draft.unsteal(tile.code)
            self._changed()
        else:
            self.winTileClicked.emit(tile.code)

    def _say(self, text: str, error: bool = False) -> None:
        self.message.setText(text)
        self.message.setStyleSheet(f"QLabel {{ color: {ERROR_COLOR}; }}" if error else "")
        self.message.setVisible(bool(text))



__all__ = ["PonjanHandBox", "StripTile"]
