"""The layers of ``scoring/``: each subpackage imports only the layers below it.

hands <- rules (with ponjan, the second game) <- games <- records <- cli, and
``errors.py`` / ``schema.py`` under all of them (docs/development.md, "Layout"). Read from the
source with ``ast``, lazy imports inside functions included.
"""

from __future__ import annotations

import ast
from pathlib import Path

SCORING = Path(__file__).resolve().parent.parent / "scoring"

#: the layers from the bottom up; a module may import its own layer and those before it
ORDER = ("base", "hands", "rules", "games", "records", "cli")
LAYER_OF_TOP = {"errors": "base", "schema": "base", "ponjan": "rules",
                "hands": "hands", "rules": "rules", "games": "games",
                "records": "records", "cli": "cli",
                # the rule files (data, with an empty __init__ so they ship as a package)
                "rulesets": "rules"}


def layer_of(module: str) -> str:
    """The layer of a dotted module name under ``scoring`` (``scoring`` itself, the
    public face that re-exports from every layer, counts as the top)."""
    parts = module.split(".")
    if parts == ["scoring"] or parts[1] in ("__init__", "__main__"):
        return "cli"
    return LAYER_OF_TOP[parts[1]]


def imported(path: Path) -> list[tuple[int, str]]:
    """The ``scoring`` modules imported by the file at ``path``, with line numbers."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = ".".join(path.relative_to(SCORING.parent).with_suffix("").parts[:-1])
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, a.name) for a in node.names if a.name.startswith("scoring")]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                name = ".".join([*base, *([node.module] if node.module else [])])
            else:
                name = node.module or ""
            if name == "scoring" or name.startswith("scoring."):
                found.append((node.lineno, name))
    return found


def violations(path: Path) -> list[str]:
    own = ".".join(path.relative_to(SCORING.parent).with_suffix("").parts)
    mine = ORDER.index(layer_of(own))
    return [f"{path.relative_to(SCORING.parent)}:{line} imports {name} "
            f"({layer_of(name)} is above {layer_of(own)})"
            for line, name in sorted(imported(path)) if ORDER.index(layer_of(name)) > mine]


def test_every_module_is_in_a_layer() -> None:
    top = {p.stem for p in SCORING.glob("*.py")} - {"__init__", "__main__"}
    packages = {p.name for p in SCORING.iterdir() if (p / "__init__.py").exists()}
    assert top | packages <= set(LAYER_OF_TOP), (top | packages) - set(LAYER_OF_TOP)


def test_no_layer_imports_a_layer_above_it() -> None:
    found = [v for path in sorted(SCORING.rglob("*.py")) for v in violations(path)]
    assert found == []


def test_an_upward_import_is_found(tmp_path: Path) -> None:
    # the check itself: a hands module that imports the engine is refused
    global SCORING
    saved = SCORING
    try:
        SCORING = tmp_path / "scoring"
        (SCORING / "hands").mkdir(parents=True)
        bad = SCORING / "hands" / "tiles.py"
        bad.write_text("def f():\n    from scoring.rules.engine import score\n"
                       "from ..games import game\nfrom . import view\n", encoding="utf-8")
        assert violations(bad) == [
            "scoring/hands/tiles.py:2 imports scoring.rules.engine (rules is above hands)",
            "scoring/hands/tiles.py:3 imports scoring.games (games is above hands)"]
    finally:
        SCORING = saved
