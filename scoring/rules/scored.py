"""An arrangement's score from the rules that applied to it (:func:`score_found`),
and the best arrangement's breakdown.

The limit is applied in :class:`Scored` (a limit hand scores the limit, any other
hand is capped by it; a rule worth a share of the limit is used when the share is
worth more than the hand's points). The items are made only when a breakdown's
items are read: the totals come from the rules found.
"""

from __future__ import annotations

from functools import partial
from itertools import chain

from scoring.hands.tiles import Tile
from scoring.hands.view import HandView
from scoring.rules.breakdown import BonusApart, Breakdown, Item
from scoring.rules.conditions import Matches
from scoring.rules.plan import WEIGHT_MASK, WEIGHT_SHIFT, RulePlan
from scoring.rules.ruleset import RuleSet
from scoring.rules.special import settle
from scoring.schema import MAX_HAND_DOUBLES


class Scored:
    """One arrangement's totals; the best becomes the Breakdown.

    A limit hand scores the limit. Rules worth a share of the limit (half-limit
    hands, a loser's calling hand) count only when the best share is worth more
    than the hand's points (capped by the limit); the other items then stand.

    The items are made only for the breakdown, when they are read
    (:func:`_made_items`): the totals come from the rules found. A rule set that
    scores special hands its own way (:mod:`scoring.rules.special`) has them made
    here, for :func:`~scoring.rules.special.settle`.
    """

    __slots__ = ("apart", "chosen", "doubles", "found", "items", "limits_made", "plan",
                 "points", "rank", "score", "view")

    def __init__(self, view: HandView | None, found: dict[int, Matches], plan: RulePlan,
                 limits: list[int] | None, limit: int | None, nominal: int, points: int,
                 doubles: int) -> None:
        """``limits``: the indices of the limit rules found (None: none); ``points``
        and ``doubles``: the sums over the other rules found."""
        self.view, self.found, self.plan = view, found, plan
        self.items: list[Item] | None = None
        self.limits_made: list[Item] = []
        self.apart: BonusApart | None = None
        self.points = points
        # a hostile rule file could give thousands of doubles: count a sane number
        self.doubles = doubles = min(doubles, MAX_HAND_DOUBLES)
        before = points * 2 ** doubles
        capped = before if limit is None or before <= limit else limit
        #: the indices of the limit rules that give the score, in the order of the rules
        self.chosen: tuple[int, ...] = ()
        self.score = capped
        if limits is not None:
            limits.sort()
            shares = plan.shares
            full = tuple(i for i in limits if shares[i] == 1)
            if full:
                self.chosen, self.score = full, nominal
            else:
                parts = [i for i in limits if shares[i] < 1]
                if parts:
                    best = max(parts, key=shares.__getitem__)  # the first of the best
                    value = round(shares[best] * nominal)
                    if value > capped:
                        self.chosen, self.score = (best,), value
        self.rank = (self.score, before, points)

    @classmethod
    def special(cls, view: HandView | None, found: dict[int, Matches],
                items: list[Item], limit_items: list[Item], limit: int | None,
                nominal: int, points: int, doubles: int, plan: RulePlan) -> Scored:
        """The same for a rule set whose special hands count their bonus tiles apart
        or that has special doubles rules (scoring.rules.special), from the items."""
        s = settle(items, limit_items, limit, nominal, points, doubles, plan.bonus_ids,
                   plan.specials, plan.bonus_apart)
        made = object.__new__(cls)
        made.view, made.found, made.plan, made.items = view, found, plan, s.items
        made.chosen = ()
        made.limits_made, made.points, made.doubles = s.limit_items, s.points, s.doubles
        made.score, made.apart = s.score, s.apart
        made.rank = (s.score, s.before, s.points)
        return made

    @property
    def limit_items(self) -> list[Item]:
        """The items of the limit rules that give the score (none: not a limit hand)."""
        if self.items is not None:
            return self.limits_made
        return list(_made_items(self.plan, self.found, self.chosen, False))

    def breakdown(self, ruleset: RuleSet) -> Breakdown:
        """Apply the limit: a limit hand scores it, any other hand is capped by it."""
        view = self.view
        assert view is not None, "an arrangement known by its rules alone has no breakdown"
        before = self.rank[1]
        items: tuple[Item, ...] | partial[tuple[Item, ...]]
        if self.items is None:
            chosen = self.chosen
            limit_hand = self.plan.texts[chosen[0]][2] if chosen else None
            items = partial(_made_items, self.plan, self.found, chosen, True)
        else:
            limit_items = self.limits_made
            limit_hand = limit_items[0].rule if limit_items else None
            items = tuple(limit_items + self.items) if limit_items else tuple(self.items)
        return Breakdown.made(ruleset.id, view.winner, items,
                              self.points, self.doubles, before, ruleset.limit, limit_hand,
                              self.score, view.melds, view.shape, view.lazy_waits,
                              self.apart, view.tiles)


