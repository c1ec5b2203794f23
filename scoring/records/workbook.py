"""The Excel export: a game as a workbook whose arithmetic stays live.

:func:`write_workbook` writes four worksheets:

``Score sheet``
    The game header, one row per hand (number, prevailing wind, East, winner, each
    player's score, settlement and running balance) and a totals row.
``Payments``
    Per hand, the table of source 003 ("med böter"): one column per player with his
    seat wind, the points, one line per opponent with the arithmetic written out
    (``(16-8)*2``) and the amount, and the hand's total.
``Balances``
    A line chart of every player's balance after each hand.
``Rules``
    Every rule of the game's rule set with its value, whom it applies to, its source
    and the source's words; the limit, the rotation and the settlement.

Every settlement, balance and total is a formula over the score cells, the winner
cell and the East cell of its hand, as in the spreadsheet of source 001: change a
score, the winner or East in Excel or LibreOffice and the whole sheet follows. The
winner and East cells hold the player's number, his place in the order of the name
columns (1 for the first): the formulas compare positions, never names, so two
players stay apart however alike their names look in a cell. A winner cell that holds
no player's number is a drawn hand. The convention, East doubling and how a
drawn hand settles are fixed when the file is written. Text the players typed (names,
the game's name, notes) is always stored as text, never as a formula.

A penalty is a row of its own: its winner cell says so (a word no player is called),
its score cells are empty, the settlement cells of the penalised players hold what
each pays (the numbers as recorded, to change like a score), and the settlement of
every player who receives it is a formula over those cells: their sum, shared
equally. Its block on the Payments sheet follows those cells.

Plain Python and openpyxl, no Qt.
"""

from __future__ import annotations

import os
import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from openpyxl import Workbook  # type: ignore[import-untyped, unused-ignore]
from openpyxl.cell.cell import (  # type: ignore[import-untyped, unused-ignore]
    ILLEGAL_CHARACTERS_RE,
)
from openpyxl.chart import LineChart, Reference  # type: ignore[import-untyped, unused-ignore]
from openpyxl.formatting.rule import FormulaRule  # type: ignore[import-untyped, unused-ignore]
from openpyxl.styles import (  # type: ignore[import-untyped, unused-ignore]
    Alignment,
    Border,
    Font,
    PatternFill,
    Side,
)
from openpyxl.utils import get_column_letter  # type: ignore[import-untyped, unused-ignore]
from openpyxl.worksheet.datavalidation import (  # type: ignore[import-untyped, unused-ignore]
    DataValidation,
)
from openpyxl.worksheet.pagebreak import Break  # type: ignore[import-untyped, unused-ignore]

from scoring.errors import MahjongError
from scoring.games.game import Game, HandResult
from scoring.games.settlement import pair_lines
from scoring.records.workbook_labels import ENGLISH, WorkbookLabels, fill

#: Number formats: signed amounts (a settlement) and balances, negatives in red.
SIGNED_FORMAT = "+#,##0;[Red]-#,##0;0"
BALANCE_FORMAT = "#,##0;[Red]-#,##0;0"
POINTS_FORMAT = "#,##0"
DATE_FORMAT = "yyyy-mm-dd hh:mm"

# The sheets' names in English (the command line's workbook).
SCORE_SHEET = ENGLISH.score_sheet
PAYMENTS_SHEET = ENGLISH.payments_sheet
CHART_SHEET = ENGLISH.chart_sheet
RULES_SHEET = ENGLISH.rules_sheet

# Score sheet layout (1-based rows and columns).
TITLE_ROW = 1
GROUP_ROW = 8
NAME_ROW = 9
FIRST_HAND_ROW = 10
HAND_COL, WIND_COL, EAST_COL, WINNER_COL = 1, 2, 3, 4
FIRST_SCORE_COL = 5
START_BALANCE_CELL = "$D$5"

# Payments sheet: the first block starts here.
PAYMENTS_FIRST_ROW = 4

MARGIN_SIDE = 0.5  # inches
MARGIN_TOP = 0.6

_MAX_TEXT = 32767  # the longest text a cell holds

FONT = "Calibri"  # Excel's default (LibreOffice uses Carlito, or a similar font)
_BOLD = Font(name=FONT, size=11, bold=True)
_TITLE = Font(name=FONT, size=14, bold=True)
_ITALIC = Font(name=FONT, size=11, italic=True, color="595959")
_HEADER_FILL = PatternFill("solid", start_color="D9D9D9", end_color="D9D9D9")
_TOTAL_FILL = PatternFill("solid", start_color="EDEDED", end_color="EDEDED")
_WINNER_FILL = PatternFill(start_color="FFE699", end_color="FFE699", bgColor="FFE699")
_WINNER_CELL_FILL = PatternFill("solid", start_color="FFE699", end_color="FFE699")
_THIN = Side(style="thin", color="808080")
_MEDIUM = Side(style="medium", color="000000")
_CENTER = Alignment(horizontal="center", vertical="center", wrap_text=True)
_LEFT = Alignment(horizontal="left", vertical="top")
_INDENT = Alignment(horizontal="left", indent=1)
_ACROSS = Alignment(horizontal="centerContinuous")  # centred across the empty cell
_B_LEFT = Border(left=_THIN)
_B_TOP = Border(top=_THIN)
_B_TOP_LEFT = Border(left=_THIN, top=_THIN)
_B_GROUP = Border(left=_MEDIUM)
_SHRINK = Alignment(horizontal="left", shrink_to_fit=True)
_NOTE = Alignment(horizontal="left", vertical="top", wrap_text=True, indent=1)
_WRAP = Alignment(horizontal="left", vertical="top", wrap_text=True)


