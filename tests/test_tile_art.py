"""Tests of the generated tile art in resources/tiles (written by make_tiles.py)."""

from __future__ import annotations

import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest

TILES_DIR = Path(__file__).resolve().parent.parent / "resources" / "tiles"
GENERATOR = TILES_DIR / "make_tiles.py"
SVG_NS = "{http://www.w3.org/2000/svg}"

EXPECTED_CODES = (
    [f"{n}{suit}" for suit in "mps" for n in range(1, 10)]
    + [f"{n}z" for n in range(1, 8)]
    + [f"{n}{suit}" for suit in "fyg" for n in range(1, 5)]
    + [f"{n}a" for n in range(1, 9)]
    + [f"{n}{colour}" for colour, ids in (("r", 2), ("b", 2), ("k", 2), ("w", 4), ("d", 2))
       for n in range(ids)]
    + ["back"]
)
MAX_BYTES = 8 * 1024


def svg_path(code: str) -> Path:
    return TILES_DIR / f"{code}.svg"


@pytest.fixture(scope="module")
def qt_app() -> Iterator[object]:
    """The running Qt application, or a new offscreen one."""
    qt_widgets = pytest.importorskip("PySide6.QtWidgets")
    pytest.importorskip("PySide6.QtSvg")
    app = qt_widgets.QApplication.instance()
    if app is None:
        # A QApplication (a QGuiApplication subclass), so that widget tests running
        # later in the same session can still use it.
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        app = qt_widgets.QApplication([])
    yield app


def test_qtsvg_is_importable() -> None:
    from PySide6.QtSvg import QSvgRenderer

    assert QSvgRenderer is not None


def test_expected_codes_are_distinct() -> None:
    assert len(EXPECTED_CODES) == 67
    assert len(set(EXPECTED_CODES)) == len(EXPECTED_CODES)


@pytest.mark.parametrize("code", EXPECTED_CODES)
def test_every_tile_has_an_svg(code: str) -> None:
    path = svg_path(code)
    assert path.is_file(), f"missing {path.name}; run resources/tiles/make_tiles.py"
    assert 0 < path.stat().st_size < MAX_BYTES


@pytest.mark.parametrize("code", EXPECTED_CODES)
def test_svg_is_well_formed_with_viewbox(code: str) -> None:
    root = ET.parse(svg_path(code)).getroot()
    assert root.tag == f"{SVG_NS}svg"
    view_box = [float(v) for v in root.attrib["viewBox"].split()]
    assert len(view_box) == 4
    width, height = view_box[2], view_box[3]
    assert width > 0 and height > 0
    assert 0.7 <= width / height <= 0.8  # about 3:4
    # Vector only: no embedded or linked bitmaps.
    assert root.find(f".//{SVG_NS}image") is None


@pytest.mark.parametrize("code", EXPECTED_CODES)
def test_svg_uses_only_generic_fonts(code: str) -> None:
    root = ET.parse(svg_path(code)).getroot()
    texts = list(root.iter(f"{SVG_NS}text"))
    assert texts or code == "back", "every face has its index in text; the back none"
    for node in texts:
        assert node.attrib["font-family"] == "DejaVu Sans, Arial, sans-serif"
        assert (node.text or "").isascii()


@pytest.mark.parametrize("code", EXPECTED_CODES)
def test_svg_renders_and_is_not_blank(qt_app: object, code: str) -> None:
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler
    from PySide6.QtGui import QColor, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    warnings: list[str] = []

    def handler(kind: QtMsgType, _context: object, message: str) -> None:
        if kind != QtMsgType.QtDebugMsg:
            warnings.append(message)

    previous = qInstallMessageHandler(handler)
    try:
        renderer = QSvgRenderer(str(svg_path(code)))
        assert renderer.isValid()
        image = QImage(120, 160, QImage.Format.Format_ARGB32)
        image.fill(QColor(0, 0, 0, 0))
        painter = QPainter(image)
        renderer.render(painter)
        painter.end()
    finally:
        qInstallMessageHandler(previous)
    assert not [w for w in warnings if "svg" in w.lower()], warnings

    width, height = image.width(), image.height()
    data = bytes(image.constBits())[: image.sizeInBytes()]
    stride = image.bytesPerLine()

    def pixel(x: int, y: int) -> bytes:  # B, G, R, A
        return data[y * stride + 4 * x : y * stride + 4 * x + 4]

    opaque = sum(1 for y in range(height) for x in range(width) if pixel(x, y)[3] == 255)
    assert opaque > 0.8 * width * height, "the tile body should cover the image"
    # The picture area (inside the rim, right of the corner index) must not be plain
    # ivory: count pixels that differ clearly from the face colour.
    ivory = (0xE6, 0xF6, 0xFB)  # B, G, R of #fbf6e6
    inner = [
        pixel(x, y)
        for y in range(height // 10, height * 9 // 10)
        for x in range(width // 4, width * 9 // 10)
    ]
    ink = sum(1 for p in inner if sum(abs(p[i] - ivory[i]) for i in range(3)) > 90)
    assert ink > 0.05 * len(inner), f"looks blank: only {ink} of {len(inner)} pixels drawn"


def test_generator_is_deterministic(tmp_path: Path) -> None:
    for run in ("first", "second"):
        subprocess.run(
            [sys.executable, str(GENERATOR), "--out", str(tmp_path / run)],
            check=True,
            capture_output=True,
        )
    first = sorted(p.name for p in (tmp_path / "first").iterdir())
    assert first == sorted(f"{code}.svg" for code in EXPECTED_CODES)
    for name in first:
        generated = (tmp_path / "first" / name).read_bytes()
        assert generated == (tmp_path / "second" / name).read_bytes(), name
        # The committed files are exactly what the generator writes.
        assert generated == (TILES_DIR / name).read_bytes(), (
            f"{name} is stale; rerun resources/tiles/make_tiles.py"
        )
