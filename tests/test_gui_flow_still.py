"""Nothing moves under the pointer (issue 16, A2): the four players' rows keep their
places on the screen while a hand is entered, whatever the breakdown and the
situation show, and a press on a mode button of another row selects that row and
that mode in one click. Driven by clicks and keys only (tests/gui_person.py, whose
click releases the button where the pointer still is)."""

from __future__ import annotations

from typing import Any

import pytest
from conftest import PLAYERS, stored
from gui_person import CTRL, LEFT, Person
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QToolButton

from app.main_window import MainWindow


def row_tops(person: Person) -> list[int]:
    """Where each player's row is on the screen (its top left corner)."""
    return [person.row(p).parentWidget().mapToGlobal(QPoint(0, 0)).y()  # type: ignore[union-attr]
            for p in PLAYERS]


def settled(window: MainWindow, qtbot: Any, width: int, height: int) -> None:
    window.resize(width, height)
    QApplication.processEvents()
    qtbot.wait(50)  # the panel fits the part above the rows to the new size
    QApplication.processEvents()


@pytest.mark.parametrize(("width", "height"), [(1280, 720), (1366, 768), (1920, 1080)])
def test_the_rows_keep_their_places_through_a_hand(window: MainWindow, qtbot: Any,
                                                   width: int, height: int) -> None:
    settled(window, qtbot, width, height)
    moves: list[tuple[str, list[int]]] = []
    person = Person(window)
    start = row_tops(person)
    person.after = lambda what: moves.append((what, row_tops(person)))
    # a hand by the picker: the breakdown shows, hides its table for a hint, grows
    person.mode("Anna", "Chow")
    person.tile("1 Characters")
    person.tile("4 Dots")
    person.mode("Anna", "Pung")
    person.mode("Anna", "Exposed")
    person.tile("7 Bamboo")
    person.tile("Red Dragon")
    person.mode("Anna", "Pair")
    person.tile("5 Dots")            # complete: "did Anna win?" in her row
    person.tile("5 Dots")            # refused in words in her row
    person.tile("Plum")
    person.accept_suggestion()       # "click the winning tile"
    person.winning_tile("Anna", "5p")  # the waits and the whole breakdown
    person.type_hand("Bjørn", "123m 456m 78")  # cannot be read: an error in his row
    person.type_hand("Bjørn", "16")
    person.click(person.named("Seen on the table"))
    person.type(person.named("Seen on the table"), "5z5z5z5z5z")  # an error there
    person.key(Qt.Key.Key_Backspace)
    person.key(Qt.Key.Key_Backspace)
    person.type_hand("Cecilie", "24")
    person.type_hand("Dag", "32")
    person.click(person.button("Wall"))
    person.record()
    assert len(stored(window).hands) == 1
    moved = [(what, tops) for what, tops in moves if tops != start]
    assert not moved, (start, moved)


def test_a_mode_button_of_another_row_takes_one_click(window: MainWindow, qtbot: Any) -> None:
    """Anna's complete hand shows a hint instead of the breakdown's table; a press on
    Pung in Bjørn's row shows his (empty) breakdown: his row does not move between
    the press and the release, so the release selects Pung."""
    settled(window, qtbot, 1280, 720)
    person = Person(window)
    person.type_hand("Anna", "123m 456p 789s 111z 55p")
    assert window.entry.shown.active == 0
    pung = person.button("Pung", person.row("Bjørn"))
    assert isinstance(pung, QToolButton)
    centre = pung.rect().center()
    pointer = pung.mapToGlobal(centre)
    QTest.mousePress(pung, LEFT, Qt.KeyboardModifier.NoModifier, centre)
    QApplication.processEvents()  # what the press brings is laid out
    qtbot.wait(20)
    assert pung.mapToGlobal(centre) == pointer  # still under the pointer
    QTest.mouseRelease(pung, LEFT, Qt.KeyboardModifier.NoModifier, pung.mapFromGlobal(pointer))
    QApplication.processEvents()
    assert window.entry.shown.active == 1
    assert person.row("Bjørn").mode() == "pung"
    person.tile("3 Dots")
    assert person.row("Bjørn").notation() == "333p"


def test_a_row_clicked_at_its_edge_is_not_scrolled(window: MainWindow, qtbot: Any) -> None:
    """On a window so low that the rows scroll, a click on Pung in the half-shown
    row selects that row and Pung where they are: the panel does not scroll the row
    away from the pointer between the press and the release."""
    settled(window, qtbot, 1280, 600)
    person = Person(window)
    viewport = window.entry.shown.scroll_area.viewport()
    assert window.entry.shown.scroll_area.verticalScrollBar().maximum() > 0

    def shown(player: str) -> tuple[int, int]:
        row = person.row(player)
        top = row.mapTo(viewport, QPoint(0, 0)).y()
        return top, top + row.height()
    cut = [p for p in PLAYERS if shown(p)[0] < viewport.height() < shown(p)[1]]
    assert cut, [shown(p) for p in PLAYERS]
    player = cut[0]
    assert PLAYERS.index(player) != window.entry.shown.active
    before = person.row(player).mapToGlobal(QPoint(0, 0))
    person.mode(player, "Pung")
    assert window.entry.shown.active == PLAYERS.index(player)
    assert person.row(player).mode() == "pung"
    qtbot.wait(20)
    assert person.row(player).mapToGlobal(QPoint(0, 0)) == before
    # Ctrl+N from the keyboard still brings a row into view
    last = PLAYERS[-1]
    person.key(Qt.Key.Key_4, CTRL)
    qtbot.wait(20)
    assert shown(last)[1] <= viewport.height()
