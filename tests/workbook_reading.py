"""Reading an exported workbook back as a user reads it (the score sheet and the Payments
blocks found by their headings), and checking what it says against the engine: shared
by the workbook tests."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from openpyxl.cell.cell import ILLEGAL_CHARACTERS_RE

from scoring.games.game import Game
from scoring.games.settlement import pair_lines
from scoring.records.workbook_sheet import PAYMENTS_SHEET, SCORE_SHEET
from tests.workbook_calc import Getter


@dataclass
class HandRow:
    row: int
    number: int
    east: Any  # the player's number, 1 for the first name column
    winner: Any  # the same, or a word for a drawn hand or a penalty
    scores: list[Any]
    settlements: list[Any]
    balances: list[Any]


@dataclass
class ScoreSheet:
    names: list[str]
    name_row: int
    score_cols: list[int]
    hands: list[HandRow]
    total_row: int
    totals: tuple[list[Any], list[Any], list[Any]]


def read_score_sheet(layout: Any, value: Getter, n: int) -> ScoreSheet:
    """Find the table by its headings in ``layout`` (an openpyxl workbook); read the
    values with ``value``."""
    ws = layout[SCORE_SHEET]
    group = next(r for r in range(1, 30) if ws.cell(row=r, column=1).value == "Hand")
    groups = {ws.cell(row=group, column=c).value: c for c in range(1, 40)}
    score, settle_, balance = groups["Score"], groups["Settlement"], groups["Balance"]
    assert settle_ == score + n and balance == settle_ + n
    names = [ws.cell(row=group + 1, column=score + i).value for i in range(n)]
    hands = []
    row = group + 2
    while isinstance(ws.cell(row=row, column=1).value, int):
        def block(start: int, r: int = row) -> list[Any]:
            return [value(SCORE_SHEET, r, start + i) for i in range(n)]
        hands.append(HandRow(row, ws.cell(row=row, column=1).value,
                             value(SCORE_SHEET, row, 3), value(SCORE_SHEET, row, 4),
                             block(score), block(settle_), block(balance)))
        row += 1
    assert ws.cell(row=row, column=1).value == "Total"
    scores, settlements, balances = ([value(SCORE_SHEET, row, c + i) for i in range(n)]
                                     for c in (score, settle_, balance))
    return ScoreSheet(names, group + 1, [score + i for i in range(n)], hands, row,
                      (scores, settlements, balances))


@dataclass
class PaymentBlock:
    points: list[Any]
    texts: list[list[str]]  # per player, per opponent line
    amounts: list[list[Any]]
    totals: list[Any]


def read_payments(layout: Any, value: Getter, n: int) -> list[PaymentBlock]:
    ws = layout[PAYMENTS_SHEET]
    blocks = []
    for row in range(1, ws.max_row + 1):
        if ws.cell(row=row, column=1).value != "Points":
            continue
        end = row + 1
        while ws.cell(row=end, column=1).value != "Hand total":
            end += 1
        amount_cols = [3 + 2 * i for i in range(n)]
        blocks.append(PaymentBlock(
            points=[value(PAYMENTS_SHEET, row, c) for c in amount_cols],
            texts=[[ws.cell(row=r, column=c - 1).value for r in range(row + 1, end)]
                   for c in amount_cols],
            amounts=[[value(PAYMENTS_SHEET, r, c) for r in range(row + 1, end)]
                     for c in amount_cols],
            totals=[value(PAYMENTS_SHEET, end, c) for c in amount_cols]))
    return blocks


def player_names(wb: Any) -> list[str]:
    """The names over the score columns of the score sheet."""
    ws = wb[SCORE_SHEET]
    group = next(r for r in range(1, 30) if ws.cell(row=r, column=1).value == "Hand")
    score = next(c for c in range(1, 40) if ws.cell(row=group, column=c).value == "Score")
    settle_col = next(c for c in range(1, 40)
                      if ws.cell(row=group, column=c).value == "Settlement")
    return [ws.cell(row=group + 1, column=c).value for c in range(score, settle_col)]


def check_against_engine(game: Game, layout: Any, value: Getter) -> None:
    """Every settlement, balance and total of both sheets is the engine's."""
    n = len(game.players)
    results = game.replay()
    sheet = read_score_sheet(layout, value, n)
    # The names as a cell holds them (control characters shown as '?'), alike or not.
    assert sheet.names == [ILLEGAL_CHARACTERS_RE.sub("?", p) for p in game.players]
    assert len(sheet.hands) == len(results)
    # A drawn hand's winner cell says "draw", or the first of its other forms that no
    # player is called (the module's docstring: a word no player is called).
    taken = {p.casefold() for p in game.players}
    draw = next(w for w in ("draw", "(draw)", "- draw -", "\u2014") if w not in taken)
    for row, res in zip(sheet.hands, results, strict=True):
        assert row.number == res.number
        assert row.east == res.dealer + 1
        winner = res.record.winner
        assert res.record.penalty is None  # these games have no penalty row
        assert row.winner == (winner + 1 if winner is not None else draw), f"hand {row.number}"
        assert row.scores == list(res.scores)
        assert row.settlements == list(res.totals), f"hand {res.number}"
        assert row.balances == list(res.balances), f"hand {res.number}"
    scores, settlements, balances = sheet.totals
    assert scores == [sum(r.scores[i] for r in results) for i in range(n)]
    assert settlements == [sum(r.totals[i] for r in results) for i in range(n)]
    final = results[-1].balances if results else (game.settings.start_balance,) * n
    assert balances == list(final)

    blocks = read_payments(layout, value, n)
    assert len(blocks) == len(results)
    for block, res in zip(blocks, results, strict=True):
        assert block.points == list(res.scores)
        assert block.totals == list(res.totals), f"payments of hand {res.number}"
        lines = pair_lines(res.settlement)
        for i, seat in enumerate(res.seating.seats):
            if lines[seat]:
                assert block.amounts[i] == [amount for _, amount, _ in lines[seat]]
                assert block.texts[i] == [f"{opp}: {expr}" for opp, _, expr in lines[seat]]
            else:
                assert all(a == 0 for a in block.amounts[i])
