"""The score formula: a hand's points *p* (the sum of its combinations) give the base
*B(p)*, and the winner gains *B(p)* x the unit (x10, or x15 when the winner is the
boss, in the game).

``code`` is the formula as the game computes it (``Game.cs:85-100``)::

    B(p) = 2^(p-1)                   for 1 <= p <= 3
    B(p) = 4 * ((p - 4) // 2 + 1) + 4  for p >= 4

``readme`` is the README's formula (002:33-34), which leaves out ``p -= 4``::

    B(p) = 2^(p-1)                   for 1 <= p <= 3
    B(p) = 4 * (p // 2 + 1) + 4      for p >= 4   (integer p / 2, as in C#)
"""

from __future__ import annotations

from typing import Final, Literal

Formula = Literal["code", "readme"]
FORMULAS: Final[tuple[Formula, ...]] = ("code", "readme")


def base(points: int, formula: Formula = "code") -> int:
    """*B(p)*. A win needs at least one combination, so *p* >= 1; *p* = 0 gives 0, as
    the code's ``(int)Math.Pow(2, -1)`` does."""
    if points < 1:
        return 0
    if points < 4:
        return int(2 ** (points - 1))
    if formula == "code":
        return 4 * ((points - 4) // 2 + 1) + 4
    return 4 * (points // 2 + 1) + 4


def base_text(points: int, formula: Formula = "code") -> str:
    """The arithmetic of :func:`base`, for the explanation of a score."""
    value = base(points, formula)
    if points < 4:
        return f"2^({points}-1) = {value}"
    if formula == "code":
        return f"4*(({points}-4)//2+1)+4 = {value}"
    return f"4*({points}//2+1)+4 = {value}"
