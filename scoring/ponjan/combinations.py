"""The conditions of Ponjan's combinations (``ponjan.md`` §4), one function each.

A condition looks at the facts of a complete hand (its three sets, how many were
stolen, how it was won, Reach and Ippatsu) and says how many times it applies: 0 or
1, or for ``dragon-set`` one per dragon set (the game registers one combination per
dragon id, ``Game.cs:207-211``). Which condition a combination uses, its name and its
value are in the rule file.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from .tiles import PRIMARY, PonjanTile

_OTHERS: Final = frozenset("wd")


@dataclass(frozen=True, slots=True)
class Facts:
    """``sets``: one tile per set, three of them. ``stolen``: how many were stolen."""

    sets: tuple[PonjanTile, ...]
    stolen: int
    self_drawn: bool
    reach: bool
    ippatsu: bool

    @property
    def colours(self) -> frozenset[str]:
        return frozenset(t.colour for t in self.sets)


def _all_same_colour(f: Facts) -> int:
    # White counts as a colour, dragons do not (AllSameColorCombination.cs:15-20).
    c = f.colours
    return int(len(c) == 1 and "d" not in c)


def _all_same(f: Facts) -> int:
    s = f.sets
    return int(s[0] is s[1] is s[2])


def _all_same_id(f: Facts) -> int:
    return int(len({t.id for t in f.sets}) == 1)


def _one_colour_and_others(f: Facts) -> int:
    # Exactly one of red, blue, yellow and at least one white or dragon set
    # (OneColorAndWhitesCombination.cs:18-20).
    c = f.colours
    return int(len(c & PRIMARY) == 1 and bool(c & _OTHERS))


def _three_colours(f: Facts) -> int:
    return int(f.colours >= PRIMARY)


def _reach(f: Facts) -> int:
    return int(f.reach)


def _no_steals(f: Facts) -> int:
    # The claimed winning discard is not a steal (NoStealsCombination.cs:10-11).
    return int(f.stolen == 0)


def _complete_with_draw(f: Facts) -> int:
    return int(f.self_drawn)


def _ippatsu(f: Facts) -> int:
    return int(f.ippatsu)


def _dragon_set(f: Facts) -> int:
    # One per dragon set, stolen or not; there are only 4 of each dragon, so at most
    # one set per id.
    return sum(1 for t in f.sets if t.colour == "d")


def _two_identical(f: Facts) -> int:
    # Once, however many sets repeat (TwoIdenticalCombination.cs:13-34).
    return int(len(set(f.sets)) < 3)


#: condition name -> (what it checks, in words; the function)
CONDITIONS: Final[dict[str, tuple[str, Callable[[Facts], int]]]] = {
    "all-same-colour": ("all three sets of one colour: red, blue, yellow or white",
                        _all_same_colour),
    "all-same": ("all three sets the same tile", _all_same),
    "all-same-id": ("all three sets with the same id, whatever their colours",
                    _all_same_id),
    "one-colour-and-others": ("exactly one of red, blue and yellow, and at least one "
                              "white or dragon set", _one_colour_and_others),
    "three-colours": ("a red, a blue and a yellow set", _three_colours),
    "reach": ("the winner declared Reach", _reach),
    "no-steals": ("no stolen set (the claimed winning tile is not a steal)", _no_steals),
    "complete-with-draw": ("won by a self-drawn tile", _complete_with_draw),
    "ippatsu": ("won before the next discard after the Reach, with no steal between",
                _ippatsu),
    "dragon-set": ("once per dragon set, stolen or not", _dragon_set),
    "two-identical": ("at least two sets of the same tile (counted once)",
                      _two_identical),
}
