"""The conditions of the rules: one small named function each, shared by all rule sets.

A condition takes a :class:`~scoring.hands.view.HandView` and the rule's parameters and
returns the matches: one tuple of the tiles concerned per time the rule applies (a
rule worth 2 points with three matches gives 6). An empty list: the rule does not
apply. Rule set files name a condition and give its parameters; the loader checks
both against :data:`CONDITIONS`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any, NamedTuple

from scoring.hands.arrangement import (
    GATES_OF_HEAVEN,
    KNITTING,
    SEVEN_PAIRS,
    SNAKE_WITH_WINDS,
    THIRTEEN_ORPHANS,
    TRIPLE_KNITTING,
)
from scoring.hands.hand_facts import (
    ALL_GREEN,
    ALL_MAJOR,
    ALL_TERMINAL,
    BONUS_1,
    BONUS_2,
    BONUS_4,
    DRAGON_SETS_3,
    EAST,
    FLAGS,
    FOUR_CHOWS,
    FOUR_KONGS,
    FOURTEEN,
    HONOUR,
    NO_CHOW,
    NO_EXPOSED,
    NO_HONOUR,
    NO_SUIT,
    NOT_CLAIMED,
    ONE_SUIT,
    PAIR_WON,
    PUNGS_3,
    STANDARD,
    WIND_SETS_4,
    WINNER,
)
from scoring.hands.situation import DRAWN
from scoring.hands.tiles import Tile, animal_partner
from scoring.hands.view import HandView, Seat

Matches = list[tuple[Tile, ...]]
ConditionFn = Callable[..., Matches]

#: the conditions on bonus tiles (a special hand may count their rules apart)
BONUS_CONDITIONS = frozenset({"bonus", "own-bonus", "own-flower-and-season",
                              "all-four-bonus", "animal-pair"})


class Condition(NamedTuple):
    name: str
    fn: ConditionFn
    doc: str
    #: parameter name -> allowed values (a tuple) or the type of a free value
    params: dict[str, tuple[Any, ...] | type]
    #: a special shape the arrangement must look for when a rule uses this (or a
    #: function of the rule's parameters that names it)
    shape: str | Callable[[dict[str, Any]], str] | None = None
    #: facts of :mod:`scoring.hands.hand_facts` that hold whenever the condition applies
    #: (or a function of the rule's parameters that gives them): a hand without them
    #: is not asked
    gate: int | Callable[[dict[str, Any]], int] = 0
    #: the condition applies (with one empty match) exactly when its gate is met (or a
    #: function of the rule's parameters that says so): the plan then asks no call
    exact: bool | Callable[[dict[str, Any]], bool] = False

    def shape_for(self, params: dict[str, Any]) -> str | None:
        """The special shape a rule with these parameters looks for, if any."""
        return self.shape(params) if callable(self.shape) else self.shape

    def gate_for(self, params: dict[str, Any]) -> int:
        """The facts a hand must have for a rule with these parameters to apply."""
        return self.gate(params) if callable(self.gate) else self.gate

    def exact_for(self, params: dict[str, Any]) -> bool:
        """Whether a rule with these parameters applies exactly when its gate is met."""
        return self.exact(params) if callable(self.exact) else self.exact


CONDITIONS: dict[str, Condition] = {}


def condition(name: str, params: dict[str, tuple[Any, ...] | type] | None = None,
              shape: str | Callable[[dict[str, Any]], str] | None = None,
              gate: int | Callable[[dict[str, Any]], int] = 0,
              exact: bool | Callable[[dict[str, Any]], bool] = False,
              ) -> Callable[[ConditionFn], ConditionFn]:
    def register(fn: ConditionFn) -> ConditionFn:
        CONDITIONS[name] = Condition(name, fn, (fn.__doc__ or "").strip(),
                                     params or {}, shape, gate, exact)
        return fn
    return register


def _no_chow_if(gate: int) -> Callable[[dict[str, Any]], int]:
    """A gate of ``gate``, and no chow when the rule's ``chows`` parameter is false."""
    return lambda p: gate | (0 if p.get("chows", True) else NO_CHOW)


