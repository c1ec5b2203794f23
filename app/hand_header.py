"""The head of a hand editor's row: the player's name (bold, cut short with "…" when
long), his seat wind, the seat letter (the dealer's on red, as a badge), the add-mode
buttons, *Exposed* and the typed score (*Score* and its box).

The header only holds and shows these; the editor (:class:`app.hand_editor.HandEditor`)
connects them to the hand being entered. The add modes' and Exposed's actions belong
to the editor, so that their shortcuts work wherever the focus is in it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QActionGroup, QFontMetrics, QKeySequence
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QSpinBox, QToolButton, QWidget

from app.translation_marks import QT_TRANSLATE_NOOP
from scoring.games.classical_draft import Mode
from scoring.hands.tiles import WIND_NAMES

from .rule_texts import seat_letter, wind_name
from .styles import ERROR_COLOR, toggle_style
from .tile_art import tile_pixmap
from .tile_strip import EXPOSED_EDGE, EXPOSED_FILL

#: the translation context of the texts (the hand editor's)
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
#: a long name is cut short with "…" to no less than this
MIN_NAME_WIDTH = 40

_DEALER_STYLE = (f"QLabel {{ background: {ERROR_COLOR}; color: white; border-radius: 3px;"
                 " font-weight: bold; }")
_TOOL_BUTTON_STYLE = toggle_style("1px 3px", hover=True) + f"""
QToolButton[exposedToggle="true"]:checked {{ background: {EXPOSED_FILL.name()};
              color: black; border: 2px solid {EXPOSED_EDGE.name()}; font-weight: bold; }}
