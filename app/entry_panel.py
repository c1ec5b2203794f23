"""Entering one hand: the tile picker, one editor per player, the situation, and the
live breakdown of every player as the tiles go in.

The panel scores nothing itself beyond calling the engine for the seats of the hand
being entered; recording goes through the window's undo stack.

A click anywhere in a player's row (or the focus moving into it) makes that player the
active one: the picker adds to his hand with his add mode. When exactly one hand is
complete and no winner is chosen, that player is offered as the winner; the winning
tile is never guessed: the winner clicks it in his hand (or picks it in the list).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QFocusEvent, QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from app.breakdown_view import BreakdownView
from app.display import literal, plain, tile_text
from app.hand_editor import HandEditor
from app.names import short_name
from app.rule_texts import message_text, tile_name, wind_name
from app.situation_panel import DRAW, SituationPanel
from app.tile_picker import TilePicker
from scoring.errors import MahjongError
from scoring.games.draft import HandDraft, PlayerDraft, blank_draft
from scoring.games.game import Entry, Game, HandRecord, seen_on_table
from scoring.games.rotation import Seating
from scoring.hands.hand import Hand
from scoring.hands.notation import parse_hand
from scoring.hands.situation import Situation
from scoring.hands.tiles import Tile, tile
from scoring.rules.breakdown import Breakdown
from scoring.rules.engine import score_hand

if TYPE_CHECKING:
    from app.ponjan_entry import PonjanEntry

#: The picker's tile height at 1366x768 and the bounds it scales within.
TILE_HEIGHT, MIN_TILE_HEIGHT, MAX_TILE_HEIGHT = 40, 30, 64
_ACTIVE_STYLE = "#editorFrame { border: 2px solid #1f5fbf; background: #e8f0fb; }"
_IDLE_STYLE = "#editorFrame { border: 2px solid transparent; }"
_BANNER_STYLE = ("#editBanner { background: #fff2b3; border: 2px solid #e0a800; "
                 "border-radius: 4px; }")


_WATCHED = (QEvent.Type.MouseButtonPress, QEvent.Type.FocusIn)


def tile_height_for(width: int, height: int) -> int:
    """The picker's tile height for an entry panel of ``width`` x ``height``: 40 at
    1366x768, larger on larger screens, never below 30."""
    by_height = height * TILE_HEIGHT // 640
    by_width = int((width * 0.44 / 9 - 4) / 0.75)
    return max(MIN_TILE_HEIGHT, min(MAX_TILE_HEIGHT, by_height, by_width))


class EntryPanel(QWidget):
    """Signals ``recordRequested`` when the player asks to record (or save) the hand."""

    recordRequested = Signal()
    cancelRequested = Signal()
    #: the selected player's hand or its situation changed (see :meth:`selected_hand`)
    handChanged = Signal()
    #: something entered changed, a keystroke in a hand field too (see :meth:`draft`)
    draftChanged = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
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
        self._tile_height = TILE_HEIGHT
        self.picker = TilePicker(tile_height=TILE_HEIGHT)
        self.picker.tileClicked.connect(self._tile_clicked)
        self.situation = SituationPanel()
        self.situation.changed.connect(self._situation_changed)
        self.breakdown = BreakdownView()
        self.editors: list[HandEditor] = []
        self.score_labels: list[QLabel] = []
        self.balance_labels: list[QLabel] = []
        self.editor_frames: list[QFrame] = []
        self.editor_grid = QGridLayout()
        self.editor_grid.setSpacing(1)
        self.record_button = QPushButton(self.tr("&Record hand"))
        self.record_button.setAccessibleName(self.tr("Record hand"))
        self.record_button.setToolTip(self.tr("Record this hand on the score sheet "
                                              "(Ctrl+Return)"))
        self.record_button.clicked.connect(self.recordRequested)
        self.cancel_button = QPushButton(self.tr("Cancel edit"))
        self.cancel_button.clicked.connect(self.cancelRequested)
        self.cancel_button.hide()
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.seat_label = plain(QLabel())
        self.seat_label.setAccessibleName(self.tr("Seats"))
        font = self.seat_label.font()
        font.setBold(True)
        self.seat_label.setFont(font)

        # the banner shown while a past hand is edited
        self.banner = QFrame()
        self.banner.setObjectName("editBanner")
        self.banner.setStyleSheet(_BANNER_STYLE)
        self.banner_label = QLabel()
        self.banner_label.setWordWrap(True)
        self.banner_save = QPushButton(self.tr("Save"))
        self.banner_save.clicked.connect(self.recordRequested)
        self.banner_cancel = QPushButton(self.tr("Cancel"))
        self.banner_cancel.clicked.connect(self.cancelRequested)
        banner_row = QHBoxLayout(self.banner)
        banner_row.setContentsMargins(8, 4, 8, 4)
        banner_row.addWidget(self.banner_label, 1)
        banner_row.addWidget(self.banner_save)
        banner_row.addWidget(self.banner_cancel)
        self.banner.hide()

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
        self.scroll_area = QScrollArea()
        self.scroll_area.setWidget(inner)
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.viewport().installEventFilter(self)  # its height: see _fix_top_height
        buttons = QHBoxLayout()
        buttons.addWidget(self.seat_label)
        buttons.addWidget(self.status, 1)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.record_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 2, 4, 2)
        layout.setSpacing(3)
        layout.addWidget(self.banner)
        layout.addWidget(self.scroll_area, 1)
        #: the entry of a Ponjan hand (app.ponjan_entry), shown instead of the
        #: classical one while a Ponjan game is open: made when one is first opened
        self._ponjan: PonjanEntry | None = None
        self.ponjan_scroll = QScrollArea()
        self.ponjan_scroll.setWidgetResizable(True)
        self.ponjan_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.ponjan_scroll.hide()
        layout.addWidget(self.ponjan_scroll, 1)
        layout.addLayout(buttons)

        self.handChanged.connect(self.draftChanged)
        self._fix_top_height()
        QShortcut(QKeySequence("Ctrl+Return"), self, self.recordRequested.emit)
        for i in range(4):
            QShortcut(QKeySequence(f"Ctrl+{i + 1}"), self,
                      lambda i=i: self._activate(i, focus=True))

    @property
    def ponjan(self) -> PonjanEntry:
        """The entry of a Ponjan hand, made the first time it is asked for (a classical
        game never needs it)."""
        if self._ponjan is None:
            from app.ponjan_entry import PonjanEntry
            self._ponjan = PonjanEntry(self._tile_height)
            self._ponjan.changed.connect(self._ponjan_changed)
            hand = self._ponjan.hand
            for button in (*hand.mode_buttons.values(), hand.stolen_button):
                button.toggled.connect(lambda _on: self.draftChanged.emit())
            self._ponjan.hide()
            self.ponjan_scroll.setWidget(self._ponjan)
        return self._ponjan

    # --- the game -----------------------------------------------------------------

    def set_game(self, game: Game | None, seating: Seating | None) -> None:
        self.game = game
        self._scored.clear()
        for frame in self.editor_frames:
            frame.deleteLater()
        self.editors, self.score_labels, self.editor_frames = [], [], []
        self.balance_labels = []
        if game is None:
            self.setEnabled(False)
            self.seat_label.clear()
            return
        self.setEnabled(True)
        ponjan = game.game == "ponjan"
        self.scroll_area.setVisible(not ponjan)
        self.ponjan_scroll.setVisible(ponjan)
        if ponjan or self._ponjan is not None:
            self.ponjan.setVisible(ponjan)
        if ponjan:
            self.ponjan.set_game(game, seating)
            self.set_seating(seating)
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
            editor.line.textEdited.connect(self.draftChanged)
            for action in (*editor.mode_actions.values(), editor.exposed_action):
                action.toggled.connect(lambda _on: self.draftChanged.emit())
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
            frame = QFrame()
            frame.setObjectName("editorFrame")
            frame.setFrameShape(QFrame.Shape.StyledPanel)
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
        if self.is_ponjan():
            self.ponjan.set_seating(seating)
            self.record_button.setEnabled(seating is not None)
            self.seat_label.setText(self.seat_text())
            return
        for i, editor in enumerate(self.editors):
            seat = seating.seats[i] if seating else ""
            editor.set_player(self.game.players[i], seat,
                              seating is not None and seating.dealer == i)
        self._fit_names()
        self.record_button.setEnabled(seating is not None)
        self.seat_label.setText(self.seat_text())
        self._update()

    def set_balances(self, balances: list[int]) -> None:
        """Each player's balance before the hand being entered."""
        self._balances = list(balances)
        if self.is_ponjan():
            self.ponjan.set_balances(balances)
        for label, value in zip(self.balance_labels, balances, strict=False):
            label.setText(self.tr("Bal. %1").replace("%1", str(value)))
            label.setToolTip(self.tr("Balance before this hand"))
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
        room = (self.scroll_area.viewport().width() - margins.left() - margins.right()
                - 2 * frame.frameWidth() - row.spacing() - column)
        widest = max(editor.name_width() for editor in self.editors)
        for editor in self.editors:
            editor.set_name_bound(widest, room)

    def is_ponjan(self) -> bool:
        """Whether a Ponjan game is open (its hands are entered by ``self.ponjan``)."""
        return self.game is not None and self.game.game == "ponjan"

    def _ponjan_changed(self) -> None:
        self._clear_status()
        self.handChanged.emit()

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
        if kind == QEvent.Type.Resize and watched is self.scroll_area.viewport():
            if isinstance(event, QResizeEvent) and \
                    event.size().height() != event.oldSize().height():
                # once the rows have the new size of their tiles
                QTimer.singleShot(0, self, self._fix_top_height)
            self._fit_names()
        elif kind in _WATCHED:
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

    # --- entering tiles -----------------------------------------------------------

    def _activate(self, i: int, focus: bool = False, scroll: bool = True) -> None:
        if not 0 <= i < len(self.editors):
            return
        self.active = i
        for j, frame in enumerate(self.editor_frames):
            style = _ACTIVE_STYLE if j == i else _IDLE_STYLE
            if frame.styleSheet() != style:
                frame.setStyleSheet(style)
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

    def _clear_status(self) -> None:
        """A status message goes when the next action starts."""
        if self.status.text():
            self.status.clear()

    def _tile_clicked(self, code: str) -> None:
        self._clear_status()
        if self.editors:
            self.editors[self.active].add_tile(code)

    def _editor_changed(self, i: int) -> None:
        self._clear_status()
        if i != self.active and self.editors[i].hasFocus():
            self._activate(i)
        self._update()

    def _situation_changed(self) -> None:
        self._clear_status()
        self._update()

    def _win_tile_clicked(self, code: str) -> None:
        self._clear_status()
        self.situation.set_win_tile(code)

    def _used(self) -> list[Counter[str]]:
        return [e.used_counts() for e in self.editors]

    # --- the size of the tiles ----------------------------------------------------

    def _strip_height(self) -> int:
        return max(26, round(self._tile_height * 0.8))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.set_tile_height(tile_height_for(event.size().width(), event.size().height()))

    def set_tile_height(self, height: int) -> None:
        """Tiles ``height`` pixels high in the picker (4/5 of that in the hands)."""
        if height == self._tile_height:
            return
        self._tile_height = height
        self.picker.set_tile_height(height)
        if self._ponjan is not None:
            self._ponjan.set_tile_height(height)
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
            room = self.scroll_area.viewport().height() - rows - 2 * self._inner_spacing
        self.top_box.setFixedHeight(max(self.picker.sizeHint().height(), room))

    def tile_height(self) -> int:
        return self._tile_height

    # --- live scoring -------------------------------------------------------------

    def refresh(self) -> None:
        """Show everything again (after a display setting changed)."""
        if self.is_ponjan():
            self.ponjan.set_seating(self.seating)
            return
        self._update()

    def _update(self) -> None:
        if self.game is None or not self.editors:
            return
        used = self._used()
        total: Counter[str] = Counter()
        for c in used:
            total.update(c)
        self.picker.set_used(total)
        for editor, own in zip(self.editors, used, strict=True):
            editor.set_used_elsewhere(total - own)
        self._update_win_tiles()
        self._check_seen(total)
        self._too_many = self._copies_too_many(used, total)
        self.results = []
        self.complete = []
        self._waits = None
        for i in range(len(self.editors)):
            self.results.append(self._score(i))
        self.situation.show_waits(self._waits)
        done = [i for i, c in enumerate(self.complete) if c]
        self.situation.suggest_winner(done[0] if len(done) == 1 else None)
        self._show_breakdown()

    def _copies_too_many(self, used: list[Counter[str]], total: Counter[str]
                         ) -> dict[int, str]:
        """For each hand that holds a tile of which the hands hold more copies than
        the game has: what to say, the tile by its name (``1 Characters: the hands
        hold 5 (Anna 3, Bjørn 2); the game has only 4``)."""
        assert self.game is not None
        tile_set = self.game.ruleset.tile_set
        found: dict[int, str] = {}
        for code in sorted(total, key=lambda c: tile(c).sort_key):
            copies = tile_set.copies(tile(code))
            if not 0 < copies < total[code]:
                continue
            holders = [i for i, own in enumerate(used) if own[code]]
            text = self.tr("%1: the hands hold %2 (%3); the game has only %4").replace(
                "%1", tile_name(code)).replace("%2", str(total[code])).replace(
                "%3", ", ".join(f"{self.game.players[i]} {used[i][code]}"
                                for i in holders)).replace("%4", str(copies))
            for i in holders:
                found.setdefault(i, text)
        return found

    def _update_win_tiles(self) -> None:
        winner = self.situation.winner()
        win = self.situation.win_tile()
        for i, editor in enumerate(self.editors):
            editor.set_winner(i == winner, win if i == winner else None)
        if winner is None or winner == DRAW or winner >= len(self.editors):
            self.situation.set_win_tiles([], [])
            return
        editor = self.editors[winner]
        codes = [] if not editor.is_valid() or editor.typed_score() is not None else \
            editor.concealed_codes()
        self.situation.set_win_tiles(codes, [tile_name(c) for c in codes])
        editor.set_winner(True, self.situation.win_tile())

    def missing_win_tile(self) -> str:
        """What the winner still has to say, or ``""``."""
        winner = self.situation.winner()
        if winner is None or winner == DRAW or self.game is None:
            return ""
        editor = self.editors[winner]
        if editor.typed_score() is not None or not editor.used_counts():
            return ""
        if self.situation.win_tile() is None:
            return self.tr("%1 won: click the winning tile in %1's hand").replace(
                "%1", short_name(self.game.players[winner]))
        return ""

    def _scored_as(self, notation: str, situation: Situation) -> Breakdown:
        """``score_hand`` of the tiles in the situation, remembered; raises its error."""
        assert self.game is not None
        key = (notation, situation)
        found = self._scored.get(key)
        if found is None:
            if len(self._scored) > 2000:
                self._scored.clear()
            try:
                found = score_hand(parse_hand(notation), situation, self.game.ruleset)
            except MahjongError as exc:
                found = exc
            self._scored[key] = found
        if isinstance(found, MahjongError):
            raise found
        return found

    def _is_complete(self, i: int) -> bool:
        """Whether player ``i``'s hand would score as a winning hand."""
        editor = self.editors[i]
        seating = self.seating
        if seating is None or self.game is None or editor.hand().size() < 14:
            return False
        concealed = editor.hand().concealed
        if not concealed:
            return False
        try:
            self._scored_as(editor.notation(), Situation(
                seat=seating.seats[i], round=seating.prevailing, winner=True,
                win_tile=concealed[-1]))
        except MahjongError:
            return False
        return True

    def _score(self, i: int) -> Breakdown | None:
        label = self.score_labels[i]
        editor = self.editors[i]
        typed = editor.typed_score()
        label.setToolTip("")
        self.complete.append(False)
        editor.hint("")
        if typed is not None:
            label.setText(str(typed))
            label.setToolTip(self.tr("Typed score: it counts, not the tiles"))
            return None
        if not editor.is_valid():
            label.setText("?")
            return None
        if i in self._too_many:
            label.setText("?")
            label.setToolTip(literal(self._too_many[i]))
            editor.hint(self._too_many[i], error=True)
            self._errors[i] = self._too_many[i]
            return None
        winner = self.situation.winner()
        seating = self.seating
        if seating is None or self.game is None:
            label.clear()
            return None
        is_winner = winner == i
        win = self.situation.win_tile()
        if is_winner and win is None and editor.used_counts():
            missing = self.missing_win_tile()
            label.setText("?")
            label.setToolTip(literal(missing))
            editor.hint(missing)
            self._errors.pop(i, None)
            return None
        situation = self._situation_of(i, seating)
        try:
            result = self._scored_as(editor.notation(), situation)
        except MahjongError as exc:
            if not is_winner and winner is None and self._is_complete(i):
                self.complete[i] = True
                self._errors.pop(i, None)
                label.setText("✓")
                label.setToolTip(self.tr("A complete hand: choose the winner"))
                editor.hint(self.tr("A complete hand: did %1 win?").replace(
                    "%1", short_name(self.game.players[i])))
                return None
            label.setText("?")
            label.setToolTip(literal(message_text(exc)))
            self._errors[i] = message_text(exc)
            return None
        self._errors.pop(i, None)
        if not editor.used_counts() and not is_winner:
            label.clear()  # an empty hand shows nothing
            return result
        label.setText(f"{result.score}{' ★' if is_winner else ''}")
        if is_winner:
            self._waits = [t.code for t in result.waits]
        return result

    def _situation_of(self, i: int, seating: Seating) -> Situation:
        is_winner = self.situation.winner() == i
        win = self.situation.win_tile()
        return Situation(
            seat=seating.seats[i], round=seating.prevailing, winner=is_winner,
            win_tile=tile(win) if is_winner and win else None,
            source=self.situation.source() if is_winner else "discard",  # type: ignore[arg-type]
            flags=self.situation.flags() if is_winner else frozenset(),
            east_wins_before=seating.dealer_streak if is_winner else 0,
            seen=self.seen_by(i) if is_winner else ())

    def _hands(self) -> list[Hand | None]:
        """Each player's hand as entered (None: a typed score or unreadable tiles)."""
        return [e.hand() if e.is_valid() and e.typed_score() is None else None
                for e in self.editors]

    def _typed_seen(self) -> list[Tile]:
        """The tiles under "Seen on the table", or none while they cannot be used."""
        if self.situation.seen_error():
            return []
        try:
            return self.situation.seen_tiles()
        except MahjongError:
            return []

    def seen_by(self, i: int) -> tuple[Tile, ...]:
        """What player ``i`` sees elsewhere on the table: the other players' declared
        sets (exposed sets, declared concealed kongs, kongs made from a concealed pung)
        and the tiles under "Seen on the table" (as :func:`seen_on_table` counts them
        for the recorded hand)."""
        assert self.game is not None
        hands = self._hands()
        own = hands[i] or Hand(())
        return seen_on_table(own, hands, i, self._typed_seen(), self.game.ruleset.tile_set)

    def _check_seen(self, used: Counter[str]) -> None:
        """Check the tiles under "Seen on the table": readable, playing tiles, and no
        more copies with every hand's tiles than the set has. The message names the
        problem; until it is put right the seen tiles count for nothing."""
        assert self.game is not None
        try:
            tiles = self.situation.seen_tiles()
        except MahjongError as exc:
            self.situation.show_seen_error(self.tr("Seen on the table: %1").replace(
                "%1", message_text(exc)))
            return
        counts = Counter(t.code for t in tiles)
        tile_set = self.game.ruleset.tile_set
        for code, n in sorted(counts.items(), key=lambda c: tile(c[0]).sort_key):
            copies = tile_set.copies(tile(code))
            if copies == 0:
                self.situation.show_seen_error(
                    self.tr("Seen on the table: %1 (%2) is not a tile of this game")
                    .replace("%1", tile_text(code)).replace("%2", tile_name(code)))
                return
            if n + used[code] > copies:
                self.situation.show_seen_error(self.tr(
                    "Seen on the table: %1 (%2) is seen %3 times and the hands hold %4; "
                    "there are only %5").replace("%1", tile_text(code))
                    .replace("%2", tile_name(code))
                    .replace("%3", str(n)).replace("%4", str(used[code]))
                    .replace("%5", str(copies)))
                return
        self.situation.show_seen_error("")

    def selected_hand(self) -> tuple[str, Situation] | None:
        """The selected player's tiles (in the notation) and situation, or None when
        there are no tiles to score (a typed score, unreadable tiles, no game)."""
        if self.game is None or self.seating is None or not self.editors:
            return None
        editor = self.editors[self.active]
        if editor.typed_score() is not None or not editor.is_valid():
            return None
        return editor.notation(), self._situation_of(self.active, self.seating)

    def _show_breakdown(self) -> None:
        self.handChanged.emit()
        if not self.editors or len(self.results) != len(self.editors):
            return
        i = self.active
        editor = self.editors[i]
        name = short_name(self.game.players[i]) if self.game else ""
        missing = self.missing_win_tile() if self.situation.winner() == i else ""
        if editor.typed_score() is not None:
            self.breakdown.show_hint(self.tr("%1: score typed by hand (%2); it counts, "
                                             "not the tiles").replace("%1", name)
                                     .replace("%2", str(editor.typed_score())))
        elif not editor.is_valid():
            self.breakdown.show_error(f"{name}: {editor.error()}")
        elif missing:
            self.breakdown.show_hint(missing)
        elif i < len(self.complete) and self.complete[i]:
            self.breakdown.show_hint(self.tr("%1: a complete hand. Choose the winner.")
                                     .replace("%1", name))
        elif i in self._errors:
            self.breakdown.show_error(f"{name}: {self._errors[i]}")
        elif self.results[i] is not None and (self.results[i].items  # type: ignore[union-attr]
                                              or editor.used_counts()):
            self.breakdown.show_result(self.results[i])  # type: ignore[arg-type]
        else:
            self.breakdown.clear()

    # --- the record -----------------------------------------------------------------

    def record(self) -> HandRecord:
        """The hand as entered. Raises MahjongError naming what is missing."""
        if self.game is None:
            raise MahjongError(self.tr("Start or open a game first"))
        if self.is_ponjan():
            return self.ponjan.record()
        winner = self.situation.winner()
        if winner is None:
            suggested = self.situation.suggested_winner()
            if suggested is not None:
                raise MahjongError(self.tr("Choose the winner: %1's hand is complete "
                                           "(%2 accepts)").replace(
                    "%1", self.game.players[suggested]).replace("%2", "Alt+A"))
            raise MahjongError(self.tr("Choose the winner, or a drawn hand"))
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
        if self.is_ponjan():
            self.ponjan.load_record(record)
            return
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

    def draft(self) -> HandDraft | None:
        """The hand as entered so far, readable or not (None: no game open)."""
        if self.game is None:
            return None
        base = blank_draft(self.game)
        if self.is_ponjan():
            return self.ponjan.draft(base)
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
        if self.is_ponjan():
            self.ponjan.load_draft(draft)
            return
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
        if self.is_ponjan():
            self.ponjan.clear()
            return
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

    def set_editing(self, hand_number: int | None) -> None:
        if self._ponjan is not None:
            self._ponjan.set_editing(None if hand_number is None else hand_number - 1)
        if hand_number is None:
            self.record_button.setText(self.tr("&Record hand"))
            self.record_button.setAccessibleName(self.tr("Record hand"))
            self.cancel_button.hide()
            self.banner.hide()
        else:
            self.record_button.setText(self.tr("&Save hand %1").replace("%1", str(hand_number)))
            self.record_button.setAccessibleName(
                self.tr("Save hand %1").replace("%1", str(hand_number)))
            self.cancel_button.show()
            self.banner_label.setText(self.tr(
                "Editing hand %1: change it, then Save, or Cancel to leave it as it was.")
                .replace("%1", str(hand_number)))
            self.banner.show()

    def seat_text(self) -> str:
        s = self.seating
        if s is None:
            return self.tr("The game is over")
        assert self.game is not None
        if self.is_ponjan():
            return self.ponjan.seat_text()
        text = self.tr("%1 round, %2 is East").replace(
            "%1", wind_name(s.prevailing)).replace("%2", short_name(self.game.players[s.dealer]))
        return text
