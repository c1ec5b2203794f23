"""Scoring a hand: every arrangement, every rule, the best result, the limit.

The limit is applied in :class:`scoring.rules.scored.Scored` (a limit hand scores
the limit, any other hand is capped by it; a rule worth a share of the limit is used
when the share is worth more than the hand's points).
"""

from __future__ import annotations

from collections import Counter
from functools import partial

from scoring.errors import NotationError, SituationError
from scoring.hands.arrangement import CLAIMED as CLAIMED_SETS
from scoring.hands.arrangement import (
    CONCEALED_KONGS,
    CONCEALED_PAIRS,
    CONCEALED_PUNGS,
    SEVEN_PAIRS,
    any_gate_met,
    block_patterns,
    is_complete,
    special_shapes,
    split_patterns,
)
from scoring.hands.hand import Hand, Meld
from scoring.hands.hand_facts import RARE, wide_facts
from scoring.hands.notation import SORT_KEY, check_tiles, format_tiles, parse_hand
from scoring.hands.situation import CLAIMED, Situation, check_situation
from scoring.hands.suit_patterns import (
    WIDE,
    WIDE_BLOCK,
    block_patterns_of,
    held_wide,
    unit,
)
from scoring.hands.tiles import Tile, TileSet
from scoring.hands.view import EXPOSED_SHIFT, PUNGS_SHIFT, HandView, Waits, tally
from scoring.hands.waits import pattern_waits, waits
from scoring.rules.breakdown import Breakdown
from scoring.rules.conditions import Matches
from scoring.rules.plan import RulePlan
from scoring.rules.ruleset import RuleSet, load_ruleset
from scoring.rules.scored import Scored, score_found


def score_hand(hand: Hand, situation: Situation, ruleset: RuleSet) -> Breakdown:
    """Score ``hand`` in ``situation`` under ``ruleset``.

    Raises NotationError or SituationError (both MahjongError) for a hand that
    cannot exist or a situation that cannot be true for it.
    """
    plan = ruleset.plan(situation.winner)
    best: Scored | None = None
    for view in arrangements(hand, situation, ruleset):
        result = score_found(view, rules_found(view, plan), plan, ruleset)
        if best is None or result.rank > best.rank:
            best = result
    assert best is not None
    return best.breakdown(ruleset)


def arrangements(hand: Hand, situation: Situation, ruleset: RuleSet) -> list[HandView]:
    """The hand checked (raising what :func:`score_hand` raises) and its arrangements
    as the engine scores them: a winner's every way of making sets and a pair (and
    special shapes), a loser's one view of sets and pairs as held."""
    wide = held_wide(hand, ruleset.tile_set)  # the tiles counted: checked when unsure
    if wide is None:
        check_tiles(hand, ruleset.tile_set)
    check_situation(hand, situation)
    if situation.seen:
        _check_seen(hand, situation, ruleset.tile_set)
    if situation.winner:
        return _winner_views(hand, situation, ruleset, wide)
    return [_loser_view(hand, situation, ruleset, wide)]  # a loser's hand has one view


def score(text: str, rules: str | RuleSet = "norwegian", *, seat: str = "E",
          round: str = "E", win: str | None = None, source: str = "discard",
          loser: bool = False, flags: tuple[str, ...] = (),
          east_streak: int = 0, seen: str = "") -> Breakdown:
    """Score a hand written in the notation; a convenience for scripts and tests.
    ``seen``: tiles visible elsewhere on the table, in the notation."""
    from scoring.hands.notation import parse_tiles
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
                          flags=frozenset(flags), east_wins_before=east_streak,
                          seen=tuple(parse_tiles(seen)) if seen else ())
    return score_hand(hand, situation, ruleset)


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
    if situation.seen:
        counts.update(situation.seen)
    counts[w] -= 1
    sets_needed = 4 - len(hand.declared)
    return tuple(waits(before, counts, ruleset.tile_set, sets_needed, ruleset.shapes,
                       _chows_left(hand, ruleset)))


