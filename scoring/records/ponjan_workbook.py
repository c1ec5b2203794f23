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

from typing import TYPE_CHECKING, Any

from openpyxl.worksheet.datavalidation import (  # type: ignore[import-untyped, unused-ignore]
    DataValidation,
)

from scoring.ponjan.payments import payment_arithmetic
from scoring.records.workbook import WRITERS
from scoring.records.workbook_labels import fill
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
    note_cell,
    number_hints,
    payments_head,
    payments_tail,
    rules_sheet,
    sheet_title,
    totals_row,
    winner_highlight,
)
from scoring.records.workbook_style import (
    B_TOP,
    BOLD,
    CENTER,
    HEADER_FILL,
    ITALIC,
    POINTS_FORMAT,
    RIGHT,
    SIGNED_FORMAT,
    TOTAL_FILL,
    WRAP,
    fit_width,
    letter,
    line_count,
    put_formula,
    put_text,
)

if TYPE_CHECKING:
    from scoring.games.game import Game, HandResult

PLAYERS = 3
HAND_COL, ROUND_COL, BOSS_COL, WINNER_COL, DISCARDER_COL, SCORE_COL = 1, 2, 3, 4, 5, 6
FIRST_TENPAI_COL = 7


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
        self.tenpai_payment_cell = f"${letter(self.balance[0] + 1)}$5"

    def row(self, index: int) -> int:
        return FIRST_HAND_ROW + index


def _numbers(cell: str) -> str:
    """TRUE when ``cell`` holds a player's number (1 to 3)."""
    return "OR(" + ",".join(f"{cell}={k}" for k in range(1, PLAYERS + 1)) + ")"


class _Cells:
    """The cells of one hand on the score sheet (A1 references, ``prefix`` the
    sheet's name in a formula when used from another sheet)."""

    def __init__(self, lay: PonjanLayout, row: int, prefix: str = "") -> None:
        self.winner = f"{prefix}${letter(WINNER_COL)}{row}"
        self.discarder = f"{prefix}${letter(DISCARDER_COL)}{row}"
        self.score = f"{prefix}${letter(SCORE_COL)}{row}"
        self.tenpai = [f"{prefix}${letter(c)}{row}" for c in lay.tenpai]
        self.change = [f"{prefix}${letter(c)}{row}" for c in lay.change]
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


def build_ponjan_workbook(game: Game, lab: SheetNames) -> Any:
    """The workbook of the Ponjan ``game`` (an ``openpyxl.Workbook``), not yet saved."""
    results = game.replay()
    lay = PonjanLayout()
    wb, score_ws, payments_ws, chart_ws, rules_ws = game_workbook(game, lab)
    _score_sheet(score_ws, game, results, lay, lab)
    _payments_sheet(payments_ws, game, results, lay, lab)
    chart_sheet(chart_ws, score_ws, game, len(results), lay.balance, lab)
    _rules_sheet(rules_ws, game, lab)
    return wb


# --- the score sheet ---------------------------------------------------------------------