def _one(v: HandView, ok: bool) -> Matches:
    return [()] if ok else []


# --- tile classes used by set conditions ------------------------------------------

#: a tile class: looks at the tile and, for winds only, at the seat and prevailing wind
TileTest = Callable[[Seat, Tile], bool]

TILE_CLASSES: dict[str, TileTest] = {
    "any": lambda v, t: True,
    "simple": lambda v, t: t.is_simple,
    "terminal": lambda v, t: t.is_terminal,
    "honour": lambda v, t: t.is_honour,
    "major": lambda v, t: t.is_major,
    "simple-or-honour": lambda v, t: not t.is_terminal,
    "dragon": lambda v, t: t.is_dragon,
    "wind": lambda v, t: t.category == "wind",
    "own-wind": lambda v, t: v.is_own_wind(t),
    "round-wind": lambda v, t: v.is_round_wind(t),
    "dragon-or-own-wind": lambda v, t: t.is_dragon or v.is_own_wind(t),
    "valuable": lambda v, t: t.is_dragon or v.is_own_wind(t) or v.is_round_wind(t),
}

_KINDS: dict[str, tuple[str, ...]] = {
    "pung": ("pung",), "kong": ("kong",), "pung-or-kong": ("pung", "kong"),
    "pair": ("pair",), "chow": ("chow",),
}
_EXPOSURE = ("any", "exposed", "concealed")


def _valuable(v: Seat, t: Tile) -> bool:
    return TILE_CLASSES["valuable"](v, t)


# --- sets and pairs ---------------------------------------------------------------

MeldSpec = tuple[tuple[str, ...], bool | None, TileTest]


def meld_spec(kind: str, exposure: str = "any", tiles: str = "any") -> MeldSpec:
    """The ``meld`` condition's parameters as (kinds, concealed wanted or None for
    either, tile test): the engine checks all meld rules in one pass over the sets."""
    return _KINDS[kind], None if exposure == "any" else exposure == "concealed", \
        TILE_CLASSES[tiles]


@condition("meld", {"kind": tuple(_KINDS), "exposure": _EXPOSURE,
                    "tiles": tuple(TILE_CLASSES)})
def meld(v: HandView, kind: str, exposure: str = "any", tiles: str = "any") -> Matches:
    """Each set of the given kind, exposure and tiles."""
    kinds, want, test = meld_spec(kind, exposure, tiles)
    return [m.tiles for m in v.melds if m.kind in kinds
            and (want is None or m.concealed == want) and test(v, m.tile)]


@condition("concealed-pungs", {"at_least": int},
           gate=lambda p: PUNGS_3 if p["at_least"] >= 3 else 0)
def concealed_pungs(v: HandView, at_least: int) -> Matches:
    """At least this many concealed pungs or kongs (a kong made by adding a claimed
    tile to a concealed pung counts as concealed)."""
    found = [m for m in v.pungs if m.concealed or m.claimed_kong]
    return [tuple(t for m in found for t in m.tiles)] if len(found) >= at_least else []


# --- bonus tiles ------------------------------------------------------------------

@condition("bonus", {"kinds": str}, gate=BONUS_1)
def bonus(v: HandView, kinds: str = "fyga") -> Matches:
    """Each bonus tile whose letter is among ``kinds``."""
    return [(t,) for t in v.bonus if t.suit in kinds]


@condition("own-bonus", {"kinds": str, "except_bouquet": bool}, gate=BONUS_1)
def own_bonus(v: HandView, kinds: str = "fyg", except_bouquet: bool = False) -> Matches:
    """Each flower or season (of the letters ``kinds``) that belongs to the seat
    (with ``except_bouquet``: not when all four of its kind are held, the bouquet's
    doubles including the own tile's)."""
    return [(t,) for t in v.bonus if t.suit in kinds and t.wind == v.seat
            and not (except_bouquet and sum(1 for b in v.bonus if b.suit == t.suit) == 4)]


