"""Mahjong Score Sheet's domain: tiles, notation, rule sets, scoring, games.

Plain Python; it never imports Qt.

The names below are loaded when first used (PEP 562): ``import scoring`` alone, or a
program that needs only the version (``mahjong-score --version``), imports none of
the layers.
"""

from __future__ import annotations

#: True only for a type checker (typing is not imported at run time)
TYPE_CHECKING = False

#: the program's version (pyproject.toml reads it from here)
__version__ = "0.1.0"

if TYPE_CHECKING:
    from typing import Any

    from scoring.errors import MahjongError, NotationError, RuleFileError, SituationError
    from scoring.games.settlement import Settlement, settle
    from scoring.hands.hand import Hand, Meld
    from scoring.hands.notation import format_hand, parse_hand, parse_tiles
    from scoring.hands.situation import Situation
    from scoring.hands.tiles import CLASSICAL, Tile, TileSet, tile
    from scoring.rules.breakdown import Breakdown, Item
    from scoring.rules.engine import hand_waits, score, score_hand
    from scoring.rules.ruleset import Rule, RuleSet, builtin_ids, load_ruleset, parse_ruleset

#: each public name -> the module that defines it
_HOMES = {
    "scoring.errors": ("MahjongError", "NotationError", "RuleFileError", "SituationError"),
    "scoring.games.settlement": ("Settlement", "settle"),
    "scoring.hands.hand": ("Hand", "Meld"),
    "scoring.hands.notation": ("format_hand", "parse_hand", "parse_tiles"),
    "scoring.hands.situation": ("Situation",),
    "scoring.hands.tiles": ("CLASSICAL", "Tile", "TileSet", "tile"),
    "scoring.rules.breakdown": ("Breakdown", "Item"),
    "scoring.rules.engine": ("hand_waits", "score", "score_hand"),
    "scoring.rules.ruleset": ("Rule", "RuleSet", "builtin_ids", "load_ruleset",
                              "parse_ruleset"),
}
_HOME_OF = {name: module for module, names in _HOMES.items() for name in names}


def __getattr__(name: str) -> Any:
    module = _HOME_OF.get(name)
    if module is None:
        raise AttributeError(f"module 'scoring' has no attribute {name!r}")
    from importlib import import_module
    value = getattr(import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_HOME_OF})


__all__ = [
    "CLASSICAL",
    "Breakdown",
    "Hand",
    "Item",
    "MahjongError",
    "Meld",
    "NotationError",
    "Rule",
    "RuleFileError",
    "RuleSet",
    "Settlement",
    "Situation",
    "SituationError",
    "Tile",
    "TileSet",
    "builtin_ids",
    "format_hand",
    "hand_waits",
    "load_ruleset",
    "parse_hand",
    "parse_ruleset",
    "parse_tiles",
    "score",
    "score_hand",
    "settle",
    "tile",
]
