"""The classical game's front (``app.game_front.GameFront``): its entry
(:mod:`app.classical_entry`), its score sheet cells, its report and workbook, its
rule sets and the new-game dialog's fields for it.

The sheet's words keep the translation context ``SheetModel`` and the dialog's
``NewGameDialog``, where they were first translated.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt

from app.breakdown_view import value_text
from app.game_front import (
    CONVENTION,
    EAST_DOUBLE,
    LIMIT,
    ROUNDS,
    START_BALANCE,
    EntryWidget,
    NewGameValues,
)
from app.names import short_name
from app.rule_texts import rule_name, seat_letter, wind_name
from scoring.errors import MahjongError
from scoring.games.game import Game, GameSettings, HandResult
from scoring.rules.ruleset import RuleSet

if TYPE_CHECKING:
    from app.game_front import AnyRules
    from app.sheet_model import SheetModel

#: ``translate("SheetModel", text)`` (lupdate reads the literal context of each call)
translate = QCoreApplication.translate
#: a limit shown when the rule set has none (the spin box needs some value)
FALLBACK_LIMIT = 500


class ClassicalFront:
    """Classical mahjong: two to four players, East deals, settlement conventions."""

    name = "classical"
    fields = frozenset({CONVENTION, EAST_DOUBLE, LIMIT, START_BALANCE, ROUNDS})
    has_penalties = True
    in_seasons = True
    has_house_rules = True

    def make_entry(self, tile_height: int) -> EntryWidget:
        from app.classical_entry import ClassicalEntry
        return ClassicalEntry(tile_height)

    # -- the score sheet -------------------------------------------------------------

    def dealer_title(self) -> str:
        return translate("SheetModel", "East")

    def fixed_cell(self, model: SheetModel, game: Game, r: HandResult, col: int,
                   role: int) -> Any:
        from app.sheet_model import EAST_COLUMN, PROBLEM_MARK, SHEET_NAME, WINNER_MARK
        players = game.players
        winner = r.record.winner
        if role == Qt.ItemDataRole.DisplayRole:
            if col == 0:
                return f"{r.number} {seat_letter(r.prevailing)}"
            if col == EAST_COLUMN:
                return players[r.dealer]
            if r.record.penalty is not None:
                return translate("SheetModel", "penalty")
            mark = PROBLEM_MARK if r.problem is not None else ""
            if winner is None:
                return mark + translate("SheetModel", "drawn")
            return f"{mark}{WINNER_MARK} {short_name(players[winner], SHEET_NAME)}"
        if role == Qt.ItemDataRole.ToolTipRole:
            lines = [translate("SheetModel", "Hand %1, %2 round, %3 is East").replace(
                "%1", str(r.number)).replace("%2", wind_name(r.prevailing)).replace(
                "%3", players[r.dealer])]
            if r.record.penalty is not None:
                lines.append(model.penalty_tip(r))
            else:
                lines.append(translate("SheetModel", "Drawn hand") if winner is None else
                             translate("SheetModel", "Won by %1").replace(
                                 "%1", players[winner]))
            if r.problem is not None:
                lines.append(model.problem_text(r.problem))
            return "\n".join(lines)
        if role == Qt.ItemDataRole.UserRole:
            return (r.number, r.dealer, winner)[col]
        return None

    def score_text(self, model: SheetModel, r: HandResult, player: int) -> str | None:
        return None

    def score_tip(self, model: SheetModel, r: HandResult, player: int, seat: str) -> str:
        b = r.breakdowns[player]
        if r.problem is not None:
            return seat + "\n" + model.problem_text(r.problem)
        if b is None:
            return seat + "\n" + translate("SheetModel", "Score typed by hand")
        return "\n".join([seat] + [f"{rule_name(i.name)}: {value_text(i)}" for i in b.items])

    # -- the report, the workbook ----------------------------------------------------

    def report_body(self, game: Game, results: list[HandResult]) -> list[str]:
        from app.report import classical_report_body
        return classical_report_body(game, results)

    def write_workbook(self, game: Game, path: Path) -> None:
        from app.workbook_texts import write_translated_workbook
        write_translated_workbook(game, path)

    # -- the rules -------------------------------------------------------------------

    def builtin_ids(self) -> list[str]:
        from scoring.rules.ruleset import builtin_ids
        return list(builtin_ids())

    def load_rules(self, id_or_path: str) -> AnyRules:
        from scoring.rules.ruleset import load_ruleset
        return load_ruleset(id_or_path)

    def rules_of(self, game: Game) -> AnyRules:
        return game.ruleset

    def reference_markdown(self, rules: AnyRules) -> str:
        from scoring.rules.reference import ruleset_markdown
        assert isinstance(rules, RuleSet)
        return ruleset_markdown(rules)

    # -- the new-game dialog ---------------------------------------------------------

    def new_game_values(self, rules: AnyRules, overrides: dict[str, Any]) -> NewGameValues:
        assert isinstance(rules, RuleSet)
        try:
            gs = GameSettings.for_ruleset(("A", "B"), rules, **overrides)
        except (MahjongError, TypeError):
            gs = GameSettings.for_ruleset(("A", "B"), rules)
        return NewGameValues(
            start_balance=gs.start_balance, rounds=gs.rounds, convention=gs.convention,
            east_double=gs.east_double, no_limit=gs.limit is None,
            limit=gs.limit if gs.limit is not None else rules.nominal_limit or FALLBACK_LIMIT)

    def payments_note(self) -> str:
        return ""

    def rounds_text(self, rounds: int) -> str:
        winds = {1: translate("NewGameDialog", "East round only"),
                 2: translate("NewGameDialog", "East and South rounds"),
                 3: translate("NewGameDialog", "East, South and West rounds"),
                 4: translate("NewGameDialog", "all four winds")}
        return winds.get(rounds, "")

    def player_problems(self, count: int, seats: list[str]) -> list[tuple[int | None, str]]:
        return []

    def settings(self, players: tuple[str, ...], rules: AnyRules, convention: str,
                 east_double: bool, limit: int | None, start_balance: int,
                 rounds: int) -> GameSettings:
        assert isinstance(rules, RuleSet)
        return GameSettings.for_ruleset(
            players, rules, convention=convention, east_double=east_double, limit=limit,
            start_balance=start_balance, rounds=rounds)
