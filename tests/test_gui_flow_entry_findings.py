"""The smaller findings of the evening at the table (issue 16, A4), each as a person
meets it at the entry: the winning-tile list, what stays on screen, Alt+T, and the
honours written one way in the user's language."""

from __future__ import annotations

import re
from typing import Any

import pytest
from gui_person import ALT, Person, tr
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QComboBox, QLabel, QSpinBox


def offered(person: Person) -> list[str]:
    """The items of the winning-tile list as the person reads them."""
    box = person.named(tr("SituationPanel", "Winning tile"), QComboBox)
    assert isinstance(box, QComboBox)
    return [box.itemText(i) for i in range(box.count())]


def test_the_winning_tile_list_offers_only_concealed_tiles(window: Any) -> None:
    person = Person(window)
    person.type_hand("Anna", "(123m) 456m 789m 234p 55s")
    person.choose_winner("Anna")
    items = offered(person)
    codes = [t.split()[0] for t in items[1:]]
    assert codes == ["4m", "5m", "6m", "7m", "8m", "9m", "2p", "3p", "4p", "5s"], items
    # a click on the exposed chow does not make 2m the winning tile, and says why
    strip = person.row("Anna").strip
    exposed = next(b for b in strip.buttons() if b.look == "exposed")
    person.click(exposed)
    assert window.entry.shown.situation.win_tile() is None
    assert "exposed set" in person.row("Anna").message.text()


def test_waits_go_when_the_hand_no_longer_wins(window: Any) -> None:
    person = Person(window)
    person.type_hand("Anna", "123m 456m 789m 234p 55s")
    person.choose_winner("Anna")
    person.winning_tile("Anna", "4p")
    waits = window.entry.shown.situation.waits_label
    assert waits.text() == "Waited on 1p 4p"
    person.type_hand("Anna", "123m 456m 789m 23p 55s")  # one tile short now
    assert waits.text() == ""
    person.type_hand("Anna", "123m 456m 789m 234p 55s")
    person.winning_tile("Anna", "4p")
    assert waits.text() == "Waited on 1p 4p"
    person.choose_winner("Drawn")
    assert waits.text() == ""


def test_the_typed_score_the_strip_names_is_the_one_that_counts(window: Any) -> None:
    person = Person(window)
    row = person.row("Bjørn")
    person.type_hand("Bjørn", "0")
    assert row.strip.placeholder == "the typed score counts: 0"
    spin = person.named("Bjørn score", QSpinBox)
    person.click(spin)
    person.key(Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    person.type(spin, "16")
    assert row.typed_score() == 16
    assert row.strip.placeholder == "the typed score counts: 16"


def test_alt_t_in_a_hand_field_types_the_score(window: Any) -> None:
    """F1 says Alt+T types the player's score: from the hand field it ticks Score and
    puts the cursor in the score box; the Winning tile list does not take it."""
    person = Person(window)
    person.activate()
    person.click(person.hand_field("Cecilie"))
    person.key(Qt.Key.Key_T, ALT)
    row = person.row("Cecilie")
    assert row.typed_check.isChecked()
    assert QApplication.focusWidget() is person.named("Cecilie score", QSpinBox)
    person.type(QApplication.focusWidget(), "24")
    assert row.typed_score() == 24


def test_thirteen_orphans_read_back_letter_by_letter(window: Any) -> None:
    person = Person(window)
    person.type_hand("Anna", "119m19p19s1234567z")
    person.click(person.hand_field("Bjørn"))  # the field is written anew on leaving
    assert person.hand_field("Anna").text() == "119m19p19s E S W N Wd Gd Rd"


@pytest.mark.parametrize("language", ["sv", "cs"], indirect=True)
def test_honours_in_the_users_letters(language: str, window: Any) -> None:
    """In Swedish and Czech the honours are written in the language's letters in the
    hand field, the winning-tile list and the waits; typed in them, they are read."""
    person = Person(window)
    east, north, red = {"sv": ("Ö", "N", "Rd"), "cs": ("V", "S", "Čd")}[language]
    person.type_hand("Anna", f"123m 456m 789m {east}{east}{east} {north}")
    assert person.row("Anna").notation() == "123m 456m 789m 111z 4z"
    person.click(person.hand_field("Bjørn"))
    assert person.hand_field("Anna").text() == f"123m 456m 789m {east * 3} {north}"
    person.type_hand("Anna", f"123m 456m 789m {red * 3} {north}")
    assert person.row("Anna").notation() == "123m 456m 789m 777z 4z"
    person.type_hand("Anna", f"123m 456m 789m {east * 3} {north}{north}")
    person.choose_winner("Anna")
    items = offered(person)
    assert any(i.startswith(f"{north} ") for i in items) and not \
        any("z " in i for i in items), items
    person.winning_tile("Anna", "4z")
    waits = window.entry.shown.situation.waits_label.text()
    assert re.search(rf"(^|\s){north}(\W|$)", waits) and "4z" not in waits, waits
    shown = " ".join(w.text() for w in window.findChildren(QLabel) if w.isVisible())
    assert "1z" not in shown and "4z" not in shown, shown


def test_honours_as_digits_everywhere(window: Any) -> None:
    """With Settings > Honours as letters off, the waits and the list say 4z too."""
    from app.display import forget
    from app.settings import AppSettings
    person = Person(window)
    try:
        person.menu("Settings", "Honours as letters (E S W N Wd Gd Rd)")  # now off
        person.type_hand("Anna", "123m 456m 789m EEE NN")
        person.choose_winner("Anna")
        assert any(i.startswith("4z ") for i in offered(person))
        person.winning_tile("Anna", "4z")
        assert window.entry.shown.situation.waits_label.text() == "Waited on 4z only: only " \
            "possible tile" or "4z" in window.entry.shown.situation.waits_label.text()
        person.click(person.hand_field("Bjørn"))
        assert person.hand_field("Anna").text() == "123m 456m 789m 111z 44z"
    finally:
        stored = AppSettings()
        stored.honours = "letters"
        stored.sync()
        forget()


def test_the_seats_are_said_once(window: Any) -> None:
    """Who sits where is said beside Record, not again in the status bar below (the
    window said it twice); the status bar is for what just happened."""
    person = Person(window)
    seats = person.named(tr("EntryPanel", "Seats"), QLabel)
    assert isinstance(seats, QLabel) and seats.isVisible() and seats.text()
    assert window.statusBar().currentMessage() == ""
    person.type_hand("Anna", "123m 456m 789m 234p 55s")
    person.choose_winner("Anna")
    person.record()
    assert seats.text() and seats.text() not in window.statusBar().currentMessage()
