"""The workbook of a Ponjan game (``ponjan.md`` §6-§8): its formulas, recalculated by
LibreOffice (and by the ``formulas`` package), give the program's changes, balances,
rounds, bosses and payments, for E19 and for random matches; edited in the file
(winner, discarder, score, tenpai marks) they follow the payments of §6; and
``mahjong-score sheet`` writes it."""

from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from openpyxl import load_workbook

from scoring.cli.main import main
from scoring.games.game import Game, HandRecord
from scoring.ponjan.flow import FIRST, next_position
from scoring.ponjan.payments import draw_payments, win_payments
from scoring.records.gamefile import save
from scoring.records.workbook import write_workbook
from scoring.records.workbook_sheet import PAYMENTS_SHEET, SCORE_SHEET
from tests.test_ponjan_game import E19, NONE, new_game, win
from tests.test_ponjan_game_properties import random_record
from tests.workbook_calc import (
    Getter,
    cell_values,
    edited_copy,
    formulas_values,
    libreoffice_values,
    needs_soffice,
    recalculate_games,
    write_games,
)


def e19() -> Game:
    game = new_game()
    game.hands = [r for r, *_ in E19]
    return game


def boss_fifteen() -> Game:
    """E4 (the boss's 15 self-drawn: +15, -7, -7), a discard win on the boss, a drawn
    hand with nobody tenpai and one with all three tenpai."""
    game = new_game()
    game.name = "E4 and friends"
    game.hands = [win(0, "(000r) 111r 000b", "0b"),
                  win(1, "000r 111k 000b", "0b", discarder=0),
                  HandRecord((NONE,) * 3, None),
                  HandRecord((NONE,) * 3, None, tenpai=frozenset({0, 1, 2})),
                  win(2, "(000r) 111r 000b", "0b")]
    return game


def random_game(seed: int) -> Game:
    """A random match of 4 rounds (random wins from scoring.ponjan.sample and random
    drawn hands), played until it ends."""
    rng = random.Random(seed)
    game = new_game()
    game.name = f"random {seed}"
    while game.next_seating() is not None:
        record, _ = random_record(rng)
        game.check(record)
        game.hands.append(record)
    return game


GAMES = {"e19": e19, "boss_fifteen": boss_fifteen,
         **{f"random_{s}": (lambda s=s: random_game(s)) for s in (1, 2, 3, 4, 5, 6)}}


# --- reading the sheets back, as a user reads them ----------------------------------------

@dataclass
class Row:
    row: int
    number: int
    round: Any
    boss: Any
    winner: Any
    discarder: Any
    score: Any
    tenpai: list[Any]
    changes: list[Any]
    balances: list[Any]


def _columns(layout: Any) -> tuple[int, dict[str, int]]:
    ws = layout[SCORE_SHEET]
    group = next(r for r in range(1, 30) if ws.cell(row=r, column=1).value == "Hand")
    return group, {ws.cell(row=group, column=c).value: c for c in range(1, 40)
                   if ws.cell(row=group, column=c).value}


def read_rows(layout: Any, value: Getter) -> tuple[list[Row], list[Any], list[Any]]:
    """The hand rows, then the totals row's changes and balances."""
    ws = layout[SCORE_SHEET]
    group, cols = _columns(layout)
    assert [ws.cell(row=group + 1, column=cols["Tenpai"] + i).value for i in range(3)] \
        == ["A", "B", "C"]

    def three(row: int, heading: str) -> list[Any]:
        return [value(SCORE_SHEET, row, cols[heading] + i) for i in range(3)]

    rows = []
    row = group + 2
    while isinstance(ws.cell(row=row, column=1).value, int):
        rows.append(Row(row, ws.cell(row=row, column=1).value,
                        *(value(SCORE_SHEET, row, cols[h]) for h in
                          ("Round", "Boss", "Winner", "Discarder", "Score")),
                        three(row, "Tenpai"), three(row, "Settlement"),
                        three(row, "Balance")))
        row += 1
    assert ws.cell(row=row, column=1).value == "Total"
    return rows, three(row, "Settlement"), three(row, "Balance")


def read_matrices(layout: Any, value: Getter) -> list[tuple[list[list[Any]], list[Any]]]:
    """Per hand on the Payments sheet: who pays whom (rows payers, columns payees;
    0 on the diagonal) and the changes."""
    ws = layout[PAYMENTS_SHEET]
    out = []
    for row in range(1, ws.max_row + 1):
        if ws.cell(row=row, column=1).value != "A pays":
            continue
        matrix = [[0 if i == j else value(PAYMENTS_SHEET, row + j, 2 + i) for i in range(3)]
                  for j in range(3)]
        assert [ws.cell(row=row + j, column=1 + 1 + j).value for j in range(3)] == ["—"] * 3
        assert ws.cell(row=row + 3, column=1).value == "Change"
        out.append((matrix, [value(PAYMENTS_SHEET, row + 3, 2 + i) for i in range(3)]))
    return out


