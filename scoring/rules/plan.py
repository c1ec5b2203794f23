"""A rule set's rules arranged for scoring (:class:`RulePlan`), and the binding of a
rule's parameters to its condition.

Everything a plan looks up is built whole when the plan is made, that is when its
rule set is read: the verdicts of the ``meld`` rules on every kind of set (each
kind, exposure and tile, and for the sets of winds each seat and prevailing wind),
and those of the ``bonus`` and ``own-bonus`` rules on every bonus tile at every
seat. They depend on nothing but the rules and the tiles, so no hand adds to them
and no hand finds one missing.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final

from scoring.hands.arrangement import SHAPES
from scoring.hands.hand import KIND_CODES, Meld
from scoring.hands.hand_facts import RARE
from scoring.hands.tiles import WINDS, Tile, tile_by_key_map
from scoring.hands.view import HandView, Seat
from scoring.rules.conditions import (
    BONUS_CONDITIONS,
    ConditionFn,
    Matches,
    TileTest,
    meld_spec,
)

if TYPE_CHECKING:
    from scoring.rules.ruleset import Rule

#: a condition with a rule's parameters bound, called with the view alone
Call = Callable[[HandView], Matches]

#: the default of a parameter that has none
NO_DEFAULT: Any = inspect.Parameter.empty

_PARAMETERS: dict[ConditionFn, tuple[tuple[str, Any], ...]] = {}


def parameters(fn: ConditionFn) -> tuple[tuple[str, Any], ...]:
    """The parameters of a condition's function: (name, default or NO_DEFAULT),
    read once. A plain function's are read from its code (``inspect.signature``
    costs every command that reads a rule set a few milliseconds); any other
    callable's from its signature."""
    known = _PARAMETERS.get(fn)
    if known is not None:
        return known
    code = getattr(fn, "__code__", None)
    if (code is not None and not getattr(fn, "__kwdefaults__", None)
            and not code.co_kwonlyargcount and not code.co_flags & 0x0C):  # no *a, **k
        names = code.co_varnames[:code.co_argcount]
        defaults = getattr(fn, "__defaults__", None) or ()
        first = len(names) - len(defaults)
        found = tuple((name, defaults[i - first] if i >= first else NO_DEFAULT)
                      for i, name in enumerate(names))
    else:
        found = tuple((p.name, p.default)
                      for p in inspect.signature(fn).parameters.values())
    _PARAMETERS[fn] = found
    return found


def bind(fn: ConditionFn, params: dict[str, Any]) -> Call:
    """``fn`` with ``params`` bound: passed by position, every parameter up to the
    last one given, defaults where not given (cheaper to call than keywords)."""
    if not params:
        return fn
    args: list[Any] = []
    wanted = len(params)
    for name, default in parameters(fn)[1:]:
        if not wanted:
            break
        if name in params:
            args.append(params[name])
            wanted -= 1
        else:
            args.append(default)
    bound = tuple(args)
    return lambda v: fn(v, *bound)


# -- the tiles a tile class holds (the same for every rule set) ------------------------

_TILES: Final = tile_by_key_map()
#: a seat (no wind: the tile classes look at it only for winds)
_ANY_SEAT: Final = Seat("", "")
#: each seat and prevailing wind
_SEATS: Final = tuple(Seat(seat, wind) for seat in WINDS for wind in WINDS)
#: the playing tiles' keys, and whether a chow starts at each
_PLAYING: Final = tuple((k, t.category == "wind", t.category == "suit" and t.rank <= 7)
                        for k, t in sorted(_TILES.items()) if t.category != "bonus")
_BONUS_TILES: Final = tuple(t for _, t in sorted(_TILES.items()) if t.category == "bonus")
_KEYS: dict[tuple[TileTest, str, bool | None], tuple[int, ...]] = {}


def _keys(test: TileTest, kind: str, want: bool | None) -> tuple[int, ...]:
    """The keys in :attr:`RulePlan.meld_verdicts` of the sets of ``kind`` (concealed
    or not as ``want`` says, None: either) whose tile is of the tile class ``test``:
    :attr:`~scoring.hands.hand.Meld.key`, and for a set of winds each seat's
    :attr:`~scoring.hands.view.Seat.wind_code` at which ``test`` holds. Worked out
    once per class, from the tiles alone."""
    found = _KEYS.get((test, kind, want))
    if found is None:
        code = KIND_CODES[kind] << 9
        exposures = (0, 256) if want is None else (256,) if want else (0,)
        out: list[int] = []
        for k, wind, chow in _PLAYING:
            if kind == "chow" and not chow:
                continue
            t = _TILES[k]
            if wind:
                held = [s.wind_code for s in _SEATS if test(s, t)]
            else:
                held = [0] if test(_ANY_SEAT, t) else []
            out += [code | e | k | c for e in exposures for c in held]
        found = _KEYS[test, kind, want] = tuple(out)
    return found


