"""app/viewport_size.py: the views keep their viewport's size as Qt gives it, and call
their handler at each resize of the viewport."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QResizeEvent, QStandardItemModel

from app.viewport_size import SizedScrollArea, SizedTableView


def test_a_table_keeps_its_viewports_size(qtbot: Any) -> None:
    view = SizedTableView()
    qtbot.addWidget(view)
    model = QStandardItemModel(40, 6)
    view.setModel(model)
    sizes: list[tuple[int, int]] = []

    def resized(event: QResizeEvent) -> None:
        sizes.append(event.size().toTuple())

    view.on_viewport_resize = resized
    assert view.viewport_size.toTuple() == (0, 0)  # not shown yet: no resize yet
    view.resize(400, 300)
    view.show()
    qtbot.waitExposed(view)
    assert view.viewport_size == view.viewport().size()
    assert sizes and sizes[-1] == view.viewport().size().toTuple()
    view.resize(520, 260)
    qtbot.wait(10)
    assert view.viewport_size == view.viewport().size()
    assert sizes[-1] == view.viewport().size().toTuple()
    # the scroll bar leaving makes the viewport wider with the view's size unchanged
    model.removeRows(2, 38)
    qtbot.wait(10)
    assert view.viewport_size == view.viewport().size()


def test_a_scroll_area_keeps_its_viewports_size(qtbot: Any) -> None:
    area = SizedScrollArea()
    qtbot.addWidget(area)
    calls: list[tuple[int, int]] = []
    area.on_viewport_resize = lambda event: calls.append(event.size().toTuple())
    area.resize(300, 200)
    area.show()
    qtbot.waitExposed(area)
    assert area.viewport_size == area.viewport().size()
    area.resize(350, 260)
    qtbot.wait(10)
    assert area.viewport_size == area.viewport().size()
    assert calls[-1] == area.viewport().size().toTuple()
