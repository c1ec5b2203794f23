"""Special hands that count their bonus tiles apart, and special hands scored by
their doubles (the BMJA's rules as the BMJA publishes them).

Two things a rule file can say for this:

- ``special_bonus = "apart"`` (the rule set): a special hand's value (a limit hand,
  a share of the limit, a loser's calling value, or a special doubles rule below)
  does not take the bonus tiles in its points. Their points, doubled by the doubles
  of the rules on bonus tiles alone (own flower or season, bouquets), are added to
  it, and the sum is capped at the limit: All Pair Honours (500) with two flowers,
  one of them the player's own, scores 500 + 8 x 2 = 516 (bmja-published.md 3.3,
  its example E1).
- ``special = true`` on a doubles rule (Purity): the rule's doubles act on the
  points of the tiles alone, together with the doubles of the rules its ``keeps``
  names and no others; the hand takes its ordinary score instead (without the
  special rule) when that is higher (the "intrinsic value", bmja-published.md 5.1
  and 11, A5 and A6).

The engine works out a hand's items as for any rule set, then :func:`settle` picks
the score; a rule set with neither key never comes here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple, Protocol

from scoring.errors import Msg, RuleFileError
from scoring.rules.breakdown import BonusApart, Item
from scoring.schema import MAX_HAND_DOUBLES

#: how a rule file's error is raised: (message, key, rule index) -> the error
ErrorAt = Callable[[Msg, str, int], RuleFileError]


class _Rule(Protocol):
    """What :func:`check_specials` reads of a rule (scoring.rules.ruleset.Rule)."""

    @property
    def id(self) -> str: ...
    @property
    def kind(self) -> str: ...
    @property
    def special(self) -> bool: ...
    @property
    def keeps(self) -> tuple[str, ...]: ...


def check_specials(rules: Sequence[_Rule], error: ErrorAt) -> None:
    """Raise the rule file's error if a special rule keeps a rule that is not one of
    the set's doubles rules (or is special itself)."""
    doubles = {r.id for r in rules if r.kind == "doubles" and not r.special}
    for index, rule in enumerate(rules):
        for kept in rule.keeps:
            if kept not in doubles:
                raise error(Msg("keeps = '{kept}' names no doubles rule of this set (a "
                                "special hand keeps the doubles of other rules)", kept=kept),
                            "keeps", index)


class Settled(NamedTuple):
    """The score :func:`settle` chose, with what the breakdown shows of it."""

    items: list[Item]
    limit_items: list[Item]
    points: int
    doubles: int
    before: int
    score: int
    apart: BonusApart | None


def _capped(value: int, limit: int | None) -> int:
    return value if limit is None or value <= limit else limit


def settle(items: list[Item], limit_items: list[Item], limit: int | None, nominal: int,
           points: int, doubles: int, bonus_ids: frozenset[str],
           specials: dict[str, frozenset[str]], bonus_apart: bool) -> Settled:
    """The best score of a hand whose rules gave ``items`` (ordinary) and
    ``limit_items``, ``points`` and ``doubles`` being the sums over ``items``."""
    special_items = [i for i in items if i.rule in specials]
    ordinary = [i for i in items if i.rule not in specials]
    o_doubles = min(doubles - sum(i.doubles for i in special_items), MAX_HAND_DOUBLES)
    bonus_items = [i for i in items if i.rule in bonus_ids] if bonus_apart else []
    b_points = sum(i.points for i in bonus_items)
    b_doubles = min(sum(i.doubles for i in bonus_items), MAX_HAND_DOUBLES)
    apart = BonusApart(b_points, b_doubles, b_points * 2 ** b_doubles, 0) \
        if bonus_apart else None
    added = apart.value if apart is not None else 0
    before = points * 2 ** o_doubles
    best = Settled(ordinary, [], points, o_doubles, before, _capped(before, limit), None)
    full = [i for i in limit_items if i.share == 1]
    if full:  # a limit hand scores the limit, its bonus tiles added up to it
        value = nominal if limit is None else _capped(nominal + added, limit)
        return Settled(ordinary, full, points, o_doubles, before, value,
                       _with_base(apart, nominal))
    shares = sorted((i for i in limit_items if i.share < 1), key=lambda i: -i.share)
    if shares:
        base = round(shares[0].share * nominal)
        value = _capped(base + added, limit)
        if value > best.score:
            best = Settled(ordinary, shares[:1], points, o_doubles, before, value,
                           _with_base(apart, base))
    for special in special_items:
        kept = [i for i in ordinary if i.rule in specials[special.rule]]
        tile_items = [i for i in ordinary if i.points and i.rule not in bonus_ids] \
            if bonus_apart else [i for i in ordinary if i.points]
        tile_points = sum(i.points for i in tile_items)
        s_doubles = min(special.doubles + sum(i.doubles for i in kept), MAX_HAND_DOUBLES)
        base = tile_points * 2 ** s_doubles
        value = _capped(base + added, limit)
        if value > best.score:
            shown = [special, *kept, *tile_items, *bonus_items]
            best = Settled(sorted(shown, key=items.index), [], tile_points, s_doubles,
                           base, value, _with_base(apart, base))
    return best


def _with_base(apart: BonusApart | None, base: int) -> BonusApart | None:
    """``apart`` with the special value it is added to (None when nothing is added)."""
    if apart is None or not apart.points:
        return None
    return BonusApart(apart.points, apart.doubles, apart.value, base)
