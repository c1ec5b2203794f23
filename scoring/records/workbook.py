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

The Rules sheet of a classical game is written by :mod:`scoring.records.workbook_rules`.
What every game's workbook has (the sheets' frame, header block, headings, totals
row, chart, rules frame) is in :mod:`scoring.records.workbook_sheet`; the styles and
cell writers of every workbook are in :mod:`scoring.records.workbook_style`.

Plain Python and openpyxl, no Qt.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from openpyxl.styles import Alignment  # type: ignore[import-untyped, unused-ignore]

from scoring.games.game import Game, HandResult
from scoring.games.kinds import KINDS
from scoring.games.settlement import pair_lines
from scoring.records.workbook_labels import ENGLISH, WorkbookLabels, fill
from scoring.records.workbook_rules import classical_rules_sheet
from scoring.records.workbook_sheet import (
    FIRST_HAND_ROW,
    NAME_ROW,
    PAYMENTS_FIRST_ROW,
    SheetNames,
    balance_cell,
    block_title,
    chart_sheet,
    column_headings,
    created,
    explanation_row,
    finish_score_sheet,
    game_workbook,
    group_lines,
    header_block,
    marker,
    name_of,
    note_cell,
    number_hints,
    payments_head,
    payments_tail,
    sheet_title,
    totals_row,
    winner_highlight,
)
from scoring.records.workbook_style import (
    ACROSS,
    B_LEFT,
    B_TOP,
    B_TOP_LEFT,
    BOLD,
    CENTER,
    HEADER_FILL,
    INDENT,
    POINTS_FORMAT,
    SIGNED_FORMAT,
    WINNER_CELL_FILL,
    fit_width,
    joined,
    letter,
    put_formula,
    put_text,
    quoted,
    save_workbook,
)

# Score sheet columns (1-based).
HAND_COL, WIND_COL, EAST_COL, WINNER_COL = 1, 2, 3, 4
FIRST_SCORE_COL = 5


def write_workbook(game: Game, path: str | Path,
                   labels: WorkbookLabels = ENGLISH) -> None:
    """Write ``game`` as an .xlsx workbook to ``path`` (through a temporary file, so
    a failed write leaves no half-written file), in the words of ``labels``. Raises
    :class:`~scoring.records.workbook_style.WorkbookError` when the file cannot be
    written and a ``MahjongError`` when a hand cannot be scored."""
    save_workbook(build_workbook(game, labels), path)


def build_workbook(game: Game, labels: WorkbookLabels = ENGLISH) -> Any:
    """The workbook of ``game`` (an ``openpyxl.Workbook``), not yet saved: written
    by its kind's writer (:data:`WRITERS`; the module of a kind's writer, named by
    its entry in :data:`scoring.games.kinds.KINDS`, is loaded when one is written)."""
    name = game.kind.name
    if name not in WRITERS:
        importlib.import_module(KINDS[name].workbook)
    return WRITERS[name](game, SheetNames(labels))


def _classical_workbook(game: Game, lab: SheetNames) -> Any:
    """A classical game's workbook: the score sheet, the payments, the chart and the
    rules."""
    results = game.replay()
    layout = _Layout(len(game.players))
    wb, score_ws, payments_ws, chart_ws, rules_ws = game_workbook(game, lab)
    _score_sheet(score_ws, game, results, layout, lab)
    _payments_sheet(payments_ws, game, results, layout, lab)
    chart_sheet(chart_ws, score_ws, game, len(results), layout.balance, lab)
    classical_rules_sheet(rules_ws, game, lab)
    return wb


