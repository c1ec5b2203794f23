"""The new-game and games dialogs and the remembered settings (pytest-qt)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("PySide6.QtWidgets")
pytest.importorskip("pytestqt")

from message_boxes import message_boxes
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QDialog,
    QFileDialog,
    QLineEdit,
    QMessageBox,
)

from app.games_dialog import GamesDialog, GamesModel, file_name_for
from app.new_game_dialog import LOAD_FILE, NewGameDialog
from app.settings import AppSettings, data_dir, database_path
from scoring.games.game import Entry, Game, GameSettings, HandRecord
from scoring.records.storage import Store
from scoring.rules.ruleset import load_ruleset

ROOT = Path(__file__).resolve().parent.parent
RULESETS = ROOT / "scoring" / "rulesets"


# -- fixtures ---------------------------------------------------------------------


@pytest.fixture
def app_settings(tmp_path: Path) -> AppSettings:
    """Settings in a file of the test's own, empty at the start."""
    return AppSettings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


@pytest.fixture
def store(tmp_path: Path) -> Any:
    with Store(tmp_path / "games.sqlite3") as s:
        yield s


def new_dialog(qtbot: Any, app_settings: AppSettings) -> NewGameDialog:
    dlg = NewGameDialog(app_settings=app_settings)
    qtbot.addWidget(dlg)
    return dlg


def choose(dlg: NewGameDialog, id_or_path: str) -> None:
    """Pick a rule set in the combo, as a user would."""
    index = dlg.ruleset_combo.findData(id_or_path)
    assert index >= 0, id_or_path
    dlg.ruleset_combo.setCurrentIndex(index)


def type_names(dlg: NewGameDialog, *names: str) -> None:
    for edit, name in zip(dlg.player_edits, [*names, "", "", "", ""], strict=False):
        edit.setText(name)


def add_game(store: Store, name: str, rules: str = "norwegian",
             players: tuple[str, ...] = ("Anna", "Bo", "Cia", "Dan"), hands: int = 0,
             created: str = "2025-01-10T20:00:00") -> int:
    game = Game(GameSettings.for_ruleset(players, load_ruleset(rules)), name=name,
                created=created)
    scores = [8] * len(players)
    scores[0] = 30
    for _ in range(hands):
        game.hands.append(HandRecord(tuple(Entry(score=s) for s in scores), 0))
    return store.create_game(game)


def games_dialog(qtbot: Any, store: Store, app_settings: AppSettings,
                 **kwargs: Any) -> GamesDialog:
    dlg = GamesDialog(store, app_settings=app_settings, **kwargs)
    qtbot.addWidget(dlg)
    return dlg


# -- settings ---------------------------------------------------------------------


def test_settings_round_trip(app_settings: AppSettings, tmp_path: Path) -> None:
    assert app_settings.players == ["", "", "", ""]
    assert app_settings.ruleset == "" and app_settings.game_overrides() == {}
    assert app_settings.window_geometry == b"" and app_settings.last_game_id is None
    app_settings.players = ["Anna", "Bo"]
    app_settings.ruleset = "swedish"
    app_settings.convention = "none"
    app_settings.east_double = False
    app_settings.limit = None
    app_settings.start_balance = 2000
    app_settings.rounds = 1
    app_settings.language = "sv"
    app_settings.window_geometry = b"\x00\x01geometry"
    app_settings.window_state = b"\xffstate"
    app_settings.last_game_id = 7
    app_settings.sync()
    again = AppSettings(QSettings(str(tmp_path / "settings.ini"),
                                  QSettings.Format.IniFormat))
    assert again.players == ["Anna", "Bo", "", ""]
    assert again.ruleset == "swedish" and again.language == "sv"
    assert again.game_overrides() == {"convention": "none", "east_double": False,
                                      "limit": None, "start_balance": 2000, "rounds": 1}
    assert again.window_geometry == b"\x00\x01geometry"
    assert again.window_state == b"\xffstate"
    assert again.last_game_id == 7
    again.limit = 400
    assert again.limit == 400 and again.game_overrides()["limit"] == 400


def test_data_dir_is_created(qapp: QApplication) -> None:
    folder = data_dir()
    assert folder.is_dir()
    assert database_path() == folder / "games.sqlite3"
    # conftest's test mode keeps it away from the user's own data
    assert ".qttest" in str(folder) or "qttest" in str(folder).lower()


