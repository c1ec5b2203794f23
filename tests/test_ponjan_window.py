"""The desktop program does not keep Ponjan games yet (README, "Ponjan"): it refuses
to open one, and to start one, with a message, and changes nothing."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("PySide6.QtWidgets")
pytest.importorskip("pytestqt")

from message_boxes import message_boxes
from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QComboBox, QFileDialog

from app.main_window import MainWindow
from app.new_game_dialog import NewGameDialog
from app.settings import AppSettings
from scoring.games.game import Entry, Game, GameSettings, HandRecord
from scoring.games.ponjan_game import ponjan_settings
from scoring.ponjan.rules import load_ponjan_rules
from scoring.records.storage import Store
from scoring.rules.ruleset import load_ruleset


def test_the_window_refuses_to_open_a_ponjan_game(qtbot: Any, tmp_path: Path) -> None:
    store = Store(tmp_path / "games.sqlite3")
    classical = store.create_game(Game(GameSettings.for_ruleset(
        ("Anna", "Bo", "Cia", "Dan"), load_ruleset("norwegian")), name="Friday"))
    ponjan = Game(ponjan_settings(("A", "B", "C"), load_ponjan_rules("ponjan")))
    ponjan.hands.append(HandRecord((Entry("000r 111k 000b"), Entry(), Entry()), 0, "0b",
                                   "wall"))
    ponjan_id = store.create_game(ponjan)
    window = MainWindow(store)
    qtbot.addWidget(window)
    window.show()
    window.open_game(classical)
    with message_boxes() as boxes:
        window.open_game(ponjan_id)  # what Continue in Game > Games does
    assert len(boxes) == 1, boxes
    title, text = boxes[0]
    assert title == "Cannot open the game"
    assert "Ponjan" in text and "mahjong-score game" in text and "\n" not in text
    assert window.game is None  # nothing half-open
    assert len(store.load_game(ponjan_id).hands) == 1  # nothing changed
    window.open_game(classical)  # the window still works
    assert window.game is not None and window.game.name == "Friday"
    window.close()
    store.close()


def test_the_new_game_dialog_refuses_a_ponjan_rule_file(qtbot: Any, tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch
                                                        ) -> None:
    path = tmp_path / "ponjan-house.toml"
    path.write_text(load_ponjan_rules("ponjan").text, encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        lambda *a, **k: (str(path), "Rule files (*.toml)"))
    settings = AppSettings(QSettings(str(tmp_path / "settings.ini"),
                                     QSettings.Format.IniFormat))
    dlg = NewGameDialog(app_settings=settings)
    qtbot.addWidget(dlg)
    dlg.show()
    rules = next(c for c in dlg.findChildren(QComboBox)
                 if c.findText("Load rule file…") >= 0)
    chosen = rules.currentText()
    rules.setFocus()
    with message_boxes() as boxes:
        QTest.keyClick(rules, Qt.Key.Key_End)  # the last entry: "Load rule file…"
    assert len(boxes) == 1, boxes
    title, text = boxes[0]
    assert title == "Cannot read the rule file"
    assert "ponjan" in text and "command line" in text and "desktop program" in text
    assert rules.currentText() == chosen  # the rules chosen before stay chosen
