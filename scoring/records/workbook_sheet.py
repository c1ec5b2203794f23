"""The parts of a game's workbook that are the same whatever the game, classical
(:mod:`scoring.records.workbook`) or Ponjan (:mod:`scoring.records.ponjan_workbook`):
the four sheets and their names, the score sheet's title and header block, its two
rows of column headings (a group over the players' names, a line left of each group),
a balance cell, a note, the totals row and the explanation under it, the hints on the
number cells, the winner's coloured cell, the frame of the Payments sheet, the chart of
the balances and the Rules sheet's frame.

Plain Python and openpyxl, no Qt.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import TYPE_CHECKING, Any

from openpyxl.chart import LineChart, Reference  # type: ignore[import-untyped, unused-ignore]
from openpyxl.formatting.rule import FormulaRule  # type: ignore[import-untyped, unused-ignore]
from openpyxl.styles import Border, Font  # type: ignore[import-untyped, unused-ignore]
from openpyxl.worksheet.datavalidation import (  # type: ignore[import-untyped, unused-ignore]
    DataValidation,
)

from scoring.records.workbook_labels import ENGLISH, WorkbookLabels, fill
from scoring.records.workbook_style import (
    B_GROUP,
    BALANCE_FORMAT,
    BOLD,
    CENTER,
    DATE_FORMAT,
    DOUBLE,
    HAIR,
    HEADER_FILL,
    ITALIC,
    LEFT,
    MEDIUM,
    NOTE,
    THIN,
    TITLE,
    TOTAL_FILL,
    WINNER_FILL,
    WRAP,
    clean,
    joined,
    letter,
    line_count,
    new_workbook,
    page_breaks,
    page_setup,
    put_formula,
    put_text,
    valid_sheet_names,
)

if TYPE_CHECKING:
    from scoring.games.game import Game

# The sheets' names in English (the command line's workbook).
SCORE_SHEET = ENGLISH.score_sheet
PAYMENTS_SHEET = ENGLISH.payments_sheet
CHART_SHEET = ENGLISH.chart_sheet
RULES_SHEET = ENGLISH.rules_sheet

# Score sheet layout (1-based rows): the title, the header block (rows 2 to 6), the
# column headings (a group row and a row of names), then one row per hand.
TITLE_ROW = 1
GROUP_ROW = 8
NAME_ROW = 9
FIRST_HAND_ROW = 10
#: the start balance in the header block, where every first balance starts
START_BALANCE_CELL = "$D$5"

# Payments sheet: the first block starts here.
PAYMENTS_FIRST_ROW = 4

#: One line of the header block: row, column of the label, the label, the columns the
#: value spans (first, last) and the value (a text, a number or a date).
HeaderLine = tuple[int, int, str, tuple[int, int], str | int | datetime]


class SheetNames:
    """The labels with the sheets' names made valid (unique, at most 31 characters,
    none of ``[]:*?/\\``) and the score sheet's name quoted for formulas; every other
    attribute is the labels'."""

    def __init__(self, labels: WorkbookLabels) -> None:
        self.labels = labels
        self.score_sheet, self.payments_sheet, self.chart_sheet, self.rules_sheet = \
            valid_sheet_names(((labels.score_sheet, SCORE_SHEET),
                               (labels.payments_sheet, PAYMENTS_SHEET),
                               (labels.chart_sheet, CHART_SHEET),
                               (labels.rules_sheet, RULES_SHEET)))
        #: the score sheet in a formula: ``'Score sheet'!``
        self.score_ref = "'" + self.score_sheet.replace("'", "''") + "'!"

    def __getattr__(self, name: str) -> Any:
        return getattr(self.labels, name)