class WorkbookError(MahjongError):
    """The workbook cannot be written (the message names the file)."""


def write_workbook(game: Game, path: str | Path,
                   labels: WorkbookLabels = ENGLISH) -> None:
    """Write ``game`` as an .xlsx workbook to ``path`` (through a temporary file, so
    a failed write leaves no half-written file), in the words of ``labels``. Raises
    :class:`WorkbookError` when the file cannot be written and a ``MahjongError`` when
    a hand cannot be scored."""
    save_workbook(build_workbook(game, labels), path)


def save_workbook(wb: Any, path: str | Path) -> None:
    """Save an ``openpyxl.Workbook`` to ``path`` through a temporary file, so that a
    failed write leaves no half-written file; raises :class:`WorkbookError`."""
    path = Path(path)
    tmp = path.with_name(path.name + ".tmp")
    try:
        wb.save(tmp)
        os.replace(tmp, path)
    except OSError as exc:
        tmp.unlink(missing_ok=True)
        raise WorkbookError(f"{path}: cannot write the file ({exc.strerror})") from None


def build_workbook(game: Game, labels: WorkbookLabels = ENGLISH) -> Any:
    """The workbook of ``game`` (an ``openpyxl.Workbook``), not yet saved."""
    lab = _Names(labels)
    if game.game == "ponjan":  # three players, a boss and Ponjan's own payments
        from scoring.records.ponjan_workbook import build_ponjan_workbook
        return build_ponjan_workbook(game, lab)
    results = game.replay()
    wb = Workbook()
    wb.properties.creator = "Mahjong Score Sheet"
    wb.properties.title = _clean(game.name) or labels.title
    wb.calculation.fullCalcOnLoad = True
    layout = _Layout(len(game.players))
    score_ws = wb.active
    score_ws.title = lab.score_sheet
    _score_sheet(score_ws, game, results, layout, lab)
    _payments_sheet(wb.create_sheet(lab.payments_sheet), game, results, layout, lab)
    _chart_sheet(wb.create_sheet(lab.chart_sheet), score_ws, game, results, layout, lab)
    _rules_sheet(wb.create_sheet(lab.rules_sheet), game, lab)
    return wb


# --- helpers ---------------------------------------------------------------------------

class _Names:
    """The labels with the sheets' names made valid (unique, at most 31 characters,
    none of ``[]:*?/\\``) and the score sheet's name quoted for formulas."""

    def __init__(self, labels: WorkbookLabels) -> None:
        self.labels = labels
        names: list[str] = []
        for name, default in ((labels.score_sheet, SCORE_SHEET),
                              (labels.payments_sheet, PAYMENTS_SHEET),
                              (labels.chart_sheet, CHART_SHEET),
                              (labels.rules_sheet, RULES_SHEET)):
            name = re.sub(r"[\[\]:*?/\\]", "", _clean(name)).strip().strip("'")[:31]
            if not name or name.casefold() in {n.casefold() for n in names}:
                name = default
            names.append(name)
        self.score_sheet, self.payments_sheet, self.chart_sheet, self.rules_sheet = names
        #: the score sheet in a formula: ``'Score sheet'!``
        self.score_ref = "'" + self.score_sheet.replace("'", "''") + "'!"

    def __getattr__(self, name: str) -> Any:
        return getattr(self.labels, name)


def _quoted(text: str) -> str:
    """``text`` as a string in a formula."""
    return '"' + _clean(text).replace('"', '""') + '"'


def _joined(template: str, *parts: str) -> str:
    """A formula that writes ``template`` with ``%1``, ``%2`` ... replaced by the cell
    references ``parts`` (its text quoted for the formula)."""
    pieces = re.split(r"(%[1-9])", template)
    terms = []
    for piece in pieces:
        if re.fullmatch(r"%[1-9]", piece) and int(piece[1]) <= len(parts):
            terms.append(parts[int(piece[1]) - 1])
        elif piece:
            terms.append(_quoted(piece))
    return "=" + "&".join(terms or ['""'])


def _clean(text: str) -> str:
    """``text`` as a cell can hold it: no control characters, not too long."""
    return str(ILLEGAL_CHARACTERS_RE.sub("?", text))[:_MAX_TEXT]


def _text(ws: Any, row: int, col: int, text: str, font: Any = None,
          alignment: Any = None) -> Any:
    """Put ``text`` in a cell as TEXT: a name such as ``=1+1`` is never a formula."""
    cell = ws.cell(row=row, column=col)
    cell.value = _clean(text)
    cell.data_type = "s"
    if font is not None:
        cell.font = font
    if alignment is not None:
        cell.alignment = alignment
    return cell


def _formula(ws: Any, row: int, col: int, formula: str, number_format: str,
             font: Any = None) -> Any:
    cell = ws.cell(row=row, column=col)
    cell.value = formula
    cell.number_format = number_format
    if font is not None:
        cell.font = font
    return cell


def _col(col: int) -> str:
    return str(get_column_letter(col))


def _page_setup(ws: Any, title_rows: str | None, footer: str = ENGLISH.footer_page) -> None:
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


def _width(texts: Sequence[str], least: int, most: int) -> float:
    longest = max((len(t) for t in texts), default=0)
    return float(min(max(longest + 2, least), most))


def _lines(text: str, width: float, bold: bool = False) -> int:
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


@dataclass(frozen=True)
class _Refs:
    """The cells one settlement formula is made of (A1 references)."""

    points: tuple[str, ...]  # each player's score
    winner: str  # the winner's number, 1 for the first player (anything else: a draw)
    dealer: str  # East's number


