"""The look and the cell writing that every workbook of the program shares (a game's,
classical or Ponjan, and the season's): number formats, fonts, fills, borders and
alignments, cells written as text or as a formula, column letters and widths, how many
lines a wrapped text takes, the printed page, and saving through a temporary file.

Plain Python and openpyxl, no Qt.
"""

from __future__ import annotations

import io
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from openpyxl import Workbook  # type: ignore[import-untyped, unused-ignore]
from openpyxl.cell.cell import (  # type: ignore[import-untyped, unused-ignore]
    ILLEGAL_CHARACTERS_RE,
)
from openpyxl.styles import (  # type: ignore[import-untyped, unused-ignore]
    Alignment,
    Border,
    Font,
    PatternFill,
    Side,
)
from openpyxl.utils import get_column_letter  # type: ignore[import-untyped, unused-ignore]
from openpyxl.worksheet.pagebreak import Break  # type: ignore[import-untyped, unused-ignore]

from scoring.records.output import OutputError, write_output
from scoring.records.workbook_labels import ENGLISH

#: Number formats: signed amounts (a settlement) and balances, negatives in red.
SIGNED_FORMAT = "+#,##0;[Red]-#,##0;0"
BALANCE_FORMAT = "#,##0;[Red]-#,##0;0"
POINTS_FORMAT = "#,##0"
DATE_FORMAT = "yyyy-mm-dd hh:mm"

MARGIN_SIDE = 0.5  # inches
MARGIN_TOP = 0.6

MAX_TEXT = 32767  # the longest text a cell holds

FONT = "Calibri"  # Excel's default (LibreOffice uses Carlito, or a similar font)
BOLD = Font(name=FONT, size=11, bold=True)
TITLE = Font(name=FONT, size=14, bold=True)
ITALIC = Font(name=FONT, size=11, italic=True, color="595959")
HEADER_FILL = PatternFill("solid", start_color="D9D9D9", end_color="D9D9D9")
TOTAL_FILL = PatternFill("solid", start_color="EDEDED", end_color="EDEDED")
#: the winner's cells in a conditional format (a background colour)
WINNER_FILL = PatternFill(start_color="FFE699", end_color="FFE699", bgColor="FFE699")
WINNER_CELL_FILL = PatternFill("solid", start_color="FFE699", end_color="FFE699")
THIN = Side(style="thin", color="808080")
MEDIUM = Side(style="medium", color="000000")
HAIR = Side(style="hair", color="A6A6A6")
DOUBLE = Side(style="double", color="000000")
CENTER = Alignment(horizontal="center", vertical="center", wrap_text=True)
LEFT = Alignment(horizontal="left", vertical="top")
RIGHT = Alignment(horizontal="right")
INDENT = Alignment(horizontal="left", indent=1)
ACROSS = Alignment(horizontal="centerContinuous")  # centred across the empty cell
NOTE = Alignment(horizontal="left", vertical="top", wrap_text=True, indent=1)
WRAP = Alignment(horizontal="left", vertical="top", wrap_text=True)
B_LEFT = Border(left=THIN)
B_TOP = Border(top=THIN)
B_TOP_LEFT = Border(left=THIN, top=THIN)
#: the line left of a group of columns (the first score, settlement, balance column)
B_GROUP = Border(left=MEDIUM)


class WorkbookError(OutputError):
    """The workbook cannot be written (the message names the file)."""


def new_workbook(title: str) -> Any:
    """An empty ``openpyxl.Workbook`` titled ``title``, recalculated when it is opened."""
    wb = Workbook()
    wb.properties.creator = "Mahjong Score Sheet"
    wb.properties.title = title
    wb.calculation.fullCalcOnLoad = True
    return wb


def save_workbook(wb: Any, path: str | Path) -> None:
    """Save an ``openpyxl.Workbook`` to ``path``, whole or not at all: built in memory
    (so that openpyxl never meets a failing file), then written by
    :func:`scoring.records.output.write_output`; raises :class:`WorkbookError`."""
    data = io.BytesIO()
    wb.save(data)
    try:
        write_output(path, data.getvalue())
    except OutputError as exc:
        raise WorkbookError(exc.template, **exc.params) from None


def clean(text: str) -> str:
    """``text`` as a cell can hold it: no control characters, not too long."""
    return str(ILLEGAL_CHARACTERS_RE.sub("?", text))[:MAX_TEXT]


def valid_sheet_names(wanted: Sequence[tuple[str, str]]) -> list[str]:
    """The names of sheets made valid, each (name, default) in order: at most 31
    characters, none of ``[]:*?/\\``, unique (else the default name)."""
    names: list[str] = []
    for name, default in wanted:
        name = re.sub(r"[\[\]:*?/\\]", "", clean(name)).strip().strip("'")[:31]
        if not name or name.casefold() in {n.casefold() for n in names}:
            name = default
        names.append(name)
    return names