def game_workbook(game: Game, lab: SheetNames) -> tuple[Any, Any, Any, Any, Any]:
    """A new workbook for ``game`` and its four sheets, named: the score sheet, the
    payments, the chart and the rules."""
    wb = new_workbook(clean(game.name) or lab.title)
    score_ws = wb.active
    score_ws.title = lab.score_sheet
    return (wb, score_ws, wb.create_sheet(lab.payments_sheet),
            wb.create_sheet(lab.chart_sheet), wb.create_sheet(lab.rules_sheet))


def marker(players: Sequence[str], word: str, last: str) -> str:
    """What a winner (or discarder) cell says for a drawn hand, a penalty or a
    self-draw: ``word`` or a form of it no player is named (``last`` if every form is
    taken, else nothing)."""
    taken = {p.casefold() for p in players}
    for mark in (word, f"({word})", f"- {word} -", last):
        if mark.casefold() not in taken:
            return mark
    return ""


def name_of(name_cells: str, number: str) -> str:
    """A formula part: the name in ``name_cells`` (one row) at the position in the
    cell ``number``, or that cell as it is when it holds no player's number."""
    return f"IFERROR(INDEX({name_cells},1,{number}),{number})"


# --- the score sheet ---------------------------------------------------------------------

def sheet_title(ws: Any, game: Game, lab: SheetNames) -> None:
    """The score sheet's title: the game's name, and whether it is finished."""
    title = fill(lab.title_named, game.name) if game.name.strip() else lab.title
    if game.finished:
        title += " " + lab.finished
    put_text(ws, TITLE_ROW, 1, title, TITLE)


def created(game: Game) -> str | datetime:
    """When the game was started, as a date cell holds it (the text when it is no
    date)."""
    try:
        return datetime.fromisoformat(game.created).replace(tzinfo=None)
    except ValueError:
        return game.created


def header_block(ws: Any, header: Sequence[HeaderLine], widths: dict[int, float]) -> None:
    """The header block: each line's label in bold, its value across its columns (a
    text wrapped, the row taller for a long one; a date or an amount formatted)."""
    header_lines: dict[int, int] = {}
    for row, col, label, (first, last_col), value in header:
        put_text(ws, row, col, label, BOLD, LEFT)
        if isinstance(value, str):
            put_text(ws, row, first, value, alignment=WRAP)
            span = sum(widths.get(c, 9.0) for c in range(first, last_col + 1))
            header_lines[row] = max(header_lines.get(row, 1),
                                    line_count(clean(value), span))
            if header_lines[row] > 1:
                ws.row_dimensions[row].height = 15 * min(header_lines[row], 4)
        else:
            cell = ws.cell(row=row, column=first, value=value)
            cell.number_format = DATE_FORMAT if isinstance(value, datetime) \
                else BALANCE_FORMAT
            cell.alignment = LEFT
        if last_col > first:
            ws.merge_cells(start_row=row, end_row=row, start_column=first,
                           end_column=last_col)


def column_headings(ws: Any, singles: Sequence[tuple[int, str]],
                    groups: Sequence[tuple[Sequence[int], str]], players: Sequence[str],
                    note: int, last: int) -> set[int]:
    """The two rows of column headings: each of ``singles`` (column, heading) over both
    rows, each of ``groups`` (one column per player, heading) over the players' names;
    grey, ruled, a thick line left of each group and of the ``note`` column. Returns
    the columns with that line (the first of each group, and the note's)."""
    for col, label in singles:
        put_text(ws, GROUP_ROW, col, label, BOLD, CENTER)
        ws.merge_cells(start_row=GROUP_ROW, end_row=NAME_ROW, start_column=col,
                       end_column=col)
    for cols, label in groups:
        put_text(ws, GROUP_ROW, cols[0], label, BOLD, CENTER)
        ws.merge_cells(start_row=GROUP_ROW, end_row=GROUP_ROW, start_column=cols[0],
                       end_column=cols[-1])
        for i, col in enumerate(cols):
            put_text(ws, NAME_ROW, col, players[i], BOLD, CENTER)
    group_starts = {cols[0] for cols, _ in groups}
    group_starts.add(note)
    for row in (GROUP_ROW, NAME_ROW):
        for col in range(1, last + 1):
            cell = ws.cell(row=row, column=col)
            cell.fill = HEADER_FILL
            cell.border = Border(top=THIN, bottom=THIN,
                                 left=MEDIUM if col in group_starts else THIN,
                                 right=THIN)
    return group_starts