# -- the new game dialog ----------------------------------------------------------


def test_defaults_follow_the_rule_set(qtbot: Any, app_settings: AppSettings) -> None:
    dlg = new_dialog(qtbot, app_settings)
    choose(dlg, "swedish")
    assert dlg.convention() == "differences"
    assert dlg.start_balance_spin.value() == 2000
    assert dlg.limit() == 300 and not dlg.no_limit_check.isChecked()
    assert dlg.rounds_spin.value() == 1
    assert dlg.east_double_check.isChecked()
    assert "limit 300" in dlg.description_label.text()

    choose(dlg, "norwegian")
    assert dlg.convention() == "classic"
    assert dlg.limit() == 500
    assert dlg.start_balance_spin.value() == 0
    assert dlg.rounds_spin.value() == 4

    choose(dlg, "swedish-quick")
    assert dlg.limit() is None and dlg.no_limit_check.isChecked()
    assert not dlg.limit_spin.isEnabled()


def test_settings_and_name(qtbot: Any, app_settings: AppSettings) -> None:
    dlg = new_dialog(qtbot, app_settings)
    choose(dlg, "swedish")
    type_names(dlg, " Anna ", "Björn", "Cecilia")
    dlg.convention_buttons["none"].setChecked(True)
    dlg.no_limit_check.setChecked(True)
    dlg.rounds_spin.setValue(2)
    settings = dlg.settings()
    expected = GameSettings.for_ruleset(("Anna", "Björn", "Cecilia"),
                                        load_ruleset("swedish"), convention="none",
                                        limit=None, rounds=2)
    assert settings == expected
    assert dlg.game_name() == dlg.default_name
    dlg.name_edit.setText("  Friday club ")
    assert dlg.game_name() == "Friday club"


def test_validation(qtbot: Any, app_settings: AppSettings) -> None:
    dlg = new_dialog(qtbot, app_settings)
    assert not dlg.ok_button.isEnabled()  # nothing said in red before a name is typed
    assert dlg.message_label.isHidden() and "East needs a name" in dlg.problems()[0][1]

    type_names(dlg, "Anna", "Bo")  # two players: the last seats stay empty
    assert dlg.ok_button.isEnabled() and dlg.message_label.isHidden()
    assert dlg.players() == ("Anna", "Bo")

    type_names(dlg, "Anna", "", "Cia")  # a gap before a named seat
    assert not dlg.ok_button.isEnabled()
    assert "South" in dlg.message_label.text()
    assert [i for i, _ in dlg.problems()] == [1]

    type_names(dlg, "Anna", "Bo", "Cia", "anna ")  # the same name, another case
    assert not dlg.ok_button.isEnabled()
    assert "same name" in dlg.message_label.text()
    assert [i for i, _ in dlg.problems()] == [3]
    assert dlg._name_warnings[3].isVisible() and not dlg._name_warnings[0].isVisible()

    dlg.accept()  # refused while invalid
    assert dlg.result() != QDialog.DialogCode.Accepted

    dlg.player_edits[3].setText("Dan")
    assert dlg.ok_button.isEnabled() and not dlg.problems()


def test_last_choices_are_remembered(qtbot: Any, app_settings: AppSettings) -> None:
    first = new_dialog(qtbot, app_settings)
    choose(first, "swedish")
    type_names(first, "Anna", "Björn", "Cecilia")
    first.convention_buttons["none"].setChecked(True)
    first.no_limit_check.setChecked(True)
    first.rounds_spin.setValue(2)
    first.start_balance_spin.setValue(1500)
    first.east_double_check.setChecked(False)
    qtbot.mouseClick(first.ok_button, Qt.MouseButton.LeftButton)
    assert first.result() == QDialog.DialogCode.Accepted

    second = new_dialog(qtbot, app_settings)
    assert [e.text() for e in second.player_edits] == ["Anna", "Björn", "Cecilia", ""]
    assert second.ruleset_ref() == "swedish"
    assert second.convention() == "none"
    assert second.limit() is None
    assert second.rounds_spin.value() == 2
    assert second.start_balance_spin.value() == 1500
    assert not second.east_double_check.isChecked()
    assert second.ok_button.isEnabled()
    assert second.settings() == first.settings()

    # a cancelled dialog changes nothing
    choose(second, "norwegian")
    second.reject()
    assert new_dialog(qtbot, app_settings).ruleset_ref() == "swedish"