def _winner_waits(hand: Hand, s: Situation, ruleset: RuleSet, patterns: dict[int, int],
                  held: int) -> tuple[Tile, ...]:
    """:func:`hand_waits` of a winner's hand whose concealed tiles have the block
    patterns ``patterns``, and whose playing tiles have the wide pattern ``held``
    (worked out for its arrangements)."""
    w = s.win_tile
    assert w is not None
    k = w.sort_key
    block, one = k >> 4, unit(k & 15)
    before = dict(patterns)
    if before[block] == one:
        del before[block]
    else:
        before[block] -= one
    # the copies counted: the playing tiles but the winning one, and the tiles seen
    # (a checked hand and the tiles seen hold at most four of a tile: none runs over)
    counted = held - WIDE[w]
    for t in s.seen:
        counted += WIDE[t]
    max_chows = ruleset.max_chows
    shapes = ruleset.shapes
    keys = None
    if shapes and not hand.declared:  # a special shape may ask for the sorted keys
        keys = [t.sort_key for t in hand.concealed]
        keys.remove(k)
        keys.sort()
    return tuple(pattern_waits(before, len(hand.concealed) - 1, counted, ruleset.tile_set,
                               4 - len(hand.declared), shapes,
                               None if max_chows is None else _chows_left(hand, ruleset),
                               keys))


def _held(concealed: tuple[Tile, ...], declared: tuple[Meld, ...]) -> tuple[int, int]:
    """The wide patterns (:data:`~scoring.hands.suit_patterns.WIDE`) of the concealed
    tiles and of every playing tile, of a hand of at most 15 concealed tiles."""
    concealed_wide = held = sum(map(WIDE.__getitem__, concealed))
    for m in declared:
        held += m.pattern << (m.block << WIDE_BLOCK)
    return concealed_wide, held


def _chows_left(hand: Hand, ruleset: RuleSet) -> int | None:
    """How many chows the concealed tiles may still hold (None: any number)."""
    if ruleset.max_chows is None:
        return None
    return ruleset.max_chows - sum(1 for m in hand.declared if m.kind == "chow")


def _check_seen(hand: Hand, s: Situation, tile_set: TileSet) -> None:
    """Raise NotationError if the hand and the tiles seen elsewhere hold more copies
    of a tile than exist."""
    if not s.seen:
        return
    counts: dict[Tile, int] = {}  # the seen tiles' copies, in the hand and seen
    get = counts.get
    for t in s.seen:
        counts[t] = get(t, 0) + 1
    for t in hand.concealed:
        if t in counts:
            counts[t] += 1
    for m in hand.declared:
        for t in m.tiles:
            if t in counts:
                counts[t] += 1
    copies_of = tile_set.copies_map.get
    for t, n in counts.items():
        if n > copies_of(t, 0):
            break
    else:
        return
    for t in sorted(counts, key=SORT_KEY):  # the first such tile, in tile order
        copies = tile_set.copies(t)
        if counts[t] > copies:
            raise NotationError("{code}: the hand and the tiles seen elsewhere hold {n} "
                                "copies; there are only {copies}", code=t.code,
                                n=counts[t], copies=copies)


def _calling(hand: Hand, s: Situation, ruleset: RuleSet) -> frozenset[str]:
    """The ids of the winner's rules named by the loser's ``calling-for`` rules that
    a tile this 13-tile hand waits on would make apply, the tile drawn from the wall
    (the other rules are not asked: no condition looks at them)."""
    if hand.size() != 13:
        return frozenset()
    keys = sorted(t.sort_key for t in hand.concealed)
    patterns = block_patterns(keys)
    found: set[str] = set()
    plan = ruleset.calling_plan()
    for t in pattern_waits(patterns, len(keys), _held(hand.concealed, hand.declared)[1],
                           ruleset.tile_set, 4 - len(hand.declared), ruleset.shapes,
                           _chows_left(hand, ruleset), keys):
        won = Hand(tuple(sorted((*hand.concealed, t), key=lambda x: x.sort_key)),
                   hand.declared, hand.bonus)
        situation = Situation(seat=s.seat, round=s.round, winner=True, win_tile=t,
                              source="wall")
        texts = plan.texts
        for view in _winner_views(won, situation, ruleset):  # the ids alone: no items
            found.update(texts[index][2] for index in rules_found(view, plan))
    return frozenset(found)