def _pair_term(refs: _Refs, i: int, j: int, convention: str, east_double: bool) -> str:
    """What player ``j`` pays player ``i`` (negative: ``i`` pays ``j``)."""
    p = refs.points
    if convention == "classic":
        term = (f"IF({refs.winner}={i + 1},{p[i]},"
                f"IF({refs.winner}={j + 1},-{p[j]},{p[i]}-{p[j]}))")
    else:
        term = f"({p[i]}-{p[j]})"
    if east_double:
        term += f"*IF(OR({refs.dealer}={i + 1},{refs.dealer}={j + 1}),2,1)"
    return term


def _won(refs: _Refs) -> str:
    """TRUE when the winner cell holds a player's number (else the hand is drawn)."""
    return "OR(" + ",".join(f"{refs.winner}={k + 1}"
                            for k in range(len(refs.points))) + ")"


def _name_of(name_cells: str, number: str) -> str:
    """A formula part: the name in ``name_cells`` (one row) at the position in the
    cell ``number``, or that cell as it is when it holds no player's number."""
    return f"IFERROR(INDEX({name_cells},1,{number}),{number})"


def _void_draw(refs: _Refs, body: str, void: bool) -> str:
    return f"=IF({_won(refs)},{body},0)" if void else f"={body}"


def settlement_formula(refs: _Refs, i: int, convention: str, east_double: bool,
                       void: bool) -> str:
    """Player ``i``'s settlement of one hand as a formula."""
    if convention == "none":
        body = refs.points[i]
    else:
        body = "+".join(_pair_term(refs, i, j, convention, east_double)
                        for j in range(len(refs.points)) if j != i)
    return _void_draw(refs, body, void)


class _Layout:
    """The columns of the score sheet for ``n`` players."""

    def __init__(self, n: int) -> None:
        self.n = n
        self.score = [FIRST_SCORE_COL + i for i in range(n)]
        self.settle = [FIRST_SCORE_COL + n + i for i in range(n)]
        self.balance = [FIRST_SCORE_COL + 2 * n + i for i in range(n)]
        self.note = FIRST_SCORE_COL + 3 * n
        self.last = self.note

    def row(self, index: int) -> int:
        """The row of hand ``index`` (0-based)."""
        return FIRST_HAND_ROW + index


def _draw_marker(players: Sequence[str], word: str = ENGLISH.draw_marker) -> str:
    """What the winner cell says for a drawn hand: a word no player is named."""
    taken = {p.casefold() for p in players}
    for marker in (word, f"({word})", f"- {word} -", "—"):
        if marker.casefold() not in taken:
            return marker
    return ""


def _penalty_marker(players: Sequence[str], word: str = ENGLISH.penalty_marker) -> str:
    """What the winner cell says for a penalty: a word no player is named."""
    taken = {p.casefold() for p in players}
    for marker in (word, f"({word})", f"- {word} -", "!"):
        if marker.casefold() not in taken:
            return marker
    return ""


def _penalty_settlements(res: HandResult, settle_cells: Sequence[str]) -> list[Any]:
    """Each player's settlement cell of a penalty: a number for a penalised player
    (what he pays), a formula for a player who receives it (his share of what the
    penalised pay), 0 for anyone else."""
    pen = res.record.penalty
    assert pen is not None
    paid = "+".join(settle_cells[j] for j in pen.payers)
    values: list[Any] = []
    for i in range(len(settle_cells)):
        if i in pen.payers:
            values.append(res.totals[i])
        elif i in pen.payees:
            values.append(f"=-({paid})/{len(pen.payees)}")
        else:
            values.append(0)
    return values


# --- the score sheet ---------------------------------------------------------------------

