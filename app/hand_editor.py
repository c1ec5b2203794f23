"""The hand editor: one player's hand, entered by clicking tiles or typing the notation.

The tile strip (:mod:`app.tile_strip`) and the one-line text are two views of the same
hand and stay in step; the header (:mod:`app.hand_header`) holds the name, the seat,
the add modes and the typed score. The hand itself is a Qt-free value,
:class:`scoring.games.classical_draft.ClassicalDraft`: the editor sends it the picks,
clicks and text, shows it, and shows its refusals (translated as any message of
``scoring``). This module only arranges widgets.

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
in the picker is refused with a message. How the strip answers clicks:
:mod:`app.tile_strip`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import replace

from PySide6.QtCore import QPoint, Qt, Signal
from PySide6.QtGui import (
    QPalette,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from app.rule_texts import message_text
from scoring.errors import DraftError
from scoring.games.classical_draft import (
    MAX_SIZE,
    ClassicalDraft,
    KongKind,
    Mode,
    Table,
    as_kong,
    as_set,
    kong_kind,
)
from scoring.hands.hand import Hand
from scoring.hands.notation import Honours
from scoring.hands.tiles import CLASSICAL, TileSet

from .display import (
    honour_letters,
    honours_setting,
    plain,
    read_letters,
)
from .hand_header import MODES, HandHeader
from .styles import ERROR_COLOR, HINT_COLOR
from .tile_strip import (
    STRIP_TILE_HEIGHT,
    HandStrip,
    PartActions,
    TileGroupButton,
    describe,
    draft_text,
    marked_tile,
    part_menu,
    strip_parts,
)

#: a long hand's strip may draw its tiles this many pixels lower than the others (no
#: lower than MIN_STRIP_TILE_HEIGHT) to leave its hand field room beside it
STRIP_SHRINK = 8
MIN_STRIP_TILE_HEIGHT = 26
#: the hand field is never narrower
LINE_MIN_WIDTH = 120
_HINT_COLOR = HINT_COLOR


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
        #: the hand being entered: every change goes through it
        self._draft = ClassicalDraft()
        self._elsewhere: dict[str, int] = {}
        self._build()
        self._show_state()

    # -- building ----------------------------------------------------------------------

    def _build(self) -> None:
        head = HandHeader(self)
        self.header = head
        #: the widest any row's name may be (the panel gives the widest of the names)
        self._name_bound = 0
        self._row_width = 0
        self.name_label, self.wind_label, self.seat_label = (
            head.name_label, head.wind_label, head.seat_label)
        self.mode_group, self.mode_actions, self.mode_buttons = (
            head.mode_group, head.mode_actions, head.mode_buttons)
        self.exposed_action, self.exposed_button = head.exposed_action, head.exposed_button
        self.typed_check, self.typed_spin = head.typed_check, head.typed_spin
        for mode, action in self.mode_actions.items():
            action.toggled.connect(lambda on, m=mode: self._mode_toggled(m, on))
        self.mode_actions["tile"].setChecked(True)
        self.exposed_action.toggled.connect(self._exposed_toggled)
        head.typed_action.triggered.connect(self._toggle_typed)
        self.typed_check.toggled.connect(self._typed_toggled)
        self.typed_check.clicked.connect(lambda _=False: self._focus_typed())
        self.typed_spin.valueChanged.connect(lambda _v: self._typed_changed())

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
        layout.addWidget(self.header)
        layout.addLayout(body)
        layout.addLayout(self._below)
        self.set_player(self.tr("Player"), "E", False)

    # -- public API --------------------------------------------------------------------

    def set_player(self, name: str, seat: str, is_dealer: bool) -> None:
        """Show the player's name, seat wind (E, S, W, N) and whether they deal."""
        self._player = name
        self._show_name()
        self.header.set_seat(name, seat, is_dealer)
        self.setAccessibleName(self.tr("%1's hand").replace("%1", name))
        self.line.setAccessibleName(self.tr("%1 hand").replace("%1", name))

    def player(self) -> str:
        return self._player

    def name_width(self) -> int:
        """How wide the player's name is, written whole."""
        return self.header.name_width(self._player)

    def set_name_bound(self, width: int, row_width: int = 0) -> None:
        """Every row's name takes ``width`` pixels (the widest name's), less when the
        editor, ``row_width`` pixels wide (0: as wide as it is), is too narrow for that;
        a longer name is cut short with "…"."""
        self._name_bound, self._row_width = width, row_width
        self._show_name()

    def _show_name(self) -> None:
        margins = self.layout().contentsMargins()  # type: ignore[union-attr]
        width = self._row_width or self.width()
        self.header.show_name(self._player, self._name_bound,
                              width - margins.left() - margins.right())

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
        if self._draft.is_valid() and self.typed_score() is None:
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
        return draft_text(self._draft, self._honours)

    def set_tile_set(self, tile_set: TileSet) -> None:
        """Check hands against another tile set (a rule set with other bonus tiles)."""
        self._tile_set = tile_set
        self._text_edited(self.line.text())

    def set_used_elsewhere(self, counts: Mapping[str, int]) -> None:
        """How many of each tile (by code) the other hands hold: a click never adds
        more copies than the tile set has in all."""
        self._elsewhere = {code: n for code, n in counts.items() if n}

    def draft(self) -> ClassicalDraft:
        """The hand being entered, as a value (see :mod:`scoring.games.classical_draft`)."""
        return self._draft

    def mode(self) -> Mode:
        return self._draft.mode

    def set_mode(self, mode: Mode) -> None:
        self.mode_actions[mode].setChecked(True)

    def exposed(self) -> bool:
        return self._draft.exposed

    def set_exposed(self, on: bool) -> None:
        self.exposed_action.setChecked(on)

    def add_tile(self, code: str) -> bool:
        """Add ``code`` as the current mode says; False (with a message) if refused."""
        try:
            self._draft = self._draft.pick(code, Table(self._tile_set, self._elsewhere,
                                                       self._player))
        except DraftError as e:
            self._say(message_text(e), error=True)
            return False
        self._say("")
        self.set_exposed(self._draft.exposed)  # Exposed is for the next set only
        self._state_changed()
        return True

    def set_hand(self, text: str) -> bool:
        """Show the hand ``text``; if it cannot be read, keep the text, show why and
        hold an empty hand. Returns whether it was read."""
        self.line.setText(text)
        if not self._read(text):
            self._draft = replace(self._draft, sets=(), loose=(), bonus=())
            self._show_state(keep_text=True)
            self.changed.emit()
            return False
        self._show_state()
        self.changed.emit()
        return True

    def clear(self) -> None:
        """An empty hand, no message, no typed score, no winning tile; the add mode
        is kept (:meth:`reset_modes` resets it)."""
        self._draft = self._draft.clear()
        self._winner, self._win_tile, self._win_spot = False, None, None
        self._say("")
        self.typed_check.setChecked(False)
        self.typed_spin.setValue(0)
        self.line.setText("")  # not clear(): no undo history of the last hand is left
        self._state_changed()

    def hand(self) -> Hand:
        """The hand the strip shows (the last one the text could be read as)."""
        return self._draft.hand()

    def notation(self) -> str:
        """The hand in the notation, sets in the order they were entered."""
        return self._draft.notation()

    def text(self) -> str:
        """What the text field holds (differs from :meth:`notation` while invalid)."""
        return self.line.text()

    def is_valid(self) -> bool:
        """Whether the text field can be read (then it shows :meth:`hand`)."""
        return self._draft.is_valid()

    def error(self) -> str:
        """Why the text field cannot be read, or ``""``."""
        error = self._draft.error
        return "" if error is None else message_text(error)

    def typed_score(self) -> int | None:
        """The score typed instead of the hand, or None when the hand is entered."""
        return self._draft.score

    def set_typed_score(self, score: int | None) -> None:
        """Type ``score`` for the player (None: the tiles count); the hand field shows
        the number."""
        self.typed_check.setChecked(score is not None)
        if score is not None:
            self.typed_spin.setValue(score)
            self._draft = replace(self._draft.clear(), score=self._draft.score)
            self.line.setText(str(score))
            self._show_state(keep_text=True)
        self._sync_score()

    def used_counts(self) -> Counter[str]:
        """How many of each tile (by code) this hand holds, bonus tiles included
        (none while a typed score counts)."""
        return self._draft.used_counts()

    def concealed_codes(self) -> list[str]:
        """The codes of the tiles that can be the winning tile (the concealed ones: not
        those of exposed sets or kongs), in tile order."""
        return self._draft.concealed_codes()

    def _part_clicked(self, kind: str, index: int, code: str = "") -> None:
        if self._winner and kind != "bonus" and code:
            try:
                self._draft.winning_tile(code)
            except DraftError as e:
                self._say(message_text(e), error=True)
                return
            self._win_spot = (kind, index)
            self.winTileClicked.emit(code)
            self._show_state(keep_text=True)
            return
        if kind != "set":
            self._remove_part(kind, index)
            return
        self._toggle_set(index)

    def _change(self, draft: ClassicalDraft) -> None:
        self._draft = draft
        self._say("")
        self._state_changed()

    def _toggle_set(self, index: int) -> None:
        try:
            self._change(self._draft.toggle(index))
        except DraftError as e:  # a pair: said, not an error
            self._say(message_text(e))

    def _make_kong(self, index: int, kind: KongKind) -> None:
        self._change(self._draft.make_kong(index, kind))

    def _remove_part(self, kind: str, index: int) -> None:
        self._change(self._draft.remove(kind, index))

    def _break_set(self, index: int) -> None:
        self._draft = self._draft.break_set(index)
        self._state_changed()

    def _part_menu(self, kind: str, index: int, where: QPoint) -> None:
        m = self._draft.sets[index] if kind == "set" else None
        part_menu(self, m, PartActions(
            toggle=lambda: self._toggle_set(index),
            make_kong=lambda k: self._make_kong(index, k),
            break_set=lambda: self._break_set(index),
            remove=lambda: self._remove_part(kind, index))).exec(where)

    # -- the text ----------------------------------------------------------------------

    def _read(self, text: str) -> bool:
        """Read ``text`` into the draft; on an error keep the tiles and show why."""
        self._draft = self._draft.read(read_letters(text), self._tile_set)
        error = self._draft.error
        if error is not None:
            self._say(self.tr("Cannot read the hand: %1").replace("%1", message_text(error)),
                      error=True)
            return False
        self._say("")
        return True

    def _text_edited(self, text: str) -> None:
        before = (self.hand(), self.error(), self.typed_score())
        number = text.strip()
        if number.isdigit():  # a bare number: the typed score
            self._draft = self._draft.clear()
            self._say("")
            self.typed_check.blockSignals(True)
            self.typed_check.setChecked(True)
            self.typed_check.blockSignals(False)
            self.typed_spin.setEnabled(True)
            self.typed_spin.setVisible(True)
            self.typed_spin.setValue(min(int(number), self.typed_spin.maximum()))
            self._sync_score()
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
                self._sync_score()
            self._read(text)
        self._show_state(keep_text=True)
        if (self.hand(), self.error(), self.typed_score()) != before:
            self.changed.emit()

    def _editing_finished(self) -> None:
        if self.typed_score() is not None:
            return
        if self._draft.is_valid() and self.line.text() != self.display_text():
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
        parts = strip_parts(self._draft, self._winner)
        self.strip.set_parts(parts, marked_tile(parts, self.win_tile(), self._win_spot))
        typed = self.typed_score() is not None
        self.strip.setEnabled(self._draft.is_valid() and not typed)
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
        color = ERROR_COLOR if error else self.palette().color(
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
            self._draft = self._draft.set_mode(mode)

    def _exposed_toggled(self, on: bool) -> None:
        self._draft = self._draft.set_exposed(on)

    def _sync_score(self) -> None:
        """The draft's typed score as the Score box says."""
        score = self.typed_spin.value() if self.typed_check.isChecked() else None
        if score != self._draft.score:
            self._draft = self._draft.type_score(score)

    def _toggle_typed(self) -> None:
        self.typed_check.toggle()
        self._focus_typed()

    def _focus_typed(self) -> None:
        """The cursor in the score box, its number selected (after a tick by hand)."""
        if self.typed_check.isChecked():
            self.typed_spin.setFocus()
            self.typed_spin.selectAll()

    def _typed_toggled(self, on: bool) -> None:
        self._sync_score()
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
        self._sync_score()
        if self.typed_check.isChecked():
            if not self.line.hasFocus():
                self.line.setText(str(self.typed_spin.value()))
            self._show_state(keep_text=True)  # the strip says the score that counts
            self.changed.emit()

__all__ = ["MAX_SIZE", "MODES", "STRIP_TILE_HEIGHT", "HandEditor", "HandStrip",
           "TileGroupButton", "as_kong", "as_set", "describe", "kong_kind"]
