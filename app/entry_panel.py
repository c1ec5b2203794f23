"""Entering one hand: the widget of the open game's kind (its front's entry: the
classical one in :mod:`app.classical_entry`, Ponjan's in :mod:`app.ponjan_entry`),
with what every kind shares around it: the seats, the status line, the Record button
and the banner shown while a past hand is edited.

The panel scores nothing itself; recording goes through the window's undo stack.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.display import plain
from app.game_front import EntryWidget, default_front, front_for, front_of
from scoring.errors import MahjongError
from scoring.games.draft import HandDraft, blank_draft
from scoring.games.game import Game, HandRecord
from scoring.games.rotation import Seating
from scoring.hands.situation import Situation
from scoring.rules.ruleset import RuleSet

#: The picker's tile height at 1366x768 and the bounds it scales within.
TILE_HEIGHT, MIN_TILE_HEIGHT, MAX_TILE_HEIGHT = 40, 30, 64
_BANNER_STYLE = ("#editBanner { background: #fff2b3; border: 2px solid #e0a800; "
                 "border-radius: 4px; }")


def tile_height_for(width: int, height: int) -> int:
    """The picker's tile height for an entry panel of ``width`` x ``height``: 40 at
    1366x768, larger on larger screens, never below 30."""
    by_height = height * TILE_HEIGHT // 640
    by_width = int((width * 0.44 / 9 - 4) / 0.75)
    return max(MIN_TILE_HEIGHT, min(MAX_TILE_HEIGHT, by_height, by_width))


class EntryPanel(QWidget):
    """Signals ``recordRequested`` when the player asks to record (or save) the hand.
    The entry of the open game's kind is :attr:`shown`."""

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
        self._tile_height = TILE_HEIGHT
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
        buttons = QHBoxLayout()
        buttons.addWidget(self.seat_label)
        buttons.addWidget(self.status, 1)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.record_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 2, 4, 2)
        layout.setSpacing(3)
        layout.addWidget(self.banner)
        self._layout = layout
        layout.addLayout(buttons)
        #: each kind's entry made so far, by the kind's name; the one of the open game
        #: is shown. A kind's entry is made when a game of the kind is first shown (a
        #: classical evening never builds Ponjan's), with the settings given so far
        self._entries: dict[str, EntryWidget] = {}
        self._honours: str | None = None
        self._sources_shown: bool | None = None
        self._editing: int | None = None
        self._entry = self._entry_of(default_front().name)
        self._entry.set_shown(True)

        self.handChanged.connect(self.draftChanged)
        QShortcut(QKeySequence("Ctrl+Return"), self, self.recordRequested.emit)

    def _entry_of(self, name: str) -> EntryWidget:
        """The entry of the kind ``name``, made the first time it is asked for."""
        entry = self._entries.get(name)
        if entry is not None:
            return entry
        entry = front_for(name).make_entry(self._tile_height)
        changed, edited, started = entry.signals()
        started.connect(self._clear_status)
        changed.connect(self.handChanged)
        edited.connect(self.draftChanged)
        self._layout.insertWidget(self._layout.count() - 1, entry.outer(), 1)
        entry.set_shown(False)
        if self._honours is not None:
            entry.set_honours(self._honours)
        if self._sources_shown is not None:
            entry.set_sources_shown(self._sources_shown)
        if self._editing is not None:
            entry.set_editing(self._editing)
        self._entries[name] = entry
        return entry

    @property
    def shown(self) -> EntryWidget:
        """The entry shown: the one of the open game's kind (the classical entry when
        no game is open)."""
        return self._entry

    def entry_of(self, name: str) -> EntryWidget:
        """The entry of the kind ``name`` (``"ponjan"``), made the first time it is
        asked for; shown or not."""
        return self._entry_of(name)

    # --- the game -----------------------------------------------------------------

    def set_game(self, game: Game | None, seating: Seating | None) -> None:
        self.game = game
        if game is None:
            self._entry.set_game(None, None)
            self.setEnabled(False)
            self.seat_label.clear()
            return
        self.setEnabled(True)
        self._entry = self._entry_of(front_of(game).name)
        for entry in self._entries.values():
            entry.set_shown(entry is self._entry)
        self._entry.set_game(game, seating)
        self._show_seats(seating)

    def set_seating(self, seating: Seating | None) -> None:
        """The seats of the hand being entered (None: the game is over)."""
        assert self.game is not None
        self._entry.set_seating(seating)
        self._show_seats(seating)

    def _show_seats(self, seating: Seating | None) -> None:
        self.seating = seating
        self.record_button.setEnabled(seating is not None)
        self.seat_label.setText(self.seat_text())

    def set_balances(self, balances: list[int]) -> None:
        """Each player's balance before the hand being entered."""
        self._entry.set_balances(balances)

    def _clear_status(self) -> None:
        """A status message goes when the next action starts."""
        if self.status.text():
            self.status.clear()

    # --- the size of the tiles ----------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.set_tile_height(tile_height_for(event.size().width(), event.size().height()))

    def set_tile_height(self, height: int) -> None:
        """Tiles ``height`` pixels high in the picker (4/5 of that in the hands)."""
        if height == self._tile_height:
            return
        self._tile_height = height
        for entry in self._entries.values():
            entry.set_tile_height(height)

    def tile_height(self) -> int:
        return self._tile_height

    # --- what the window shows elsewhere ------------------------------------------

    def refresh(self) -> None:
        """Show everything again (after a display setting changed)."""
        self._entry.refresh()

    def set_honours(self, honours: str) -> None:
        """Honours as ``letters`` or ``digits`` in every entry."""
        self._honours = honours
        for entry in self._entries.values():
            entry.set_honours(honours)

    def set_sources_shown(self, shown: bool) -> None:
        """The breakdown's source column shown or not, in every entry."""
        self._sources_shown = shown
        for entry in self._entries.values():
            entry.set_sources_shown(shown)

    def comparison(self) -> tuple[tuple[str, Situation] | None, RuleSet | None, str]:
        """What View > Compare rule sets gets (see ``EntryWidget.comparison``)."""
        return self._entry.comparison()

    # --- the record -----------------------------------------------------------------

    def record(self) -> HandRecord:
        """The hand as entered. Raises MahjongError naming what is missing."""
        if self.game is None:
            raise MahjongError(self.tr("Start or open a game first"))
        return self._entry.record()

    def load_record(self, record: HandRecord) -> None:
        """Show a recorded hand for editing."""
        self._entry.load_record(record)

    def draft(self) -> HandDraft | None:
        """The hand as entered so far, readable or not (None: no game open)."""
        if self.game is None:
            return None
        return self._entry.draft(blank_draft(self.game))

    def load_draft(self, draft: HandDraft) -> None:
        """Show a hand entered before (see :meth:`draft`) to go on with it."""
        self._entry.load_draft(draft)

    def clear(self) -> None:
        """A fresh hand."""
        self._entry.clear()

    def set_editing(self, hand_number: int | None) -> None:
        self._editing = None if hand_number is None else hand_number - 1
        for entry in self._entries.values():
            entry.set_editing(self._editing)
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
        return self._entry.seat_text()
