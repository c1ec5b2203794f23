"""The contract of the window's fronts (app.game_front), widget side: one class of
tests run against the entry of every game kind inside the entry panel: the panel
shows the entry of the open game's kind (and only it), reachable by the kind's name;
Record is found by its accessible name and refuses a blank hand with a message; a
half-entered hand comes back as it was; a recorded hand loads for editing and records
again as it was; the end of the game. The model side is in tests/test_game_fronts.py."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

pytest.importorskip("PySide6.QtWidgets")
pytest.importorskip("pytestqt")

from PySide6.QtWidgets import QPushButton

from app.entry_panel import EntryPanel
from app.game_front import front_for
from scoring.errors import MahjongError
from tests.front_games import KINDS, new_game, sample_game

#: the panels of the running test, held until pytest-qt has closed them. qtbot.addWidget
#: keeps only a weak reference, so a shown top-level panel held by nothing but the
#: test's frame is deleted whenever that frame goes: with ``pytest.raises(...) as``
#: the frame is part of a reference cycle (ExceptionInfo -> traceback -> frame), and a
#: garbage collection while pytest-qt's processEvents() paints the panel deleted the
#: panel in the middle of its own paint (a segfault in TileButton.paintEvent)
_PANELS: list[EntryPanel] = []


@pytest.fixture(autouse=True)
def _keep_panels() -> Iterator[None]:
    """Fixture teardown runs after pytest-qt has closed the test's widgets."""
    yield
    _PANELS.clear()


def panel_for(qtbot: Any, kind: str, hands: bool = False) -> EntryPanel:
    game = sample_game(kind) if hands else new_game(kind)
    panel = EntryPanel()
    qtbot.addWidget(panel)
    _PANELS.append(panel)
    panel.resize(900, 700)
    panel.set_game(game, game.next_seating())
    panel.show()
    return panel


def record_button(panel: EntryPanel, name: str = "Record hand") -> QPushButton:
    (button,) = [b for b in panel.findChildren(QPushButton)
                 if b.accessibleName() == name and b.isVisible()]
    return button


@pytest.mark.parametrize("kind", KINDS)
class TestEntryContract:
    """What every front's entry does inside the entry panel."""

    def test_the_panel_shows_the_entry_of_the_games_kind(self, qtbot: Any,
                                                         kind: str) -> None:
        panel = panel_for(qtbot, kind)
        shown = panel.entry_of(kind)  # each kind's entry by the kind's name
        assert shown is panel.shown
        assert shown.outer().isVisible() and shown.isVisible()
        for other in KINDS:
            if other != kind:
                assert not panel.entry_of(other).outer().isVisible()
        assert panel.seat_text() == shown.seat_text() != "The game is over"

    def test_record_is_found_by_name_and_refuses_a_blank_hand(self, qtbot: Any,
                                                              kind: str) -> None:
        panel = panel_for(qtbot, kind)
        assert record_button(panel).isEnabled()
        with pytest.raises(MahjongError) as refused:
            panel.record()
        assert str(refused.value)

    def test_a_half_entered_hand_comes_back(self, qtbot: Any, kind: str) -> None:
        panel = panel_for(qtbot, kind, hands=True)
        panel.load_record(sample_game(kind).hands[0])
        draft = panel.draft()
        assert draft is not None and draft.game == kind
        panel.clear()
        assert panel.draft() != draft
        panel.load_draft(draft)
        assert panel.draft() == draft

    def test_a_recorded_hand_loads_and_records_as_it_was(self, qtbot: Any,
                                                         kind: str) -> None:
        game = sample_game(kind)
        panel = panel_for(qtbot, kind, hands=True)
        checked = 0
        for number, hand in enumerate(game.hands[:4], start=1):
            try:
                result = game.check(hand, number - 1)
            except MahjongError:  # a sample hand built in code, as no entry would take it
                continue
            checked += 1
            panel.set_seating(result.seating)
            panel.set_editing(number)
            panel.load_record(hand)
            again = panel.record()
            assert (again.winner, again.win_tile) == (hand.winner, hand.win_tile)
            # the tiles of each player who showed them (in the entry's own order)
            assert [sorted((e.tiles or "").split()) for e in again.entries] == \
                [sorted((e.tiles or "").split()) for e in hand.entries]
            assert game.check(again, number - 1).scores == result.scores
            assert record_button(panel, f"Save hand {number}").text() == \
                f"&Save hand {number}"
        panel.set_editing(None)
        assert record_button(panel).text() == "&Record hand"
        assert checked >= 3

    def test_at_the_end_of_the_game_nothing_is_recorded(self, qtbot: Any,
                                                        kind: str) -> None:
        panel = panel_for(qtbot, kind)
        panel.set_seating(None)
        assert panel.seat_text() == "The game is over"
        assert not record_button(panel).isEnabled()

    def test_a_closed_game_disables_the_panel(self, qtbot: Any, kind: str) -> None:
        panel = panel_for(qtbot, kind)
        panel.set_game(None, None)
        assert not panel.isEnabled() and panel.draft() is None
        with pytest.raises(MahjongError, match="Start or open a game first"):
            panel.record()
        assert front_for(kind).make_entry(40).outer() is not None
