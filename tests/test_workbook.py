"""The Excel export: its formulas, recalculated by LibreOffice (or by the ``formulas``
package where LibreOffice is missing), give the engine's settlements, balances and
totals; names stay text; the sheets are set up to print. Editing the file is tested in
``test_workbook_edits.py``."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from collections.abc import Callable
from pathlib import Path

import pytest
from openpyxl import load_workbook

from scoring.errors import MahjongError
from scoring.games.game import Entry, Game, GameSettings, HandRecord
from scoring.records.gamefile import save
from scoring.records.workbook import write_workbook
from scoring.records.workbook_sheet import (
    CHART_SHEET,
    PAYMENTS_SHEET,
    RULES_SHEET,
    SCORE_SHEET,
)
from scoring.records.workbook_style import (
    BALANCE_FORMAT,
    POINTS_FORMAT,
    SIGNED_FORMAT,
    WorkbookError,
)
from scoring.rules.ruleset import load_ruleset, parse_ruleset
from tests.workbook_calc import (
    cell_values,
    formulas_values,
    needs_soffice,
    recalculate_games,
    write_games,
)
from tests.workbook_reading import (
    check_against_engine,
    player_names,
    read_payments,
    read_score_sheet,
)

ROOT = Path(__file__).resolve().parent.parent
INJECTIONS = ("=1+1", "@SUM(A1)", "+A1", "-2+3")


def typed(*scores: int) -> tuple[Entry, ...]:
    return tuple(Entry(score=s) for s in scores)


def hand(entries: tuple[Entry, ...], winner: int | None, win: str | None = None,
         note: str = "", source: str = "discard") -> HandRecord:
    return HandRecord(entries, winner, win, source=source, note=note)


WINNER_TILES = "123m 456p 789s 55p (777z)"  # wins on 5p under every built-in rule set


def norwegian_classic() -> Game:
    """4 players, classic, East double: tiles and typed scores, draws, East wins."""
    rs = load_ruleset("norwegian")
    g = Game(GameSettings.for_ruleset(("Anna", "Bo", "Cia", "Dan"), rs), name="Club night")
    g.hands += [
        hand((Entry(tiles=WINNER_TILES), Entry(tiles="(555p) 777z 19m"), *typed(6),
              Entry(tiles="(2222s) 11z 345m")), 0, "5p", note="East wins with tiles"),
        hand(typed(4, 0, 12, 30), None, note="drawn"),
        hand((*typed(8, 20), Entry(tiles=WINNER_TILES), *typed(2)), 2, "5p"),
        hand(typed(500, 16, 0, 44), 0),
        hand(typed(10, 90, 10, 0), 1),
        hand(typed(0, 0, 0, 0), None),
        hand(typed(12, 14, 16, 200), 3),
    ]
    return g


def swedish_differences() -> Game:
    """Source 003's rules: differences, East double, start balance 2000; the hand of
    source 003's table first (E 16, S 8, W 48 mah-jong, N 26)."""
    rs = load_ruleset("swedish")
    g = Game(GameSettings.for_ruleset(("Östan", "Sunnan", "Västan", "Nordan"), rs),
             name="Source 003")
    g.hands += [
        hand(typed(16, 8, 48, 26), 2, note="source 003, 'Med böter'"),
        hand(typed(4, 10, 0, 2), None),
        hand((Entry(tiles=WINNER_TILES), *typed(8, 30, 0)), 0, "5p"),
        hand(typed(24, 300, 6, 6), 1),
        hand(typed(2, 4, 8, 300), 3),
    ]
    return g


def millington_three_no_double() -> Game:
    """3 players, classic, East doubling off."""
    rs = load_ruleset("millington")
    g = Game(GameSettings.for_ruleset(("Ann", "Ben", "Cat"), rs, east_double=False))
    g.hands += [
        hand((Entry(tiles=WINNER_TILES), *typed(10, 4)), 0, "5p"),
        hand(typed(12, 40, 8), 1),
        hand(typed(2, 2, 2), None),
        hand(typed(6, 0, 1000), 2),
    ]
    return g


def dmjl_two_none() -> Game:
    """2 players, settlement 'none': everyone keeps his points (a void draw: 0)."""
    rs = load_ruleset("dmjl")
    g = Game(GameSettings.for_ruleset(("Xi", "Yu"), rs, convention="none", start_balance=100))
    g.hands += [
        hand((Entry(tiles=WINNER_TILES), *typed(20)), 0, "5p"),
        hand(typed(14, 60), 1),
        hand(typed(30, 10), None),
    ]
    return g


