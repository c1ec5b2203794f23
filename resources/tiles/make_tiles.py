"""Generate the SVG tile art of Mahjong Score Sheet.

Writes one small SVG per tile code (``1m`` ... ``9m``, ``1p`` ... ``9p``, ``1s`` ... ``9s``,
``1z`` ... ``7z``, ``1f`` ... ``4f``, ``1y`` ... ``4y``, ``1g`` ... ``4g``, ``1a`` ... ``8a``),
the twelve Ponjan tiles (``0r 1r 0b 1b 0k 1k 0w 1w 2w 3w 0d 1d``: a coloured face with
its id, as the game draws them) plus ``back.svg`` for a face-down tile.

Everything is drawn with plain shapes and paths; the only text is the Western-style corner
index (a digit or a Latin letter) and, on bonus tiles, a small caption, both in a generic
font, so the tiles read without any Chinese font. The output is deterministic: the same
script always writes byte-identical files.

Usage::

    python resources/tiles/make_tiles.py            # writes next to this script
    python resources/tiles/make_tiles.py --out DIR  # writes into DIR
"""

from __future__ import annotations

import argparse
import math
from collections.abc import Callable, Sequence
from pathlib import Path

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


# --- dots ---------------------------------------------------------------------------


def dot(x: float, y: float, r: float, colour: str) -> str:
    return group([
        circle(x, y, r, colour),
        circle(x, y, r * 0.74, IVORY),
        circle(x, y, r * 0.52, colour),
        circle(x, y, r * 0.2, IVORY),
    ])


def big_dot(x: float, y: float) -> str:
    items = [circle(x, y, 17, GREEN), circle(x, y, 14.6, IVORY)]
    for i in range(12):
        a = math.tau * i / 12
        items.append(circle(x + 12 * math.cos(a), y + 12 * math.sin(a), 1.6, BLUE))
    items += [circle(x, y, 9.2, RED), circle(x, y, 6.8, IVORY),
              circle(x, y, 4.6, BLUE), circle(x, y, 1.8, IVORY)]
    return group(items)


def dots(n: int) -> list[str]:
    g, r, b = GREEN, RED, BLUE
    layouts: dict[int, tuple[float, list[tuple[float, float, str]]]] = {
        2: (10, [(0, -15, g), (0, 15, b)]),
        3: (8.5, [(-12, -21, b), (0, 0, r), (12, 21, g)]),
        4: (8.6, [(-10.5, -13, b), (10.5, -13, g), (-10.5, 13, g), (10.5, 13, b)]),
        5: (7.6, [(-12, -18, b), (12, -18, g), (0, 0, r), (-12, 18, g), (12, 18, b)]),
        6: (7.6, [(-10, -22, g), (10, -22, g), (-10, 4, r), (10, 4, r),
                  (-10, 22, r), (10, 22, r)]),
        7: (6.6, [(-13, -27, g), (0, -20.5, g), (13, -14, g), (-9.5, 6, r), (9.5, 6, r),
                  (-9.5, 23.5, r), (9.5, 23.5, r)]),
        8: (7.4, [(sx, sy, b) for sy in (-25.5, -8.5, 8.5, 25.5) for sx in (-10, 10)]),
        9: (6.6, [(sx, sy, c) for sy, c in ((-22, b), (0, r), (22, g))
                  for sx in (-13.5, 0, 13.5)]),
    }
    if n == 1:
        return [big_dot(CX, CY)]
    radius, spots = layouts[n]
    return [dot(CX + dx, CY + dy, radius, c) for dx, dy, c in spots]


# --- bamboo -------------------------------------------------------------------------


def stick(x: float, y: float, length: float, colour: str, angle: float = 0,
          width: float = 5.0) -> str:
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


def bird() -> list[str]:
    """The 1 bamboo: a little bird perched on a bamboo stick."""
    x, y = CX, CY
    perch = stick(CX + 1, CY + 19, 38, GREEN, angle=90, width=4)
    tail = []
    for angle, length in ((-118, 27), (-145, 26), (-172, 22)):
        tail.append(leaf(x - 5, y + 4, length, 8, angle, GREEN))
        r = math.radians(angle)
        ex, ey = x - 5 + 0.78 * length * math.sin(r), y + 4 - 0.78 * length * math.cos(r)
        tail.append(circle(ex, ey, 2.2, GOLD, stroke=OUTLINE, stroke_width=0.4))
        tail.append(circle(ex, ey, 1.1, BLUE))
    body = path(f"M{fmt(x - 8)} {fmt(y + 6)} C{fmt(x - 10)} {fmt(y - 8)} "
                f"{fmt(x + 6)} {fmt(y - 14)} {fmt(x + 10)} {fmt(y - 4)} "
                f"C{fmt(x + 13)} {fmt(y + 5)} {fmt(x + 4)} {fmt(y + 14)} "
                f"{fmt(x - 8)} {fmt(y + 6)} Z", fill=BLUE, stroke=OUTLINE,
                stroke_width=0.8)
    wing = path(f"M{fmt(x - 5)} {fmt(y)} C{fmt(x)} {fmt(y - 6)} {fmt(x + 6)} {fmt(y - 2)} "
                f"{fmt(x + 5)} {fmt(y + 4)} C{fmt(x + 1)} {fmt(y + 7)} {fmt(x - 3)} "
                f"{fmt(y + 6)} {fmt(x - 5)} {fmt(y)} Z", fill=GREEN, stroke=OUTLINE,
                stroke_width=0.6)
    head = circle(x + 9, y - 12, 6, RED, stroke=OUTLINE, stroke_width=0.8)
    crest = path(f"M{fmt(x + 6)} {fmt(y - 17)} L{fmt(x + 4)} {fmt(y - 24)} "
                 f"L{fmt(x + 9)} {fmt(y - 18)} L{fmt(x + 10)} {fmt(y - 25)} "
                 f"L{fmt(x + 12)} {fmt(y - 17.5)} Z", fill=RED, stroke=OUTLINE,
                 stroke_width=0.6, stroke_linejoin="round")
    beak = path(f"M{fmt(x + 14.5)} {fmt(y - 14)} L{fmt(x + 20)} {fmt(y - 11)} "
                f"L{fmt(x + 14.5)} {fmt(y - 9.5)} Z", fill=GOLD, stroke=OUTLINE,
                stroke_width=0.6, stroke_linejoin="round")
    eye = circle(x + 10.5, y - 13, 1.3, INK)
    legs = path(f"M{fmt(x - 1)} {fmt(y + 9)} L{fmt(x - 2)} {fmt(y + 18)} "
                f"M{fmt(x + 3)} {fmt(y + 9)} L{fmt(x + 3)} {fmt(y + 18)}",
                stroke=BROWN, stroke_width=1.3, stroke_linecap="round")
    return [*tail, perch, legs, body, wing, head, crest, beak, eye]