def balance_cell(ws: Any, row: int, k: int, balance: int, change: int) -> None:
    """The balance after hand ``k`` (0-based, in ``row``): the balance before it (the
    start balance for the first hand) plus the hand's change."""
    previous = START_BALANCE_CELL if k == 0 else f"{letter(balance)}{row - 1}"
    put_formula(ws, row, balance, f"={previous}+{letter(change)}{row}", BALANCE_FORMAT)


def note_cell(ws: Any, row: int, col: int, note: str, width: float) -> int:
    """A hand's note, wrapped; a long one makes its row taller. Returns its lines."""
    put_text(ws, row, col, note, alignment=NOTE)
    lines = line_count(clean(note), width - 1)
    if lines > 1:
        ws.row_dimensions[row].height = 15 * min(lines, 6)
    return lines


def group_lines(ws: Any, row: int, group_starts: set[int]) -> None:
    """The thick line left of each group of columns in a hand's row."""
    for col in group_starts:
        ws.cell(row=row, column=col).border = B_GROUP


def totals_row(ws: Any, lab: SheetNames, total_row: int, hands: int,
               sums: Sequence[tuple[Sequence[int], str]], changes: Sequence[int],
               balances: Sequence[int], last: int, group_starts: set[int]) -> None:
    """The totals row under ``hands`` hands: each column of ``sums`` (columns per
    player, number format) summed, each balance the start balance plus the sum of the
    player's ``changes``; grey, a double line over it."""
    last_hand = total_row - 1
    put_text(ws, total_row, 1, lab.total, BOLD)
    for i, balance in enumerate(balances):
        ch = letter(changes[i])
        if hands:
            for cols, number_format in sums:
                c = letter(cols[i])
                put_formula(ws, total_row, cols[i],
                            f"=SUM({c}{FIRST_HAND_ROW}:{c}{last_hand})", number_format,
                            BOLD)
            put_formula(ws, total_row, balance,
                        f"={START_BALANCE_CELL}+SUM({ch}{FIRST_HAND_ROW}:{ch}{last_hand})",
                        BALANCE_FORMAT, BOLD)
        else:
            for cols, _ in sums:
                ws.cell(row=total_row, column=cols[i], value=0).font = BOLD
            put_formula(ws, total_row, balance, f"={START_BALANCE_CELL}",
                        BALANCE_FORMAT, BOLD)
    for col in range(1, last + 1):
        cell = ws.cell(row=total_row, column=col)
        cell.fill = TOTAL_FILL
        cell.border = Border(top=DOUBLE, bottom=THIN,
                             left=MEDIUM if col in group_starts else None)


def explanation_row(ws: Any, row: int, text: str, last: int, width: float) -> None:
    """A paragraph in italics across columns 1 to ``last`` (together ``width``
    characters wide), its row as tall as it needs."""
    put_text(ws, row, 1, text, ITALIC, WRAP)
    ws.merge_cells(start_row=row, end_row=row, start_column=1, end_column=last)
    ws.row_dimensions[row].height = 15 * line_count(text, width)


def number_hints(ws: Any, players: Sequence[str], lab: SheetNames,
                 cells: Sequence[tuple[str, str, str]]) -> None:
    """Selecting a cell that holds a player's number shows what the numbers mean:
    ``cells`` are (the cells, the hint's title, a sentence after the numbers). Any
    value is allowed."""
    numbers = ", ".join(f"{k} {clean(p)[:40]}" for k, p in enumerate(players, 1))
    for ref, title, rest in cells:
        prompt = fill(lab.number_hint, numbers)[:250 - len(rest)] + rest
        tip = DataValidation(allow_blank=True, showInputMessage=True,
                             promptTitle=title, prompt=prompt)
        tip.add(ref)
        ws.add_data_validation(tip)


