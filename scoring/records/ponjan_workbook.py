"""The Excel export of a Ponjan game (``ponjan.md`` §6-§7), its arithmetic live.

:func:`scoring.records.workbook.build_workbook` hands a Ponjan game here. The four sheets are
those of every game (score sheet, payments, balances chart, rules), laid out for
Ponjan's three players:

``Score sheet``
    One row per hand: number, round, boss, winner, discarder, the score (what the
    winner gains), a tenpai mark per player, each player's change and balance, and
    a note; then a totals row. Winner, Discarder and Boss hold the player's number
    (1 for the first name column); a winner that is no player's number is a drawn
    hand, a discarder that is no player's number a self-draw; a tenpai mark is 1.
``Payments``
    Per hand, who pays whom (a 3 x 3 table) and each player's change.
``Balances``, ``Rules``
    The chart of the balances; the rule set's combinations, formula and match.

Every payment, change, balance and total is a formula over the cells a player would
change: the winner, the discarder, the score and the tenpai marks (and the start
balance and the tenpai payment in the header): a win on a discard costs the
discarder the score; a self-draw costs each other player ``TRUNC(score/2)`` while
the winner gains the whole score (so a boss's 15 is +15 against -7 and -7); at a
drawn hand each noten player pays each tenpai player the tenpai payment. Round and
Boss after the first hand are formulas too: the boss keeps the deal while his change
is positive, otherwise the next player is boss and the round goes up.

Plain Python and openpyxl, no Qt.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import TYPE_CHECKING, Any

from openpyxl.formatting.rule import FormulaRule  # type: ignore[import-untyped, unused-ignore]
from openpyxl.styles import Alignment, Border, Font, Side  # type: ignore[import-untyped, unused-ignore]
from openpyxl.worksheet.datavalidation import (  # type: ignore[import-untyped, unused-ignore]
    DataValidation,
)

from scoring.games.ponjan_game import PonjanKind
from scoring.records.workbook import (
    _B_GROUP,
    _BOLD,
    _CENTER,
    _HEADER_FILL,
    _ITALIC,
    _LEFT,
    _MEDIUM,
    _NOTE,
    _THIN,
    _TITLE,
    _TOTAL_FILL,
    _WINNER_FILL,
    _WRAP,
    BALANCE_FORMAT,
    DATE_FORMAT,
    FIRST_HAND_ROW,
    GROUP_ROW,
    NAME_ROW,
    PAYMENTS_FIRST_ROW,
    POINTS_FORMAT,
    SIGNED_FORMAT,
    TITLE_ROW,
    _chart_sheet,
    _clean,
    _col,
    _formula,
    _joined,
    _lines,
    _name_of,
    _Names,
    _page_breaks,
    _page_setup,
    _text,
    _width,
)
from scoring.records.workbook_labels import fill

if TYPE_CHECKING:
    from scoring.games.game import Game, HandResult

PLAYERS = 3
HAND_COL, ROUND_COL, BOSS_COL, WINNER_COL, DISCARDER_COL, SCORE_COL = 1, 2, 3, 4, 5, 6
FIRST_TENPAI_COL = 7
_RIGHT = Alignment(horizontal="right")
#: the header's value cells (the start balance as in the classical sheet)
START_BALANCE_CELL = "$D$5"


class PonjanLayout:
    """The columns of a Ponjan score sheet (three players)."""

    def __init__(self) -> None:
        n = PLAYERS
        self.n = n
        self.tenpai = [FIRST_TENPAI_COL + i for i in range(n)]
        self.change = [FIRST_TENPAI_COL + n + i for i in range(n)]
        self.balance = [FIRST_TENPAI_COL + 2 * n + i for i in range(n)]
        self.note = FIRST_TENPAI_COL + 3 * n
        self.last = self.note
        #: the tenpai payment's cell, right of its label in the header
        self.tenpai_payment_cell = f"${_col(self.balance[0] + 1)}$5"

    def row(self, index: int) -> int:
        return FIRST_HAND_ROW + index


def _numbers(cell: str) -> str:
    """TRUE when ``cell`` holds a player's number (1 to 3)."""
    return "OR(" + ",".join(f"{cell}={k}" for k in range(1, PLAYERS + 1)) + ")"


