"""Ponjan's front (``app.game_front.GameFront``): its entry (:mod:`app.ponjan_entry`,
in a scroll area), its score sheet cells, its report (:mod:`app.ponjan_report`) and
workbook, its rule sets and the new-game dialog's fields for it (three players, the
rule file's starting balance and rounds, its own payments).

The sheet's words keep the translation context ``SheetModel`` and the dialog's
``NewGameDialog``, where they were first translated.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt

from app.game_front import ROUNDS, START_BALANCE, EntryWidget, NewGameValues

if TYPE_CHECKING:
    from app.game_front import AnyRules
    from app.sheet_model import SheetModel
    from scoring.games.game import Game, GameSettings, HandResult

# Ponjan's modules (its entry, texts, rules) are imported when a Ponjan game is first
# shown: a classical evening never loads them.

#: ``translate("SheetModel", text)`` (lupdate reads the literal context of each call)
translate = QCoreApplication.translate
#: the players of a Ponjan game
PLAYERS = 3


class PonjanFront:
    """Ponjan: three players, a boss, its own payments, no penalties."""

    name = "ponjan"
    fields = frozenset({START_BALANCE, ROUNDS})
    has_penalties = False
    in_seasons = False
    has_house_rules = False

    def make_entry(self, tile_height: int) -> EntryWidget:
        from app.ponjan_entry_widget import PonjanEntryWidget
        return PonjanEntryWidget(tile_height)

    # -- the score sheet -------------------------------------------------------------

    def dealer_title(self) -> str:
        return translate("SheetModel", "Boss")

    def fixed_cell(self, model: SheetModel, game: Game, r: HandResult, col: int,
                   role: int) -> Any:
        """The hand (``3 R2``: its number and round), the boss and how the hand went
        (``★ B on A's discard``)."""
        from app.ponjan_text import how_text
        from app.sheet_model import EAST_COLUMN, WINNER_MARK
        winner = r.record.winner
        if role == Qt.ItemDataRole.DisplayRole:
            if col == 0:
                return translate("SheetModel", "%1 R%2").replace("%1", str(r.number)).replace(
                    "%2", str(r.seating.round))
            if col == EAST_COLUMN:
                return game.players[r.dealer]
            how = how_text(game, r)  # a drawn hand: "drawn; tenpai: A"
            return how if winner is None else f"{WINNER_MARK} {how}"
        if role == Qt.ItemDataRole.ToolTipRole:
            head = translate("SheetModel", "Hand %1, round %2, %3 is the boss").replace(
                "%1", str(r.number)).replace("%2", str(r.seating.round)).replace(
                "%3", game.players[r.dealer])
            lines = [head, how_text(game, r)]
            if r.record.note:
                lines.append(r.record.note)
            return "\n".join(lines)
        if role == Qt.ItemDataRole.UserRole:
            return (r.number, r.dealer, winner)[col]
        return None

    def score_text(self, model: SheetModel, r: HandResult, player: int) -> str | None:
        """Only the winner scores; a tenpai player's cell says so."""
        if r.record.winner == player:
            return None
        return translate("SheetModel", "tenpai") if player in r.record.tenpai else ""

    def score_tip(self, model: SheetModel, r: HandResult, player: int, seat: str) -> str:
        from app.ponjan_text import score_lines
        return "\n".join([seat, *score_lines(r)]) if r.record.winner == player else seat

    # -- the report, the workbook ----------------------------------------------------

    def report_body(self, game: Game, results: list[HandResult]) -> list[str]:
        from app import ponjan_report
        return [ponjan_report.ponjan_header_html(game),
                ponjan_report.score_sheet_html(game, results),
                ponjan_report.payments_html(game, results)]

    def write_workbook(self, game: Game, path: Path) -> None:
        """Ponjan's own workbook (``scoring.records.ponjan_workbook``)."""
        from app.workbook_texts import workbook_labels
        from scoring.records.ponjan_workbook import build_ponjan_workbook
        from scoring.records.workbook_sheet import SheetNames
        from scoring.records.workbook_style import save_workbook
        save_workbook(build_ponjan_workbook(game, SheetNames(workbook_labels(game))), path)

    # -- the rules -------------------------------------------------------------------

    def builtin_ids(self) -> list[str]:
        from scoring.rules.ruleset import builtin_ids
        return list(builtin_ids("ponjan"))

    def load_rules(self, id_or_path: str) -> AnyRules:
        from scoring.ponjan.rules import load_ponjan_rules
        return load_ponjan_rules(id_or_path)

    def rules_of(self, game: Game) -> AnyRules:
        from scoring.games.ponjan_game import PonjanKind
        kind = game.kind
        assert isinstance(kind, PonjanKind)
        return kind.rules

    def reference_markdown(self, rules: AnyRules) -> str:
        from scoring.ponjan.reference import ponjan_markdown
        from scoring.ponjan.rules import PonjanRules
        assert isinstance(rules, PonjanRules)
        return ponjan_markdown(rules)

    # -- the new-game dialog ---------------------------------------------------------

    def new_game_values(self, rules: AnyRules, overrides: dict[str, Any]) -> NewGameValues:
        """The rule file's starting balance and rounds, or the overrides where they
        are right."""
        from scoring.ponjan.rules import PonjanRules
        assert isinstance(rules, PonjanRules)
        start = overrides.get("start_balance", rules.start_balance)
        rounds = overrides.get("rounds", rules.rounds)
        return NewGameValues(
            start_balance=start if isinstance(start, int) else rules.start_balance,
            rounds=rounds if isinstance(rounds, int) and 1 <= rounds <= 4 else rules.rounds)

    def payments_note(self) -> str:
        return translate(
            "NewGameDialog",
            "Ponjan pays its own way: the discarder alone pays a win on his discard, "
            "both others pay half a self-drawn win, and at a drawn hand the players "
            "who were not tenpai pay those who were. East is the first boss.")

    def rounds_text(self, rounds: int) -> str:
        return translate("NewGameDialog", "boss terms; the last round is a single hand")

    def player_problems(self, count: int, seats: list[str]) -> list[tuple[int | None, str]]:
        if count == PLAYERS:
            return []
        if count == 4:
            return [(3, translate("NewGameDialog", "Ponjan is for exactly three players: "
                                  "leave %1 empty.").replace("%1", seats[3]))]
        return [(count if count < 3 else None, translate(
            "NewGameDialog", "Ponjan is for exactly three players: %1, %2 and %3 need names.")
            .replace("%1", seats[0]).replace("%2", seats[1]).replace("%3", seats[2]))]

    def settings(self, players: tuple[str, ...], rules: AnyRules, convention: str,
                 east_double: bool, limit: int | None, start_balance: int,
                 rounds: int) -> GameSettings:
        from scoring.games.ponjan_game import ponjan_settings
        from scoring.ponjan.rules import PonjanRules
        assert isinstance(rules, PonjanRules)
        return ponjan_settings(players, rules, start_balance=start_balance, rounds=rounds)
