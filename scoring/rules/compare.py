"""One hand under every rule set: the same hand and situation scored by each classical
rule set that ships with the program (and any rule file given), side by side.

A classical hand is compared across the classical rule sets only. Ponjan is another
game with other tiles: a hand written in Ponjan's notation is compared across the
Ponjan rule sets instead. A rule set under which the hand cannot be scored (a tile it
does not play with, a situation it does not allow, a rule file of the other game)
keeps the message in place of a result.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from scoring.errors import MahjongError, NotationError
from scoring.hands.hand import Hand
from scoring.hands.notation import parse_hand, parse_tiles
from scoring.hands.situation import Situation
from scoring.ponjan import notation as ponjan_notation
from scoring.ponjan.rules import load_ponjan_rules
from scoring.ponjan.score import PonjanScore, score_ponjan
from scoring.ponjan.situation import PonjanSituation
from scoring.rules.breakdown import Breakdown
from scoring.rules.engine import score_hand
from scoring.rules.ruleset import RuleSet, builtin_ids, load_ruleset, ruleset_game

Result = Breakdown | PonjanScore | str  # a message: the hand cannot be scored there


@dataclass(frozen=True)
class Row:
    """One rule (by its name) and what it gave under each rule set (absent: nothing)."""

    name: str
    values: dict[str, str]


@dataclass(frozen=True)
class Comparison:
    """The hand's result under each rule set, by rule set id (in the order given)."""

    game: str  # classical | ponjan
    results: dict[str, Result]
    #: the engine's errors behind the messages, for a front end that translates them
    exceptions: dict[str, MahjongError] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        """Per rule set: what ``score --json`` prints, or ``{"error": message}``."""
        return {key: {"error": r} if isinstance(r, str) else r.to_dict()
                for key, r in self.results.items()}

    def rows(self) -> list[Row]:
        """One row per rule that applied under any rule set, in order of appearance."""
        rows: dict[str, dict[str, str]] = {}
        for key, r in self.results.items():
            if isinstance(r, str):
                continue
            if isinstance(r, PonjanScore):
                for p in r.items:
                    count = f" x{p.count}" if p.count > 1 else ""
                    unit = "pt" if p.points == 1 else "pts"
                    rows.setdefault(p.name, {})[key] = f"{p.points} {unit}{count}"
            else:
                for i in r.items:
                    count = f" x{i.count}" if i.count > 1 else ""
                    rows.setdefault(i.name, {})[key] = i.value_text() + count
        return [Row(name, values) for name, values in rows.items()]

    def totals(self) -> list[Row]:
        """The totals: points, doubles (classical), the limit hand, and the score."""
        points: dict[str, str] = {}
        doubles: dict[str, str] = {}
        limit: dict[str, str] = {}
        score: dict[str, str] = {}
        for key, r in self.results.items():
            if isinstance(r, str):
                score[key] = "cannot score"
                continue
            points[key] = str(r.points)
            score[key] = str(r.score)
            if isinstance(r, Breakdown):
                doubles[key] = str(r.doubles)
                if r.limit_hand is not None:
                    limit[key] = "limit hand"
                elif r.limited:
                    limit[key] = f"limit {r.limit}"
        rows = [Row("Points", points)]
        if self.game == "classical":
            rows.append(Row("Doubles", doubles))
            if limit:
                rows.append(Row("Limit", limit))
        rows.append(Row("Score", score))
        return rows

    def errors(self) -> dict[str, str]:
        return {key: r for key, r in self.results.items() if isinstance(r, str)}

    def text(self) -> str:
        """A table: a column per rule set, a row per rule, then the totals and the
        messages of the rule sets that cannot score the hand."""
        keys = list(self.results)
        body = [[row.name, *[row.values.get(k, "") for k in keys]] for row in self.rows()]
        totals = [[row.name, *[row.values.get(k, "") for k in keys]]
                  for row in self.totals()]
        head = ["Rule", *keys]
        table = [head, *body, *totals]
        widths = [max(len(r[c]) for r in table) for c in range(len(head))]

        def line(cells: list[str]) -> str:
            return "  ".join([cells[0].ljust(widths[0]),
                              *[c.rjust(w) for c, w in zip(cells[1:], widths[1:],
                                                            strict=True)]]).rstrip()

        rule = "  ".join("-" * w for w in widths)
        out = [line(head), rule, *[line(r) for r in body]]
        if not body:
            out.append("(no rule applies under any rule set)")
        out += [rule, *[line(r) for r in totals]]
        for key, message in self.errors().items():
            out.append(f"{key}: {message}")
        return "\n".join(out)


