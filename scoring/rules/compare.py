"""One hand under every rule set: the same classical hand and situation scored by each
classical rule set that ships with the program (and any rule file given), side by side.

A classical hand is compared across the classical rule sets only (a hand of another
game is compared by its own kind: Ponjan's by :mod:`scoring.ponjan.compare`; the
command line's adapter of each kind reads the hand). A rule set under which the hand
cannot be scored (a tile it does not play with, a situation it does not allow, a rule
file of another game) keeps the message in place of a result.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from scoring.errors import MahjongError, NotationError
from scoring.hands.hand import Hand
from scoring.hands.notation import parse_tiles
from scoring.hands.situation import Situation
from scoring.rules.breakdown import Breakdown
from scoring.rules.comparison import Comparison, Row, column
from scoring.rules.engine import score_hand
from scoring.rules.ruleset import RuleSet, builtin_ids, load_ruleset, ruleset_game

Result = Breakdown | str  # a message: the hand cannot be scored there


class ClassicalComparison(Comparison[Breakdown]):
    """A classical hand's results under each rule set: its rules' values, then the
    points, doubles, the limit (when one applied) and the score."""

    def items(self, result: Breakdown) -> Iterable[tuple[str, str]]:
        for i in result.items:
            count = f" x{i.count}" if i.count > 1 else ""
            yield i.name, i.value_text() + count

    def totals(self) -> list[Row]:
        """The totals: points, doubles, the limit hand, and the score."""
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
            doubles[key] = str(r.doubles)
            if r.limit_hand is not None:
                limit[key] = "limit hand"
            elif r.limited:
                limit[key] = f"limit {r.limit}"
        rows = [Row("Points", points), Row("Doubles", doubles)]
        if limit:
            rows.append(Row("Limit", limit))
        rows.append(Row("Score", score))
        return rows


def compare(hand: Hand, rules: Sequence[str] = (), *, seat: str = "E",
            round: str | None = None, win: str | None = None, source: str = "discard",
            loser: bool = False, flags: Sequence[str] = ()) -> ClassicalComparison:
    """Score ``hand`` under every built-in classical rule set and each rule file (id
    or path) of ``rules``. Raises MahjongError when a rule file cannot be loaded or an
    option makes no sense."""
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
        if ruleset_game(rid) != "classical":  # another kind's rule file
            rulesets.append((rid, f"{rid} is a rule set of {ruleset_game(rid)}, another "
                                  "game with other tiles; this is a classical hand"))
        else:
            rulesets.append((rid, load_ruleset(rid)))
    return compare_hand(hand, situation, rulesets)


def builtin_rulesets() -> list[RuleSet]:
    """The classical rule sets that ship with the program, by id."""
    return [load_ruleset(rid) for rid in builtin_ids()]


def compare_hand(hand: Hand, situation: Situation,
                 rulesets: Sequence[tuple[str, RuleSet | str]]) -> ClassicalComparison:
    """Score a classical ``hand`` under each rule set of ``rulesets`` (each given as
    (how it was named, the rule set or why it cannot be used)). A column is named by
    the rule set's id, or by the name it was given when another column has that id."""
    results: dict[str, Result] = {}
    exceptions: dict[str, MahjongError] = {}
    for given, ruleset in rulesets:
        if isinstance(ruleset, str):
            results[column(given, given, results)] = ruleset
            continue
        key = column(ruleset.id, given, results)
        try:
            results[key] = score_hand(hand, situation, ruleset)
        except MahjongError as exc:
            results[key] = str(exc)
            exceptions[key] = exc
    return ClassicalComparison(results, exceptions)
