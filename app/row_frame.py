"""The frame of a player's row in the hand entry: while it is the row being entered, a
blue edge two pixels wide around it and a light blue ground under it (which shows
through where its widgets draw no ground of their own); otherwise nothing is drawn
and the edge is room only. The row's widgets keep the window's colours.

The frame paints these itself: a style sheet on the frame would make every widget of
the row be measured and painted through Qt's style sheet style, which matches the
sheet's rules at each (some 10 ms of the window's start for the four rows).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QFrame, QWidget

#: the edge's width in pixels (the frame's line: ``frameWidth()``)
EDGE = 2
ACTIVE_EDGE = QColor("#1f5fbf")
ACTIVE_GROUND = QColor("#e8f0fb")


class RowFrame(QFrame):
    """A row's frame, active (edged, on its ground) or not (see the module)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # a box's line: the edge's room inside the frame (contentsRect, frameWidth)
        self.setFrameShape(QFrame.Shape.Box)
        self.setLineWidth(EDGE)
        self._active = False

    def is_active(self) -> bool:
        return self._active

    def set_active(self, active: bool) -> None:
        if active == self._active:
            return
        self._active = active
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # not the box: the edge
        if not self._active:
            return
        painter = QPainter(self)
        width, height = self.width(), self.height()
        painter.setPen(Qt.PenStyle.NoPen)
        # (drawRect, not fillRect: choosing among fillRect's overloads makes PySide6
        # make QGradient's presets, 1.5 ms)
        painter.setBrush(ACTIVE_GROUND)
        painter.drawRect(self.rect())
        # each side a rectangle, antialiased (sharp at any scale that puts the edge on
        # whole pixels, blended where it falls between: at 150 %), as Qt draws a style
        # sheet's solid border of one colour, in its order
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(ACTIVE_EDGE)
        for x, y, w, h in ((0, height - EDGE, width, EDGE), (width - EDGE, 0, EDGE, height),
                           (0, 0, EDGE, height), (0, 0, width, EDGE)):
            painter.drawRect(QRectF(x, y, w, h))
        painter.end()