def _winner_views(hand: Hand, s: Situation, ruleset: RuleSet,
                  wide: tuple[int, int] | None = None) -> list[HandView]:
    """The arrangements of a winner's hand; ``wide``: the wide patterns of its
    concealed and of its playing tiles (:func:`~scoring.hands.suit_patterns.held_wide`),
    when known."""
    concealed = hand.concealed
    declared = hand.declared
    if len(concealed) + 3 * len(declared) != 14:
        _check_size(hand, True)
    w = s.win_tile
    assert w is not None
    concealed_wide, held = _held(concealed, declared) if wide is None else wide
    if concealed_wide >> 256:  # bonus tiles among the concealed: their blocks too
        patterns = block_patterns(t.sort_key for t in concealed)
    else:
        patterns = block_patterns_of(concealed_wide)
    bonus = hand.bonus
    if declared:
        playing = tuple(hand.playing_tiles())
        counted = tally(declared)
    else:
        playing = concealed
        counted = 0
    facts = wide_facts(held, len(playing), bonus, s)
    # a partial, not a closure: fewer objects for every breakdown a game keeps
    wait_tiles = Waits(partial(_winner_waits, hand, s, ruleset, patterns, held))
    views: list[HandView] = []
    # a claimed winning tile exposes the set it completes
    exposes = 1 << EXPOSED_SHIFT if s.source in CLAIMED else 0
    chows_left = None if ruleset.max_chows is None else _chows_left(hand, ruleset)
    w_key = w.sort_key
    w_block, w_shift = w_key >> 4, (w_key & 15) << 2
    for parts in split_patterns(patterns, ruleset.tile_set.chow_blocks):
        split = counted
        for m in parts:
            split += m.counts
        chows = split & 15
        if chows_left is not None and chows - (counted & 15) > chows_left:
            continue
        # the split's pungs: all its sets but its chows and its one pair
        split += (len(parts) - (chows - (counted & 15)) - 1) << PUNGS_SHIFT
        seen: list[Meld] = []  # the sets are made once each: compare by identity
        for i, part in enumerate(parts):
            if part.block != w_block or not part.pattern >> w_shift & 15:
                continue  # the winning tile is not one of its tiles
            if seen and any(part is other for other in seen):
                continue
            seen.append(part)
            won = CLAIMED_SETS[part.key] if exposes else part
            views.append(HandView(parts[:i] + (won,) + parts[i + 1:] + declared, playing,
                                  bonus, s, "standard", won, wait_tiles, None, facts,
                                  split + exposes))
    shapes = ruleset.shapes
    if not declared and shapes and any_gate_met(shapes, facts[2]):
        for shape in special_shapes(tuple(sorted([t.sort_key for t in concealed])), w_key,
                                    shapes, facts[2]):
            if shape == SEVEN_PAIRS:
                pairs = tuple(CONCEALED_PAIRS[t.sort_key] for t in sorted(set(concealed)))
                won = next(p for p in pairs if p.tile is w)
                if exposes:
                    won = CLAIMED_SETS[won.key]
                    pairs = tuple(won if p.tile is w else p for p in pairs)
                views.append(HandView(pairs, playing, bonus, s, SEVEN_PAIRS, won,
                                      wait_tiles, facts=facts))
            else:
                views.append(HandView((), playing, bonus, s, shape, None,
                                      wait_tiles, facts=facts))
    if not views:
        raise _incomplete(hand, ruleset)
    return views


def _incomplete(hand: Hand, ruleset: RuleSet) -> NotationError:
    # each template whole, so that app.rule_texts finds it for translation
    if ruleset.max_chows is None and not ruleset.shapes:
        template = ("the hand is not complete: {tiles} cannot be split into {sets} sets "
                    "and a pair")
    elif ruleset.max_chows is None:
        template = ("the hand is not complete: {tiles} cannot be split into {sets} sets "
                    "and a pair nor into a special hand of this rule set")
    elif not ruleset.shapes:
        template = ("the hand is not complete: {tiles} cannot be split into {sets} "
                    "sets and a pair with at most {chows} chow(s) in the hand")
    else:
        template = ("the hand is not complete: {tiles} cannot be split into {sets} "
                    "sets and a pair with at most {chows} chow(s) in the hand nor into "
                    "a special hand of this rule set")
    return NotationError(template, tiles=format_tiles(hand.concealed),
                         sets=4 - len(hand.declared), chows=ruleset.max_chows)


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
    _check_seen(hand, situation, ruleset.tile_set)
    _check_size(hand, situation.winner)
    w = situation.win_tile
    if situation.winner and w is not None and not is_complete(
            tuple(sorted(t.sort_key for t in hand.concealed)), ruleset.tile_set.chow_blocks,
            4 - len(hand.declared), ruleset.shapes if not hand.declared else frozenset(),
            w.sort_key, _chows_left(hand, ruleset)):
        raise _incomplete(hand, ruleset)


