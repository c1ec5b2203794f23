"""Tiles and tile sets.

A tile is written as a rank digit and a suit letter (``5m``, ``1z``, ``2f``). Tiles are
flyweights: ``tile("5m") is tile("5m")``, so they compare and hash by identity.

Which tiles exist, how many copies of each, and which suits form chows is the business
of a :class:`TileSet`, not of the tile itself, so that a variant with other tiles
(Ponjan, source 002) is another tile set and not a change to this module.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final, Literal

Category = Literal["suit", "wind", "dragon", "bonus"]

WINDS: Final = ("E", "S", "W", "N")
WIND_NAMES: Final = {"E": "East", "S": "South", "W": "West", "N": "North"}

SUIT_NAMES: Final = {"m": "Characters", "p": "Dots", "s": "Bamboo"}
DRAGON_NAMES: Final = {5: "White dragon", 6: "Green dragon", 7: "Red dragon"}
FLOWER_NAMES: Final = {1: "Plum", 2: "Orchid", 3: "Chrysanthemum", 4: "Bamboo flower"}
SEASON_NAMES: Final = {1: "Spring", 2: "Summer", 3: "Autumn", 4: "Winter"}
ANIMAL_NAMES: Final = {1: "Fisherman", 2: "Fish", 3: "Cat", 4: "Mouse",
                       5: "Rooster", 6: "Worm", 7: "Owner", 8: "Gold pot"}

#: Letters of the bonus tiles that belong to a seat (rank 1 = East ... 4 = North).
SEATED_BONUS: Final = frozenset("fyg")
#: Sort order of the suit letters.
_SUIT_ORDER: Final = "mpszfyga"


class Tile:
    """One kind of tile. Use :func:`tile` to get one; never construct it directly."""

    __slots__ = ("code", "suit", "rank", "category", "is_honour", "is_terminal",
                 "is_major", "is_simple", "wind", "is_dragon", "sort_key", "name")

    code: str
    suit: str
    rank: int
    category: Category
    is_honour: bool
    is_terminal: bool
    is_major: bool
    is_simple: bool
    wind: str | None
    is_dragon: bool
    sort_key: int
    name: str

    def __init__(self, suit: str, rank: int) -> None:
        self.code = f"{rank}{suit}"
        self.suit = suit
        self.rank = rank
        if suit in SUIT_NAMES:
            self.category = "suit"
        elif suit == "z":
            self.category = "wind" if rank <= 4 else "dragon"
        else:
            self.category = "bonus"
        self.is_honour = self.category in ("wind", "dragon")
        self.is_terminal = self.category == "suit" and rank in (1, 9)
        self.is_major = self.is_honour or self.is_terminal
        self.is_simple = self.category == "suit" and not self.is_terminal
        self.is_dragon = self.category == "dragon"
        if self.category == "wind" or (suit in SEATED_BONUS and 1 <= rank <= 4):
            self.wind = WINDS[rank - 1]
        else:
            self.wind = None
        self.sort_key = _SUIT_ORDER.index(suit) * 16 + rank
        self.name = _tile_name(suit, rank)

    def __repr__(self) -> str:
        return f"tile({self.code!r})"

    def __str__(self) -> str:
        return self.code

    def __lt__(self, other: Tile) -> bool:
        return self.sort_key < other.sort_key

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return (tile, (self.code,))


def _tile_name(suit: str, rank: int) -> str:
    if suit in SUIT_NAMES:
        return f"{rank} {SUIT_NAMES[suit]}"
    if suit == "z":
        return f"{WIND_NAMES[WINDS[rank - 1]]} wind" if rank <= 4 else DRAGON_NAMES[rank]
    if suit == "f":
        return f"{FLOWER_NAMES[rank]} (flower {rank})"
    if suit == "y":
        return f"{SEASON_NAMES[rank]} (season {rank})"
    if suit == "g":
        return f"{SEASON_NAMES[rank]} (third-colour season {rank})"
    return f"{ANIMAL_NAMES[rank]} (animal {rank})"


_RANKS: Final = {"m": 9, "p": 9, "s": 9, "z": 7, "f": 4, "y": 4, "g": 4, "a": 8}
_TILES: Final[dict[str, Tile]] = {
    f"{rank}{suit}": Tile(suit, rank) for suit, top in _RANKS.items()
    for rank in range(1, top + 1)
}


def tile(code: str) -> Tile:
    """The tile written ``code`` (``"5m"``, ``"7z"``); KeyError if there is none."""
    return _TILES[code]


_BY_KEY: Final = {t.sort_key: t for t in _TILES.values()}


def tile_by_key(key: int) -> Tile:
    """The tile whose ``sort_key`` is ``key``."""
    return _BY_KEY[key]


def tile_codes() -> dict[str, Tile]:
    """Every tile by its code."""
    return dict(_TILES)


def tile_by_key_map() -> dict[int, Tile]:
    """Every tile by its ``sort_key``."""
    return dict(_BY_KEY)


def is_tile_code(code: str) -> bool:
    return code in _TILES


def animal_partner(t: Tile) -> Tile:
    """The animal that completes ``t``'s hunter-and-catch pair (cat and mouse ...)."""
    partner = t.rank + 1 if t.rank % 2 else t.rank - 1
    return _TILES[f"{partner}a"]


