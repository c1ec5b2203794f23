"""Every player's balance, hand after hand, as a line chart (QtCharts).

The x axis is the hand number, starting at 0 with the starting balance; each player has
one line, named in the legend. The lines differ in dash pattern and point marker as
well as colour, so the chart also reads in black and white.
"""

from __future__ import annotations

import html

from PySide6.QtCharts import QChart, QChartView, QLegend, QLineSeries, QValueAxis
from PySide6.QtCore import QCoreApplication, QMargins, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QCursor, QImage, QPainter, QPen
from PySide6.QtWidgets import QToolTip, QVBoxLayout, QWidget

from scoring.games.game import Game

#: Pen patterns, one per player (with colour, so the lines differ in black and white).
PEN_STYLES = (Qt.PenStyle.SolidLine, Qt.PenStyle.DashLine, Qt.PenStyle.DotLine,
              Qt.PenStyle.DashDotLine)
#: Point marker shapes, one per player.
MARKERS = ("circle", "square", "triangle", "diamond")
MARKER_SIZE = 9


def marker_image(shape: str, color: QColor, size: int = MARKER_SIZE) -> QImage:
    """A point marker: a filled ``shape`` in ``color`` with a dark outline."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(QPen(color.darker(160), 1.0))
    painter.setBrush(color)
    box = QRectF(0.5, 0.5, size - 1.0, size - 1.0)
    if shape == "circle":
        painter.drawEllipse(box)
    elif shape == "square":
        painter.drawRect(box.adjusted(0.5, 0.5, -0.5, -0.5))
    else:
        c = box.center()
        if shape == "triangle":
            points = [QPointF(c.x(), box.top()), box.bottomRight(), box.bottomLeft()]
        else:
            points = [QPointF(c.x(), box.top()), QPointF(box.right(), c.y()),
                      QPointF(c.x(), box.bottom()), QPointF(box.left(), c.y())]
        painter.drawPolygon(points)
    painter.end()
    return image

#: ``translate("BalanceChart", text)``: the chart's wording in the user's language
translate = QCoreApplication.translate


def balance_points(game: Game) -> list[list[tuple[int, int]]]:
    """Per player: (hand number, balance after it), from (0, starting balance)."""
    start = game.settings.start_balance
    points = [[(0, start)] for _ in game.players]
    for result in game.replay():
        for i, balance in enumerate(result.balances):
            points[i].append((result.number, balance))
    return points


def nice_step(span: float, most_ticks: int = 12) -> int:
    """The smallest step of 1, 2 or 5 times a power of ten giving at most
    ``most_ticks`` intervals over ``span``."""
    magnitude = 1
    while True:
        for factor in (1, 2, 5):
            if span / (factor * magnitude) <= most_ticks:
                return factor * magnitude
        magnitude *= 10


class BalanceChart(QWidget):
    """A chart of the balances; :meth:`set_game` replaces what it shows."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._names: tuple[str, ...] = ()
        self._chart = QChart()
        self._chart.setTitle(translate("BalanceChart", "Balance after each hand"))
        self._chart.setAnimationOptions(QChart.AnimationOption.NoAnimation)
        self._chart.setMargins(QMargins(4, 4, 4, 4))
        legend = self._chart.legend()
        legend.setVisible(True)
        legend.setAlignment(Qt.AlignmentFlag.AlignBottom)
        legend.setMarkerShape(QLegend.MarkerShape.MarkerShapeFromSeries)

        self._x = QValueAxis()
        self._x.setTitleText(translate("BalanceChart", "Hand"))
        self._x.setLabelFormat("%d")
        self._x.setTickType(QValueAxis.TickType.TicksDynamic)
        self._x.setTickAnchor(0)
        self._x.setTickInterval(1)
        self._y = QValueAxis()
        self._y.setTitleText(translate("BalanceChart", "Balance"))
        self._y.setLabelFormat("%d")
        self._chart.addAxis(self._x, Qt.AlignmentFlag.AlignBottom)
        self._chart.addAxis(self._y, Qt.AlignmentFlag.AlignLeft)

        self._view = QChartView(self._chart)
        self._view.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        self._view.setMinimumSize(320, 220)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self._view)
        self._set_ranges([])

    # -- access, for the main window and the tests ------------------------------------

    def chart(self) -> QChart:
        return self._chart

    def view(self) -> QChartView:
        return self._view

    def series(self) -> list[QLineSeries]:
        return [s for s in self._chart.series() if isinstance(s, QLineSeries)]

    def axes(self) -> tuple[QValueAxis, QValueAxis]:
        """The hand axis (x) and the balance axis (y)."""
        return self._x, self._y

    # -- content ---------------------------------------------------------------------

    def set_game(self, game: Game | None) -> None:
        """Show ``game``'s balances (nothing for None)."""
        self._chart.removeAllSeries()
        if game is None:
            self._names = ()
            self._set_ranges([])
            return
        self._names = game.players
        all_points = balance_points(game)
        for i, (name, points) in enumerate(zip(game.players, all_points, strict=True)):
            series = QLineSeries()
            # The legend shows the name as rich text: escape it so it reads as typed.
            series.setName(html.escape(name))
            series.append([QPointF(x, y) for x, y in points])
            self._chart.addSeries(series)  # the theme gives it its colour
            series.attachAxis(self._x)
            series.attachAxis(self._y)
            pen = QPen(series.pen())
            pen.setWidthF(2.0)
            pen.setStyle(PEN_STYLES[i % len(PEN_STYLES)])
            series.setPen(pen)
            series.setMarkerSize(MARKER_SIZE)
            series.setLightMarker(marker_image(MARKERS[i % len(MARKERS)], pen.color()))
            series.hovered.connect(lambda point, state, n=i: self._hovered(n, point, state))
        self._set_ranges(all_points)

    def player_name(self, series_index: int) -> str:
        return self._names[series_index]

    def _set_ranges(self, all_points: list[list[tuple[int, int]]]) -> None:
        hands = max((len(p) - 1 for p in all_points), default=0)
        # room after the last hand, so that its point and marker are not cut off
        self._x.setRange(0, max(hands, 1) + 0.5)
        self._x.setTickInterval(nice_step(max(hands, 1)))
        values = [y for points in all_points for _, y in points] or [0]
        low, high = min(values), max(values)
        if low == high:
            pad = max(10, abs(low) // 10)
        else:
            pad = max(1, (high - low) // 20)
        self._y.setRange(low - pad, high + pad)
        self._y.applyNiceNumbers()

    def _hovered(self, index: int, point: QPointF, state: bool) -> None:
        if not state or index >= len(self._names):
            QToolTip.hideText()
            return
        text = translate("BalanceChart", "%1, hand %2: balance %3")
        text = text.replace("%1", self._names[index]).replace(
            "%2", str(round(point.x()))).replace("%3", str(round(point.y())))
        QToolTip.showText(QCursor.pos(), text, self._view)
