"""Entering a classical hand: the tile picker, one editor per player, the situation,
and the live breakdown of every player as the tiles go in (the classical front's
entry widget, inside :class:`~app.entry_panel.EntryPanel`).

The entry scores nothing itself beyond calling the engine for the seats of the hand
being entered; recording goes through the window's undo stack.

A click anywhere in a player's row (or the focus moving into it) makes that player the
active one: the picker adds to his hand with his add mode. When exactly one hand is
complete and no winner is chosen, that player is offered as the winner; the winning
tile is never guessed: the winner clicks it in his hand (or picks it in the list).

Its words keep the translation context ``EntryPanel``, where they were first
translated.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QFocusEvent, QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from app.breakdown_view import BreakdownView
from app.classical_scores import LiveScores
from app.hand_editor import HandEditor
from app.names import short_name
from app.row_frame import RowFrame
from app.rule_texts import wind_name
from app.situation_panel import DRAW, SituationPanel
from app.tile_picker import TilePicker
from app.viewport_size import SizedScrollArea
from scoring.errors import MahjongError
from scoring.games.draft import HandDraft, PlayerDraft
from scoring.games.game import Entry, Game, HandRecord
from scoring.games.rotation import Seating
from scoring.hands.situation import Situation
from scoring.rules.breakdown import Breakdown
from scoring.rules.ruleset import RuleSet

_WATCHED = (QEvent.Type.MouseButtonPress, QEvent.Type.FocusIn)


#: ``translate("EntryPanel", text)`` (lupdate reads the literal context of each call)
translate = QCoreApplication.translate


class ClassicalEntry(LiveScores, QWidget):
    """The entry of a classical hand (an ``app.game_front.EntryWidget``)."""

    #: the hand or its situation changed (the panel's ``handChanged``)
    changed = Signal()
    #: something entered changed, a keystroke in a hand field too
    edited = Signal()
    #: the player did something: the last status message goes
    started = Signal()

    def __init__(self, tile_height: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game: Game | None = None
        self.seating: Seating | None = None
        self.active = 0
        self.results: list[Breakdown | None] = []
        self.complete: list[bool] = []
        self._errors: dict[int, str] = {}
        #: the hands that hold a copy too many of a tile, and what to say about it
        self._too_many: dict[int, str] = {}
        #: the winner's waits as scored, shown once every hand is scored
        self._waits: list[str] | None = None
        self._balances: list[int] = []
        #: scores already worked out in this game: (tiles, situation) -> the breakdown
        #: or the error (a click changes one hand; the other three are not scored again)
        self._scored: dict[tuple[str, Situation], Breakdown | MahjongError] = {}
        self._tile_height = tile_height
        self.picker = TilePicker(tile_height=tile_height)
        self.picker.tileClicked.connect(self._tile_clicked)
        self.situation = SituationPanel()
        self.situation.changed.connect(self._situation_changed)
        self.breakdown = BreakdownView()
        self.editors: list[HandEditor] = []
        self.score_labels: list[QLabel] = []
        self.balance_labels: list[QLabel] = []
        self.editor_frames: list[RowFrame] = []
        self.editor_grid = QGridLayout()
        self.editor_grid.setSpacing(1)
        right = QVBoxLayout()
        right.setSpacing(3)
        right.addWidget(self.situation)
        right.addWidget(self.breakdown, 1)
        #: the picker, the situation and the breakdown: as high as the picker whatever
        #: the breakdown shows, so that the players' rows under it never move
        self.top_box = QWidget()
        top = QHBoxLayout(self.top_box)
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(self.picker, 0, Qt.AlignmentFlag.AlignTop)
        top.addLayout(right, 1)
        inner = QWidget()
        inner_layout = QVBoxLayout(inner)
        inner_layout.setContentsMargins(0, 0, 0, 0)
        inner_layout.setSpacing(3)
        self._inner_spacing = inner_layout.spacing()
        inner_layout.addWidget(self.top_box)
        inner_layout.addLayout(self.editor_grid)
        inner_layout.addStretch(1)
        self.scroll_area = SizedScrollArea()
        self.scroll_area.setWidget(inner)
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.on_viewport_resize = self._viewport_resized
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.scroll_area)
        self._fix_top_height()
        for i in range(4):
            QShortcut(QKeySequence(f"Ctrl+{i + 1}"), self,
                      lambda i=i: self._activate(i, focus=True))

    # --- the game -----------------------------------------------------------------

    def signals(self) -> tuple[Any, Any, Any]:
        return self.changed, self.edited, self.started

    def outer(self) -> QWidget:
        return self

    def set_shown(self, shown: bool) -> None:
        self.setVisible(shown)

    def set_game(self, game: Game | None, seating: Seating | None) -> None:
        """The rows of ``game``'s players (none for None: no game is open)."""
        self.game = game
        self._scored.clear()
        for frame in self.editor_frames:
            frame.deleteLater()
        self.editors, self.score_labels, self.editor_frames = [], [], []
        self.balance_labels = []
        if game is None:
            return
        tile_set = game.ruleset.tile_set
        self.picker.set_tile_set(tile_set)
        for i, _name in enumerate(game.players):
            editor = HandEditor(tile_set)
            editor.set_tile_height(self._strip_height())
            editor.changed.connect(lambda i=i: self._editor_changed(i))
            editor.winTileClicked.connect(self._win_tile_clicked)
            # a keystroke that leaves the text unreadable changes no hand, nor does an
            # add mode: kept too
            editor.line.textEdited.connect(self.edited)
            for action in (*editor.mode_actions.values(), editor.exposed_action):
                action.toggled.connect(lambda _on: self.edited.emit())
            label = QLabel()
            label.setMinimumWidth(56)
            label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            font = label.font()
            font.setPointSizeF(font.pointSizeF() * 1.3)
            font.setBold(True)
            label.setFont(font)
            balance = QLabel()
            balance.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            column = QVBoxLayout()
            column.setSpacing(0)
            column.addWidget(label)
            column.addWidget(balance)
            column.addStretch(1)
            frame = RowFrame()
            frame.setObjectName("editorFrame")
            frame.set_active(i == 0)  # the first row is made active below
            row = QHBoxLayout(frame)
            row.setContentsMargins(2, 0, 4, 0)
            row.addWidget(editor, 1)
            row.addLayout(column)
            self.editor_grid.addWidget(frame, i, 0)
            self.editors.append(editor)
            self.score_labels.append(label)
            self.balance_labels.append(balance)
            self.editor_frames.append(frame)
            self._watch(frame)
        self.situation.set_game(game.players, game.ruleset)
        self.set_balances([game.settings.start_balance] * len(game.players))
        self.set_seating(seating)
        self._activate(0)
        self._fix_top_height()

    def set_seating(self, seating: Seating | None) -> None:
        """The seats of the hand being entered (None: the game is over)."""
        self.seating = seating
        assert self.game is not None
        for i, editor in enumerate(self.editors):
            seat = seating.seats[i] if seating else ""
            editor.set_player(self.game.players[i], seat,
                              seating is not None and seating.dealer == i)
        self._fit_names()
        self._update()

    def set_balances(self, balances: list[int]) -> None:
        """Each player's balance before the hand being entered."""
        self._balances = list(balances)
        for label, value in zip(self.balance_labels, balances, strict=False):
            label.setText(translate("EntryPanel", "Bal. %1").replace("%1", str(value)))
            label.setToolTip(translate("EntryPanel", "Balance before this hand"))
            style = "QLabel { color: #b00020; }" if value < 0 else ""
            if label.styleSheet() != style:
                label.setStyleSheet(style)
        # one width for every row's score and balance: the hand fields line up
        width = max([56, *(label.sizeHint().width() for label in self.balance_labels)])
        for label in (*self.balance_labels, *self.score_labels):
            label.setMinimumWidth(width)
        self._fit_names()

    def _fit_names(self) -> None:
        """Every row's name as wide as the widest, or as the rows leave room for (a
        longer one cut short): the add-mode buttons line up across the rows."""
        if not self.editors:
            return
        frame = self.editor_frames[0]
        row = frame.layout()
        assert row is not None
        margins = row.contentsMargins()
        column = max(label.minimumWidth() for label in self.balance_labels)
        room = (self.scroll_area.viewport_size.width() - margins.left() - margins.right()
                - 2 * frame.frameWidth() - row.spacing() - column)
        widest = max(editor.name_width() for editor in self.editors)
        for editor in self.editors:
            editor.set_name_bound(widest, room)

    # --- which player: a click or the focus anywhere in his row --------------------

    def _watch(self, widget: QObject) -> None:
        """Watch ``widget`` and everything inside it (and what is added later)."""
        widget.installEventFilter(self)
        for child in widget.findChildren(QWidget):
            child.installEventFilter(self)

    def _row_of(self, widget: QObject) -> int | None:
        for i, frame in enumerate(self.editor_frames):
            if widget is frame or (isinstance(widget, QWidget) and frame.isAncestorOf(widget)):
                return i
        return None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in _WATCHED:
            row = self._row_of(watched)
            if row is not None and row != self.active:
                # a row clicked into is where the pointer is: it is not scrolled
                by_mouse = kind == QEvent.Type.MouseButtonPress or (
                    isinstance(event, QFocusEvent)
                    and event.reason() == Qt.FocusReason.MouseFocusReason)
                self._activate(row, scroll=not by_mouse)
        elif kind == QEvent.Type.ChildAdded:
            child = event.child()  # type: ignore[attr-defined]
            if isinstance(child, QWidget):
                self._watch(child)
        return False

    def _viewport_resized(self, event: QResizeEvent) -> None:
        """The scroll area's viewport resized: its height (see _fix_top_height), its
        width (see _fit_names)."""
        if event.size().height() != event.oldSize().height():
            # once the rows have the new size of their tiles
            QTimer.singleShot(0, self, self._fix_top_height)
        self._fit_names()

    # --- entering tiles -----------------------------------------------------------

    def _activate(self, i: int, focus: bool = False, scroll: bool = True) -> None:
        if not 0 <= i < len(self.editors):
            return
        self.active = i
        for j, frame in enumerate(self.editor_frames):
            frame.set_active(j == i)
        # the whole row in view, once the panel has laid out what the change brings
        if scroll:
            QTimer.singleShot(0, self, self._show_active_row)
        if focus:
            self.editors[i].line.setFocus(Qt.FocusReason.ShortcutFocusReason)
            self.editors[i].line.selectAll()
        self._show_breakdown()

    def _show_active_row(self) -> None:
        if 0 <= self.active < len(self.editor_frames):
            self.scroll_area.ensureWidgetVisible(self.editor_frames[self.active], 0, 0)

    def _tile_clicked(self, code: str) -> None:
        self.started.emit()
        if self.editors:
            self.editors[self.active].add_tile(code)

    def _editor_changed(self, i: int) -> None:
        self.started.emit()
        if i != self.active and self.editors[i].hasFocus():
            self._activate(i)
        self._update()

    def _situation_changed(self) -> None:
        self.started.emit()
        self._update()

    def _win_tile_clicked(self, code: str) -> None:
        self.started.emit()
        self.situation.set_win_tile(code)

    # --- the size of the tiles ----------------------------------------------------

    def _strip_height(self) -> int:
        return max(26, round(self._tile_height * 0.8))

    def set_tile_height(self, height: int) -> None:
        """Tiles ``height`` pixels high in the picker (4/5 of that in the hands)."""
        if height == self._tile_height:
            return
        self._tile_height = height
        self.picker.set_tile_height(height)
        for editor in self.editors:
            editor.set_tile_height(self._strip_height())
        self._fix_top_height()
        QTimer.singleShot(0, self, self._fix_top_height)

    def _fix_top_height(self) -> None:
        """The height of the part above the rows: the picker's, or what the rows leave
        of the panel when that is more. It follows the size of the window and never
        what the breakdown or the situation show (they fit in; the breakdown's table
        scrolls), so that the players' rows never move while a hand is entered."""
        room = 0
        if self.editor_frames:
            rows = sum(frame.sizeHint().height() + self.editor_grid.spacing()
                       for frame in self.editor_frames)
            room = self.scroll_area.viewport_size.height() - rows - 2 * self._inner_spacing
        self.top_box.setFixedHeight(max(self.picker.sizeHint().height(), room))

    # --- live scoring -------------------------------------------------------------

    def refresh(self) -> None:
        self._update()

    def set_honours(self, honours: str) -> None:
        for editor in self.editors:
            editor.set_honours(honours)  # type: ignore[arg-type]

    def set_sources_shown(self, shown: bool) -> None:
        self.breakdown.set_sources_shown(shown)

    def comparison(self) -> tuple[tuple[str, Situation] | None, RuleSet | None, str]:
        if self.game is None:
            return None, None, ""
        player = self.game.players[self.active] if self.editors else ""
        return self.selected_hand(), self.game.ruleset, player

    def _hand_changed(self) -> None:
        self.changed.emit()

    # --- the record -----------------------------------------------------------------

    def record(self) -> HandRecord:
        """The hand as entered. Raises MahjongError naming what is missing."""
        assert self.game is not None
        winner = self.situation.winner()
        if winner is None:
            suggested = self.situation.suggested_winner()
            if suggested is not None:
                raise MahjongError(translate(
                    "EntryPanel", "Choose the winner: %1's hand is complete (%2 accepts)").replace(
                    "%1", self.game.players[suggested]).replace("%2", "Alt+A"))
            raise MahjongError(translate("EntryPanel", "Choose the winner, or a drawn hand"))
        missing = self.missing_win_tile()
        if missing:
            raise MahjongError(missing)
        if self.situation.seen_error():
            raise MahjongError(self.situation.seen_error())
        if self._too_many:
            raise MahjongError(next(iter(self._too_many.values())))
        entries = []
        for i, editor in enumerate(self.editors):
            typed = editor.typed_score()
            if typed is not None:
                entries.append(Entry(score=typed))
            elif not editor.is_valid():
                raise MahjongError(f"{self.game.players[i]}: {editor.error()}")
            else:
                entries.append(Entry(tiles=editor.notation()))
        if winner == DRAW:
            return HandRecord(tuple(entries), None)
        win_tile = self.situation.win_tile() if entries[winner].tiles is not None else None
        return HandRecord(tuple(entries), winner, win_tile, self.situation.source(),
                          self.situation.flags(), seen=self.situation.seen_notation())

    def load_record(self, record: HandRecord) -> None:
        """Show a recorded hand for editing."""
        for editor, entry in zip(self.editors, record.entries, strict=True):
            editor.clear()
            if entry.score is not None:
                editor.set_typed_score(entry.score)
            else:
                editor.set_typed_score(None)
                editor.set_hand(entry.tiles or "")
        self.situation.set_winner(record.winner)
        self._update_win_tiles()
        self.situation.set_win_tile(record.win_tile)
        self.situation.set_source(record.source)
        self.situation.set_flags(record.flags)
        self.situation.set_seen(record.seen)
        self._update()

    def draft(self, base: HandDraft) -> HandDraft:
        """The hand as entered so far, readable or not, on ``base``."""
        winner = self.situation.winner()
        players = tuple(PlayerDraft(
            "" if e.typed_score() is not None else e.notation() if e.is_valid() else e.text(),
            e.typed_score(), e.mode(), e.exposed()) for e in self.editors)
        return replace(base, players=players, active=self.active,
                       winner=None if winner == DRAW else winner,
                       drawn=winner == DRAW, win_tile=self.situation.win_tile(),
                       source=self.situation.source(), flags=self.situation.flags(),
                       seen=self.situation.seen_text())

    def load_draft(self, draft: HandDraft) -> None:
        """Show a hand entered before (see :meth:`draft`) to go on with it."""
        for editor, player in zip(self.editors, draft.players, strict=False):
            editor.clear()
            editor.set_typed_score(player.score)
            if player.score is None:
                editor.set_hand(player.tiles)
            editor.set_mode(player.mode)  # type: ignore[arg-type]  # checked: MODES
            editor.set_exposed(player.exposed)
        if draft.drawn or draft.winner is not None:
            self.situation.set_winner(None if draft.drawn else draft.winner)
        self._update_win_tiles()
        self.situation.set_win_tile(draft.win_tile)
        self.situation.set_source(draft.source)
        self.situation.set_flags(draft.flags)
        self.situation.set_seen(draft.seen)
        self._update()
        self._activate(draft.active)

    def clear(self) -> None:
        """A fresh hand: no tiles, every add mode back to Tile, Exposed off."""
        # the cursor in a row stays in a row: the highlighted one's hand field
        focus = QApplication.focusWidget()
        in_rows = focus is not None and self._row_of(focus) is not None
        for editor in self.editors:
            editor.clear()
            editor.reset_modes()
        self.situation.reset()
        self._errors.clear()
        self._update()
        self._activate(0, focus=in_rows)

    def set_editing(self, hand_index: int | None) -> None:
        """Nothing changes in the rows while a past hand is edited."""

    def seat_text(self) -> str:
        s = self.seating
        assert self.game is not None and s is not None
        return translate("EntryPanel", "%1 round, %2 is East").replace(
            "%1", wind_name(s.prevailing)).replace("%2", short_name(self.game.players[s.dealer]))
