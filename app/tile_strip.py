"""The tile strip of a hand editor: the hand as tile pictures, one button per set,
loose tile and bonus tile (:class:`HandStrip`), and what each part shows
(:func:`strip_parts`: its tiles, look and tooltip, from a
:class:`~scoring.games.classical_draft.ClassicalDraft`).

A set lies exposed in a felt-green frame, concealed in a dashed one; a declared
concealed kong shows its end tiles face down, a kong added to a concealed pung its
last one (Millington 116k). The winner's winning tile is framed.

In the strip: click (or Space/Enter) a loose or bonus tile to take it back, click a set
to switch it between exposed and concealed (a kong goes from declared concealed
``[ ]`` to exposed ``( )`` to added to a concealed pung ``{ }`` and back), right-click
(or the Menu key) for more (a kong's menu chooses among the three: :func:`part_menu`),
Delete removes the focused tile or set. In the winner's strip a click on a tile makes
it the winning tile instead (the menu still removes it).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from PySide6.QtCore import QCoreApplication, QPoint, QRect, QSize, Qt, Signal
from PySide6.QtGui import (
    QActionGroup,
    QColor,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import QAbstractButton, QHBoxLayout, QMenu, QSizePolicy, QWidget

from scoring.games.classical_draft import ClassicalDraft, KongKind, PartKind, as_kong, kong_kind
from scoring.hands.hand import Meld
from scoring.hands.notation import Honours, format_tiles

from .display import literal, meld_text, tile_text
from .rule_texts import tile_name
from .tile_art import BACK, draw_index, draw_tile, make_tile_button, tile_width

#: Height of a tile picture in the strip.
STRIP_TILE_HEIGHT = 34
#: Exposed sets lie "on the table": a felt-green frame.
EXPOSED_FILL = QColor("#cfe8d5")
EXPOSED_EDGE = QColor("#3d8a57")
_CONCEALED_EDGE = QColor(140, 140, 140)
#: The winning tile's frame in the winner's strip.
_WIN_EDGE = QColor("#e07b00")
#: one part of the strip: (kind, index, tile codes, look, tooltip)
Part = tuple[PartKind, int, list[str], str, str]


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
            painter.setPen(QPen(EXPOSED_EDGE, 1.5))
            painter.setBrush(EXPOSED_FILL)
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

    def set_parts(self, parts: list[Part],
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


def strip_parts(draft: ClassicalDraft, winner: bool = False) -> list[Part]:
    """The parts of the strip for ``draft``: its sets, loose tiles and bonus tiles,
    each with its look and tooltip (saying what a click does; in the ``winner``'s
    strip a click chooses the winning tile)."""
    translate = QCoreApplication.translate
    parts: list[Part] = []
    pick = translate("HandEditor",
                     "click a tile to make it the winning tile; right-click for more")
    for i, m in enumerate(draft.sets):
        look = (kong_kind(m) if m.kind == "kong"
                else "concealed" if m.concealed else "exposed")
        if winner:
            action = pick
        elif m.kind == "pair":
            action = translate("HandEditor", "right-click to remove it")
        elif m.kind == "kong" and look == "exposed":
            action = translate("HandEditor", "click to mark it as added to a concealed "
                                             "pung; right-click for more")
        elif look == "claimed":
            action = translate("HandEditor", "click to make it a declared concealed kong; "
                                             "right-click for more")
        elif m.concealed:
            action = translate("HandEditor", "click to make it exposed; right-click for more")
        else:
            action = translate("HandEditor",
                               "click to make it concealed; right-click for more")
        parts.append(("set", i, [t.code for t in m.tiles], look,
                      f"{_capitalized(describe(m))} {meld_text(m)}\n{action}"))
    back = pick if winner else translate("HandEditor", "click to take it back")
    for i, t in enumerate(draft.loose):
        parts.append(("loose", i, [t.code], "loose",
                      f"{tile_name(t)} ({tile_text(t.code)})\n{back}"))
    for i, t in enumerate(draft.bonus):
        parts.append(("bonus", i, [t.code], "bonus",
                      f"{tile_name(t)} ({t.code})\n"
                      f"{translate('HandEditor', 'click to take it back')}"))
    return parts


def marked_tile(parts: list[Part], code: str | None,
                spot: tuple[str, int] | None) -> tuple[int, int] | None:
    """Where the winning tile ``code`` is framed among ``parts``: where it was clicked
    (``spot``: the part's kind and index), else its first concealed copy, else any."""
    if code is None:
        return None
    for pos, (kind, i, codes, _look, _tip) in enumerate(parts):
        if (kind, i) == spot and code in codes:  # where it was clicked
            return pos, codes.index(code)
    found = None
    for pos, (kind, _i, codes, look, _tip) in enumerate(parts):
        if kind != "bonus" and code in codes:
            if look in ("loose", "concealed"):
                return pos, codes.index(code)
            found = found or (pos, codes.index(code))
    return found


def draft_text(draft: ClassicalDraft, honours: Honours) -> str:
    """The hand in the notation, with the honours written as ``honours`` says (the
    hand field's text)."""
    if honours == "digits":
        return draft.notation()
    parts = [meld_text(m, "letters") for m in draft.sets]
    suited = [t for t in draft.loose if t.suit != "z"]
    if suited:
        parts.append("".join(format_tiles(suited).split()))
    # each loose honour a token of its own: one tile is never read as a set
    parts += [tile_text(t.code, "letters") for t in draft.loose if t.suit == "z"]
    if draft.bonus:
        parts.append(format_tiles(list(draft.bonus)))
    return " ".join(parts)


class PartActions(NamedTuple):  # a named tuple: made at import 7x faster than a dataclass
    """What the entries of a part's menu do."""

    toggle: Callable[[], None]
    make_kong: Callable[[KongKind], None]
    break_set: Callable[[], None]
    remove: Callable[[], None]


def part_menu(parent: QWidget, m: Meld | None, actions: PartActions) -> QMenu:
    """The menu of a part of the strip: of the set ``m`` (a kong: which kind it is;
    else exposed or concealed; break it into single tiles), or of a loose or bonus
    tile (None); and Remove."""
    translate = QCoreApplication.translate
    menu = QMenu(parent)
    if m is not None:
        if m.kind == "kong":
            kinds = menu.addSection(translate("HandEditor", "This kong is"))
            kinds.setText(translate("HandEditor", "This kong is"))
            group = QActionGroup(menu)
            choices: tuple[tuple[KongKind, str], ...] = (
                ("exposed", translate("HandEditor", "Exposed (claimed) %1")),
                ("declared", translate("HandEditor", "Declared concealed %1")),
                ("claimed", translate("HandEditor", "Added to a concealed pung %1")))
            for choice, text in choices:
                def make_kong(k: KongKind = choice) -> None:
                    actions.make_kong(k)
                action = menu.addAction(text.replace("%1", as_kong(m, choice).notation()),
                                        make_kong)
                action.setCheckable(True)
                action.setChecked(kong_kind(m) == choice)
                group.addAction(action)
            menu.addSeparator()
        elif m.kind != "pair":
            menu.addAction(translate("HandEditor", "Make it exposed") if m.concealed
                           else translate("HandEditor", "Make it concealed"), actions.toggle)
        menu.addAction(translate("HandEditor", "Break into single tiles"), actions.break_set)
    menu.addAction(translate("HandEditor", "Remove"), actions.remove)
    return menu


__all__ = ["STRIP_TILE_HEIGHT", "HandStrip", "Part", "PartActions", "TileGroupButton",
           "describe", "draft_text", "marked_tile", "part_menu", "strip_parts"]