def _loser_view(hand: Hand, s: Situation, ruleset: RuleSet,
                wide: tuple[int, int] | None = None) -> HandView:
    """A loser's one view; ``wide``: the wide patterns of its concealed and of its
    playing tiles (:func:`~scoring.hands.suit_patterns.held_wide`), when known."""
    concealed, declared = hand.concealed, hand.declared
    if len(concealed) + 3 * len(declared) > 13:
        _check_size(hand, False)
    melds = list(declared)
    counts: dict[Tile, int] = {}
    get = counts.get
    for t in concealed:  # concealed tiles are sorted
        counts[t] = get(t, 0) + 1
    for t, n in counts.items():
        if n < 2:
            continue
        if n == 4 and ruleset.undeclared_kong:
            melds.append(CONCEALED_KONGS[t.sort_key])
        elif n >= 3:
            melds.append(CONCEALED_PUNGS[t.sort_key])
        else:
            melds.append(CONCEALED_PAIRS[t.sort_key])
    calling = None
    if ruleset.calls_matter:
        def calling() -> frozenset[str]:
            return _calling(hand, s, ruleset)
    playing = tuple(hand.playing_tiles()) if declared else concealed
    # the facts from the wide pattern when it holds playing tiles only (blocks 0-3)
    facts = (wide_facts(wide[1], len(playing), hand.bonus, s)
             if wide is not None and not wide[1] >> 256 else None)
    return HandView(tuple(melds), playing, hand.bonus, s, "partial", None, None, calling,
                    facts)


def rules_found(view: HandView, plan: RulePlan) -> dict[int, Matches]:
    """The rules of ``plan`` that apply to the arrangement ``view``: rule index -> the
    tiles of each match."""
    found: dict[int, Matches] = {}
    code = view.wind_code
    if code:
        table = plan.meld_verdicts
        for m in view.melds:
            for index in table.get(m.key | (code & m.wind_mask), ()):
                matches = found.get(index)
                if matches is None:
                    found[index] = [m.tiles]
                else:
                    matches.append(m.tiles)
    else:  # no seat wind (not from a checked situation): the rules' own tests
        for m in view.melds:
            for index in plan.meld_rules(m, view):
                found.setdefault(index, []).append(m.tiles)
    if view.bonus and plan.per_bonus:
        bonus_table = plan.bonus_tables.get(view.seat)
        for t in view.bonus:
            indices = (bonus_table[t] if bonus_table is not None
                       else plan.bonus_rules(t, view.seat))
            for index in indices:
                matches = found.get(index)
                if matches is None:
                    found[index] = [(t,)]
                else:
                    matches.append((t,))
    s = view.situation
    w = s.win_tile
    if view.winner and w is not None:
        for index in plan.by_source.get(s.source, ()):
            found[index] = [(w,)]
        for flag in s.flags:
            for index in plan.by_flag.get(flag, ()):
                found[index] = [()]
        for index, sources in plan.by_win_tile.get(w.code, ()):
            if s.source in sources:
                found[index] = [(w,)]
    facts = view.facts
    missing = ~facts
    for gate, indices in plan.exact_groups:  # these apply when their gates are met
        if not gate & missing:
            for index in indices:
                found[index] = [()]
    for gate, calls in plan.common_groups:
        if not gate & missing:
            for index, call in calls:
                matches = call(view)
                if matches:
                    found[index] = matches
    if facts & RARE:  # else no gate of the rare groups is met
        for gate, calls in plan.rare_groups:
            if not gate & missing:
                for index, call in calls:
                    matches = call(view)
                    if matches:
                        found[index] = matches
    for index, call in plan.shaped.get(view.shape, ()):
        matches = call(view)
        if matches:
            found[index] = matches
    return found
