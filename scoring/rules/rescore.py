"""Scoring hands again and again under edited rule sets, from what applied to them.

The rule editor's What if scores every hand of a game (or a season) again after each
keystroke, and most edits change a value: a rule's points or doubles, a limit hand's
share, the limit, how special hands count their bonus tiles, or they switch a rule
off. Which rules apply to an arrangement of a hand does not depend on any of that. A
:class:`Rescorer` keeps, for every hand it was given, what applied to each of its
arrangements (the rules by id, with their numbers of matches: a *signature*), and
scores the hand under another rule set from those alone, the way the engine does
(:func:`scoring.rules.scored.score_found`: the same items, limit, shares and special
hands; the best arrangement, the first of equal ones, in the engine's order).

It finds them for every rule of the file, those switched off too, and makes a
winner's arrangements for the special shapes of every rule (those of the rules
switched off are left out when scoring, as the engine would not make them), so that
switching a rule off or on is an edit of values. A rule added, or one whose
condition, parameters or hands it applies to change, is asked about on the
arrangements kept (no hand is split again). Only when the rule set's own part of its
structure changes (:func:`structure`: the tile set, the most chows, undeclared kongs,
the rules a loser's calling rules ask about) does it forget everything and start
again. A property test compares it with the engine under
random series of edits.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import replace
from typing import Any

from scoring.errors import MahjongError
from scoring.hands.hand import Hand
from scoring.hands.situation import Situation
from scoring.hands.view import HandView
from scoring.rules.engine import arrangements, rules_found
from scoring.rules.plan import RulePlan
from scoring.rules.ruleset import RuleSet
from scoring.rules.scored import score_found

#: what applied to one arrangement: (rule id, number of matches), in the order of the
#: rules of the rule set it was found under
Signature = tuple[tuple[str, int], ...]
#: what a rule is to the rules applying to a hand, values aside
_Shape = tuple[str, Hashable, str, bool]


def _frozen(value: Any) -> Hashable:
    """``value`` (a rule's parameter) as something hashable, equal when it is."""
    if isinstance(value, dict):
        return ("dict", tuple(sorted((str(k), _frozen(v)) for k, v in value.items())))
    if isinstance(value, list | tuple):
        return ("seq", tuple(_frozen(v) for v in value))
    if isinstance(value, set | frozenset):
        return ("set", frozenset(_frozen(v) for v in value))
    return (type(value).__name__, value)


def structure(ruleset: RuleSet, all_on: RuleSet) -> tuple[Hashable, dict[str, _Shape]]:
    """What the rules applying to a hand depend on in ``ruleset`` (``all_on``: the
    same with every rule switched on): the rule set's own part, and each rule's by id
    (see the module)."""
    tiles = ruleset.tile_set
    rules: dict[str, _Shape] = {
        r.id: (r.condition.name, _frozen(r.params), r.applies, r.kind == "limit")
        for r in (*ruleset.rules, *ruleset.disabled)}
    # a winner's arrangements are made for the special shapes of every rule, those
    # switched off too; the rules a loser's calling rules ask about, and the shapes
    # of its winning hands, are read when its arrangement is made
    # (scoring.rules.engine._calling): they are the rule set's own part
    own = (tiles.id, _frozen(tiles.suits), tiles.chow_suits, ruleset.max_chows,
           all_on.shapes, ruleset.undeclared_kong, ruleset.calls_matter,
           tuple((r.id, rules[r.id]) for r in ruleset.calling_plan().rules),
           ruleset.shapes if ruleset.calls_matter else None)
    return own, rules


class Rescorer:
    """Hands kept by what applied to their arrangements, scored under rule sets (see
    the module). Use: :meth:`use` a rule set, then :meth:`add` a hand (its id) and
    :meth:`value` it; after :meth:`use` of a rule set whose own part of the structure
    differs, the ids given before are void (:attr:`generation` tells)."""

    def __init__(self) -> None:
        self._own: Hashable = None
        #: the rules every kept signature was found under (or more)
        self._rules: dict[str, _Shape] = {}
        self._ruleset: RuleSet | None = None
        #: the rule set of the structure in use with every rule switched on
        self._all_on: RuleSet | None = None
        #: (winner, signature) -> its number; and back
        self._signatures: dict[tuple[bool, str, Signature], int] = {}
        self._signature_list: list[tuple[bool, str, Signature]] = []
        #: each hand (by id): winner, its arrangements' signature numbers, and the
        #: arrangements (asked again about the rules added or changed)
        self._hand_list: list[tuple[bool, tuple[int, ...]]] = []
        self._hand_views: list[list[HandView]] = []
        #: the hands asked about under the rule set in use (their arrangements' shapes
        #: or their errors depend on the special shapes switched on): id -> the hand
        #: and its situation
        self._asked: dict[int, tuple[Hand, Situation]] = {}
        #: under the rule set in use: each signature's and each hand's result
        self._signature_values: list[tuple[tuple[int, int, int], int, bool] | None] = []
        self._hand_values: list[tuple[int, bool] | None] = []
        #: the values of the rule set in use: its own, each rule's (:func:`_values`)
        self._values: tuple[Hashable, dict[str, Hashable]] = (None, {})
        #: rule id -> its index in the plan of the rule set in use (winner, loser)
        self._index: dict[bool, dict[str, int]] = {}
        #: counts the times everything was forgotten
        self.generation = 0

    def use(self, ruleset: RuleSet) -> None:
        """Score under ``ruleset`` from now on: forget every hand if the rule set's
        own part of its structure differs; ask the hands' arrangements about the
        rules it adds or whose conditions it changes."""
        if ruleset is self._ruleset:
            return
        # every rule of the file switched on: what applies to a hand is found for the
        # rules switched off too (switching one on is then an edit of values)
        all_on = replace(ruleset, rules=(*ruleset.rules, *ruleset.disabled), disabled=())
        own, rules = structure(ruleset, all_on)
        known = self._rules
        if own != self._own:
            self._signatures.clear()
            self._signature_list.clear()
            self._signature_values = []
            self._hand_list.clear()
            self._hand_views.clear()
            self._asked.clear()
            self._own = own
            self.generation += 1
        else:
            self._keep_values(ruleset)
            changed = {i for i, shape in rules.items() if known.get(i) != shape}
            if changed:
                self._find(all_on, changed)
        self._all_on = all_on
        self._rules = rules  # the kept signatures hold these rules' matches (or more)
        self._ruleset = ruleset
        self._values = _values(ruleset)
        self._hand_values = [None] * len(self._hand_list)
        self._index = {winner: {text[2]: i for i, text in enumerate(
            ruleset.plan(winner).texts)} for winner in (True, False)}

    def _keep_values(self, ruleset: RuleSet) -> None:
        """Keep the results of the signatures whose rules all have the same values in
        ``ruleset`` as in the rule set in use (forget the rest, or all when a value
        of the rule set itself differs)."""
        own, values = _values(ruleset)
        old_own, old_values = self._values
        results = self._signature_values
        if own != old_own:
            self._signature_values = [None] * len(self._signature_list)
            return
        changed = {rule for rule in old_values.keys() | values.keys()
                   if values.get(rule) != old_values.get(rule)}
        if not changed:
            return
        for number, (_, _, signature) in enumerate(self._signature_list):
            if results[number] is not None and any(
                    rule in changed for rule, _ in signature):
                results[number] = None

    def add(self, hand: Hand, situation: Situation) -> int:
        """The id of ``hand`` in ``situation``, its arrangements found under the rule
        set in use (a winner's with the special shapes of every rule); what
        :func:`scoring.rules.engine.score_hand` raises for it, :meth:`value` raises."""
        ruleset, all_on = self._ruleset, self._all_on
        assert ruleset is not None and all_on is not None, "use() a rule set first"
        winner = situation.winner
        plan = all_on.plan(winner)
        texts = plan.texts
        hand_id = len(self._hand_list)
        try:
            views = arrangements(hand, situation, all_on if winner else ruleset)
        except MahjongError:
            views = []
        if not views or any(v.shape not in ("standard", "partial") for v in views):
            self._asked[hand_id] = (hand, situation)
        numbers = []
        for view in views:
            found = rules_found(view, plan)
            numbers.append(self._number(winner, view.shape, tuple(
                (texts[i][2], len(found[i])) for i in sorted(found))))
        self._hand_list.append((winner, tuple(numbers)))
        self._hand_views.append(views)
        self._hand_values.append(None)
        return hand_id

    def _number(self, winner: bool, shape: str, signature: Signature) -> int:
        """The number of ``signature`` (of a winner's arrangement or a loser's, of
        ``shape``)."""
        key = (winner, shape, signature)
        number = self._signatures.get(key)
        if number is None:
            number = self._signatures[key] = len(self._signature_list)
            self._signature_list.append(key)
            self._signature_values.append(None)
        return number

    def _find(self, all_on: RuleSet, changed: set[str]) -> None:
        """Ask every kept arrangement about the rules ``changed`` (added, or with
        another condition, parameters or hands they apply to) of ``all_on``: their
        matches replace those found before."""
        plans = {winner: RulePlan(tuple(r for r in all_on.plan(winner).rules
                                        if r.id in changed), all_on.plan(winner).bonus_apart)
                 for winner in (True, False)}
        signatures = self._signature_list
        for hand_id, (winner, numbers) in enumerate(self._hand_list):
            plan = plans[winner]
            texts = plan.texts
            renumbered = []
            for view, number in zip(self._hand_views[hand_id], numbers, strict=True):
                found = rules_found(view, plan)
                kept = tuple(m for m in signatures[number][2] if m[0] not in changed)
                renumbered.append(self._number(winner, view.shape, kept + tuple(
                    (texts[i][2], len(found[i])) for i in sorted(found))))
            self._hand_list[hand_id] = (winner, tuple(renumbered))

    def value(self, hand_id: int) -> tuple[int, bool]:
        """The score of the hand ``hand_id`` under the rule set in use, and whether it
        scored as a limit hand."""
        known = self._hand_values[hand_id]
        if known is not None:
            return known
        numbers = self._hand_list[hand_id][1]
        asked = self._asked.get(hand_id)
        ruleset, all_on = self._ruleset, self._all_on
        assert ruleset is not None and all_on is not None
        if asked is not None and (not numbers or ruleset.shapes != all_on.shapes):
            # the engine's arrangements under the rules in use
            shapes = {v.shape for v in arrangements(*asked, ruleset)}  # or its error
            signatures = self._signature_list
            numbers = tuple(n for n in numbers if signatures[n][1] in shapes)
        best: tuple[tuple[int, int, int], int, bool] | None = None
        for number in numbers:
            result = self._signature_value(number)
            if best is None or result[0] > best[0]:
                best = result
        assert best is not None
        known = self._hand_values[hand_id] = (best[1], best[2])
        return known

    def _signature_value(self, number: int) -> tuple[tuple[int, int, int], int, bool]:
        """(rank, score, limit hand) of an arrangement with the signature ``number``
        under the rule set in use."""
        known = self._signature_values[number]
        if known is not None:
            return known
        ruleset = self._ruleset
        assert ruleset is not None
        winner, _, signature = self._signature_list[number]
        index = self._index[winner]
        empty: tuple[Any, ...] = ()
        found = {index[rule]: [empty] * n for rule, n in signature if rule in index}
        scored = score_found(None, found, ruleset.plan(winner), ruleset)
        known = self._signature_values[number] = (
            scored.rank, scored.score, bool(scored.limit_items))
        return known


def _values(ruleset: RuleSet) -> tuple[Hashable, dict[str, Hashable]]:
    """What the score of an arrangement depends on in ``ruleset``, besides the rules
    that applied to it: the rule set's own part (the limit, how special hands count,
    and whether its plans score special hands at all), and each rule's values."""
    own = (ruleset.limit, ruleset.nominal_limit, ruleset.special_bonus,
           ruleset.plan(True).special_scoring, ruleset.plan(False).special_scoring)
    return own, {r.id: (r.kind, r.value, r.share, r.special, r.keeps)
                 for r in ruleset.rules}
