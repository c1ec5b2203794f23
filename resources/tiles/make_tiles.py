"""Generate the SVG tile art of Mahjong Score Sheet.

Writes one small SVG per tile code (``1m`` ... ``9m``, ``1p`` ... ``9p``, ``1s`` ... ``9s``,
``1z`` ... ``7z``, ``1f`` ... ``4f``, ``1y`` ... ``4y``, ``1g`` ... ``4g``, ``1a`` ... ``8a``),
the twelve Ponjan tiles (``0r 1r 0b 1b 0k 1k 0w 1w 2w 3w 0d 1d``: a coloured face with
its id, as the game draws them) plus ``back.svg`` for a face-down tile.

Everything is drawn with plain shapes and paths; the only text is the Western-style corner
index (a digit or a Latin letter) and, on bonus tiles, a small caption, both in a generic
font, so the tiles read without any Chinese font. The output is deterministic: the same
script always writes byte-identical files. The bonus tiles are drawn in
``bonus_tiles.py``; what every tile shares (geometry, palette, SVG elements, the tile
body and its corner index) is in ``tile_svg.py``.

Usage::

    python resources/tiles/make_tiles.py            # writes next to this script
    python resources/tiles/make_tiles.py --out DIR  # writes into DIR
"""

from __future__ import annotations

import argparse
import math
from collections.abc import Sequence
from pathlib import Path

from bonus_tiles import bonus
from tile_svg import (
    BLUE,
    BROWN,
    CX,
    CY,
    GOLD,
    GREEN,
    INK,
    IVORY,
    OUTLINE,
    RED,
    WIND_LETTERS,
    Y0,
    H,
    Point,
    Stroke,
    W,
    circle,
    el,
    fmt,
    glyph,
    group,
    index,
    leaf,
    path,
    poly_d,
    stick,
    text,
    tile_svg,
)

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
    middle (it is the tile's index: large enough to read at arm's length), the colour's
    name as a small caption (for players who cannot tell the colours apart)."""
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