def _score_sheet(ws: Any, game: Game, results: list[HandResult], lay: _Layout,
                 lab: _Names) -> None:
    s = game.settings
    n = lay.n
    rs = game.ruleset
    draw = str(rs.settlement.get("draw", "void"))
    marker = _draw_marker(game.players, lab.draw_marker)
    penalty_marker = _penalty_marker(game.players, lab.penalty_marker)

    title = fill(lab.title_named, game.name) if game.name.strip() else lab.title
    if game.finished:
        title += " " + lab.finished
    _text(ws, TITLE_ROW, 1, title, _TITLE)

    # Column widths first: the header's merged cells wrap to them.
    name_width = _width([*game.players, marker, penalty_marker, lab.winner], 9, 22)
    widths = {HAND_COL: 6.0, WIND_COL: 7.0, EAST_COL: name_width, WINNER_COL: name_width,
              lay.note: 30.0}
    for i in range(n):
        width = _width([game.players[i], lab.settlement if i == 0 else "", "+10,000"], 9,
                       16)
        for cols in (lay.score, lay.settle, lay.balance):
            widths[cols[i]] = width
    # the header's labels on the right stand in the first balance column
    right = lay.balance[0]
    widths[right] = max(widths[right], _width([lab.rule_set, lab.east_double, lab.limit,
                                               lab.rounds], 9, 24) + 1)
    for col, width in widths.items():
        ws.column_dimensions[_col(col)].width = width

    left_span = (WINNER_COL, right - 2)
    right_span = (right + 1, lay.last)
    seats = ", ".join(f"{k} " + fill(lab.player_seat, p, lab.wind(w)) for k, (p, w) in
                      enumerate(zip(game.players, ("E", "S", "W", "N"), strict=False), 1))
    try:
        created: str | int | datetime = datetime.fromisoformat(game.created).replace(
            tzinfo=None)
    except ValueError:
        created = game.created
    header: list[tuple[int, int, str, tuple[int, int], str | int | datetime]] = [
        (2, 1, lab.date, left_span, created),
        (2, right, lab.rule_set, right_span, lab.ruleset_name(rs.name)),
        (3, 1, lab.players, (WINNER_COL, lay.last), seats),
        (4, 1, lab.convention, left_span, lab.convention_text(s.convention)),
        (4, right, lab.east_double, right_span,
         lab.east_double_unused if s.convention == "none"
         else lab.east_double_yes if s.east_double else lab.no),
        (5, 1, lab.start_balance, left_span, s.start_balance),
        (5, right, lab.limit, right_span, lab.none if s.limit is None else str(s.limit)),
        (6, 1, lab.drawn_hand_label, left_span, lab.draw_text(draw)),
        (6, right, lab.rounds, right_span, str(s.rounds)),
    ]
    header_lines: dict[int, int] = {}
    for row, col, label, (first, last_col), value in header:
        _text(ws, row, col, label, _BOLD, _LEFT)
        if isinstance(value, str):
            _text(ws, row, first, value, alignment=_WRAP)
            span = sum(widths[c] for c in range(first, last_col + 1))
            header_lines[row] = max(header_lines.get(row, 1), _lines(_clean(value), span))
            if header_lines[row] > 1:
                ws.row_dimensions[row].height = 15 * min(header_lines[row], 4)
        else:
            cell = ws.cell(row=row, column=first, value=value)
            cell.number_format = DATE_FORMAT if isinstance(value, datetime) \
                else BALANCE_FORMAT
            cell.alignment = _LEFT
        if last_col > first:
            ws.merge_cells(start_row=row, end_row=row, start_column=first,
                           end_column=last_col)

    # Column headings: a group row and a row of player names.
    for col, label in ((HAND_COL, lab.hand), (WIND_COL, lab.wind_heading),
                       (EAST_COL, lab.east), (WINNER_COL, lab.winner), (lay.note, lab.note)):
        _text(ws, GROUP_ROW, col, label, _BOLD, _CENTER)
        ws.merge_cells(start_row=GROUP_ROW, end_row=NAME_ROW, start_column=col,
                       end_column=col)
    for cols, label in ((lay.score, lab.score), (lay.settle, lab.settlement),
                        (lay.balance, lab.balance)):
        _text(ws, GROUP_ROW, cols[0], label, _BOLD, _CENTER)
        ws.merge_cells(start_row=GROUP_ROW, end_row=GROUP_ROW, start_column=cols[0],
                       end_column=cols[-1])
        for i, col in enumerate(cols):
            _text(ws, NAME_ROW, col, game.players[i], _BOLD, _CENTER)
    group_starts = {lay.score[0], lay.settle[0], lay.balance[0], lay.note}
    for row in (GROUP_ROW, NAME_ROW):
        for col in range(1, lay.last + 1):
            cell = ws.cell(row=row, column=col)
            cell.fill = _HEADER_FILL
            cell.border = Border(top=_THIN, bottom=_THIN,
                                 left=_MEDIUM if col in group_starts else _THIN,
                                 right=_THIN)

    void = draw == "void"
    score_letters = [_col(c) for c in lay.score]
    note_width = widths[lay.note]
    for k, res in enumerate(results):
        row = lay.row(k)
        ws.cell(row=row, column=HAND_COL, value=res.number).alignment = _CENTER
        _text(ws, row, WIND_COL, lab.wind(res.prevailing))
        # East and the winner by number (1 = the first name column): the formulas
        # compare positions, so names that look alike in a cell cannot mix up.
        ws.cell(row=row, column=EAST_COL, value=res.dealer + 1).alignment = _CENTER
        winner = res.record.winner
        pen = res.record.penalty
        if pen is None and winner is not None:
            ws.cell(row=row, column=WINNER_COL, value=winner + 1).alignment = _CENTER
        else:
            _text(ws, row, WINNER_COL, penalty_marker if pen is not None else marker,
                  alignment=_CENTER)
        refs = _Refs(points=tuple(f"{c}{row}" for c in score_letters),
                     winner=f"$D{row}", dealer=f"$C{row}")
        if pen is not None:
            cells = [f"{_col(lay.settle[i])}{row}" for i in range(n)]
            for i, value in enumerate(_penalty_settlements(res, cells)):
                ws.cell(row=row, column=lay.settle[i], value=value).number_format = \
                    SIGNED_FORMAT
                previous = START_BALANCE_CELL if k == 0 else \
                    f"{_col(lay.balance[i])}{row - 1}"
                _formula(ws, row, lay.balance[i],
                         f"={previous}+{_col(lay.settle[i])}{row}", BALANCE_FORMAT)
        for i in range(n if pen is None else 0):
            cell = ws.cell(row=row, column=lay.score[i], value=res.scores[i])
            cell.number_format = POINTS_FORMAT
            _formula(ws, row, lay.settle[i],
                     settlement_formula(refs, i, s.convention, s.east_double, void),
                     SIGNED_FORMAT)
            previous = START_BALANCE_CELL if k == 0 else \
                f"{_col(lay.balance[i])}{row - 1}"
            _formula(ws, row, lay.balance[i], f"={previous}+{_col(lay.settle[i])}{row}",
                     BALANCE_FORMAT)
        note = res.record.note
        if pen is not None:
            note = fill(lab.penalty_note, lab.penalty_text(pen, game.players, rs.penalties)) \
                + (f". {note}" if note else "")
        if res.problem is not None:
            note = fill(lab.problem_note, lab.message(res.problem)) \
                + (f". {note}" if note else "")
        if note:
            _text(ws, row, lay.note, note, alignment=_NOTE)
            lines = _lines(_clean(note), note_width - 1)
            if lines > 1:  # a long note: a taller row, every cell at its top
                ws.row_dimensions[row].height = 15 * min(lines, 6)
                for col in range(1, lay.note):
                    cell = ws.cell(row=row, column=col)
                    cell.alignment = Alignment(
                        horizontal=cell.alignment.horizontal, vertical="top",
                        shrink_to_fit=cell.alignment.shrink_to_fit)
        for col in group_starts:
            ws.cell(row=row, column=col).border = _B_GROUP

    # The totals row.
    total_row = lay.row(len(results))
    last = total_row - 1
    _text(ws, total_row, HAND_COL, lab.total, _BOLD)
    for i in range(n):
        sc, st = _col(lay.score[i]), _col(lay.settle[i])
        if results:
            _formula(ws, total_row, lay.score[i], f"=SUM({sc}{FIRST_HAND_ROW}:{sc}{last})",
                     POINTS_FORMAT, _BOLD)
            _formula(ws, total_row, lay.settle[i],
                     f"=SUM({st}{FIRST_HAND_ROW}:{st}{last})", SIGNED_FORMAT, _BOLD)
            _formula(ws, total_row, lay.balance[i],
                     f"={START_BALANCE_CELL}+SUM({st}{FIRST_HAND_ROW}:{st}{last})",
                     BALANCE_FORMAT, _BOLD)
        else:
            for col in (lay.score[i], lay.settle[i]):
                ws.cell(row=total_row, column=col, value=0).font = _BOLD
            _formula(ws, total_row, lay.balance[i], f"={START_BALANCE_CELL}",
                     BALANCE_FORMAT, _BOLD)
    for col in range(1, lay.last + 1):
        cell = ws.cell(row=total_row, column=col)
        cell.fill = _TOTAL_FILL
        cell.border = Border(top=Side(style="double", color="000000"), bottom=_THIN,
                             left=_MEDIUM if col in group_starts else None)
    how = (lab.how + " " + fill(lab.how_draw_void if void else lab.how_draw_settle, marker)
           + (" " + fill(lab.how_penalty, penalty_marker)
              if any(r.record.is_penalty for r in results) else ""))
    _text(ws, total_row + 2, 1, how, _ITALIC, _WRAP)
    ws.merge_cells(start_row=total_row + 2, end_row=total_row + 2, start_column=1,
                   end_column=lay.last)
    ws.row_dimensions[total_row + 2].height = 15 * _lines(how, sum(widths.values()))

    # Selecting an East or Winner cell shows what its numbers mean (any value is
    # allowed: a word in the Winner cell is a drawn hand).
    if results:
        numbers = ", ".join(f"{k} {_clean(p)[:40]}" for k, p in enumerate(game.players, 1))
        for col, title, rest in (
                (EAST_COL, lab.east, ""),
                (WINNER_COL, lab.winner, lab.number_hint_draw)):
            prompt = fill(lab.number_hint, numbers)[:250 - len(rest)] + rest
            tip = DataValidation(allow_blank=True, showInputMessage=True,
                                 promptTitle=title, prompt=prompt)
            tip.add(f"{_col(col)}{FIRST_HAND_ROW}:{_col(col)}{last}")
            ws.add_data_validation(tip)

    # The winner's score: bold on a coloured ground (follows the winner cell).
    if results:
        a, b = _col(lay.score[0]), _col(lay.score[-1])
        ws.conditional_formatting.add(
            f"{a}{FIRST_HAND_ROW}:{b}{last}",
            FormulaRule(formula=[f"$D{FIRST_HAND_ROW}=COLUMN({a}{FIRST_HAND_ROW})"
                                 f"-{FIRST_SCORE_COL - 1}"],
                        font=Font(bold=True), fill=_WINNER_FILL,
                        border=Border(left=_THIN, right=_THIN, top=_THIN, bottom=_THIN)))

    # Panes and printing.
    longest = max(_lines(p, widths[lay.score[i]], bold=True)
                  for i, p in enumerate(game.players))
    if longest > 1:
        ws.row_dimensions[NAME_ROW].height = 15 * min(longest, 4)
    ws.freeze_panes = f"{_col(FIRST_SCORE_COL)}{FIRST_HAND_ROW}"
    ws.print_area = f"A1:{_col(lay.last)}{total_row + 2}"
    _page_setup(ws, f"{GROUP_ROW}:{NAME_ROW}", lab.footer_page)