def _score_sheet(ws: Any, game: Game, results: list[HandResult], lay: PonjanLayout,
                 lab: SheetNames) -> None:
    rules = _rules(game)
    draw = marker(game.players, lab.draw_marker, "—")
    self_draw = marker(game.players, lab.self_draw_marker, "~")
    sheet_title(ws, game, lab)

    name_width = fit_width([*game.players, draw, self_draw, lab.discarder], 9, 22)
    widths = {HAND_COL: 6.0, ROUND_COL: 7.0, BOSS_COL: name_width,
              WINNER_COL: name_width, DISCARDER_COL: name_width, SCORE_COL: 9.0,
              lay.note: 30.0}
    for i in range(PLAYERS):
        width = fit_width([game.players[i], lab.settlement if i == 0 else "", "+10,000"],
                          9, 16)
        for cols in (lay.tenpai, lay.change, lay.balance):
            widths[cols[i]] = width
    right = lay.balance[0]
    widths[right] = max(widths[right], fit_width([lab.rule_set, lab.rounds,
                                                  lab.tenpai_payment], 9, 24) + 1)
    for col, width in widths.items():
        ws.column_dimensions[letter(col)].width = width

    left_span = (WINNER_COL, right - 2)
    right_span = (right + 1, lay.last)
    boss = f", {lab.boss.lower()}"
    seats = ", ".join(
        f"{k} " + fill(lab.player_seat, p, lab.wind(w) + (boss if k == 1 else ""))
        for k, (p, w) in enumerate(zip(game.players, ("E", "S", "W"), strict=True), 1))
    s = game.settings
    header_block(ws, [
        (2, 1, lab.date, left_span, created(game)),
        (2, right, lab.rule_set, right_span, lab.ruleset_name(rules.name)),
        (3, 1, lab.players, (WINNER_COL, lay.last), seats),
        (4, 1, lab.payments_label, left_span, lab.ponjan_payments),
        (4, right, lab.rounds, right_span, str(s.rounds)),
        (5, 1, lab.start_balance, left_span, s.start_balance),
        (5, right, lab.tenpai_payment, right_span, rules.tenpai_pool // 2),
        (6, 1, lab.drawn_hand_label, (WINNER_COL, lay.last), lab.ponjan_draw),
    ], widths)
    group_starts = column_headings(
        ws, [(HAND_COL, lab.hand), (ROUND_COL, lab.round_heading), (BOSS_COL, lab.boss),
             (WINNER_COL, lab.winner), (DISCARDER_COL, lab.discarder),
             (SCORE_COL, lab.winner_gains), (lay.note, lab.note)],
        [(lay.tenpai, lab.tenpai), (lay.change, lab.settlement), (lay.balance, lab.balance)],
        game.players, lay.note, lay.last)

    for k, res in enumerate(results):
        row = lay.row(k)
        ws.cell(row=row, column=HAND_COL, value=res.number).alignment = CENTER
        if k == 0:  # the first round and boss; later ones follow the changes
            ws.cell(row=row, column=ROUND_COL, value=res.seating.round)
            ws.cell(row=row, column=BOSS_COL, value=res.dealer + 1)
        else:
            p = row - 1
            gained = (f"INDEX(${letter(lay.change[0])}{p}:${letter(lay.change[-1])}{p},1,"
                      f"$C{p})>0")
            ws.cell(row=row, column=ROUND_COL, value=f"=IF({gained},$B{p},$B{p}+1)")
            ws.cell(row=row, column=BOSS_COL,
                    value=f"=IF({gained},$C{p},MOD($C{p},{PLAYERS})+1)")
        for col in (ROUND_COL, BOSS_COL):
            ws.cell(row=row, column=col).alignment = CENTER
        rec = res.record
        if rec.winner is None:
            put_text(ws, row, WINNER_COL, draw, alignment=CENTER)
        else:
            ws.cell(row=row, column=WINNER_COL, value=rec.winner + 1).alignment = CENTER
            if rec.discarder is not None:
                ws.cell(row=row, column=DISCARDER_COL,
                        value=rec.discarder + 1).alignment = CENTER
            else:
                put_text(ws, row, DISCARDER_COL, self_draw, alignment=CENTER)
        score = 0 if rec.winner is None else res.scores[rec.winner]
        ws.cell(row=row, column=SCORE_COL, value=score).number_format = POINTS_FORMAT
        for i in sorted(rec.tenpai):
            ws.cell(row=row, column=lay.tenpai[i], value=1).alignment = CENTER
        cells = _Cells(lay, row)
        for i in range(PLAYERS):
            put_formula(ws, row, lay.change[i], change_formula(cells, i), SIGNED_FORMAT)
            balance_cell(ws, row, k, lay.balance[i], lay.change[i])
        if rec.note:
            note_cell(ws, row, lay.note, rec.note, widths[lay.note])
        group_lines(ws, row, group_starts)

    total_row = lay.row(len(results))
    last = total_row - 1
    totals_row(ws, lab, total_row, len(results), [(lay.change, SIGNED_FORMAT)],
               lay.change, lay.balance, lay.last, group_starts)
    how = lab.ponjan_how + " " + fill(lab.ponjan_how_markers, draw, self_draw)
    explanation_row(ws, total_row + 2, how, lay.last, sum(widths.values()))

    if results:
        number_hints(ws, game.players, lab, [
            (f"C{FIRST_HAND_ROW}", lab.boss, ""),
            (f"D{FIRST_HAND_ROW}:D{last}", lab.winner, lab.number_hint_draw),
            (f"E{FIRST_HAND_ROW}:E{last}", lab.discarder, lab.number_hint_self_draw)])
        tip = DataValidation(allow_blank=True, showInputMessage=True,
                             promptTitle=lab.tenpai, prompt=lab.tenpai_hint[:250])
        tip.add(f"{letter(lay.tenpai[0])}{FIRST_HAND_ROW}:{letter(lay.tenpai[-1])}{last}")
        ws.add_data_validation(tip)
        # The winner's change: bold on a coloured ground (follows the winner cell).
        winner_highlight(ws, lay.change, last)
    finish_score_sheet(ws, game.players, [widths[c] for c in lay.tenpai],
                       FIRST_TENPAI_COL, lay.last, total_row, lab)


def _rules(game: Game) -> Any:
    return game.kind.rules  # a Ponjan game's kind: PonjanRules


# --- the payments sheet -------------------------------------------------------------------

def _payments_sheet(ws: Any, game: Game, results: list[HandResult], lay: PonjanLayout,
                    lab: SheetNames) -> None:
    sheet = lab.score_ref
    explanation = f"{lab.payments_label}: {lab.ponjan_payments}; {lab.ponjan_draw}. " \
        + lab.ponjan_payments_how
    # the texts (the explanation, each hand as recorded) run over the tables and a
    # column to their right, so that they take few lines
    text_end = 2 + PLAYERS
    payments_head(ws, lab, explanation, text_end)
    name_cells = (f"{sheet}${letter(lay.change[0])}${NAME_ROW}:"
                  f"${letter(lay.change[-1])}${NAME_ROW}")
    label_width = fit_width([fill(lab.pays_row, p) for p in game.players]
                            + [lab.change], 12, 40)
    amount_width = fit_width([fill(lab.to_column, p) for p in game.players], 12, 30)
    ws.column_dimensions["A"].width = label_width
    for i in range(PLAYERS):
        ws.column_dimensions[letter(2 + i)].width = amount_width
    ws.column_dimensions[letter(text_end)].width = 40
    widths = [label_width] + [amount_width] * PLAYERS + [40.0]
    span = sum(widths)
    blocks: list[tuple[int, int]] = []
    row = PAYMENTS_FIRST_ROW
    for k, res in enumerate(results):
        src = lay.row(k)
        cells = _Cells(lay, src, sheet)
        block_title(ws, row, lab.ponjan_hand_title, sheet, src, name_cells)
        head = row + 1
        for i, p in enumerate(game.players):
            put_text(ws, head, 2 + i, fill(lab.to_column, p), BOLD, RIGHT)
        for col in range(1, 2 + PLAYERS):
            ws.cell(row=head, column=col).fill = HEADER_FILL
        for j, payer in enumerate(game.players):
            r = head + 1 + j
            put_text(ws, r, 1, fill(lab.pays_row, payer))
            for i in range(PLAYERS):
                if i == j:
                    put_text(ws, r, 2 + i, "—", alignment=RIGHT)
                else:
                    put_formula(ws, r, 2 + i, payment_formula(cells, j, i), POINTS_FORMAT)
        change_row = head + 1 + PLAYERS
        put_text(ws, change_row, 1, lab.change, BOLD)
        for i in range(PLAYERS):
            put_formula(ws, change_row, 2 + i, f"={cells.change[i]}", SIGNED_FORMAT, BOLD)
        for col in range(1, 2 + PLAYERS):
            cell = ws.cell(row=change_row, column=col)
            cell.fill = TOTAL_FILL
            cell.border = B_TOP
        recorded = fill(lab.as_recorded, _recorded(game, res, lab))
        put_text(ws, change_row + 1, 1, recorded, ITALIC, WRAP)
        ws.merge_cells(start_row=change_row + 1, end_row=change_row + 1, start_column=1,
                       end_column=text_end)
        lines = line_count(recorded, span)
        if lines > 1:
            ws.row_dimensions[change_row + 1].height = 15 * min(lines, 4)
        blocks.append((row, change_row + 1))
        row = change_row + 3
    payments_tail(ws, lab, row, len(results), blocks, widths, explanation)


def _recorded(game: Game, res: HandResult, lab: SheetNames) -> str:
    """The hand's payments as recorded, in words: ``A pays B 40; ...``."""
    parts = []
    for p in res.detail.payments.payments:
        amount = payment_arithmetic(p.expression, p.amount, lab.truncated)
        parts.append(fill(lab.payment_text, game.players[p.payer], game.players[p.payee],
                          amount))
    return "; ".join(parts) or lab.nobody_pays


# --- the rules ----------------------------------------------------------------------------

def _rules_sheet(ws: Any, game: Game, lab: SheetNames) -> None:
    rs = _rules(game)
    s = game.settings
    widths = {"A": 34, "B": 10, "C": 24, "D": 16, "E": 70, "F": 24}
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
    rows: list[tuple[tuple[str, ...], int]] = []
    for c in rs.rules:
        quote = f"“{c.quote}”" if c.quote else ""
        if c.note:
            quote = f"{quote} ({c.note})" if quote else c.note
        name = lab.rule_name(c.name)
        values = (name, str(c.points), ", ".join(c.aliases), c.source, quote, c.id)
        rows.append((values, max(line_count(quote, widths["E"]),
                                 line_count(name, widths["A"]),
                                 line_count(values[2], widths["C"]),
                                 line_count(c.id, widths["F"]))))
    rules_sheet(ws, lab, lab.ruleset_name(rs.name),
                lab.ruleset_description(" ".join(rs.description.split())), widths, facts,
                (lab.combination, lab.points, lab.also_called, lab.source,
                 lab.source_text, lab.rule_id), rows, rs.notes)


WRITERS["ponjan"] = build_ponjan_workbook