def quoted(text: str) -> str:
    """``text`` as a string in a formula."""
    return '"' + clean(text).replace('"', '""') + '"'


def joined(template: str, *parts: str) -> str:
    """A formula that writes ``template`` with ``%1``, ``%2`` ... replaced by the cell
    references ``parts`` (its text quoted for the formula)."""
    pieces = re.split(r"(%[1-9])", template)
    terms = []
    for piece in pieces:
        if re.fullmatch(r"%[1-9]", piece) and int(piece[1]) <= len(parts):
            terms.append(parts[int(piece[1]) - 1])
        elif piece:
            terms.append(quoted(piece))
    return "=" + "&".join(terms or ['""'])


def put_text(ws: Any, row: int, col: int, text: str, font: Any = None,
             alignment: Any = None) -> Any:
    """Put ``text`` in a cell as TEXT: a name such as ``=1+1`` is never a formula."""
    cell = ws.cell(row=row, column=col)
    cell.value = clean(text)
    cell.data_type = "s"
    if font is not None:
        cell.font = font
    if alignment is not None:
        cell.alignment = alignment
    return cell


def put_formula(ws: Any, row: int, col: int, formula: str, number_format: str,
                font: Any = None) -> Any:
    """Put ``formula`` (or a number) in a cell with ``number_format``."""
    cell = ws.cell(row=row, column=col)
    cell.value = formula
    cell.number_format = number_format
    if font is not None:
        cell.font = font
    return cell


def letter(col: int) -> str:
    """The letter(s) of column ``col`` (1 is ``A``)."""
    return str(get_column_letter(col))


def fit_width(texts: Sequence[str], least: int, most: int) -> float:
    """A column's width for its longest text in ``texts``, between ``least`` and
    ``most`` characters."""
    longest = max((len(t) for t in texts), default=0)
    return float(min(max(longest + 2, least), most))


def line_count(text: str, width: float, bold: bool = False) -> int:
    """About how many lines ``text`` takes in a wrapped cell ``width`` characters wide
    (a width counts digits; most letters are narrower, bold ones wider)."""
    per_line = max(int(width * (0.95 if bold else 1.1)) - 1, 4)
    count = 0
    for paragraph in text.split("\n"):
        lines, used = 1, 0
        for word in paragraph.replace("-", "- ").split():
            size = len(word)
            if used and used + 1 + size > per_line:
                lines, used = lines + 1, 0
            if used:
                used += 1
            while size > per_line:  # a word longer than the line is broken
                lines, size = lines + 1, size - per_line
            used += size
        count += lines
    return count


def page_setup(ws: Any, title_rows: str | None, footer: str = ENGLISH.footer_page) -> None:
    """A4 landscape, fit to the width of the page, page numbers in the footer."""
    ws.page_setup.orientation = "landscape"
    ws.page_setup.paperSize = ws.PAPERSIZE_A4
    ws.page_setup.fitToWidth = 1
    ws.page_setup.fitToHeight = 0
    ws.sheet_properties.pageSetUpPr.fitToPage = True
    ws.print_options.gridLines = False
    ws.page_margins.left = ws.page_margins.right = MARGIN_SIDE
    ws.page_margins.top = ws.page_margins.bottom = MARGIN_TOP
    ws.page_margins.header = ws.page_margins.footer = 0.25
    if title_rows:
        ws.print_title_rows = title_rows
    ws.oddFooter.left.text = "&A"
    ws.oddFooter.center.text = footer
    ws.evenFooter.left.text = "&A"
    ws.evenFooter.center.text = footer


def page_breaks(ws: Any, blocks: Sequence[tuple[int, int]], widths: Sequence[float],
                head_height: float) -> None:
    """Start a new page before a block of rows (``blocks``: first and last row) that
    would not fit on the page, so that no table is cut in two. Heights in points; the
    printed page is A4 landscape with the margins of :func:`page_setup`, scaled to fit
    the columns' ``widths``; ``head_height`` is what the title rows take on each page."""
    content = sum(w * 7 + 5 for w in widths) * 0.75  # pixels at 96 dpi -> points
    page_width = (29.7 / 2.54 - 2 * MARGIN_SIDE) * 72
    page_height = (21.0 / 2.54 - 2 * MARGIN_TOP) * 72 - 12  # a little to spare
    scale = min(1.0, page_width / content)
    room = page_height / scale - head_height
    used = 0.0
    for start, end in blocks:
        height = (end - start + 1) * 15.0
        if used and used + height > room:
            ws.row_breaks.append(Break(id=start - 1))
            used = 0.0
        used += height + 15.0
