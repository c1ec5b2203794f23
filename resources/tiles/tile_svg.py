"""The drawing kit of the tile art (``make_tiles.py``): the tile's geometry and
palette, SVG elements, the tile body and its corner index."""

from __future__ import annotations

from collections.abc import Sequence

# --- geometry -----------------------------------------------------------------------

W = 60  # viewBox width
H = 80  # viewBox height (aspect 3:4)
X0, X1 = 13.0, 57.0  # art box (right of the corner index)
Y0, Y1 = 5.0, 76.0
CX = (X0 + X1) / 2
CY = (Y0 + Y1) / 2

# --- palette ------------------------------------------------------------------------

IVORY = "#fbf6e6"
EDGE = "#e6dcbd"
RIM = "#6e6148"
INK = "#1d1d1d"
RED = "#c0282d"
GREEN = "#1c7a3e"
BLUE = "#1f4e9c"
GOLD = "#d9a520"
BROWN = "#7a4a23"
OUTLINE = "#333333"
FONT = "DejaVu Sans, Arial, sans-serif"

Point = tuple[float, float]
Stroke = Sequence[Point]


def fmt(value: float) -> str:
    """A number with at most two decimals and no trailing zeros."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("", "-0") else text


def el(tag: str, body: str = "", /, **attrs: float | str) -> str:
    """One SVG element; ``stroke_width=1`` becomes ``stroke-width="1"``."""
    parts = [tag]
    for key, value in attrs.items():
        text = fmt(value) if isinstance(value, (int, float)) else value
        parts.append(f'{key.rstrip("_").replace("_", "-")}="{text}"')
    head = " ".join(parts)
    return f"<{head}>{body}</{tag}>" if body else f"<{head}/>"


def group(items: Sequence[str], **attrs: float | str) -> str:
    return el("g", "".join(items), **attrs)


def circle(x: float, y: float, r: float, fill: str, **attrs: float | str) -> str:
    return el("circle", cx=x, cy=y, r=r, fill=fill, **attrs)


def ellipse(x: float, y: float, rx: float, ry: float, fill: str,
            **attrs: float | str) -> str:
    return el("ellipse", cx=x, cy=y, rx=rx, ry=ry, fill=fill, **attrs)


def path(d: str, fill: str = "none", **attrs: float | str) -> str:
    return el("path", d=d, fill=fill, **attrs)


def poly_d(points: Stroke, closed: bool = False) -> str:
    text = "M" + " L".join(f"{fmt(x)} {fmt(y)}" for x, y in points)
    return text + (" Z" if closed else "")


def text(x: float, y: float, content: str, size: float, fill: str,
         anchor: str = "start", weight: str = "bold") -> str:
    return el("text", content, x=x, y=y, font_family=FONT, font_size=size,
              font_weight=weight, fill=fill, text_anchor=anchor)


def glyph(strokes: Sequence[Stroke], box: tuple[float, float, float, float],
          colour: str, width: float) -> str:
    """Calligraphy-like strokes given in a 0..100 square, fitted into ``box``."""
    bx, by, bw, bh = box
    paths = []
    for stroke in strokes:
        pts = [(bx + x * bw / 100, by + y * bh / 100) for x, y in stroke]
        paths.append(poly_d(pts))
    return path(" ".join(paths), stroke=colour, stroke_width=width,
                stroke_linecap="round", stroke_linejoin="round")


# --- the tile body and the corner index --------------------------------------------


def tile_svg(title: str, body: Sequence[str], face: bool = True) -> str:
    frame = [
        el("rect", x=0.75, y=0.75, width=W - 1.5, height=H - 1.5, rx=6,
           fill=EDGE if face else "#1d4d39", stroke=RIM, stroke_width=1.5),
    ]
    if face:
        frame.append(el("rect", x=2.5, y=2.5, width=W - 5, height=H - 6.5, rx=4.5,
                        fill=IVORY))
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" version="1.1" '
        f'viewBox="0 0 {W} {H}" width="{W}" height="{H}">'
        f"<title>{title}</title>" + "".join(frame) + "".join(body) + "</svg>\n"
    )


def index(main: str, sub: str = "", main_fill: str = INK, sub_fill: str = INK,
          main_size: float = 12.5, badge: str = "") -> list[str]:
    """The Western corner index: ``main`` (digit or letter) over a short ``sub`` mark."""
    items: list[str] = []
    if badge:  # white digit on a filled disc (the green-numeral seasons)
        items.append(circle(7.6, 10.2, 5.6, badge))
        items.append(text(7.6, 14.4, main, 11.5, IVORY, anchor="middle"))
    else:
        if len(main) > 1:  # two-letter marks ("Rd") start at the rim, not centred
            items.append(text(3.6, 14, main, main_size, main_fill))
        else:
            items.append(text(7.6, 14.5, main, main_size, main_fill, anchor="middle"))
    if sub:
        items.append(text(7.6, 24.5, sub, 8.5, sub_fill, anchor="middle"))
    return items


# --- shapes drawn on more than one kind of tile ---------------------------------


def stick(x: float, y: float, length: float, colour: str, angle: float = 0,
          width: float = 5.0) -> str:
    """A bamboo stick with three nodes, centred on (x, y), upright when ``angle`` is 0
    (the bamboo suit and the bamboo flower)."""
    half, hw = length / 2, width / 2
    nodes = [-half + 1.2, 0.0, half - 1.2]
    items = [el("rect", x=-hw, y=-half, width=width, height=length, rx=hw, fill=colour)]
    for ny in nodes:
        items.append(el("rect", x=-hw - 0.7, y=ny - 0.9, width=width + 1.4, height=1.8,
                        rx=0.9, fill=colour))
    gap = 1.6
    line = (f"M0 {fmt(-half + 2.6)} L0 {fmt(-gap)} "
            f"M0 {fmt(gap)} L0 {fmt(half - 2.6)}")
    items.append(path(line, stroke=IVORY, stroke_width=1, stroke_linecap="round"))
    transform = f"translate({fmt(x)} {fmt(y)})"
    if angle:
        transform += f" rotate({fmt(angle)})"
    return group(items, transform=transform)


def leaf(x: float, y: float, length: float, width: float, angle: float,
         colour: str) -> str:
    """A pointed leaf whose base is at (x, y), pointing up when ``angle`` is 0."""
    w = width / 2
    d = (f"M0 0 C{fmt(-w)} {fmt(-length * 0.3)} {fmt(-w)} {fmt(-length * 0.7)} "
         f"0 {fmt(-length)} C{fmt(w)} {fmt(-length * 0.7)} {fmt(w)} {fmt(-length * 0.3)} 0 0 Z")
    return path(d, fill=colour, stroke=OUTLINE, stroke_width=0.6,
                transform=f"translate({fmt(x)} {fmt(y)}) rotate({fmt(angle)})")


#: the letters of the winds, East to North (corner indices)
WIND_LETTERS = "ESWN"
