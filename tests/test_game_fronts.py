"""The contract of the window's fronts (app.game_front), model side: one class of
tests run against the front of every game kind, over a sample game of that kind: the
registry finds it by the kind's name; the score sheet's columns and cells; the report
names every player with his totals; the workbook is written; the new-game dialog's
values give settings a game of the kind starts from; the rules reference. The entry
widgets are tested in tests/test_game_front_widgets.py."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("PySide6.QtWidgets")
pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument

from app.game_front import (
    CONVENTION,
    EAST_DOUBLE,
    LIMIT,
    ROUNDS,
    START_BALANCE,
    front_for,
    front_of,
    fronts,
)
from app.report import game_report_html
from app.report_html import signed
from app.sheet_model import EAST_COLUMN, FIXED, GROUP_ROLE, PER_PLAYER, WINNER_COLUMN, SheetModel
from scoring.games.game import Game
from scoring.games.settlement import CONVENTIONS
from tests.front_games import KINDS, sample_game
from tests.test_report import cell_text, score_table

SEATS = ["East", "South", "West", "North"]


def test_every_kind_has_a_front_found_by_its_name() -> None:
    assert [f.name for f in fronts()] == list(KINDS)  # the default (classical) first
    with pytest.raises(KeyError):
        front_for("no such kind")


def players_for(kind: str) -> tuple[str, ...]:
    """As many players as the kind takes (the most it takes)."""
    front = front_for(kind)
    count = next(c for c in (4, 3, 2) if not front.player_problems(c, SEATS))
    return ("Anna", "Bo", "Cia", "Dan")[:count]


@pytest.mark.parametrize("kind", KINDS)
class TestFrontContract:
    """What every front gives the window, for a game of its kind."""

    def test_the_game_finds_its_front(self, kind: str) -> None:
        game = sample_game(kind)
        assert game.game == kind
        assert front_of(game) is front_for(kind)
        front = front_for(kind)
        assert front.name == kind
        # a season counts classical games only (Games > Season)
        assert front.in_seasons == (kind == "classical")
        assert front.has_penalties == (kind == "classical")  # Ponjan knows none

    def test_sheet_columns_are_the_fixed_ones_then_three_per_player(
            self, qapp: Any, kind: str) -> None:
        game = sample_game(kind)
        model = SheetModel()
        model.set_game(game)
        n = len(game.players)
        assert model.columnCount() == FIXED + PER_PLAYER * n
        assert model.rowCount() == len(game.hands) + 1  # and the totals row
        head = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(FIXED)]
        assert head == ["Hand", front_for(kind).dealer_title(), "Winner"]
        assert front_for(kind).dealer_title() in ("East", "Boss")
        groups = [model.headerData(model.column(i, 0), Qt.Orientation.Horizontal, GROUP_ROLE)
                  for i in range(n)]
        assert groups == list(game.players)

    def test_sheet_cells_of_every_hand(self, qapp: Any, kind: str) -> None:
        game = sample_game(kind)
        model = SheetModel()
        model.set_game(game)
        display = Qt.ItemDataRole.DisplayRole
        for row, r in enumerate(game.replay()):
            def cell(col: int, role: Qt.ItemDataRole = display, row: int = row) -> Any:
                return model.data(model.index(row, col), role)
            assert str(cell(0)).startswith(str(r.number))
            assert cell(EAST_COLUMN) == game.players[r.dealer]
            assert cell(0, Qt.ItemDataRole.UserRole) == r.number
            winner = r.record.winner
            assert str(cell(WINNER_COLUMN)).startswith("★") == (winner is not None)
            assert str(r.number) in str(cell(0, Qt.ItemDataRole.ToolTipRole))
            for i, name in enumerate(game.players):
                if winner == i:
                    assert cell(model.column(i, 0)) == f"★{r.scores[i]}"
                assert cell(model.column(i, 1)) == signed(r.totals[i])
                assert cell(model.column(i, 2)) == str(r.balances[i])
                tip = str(cell(model.column(i, 0), Qt.ItemDataRole.ToolTipRole))
                assert tip.startswith(f"{name}, seat ")
        last = model.rowCount() - 1
        balances = game.replay()[-1].balances
        assert [model.data(model.index(last, model.column(i, 2))) for i in range(
            len(game.players))] == [str(b) for b in balances]

    def test_report_shows_each_players_totals(self, qapp: Any, kind: str) -> None:
        game = sample_game(kind)
        results = game.replay()
        html = game_report_html(game)
        assert "".join(front_for(kind).report_body(game, results)) in html
        doc = QTextDocument()
        doc.setHtml(html)
        table = score_table(doc)
        total = table.rows() - 1
        assert cell_text(table, total, 0) == "Total"
        first = table.columns() - PER_PLAYER * len(game.players)
        for i, name in enumerate(game.players):
            assert name in html
            column = first + PER_PLAYER * i
            assert cell_text(table, total, column) == str(sum(r.scores[i] for r in results))
            assert cell_text(table, total, column + 1) == signed(
                sum(r.totals[i] for r in results))
            assert cell_text(table, total, column + 2) == str(results[-1].balances[i])

    def test_workbook_is_written_with_every_player(self, qapp: Any, kind: str,
                                                   tmp_path: Path) -> None:
        openpyxl = pytest.importorskip("openpyxl")
        game = sample_game(kind)
        path = tmp_path / "game.xlsx"
        front_for(kind).write_workbook(game, path)
        book = openpyxl.load_workbook(path)
        values = {c.value for ws in book for row in ws.iter_rows() for c in row}
        assert set(game.players) <= values

    def test_new_game_fields_give_valid_settings(self, qapp: Any, kind: str) -> None:
        front = front_for(kind)
        assert front.fields <= {CONVENTION, EAST_DOUBLE, LIMIT, START_BALANCE, ROUNDS}
        assert {START_BALANCE, ROUNDS} <= front.fields
        players = players_for(kind)
        assert front.builtin_ids()
        for rid in front.builtin_ids():
            rules = front.load_rules(rid)
            values = front.new_game_values(rules, {})
            assert (values.convention is None) == (CONVENTION not in front.fields)
            assert (values.no_limit is None) == (LIMIT not in front.fields)
            settings = front.settings(
                players, rules, convention=values.convention or CONVENTIONS[0],
                east_double=bool(values.east_double),
                limit=None if values.no_limit in (None, True) else values.limit,
                start_balance=values.start_balance, rounds=values.rounds)
            game = Game(settings)
            assert game.game == kind
            assert front.rules_of(game).name == rules.name
            assert (settings.start_balance, settings.rounds) == (values.start_balance,
                                                                 values.rounds)
            assert 1 <= values.rounds <= 4 and front.rounds_text(values.rounds)

    def test_new_game_overrides_that_do_not_fit_are_left_out(self, qapp: Any,
                                                             kind: str) -> None:
        front = front_for(kind)
        rules = front.load_rules(front.builtin_ids()[0])
        default = front.new_game_values(rules, {})
        assert front.new_game_values(rules, {"rounds": 9, "start_balance": "x"}) == default
        assert front.new_game_values(rules, {"start_balance": 1234}).start_balance == 1234

    def test_a_wrong_number_of_players_is_named(self, qapp: Any, kind: str) -> None:
        front = front_for(kind)
        for count in (2, 3, 4):
            for seat, message in front.player_problems(count, SEATS):
                assert message and (seat is None or 0 <= seat < 4)
        assert not front.player_problems(len(players_for(kind)), SEATS)

    def test_rules_reference_and_payments_note(self, qapp: Any, kind: str) -> None:
        front = front_for(kind)
        game = sample_game(kind)
        rules = front.rules_of(game)
        assert rules.name in front.reference_markdown(rules)
        # a kind that leaves out the settlement says how it pays instead
        assert bool(front.payments_note()) == (CONVENTION not in front.fields)