@condition("own-flower-and-season", gate=BONUS_2)
def own_flower_and_season(v: HandView) -> Matches:
    """Both the seat's own flower and its own season."""
    own = [t for t in v.bonus if t.suit in "fy" and t.wind == v.seat]
    return [tuple(own)] if len({t.suit for t in own}) == 2 else []


@condition("all-four-bonus", {"kind": ("f", "y", "g")}, gate=BONUS_4)
def all_four_bonus(v: HandView, kind: str) -> Matches:
    """All four flowers (f), seasons (y) or second-colour seasons (g)."""
    got = tuple(t for t in v.bonus if t.suit == kind)
    return [got] if len(got) == 4 else []


@condition("animal-pair", gate=BONUS_2)
def animal_pair(v: HandView) -> Matches:
    """Each hunter held with its catch: fisherman and fish, cat and mouse, rooster
    and worm, owner and gold pot."""
    held = {t for t in v.bonus if t.suit == "a"}
    return [(t, animal_partner(t)) for t in sorted(held)
            if t.rank % 2 == 1 and animal_partner(t) in held]


# --- the whole hand ---------------------------------------------------------------

@condition("mahjong", gate=WINNER, exact=True)
def mahjong(v: HandView) -> Matches:
    """The hand goes out (mah-jong)."""
    return _one(v, v.winner)


@condition("standard-mahjong", gate=WINNER | STANDARD, exact=True)
def standard_mahjong(v: HandView) -> Matches:
    """The hand goes out as four sets and a pair (not as a special hand)."""
    return _one(v, v.winner and v.shape == "standard")


@condition("no-chow", {"special": bool}, gate=NO_CHOW)
def no_chow(v: HandView, special: bool = False) -> Matches:
    """Four sets and a pair with no chow among the sets (with ``special``: any hand
    without a chow, the special hands included)."""
    return _one(v, (special or v.shape == "standard") and not v.chows)


@condition("all-chows-valueless-pair", gate=FOUR_CHOWS)
def all_chows_valueless_pair(v: HandView) -> Matches:
    """Four chows and a pair that scores nothing (no dragon, own or prevailing wind)."""
    return _one(v, v.shape == "standard" and len(v.chows) == 4
                and all(not _valuable(v, p.tile) for p in v.pairs))


@condition("fully-concealed", {"claimed_kong": bool},
           gate=WINNER | NO_EXPOSED | NOT_CLAIMED,
           exact=lambda p: bool(p.get("claimed_kong", True)))
def fully_concealed(v: HandView, claimed_kong: bool = True) -> Matches:
    """No exposed set, the winning tile included (so it was drawn, not claimed); a
    kong made by adding a claimed tile to a concealed pung counts as concealed
    (with ``claimed_kong`` false: as exposed, a set made on a claimed discard)."""
    return _one(v, v.winner and not v.exposed and not v.situation.claimed
                and (claimed_kong or not any(m.claimed_kong for m in v.melds)))


@condition("concealed-before-win")
def concealed_before_win(v: HandView) -> Matches:
    """No exposed set except the one the winning tile completed."""
    return _one(v, v.winner and all(m is v.winning_meld for m in v.exposed))


@condition("one-suit-with-honours", gate=ONE_SUIT | HONOUR)
def one_suit_with_honours(v: HandView) -> Matches:
    """One suit only, with at least one honour (wind or dragon)."""
    return _one(v, len(v.suits) == 1 and v.honours > 0)


@condition("one-suit", {"chows": bool}, gate=_no_chow_if(ONE_SUIT | NO_HONOUR))
def one_suit(v: HandView, chows: bool = True) -> Matches:
    """One suit only, no honours (with ``chows`` false: and no chow)."""
    return _one(v, len(v.suits) == 1 and v.honours == 0 and (chows or not v.chows))


@condition("only-honours", gate=NO_SUIT)
def only_honours(v: HandView) -> Matches:
    """Winds and dragons only."""
    return _one(v, bool(v.tiles) and v.honours == len(v.tiles))


@condition("only-major", gate=ALL_MAJOR)
def only_major(v: HandView) -> Matches:
    """Terminals (1s and 9s) and honours only."""
    return _one(v, bool(v.tiles) and all(t.is_major for t in v.tiles))


