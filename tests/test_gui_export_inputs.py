"""The window never exports over the games database it keeps (docs/reliability.md,
promise 3), even under another name (a hard link that ends in .xlsx or .pdf, as the
save dialog adds the suffix): the export is refused with a message and the database
stays whole."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from conftest import PLAYERS, stored
from gui_person import CTRL, SHIFT, Person
from message_boxes import message_boxes
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog


@pytest.mark.parametrize(("keys", "suffix"), [(CTRL, ".xlsx"), (CTRL | SHIFT, ".pdf")],
                         ids=["workbook", "pdf"])
def test_an_export_over_the_games_database_is_refused(
        window: Any, monkeypatch: pytest.MonkeyPatch, keys: Any, suffix: str) -> None:
    person = Person(window)
    for player, score in zip(PLAYERS, ("10", "20", "30", "40"), strict=True):
        person.type_hand(player, score)
    person.choose_winner("Bj")
    person.record()
    db = Path(window.store.path)
    alias = db.with_name("night" + suffix)
    alias.hardlink_to(db)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(alias), ""))
    with message_boxes() as seen:
        person.key(Qt.Key.Key_E, keys, window)
    assert len(seen) == 1 and seen[0][0] == "Export failed", seen
    assert "same file as the input" in seen[0][1] and "nothing was written" in seen[0][1]
    assert db.read_bytes().startswith(b"SQLite format 3\x00")
    assert len(stored(window).hands) == 1


@pytest.mark.parametrize(("button", "suffix", "source"),
                         [("Export &workbook…", ".xlsx", "game file"),
                          ("Export &PDF…", ".pdf", "database")])
def test_a_season_export_over_a_file_it_read_is_refused(
        qtbot: Any, window: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        button: str, suffix: str, source: str) -> None:
    from PySide6.QtWidgets import QDialog, QPushButton
    from test_season_window import by_text, keep_points_game, run_dialog

    from scoring.records import gamefile
    game = keep_points_game("Evening", "2026-09-04T19:00:00", PLAYERS, [((10, 20, 0, 4), 1)])
    window.store.create_game(game)
    game_file = tmp_path / "evening.json"
    gamefile.save(game, game_file)
    read = game_file if source == "game file" else Path(window.store.path)
    alias = tmp_path / f"season{suffix}"
    alias.hardlink_to(read)
    before = read.read_bytes()
    seen: list[tuple[str, str]] = []

    def act(dialog: QDialog) -> None:
        monkeypatch.setattr(QFileDialog, "getOpenFileNames",
                            lambda *a, **k: ([str(game_file)], ""))
        qtbot.mouseClick(by_text(dialog, QPushButton, "Add game &files…"),
                         Qt.MouseButton.LeftButton)
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(alias), ""))
        with message_boxes() as boxes:
            qtbot.mouseClick(by_text(dialog, QPushButton, button), Qt.MouseButton.LeftButton)
        seen.extend(boxes)

    run_dialog(qtbot, window, act)
    assert len(seen) == 1 and seen[0][0] == "Export failed", seen
    assert "same file as the input" in seen[0][1]
    if source == "game file":
        assert read.read_bytes() == before
    else:
        assert read.read_bytes().startswith(b"SQLite format 3\x00")
