"""Render the application icon from its drawing, resources/icons/mahjong-scoresheet.svg.

Writes
- ``resources/icons/mahjong-scoresheet-<N>.png`` for N in :data:`PNG_SIZES` (the window
  icon, and the hicolor icons of the Linux desktop entry);
- ``packaging/icons/mahjong-scoresheet.ico`` (Windows: one PNG per size, 16-256);
- ``packaging/icons/mahjong-scoresheet.icns`` (macOS: PNG entries, 16-1024).

    python packaging/make_icons.py           # after changing the SVG
    python packaging/make_icons.py --check   # exit 1 if a file differs from the SVG

Qt's SVG renderer (PySide6's QtSvg) draws the pictures; the ``.ico`` and ``.icns``
containers are written here (both are a small header and a table of PNG images).
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ROOT = Path(__file__).resolve().parent.parent
NAME = "mahjong-scoresheet"
SVG = ROOT / "resources" / "icons" / f"{NAME}.svg"
PNG_FOLDER = ROOT / "resources" / "icons"
ICO = ROOT / "packaging" / "icons" / f"{NAME}.ico"
ICNS = ROOT / "packaging" / "icons" / f"{NAME}.icns"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: the .icns entry types holding PNG data, by pixel size (Apple's icns format)
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08",
              512: b"ic09", 1024: b"ic10"}


def render(size: int, svg: Path = SVG) -> QImage:
    """The icon at ``size`` x ``size`` pixels, on a transparent background."""
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"{svg}: not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    return image


def png_bytes(image: QImage) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICO file: ICONDIR, one ICONDIRENTRY per image (0 means 256), PNG payloads."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = len(header) + 16 * len(pngs)
    entries, payload = b"", b""
    for size, data in sorted(pngs.items()):
        side = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
        payload += data
    return header + entries + payload


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICNS file: 'icns' and the total length, then (type, length, PNG) entries."""
    body = b"".join(ICNS_TYPES[size] + struct.pack(">I", 8 + len(data)) + data
                    for size, data in sorted(pngs.items()))
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def outputs() -> dict[Path, bytes]:
    """Every generated file and its contents."""
    cache: dict[int, bytes] = {}

    def png(size: int) -> bytes:
        if size not in cache:
            cache[size] = png_bytes(render(size))
        return cache[size]

    files = {PNG_FOLDER / f"{NAME}-{size}.png": png(size) for size in PNG_SIZES}
    files[ICO] = ico_bytes({size: png(size) for size in ICO_SIZES})
    files[ICNS] = icns_bytes({size: png(size) for size in ICNS_TYPES})
    return files


def png_images(data: bytes) -> list[QImage]:
    """The pictures in a generated file: a PNG, or the PNG entries of an .ico/.icns."""
    if data[:4] == b"icns":
        blobs, at = [], 8
        while at < len(data):
            length = struct.unpack(">I", data[at + 4:at + 8])[0]
            blobs.append(data[at + 8:at + length])
            at += length
    elif data[:4] == b"\0\0\1\0":
        count = struct.unpack("<H", data[4:6])[0]
        entries = [struct.unpack("<II", data[6 + 16 * i + 8:6 + 16 * i + 16])
                   for i in range(count)]
        blobs = [data[offset:offset + size] for size, offset in entries]
    else:
        blobs = [data]
    return [QImage.fromData(blob, "PNG") for blob in blobs]


def same_picture(a: QImage, b: QImage, tolerance: int = 8) -> bool:
    """Equal sizes and no pixel channel further apart than ``tolerance`` (another Qt
    version may antialias a little differently)."""
    if a.isNull() or b.isNull() or a.size() != b.size():
        return False
    a = a.convertToFormat(QImage.Format.Format_RGBA8888)
    b = b.convertToFormat(QImage.Format.Format_RGBA8888)
    return all(abs(x - y) <= tolerance for x, y in zip(bytes(a.constBits()),
                                                      bytes(b.constBits()), strict=True))


def up_to_date(path: Path, data: bytes) -> bool:
    """Whether ``path`` holds the pictures of ``data``, in the same order."""
    if not path.is_file():
        return False
    old, new = png_images(path.read_bytes()), png_images(data)
    return len(old) == len(new) and all(map(same_picture, old, new))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="write nothing; exit 1 if a file is missing or its "
                        "pictures differ")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # no window is shown
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    stale = []
    for path, data in outputs().items():
        if args.check:
            if not up_to_date(path, data):
                stale.append(path)
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        print(f"{path.relative_to(ROOT)}: {len(data)} bytes")
    for path in stale:
        print(f"{path.relative_to(ROOT)}: differs from the SVG "
              "(python packaging/make_icons.py)", file=sys.stderr)
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