def test_rule_file(qtbot: Any, app_settings: AppSettings, tmp_path: Path,
                   monkeypatch: pytest.MonkeyPatch) -> None:
    good = tmp_path / "house.toml"
    good.write_text((RULESETS / "norwegian.toml").read_text(encoding="utf-8")
                    .replace('name = "Norwegian (source 001)"', 'name = "Our house"'),
                    encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        lambda *a, **k: (str(good), "Rule files (*.toml)"))
    dlg = new_dialog(qtbot, app_settings)
    type_names(dlg, "Anna", "Bo")
    choose(dlg, LOAD_FILE)
    assert dlg.ruleset_ref() == str(good)
    assert dlg.ruleset().name == "Our house"
    assert "Our house" in dlg.ruleset_combo.currentText()
    assert str(good) in dlg.description_label.text()
    assert dlg.rule_error_label.isHidden()
    dlg.accept()
    # the next dialog opens with the same file
    again = new_dialog(qtbot, app_settings)
    assert again.ruleset_ref() == str(good)
    assert app_settings.last_folder == str(tmp_path)


def test_a_bad_rule_file_shows_its_message(qtbot: Any, app_settings: AppSettings,
                                           tmp_path: Path,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    lines = (RULESETS / "norwegian.toml").read_text(encoding="utf-8").splitlines()
    line = lines.index('condition = "meld"') + 1
    lines[line - 1] = 'condition = "no-such-condition"'
    bad = tmp_path / "broken.toml"
    bad.write_text("\n".join(lines), encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        lambda *a, **k: (str(bad), "Rule files (*.toml)"))
    dlg = new_dialog(qtbot, app_settings)
    choose(dlg, "swedish")
    with message_boxes() as boxes:
        choose(dlg, LOAD_FILE)
    message = dlg.rule_error()
    assert boxes == [("Cannot read the rule file", message)]  # one box, naming it
    assert not dlg.rule_error_label.isHidden()
    assert str(bad) in message and f"line {line}" in message
    assert "condition" in message and "no-such-condition" in message
    # the rule set chosen before stays chosen, with its settings
    assert dlg.ruleset_ref() == "swedish"
    assert dlg.ruleset_combo.currentData() == "swedish"
    assert dlg.limit() == 300
    # choosing another rule set clears the message
    choose(dlg, "norwegian")
    assert dlg.rule_error_label.isHidden()

    # not a TOML file at all
    bad.write_text("this is = = not toml", encoding="utf-8")
    with message_boxes() as boxes:
        choose(dlg, LOAD_FILE)
    assert "not valid TOML" in dlg.rule_error() and len(boxes) == 1

    # a remembered rule file that went bad: the dialog says so and falls back
    app_settings.ruleset = str(bad)
    fallback = new_dialog(qtbot, app_settings)
    assert str(bad) in fallback.rule_error()
    assert fallback.ruleset_ref() == fallback.ruleset_combo.itemData(0)


def test_cancelled_rule_file_keeps_the_rule_set(qtbot: Any, app_settings: AppSettings,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: ("", ""))
    dlg = new_dialog(qtbot, app_settings)
    choose(dlg, "norwegian")
    choose(dlg, LOAD_FILE)
    assert dlg.ruleset_combo.currentData() == "norwegian"
    assert dlg.rule_error_label.isHidden()


def test_rules_reference(qtbot: Any, app_settings: AppSettings) -> None:
    dlg = new_dialog(qtbot, app_settings)
    choose(dlg, "swedish")
    qtbot.mouseClick(dlg.reference_button, Qt.MouseButton.LeftButton)
    ref = dlg.reference_dialog
    assert ref is not None and ref.isVisible()
    text = ref.browser.toPlainText()
    assert "Swedish (source 003)" in text and "Exposed pung of 2-8" in text
    assert "Limit hands" in text
    ref.close()


def test_new_game_dialog_fits_a_small_screen(qtbot: Any, app_settings: AppSettings) -> None:
    dlg = new_dialog(qtbot, app_settings)
    type_names(dlg, "Anna", "", "Cia", "anna")  # two messages shown
    dlg.show()
    qtbot.waitExposed(dlg)
    hint = dlg.sizeHint()
    assert hint.width() <= 1366 and hint.height() <= 700


# -- the games dialog -------------------------------------------------------------


def test_games_are_listed(qtbot: Any, store: Store, app_settings: AppSettings) -> None:
    dlg = games_dialog(qtbot, store, app_settings)
    assert dlg.model.rowCount() == 0 and "No games yet" in dlg.status()
    assert not dlg.continue_button.isEnabled()

    add_game(store, "Friday club", hands=2, created="2025-01-10T20:00:00")
    add_game(store, "Stockholm", "swedish", ("Anna", "Björn", "Cia"),
             created="2025-02-10T20:00:00")
    store.set_finished(1)
    dlg = games_dialog(qtbot, store, app_settings)
    model = dlg.model
    assert model.rowCount() == 2 and model.columnCount() == 6
    rows = [[model.index(r, c).data() for c in range(6)] for r in range(2)]
    assert rows[0][0] == "Stockholm" and rows[1][0] == "Friday club"  # newest first
    assert rows[0][2] == "Anna, Björn, Cia"
    assert rows[0][3] == "Swedish (source 003)"
    assert rows[1][3] == "Norwegian (source 001)"
    assert rows[1][4] == "2" and rows[1][5] == "yes" and rows[0][5] == "no"
    assert "2025" in rows[0][1]
    assert dlg.selected_id() == 2  # the first row is chosen
    assert dlg.status() == "2 games"


def test_continue(qtbot: Any, store: Store, app_settings: AppSettings) -> None:
    first = add_game(store, "Friday club", created="2025-01-10T20:00:00")
    add_game(store, "Saturday", created="2025-01-11T20:00:00")
    app_settings.last_game_id = first
    dlg = games_dialog(qtbot, store, app_settings)
    assert dlg.selected_id() == first  # the last game is chosen at the start
    dlg.continue_game()
    assert dlg.result() == QDialog.DialogCode.Accepted and dlg.chosen_id() == first

    dlg = games_dialog(qtbot, store, app_settings, current_game_id=first)
    dlg.show()
    qtbot.waitExposed(dlg)
    index = dlg.proxy.index(0, 0)  # "Saturday", the newest
    rect = dlg.view.visualRect(index)
    qtbot.mouseClick(dlg.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(dlg.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert dlg.result() == QDialog.DialogCode.Accepted
    assert dlg.chosen_id() == first + 1


def test_rename(qtbot: Any, store: Store, app_settings: AppSettings) -> None:
    game_id = add_game(store, "Friday club")
    dlg = games_dialog(qtbot, store, app_settings)
    renamed: list[tuple[int, str]] = []
    dlg.game_renamed.connect(lambda i, n: renamed.append((i, n)))
    # through the model (what the inline editor does)
    index = dlg.proxy.index(0, GamesModel.NAME)
    assert index.flags() & Qt.ItemFlag.ItemIsEditable
    assert dlg.proxy.setData(index, "  Club night ")
    assert store.list_games()[0].name == "Club night"
    assert index.data() == "Club night"
    assert renamed == [(game_id, "Club night")]
    assert not dlg.proxy.setData(index, "   ")  # an empty name is refused
    assert store.list_games()[0].name == "Club night"

    # through the Rename button and the editor in the list
    dlg.show()
    qtbot.waitExposed(dlg)
    dlg.rename_game()
    assert dlg.view.state() == QAbstractItemView.State.EditingState
    editor = dlg.view.viewport().findChild(QLineEdit)
    assert isinstance(editor, QLineEdit) and editor.text() == "Club night"
    editor.selectAll()
    qtbot.keyClicks(editor, "Sunday")
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: store.list_games()[0].name == "Sunday")
    assert "Sunday" in dlg.status()


def test_delete_with_undo(qtbot: Any, store: Store, app_settings: AppSettings,
                          monkeypatch: pytest.MonkeyPatch) -> None:
    keep = add_game(store, "Keep", created="2025-01-10T20:00:00")
    gone = add_game(store, "Gone", hands=3, created="2025-01-11T20:00:00")
    before = store.load_game(gone)
    dlg = games_dialog(qtbot, store, app_settings)
    asked: list[str] = []

    def answer(button: QMessageBox.StandardButton) -> Any:
        def question(parent: Any, title: str, text: str, *args: Any) -> Any:
            asked.append(text)
            return button
        return question

    assert dlg.selected_id() == gone
    assert not dlg.undo_button.isEnabled()
    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.No))
    dlg.delete_game()
    assert len(store.list_games()) == 2  # "No" deletes nothing
    assert "Gone" in asked[0] and "3 hand" in asked[0]

    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.Yes))
    deleted: list[int] = []
    dlg.game_deleted.connect(deleted.append)
    dlg.delete_game()
    assert [g.id for g in store.list_games()] == [keep]
    assert dlg.model.rowCount() == 1 and deleted == [gone]
    assert dlg.undo_button.isEnabled() and "Gone" in dlg.undo_button.toolTip()
    assert dlg.selected_id() == keep

    restored: list[int] = []
    dlg.game_restored.connect(restored.append)
    qtbot.mouseClick(dlg.undo_button, Qt.MouseButton.LeftButton)
    assert restored == [gone] and not dlg.undo_button.isEnabled()
    back = store.load_game(gone)
    assert back.hands == before.hands and back.name == "Gone"
    assert back.settings == before.settings
    assert dlg.model.rowCount() == 2 and dlg.selected_id() == gone

    # the open game: the question says so
    dlg = games_dialog(qtbot, store, app_settings, current_game_id=keep)
    dlg.delete_game()
    assert "open now" in asked[-1]


