"""Scoring a Ponjan hand: its combinations, their points, the formula and the score.

Every combination that applies counts and their values are added (``Game.cs:235-246``);
nothing excludes anything else and there is no limit. The points *p* give the base
*B(p)* (:mod:`.formula`), and the winner gains *S* = *B(p)* x ``unit`` (10), or x
``boss_unit`` (15) when the winner is the boss. A hand won on a discard with no
combination cannot be won (002:21) and is refused. Only the winner's hand is scored.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from scoring.errors import NotationError, SituationError

from .combinations import CONDITIONS, Facts
from .formula import Formula, base, base_text
from .hand import PonjanHand
from .notation import parse_hand, parse_tiles
from .payments import self_draw_share
from .rules import PonjanRules, load_ponjan_rules
from .situation import PonjanSituation, check_situation
from .tiles import PonjanTile


@dataclass(frozen=True, slots=True)
class PonjanItem:
    """One combination that applied, ``count`` times (only dragon sets count twice)."""

    rule: str
    name: str
    aliases: tuple[str, ...]
    source: str
    value: int
    count: int
    points: int


@dataclass(frozen=True)
class PonjanScore:
    """How a Ponjan hand scored. ``score`` is what the winner gains (*S*)."""

    ruleset: str
    situation: PonjanSituation
    sets: tuple[PonjanTile, ...]
    stolen: int
    items: tuple[PonjanItem, ...]
    points: int
    formula: Formula
    base: int
    unit: int
    score: int

    @property
    def boss(self) -> bool:
        return self.situation.boss

    def arrangement(self) -> list[str]:
        """The sets in the notation, concealed first, stolen ones in brackets."""
        concealed = len(self.sets) - self.stolen
        return [(f"({t.id}{t.id}{t.id}{t.colour})" if i >= concealed
                 else f"{t.id}{t.id}{t.id}{t.colour}") for i, t in enumerate(self.sets)]

    def payment_text(self) -> str:
        if self.situation.self_drawn:
            share = self_draw_share(self.score)
            odd = f" = {share}, truncated" if self.score % 2 else ""
            return f"each other player pays {self.score}/2{odd}"
        return f"the discarder pays {self.score}"

    def to_dict(self) -> dict[str, Any]:
        s = self.situation
        if s.self_drawn:
            payments = {"discarder": None, "each_other_player": self_draw_share(self.score)}
        else:
            payments = {"discarder": self.score, "each_other_player": None}
        return {
            "ruleset": self.ruleset,
            "game": "ponjan",
            "winner": True,
            "seat": s.seat,
            "boss": s.boss,
            "score": self.score,
            "points": self.points,
            "formula": self.formula,
            "base": self.base,
            "unit": self.unit,
            "items": [{"rule": i.rule, "name": i.name, "aliases": list(i.aliases),
                       "source": i.source, "value": i.value, "count": i.count,
                       "points": i.points} for i in self.items],
            "arrangement": self.arrangement(),
            "win": s.win_tile.code if s.win_tile else None,
            "source": s.source,
            "flags": sorted(s.flags),
            "payments": payments,
        }

    def text(self) -> str:
        """A readable table: one line per combination, then the formula and score."""
        s = self.situation
        rows = [(i.name + (f" x{i.count}" if i.count > 1 else ""),
                 f"{i.points} pt{'' if i.points == 1 else 's'}", i.source)
                for i in self.items]
        width = max([len(r[0]) for r in rows] + [24])
        how = "drawn from the wall" if s.self_drawn else "claimed from a discard"
        lines = [f"Rule set: {self.ruleset}   winner, seat {s.seat}"
                 + (" (boss)" if s.boss else ""),
                 "Sets: " + " ".join(self.arrangement()),
                 f"Winning tile: {s.win_tile.code if s.win_tile else '-'} ({how})", ""]
        lines += [f"  {name:<{width}}  {value:>7}  [{src}]" for name, value, src in rows]
        boss = " (boss)" if s.boss else ""
        lines += ["", f"Points {self.points}: base {base_text(self.points, self.formula)}"
                  f" x {self.unit}{boss} = {self.score}",
                  f"Score: {self.score} ({self.payment_text()})"]
        return "\n".join(lines)


def score_ponjan(hand: PonjanHand, situation: PonjanSituation,
                 rules: PonjanRules) -> PonjanScore:
    """Score a winning Ponjan hand. Raises NotationError for a hand that is not
    complete, SituationError for a situation that cannot be, or a discard win with
    no combination."""
    check_situation(hand, situation)
    sets = hand.complete_sets()
    flags = situation.flags
    facts = Facts(sets, len(hand.stolen), situation.self_drawn, "reach" in flags,
                  "ippatsu" in flags)
    items = []
    for c in rules.rules:
        n = CONDITIONS[c.condition][1](facts)
        if n:
            items.append(PonjanItem(c.id, c.name, c.aliases, c.source, c.points, n,
                                    c.points * n))
    if not items and not situation.self_drawn:
        raise SituationError("a hand won on a discard needs at least one combination "
                             "(002:21), and this one has none; it cannot be won")
    points = sum(i.points for i in items)
    b = base(points, rules.formula)
    unit = rules.boss_unit if situation.boss else rules.unit
    return PonjanScore(rules.id, situation, sets, len(hand.stolen), tuple(items), points,
                       rules.formula, b, unit, b * unit)


def score_text(text: str, rules: str | PonjanRules = "ponjan", *, seat: str = "E",
               win: str | None = None, source: str = "discard",
               flags: tuple[str, ...] = ()) -> PonjanScore:
    """Score a hand written in the notation; a convenience for scripts and tests."""
    ruleset = rules if isinstance(rules, PonjanRules) else load_ponjan_rules(rules)
    win_tile = None
    if win is not None:
        found = parse_tiles(win)
        if len(found) != 1:
            raise NotationError("'{win}': the winning tile must be one tile", win=win)
        win_tile = found[0]
    return score_ponjan(parse_hand(text), PonjanSituation(seat, win_tile, source,
                                                          frozenset(flags)), ruleset)
