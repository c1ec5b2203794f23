"""The printable report, the PDF export, the print preview and the balance chart."""

from __future__ import annotations

import html
import re
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("PySide6.QtWidgets")
pytest.importorskip("PySide6.QtCharts")
pytest.importorskip("pytestqt")

from pypdf import PdfReader
from PySide6.QtCore import QSizeF
from PySide6.QtGui import QPageLayout, QPainter, QPdfWriter, QTextCursor, QTextDocument, QTextTable
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog

from app.chart_view import BalanceChart, balance_points, nice_step
from app.printing import (
    PdfExportError,
    a4_landscape,
    export_pdf,
    paint_report,
    preview_dialog,
    report_document,
)
from app.report import game_report_html
from app.report_html import WINNER_MARK, signed
from scoring.games.game import Entry, Game, GameSettings, HandRecord
from scoring.games.settlement import pair_lines
from scoring.rules.ruleset import load_ruleset, parse_ruleset

PLAYERS = ("Anna", "Bo", "Cia", "Dan")
WIN_HAND = "123m 456m 789s 555p 22s"  # wins on 2s under every built-in rule set


def typed(winner: int | None, *scores: int, note: str = "") -> HandRecord:
    return HandRecord(tuple(Entry(score=s) for s in scores), winner, note=note)


def build_game(rules: str = "swedish", players: tuple[str, ...] = PLAYERS,
               draw: str | None = None, **overrides: Any) -> Game:
    """A game built in code: tile entries, typed scores, drawn hands, notes."""
    rs = load_ruleset(rules)
    if draw is not None:
        rs = parse_ruleset(rs.text.replace('draw = "void"', f'draw = "{draw}"'), rules)
    game = Game(GameSettings.for_ruleset(players, rs, **overrides))
    game.name = "Friday club"
    n = len(players)
    hands = [
        HandRecord((Entry(score=16), Entry(score=8), Entry(WIN_HAND), Entry(score=26))[:n],
                   2 % n, "2s", note="first hand"),
        typed(None, *(4, 0, 8, 2)[:n]),
        HandRecord((Entry(WIN_HAND), Entry("(555p) (777z)"), Entry(score=0),
                    Entry(score=2))[:n], 0, "2s", "wall"),
        typed(1, *(4, 120, 8, 36)[:n]),
        typed(3 % n, *(0, 12, 20, 48)[:n]),
        typed(0, *(300, 16, 8, 4)[:n], note="a limit hand"),
        typed(None, *(2, 4, 6, 8)[:n]),
        typed(2 % n, *(10, 0, 64, 12)[:n]),
    ]
    game.hands = hands
    return game


GAMES = {
    "swedish-differences": lambda: build_game("swedish"),
    "norwegian-classic": lambda: build_game("norwegian"),
    "norwegian-classic-settled-draw": lambda: build_game("norwegian", draw="settle"),
    "swedish-none": lambda: build_game("swedish", convention="none"),
    "millington-no-double-3p": lambda: build_game("millington", PLAYERS[:3],
                                                  east_double=False, start_balance=500),
}


def document(game: Game) -> QTextDocument:
    doc = QTextDocument()
    doc.setHtml(game_report_html(game))
    return doc


def tables(doc: QTextDocument) -> list[QTextTable]:
    return [f for f in doc.rootFrame().childFrames() if isinstance(f, QTextTable)]


def cell_text(table: QTextTable, row: int, col: int) -> str:
    cell = table.cellAt(row, col)
    cursor = cell.firstCursorPosition()
    cursor.setPosition(cell.lastCursorPosition().position(), QTextCursor.MoveMode.KeepAnchor)
    return cursor.selectedText().replace("\u2029", "\n").replace("\xa0", " ").strip()


def cell_bold(table: QTextTable, row: int, col: int) -> bool:
    cursor = table.cellAt(row, col).firstCursorPosition()
    cursor.movePosition(QTextCursor.MoveOperation.NextCharacter)
    return cursor.charFormat().font().bold()


def score_table(doc: QTextDocument) -> QTextTable:
    (table,) = [t for t in tables(doc) if cell_text(t, 0, 0) == "Hand"]
    return table