def bamboos(n: int) -> list[str]:
    g, r, b = GREEN, RED, BLUE
    if n == 1:
        return bird()
    layouts: dict[int, tuple[float, list[tuple[float, float, str, float]]]] = {
        2: (28, [(0, -16, g, 0), (0, 16, b, 0)]),
        3: (28, [(0, -16, b, 0), (-8, 16, g, 0), (8, 16, g, 0)]),
        4: (28, [(-8, -16, b, 0), (8, -16, g, 0), (-8, 16, g, 0), (8, 16, b, 0)]),
        5: (28, [(-13, -16, g, 0), (13, -16, b, 0), (0, 0, r, 0),
                 (-13, 16, b, 0), (13, 16, g, 0)]),
        6: (28, [(dx, dy, c, 0) for dy, c in ((-16, b), (16, g)) for dx in (-12, 0, 12)]),
        7: (20, [(0, -24, r, 0), *((dx, dy, g, 0) for dy in (0, 23) for dx in (-12, 0, 12))]),
        8: (27, [(-15, -16, g, 0), (-5, -16, b, -17), (5, -16, b, 17), (15, -16, g, 0),
                 (-15, 16, g, 0), (-5, 16, b, 17), (5, 16, b, -17), (15, 16, g, 0)]),
        9: (20, [(dx, dy, r if dx == 0 else g, 0) for dy in (-23, 0, 23)
                 for dx in (-12, 0, 12)]),
    }
    length, sticks = layouts[n]
    width = {2: 6.5, 3: 6.2, 4: 6.2, 5: 5.6}.get(n, 5.0)  # fewer sticks, thicker
    return [stick(CX + dx, CY + dy, length, c, a, width) for dx, dy, c, a in sticks]


# --- characters ---------------------------------------------------------------------

NUMERALS: dict[int, list[Stroke]] = {
    1: [[(8, 54), (92, 48)]],
    2: [[(22, 26), (78, 24)], [(6, 76), (94, 74)]],
    3: [[(18, 14), (82, 12)], [(26, 48), (74, 47)], [(6, 86), (94, 84)]],
    4: [[(10, 14), (10, 90)], [(10, 14), (90, 14), (90, 90)], [(10, 88), (90, 88)],
        [(38, 14), (38, 44), (26, 64)], [(62, 14), (62, 60), (90, 60)]],
    5: [[(14, 10), (86, 10)], [(46, 10), (36, 88)], [(22, 48), (76, 48), (72, 88)],
        [(4, 88), (96, 88)]],
    6: [[(48, 4), (56, 20)], [(6, 36), (94, 36)], [(36, 54), (14, 90)],
        [(64, 54), (88, 88)]],
    7: [[(6, 50), (94, 36)], [(40, 6), (40, 76), (50, 88), (92, 88), (92, 74)]],
    8: [[(40, 12), (36, 52), (8, 92)], [(60, 12), (68, 56), (94, 88)]],
    9: [[(42, 4), (40, 50), (8, 94)], [(12, 32), (66, 32), (64, 80), (74, 90),
                                         (94, 90), (94, 74)]],
}

WAN: list[Stroke] = [  # the suit mark (wan, "ten thousand"), simplified
    [(6, 11), (94, 11)], [(30, 1), (30, 22)], [(70, 1), (70, 22)],
    [(24, 29), (76, 29), (76, 57), (24, 57), (24, 29)], [(24, 43), (76, 43)],
    [(50, 29), (50, 80)],
    [(8, 66), (8, 98)], [(8, 66), (92, 66), (92, 92), (82, 98)],
    [(44, 73), (30, 90), (66, 88)], [(58, 80), (68, 92)],
]


def characters(n: int) -> list[str]:
    return [
        glyph(NUMERALS[n], (CX - 15, Y0 + 3, 30, 26), INK, 3.6),
        glyph(WAN, (CX - 16, Y0 + 34, 32, 36), RED, 2.7),
    ]


# --- honours ------------------------------------------------------------------------

