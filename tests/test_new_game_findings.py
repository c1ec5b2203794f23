"""The New game dialog says nothing in red before anything is typed (issue 16, A4):
an empty seat is not a mistake until the person starts filling the seats."""

from __future__ import annotations

import os
from typing import Any

from gui_person import CTRL, Person
from modal_dialogs import answering
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QLineEdit
from test_ponjan_window import seat_field

from app.new_game_dialog import NewGameDialog
from app.settings import AppSettings


def red_texts(dialog: NewGameDialog) -> list[str]:
    return [w.text() for w in dialog.findChildren(QLabel)
            if w.isVisible() and w.text() and "c0392b" in w.styleSheet()]


def warning_marks(dialog: NewGameDialog) -> int:
    return sum(a.isVisible() for e in dialog.findChildren(QLineEdit) for a in e.actions())


def test_no_red_before_anything_is_typed(window: Any) -> None:
    stored = AppSettings()
    stored.players = ["", "", "", ""]
    stored.ruleset = "norwegian"
    stored.sync()
    seen: dict[str, Any] = {}

    def drive(dialog: Any) -> None:
        assert isinstance(dialog, NewGameDialog)
        p = Person(dialog)  # type: ignore[arg-type]
        start = p.button("Start game")
        seen["at first"] = (red_texts(dialog), warning_marks(dialog), start.isEnabled())
        if os.environ.get("SHOTS"):
            dialog.grab().save(os.environ["SHOTS"] + "/new-game-empty.png")
        east = seat_field(dialog, "East")
        p.click(east)
        p.type(east, "Anna")
        p.key(Qt.Key.Key_A, CTRL, east)
        p.key(Qt.Key.Key_Delete, widget=east)
        seen["emptied"] = red_texts(dialog)
        p.type(east, "Anna")
        south = seat_field(dialog, "South")
        p.click(south)
        p.type(south, "Bo")
        seen["two names"] = (red_texts(dialog), start.isEnabled())
        p.click(p.button("Cancel"))

    person = Person(window)
    with answering(drive) as answered:
        person.click(person.button("New game"))
        person.activate()
    assert len(answered) == 1
    assert seen["at first"] == ([], 0, False), seen
    assert any("East needs a name" in t for t in seen["emptied"]), seen
    assert seen["two names"] == ([], True), seen
