"""Mahjong Score Sheet's domain: tiles, notation, rule sets, scoring, games.

Plain Python; it never imports Qt.
"""

#: the program's version (pyproject.toml reads it from here)
__version__ = "0.1.0"

from .breakdown import Breakdown, Item
from .engine import hand_waits, score, score_hand
from .errors import MahjongError, NotationError, RuleFileError, SituationError
from .hand import Hand, Meld
from .notation import format_hand, parse_hand, parse_tiles
from .ruleset import Rule, RuleSet, builtin_ids, load_ruleset, parse_ruleset
from .settlement import Settlement, settle
from .situation import Situation
from .tiles import CLASSICAL, Tile, TileSet, tile

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