def program_matrix(game: Game) -> list[list[list[int]]]:
    out = []
    for res in game.replay():
        matrix = [[0] * 3 for _ in range(3)]
        for p in res.detail.payments.payments:
            matrix[p.payer][p.payee] += p.amount
        out.append(matrix)
    return out


def check_against_program(game: Game, layout: Any, value: Getter) -> None:
    results = game.replay()
    rows, totals, finals = read_rows(layout, value)
    assert len(rows) == len(results)
    for row, res in zip(rows, results, strict=True):
        where = f"hand {res.number}"
        assert (row.round, row.boss) == (res.seating.round, res.dealer + 1), where
        assert row.changes == list(res.totals), where
        assert row.balances == list(res.balances), where
    assert totals == [sum(r.totals[i] for r in results) for i in range(3)]
    assert finals == list(results[-1].balances)
    matrices = read_matrices(layout, value)
    assert [m for m, _ in matrices] == program_matrix(game)
    assert [c for _, c in matrices] == [list(r.totals) for r in results]


@pytest.fixture(scope="module")
def written(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[Game, Path]]:
    return write_games(GAMES, tmp_path_factory.mktemp("pjxlsx"))


@pytest.fixture(scope="module")
def recalculated(written: dict[str, tuple[Game, Path]],
                 tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    return recalculate_games(written, tmp_path_factory.mktemp("pjrecalc"))


def test_the_random_games_cover_every_kind_of_hand(
        written: dict[str, tuple[Game, Path]]) -> None:
    records = [r for game, _ in written.values() for r in game.hands]
    assert any(r.winner is not None and r.discarder is None for r in records)
    assert any(r.discarder is not None for r in records)
    assert any(r.winner is None and 0 < len(r.tenpai) < 3 for r in records)
    assert any(r.winner is None and len(r.tenpai) in (0, 3) for r in records)
    fifteen = [res for game, _ in written.values() for res in game.replay()
               if sum(res.totals) != 0]
    assert fifteen and all(res.totals[res.dealer] == 15 for res in fifteen)


@needs_soffice
@pytest.mark.parametrize("name", list(GAMES))
def test_libreoffice_recalculation_matches_the_program(
        name: str, written: dict[str, tuple[Game, Path]],
        recalculated: dict[str, Path]) -> None:
    game, path = written[name]
    check_against_program(game, load_workbook(path),
                          cell_values(load_workbook(recalculated[name], data_only=True)))


@needs_soffice
def test_e19_reads_410_220_120_in_libreoffice(recalculated: dict[str, Path]) -> None:
    values = load_workbook(recalculated["e19"], data_only=True)
    rows, _totals, finals = read_rows(values, cell_values(values))
    assert finals == [410, 220, 120]
    assert [r.balances for r in rows] == [list(a) for _, _, _, a in E19]
    assert [(r.round, r.boss - 1) for r in rows] == [p for _, p, _, _ in E19]


@pytest.mark.parametrize("name", ["e19", "boss_fifteen", "random_1"])
def test_formulas_package_matches_the_program(
        name: str, written: dict[str, tuple[Game, Path]]) -> None:
    game, path = written[name]
    check_against_program(game, load_workbook(path), formulas_values(path))


# --- editing the file as a user would ----------------------------------------------------

def _edit(path: Path, out: Path) -> None:
    """E19 changed in the file as typed in Excel: hand 1 self-drawn by B (the deal
    passes), hand 2 won by C on B's discard for 80, hand 3 with A and B tenpai, hand 5
    a discard win (discarder B) instead of a self-draw, hand 6 a self-draw of 15."""
    wb = load_workbook(path)
    ws = wb[SCORE_SHEET]
    rows, _, _ = read_rows(wb, cell_values(wb))
    _, cols = _columns(wb)
    h = [r.row for r in rows]
    ws.cell(row=h[0], column=cols["Winner"]).value = 2
    ws.cell(row=h[1], column=cols["Winner"]).value = 3
    ws.cell(row=h[1], column=cols["Discarder"]).value = 2
    ws.cell(row=h[1], column=cols["Score"]).value = 80
    ws.cell(row=h[2], column=cols["Tenpai"]).value = 1  # A and B tenpai now
    ws.cell(row=h[4], column=cols["Discarder"]).value = 2
    ws.cell(row=h[5], column=cols["Discarder"]).value = "self-draw"
    ws.cell(row=h[5], column=cols["Score"]).value = 15
    wb.save(out)


def expected_after_edit(edited: Path) -> tuple[list[tuple[int, int]], list[list[int]],
                                               list[list[int]]]:
    """Rounds and bosses, changes and balances from the edited cells, through
    scoring.ponjan.payments and scoring.ponjan.flow."""
    wb = load_workbook(edited)
    rows, _, _ = read_rows(wb, cell_values(wb))
    pos = FIRST
    balances = [250] * 3
    positions, changes, after = [], [], []
    for row in rows:
        players = (1, 2, 3)
        if row.winner in players:
            discarder = row.discarder - 1 if row.discarder in players else None
            pay = win_payments(row.winner - 1, int(row.score), discarder)
        else:
            pay = draw_payments({i for i in range(3) if row.tenpai[i] == 1})
        positions.append((pos.round, pos.boss + 1))
        changes.append(list(pay.changes))
        balances = [b + c for b, c in zip(balances, pay.changes, strict=True)]
        after.append(list(balances))
        pos = next_position(pos, pay.changes[pos.boss] > 0, 4)
    return positions, changes, after


def _check_edit(game: Game, edited: Path, value: Getter) -> None:
    positions, changes, balances = expected_after_edit(edited)
    rows, totals, finals = read_rows(load_workbook(edited), value)
    assert [(r.round, r.boss) for r in rows] == positions
    assert [r.changes for r in rows] == changes
    assert [r.balances for r in rows] == balances
    assert finals == balances[-1]
    assert totals == [sum(c[i] for c in changes) for i in range(3)]
    assert [c for _, c in read_matrices(load_workbook(edited), value)] == changes
    # the edit changed the changes, the bosses and the result
    assert changes != [list(r.totals) for r in game.replay()]
    assert positions != [(r.seating.round, r.dealer + 1) for r in game.replay()]
    assert [-7, -7, 15] in (sorted(c) for c in changes)  # the truncated halves


@needs_soffice
def test_editing_winner_discarder_score_and_tenpai_in_libreoffice(
        written: dict[str, tuple[Game, Path]], tmp_path: Path) -> None:
    game, path = written["e19"]
    edited = edited_copy(path, tmp_path, _edit)
    _check_edit(game, edited, libreoffice_values(edited, tmp_path))


def test_editing_with_the_formulas_package(written: dict[str, tuple[Game, Path]],
                                           tmp_path: Path) -> None:
    game, path = written["e19"]
    edited = edited_copy(path, tmp_path, _edit)
    _check_edit(game, edited, formulas_values(edited))


# --- the file itself ----------------------------------------------------------------------

def test_every_change_balance_and_payment_is_a_formula(
        written: dict[str, tuple[Game, Path]]) -> None:
    _game, path = written["e19"]
    wb = load_workbook(path)
    rows, totals, finals = read_rows(wb, cell_values(wb))
    for row in rows:
        assert all(str(v).startswith("=") for v in row.changes + row.balances)
    assert all(str(v).startswith("=") for v in totals + finals)
    assert all(str(r.round).startswith("=") and str(r.boss).startswith("=")
               for r in rows[1:])
    assert (rows[0].round, rows[0].boss) == (1, 1)
    # what a player edits is a value: winner, discarder, score, tenpai marks
    assert [(r.winner, r.discarder, r.score, r.tenpai) for r in rows] == [
        (1, "self-draw", 120, [None] * 3), (2, 1, 40, [None] * 3),
        ("draw", None, 0, [None, 1, None]), ("draw", None, 0, [1, None, 1]),
        (1, "self-draw", 20, [None] * 3), (1, 3, 60, [None] * 3)]
    for matrix, changes in read_matrices(wb, cell_values(wb)):
        assert all(str(v).startswith("=") for line in matrix for v in line if v != 0)
        assert all(str(v).startswith("=") for v in changes)


def test_the_sheets_explain_ponjan(written: dict[str, tuple[Game, Path]]) -> None:
    _game, path = written["e19"]
    wb = load_workbook(path)
    assert wb.sheetnames == ["Score sheet", "Payments", "Balances", "Rules"]
    ws = wb[SCORE_SHEET]
    texts = " ".join(str(c.value) for row in ws.iter_rows() for c in row if c.value)
    assert "1 A (East, boss), 2 B (South), 3 C (West)" in texts
    assert "rounded toward zero" in texts and "tenpai payment" in texts
    tips = {dv.promptTitle: dv.prompt for dv in ws.data_validations.dataValidation}
    assert tips["Discarder"].endswith("1 A, 2 B, 3 C; anything else: a self-draw")
    assert tips["Tenpai"] == "1: tenpai at a drawn hand; empty: not tenpai"
    pay = wb[PAYMENTS_SHEET]
    recorded = [pay.cell(row=r, column=1).value for r in range(1, pay.max_row + 1)
                if str(pay.cell(row=r, column=1).value).startswith("As recorded")]
    assert recorded[0] == "As recorded: B pays A 120/2 = 60; C pays A 120/2 = 60"
    assert recorded[1] == "As recorded: A pays B 40"
    assert len(wb["Balances"]._charts) == 1
    rules = wb["Rules"]
    names = [rules.cell(row=r, column=1).value for r in range(1, rules.max_row + 1)]
    assert "All Same Id" in names and "Reach" in names
    assert "Readings of the source" in names


def test_boss_fifteen_is_written_as_the_program_pays_it(
        written: dict[str, tuple[Game, Path]]) -> None:
    game, path = written["boss_fifteen"]
    wb = load_workbook(path)
    pay = wb[PAYMENTS_SHEET]
    first = next(pay.cell(row=r, column=1).value for r in range(1, pay.max_row + 1)
                 if str(pay.cell(row=r, column=1).value).startswith("As recorded"))
    assert first == "As recorded: B pays A 15/2 = 7 (truncated); C pays A 15/2 = 7 " \
                    "(truncated)"
    assert game.replay()[0].totals == (15, -7, -7)


# --- the command line -----------------------------------------------------------------------

def test_cli_sheet_writes_a_ponjan_game(tmp_path: Path, capsys: pytest.CaptureFixture[str]
                                        ) -> None:
    save(e19(), tmp_path / "e19.json")
    code = main(["sheet", str(tmp_path / "e19.json"), "--xlsx", str(tmp_path / "e19.xlsx")])
    assert code == 0, capsys.readouterr().err
    assert capsys.readouterr().out == f"6 hands written to {tmp_path / 'e19.xlsx'}\n"
    wb = load_workbook(tmp_path / "e19.xlsx")
    rows, _, _ = read_rows(wb, cell_values(wb))
    assert [r.number for r in rows] == [1, 2, 3, 4, 5, 6]


def test_a_game_without_hands_and_names_like_formulas(tmp_path: Path) -> None:
    """No hands: the sheets say so and the balances are the start balance; names that
    look like formulas stay text, in the headings and in the Payments sheet's words."""
    from scoring.games.ponjan_game import ponjan_settings
    from tests.test_ponjan_game import RULES
    empty = Game(ponjan_settings(("=1+1", "B", "@C"), RULES))
    write_workbook(empty, tmp_path / "empty.xlsx")
    wb = load_workbook(tmp_path / "empty.xlsx")
    rows, totals, finals = read_rows_named(wb, ["=1+1", "B", "@C"])
    assert rows == [] and totals == [0, 0, 0] and finals == ["=$D$5"] * 3
    assert wb[PAYMENTS_SHEET].cell(row=4, column=1).value == "No hands yet."
    game = Game(ponjan_settings(("=1+1", "B", "@C"), RULES), hands=[r for r, *_ in E19])
    write_workbook(game, tmp_path / "names.xlsx")
    wb = load_workbook(tmp_path / "names.xlsx")
    ws = wb[SCORE_SHEET]
    names = [c for row in ws.iter_rows() for c in row if c.value in ("=1+1", "@C")]
    assert names and all(c.data_type == "s" for c in names)
    pay = wb[PAYMENTS_SHEET]
    payer = next(c for row in pay.iter_rows() for c in row if c.value == "=1+1 pays")
    assert payer.data_type == "s"
    values = formulas_values(tmp_path / "names.xlsx")
    _, _, finals = read_rows_named(wb, ["=1+1", "B", "@C"], values)
    assert finals == [410, 220, 120]


def read_rows_named(wb: Any, names: list[str], value: Getter | None = None
                    ) -> tuple[list[Row], list[Any], list[Any]]:
    """:func:`read_rows` for players not called A, B and C."""
    ws = wb[SCORE_SHEET]
    group, cols = _columns(wb)
    assert [ws.cell(row=group + 1, column=cols["Tenpai"] + i).value for i in range(3)] \
        == names
    for i, name in enumerate(["A", "B", "C"]):  # read_rows checks the names A, B, C
        ws.cell(row=group + 1, column=cols["Tenpai"] + i).value = name
    try:
        return read_rows(wb, value or cell_values(wb))
    finally:
        for i, name in enumerate(names):
            ws.cell(row=group + 1, column=cols["Tenpai"] + i).value = name
