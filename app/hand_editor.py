"""The hand editor: one player's hand, entered by clicking tiles or typing the notation.

The tile strip and the one-line text are two views of the same hand and stay in step.
The hand is kept as ``scoring`` objects: the sets (``Meld``; concealed pairs, chows and
pungs are kept as sets too, so that a set entered in one click stays one set), the
loose concealed tiles and the bonus tiles. Parsing and checking are
``scoring.hands.notation``'s; this module only arranges tokens.

Shortcuts (active while the focus is inside the editor):

=========  ==========================================================
Alt+1      add mode "tile": a click adds one tile
Alt+2      add mode "pair": a click adds two of the tile
Alt+3      add mode "chow": a click adds the tile and the next two
Alt+4      add mode "pung": a click adds three of the tile
Alt+5      add mode "kong": a click adds four of the tile
Alt+X      "exposed": the next set added is exposed (a kong added
           while it is off is a declared concealed kong ``[ ]``); it
           turns itself off after that set
Alt+T      type the score instead of the hand ("I have 16")
=========  ==========================================================

A bare number typed into the hand field is the player's typed score. Tiles and a typed
score never both count: while a score is typed, the tiles are greyed out and a click
in the picker is refused with a message.

In the tile strip: click (or Space/Enter) a loose or bonus tile to take it back, click
a set to switch it between exposed and concealed (a kong goes from declared concealed
``[ ]`` to exposed ``( )`` to added to a concealed pung ``{ }`` and back), right-click
(or the Menu key) for more (a kong's menu chooses among the three), Delete removes
the focused tile or set. In the winner's strip a click on a tile
makes it the winning tile instead (the menu still removes it).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Literal

from PySide6.QtCore import QCoreApplication, QPoint, QRect, QSize, Qt, Signal
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QColor,
    QFontMetrics,
    QKeyEvent,
    QKeySequence,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QSizePolicy,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.rule_texts import message_text
from app.translation_marks import QT_TRANSLATE_NOOP
from scoring.errors import NotationError
from scoring.hands.hand import Hand, Meld
from scoring.hands.notation import Honours, check_tiles, format_tiles, parse_hand
from scoring.hands.tiles import CLASSICAL, SUIT_NAMES, WIND_NAMES, Tile, TileSet, tile

from .display import (
    honour_letters,
    honours_setting,
    literal,
    meld_text,
    plain,
    read_letters,
    tile_text,
)
from .rule_texts import seat_letter, tile_name, wind_name
from .styles import ERROR_COLOR as _ERROR_COLOR
from .styles import HINT_COLOR as _HINT_COLOR
from .styles import toggle_style
from .tile_art import (
    BACK,
    draw_index,
    draw_tile,
    make_tile_button,
    tile_pixmap,
    tile_width,
)

Mode = Literal["tile", "pair", "chow", "pung", "kong"]
PartKind = Literal["set", "loose", "bonus"]

#: the translation context of this module's texts
CONTEXT = "HandEditor"
#: (mode, button text, shortcut, what a click does); the texts in English, see :func:`tr`
MODES: tuple[tuple[Mode, str, str, str], ...] = (
    ("tile", QT_TRANSLATE_NOOP("HandEditor", "Tile"), "Alt+1",
     QT_TRANSLATE_NOOP("HandEditor", "a click adds one tile")),
    ("pair", QT_TRANSLATE_NOOP("HandEditor", "Pair"), "Alt+2",
     QT_TRANSLATE_NOOP("HandEditor", "a click adds a pair of the tile")),
    ("chow", QT_TRANSLATE_NOOP("HandEditor", "Chow"), "Alt+3",
     QT_TRANSLATE_NOOP("HandEditor", "a click adds the tile and the next two of its suit")),
    ("pung", QT_TRANSLATE_NOOP("HandEditor", "Pung"), "Alt+4",
     QT_TRANSLATE_NOOP("HandEditor", "a click adds three of the tile")),
    ("kong", QT_TRANSLATE_NOOP("HandEditor", "Kong"), "Alt+5",
     QT_TRANSLATE_NOOP("HandEditor", "a click adds four of the tile")),
)
EXPOSED_SHORTCUT = "Alt+X"
TYPED_SCORE_SHORTCUT = "Alt+T"
#: Height of a tile picture in the strip.
STRIP_TILE_HEIGHT = 34
#: a long hand's strip may draw its tiles this many pixels lower than the others (no
#: lower than MIN_STRIP_TILE_HEIGHT) to leave its hand field room beside it
STRIP_SHRINK = 8
MIN_STRIP_TILE_HEIGHT = 26
#: the hand field is never narrower
LINE_MIN_WIDTH = 120
#: a long name is cut short with "…" to no less than this
MIN_NAME_WIDTH = 40
#: A hand never holds more (a kong counts as three).
MAX_SIZE = 14

#: Exposed sets lie "on the table": a felt-green frame.
_EXPOSED_FILL = QColor("#cfe8d5")
_EXPOSED_EDGE = QColor("#3d8a57")
_CONCEALED_EDGE = QColor(140, 140, 140)
#: The winning tile's frame in the winner's strip.
_WIN_EDGE = QColor("#e07b00")
_DEALER_STYLE = (f"QLabel {{ background: {_ERROR_COLOR}; color: white; border-radius: 3px;"
                 " font-weight: bold; }")
_TOOL_BUTTON_STYLE = toggle_style("1px 3px", hover=True) + f"""
QToolButton[exposedToggle="true"]:checked {{ background: {_EXPOSED_FILL.name()};
              color: black; border: 2px solid {_EXPOSED_EDGE.name()}; font-weight: bold; }}
