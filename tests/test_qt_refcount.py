"""Guard against the PySide6 release that loses a reference to None whenever a combo
box changes (6.12.0): the program would crash after a few hundred changes."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QComboBox


def test_combo_box_changes_keep_none_alive(qtbot) -> None:  # type: ignore[no-untyped-def]
    box = QComboBox()
    qtbot.addWidget(box)
    box.addItems(["a", "b", "c"])
    before = sys.getrefcount(None)
    for i in range(300):
        box.setCurrentIndex(i % 3)
        box.clear()
        box.addItem("x", "1m")
        box.addItems(["a", "b", "c"])
    assert sys.getrefcount(None) >= before - 10
