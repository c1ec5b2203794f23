"""Issue 8, items 6 and 7, as a person uses the window (mouse and keys only, widgets
found by accessible name or by what they show): "only possible tile" changes when
another player's exposed pung shows the last copies of a wait (Millington 115c), and
the tiles typed under "Seen on the table" count too; a kong made by adding a claimed
tile to a concealed pung is entered through the strip's menu (116k, 117c)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import PLAYERS, laptop_window, stored
from gui_person import CTRL, LEFT, Person
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLineEdit, QMenu, QPushButton

from app.hand_editor import TileGroupButton
from app.rule_texts import tile_label
from scoring import load_ruleset, parse_hand
from scoring.games.game import Game, GameSettings
from scoring.records.storage import Store


@pytest.fixture
def millington(qtbot, tmp_path: Path) -> Iterator[Any]:  # type: ignore[no-untyped-def]
    """The main window at laptop size on a new game under Millington's rules."""
    store = Store(tmp_path / "games.sqlite3")
    yield laptop_window(qtbot, store, Game(GameSettings.for_ruleset(
        PLAYERS, load_ruleset("millington")), name="Millington night"))
    store.close()


def rules_shown(win: Any) -> list[str]:
    """The rule names the breakdown shows (its first column)."""
    model = win.entry.shown.breakdown.table.model()
    return [str(model.index(r, 0).data()) for r in range(model.rowCount())]


def test_an_exposed_pung_elsewhere_makes_the_only_possible_tile(millington: Any) -> None:
    win = millington
    person = Person(win)
    waits = win.entry.shown.situation.waits_label
    # Anna holds 6789p: before her winning 9p she waited on 6p or 9p
    person.type_hand("Anna", "123m 456m EEE 6789p 9p")
    person.choose_winner("Anna")
    person.winning_tile("Anna", "9p")
    assert waits.text() == "Waited on 6p 9p"
    assert "Only possible tile" not in rules_shown(win)
    before = win.entry.shown.results[0].score
    # the scorer types a tile he cannot read as seen: a message, nothing counted
    seen = person.named("Seen on the table", QLineEdit)
    person.click(seen)
    person.type(seen, "7x")
    message = win.entry.shown.situation.seen_message
    assert message.isVisible() and "'x' is not a suit letter" in message.text()
    person.type_hand("Cecilie", "0")
    person.type_hand("Dag", "0")
    person.click(person.named("Record hand", QPushButton))
    assert "Seen on the table" in win.entry.status.text()
    assert stored(win).hands == []  # nothing recorded
    person.click(seen)
    person.key(Qt.Key.Key_A, CTRL, seen)
    person.key(Qt.Key.Key_Backspace, widget=seen)
    assert not message.isVisible()
    # Bjørn's exposed pung of 6p: with Anna's own 6p every copy is on the table
    person.mode("Bjørn", "Pung")
    person.mode("Bjørn", "Exposed")
    person.tile(tile_label("6p"))
    assert person.hand_field("Bjørn").text() == "(666p)"
    assert waits.text() == "Waited on 9p only: only possible tile"
    person.key(Qt.Key.Key_1, CTRL, what="Anna's breakdown again")
    assert "Only possible tile" in rules_shown(win)
    after = win.entry.shown.results[0].score
    assert after == before + 8  # 2 points, doubled once by her concealed pung of East
    person.record()
    game = stored(win)
    assert len(game.hands) == 1 and game.hands[0].seen == ""
    assert game.replay()[0].scores[0] == after  # the sheet agrees with the panel


def open_part_menu(person: Person, part: TileGroupButton, choose: str) -> list[str]:
    """Right-click ``part`` and click the menu entry showing ``choose``; the texts of
    the menu's entries."""
    texts: list[str] = []

    def pick() -> None:
        menu = QApplication.activePopupWidget()
        assert isinstance(menu, QMenu), menu
        texts.extend(a.text() for a in menu.actions() if a.text())
        [action] = [a for a in menu.actions() if a.text() == choose]
        QTest.mouseClick(menu, LEFT, Qt.KeyboardModifier.NoModifier,
                         menu.actionGeometry(action).center())

    QTimer.singleShot(100, pick)
    person.actions += 2
    # through the window, as the mouse does: Qt makes the context menu event itself
    window = part.window()
    QTest.mouseClick(window.windowHandle(), Qt.MouseButton.RightButton,
                     Qt.KeyboardModifier.NoModifier,
                     part.mapTo(window, QPoint(part.width() // 2, part.height() // 2)))
    person.settle(f"menu: {choose}")
    return texts


def test_a_claimed_kong_through_the_strips_menu(millington: Any) -> None:
    win = millington
    person = Person(win)
    anna = person.row("Anna")
    person.mode("Anna", "Kong")
    person.mode("Anna", "Exposed")
    person.tile(tile_label("5p"))
    assert person.hand_field("Anna").text() == "(5555p)"
    [kong] = anna.strip.buttons()
    texts = open_part_menu(person, kong, "Added to a concealed pung {5555p}")
    assert texts[:4] == ["This kong is", "Exposed (claimed) (5555p)", "Declared concealed [5555p]",
                         "Added to a concealed pung {5555p}"]
    assert person.hand_field("Anna").text() == "{5555p}"
    [kong] = anna.strip.buttons()
    assert kong.look == "claimed"
    assert kong.accessibleName() == "Kong of 5 Dots added to a concealed pung {5555p}"
    # the rest of the hand by clicks: three chows and a pair of South
    person.mode("Anna", "Chow")
    for name in ("1m", "4m", "7s"):
        person.tile(tile_label(name))
    person.mode("Anna", "Pair")
    person.tile(tile_label("2z"))
    assert person.hand_field("Anna").text() == "{5555p} 123m 456m 789s SS"
    person.accept_suggestion()
    person.winning_tile("Anna", "2z")
    person.click(person.button("Wall", win.entry.shown.situation), what="from the wall")
    # exposed for its points, concealed for "concealed to the end" (117c)
    assert "Exposed kong of minor tiles" in rules_shown(win)
    assert "Concealed to the end, last tile included" in rules_shown(win)
    for player in PLAYERS[1:]:
        person.type_hand(player, "0")
    person.record()
    game = stored(win)
    assert parse_hand(game.hands[0].entries[0].tiles or "") == \
        parse_hand("{5555p} 123m 456m 789s 22z")
    assert game.replay()[0].scores[0] == 52
    # typing the mark keeps it, in the field and in the strip
    person.type_hand("Anna", "{5555p} 11s")
    person.key(Qt.Key.Key_Tab, what="leave the field")
    assert person.hand_field("Anna").text() == "{5555p} 11s"
    assert anna.strip.buttons()[0].look == "claimed"
