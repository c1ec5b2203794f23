"""View > Compare rule sets as a person reads it (issue 16, A4): the rule sets by
their names, the score in the first row (seen without scrolling), and before the
winner is chosen what is missing, not "cannot score"."""

from __future__ import annotations

from typing import Any

from gui_person import Person
from PySide6.QtWidgets import QTableWidget


def test_compare_says_what_is_missing_then_scores_by_name(window: Any) -> None:
    person = Person(window)
    person.menu("View", "Compare rule sets")
    compare = window.compare
    assert compare.isVisible()
    person.type_hand("Bjørn", "123m 444p 666s 55p (777z)")  # complete, no winner yet
    table = compare.table
    assert isinstance(table, QTableWidget)
    assert table.columnCount() == 0
    assert compare.title.text() == ("Bjørn's hand has 14 tiles: choose the winner and "
                                    "the winning tile to compare it under every rule set")
    person.accept_suggestion()
    assert "click the winning tile" in compare.title.text()
    assert table.columnCount() == 0
    person.winning_tile("Bjørn", "5p")
    headers = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    # names without their notes in brackets, but where two would read the same
    assert headers[:5] == ["British (BMJA)", "British (BMJA as Kajongg scores it)",
                           "German league", "Millington classical", "Norwegian"], headers
    assert table.verticalHeaderItem(0).text() == "Score"
    assert compare.cell("Score", "norwegian") == "64"
    # the Score row is in sight at the top of the table
    assert table.visualItemRect(table.item(0, 0)).top() >= 0
    assert "cannot score" not in compare.errors.text()
