"""The Excel export edited as a user would in Excel: a changed score, winner (another
player, a draw) and East; the recalculated sheet (by LibreOffice, or by the ``formulas``
package) gives what the engine settles from the edited cells."""

from __future__ import annotations

from pathlib import Path

import pytest
from openpyxl import load_workbook

from scoring.games.game import Game
from scoring.games.settlement import settle
from scoring.records.workbook_sheet import SCORE_SHEET
from tests.test_workbook import GAMES
from tests.workbook_calc import (
    Getter,
    cell_values,
    edited_copy,
    formulas_values,
    libreoffice_values,
    needs_soffice,
    write_games,
)
from tests.workbook_reading import player_names, read_payments, read_score_sheet

#: the games whose written workbooks are edited here
EDITED = ("norwegian_classic", "swedish_differences")


@pytest.fixture(scope="module")
def written(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[Game, Path]]:
    return write_games({name: GAMES[name] for name in EDITED},
                       tmp_path_factory.mktemp("xlsx"))


def _edit(path: Path, out: Path) -> None:
    """Change a score, a winner (to another player and to a draw) and East in the
    written file, as a user would in Excel; return what was changed."""
    wb = load_workbook(path)
    ws = wb[SCORE_SHEET]
    sheet = read_score_sheet(wb, cell_values(wb), len(player_names(wb)))
    h2, h3, h4, h5 = sheet.hands[1], sheet.hands[2], sheet.hands[3], sheet.hands[4]
    col = sheet.score_cols[1]
    ws.cell(row=h2.row, column=col).value = int(h2.scores[1]) + 37
    ws.cell(row=h3.row, column=4).value = 4  # another winner: the fourth player
    ws.cell(row=h4.row, column=4).value = "draw"  # now a drawn hand
    ws.cell(row=h5.row, column=3).value = 3  # another East: the third player
    ws.cell(row=h5.row, column=sheet.score_cols[0]).value = 123
    wb.save(out)


def expected_after_edit(game: Game, edited: Path) -> tuple[list[list[int]], list[list[int]]]:
    """Settlements and balances computed with scoring.games.settlement.settle from the
    scores, winners and East of the edited file (players' numbers: no seats needed)."""
    wb = load_workbook(edited)
    names = player_names(wb)
    sheet = read_score_sheet(wb, cell_values(wb), len(names))
    void = game.ruleset.settlement.get("draw", "void") == "void"
    s = game.settings
    balances = [s.start_balance] * len(names)
    all_totals, all_balances = [], []
    for row in sheet.hands:
        scores = dict(zip(names, (int(x) for x in row.scores), strict=True))
        numbers = range(1, len(names) + 1)
        winner = names[row.winner - 1] if row.winner in numbers else None
        if winner is None and void:
            totals = [0] * len(names)
        else:
            result = settle(scores, winner, s.convention, east_double=s.east_double,
                            east=names[row.east - 1])
            totals = [result.totals[p] for p in names]
        balances = [b + t for b, t in zip(balances, totals, strict=True)]
        all_totals.append(totals)
        all_balances.append(list(balances))
    return all_totals, all_balances


def _check_edit(game: Game, edited: Path, value: Getter) -> None:
    wb = load_workbook(edited)
    names = player_names(wb)
    totals, balances = expected_after_edit(game, edited)
    sheet = read_score_sheet(wb, value, len(names))
    got_totals = [r.settlements for r in sheet.hands]
    got_balances = [r.balances for r in sheet.hands]
    assert got_totals == totals
    assert got_balances == balances
    assert sheet.totals[2] == balances[-1]
    assert sheet.totals[1] == [sum(t[i] for t in totals) for i in range(len(names))]
    blocks = read_payments(wb, value, len(names))
    assert [b.totals for b in blocks] == totals
    assert [b.points for b in blocks] == [r.scores for r in sheet.hands]
    # The edit changed something.
    assert totals != [list(r.totals) for r in game.replay()]


@needs_soffice
@pytest.mark.parametrize("name", EDITED)
def test_editing_scores_winner_and_east_in_libreoffice(
        name: str, written: dict[str, tuple[Game, Path]], tmp_path: Path) -> None:
    game, path = written[name]
    edited = edited_copy(path, tmp_path, _edit)
    _check_edit(game, edited, libreoffice_values(edited, tmp_path))


def test_editing_with_the_formulas_package(written: dict[str, tuple[Game, Path]],
                                           tmp_path: Path) -> None:
    game, path = written["norwegian_classic"]
    edited = edited_copy(path, tmp_path, _edit)
    _check_edit(game, edited, formulas_values(edited))