def test_import_export_round_trip(qtbot: Any, store: Store, app_settings: AppSettings,
                                  tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    game_id = add_game(store, "Friday: club/night", "swedish",
                       ("Anna", "Björn", "Cia"), hands=2)
    dlg = games_dialog(qtbot, store, app_settings)
    target = tmp_path / "out" / "friday"
    target.parent.mkdir()
    suggested: list[str] = []

    def save_name(parent: Any, title: str, start: str, *args: Any) -> tuple[str, str]:
        suggested.append(start)
        return str(target), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_name)
    written = dlg.export_json()
    assert written == str(target) + ".json"  # the suffix is added
    assert Path(suggested[0]).name == file_name_for("Friday: club/night")
    assert json.loads(Path(written).read_text(encoding="utf-8"))
    assert "Exported" in dlg.status()

    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (written, ""))
    imported: list[int] = []
    dlg.game_imported.connect(imported.append)
    new_id = dlg.import_json()
    assert new_id is not None and new_id != game_id and imported == [new_id]
    assert dlg.model.rowCount() == 2 and dlg.selected_id() == new_id
    original, copy = store.load_game(game_id), store.load_game(new_id)
    assert copy.settings == original.settings and copy.hands == original.hands
    assert copy.name == original.name
    assert "Imported" in dlg.status()


