"""app/pyside_scan.py: PySide6's check of each new module, made cheap, gives PySide6's
own answer."""

from __future__ import annotations

import sys
import types
from collections.abc import Callable

import PySide6.QtCore  # noqa: F401 (PySide6's import watch is set up)
import pytest

from app import pyside_scan


def pyside_check() -> Callable[[types.ModuleType], bool]:
    """PySide6's own check (the original: the start may have replaced it here)."""
    check = pyside_scan.pyside_check()
    if check is None:
        pytest.skip("this PySide6 has no check of new modules")
    return check


@pytest.mark.parametrize("name", ["app.main", "app.sheet_model", "scoring.errors",
                                  "json", "dataclasses", "sqlite3", "sys"])
def test_the_same_answer_as_pyside(name: str) -> None:
    __import__(name)
    module = sys.modules[name]
    original = pyside_check()
    assert pyside_scan.uses_pyside(module, original) == original(module)


def test_a_module_that_names_pyside_and_one_that_does_not() -> None:
    import app.main
    import scoring.errors
    original = pyside_check()
    assert pyside_scan.uses_pyside(app.main, original) is True
    assert pyside_scan.uses_pyside(scoring.errors, original) is False


def test_a_module_without_a_file_is_asked_of_pyside() -> None:
    asked = []
    module = types.ModuleType("made_here")
    assert pyside_scan.uses_pyside(module, lambda m: asked.append(m) or True) is True
    assert asked == [module]


def test_installed_once() -> None:
    pyside_check()
    assert pyside_scan.install() is True
    first = getattr(sys.modules[pyside_scan.FEATURE_MODULE], pyside_scan.CHECK)
    assert pyside_scan.install() is True
    assert getattr(sys.modules[pyside_scan.FEATURE_MODULE], pyside_scan.CHECK) is first