def winner_highlight(ws: Any, cols: Sequence[int], last_hand: int) -> None:
    """The winner's cell among ``cols`` (one per player) bold on a coloured ground in
    every hand's row: it follows the winner cell (column D)."""
    a, b = letter(cols[0]), letter(cols[-1])
    ws.conditional_formatting.add(
        f"{a}{FIRST_HAND_ROW}:{b}{last_hand}",
        FormulaRule(formula=[f"$D{FIRST_HAND_ROW}=COLUMN({a}{FIRST_HAND_ROW})"
                             f"-{cols[0] - 1}"],
                    font=Font(bold=True), fill=WINNER_FILL,
                    border=Border(left=THIN, right=THIN, top=THIN, bottom=THIN)))


def finish_score_sheet(ws: Any, players: Sequence[str], name_widths: Sequence[float],
                       first_player_col: int, last: int, total_row: int,
                       lab: SheetNames) -> None:
    """The row of names as tall as the longest name needs, the panes frozen at the
    first player's column and the first hand, the print area and the page."""
    longest = max(line_count(p, name_widths[i], bold=True) for i, p in enumerate(players))
    if longest > 1:
        ws.row_dimensions[NAME_ROW].height = 15 * min(longest, 4)
    ws.freeze_panes = f"{letter(first_player_col)}{FIRST_HAND_ROW}"
    ws.print_area = f"A1:{letter(last)}{total_row + 2}"
    page_setup(ws, f"{GROUP_ROW}:{NAME_ROW}", lab.footer_page)


# --- the payments sheet -------------------------------------------------------------------

def payments_head(ws: Any, lab: SheetNames, explanation: str, last: int) -> None:
    """The Payments sheet's title and the explanation across columns 1 to ``last``."""
    put_text(ws, 1, 1, lab.payments_title, TITLE)
    put_text(ws, 2, 1, explanation, ITALIC, WRAP)
    ws.merge_cells(start_row=2, end_row=2, start_column=1, end_column=last)


def block_title(ws: Any, row: int, template: str, sheet: str, src: int,
                name_cells: str) -> None:
    """A hand's block title, a formula over the score sheet's row ``src``: its hand
    number (%1), column B (%2), the winner's name (%3) and the name in column C (%4)."""
    title = joined(template, f"{sheet}$A{src}", f"{sheet}$B{src}",
                   name_of(name_cells, f"{sheet}$D{src}"),
                   name_of(name_cells, f"{sheet}$C{src}"))
    put_formula(ws, row, 1, title, "@", BOLD)


def payments_tail(ws: Any, lab: SheetNames, row: int, hands: int,
                  blocks: Sequence[tuple[int, int]], widths: Sequence[float],
                  explanation: str) -> None:
    """After the blocks: a line when there are no hands, the explanation's row as tall
    as it needs, page breaks between the blocks, the panes and the page."""
    if not hands:
        put_text(ws, row, 1, lab.no_hands, ITALIC)
    head_height = 19.0 + 15.0 * line_count(explanation, sum(widths))
    ws.row_dimensions[2].height = head_height - 19.0
    page_breaks(ws, blocks, widths, head_height)
    ws.freeze_panes = f"B{PAYMENTS_FIRST_ROW - 1}"
    page_setup(ws, "1:2", lab.footer_page)


# --- the chart ----------------------------------------------------------------------------

