"""A table view and a scroll area that tell of their viewport's size without being
asked for the viewport.

The first plain ``QWidget`` that Qt hands to Python without a Python object of its own
(a scroll area's viewport, from ``viewport()`` or in an event filter watching it) makes
PySide6 look through every QtWidgets class that could be its type, making each
(with its enums) as it goes: about 14 ms of the window's start, for classes the window
never uses. The window's views need only the viewport's size, and when it changes:
these classes follow it in their ``viewportEvent`` (Qt's own hook for the viewport's
events) and keep it in :attr:`viewport_size`. Until the viewport's first resize event
(sent as the view is first shown, or when its size changes), the size is 0 x 0.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QSize
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QScrollArea, QTableView, QWidget

#: called with the viewport's resize event, before the view's own handling of it
ResizeHandler = Callable[[QResizeEvent], None]


class SizedTableView(QTableView):
    """A table view keeping its viewport's size (:attr:`viewport_size`); each resize of
    the viewport calls :attr:`on_viewport_resize` too."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.viewport_size = QSize(0, 0)
        self.on_viewport_resize: ResizeHandler | None = None

    def viewportEvent(self, event: QEvent) -> bool:
        _follow(self, event)
        return super().viewportEvent(event)


class SizedScrollArea(QScrollArea):
    """A scroll area keeping its viewport's size (:attr:`viewport_size`); each resize
    of the viewport calls :attr:`on_viewport_resize` too."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.viewport_size = QSize(0, 0)
        self.on_viewport_resize: ResizeHandler | None = None

    def viewportEvent(self, event: QEvent) -> bool:
        _follow(self, event)
        return super().viewportEvent(event)


def _follow(view: SizedTableView | SizedScrollArea, event: QEvent) -> None:
    """Keep the viewport's size of ``view`` from a resize ``event`` of its viewport,
    and call its :attr:`on_viewport_resize`."""
    if event.type() == QEvent.Type.Resize and isinstance(event, QResizeEvent):
        view.viewport_size = QSize(event.size())
        if view.on_viewport_resize is not None:
            view.on_viewport_resize(event)
