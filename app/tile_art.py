"""Tile pictures: the SVGs in ``resources/tiles`` rendered with QSvgRenderer.

Pixmaps are rendered at the device pixel ratio of the screen they are shown on, so
tiles stay sharp on high-DPI screens, and are cached by (code, height, ratio): in the
process, and on disk in the program's cache folder (``tiles/``, the pixels as rendered,
named by the tile, its size in pixels and a checksum of its SVG and of the Qt version),
so that a start shows the picker without parsing and rendering some 40 SVGs again. A
cached file that cannot be read, or has the wrong size, is rendered anew.
"""

from __future__ import annotations

import contextlib
import os
import zlib
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QRect, QRectF, QSize, QStandardPaths, Qt, qVersion
from PySide6.QtGui import QColor, QFont, QIcon, QIconEngine, QImage, QPainter, QPixmap
from PySide6.QtWidgets import QSizePolicy, QWidget

from app import RESOURCES

if TYPE_CHECKING:  # QtSvg is loaded when a picture is first drawn from its SVG
    from PySide6.QtSvg import QSvgRenderer

TILES_DIR = RESOURCES / "tiles"
#: Width / height of every tile picture (the SVGs are 60 x 80).
ASPECT = 0.75
#: The code of the face-down tile.
BACK = "back"

#: Qt 6.8 passes QIconEngine.scaledPixmap a logical size; older Qt 6 a device size.
_LOGICAL_ICON_SIZES = tuple(int(p) for p in qVersion().split(".")[:2]) >= (6, 8)

_renderers: dict[str, QSvgRenderer] = {}
_pixmaps: dict[tuple[str, int, float], QPixmap] = {}


def tile_path(code: str) -> Path:
    """The SVG file of ``code`` (``"5p"``, ``"back"``)."""
    return TILES_DIR / f"{code}.svg"


def renderer(code: str) -> QSvgRenderer:
    """The (cached) renderer of a tile; FileNotFoundError if there is no picture."""
    found = _renderers.get(code)
    if found is None:
        path = tile_path(code)
        if not path.is_file():
            raise FileNotFoundError(f"no tile picture {path}")
        from PySide6.QtSvg import QSvgRenderer
        found = QSvgRenderer(str(path))
        _renderers[code] = found
    return found


def tile_width(height: int) -> int:
    """The width, in logical pixels, of a tile shown ``height`` pixels high."""
    return round(height * ASPECT)


def tile_size(height: int) -> QSize:
    return QSize(tile_width(height), height)


def tile_pixmap(code: str, height: int, dpr: float = 1.0) -> QPixmap:
    """A picture of ``code`` ``height`` logical pixels high, rendered at ``dpr``."""
    dpr = round(max(dpr, 1.0), 2)
    key = (code, height, dpr)
    found = _pixmaps.get(key)
    if found is not None:
        return found
    width = tile_width(height)
    size = QSize(max(1, round(width * dpr)), max(1, round(height * dpr)))
    kept = _kept_file(code, size)
    pixmap = _read_kept(kept, size) if kept is not None else None
    if pixmap is None:
        pixmap = QPixmap(size)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer(code).render(painter, QRectF(0, 0, pixmap.width(), pixmap.height()))
        painter.end()
        if kept is not None:
            _keep(kept, pixmap)
    pixmap.setDevicePixelRatio(dpr)
    _pixmaps[key] = pixmap
    return pixmap


#: the pixels of a kept picture (premultiplied ARGB, as the painter drew them)
_KEPT_FORMAT = QImage.Format.Format_ARGB32_Premultiplied


def _kept_file(code: str, size: QSize) -> Path | None:
    """Where the picture of ``code`` at ``size`` (device pixels) is kept between runs;
    None without a cache folder or an SVG to read."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
    try:
        svg = tile_path(code).read_bytes()
    except OSError:
        return None
    if not folder:
        return None
    check = zlib.crc32(qVersion().encode(), zlib.crc32(svg))
    return Path(folder) / "tiles" / f"{code}-{size.width()}x{size.height()}-{check:08x}.argb"


def _read_kept(path: Path, size: QSize) -> QPixmap | None:
    """The kept picture at ``path``, or None (none yet, unreadable, the wrong size)."""
    try:
        data = path.read_bytes()
    except OSError:
        return None
    if len(data) != size.width() * size.height() * 4:
        return None
    image = QImage(data, size.width(), size.height(), size.width() * 4, _KEPT_FORMAT)
    return QPixmap.fromImage(image)  # a copy: ``data`` may go


def _keep(path: Path, pixmap: QPixmap) -> None:
    """Keep ``pixmap``'s pixels at ``path``, written whole (a file of its own renamed
    into place) or not at all."""
    image = pixmap.toImage().convertToFormat(_KEPT_FORMAT)
    if image.bytesPerLine() != image.width() * 4:
        return
    temporary = path.with_name(f"{path.name}.{os.getpid()}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary.write_bytes(bytes(image.constBits()))
        os.replace(temporary, path)
    except OSError:  # no cache this time: the picture was drawn all the same
        with contextlib.suppress(OSError):
            temporary.unlink(missing_ok=True)


def draw_tile(painter: QPainter, code: str, x: int, y: int, height: int) -> None:
    """Draw ``code`` with its top-left corner at (x, y), sharp at the painter's ratio."""
    dpr = painter.device().devicePixelRatioF() if painter.device() else 1.0
    painter.drawPixmap(x, y, tile_pixmap(code, height, dpr))