WIND_GLYPHS: dict[int, list[Stroke]] = {
    1: [[(8, 16), (92, 16)], [(50, 2), (50, 98)],  # East
        [(20, 28), (80, 28), (80, 64), (20, 64), (20, 28)], [(20, 46), (80, 46)],
        [(44, 68), (8, 94)], [(56, 68), (94, 94)]],
    2: [[(8, 14), (92, 14)], [(50, 2), (50, 28)],  # South
        [(12, 34), (12, 98)], [(12, 34), (88, 34), (88, 92), (78, 98)],
        [(34, 44), (40, 52)], [(66, 44), (60, 52)], [(28, 60), (72, 60)],
        [(24, 76), (76, 76)], [(50, 60), (50, 96)]],
    3: [[(6, 10), (94, 10)], [(12, 34), (12, 96)],  # West
        [(12, 34), (88, 34), (88, 96)], [(12, 90), (88, 90)],
        [(38, 10), (38, 52), (24, 70)], [(62, 10), (62, 66), (88, 66)]],
    4: [[(36, 4), (36, 92)], [(8, 38), (36, 38)], [(6, 82), (36, 68)],  # North
        [(66, 4), (66, 84), (74, 94), (94, 94), (94, 80)], [(66, 46), (92, 30)]],
}

WIND_LETTERS = "ESWN"


def wind(n: int) -> list[str]:
    return [glyph(WIND_GLYPHS[n], (CX - 17, CY - 22, 34, 40), INK, 3.8)]


ZHONG: list[Stroke] = [[(12, 26), (88, 26), (88, 66), (12, 66), (12, 26)],
                       [(50, 2), (50, 98)]]

FA: list[Stroke] = [
    [(10, 8), (36, 8), (10, 38)], [(22, 20), (30, 28)],  # left of the top
    [(58, 10), (86, 10)], [(66, 2), (94, 38)], [(62, 30), (54, 38)],  # right of the top
    [(12, 46), (40, 46), (38, 58), (14, 58), (12, 72), (40, 72), (36, 96), (28, 92)],
    [(60, 44), (58, 62), (52, 68)], [(60, 44), (76, 44), (76, 58), (86, 60)],
    [(54, 72), (88, 72), (58, 98)], [(62, 80), (94, 98)],
]


def dragon(n: int) -> list[str]:
    if n == 5:  # White: the empty blue frame
        return [
            el("rect", x=CX - 14, y=CY - 22, width=28, height=44, rx=1.5, fill="none",
               stroke=BLUE, stroke_width=3),
            el("rect", x=CX - 9.5, y=CY - 17.5, width=19, height=35, rx=1, fill="none",
               stroke=BLUE, stroke_width=1.2),
        ]
    if n == 6:  # Green: fa, drawn with strokes
        return [glyph(FA, (CX - 17, CY - 21, 34, 42), GREEN, 3.4)]
    return [glyph(ZHONG, (CX - 15, CY - 22, 30, 44), RED, 4.4)]  # Red: zhong


# --- flowers ------------------------------------------------------------------------


def blossom(x: float, y: float, r: float, colour: str) -> str:
    items = []
    for i in range(5):
        a = math.tau * i / 5 - math.pi / 2
        items.append(circle(x + r * math.cos(a), y + r * math.sin(a), r * 0.85, colour,
                            stroke=OUTLINE, stroke_width=0.5))
    items.append(circle(x, y, r * 0.55, GOLD, stroke=OUTLINE, stroke_width=0.5))
    return group(items)


def plum() -> list[str]:
    branch = path(f"M{fmt(CX - 16)} {fmt(CY + 26)} C{fmt(CX - 6)} {fmt(CY + 10)} "
                  f"{fmt(CX - 10)} {fmt(CY - 4)} {fmt(CX + 4)} {fmt(CY - 18)} "
                  f"M{fmt(CX - 7)} {fmt(CY + 6)} L{fmt(CX + 12)} {fmt(CY + 6)}",
                  stroke=BROWN, stroke_width=2.4, stroke_linecap="round")
    return [branch, blossom(CX + 5, CY - 15, 5, "#e8618c"),
            blossom(CX + 13, CY + 7, 4, "#e8618c"), blossom(CX - 12, CY - 4, 3.5, "#e8618c")]


def leaf(x: float, y: float, length: float, width: float, angle: float,
         colour: str) -> str:
    """A pointed leaf whose base is at (x, y), pointing up when ``angle`` is 0."""
    w = width / 2
    d = (f"M0 0 C{fmt(-w)} {fmt(-length * 0.3)} {fmt(-w)} {fmt(-length * 0.7)} "
         f"0 {fmt(-length)} C{fmt(w)} {fmt(-length * 0.7)} {fmt(w)} {fmt(-length * 0.3)} 0 0 Z")
    return path(d, fill=colour, stroke=OUTLINE, stroke_width=0.6,
                transform=f"translate({fmt(x)} {fmt(y)}) rotate({fmt(angle)})")