# --- the payments sheet -------------------------------------------------------------------

def _payments_sheet(ws: Any, game: Game, results: list[HandResult], lay: _Layout,
                    lab: _Names) -> None:
    s = game.settings
    n = lay.n
    void = str(game.ruleset.settlement.get("draw", "void")) == "void"
    sheet = lab.score_ref
    _text(ws, 1, 1, lab.payments_title, _TITLE)
    double = s.east_double and s.convention != "none"
    doubled = lab.east_doubled if double else ""
    convention = lab.convention_text(s.convention, long=True)
    explanation = fill(lab.payments_settlement, convention) + f"{doubled}. " \
        + lab.payments_how
    _text(ws, 2, 1, explanation, _ITALIC, _WRAP)
    ws.merge_cells(start_row=2, end_row=2, start_column=1, end_column=2 * n + 1)

    text_cols = [2 + 2 * i for i in range(n)]
    amount_cols = [3 + 2 * i for i in range(n)]
    texts: list[list[str]] = [[] for _ in game.players]
    name_cells = (f"{sheet}${_col(lay.score[0])}${NAME_ROW}:"
                  f"${_col(lay.score[-1])}${NAME_ROW}")
    blocks: list[tuple[int, int]] = []
    row = PAYMENTS_FIRST_ROW
    for k, res in enumerate(results):
        src = lay.row(k)
        seats = res.seating.seats
        winner = res.record.winner
        if res.record.is_penalty:
            total_row = _penalty_block(ws, game, res, row, src, lay, texts, lab)
            blocks.append((row, total_row))
            row = total_row + 2
            continue
        # The block's title follows the score sheet's hand number, wind, winner, East
        # (their names by their numbers; a winner that is no number as it is written).
        title = _joined(lab.hand_title, f"{sheet}$A{src}", f"{sheet}$B{src}",
                        _name_of(name_cells, f"{sheet}$D{src}"),
                        _name_of(name_cells, f"{sheet}$C{src}"))
        _formula(ws, row, 1, title, "@", _BOLD)
        names_row, seat_row, points_row = row + 1, row + 2, row + 3
        _text(ws, names_row, 1, lab.player)
        _text(ws, seat_row, 1, lab.seat)
        _text(ws, points_row, 1, lab.points, _BOLD)
        for i in range(n):
            tc, ac = text_cols[i], amount_cols[i]
            _text(ws, names_row, tc, game.players[i], _BOLD, _ACROSS)
            ws.cell(row=names_row, column=ac).alignment = _ACROSS
            marks = []
            if seats[i] == "E" and double:
                marks.append("×2")
            if winner == i:
                marks.append(lab.mahjong)
            label = lab.wind(seats[i]) + (f" ({', '.join(marks)})" if marks else "")
            _text(ws, seat_row, tc, label, alignment=_ACROSS)
            ws.cell(row=seat_row, column=ac).alignment = _ACROSS
            texts[i].append(label)
            cell = _formula(ws, points_row, ac, f"={sheet}{_col(lay.score[i])}{src}",
                            POINTS_FORMAT, _BOLD)
            if winner == i:
                cell.fill = _WINNER_CELL_FILL
                ws.cell(row=points_row, column=tc).fill = _WINNER_CELL_FILL
        for col in range(1, 2 * n + 2):
            ws.cell(row=names_row, column=col).fill = _HEADER_FILL
            ws.cell(row=seat_row, column=col).fill = _HEADER_FILL
        refs = _Refs(points=tuple(f"{_col(c)}{points_row}" for c in amount_cols),
                     winner=f"{sheet}$D{src}", dealer=f"{sheet}$C{src}")
        # One line per opponent, then the hand's total.
        by_seat = pair_lines(res.settlement)
        pair_rows = 0 if s.convention == "none" else n - 1
        total_row = points_row + pair_rows + 1
        for i in range(n):
            tc, ac = text_cols[i], amount_cols[i]
            others = [j for j in range(n) if j != i]
            lines = by_seat[seats[i]]
            for m in range(pair_rows):
                r = points_row + 1 + m
                j = others[m]
                if lines:
                    opponent, _amount, expression = lines[m]
                    text = f"{lab.seat_letter(opponent)}: {expression}"
                else:
                    text = f"{lab.seat_letter(seats[j])}: {lab.drawn_hand}"
                _text(ws, r, tc, text, alignment=_INDENT)
                texts[i].append(text)
                _formula(ws, r, ac, _void_draw(
                    refs, _pair_term(refs, i, j, s.convention, s.east_double), void),
                    SIGNED_FORMAT)
            if pair_rows:
                amounts = [a for _, a, _ in lines]
                text = "".join(f"{a:+d}" for a in amounts).lstrip("+") if lines \
                    else lab.drawn_hand
                total = f"=SUM({_col(ac)}{points_row + 1}:{_col(ac)}{total_row - 1})"
            else:
                text = lab.drawn_hand if winner is None and void else lab.kept
                total = settlement_formula(refs, i, s.convention, s.east_double, void)
            _text(ws, total_row, tc, text, alignment=_INDENT)
            texts[i].append(text)
            _formula(ws, total_row, ac, total, SIGNED_FORMAT, _BOLD)
        _block_frame(ws, lab, names_row, points_row, total_row, text_cols, pair_rows)
        blocks.append((row, total_row))
        row = total_row + 2
    if not results:
        _text(ws, row, 1, lab.no_hands, _ITALIC)

    # Widths: a name is centred across its two columns, so it may take both.
    widths = [12.0]
    ws.column_dimensions["A"].width = widths[0]
    for i in range(n):
        width = max(_width(texts[i], 12, 24), _width([game.players[i]], 0, 40) * 1.1 - 8)
        ws.column_dimensions[_col(text_cols[i])].width = width
        ws.column_dimensions[_col(amount_cols[i])].width = 8
        widths += [width, 8.0]
    head_height = 19.0 + 15.0 * _lines(explanation, sum(widths))
    ws.row_dimensions[2].height = head_height - 19.0
    _page_breaks(ws, blocks, widths, head_height)
    ws.freeze_panes = f"B{PAYMENTS_FIRST_ROW - 1}"
    _page_setup(ws, "1:2", lab.footer_page)


