"""The score sheet on screen says what the PDF says (issue 16, A4): a drawn hand in
words and the East column (the dealer of each hand) in the whole-sheet view."""

from __future__ import annotations

from typing import Any

from gui_person import Person
from PySide6.QtCore import Qt


def test_a_drawn_hand_and_the_east_column(window: Any) -> None:
    person = Person(window)
    for name, score in (("Anna", "12"), ("Bjørn", "4"), ("Cecilie", "0"), ("Dag", "8")):
        person.type_hand(name, score)
    person.choose_winner("Drawn")
    person.record()
    sheet = person.sheet()
    model = sheet.model()
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(3)]
    assert headers == ["Hand", "East", "Winner"]
    assert [model.index(0, c).data() for c in range(3)] == ["1 E", "Anna", "drawn"]
    assert "=" not in str(model.index(0, 2).data())
    # beside the entry (which says who is East) the players' columns keep the room;
    # the whole sheet (Ctrl+L) shows the East column, as the PDF does
    assert sheet.isColumnHidden(1)
    person.key(Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier, window)
    assert not window.entry.isVisible() and not sheet.isColumnHidden(1)
    assert sheet.columnWidth(1) > 0
    person.key(Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier, window)
    assert window.entry.isVisible() and sheet.isColumnHidden(1)
