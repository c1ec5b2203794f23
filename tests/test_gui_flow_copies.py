"""A person types two hands that hold five 1m between them and clicks Record: the
window says which tile, who holds it and how many the game has, and records nothing
(the domain side: tests/test_copies.py)."""

from __future__ import annotations


def test_the_window_says_so_and_records_nothing(window: object) -> None:
    """A person types two hands that hold five 1m between them and clicks Record."""
    from gui_person import Person
    from PySide6.QtWidgets import QLabel

    from app.main_window import MainWindow
    assert isinstance(window, MainWindow)
    person = Person(window)
    person.type_hand("Anna", "111m 456m 789m 111p 2p 2p")
    person.type_hand("Bjørn", "11m 234s")
    person.type_hand("Cecilie", "0")
    person.type_hand("Dag", "0")
    person.choose_winner("Anna")
    person.winning_tile("Anna", "2p")
    person.record()
    assert window.game is not None and window.game.hands == []
    said = [w.text() for w in window.findChildren(QLabel) if w.isVisible()
            and "copies" in w.text()]
    assert any("1m: the hands hold 5 copies (Anna 3, Bjørn 2); the game has only 4" in t
               for t in said), said
