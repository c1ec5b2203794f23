"""Sets (melds) and a hand as the player entered it."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Literal

from scoring.hands.tiles import Tile, tile_by_key

MeldKind = Literal["chow", "pung", "kong", "pair"]

_SIZES: dict[str, int] = {"chow": 3, "pung": 3, "kong": 4, "pair": 2}
KIND_CODES: dict[str, int] = {"chow": 0, "pung": 1, "kong": 2, "pair": 3}
#: the counts of a hand's sets kept in one int, four bits each (a hand has at most
#: seven sets): chows, kongs, pungs or kongs of dragons, pairs of dragons, of winds
COUNT_SHIFTS: dict[str, int] = {"chow": 0, "kong": 4, "dragon-set": 8, "dragon-pair": 12,
                                "wind-set": 16, "wind-pair": 20}


@dataclass(frozen=True, slots=True)
class Meld:
    """A set of tiles: a chow, pung, kong or pair.

    ``tile`` is the lowest tile (the only one for pungs, kongs and pairs).
    ``concealed`` is False for a set formed by claiming a discard. ``claimed_kong``
    marks a kong made by adding a claimed discard to a concealed pung (written
    ``{5555p}``): exposed for its points, concealed for the rules that ask whether
    the hand is concealed (Millington 116k, 117c).
    """

    kind: MeldKind
    tile: Tile
    concealed: bool
    claimed_kong: bool = False
    #: the tiles of the set, lowest first (worked out once: scoring asks often)
    tiles: tuple[Tile, ...] = field(init=False, repr=False, compare=False)
    #: the kind, the exposure and the tile in one int, which is all the rules on a
    #: single set look at besides the seat (see :class:`scoring.rules.plan.RulePlan`)
    key: int = field(init=False, repr=False, compare=False)
    #: what the set adds to the counts a hand view keeps (:data:`COUNT_SHIFTS`)
    counts: int = field(init=False, repr=False, compare=False)
    #: whether the set makes a hand not concealed (exposed, and not a kong made by
    #: adding a claimed tile to a concealed pung)
    exposes: bool = field(init=False, repr=False, compare=False)
    #: the block of its tiles (``sort_key >> 4``) and their pattern in it (see
    #: :mod:`scoring.hands.suit_patterns`)
    block: int = field(init=False, repr=False, compare=False)
    pattern: int = field(init=False, repr=False, compare=False)
    #: all ones for a set of winds (whose rules look at the seat), else 0
    wind_mask: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        t = self.tile
        tiles: tuple[Tile, ...]
        if self.kind == "chow":
            k = t.sort_key
            tiles = (t, tile_by_key(k + 1), tile_by_key(k + 2))
        else:
            tiles = (t,) * _SIZES[self.kind]
        object.__setattr__(self, "tiles", tiles)
        object.__setattr__(self, "key", KIND_CODES[self.kind] << 9
                           | self.concealed << 8 | t.sort_key)
        counted = ["chow"] if self.kind == "chow" else []
        if self.kind == "kong":
            counted.append("kong")
        if t.category in ("dragon", "wind"):
            counted.append(t.category + ("-pair" if self.kind == "pair" else "-set"))
        object.__setattr__(self, "counts", sum(1 << COUNT_SHIFTS[c] for c in counted))
        object.__setattr__(self, "exposes", not self.concealed and not self.claimed_kong)
        object.__setattr__(self, "wind_mask", -1 if t.category == "wind" else 0)
        object.__setattr__(self, "block", t.sort_key >> 4)
        object.__setattr__(self, "pattern", sum(1 << (x.rank << 2) for x in tiles))

    @property
    def is_pung_or_kong(self) -> bool:
        return self.kind == "pung" or self.kind == "kong"

    def contains(self, t: Tile) -> bool:
        if self.kind == "chow":
            return t.suit == self.tile.suit and 0 <= t.rank - self.tile.rank <= 2
        return t is self.tile

    def notation(self) -> str:
        body = "".join(str(t.rank) for t in self.tiles) + self.tile.suit
        if self.kind == "kong" and self.concealed:
            return f"[{body}]"
        if self.claimed_kong:
            return f"{{{body}}}"
        return body if self.concealed else f"({body})"

    def __str__(self) -> str:
        return self.notation()


@dataclass(frozen=True, slots=True)
class Hand:
    """A hand as written: the free concealed tiles, the declared sets, the bonus tiles.

    ``declared`` holds the exposed sets (written in parentheses) and the declared
    concealed kongs (written in square brackets). The winning tile, when there is one,
    is among ``concealed``.
    """

    concealed: tuple[Tile, ...]
    declared: tuple[Meld, ...] = ()
    bonus: tuple[Tile, ...] = ()

    @property
    def kongs(self) -> int:
        return sum(1 for m in self.declared if m.kind == "kong")

    def playing_tiles(self) -> list[Tile]:
        """Every non-bonus tile of the hand, declared sets included."""
        out = list(self.concealed)
        for m in self.declared:
            out += m.tiles
        return out

    def tile_counts(self) -> Counter[Tile]:
        """How many of each tile the hand holds, bonus tiles included, in the order
        the tiles first appear (concealed, declared sets, bonus)."""
        counts = Counter(self.concealed)
        for m in self.declared:
            if m.kind == "chow":
                for t in m.tiles:
                    counts[t] += 1
            else:
                counts[m.tile] += _SIZES[m.kind]
        for t in self.bonus:
            counts[t] += 1
        return counts

    def size(self) -> int:
        """The tile count that decides completeness: a kong counts as three."""
        return len(self.concealed) + 3 * len(self.declared)

    def notation(self) -> str:
        from scoring.hands.notation import format_hand
        return format_hand(self)

    def __str__(self) -> str:
        return self.notation()
