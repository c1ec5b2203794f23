"""The first export dialog opens in the user's documents folder, not in the folder the
program was started from (issue 16, A4); after a save, in the folder used last."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from gui_person import Person
from PySide6.QtCore import QStandardPaths, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog

from app.settings import AppSettings


def test_the_first_export_opens_in_the_documents_folder(window: Any, tmp_path: Path,
                                                        monkeypatch: Any) -> None:
    documents = Path(QStandardPaths.writableLocation(
        QStandardPaths.StandardLocation.DocumentsLocation))
    documents.mkdir(parents=True, exist_ok=True)
    stored = AppSettings()
    stored.q.remove("files/lastFolder")
    stored.sync()
    started = tmp_path / "started-here"
    started.mkdir()
    monkeypatch.chdir(started)  # the program was started somewhere else
    seen: list[str] = []

    def look() -> None:
        for dialog in QApplication.topLevelWidgets():
            if isinstance(dialog, QFileDialog) and dialog.isVisible():
                if not seen:
                    seen.append(dialog.directory().absolutePath())
                QTest.keyClick(dialog, Qt.Key.Key_Escape)  # cancel

    timer = QTimer()
    timer.timeout.connect(look)
    timer.start(20)
    person = Person(window)
    try:
        person.menu("Game", "Export workbook…")
    finally:
        timer.stop()
    assert seen and os.path.samefile(seen[0], documents), (seen, documents)
    assert not list(started.iterdir())  # nothing written where it started