def test_import_and_export_errors_are_shown(qtbot: Any, store: Store,
                                            app_settings: AppSettings, tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    add_game(store, "Friday club")
    dlg = games_dialog(qtbot, store, app_settings)
    bad = tmp_path / "bad.json"
    bad.write_text("{ not json", encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(bad), ""))
    with message_boxes() as boxes:
        assert dlg.import_json() is None
    assert "Could not import" in dlg.status() and "bad.json" in dlg.status()
    assert len(boxes) == 1 and boxes[0][0] == "Cannot import the game"
    assert "bad.json" in boxes[0][1] and "not valid JSON" in boxes[0][1]
    assert len(store.list_games()) == 1

    missing = tmp_path / "no-such-folder" / "game.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(missing), ""))
    assert dlg.export_json() is None
    assert "Could not export" in dlg.status()

    # cancelled file dialogs do nothing
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: ("", ""))
    assert dlg.import_json() is None


def test_games_model_passes_the_model_tester(qtmodeltester: Any, store: Store) -> None:
    model = GamesModel(store)
    qtmodeltester.check(model)
    add_game(store, "Friday club", hands=1)
    add_game(store, "", "swedish", ("Anna", "Björn"))
    model.refresh()
    qtmodeltester.check(model)
    assert model.index(0, 0).data() == "(no name)"


def test_games_dialog_fits_a_small_screen(qtbot: Any, store: Store,
                                          app_settings: AppSettings) -> None:
    for i in range(30):
        add_game(store, f"Game {i} with a rather long name for the list",
                 created=f"2025-01-{i % 28 + 1:02d}T20:00:00")
    dlg = games_dialog(qtbot, store, app_settings)
    dlg.show()
    qtbot.waitExposed(dlg)
    assert dlg.width() <= 1366 and dlg.height() <= 700
    assert dlg.view.horizontalScrollBar().maximum() == 0 or \
        dlg.view.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
