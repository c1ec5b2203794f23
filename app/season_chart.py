"""The season chart: each player's balance summed over the evenings (QtCharts).

The x axis is the evenings (their dates), each player one line named in the legend,
told apart by dash pattern and marker as well as colour (readable in black and white,
as the game's balance chart).
"""

from __future__ import annotations

import html

from PySide6.QtCharts import QBarCategoryAxis, QChart, QChartView, QLegend, QLineSeries, QValueAxis
from PySide6.QtCore import QCoreApplication, QMargins, QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPen
from PySide6.QtWidgets import QVBoxLayout, QWidget

from app.chart_view import MARKER_SIZE, MARKERS, PEN_STYLES, marker_image
from scoring.records.season import Season

translate = QCoreApplication.translate


class SeasonChart(QWidget):
    """A line per player over the evenings; :meth:`set_season` replaces it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._chart = QChart()
        self._chart.setTitle(translate("SeasonChart", "Balance summed over the evenings"))
        self._chart.setAnimationOptions(QChart.AnimationOption.NoAnimation)
        self._chart.setMargins(QMargins(4, 4, 4, 4))
        legend = self._chart.legend()
        legend.setAlignment(Qt.AlignmentFlag.AlignBottom)
        legend.setMarkerShape(QLegend.MarkerShape.MarkerShapeFromSeries)
        self._x = QBarCategoryAxis()
        self._x.setTitleText(translate("SeasonChart", "Evening"))
        self._y = QValueAxis()
        self._y.setTitleText(translate("SeasonChart", "Balance"))
        self._y.setLabelFormat("%d")
        self._chart.addAxis(self._x, Qt.AlignmentFlag.AlignBottom)
        self._chart.addAxis(self._y, Qt.AlignmentFlag.AlignLeft)
        self._view = QChartView(self._chart)
        self._view.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        self._view.setMinimumSize(320, 220)
        self._view.setAccessibleName(translate("SeasonChart", "Season chart"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self._view)

    def chart(self) -> QChart:
        return self._chart

    def series(self) -> list[QLineSeries]:
        return [s for s in self._chart.series() if isinstance(s, QLineSeries)]

    def set_season(self, season: Season | None) -> None:
        self._chart.removeAllSeries()
        self._x.clear()
        if season is None or not season.games:
            self._y.setRange(-10, 10)
            return
        days, lines = season.evenings()
        self._x.append(days)
        values = [0]
        for i, (name, points) in enumerate(lines.items()):
            series = QLineSeries()
            series.setName(html.escape(name))
            series.append([QPointF(k, y) for k, y in enumerate(points)])
            values += points
            self._chart.addSeries(series)
            series.attachAxis(self._x)
            series.attachAxis(self._y)
            pen = QPen(series.pen())
            pen.setWidthF(2.0)
            pen.setStyle(PEN_STYLES[i % len(PEN_STYLES)])
            series.setPen(pen)
            series.setMarkerSize(MARKER_SIZE)
            series.setLightMarker(marker_image(MARKERS[i % len(MARKERS)], pen.color()))
        low, high = min(values), max(values)
        pad = max(10, (high - low) // 20)
        self._y.setRange(low - pad, high + pad)
        self._y.applyNiceNumbers()

    def image(self, width: int, height: int) -> QImage:
        """The chart drawn on a white picture of the given size (for the PDF)."""
        image = QImage(width, height, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.white)
        scene = self._chart.scene()
        self._chart.setGeometry(QRectF(0, 0, width, height))
        scene.setSceneRect(QRectF(0, 0, width, height))
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        scene.render(painter, QRectF(0, 0, width, height), QRectF(0, 0, width, height))
        painter.end()
        return image