def quick_draws_settle() -> Game:
    """A rule set whose drawn hands are settled (every pair settles the difference)."""
    text = load_ruleset("swedish-quick").text.replace('draw = "void"', 'draw = "settle"')
    rs = parse_ruleset(text, "quick-settle.toml")
    assert rs.settlement["draw"] == "settle"
    g = Game(GameSettings.for_ruleset(("P", "Q", "R", "S"), rs))
    g.hands += [
        hand(typed(0, 44, 0, 0), 1),
        hand(typed(10, 4, 22, 0), None),
        hand(typed(8, 8, 8, 8), None),
        hand(typed(0, 0, 96, 0), 2),
    ]
    return g


def three_differences_no_double() -> Game:
    """3 players, differences, East doubling off, a draw."""
    rs = load_ruleset("norwegian")
    g = Game(GameSettings.for_ruleset(("Lena", "Mats", "Nils"), rs,
                                      convention="differences", east_double=False))
    g.hands += [
        hand(typed(16, 8, 48), 2),
        hand(typed(5, 50, 7), None),
        hand(typed(70, 10, 30), 0),
    ]
    return g


def injection() -> Game:
    """Names, game name and notes that look like formulas."""
    rs = load_ruleset("norwegian")
    g = Game(GameSettings.for_ruleset(INJECTIONS, rs), name="=HYPERLINK(\"http://x\")")
    g.hands += [hand(typed(30, 4, 8, 2), 0, note="=SUM(1,2)"),
                hand(typed(6, 40, 2, 0), 1, note="@cmd"),
                hand(typed(6, 4, 2, 0), None)]
    return g


def empty() -> Game:
    rs = load_ruleset("swedish")
    return Game(GameSettings.for_ruleset(("Anna", "Bo"), rs))


def names_alike() -> Game:
    """Names a cell would show alike ('a?' after cleaning, and Excel ignores case).
    The program refuses such names now; a game from elsewhere is forced to have them,
    to show that the formulas keep the players apart anyway."""
    rs = load_ruleset("norwegian")
    g = Game(GameSettings.for_ruleset(("P1", "P2", "Bo", "Cia"), rs))
    object.__setattr__(g.settings, "players", ("a\x01", "A\x02", "Bo", "Cia"))
    g.hands += [hand(typed(30, 4, 8, 2), 0), hand(typed(6, 40, 2, 0), 1),
                hand(typed(6, 4, 50, 0), 1)]
    return g


def names_nfc_nfd() -> Game:
    """Names the program accepts that every screen shows alike: 'Zoë' written with
    one character and with 'e' plus a combining diaeresis."""
    rs = load_ruleset("norwegian")
    g = Game(GameSettings.for_ruleset(("Zo\u00eb", "Zoe\u0308", "Bo"), rs))
    g.hands += [hand(typed(30, 4, 8), 1), hand(typed(6, 40, 2), 0),
                hand(typed(6, 4, 50), None), hand(typed(16, 8, 0), 1)]
    return g


GAMES: dict[str, Callable[[], Game]] = {
    "norwegian_classic": norwegian_classic,
    "swedish_differences": swedish_differences,
    "millington_three_no_double": millington_three_no_double,
    "dmjl_two_none": dmjl_two_none,
    "quick_draws_settle": quick_draws_settle,
    "three_differences_no_double": three_differences_no_double,
    "injection": injection,
    "empty": empty,
    "names_alike": names_alike,
    "names_nfc_nfd": names_nfc_nfd,
}


@pytest.fixture(scope="module")
def written(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[Game, Path]]:
    return write_games(GAMES, tmp_path_factory.mktemp("xlsx"))