def orchid() -> list[str]:
    bx, by = CX, CY + 26
    leaves = [
        path(f"M{fmt(bx)} {fmt(by)} Q{fmt(bx - 22)} {fmt(by - 18)} {fmt(bx - 18)} "
             f"{fmt(by - 46)} Q{fmt(bx - 14)} {fmt(by - 20)} {fmt(bx + 2)} {fmt(by)} Z",
             fill=GREEN, stroke=OUTLINE, stroke_width=0.5),
        path(f"M{fmt(bx)} {fmt(by)} Q{fmt(bx + 22)} {fmt(by - 14)} {fmt(bx + 20)} "
             f"{fmt(by - 40)} Q{fmt(bx + 14)} {fmt(by - 14)} {fmt(bx - 2)} {fmt(by)} Z",
             fill=GREEN, stroke=OUTLINE, stroke_width=0.5),
        path(f"M{fmt(bx)} {fmt(by)} Q{fmt(bx - 10)} {fmt(by - 24)} {fmt(bx - 2)} "
             f"{fmt(by - 30)} Q{fmt(bx - 6)} {fmt(by - 20)} {fmt(bx + 2)} {fmt(by)} Z",
             fill=GREEN, stroke=OUTLINE, stroke_width=0.5),
    ]
    stem = path(f"M{fmt(bx + 1)} {fmt(by)} Q{fmt(bx + 6)} {fmt(by - 30)} "
                f"{fmt(bx + 4)} {fmt(by - 42)}", stroke=GREEN, stroke_width=1.4)
    fx, fy = bx + 4, by - 46
    purple = "#8a4fb0"
    petals = [leaf(fx, fy, 10, 6, a, purple) for a in (-70, 0, 70, 145, 215)]
    centre = circle(fx, fy, 2, GOLD, stroke=OUTLINE, stroke_width=0.5)
    return [*leaves, stem, *petals, centre]


def chrysanthemum() -> list[str]:
    x, y = CX, CY - 8
    stem = path(f"M{fmt(x)} {fmt(y + 8)} Q{fmt(x + 3)} {fmt(y + 24)} {fmt(x - 2)} "
                f"{fmt(y + 34)}", stroke=GREEN, stroke_width=1.8)
    leaves = [leaf(x + 1, y + 24, 12, 7, 55, GREEN), leaf(x + 1, y + 28, 11, 6, -60, GREEN)]
    petals = [leaf(x, y, 15, 5, i * 360 / 16, "#f0a020") for i in range(16)]
    inner = [leaf(x, y, 9, 4, 11.25 + i * 360 / 12, "#f6c945") for i in range(12)]
    return [stem, *leaves, *petals, *inner, circle(x, y, 3, BROWN)]


def bamboo_plant() -> list[str]:
    items = [stick(CX - 6, CY + 4, 50, GREEN, angle=-4, width=4),
             stick(CX + 8, CY + 12, 36, GREEN, angle=5, width=3.4)]
    for lx, ly, a, ln in ((CX - 7, CY - 12, -55, 14), (CX - 6, CY - 12, -95, 13),
                          (CX - 5, CY - 2, 60, 15), (CX - 5, CY - 2, 100, 12),
                          (CX + 8, CY + 2, 45, 13), (CX + 8, CY + 2, 85, 11),
                          (CX - 8, CY + 14, -70, 12)):
        items.append(leaf(lx, ly, ln, 4.2, a, "#3f9b55"))
    return items


# --- seasons ------------------------------------------------------------------------


def spring(colour: str) -> list[str]:
    x, y = CX, CY + 22
    return [
        path(f"M{fmt(x - 18)} {fmt(y)} Q{fmt(x)} {fmt(y - 5)} {fmt(x + 18)} {fmt(y)}",
             stroke=BROWN, stroke_width=2, stroke_linecap="round"),
        path(f"M{fmt(x)} {fmt(y - 2)} C{fmt(x - 3)} {fmt(y - 16)} {fmt(x + 3)} "
             f"{fmt(y - 24)} {fmt(x)} {fmt(y - 36)}", stroke=colour, stroke_width=2),
        leaf(x, y - 14, 18, 9, -62, colour), leaf(x + 1, y - 22, 16, 8, 60, colour),
        blossom(x, y - 38, 3.6, "#e8618c"),
    ]


def summer(colour: str) -> list[str]:
    x, y = CX, CY - 2
    rays = []
    for i in range(12):
        a = math.tau * i / 12
        c, s = math.cos(a), math.sin(a)
        tip = (x + 19 * c, y + 19 * s)
        left = (x + 11 * c - 3 * s, y + 11 * s + 3 * c)
        right = (x + 11 * c + 3 * s, y + 11 * s - 3 * c)
        rays.append(poly_d([left, tip, right], closed=True))
    return [
        path(" ".join(rays), fill=colour, stroke=OUTLINE, stroke_width=0.5,
             stroke_linejoin="round"),
        circle(x, y, 10, GOLD, stroke=OUTLINE, stroke_width=0.8),
        circle(x, y, 6.5, "none", stroke=colour, stroke_width=1.2),
    ]


def autumn(colour: str) -> list[str]:
    x, y = CX, CY + 10
    maple = []
    for a, ln in ((0, 24), (-50, 19), (50, 19), (-100, 13), (100, 13)):
        maple.append(leaf(x, y, ln, 12, a, colour))
    veins = []
    for a, ln in ((0, 22), (-50, 17), (50, 17), (-100, 11), (100, 11)):
        r = math.radians(a)
        veins.append(poly_d([(x, y), (x + ln * math.sin(r), y - ln * math.cos(r))]))
    return [
        *maple,
        path(" ".join(veins), stroke=GOLD, stroke_width=0.8),
        path(f"M{fmt(x)} {fmt(y)} Q{fmt(x + 1)} {fmt(y + 8)} {fmt(x - 3)} {fmt(y + 16)}",
             stroke=BROWN, stroke_width=1.8, stroke_linecap="round"),
    ]


