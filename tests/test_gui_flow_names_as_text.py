"""A name is always text: a player called ``<b>Bo</b>`` reads ``<b>Bo</b>`` in every
label, hint, tooltip and message of the window (classical and Ponjan), as on the
sheet, never in bold."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from conftest import laptop_window
from PySide6 import QtGui
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QLabel, QWidget

NAME = "<b>Bo</b>"


def shown_as_markup(window: QWidget) -> list[str]:
    """The texts on show that a person would see the name in as markup (bold), with
    where they are."""
    found = []
    widgets = [window, *window.findChildren(QWidget)]
    for w in widgets:
        if isinstance(w, QLabel) and NAME in w.text() and (
                w.textFormat() == Qt.TextFormat.RichText
                or (w.textFormat() == Qt.TextFormat.AutoText
                    and QtGui.Qt.mightBeRichText(w.text()))):
            found.append(f"label {w.text()!r}")
        if NAME in w.toolTip() and QtGui.Qt.mightBeRichText(w.toolTip()):
            found.append(f"tooltip of {type(w).__name__}: {w.toolTip()!r}")
        if isinstance(w, QAbstractItemView) and w.model() is not None:
            model = w.model()
            for r in range(model.rowCount()):
                for c in range(model.columnCount()):
                    tip = model.index(r, c).data(Qt.ItemDataRole.ToolTipRole)
                    if isinstance(tip, str) and NAME in tip and \
                            QtGui.Qt.mightBeRichText(tip):
                        found.append(f"tooltip of a cell: {tip!r}")
    return found


def test_a_classical_name_reads_as_typed(qtbot: Any, tmp_path: Path) -> None:
    from gui_person import Person

    from scoring import load_ruleset
    from scoring.games.game import Game, GameSettings
    from scoring.records.storage import Store
    store = Store(tmp_path / "games.sqlite3")
    settings = GameSettings.for_ruleset(("Anna", NAME, "Cia", "Dan"),
                                        load_ruleset("norwegian"))
    window = laptop_window(qtbot, store, Game(settings))
    person = Person(window)
    seen: list[str] = []
    person.after = lambda _what: seen.extend(shown_as_markup(window))
    person.type_hand(NAME, "123m 456p 789s 55p EEE")  # complete: "did <b>Bo</b> win?"
    person.accept_suggestion()  # "click the winning tile in <b>Bo</b>'s hand"
    person.winning_tile(NAME, "5p")
    for other in ("Anna", "Cia", "Dan"):
        person.type_hand(other, "0")
    person.record()  # "East round, <b>Bo</b> is East" on the sheet's rows, tooltips
    assert window.game is not None and len(window.game.hands) == 1
    label = person.row(NAME).message
    assert seen == [], seen
    assert label.textFormat() == Qt.TextFormat.PlainText or NAME not in label.text()
    store.close()


def test_a_ponjan_name_reads_as_typed(qtbot: Any, tmp_path: Path) -> None:
    from gui_person import Person

    from scoring.games.game import Game
    from scoring.games.ponjan_game import ponjan_settings
    from scoring.ponjan.rules import load_ponjan_rules
    from scoring.records.storage import Store
    store = Store(tmp_path / "games.sqlite3")
    settings = ponjan_settings(("Anna", NAME, "Cia"), load_ponjan_rules("ponjan"))
    window = laptop_window(qtbot, store, Game(settings))
    person = Person(window)
    person.activate()
    assert shown_as_markup(window) == []
    person.choose_winner(NAME)  # "<b>Bo</b>'s hand (the winner's tiles)"
    assert shown_as_markup(window) == []
    rows = [w.text() for w in window.findChildren(QLabel) if w.isVisible()
            and w.text() == NAME]
    assert rows, "the Ponjan rows show the name"
    store.close()
