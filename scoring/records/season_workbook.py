"""The season standings as a live Excel workbook.

- **Per game**: one row per game and player with the figures of that game (hands,
  mah-jongs, drawn hands, limit hands, start and final balance), the player's number
  in the standings, the evening's number, and the change (a formula: final - start);
- **Standings**: one row per player; games, hands, mah-jongs, drawn hands, limit
  hands and balance are formulas over the per-game rows (matched on the player's
  number, never on his name, so a name such as ``=1+1`` or ``*`` stays a name), the
  average and the rank are formulas too; the best hand is written as text;
- **Evenings**: each player's balance summed up to each evening, as formulas, and a
  line chart of it.

Change a final balance on Per game in Excel or LibreOffice and the standings follow.
Every word comes from a :class:`SeasonWorkbookLabels` (English unless the window gives
the user's language).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from openpyxl.chart import LineChart, Reference  # type: ignore[import-untyped, unused-ignore]

from scoring.records.season import Season
from scoring.records.season_workbook_labels import ENGLISH, SeasonWorkbookLabels
from scoring.records.workbook_labels import fill
from scoring.records.workbook_style import (
    BALANCE_FORMAT,
    BOLD,
    HEADER_FILL,
    SIGNED_FORMAT,
    TITLE,
    letter,
    new_workbook,
    page_setup,
    put_formula,
    put_text,
    save_workbook,
    valid_sheet_names,
)

#: the sheets' names in the command line's (English) workbook
STANDINGS_SHEET = ENGLISH.standings_sheet
GAMES_SHEET = ENGLISH.games_sheet
EVENINGS_SHEET = ENGLISH.evenings_sheet
HEADER_ROW = 4
FIRST_ROW = 5
#: the columns of Per game
G_DATE, G_EVENING, G_GAME, G_ORIGIN, G_RULES, G_NO, G_NAME = 1, 2, 3, 4, 5, 6, 7
G_HANDS, G_WINS, G_DRAWS, G_LIMITS, G_START, G_FINAL, G_CHANGE = 8, 9, 10, 11, 12, 13, 14
#: the columns of Standings
S_NO, S_RANK, S_NAME, S_GAMES, S_HANDS, S_WINS, S_DRAWS = 1, 2, 3, 4, 5, 6, 7
S_LIMITS, S_BALANCE, S_AVERAGE, S_BEST = 8, 9, 10, 11


def write_season_workbook(result: Season, path: str | Path,
                          labels: SeasonWorkbookLabels = ENGLISH) -> None:
    """Write the standings as an .xlsx workbook (through a temporary file)."""
    save_workbook(build_season_workbook(result, labels), path)


def sheet_names(labels: SeasonWorkbookLabels) -> tuple[str, str, str]:
    """The names of Standings, Per game and Evenings made valid: at most 31
    characters, none of ``[]:*?/\\``, unique (else the English name)."""
    standings, games, evenings = valid_sheet_names(
        ((labels.standings_sheet, STANDINGS_SHEET), (labels.games_sheet, GAMES_SHEET),
         (labels.evenings_sheet, EVENINGS_SHEET)))
    return standings, games, evenings


def _header(ws: Any, titles: list[str], widths: list[int]) -> None:
    for c, (title, width) in enumerate(zip(titles, widths, strict=True), 1):
        cell = put_text(ws, HEADER_ROW, c, title, BOLD)
        cell.fill = HEADER_FILL
        ws.column_dimensions[letter(c)].width = width
    ws.freeze_panes = ws.cell(row=FIRST_ROW, column=1)


def build_season_workbook(result: Season, labels: SeasonWorkbookLabels = ENGLISH) -> Any:
    lab = labels
    standings_sheet, games_sheet, evenings_sheet = sheet_names(lab)
    wb = new_workbook(lab.title)
    standings = wb.active
    standings.title = standings_sheet
    games = wb.create_sheet(games_sheet)
    number = {p.name: k for k, p in enumerate(result.players, 1)}
    days, _ = result.evenings()
    evening = {day: k for k, day in enumerate(days, 1)}

    # -- Per game ---------------------------------------------------------------------
    put_text(games, 1, 1, lab.games_title, TITLE)
    put_text(games, 2, 1, lab.games_how)
    _header(games, [lab.date, lab.evening, lab.game, lab.origin, lab.rule_set, lab.number,
                    lab.player, lab.hands, lab.mahjongs, lab.drawn, lab.limit_hands,
                    lab.start, lab.final, lab.change],
            [12, 8, 22, 18, 14, 5, 16, 7, 10, 7, 11, 9, 9, 9])
    row = FIRST_ROW
    for g in result.games:
        for p in g.players:
            put_text(games, row, G_DATE, g.day)
            games.cell(row=row, column=G_EVENING, value=evening[g.day])
            put_text(games, row, G_GAME, g.name or "-")
            put_text(games, row, G_ORIGIN, g.origin)
            put_text(games, row, G_RULES, lab.ruleset_name(g.ruleset))
            games.cell(row=row, column=G_NO, value=number[p.name])
            put_text(games, row, G_NAME, p.name)
            for col, value in ((G_HANDS, p.hands), (G_WINS, p.wins), (G_DRAWS, p.draws),
                               (G_LIMITS, p.limit_hands)):
                games.cell(row=row, column=col, value=value)
            games.cell(row=row, column=G_START, value=p.start).number_format = BALANCE_FORMAT
            games.cell(row=row, column=G_FINAL, value=p.final).number_format = BALANCE_FORMAT
            put_formula(games, row, G_CHANGE,
                        f"={letter(G_FINAL)}{row}-{letter(G_START)}{row}", SIGNED_FORMAT)
            row += 1
    last = max(row - 1, FIRST_ROW)
    page_setup(games, f"{HEADER_ROW}:{HEADER_ROW}", lab.footer_page)

    games_ref = "'" + games_sheet.replace("'", "''") + "'!"

    def rng(col: int) -> str:
        return f"{games_ref}${letter(col)}${FIRST_ROW}:${letter(col)}${last}"

    # -- Standings --------------------------------------------------------------------
    put_text(standings, 1, 1, lab.title, TITLE)
    span = fill(lab.span, days[0], days[-1]) if days else lab.no_games
    put_text(standings, 2, 1, fill(lab.summary, len(result.games), span, games_sheet))
    _header(standings, [lab.number, lab.rank, lab.player, lab.games, lab.hands,
                        lab.mahjongs, lab.drawn, lab.limit_hands, lab.balance,
                        lab.average, lab.best_hand],
            [5, 6, 18, 7, 7, 10, 7, 11, 10, 9, 40])
    first, end = FIRST_ROW, FIRST_ROW + max(len(result.players), 1) - 1
    for k, standing in enumerate(result.players):
        r = FIRST_ROW + k
        no = f"${letter(S_NO)}{r}"
        standings.cell(row=r, column=S_NO, value=k + 1)
        put_text(standings, r, S_NAME, standing.name, BOLD)
        put_formula(standings, r, S_GAMES, f"=COUNTIF({rng(G_NO)},{no})", "0")
        for col, source in ((S_HANDS, G_HANDS), (S_WINS, G_WINS), (S_DRAWS, G_DRAWS),
                            (S_LIMITS, G_LIMITS)):
            put_formula(standings, r, col, f"=SUMIF({rng(G_NO)},{no},{rng(source)})", "0")
        put_formula(standings, r, S_BALANCE, f"=SUMIF({rng(G_NO)},{no},{rng(G_CHANGE)})",
                    SIGNED_FORMAT, BOLD)
        bal = f"{letter(S_BALANCE)}{r}"
        games_cell = f"{letter(S_GAMES)}{r}"
        put_formula(standings, r, S_AVERAGE, f"=IF({games_cell}=0,0,{bal}/{games_cell})",
                    "+0.0;[Red]-0.0;0.0")
        put_formula(standings, r, S_RANK,
                    f"=RANK({bal},${letter(S_BALANCE)}${first}:${letter(S_BALANCE)}${end})",
                    "0")
        best = standing.best
        if best is not None:
            put_text(standings, r, S_BEST, fill(lab.best_hand_text, best.score,
                                                lab.ruleset_name(best.ruleset), best.game,
                                                best.hand))
    for k, note in enumerate(result.notes):
        put_text(standings, end + 2 + k, 1, fill(lab.note, lab.message(note)))
    page_setup(standings, f"{HEADER_ROW}:{HEADER_ROW}", lab.footer_page)

    # -- Evenings ---------------------------------------------------------------------
    ev = wb.create_sheet(evenings_sheet)
    put_text(ev, 1, 1, lab.evenings_title, TITLE)
    _header(ev, [lab.evening, lab.date, *[p.name for p in result.players]],
            [8, 12, *[14] * len(result.players)])
    for k, day in enumerate(days, 1):
        r = FIRST_ROW + k - 1
        ev.cell(row=r, column=1, value=k)
        put_text(ev, r, 2, day)
        for j in range(len(result.players)):
            col = 3 + j
            above = f"+{letter(col)}{r - 1}" if k > 1 else ""
            put_formula(ev, r, col, f"=SUMIFS({rng(G_CHANGE)},{rng(G_NO)},{j + 1},"
                                     f"{rng(G_EVENING)},$A{r}){above}", SIGNED_FORMAT)
    if days and result.players:
        chart = LineChart()
        chart.title = lab.chart_title
        chart.y_axis.title = lab.balance
        chart.x_axis.title = lab.evening
        chart.height, chart.width = 10, 22
        data = Reference(ev, min_col=3, max_col=2 + len(result.players),
                         min_row=HEADER_ROW, max_row=FIRST_ROW + len(days) - 1)
        chart.add_data(data, titles_from_data=True)
        for series in chart.series:
            series.smooth = False
        chart.x_axis.tickLblPos = "low"  # the dates below the chart, not across it
        chart.set_categories(Reference(ev, min_col=2, min_row=FIRST_ROW,
                                       max_row=FIRST_ROW + len(days) - 1))
        ev.add_chart(chart, f"{letter(len(result.players) + 4)}{HEADER_ROW}")
    page_setup(ev, f"{HEADER_ROW}:{HEADER_ROW}", lab.footer_page)
    return wb
