"""Entering one Ponjan hand (``ponjan.md`` §3.2): what a score sheet needs and no more.

- **Who won** (or a drawn hand) and, for a win, only the **winner's tiles**: the
  picker shows the twelve Ponjan tiles and has two add modes, *Tile* (a click adds one
  tile) and *Set* (a click adds three of the tile), and *Stolen* (the next set added
  is a stolen, exposed set); the tiles can be typed in the notation too
  (``000r 111k 000b``, ``(000d)`` a stolen set).
- The **winning tile** (a click on it in the winner's hand, or the list), **where it
  came from** (Wall or Discard) and, for a discard, **who discarded it** (he alone
  pays); **Reach** and **Ippatsu** (Ippatsu needs Reach).
- A **drawn hand**: who was **tenpai** (a check box in each player's row).

Each player has a row: his seat (E is the boss), his balance before the hand and what
the hand as entered would give or cost him. The breakdown shows the winner's
combinations, the points, the formula and the score. Everything is worked out by
``Game.check`` (the domain), as the hand would be recorded; recording goes through the
window's undo stack like a classical hand.
"""

from __future__ import annotations

import html
from collections import Counter
from dataclasses import replace
from typing import cast

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QColor, QKeySequence, QPainter, QPaintEvent, QPalette, QPen, QShortcut
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.display import literal, plain
from app.rule_texts import message_text, rule_name, seat_letter, tile_label, tile_name
from app.situation_panel import DRAW, NOT_CHOSEN
from app.styles import ERROR_COLOR as _ERROR
from app.styles import HINT_COLOR as _HINT
from app.styles import toggle_style
from app.tile_art import draw_tile, make_tile_button, tile_width
from app.tile_picker import TilePicker
from scoring.errors import MahjongError
from scoring.games.draft import HandDraft
from scoring.games.game import Entry, Game, HandRecord, HandResult
from scoring.games.rotation import Seating
from scoring.hands.tiles import Tile
from scoring.ponjan.formula import base
from scoring.ponjan.hand import HAND_SIZE, MAX_STOLEN, PonjanHand
from scoring.ponjan.notation import format_hand, parse_hand
from scoring.ponjan.score import PonjanScore
from scoring.ponjan.tiles import ponjan_tile

# DRAW and NOT_CHOSEN: the item data of a drawn hand and of "Who won?" (nothing
# chosen), shared with the classical entry's situation panel

#: the picker's rows: the colours with two ids, then white and the dragons
PICKER_ROWS = (("0r", "1r", "0b", "1b", "0k", "1k"), ("0w", "1w", "2w", "3w", "0d", "1d"))


class Missing(MahjongError):
    """Something the person has still to enter: said as a hint, not as an error."""
_TOGGLE_STYLE = toggle_style()
_STOLEN_EDGE = "#3d8a57"
_WIN_EDGE = "#e07b00"


def _data(box: QComboBox) -> int:
    """The current item's data as a number (NOT_CHOSEN when there is none)."""
    data = box.itemData(box.currentIndex()) if box.currentIndex() >= 0 else None
    return NOT_CHOSEN if data is None else int(data)


