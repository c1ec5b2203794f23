"""The window's views over a Ponjan game (model and widget unit tests): the score
sheet model, the payment matrix, the balance chart, the printed report and its PDF,
each over a Game loaded from a database where E19 (``ponjan.md`` §8) and E4 (the
boss's 15 self-drawn) were recorded through the command line's API."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("PySide6.QtWidgets")
pytest.importorskip("PySide6.QtCharts")
pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument

from app.chart_view import BalanceChart
from app.payment_model import PaymentModel
from app.printing import export_pdf
from app.report import game_report_html
from app.sheet_model import GROUP_ROLE, SheetModel
from scoring.games.game import Game, HandRecord
from scoring.games.ponjan_game import ponjan_settings
from scoring.records.gamefile import load, save
from scoring.records.storage import Store
from tests.test_ponjan_game import E19, NONE, RULES, win
from tests.test_ponjan_game_properties import random_record
from tests.test_report import pdf_text

E4 = win(0, "(000r) 111r 000b", "0b")


def stored(tmp_path: Path, records: list[HandRecord], name: str = "E19") -> Game:
    """A Ponjan game recorded hand by hand in a database, then loaded from it."""
    with Store(tmp_path / "games.sqlite3") as store:
        game_id = store.create_game(Game(ponjan_settings(("A", "B", "C"), RULES),
                                         name=name))
        for record in records:
            store.record_hand(game_id, record)
        return store.load_game(game_id)


@pytest.fixture
def e19(tmp_path: Path) -> Game:
    return stored(tmp_path, [r for r, *_ in E19])


# --- the score sheet ----------------------------------------------------------------------

def test_sheet_model_of_e19(qtmodeltester: Any, e19: Game) -> None:
    model = SheetModel()
    model.set_game(e19)
    qtmodeltester.check(model)
    assert model.rowCount() == 7 and model.columnCount() == 3 + 3 * 3
    assert [model.headerData(model.column(p, 0), Qt.Orientation.Horizontal, GROUP_ROLE)
            for p in range(3)] == ["A", "B", "C"]
    hands = [model.index(row, 0).data() for row in range(6)]
    assert hands == ["1 R1", "2 R1", "3 R2", "4 R2", "5 R3", "6 R4"]
    assert [model.index(row, 2).data() for row in range(6)] == [
        "★ A, self-drawn", "★ B on A's discard", "drawn; tenpai: B",
        "drawn; tenpai: A, C", "★ A, self-drawn", "★ A on C's discard"]
    assert model.headerData(1, Qt.Orientation.Horizontal) == "Boss"
    scores = [[model.index(row, model.column(p, 0)).data() for p in range(3)]
              for row in range(6)]
    assert scores == [["★120", "", ""], ["", "★40", ""], ["", "tenpai", ""],
                      ["tenpai", "", "tenpai"], ["★20", "", ""], ["★60", "", ""]]
    for row, (_, _, deltas, after) in enumerate(E19):
        assert [model.index(row, model.column(p, 1)).data(Qt.ItemDataRole.UserRole)
                for p in range(3)] == list(deltas)
        assert [model.index(row, model.column(p, 2)).data(Qt.ItemDataRole.UserRole)
                for p in range(3)] == list(after)
    assert [model.index(6, model.column(p, 2)).data() for p in range(3)] == \
        ["410", "220", "120"]
    assert model.balances() == [410, 220, 120]
    tip = model.index(2, 0).data(Qt.ItemDataRole.ToolTipRole)
    assert tip == "Hand 3, round 2, B is the boss\ndrawn; tenpai: B"
    score_tip = model.index(0, model.column(0, 0)).data(Qt.ItemDataRole.ToolTipRole)
    assert score_tip.splitlines() == ["A, seat East", "Three Color: 2", "No Steals: 1",
                                      "Complete With Draw: 1",
                                      "Points 4: base 8 x 15 = 120"]


def test_sheet_model_shows_reach_and_ippatsu(qapp: Any, tmp_path: Path) -> None:
    record = win(1, "000r 111k 000b", "0b", discarder=2, flags=("reach", "ippatsu"))
    game = stored(tmp_path, [record])
    model = SheetModel()
    model.set_game(game)
    assert model.index(0, 2).data() == "★ B on C's discard (Ippatsu, Reach)"


# --- the payment matrix ---------------------------------------------------------------------

def matrix(model: PaymentModel) -> list[list[str]]:
    return [[model.index(r, c).data() for c in range(4)] for r in range(3)]


def test_payment_matrix_of_every_hand_of_e19(qtmodeltester: Any, e19: Game) -> None:
    model = PaymentModel()
    results = e19.replay()
    expected = [
        [["—", "", "", "+120"], ["60", "—", "", "-60"], ["60", "", "—", "-60"]],
        [["—", "40", "", "-40"], ["", "—", "", "+40"], ["", "", "—", "0"]],
        [["—", "15", "", "-15"], ["", "—", "", "+30"], ["", "15", "—", "-15"]],
        [["—", "", "", "+15"], ["15", "—", "15", "-30"], ["", "", "—", "+15"]],
        [["—", "", "", "+20"], ["10", "—", "", "-10"], ["10", "", "—", "-10"]],
        [["—", "", "", "+60"], ["", "—", "", "0"], ["60", "", "—", "-60"]],
    ]
    for result, want in zip(results, expected, strict=True):
        model.set_result(e19.players, result)
        qtmodeltester.check(model)
        assert matrix(model) == want, f"hand {result.number}"
    assert model.headerData(0, Qt.Orientation.Vertical) == "A pays"
    assert model.headerData(3, Qt.Orientation.Horizontal) == "Net"
    model.set_result(e19.players, results[0])
    assert model.index(1, 0).data(Qt.ItemDataRole.ToolTipRole) == "120/2 = 60"
    model.set_result(e19.players, results[1])
    assert model.index(0, 1).data(Qt.ItemDataRole.ToolTipRole) == "40"


def test_payment_matrix_of_the_boss_fifteen(qapp: Any, tmp_path: Path) -> None:
    """E4: each other player pays 7 (15/2 truncated); the boss's net is +15."""
    game = stored(tmp_path, [E4])
    model = PaymentModel()
    model.set_result(game.players, game.replay()[0])
    assert matrix(model) == [["—", "", "", "+15"], ["7", "—", "", "-7"],
                             ["7", "", "—", "-7"]]
    assert model.index(2, 0).data(Qt.ItemDataRole.ToolTipRole) == "15/2 = 7 (truncated)"


