"""Scoring a hand: every arrangement, every rule, the best result, the limit.

The limit is applied in :class:`_Scored` (a limit hand scores the limit, any other
hand is capped by it).
"""

from __future__ import annotations

from collections import Counter

from .arrangement import (
    SEVEN_PAIRS,
    THIRTEEN_ORPHANS,
    arrangements,
    is_complete,
    is_seven_pairs,
    is_thirteen_orphans,
    waits,
)
from .breakdown import Breakdown, Item
from .conditions import Matches
from .errors import NotationError, SituationError
from .hand import Hand, Meld
from .notation import check_tiles, format_tiles, parse_hand
from .ruleset import RulePlan, RuleSet, load_ruleset
from .schema import MAX_HAND_DOUBLES
from .situation import Situation, check_situation
from .tiles import Tile, tile_by_key
from .view import HandView, Waits


def score_hand(hand: Hand, situation: Situation, ruleset: RuleSet) -> Breakdown:
    """Score ``hand`` in ``situation`` under ``ruleset``.

    Raises NotationError or SituationError (both MahjongError) for a hand that
    cannot exist or a situation that cannot be true for it.
    """
    check_tiles(hand, ruleset.tile_set)
    check_situation(hand, situation)
    if situation.winner:
        views = _winner_views(hand, situation, ruleset)
    else:
        views = [_loser_view(hand, situation)]
    plan = ruleset.plan(situation.winner)
    best: _Scored | None = None
    for view in views:
        result = _score_view(view, plan, ruleset)
        if best is None or result.rank > best.rank:
            best = result
    assert best is not None
    return best.breakdown(ruleset)


def score(text: str, rules: str | RuleSet = "norwegian", *, seat: str = "E",
          round: str = "E", win: str | None = None, source: str = "discard",
          loser: bool = False, flags: tuple[str, ...] = (),
          east_streak: int = 0) -> Breakdown:
    """Score a hand written in the notation; a convenience for scripts and tests."""
    from .notation import parse_tiles
    ruleset = rules if isinstance(rules, RuleSet) else load_ruleset(rules)
    hand = parse_hand(text)
    win_tile = None
    if win is not None:
        found = parse_tiles(win)
        if len(found) != 1:
            raise NotationError("'{win}': the winning tile must be one tile", win=win)
        win_tile = found[0]
    situation = Situation(seat=seat, round=round, winner=not loser, win_tile=win_tile,
                          source=source,  # type: ignore[arg-type]
                          flags=frozenset(flags), east_wins_before=east_streak)
    return score_hand(hand, situation, ruleset)


def _rank(b: Breakdown) -> tuple[int, int, int]:
    return (b.score, b.score_before_limit, b.points)


def hand_waits(hand: Hand, situation: Situation, ruleset: RuleSet) -> tuple[Tile, ...]:
    """The tiles the hand waited on before its winning tile. Raises SituationError
    for a situation without a winning tile among the concealed tiles."""
    w = situation.win_tile
    if not situation.winner or w is None or w not in hand.concealed:
        raise SituationError("the waits are those of a winner's hand, before its "
                             "winning tile, which must be among the concealed tiles")
    before = list(hand.concealed)
    before.remove(w)
    counts = Counter(hand.playing_tiles())
    counts[w] -= 1
    sets_needed = 4 - len(hand.declared)
    return tuple(waits(before, counts, ruleset.tile_set, sets_needed, ruleset.shapes))


def _winner_views(hand: Hand, s: Situation, ruleset: RuleSet) -> list[HandView]:
    _check_size(hand, True)
    w = s.win_tile
    assert w is not None
    keys = tuple(t.sort_key for t in hand.concealed)
    blocks = ruleset.tile_set.chow_blocks
    wait_tiles = Waits(lambda: hand_waits(hand, s, ruleset))
    playing = tuple(hand.playing_tiles())
    views: list[HandView] = []
    claimed = s.claimed
    for arrangement in arrangements(keys, blocks, True):
        parts = [Meld(kind, tile_by_key(k), True)  # type: ignore[arg-type]
                 for kind, k in arrangement]
        seen: set[tuple[str, Tile]] = set()
        for i, part in enumerate(parts):
            if not part.contains(w) or (part.kind, part.tile) in seen:
                continue
            seen.add((part.kind, part.tile))
            won = Meld(part.kind, part.tile, False) if claimed else part
            melds = tuple(parts[:i]) + (won,) + tuple(parts[i + 1:]) + hand.declared
            views.append(HandView(melds, playing, hand.bonus, s, "standard", won,
                                  wait_tiles))
    if not hand.declared:
        if THIRTEEN_ORPHANS in ruleset.shapes and is_thirteen_orphans(keys):
            views.append(HandView((), playing, hand.bonus, s, THIRTEEN_ORPHANS, None,
                                  wait_tiles))
        if SEVEN_PAIRS in ruleset.shapes and is_seven_pairs(keys):
            pairs = tuple(Meld("pair", t, not (claimed and t is w))
                          for t in sorted(set(hand.concealed)))
            won = next(p for p in pairs if p.tile is w)
            views.append(HandView(pairs, playing, hand.bonus, s, SEVEN_PAIRS, won,
                                  wait_tiles))
    if not views:
        raise _incomplete(hand, ruleset)
    return views