"""


def tr(text: str) -> str:
    """``text`` in the user's language (the hand editor's context)."""
    return QCoreApplication.translate(CONTEXT, text)


def as_set(tiles: list[Tile] | tuple[Tile, ...]) -> Meld | None:
    """The concealed pair, pung or chow these tiles form, or None."""
    if not tiles or any(t.category == "bonus" for t in tiles):
        return None
    first = min(tiles)
    if all(t is first for t in tiles) and len(tiles) in (2, 3):
        return Meld("pair" if len(tiles) == 2 else "pung", first, True)
    if len(tiles) == 3 and first.suit in SUIT_NAMES and first.rank <= 7:
        chow = Meld("chow", first, True)
        if sorted(chow.tiles) == sorted(tiles):
            return chow
    return None


def describe(m: Meld) -> str:
    """``"exposed pung of 5 Dots"`` (in the user's language)."""
    translate = QCoreApplication.translate
    if m.kind == "pair":
        text = translate("HandEditor", "pair of %1")
    elif m.kind == "chow":
        text = translate("HandEditor", "concealed chow %1") if m.concealed else \
            translate("HandEditor", "exposed chow %1")
        return text.replace("%1", m.notation().strip("()"))
    elif m.kind == "pung":
        text = translate("HandEditor", "concealed pung of %1") if m.concealed else \
            translate("HandEditor", "exposed pung of %1")
    elif m.claimed_kong:
        text = translate("HandEditor", "kong of %1 added to a concealed pung")
    else:
        text = translate("HandEditor", "declared concealed kong of %1") if m.concealed \
            else translate("HandEditor", "exposed kong of %1")
    return text.replace("%1", tile_name(m.tile))


def kong_kind(m: Meld) -> str:
    """A kong's kind: "exposed" ``(5555p)``, "declared" ``[5555p]`` (concealed) or
    "claimed" ``{5555p}`` (a claimed tile added to a concealed pung)."""
    return "declared" if m.concealed else "claimed" if m.claimed_kong else "exposed"


def as_kong(m: Meld, kind: str) -> Meld:
    """The kong ``m`` made ``kind`` (see :func:`kong_kind`)."""
    return Meld("kong", m.tile, kind == "declared", claimed_kong=kind == "claimed")


#: a click on a kong: declared -> exposed -> added to a concealed pung -> declared
NEXT_KONG = {"declared": "exposed", "exposed": "claimed", "claimed": "declared"}


def _capitalized(text: str) -> str:
    """``text`` with its first letter upper case (the rest as it is)."""
    return text[:1].upper() + text[1:]


class TileGroupButton(QAbstractButton):
    """One part of the strip: a loose tile, a bonus tile or a set, drawn as tiles."""

    deleteRequested = Signal()

    PAD = 3

    def __init__(self, codes: list[str], look: str, tile_height: int = STRIP_TILE_HEIGHT,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.codes = codes
        #: "loose", "bonus", "concealed", "exposed", "declared" (a concealed kong) or
        #: "claimed" (a kong made from a concealed pung: exposed, one end tile face
        #: down as Millington 116k marks it)
        self.look = look
        self._height = tile_height
        #: the index in ``codes`` of the winning tile, framed; None: none
        self.marked: int | None = None
        #: what the button stands for in the hand: "set", "loose" or "bonus", and its
        #: index among those
        self.kind = "loose"
        self.index = 0
        #: the index in ``codes`` of the tile the last click was on
        self.pressed_index = 0
        make_tile_button(self)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)

    def tile_height(self) -> int:
        return self._height

    def set_tile_height(self, height: int) -> None:
        if height != self._height:
            self._height = height
            self.updateGeometry()

    def tile_at(self, x: int) -> int:
        """The index in ``codes`` of the tile at ``x`` (widget coordinates)."""
        w = tile_width(self._height)
        return max(0, min(len(self.codes) - 1, (x - self.PAD) // max(1, w)))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.pressed_index = self.tile_at(round(event.position().x()))
        super().mousePressEvent(event)

    def sizeHint(self) -> QSize:
        w = tile_width(self._height)
        return QSize(len(self.codes) * w + 2 * self.PAD, self._height + 2 * self.PAD)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not event.isAutoRepeat():
            self.animateClick()
        elif key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            self.deleteRequested.emit()
        else:
            super().keyPressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        frame = self.rect().adjusted(1, 1, -1, -1)
        if self.look in ("exposed", "claimed"):
            painter.setPen(QPen(_EXPOSED_EDGE, 1.5))
            painter.setBrush(_EXPOSED_FILL)
            painter.drawRoundedRect(frame, 4, 4)
        elif self.look in ("concealed", "declared"):
            painter.setPen(QPen(_CONCEALED_EDGE, 1, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(frame, 4, 4)
        if self.underMouse() and self.isEnabled():
            painter.fillRect(frame, pal.color(QPalette.ColorRole.Highlight).lighter(190))
        w = tile_width(self._height)
        last = len(self.codes) - 1
        for i, code in enumerate(self.codes):
            face_down = ((self.look == "declared" and i in (0, last))
                         or (self.look == "claimed" and i == last))
            x, y = self.PAD + i * w, self.PAD + (1 if self.isDown() else 0)
            draw_tile(painter, BACK if face_down else code, x, y, self._height)
            if not face_down:  # the large index, when the tiles are big enough for it
                draw_index(painter, code, x, y, self._height)
        if self.marked is not None:
            painter.setPen(QPen(_WIN_EDGE, 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRect(self.PAD + self.marked * w, self.PAD - 1, w,
                                          self._height + 2), 3, 3)
        if self.hasFocus():
            painter.setPen(QPen(pal.color(QPalette.ColorRole.Highlight), 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(frame, 4, 4)
        painter.end()


class HandStrip(QWidget):
    """The hand as tile pictures, one button per set, loose tile and bonus tile."""

    #: (kind, index, code of the tile clicked inside the part)
    partClicked = Signal(str, int, str)
    partMenu = Signal(str, int, QPoint)
    partDelete = Signal(str, int)

    def __init__(self, tile_height: int = STRIP_TILE_HEIGHT,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._height = tile_height
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(4)
        self._layout.addStretch(1)
        self._buttons: list[TileGroupButton] = []
        self.setMinimumHeight(tile_height + 2 * TileGroupButton.PAD)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.placeholder = self.tr("no tiles yet: click tiles in the picker or type the hand")

    def buttons(self) -> list[TileGroupButton]:
        return list(self._buttons)

    def parts_width(self, height: int | None = None) -> int:
        """How wide the parts are side by side (the strip cannot be narrower), with
        their tiles ``height`` pixels high (default: as they are now)."""
        w = tile_width(self._height if height is None else height)
        return sum(len(b.codes) * w + 2 * TileGroupButton.PAD for b in self._buttons) \
            + self._layout.spacing() * max(0, len(self._buttons) - 1)

    def tile_height(self) -> int:
        return self._height

    def set_tile_height(self, height: int) -> None:
        """Draw the tiles ``height`` pixels high (call :meth:`set_parts` after)."""
        self._height = height
        self.setMinimumHeight(height + 2 * TileGroupButton.PAD)

    def set_parts(self, parts: list[tuple[PartKind, int, list[str], str, str]],
                  marked: tuple[int, int] | None = None) -> None:
        """Show ``parts``: (kind, index, tile codes, look, tooltip) each; ``marked``
        (part, tile) frames the winning tile. The buttons already there are reused
        (a click adds one part: the others are not built again)."""
        lost_focus = False
        while len(self._buttons) > len(parts):
            b = self._buttons.pop()
            lost_focus = lost_focus or b.hasFocus()
            self._layout.removeWidget(b)
            b.hide()  # at once, not when the event loop deletes it
            b.deleteLater()
        for pos, (kind, index, codes, look, tip) in enumerate(parts):
            mark = marked[1] if marked is not None and marked[0] == pos else None
            if pos < len(self._buttons):
                b = self._buttons[pos]
                resized = len(b.codes) != len(codes) or b.tile_height() != self._height
                if (b.kind, b.index, b.codes, b.look, b.toolTip(), b.marked) == (
                        kind, index, codes, look, tip, mark) and not resized:
                    continue
                b.kind, b.index, b.codes, b.look, b.marked = kind, index, codes, look, mark
                b.set_tile_height(self._height)
                if resized:
                    b.updateGeometry()
                b.update()
            else:
                b = TileGroupButton(codes, look, self._height, self)
                b.kind, b.index, b.marked = kind, index, mark
                b.clicked.connect(lambda _=False, btn=b: self.partClicked.emit(
                    btn.kind, btn.index, btn.codes[btn.pressed_index]))
                b.deleteRequested.connect(
                    lambda btn=b: self.partDelete.emit(btn.kind, btn.index))
                b.customContextMenuRequested.connect(
                    lambda pt, btn=b: self.partMenu.emit(btn.kind, btn.index,
                                                         btn.mapToGlobal(pt)))
                self._layout.insertWidget(pos, b)
                self._buttons.append(b)
            b.setToolTip(literal(tip))
            b.setAccessibleName(tip.split("\n")[0])
        if lost_focus and self._buttons:  # Delete on the last part: the focus stays
            self._buttons[-1].setFocus()
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        if self._buttons:
            return
        painter = QPainter(self)
        painter.setPen(self.palette().color(QPalette.ColorRole.PlaceholderText))
        # whole words on up to two lines; cut short with "…" if that is not enough
        rect = self.rect().adjusted(4, 0, -2, 0)
        flags = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft
        wrapped = flags | Qt.TextFlag.TextWordWrap
        metrics = painter.fontMetrics()
        text = self.placeholder
        if metrics.boundingRect(rect, wrapped, text).height() <= rect.height():
            painter.drawText(rect, wrapped, text)
        else:
            painter.drawText(rect, flags, metrics.elidedText(
                text, Qt.TextElideMode.ElideRight, rect.width()))
        painter.end()


class HandEditor(QWidget):
    """One player's hand: header, add modes, tile strip, notation line, typed score.

    Signals: ``changed()`` whenever the hand (or the typed score, or whether the text
    can be read) changes. Feed it picker clicks with :meth:`add_tile`.
    """

    changed = Signal()
    #: the player clicked a tile of his strip while he is the winner: its code
    winTileClicked = Signal(str)

    def __init__(self, tile_set: TileSet = CLASSICAL, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._tile_set = tile_set
        self._player = ""
        self._winner = False
        self._win_tile: str | None = None
        #: where the winning tile was clicked: (kind, index) of the part
        self._win_spot: tuple[str, int] | None = None
        self._hinting = False
        self._honours: Honours = honours_setting()
        self._sets: list[Meld] = []
        self._loose: list[Tile] = []
        self._bonus: list[Tile] = []
        self._elsewhere: dict[str, int] = {}
        self._error = ""
        self._mode: Mode = "tile"
        self._build()
        self._show_state()

    # -- building ----------------------------------------------------------------------

    def _build(self) -> None:
        # the name is text, bold, cut short with "…" when long: every row's name
        # takes the same width, so that the add-mode buttons line up across the rows
        self.name_label = QLabel(self)
        self.name_label.setTextFormat(Qt.TextFormat.PlainText)
        bold = self.name_label.font()
        bold.setBold(True)
        self.name_label.setFont(bold)
        #: the widest any row's name may be (the panel gives the widest of the names)
        self._name_bound = 0
        self._row_width = 0
        self.wind_label = QLabel(self)
        #: the seat's letter; the dealer's (East's) on red, as a badge
        self.seat_label = QLabel(self)
        self.seat_label.setFont(bold)
        self.seat_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.seat_label.setFixedWidth(10 + max(
            QFontMetrics(bold).horizontalAdvance(seat_letter(s)) for s in "ESWN"))

        self.mode_group = QActionGroup(self)
        self.mode_group.setExclusive(True)
        self.mode_actions: dict[Mode, QAction] = {}
        self.mode_buttons: dict[Mode, QToolButton] = {}
        mode_row = QHBoxLayout()
        mode_row.setSpacing(2)
        for mode, text, keys, what in MODES:
            action = QAction(tr(text), self)
            action.setCheckable(True)
            action.setShortcut(QKeySequence(keys))
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            action.setToolTip(f"{tr(text)}: {tr(what)} ({keys})")
            action.setData(mode)
            action.toggled.connect(lambda on, m=mode: self._mode_toggled(m, on))
            self.mode_group.addAction(action)
            self.addAction(action)
            self.mode_actions[mode] = action
            self.mode_buttons[mode] = self._tool_button(action)
            mode_row.addWidget(self.mode_buttons[mode])
        self.mode_actions["tile"].setChecked(True)

        self.exposed_action = QAction(self.tr("Exposed"), self)
        self.exposed_action.setCheckable(True)
        self.exposed_action.setShortcut(QKeySequence(EXPOSED_SHORTCUT))
        self.exposed_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.exposed_action.setToolTip(
            self.tr("Exposed: the chows, pungs and kongs added next are exposed (claimed); "
                    "a kong added while this is off is a declared concealed kong (%1)")
            .replace("%1", EXPOSED_SHORTCUT))
        self.addAction(self.exposed_action)
        mode_row.addSpacing(4)
        self.exposed_button = self._tool_button(self.exposed_action)
        self.exposed_button.setProperty("exposedToggle", True)
        mode_row.addWidget(self.exposed_button)

        self.typed_check = QCheckBox(self.tr("Score"), self)
        self.typed_check.setToolTip(
            self.tr("Just type the score the player says instead of the hand (%1)")
            .replace("%1", TYPED_SCORE_SHORTCUT))
        typed_action = QAction(self)
        typed_action.setShortcut(QKeySequence(TYPED_SCORE_SHORTCUT))
        typed_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        typed_action.triggered.connect(self._toggle_typed)
        self.addAction(typed_action)
        self.typed_spin = QSpinBox(self)
        self.typed_spin.setRange(0, 999_999)
        self.typed_spin.setSingleStep(2)
        self.typed_spin.setEnabled(False)
        self.typed_spin.setButtonSymbols(QSpinBox.ButtonSymbols.NoButtons)
        self.typed_spin.setMaximumWidth(56)
        policy = self.typed_spin.sizePolicy()
        policy.setRetainSizeWhenHidden(True)  # the Score box never moves under the pointer
        self.typed_spin.setSizePolicy(policy)
        self.typed_spin.hide()  # shown while Score is ticked
        self.typed_check.toggled.connect(self._typed_toggled)
        self.typed_check.clicked.connect(lambda _=False: self._focus_typed())
        self.typed_spin.valueChanged.connect(lambda _v: self._typed_changed())

        header = QHBoxLayout()
        header.setSpacing(4)
        header.addWidget(self.name_label)
        header.addWidget(self.wind_label)
        header.addWidget(self.seat_label)
        header.addSpacing(4)
        header.addLayout(mode_row)
        header.addStretch(1)

        self._tile_height = STRIP_TILE_HEIGHT  # as the panel asks (see set_tile_height)
        self.strip = HandStrip(parent=self)
        self.strip.partClicked.connect(self._part_clicked)
        self.strip.partMenu.connect(self._part_menu)
        self.strip.partDelete.connect(self._remove_part)

        self.line = QLineEdit(self)
        self.line.setPlaceholderText(self.tr("or type it: 123m 55p (777z) [2222s] 1f"))
        self.line.setToolTip(self.tr(
            "The hand in the notation: 123m 55p, %1 or 1z-7z, "
            "(555p) an exposed set, [2222s] a declared concealed kong, {5555p} a kong "
            "made by adding a claimed tile to a concealed pung, 1f-4f 1y-4y bonus")
            .replace("%1", " ".join(honour_letters().values())))
        self.line.setMinimumWidth(LINE_MIN_WIDTH)
        self.line.textEdited.connect(self._text_edited)
        self.line.editingFinished.connect(self._editing_finished)

        header.addWidget(self.typed_check)
        header.addWidget(self.typed_spin)

        self.message = plain(QLabel(self))
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        # its line is kept while it is hidden (as high as the hand field, which may
        # come into it): a message coming or going, or a long hand's field moving
        # under the strip, moves no row
        policy = self.message.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.message.setSizePolicy(policy)
        self.message.setMinimumHeight(self.line.sizeHint().height())
        self.message.hide()

        body = QHBoxLayout()
        body.setSpacing(8)
        body.addWidget(self.strip, 3)
        body.addWidget(self.line, 2)
        self._body = body
        #: the line under the strip: the message, and the hand field when a long hand
        #: leaves it too little room beside the strip (see :meth:`_place_line`)
        self._below = QHBoxLayout()
        self._below.setSpacing(8)
        self._below.addWidget(self.message, 1)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 1, 4, 0)
        layout.setSpacing(0)
        layout.addLayout(header)
        layout.addLayout(body)
        layout.addLayout(self._below)
        self.set_player(self.tr("Player"), "E", False)

    def _tool_button(self, action: QAction) -> QToolButton:
        button = QToolButton(self)
        button.setDefaultAction(action)
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        button.setAutoRaise(False)
        button.setStyleSheet(_TOOL_BUTTON_STYLE)
        return button

    # -- public API --------------------------------------------------------------------

    def set_player(self, name: str, seat: str, is_dealer: bool) -> None:
        """Show the player's name, seat wind (E, S, W, N) and whether they deal."""
        self._player = name
        self._show_name()
        wind = wind_name(seat)
        code = f"{'ESWN'.index(seat) + 1}z" if seat in WIND_NAMES else None
        if code is not None:
            self.wind_label.setPixmap(tile_pixmap(code, 22, self.devicePixelRatioF()))
        else:
            self.wind_label.setText(wind)
        self.seat_label.setText(seat_letter(seat))
        self.wind_label.setToolTip(self.tr("Seat wind: %1").replace("%1", wind))
        self.wind_label.setAccessibleName(self.tr("seat wind %1").replace("%1", wind))
        self.seat_label.setStyleSheet(_DEALER_STYLE if is_dealer else "")
        self.seat_label.setToolTip(
            self.tr("The dealer (East): pays and receives double") if is_dealer
            else self.tr("Seat wind: %1").replace("%1", wind))
        self.setAccessibleName(self.tr("%1's hand").replace("%1", name))
        self.line.setAccessibleName(self.tr("%1 hand").replace("%1", name))
        self.typed_spin.setAccessibleName(self.tr("%1 score").replace("%1", name))
        self.typed_check.setAccessibleName(self.tr("%1 types the score").replace("%1", name))

    def player(self) -> str:
        return self._player

    def name_width(self) -> int:
        """How wide the player's name is, written whole."""
        return self.name_label.fontMetrics().horizontalAdvance(self._player) + 6

    def set_name_bound(self, width: int, row_width: int = 0) -> None:
        """Every row's name takes ``width`` pixels (the widest name's), less when the
        editor, ``row_width`` pixels wide (0: as wide as it is), is too narrow for that;
        a longer name is cut short with "…"."""
        self._name_bound, self._row_width = width, row_width
        self._show_name()

    def _name_room(self) -> int:
        """The most the name may take in the header with everything else shown (the
        typed score's box too)."""
        header = [self.wind_label, self.seat_label,
                  *self.mode_buttons.values(), self.exposed_button, self.typed_check]
        others = sum(w.sizeHint().width() for w in header) + self.typed_spin.maximumWidth()
        spacing = 4 * (len(header) + 3) + 8
        margins = self.layout().contentsMargins()  # type: ignore[union-attr]
        width = self._row_width or self.width()
        return width - margins.left() - margins.right() - others - spacing

    def _show_name(self) -> None:
        width = max(MIN_NAME_WIDTH, min(self._name_bound or self.name_width(),
                                        self._name_room()))
        if self.name_label.width() != width or self.name_label.minimumWidth() != width:
            self.name_label.setFixedWidth(width)
        shown = self.name_label.fontMetrics().elidedText(
            self._player, Qt.TextElideMode.ElideRight, width - 2)
        if self.name_label.text() != shown:
            self.name_label.setText(shown)
        self.name_label.setToolTip(self._player if shown != self._player else "")

    def set_tile_height(self, height: int) -> None:
        """Draw the strip's tiles ``height`` pixels high (a little lower when a long
        hand would not leave its field room beside the strip)."""
        self._tile_height = height
        if height != self.strip.tile_height():
            self.strip.set_tile_height(height)
            self._show_state(keep_text=True)

    def set_honours(self, honours: Honours) -> None:
        """Write honours as digits (``111z``) or letters (``EEE``) in the hand field."""
        self._honours = honours
        if not self._error and self.typed_score() is None:
            self.line.setText(self.display_text())

    def set_winner(self, winner: bool, win_tile: str | None) -> None:
        """Whether this player won, and the winning tile (framed in the strip; a click
        on a tile of the strip then chooses it)."""
        if (winner, win_tile) == (self._winner, self._win_tile):
            return
        self._winner, self._win_tile = winner, win_tile
        self._show_state(keep_text=True)

    def win_tile(self) -> str | None:
        return self._win_tile if self._winner else None

    def reset_modes(self) -> None:
        """Back to adding single tiles, Exposed off (a fresh hand)."""
        self.set_mode("tile")
        self.set_exposed(False)

    def display_text(self) -> str:
        """:meth:`notation` with the honours written as the setting says."""
        if self._honours == "digits":
            return self.notation()
        parts = [meld_text(m, "letters") for m in self._sets]
        suited = [t for t in self._loose if t.suit != "z"]
        if suited:
            parts.append("".join(format_tiles(suited).split()))
        # each loose honour a token of its own: one tile is never read as a set
        parts += [tile_text(t.code, "letters") for t in self._loose if t.suit == "z"]
        if self._bonus:
            parts.append(format_tiles(self._bonus))
        return " ".join(parts)

    def set_tile_set(self, tile_set: TileSet) -> None:
        """Check hands against another tile set (a rule set with other bonus tiles)."""
        self._tile_set = tile_set
        self._text_edited(self.line.text())

    def set_used_elsewhere(self, counts: Mapping[str, int]) -> None:
        """How many of each tile (by code) the other hands hold: a click never adds
        more copies than the tile set has in all."""
        self._elsewhere = {code: n for code, n in counts.items() if n}

    def mode(self) -> Mode:
        return self._mode

    def set_mode(self, mode: Mode) -> None:
        self.mode_actions[mode].setChecked(True)

    def exposed(self) -> bool:
        return self.exposed_action.isChecked()

    def set_exposed(self, on: bool) -> None:
        self.exposed_action.setChecked(on)

    def add_tile(self, code: str) -> bool:
        """Add ``code`` as the current mode says; False (with a message) if refused."""
        if self.typed_score() is not None:
            self._say(self.tr("%1 has a typed score, which counts: clear it (untick Score) "
                              "to enter tiles.").replace("%1", self._player), error=True)
            return False
        if self._error:
            self._say(self.tr("Correct the text first (or clear it); a click would replace "
                              "it."), error=True)
            return False
        try:
            t = tile(code)
        except KeyError:
            self._say(self.tr("There is no tile %1.").replace("%1", code), error=True)
            return False
        if not self._tile_set.contains(t):
            self._say(self.tr("%1 (%2) is not a tile of the %3 tile set.")
                      .replace("%1", tile_name(t)).replace("%2", code)
                      .replace("%3", self._tile_set.id), error=True)
            return False
        sets, loose, bonus = list(self._sets), list(self._loose), list(self._bonus)
        if t.category == "bonus":
            bonus.append(t)
        elif self._mode == "tile":
            loose.append(t)
        else:
            meld = self._new_set(t)
            if meld is None:
                return False
            sets.append(meld)
        hand = _hand(sets, loose, bonus)
        refusal = self._refusal(hand)
        if refusal:
            self._say(refusal, error=True)
            return False
        self._sets, self._loose, self._bonus = sets, sorted(loose), sorted(bonus)
        self._say("")
        if t.category != "bonus" and self._mode not in ("tile", "pair"):
            self.set_exposed(False)  # Exposed is for the next set only
        self._state_changed()
        return True

    def set_hand(self, text: str) -> bool:
        """Show the hand ``text``; if it cannot be read, keep the text, show why and
        hold an empty hand. Returns whether it was read."""
        self.line.setText(text)
        if not self._read(text):
            self._sets, self._loose, self._bonus = [], [], []
            self._show_state(keep_text=True)
            self.changed.emit()
            return False
        self._show_state()
        self.changed.emit()
        return True

    def clear(self) -> None:
        """An empty hand, no message, no typed score, no winning tile; the add mode
        is kept (:meth:`reset_modes` resets it)."""
        self._sets, self._loose, self._bonus = [], [], []
        self._error = ""
        self._winner, self._win_tile, self._win_spot = False, None, None
        self._say("")
        self.typed_check.setChecked(False)
        self.typed_spin.setValue(0)
        self.line.setText("")  # not clear(): no undo history of the last hand is left
        self._state_changed()

    def hand(self) -> Hand:
        """The hand the strip shows (the last one the text could be read as)."""
        return _hand(self._sets, self._loose, self._bonus)

    def notation(self) -> str:
        """The hand in the notation, sets in the order they were entered."""
        parts = [m.notation() for m in self._sets]
        if self._loose:
            parts.append("".join(format_tiles(self._loose).split()))
        if self._bonus:
            parts.append(format_tiles(self._bonus))
        return " ".join(parts)

    def text(self) -> str:
        """What the text field holds (differs from :meth:`notation` while invalid)."""
        return self.line.text()

    def is_valid(self) -> bool:
        """Whether the text field can be read (then it shows :meth:`hand`)."""
        return not self._error

    def error(self) -> str:
        """Why the text field cannot be read, or ``""``."""
        return self._error

    def typed_score(self) -> int | None:
        """The score typed instead of the hand, or None when the hand is entered."""
        return self.typed_spin.value() if self.typed_check.isChecked() else None

    def set_typed_score(self, score: int | None) -> None:
        """Type ``score`` for the player (None: the tiles count); the hand field shows
        the number."""
        self.typed_check.setChecked(score is not None)
        if score is not None:
            self.typed_spin.setValue(score)
            self._sets, self._loose, self._bonus, self._error = [], [], [], ""
            self.line.setText(str(score))
            self._show_state(keep_text=True)

    def used_counts(self) -> Counter[str]:
        """How many of each tile (by code) this hand holds, bonus tiles included
        (none while a typed score counts)."""
        if self.typed_score() is not None:
            return Counter()
        return Counter({t.code: n for t, n in self.hand().tile_counts().items()})

    # -- adding ------------------------------------------------------------------------

    def _new_set(self, t: Tile) -> Meld | None:
        concealed = not self.exposed()
        if self._mode == "pair":
            return Meld("pair", t, True)
        if self._mode == "pung":
            return Meld("pung", t, concealed)
        if self._mode == "kong":
            return Meld("kong", t, concealed)
        if t.suit not in self._tile_set.chow_suits:
            self._say(self.tr("A chow is three tiles in a row of one suit; %1 (%2) cannot "
                              "be part of one.").replace("%1", tile_name(t))
                      .replace("%2", t.code), error=True)
            return None
        if t.rank > 7:
            self._say(self.tr("A chow is added by its lowest tile, so %1 cannot start one; "
                              "click %2 for %3.").replace("%1", t.code)
                      .replace("%2", f"7{t.suit}").replace("%3", f"789{t.suit}"), error=True)
            return None
        return Meld("chow", t, concealed)

    def _refusal(self, hand: Hand) -> str:
        try:
            check_tiles(hand, self._tile_set)
        except NotationError as e:
            return self.tr("Not added: %1.").replace("%1", str(e))
        for t, n in hand.tile_counts().items():
            other = self._elsewhere.get(t.code, 0)
            copies = self._tile_set.copies(t)
            if n + other > copies:
                return (self.tr("Not added: there are only %1 of %2 and the other hands "
                                "hold %3.")
                        .replace("%1", str(copies)).replace("%2", tile_name(t))
                        .replace("%3", str(other)))
        if hand.size() > MAX_SIZE:
            return self.tr("Not added: a hand holds at most %1 tiles (a kong counts as 3).") \
                .replace("%1", str(MAX_SIZE))
        return ""

    # -- the strip ---------------------------------------------------------------------

    def _parts(self) -> list[tuple[PartKind, int, list[str], str, str]]:
        parts: list[tuple[PartKind, int, list[str], str, str]] = []
        pick = self.tr("click a tile to make it the winning tile; right-click for more")
        for i, m in enumerate(self._sets):
            look = (kong_kind(m) if m.kind == "kong"
                    else "concealed" if m.concealed else "exposed")
            if self._winner:
                action = pick
            elif m.kind == "pair":
                action = self.tr("right-click to remove it")
            elif m.kind == "kong" and look == "exposed":
                action = self.tr("click to mark it as added to a concealed pung; "
                                 "right-click for more")
            elif look == "claimed":
                action = self.tr("click to make it a declared concealed kong; "
                                 "right-click for more")
            elif m.concealed:
                action = self.tr("click to make it exposed; right-click for more")
            else:
                action = self.tr("click to make it concealed; right-click for more")
            parts.append(("set", i, [t.code for t in m.tiles], look,
                          f"{_capitalized(describe(m))} {meld_text(m)}\n{action}"))
        back = pick if self._winner else self.tr("click to take it back")
        for i, t in enumerate(self._loose):
            parts.append(("loose", i, [t.code], "loose",
                          f"{tile_name(t)} ({tile_text(t.code)})\n{back}"))
        for i, t in enumerate(self._bonus):
            parts.append(("bonus", i, [t.code], "bonus",
                          f"{tile_name(t)} ({t.code})\n"
                          f"{self.tr('click to take it back')}"))
        return parts

    def _marked(self, parts: list[tuple[PartKind, int, list[str], str, str]]
                ) -> tuple[int, int] | None:
        """Where the winning tile is framed: the first concealed copy, else any."""
        code = self.win_tile()
        if code is None:
            return None
        for pos, (kind, i, codes, _look, _tip) in enumerate(parts):
            if (kind, i) == self._win_spot and code in codes:  # where it was clicked
                return pos, codes.index(code)
        found = None
        for pos, (kind, _i, codes, look, _tip) in enumerate(parts):
            if kind != "bonus" and code in codes:
                if look in ("loose", "concealed"):
                    return pos, codes.index(code)
                found = found or (pos, codes.index(code))
        return found

    def concealed_codes(self) -> list[str]:
        """The codes of the tiles that can be the winning tile (the concealed ones: not
        those of exposed sets or kongs), in tile order."""
        return sorted({t.code for t in self.hand().concealed},
                      key=lambda c: tile(c).sort_key)

    def _part_clicked(self, kind: str, index: int, code: str = "") -> None:
        if self._winner and kind != "bonus" and code:
            if code not in self.concealed_codes():
                self._say(self.tr("%1 is in an exposed set or a kong: the winning tile is "
                                  "one of the concealed tiles (right-click the set to make "
                                  "it concealed).").replace("%1", tile_name(code)),
                          error=True)
                return
            self._win_spot = (kind, index)
            self.winTileClicked.emit(code)
            self._show_state(keep_text=True)
            return
        if kind != "set":
            self._remove_part(kind, index)
            return
        self._toggle_set(index)

    def _toggle_set(self, index: int) -> None:
        m = self._sets[index]
        if m.kind == "pair":
            self._say(self.tr("A pair is always concealed; right-click it to remove it."))
            return
        if m.kind == "kong":
            self._sets[index] = as_kong(m, NEXT_KONG[kong_kind(m)])
        else:
            self._sets[index] = Meld(m.kind, m.tile, not m.concealed)
        self._say("")
        self._state_changed()

    def _make_kong(self, index: int, kind: str) -> None:
        self._sets[index] = as_kong(self._sets[index], kind)
        self._say("")
        self._state_changed()

    def _remove_part(self, kind: str, index: int) -> None:
        if kind == "set":
            del self._sets[index]
        elif kind == "loose":
            del self._loose[index]
        else:
            del self._bonus[index]
        self._say("")
        self._state_changed()

    def _break_set(self, index: int) -> None:
        m = self._sets.pop(index)
        self._loose = sorted(self._loose + list(m.tiles))
        self._state_changed()

    def _part_menu(self, kind: str, index: int, where: QPoint) -> None:
        menu = QMenu(self)
        if kind == "set":
            m = self._sets[index]
            if m.kind == "kong":
                kinds = menu.addSection(self.tr("This kong is"))
                kinds.setText(self.tr("This kong is"))
                group = QActionGroup(menu)
                for kind, text in (
                        ("exposed", self.tr("Exposed (claimed) %1")),
                        ("declared", self.tr("Declared concealed %1")),
                        ("claimed", self.tr("Added to a concealed pung %1"))):
                    def make_kong(k: str = kind) -> None:
                        self._make_kong(index, k)
                    action = menu.addAction(text.replace("%1", as_kong(m, kind).notation()),
                                            make_kong)
                    action.setCheckable(True)
                    action.setChecked(kong_kind(m) == kind)
                    group.addAction(action)
                menu.addSeparator()
            elif m.kind != "pair":
                menu.addAction(self.tr("Make it exposed") if m.concealed
                               else self.tr("Make it concealed"),
                               lambda: self._toggle_set(index))
            menu.addAction(self.tr("Break into single tiles"), lambda: self._break_set(index))
        menu.addAction(self.tr("Remove"), lambda: self._remove_part(kind, index))
        menu.exec(where)

    # -- the text ----------------------------------------------------------------------

    def _read(self, text: str) -> bool:
        """Read ``text`` into the state; on an error keep the state and show why."""
        text = read_letters(text)
        try:
            whole = parse_hand(text)
            check_tiles(whole, self._tile_set)
        except NotationError as e:
            self._error = message_text(e)
            self._say(self.tr("Cannot read the hand: %1").replace("%1", message_text(e)),
                      error=True)
            return False
        sets: list[Meld] = []
        loose: list[Tile] = []
        bonus: list[Tile] = []
        for token in text.split():  # each token is read by the same parser
            part = parse_hand(token)
            sets.extend(part.declared)
            bonus.extend(part.bonus)
            grouped = as_set(part.concealed)
            if grouped is not None:
                sets.append(grouped)
            else:
                loose.extend(part.concealed)
        self._sets, self._loose, self._bonus = sets, sorted(loose), sorted(bonus)
        self._error = ""
        self._say("")
        return True

    def _text_edited(self, text: str) -> None:
        before = (self.hand(), self._error, self.typed_score())
        number = text.strip()
        if number.isdigit():  # a bare number: the typed score
            self._sets, self._loose, self._bonus, self._error = [], [], [], ""
            self._say("")
            self.typed_check.blockSignals(True)
            self.typed_check.setChecked(True)
            self.typed_check.blockSignals(False)
            self.typed_spin.setEnabled(True)
            self.typed_spin.setVisible(True)
            self.typed_spin.setValue(min(int(number), self.typed_spin.maximum()))
        else:
            if self.typed_check.isChecked():
                self.typed_check.blockSignals(True)
                self.typed_check.setChecked(False)
                self.typed_check.blockSignals(False)
                self.typed_spin.setEnabled(False)
                self.typed_spin.setVisible(False)
                self.typed_spin.blockSignals(True)
                self.typed_spin.setValue(0)
                self.typed_spin.blockSignals(False)
            self._read(text)
        self._show_state(keep_text=True)
        if (self.hand(), self._error, self.typed_score()) != before:
            self.changed.emit()

    def _editing_finished(self) -> None:
        if self.typed_score() is not None:
            return
        if not self._error and self.line.text() != self.display_text():
            self.line.setText(self.display_text())

    # -- state -------------------------------------------------------------------------

    def _state_changed(self) -> None:
        self._show_state()
        self.changed.emit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._show_name()
        self._place_line()

    def line_below(self) -> bool:
        """Whether the hand field has a row of its own under the strip."""
        return self._below.indexOf(self.line) >= 0

    def _place_line(self) -> None:
        """The hand field beside the strip while its text fits there (the strip's tiles
        a little lower if that is enough), else on a row of its own under the strip,
        so that no part of the hand is cut off."""
        layout = self.layout()
        assert layout is not None
        margins = layout.contentsMargins()
        width = self.width() - margins.left() - margins.right() - self._body.spacing()
        text = self.line.text() or self.line.placeholderText()
        needed = max(self.line.fontMetrics().horizontalAdvance(text) + 14,  # frame
                     LINE_MIN_WIDTH)
        height = self._tile_height
        lowest = max(MIN_STRIP_TILE_HEIGHT, height - STRIP_SHRINK)
        while height > lowest and self.strip.parts_width(height) + needed > width:
            height -= 1
        if self.strip.parts_width(height) + needed > width:
            height = self._tile_height  # lower tiles are not enough
        below = bool(self.line.text()) and self.strip.parts_width(height) + needed > width
        if height != self.strip.tile_height():
            self.strip.set_tile_height(height)
            # the row keeps its height with the lower tiles
            self.strip.setMinimumHeight(self._tile_height + 2 * TileGroupButton.PAD)
            self._show_state(keep_text=True)  # comes back here with this height
            return
        # with tiles in the strip, the field gets all the room the tiles leave
        self._body.setStretchFactor(self.strip, 0 if self.strip.buttons() else 3)
        self.strip.setSizePolicy(
            QSizePolicy.Policy.Preferred if self.strip.buttons()
            else QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        # under the strip, the field is as wide as its text; the message has the rest
        self.line.setMinimumWidth(needed if below else LINE_MIN_WIDTH)
        if below == self.line_below():
            return
        (self._body if below else self._below).removeWidget(self.line)
        if below:
            self._below.insertWidget(0, self.line, 0)
        else:
            self._body.addWidget(self.line, 2)

    def _show_state(self, keep_text: bool = False) -> None:
        parts = self._parts()
        self.strip.set_parts(parts, self._marked(parts))
        typed = self.typed_score() is not None
        self.strip.setEnabled(not self._error and not typed)
        if typed:
            self.strip.placeholder = self.tr("the typed score counts: %1").replace(
                "%1", str(self.typed_score()))
        else:
            self.strip.placeholder = self.tr(
                "no tiles yet: click tiles in the picker or type the hand")
        if not keep_text and not typed and self.line.text() != self.display_text():
            self.line.setText(self.display_text())
        self._place_line()

    def _say(self, text: str, error: bool = False) -> None:
        self._hinting = False
        color = _ERROR_COLOR if error else self.palette().color(
            QPalette.ColorRole.WindowText).name()
        self._message_style(f"QLabel {{ color: {color}; }}")
        if self.message.text() != text:
            self.message.setText(text)
        if self.message.isVisibleTo(self) != bool(text):
            self.message.setVisible(bool(text))

    def _message_style(self, style: str) -> None:
        """Set the message's style sheet only when it changes (a new one re-polishes
        and repaints the label)."""
        if self.message.styleSheet() != style:
            self.message.setStyleSheet(style)

    def hint(self, text: str, error: bool = False) -> None:
        """Show what is missing (``error``: what is wrong) while it is so: ``""`` hides
        it. A message of the editor itself (an error, a refusal) stays until the next
        action."""
        if self.message.text() and not self._hinting:
            return
        self._say(text, error=error)
        if text and not error:
            self._message_style(f"QLabel {{ color: {_HINT_COLOR}; font-weight: bold; }}")
        self._hinting = bool(text)

    def _mode_toggled(self, mode: Mode, on: bool) -> None:
        if on:
            self._mode = mode

    def _toggle_typed(self) -> None:
        self.typed_check.toggle()
        self._focus_typed()

    def _focus_typed(self) -> None:
        """The cursor in the score box, its number selected (after a tick by hand)."""
        if self.typed_check.isChecked():
            self.typed_spin.setFocus()
            self.typed_spin.selectAll()

    def _typed_toggled(self, on: bool) -> None:
        self.typed_spin.setEnabled(on)
        self.typed_spin.setVisible(on)
        if on:
            if self.hand().size() or self.hand().bonus:
                self._say(self.tr("The typed score counts, not the tiles."))
        elif self.line.text().strip().isdigit():
            self.line.clear()
        self._show_state(keep_text=on)
        self.changed.emit()

    def _typed_changed(self) -> None:
        if self.typed_check.isChecked():
            if not self.line.hasFocus():
                self.line.setText(str(self.typed_spin.value()))
            self._show_state(keep_text=True)  # the strip says the score that counts
            self.changed.emit()


def _hand(sets: list[Meld], loose: list[Tile], bonus: list[Tile]) -> Hand:
    concealed = list(loose)
    declared: list[Meld] = []
    for m in sets:
        if m.concealed and m.kind != "kong":
            concealed.extend(m.tiles)
        else:
            declared.append(m)
    return Hand(tuple(sorted(concealed)), tuple(declared), tuple(sorted(bonus)))


__all__ = ["MODES", "HandEditor", "HandStrip", "TileGroupButton", "as_kong", "as_set",
           "describe", "kong_kind"]
