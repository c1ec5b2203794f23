"""Ponjan's tiles (source 002:8-13): 78 tiles of twelve kinds.

A tile is written as the id printed on its face and a letter for its colour
(``ponjan.md`` §2.1): ``r`` red, ``b`` blue, ``k`` yellow (*ki*), ``w`` white,
``d`` dragon. Red, blue and yellow have the ids 0 and 1, nine copies of each; white
has the ids 0-3 and dragon 0 and 1, four copies of each. Tiles are flyweights, so
they compare and hash by identity: ``ponjan_tile("0r") is ponjan_tile("0r")``.
"""

from __future__ import annotations

from typing import Final

#: colour letter -> the colour's name (002:9-13)
COLOURS: Final = {"r": "Red", "b": "Blue", "k": "Yellow", "w": "White", "d": "Dragon"}
#: colour letter -> (highest id, copies of each id) (002:9-13, TileSetupData.asset)
KINDS: Final = {"r": (1, 9), "b": (1, 9), "k": (1, 9), "w": (3, 4), "d": (1, 4)}
#: the three colours of Three Colors and One Color and Others
PRIMARY: Final = frozenset("rbk")
#: display order of the colours (the README's)
ORDER: Final = "rbkwd"
#: how the tiles are written, for messages
ALL_CODES: Final = "0r 1r 0b 1b 0k 1k 0w 1w 2w 3w 0d 1d"


class PonjanTile:
    """One kind of Ponjan tile. Use :func:`ponjan_tile`; never construct it directly."""

    __slots__ = ("code", "colour", "copies", "id", "name", "sort_key")

    code: str
    colour: str
    id: int
    copies: int
    name: str
    sort_key: int

    def __init__(self, colour: str, id_: int) -> None:
        self.code = f"{id_}{colour}"
        self.colour = colour
        self.id = id_
        self.copies = KINDS[colour][1]
        self.name = f"{COLOURS[colour]} {id_}"
        self.sort_key = ORDER.index(colour) * 4 + id_

    def __repr__(self) -> str:
        return f"ponjan_tile({self.code!r})"

    def __str__(self) -> str:
        return self.code

    def __lt__(self, other: PonjanTile) -> bool:
        return self.sort_key < other.sort_key

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return (ponjan_tile, (self.code,))


_TILES: Final[dict[str, PonjanTile]] = {
    f"{i}{c}": PonjanTile(c, i) for c in ORDER for i in range(KINDS[c][0] + 1)
}

#: every kind, in display order
TILES: Final[tuple[PonjanTile, ...]] = tuple(_TILES.values())


def ponjan_tile(code: str) -> PonjanTile:
    """The tile written ``code`` (``"0r"``, ``"3w"``); KeyError if there is none."""
    return _TILES[code]


def is_ponjan_code(code: str) -> bool:
    return code in _TILES