@pytest.fixture(scope="module")
def recalculated(written: dict[str, tuple[Game, Path]],
                 tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    return recalculate_games(written, tmp_path_factory.mktemp("recalc"))


# --- LibreOffice: the formulas give the engine's numbers ----------------------------------

@needs_soffice
@pytest.mark.parametrize("name", list(GAMES))
def test_libreoffice_recalculation_matches_the_engine(
        name: str, written: dict[str, tuple[Game, Path]],
        recalculated: dict[str, Path]) -> None:
    game, path = written[name]
    layout = load_workbook(path)
    values = load_workbook(recalculated[name], data_only=True)
    check_against_engine(game, layout, cell_values(values))


def test_source_003_table_reads_as_in_the_source(
        written: dict[str, tuple[Game, Path]]) -> None:
    """The arithmetic text of source 003's example, written from each player's side."""
    _game, path = written["swedish_differences"]
    wb = load_workbook(path)
    block = read_payments(wb, cell_values(wb), 4)[0]
    assert block.texts[0] == ["S: (16-8)*2", "W: (16-48)*2", "N: (16-26)*2"]
    assert block.texts[1] == ["E: (8-16)*2", "W: (8-48)", "N: (8-26)"]
    assert block.texts[2] == ["E: (48-16)*2", "S: (48-8)", "N: (48-26)"]
    ws = wb[PAYMENTS_SHEET]
    totals = [ws.cell(row=r, column=2).value for r in range(1, 20)
              if ws.cell(row=r, column=1).value == "Hand total"]
    assert totals[0] == "16-64-20"  # as source 003 writes the East column
    # The amounts are formulas, the arithmetic is text.
    row = next(r for r in range(1, 20) if ws.cell(row=r, column=1).value == "Opponent 1")
    assert ws.cell(row=row, column=3).data_type == "f"
    assert ws.cell(row=row, column=2).data_type == "s"


# --- the formulas package: the same checks without LibreOffice ----------------------------

@pytest.mark.parametrize("name", ["norwegian_classic", "millington_three_no_double",
                                  "dmjl_two_none", "quick_draws_settle"])
def test_formulas_package_matches_the_engine(
        name: str, written: dict[str, tuple[Game, Path]]) -> None:
    game, path = written[name]
    check_against_engine(game, load_workbook(path), formulas_values(path))


# --- the file itself ------------------------------------------------------------------------

def test_every_settlement_balance_and_total_is_a_formula(
        written: dict[str, tuple[Game, Path]]) -> None:
    for game, path in written.values():
        wb = load_workbook(path)
        n = len(game.players)
        sheet = read_score_sheet(wb, cell_values(wb), n)
        for row in [*sheet.hands]:
            assert all(isinstance(v, str) and v.startswith("=") for v in row.settlements)
            assert all(isinstance(v, str) and v.startswith("=") for v in row.balances)
            assert all(isinstance(v, int) for v in row.scores)
        if sheet.hands:
            assert all(str(v).startswith("=") for part in sheet.totals for v in part)
        for block in read_payments(wb, cell_values(wb), n):
            assert all(str(v).startswith("=") for v in block.points + block.totals)
            assert all(str(v).startswith("=") for a in block.amounts for v in a)


def test_formula_shapes(written: dict[str, tuple[Game, Path]]) -> None:
    """Classic uses the winner cell, East doubling the East cell; without doubling
    nothing is doubled; 'none' is the score itself."""
    def first_settlement(name: str) -> str:
        game, path = written[name]
        wb = load_workbook(path)
        return str(read_score_sheet(wb, cell_values(wb), len(game.players)).hands[0]
                   .settlements[0])
    classic = first_settlement("norwegian_classic")
    assert "IF($D10=1,E10,IF($D10=2,-F10," in classic and "*IF(OR($C10=1,$C10=2)" in classic
    assert "$C10" not in first_settlement("millington_three_no_double")
    assert first_settlement("three_differences_no_double") == \
        "=IF(OR($D10=1,$D10=2,$D10=3),(E10-F10)+(E10-G10),0)"
    assert first_settlement("dmjl_two_none") == "=IF(OR($D10=1,$D10=2),E10,0)"


def test_names_that_look_like_formulas_stay_text(
        written: dict[str, tuple[Game, Path]]) -> None:
    _game, path = written["injection"]
    wb = load_workbook(path)
    ws = wb[SCORE_SHEET]
    cells = [c for sheet in wb for row in sheet.iter_rows() for c in row
             if isinstance(c.value, str)]
    for text in (*INJECTIONS, "=SUM(1,2)", "@cmd"):
        found = [c for c in cells if c.value == text]
        assert found, text
        assert all(c.data_type == "s" for c in found), text
    title = ws.cell(row=1, column=1)
    assert title.value.startswith('=HYPERLINK("http://x")') and title.data_type == "s"
    assert player_names(wb) == list(INJECTIONS)
    # No formula of the file contains a player's name: they refer to the cells.
    formulas = [c.value for c in cells if c.data_type == "f"]
    assert formulas and not any("1+1" in f or "SUM(A1)" in f for f in formulas)


@needs_soffice
def test_names_that_look_like_formulas_stay_text_in_libreoffice(
        recalculated: dict[str, Path]) -> None:
    wb = load_workbook(recalculated["injection"], data_only=True)
    ws = wb[SCORE_SHEET]
    assert player_names(wb) == list(INJECTIONS)
    assert ws.cell(row=1, column=1).value.startswith('=HYPERLINK("http://x")')
    sheet = read_score_sheet(wb, cell_values(wb), 4)
    assert [r.winner for r in sheet.hands] == [1, 2, "draw"]
    assert [r.east for r in sheet.hands] == [1, 1, 2]
    notes = [c.value for row in ws.iter_rows() for c in row if c.value in ("=SUM(1,2)",
                                                                            "@cmd")]
    assert notes == ["=SUM(1,2)", "@cmd"]
    titles = [c.value for c in wb[PAYMENTS_SHEET]["A"] if str(c.value).startswith("Hand ")]
    assert titles[0] == "Hand 1 (East wind): winner =1+1, East =1+1"


def test_names_alike_stay_apart_by_position(
        written: dict[str, tuple[Game, Path]]) -> None:
    """Names a cell shows alike (control characters become '?', Excel compares text
    without case) are written as they are: no formula compares names. The winner and
    East cells hold numbers and the formulas compare those (LibreOffice recalculates
    these games in test_libreoffice_recalculation_matches_the_engine)."""
    _game, path = written["names_alike"]
    wb = load_workbook(path)
    sheet = read_score_sheet(wb, cell_values(wb), 4)
    assert sheet.names == ["a?", "A?", "Bo", "Cia"]
    assert [(r.east, r.winner) for r in sheet.hands] == [(1, 1), (1, 2), (2, 2)]
    formulas = [c.value for ws in wb for row in ws.iter_rows() for c in row
                if c.data_type == "f"]
    assert not any("$9" in f and "INDEX" not in f for f in formulas)


def test_names_a_cell_cannot_hold_are_refused_before_the_workbook() -> None:
    rs = load_ruleset("norwegian")
    for players in (("a\x01", "a\x02"), ("x" * 40_000 + "1", "x" * 40_000 + "2")):
        with pytest.raises(MahjongError):
            GameSettings.for_ruleset(players, rs)


def test_a_drawn_hand_marker_is_no_player(tmp_path: Path) -> None:
    rs = load_ruleset("norwegian")
    g = Game(GameSettings.for_ruleset(("draw", "Bo"), rs))
    g.hands.append(hand(typed(10, 20), None))
    write_workbook(g, tmp_path / "d.xlsx")
    wb = load_workbook(tmp_path / "d.xlsx")
    assert read_score_sheet(wb, cell_values(wb), 2).hands[0].winner == "(draw)"


def test_number_formats_panes_and_print_settings(
        written: dict[str, tuple[Game, Path]]) -> None:
    _game, path = written["norwegian_classic"]
    wb = load_workbook(path)
    assert wb.sheetnames == [SCORE_SHEET, PAYMENTS_SHEET, CHART_SHEET, RULES_SHEET]
    ws = wb[SCORE_SHEET]
    sheet = read_score_sheet(wb, cell_values(wb), 4)
    first = sheet.hands[0].row
    assert ws.cell(row=first, column=5).number_format == POINTS_FORMAT
    assert ws.cell(row=first, column=9).number_format == SIGNED_FORMAT
    assert ws.cell(row=first, column=13).number_format == BALANCE_FORMAT
    assert SIGNED_FORMAT == "+#,##0;[Red]-#,##0;0"
    assert ws.freeze_panes == f"E{first}"
    assert ws.print_title_rows == f"${first - 2}:${first - 1}"
    for sheet_ws in wb:
        setup = sheet_ws.page_setup
        assert setup.orientation == "landscape"
        assert str(setup.paperSize) == "9"  # A4
        assert sheet_ws.sheet_properties.pageSetUpPr.fitToPage
        assert str(setup.fitToWidth) == "1" and str(setup.fitToHeight) == "0"
        assert sheet_ws.oddFooter.center.text == "Page &P of &N"
    assert wb[PAYMENTS_SHEET].freeze_panes == "B3"
    assert wb[PAYMENTS_SHEET].print_title_rows == "$1:$2"
    assert wb[RULES_SHEET].print_title_rows
    # Readable widths: every used column of the score sheet is set.
    for col in "ABCDEFGHIJKLMNOPQ":
        assert ws.column_dimensions[col].width >= 6
    # The winner's score is bold on a coloured ground, following the winner cell.
    rules = [r for cf in ws.conditional_formatting for r in cf.rules]
    assert len(rules) == 1 and rules[0].formula == [f"$D{first}=COLUMN(E{first})-4"]
    assert rules[0].dxf.font.b


def test_chart_of_the_balances(written: dict[str, tuple[Game, Path]]) -> None:
    _game, path = written["norwegian_classic"]
    with zipfile.ZipFile(path) as z:
        charts = [n for n in z.namelist() if n.startswith("xl/charts/chart")]
        assert len(charts) == 1
        xml = z.read(charts[0]).decode()
    assert "<c:lineChart>" in xml or "<lineChart>" in xml
    assert xml.count("<c:ser>") == 4 or xml.count("<ser>") == 4
    assert f"'{SCORE_SHEET}'!$M$10:$M$16" in xml  # Anna's balances
    wb = load_workbook(path)
    assert len(wb[CHART_SHEET]._charts) == 1
    # No hands, no chart.
    with zipfile.ZipFile(written["empty"][1]) as z:
        assert not [n for n in z.namelist() if n.startswith("xl/charts/")]


def test_rules_sheet_explains_every_rule(written: dict[str, tuple[Game, Path]]) -> None:
    game, path = written["swedish_differences"]
    ws = load_workbook(path)[RULES_SHEET]
    rows = [[c.value for c in row] for row in ws.iter_rows()]
    header = rows.index(["Rule", "Value", "Applies to", "Source", "Source text", "Id"])
    table = rows[header + 1:header + 1 + len(game.ruleset.rules)]
    for row, rule in zip(table, game.ruleset.rules, strict=True):
        assert row[:4] == [rule.name, rule.value_text(),
                           "every hand" if rule.applies == "all" else "the winner",
                           rule.source]
        assert rule.quote in (row[4] or "") and row[5] == rule.id
    facts = {r[0]: r[1] for r in rows[:header] if r[0]}
    assert facts["Limit in this game"] == "300"
    assert facts["East keeps the deal when East wins"] == "no"
    assert facts["Settlement source"] == "003:62"
    assert facts["A drawn hand"] == "void: nobody pays"


def test_header_of_the_score_sheet(written: dict[str, tuple[Game, Path]]) -> None:
    _game, path = written["swedish_differences"]
    ws = load_workbook(path)[SCORE_SHEET]
    cells = {ws.cell(row=r, column=c).value: ws.cell(row=r, column=c + 1 if c > 1 else 4)
             .value for r in range(2, 7) for c in range(1, 18)
             if ws.cell(row=r, column=c).font.b}
    assert cells["Rule set"] == "Swedish (source 003)"
    assert cells["Start balance"] == 2000
    assert cells["Limit"] == "300"
    assert cells["East double"].startswith("yes")
    assert cells["Convention"].startswith("differences")
    assert cells["Players"] == \
        "1 Östan (East), 2 Sunnan (South), 3 Västan (West), 4 Nordan (North)"


def test_unwritable_path_is_a_workbook_error(tmp_path: Path) -> None:
    with pytest.raises(WorkbookError, match="cannot write"):
        write_workbook(norwegian_classic(), tmp_path / "missing" / "x.xlsx")
    assert not list(tmp_path.iterdir())


# --- the command line -----------------------------------------------------------------------

def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "scoring", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)