def winter(colour: str) -> list[str]:
    x, y = CX, CY - 2
    lines = []
    for i in range(6):
        a = math.tau * i / 6
        c, s = math.cos(a), math.sin(a)
        lines.append(poly_d([(x, y), (x + 19 * c, y + 19 * s)]))
        for t, b in ((10, 5), (15, 4)):
            px, py = x + t * c, y + t * s
            for sign in (-1, 1):
                a2 = a + sign * math.pi / 4
                lines.append(poly_d([(px, py), (px + b * math.cos(a2),
                                                py + b * math.sin(a2))]))
    return [path(" ".join(lines), stroke=colour, stroke_width=2, stroke_linecap="round"),
            circle(x, y, 3, IVORY, stroke=colour, stroke_width=1.4)]


# --- animals ------------------------------------------------------------------------


def person(x: float, y: float, robe: str) -> list[str]:
    """Head at (x, y); a simple robed figure."""
    return [
        path(f"M{fmt(x - 4)} {fmt(y + 6)} L{fmt(x + 4)} {fmt(y + 6)} "
             f"L{fmt(x + 10)} {fmt(y + 34)} L{fmt(x - 10)} {fmt(y + 34)} Z",
             fill=robe, stroke=OUTLINE, stroke_width=0.8, stroke_linejoin="round"),
        circle(x, y, 5, "#f1c9a0", stroke=OUTLINE, stroke_width=0.8),
    ]


def fisherman() -> list[str]:
    x, y = CX - 6, CY - 12
    waves = " t5 0" * 7
    water = path(f"M{fmt(X0 + 2)} {fmt(CY + 26)} q2.5 -2.4 5 0{waves}",
                 stroke=BLUE, stroke_width=1.4)
    rod = path(f"M{fmt(x + 5)} {fmt(y + 14)} L{fmt(X1 - 2)} {fmt(Y0 + 4)} "
               f"L{fmt(X1 - 2)} {fmt(CY + 23)}", stroke=BROWN, stroke_width=1)
    arm = path(f"M{fmt(x)} {fmt(y + 12)} L{fmt(x + 6)} {fmt(y + 15)}",
               stroke=OUTLINE, stroke_width=1.6, stroke_linecap="round")
    hat = path(f"M{fmt(x - 11)} {fmt(y - 2)} L{fmt(x)} {fmt(y - 11)} "
               f"L{fmt(x + 11)} {fmt(y - 2)} Z", fill=GOLD, stroke=OUTLINE,
               stroke_width=0.8, stroke_linejoin="round")
    return [water, rod, *person(x, y, BLUE), arm, hat]


def fish() -> list[str]:
    x, y = CX, CY - 2
    body = path(f"M{fmt(x - 16)} {fmt(y)} C{fmt(x - 8)} {fmt(y - 14)} {fmt(x + 8)} "
                f"{fmt(y - 12)} {fmt(x + 12)} {fmt(y)} C{fmt(x + 8)} {fmt(y + 12)} "
                f"{fmt(x - 8)} {fmt(y + 14)} {fmt(x - 16)} {fmt(y)} Z",
                fill="#3a8fb7", stroke=OUTLINE, stroke_width=0.8)
    tail = path(f"M{fmt(x + 10)} {fmt(y)} L{fmt(x + 20)} {fmt(y - 10)} "
                f"L{fmt(x + 20)} {fmt(y + 10)} Z", fill="#3a8fb7", stroke=OUTLINE,
                stroke_width=0.8, stroke_linejoin="round")
    scales = path(f"M{fmt(x - 2)} {fmt(y - 7)} q4 7 0 14 M{fmt(x + 3)} {fmt(y - 7)} "
                  f"q4 7 0 14", stroke=IVORY, stroke_width=0.8)
    bubbles = [circle(x - 18, y - 12, 1.6, "none", stroke=BLUE, stroke_width=0.7),
               circle(x - 15, y - 18, 2.2, "none", stroke=BLUE, stroke_width=0.7)]
    return [tail, body, scales, circle(x - 9, y - 2, 1.8, IVORY), circle(x - 9, y - 2, 0.9, INK),
            *bubbles]


def cat() -> list[str]:
    x, y = CX, CY
    fur = "#e08a2e"
    return [
        path(f"M{fmt(x + 9)} {fmt(y + 20)} C{fmt(x + 22)} {fmt(y + 22)} {fmt(x + 22)} "
             f"{fmt(y + 6)} {fmt(x + 16)} {fmt(y)}", stroke=fur, stroke_width=3,
             stroke_linecap="round"),
        ellipse(x, y + 12, 12, 13, fur, stroke=OUTLINE, stroke_width=0.8),
        path(f"M{fmt(x - 11)} {fmt(y - 8)} L{fmt(x - 10)} {fmt(y - 22)} L{fmt(x - 2)} "
             f"{fmt(y - 14)} L{fmt(x + 2)} {fmt(y - 14)} L{fmt(x + 10)} {fmt(y - 22)} "
             f"L{fmt(x + 11)} {fmt(y - 8)} Z", fill=fur, stroke=OUTLINE, stroke_width=0.8,
             stroke_linejoin="round"),
        circle(x, y - 7, 10, fur, stroke=OUTLINE, stroke_width=0.8),
        ellipse(x - 4, y - 9, 1.6, 2.4, INK), ellipse(x + 4, y - 9, 1.6, 2.4, INK),
        path(f"M{fmt(x - 1.5)} {fmt(y - 5)} L{fmt(x + 1.5)} {fmt(y - 5)} L{fmt(x)} "
             f"{fmt(y - 3)} Z", fill="#d9667a"),
        path(f"M{fmt(x - 3)} {fmt(y - 4)} L{fmt(x - 14)} {fmt(y - 6)} M{fmt(x - 3)} "
             f"{fmt(y - 3)} L{fmt(x - 14)} {fmt(y - 1)} M{fmt(x + 3)} {fmt(y - 4)} "
             f"L{fmt(x + 14)} {fmt(y - 6)} M{fmt(x + 3)} {fmt(y - 3)} L{fmt(x + 14)} "
             f"{fmt(y - 1)}", stroke=INK, stroke_width=0.5),
    ]