def _penalty_block(ws: Any, game: Game, res: HandResult, row: int, src: int,
                   lay: _Layout, texts: list[list[str]], lab: _Names) -> int:
    """The Payments block of a penalty (its first row ``row``, its hand's row ``src``
    on the score sheet): per player one line per opponent, the amount a formula over
    the penalised players' settlement cells. Returns its total row."""
    pen = res.record.penalty
    assert pen is not None
    n = lay.n
    sheet = lab.score_ref
    seats = res.seating.seats
    text_cols = [2 + 2 * i for i in range(n)]
    amount_cols = [3 + 2 * i for i in range(n)]
    what = lab.penalty_text(pen, game.players, game.ruleset.penalties)
    name_cells = (f"{sheet}${_col(lay.score[0])}${NAME_ROW}:"
                  f"${_col(lay.score[-1])}${NAME_ROW}")
    title = _joined(lab.penalty_title, f"{sheet}$A{src}", f"{sheet}$B{src}",
                    _name_of(name_cells, f"{sheet}$C{src}"), _quoted(what))
    _formula(ws, row, 1, title, "@", _BOLD)
    names_row, seat_row, points_row = row + 1, row + 2, row + 3
    _text(ws, names_row, 1, lab.player)
    _text(ws, seat_row, 1, lab.seat)
    _text(ws, points_row, 1, lab.penalty, _BOLD)
    settle = [f"{sheet}{_col(lay.settle[i])}{src}" for i in range(n)]
    for i in range(n):
        tc, ac = text_cols[i], amount_cols[i]
        _text(ws, names_row, tc, game.players[i], _BOLD, _ACROSS)
        ws.cell(row=names_row, column=ac).alignment = _ACROSS
        label = lab.wind(seats[i])
        _text(ws, seat_row, tc, label, alignment=_ACROSS)
        ws.cell(row=seat_row, column=ac).alignment = _ACROSS
        role = lab.pays if i in pen.payers else lab.receives if i in pen.payees else ""
        _text(ws, points_row, tc, role, _BOLD)
        texts[i] += [label, role]
    for col in range(1, 2 * n + 2):
        ws.cell(row=names_row, column=col).fill = _HEADER_FILL
        ws.cell(row=seat_row, column=col).fill = _HEADER_FILL
    lines = pair_lines(res.settlement)
    total_row = points_row + n
    q = len(pen.payees)
    for i in range(n):
        tc, ac = text_cols[i], amount_cols[i]
        others = [j for j in range(n) if j != i]
        for m, j in enumerate(others):
            r = points_row + 1 + m
            opponent, _amount, expression = lines[seats[i]][m]
            text = f"{lab.seat_letter(opponent)}: {expression}"
            if i in pen.payers and j in pen.payees:
                formula = f"={settle[i]}/{q}"
            elif i in pen.payees and j in pen.payers:
                formula = f"=-{settle[j]}/{q}"
            else:
                formula = "=0"
            _text(ws, r, tc, text, alignment=_INDENT)
            texts[i].append(text)
            _formula(ws, r, ac, formula, SIGNED_FORMAT)
        amounts = [a for _, a, _ in lines[seats[i]]]
        text = "".join(f"{a:+d}" for a in amounts).lstrip("+")
        _text(ws, total_row, tc, text, alignment=_INDENT)
        texts[i].append(text)
        _formula(ws, total_row, ac, f"=SUM({_col(ac)}{points_row + 1}:{_col(ac)}"
                                    f"{total_row - 1})", SIGNED_FORMAT, _BOLD)
    _block_frame(ws, lab, names_row, points_row, total_row, text_cols, n - 1)
    return total_row


