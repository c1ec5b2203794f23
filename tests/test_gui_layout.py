"""The window on laptop screens: the minimum size, tiles that scale with the window,
the whole score sheet beside the entry panel at 1366x768 (widget tests, no flow)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from app.entry_panel import tile_height_for
from app.main_window import MainWindow


def test_the_minimum_size_fits_a_small_laptop(window: MainWindow) -> None:
    size = window.minimumSizeHint().expandedTo(window.minimumSize())
    assert size.width() <= 1200 and size.height() <= 650
    window.resize(1200, 650)
    QApplication.processEvents()
    record = window.entry.record_button
    assert record.isVisible()
    bottom_right = record.mapTo(window, record.rect().bottomRight())
    assert bottom_right.x() <= window.width() and bottom_right.y() <= window.height()


@pytest.mark.parametrize(("width", "height", "low", "high"), [
    (1280, 720, 30, 40), (1366, 768, 40, 44), (1920, 1080, 50, 64)])
def test_tiles_scale_with_the_window(window: MainWindow, width: int, height: int,
                                     low: int, high: int) -> None:
    window.resize(width, height)
    QApplication.processEvents()
    tile = window.entry.tile_height()
    assert low <= tile <= high
    assert window.entry.shown.picker.button("5p").height() >= tile
    assert window.entry.shown.editors[0].strip.tile_height() < tile


def test_tile_height_formula() -> None:
    assert tile_height_for(760, 640) == 40
    assert tile_height_for(300, 300) == 30
    assert tile_height_for(2000, 2000) == 64


def test_the_whole_sheet_shows_beside_the_entry_at_1366(window: MainWindow) -> None:
    from app.commands import RecordHand
    from scoring.games.game import Entry, HandRecord
    # limit hands (500) over several hands: four- and five-character amounts
    for winner, scores in ((0, (500, 8, 16, 4)), (1, (2, 500, 30, 10)), (None, (4, 8, 0, 2)),
                           (3, (8, 12, 4, 500)), (0, (500, 48, 6, 0)), (0, (500, 4, 4, 8))):
        record = HandRecord(tuple(Entry(score=s) for s in scores), winner)
        window.undo_stack.push(RecordHand(window.session, record))
    QApplication.processEvents()
    assert window.entry.isVisible()
    view = window.sheet_view
    last = window.sheet_model.columnCount() - 1
    assert view.columnViewportPosition(last) + view.columnWidth(last) <= \
        view.viewport().width()
    assert not view.horizontalScrollBar().isVisible()
    assert min(window.sheet_model.balances()) <= -1000


@pytest.mark.parametrize(("width", "height"), [(1280, 720), (1366, 768)])
@pytest.mark.parametrize("hand", ["123m 456p (777s) RdRdRd 55p 1f",
                                  "123m 456p (777s) [RdRdRdRd] 55p 123f 4y"])
def test_a_long_hand_is_shown_whole(window: MainWindow, qtbot: Any, width: int,
                                    height: int, hand: str) -> None:
    """A hand that fills the row: its field beside the strip (the strip's tiles a
    little lower) or under it, never cut; every part of the strip inside the row."""
    window.resize(width, height)
    editor = window.entry.shown.editors[0]
    editor.set_hand(hand)
    line = editor.line
    assert line.text() == hand

    def whole() -> bool:
        shown = line.contentsRect().width() - 2 * line.style().pixelMetric(
            line.style().PixelMetric.PM_DefaultFrameWidth)
        right = editor.contentsRect().right()
        return (line.fontMetrics().horizontalAdvance(hand) <= shown
                and all(part.mapTo(editor, part.rect().topRight()).x() <= right
                        for part in editor.strip.buttons())
                and line.mapTo(editor, line.rect().topRight()).x() <= right)

    # the layout settles over a few passes of the event loop (slower on a busy machine)
    qtbot.waitUntil(whole, timeout=5000)


def test_the_active_row_scrolls_into_view(window: MainWindow) -> None:
    """A long hand's field on a row of its own can push the last row below the
    panel at 1280x720: Ctrl+4 brings that row into view."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    window.resize(1280, 720)
    entry = window.entry.shown
    entry.editors[0].set_hand("123m 456p (777s) [RdRdRdRd] 55p 123f 4y")
    QApplication.processEvents()
    QTest.keyClick(window, Qt.Key.Key_4, Qt.KeyboardModifier.ControlModifier)
    QApplication.processEvents()
    assert entry.active == 3
    frame = entry.editor_frames[3]
    viewport = entry.scroll_area.viewport()
    top = frame.mapTo(viewport, frame.rect().topLeft()).y()
    bottom = frame.mapTo(viewport, frame.rect().bottomLeft()).y()
    assert top >= 0 and bottom <= viewport.height()
