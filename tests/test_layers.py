"""The layers of the program: each package imports only the layers below it.

hands <- rules (with ponjan, the second game) <- games <- records <- cli, and
``errors.py`` / ``schema.py`` under all of them (docs/development.md, "Layout"); ``app/``,
the window, on top of all of ``scoring/``, which never imports ``app`` nor Qt. Read from
the source with ``ast``: lazy imports inside functions included, and imports made by
name (``importlib.import_module("app.x")``, ``__import__("PySide6")``).
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: the layers from the bottom up; a module may import its own layer and those before it
ORDER = ("base", "hands", "rules", "games", "records", "cli", "app")
LAYER_OF_TOP = {"errors": "base", "schema": "base", "ponjan": "rules",
                "hands": "hands", "rules": "rules", "games": "games",
                "records": "records", "cli": "cli",
                # the rule files (data, with an empty __init__ so they ship as a package)
                "rulesets": "rules"}
#: Qt's Python modules: ``scoring`` imports none of them
QT = ("PySide6", "shiboken6", "PyQt5", "PyQt6")
#: the functions that import a module named by a string
BY_NAME = ("import_module", "__import__")


def layer_of(module: str) -> str | None:
    """The layer of a dotted module name, None for a module outside the program
    (``scoring`` itself, the public face that re-exports from every layer, counts as the
    top of ``scoring``)."""
    parts = module.split(".")
    if parts[0] == "app":
        return "app"
    if parts[0] != "scoring":
        return None
    if parts == ["scoring"] or parts[1] in ("__init__", "__main__"):
        return "cli"
    return LAYER_OF_TOP[parts[1]]


def is_qt(module: str) -> bool:
    return module.split(".")[0] in QT


def _absolute(name: str, level: int, package: str) -> str:
    """``name`` imported ``level`` packages up from ``package`` (``from ..x import``)."""
    if not level:
        return name
    base = package.split(".")[: len(package.split(".")) - level + 1]
    return ".".join([*base, *([name] if name else [])])


def _by_name(node: ast.Call, package: str) -> str | None:
    """The module a call ``importlib.import_module("x")`` or ``__import__("x")`` imports,
    when it is named by a constant string."""
    func = node.func
    called = (func.attr if isinstance(func, ast.Attribute)
              else func.id if isinstance(func, ast.Name) else None)
    if called not in BY_NAME or not node.args:
        return None
    first = node.args[0]
    if not (isinstance(first, ast.Constant) and isinstance(first.value, str)):
        return None
    name = first.value
    if called == "import_module" and name.startswith("."):  # relative to the package given
        anchor = node.args[1] if len(node.args) > 1 else next(
            (k.value for k in node.keywords if k.arg == "package"), None)
        if isinstance(anchor, ast.Constant) and isinstance(anchor.value, str):
            level = len(name) - len(name.lstrip("."))
            return _absolute(name.lstrip("."), level, anchor.value)
        return _absolute(name.lstrip("."), len(name) - len(name.lstrip(".")), package)
    return name


def imported(path: Path) -> list[tuple[int, str]]:
    """Every module imported by the file at ``path`` (names made absolute), with line
    numbers: import statements anywhere in the file and imports by a constant name."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = ".".join(path.relative_to(ROOT).with_suffix("").parts[:-1])
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, a.name) for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            found.append((node.lineno, _absolute(node.module or "", node.level, package)))
        elif isinstance(node, ast.Call) and (name := _by_name(node, package)) is not None:
            found.append((node.lineno, name))
    return found


def violations(path: Path) -> list[str]:
    own = ".".join(path.relative_to(ROOT).with_suffix("").parts)
    own_layer = layer_of(own)
    assert own_layer is not None, own
    mine = ORDER.index(own_layer)
    where = path.relative_to(ROOT)
    found = []
    for line, name in sorted(imported(path)):
        layer = layer_of(name)
        if layer is not None and ORDER.index(layer) > mine:
            found.append(f"{where}:{line} imports {name} ({layer} is above {own_layer})")
        elif own_layer != "app" and is_qt(name):
            found.append(f"{where}:{line} imports {name} (scoring never imports Qt)")
    return found


def sources() -> list[Path]:
    return [p for top in ("scoring", "app") for p in sorted((ROOT / top).rglob("*.py"))]


def test_every_module_is_in_a_layer() -> None:
    scoring = ROOT / "scoring"
    top = {p.stem for p in scoring.glob("*.py")} - {"__init__", "__main__"}
    packages = {p.name for p in scoring.iterdir() if (p / "__init__.py").exists()}
    assert top | packages <= set(LAYER_OF_TOP), (top | packages) - set(LAYER_OF_TOP)
    assert any(p.parts[-2] == "app" for p in sources())


def test_no_layer_imports_a_layer_above_it() -> None:
    found = [v for path in sources() for v in violations(path)]
    assert found == []


def test_an_upward_import_is_found(tmp_path: Path) -> None:
    # the check itself: a hands module that imports the engine is refused
    global ROOT
    saved = ROOT
    try:
        ROOT = tmp_path
        (ROOT / "scoring" / "hands").mkdir(parents=True)
        bad = ROOT / "scoring" / "hands" / "tiles.py"
        bad.write_text("def f():\n    from scoring.rules.engine import score\n"
                       "from ..games import game\nfrom . import view\n", encoding="utf-8")
        assert violations(bad) == [
            "scoring/hands/tiles.py:2 imports scoring.rules.engine (rules is above hands)",
            "scoring/hands/tiles.py:3 imports scoring.games (games is above hands)"]
    finally:
        ROOT = saved


def test_an_import_of_app_or_qt_by_name_is_found(tmp_path: Path) -> None:
    global ROOT
    saved = ROOT
    try:
        ROOT = tmp_path
        (ROOT / "scoring" / "cli").mkdir(parents=True)
        bad = ROOT / "scoring" / "cli" / "season.py"
        bad.write_text(
            "import importlib\nfrom importlib import import_module\n"
            "def pdf():\n    return importlib.import_module('app.season_pdf')\n"
            "def qt():\n    from PySide6.QtGui import QImage\n"
            "    return import_module('PySide6.QtCore'), __import__('shiboken6')\n"
            "def up():\n    return import_module('..records', 'scoring.cli'), "
            "import_module('.game', package='scoring.cli')\n"
            "def not_a_name(x):\n    return import_module(x)\n", encoding="utf-8")
        assert violations(bad) == [
            "scoring/cli/season.py:4 imports app.season_pdf (app is above cli)",
            "scoring/cli/season.py:6 imports PySide6.QtGui (scoring never imports Qt)",
            "scoring/cli/season.py:7 imports PySide6.QtCore (scoring never imports Qt)",
            "scoring/cli/season.py:7 imports shiboken6 (scoring never imports Qt)"]
        # the window imports anything: scoring's layers and Qt
        (ROOT / "app").mkdir()
        window = ROOT / "app" / "window.py"
        window.write_text("from PySide6.QtWidgets import QWidget\nimport scoring.cli.main\n"
                          "from scoring.hands import tiles\nfrom . import display\n",
                          encoding="utf-8")
        assert violations(window) == []
        assert [name for _, name in imported(window)] == [
            "PySide6.QtWidgets", "scoring.cli.main", "scoring.hands", "app"]
    finally:
        ROOT = saved