def _block_frame(ws: Any, lab: _Names, names_row: int, points_row: int,
                 total_row: int, text_cols: Sequence[int], opponents: int) -> None:
    """The row labels and the lines of one hand's block on the Payments sheet: an
    "Opponent n" row under the points for each opponent, the hand total, a line left
    of each player's columns and one over the total."""
    for m in range(opponents):
        _text(ws, points_row + 1 + m, 1, fill(lab.opponent, m + 1))
    _text(ws, total_row, 1, lab.hand_total, _BOLD)
    for r in range(names_row, total_row):
        for col in text_cols:
            ws.cell(row=r, column=col).border = _B_LEFT
    for col in range(1, 2 * len(text_cols) + 2):
        ws.cell(row=total_row, column=col).border = \
            _B_TOP_LEFT if col in text_cols else _B_TOP


def _page_breaks(ws: Any, blocks: Sequence[tuple[int, int]], widths: Sequence[float],
                 head_height: float) -> None:
    """Start a new page before a hand's table that would not fit on the page, so
    that no table is cut in two. Heights in points; the printed page is A4 landscape
    with the margins of :func:`_page_setup`, scaled to fit its width."""
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


# --- the chart ----------------------------------------------------------------------------

def _chart_sheet(ws: Any, score_ws: Any, game: Game, results: list[HandResult],
                 lay: _Layout, lab: _Names) -> None:
    _text(ws, 1, 1, fill(lab.chart_title_named, game.name) if game.name.strip()
          else lab.chart_title, _TITLE)
    _text(ws, 2, 1, lab.chart_explained, _ITALIC)
    _page_setup(ws, None, lab.footer_page)
    if not results:
        _text(ws, 4, 1, lab.no_hands, _ITALIC)
        return
    last = lay.row(len(results) - 1)
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
    data = Reference(score_ws, min_col=lay.balance[0], max_col=lay.balance[-1],
                     min_row=NAME_ROW, max_row=last)
    chart.add_data(data, titles_from_data=True)
    chart.set_categories(Reference(score_ws, min_col=HAND_COL, min_row=FIRST_HAND_ROW,
                                   max_row=last))
    dashes = ("solid", "dash", "sysDot", "lgDashDot")
    for k, series in enumerate(chart.series):
        series.smooth = False
        series.marker.symbol = "none" if len(results) > 40 else "circle"
        series.graphicalProperties.line.width = 28575  # 2.25 pt
        series.graphicalProperties.line.dashStyle = dashes[k % len(dashes)]
    ws.add_chart(chart, "A4")


# --- the rules ----------------------------------------------------------------------------