def test_cli_sheet_writes_the_workbook(tmp_path: Path) -> None:
    game = swedish_differences()
    save(game, tmp_path / "game.json")
    out = run_cli("sheet", str(tmp_path / "game.json"), "--xlsx", str(tmp_path / "g.xlsx"))
    assert out.returncode == 0, out.stderr
    wb = load_workbook(tmp_path / "g.xlsx")
    assert wb.sheetnames[0] == SCORE_SHEET
    assert len(read_score_sheet(wb, cell_values(wb), 4).hands) == len(game.hands)


@pytest.mark.parametrize("problem", ["missing", "not json", "no folder"])
def test_cli_sheet_errors_are_one_line(problem: str, tmp_path: Path) -> None:
    game_file = tmp_path / "game.json"
    xlsx = tmp_path / "g.xlsx"
    if problem == "not json":
        game_file.write_text("{nope", encoding="utf-8")
    elif problem == "no folder":
        save(dmjl_two_none(), game_file)
        xlsx = tmp_path / "no" / "g.xlsx"
    out = run_cli("sheet", str(game_file), "--xlsx", str(xlsx))
    assert out.returncode == 2
    assert out.stderr.startswith("mahjong-score: ") and out.stderr.count("\n") == 1
    assert not xlsx.exists()


def test_east_and_winner_cells_say_what_their_numbers_mean(
        written: dict[str, tuple[Game, Path]]) -> None:
    _game, path = written["norwegian_classic"]
    ws = load_workbook(path)[SCORE_SHEET]
    tips = {dv.promptTitle: (dv.prompt, str(dv.sqref)) for dv in ws.data_validations.dataValidation}
    assert tips["Winner"] == ("The player's number: 1 Anna, 2 Bo, 3 Cia, 4 Dan; anything "
                              "else: a drawn hand", "D10:D16")
    assert tips["East"] == ("The player's number: 1 Anna, 2 Bo, 3 Cia, 4 Dan", "C10:C16")
