"""The Ponjan parts of the desktop program as widgets: the tile art and names, the
picker, the winner's hand box, the entry's record, and the New game dialog with a
Ponjan rule set. (The flow through the window is tests/test_ponjan_window.py.)"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("PySide6.QtWidgets")
pytest.importorskip("pytestqt")

from PySide6.QtCore import QSettings

from app.new_game_dialog import NewGameDialog
from app.ponjan_entry import DRAW, PonjanEntry, PonjanHandBox, PonjanPicker
from app.rule_texts import tile_label, tile_name
from app.settings import AppSettings
from app.tile_art import index_text, renderer, tile_pixmap
from scoring.errors import MahjongError
from scoring.games.game import Entry, Game, HandRecord
from scoring.games.ponjan_game import ponjan_settings
from scoring.ponjan.rules import load_ponjan_rules
from scoring.ponjan.tiles import ALL_CODES

CODES = ALL_CODES.split()


def new_game(*hands: HandRecord) -> Game:
    game = Game(ponjan_settings(("A", "B", "C"), load_ponjan_rules("ponjan")))
    game.hands += hands
    return game


def test_every_ponjan_tile_has_a_picture_and_a_name(qtbot: Any) -> None:
    assert len(CODES) == 12
    names = set()
    for code in CODES:
        assert renderer(code).isValid()
        image = tile_pixmap(code, 40).toImage()
        assert not image.isNull() and image.height() == 40
        assert index_text(code) == ""  # the id is drawn large on the face itself
        names.add(tile_name(code))
        assert tile_label(code) == tile_name(code)
    assert tile_name("0r") == "Red 0" and tile_name("3w") == "White 3"
    assert tile_name("1d") == "Dragon 1" and tile_name("0k") == "Yellow 0"
    assert len(names) == 12


def test_the_faces_have_the_games_colours(qtbot: Any) -> None:
    """Red, cyan-blue, pale yellow, white and green (dragons) in the middle of the
    face, away from the id."""
    def colour(code: str) -> tuple[int, int, int]:
        image = tile_pixmap(code, 80).toImage()
        c = image.pixelColor(12, 58)
        return c.red(), c.green(), c.blue()

    r, g, b = colour("0r")
    assert r > 180 and g < 90 and b < 90
    r, g, b = colour("1b")
    assert b > 180 and g > 150 and r < 100
    r, g, b = colour("0k")
    assert r > 220 and g > 200 and b < 160
    assert colour("2w") == (255, 255, 255)
    r, g, b = colour("0d")
    assert g > 130 and r < 60 and b < 100


def test_the_picker_shows_the_twelve_tiles_with_their_copies(qtbot: Any) -> None:
    picker = PonjanPicker(40)
    qtbot.addWidget(picker)
    assert sorted(picker.codes()) == sorted(CODES)
    assert picker.button("0r").copies == 9 and picker.button("3w").copies == 4
    assert picker.button("0d").accessibleName() == "Dragon 0"
    picker.set_used({"0w": 4, "0r": 3})
    assert not picker.button("0w").isEnabled() and picker.button("0r").left() == 6
    clicked: list[str] = []
    picker.tileClicked.connect(clicked.append)
    picker.button("1k").click()
    assert clicked == ["1k"]


def test_the_hand_box_adds_tiles_and_sets(qtbot: Any) -> None:
    box = PonjanHandBox()
    qtbot.addWidget(box)
    assert box.add_tile("0r")
    assert box.notation() == "0r"
    box.mode_buttons["set"].click()
    assert box.add_tile("1k")
    assert box.notation() == "0r 111k"
    box.take_back()  # the last set
    assert box.notation() == "0r"
    box.mode_buttons["tile"].click()
    box.add_tile("0r")
    box.add_tile("0r")
    box.stolen_button.click()  # the next set is stolen
    assert box.add_tile("0d")
    assert not box.stolen_button.isChecked()
    assert box.notation() == "000r (000d)"
    assert box.concealed_codes() == ["0r"]
    box.take_back()  # the stolen set was added last
    assert box.notation() == "000r"
    box.stolen_button.click()
    box.add_tile("0d")
    box.mode_buttons["set"].click()
    assert box.add_tile("1b")
    assert box.tile_count() == 9
    assert not box.add_tile("1b")  # a tenth tile
    assert "9 tiles" in box.message.text()
    box.clear()
    box.mode_buttons["set"].click()
    box.add_tile("0w")
    assert not box.add_tile("0w")  # only 4 copies
    assert "only 4 copies" in box.message.text()


def test_the_typed_hand_and_the_strip_are_one_hand(qtbot: Any) -> None:
    box = PonjanHandBox()
    qtbot.addWidget(box)
    box.set_hand("(111k) 000r 000b")
    assert box.stolen == ["1k"] and sorted(box.concealed) == ["0b"] * 3 + ["0r"] * 3
    assert [t.code for t in box.strip_tiles] == ["0r"] * 3 + ["0b"] * 3 + ["1k"]
    assert box.strip_tiles[-1].stolen
    box.strip_tiles[-1].click()  # a stolen set made concealed
    assert box.notation() == "000r 000b 111k"
    box.set_hand("000r 1111k")
    assert box.error() == ""  # four of a kind is read; the engine says it is no win
    box.set_hand("000r (1111k)")
    assert "no kongs" in box.error() and box.notation() == "000r (1111k)"
    assert not box.add_tile("0r")  # the text must be put right first


def test_the_entry_records_wins_and_drawn_hands(qtbot: Any) -> None:
    entry = PonjanEntry(40)
    qtbot.addWidget(entry)
    game = new_game()
    entry.set_game(game, game.next_seating())
    assert [row.seat.text() for row in entry.rows] == ["E boss", "S", "W"]
    with pytest.raises(MahjongError, match="Choose the winner"):
        entry.record()
    entry.set_winner(None)
    assert entry.winner() == DRAW
    entry.rows[0].tenpai.setChecked(True)
    assert entry.record() == HandRecord((Entry(),) * 3, None, tenpai=frozenset({0}))
    assert [r.change.text() for r in entry.rows] == ["+30", "-15", "-15"]
    entry.set_winner(1)
    assert not any(r.tenpai.isVisibleTo(entry) for r in entry.rows)
    with pytest.raises(MahjongError, match="Enter B's tiles"):
        entry.record()
    entry.hand.set_hand("000r 111k 000b")
    entry.hand.changed.emit()
    with pytest.raises(MahjongError, match="click the winning tile"):
        entry.record()
    entry.tile_box.setCurrentIndex(entry.tile_box.findData("0b"))
    with pytest.raises(MahjongError, match="who discarded"):
        entry.record()
    entry.discarder_box.setCurrentIndex(entry.discarder_box.findData(0))
    assert [entry.discarder_box.itemText(i) for i in range(entry.discarder_box.count())] \
        == ["Who discarded?", "A", "C"]  # never the winner
    entry.reach.setChecked(True)
    record = entry.record()
    assert record == HandRecord((Entry(), Entry("000r 000b 111k"), Entry()), 1, "0b",
                                "discard", frozenset({"reach"}), discarder=0)
    assert [r.change.text() for r in entry.rows] == ["-80", "+80", "0"]
    assert "Reach" in entry.breakdown.text() and "80" in entry.breakdown.text()
    entry.clear()
    entry.load_record(record)
    assert entry.record() == record
    entry.source_buttons["wall"].click()
    assert not entry.discarder_box.isVisibleTo(entry)
    assert entry.record().discarder is None and entry.record().source == "wall"


def test_the_new_game_dialog_with_ponjan(qtbot: Any, tmp_path: Path) -> None:
    settings = AppSettings(QSettings(str(tmp_path / "settings.ini"),
                                     QSettings.Format.IniFormat))
    dlg = NewGameDialog(app_settings=settings)
    qtbot.addWidget(dlg)
    dlg.show()
    assert dlg.select_ruleset("ponjan") and dlg.front().name == "ponjan"
    assert dlg.start_balance_spin.value() == 250 and dlg.rounds_spin.value() == 4
    assert "boss terms" in dlg.rounds_label.text()
    assert not dlg.east_double_check.isVisible() and not dlg.limit_spin.isVisible()
    assert dlg.payments_note.isVisible() and "Ponjan pays" in dlg.payments_note.text()
    reference = dlg.show_reference()
    assert "Three Color" in reference.browser.toPlainText()
    reference.close()
    for edit, name in zip(dlg.player_edits, ("A", "B", "C", "D"), strict=True):
        edit.setText(name)
    assert dlg.problems() == [(3, "Ponjan is for exactly three players: leave North "
                                  "empty.")]
    assert not dlg.ok_button.isEnabled()
    dlg.player_edits[3].clear()
    dlg.player_edits[2].clear()
    assert any("exactly three players" in m for _, m in dlg.problems())
    dlg.player_edits[2].setText("C")
    assert dlg.is_valid()
    dlg.rounds_spin.setValue(2)
    gs = dlg.settings()
    assert gs.players == ("A", "B", "C") and gs.convention == "ponjan"
    assert gs.rounds == 2 and gs.start_balance == 250 and gs.limit is None
    assert Game(gs).game == "ponjan"
    dlg.remember()
    # a classical rule set again: four players are fine, its settlement comes back
    assert dlg.select_ruleset("norwegian") and dlg.front().name == "classical"
    dlg.player_edits[3].setText("D")
    assert dlg.is_valid() and dlg.east_double_check.isVisible()
    # the dialog opens again on Ponjan with the rounds chosen last time
    again = NewGameDialog(app_settings=settings)
    qtbot.addWidget(again)
    assert again.front().name == "ponjan" and again.rounds_spin.value() == 2


def test_a_name_in_the_breakdown_is_shown_as_typed(qtbot: Any) -> None:
    """The breakdown is rich text: a player called "<b>Bo</b>" is shown so, not bold."""
    from PySide6.QtGui import QTextDocument
    entry = PonjanEntry(40)
    qtbot.addWidget(entry)
    game = Game(ponjan_settings(("A", "<b>Bo</b>", "C"), load_ponjan_rules("ponjan")))
    entry.set_game(game, game.next_seating())
    entry.set_winner(1)
    entry.hand.set_hand("000r 111k 000b")
    entry.hand.changed.emit()
    entry.tile_box.setCurrentIndex(entry.tile_box.findData("0b"))
    entry.discarder_box.setCurrentIndex(entry.discarder_box.findData(0))
    entry.record()
    doc = QTextDocument()
    doc.setHtml(entry.breakdown.text())
    assert "<b>Bo</b> gains 40; A pays it all (the discarder)" in doc.toPlainText()


def test_the_arrow_keys_skip_a_tile_with_no_copies_left(qtbot: Any) -> None:
    """As in the classical picker: Right from Red 0 passes Red 1 when all nine are
    used, and lands on Blue 0."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    picker = PonjanPicker(40)
    qtbot.addWidget(picker)
    picker.show()
    picker.set_used({"1r": 9})
    assert not picker.button("1r").isEnabled()
    picker.button("0r").setFocus()
    QTest.keyClick(picker.button("0r"), Qt.Key.Key_Right)
    assert picker.focusWidget() is picker.button("0b")
