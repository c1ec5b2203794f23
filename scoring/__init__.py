"""Mahjong Score Sheet's domain: tiles, notation, rule sets, scoring, games.

Plain Python; it never imports Qt.
"""

#: the program's version (pyproject.toml reads it from here)
__version__ = "0.1.0"

from scoring.errors import MahjongError, NotationError, RuleFileError, SituationError
from scoring.games.settlement import Settlement, settle
from scoring.hands.hand import Hand, Meld
from scoring.hands.notation import format_hand, parse_hand, parse_tiles
from scoring.hands.situation import Situation
from scoring.hands.tiles import CLASSICAL, Tile, TileSet, tile
from scoring.rules.breakdown import Breakdown, Item
from scoring.rules.engine import hand_waits, score, score_hand
from scoring.rules.ruleset import Rule, RuleSet, builtin_ids, load_ruleset, parse_ruleset

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
