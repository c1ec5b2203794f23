"""Ask where to save an export: the file dialog opens in the folder used last, with a
suggested name, and the chosen folder is remembered for next time."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QWidget

from app.settings import AppSettings


def ask_save_path(parent: QWidget, title: str, base: str, suffix: str,
                  pattern: str) -> Path | None:
    """The file the user chose for ``base`` + ``suffix`` (the suffix added when the
    name lacks it), or None when the dialog was cancelled."""
    folder = AppSettings().last_folder
    path, _ = QFileDialog.getSaveFileName(parent, title, str(Path(folder) / f"{base}{suffix}"),
                                          pattern)
    if not path:
        return None
    AppSettings().last_folder = str(Path(path).parent)
    return Path(path) if path.endswith(suffix) else Path(path + suffix)
