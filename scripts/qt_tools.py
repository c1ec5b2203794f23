"""Finding a Qt tool that PySide6 ships (``lrelease``, ``lupdate``): the one place the
build (setup.py), the translation script, the packaging script and the tests look.

Plain standard library, and PySide6 is not imported (only found), so setup.py can load
this file in a build environment."""

from __future__ import annotations

import importlib.util
import shutil
from pathlib import Path

#: where a PySide6 wheel keeps its tools, inside the package's folder
IN_PACKAGE = ("{}", "{}.exe", "Qt/bin/{}", "Qt/libexec/{}")
#: the names of the tools on the PATH (PySide6's wrappers, a distribution's Qt 6, Qt's)
ON_PATH = ("pyside6-{}", "{}-qt6", "{}")


def qt_tool(name: str) -> str | None:
    """The path of Qt's ``name`` tool: the binary inside the PySide6 package, else one
    on the PATH; None when there is none."""
    spec = importlib.util.find_spec("PySide6")
    if spec is not None and spec.submodule_search_locations:
        for folder in spec.submodule_search_locations:
            for pattern in IN_PACKAGE:
                binary = Path(folder) / pattern.format(name)
                if binary.is_file():
                    return str(binary)
    for pattern in ON_PATH:
        found = shutil.which(pattern.format(name))
        if found:
            return found
    return None
