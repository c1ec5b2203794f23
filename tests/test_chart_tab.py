"""The Chart tab of the main window as a person uses it: clicked, it shows every
player's balance after each hand, also of hands recorded before it was first shown and
after (the chart is made when the tab is first shown)."""

from __future__ import annotations

from typing import Any

from gui_person import Person, tr
from PySide6.QtWidgets import QTabBar
from test_gui_flow import enter_typical_hand

from app.chart_view import BalanceChart


def show_tab(person: Person, text: str) -> None:
    """Click the main window's tab showing ``text`` (mnemonics ignored)."""
    bars = [b for b in person.window.findChildren(QTabBar) if b.isVisible()]
    found = [(bar, i) for bar in bars for i in range(bar.count())
             if bar.tabText(i).replace("&", "") == text]
    assert len(found) == 1, f"{len(found)} visible tabs {text!r}"
    bar, index = found[0]
    person.click(bar, bar.tabRect(index).center(), what=f"the {text} tab")


def shown_chart(window: Any) -> BalanceChart:
    charts = [c for c in window.findChildren(BalanceChart) if c.isVisible()]
    assert len(charts) == 1, f"{len(charts)} visible charts"
    return charts[0]


def last_balances(chart: BalanceChart) -> list[float]:
    return [s.points()[-1].y() for s in chart.series()]


def test_the_chart_shows_hands_recorded_before_and_after_it_is_first_shown(
        window: Any) -> None:
    person = Person(window)
    assert not [c for c in window.findChildren(BalanceChart) if c.isVisible()]
    enter_typical_hand(person)
    person.record()
    show_tab(person, tr("MainWindow", "&Chart").replace("&", ""))
    chart = shown_chart(window)
    assert [s.name() for s in chart.series()] == ["Anna", "Bjørn", "Cecilie", "Dag"]
    assert [len(s.points()) for s in chart.series()] == [2, 2, 2, 2]  # start, hand 1
    assert last_balances(chart) == window.sheet_model.balances()
    show_tab(person, tr("MainWindow", "Score &sheet").replace("&", ""))
    enter_typical_hand(person)
    person.record()
    show_tab(person, tr("MainWindow", "&Chart").replace("&", ""))
    assert shown_chart(window) is chart
    assert [len(s.points()) for s in chart.series()] == [3, 3, 3, 3]
    assert last_balances(chart) == window.sheet_model.balances()
    assert len(set(last_balances(chart))) > 1  # the hands moved the balances