class PonjanPicker(TilePicker):
    """The twelve Ponjan tiles as buttons, with how many copies are left: the
    classical picker with Ponjan's rows."""

    def __init__(self, tile_height: int, parent: QWidget | None = None) -> None:
        super().__init__(parent=parent, tile_height=tile_height)

    def _rows(self) -> list[list[tuple[Tile, int]]]:
        # a tile button draws a Ponjan tile as any tile: by its code and name
        return [[(cast(Tile, ponjan_tile(code)), ponjan_tile(code).copies)
                 for code in row] for row in PICKER_ROWS]


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
        self.concealed: list[str] = []
        self.stolen: list[str] = []
        #: what each click added, in order: (stolen?, code, tiles), for Take back
        self._added: list[tuple[bool, str, int]] = []
        self._error = ""
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
            button.setStyleSheet(_TOGGLE_STYLE)
            button.setToolTip(f"{what} ({key})")
            button.setAccessibleName(text)
            QShortcut(QKeySequence(key), self, button.click)
            self.mode_group.addButton(button)
            self.mode_buttons[mode] = button
            row.addWidget(button)
        self.mode_buttons["tile"].setChecked(True)
        self.stolen_button = QToolButton()
        self.stolen_button.setText(self.tr("Stolen"))
        self.stolen_button.setCheckable(True)
        self.stolen_button.setStyleSheet(_TOGGLE_STYLE)
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

    def mode(self) -> str:
        return "set" if self.mode_buttons["set"].isChecked() else "tile"

    def tile_count(self) -> int:
        return len(self.concealed) + 3 * len(self.stolen)

    def used_counts(self) -> Counter[str]:
        """The tiles of the hand by code (none while the typed hand cannot be read)."""
        if self._error:
            return Counter()
        counts = Counter(self.concealed)
        for code in self.stolen:
            counts[code] += 3
        return counts

    def notation(self) -> str:
        """The hand in the notation, "" when empty (the text while it is unreadable)."""
        if self._error:
            return self.line.text().strip()
        if not self.concealed and not self.stolen:
            return ""
        return format_hand(PonjanHand(tuple(sorted(ponjan_tile(c) for c in self.concealed)),
                                      tuple(ponjan_tile(c) for c in self.stolen)))

    def error(self) -> str:
        return self._error

    def add_tile(self, code: str) -> bool:
        """Add ``code`` as the mode says; False (and a message) if it cannot be."""
        if self._error:
            self._say(self.tr("Put the typed hand right first: %1").replace("%1", self._error),
                      True)
            return False
        t = ponjan_tile(code)
        as_set = self.mode() == "set" or self.stolen_button.isChecked()
        n = 3 if as_set else 1
        if self.tile_count() + n > HAND_SIZE:
            self._say(self.tr("A winning Ponjan hand has 9 tiles; this one has %1")
                      .replace("%1", str(self.tile_count())), True)
            return False
        if self.used_counts()[code] + n > t.copies:
            self._say(self.tr("There are only %1 copies of %2").replace(
                "%1", str(t.copies)).replace("%2", tile_name(code)), True)
            return False
        if self.stolen_button.isChecked():
            if len(self.stolen) >= MAX_STOLEN:
                self._say(self.tr("A Ponjan hand has at most two stolen sets"), True)
                return False
            self.stolen.append(code)
            self.stolen_button.setChecked(False)
            self._added.append((True, code, 3))
        else:
            self.concealed += [code] * n
            self._added.append((False, code, n))
        self._changed()
        return True

    def take_back(self) -> None:
        """Remove the last tile (or set) added."""
        if self._error:
            return
        while self._added:
            stolen, code, n = self._added.pop()
            if stolen and code in self.stolen:
                self.stolen.remove(code)
                break
            if not stolen and self.concealed.count(code) >= n:
                for _ in range(n):
                    self.concealed.remove(code)
                break
        else:  # typed, or changed in the strip: the last concealed tile, else a set
            if self.concealed:
                self.concealed.pop()
            elif self.stolen:
                self.stolen.pop()
        self._changed()

    def set_hand(self, text: str) -> None:
        """Show the hand ``text`` (in the notation)."""
        self.line.setText(text)
        self._read(text)
        self._show(keep_text=True)

    def clear(self) -> None:
        self.concealed, self.stolen, self._error, self._added = [], [], "", []
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
        return sorted(set(self.concealed), key=lambda c: ponjan_tile(c).sort_key)

    # --- keeping the views in step ------------------------------------------------------

    def _read(self, text: str) -> bool:
        self._added = []
        if not text.strip():
            self.concealed, self.stolen, self._error = [], [], ""
            return True
        try:
            hand = parse_hand(text)
        except MahjongError as exc:
            self._error = message_text(exc)
            return False
        self.concealed = [t.code for t in hand.concealed]
        self.stolen = [t.code for t in hand.stolen]
        self._error = ""
        return True

    def _text_edited(self, text: str) -> None:
        self._read(text)
        self._show(keep_text=True)
        self.changed.emit()

    def _changed(self) -> None:
        self._show()
        self.changed.emit()

    def _stolen_toggled(self, on: bool) -> None:
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
        if self._error:
            self._say(self._error, True)
        else:
            self._say("")
            shown = sorted(self.concealed, key=lambda c: ponjan_tile(c).sort_key)
            for code, stolen in [*((c, False) for c in shown), *((c, True) for c in self.stolen)]:
                tile = StripTile(code, stolen, self._height, self.strip_box)
                tile.clicked.connect(lambda _=False, t=tile: self._strip_clicked(t))
                self.strip.addWidget(tile)
                self.strip_tiles.append(tile)
        self.strip.addStretch(1)
        self.set_winning(self._win)
        self.line.setStyleSheet(f"QLineEdit {{ border: 2px solid {_ERROR}; }}"
                                if self._error else "")

    def _strip_clicked(self, tile: StripTile) -> None:
        if tile.stolen:  # a stolen set back to a concealed one
            self.stolen.remove(tile.code)
            self.concealed += [tile.code] * 3
            self._changed()
        else:
            self.winTileClicked.emit(tile.code)

    def _say(self, text: str, error: bool = False) -> None:
        self.message.setText(text)
        self.message.setStyleSheet(f"QLabel {{ color: {_ERROR}; }}" if error else "")
        self.message.setVisible(bool(text))


