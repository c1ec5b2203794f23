"""A fifth copy of a tile across two hands is said while the tiles go in, naming the
tile as the players see it (``1 Characters``, in the user's language), and Record
records nothing while it is so (the domain side: tests/test_copies.py)."""

from __future__ import annotations

from typing import Any

import pytest

TOO_MANY = "1 Characters: the hands hold 5 (Anna 3, Bjørn 2); the game has only 4"


def said(window: Any) -> list[str]:
    from PySide6.QtWidgets import QLabel
    return [w.text() for w in window.findChildren(QLabel) if w.isVisible() and w.text()]


def test_a_typed_fifth_copy_is_said_at_once_and_records_nothing(window: Any) -> None:
    """A person types two hands that hold five 1m between them: both rows say so at
    once; Record records nothing and says why; taking one back clears the message."""
    from gui_person import Person

    person = Person(window)
    person.type_hand("Anna", "111m 456m 789m 111p 2p 2p")
    person.type_hand("Bjørn", "11m 234s")
    assert [t for t in said(person.row("Anna").message.parentWidget()) if t == TOO_MANY]
    assert person.row("Anna").message.text() == TOO_MANY
    assert person.row("Bjørn").message.text() == TOO_MANY
    person.type_hand("Cecilie", "0")
    person.type_hand("Dag", "0")
    person.choose_winner("Anna")
    person.winning_tile("Anna", "2p")
    person.record()
    assert window.game is not None and window.game.hands == []
    assert TOO_MANY in window.entry.status.text()
    person.type_hand("Bjørn", "1m 234s")  # one 1m less: four in all
    assert not [t for t in said(window) if "the hands hold" in t]
    person.record()
    assert len(window.game.hands) == 1


def test_the_picker_refuses_a_fifth_copy_by_name(window: Any) -> None:
    """Anna holds two 1m; Bjørn's Pung of 1m would make five: refused, said by name."""
    from gui_person import Person

    person = Person(window)
    person.type_hand("Anna", "11m")
    person.click(person.row("Bjørn"))
    person.mode("Bjørn", "Pung")
    person.tile("1 Characters")
    assert person.row("Bjørn").hand().size() == 0
    assert person.row("Bjørn").message.text() == (
        "Not added: there are only 4 of 1 Characters and the other hands hold 2.")


@pytest.mark.parametrize("language", ["sv", "cs"], indirect=True)
def test_the_tile_is_named_in_the_users_language(language: str, window: Any) -> None:
    from gui_person import Person
    name = {"sv": "Tecken 1", "cs": "Znaky 1"}[language]

    person = Person(window)
    person.type_hand("Anna", "111m")
    person.type_hand("Bjørn", "11m")
    message = person.row("Anna").message.text()
    assert message.startswith(name) and "(Anna 3, Bjørn 2)" in message, message
    assert "1m" not in message
