"""PySide6's look at each module imported after it, made cheap for the window's start.

Once PySide6 is imported, it watches every later import (for its opt-in
``from __feature__ import snake_case, true_property``): it asks whether the new module
uses PySide6 by reading the module's whole source through ``inspect.getsource`` and
looking for the word "PySide6" in it, some 0.15 ms a module. The window's start
imports about 120 modules after PySide6 (the program's own, the scoring package's, the
standard library's), 12-18 ms of a start of 0.45 s. :func:`install` puts a reading
of the module's file in its place that gives the same answer (the word is ASCII, so it
is in the text exactly when it is in the file's bytes) for a module read from a
``.py`` file, and asks PySide6's own check for any other module. The answer decides
only which modules PySide6 would switch its features for, and the program switches
none on. If PySide6 has no such check (another version), nothing is done.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import ModuleType

#: where PySide6 keeps its check (``shibokensupport/feature.py`` in PySide6 6.4-6.11)
FEATURE_MODULE = "shibokensupport.feature"
CHECK = "_mod_uses_pyside"


def uses_pyside(module: ModuleType, fallback: Callable[[ModuleType], bool]) -> bool:
    """Whether ``module``'s source names PySide6: its ``.py`` file read as bytes, or
    ``fallback`` (PySide6's own check) for a module without one."""
    path = getattr(module, "__file__", None)
    if isinstance(path, str) and path.endswith(".py"):
        try:
            with open(path, "rb") as source:
                return b"PySide6" in source.read()
        except OSError:
            pass
    return fallback(module)


#: PySide6's own check, once replaced by :func:`install`
_replaced: Callable[[ModuleType], bool] | None = None


def pyside_check() -> Callable[[ModuleType], bool] | None:
    """PySide6's own check of a new module (the one replaced, once installed); None
    when this PySide6 has none (or is not imported yet)."""
    if _replaced is not None:
        return _replaced
    check = getattr(sys.modules.get(FEATURE_MODULE), CHECK, None)
    return check if callable(check) else None


def install() -> bool:
    """PySide6's check of each new module replaced by :func:`uses_pyside` (once);
    False when PySide6 has no such check to replace."""
    global _replaced
    if _replaced is not None:
        return True
    check = pyside_check()
    if check is None:
        return False

    def fast(module: ModuleType) -> bool:
        return uses_pyside(module, check)

    setattr(sys.modules[FEATURE_MODULE], CHECK, fast)
    _replaced = check
    return True
