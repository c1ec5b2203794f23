"""Penalties in the Excel workbook: a penalty row and its Payments block, recalculated by
LibreOffice and following an edit, in English and in other words."""

from __future__ import annotations

from pathlib import Path

from openpyxl import load_workbook

from scoring.records.workbook import write_workbook
from tests.test_penalties import sample_game
from tests.workbook_calc import needs_soffice, recalculate_one

# -- the workbook ------------------------------------------------------------------------

# the score sheet's columns for four players: scores E-H, settlements I-L, balances M-P
SETTLE, BALANCE, FIRST_ROW = "IJKL", "MNOP", 10


def test_workbook_penalty_rows(tmp_path: Path) -> None:
    game = sample_game()
    write_workbook(game, tmp_path / "g.xlsx")
    ws = load_workbook(tmp_path / "g.xlsx")["Score sheet"]
    row = FIRST_ROW + 1  # hand 2: Bo pays 498
    assert ws[f"D{row}"].value == "penalty"
    assert [ws[f"{c}{row}"].value for c in "EFGH"] == [None] * 4
    assert [ws[f"{c}{row}"].value for c in SETTLE] == [
        f"=-(J{row})/3", -498, f"=-(J{row})/3", f"=-(J{row})/3"]
    assert ws[f"M{row}"].value == f"=M{row - 1}+I{row}"
    assert ws[f"Q{row}"].value == ("Penalty: False Declaration of Mah Jongg by One Player: "
                                   "Bo pays 498; Anna, Cia and Dan get 166 each. 13 tiles")
    rules = load_workbook(tmp_path / "g.xlsx")["Rules"]
    texts = [c.value for c in rules["A"]]
    assert "Penalty: False Declaration of Mah Jongg by One Player" in texts
    assert "East keeps the deal after a penalty" in texts


@needs_soffice
def test_workbook_with_penalties_recalculates_and_follows_an_edit(tmp_path: Path) -> None:
    game = sample_game()
    results = game.replay()
    write_workbook(game, tmp_path / "g.xlsx")
    done = recalculate_one(tmp_path / "g.xlsx", tmp_path / "out")
    wb = load_workbook(done, data_only=True)
    ws, pay = wb["Score sheet"], wb["Payments"]
    for k, r in enumerate(results):
        row = FIRST_ROW + k
        assert [ws[f"{c}{row}"].value for c in SETTLE] == list(r.totals)
        assert [ws[f"{c}{row}"].value for c in BALANCE] == list(r.balances)
    totals = [[pay.cell(row=x, column=3 + 2 * i).value for i in range(4)]
              for x in range(1, pay.max_row + 1) if pay.cell(row=x, column=1).value ==
              "Hand total"]
    assert totals == [list(r.totals) for r in results]
    # Bo's penalty changed in the workbook: the others' shares and balances follow
    edit = load_workbook(tmp_path / "g.xlsx")
    edit["Score sheet"][f"J{FIRST_ROW + 1}"] = -300
    edit.save(tmp_path / "edited.xlsx")
    ws = load_workbook(recalculate_one(tmp_path / "edited.xlsx", tmp_path / "out2"),
                       data_only=True)["Score sheet"]
    assert [ws[f"{c}{FIRST_ROW + 1}"].value for c in SETTLE] == [100, -300, 100, 100]
    last = FIRST_ROW + len(results) - 1
    assert sum(ws[f"{c}{last}"].value for c in BALANCE) == 4 * 2000
    assert ws[f"M{last}"].value == results[-1].balances[0] - 166 + 100


@needs_soffice
def test_workbook_in_another_language_calculates_the_same(tmp_path: Path) -> None:
    """The formulas do not depend on the words: a workbook with other sheet names (an
    apostrophe in the score sheet's), markers and titles (with quotes) gives every
    number of the English one; its titles follow the score sheet."""
    from scoring.records.workbook_labels import WorkbookLabels
    game = sample_game()
    labels = WorkbookLabels(score_sheet="Bo's poänglista", payments_sheet="Betalningar",
                            draw_marker="oavgjord", penalty_marker="straff",
                            hand_title='Giv %1 ("%2"): vinnare %3, Öst %4',
                            penalty_title='Giv %1 ("%2"): straff, Öst %3. %4',
                            wind=lambda seat: {"E": "Öst"}.get(seat, seat))
    write_workbook(game, tmp_path / "en.xlsx")
    write_workbook(game, tmp_path / "sv.xlsx", labels)
    english = load_workbook(recalculate_one(tmp_path / "en.xlsx", tmp_path / "out-en"),
                            data_only=True)
    other = load_workbook(recalculate_one(tmp_path / "sv.xlsx", tmp_path / "out-sv"),
                          data_only=True)
    assert other.sheetnames == ["Bo's poänglista", "Betalningar", "Balances", "Rules"]
    numbers = 0
    for en_ws, sv_ws in zip(english.worksheets, other.worksheets, strict=True):
        for en_row, sv_row in zip(en_ws.iter_rows(), sv_ws.iter_rows(), strict=True):
            for en, sv in zip(en_row, sv_row, strict=True):
                if isinstance(en.value, int | float) and not isinstance(en.value, bool):
                    assert sv.value == en.value, f"{sv_ws.title}!{sv.coordinate}"
                    numbers += 1
    assert numbers > 100
    titles = [c.value for c in other["Betalningar"]["A"]
              if isinstance(c.value, str) and c.value.startswith("Giv ")]
    first = game.replay()[0]
    assert first.record.winner is not None
    assert titles[0] == (f'Giv 1 ("Öst"): vinnare {game.players[first.record.winner]}, '
                         f"Öst {game.players[first.dealer]}")
    assert any('straff, Öst' in t for t in titles)