def _made_items(plan: RulePlan, found: dict[int, Matches], chosen: tuple[int, ...],
                others: bool) -> tuple[Item, ...]:
    """The items of the rules ``found`` (rule index -> the tiles of each match): one
    for each limit rule ``chosen``, then (``others``) one for each rule found that is
    no limit rule, in the order of the rules."""
    texts = plan.texts
    made: list[Item] = []
    for index in chosen:
        _, _, rule_id, name, source, share = texts[index]
        made.append(Item(rule_id, name, source, 0, 0, 1, _tiles(found[index]), True,
                         share))
    if others:
        for index in sorted(found):
            kind, value, rule_id, name, source, _ = texts[index]
            if kind == "limit":
                continue
            matches = found[index]
            n = len(matches)
            if kind == "points":
                made.append(Item(rule_id, name, source, value * n, 0, n, _tiles(matches)))
            else:
                made.append(Item(rule_id, name, source, 0, value * n, n, _tiles(matches)))
    return tuple(made)


def _tiles(matches: Matches) -> tuple[Tile, ...]:
    """The tiles of a rule's matches, in one tuple."""
    return tuple(chain.from_iterable(matches)) if len(matches) > 1 else matches[0]


def score_found(view: HandView | None, found: dict[int, Matches], plan: RulePlan,
                ruleset: RuleSet) -> Scored:
    """The totals of an arrangement whose rules of ``plan`` applied as ``found`` says
    (rule index -> the tiles of each match; :func:`scoring.rules.engine.rules_found`);
    ``view`` None: an arrangement known by what applied to it alone
    (scoring.rules.rescore), whose result gives its score, never a breakdown."""
    limit = ruleset.limit
    nominal = limit if limit is not None else ruleset.nominal_limit or 0
    if plan.special_scoring:
        return _score_special(view, found, plan, limit, nominal)
    weights = plan.weights
    if weights is None:  # values the weights cannot hold: rule by rule
        return _score_plainly(view, found, plan, limit, nominal)
    total = 0
    limits: list[int] | None = None
    for index, matches in found.items():
        weight = weights[index]
        if weight >= 0:
            total += weight * len(matches)
        elif limits is None:
            limits = [index]
        else:
            limits.append(index)
    return Scored(view, found, plan, limits, limit, nominal, total & WEIGHT_MASK,
                   total >> WEIGHT_SHIFT)


def _score_plainly(view: HandView | None, found: dict[int, Matches], plan: RulePlan,
                   limit: int | None, nominal: int) -> Scored:
    """:func:`score_found` by each rule's kind and value."""
    kinds, values = plan.kinds, plan.values
    points = doubles = 0
    limits: list[int] | None = None
    for index, matches in found.items():
        kind = kinds[index]
        if kind == "points":
            points += values[index] * len(matches)
        elif kind == "doubles":
            doubles += values[index] * len(matches)
        elif limits is None:
            limits = [index]
        else:
            limits.append(index)
    return Scored(view, found, plan, limits, limit, nominal, points, doubles)


def _score_special(view: HandView | None, found: dict[int, Matches], plan: RulePlan,
                   limit: int | None, nominal: int) -> Scored:
    """:func:`score_found` for a plan that scores special hands its own way."""
    items: list[Item] = []
    limit_items: list[Item] = []
    texts = plan.texts
    points = doubles = 0
    for index in sorted(found):
        kind, value, rule_id, name, source, share = texts[index]
        matches = found[index]
        n = len(matches)
        tiles = _tiles(matches)
        if kind == "limit":
            limit_items.append(Item(rule_id, name, source, 0, 0, 1, tiles, True, share))
        elif kind == "points":
            points += value * n
            items.append(Item(rule_id, name, source, value * n, 0, n, tiles))
        else:
            doubles += value * n
            items.append(Item(rule_id, name, source, 0, value * n, n, tiles))
    return Scored.special(view, found, items, limit_items, limit, nominal, points,
                           doubles, plan)