class _Cells:
    """The cells of one hand on the score sheet (A1 references, ``prefix`` the
    sheet's name in a formula when used from another sheet)."""

    def __init__(self, lay: PonjanLayout, row: int, prefix: str = "") -> None:
        self.winner = f"{prefix}${_col(WINNER_COL)}{row}"
        self.discarder = f"{prefix}${_col(DISCARDER_COL)}{row}"
        self.score = f"{prefix}${_col(SCORE_COL)}{row}"
        self.tenpai = [f"{prefix}${_col(c)}{row}" for c in lay.tenpai]
        self.change = [f"{prefix}${_col(c)}{row}" for c in lay.change]
        self.half = f"{prefix}{lay.tenpai_payment_cell}"


def change_formula(c: _Cells, i: int) -> str:
    """Player ``i``'s change in one hand (``ponjan.md`` §6) as a formula."""
    k = i + 1
    others = [j for j in range(PLAYERS) if j != i]
    ready = "+".join(f"({c.tenpai[j]}=1)" for j in others)
    noten = "+".join(f"({c.tenpai[j]}<>1)" for j in others)
    won = (f"IF({c.winner}={k},{c.score},IF({_numbers(c.discarder)},"
           f"IF({c.discarder}={k},-{c.score},0),-TRUNC({c.score}/2)))")
    drawn = f"IF({c.tenpai[i]}=1,{c.half}*({noten}),-{c.half}*({ready}))"
    return f"=IF({_numbers(c.winner)},{won},{drawn})"


def payment_formula(c: _Cells, payer: int, payee: int) -> str:
    """What ``payer`` pays ``payee`` in one hand, as a formula."""
    won = (f"IF({c.winner}={payee + 1},IF({_numbers(c.discarder)},"
           f"IF({c.discarder}={payer + 1},{c.score},0),TRUNC({c.score}/2)),0)")
    drawn = (f"IF(AND({c.tenpai[payee]}=1,{c.tenpai[payer]}<>1),{c.half},0)")
    return f"=IF({_numbers(c.winner)},{won},{drawn})"


def _marker(players: Sequence[str], word: str, last: str) -> str:
    """A word no player is named, for the winner or discarder cell."""
    taken = {p.casefold() for p in players}
    for marker in (word, f"({word})", f"- {word} -", last):
        if marker.casefold() not in taken:
            return marker
    return ""


def build_ponjan_workbook(game: Game, lab: _Names) -> Any:
    """The workbook of the Ponjan ``game`` (an ``openpyxl.Workbook``), not yet saved."""
    from openpyxl import Workbook  # type: ignore[import-untyped, unused-ignore]

    results = game.replay()
    wb = Workbook()
    wb.properties.creator = "Mahjong Score Sheet"
    wb.properties.title = _clean(game.name) or lab.title
    wb.calculation.fullCalcOnLoad = True
    lay = PonjanLayout()
    score_ws = wb.active
    score_ws.title = lab.score_sheet
    _score_sheet(score_ws, game, results, lay, lab)
    _payments_sheet(wb.create_sheet(lab.payments_sheet), game, results, lay, lab)
    _chart_sheet(wb.create_sheet(lab.chart_sheet), score_ws, game, results,
                 lay, lab)  # type: ignore[arg-type]
    _rules_sheet(wb.create_sheet(lab.rules_sheet), game, lab)
    return wb


# --- the score sheet ---------------------------------------------------------------------

