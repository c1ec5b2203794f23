"""Entering one hand: the tile picker, one editor per player, the situation, and the
live breakdown of every player as the tiles go in.

The panel scores nothing itself beyond calling the engine for the seats of the hand
being entered; recording goes through the window's undo stack.
"""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.breakdown_view import BreakdownView
from app.hand_editor import HandEditor
from app.rule_texts import message_text, tile_name, wind_name
from app.situation_panel import DRAW, SituationPanel
from app.tile_picker import TilePicker
from scoring.breakdown import Breakdown
from scoring.engine import score_hand
from scoring.errors import MahjongError
from scoring.game import Entry, Game, HandRecord
from scoring.notation import parse_hand
from scoring.rotation import Seating
from scoring.situation import Situation
from scoring.tiles import tile


class EntryPanel(QWidget):
    """Signals ``recordRequested`` when the player asks to record (or save) the hand."""

    recordRequested = Signal()
    cancelRequested = Signal()
    #: the selected player's hand or its situation changed (see :meth:`selected_hand`)
    handChanged = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game: Game | None = None
        self.seating: Seating | None = None
        self.active = 0
        self.results: list[Breakdown | None] = []
        self._errors: dict[int, str] = {}
        self.picker = TilePicker(tile_height=32)
        self.picker.tileClicked.connect(self._tile_clicked)
        self.situation = SituationPanel()
        self.situation.changed.connect(self._update)
        self.breakdown = BreakdownView()
        self.editors: list[HandEditor] = []
        self.score_labels: list[QLabel] = []
        self.editor_frames: list[QFrame] = []
        self.editor_grid = QGridLayout()
        self.editor_grid.setSpacing(2)
        self.record_button = QPushButton(self.tr("&Record hand"))
        self.record_button.setToolTip(self.tr("Record this hand on the score sheet "
                                              "(Ctrl+Return)"))
        self.record_button.clicked.connect(self.recordRequested)
        self.cancel_button = QPushButton(self.tr("Cancel edit"))
        self.cancel_button.clicked.connect(self.cancelRequested)
        self.cancel_button.hide()
        self.status = QLabel()
        self.status.setWordWrap(True)

        top = QHBoxLayout()
        top.addWidget(self.picker, 0, Qt.AlignmentFlag.AlignTop)
        top.addWidget(self.breakdown, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.status, 1)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.record_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(top)
        layout.addLayout(self.editor_grid)
        layout.addWidget(self.situation)
        layout.addLayout(buttons)

        QShortcut(QKeySequence("Ctrl+Return"), self, self.recordRequested.emit)
        for i in range(4):
            QShortcut(QKeySequence(f"Ctrl+{i + 1}"), self,
                      lambda i=i: self._activate(i, focus=True))

    # --- the game -----------------------------------------------------------------

    def set_game(self, game: Game | None, seating: Seating | None) -> None:
        self.game = game
        for frame in self.editor_frames:
            frame.deleteLater()
        self.editors, self.score_labels, self.editor_frames = [], [], []
        if game is None:
            self.setEnabled(False)
            return
        self.setEnabled(True)
        tile_set = game.ruleset.tile_set
        self.picker.set_tile_set(tile_set)
        for i, _name in enumerate(game.players):
            editor = HandEditor(tile_set)
            editor.changed.connect(lambda i=i: self._editor_changed(i))
            editor.installEventFilter(self)
            label = QLabel()
            label.setMinimumWidth(90)
            label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            font = label.font()
            font.setPointSizeF(font.pointSizeF() * 1.3)
            font.setBold(True)
            label.setFont(font)
            frame = QFrame()
            frame.setObjectName("editorFrame")
            frame.setFrameShape(QFrame.Shape.StyledPanel)
            row = QHBoxLayout(frame)
            row.setContentsMargins(2, 0, 2, 0)
            row.addWidget(editor, 1)
            row.addWidget(label)
            self.editor_grid.addWidget(frame, i, 0)
            self.editors.append(editor)
            self.score_labels.append(label)
            self.editor_frames.append(frame)
        self.situation.set_game(game.players, game.ruleset)
        self.set_seating(seating)
        self._activate(0)

    def set_seating(self, seating: Seating | None) -> None:
        """The seats of the hand being entered (None: the game is over)."""
        self.seating = seating
        assert self.game is not None
        for i, editor in enumerate(self.editors):
            seat = seating.seats[i] if seating else ""
            editor.set_player(self.game.players[i], seat,
                              seating is not None and seating.dealer == i)
        self.record_button.setEnabled(seating is not None)
        self._update()

    def eventFilter(self, watched: object, event: object) -> bool:
        if isinstance(event, QEvent) and event.type() == QEvent.Type.FocusIn:
            for i, editor in enumerate(self.editors):
                if watched is editor:
                    self._activate(i)
        return False

    # --- entering tiles -----------------------------------------------------------

    def _activate(self, i: int, focus: bool = False) -> None:
        if not 0 <= i < len(self.editors):
            return
        self.active = i
        for j, frame in enumerate(self.editor_frames):
            frame.setStyleSheet("#editorFrame { border: 2px solid #1f5fbf; }" if j == i
                                else "#editorFrame { border: 2px solid transparent; }")
        if focus:
            self.editors[i].setFocus()
        self._show_breakdown()

    def _tile_clicked(self, code: str) -> None:
        if self.editors:
            self.editors[self.active].add_tile(code)

    def _editor_changed(self, i: int) -> None:
        if i != self.active and self.editors[i].hasFocus():
            self._activate(i)
        self._update()

    def _used(self) -> list[Counter[str]]:
        return [e.used_counts() for e in self.editors]

    # --- live scoring -------------------------------------------------------------

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
        self.results = []
        for i in range(len(self.editors)):
            self.results.append(self._score(i))
        self._show_breakdown()

    def _update_win_tiles(self) -> None:
        winner = self.situation.winner()
        if winner is None or winner == DRAW or winner >= len(self.editors):
            self.situation.set_win_tiles([], [])
            return
        editor = self.editors[winner]
        codes = [] if not editor.is_valid() or editor.typed_score() is not None else \
            sorted({t.code for t in editor.hand().concealed}, key=lambda c: tile(c).sort_key)
        self.situation.set_win_tiles(codes, [tile_name(c) for c in codes])

    def _score(self, i: int) -> Breakdown | None:
        label = self.score_labels[i]
        editor = self.editors[i]
        typed = editor.typed_score()
        label.setToolTip("")
        if typed is not None:
            label.setText(str(typed))
            return None
        if not editor.is_valid():
            label.setText("?")
            return None
        winner = self.situation.winner()
        seating = self.seating
        if seating is None or self.game is None:
            label.clear()
            return None
        is_winner = winner == i
        situation = self._situation_of(i, seating)
        try:
            result = score_hand(parse_hand(editor.notation()), situation, self.game.ruleset)
        except MahjongError as exc:
            label.setText("?")
            label.setToolTip(message_text(exc))
            self._errors[i] = message_text(exc)
            return None
        self._errors.pop(i, None)
        label.setText(f"{result.score}{' ★' if is_winner else ''}")
        if is_winner:
            self.situation.show_waits([t.code for t in result.waits])
        return result

    def _situation_of(self, i: int, seating: Seating) -> Situation:
        is_winner = self.situation.winner() == i
        win = self.situation.win_tile()
        return Situation(
            seat=seating.seats[i], round=seating.prevailing, winner=is_winner,
            win_tile=tile(win) if is_winner and win else None,
            source=self.situation.source() if is_winner else "discard",  # type: ignore[arg-type]
            flags=self.situation.flags() if is_winner else frozenset(),
            east_wins_before=seating.dealer_streak if is_winner else 0)

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
        name = self.game.players[i] if self.game else ""
        if editor.typed_score() is not None:
            self.breakdown.show_error(self.tr("%1: score typed by hand")
                                      .replace("%1", name))
        elif not editor.is_valid():
            self.breakdown.show_error(f"{name}: {editor.error()}")
        elif i in self._errors:
            self.breakdown.show_error(f"{name}: {self._errors[i]}")
        elif self.results[i] is not None:
            self.breakdown.show_result(self.results[i])  # type: ignore[arg-type]
        else:
            self.breakdown.clear()
        winner = self.situation.winner()
        if winner is None or winner == DRAW:
            self.situation.show_waits(None)

    # --- the record -----------------------------------------------------------------

    def record(self) -> HandRecord:
        """The hand as entered. Raises MahjongError naming what is missing."""
        if self.game is None:
            raise MahjongError(self.tr("Start or open a game first"))
        winner = self.situation.winner()
        if winner is None:
            raise MahjongError(self.tr("Choose the winner, or a drawn hand"))
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
                          self.situation.flags())

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
        self._update()

    def clear(self) -> None:
        for editor in self.editors:
            editor.clear()
        self.situation.reset()
        self._errors.clear()
        self._update()
        self._activate(0)

    def set_editing(self, hand_number: int | None) -> None:
        if hand_number is None:
            self.record_button.setText(self.tr("&Record hand"))
            self.cancel_button.hide()
        else:
            self.record_button.setText(self.tr("&Save hand %1").replace("%1", str(hand_number)))
            self.cancel_button.show()

    def seat_text(self) -> str:
        s = self.seating
        if s is None:
            return self.tr("The game is over")
        assert self.game is not None
        return self.tr("%1 round, %2 is East").replace(
            "%1", wind_name(s.prevailing)).replace("%2", self.game.players[s.dealer])