#: the doubles' place in a weight (:attr:`RulePlan.weights`); the points' bits below
WEIGHT_SHIFT: Final = 64
WEIGHT_MASK: Final = (1 << WEIGHT_SHIFT) - 1


def _weights(rules: tuple[Rule, ...]) -> tuple[int, ...] | None:
    """:attr:`RulePlan.weights` of ``rules``: None when a value is negative or too
    large for a sum of points to stay below the doubles' place."""
    found: list[int] = []
    for r in rules:
        if r.kind == "limit":
            found.append(-1)
        elif not 0 <= r.value < 1 << 32:
            return None
        else:
            found.append(r.value if r.kind == "points" else r.value << WEIGHT_SHIFT)
    return tuple(found)


class RulePlan:
    """Rules arranged for scoring: the ``meld`` rules by the sets they meet (looked
    up in one pass over a hand's sets); the rules on where the winning tile came
    from, on the winner's flags and on the winning tile looked up by the situation;
    the ``bonus`` and ``own-bonus`` rules by the bonus tiles they meet; the rules on
    a special hand called only for an arrangement of that shape; every other rule as
    a call, made only for a hand whose facts meet the rule's gate
    (:mod:`scoring.hands.hand_facts`).

    :attr:`meld_verdicts` gives the indices of the ``meld`` rules that a set meets by
    the set's :attr:`~scoring.hands.hand.Meld.key` (kind, exposure, tile), and for a
    set of winds with the seat and the prevailing wind as well
    (:attr:`~scoring.hands.view.Seat.wind_code`, the only other things a tile class
    looks at); :attr:`bonus_tables` the indices of the bonus rules a bonus tile meets,
    by seat. Both are built whole with the plan, for every set and bonus tile there
    is (at most 606 sets: 222 of other tiles, concealed or not, and the 24 sets of
    winds at each of the 16 seats and prevailing winds)."""

    def __init__(self, rules: tuple[Rule, ...], bonus_apart: bool = False) -> None:
        self.rules = rules
        #: the special hands' bonus tiles are counted apart (special_bonus = "apart")
        self.bonus_apart = bonus_apart
        #: the rules on bonus tiles, by id (their points and doubles are the ones
        #: counted apart)
        self.bonus_ids = frozenset(r.id for r in rules
                                   if r.condition.name in BONUS_CONDITIONS)
        #: the special doubles rules, by id -> the ids of the rules they keep
        self.specials = {r.id: frozenset(r.keeps) for r in rules if r.special}
        #: whether scoring asks scoring.rules.special (else the plain way)
        self.special_scoring = bonus_apart or bool(self.specials)
        #: what an item of each rule shows: (kind, value, id, name, source, share)
        self.texts = tuple((r.kind, r.value, r.id, r.name, r.source, r.share)
                           for r in rules)
        #: each rule's kind, value and share of the limit, for the totals
        self.kinds = tuple(r.kind for r in rules)
        self.values = tuple(r.value for r in rules)
        self.shares = tuple(r.share for r in rules)
        #: each rule's points, or its doubles shifted by :data:`WEIGHT_SHIFT`, -1 for
        #: a limit rule: a sum of weights times matches holds the points and the
        #: doubles (None: a value they cannot hold, of a rule not read from a file)
        self.weights: tuple[int, ...] | None = _weights(rules)
        self.by_kind: dict[str, list[tuple[int, bool | None, TileTest]]] = {}
        self.by_source: dict[str, list[int]] = {}
        self.by_flag: dict[str, list[int]] = {}
        self.by_win_tile: dict[str, list[tuple[int, frozenset[str]]]] = {}
        #: the ``bonus`` and ``own-bonus`` rules: (index, bonus letters, own only)
        self.per_bonus: list[tuple[int, str, bool]] = []
        #: the other rules (index, call, gate), in the order of the rules
        self.gated: list[tuple[int, Call, int]] = []
        #: the indices of those that apply exactly when their gates are met
        #: (:attr:`~scoring.rules.conditions.Condition.exact`)
        exact: set[int] = set()
        #: the rules on a special hand, by the shape they need (they apply to no other)
        self.shaped: dict[str, list[tuple[int, Call]]] = {}
        for index, rule in enumerate(rules):
            name, params = rule.condition.name, rule.params
            if name == "meld":
                kinds, want, test = meld_spec(**params)
                for kind in kinds:
                    self.by_kind.setdefault(kind, []).append((index, want, test))
            elif name == "source":
                for source in params["sources"]:
                    self.by_source.setdefault(source, []).append(index)
            elif name == "flag" and params.get("chows", True):
                self.by_flag.setdefault(params["flag"], []).append(index)
            elif name == "winning-tile" and params.get("chows", True):
                self.by_win_tile.setdefault(params["tile"], []).append(
                    (index, frozenset(params["sources"])))
            elif name in ("bonus", "own-bonus") and not params.get("except_bouquet"):
                # a match per bonus tile, as sets
                kinds = params.get("kinds", next(
                    default for name, default in parameters(rule.condition.fn)
                    if name == "kinds"))
                self.per_bonus.append((index, kinds, name == "own-bonus"))
            elif rule.condition.shape_for(params) is not None:
                family = SHAPES[str(rule.condition.shape_for(params))].family
                self.shaped.setdefault(family, []).append(
                    (index, bind(rule.condition.fn, params)))
            else:
                self.gated.append((index, bind(rule.condition.fn, params),
                                   rule.condition.gate_for(params)))
                if rule.condition.exact_for(params):
                    exact.add(index)
        #: the gated calls grouped by gate: (gate, ((index, call), ...)), the
        #: ungated first (most gates are met by few hands: one test for each group)
        groups: dict[int, list[tuple[int, Call]]] = {}
        met: dict[int, list[int]] = {}
        for index, call, gate in self.gated:
            if index in exact:
                met.setdefault(gate, []).append(index)
            else:
                groups.setdefault(gate, []).append((index, call))
        self.gate_groups = tuple((gate, tuple(calls))
                                 for gate, calls in sorted(groups.items()))
        #: the same in two: the groups whose gates need a rare fact
        #: (:data:`~scoring.hands.hand_facts.RARE`), tested only for a hand with one,
        #: and the others
        self.rare_groups = tuple(g for g in self.gate_groups if g[0] & RARE)
        self.common_groups = tuple(g for g in self.gate_groups if not g[0] & RARE)
        #: the rules that apply exactly when their gates are met, grouped by gate:
        #: (gate, (index, ...)); no call is made for them
        self.exact_groups = tuple((gate, tuple(indices))
                                  for gate, indices in sorted(met.items()))
        #: set key (with the seat's for winds) -> the indices of the ``meld`` rules
        #: the set meets; a set that meets none is not in it
        self.meld_verdicts = self._meld_table()
        #: seat -> bonus tile -> the indices of the bonus rules it meets
        self.bonus_tables = {seat: {t: self.bonus_rules(t, seat) for t in _BONUS_TILES}
                             for seat in WINDS} if self.per_bonus else {}

    def _meld_table(self) -> dict[int, tuple[int, ...]]:
        """:attr:`meld_verdicts`, built from the tiles of each rule's tile class."""
        table: dict[int, list[int]] = {}
        get = table.get
        for kind, rules in self.by_kind.items():
            for index, want, test in rules:  # ascending: each key's indices too
                for key in _keys(test, kind, want):
                    found = get(key)
                    if found is None:
                        table[key] = [index]
                    else:
                        found.append(index)
        return {key: tuple(indices) for key, indices in table.items()}

    def forget(self) -> None:
        """Nothing to forget: a plan keeps nothing of the hands it scored (kept for
        the benchmarks, which clear what a new hand would miss)."""

    def kept(self) -> tuple[int, int]:
        """How many verdicts on sets and combinations of facts the plan keeps of the
        hands it scored: none (every table is built with the plan)."""
        return (0, 0)

    def calls_for(self, facts: int) -> list[tuple[int, Call]]:
        """The gated calls (index, call) whose gates the ``facts`` meet (not those of
        the rules that apply exactly when their gates are met: :attr:`exact_groups`)."""
        return [found for gate, calls in self.gate_groups if not gate & ~facts
                for found in calls]

    def bonus_rules(self, t: Tile, seat: str) -> tuple[int, ...]:
        """The indices of the ``bonus`` and ``own-bonus`` rules that the bonus tile
        ``t`` meets at ``seat`` (the conditions' own tests: each such tile is one
        match); :attr:`bonus_tables` holds them for every seat wind."""
        return tuple(index for index, kinds, own in self.per_bonus
                     if t.suit in kinds and (not own or t.wind == seat))

    def meld_rules(self, m: Meld, where: Seat) -> tuple[int, ...]:
        """The indices of the ``meld`` rules that the set ``m`` meets at the seat and
        prevailing wind of ``where`` (the conditions' own tests; :attr:`meld_verdicts`
        holds them for every set, and for winds every seat and prevailing wind)."""
        concealed, t = m.concealed, m.tile
        return tuple(index for index, want, test in self.by_kind.get(m.kind, ())
                     if (want is None or concealed == want) and test(where, t))
