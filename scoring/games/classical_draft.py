"""A classical hand as it is being entered: the value the hand editor shows and sends
picks to.

A :class:`ClassicalDraft` is one player's hand so far: its sets (``Meld``; concealed
pairs, chows and pungs are kept as sets too, so that a set entered in one click stays
one set), its loose concealed tiles and its bonus tiles, in the order they came; the
add mode of the next pick and whether the next set is exposed; the score typed
instead of the tiles; and, while the typed text cannot be read, why. It is immutable:
every change (:meth:`~ClassicalDraft.pick`, :meth:`~ClassicalDraft.remove`,
:meth:`~ClassicalDraft.toggle`, :meth:`~ClassicalDraft.read`, ...) returns a new
draft, or raises :class:`~scoring.errors.DraftError` naming why it is refused (an
English template with its values, which a front end translates as any message of
:mod:`scoring.errors`). What a pick may not do depends on the table
(:class:`Table`): the tile set, the tiles the other hands hold, the player's name.

Kept with the game, a player's draft is a :class:`scoring.games.draft.PlayerDraft`
(its text, typed score, mode and exposed): ``PlayerDraft.of(draft)`` and
``player.hand(tile_set)`` go from one to the other.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import Literal, TypeVar

from scoring.errors import TILES, DraftError, Msg, NotationError, message_key
from scoring.hands.hand import Hand, Meld
from scoring.hands.notation import check_tiles, format_tiles, parse_hand
from scoring.hands.tiles import CLASSICAL, SUIT_NAMES, Tile, TileSet, tile

Mode = Literal["tile", "pair", "chow", "pung", "kong"]
#: what a pick adds: one tile, a pair, a chow (from its lowest tile), a pung, a kong
MODES: tuple[Mode, ...] = ("tile", "pair", "chow", "pung", "kong")
#: what a part of the hand is: a set, a loose concealed tile or a bonus tile
PartKind = Literal["set", "loose", "bonus"]
#: a kong's kind: "exposed" ``(5555p)``, "declared" ``[5555p]`` (concealed) or
#: "claimed" ``{5555p}`` (a claimed tile added to a concealed pung)
KongKind = Literal["exposed", "declared", "claimed"]
#: a click on a kong: declared -> exposed -> added to a concealed pung -> declared
NEXT_KONG: dict[KongKind, KongKind] = {"declared": "exposed", "exposed": "claimed",
                                       "claimed": "declared"}
T = TypeVar("T")
#: A hand never holds more (a kong counts as three).
MAX_SIZE = 14


def tile_msg(t: Tile) -> Msg:
    """A tile's name as a message value (translated by the front end)."""
    return Msg(t.name, TILES)


def as_set(tiles: Iterable[Tile]) -> Meld | None:
    """The concealed pair, pung or chow these tiles form, or None."""
    tiles = list(tiles)
    if not tiles or any(t.category == "bonus" for t in tiles):
        return None
    first = min(tiles)
    if all(t is first for t in tiles) and len(tiles) in (2, 3):
        return Meld("pair" if len(tiles) == 2 else "pung", first, True)
    if len(tiles) == 3 and first.suit in SUIT_NAMES and first.rank <= 7:
        chow = Meld("chow", first, True)
        if sorted(chow.tiles) == sorted(tiles):
            return chow
    return None


def kong_kind(m: Meld) -> KongKind:
    """A kong's kind (see :data:`KongKind`)."""
    return "declared" if m.concealed else "claimed" if m.claimed_kong else "exposed"


def as_kong(m: Meld, kind: KongKind) -> Meld:
    """The kong ``m`` made ``kind``."""
    return Meld("kong", m.tile, kind == "declared", claimed_kong=kind == "claimed")


@dataclass(frozen=True)
class Table:
    """What a pick depends on beyond the hand: the tile set, how many of each tile
    (by code) the other hands hold, and the player's name (for the messages)."""

    tile_set: TileSet = CLASSICAL
    elsewhere: Mapping[str, int] = field(default_factory=dict)
    player: str = ""


