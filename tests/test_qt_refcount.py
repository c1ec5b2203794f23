"""Guard against the PySide6 release that loses a reference to None whenever a combo
box changes (6.12.0): the program would crash after a few hundred changes.

From Python 3.12 on, None is immortal (PEP 683): its count of references is fixed, a
lost reference changes nothing and cannot crash, and the count cannot show the loss;
the test runs where it can fail and matter, on Python 3.11 (which the project supports
and its test machine runs)."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtWidgets import QComboBox


@pytest.mark.skipif(sys.version_info >= (3, 12),
                    reason="None is immortal from Python 3.12 on (PEP 683): a lost "
                           "reference to it can neither crash nor be counted")
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
