"""A player's row frame in the hand entry (app/row_frame.py): the active row edged in
blue on its light ground, an idle row not drawn, the edge's room the same either way."""

from __future__ import annotations

from typing import Any

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QVBoxLayout, QWidget

from app.row_frame import ACTIVE_EDGE, ACTIVE_GROUND, EDGE, RowFrame

PAPER = QColor("#ff00ff")  # the parent's ground, which an idle row shows


def painted(qtbot: Any, active: bool) -> tuple[RowFrame, QImage]:
    parent = QWidget()
    qtbot.addWidget(parent)
    palette = parent.palette()
    palette.setColor(QPalette.ColorRole.Window, PAPER)  # what the grab lays under it
    parent.setPalette(palette)
    frame = RowFrame(parent)
    frame.setGeometry(0, 0, 40, 20)
    frame.set_active(active)
    parent.resize(40, 20)
    return frame, frame.grab().toImage()


def test_the_active_row_is_edged_on_its_ground(qtbot: Any) -> None:
    frame, image = painted(qtbot, True)
    assert frame.is_active()
    edge = [(0, 0), (39, 0), (0, 19), (39, 19), (1, 10), (38, 10), (20, 1), (20, 18)]
    for x, y in edge:
        assert image.pixelColor(x, y) == ACTIVE_EDGE, (x, y)
    for x, y in ((EDGE, EDGE), (20, 10), (39 - EDGE, 19 - EDGE)):
        assert image.pixelColor(x, y) == ACTIVE_GROUND, (x, y)


def test_an_idle_row_draws_nothing(qtbot: Any) -> None:
    frame, image = painted(qtbot, False)
    assert not frame.is_active()
    for x, y in ((0, 0), (1, 10), (20, 10), (39, 19)):
        assert image.pixelColor(x, y) == PAPER, (x, y)


def test_the_edge_keeps_its_room_active_or_not(qtbot: Any) -> None:
    frame = RowFrame()
    qtbot.addWidget(frame)
    inside = QWidget()
    QVBoxLayout(frame).addWidget(inside)
    frame.layout().setContentsMargins(0, 0, 0, 0)  # type: ignore[union-attr]
    frame.resize(100, 50)
    frame.show()
    qtbot.waitExposed(frame)
    for active in (False, True, False):
        frame.set_active(active)
        assert frame.frameWidth() == EDGE
        assert inside.geometry() == frame.rect().adjusted(EDGE, EDGE, -EDGE, -EDGE)