def _incomplete(hand: Hand, ruleset: RuleSet) -> NotationError:
    template = ("the hand is not complete: {tiles} cannot be split into {sets} sets "
                "and a pair")
    if ruleset.shapes:
        template = ("the hand is not complete: {tiles} cannot be split into {sets} "
                    "sets and a pair nor into a special hand of this rule set")
    return NotationError(template, tiles=format_tiles(hand.concealed),
                         sets=4 - len(hand.declared))


def _check_size(hand: Hand, winner: bool) -> None:
    size = hand.size()
    if winner and size != 14:
        raise NotationError(
            "a winning hand needs 14 tiles (a kong counts as 3); this one has {size}",
            size=size)
    if not winner and size > 13:
        raise NotationError(
            "a hand that did not win holds at most 13 tiles (a kong counts as 3); "
            "this one has {size}", size=size)


def check_hand(hand: Hand, situation: Situation, ruleset: RuleSet) -> None:
    """Raise the error :func:`score_hand` would raise for this hand, without scoring
    it (a quick check, for validating whole games)."""
    check_tiles(hand, ruleset.tile_set)
    check_situation(hand, situation)
    _check_size(hand, situation.winner)
    if situation.winner and not is_complete(
            tuple(t.sort_key for t in hand.concealed), ruleset.tile_set.chow_blocks,
            4 - len(hand.declared), ruleset.shapes):
        raise _incomplete(hand, ruleset)


def _loser_view(hand: Hand, s: Situation) -> HandView:
    _check_size(hand, False)
    melds = list(hand.declared)
    for t, n in Counter(hand.concealed).items():  # concealed tiles are sorted
        if n >= 3:
            melds.append(Meld("pung", t, True))
        elif n == 2:
            melds.append(Meld("pair", t, True))
    return HandView(tuple(melds), tuple(hand.playing_tiles()), hand.bonus, s, "partial",
                    None, None)


class _Scored:
    """One arrangement's items and totals; the best becomes the Breakdown."""

    __slots__ = ("doubles", "items", "limit_items", "points", "rank", "score", "view")

    def __init__(self, view: HandView, items: list[Item], limit_items: list[Item],
                 limit: int | None, nominal: int) -> None:
        self.view, self.items, self.limit_items = view, items, limit_items
        self.points = points = sum(i.points for i in items)
        # a hostile rule file could give thousands of doubles: count a sane number
        self.doubles = doubles = min(sum(i.doubles for i in items), MAX_HAND_DOUBLES)
        before = points * 2 ** doubles
        if limit_items:
            self.score = nominal
        else:
            self.score = before if limit is None else min(before, limit)
        self.rank = (self.score, before, points)

    def breakdown(self, ruleset: RuleSet) -> Breakdown:
        """Apply the limit: a limit hand scores it, any other hand is capped by it."""
        view = self.view
        before = self.rank[1]
        limit_hand = self.limit_items[0].rule if self.limit_items else None
        return Breakdown(ruleset.id, view.winner, tuple(self.limit_items + self.items),
                         self.points, self.doubles, before, ruleset.limit, limit_hand,
                         self.score, view.melds, view.shape, view.lazy_waits)


def _score_view(view: HandView, plan: RulePlan, ruleset: RuleSet) -> _Scored:
    found: dict[int, Matches] = {}
    for m in view.melds:
        for index, want, test in plan.by_kind.get(m.kind, ()):
            if (want is None or m.concealed == want) and test(view, m.tile):
                found.setdefault(index, []).append(m.tiles)
    for index, call in plan.others:
        matches = call(view)
        if matches:
            found[index] = matches
    items: list[Item] = []
    limit_items: list[Item] = []
    rules = plan.rules
    for index in sorted(found):
        rule = rules[index]
        matches = found[index]
        n = len(matches)
        tiles = tuple(t for m in matches for t in m) if n > 1 else matches[0]
        if rule.kind == "limit":
            limit_items.append(Item(rule.id, rule.name, rule.source, 0, 0, 1, tiles, True))
        elif rule.kind == "points":
            items.append(Item(rule.id, rule.name, rule.source, rule.value * n, 0, n, tiles))
        else:
            items.append(Item(rule.id, rule.name, rule.source, 0, rule.value * n, n, tiles))
    limit = ruleset.limit
    nominal = limit if limit is not None else ruleset.nominal_limit or 0
    return _Scored(view, items, limit_items, limit, nominal)
