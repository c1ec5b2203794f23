"""Qt's translation mark, ``QT_TRANSLATE_NOOP``, with the types it has.

``QT_TRANSLATE_NOOP(context, text)`` only marks ``text`` for ``pyside6-lupdate`` and
returns it unchanged, but PySide6's stubs declare it as taking and returning ``object``,
so every marked text (and every table of them) would be an ``object`` to mypy. The
modules of ``app`` import the mark from here; lupdate finds the marks by their name,
which stays the same.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from PySide6 import QtCore

__all__ = ["QT_TRANSLATE_NOOP"]

#: Qt's own function; the cast only corrects its stub (it returns the text it is given)
QT_TRANSLATE_NOOP = cast(Callable[[str, str], str], QtCore.QT_TRANSLATE_NOOP)
