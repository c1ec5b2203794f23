"""Answering message boxes as a person does: read the box, click its OK button."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox


@contextlib.contextmanager
def message_boxes(answer: QMessageBox.StandardButton | None = None,
                  ) -> Iterator[list[tuple[str, str]]]:
    """While the block runs, every message box that opens is read (its title and
    text are added to the list given) and closed with a click on its OK button, or on
    ``answer`` when given (a question: the box must have that button)."""
    seen: list[tuple[str, str]] = []

    def look() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox) and box.isVisible():
            seen.append((box.windowTitle(), box.text()))
            if answer is not None:
                button = box.button(answer)
                assert button is not None, box.text()
            else:
                button = box.button(QMessageBox.StandardButton.Ok) or box.buttons()[0]
            QTest.mouseClick(button, Qt.MouseButton.LeftButton)

    timer = QTimer()
    timer.setInterval(20)
    timer.timeout.connect(look)
    timer.start()
    try:
        yield seen
    finally:
        timer.stop()