def mouse() -> list[str]:
    x, y = CX - 2, CY + 2
    grey = "#8f8f96"
    return [
        path(f"M{fmt(x + 12)} {fmt(y + 6)} C{fmt(x + 26)} {fmt(y + 8)} {fmt(x + 16)} "
             f"{fmt(y + 24)} {fmt(x + 6)} {fmt(y + 20)}", stroke=grey, stroke_width=1.4,
             stroke_linecap="round"),
        path(f"M{fmt(x - 16)} {fmt(y + 2)} C{fmt(x - 8)} {fmt(y - 12)} {fmt(x + 14)} "
             f"{fmt(y - 12)} {fmt(x + 14)} {fmt(y + 6)} C{fmt(x + 10)} {fmt(y + 12)} "
             f"{fmt(x - 10)} {fmt(y + 10)} {fmt(x - 16)} {fmt(y + 2)} Z", fill=grey,
             stroke=OUTLINE, stroke_width=0.8),
        circle(x - 6, y - 8, 5.5, "#b9b9c0", stroke=OUTLINE, stroke_width=0.8),
        circle(x - 6, y - 8, 3, "#e6a9b4"),
        circle(x - 10, y - 1, 1.3, INK), circle(x - 16, y + 2, 1.3, "#d9667a"),
        path(f"M{fmt(x - 4)} {fmt(y + 10)} l-1 4 M{fmt(x + 6)} {fmt(y + 10)} l1 4",
             stroke=OUTLINE, stroke_width=1, stroke_linecap="round"),
    ]


def rooster() -> list[str]:
    x, y = CX, CY
    tail = [path(f"M{fmt(x + 6)} {fmt(y)} Q{fmt(x + 14 + k * 2)} {fmt(y - 22 + k * 7)} "
                 f"{fmt(x + 20)} {fmt(y - 2 + k * 6)}", stroke=c, stroke_width=2.4,
                 stroke_linecap="round")
            for k, c in ((0, GREEN), (1, INK), (2, GREEN))]
    return [
        *tail,
        path(f"M{fmt(x - 4)} {fmt(y + 12)} l-2 10 l-3 1 M{fmt(x + 3)} {fmt(y + 12)} "
             f"l1 10 l3 1", stroke=GOLD, stroke_width=1.4, stroke_linecap="round",
             stroke_linejoin="round"),
        ellipse(x, y + 2, 12, 10, "#b5532a", stroke=OUTLINE, stroke_width=0.8),
        path(f"M{fmt(x - 3)} {fmt(y)} q6 -4 10 2 q-4 5 -10 -2 Z", fill="#8a3a1c"),
        path(f"M{fmt(x - 12)} {fmt(y)} L{fmt(x - 14)} {fmt(y - 14)} L{fmt(x - 6)} "
             f"{fmt(y - 12)} L{fmt(x - 4)} {fmt(y - 2)} Z", fill="#b5532a",
             stroke=OUTLINE, stroke_width=0.8, stroke_linejoin="round"),
        circle(x - 10, y - 16, 5, "#b5532a", stroke=OUTLINE, stroke_width=0.8),
        path(f"M{fmt(x - 14)} {fmt(y - 20)} l0 -5 l2.5 3 l1.5 -5 l2 4 l2 -4 l1 6 Z",
             fill=RED, stroke=OUTLINE, stroke_width=0.5, stroke_linejoin="round"),
        path(f"M{fmt(x - 15)} {fmt(y - 17)} l-5 2 l5 1.5 Z", fill=GOLD, stroke=OUTLINE,
             stroke_width=0.5),
        ellipse(x - 14, y - 11.5, 1.6, 2.6, RED),
        circle(x - 11, y - 17, 1, INK),
    ]


def worm() -> list[str]:
    x, y = CX, CY
    pink = "#d9768a"
    body = (f"M{fmt(x - 16)} {fmt(y + 10)} C{fmt(x - 12)} {fmt(y - 6)} {fmt(x - 4)} "
            f"{fmt(y - 6)} {fmt(x)} {fmt(y + 4)} C{fmt(x + 4)} {fmt(y + 14)} {fmt(x + 12)} "
            f"{fmt(y + 14)} {fmt(x + 14)} {fmt(y - 4)}")
    return [
        path(f"M{fmt(X0 + 1)} {fmt(CY + 24)} L{fmt(X1 - 1)} {fmt(CY + 24)}",
             stroke=BROWN, stroke_width=1.6, stroke_dasharray="4 2"),
        path(body, stroke=OUTLINE, stroke_width=8.4, stroke_linecap="round"),
        path(body, stroke=pink, stroke_width=7, stroke_linecap="round"),
        path(body, stroke="#b04a62", stroke_width=7, stroke_dasharray="0.8 3.2"),
        circle(x + 13, y - 6, 1.2, INK),
    ]