def _score_sheet(ws: Any, game: Game, results: list[HandResult], lay: PonjanLayout,
                 lab: _Names) -> None:
    rules = _rules(game)
    draw = _marker(game.players, lab.draw_marker, "—")
    self_draw = _marker(game.players, lab.self_draw_marker, "~")
    title = fill(lab.title_named, game.name) if game.name.strip() else lab.title
    if game.finished:
        title += " " + lab.finished
    _text(ws, TITLE_ROW, 1, title, _TITLE)

    name_width = _width([*game.players, draw, self_draw, lab.discarder], 9, 22)
    widths = {HAND_COL: 6.0, ROUND_COL: 7.0, BOSS_COL: name_width,
              WINNER_COL: name_width, DISCARDER_COL: name_width, SCORE_COL: 9.0,
              lay.note: 30.0}
    for i in range(PLAYERS):
        width = _width([game.players[i], lab.settlement if i == 0 else "", "+10,000"],
                       9, 16)
        for cols in (lay.tenpai, lay.change, lay.balance):
            widths[cols[i]] = width
    right = lay.balance[0]
    widths[right] = max(widths[right], _width([lab.rule_set, lab.rounds,
                                               lab.tenpai_payment], 9, 24) + 1)
    for col, width in widths.items():
        ws.column_dimensions[_col(col)].width = width

    left_span = (WINNER_COL, right - 2)
    right_span = (right + 1, lay.last)
    boss = f", {lab.boss.lower()}"
    seats = ", ".join(
        f"{k} " + fill(lab.player_seat, p, lab.wind(w) + (boss if k == 1 else ""))
        for k, (p, w) in enumerate(zip(game.players, ("E", "S", "W"), strict=True), 1))
    try:
        created: str | int | datetime = datetime.fromisoformat(game.created).replace(
            tzinfo=None)
    except ValueError:
        created = game.created
    s = game.settings
    header: list[tuple[int, int, str, tuple[int, int], str | int | datetime]] = [
        (2, 1, lab.date, left_span, created),
        (2, right, lab.rule_set, right_span, lab.ruleset_name(rules.name)),
        (3, 1, lab.players, (WINNER_COL, lay.last), seats),
        (4, 1, lab.payments_label, left_span, lab.ponjan_payments),
        (4, right, lab.rounds, right_span, str(s.rounds)),
        (5, 1, lab.start_balance, left_span, s.start_balance),
        (5, right, lab.tenpai_payment, right_span, rules.tenpai_pool // 2),
        (6, 1, lab.drawn_hand_label, (WINNER_COL, lay.last), lab.ponjan_draw),
    ]
    header_lines: dict[int, int] = {}
    for row, col, label, (first, last_col), value in header:
        _text(ws, row, col, label, _BOLD, _LEFT)
        if isinstance(value, str):
            _text(ws, row, first, value, alignment=_WRAP)
            span = sum(widths.get(c, 9.0) for c in range(first, last_col + 1))
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
    for col, label in ((HAND_COL, lab.hand), (ROUND_COL, lab.round_heading),
                       (BOSS_COL, lab.boss), (WINNER_COL, lab.winner),
                       (DISCARDER_COL, lab.discarder), (SCORE_COL, lab.winner_gains),
                       (lay.note, lab.note)):
        _text(ws, GROUP_ROW, col, label, _BOLD, _CENTER)
        ws.merge_cells(start_row=GROUP_ROW, end_row=NAME_ROW, start_column=col,
                       end_column=col)
    for cols, label in ((lay.tenpai, lab.tenpai), (lay.change, lab.settlement),
                        (lay.balance, lab.balance)):
        _text(ws, GROUP_ROW, cols[0], label, _BOLD, _CENTER)
        ws.merge_cells(start_row=GROUP_ROW, end_row=GROUP_ROW, start_column=cols[0],
                       end_column=cols[-1])
        for i, col in enumerate(cols):
            _text(ws, NAME_ROW, col, game.players[i], _BOLD, _CENTER)
    group_starts = {lay.tenpai[0], lay.change[0], lay.balance[0], lay.note}
    for row in (GROUP_ROW, NAME_ROW):
        for col in range(1, lay.last + 1):
            cell = ws.cell(row=row, column=col)
            cell.fill = _HEADER_FILL
            cell.border = Border(top=_THIN, bottom=_THIN,
                                 left=_MEDIUM if col in group_starts else _THIN,
                                 right=_THIN)

    note_width = widths[lay.note]
    for k, res in enumerate(results):
        row = lay.row(k)
        ws.cell(row=row, column=HAND_COL, value=res.number).alignment = _CENTER
        if k == 0:  # the first round and boss; later ones follow the changes
            ws.cell(row=row, column=ROUND_COL, value=res.seating.round)
            ws.cell(row=row, column=BOSS_COL, value=res.dealer + 1)
        else:
            p = row - 1
            gained = (f"INDEX(${_col(lay.change[0])}{p}:${_col(lay.change[-1])}{p},1,"
                      f"$C{p})>0")
            ws.cell(row=row, column=ROUND_COL, value=f"=IF({gained},$B{p},$B{p}+1)")
            ws.cell(row=row, column=BOSS_COL,
                    value=f"=IF({gained},$C{p},MOD($C{p},{PLAYERS})+1)")
        for col in (ROUND_COL, BOSS_COL):
            ws.cell(row=row, column=col).alignment = _CENTER
        rec = res.record
        if rec.winner is None:
            _text(ws, row, WINNER_COL, draw, alignment=_CENTER)
        else:
            ws.cell(row=row, column=WINNER_COL, value=rec.winner + 1).alignment = _CENTER
            if rec.discarder is not None:
                ws.cell(row=row, column=DISCARDER_COL,
                        value=rec.discarder + 1).alignment = _CENTER
            else:
                _text(ws, row, DISCARDER_COL, self_draw, alignment=_CENTER)
        score = 0 if rec.winner is None else res.scores[rec.winner]
        ws.cell(row=row, column=SCORE_COL, value=score).number_format = POINTS_FORMAT
        for i in sorted(rec.tenpai):
            ws.cell(row=row, column=lay.tenpai[i], value=1).alignment = _CENTER
        cells = _Cells(lay, row)
        for i in range(PLAYERS):
            _formula(ws, row, lay.change[i], change_formula(cells, i), SIGNED_FORMAT)
            previous = START_BALANCE_CELL if k == 0 else \
                f"{_col(lay.balance[i])}{row - 1}"
            _formula(ws, row, lay.balance[i], f"={previous}+{_col(lay.change[i])}{row}",
                     BALANCE_FORMAT)
        if rec.note:
            _text(ws, row, lay.note, rec.note, alignment=_NOTE)
            lines = _lines(_clean(rec.note), note_width - 1)
            if lines > 1:
                ws.row_dimensions[row].height = 15 * min(lines, 6)
        for col in group_starts:
            ws.cell(row=row, column=col).border = _B_GROUP

    # The totals row.
    total_row = lay.row(len(results))
    last = total_row - 1
    _text(ws, total_row, HAND_COL, lab.total, _BOLD)
    for i in range(PLAYERS):
        ch = _col(lay.change[i])
        if results:
            _formula(ws, total_row, lay.change[i], f"=SUM({ch}{FIRST_HAND_ROW}:{ch}{last})",
                     SIGNED_FORMAT, _BOLD)
            _formula(ws, total_row, lay.balance[i],
                     f"={START_BALANCE_CELL}+SUM({ch}{FIRST_HAND_ROW}:{ch}{last})",
                     BALANCE_FORMAT, _BOLD)
        else:
            ws.cell(row=total_row, column=lay.change[i], value=0).font = _BOLD
            _formula(ws, total_row, lay.balance[i], f"={START_BALANCE_CELL}",
                     BALANCE_FORMAT, _BOLD)
    for col in range(1, lay.last + 1):
        cell = ws.cell(row=total_row, column=col)
        cell.fill = _TOTAL_FILL
        cell.border = Border(top=Side(style="double", color="000000"), bottom=_THIN,
                             left=_MEDIUM if col in group_starts else None)
    how = lab.ponjan_how + " " + fill(lab.ponjan_how_markers, draw, self_draw)
    _text(ws, total_row + 2, 1, how, _ITALIC, _WRAP)
    ws.merge_cells(start_row=total_row + 2, end_row=total_row + 2, start_column=1,
                   end_column=lay.last)
    ws.row_dimensions[total_row + 2].height = 15 * _lines(how, sum(widths.values()))

    if results:
        numbers = ", ".join(f"{k} {_clean(p)[:40]}" for k, p in enumerate(game.players, 1))
        for cells_ref, title, rest in (
                (f"C{FIRST_HAND_ROW}", lab.boss, ""),
                (f"D{FIRST_HAND_ROW}:D{last}", lab.winner, lab.number_hint_draw),
                (f"E{FIRST_HAND_ROW}:E{last}", lab.discarder, lab.number_hint_self_draw)):
            prompt = fill(lab.number_hint, numbers)[:250 - len(rest)] + rest
            tip = DataValidation(allow_blank=True, showInputMessage=True,
                                 promptTitle=title, prompt=prompt)
            tip.add(cells_ref)
            ws.add_data_validation(tip)
        tip = DataValidation(allow_blank=True, showInputMessage=True,
                             promptTitle=lab.tenpai, prompt=lab.tenpai_hint[:250])
        tip.add(f"{_col(lay.tenpai[0])}{FIRST_HAND_ROW}:{_col(lay.tenpai[-1])}{last}")
        ws.add_data_validation(tip)
        # The winner's change: bold on a coloured ground (follows the winner cell).
        a, b = _col(lay.change[0]), _col(lay.change[-1])
        ws.conditional_formatting.add(
            f"{a}{FIRST_HAND_ROW}:{b}{last}",
            FormulaRule(formula=[f"$D{FIRST_HAND_ROW}=COLUMN({a}{FIRST_HAND_ROW})"
                                 f"-{lay.change[0] - 1}"],
                        font=Font(bold=True), fill=_WINNER_FILL,
                        border=Border(left=_THIN, right=_THIN, top=_THIN, bottom=_THIN)))

    longest = max(_lines(p, widths[lay.tenpai[i]], bold=True)
                  for i, p in enumerate(game.players))
    if longest > 1:
        ws.row_dimensions[NAME_ROW].height = 15 * min(longest, 4)
    ws.freeze_panes = f"{_col(FIRST_TENPAI_COL)}{FIRST_HAND_ROW}"
    ws.print_area = f"A1:{_col(lay.last)}{total_row + 2}"
    _page_setup(ws, f"{GROUP_ROW}:{NAME_ROW}", lab.footer_page)


def _rules(game: Game) -> Any:
    kind = game.kind
    assert isinstance(kind, PonjanKind)
    return kind.rules


# --- the payments sheet -------------------------------------------------------------------

def _payments_sheet(ws: Any, game: Game, results: list[HandResult], lay: PonjanLayout,
                    lab: _Names) -> None:
    sheet = lab.score_ref
    _text(ws, 1, 1, lab.payments_title, _TITLE)
    explanation = f"{lab.payments_label}: {lab.ponjan_payments}; {lab.ponjan_draw}. " \
        + lab.ponjan_payments_how
    # the texts (the explanation, each hand as recorded) run over the tables and a
    # column to their right, so that they take few lines
    text_end = 2 + PLAYERS
    _text(ws, 2, 1, explanation, _ITALIC, _WRAP)
    ws.merge_cells(start_row=2, end_row=2, start_column=1, end_column=text_end)
    name_cells = (f"{sheet}${_col(lay.change[0])}${NAME_ROW}:"
                  f"${_col(lay.change[-1])}${NAME_ROW}")
    label_width = _width([fill(lab.pays_row, p) for p in game.players]
                         + [lab.change], 12, 40)
    amount_width = _width([fill(lab.to_column, p) for p in game.players], 12, 30)
    ws.column_dimensions["A"].width = label_width
    for i in range(PLAYERS):
        ws.column_dimensions[_col(2 + i)].width = amount_width
    ws.column_dimensions[_col(text_end)].width = 40
    widths = [label_width] + [amount_width] * PLAYERS + [40.0]
    span = sum(widths)
    blocks: list[tuple[int, int]] = []
    row = PAYMENTS_FIRST_ROW
    for k, res in enumerate(results):
        src = lay.row(k)
        cells = _Cells(lay, src, sheet)
        title = _joined(lab.ponjan_hand_title, f"{sheet}$A{src}", f"{sheet}$B{src}",
                        _name_of(name_cells, f"{sheet}$D{src}"),
                        _name_of(name_cells, f"{sheet}$C{src}"))
        _formula(ws, row, 1, title, "@", _BOLD)
        head = row + 1
        for i, p in enumerate(game.players):
            _text(ws, head, 2 + i, fill(lab.to_column, p), _BOLD, _RIGHT)
        for col in range(1, 2 + PLAYERS):
            ws.cell(row=head, column=col).fill = _HEADER_FILL
        for j, payer in enumerate(game.players):
            r = head + 1 + j
            _text(ws, r, 1, fill(lab.pays_row, payer))
            for i in range(PLAYERS):
                if i == j:
                    _text(ws, r, 2 + i, "—", alignment=_RIGHT)
                else:
                    _formula(ws, r, 2 + i, payment_formula(cells, j, i), POINTS_FORMAT)
        change_row = head + 1 + PLAYERS
        _text(ws, change_row, 1, lab.change, _BOLD)
        for i in range(PLAYERS):
            _formula(ws, change_row, 2 + i, f"={cells.change[i]}", SIGNED_FORMAT, _BOLD)
        for col in range(1, 2 + PLAYERS):
            cell = ws.cell(row=change_row, column=col)
            cell.fill = _TOTAL_FILL
            cell.border = Border(top=Side(style="thin", color="808080"))
        recorded = fill(lab.as_recorded, _recorded(game, res, lab))
        _text(ws, change_row + 1, 1, recorded, _ITALIC, _WRAP)
        ws.merge_cells(start_row=change_row + 1, end_row=change_row + 1, start_column=1,
                       end_column=text_end)
        lines = _lines(recorded, span)
        if lines > 1:
            ws.row_dimensions[change_row + 1].height = 15 * min(lines, 4)
        blocks.append((row, change_row + 1))
        row = change_row + 3
    if not results:
        _text(ws, row, 1, lab.no_hands, _ITALIC)
    head_height = 19.0 + 15.0 * _lines(explanation, span)
    ws.row_dimensions[2].height = head_height - 19.0
    _page_breaks(ws, blocks, widths, head_height)
    ws.freeze_panes = f"B{PAYMENTS_FIRST_ROW - 1}"
    _page_setup(ws, "1:2", lab.footer_page)


def _recorded(game: Game, res: HandResult, lab: _Names) -> str:
    """The hand's payments as recorded, in words: ``A pays B 40; ...``."""
    parts = []
    for p in res.detail.payments.payments:
        amount = p.expression if "=" in p.expression or p.expression == str(p.amount) \
            else f"{p.expression} = {p.amount}"
        parts.append(fill(lab.payment_text, game.players[p.payer], game.players[p.payee],
                          amount))
    return "; ".join(parts) or lab.nobody_pays


# --- the rules ----------------------------------------------------------------------------

def _rules_sheet(ws: Any, game: Game, lab: _Names) -> None:
    rs = _rules(game)
    s = game.settings
    _text(ws, 1, 1, fill(lab.rules_title, lab.ruleset_name(rs.name)), _TITLE)
    widths = {"A": 34, "B": 10, "C": 24, "D": 16, "E": 70, "F": 24}
    for letter, width in widths.items():
        ws.column_dimensions[letter].width = width
    row = 2
    description = lab.ruleset_description(" ".join(rs.description.split()))
    _text(ws, row, 1, description, alignment=_WRAP)
    ws.merge_cells(start_row=row, end_row=row, start_column=1, end_column=5)
    ws.row_dimensions[row].height = 15 * _lines(description, 140)
    row += 2
    both = lab.in_game_and_ruleset
    facts: list[tuple[str, str]] = [
        (lab.rule_set, fill(lab.ruleset_id, lab.ruleset_name(rs.name), rs.id)),
        (lab.source, rs.source),
        (lab.score_formula, lab.formula_code if rs.formula == "code"
         else lab.formula_readme),
        (lab.score, fill(lab.score_units, rs.unit, rs.boss_unit)),
        (lab.score_source, rs.score_source),
        (lab.payments_label, lab.ponjan_payments),
        (lab.a_drawn_hand, lab.ponjan_draw + f" ({lab.tenpai_payment}: "
         f"{rs.tenpai_pool // 2})"),
        (lab.start_balance, fill(both, s.start_balance, rs.start_balance)),
        (lab.rounds_of_boss, fill(both, s.rounds, rs.rounds)),
        (lab.match_source, rs.flow_source),
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
    for col, label in enumerate((lab.combination, lab.points, lab.also_called,
                                 lab.source, lab.source_text, lab.rule_id), 1):
        cell = _text(ws, row, col, label, _BOLD, _LEFT)
        cell.fill = _HEADER_FILL
        cell.border = Border(bottom=_THIN)
    row += 1
    for c in rs.rules:
        quote = f"“{c.quote}”" if c.quote else ""
        if c.note:
            quote = f"{quote} ({c.note})" if quote else c.note
        name = lab.rule_name(c.name)
        values = (name, str(c.points), ", ".join(c.aliases), c.source, quote, c.id)
        for col, value in enumerate(values, 1):
            _text(ws, row, col, value, alignment=_WRAP)
            ws.cell(row=row, column=col).border = Border(bottom=Side(style="hair",
                                                                      color="A6A6A6"))
        lines = max(_lines(quote, widths["E"]), _lines(name, widths["A"]),
                    _lines(values[2], widths["C"]), _lines(c.id, widths["F"]))
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