def payment_table(doc: QTextDocument, number: int) -> QTextTable:
    (table,) = [t for t in tables(doc) if cell_text(t, 0, 0).startswith(f"Hand {number} —")]
    return table


def row_of(table: QTextTable, label: str) -> int:
    for r in range(table.rows()):
        if cell_text(table, r, 0) == label:
            return r
    raise AssertionError(f"no row {label!r}")


# -- the HTML report ------------------------------------------------------------------

@pytest.mark.parametrize("which", GAMES)
def test_score_sheet_shows_every_score_settlement_and_balance(qapp: Any, which: str) -> None:
    game = GAMES[which]()
    results = game.replay()
    assert any(r.record.winner is None for r in results)
    doc = document(game)
    table = score_table(doc)
    n = len(game.players)
    assert table.columns() == 4 + 3 * n
    assert table.rows() == 2 + len(results) + 1
    assert table.format().headerRowCount() == 2  # repeated on every printed page
    for i, name in enumerate(game.players):
        assert cell_text(table, 0, 4 + 3 * i) == name
    for k, r in enumerate(results):
        row = 2 + k
        assert cell_text(table, row, 0) == str(r.number)
        assert cell_text(table, row, 2) == game.players[r.dealer]
        winner = r.record.winner
        assert cell_text(table, row, 3) == ("drawn" if winner is None else game.players[winner])
        for i in range(n):
            score = cell_text(table, row, 4 + 3 * i)
            if winner == i:  # marked twice: readable in black and white
                assert score == f"{WINNER_MARK} {r.scores[i]}"
                assert cell_bold(table, row, 4 + 3 * i)
            else:
                assert score == str(r.scores[i])
                assert not cell_bold(table, row, 4 + 3 * i)
            assert cell_text(table, row, 5 + 3 * i) == signed(r.totals[i])
            assert cell_text(table, row, 6 + 3 * i) == str(r.balances[i])
    total = 2 + len(results)
    assert cell_text(table, total, 0) == "Total"
    for i in range(n):
        assert cell_text(table, total, 4 + 3 * i) == str(sum(r.scores[i] for r in results))
        assert cell_text(table, total, 5 + 3 * i) == signed(sum(r.totals[i] for r in results))
        assert cell_text(table, total, 6 + 3 * i) == str(results[-1].balances[i])


def test_negative_amounts_carry_a_minus_sign_not_only_a_colour(qapp: Any) -> None:
    game = build_game("norwegian")
    results = game.replay()
    assert any(b < 0 for r in results for b in r.balances)
    text = document(game).toPlainText()
    for r in results:
        for t in r.totals:
            if t < 0:
                assert f"-{-t}" in text
    # no colour carries meaning: all text is black (grey only as cell background)
    source = game_report_html(game)
    assert set(re.findall(r"(?<![-\w])color:\s*(#\w+)", source)) == {"#000000"}


@pytest.mark.parametrize("which", GAMES)
def test_payment_table_of_every_hand(qapp: Any, which: str) -> None:
    game = GAMES[which]()
    doc = document(game)
    n = len(game.players)
    void_draw = str(game.ruleset.settlement.get("draw")) == "void"
    for r in game.replay():
        table = payment_table(doc, r.number)
        assert table.columns() == 1 + 2 * n
        header = row_of(table, "Player")
        points = row_of(table, "Points")
        total = row_of(table, "Hand total")
        lines = pair_lines(r.settlement)
        settles = not (r.record.winner is None and void_draw) and \
            game.settings.convention != "none"
        assert total - points - 1 == (n - 1 if settles else 0)
        for i, name in enumerate(game.players):
            seat = r.seating.seats[i]
            label = cell_text(table, header, 1 + 2 * i)
            assert name in label
            assert {"E": "East", "S": "South", "W": "West", "N": "North"}[seat] in label
            assert ("×2" in label) == (seat == "E" and game.settings.east_double
                                       and settles)
            expected_points = str(r.scores[i])
            if r.record.winner == i:
                expected_points = f"{WINNER_MARK} {expected_points}"
                assert "mah-jong" in label and WINNER_MARK in label
            assert cell_text(table, points, 2 + 2 * i) == expected_points
            amounts = []
            for m in range(total - points - 1):
                opponent, amount, expression = lines[seat][m]
                assert cell_text(table, points + 1 + m, 0) == f"Opponent {m + 1}"
                assert cell_text(table, points + 1 + m, 1 + 2 * i) == \
                    f"{opponent}: {expression}"
                assert cell_text(table, points + 1 + m, 2 + 2 * i) == signed(amount)
                amounts.append(amount)
            assert cell_text(table, total, 2 + 2 * i) == signed(r.totals[i])
            if amounts:
                assert sum(amounts) == r.totals[i]


