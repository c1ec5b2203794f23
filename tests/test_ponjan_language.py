"""A Ponjan game's workbook (Game > Export workbook) and report (print, PDF) in
Swedish, Norwegian and Czech show no English outside the allow-list of
:mod:`tests.test_visible_language`, and the translated workbook's formulas still give
the program's balances (its draw and self-draw markers are translated words).

The names of the rule set and of its combinations come from ``app.rule_texts`` (the
window's names of the engine's data); they are left out here and checked where those
names are."""

from __future__ import annotations

from pathlib import Path

import pytest
from openpyxl import load_workbook
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication

from app.report import game_report_html
from app.workbook_texts import write_translated_workbook
from scoring.games.game import Game, HandRecord
from scoring.games.ponjan_game import PonjanKind
from tests.test_ponjan_game import E19, NONE, new_game, win
from tests.test_visible_language import (
    ALLOWED,
    SHARED,
    words,
    workbook_texts,
)
from tests.workbook_calc import formulas_values

#: Ponjan's own words, the same in every language
PONJAN = {"tenpai", "noten", "ponjan", "reach", "ippatsu", "boss", "readme"}
#: the players A, B and C in the Swedish genitive ("B på As kast")
GENITIVES = {"as", "bs", "cs"}


def game() -> Game:
    g = new_game()
    g.hands = [r for r, *_ in E19[:5]]
    g.hands.append(win(2, "000r 111k 000b", "0b", discarder=1, flags=("reach",)))
    return g


def ruleset_names(g: Game) -> list[str]:
    """The rule set's and its combinations' names and the description (app.rule_texts),
    and what the Rules sheet quotes as written: the sources and the game's own names
    of the combinations."""
    kind = g.kind
    assert isinstance(kind, PonjanKind)
    rules = kind.rules
    return [rules.name, " ".join(rules.description.split()), rules.source,
            rules.score_source, rules.flow_source,
            *(c.name for c in rules.rules), *(", ".join(c.aliases) for c in rules.rules)]


def shown(folder: Path) -> list[str]:
    """Every text of the translated workbook and the report, the rule texts' names
    taken out."""
    g = game()
    path = folder / "ponjan.xlsx"
    write_translated_workbook(g, path)
    texts = workbook_texts(path)
    doc = QTextDocument()
    doc.setHtml(game_report_html(g))
    texts += doc.toPlainText().splitlines()
    for name in sorted(filter(None, ruleset_names(g)), key=len, reverse=True):
        texts = [t.replace(name, " ") for t in texts]
    return texts


@pytest.fixture(scope="module")
def english(qapp: QApplication, tmp_path_factory: pytest.TempPathFactory) -> set[str]:
    found = set(words(shown(tmp_path_factory.mktemp("pj-en"))))
    assert {"discarder", "boss", "tenpai", "pays", "round"} <= found
    return found


@pytest.mark.parametrize("language", ["sv", "nb", "cs"], indirect=True)
def test_no_english_in_the_ponjan_workbook_and_report(
        language: str, english: set[str], tmp_path: Path) -> None:
    seen = words(shown(tmp_path))
    assert len(seen) > 80
    left = {w: text for w, text in seen.items()
            if w in english and w not in ALLOWED | PONJAN | GENITIVES | SHARED[language]}
    assert not left, "\n".join(f"{w!r} in {text[:120]!r}" for w, text in left.items())


@pytest.mark.parametrize("language", ["sv", "cs"], indirect=True)
def test_the_translated_workbook_still_pays_as_the_program(language: str,
                                                           tmp_path: Path) -> None:
    g = game()
    g.hands.append(HandRecord((NONE,) * 3, None))  # nobody tenpai (after the end: kept)
    path = tmp_path / "ponjan.xlsx"
    write_translated_workbook(g, path)
    values = formulas_values(path)
    wb = load_workbook(path)
    score = wb.worksheets[0]
    results = g.replay()
    rows = [r for r in range(1, score.max_row + 1)
            if isinstance(score.cell(row=r, column=1).value, int)]
    assert len(rows) == len(results)
    for row, res in zip(rows, results, strict=True):
        changes = [values(score.title, row, 10 + i) for i in range(3)]
        balances = [values(score.title, row, 13 + i) for i in range(3)]
        assert changes == list(res.totals) and balances == list(res.balances)
    markers = {score.cell(row=r, column=c).value for r in rows for c in (4, 5)}
    assert not {"draw", "self-draw"} & markers  # the markers are translated words
    assert {m for m in markers if isinstance(m, str)}  # and there are some


@pytest.mark.parametrize("language", ["sv"], indirect=True)
def test_a_share_rounded_toward_zero_says_so_in_the_language(language: str) -> None:
    """E4: the boss's 15 self-drawn: each other player pays 15/2 = 7, and the payment
    matrix, the report and the workbook's words say "rounded toward zero" in Swedish."""
    from PySide6.QtCore import Qt

    from app.payment_model import PaymentModel
    from tests.test_ponjan_workbook import boss_fifteen
    g = boss_fifteen()
    first = g.replay()[0]
    assert [p.expression for p in first.settlement.payments] == ["15/2 = 7 (truncated)"] * 2
    model = PaymentModel()
    model.set_result(g.players, first)
    tips = {str(model.index(r, c).data(Qt.ItemDataRole.ToolTipRole))
            for r in range(3) for c in range(3)}
    assert "15/2 = 7 (avrundat mot noll)" in tips
    doc = QTextDocument()
    doc.setHtml(game_report_html(g))
    assert "15/2 = 7 (avrundat mot noll)" in doc.toPlainText()
    assert "truncated" not in doc.toPlainText()
