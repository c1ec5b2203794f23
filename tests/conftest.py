"""Shared test set-up: Qt without a screen, and settings kept away from the user's."""

from __future__ import annotations

import os
import sys
from pathlib import Path

# Before any test imports Qt: no screen needed.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# The GUI package ``app`` lives beside ``scoring`` in the project root.
_ROOT = str(Path(__file__).resolve().parent.parent)
if _ROOT not in sys.path:
    sys.path.insert(0, _ROOT)


def pytest_configure() -> None:
    """QSettings and QStandardPaths write to test locations, never the user's."""
    try:
        from PySide6.QtCore import QStandardPaths
    except ImportError:  # the domain tests run without Qt
        return
    QStandardPaths.setTestModeEnabled(True)