def test_payment_table_matches_source_003_example(qapp: Any) -> None:
    # source 003's table: East 16, South 8, West 48 (mah-jong), North 26, East doubled
    game = Game(GameSettings.for_ruleset(PLAYERS, load_ruleset("swedish")))
    game.hands = [typed(2, 16, 8, 48, 26)]
    doc = document(game)
    table = payment_table(doc, 1)
    points = row_of(table, "Points")
    assert [cell_text(table, points + 1 + m, 1) for m in range(3)] == \
        ["S: (16-8)*2", "W: (16-48)*2", "N: (16-26)*2"]
    assert [cell_text(table, points + 1 + m, 2) for m in range(3)] == ["+16", "-64", "-20"]
    assert cell_text(table, row_of(table, "Hand total"), 2) == "-68"


def test_header_names_the_game_and_its_settings(qapp: Any) -> None:
    game = build_game("swedish", limit=None)
    text = document(game).toPlainText()
    assert text.startswith("Friday club — Mahjong score sheet")
    for fragment in (
            f"Date:\n{game.created[:10]} {game.created[11:16]}",
            "Players (starting seats):\nAnna (East), Bo (South), Cia (West), Dan (North)",
            "Rule set:\nSwedish (source 003)",
            "Settlement:\ndifferences",
            "East double:\nyes: every payment to or from East is doubled",
            "Start balance:\n2000", "Limit:\nnone", "Drawn hand:\nvoid: nobody pays"):
        assert fragment in text
    other = build_game("norwegian", east_double=False, limit=300, start_balance=100)
    text = document(other).toPlainText()
    for fragment in ("Settlement:\nclassic", "East double:\nno", "Limit:\n300",
                     "Start balance:\n100", "Rule set:\nNorwegian (source 001)"):
        assert fragment in text


def test_user_text_is_escaped(qapp: Any) -> None:
    hostile = ("<b>x</b>", "=1+1", "A & B", '"Q" <i>')
    game = build_game("norwegian", hostile)
    game.name = "<script>alert(1)</script>"
    game.hands[0] = HandRecord(game.hands[0].entries, 2, "2s", note="<i>n</i> & =SUM(A1)")
    source = game_report_html(game)
    for raw in ("<b>x</b>", "<script>", "<i>n</i>", '"Q" <i>', "A & B"):
        assert raw not in source
    assert "&lt;b&gt;x&lt;/b&gt;" in source and "A &amp; B" in source
    doc = document(game)
    text = doc.toPlainText()
    for literal in (*hostile, "<script>alert(1)</script>", "<i>n</i> & =SUM(A1)"):
        assert literal in text
    table = score_table(doc)
    assert [cell_text(table, 0, 4 + 3 * i) for i in range(4)] == list(hostile)
    assert document(game).toHtml().count("&lt;b&gt;x&lt;/b&gt;") >= 1


def test_report_of_a_game_without_hands(qapp: Any) -> None:
    game = build_game("swedish", PLAYERS[:2])
    game.hands = []
    doc = document(game)
    table = score_table(doc)
    assert table.rows() == 3
    assert cell_text(table, 2, 6) == "2000" and cell_text(table, 2, 9) == "2000"
    assert "No hands yet." in doc.toPlainText()
    assert "Payments" not in doc.toPlainText()


# -- the PDF -----------------------------------------------------------------------------

class _Size:
    def __init__(self, width: float, height: float) -> None:
        self._w, self._h = width, height

    def width(self) -> float:
        return self._w

    def height(self) -> float:
        return self._h