@dataclass(frozen=True)
class TileSet:
    """Which tiles a game is played with and how many copies of each exist."""

    id: str
    description: str
    #: suit letter -> (highest rank, copies of each rank)
    suits: dict[str, tuple[int, int]]
    #: suit letters whose consecutive ranks form chows
    chow_suits: frozenset[str]

    def __post_init__(self) -> None:
        tiles = tuple(_TILES[f"{rank}{suit}"] for suit, (top, _) in self.suits.items()
                      for rank in range(1, top + 1))
        object.__setattr__(self, "_tiles", tiles)
        object.__setattr__(self, "_playing", tuple(t for t in tiles
                                                   if t.category != "bonus"))
        object.__setattr__(self, "_copies", {t: self.suits[t.suit][1] for t in tiles})
        object.__setattr__(self, "_blocks", frozenset(
            _TILES[f"1{s}"].sort_key >> 4 for s in self.chow_suits))

    @property
    def tiles(self) -> tuple[Tile, ...]:
        """Every tile of the set, in sort order, one entry per kind."""
        return self._tiles  # type: ignore[attr-defined, no-any-return]

    @property
    def playing_tiles(self) -> tuple[Tile, ...]:
        return self._playing  # type: ignore[attr-defined, no-any-return]

    @property
    def chow_blocks(self) -> frozenset[int]:
        """The ``sort_key >> 4`` blocks of the suits that form chows."""
        return self._blocks  # type: ignore[attr-defined, no-any-return]

    @property
    def bonus_tiles(self) -> tuple[Tile, ...]:
        return tuple(t for t in self.tiles if t.category == "bonus")

    def contains(self, t: Tile) -> bool:
        spec = self.suits.get(t.suit)
        return spec is not None and t.rank <= spec[0]

    def copies(self, t: Tile) -> int:
        """How many copies of ``t`` the set holds (0 if it is not in the set)."""
        return self._copies.get(t, 0)  # type: ignore[attr-defined, no-any-return]

    @property
    def copies_map(self) -> Mapping[Tile, int]:
        """Every tile of the set -> how many copies it holds (a tile missing from it
        is not in the set); for loops that ask :meth:`copies` of many tiles."""
        return self._copies  # type: ignore[attr-defined, no-any-return]


CLASSICAL: Final = TileSet(
    id="classical",
    description="136 playing tiles, four flowers (f) and four seasons (y)",
    suits={"m": (9, 4), "p": (9, 4), "s": (9, 4), "z": (7, 4), "f": (4, 1), "y": (4, 1)},
    chow_suits=frozenset("mps"),
)

SWEDISH_EXTRA: Final = TileSet(
    id="swedish-extra",
    description=("classical tiles plus source 003's extras: the seasons in two colours "
                 "(f and y) and the eight animal tiles (a)"),
    suits={**CLASSICAL.suits, "a": (8, 1)},
    chow_suits=frozenset("mps"),
)

#: An opt-in house extension that no built-in rule set uses: source 003 names two
#: colours of seasons only (003:6, 003:160); a third colour (g) is for house rules.
SWEDISH_THIRD_COLOUR: Final = TileSet(
    id="swedish-extra-third-colour",
    description=("the swedish-extra tiles plus a third colour of seasons (g), a house "
                 "extension that source 003 does not name"),
    suits={**CLASSICAL.suits, "g": (4, 1), "a": (8, 1)},
    chow_suits=frozenset("mps"),
)

TILE_SETS: Final = {ts.id: ts for ts in (CLASSICAL, SWEDISH_EXTRA, SWEDISH_THIRD_COLOUR)}
