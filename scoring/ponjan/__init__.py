"""Ponjan (source 002): a second game beside classical mahjong, with its own layers.

- hands: :mod:`.tiles` (the 78 tiles), :mod:`.notation` (``000r 111k (000b)``),
  :mod:`.hand` (complete hands, tenpai);
- rules: :mod:`.rules` (the rule file), :mod:`.combinations` (one condition per
  combination), :mod:`.formula`, :mod:`.situation`, :mod:`.score` (scoring a hand),
  :mod:`.reference` (the generated rules reference);
- games: :mod:`.payments` (who pays whom), :mod:`.flow` (boss, rounds, balances).

Plain Python, no Qt. The specification is ``shared/seeds/ponjan.md``.
"""

from .flow import (
    PonjanGameError,
    PonjanHandResult,
    PonjanMatch,
    PonjanRecord,
    Position,
    replay,
    tenpai_of,
)
from .formula import base
from .hand import PonjanHand
from .notation import format_hand, parse_hand, parse_tiles
from .payments import HandPayments, draw_payments, win_payments
from .reference import ponjan_markdown
from .rules import PonjanRules, load_ponjan_rules, parse_ponjan_rules
from .score import PonjanItem, PonjanScore, score_ponjan, score_text
from .situation import PonjanSituation
from .tiles import PonjanTile, ponjan_tile

__all__ = [
    "HandPayments",
    "PonjanGameError",
    "PonjanHand",
    "PonjanHandResult",
    "PonjanItem",
    "PonjanMatch",
    "PonjanRecord",
    "PonjanRules",
    "PonjanScore",
    "PonjanSituation",
    "PonjanTile",
    "Position",
    "base",
    "draw_payments",
    "format_hand",
    "load_ponjan_rules",
    "parse_hand",
    "parse_ponjan_rules",
    "parse_tiles",
    "ponjan_markdown",
    "ponjan_tile",
    "replay",
    "score_ponjan",
    "score_text",
    "tenpai_of",
    "win_payments",
]