def owner() -> list[str]:
    x, y = CX, CY - 14
    return [
        *person(x, y, RED),
        path(f"M{fmt(x - 10)} {fmt(y + 34)} L{fmt(x + 10)} {fmt(y + 34)}",
             stroke=OUTLINE, stroke_width=0.8),
        path(f"M{fmt(x - 6)} {fmt(y + 14)} L{fmt(x + 6)} {fmt(y + 14)}", stroke=GOLD,
             stroke_width=2),
        path(f"M{fmt(x - 7)} {fmt(y - 3)} L{fmt(x + 7)} {fmt(y - 3)} L{fmt(x + 5)} "
             f"{fmt(y - 9)} L{fmt(x - 5)} {fmt(y - 9)} Z", fill=INK),
        circle(x, y - 10, 1.8, GOLD, stroke=OUTLINE, stroke_width=0.5),
        path(f"M{fmt(x - 2)} {fmt(y + 3)} q2 4 4 0", stroke=INK, stroke_width=0.8),
    ]


def gold_pot() -> list[str]:
    x, y = CX, CY + 4
    coins = []
    for cx_, cy_ in ((-8, -14), (8, -14), (0, -18)):
        coins.append(circle(x + cx_, y + cy_, 6, GOLD, stroke=OUTLINE, stroke_width=0.8))
        coins.append(el("rect", x=x + cx_ - 1.6, y=y + cy_ - 1.6, width=3.2, height=3.2,
                        fill=IVORY, stroke=OUTLINE, stroke_width=0.5))
    pot = path(f"M{fmt(x - 14)} {fmt(y - 6)} C{fmt(x - 24)} {fmt(y + 8)} {fmt(x - 14)} "
               f"{fmt(y + 22)} {fmt(x)} {fmt(y + 22)} C{fmt(x + 14)} {fmt(y + 22)} "
               f"{fmt(x + 24)} {fmt(y + 8)} {fmt(x + 14)} {fmt(y - 6)} Z", fill="#5a4632",
               stroke=OUTLINE, stroke_width=0.8)
    rim = el("rect", x=x - 16, y=y - 9, width=32, height=5, rx=2, fill="#5a4632",
             stroke=OUTLINE, stroke_width=0.8)
    band = path(f"M{fmt(x - 17)} {fmt(y + 8)} L{fmt(x + 17)} {fmt(y + 8)}", stroke=GOLD,
                stroke_width=2)
    return [*coins, pot, rim, band]


# --- bonus tiles --------------------------------------------------------------------

FLOWERS: dict[int, tuple[str, Callable[[], list[str]]]] = {
    1: ("PLUM", plum), 2: ("ORCHID", orchid),
    3: ("CHRYSANTHEMUM", chrysanthemum), 4: ("BAMBOO", bamboo_plant),
}
SEASONS: dict[int, tuple[str, Callable[[str], list[str]]]] = {
    1: ("SPRING", spring), 2: ("SUMMER", summer), 3: ("AUTUMN", autumn),
    4: ("WINTER", winter),
}
ANIMALS: dict[int, tuple[str, Callable[[], list[str]]]] = {
    1: ("FISHERMAN", fisherman), 2: ("FISH", fish), 3: ("CAT", cat), 4: ("MOUSE", mouse),
    5: ("ROOSTER", rooster), 6: ("WORM", worm), 7: ("OWNER", owner),
    8: ("GOLD POT", gold_pot),
}


def caption(label: str, colour: str) -> str:
    size = min(5.6, (X1 - X0 - 2) / (0.68 * len(label)))
    return text(CX, Y1 - 2, label, size, colour, anchor="middle")


def bonus(kind: str, n: int) -> tuple[str, list[str]]:
    """Title and body of a flower (f), season (y), green season (g) or animal (a)."""
    if kind == "a":
        label, draw_animal = ANIMALS[n]
        return label.title(), [*draw_animal(), caption(label, BROWN),
                               *index(str(n), "A", BROWN, BROWN)]
    letter = WIND_LETTERS[n - 1]
    if kind == "f":
        label, draw_flower = FLOWERS[n]
        return f"{label.title()} ({letter})", [*draw_flower(), caption(label, RED),
                                              *index(str(n), letter, RED, RED)]
    label, draw_season = SEASONS[n]
    if kind == "y":
        return f"{label.title()} ({letter})", [*draw_season(BLUE), caption(label, BLUE),
                                              *index(str(n), letter, BLUE, BLUE)]
    return f"{label.title()}, green ({letter})", [
        *draw_season(GREEN), caption(label, GREEN),
        *index(str(n), letter, sub_fill=GREEN, badge=GREEN)]


# --- Ponjan tiles ------------------------------------------------------------------

#: Ponjan colour letter -> (face colour, ink of the id, caption), as the game draws its
#: tiles (``TileGO.cs:47-65``: red, cyan-blue, pale yellow, white, green for dragons)
PONJAN_FACES = {
    "r": ("#d8322c", "#ffffff", "RED"),
    "b": ("#3fb8e0", "#0b2a4a", "BLUE"),
    "k": ("#f3e27a", "#3a2c00", "YELLOW"),
    "w": ("#ffffff", "#1d1d1d", "WHITE"),
    "d": ("#1f9a4a", "#ffffff", "DRAGON"),
}
#: ids of each Ponjan colour (``ponjan.md`` §2)
PONJAN_IDS = {"r": 2, "b": 2, "k": 2, "w": 4, "d": 2}