@condition("only-terminals", gate=ALL_TERMINAL)
def only_terminals(v: HandView) -> Matches:
    """1s and 9s only."""
    return _one(v, bool(v.tiles) and all(t.is_terminal for t in v.tiles))


@condition("little-three-dragons", gate=DRAGON_SETS_3)
def little_three_dragons(v: HandView) -> Matches:
    """Two dragon pungs or kongs and a pair of the third dragon."""
    return _one(v, v.dragon_sets == 2 and v.dragon_pairs >= 1)


@condition("big-three-dragons", gate=DRAGON_SETS_3)
def big_three_dragons(v: HandView) -> Matches:
    """Pungs or kongs of all three dragons."""
    return _one(v, v.dragon_sets == 3)


@condition("little-four-joys", gate=WIND_SETS_4)
def little_four_joys(v: HandView) -> Matches:
    """Three wind pungs or kongs and a pair of the fourth wind."""
    return _one(v, v.wind_sets == 3 and v.wind_pairs >= 1)


@condition("big-four-joys", gate=WIND_SETS_4)
def big_four_joys(v: HandView) -> Matches:
    """Pungs or kongs of all four winds."""
    return _one(v, v.wind_sets == 4)


@condition("all-dragons-present", gate=DRAGON_SETS_3)
def all_dragons_present(v: HandView) -> Matches:
    """A pung, kong or pair of each of the three dragons."""
    held = {m.tile for m in v.pungs + v.pairs if m.tile.is_dragon}
    return _one(v, len(held) == 3)


@condition("all-winds-present", gate=WIND_SETS_4)
def all_winds_present(v: HandView) -> Matches:
    """A pung, kong or pair of each of the four winds."""
    held = {m.tile for m in v.pungs + v.pairs if m.tile.category == "wind"}
    return _one(v, len(held) == 4)


# --- how the hand was won ---------------------------------------------------------

@condition("source", {"sources": list})
def source(v: HandView, sources: list[str]) -> Matches:
    """The winning tile came from one of ``sources``."""
    w = v.situation.win_tile
    return [(w,)] if v.winner and w is not None and v.situation.source in sources else []


@condition("flag", {"flag": ("original-call", "heavens-blessing", "earths-blessing",
                             "kong-upon-kong"), "chows": bool}, gate=_no_chow_if(FLAGS))
def flag(v: HandView, flag: str, chows: bool = True) -> Matches:
    """The winner declared this situation (with ``chows`` false: and the hand has
    no chow)."""
    return _one(v, v.winner and flag in v.situation.flags and (chows or not v.chows))


@condition("winning-tile", {"tile": str, "sources": list, "chows": bool},
           gate=_no_chow_if(0))
def winning_tile(v: HandView, tile: str, sources: list[str], chows: bool = True,
                 ) -> Matches:
    """The winning tile is ``tile`` and came from one of ``sources`` (with ``chows``
    false: and the hand has no chow)."""
    w = v.situation.win_tile
    return ([(w,)] if v.winner and w is not None and w.code == tile
            and v.situation.source in sources and (chows or not v.chows) else [])


@condition("only-possible-tile")
def only_possible_tile(v: HandView) -> Matches:
    """The hand without its winning tile waited on exactly one kind of tile."""
    return [v.waits] if v.winner and len(v.waits) == 1 else []


@condition("fishing-the-eyes", {"tiles": tuple(TILE_CLASSES)}, gate=PAIR_WON)
def fishing_the_eyes(v: HandView, tiles: str = "any") -> Matches:
    """The winning tile completed the pair, the four sets being complete already."""
    m = v.winning_meld
    return ([m.tiles] if v.winner and v.shape == "standard" and m is not None
            and m.kind == "pair" and TILE_CLASSES[tiles](v, m.tile) else [])


@condition("east-streak", {"wins": int}, gate=EAST)
def east_streak(v: HandView, wins: int) -> Matches:
    """East wins for the ``wins``-th time in a row."""
    return _one(v, v.winner and v.seat == "E"
                and v.situation.east_wins_before + 1 >= wins)