"""


def tr(text: str) -> str:
    """``text`` in the user's language (the hand editor's context)."""
    return QCoreApplication.translate(CONTEXT, text)


class HandHeader(QWidget):
    """The name, seat, add modes, Exposed and typed score of one hand editor."""

    def __init__(self, editor: QWidget) -> None:
        super().__init__(editor)
        # the buttons' style sheet, once for all of them (it names only QToolButtons)
        self.setStyleSheet(_TOOL_BUTTON_STYLE)
        # the name is text, bold, cut short with "…" when long: every row's name
        # takes the same width, so that the add-mode buttons line up across the rows
        self.name_label = QLabel(self)
        self.name_label.setTextFormat(Qt.TextFormat.PlainText)
        bold = self.name_label.font()
        bold.setBold(True)
        self.name_label.setFont(bold)
        self.wind_label = QLabel(self)
        #: the seat's letter; the dealer's (East's) on red, as a badge
        self.seat_label = QLabel(self)
        self.seat_label.setFont(bold)
        self.seat_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.seat_label.setFixedWidth(10 + max(
            QFontMetrics(bold).horizontalAdvance(seat_letter(s)) for s in "ESWN"))

        self.mode_group = QActionGroup(editor)
        self.mode_group.setExclusive(True)
        self.mode_actions: dict[Mode, QAction] = {}
        self.mode_buttons: dict[Mode, QToolButton] = {}
        mode_row = QHBoxLayout()
        mode_row.setSpacing(2)
        for mode, text, keys, what in MODES:
            action = QAction(tr(text), editor)
            action.setCheckable(True)
            action.setShortcut(QKeySequence(keys))
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            action.setToolTip(f"{tr(text)}: {tr(what)} ({keys})")
            action.setData(mode)
            self.mode_group.addAction(action)
            editor.addAction(action)
            self.mode_actions[mode] = action
            self.mode_buttons[mode] = self._tool_button(action)
            mode_row.addWidget(self.mode_buttons[mode])

        self.exposed_action = QAction(QCoreApplication.translate("HandEditor", "Exposed"),
                                      editor)
        self.exposed_action.setCheckable(True)
        self.exposed_action.setShortcut(QKeySequence(EXPOSED_SHORTCUT))
        self.exposed_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.exposed_action.setToolTip(QCoreApplication.translate(
            "HandEditor",
            "Exposed: the chows, pungs and kongs added next are exposed (claimed); "
            "a kong added while this is off is a declared concealed kong (%1)")
            .replace("%1", EXPOSED_SHORTCUT))
        editor.addAction(self.exposed_action)
        mode_row.addSpacing(4)
        self.exposed_button = self._tool_button(self.exposed_action)
        self.exposed_button.setProperty("exposedToggle", True)
        mode_row.addWidget(self.exposed_button)

        self.typed_check = QCheckBox(QCoreApplication.translate("HandEditor", "Score"), self)
        self.typed_check.setToolTip(QCoreApplication.translate(
            "HandEditor", "Just type the score the player says instead of the hand (%1)")
            .replace("%1", TYPED_SCORE_SHORTCUT))
        self.typed_action = QAction(editor)
        self.typed_action.setShortcut(QKeySequence(TYPED_SCORE_SHORTCUT))
        self.typed_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        editor.addAction(self.typed_action)
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

        header = QHBoxLayout(self)
        header.setContentsMargins(0, 0, 0, 0)
        header.setSpacing(4)
        header.addWidget(self.name_label)
        header.addWidget(self.wind_label)
        header.addWidget(self.seat_label)
        header.addSpacing(4)
        header.addLayout(mode_row)
        header.addStretch(1)
        header.addWidget(self.typed_check)
        header.addWidget(self.typed_spin)

    def _tool_button(self, action: QAction) -> QToolButton:
        button = QToolButton(self)
        button.setDefaultAction(action)
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        button.setAutoRaise(False)
        return button

    def set_seat(self, name: str, seat: str, is_dealer: bool) -> None:
        """Show the seat wind (E, S, W, N), whether the player deals, and the
        player's name in the accessible names."""
        translate = QCoreApplication.translate
        wind = wind_name(seat)
        code = f"{'ESWN'.index(seat) + 1}z" if seat in WIND_NAMES else None
        if code is not None:
            self.wind_label.setPixmap(tile_pixmap(code, 22, self.devicePixelRatioF()))
        else:
            self.wind_label.setText(wind)
        self.seat_label.setText(seat_letter(seat))
        self.wind_label.setToolTip(translate("HandEditor", "Seat wind: %1").replace("%1", wind))
        self.wind_label.setAccessibleName(
            translate("HandEditor", "seat wind %1").replace("%1", wind))
        style = _DEALER_STYLE if is_dealer else ""
        if self.seat_label.styleSheet() != style:  # a style sheet set anew polishes again
            self.seat_label.setStyleSheet(style)
        self.seat_label.setToolTip(
            translate("HandEditor", "The dealer (East): pays and receives double")
            if is_dealer else translate("HandEditor", "Seat wind: %1").replace("%1", wind))
        self.typed_spin.setAccessibleName(
            translate("HandEditor", "%1 score").replace("%1", name))
        self.typed_check.setAccessibleName(
            translate("HandEditor", "%1 types the score").replace("%1", name))

    def name_width(self, name: str) -> int:
        """How wide ``name`` is, written whole."""
        return self.name_label.fontMetrics().horizontalAdvance(name) + 6

    def name_room(self, width: int) -> int:
        """The most the name may take in a header ``width`` pixels wide with
        everything else shown (the typed score's box too)."""
        header = [self.wind_label, self.seat_label,
                  *self.mode_buttons.values(), self.exposed_button, self.typed_check]
        others = sum(w.sizeHint().width() for w in header) + self.typed_spin.maximumWidth()
        spacing = 4 * (len(header) + 3) + 8
        return width - others - spacing

    def show_name(self, name: str, bound: int, width: int) -> None:
        """Show ``name`` ``bound`` pixels wide (0: as wide as it is), less when the
        header, ``width`` pixels wide, is too narrow for that; cut short with "…"."""
        room = max(MIN_NAME_WIDTH, min(bound or self.name_width(name), self.name_room(width)))
        if self.name_label.width() != room or self.name_label.minimumWidth() != room:
            self.name_label.setFixedWidth(room)
        shown = self.name_label.fontMetrics().elidedText(
            name, Qt.TextElideMode.ElideRight, room - 2)
        if self.name_label.text() != shown:
            self.name_label.setText(shown)
        self.name_label.setToolTip(name if shown != name else "")


__all__ = ["EXPOSED_SHORTCUT", "MODES", "TYPED_SCORE_SHORTCUT", "HandHeader"]
