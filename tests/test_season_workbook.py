"""The season workbook recalculated by LibreOffice: every standing as the program has it,
and the standings follow an edited per-game figure."""

from __future__ import annotations

from pathlib import Path

import openpyxl
import pytest

from scoring.cli.main import main
from scoring.games.game import Game, HandRecord
from scoring.records import gamefile
from scoring.records.season import Copy, season
from scoring.records.season_workbook import GAMES_SHEET, STANDINGS_SHEET
from tests.test_season import evening_one, evening_two, keep_points, typed
from tests.workbook_calc import needs_soffice, recalculate


def odd_names_game() -> Game:
    g = keep_points(("=1+1", "*", "Anna"), 100, "2026-09-20T19:00:00", "odd")
    g.hands.append(HandRecord(typed(7, 3, 1), 0))
    return g


def _rows(path: Path, sheet: str, width: int) -> list[tuple[object, ...]]:
    ws = openpyxl.load_workbook(path, data_only=True)[sheet]
    return [r[:width] for r in ws.iter_rows(min_row=5, values_only=True) if r[0] is not None
            and not str(r[0]).startswith("Note")]


@needs_soffice
def test_recalculated_workbook_matches_the_standings(tmp_path: Path) -> None:
    for name, game in (("1", evening_one()), ("2", evening_two()), ("3", odd_names_game())):
        gamefile.save(game, tmp_path / f"{name}.json")
    files = [str(tmp_path / f"{n}.json") for n in "123"]
    assert main(["season", *files, "--xlsx", str(tmp_path / "season.xlsx")]) == 0
    result = season([Copy(gamefile.load(f), f) for f in files])
    # edit a copy: Eva's final balance in game two goes up by 1000
    wb = openpyxl.load_workbook(tmp_path / "season.xlsx")
    ws = wb[GAMES_SHEET]
    for row in ws.iter_rows(min_row=5):
        if row[6].value == "Eva":
            row[12].value = row[12].value + 1000
    wb.save(tmp_path / "edited.xlsx")
    out = recalculate([tmp_path / "season.xlsx", tmp_path / "edited.xlsx"],
                      tmp_path / "out", tmp_path / "profile")
    rows = _rows(out[0], STANDINGS_SHEET, 10)
    expected = [(k, p.rank, p.name, p.games, p.hands, p.wins, p.draws, p.limit_hands,
                 p.balance, pytest.approx(p.balance / p.games))
                for k, p in enumerate(result.players, 1)]
    assert rows == expected
    assert {"=1+1", "*"} <= {r[2] for r in rows}
    edited = {r[2]: (r[1], r[8]) for r in _rows(out[1], STANDINGS_SHEET, 10)}
    assert edited["Eva"] == (1, 1010)
    assert edited["Anna"][0] == 2


@needs_soffice
def test_translated_sheet_names_keep_the_formulas(tmp_path: Path) -> None:
    """The window's labels may name the sheets with a quote, a forbidden character or
    too many letters: the names are made valid and the formulas still add up."""
    from scoring.records.season_workbook import build_season_workbook, sheet_names
    from scoring.records.season_workbook_labels import SeasonWorkbookLabels
    labels = SeasonWorkbookLabels(standings_sheet="Bo's [table]",
                                  games_sheet="Per game: O'Neill's very long sheet name",
                                  evenings_sheet="bo's table", note="Anteckning: %1")
    names = sheet_names(labels)
    assert names == ("Bo's table", "Per game O'Neill's very long sh", "Evenings")
    two = evening_two()
    result = season([Copy(evening_one(), "1.json"), Copy(two, "2.json"), Copy(two, "3.json")])
    assert len(result.notes) == 1  # game two given twice
    build_season_workbook(result, labels).save(tmp_path / "season.xlsx")
    out = recalculate([tmp_path / "season.xlsx"], tmp_path / "out", tmp_path / "profile")
    ws = openpyxl.load_workbook(out[0], data_only=True)[names[0]]
    rows = [r[:9] for r in ws.iter_rows(min_row=5, values_only=True)
            if isinstance(r[0], int)]
    assert [(r[2], r[3], r[8]) for r in rows] == [(p.name, p.games, p.balance)
                                                  for p in result.players]
    notes = [r[0] for r in ws.iter_rows(min_row=5, values_only=True)
             if isinstance(r[0], str) and r[0].startswith("Anteckning: ")]
    assert notes == [f"Anteckning: {n}" for n in result.notes]
