"""The Ponjan entry as the entry panel takes it (``app.game_front.EntryWidget``): the
entry of :mod:`app.ponjan_entry` in a scroll area of its own. Made by
:meth:`app.ponjan_front.PonjanFront.make_entry` when a Ponjan game is first shown."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget

from app.ponjan_entry import PonjanEntry

if TYPE_CHECKING:
    from scoring.games.game import Game
    from scoring.games.rotation import Seating
    from scoring.hands.situation import Situation
    from scoring.rules.ruleset import RuleSet


class PonjanEntryWidget(PonjanEntry):
    """The Ponjan entry as the entry panel takes it (``app.game_front.EntryWidget``):
    in a scroll area of its own, saying when the player starts something."""

    #: something entered changed that may not change the hand (an add mode)
    edited = Signal()
    #: the player did something: the last status message goes
    started = Signal()

    def __init__(self, tile_height: int) -> None:
        super().__init__(tile_height)
        self.changed.connect(self.started)
        for button in (*self.hand.mode_buttons.values(), self.hand.stolen_button):
            button.toggled.connect(lambda _on: self.edited.emit())
        self.hide()
        self.scroll_box = QScrollArea()
        self.scroll_box.setWidget(self)
        self.scroll_box.setWidgetResizable(True)
        self.scroll_box.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_box.hide()

    def signals(self) -> tuple[Any, Any, Any]:
        return self.changed, self.edited, self.started

    def outer(self) -> QWidget:
        return self.scroll_box

    def set_shown(self, shown: bool) -> None:
        self.scroll_box.setVisible(shown)
        self.setVisible(shown)

    def set_game(self, game: Game | None, seating: Seating | None) -> None:
        """A closed game leaves the rows as they were."""
        if game is not None:
            super().set_game(game, seating)
            self.set_seating(seating)

    def refresh(self) -> None:
        self.set_seating(self.seating)

    def set_honours(self, honours: str) -> None:
        """Ponjan's tiles have no honours."""

    def set_sources_shown(self, shown: bool) -> None:
        """Ponjan's breakdown has no source column."""

    def comparison(self) -> tuple[tuple[str, Situation] | None, RuleSet | None, str]:
        """Rule sets are compared for classical hands only."""
        return None, None, ""
