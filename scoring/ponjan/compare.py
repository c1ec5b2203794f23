"""One Ponjan hand under every Ponjan rule set: the same hand and situation scored by
each Ponjan rule set that ships with the program (and any rule file given), side by
side (``mahjong-score compare`` of a hand in Ponjan's notation). A rule set under
which the hand cannot be scored (a rule file of another game, a situation it does not
allow) keeps the message in place of a result.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from scoring.errors import MahjongError, NotationError
from scoring.ponjan import notation
from scoring.ponjan.hand import PonjanHand
from scoring.ponjan.rules import load_ponjan_rules
from scoring.ponjan.score import PonjanScore, score_ponjan
from scoring.ponjan.situation import PonjanSituation
from scoring.rules.comparison import Comparison, Row, column
from scoring.rules.ruleset import builtin_ids, ruleset_game


class PonjanComparison(Comparison[PonjanScore]):
    """A Ponjan hand's results under each rule set: its rules' points, then the points
    and the score."""

    def items(self, result: PonjanScore) -> Iterable[tuple[str, str]]:
        for p in result.items:
            count = f" x{p.count}" if p.count > 1 else ""
            unit = "pt" if p.points == 1 else "pts"
            yield p.name, f"{p.points} {unit}{count}"

    def totals(self) -> list[Row]:
        """The totals: points and the score."""
        points: dict[str, str] = {}
        score: dict[str, str] = {}
        for key, r in self.results.items():
            if isinstance(r, str):
                score[key] = "cannot score"
                continue
            points[key] = str(r.points)
            score[key] = str(r.score)
        return [Row("Points", points), Row("Score", score)]


def compare(hand: PonjanHand, rules: Sequence[str] = (), *, seat: str = "E",
            round: str | None = None, win: str | None = None, source: str = "discard",
            loser: bool = False, flags: Sequence[str] = ()) -> PonjanComparison:
    """Score the winner's ``hand`` under every built-in Ponjan rule set and each rule
    file (id or path) of ``rules``. Raises MahjongError when a rule file cannot be
    loaded or an option makes no sense in Ponjan."""
    if loser:
        raise MahjongError("--loser: Ponjan scores only the winner's hand")
    if round is not None:
        raise MahjongError("--round means nothing in Ponjan: it has no prevailing wind")
    if win is None:
        raise MahjongError("--win: a winning hand needs its winning tile, such as 0b")
    tiles = notation.parse_tiles(win, f"--win {win}")
    if len(tiles) != 1:
        raise NotationError(f"--win '{win}': give exactly one tile, such as 0b")
    results: dict[str, PonjanScore | str] = {}
    exceptions: dict[str, MahjongError] = {}
    for rid in [*builtin_ids("ponjan"), *rules]:
        if ruleset_game(rid) != "ponjan":
            results[column(rid, rid, results)] = (
                f"{rid} is a rule set of classical mahjong; this is a Ponjan hand")
            continue
        pj = load_ponjan_rules(rid)
        key = column(pj.id, rid, results)
        try:
            situation = PonjanSituation(seat=seat, win_tile=tiles[0], source=source,
                                        flags=frozenset(flags))
            results[key] = score_ponjan(hand, situation, pj)
        except MahjongError as exc:
            results[key] = str(exc)
            exceptions[key] = exc
    return PonjanComparison(results, exceptions)
