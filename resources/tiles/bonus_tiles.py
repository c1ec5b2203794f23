"""The bonus tiles of the tile art (``make_tiles.py``): flowers, seasons and
animals, each with its caption and corner index."""

from __future__ import annotations

import math
from collections.abc import Callable

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
    X0,
    X1,
    Y0,
    Y1,
    circle,
    el,
    ellipse,
    fmt,
    group,
    index,
    leaf,
    path,
    poly_d,
    stick,
    text,
)

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