def test_payment_matrix_follows_the_program_over_random_matches(qapp: Any,
                                                                 tmp_path: Path) -> None:
    model = PaymentModel()
    for seed in range(8):
        rng = random.Random(seed)
        game = Game(ponjan_settings(("A", "B", "C"), RULES))
        while game.next_seating() is not None:
            record, _ = random_record(rng)
            game.check(record)
            game.hands.append(record)
        for result in game.replay():
            model.set_result(game.players, result)
            paid = [[0] * 3 for _ in range(3)]
            for p in result.detail.payments.payments:
                paid[p.payer][p.payee] += p.amount
            shown = [[int(model.index(r, c).data() or 0) if r != c else 0
                      for c in range(3)] for r in range(3)]
            assert shown == paid
            assert [int(model.index(r, 3).data()) for r in range(3)] == list(result.totals)


# --- the chart --------------------------------------------------------------------------

def test_chart_of_e19(qtbot: Any, e19: Game) -> None:
    chart = BalanceChart()
    qtbot.addWidget(chart)
    chart.set_game(e19)
    series = chart.series()
    assert [s.name() for s in series] == ["A", "B", "C"]
    for i, s in enumerate(series):
        points = [(round(p.x()), round(p.y())) for p in s.points()]
        assert points == [(0, 250)] + [(n + 1, after[i])
                                       for n, (*_, after) in enumerate(E19)]
    _x, y = chart.axes()
    assert y.min() <= 120 and y.max() >= 410


# --- the report and the PDF ------------------------------------------------------------------

def report_text(game: Game) -> str:
    doc = QTextDocument()
    doc.setHtml(game_report_html(game))
    return doc.toPlainText()


def test_report_of_e19(qapp: Any, e19: Game) -> None:
    text = report_text(e19)
    for words in ("Round", "Boss", "What happened", "A (East, boss)", "B (South)",
                  "rounded toward zero", "each noten player pays each tenpai player 15",
                  "drawn; tenpai: A, C", "B on A's discard",
                  "Hand 6 — Round 4 — Boss: A — A on C's discard, winning tile 0b",
                  "Three Color: 2; No Steals: 1; Points 3: base 4 x 15 = 60",
                  "120/2 = 60", "30/2 = 15"):
        assert words in text, words
    assert "East double" not in text and "Limit" not in text and "Wind" not in text


def test_report_escapes_what_players_typed(qapp: Any, tmp_path: Path) -> None:
    with Store(tmp_path / "g.sqlite3") as store:
        game_id = store.create_game(Game(ponjan_settings(("<b>A</b>", "=1+1", "C&D"),
                                                         RULES), name="<i>x</i>"))
        store.record_hand(game_id, HandRecord((NONE,) * 3, None, tenpai=frozenset({0}),
                                              note="<script>"))
        game = store.load_game(game_id)
    html = game_report_html(game)
    assert "<b>A</b>" not in html and "&lt;b&gt;A&lt;/b&gt;" in html
    assert "<script>" not in html
    assert "drawn; tenpai: <b>A</b>" in report_text(game)


def test_pdf_of_e19(qapp: Any, e19: Game, tmp_path: Path) -> None:
    save(e19, tmp_path / "e19.json")  # the game as its file keeps it
    game = load(tmp_path / "e19.json")
    path = tmp_path / "e19.pdf"
    pages = export_pdf(game, path)
    pdf, texts = pdf_text(path)
    assert pdf.pageCount() == pages >= 2
    size = pdf.pagePointSize(0)
    assert size.width() > size.height()  # landscape
    whole = " ".join(texts)
    assert "Page 1 of" in texts[0] and "E19" in texts[0]
    for words in ("410", "220", "120", "Boss: C", "drawn; tenpai: B", "A pays", "to C"):
        assert words in whole, words


def test_views_of_a_game_without_hands(qtbot: Any, tmp_path: Path) -> None:
    game = stored(tmp_path, [], name="")
    model = SheetModel()
    model.set_game(game)
    assert model.rowCount() == 0 and model.balances() == [250, 250, 250]
    chart = BalanceChart()
    qtbot.addWidget(chart)
    chart.set_game(game)
    assert [[(p.x(), p.y()) for p in s.points()] for s in chart.series()] == \
        [[(0.0, 250.0)]] * 3
    assert "No hands yet." in report_text(game)
    assert export_pdf(game, tmp_path / "empty.pdf") == 1