class _Pdf:
    """The little of a PDF the tests read: pages, their size in points, their text."""

    def __init__(self, path: Path) -> None:
        self.reader = PdfReader(str(path))

    def close(self) -> None:
        self.reader.close()

    def pageCount(self) -> int:
        return len(self.reader.pages)

    def pagePointSize(self, page: int) -> _Size:
        box = self.reader.pages[page].mediabox
        return _Size(float(box.width), float(box.height))


def pdf_text(path: Path) -> tuple[_Pdf, list[str]]:
    pdf = _Pdf(path)
    # pypdf writes the gaps between words as tabs; read them as spaces
    return pdf, [re.sub(r"[ \t]+", " ", page.extract_text()) for page in pdf.reader.pages]


def ten_hands() -> Game:
    game = build_game("swedish")
    game.hands += [typed(1, 6, 28, 14, 2), typed(3, 18, 4, 0, 96)]
    assert len(game.hands) == 10
    return game


def test_export_pdf_writes_a4_landscape_with_numbered_pages(qapp: Any,
                                                            tmp_path: Path) -> None:
    game = ten_hands()
    path = tmp_path / "game.pdf"
    pages = export_pdf(game, path)
    assert not (tmp_path / "game.pdf.tmp").exists()
    pdf, texts = pdf_text(path)
    assert pdf.pageCount() == pages >= 2
    for p in range(pages):
        size = pdf.pagePointSize(p)
        assert abs(size.width() - 842) < 2 and abs(size.height() - 595) < 2
        assert f"Page {p + 1} of {pages}" in texts[p]
    words = set(" ".join(texts).split())
    for name in game.players:
        assert name in words
    for r in game.replay():
        for balance in r.balances:
            assert str(balance) in words
        for total in r.totals:
            assert signed(total) in words
    assert "Page 1 of" in texts[0] and "Friday club" in texts[0]
    assert "(16-8)*2" in " ".join(texts) or "(8-16)*2" in " ".join(texts)
    pdf.close()


def test_export_pdf_hostile_names_literal(qapp: Any, tmp_path: Path) -> None:
    game = build_game("norwegian", ("<b>x</b>", "=1+1", "A & B", "Dan"))
    path = tmp_path / "hostile.pdf"
    export_pdf(game, path)
    pdf, texts = pdf_text(path)
    text = " ".join(texts)
    assert "<b>x</b>" in text and "=1+1" in text and "A & B" in text
    pdf.close()


def test_export_pdf_to_a_missing_folder_fails_cleanly(qapp: Any, tmp_path: Path) -> None:
    path = tmp_path / "no such folder" / "game.pdf"
    with pytest.raises(PdfExportError, match="game.pdf"):
        export_pdf(build_game(), path)
    assert not path.exists()
    assert not path.with_name("game.pdf.tmp").exists()