def ponjan(code: str) -> tuple[str, list[str]]:
    """Title and body of a Ponjan tile: the face in its colour, the id large in the
    middle (it is the tile's index: large enough to read at arm's length), the colour's name as a small caption (for players who
    cannot tell the colours apart)."""
    n, colour = code[0], code[1]
    face, ink, label = PONJAN_FACES[colour]
    items = [el("rect", x=4.5, y=4.5, width=W - 9, height=H - 10.5, rx=3.5, fill=face,
                stroke="#8a7d5c", stroke_width=0.8)]
    if colour == "d":  # a dragon: a ring round the id
        items.append(circle(W / 2, 36, 19, "none", stroke=ink, stroke_width=2.4))
    items.append(text(W / 2, 49, n, 36, ink, anchor="middle"))
    size = min(8.5, (W - 14) / (0.72 * len(label)))
    items.append(text(W / 2, H - 11, label, size, ink, anchor="middle"))
    return f"{label.title()} {n}", items


def ponjan_codes() -> list[str]:
    return [f"{n}{c}" for c, count in PONJAN_IDS.items() for n in range(count)]


# --- the back -----------------------------------------------------------------------


def clip_segment(p: Point, q: Point, box: tuple[float, float, float, float],
                 ) -> list[Point]:
    """The part of segment p-q inside box (x0, y0, x1, y1); Liang-Barsky."""
    (px, py), (qx, qy) = p, q
    dx, dy = qx - px, qy - py
    t0, t1 = 0.0, 1.0
    for edge_p, edge_q in ((-dx, px - box[0]), (dx, box[2] - px),
                           (-dy, py - box[1]), (dy, box[3] - py)):
        if edge_p == 0:
            if edge_q < 0:
                return []
            continue
        t = edge_q / edge_p
        if edge_p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
    if t0 >= t1:
        return []
    return [(px + t0 * dx, py + t0 * dy), (px + t1 * dx, py + t1 * dy)]


def back_body() -> list[str]:
    jade, light = "#2f7a5a", "#9fd0b4"
    items = [el("rect", x=4, y=4, width=W - 8, height=H - 8, rx=4, fill=jade,
                stroke=light, stroke_width=1.2)]
    lattice = []
    for i in range(-8, 9):
        x = 30 + i * 7
        for dx in (36, -36):
            segment = clip_segment((x - dx, -12), (x + dx, 92), (5, 5, W - 5, H - 5))
            if segment:
                lattice.append(poly_d(segment))
    items.append(path(" ".join(lattice), stroke=light, stroke_width=0.5,
                      stroke_opacity=0.45))
    items.append(el("rect", x=4, y=4, width=W - 8, height=H - 8, rx=4, fill="none",
                    stroke=light, stroke_width=1.2))
    items.append(path(poly_d([(30, 26), (44, 40), (30, 54), (16, 40)], closed=True),
                      fill=jade, stroke=light, stroke_width=1.5, stroke_linejoin="round"))
    items.append(circle(30, 40, 5, light))
    return items


# --- all tiles ----------------------------------------------------------------------

SUIT_MARKS = {"m": ("C", RED, "Characters"), "p": ("D", BLUE, "Dots"),
              "s": ("B", GREEN, "Bamboo")}
DRAGONS = {5: ("Wd", BLUE, "White dragon"), 6: ("Gd", GREEN, "Green dragon"),
           7: ("Rd", RED, "Red dragon")}
WIND_NAMES = ("East", "South", "West", "North")


def tile_codes() -> list[str]:
    """Every code the generator writes (without ``back``)."""
    codes = [f"{n}{s}" for s in "mps" for n in range(1, 10)]
    codes += [f"{n}z" for n in range(1, 8)]
    codes += [f"{n}{s}" for s in "fyg" for n in range(1, 5)]
    codes += [f"{n}a" for n in range(1, 9)]
    codes += ponjan_codes()
    return codes


def render(code: str) -> str:
    """The SVG text of one tile code, or of ``back``."""
    if code == "back":
        return tile_svg("Back", back_body(), face=False)
    if code[1] in PONJAN_FACES:
        title, body = ponjan(code)
        return tile_svg(title, body)
    n, suit = int(code[0]), code[1]
    if suit in SUIT_MARKS:
        mark, colour, name = SUIT_MARKS[suit]
        art = {"m": characters, "p": dots, "s": bamboos}[suit](n)
        return tile_svg(f"{n} {name}", [*art, *index(str(n), mark, INK, colour)])
    if suit == "z" and n <= 4:
        letter = WIND_LETTERS[n - 1]
        return tile_svg(f"{WIND_NAMES[n - 1]} wind", [*wind(n), *index(letter)])
    if suit == "z":
        mark, colour, name = DRAGONS[n]
        return tile_svg(name, [*dragon(n), *index(mark, "", colour, main_size=9)])
    title, body = bonus(suit, n)
    return tile_svg(title, body)


def generate(out_dir: Path) -> list[Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for code in [*tile_codes(), "back"]:
        target = out_dir / f"{code}.svg"
        target.write_text(render(code), encoding="utf-8", newline="\n")
        written.append(target)
    return written


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path(__file__).resolve().parent,
                        help="directory to write the SVG files into")
    args = parser.parse_args(argv)
    files = generate(args.out)
    print(f"wrote {len(files)} tiles to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
