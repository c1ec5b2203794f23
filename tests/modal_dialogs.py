"""Answering the dialogs a click opens as a person does: each modal dialog that opens
(message boxes aside: tests/message_boxes.py reads those) is given, in turn, to the
next of the steps, which acts on it with the keyboard and the mouse."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox


@contextlib.contextmanager
def answering(*steps: Callable[[QDialog], None]) -> Iterator[list[QDialog]]:
    """While the block runs, the n-th modal dialog that opens goes to ``steps[n]``;
    the list given holds the dialogs answered."""
    answered: list[QDialog] = []
    pending = list(steps)

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if (isinstance(dialog, QDialog) and not isinstance(dialog, QMessageBox)
                and dialog.isVisible() and pending
                and not any(dialog is d for d in answered)):
            answered.append(dialog)
            pending.pop(0)(dialog)

    timer = QTimer()
    timer.setInterval(20)
    timer.timeout.connect(look)
    timer.start()
    try:
        yield answered
    finally:
        timer.stop()
