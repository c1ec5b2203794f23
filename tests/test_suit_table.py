"""The shipped tables of complete suit patterns (``scoring/hands/suit_table.py``) are
what ``scripts/make_suit_table.py`` generates from ``suit_patterns.build``, to the byte,
and unpack to exactly the built tables."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

from scoring.hands import suit_patterns
from scoring.hands.suit_patterns import build, complete_patterns, unit

ROOT = Path(__file__).resolve().parent.parent


def _script() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "make_suit_table", ROOT / "scripts" / "make_suit_table.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("make_suit_table", module)
    spec.loader.exec_module(module)
    return module


def test_the_shipped_module_is_what_the_script_generates() -> None:
    shipped = (ROOT / "scoring" / "hands" / "suit_table.py").read_bytes()
    assert _script().render().encode("utf-8") == shipped


def test_the_shipped_tables_are_the_built_ones() -> None:
    for chows in (True, False):
        unpacked = suit_patterns._unpack(chows)
        assert unpacked == build(chows)
    assert len(complete_patterns(True)) == 21_743
    assert len(complete_patterns(False)) == 1_723


def test_the_tables_say_what_a_suit_holds() -> None:
    table = complete_patterns(True)
    # 123 + 55: one chow and the pair
    assert table[unit(1) + unit(2) + unit(3) + 2 * unit(5)] == 1 << 1 | 1
    # 111 222 333: three pungs, no chow needed
    assert table[3 * (unit(1) + unit(2) + unit(3))] == 0
    # 12 is no complete pattern
    assert unit(1) + unit(2) not in table
    # honours form no chows
    assert unit(1) + unit(2) + unit(3) not in complete_patterns(False)


def test_a_changed_table_is_noticed(tmp_path: Path) -> None:
    script = _script()
    saved = script.TARGET
    try:
        script.TARGET = tmp_path / "suit_table.py"
        script.TARGET.write_text(script.render().replace("CHOWS_COUNT = 21743",
                                                         "CHOWS_COUNT = 21742"))
        script.ROOT = tmp_path
        assert script.main(["--check"]) == 1
        script.TARGET.write_text(script.render())
        assert script.main(["--check"]) == 0
    finally:
        script.TARGET = saved
        script.ROOT = ROOT