def _rules_sheet(ws: Any, game: Game, lab: _Names) -> None:
    rs = game.ruleset
    s = game.settings
    rot, st = rs.rotation, rs.settlement
    _text(ws, 1, 1, fill(lab.rules_title, lab.ruleset_name(rs.name)), _TITLE)
    widths = {"A": 40, "B": 12, "C": 12, "D": 16, "E": 70, "F": 24}
    for letter, width in widths.items():
        ws.column_dimensions[letter].width = width
    row = 2
    description = lab.ruleset_description(" ".join(rs.description.split()))
    _text(ws, row, 1, description, alignment=_WRAP)
    ws.merge_cells(start_row=row, end_row=row, start_column=1, end_column=5)
    ws.row_dimensions[row].height = 15 * _lines(description, 140)
    row += 2
    limit = lab.none if s.limit is None else str(s.limit)
    nominal = lab.none if rs.nominal_limit is None else str(rs.nominal_limit)
    draw = str(st.get("draw", "void"))
    yes_no = lab.yes_no
    both = lab.in_game_and_ruleset
    facts: list[tuple[str, str]] = [
        (lab.rule_set, fill(lab.ruleset_id, lab.ruleset_name(rs.name), rs.id)),
        (lab.source, rs.source),
        (lab.tiles, f"{rs.tile_set.id}: {rs.tile_set.description}"),
        (lab.limit_in_game, limit),
        (lab.limit_of_ruleset, nominal + (f" ({rs.limit_source})"
                                          if rs.limit_source else "")),
        (lab.rounds_of_wind, fill(both, s.rounds, rot.get("rounds", 4))),
        (lab.keeps_on_win, yes_no(bool(rot.get("dealer_keeps_on_win", True)))),
        (lab.keeps_on_draw, yes_no(bool(rot.get("dealer_keeps_on_draw", True)))),
        (lab.keeps_on_penalty, yes_no(bool(rot.get("dealer_keeps_on_penalty", True)))),
        (lab.rotation_source, str(rot.get("source", ""))),
        (lab.settlement_in_game, lab.convention_text(s.convention, long=True)),
        (lab.settlement_of_ruleset, lab.convention_name(str(st.get("convention",
                                                                  "classic")))),
        (lab.east_pays_double, fill(both, yes_no(s.east_double),
                                    yes_no(bool(st.get("east_double", True))))),
        (lab.start_balance, fill(both, s.start_balance, st.get("start_balance", 0))),
        (lab.a_drawn_hand, lab.draw_text(draw)),
        (lab.settlement_source, str(st.get("source", ""))),
        (lab.score, lab.score_rule),
    ]
    for label, value in facts:
        _text(ws, row, 1, label, _BOLD, _LEFT)
        _text(ws, row, 2, value, alignment=_WRAP)
        ws.merge_cells(start_row=row, end_row=row, start_column=2, end_column=5)
        lines = _lines(value, 124)
        if lines > 1:
            ws.row_dimensions[row].height = 15 * lines
        row += 1
    row += 1
    header_row = row
    for col, label in enumerate((lab.rule, lab.value, lab.applies_to, lab.source,
                                 lab.source_text, lab.rule_id), 1):
        cell = _text(ws, row, col, label, _BOLD, _LEFT)
        cell.fill = _HEADER_FILL
        cell.border = Border(bottom=_THIN)
    row += 1
    for rule in rs.rules:
        quote = f"“{rule.quote}”" if rule.quote else ""
        if rule.note:
            quote = f"{quote} ({rule.note})" if quote else rule.note
        name = lab.rule_name(rule.name)
        values = (name, lab.rule_value(rule),
                  lab.every_hand if rule.applies == "all" else lab.the_winner,
                  rule.source, quote, rule.id)
        for col, value in enumerate(values, 1):
            _text(ws, row, col, value, alignment=_WRAP)
            ws.cell(row=row, column=col).border = Border(bottom=Side(style="hair",
                                                                      color="A6A6A6"))
        lines = max(_lines(quote, widths["E"]), _lines(name, widths["A"]),
                    _lines(rule.source, widths["D"]), _lines(rule.id, widths["F"]))
        if lines > 1:
            ws.row_dimensions[row].height = 15 * lines
        row += 1
    for pen in rs.penalties:
        value = lab.penalty_value(pen)
        amount = rs.penalty_amount(pen, len(game.players))
        if amount:
            value = fill(lab.in_this_game, value, amount)
        quote = f"“{pen.quote}”" if pen.quote else pen.note
        values = (fill(lab.penalty_rule, lab.rule_name(pen.name)), value,
                  lab.penalty_parties(pen), pen.source, quote, pen.id)
        for col, text in enumerate(values, 1):
            _text(ws, row, col, text, alignment=_WRAP)
            ws.cell(row=row, column=col).border = Border(bottom=Side(style="hair",
                                                                      color="A6A6A6"))
        lines = max(_lines(quote, widths["E"]), _lines(values[0], widths["A"]),
                    _lines(value, widths["B"]), _lines(values[2], widths["C"]))
        if lines > 1:
            ws.row_dimensions[row].height = 15 * lines
        row += 1
    if rs.notes:
        row += 1
        _text(ws, row, 1, lab.readings, _BOLD)
        row += 1
        for note in rs.notes:
            _text(ws, row, 1, f"• {note}", alignment=_WRAP)
            ws.merge_cells(start_row=row, end_row=row, start_column=1, end_column=5)
            ws.row_dimensions[row].height = 15 * _lines(note, 140)
            row += 1
    ws.freeze_panes = "A2"
    ws.print_area = f"A1:F{row}"
    _page_setup(ws, f"{header_row}:{header_row}", lab.footer_page)