#: The colour of the corner index drawn over a tile, by suit.
_INDEX_COLOURS = {"m": "#c0282d", "p": "#1f4f9a", "s": "#1f7a3a", "z": "#1d1d1d",
                  "f": "#c0282d", "y": "#1f4f9a", "g": "#1f7a3a", "a": "#7a4a1d"}


#: the colour letters of the Ponjan tiles, whose id is drawn large on the face itself
PONJAN_COLOURS = "rbkwd"


def index_text(code: str) -> str:
    """The corner index of a tile as shown large: its rank, the seat letter of a wind
    (in the user's language), nothing for a dragon, a Ponjan tile (its face is the id,
    large) or the back."""
    if code == BACK or len(code) != 2:
        return ""
    rank, suit = code[0], code[1]
    if suit in PONJAN_COLOURS:
        return ""
    if suit == "z":
        if rank in "1234":
            from .rule_texts import seat_letter
            return seat_letter("ESWN"[int(rank) - 1])
        return ""
    return rank


def draw_index(painter: QPainter, code: str, x: int, y: int, height: int) -> None:
    """Draw the corner index of ``code`` large enough to read at arm's length (the
    pictures' own index is tiny at the sizes of a laptop screen)."""
    text = index_text(code)
    if not text or height < 28:
        return
    size = max(9, round(height * 0.3))
    font = QFont(painter.font())
    font.setPixelSize(size)
    font.setBold(True)
    painter.save()
    painter.setFont(font)
    box = QRect(x + 1, y + 1, round(size * 0.8) + 2, size + 2)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#fbf6e6"))
    painter.drawRoundedRect(box, 2, 2)
    painter.setPen(QColor(_INDEX_COLOURS.get(code[1], "#1d1d1d")))
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
    painter.restore()


class _TileIconEngine(QIconEngine):
    """Renders the tile at whatever size and ratio the icon is asked for."""

    def __init__(self, code: str) -> None:
        super().__init__()
        self._code = code

    def _fit(self, size: QSize) -> int:
        return max(1, min(size.height(), round(size.width() / ASPECT)))

    def paint(self, painter: QPainter, rect: QRect, mode: QIcon.Mode,
              state: QIcon.State) -> None:
        height = self._fit(rect.size())
        width = tile_width(height)
        x = rect.x() + (rect.width() - width) // 2
        y = rect.y() + (rect.height() - height) // 2
        if mode == QIcon.Mode.Disabled:
            painter.save()
            painter.setOpacity(0.35)
            draw_tile(painter, self._code, x, y, height)
            painter.restore()
        else:
            draw_tile(painter, self._code, x, y, height)

    def scaledPixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State,
                     scale: float) -> QPixmap:
        scale = max(scale, 1.0)
        logical = size if _LOGICAL_ICON_SIZES else QSize(
            max(1, round(size.width() / scale)), max(1, round(size.height() / scale)))
        out = QPixmap(max(1, round(logical.width() * scale)),
                      max(1, round(logical.height() * scale)))
        out.fill(Qt.GlobalColor.transparent)
        out.setDevicePixelRatio(scale)
        painter = QPainter(out)
        self.paint(painter, QRect(0, 0, logical.width(), logical.height()), mode, state)
        painter.end()
        return out

    def pixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QPixmap:
        return self.scaledPixmap(size, mode, state, 1.0)

    def clone(self) -> QIconEngine:
        return _TileIconEngine(self._code)

    def key(self) -> str:
        return "mahjong-tile"


_icons: dict[str, QIcon] = {}


def tile_icon(code: str) -> QIcon:
    """An icon of the tile, drawn sharp at any size and device pixel ratio."""
    found = _icons.get(code)
    if found is None:
        renderer(code)  # fail early for a code without a picture
        found = QIcon(_TileIconEngine(code))
        _icons[code] = found
    return found


def clear_cache() -> None:
    """Forget rendered pixmaps (e.g. after a screen change); renderers are kept."""
    _pixmaps.clear()


def make_tile_button(button: QWidget) -> None:
    """What every clickable tile shares: keyboard focus, a pointing hand, a fixed size
    and hover repaints."""
    button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    button.setCursor(Qt.CursorShape.PointingHandCursor)
    button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
    button.setAttribute(Qt.WidgetAttribute.WA_Hover)
