"""The window meets damaged files as the command line does: one message box naming
the problem, and nothing changed (the database, the list of games, the chosen rules).
Flows are driven as a person would (clicks on buttons found by their text); the
start-up function is tested as a unit."""

from __future__ import annotations

import json
import os
import sqlite3
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("PySide6.QtWidgets")
pytest.importorskip("pytestqt")

from message_boxes import message_boxes
from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QComboBox, QFileDialog, QPushButton, QWidget

from app.games_dialog import GamesDialog
from app.main import open_database
from app.new_game_dialog import NewGameDialog
from app.settings import AppSettings
from scoring.games.game import Entry, Game, GameSettings, HandRecord
from scoring.records.gamefile import dumps
from scoring.records.storage import SCHEMA_VERSION, Store
from scoring.rules.ruleset import load_ruleset


@pytest.fixture
def app_settings(tmp_path: Path) -> AppSettings:
    return AppSettings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


def a_game() -> Game:
    game = Game(GameSettings.for_ruleset(("Anna", "Bo", "Cia", "Dan"),
                                         load_ruleset("norwegian")), name="Friday")
    game.hands.append(HandRecord(tuple(Entry(score=s) for s in (30, 8, 8, 8)), 0))
    return game


def button(parent: QWidget, text: str) -> QPushButton:
    """The button that shows ``text`` (its mnemonic ampersand left out)."""
    found = [b for b in parent.findChildren(QPushButton)
             if b.text().replace("&", "") == text and b.isVisible()]
    assert len(found) == 1, [b.text() for b in parent.findChildren(QPushButton)]
    return found[0]


def snapshot(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file()}


@pytest.mark.parametrize(("damage", "named"), [
    (lambda d: d["hands"][0]["entries"][0].update(score=10**400),
     "hands[0].entries[0].score"),
    (lambda d: d.update(players=["Anna", "Bo\n", "Cia", "Dan"]), "players"),
    (lambda d: d["ruleset"].update(text=d["ruleset"]["text"].replace(
        "points = 2\n", "doubles = 2147483648\n", 1)), "ruleset.text"),
])
def test_importing_a_damaged_game_file(qtbot: Any, tmp_path: Path,
                                       app_settings: AppSettings,
                                       monkeypatch: pytest.MonkeyPatch, damage: Any,
                                       named: str) -> None:
    folder = tmp_path / "db"
    folder.mkdir()
    make_db(folder / "games.sqlite")
    data = json.loads(dumps(a_game()))
    damage(data)
    bad = tmp_path / "damaged.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    before = snapshot(folder)
    with Store(folder / "games.sqlite") as store:
        dlg = GamesDialog(store, app_settings=app_settings)
        qtbot.addWidget(dlg)
        dlg.show()
        monkeypatch.setattr(QFileDialog, "getOpenFileName",
                            lambda *a, **k: (str(bad), "Game files (*.json)"))
        with message_boxes() as boxes:
            QTest.mouseClick(button(dlg, "Import JSON…"), Qt.MouseButton.LeftButton)
        assert len(boxes) == 1, boxes
        title, text = boxes[0]
        assert title == "Cannot import the game"
        assert "damaged.json" in text and named in text and "\n" not in text
        assert len(store.list_games()) == 1
        dlg.close()
    assert snapshot(folder) == before


def test_choosing_a_broken_rule_file_for_a_new_game(qtbot: Any, tmp_path: Path,
                                                    app_settings: AppSettings,
                                                    monkeypatch: pytest.MonkeyPatch
                                                    ) -> None:
    text = load_ruleset("norwegian").text.replace('params = { kind = "pung"',
                                                  'params = { kinds = "pung"', 1)
    bad = tmp_path / "house.toml"
    bad.write_text(text, encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        lambda *a, **k: (str(bad), "Rule files (*.toml)"))
    dlg = NewGameDialog(app_settings=app_settings)
    qtbot.addWidget(dlg)
    dlg.show()
    rules = next(c for c in dlg.findChildren(QComboBox)
                 if c.findText("Load rule file…") >= 0)
    chosen = rules.currentText()
    with message_boxes() as boxes:  # opened by a click, the last entry chosen by keys
        QTest.mouseClick(rules, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: rules.view().isVisible())
        QTest.keyClick(rules.view(), Qt.Key.Key_End)  # "Load rule file…"
        QTest.keyClick(rules.view(), Qt.Key.Key_Return)
    assert len(boxes) == 1
    title, message = boxes[0]
    assert title == "Cannot read the rule file"
    assert str(bad) in message and "line" in message and "params" in message
    assert rules.currentText() == chosen  # nothing changed


def newer(path: Path) -> None:
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.close()


def make_db(path: Path) -> None:
    with Store(path) as store:
        store.create_game(a_game())


@pytest.mark.parametrize(("spoil", "named"), [
    (lambda p: p.write_bytes(p.read_bytes()[:-1]), "damaged"),
    (lambda p: p.write_bytes(p.read_bytes().replace(b"Friday", b"Fryday")),
     "does not read back as it was written"),
    (lambda p: newer(p), "newer version of the program"),
    (lambda p: p.write_text("Anna,Bo\n1,2\n"), "not an SQLite database"),
])
def test_a_damaged_or_newer_database_at_start_up(qtbot: Any, tmp_path: Path, spoil: Any,
                                                 named: str) -> None:
    db = tmp_path / "games.sqlite"
    make_db(db)
    spoil(db)
    before = snapshot(tmp_path)
    with message_boxes() as boxes:
        assert open_database(db) is None
    assert len(boxes) == 1
    assert str(db) in boxes[0][1] and named in boxes[0][1]
    assert snapshot(tmp_path) == before
    assert os.listdir(tmp_path) == ["games.sqlite"]


def test_a_good_database_opens_with_its_games(tmp_path: Path) -> None:
    db = tmp_path / "games.sqlite"
    make_db(db)
    with message_boxes() as boxes:
        opened = open_database(db)
    assert opened is not None and boxes == []
    store, games = opened
    assert games == {1}
    store.close()