def chart_sheet(ws: Any, score_ws: Any, game: Game, hands: int, balances: Sequence[int],
                lab: SheetNames) -> None:
    """A line chart of every player's balance (the score sheet's ``balances`` columns)
    after each of the ``hands`` hands."""
    put_text(ws, 1, 1, fill(lab.chart_title_named, game.name) if game.name.strip()
             else lab.chart_title, TITLE)
    put_text(ws, 2, 1, lab.chart_explained, ITALIC)
    page_setup(ws, None, lab.footer_page)
    if not hands:
        put_text(ws, 4, 1, lab.no_hands, ITALIC)
        return
    last = FIRST_HAND_ROW + hands - 1
    chart = LineChart()
    chart.title = lab.chart_heading
    chart.y_axis.title = lab.balance
    chart.x_axis.title = lab.hand
    chart.y_axis.number_format = "#,##0"
    chart.x_axis.delete = False
    chart.x_axis.tickLblPos = "low"  # the hand numbers below the plot, not at 0
    chart.y_axis.delete = False
    chart.legend.position = "b"
    chart.width = 26
    chart.height = 15
    data = Reference(score_ws, min_col=balances[0], max_col=balances[-1],
                     min_row=NAME_ROW, max_row=last)
    chart.add_data(data, titles_from_data=True)
    chart.set_categories(Reference(score_ws, min_col=1, min_row=FIRST_HAND_ROW,
                                   max_row=last))
    dashes = ("solid", "dash", "sysDot", "lgDashDot")
    for k, series in enumerate(chart.series):
        series.smooth = False
        series.marker.symbol = "none" if hands > 40 else "circle"
        series.graphicalProperties.line.width = 28575  # 2.25 pt
        series.graphicalProperties.line.dashStyle = dashes[k % len(dashes)]
    ws.add_chart(chart, "A4")


# --- the rules ----------------------------------------------------------------------------

def rules_sheet(ws: Any, lab: SheetNames, name: str, description: str,
                widths: dict[str, int], facts: Sequence[tuple[str, str]],
                headings: Sequence[str], rows: Sequence[tuple[Sequence[str], int]],
                notes: Sequence[str]) -> None:
    """The Rules sheet: the title with the rule set's ``name``, its ``description``,
    the ``facts`` (label, value), a table under ``headings`` with one line per entry of
    ``rows`` (its texts and how many lines the row needs) and the ``notes``."""
    put_text(ws, 1, 1, fill(lab.rules_title, name), TITLE)
    for column, width in widths.items():
        ws.column_dimensions[column].width = width
    row = 2
    put_text(ws, row, 1, description, alignment=WRAP)
    ws.merge_cells(start_row=row, end_row=row, start_column=1, end_column=5)
    ws.row_dimensions[row].height = 15 * line_count(description, 140)
    row += 2
    for label, value in facts:
        put_text(ws, row, 1, label, BOLD, LEFT)
        put_text(ws, row, 2, value, alignment=WRAP)
        ws.merge_cells(start_row=row, end_row=row, start_column=2, end_column=5)
        lines = line_count(value, 124)
        if lines > 1:
            ws.row_dimensions[row].height = 15 * lines
        row += 1
    row += 1
    header_row = row
    for col, label in enumerate(headings, 1):
        cell = put_text(ws, row, col, label, BOLD, LEFT)
        cell.fill = HEADER_FILL
        cell.border = Border(bottom=THIN)
    row += 1
    for values, lines in rows:
        for col, value in enumerate(values, 1):
            put_text(ws, row, col, value, alignment=WRAP)
            ws.cell(row=row, column=col).border = Border(bottom=HAIR)
        if lines > 1:
            ws.row_dimensions[row].height = 15 * lines
        row += 1
    if notes:
        row += 1
        put_text(ws, row, 1, lab.readings, BOLD)
        row += 1
        for note in notes:
            put_text(ws, row, 1, f"• {note}", alignment=WRAP)
            ws.merge_cells(start_row=row, end_row=row, start_column=1, end_column=5)
            ws.row_dimensions[row].height = 15 * line_count(note, 140)
            row += 1
    ws.freeze_panes = "A2"
    ws.print_area = f"A1:F{row}"
    page_setup(ws, f"{header_row}:{header_row}", lab.footer_page)