#: the workbook writer of each kind of game (:mod:`scoring.games.kinds`), by its name:
#: each writer's module puts it here when imported
WRITERS: dict[str, Callable[[Game, SheetNames], Any]] = {"classical": _classical_workbook}


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
                 lab: SheetNames) -> None:
    s = game.settings
    n = lay.n
    rs = game.ruleset
    draw = str(rs.settlement.get("draw", "void"))
    draw_marker = marker(game.players, lab.draw_marker, "—")
    penalty_marker = marker(game.players, lab.penalty_marker, "!")
    sheet_title(ws, game, lab)

    # Column widths first: the header's merged cells wrap to them.
    name_width = fit_width([*game.players, draw_marker, penalty_marker, lab.winner], 9, 22)
    widths = {HAND_COL: 6.0, WIND_COL: 7.0, EAST_COL: name_width, WINNER_COL: name_width,
              lay.note: 30.0}
    for i in range(n):
        width = fit_width([game.players[i], lab.settlement if i == 0 else "", "+10,000"],
                          9, 16)
        for cols in (lay.score, lay.settle, lay.balance):
            widths[cols[i]] = width
    # the header's labels on the right stand in the first balance column
    right = lay.balance[0]
    widths[right] = max(widths[right], fit_width([lab.rule_set, lab.east_double, lab.limit,
                                                  lab.rounds], 9, 24) + 1)
    for col, width in widths.items():
        ws.column_dimensions[letter(col)].width = width

    left_span = (WINNER_COL, right - 2)
    right_span = (right + 1, lay.last)
    seats = ", ".join(f"{k} " + fill(lab.player_seat, p, lab.wind(w)) for k, (p, w) in
                      enumerate(zip(game.players, ("E", "S", "W", "N"), strict=False), 1))
    header_block(ws, [
        (2, 1, lab.date, left_span, created(game)),
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
    ], widths)
    group_starts = column_headings(
        ws, [(HAND_COL, lab.hand), (WIND_COL, lab.wind_heading), (EAST_COL, lab.east),
             (WINNER_COL, lab.winner), (lay.note, lab.note)],
        [(lay.score, lab.score), (lay.settle, lab.settlement), (lay.balance, lab.balance)],
        game.players, lay.note, lay.last)

    void = draw == "void"
    score_letters = [letter(c) for c in lay.score]
    for k, res in enumerate(results):
        row = lay.row(k)
        ws.cell(row=row, column=HAND_COL, value=res.number).alignment = CENTER
        put_text(ws, row, WIND_COL, lab.wind(res.prevailing))
        # East and the winner by number (1 = the first name column): the formulas
        # compare positions, so names that look alike in a cell cannot mix up.
        ws.cell(row=row, column=EAST_COL, value=res.dealer + 1).alignment = CENTER
        winner = res.record.winner
        pen = res.record.penalty
        if pen is None and winner is not None:
            ws.cell(row=row, column=WINNER_COL, value=winner + 1).alignment = CENTER
        else:
            put_text(ws, row, WINNER_COL, penalty_marker if pen is not None else draw_marker,
                     alignment=CENTER)
        refs = _Refs(points=tuple(f"{c}{row}" for c in score_letters),
                     winner=f"$D{row}", dealer=f"$C{row}")
        if pen is not None:
            cells = [f"{letter(lay.settle[i])}{row}" for i in range(n)]
            for i, value in enumerate(_penalty_settlements(res, cells)):
                ws.cell(row=row, column=lay.settle[i], value=value).number_format = \
                    SIGNED_FORMAT
                balance_cell(ws, row, k, lay.balance[i], lay.settle[i])
        for i in range(n if pen is None else 0):
            cell = ws.cell(row=row, column=lay.score[i], value=res.scores[i])
            cell.number_format = POINTS_FORMAT
            put_formula(ws, row, lay.settle[i],
                        settlement_formula(refs, i, s.convention, s.east_double, void),
                        SIGNED_FORMAT)
            balance_cell(ws, row, k, lay.balance[i], lay.settle[i])
        note = res.record.note
        if pen is not None:
            note = fill(lab.penalty_note, lab.penalty_text(pen, game.players, rs.penalties)) \
                + (f". {note}" if note else "")
        if res.problem is not None:
            note = fill(lab.problem_note, lab.message(res.problem)) \
                + (f". {note}" if note else "")
        if note and note_cell(ws, row, lay.note, note, widths[lay.note]) > 1:
            # a long note: a taller row, every cell at its top
            for col in range(1, lay.note):
                cell = ws.cell(row=row, column=col)
                cell.alignment = Alignment(
                    horizontal=cell.alignment.horizontal, vertical="top",
                    shrink_to_fit=cell.alignment.shrink_to_fit)
        group_lines(ws, row, group_starts)

    total_row = lay.row(len(results))
    last = total_row - 1
    totals_row(ws, lab, total_row, len(results),
               [(lay.score, POINTS_FORMAT), (lay.settle, SIGNED_FORMAT)], lay.settle,
               lay.balance, lay.last, group_starts)
    how = (lab.how + " " + fill(lab.how_draw_void if void else lab.how_draw_settle,
                                draw_marker)
           + (" " + fill(lab.how_penalty, penalty_marker)
              if any(r.record.is_penalty for r in results) else ""))
    explanation_row(ws, total_row + 2, how, lay.last, sum(widths.values()))

    if results:
        # Selecting an East or Winner cell shows what its numbers mean (any value is
        # allowed: a word in the Winner cell is a drawn hand).
        number_hints(ws, game.players, lab, [
            (f"{letter(col)}{FIRST_HAND_ROW}:{letter(col)}{last}", title, rest)
            for col, title, rest in ((EAST_COL, lab.east, ""),
                                     (WINNER_COL, lab.winner, lab.number_hint_draw))])
        # The winner's score: bold on a coloured ground (follows the winner cell).
        winner_highlight(ws, lay.score, last)
    finish_score_sheet(ws, game.players, [widths[c] for c in lay.score], FIRST_SCORE_COL,
                       lay.last, total_row, lab)