def compare(hand_text: str, rules: Sequence[str] = (), *, seat: str = "E",
            round: str | None = None, win: str | None = None, source: str = "discard",
            loser: bool = False, flags: Sequence[str] = ()) -> Comparison:
    """Score ``hand_text`` under every built-in rule set of its game and each rule file
    (id or path) of ``rules``. Raises MahjongError when the hand cannot be read at all,
    a rule file cannot be loaded, or an option makes no sense for the hand's game."""
    try:
        hand = parse_hand(hand_text)
    except NotationError as classical_error:
        try:
            ponjan_notation.parse_hand(hand_text)
        except MahjongError:
            raise classical_error from None
        return _compare_ponjan(hand_text, rules, seat=seat, round=round, win=win,
                               source=source, loser=loser, flags=flags)
    win_tile = None
    if win is not None:
        tiles = parse_tiles(win)
        if len(tiles) != 1:
            raise NotationError(f"--win '{win}': give exactly one tile, such as 5p")
        win_tile = tiles[0]
    if loser and win_tile is not None:
        raise MahjongError("--win and --loser exclude each other: a loser has no "
                           "winning tile")
    situation = Situation(seat=seat, round=round or "E", winner=not loser,
                          win_tile=win_tile, source=source,  # type: ignore[arg-type]
                          flags=frozenset(flags))
    rulesets: list[tuple[str, RuleSet | str]] = []
    for rid in [*builtin_ids(), *rules]:
        if ruleset_game(rid) != "classical":
            rulesets.append((rid, f"{rid} is a rule set of {ruleset_game(rid)}, another "
                                  "game with other tiles; this is a classical hand"))
        else:
            rulesets.append((rid, load_ruleset(rid)))
    return compare_hand(hand, situation, rulesets)


def builtin_rulesets() -> list[RuleSet]:
    """The classical rule sets that ship with the program, by id."""
    return [load_ruleset(rid) for rid in builtin_ids()]


def compare_hand(hand: Hand, situation: Situation,
                 rulesets: Sequence[tuple[str, RuleSet | str]]) -> Comparison:
    """Score a classical ``hand`` under each rule set of ``rulesets`` (each given as
    (how it was named, the rule set or why it cannot be used)). A column is named by
    the rule set's id, or by the name it was given when another column has that id."""
    results: dict[str, Result] = {}
    exceptions: dict[str, MahjongError] = {}
    for given, ruleset in rulesets:
        if isinstance(ruleset, str):
            results[_key(given, given, results)] = ruleset
            continue
        key = _key(ruleset.id, given, results)
        try:
            results[key] = score_hand(hand, situation, ruleset)
        except MahjongError as exc:
            results[key] = str(exc)
            exceptions[key] = exc
    return Comparison("classical", results, exceptions)


def _key(rid: str, given: str, taken: dict[str, Result]) -> str:
    """The column of a rule set: its id, or what was given when the id is taken."""
    return rid if rid not in taken else given


def _compare_ponjan(hand_text: str, rules: Sequence[str], *, seat: str,
                    round: str | None, win: str | None, source: str, loser: bool,
                    flags: Sequence[str]) -> Comparison:
    if loser:
        raise MahjongError("--loser: Ponjan scores only the winner's hand")
    if round is not None:
        raise MahjongError("--round means nothing in Ponjan: it has no prevailing wind")
    if win is None:
        raise MahjongError("--win: a winning hand needs its winning tile, such as 0b")
    tiles = ponjan_notation.parse_tiles(win, f"--win {win}")
    if len(tiles) != 1:
        raise NotationError(f"--win '{win}': give exactly one tile, such as 0b")
    hand = ponjan_notation.parse_hand(hand_text)
    results: dict[str, Result] = {}
    for rid in [*builtin_ids("ponjan"), *rules]:
        if ruleset_game(rid) != "ponjan":
            results[_key(rid, rid, results)] = (
                f"{rid} is a rule set of classical mahjong; this is a Ponjan hand")
            continue
        pj = load_ponjan_rules(rid)
        key = _key(pj.id, rid, results)
        try:
            situation = PonjanSituation(seat=seat, win_tile=tiles[0], source=source,
                                        flags=frozenset(flags))
            results[key] = score_ponjan(hand, situation, pj)
        except MahjongError as exc:
            results[key] = str(exc)
    return Comparison("ponjan", results)