# --- limit hands ------------------------------------------------------------------

@condition("thirteen-orphans", {"last_pairs": bool}, shape=THIRTEEN_ORPHANS)
def thirteen_orphans(v: HandView, last_pairs: bool = False) -> Matches:
    """One of each terminal and honour, and a second of one of them (with
    ``last_pairs``: the winning tile is that second one)."""
    w = v.situation.win_tile
    return _one(v, v.shape == THIRTEEN_ORPHANS
                and (not last_pairs or v.tiles.count(w) == 2))


def _seven_pairs_shape(params: dict[str, Any]) -> str:
    tiles = params.get("tiles", "any")
    return SEVEN_PAIRS if tiles == "any" else f"{SEVEN_PAIRS}-{tiles}"


@condition("seven-pairs", {"tiles": ("honours-or-one-suit", "major", "any")},
           shape=_seven_pairs_shape)
def seven_pairs(v: HandView, tiles: str = "any") -> Matches:
    """Seven different pairs; with ``honours-or-one-suit`` all honours or all one
    suit, with ``major`` all terminals and honours. The rule set knows seven pairs
    only in the form its rules name: any other seven pairs is no complete hand."""
    if v.shape != SEVEN_PAIRS:
        return []
    if tiles == "any":
        return _one(v, True)
    if tiles == "major":
        return _one(v, all(t.is_major for t in v.tiles))
    return _one(v, v.honours == len(v.tiles) or (len(v.suits) == 1 and v.honours == 0))


@condition("nine-gates", {"concealed": bool}, gate=ONE_SUIT | NO_HONOUR | FOURTEEN)
def nine_gates(v: HandView, concealed: bool = True) -> Matches:
    """1112345678999 of one suit before the winning tile, which is any tile of that
    suit (so the hand waited on nine tiles). ``concealed``: the thirteen were
    concealed (the winning tile may still be claimed)."""
    w = v.situation.win_tile
    if not v.winner or w is None or len(v.suits) != 1 or v.honours or len(v.tiles) != 14:
        return []
    if concealed and any(not m.concealed and m is not v.winning_meld for m in v.melds):
        return []
    ranks = sorted(t.rank for t in v.tiles)
    ranks.remove(w.rank)
    return _one(v, w.category == "suit" and ranks == [1, 1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 9])


@condition("gates-of-heaven", shape=GATES_OF_HEAVEN)
def gates_of_heaven(v: HandView) -> Matches:
    """1112345678999 of one suit and one more of 2-8, which makes a pair; all
    concealed but the winning tile, which may be drawn or claimed."""
    return _one(v, v.winner and v.shape == GATES_OF_HEAVEN)


@condition("knitting", shape=KNITTING)
def knitting(v: HandView) -> Matches:
    """Seven pairs of equal values in two suits (such as 3m with 3s), no honours."""
    return _one(v, v.winner and v.shape == KNITTING)


@condition("triple-knitting", shape=TRIPLE_KNITTING)
def triple_knitting(v: HandView) -> Matches:
    """Four triples of one value in the three suits (such as 5m 5p 5s) and a pair of
    one value in two suits, no honours."""
    return _one(v, v.winner and v.shape == TRIPLE_KNITTING)


@condition("snake-with-winds", shape=SNAKE_WITH_WINDS)
def snake_with_winds(v: HandView) -> Matches:
    """A pair of 1s, one each of 2-9 of the same suit, and one of each wind."""
    return _one(v, v.winner and v.shape == SNAKE_WITH_WINDS)


@condition("four-kongs", gate=FOUR_KONGS)
def four_kongs(v: HandView) -> Matches:
    """Four kongs."""
    return _one(v, sum(1 for m in v.melds if m.kind == "kong") == 4)


def _buried_treasure_gate(p: dict[str, Any]) -> int:
    """No chow; with ``one_suit`` one suit, and no honour unless ``honours``."""
    if not p.get("one_suit", False):
        return NO_CHOW
    return NO_CHOW | ONE_SUIT | (0 if p.get("honours", False) else NO_HONOUR)