# --- the payments sheet -------------------------------------------------------------------

def _payments_sheet(ws: Any, game: Game, results: list[HandResult], lay: _Layout,
                    lab: SheetNames) -> None:
    s = game.settings
    n = lay.n
    void = str(game.ruleset.settlement.get("draw", "void")) == "void"
    sheet = lab.score_ref
    double = s.east_double and s.convention != "none"
    doubled = lab.east_doubled if double else ""
    convention = lab.convention_text(s.convention, long=True)
    explanation = fill(lab.payments_settlement, convention) + f"{doubled}. " \
        + lab.payments_how
    payments_head(ws, lab, explanation, 2 * n + 1)

    text_cols = [2 + 2 * i for i in range(n)]
    amount_cols = [3 + 2 * i for i in range(n)]
    texts: list[list[str]] = [[] for _ in game.players]
    name_cells = (f"{sheet}${letter(lay.score[0])}${NAME_ROW}:"
                  f"${letter(lay.score[-1])}${NAME_ROW}")
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
        block_title(ws, row, lab.hand_title, sheet, src, name_cells)
        names_row, seat_row, points_row = row + 1, row + 2, row + 3
        put_text(ws, names_row, 1, lab.player)
        put_text(ws, seat_row, 1, lab.seat)
        put_text(ws, points_row, 1, lab.points, BOLD)
        for i in range(n):
            tc, ac = text_cols[i], amount_cols[i]
            put_text(ws, names_row, tc, game.players[i], BOLD, ACROSS)
            ws.cell(row=names_row, column=ac).alignment = ACROSS
            marks = []
            if seats[i] == "E" and double:
                marks.append("×2")
            if winner == i:
                marks.append(lab.mahjong)
            label = lab.wind(seats[i]) + (f" ({', '.join(marks)})" if marks else "")
            put_text(ws, seat_row, tc, label, alignment=ACROSS)
            ws.cell(row=seat_row, column=ac).alignment = ACROSS
            texts[i].append(label)
            cell = put_formula(ws, points_row, ac, f"={sheet}{letter(lay.score[i])}{src}",
                               POINTS_FORMAT, BOLD)
            if winner == i:
                cell.fill = WINNER_CELL_FILL
                ws.cell(row=points_row, column=tc).fill = WINNER_CELL_FILL
        _grey_heads(ws, names_row, seat_row, n)
        refs = _Refs(points=tuple(f"{letter(c)}{points_row}" for c in amount_cols),
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
                put_text(ws, r, tc, text, alignment=INDENT)
                texts[i].append(text)
                put_formula(ws, r, ac, _void_draw(
                    refs, _pair_term(refs, i, j, s.convention, s.east_double), void),
                    SIGNED_FORMAT)
            if pair_rows:
                amounts = [a for _, a, _ in lines]
                text = "".join(f"{a:+d}" for a in amounts).lstrip("+") if lines \
                    else lab.drawn_hand
                total = _column_sum(ac, points_row + 1, total_row - 1)
            else:
                text = lab.drawn_hand if winner is None and void else lab.kept
                total = settlement_formula(refs, i, s.convention, s.east_double, void)
            put_text(ws, total_row, tc, text, alignment=INDENT)
            texts[i].append(text)
            put_formula(ws, total_row, ac, total, SIGNED_FORMAT, BOLD)
        _block_frame(ws, lab, names_row, points_row, total_row, text_cols, pair_rows)
        blocks.append((row, total_row))
        row = total_row + 2

    # Widths: a name is centred across its two columns, so it may take both.
    widths = [12.0]
    ws.column_dimensions["A"].width = widths[0]
    for i in range(n):
        width = max(fit_width(texts[i], 12, 24),
                    fit_width([game.players[i]], 0, 40) * 1.1 - 8)
        ws.column_dimensions[letter(text_cols[i])].width = width
        ws.column_dimensions[letter(amount_cols[i])].width = 8
        widths += [width, 8.0]
    payments_tail(ws, lab, row, len(results), blocks, widths, explanation)


def _column_sum(col: int, first: int, last: int) -> str:
    """``=SUM(C5:C7)``: column ``col`` from row ``first`` to ``last``."""
    return f"=SUM({letter(col)}{first}:{letter(col)}{last})"


def _grey_heads(ws: Any, names_row: int, seat_row: int, n: int) -> None:
    """The rows of names and seats of a block: grey across the block's columns."""
    for col in range(1, 2 * n + 2):
        ws.cell(row=names_row, column=col).fill = HEADER_FILL
        ws.cell(row=seat_row, column=col).fill = HEADER_FILL


def _penalty_block(ws: Any, game: Game, res: HandResult, row: int, src: int,
                   lay: _Layout, texts: list[list[str]], lab: SheetNames) -> int:
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
    name_cells = (f"{sheet}${letter(lay.score[0])}${NAME_ROW}:"
                  f"${letter(lay.score[-1])}${NAME_ROW}")
    title = joined(lab.penalty_title, f"{sheet}$A{src}", f"{sheet}$B{src}",
                   name_of(name_cells, f"{sheet}$C{src}"), quoted(what))
    put_formula(ws, row, 1, title, "@", BOLD)
    names_row, seat_row, points_row = row + 1, row + 2, row + 3
    put_text(ws, names_row, 1, lab.player)
    put_text(ws, seat_row, 1, lab.seat)
    put_text(ws, points_row, 1, lab.penalty, BOLD)
    settle = [f"{sheet}{letter(lay.settle[i])}{src}" for i in range(n)]
    for i in range(n):
        tc, ac = text_cols[i], amount_cols[i]
        put_text(ws, names_row, tc, game.players[i], BOLD, ACROSS)
        ws.cell(row=names_row, column=ac).alignment = ACROSS
        label = lab.wind(seats[i])
        put_text(ws, seat_row, tc, label, alignment=ACROSS)
        ws.cell(row=seat_row, column=ac).alignment = ACROSS
        role = lab.pays if i in pen.payers else lab.receives if i in pen.payees else ""
        put_text(ws, points_row, tc, role, BOLD)
        texts[i] += [label, role]
    _grey_heads(ws, names_row, seat_row, n)
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
            put_text(ws, r, tc, text, alignment=INDENT)
            texts[i].append(text)
            put_formula(ws, r, ac, formula, SIGNED_FORMAT)
        amounts = [a for _, a, _ in lines[seats[i]]]
        text = "".join(f"{a:+d}" for a in amounts).lstrip("+")
        put_text(ws, total_row, tc, text, alignment=INDENT)
        texts[i].append(text)
        put_formula(ws, total_row, ac, _column_sum(ac, points_row + 1, total_row - 1),
                    SIGNED_FORMAT, BOLD)
    _block_frame(ws, lab, names_row, points_row, total_row, text_cols, n - 1)
    return total_row


def _block_frame(ws: Any, lab: SheetNames, names_row: int, points_row: int,
                 total_row: int, text_cols: Sequence[int], opponents: int) -> None:
    """The row labels and the lines of one hand's block on the Payments sheet: an
    "Opponent n" row under the points for each opponent, the hand total, a line left
    of each player's columns and one over the total."""
    for m in range(opponents):
        put_text(ws, points_row + 1 + m, 1, fill(lab.opponent, m + 1))
    put_text(ws, total_row, 1, lab.hand_total, BOLD)
    for r in range(names_row, total_row):
        for col in text_cols:
            ws.cell(row=r, column=col).border = B_LEFT
    for col in range(1, 2 * len(text_cols) + 2):
        ws.cell(row=total_row, column=col).border = \
            B_TOP_LEFT if col in text_cols else B_TOP