def test_no_payment_table_straddles_a_page_break(qapp: Any, tmp_path: Path) -> None:
    game = ten_hands()
    game.hands += game.hands[:6]
    writer = QPdfWriter(str(tmp_path / "layout.pdf"))
    writer.setResolution(600)
    writer.setPageLayout(a4_landscape())
    body = QSizeF(writer.width(), writer.height() * 0.95)
    doc = report_document(game, writer, body)
    page = body.height()
    layout = doc.documentLayout()
    payment_tables = [t for t in tables(doc) if cell_text(t, 0, 0).startswith("Hand ")]
    assert len(payment_tables) == len(game.hands)
    for table in payment_tables:
        rect = layout.frameBoundingRect(table)
        assert int(rect.top() // page) == int((rect.bottom() - 1) // page), \
            cell_text(table, 0, 0)
    assert doc.pageCount() >= 4


def test_print_preview_uses_the_same_painting(qapp: Any, qtbot: Any,
                                              tmp_path: Path) -> None:
    game = ten_hands()
    dialog = preview_dialog(game)
    qtbot.addWidget(dialog)
    assert isinstance(dialog, QPrintPreviewDialog)
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    path = tmp_path / "printed.pdf"
    printer.setOutputFileName(str(path))
    printer.setPageLayout(a4_landscape())
    assert printer.pageLayout().orientation() == QPageLayout.Orientation.Landscape
    dialog.paintRequested.emit(printer)
    pdf, texts = pdf_text(path)
    assert pdf.pageCount() == len(texts) >= 2
    assert f"Page {len(texts)} of {len(texts)}" in texts[-1]
    assert "Anna" in texts[0]
    pdf.close()


def test_paint_report_refuses_a_device_in_use(qapp: Any, tmp_path: Path) -> None:
    writer = QPdfWriter(str(tmp_path / "busy.pdf"))
    painter = QPainter(writer)  # the device is already being painted on
    try:
        with pytest.raises(PdfExportError):
            paint_report(build_game(), writer)
    finally:
        painter.end()


# -- the chart ---------------------------------------------------------------------------

def chart_points(chart: BalanceChart) -> list[list[tuple[float, float]]]:
    return [[(p.x(), p.y()) for p in s.points()] for s in chart.series()]


@pytest.mark.parametrize("which", ["swedish-differences", "norwegian-classic"])
def test_chart_has_one_line_per_player_with_every_balance(qtbot: Any, which: str) -> None:
    game = GAMES[which]()
    chart = BalanceChart()
    qtbot.addWidget(chart)
    chart.set_game(game)
    series = chart.series()
    assert len(series) == len(game.players)
    assert [html.unescape(s.name()) for s in series] == list(game.players)
    start = game.settings.start_balance
    expected = [[(0.0, float(start))] for _ in game.players]
    for r in game.replay():
        for i, b in enumerate(r.balances):
            expected[i].append((float(r.number), float(b)))
    assert chart_points(chart) == expected
    assert balance_points(game) == [[(int(x), int(y)) for x, y in e] for e in expected]
    x_axis, y_axis = chart.axes()
    for s in series:
        assert set(s.attachedAxes()) == {x_axis, y_axis}
    assert x_axis.min() == 0 and x_axis.max() > len(game.hands)  # the last point whole
    values = [y for line in expected for _, y in line]
    assert y_axis.min() <= min(values) and y_axis.max() >= max(values)
    assert chart.chart().legend().isVisible()
    assert chart.view().renderHints() & QPainter.RenderHint.Antialiasing
    # different dash patterns: the lines differ in black and white too
    assert len({s.pen().style() for s in series}) == len(series)


def test_chart_with_no_hands_and_no_game(qtbot: Any) -> None:
    game = build_game("swedish", PLAYERS[:3])
    game.hands = []
    chart = BalanceChart()
    qtbot.addWidget(chart)
    chart.set_game(game)
    assert chart_points(chart) == [[(0.0, 2000.0)]] * 3
    x_axis, y_axis = chart.axes()
    assert x_axis.min() == 0 and x_axis.max() >= 1
    assert y_axis.min() < 2000 < y_axis.max()
    chart.show()
    assert not chart.grab().isNull()
    chart.set_game(None)
    assert chart.series() == []


def test_chart_names_in_the_legend_are_literal(qtbot: Any) -> None:
    game = build_game("norwegian", ("<b>x</b>", "A & B", "=1+1", "Dan"))
    chart = BalanceChart()
    qtbot.addWidget(chart)
    chart.set_game(game)
    markers = chart.chart().legend().markers()
    # the legend reads its labels as rich text: they are escaped to show as typed
    assert [html.unescape(m.label()) for m in markers] == list(game.players)
    assert [chart.player_name(i) for i in range(4)] == list(game.players)


def test_chart_is_replaced_not_added_to(qtbot: Any) -> None:
    chart = BalanceChart()
    qtbot.addWidget(chart)
    chart.set_game(build_game())
    chart.set_game(build_game("norwegian", PLAYERS[:2]))
    assert len(chart.series()) == 2


@pytest.mark.parametrize(("span", "step"), [(1, 1), (10, 1), (12, 1), (13, 2), (24, 2),
                                            (25, 5), (60, 5), (61, 10), (500, 50)])
def test_nice_step(span: int, step: int) -> None:
    assert nice_step(span) == step