class PlayerRow(QFrame):
    """One player: his seat (E: the boss), his name, his balance before the hand,
    what the hand would give or cost him, and (at a drawn hand) whether he was
    tenpai."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.name = name
        self.seat = QLabel()
        self.seat.setMinimumWidth(64)
        self.name_label = plain(QLabel(name))
        font = self.name_label.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.name_label.setFont(font)
        self.balance = QLabel()
        self.change = QLabel()
        self.change.setAccessibleName(self.tr("%1's change").replace("%1", name))
        self.change.setMinimumWidth(56)
        self.change.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.change.setFont(font)
        self.tenpai = QCheckBox(self.tr("Tenpai"))
        self.tenpai.setAccessibleName(self.tr("%1 tenpai").replace("%1", name))
        self.tenpai.setToolTip(literal(self.tr("%1 was one tile from a complete hand when "
                                           "the wall ran out").replace("%1", name)))
        row = QHBoxLayout(self)
        row.setContentsMargins(6, 2, 6, 2)
        row.addWidget(self.seat)
        row.addWidget(self.name_label, 1)
        row.addWidget(self.tenpai)
        row.addWidget(self.balance)
        row.addWidget(self.change)

    def set_seat(self, seat: str, boss: bool) -> None:
        letter = seat_letter(seat)
        self.seat.setText(self.tr("%1 boss").replace("%1", letter) if boss else letter)
        self.seat.setToolTip(self.tr("The boss: he gains x15 when he wins, and keeps "
                                     "the deal while he gains") if boss else "")

    def set_balance(self, value: int) -> None:
        self.balance.setText(self.tr("Bal. %1").replace("%1", str(value)))
        self.balance.setStyleSheet(f"QLabel {{ color: {_ERROR}; }}" if value < 0 else "")

    def set_change(self, value: int | None) -> None:
        self.change.setText("" if value is None else (f"{value:+d}" if value else "0"))


class PonjanEntry(QWidget):
    """One Ponjan hand as it is entered. :meth:`record` gives the HandRecord."""

    #: something changed (the window's status line is cleared)
    changed = Signal()

    def __init__(self, tile_height: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game: Game | None = None
        self.seating: Seating | None = None
        #: the index of the hand being edited, None for a new hand
        self.editing: int | None = None
        self.result: HandResult | None = None
        self._problem = ""
        #: whether the problem is only something still to enter (a hint, not red)
        self._missing = False
        self.picker = PonjanPicker(tile_height)
        self.picker.tileClicked.connect(self._tile_clicked)
        self.hand = PonjanHandBox()
        self.hand.changed.connect(self._update)
        self.hand.winTileClicked.connect(self._win_tile_clicked)

        self.winner_box = QComboBox()
        self.winner_box.setAccessibleName(self.tr("Winner"))
        self.winner_box.setToolTip(self.tr("Who won (or a drawn hand: the wall ran out)"))
        self.tile_box = QComboBox()
        self.tile_box.setAccessibleName(self.tr("Winning tile"))
        self.tile_box.setToolTip(self.tr("The winning tile: click it in the winner's hand, "
                                         "or choose it here"))
        self.tile_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.source_group = QButtonGroup(self)
        self.source_buttons: dict[str, QToolButton] = {}
        sources = QHBoxLayout()
        sources.setSpacing(0)
        for code, text, name in (("wall", self.tr("Wall"), self.tr("Self-drawn from the wall")),
                                 ("discard", self.tr("Discard"),
                                  self.tr("Claimed from a discard"))):
            button = QToolButton()
            button.setText(text)
            button.setCheckable(True)
            button.setStyleSheet(_TOGGLE_STYLE)
            button.setToolTip(name)
            button.setAccessibleName(name)
            button.toggled.connect(self._update)
            self.source_group.addButton(button)
            self.source_buttons[code] = button
            sources.addWidget(button)
        self.source_buttons["discard"].setChecked(True)
        self.discarder_label = QLabel(self.tr("&Discarded by"))
        self.discarder_box = QComboBox()
        self.discarder_box.setAccessibleName(self.tr("Discarded by"))
        self.discarder_box.setToolTip(self.tr("Who discarded the winning tile: he alone "
                                              "pays"))
        self.discarder_label.setBuddy(self.discarder_box)
        # wide enough for "Who discarded?" and the longest name (no clipped text)
        self.discarder_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        sources.addSpacing(8)
        sources.addWidget(self.discarder_label)
        sources.addWidget(self.discarder_box)
        sources.addStretch(1)
        self.reach = QCheckBox(self.tr("Reach"))
        self.reach.setToolTip(self.tr("The winner had declared Reach"))
        self.ippatsu = QCheckBox(self.tr("Ippatsu"))
        self.ippatsu.setToolTip(self.tr("Won before the winner's next discard after his "
                                        "Reach (needs Reach)"))
        self.reach.toggled.connect(self._reach_toggled)
        self.ippatsu.toggled.connect(self._update)
        flags = QHBoxLayout()
        flags.addWidget(self.reach)
        flags.addWidget(self.ippatsu)
        flags.addStretch(1)
        self.draw_note = QLabel(self.tr("A drawn hand: tick the players who were tenpai "
                                        "(two sets and a pair)."))
        self.draw_note.setWordWrap(True)

        form = QGridLayout()
        form.setHorizontalSpacing(4)
        form.setVerticalSpacing(2)
        self.form_labels: list[QLabel] = []
        for r, (text, widget) in enumerate(((self.tr("&Winner"), self.winner_box),
                                            (self.tr("Winning t&ile"), self.tile_box))):
            label = QLabel(text)
            label.setBuddy(widget)
            self.form_labels.append(label)
            form.addWidget(label, r, 0)
            line = QHBoxLayout()
            line.addWidget(widget)
            line.addStretch(1)
            form.addLayout(line, r, 1)
        self.from_label = QLabel(self.tr("From"))
        form.addWidget(self.from_label, 2, 0)
        form.addLayout(sources, 2, 1)
        form.addLayout(flags, 3, 1)
        self.breakdown = QLabel()
        self.breakdown.setAccessibleName(self.tr("Breakdown"))
        self.breakdown.setWordWrap(True)
        self.breakdown.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.breakdown.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.breakdown.setFrameShape(QFrame.Shape.StyledPanel)
        self.breakdown.setMinimumHeight(120)
        self.breakdown.setContentsMargins(6, 4, 6, 4)

        right = QVBoxLayout()
        right.setSpacing(3)
        right.addLayout(form)
        right.addWidget(self.draw_note)
        right.addWidget(self.breakdown, 1)
        top = QHBoxLayout()
        top.addWidget(self.picker, 0, Qt.AlignmentFlag.AlignTop)
        top.addLayout(right, 1)
        self.rows_layout = QVBoxLayout()
        self.rows_layout.setSpacing(2)
        self.rows: list[PlayerRow] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addLayout(top)
        layout.addWidget(self.hand)
        layout.addLayout(self.rows_layout)
        layout.addStretch(1)

        self.winner_box.currentIndexChanged.connect(self._winner_changed)
        self.tile_box.currentIndexChanged.connect(self._tile_chosen)
        self.discarder_box.currentIndexChanged.connect(self._update)

    # --- the game -------------------------------------------------------------------

    def set_game(self, game: Game, seating: Seating | None) -> None:
        self.game = game
        for row in self.rows:
            row.deleteLater()
        self.rows = []
        for name in game.players:
            row = PlayerRow(name)
            row.tenpai.toggled.connect(self._update)
            self.rows_layout.addWidget(row)
            self.rows.append(row)
        self.winner_box.blockSignals(True)
        self.winner_box.clear()
        self.winner_box.addItem(self.tr("Who won?"), NOT_CHOSEN)
        for i, name in enumerate(game.players):
            self.winner_box.addItem(name, i)
        self.winner_box.addItem(self.tr("Drawn hand"), DRAW)
        self.winner_box.blockSignals(False)
        self.set_balances([game.settings.start_balance] * len(game.players))
        self.set_seating(seating)
        self.clear()

    def set_seating(self, seating: Seating | None) -> None:
        self.seating = seating
        for i, row in enumerate(self.rows):
            if seating is None:
                row.set_seat("", False)
            else:
                row.set_seat(seating.seats[i], seating.dealer == i)
        self._update()

    def set_balances(self, balances: list[int]) -> None:
        for row, value in zip(self.rows, balances, strict=False):
            row.set_balance(value)

    def set_tile_height(self, height: int) -> None:
        self.picker.set_tile_height(height)
        self.hand.set_tile_height(max(26, round(height * 0.8)))

    def set_editing(self, index: int | None) -> None:
        """The hand is hand ``index`` being edited (None: a new hand): it is worked
        out in that hand's place."""
        if index != self.editing:
            self.editing = index
            self._update()

    def seat_text(self) -> str:
        s = self.seating
        if s is None or self.game is None:
            return self.tr("The game is over")
        return self.tr("Round %1, %2 is the boss").replace("%1", str(s.round)).replace(
            "%2", self.game.players[s.dealer])

    # --- what was chosen --------------------------------------------------------------

    def winner(self) -> int | None:
        """A player, DRAW, or None while nothing is chosen."""
        data = _data(self.winner_box)
        return None if data == NOT_CHOSEN else data

    def source(self) -> str:
        return "wall" if self.source_buttons["wall"].isChecked() else "discard"

    def discarder(self) -> int | None:
        data = _data(self.discarder_box)
        return None if data < 0 else data

    def win_tile(self) -> str | None:
        data = self.tile_box.itemData(self.tile_box.currentIndex())
        return str(data) if data else None

    def flags(self) -> frozenset[str]:
        return frozenset(f for f, box in (("reach", self.reach), ("ippatsu", self.ippatsu))
                         if box.isChecked())

    def tenpai(self) -> frozenset[int]:
        return frozenset(i for i, row in enumerate(self.rows) if row.tenpai.isChecked())

    # --- reacting -----------------------------------------------------------------------

    def _tile_clicked(self, code: str) -> None:
        if self.winner() == DRAW:
            self.hand._say(self.tr("A drawn hand has no winner's tiles"), True)
            return
        self.hand.add_tile(code)

    def _win_tile_clicked(self, code: str) -> None:
        index = self.tile_box.findData(code)
        if index >= 0:
            self.tile_box.setCurrentIndex(index)

    def _tile_chosen(self) -> None:
        self.hand.set_winning(self.win_tile())
        self._update()

    def _reach_toggled(self, on: bool) -> None:
        if not on:
            self.ippatsu.setChecked(False)
        self.ippatsu.setEnabled(on)
        self._update()

    def _winner_changed(self) -> None:
        winner = self.winner()
        self.discarder_box.blockSignals(True)
        current = self.discarder()
        self.discarder_box.clear()
        self.discarder_box.addItem(self.tr("Who discarded?"), NOT_CHOSEN)
        if self.game is not None:
            for i, name in enumerate(self.game.players):
                if i != winner:
                    self.discarder_box.addItem(name, i)
        index = self.discarder_box.findData(current) if current is not None else 0
        self.discarder_box.setCurrentIndex(max(index, 0))
        self.discarder_box.blockSignals(False)
        self._update()

    def _update_win_tiles(self) -> None:
        codes = self.hand.concealed_codes() if not self.hand.error() else []
        current = self.win_tile()
        wanted = ["", *codes]
        if [self.tile_box.itemData(i) for i in range(self.tile_box.count())] != wanted:
            self.tile_box.blockSignals(True)
            self.tile_box.clear()
            self.tile_box.addItem(self.tr("click it in the hand") if codes else "—", "")
            for code in codes:
                self.tile_box.addItem(f"{code}  {tile_name(code)}", code)
            index = self.tile_box.findData(current) if current else 0
            self.tile_box.setCurrentIndex(max(index, 0))
            self.tile_box.blockSignals(False)
        self.tile_box.setEnabled(bool(codes))
        self.hand.set_winning(self.win_tile())

    def _update(self) -> None:
        """Show what the hand as entered would score and pay."""
        if self.game is None:
            return
        winner = self.winner()
        drawn = winner == DRAW
        win = winner is not None and not drawn
        discard = self.source() == "discard"
        for widget in (self.tile_box, self.from_label, self.reach, self.ippatsu,
                       *self.source_buttons.values(), self.hand, self.form_labels[1]):
            widget.setVisible(not drawn)
        for widget in (self.discarder_label, self.discarder_box):
            widget.setVisible(not drawn and discard)
        self.draw_note.setVisible(drawn)
        for row in self.rows:
            row.tenpai.setVisible(drawn)
        self.ippatsu.setEnabled(self.reach.isChecked())
        # a drawn hand has no tiles to enter: the picker rests
        self.picker.set_used({} if drawn else self.hand.used_counts())
        self.picker.setEnabled(not drawn)
        name = self.game.players[winner] if win and winner is not None else ""
        self.hand.title.setText(self.tr("%1's hand (the winner's tiles)").replace("%1", name)
                                if name else self.tr("The winner's tiles"))
        self._update_win_tiles()
        self.result = None
        self._problem = ""
        self._missing = False
        try:
            record = self.record()
            self.result = self.game.check(record, self.editing)
        except MahjongError as exc:
            self._problem = message_text(exc)
            self._missing = isinstance(exc, Missing)
        for i, row in enumerate(self.rows):
            row.set_change(self.result.totals[i] if self.result is not None else None)
        self._show_breakdown()
        self.changed.emit()

    def problem(self) -> str:
        """Why the hand as entered cannot be recorded yet ("" when it can)."""
        return self._problem

    def _show_breakdown(self) -> None:
        result = self.result
        if result is None:
            problem = html.escape(self._problem, quote=False)
            color = _HINT if self._missing else _ERROR
            self.breakdown.setText(
                f"<span style='color:{color}'>{problem}</span>"
                if self._problem and self.winner() is not None else problem)
            return
        assert self.game is not None
        # the breakdown is rich text: a name is shown as typed, never read as markup
        players = [html.escape(p, quote=False) for p in self.game.players]
        detail = result.detail
        score: PonjanScore | None = detail.score if detail is not None else None
        lines = []
        if score is None:
            tenpai = sorted(self.tenpai())
            if not tenpai or len(tenpai) == len(players):
                lines.append(self.tr("Drawn hand: nobody pays (%1 tenpai)").replace(
                    "%1", str(len(tenpai))))
            else:
                lines.append(self.tr("Drawn hand; tenpai: %1. Each of the others pays "
                                     "each tenpai player 15.").replace(
                    "%1", ", ".join(players[i] for i in tenpai)))
        else:
            rows = "".join(
                f"<tr><td>{html.escape(rule_name(i.name), quote=False)}"
                f"{' x' + str(i.count) if i.count > 1 else ''}</td>"
                f"<td align='right'>&nbsp;&nbsp;{i.points}</td></tr>" for i in score.items)
            lines.append(f"<table>{rows}</table>")
            boss = self.tr(" (boss)") if score.boss else ""
            lines.append(self.tr("Points %1: base %2 × %3%4 = <b>%5</b>")
                         .replace("%1", str(score.points))
                         .replace("%2", str(base(score.points, score.formula)))
                         .replace("%3", str(score.unit)).replace("%4", boss)
                         .replace("%5", str(score.score)))
            winner = result.record.winner
            assert winner is not None
            if result.record.discarder is not None:
                lines.append(self.tr("%1 gains %2; %3 pays it all (the discarder)")
                             .replace("%1", players[winner]).replace("%2", str(score.score))
                             .replace("%3", players[result.record.discarder]))
            else:
                share = score.score // 2
                lines.append(self.tr("%1 gains %2; each other player pays %3")
                             .replace("%1", players[winner]).replace("%2", str(score.score))
                             .replace("%3", str(share)))
        self.breakdown.setText("<br>".join(lines))

    # --- the record ---------------------------------------------------------------------

    def record(self) -> HandRecord:
        """The hand as entered. Raises MahjongError naming what is missing."""
        if self.game is None:
            raise MahjongError(self.tr("Start or open a game first"))
        n = len(self.game.players)
        winner = self.winner()
        if winner is None:
            raise Missing(self.tr("Choose the winner, or a drawn hand"))
        if winner == DRAW:
            return HandRecord((Entry(),) * n, None, tenpai=self.tenpai())
        name = self.game.players[winner]
        if self.hand.error():
            raise MahjongError(f"{name}: {self.hand.error()}")
        tiles = self.hand.notation()
        if not tiles:
            raise Missing(self.tr("Enter %1's tiles (the winner's hand)")
                               .replace("%1", name))
        win = self.win_tile()
        if win is None:
            raise Missing(self.tr("%1 won: click the winning tile in %1's hand")
                               .replace("%1", name))
        source = self.source()
        discarder = self.discarder() if source == "discard" else None
        if source == "discard" and discarder is None:
            raise Missing(self.tr("Choose who discarded the winning tile"))
        entries = tuple(Entry(tiles) if i == winner else Entry() for i in range(n))
        return HandRecord(entries, winner, win, source, self.flags(), discarder=discarder)

    def load_record(self, record: HandRecord) -> None:
        """Show a recorded hand for editing."""
        self.set_winner(record.winner)
        tiles = record.entries[record.winner].tiles if record.winner is not None else None
        self.hand.set_hand(tiles or "")
        self._update_win_tiles()
        index = self.tile_box.findData(record.win_tile) if record.win_tile else 0
        self.tile_box.setCurrentIndex(max(index, 0))
        self.source_buttons["wall" if record.source in ("wall", "last-wall")
                            else "discard"].setChecked(True)
        index = self.discarder_box.findData(record.discarder) \
            if record.discarder is not None else 0
        self.discarder_box.setCurrentIndex(max(index, 0))
        self.reach.setChecked("reach" in record.flags)
        self.ippatsu.setChecked("ippatsu" in record.flags)
        for i, row in enumerate(self.rows):
            row.tenpai.setChecked(i in record.tenpai)
        self._update()

    def draft(self, base: HandDraft) -> HandDraft:
        """The hand as entered so far, readable or not, on ``base`` (a blank draft of
        the game)."""
        winner = self.winner()
        return replace(base, tiles=self.hand.notation(), mode=self.hand.mode(),
                       stolen=self.hand.stolen_button.isChecked(),
                       winner=None if winner == DRAW else winner, drawn=winner == DRAW,
                       win_tile=self.win_tile(), source=self.source(),
                       discarder=self.discarder(), flags=self.flags(),
                       tenpai=self.tenpai())

    def load_draft(self, draft: HandDraft) -> None:
        """Show a hand entered before (see :meth:`draft`) to go on with it."""
        if draft.drawn or draft.winner is not None:
            self.set_winner(None if draft.drawn else draft.winner)
        self.hand.set_hand(draft.tiles)
        self.hand.mode_buttons[draft.mode].setChecked(True)
        self.hand.stolen_button.setChecked(draft.stolen)
        self._update_win_tiles()
        index = self.tile_box.findData(draft.win_tile) if draft.win_tile else 0
        self.tile_box.setCurrentIndex(max(index, 0))
        self.source_buttons[draft.source].setChecked(True)
        index = self.discarder_box.findData(draft.discarder) \
            if draft.discarder is not None else 0
        self.discarder_box.setCurrentIndex(max(index, 0))
        self.reach.setChecked("reach" in draft.flags)
        self.ippatsu.setChecked("ippatsu" in draft.flags)
        for i, row in enumerate(self.rows):
            row.tenpai.setChecked(i in draft.tenpai)
        self._update()

    def set_winner(self, winner: int | None) -> None:
        """Choose ``winner`` (None: a drawn hand)."""
        self.winner_box.setCurrentIndex(self.winner_box.findData(
            DRAW if winner is None else winner))

    def clear(self) -> None:
        """A fresh hand: nobody chosen, no tiles, Discard, no flags, nobody tenpai."""
        self.hand.clear()
        self.hand.reset_modes()
        self.winner_box.blockSignals(True)
        self.winner_box.setCurrentIndex(0)
        self.winner_box.blockSignals(False)
        self._winner_changed()
        self.source_buttons["discard"].setChecked(True)
        self.discarder_box.setCurrentIndex(0)
        self.reach.setChecked(False)
        self.ippatsu.setChecked(False)
        for row in self.rows:
            row.tenpai.setChecked(False)
        self._update()