@dataclass(frozen=True, eq=False)
class ClassicalDraft:
    """One player's hand being entered (see the module's description)."""

    sets: tuple[Meld, ...] = ()
    loose: tuple[Tile, ...] = ()
    bonus: tuple[Tile, ...] = ()
    mode: Mode = "tile"
    exposed: bool = False
    #: the score typed instead of the tiles (None: the tiles count)
    score: int | None = None
    #: why the text last read cannot be read (None: it could)
    error: NotationError | None = None

    def _key(self) -> tuple[object, ...]:
        """What makes two drafts equal (an error by its message, not its identity)."""
        return (self.sets, self.loose, self.bonus, self.mode, self.exposed, self.score,
                message_key(self.error))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, ClassicalDraft) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    # -- what it holds ---------------------------------------------------------------

    def hand(self) -> Hand:
        """The hand the parts make (the last one the text could be read as)."""
        concealed = list(self.loose)
        declared: list[Meld] = []
        for m in self.sets:
            if m.concealed and m.kind != "kong":
                concealed.extend(m.tiles)
            else:
                declared.append(m)
        return Hand(tuple(sorted(concealed)), tuple(declared), tuple(sorted(self.bonus)))

    def exposed_sets(self) -> tuple[Meld, ...]:
        """The sets on the table: exposed sets and kongs of any kind."""
        return tuple(m for m in self.sets if not m.concealed or m.kind == "kong")

    def concealed_tiles(self) -> tuple[Tile, ...]:
        """The concealed tiles (of concealed pairs, chows and pungs, and loose)."""
        return self.hand().concealed

    def is_valid(self) -> bool:
        return self.error is None

    def notation(self) -> str:
        """The hand in the notation, sets in the order they were entered."""
        parts = [m.notation() for m in self.sets]
        if self.loose:
            parts.append("".join(format_tiles(list(self.loose)).split()))
        if self.bonus:
            parts.append(format_tiles(list(self.bonus)))
        return " ".join(parts)

    def used_counts(self) -> Counter[str]:
        """How many of each tile (by code) the hand holds, bonus tiles included (none
        while a typed score counts)."""
        if self.score is not None:
            return Counter()
        return Counter({t.code: n for t, n in self.hand().tile_counts().items()})

    def concealed_codes(self) -> list[str]:
        """The codes of the tiles that can be the winning tile (the concealed ones: not
        those of exposed sets or kongs), in tile order."""
        return sorted({t.code for t in self.hand().concealed},
                      key=lambda c: tile(c).sort_key)

    def winning_tile(self, code: str) -> str:
        """``code`` as the winning tile; refused unless it is a concealed tile."""
        if code not in self.concealed_codes():
            raise DraftError("{name} is in an exposed set or a kong: the winning tile is "
                             "one of the concealed tiles (right-click the set to make it "
                             "concealed).", name=tile_msg(tile(code)))
        return code

    # -- modes -----------------------------------------------------------------------

    def set_mode(self, mode: str) -> ClassicalDraft:
        """What the next pick adds (one of :data:`MODES`)."""
        if mode not in MODES:
            raise ValueError(f"no add mode {mode!r}")
        return replace(self, mode=mode)

    def set_exposed(self, on: bool) -> ClassicalDraft:
        """Whether the next chow, pung or kong added is exposed."""
        return replace(self, exposed=on)

    def type_score(self, score: int | None) -> ClassicalDraft:
        """The score typed instead of the tiles (None: the tiles count). The tiles
        are kept (they count again when the score is cleared); :meth:`clear` first
        to drop them."""
        return replace(self, score=score)

    # -- picks -----------------------------------------------------------------------

    def pick(self, code: str, table: Table = Table()) -> ClassicalDraft:
        """Add the tile ``code`` as the mode says (a bonus tile as a bonus tile); a
        chow, pung or kong added turns Exposed off."""
        if self.score is not None:
            raise DraftError("{player} has a typed score, which counts: clear it (untick "
                             "Score) to enter tiles.", player=table.player)
        if self.error is not None:
            raise DraftError("Correct the text first (or clear it); a click would replace "
                             "it.")
        try:
            t = tile(code)
        except KeyError:
            raise DraftError("There is no tile {code}.", code=code) from None
        if not table.tile_set.contains(t):
            raise DraftError("{name} ({code}) is not a tile of the {tile_set} tile set.",
                             name=tile_msg(t), code=code, tile_set=table.tile_set.id)
        sets, loose, bonus = self.sets, self.loose, self.bonus
        if t.category == "bonus":
            bonus = (*bonus, t)
        elif self.mode == "tile":
            loose = (*loose, t)
        else:
            sets = (*sets, self._new_set(t, table.tile_set))
        picked = replace(self, sets=sets, loose=tuple(sorted(loose)),
                         bonus=tuple(sorted(bonus)))
        picked._check(table)
        if t.category != "bonus" and self.mode not in ("tile", "pair"):
            picked = replace(picked, exposed=False)  # Exposed is for the next set only
        return picked

    def _new_set(self, t: Tile, tile_set: TileSet) -> Meld:
        concealed = not self.exposed
        if self.mode == "pair":
            return Meld("pair", t, True)
        if self.mode in ("pung", "kong"):
            return Meld(self.mode, t, concealed)
        if t.suit not in tile_set.chow_suits:
            raise DraftError("A chow is three tiles in a row of one suit; {name} ({code}) "
                             "cannot be part of one.", name=tile_msg(t), code=t.code)
        if t.rank > 7:
            raise DraftError("A chow is added by its lowest tile, so {code} cannot start "
                             "one; click {start} for {chow}.", code=t.code,
                             start=f"7{t.suit}", chow=f"789{t.suit}")
        return Meld("chow", t, concealed)

    def _check(self, table: Table) -> None:
        hand = self.hand()
        try:
            check_tiles(hand, table.tile_set)
        except NotationError as e:
            raise DraftError("Not added: {reason}.", reason=e) from None
        for t, n in hand.tile_counts().items():
            other = table.elsewhere.get(t.code, 0)
            copies = table.tile_set.copies(t)
            if n + other > copies:
                raise DraftError("Not added: there are only {copies} of {name} and the "
                                 "other hands hold {other}.", copies=copies,
                                 name=tile_msg(t), other=other)
        if hand.size() > MAX_SIZE:
            raise DraftError("Not added: a hand holds at most {most} tiles (a kong counts "
                             "as 3).", most=MAX_SIZE)

    # -- changing the parts ------------------------------------------------------------

    def remove(self, kind: str, index: int) -> ClassicalDraft:
        """Without the ``index``-th part of ``kind`` (a :data:`PartKind`)."""
        if kind == "set":
            return replace(self, sets=_without(self.sets, index))
        if kind == "loose":
            return replace(self, loose=_without(self.loose, index))
        return replace(self, bonus=_without(self.bonus, index))

    def toggle(self, index: int) -> ClassicalDraft:
        """The ``index``-th set exposed if it is concealed and the other way round (a
        kong: the next kind of :data:`NEXT_KONG`); a pair is refused."""
        m = self.sets[index]
        if m.kind == "pair":
            raise DraftError("A pair is always concealed; right-click it to remove it.")
        changed = (as_kong(m, NEXT_KONG[kong_kind(m)]) if m.kind == "kong"
                   else Meld(m.kind, m.tile, not m.concealed))
        return self._with_set(index, changed)

    def make_kong(self, index: int, kind: KongKind) -> ClassicalDraft:
        """The ``index``-th set (a kong) made ``kind``."""
        return self._with_set(index, as_kong(self.sets[index], kind))

    def break_set(self, index: int) -> ClassicalDraft:
        """The ``index``-th set broken into loose tiles."""
        m = self.sets[index]
        return replace(self, sets=_without(self.sets, index),
                       loose=tuple(sorted(self.loose + m.tiles)))

    def _with_set(self, index: int, m: Meld) -> ClassicalDraft:
        return replace(self, sets=(*self.sets[:index], m, *self.sets[index + 1:]))

    def clear(self) -> ClassicalDraft:
        """No tiles, no typed score, nothing wrong; the modes kept."""
        return ClassicalDraft(mode=self.mode, exposed=self.exposed)

    # -- the text ----------------------------------------------------------------------

    def read(self, text: str, tile_set: TileSet = CLASSICAL) -> ClassicalDraft:
        """The hand ``text`` (the notation, honours as digits or English letters):
        each token a set if its tiles make one, else loose tiles. Text that cannot be
        read keeps the parts and says why (:attr:`error`)."""
        try:
            check_tiles(parse_hand(text), tile_set)
        except NotationError as e:
            return replace(self, error=e)
        sets: list[Meld] = []
        loose: list[Tile] = []
        bonus: list[Tile] = []
        for token in text.split():  # each token is read by the same parser
            part = parse_hand(token)
            sets.extend(part.declared)
            bonus.extend(part.bonus)
            grouped = as_set(part.concealed)
            if grouped is not None:
                sets.append(grouped)
            else:
                loose.extend(part.concealed)
        return replace(self, sets=tuple(sets), loose=tuple(sorted(loose)),
                       bonus=tuple(sorted(bonus)), error=None)


def _without(items: tuple[T, ...], index: int) -> tuple[T, ...]:
    return items[:index] + items[index + 1:]


__all__ = ["MAX_SIZE", "MODES", "NEXT_KONG", "ClassicalDraft", "KongKind", "Mode", "PartKind",
           "Table", "as_kong", "as_set", "kong_kind", "tile_msg"]