@condition("buried-treasure", {"one_suit": bool, "kongs": bool, "honours": bool,
                               "claimed_pair": bool, "claimed_last": bool},
           gate=_buried_treasure_gate)
def buried_treasure(v: HandView, one_suit: bool = False, kongs: bool = True,
                    honours: bool = False, claimed_pair: bool = False,
                    claimed_last: bool = False) -> Matches:
    """Pungs (and kongs, if allowed) and a pair, all concealed, the winning tile drawn;
    with ``one_suit`` all in one suit (with ``honours`` winds and dragons may join
    it); with ``claimed_pair`` the winning tile may also be a discard that completes
    the pair; with ``claimed_last`` a discard that completes the pair or a pung."""
    if not v.winner or v.shape != "standard" or v.chows:
        return []
    if claimed_last:
        concealed = all(m.concealed or m is v.winning_meld for m in v.pungs)
    elif claimed_pair:
        concealed = all(m.concealed or m.claimed_kong for m in v.pungs)
    else:
        concealed = not v.exposed and v.situation.source in DRAWN
    suits_ok = not one_suit or (len(v.suits) == 1 and (honours or v.honours == 0))
    ok = (concealed and suits_ok
          and (kongs or all(m.kind != "kong" for m in v.melds)))
    return _one(v, ok)


@condition("three-great-scholars", {"chows": bool}, gate=_no_chow_if(DRAGON_SETS_3))
def three_great_scholars(v: HandView, chows: bool = True) -> Matches:
    """Pungs or kongs of all three dragons (with ``chows`` false: and no chow)."""
    return _one(v, v.winner and v.dragon_sets == 3 and (chows or not v.chows))


@condition("four-blessings", gate=WIND_SETS_4)
def four_blessings(v: HandView) -> Matches:
    """Pungs or kongs of all four winds and any pair."""
    return _one(v, v.winner and v.wind_sets == 4)


@condition("imperial-jade", {"chows": bool}, gate=_no_chow_if(ALL_GREEN))
def imperial_jade(v: HandView, chows: bool = True) -> Matches:
    """Green dragons and bamboo 2, 3, 4, 6 and 8 only (with ``chows`` false: and no
    chow)."""
    ok = all(t.code in ("2s", "3s", "4s", "6s", "8s", "6z") for t in v.tiles)
    return _one(v, v.winner and bool(v.tiles) and ok and (chows or not v.chows))


@condition("wriggling-snake", gate=ONE_SUIT | NO_HONOUR | FOURTEEN)
def wriggling_snake(v: HandView) -> Matches:
    """One suit: 111, 999, a pair of 2, 5 or 8, and one each of the other values 2-8."""
    if not v.winner or len(v.suits) != 1 or v.honours or len(v.tiles) != 14:
        return []
    counts = Counter(t.rank for t in v.tiles)
    if counts[1] != 3 or counts[9] != 3:
        return []
    doubled = [r for r in range(2, 9) if counts[r] == 2]
    ok = (len(doubled) == 1 and doubled[0] in (2, 5, 8)
          and all(counts[r] >= 1 for r in range(2, 9)))
    return _one(v, ok)


@condition("concealed-one-suit", gate=ONE_SUIT | NO_HONOUR)
def concealed_one_suit(v: HandView) -> Matches:
    """One suit only, no honours, no exposed set: a winning tile claimed from a
    discard makes its set exposed, so the hand must be won on a drawn tile (a kong
    made by adding a claimed tile to a concealed pung counts as concealed)."""
    ok = (v.winner and len(v.suits) == 1 and v.honours == 0 and not v.exposed
          and not v.situation.claimed)
    return _one(v, ok)


# --- losers -----------------------------------------------------------------------

@condition("calling-for", {"rule": str})
def calling_for(v: HandView, rule: str) -> Matches:
    """A loser's hand of 13 tiles waits on a tile that would make it win with the
    rule ``rule`` of the same rule set (drawn from the wall)."""
    return _one(v, not v.winner and rule in v.calling)

