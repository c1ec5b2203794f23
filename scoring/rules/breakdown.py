"""The result of scoring a hand: one line per rule that applied, and the totals.

The same object feeds the command line, the GUI and the spreadsheet.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, NamedTuple

from scoring.hands.hand import Meld
from scoring.hands.tiles import Tile
from scoring.hands.view import Waits


@dataclass(slots=True)
class Item:
    """One rule that applied: ``count`` times, giving ``points`` and ``doubles``.

    Treat it as immutable; it is a plain slotted class because scoring makes many.
    """

    rule: str
    name: str
    source: str
    points: int
    doubles: int
    count: int
    tiles: tuple[Tile, ...]
    limit: bool = False
    #: a limit item's share of the limit (1: the whole limit)
    share: float = 1.0

    def value_text(self) -> str:
        if self.limit:
            return "limit" if self.share == 1 else f"{self.share:g} limit"
        if self.doubles:
            return f"{self.doubles} double{'' if self.doubles == 1 else 's'}"
        return f"{self.points} pts"


class BonusApart(NamedTuple):
    """The bonus tiles of a special hand counted apart (scoring.rules.special): their
    ``points`` doubled ``doubles`` times make ``value``, added to the special hand's
    ``base`` (the sum capped at the limit)."""

    points: int
    doubles: int
    value: int
    base: int

    def to_dict(self) -> dict[str, int]:
        return {"points": self.points, "doubles": self.doubles, "value": self.value,
                "base": self.base}


@dataclass(frozen=True)
class Breakdown:
    """How a hand scored.

    ``score_before_limit`` is points x 2^doubles; ``score`` is what the player gets:
    the limit when ``limit_hand`` is set (or the limit hand's share of it, for a
    half-limit hand or a loser's calling hand, used when worth more than the
    points), otherwise the lower of the two. For a limit hand, ``items`` holds the
    limit hands that apply (``limit`` set) first, then the ordinary rules, which show
    what the hand would have made without them.
    """

    ruleset: str
    winner: bool
    items: tuple[Item, ...]
    points: int
    doubles: int
    score_before_limit: int
    limit: int | None
    limit_hand: str | None
    score: int
    melds: tuple[Meld, ...]
    shape: str
    lazy_waits: Waits
    #: the bonus tiles counted apart from a special hand's value (None: in the points)
    apart: BonusApart | None = None
    #: the hand's tiles that are not bonus tiles (a loser's ``melds`` leave out his
    #: chows and loose tiles, which score nothing: :meth:`text` shows them)
    tiles: tuple[Tile, ...] = ()

    @classmethod
    def made(cls, ruleset: str, winner: bool,
             items: tuple[Item, ...] | Callable[[], tuple[Item, ...]], points: int,
             doubles: int, score_before_limit: int, limit: int | None,
             limit_hand: str | None, score: int, melds: tuple[Meld, ...], shape: str,
             lazy_waits: Waits, apart: BonusApart | None = None,
             tiles: tuple[Tile, ...] = ()) -> Breakdown:
        """``Breakdown(...)`` with the same arguments, made with one update of the new
        object's attributes instead of one ``object.__setattr__`` per field (the
        frozen dataclass's way): the engine makes one for every hand it scores.

        ``items`` may be a function that makes them: they are then made the first
        time :attr:`items` is read (the totals are given; most hands scored, in a
        game replayed or a season rescored, are asked for their score alone)."""
        made = object.__new__(cls)
        found = made.__dict__
        found.update(
            ruleset=ruleset, winner=winner, points=points, doubles=doubles,
            score_before_limit=score_before_limit, limit=limit, limit_hand=limit_hand,
            score=score, melds=melds, shape=shape, lazy_waits=lazy_waits, apart=apart,
            tiles=tiles)
        if isinstance(items, tuple):
            found["items"] = items
        else:
            found[_MAKE_ITEMS] = items
        return made

    @property
    def waits(self) -> tuple[Tile, ...]:
        """The tiles the winner's hand waited on before its winning tile."""
        return self.lazy_waits.get()

    @property
    def limited(self) -> bool:
        """True when the limit capped the score (not for a limit hand)."""
        return self.limit_hand is None and self.score < self.score_before_limit

    def sorted_melds(self) -> list[Meld]:
        """The sets in tile order, for display."""
        return sorted(self.melds, key=lambda m: (m.tile.sort_key, m.kind))

    def loser_sets(self) -> tuple[list[Meld], list[Tile]]:
        """A loser's hand as it lies: the sets that score (``melds``), the chows among
        the other tiles (lowest first) and the loose tiles left over."""
        from scoring.hands.tiles import tile_by_key
        rest = list(self.tiles)
        for meld in self.melds:
            for t in meld.tiles:
                if t in rest:
                    rest.remove(t)
        keys = sorted(t.sort_key for t in rest)
        chows: list[Meld] = []
        loose: list[Tile] = []
        while keys:
            low = tile_by_key(keys[0])
            if (low.suit in "mps" and low.rank <= 7 and keys[0] + 1 in keys
                    and keys[0] + 2 in keys):
                chows.append(Meld("chow", low, concealed=True))
                for k in (keys[0], keys[0] + 1, keys[0] + 2):
                    keys.remove(k)
            else:
                loose.append(low)
                keys.pop(0)
        return (sorted([*self.melds, *chows], key=lambda m: (m.tile.sort_key, m.kind)),
                loose)

    def to_dict(self) -> dict[str, Any]:
        found = {
            "ruleset": self.ruleset,
            "winner": self.winner,
            "score": self.score,
            "points": self.points,
            "doubles": self.doubles,
            "score_before_limit": self.score_before_limit,
            "limit": self.limit,
            "limit_hand": self.limit_hand,
            "items": [{"rule": i.rule, "name": i.name, "source": i.source,
                       "points": i.points, "doubles": i.doubles, "count": i.count,
                       "limit": i.limit, "share": i.share,
                       "tiles": [t.code for t in i.tiles]}
                      for i in self.items],
            "arrangement": [m.notation() for m in self.sorted_melds()],
            "shape": self.shape,
            "waits": [t.code for t in self.waits],
        }
        if self.apart is not None:
            found["bonus_apart"] = self.apart.to_dict()
        return found

    def text(self) -> str:
        """A readable table: one line per rule, then the totals."""
        from scoring.hands.notation import format_tiles
        rows = [(i.name + (f" x{i.count}" if i.count > 1 else ""), i.value_text(),
                 i.source, format_tiles(i.tiles) if len(i.tiles) <= 14 else "")
                for i in self.items]
        width = max([len(r[0]) for r in rows] + [24])
        lines = [f"Rule set: {self.ruleset}   "
                 f"{'winner' if self.winner else 'loser'}"]
        loose: list[Tile] = []
        if self.winner:
            sets = self.sorted_melds()
        else:
            sets, loose = self.loser_sets()
        if sets:
            lines.append("Sets: " + " ".join(m.notation() for m in sets))
        if loose:
            lines.append("Loose tiles: " + format_tiles(loose))
        if self.winner:
            lines.append("Waits: " + (" ".join(t.code for t in self.waits) or "none"))
        lines.append("")
        for name, value, src, tiles in rows:
            lines.append(f"  {name:<{width}}  {value:>10}  [{src}]  {tiles}".rstrip())
        if not rows:
            lines.append("  (no rule applies)")
        lines.append("")
        lines.append(f"Points {self.points} x 2^{self.doubles} = "
                     f"{self.score_before_limit}")
        if sum(i.doubles for i in self.items) > self.doubles:
            lines.append(f"(a hand counts at most {self.doubles} doubles)")
        a = self.apart
        if a is not None:
            lines.append(f"Bonus tiles apart: {a.points} x 2^{a.doubles} = {a.value}")
        added = "" if a is None else f"{a.base} + {a.value} = " \
            if a.base + a.value == self.score else f"{a.base} + {a.value}, capped: "
        if self.limit_hand:
            names = ", ".join(i.name for i in self.items if i.limit)
            share = next(i.share for i in self.items if i.limit)
            part = "the limit" if share == 1 else f"{share:g} of the limit"
            lines.append(f"Limit hand: {names}: scores {part}, {added}{self.score}")
        elif a is not None:
            lines.append(f"Special hand: {added}{self.score}")
        elif self.limited:
            lines.append(f"Limit {self.limit}")
        lines.append(f"Score: {self.score}")
        return "\n".join(lines)


#: where :meth:`Breakdown.made` keeps the function that makes a breakdown's items
_MAKE_ITEMS = "_make_items"


class _ItemsWhenRead:
    """:attr:`Breakdown.items` of a breakdown made with a function for them
    (:meth:`Breakdown.made`): made by it the first time they are read, then kept in
    the breakdown's own attributes, where every later read finds them first (a
    descriptor without ``__set__`` yields to them; a breakdown made by its class
    sets them there)."""

    def __get__(self, obj: Breakdown | None, owner: type | None = None) -> Any:
        if obj is None:
            return self
        attributes = obj.__dict__
        make = attributes.get(_MAKE_ITEMS)
        if make is None:  # made meanwhile by another thread's read
            return attributes["items"]
        items = attributes.setdefault("items", make())
        attributes.pop(_MAKE_ITEMS, None)  # what it needed is not kept
        return items


# set after the class is made, so that the dataclass knows no default for the field
setattr(Breakdown, "items", _ItemsWhenRead())  # noqa: B010
