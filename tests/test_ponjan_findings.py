"""Ponjan's entry as players read it (issue 16, A4): what is still to enter is a hint,
not a red error, and the score reads "base 8 x 15", not the program's arithmetic."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from conftest import laptop_window
from gui_person import Person
from PySide6.QtWidgets import QLabel
from test_ponjan_window import THREE, strip_tile

ERROR_RED = "#b3261e"


def breakdown(window: Any) -> QLabel:
    label = window.entry.entry_of("ponjan").breakdown
    assert isinstance(label, QLabel) and label.isVisible()
    return label


def test_hints_are_not_red_and_the_base_reads_as_a_number(qtbot: Any,
                                                          tmp_path: Path) -> None:
    from scoring.games.game import Game
    from scoring.games.ponjan_game import ponjan_settings
    from scoring.ponjan.rules import load_ponjan_rules
    from scoring.records.storage import Store
    store = Store(tmp_path / "games.sqlite3")
    settings = ponjan_settings(("A", "B", "C"), load_ponjan_rules("ponjan"))
    window = laptop_window(qtbot, store, Game(settings))
    person = Person(window)
    person.activate()
    person.choose_winner("A")
    text = breakdown(window).text()
    assert "Enter A's tiles" in text and ERROR_RED not in text, text
    person.click(person.button("Set"))
    for name in THREE:
        person.tile(name)
    text = breakdown(window).text()
    assert "click the winning tile" in text and ERROR_RED not in text, text
    person.click(strip_tile(person, "Blue 0"))
    person.click(person.button("Wall"))
    text = breakdown(window).text()
    assert "base 8 × 15" in text and "//" not in text and "^" not in text, text
    # a real problem is still red: a hand that cannot be read
    line = person.named("Winner's tiles")
    person.click(line)
    person.type(line, "x")
    assert ERROR_RED in breakdown(window).text() or ERROR_RED in \
        window.entry.entry_of("ponjan").hand.line.styleSheet()
    store.close()
