"""Ponjan (source 002): a second game beside classical mahjong, with its own layers.

- hands: :mod:`.tiles` (the 78 tiles), :mod:`.notation` (``000r 111k (000b)``),
  :mod:`.hand` (complete hands, tenpai);
- rules: :mod:`.rules` (the rule file), :mod:`.combinations` (one condition per
  combination), :mod:`.formula`, :mod:`.situation`, :mod:`.score` (scoring a hand),
  :mod:`.reference` (the generated rules reference);
- games: :mod:`.payments` (who pays whom), :mod:`.flow` (boss, rounds, balances).

Plain Python, no Qt. The specification is ``shared/seeds/ponjan.md``.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
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

#: each public name -> the module of this package that defines it (loaded when the
#: name is first used, PEP 562: a program that needs only the situation's flags, say,
#: does not import the whole game)
_HOMES = {
    "flow": ("PonjanGameError", "PonjanHandResult", "PonjanMatch", "PonjanRecord",
             "Position", "replay", "tenpai_of"),
    "formula": ("base",),
    "hand": ("PonjanHand",),
    "notation": ("format_hand", "parse_hand", "parse_tiles"),
    "payments": ("HandPayments", "draw_payments", "win_payments"),
    "reference": ("ponjan_markdown",),
    "rules": ("PonjanRules", "load_ponjan_rules", "parse_ponjan_rules"),
    "score": ("PonjanItem", "PonjanScore", "score_ponjan", "score_text"),
    "situation": ("PonjanSituation",),
    "tiles": ("PonjanTile", "ponjan_tile"),
}
_HOME_OF = {name: module for module, names in _HOMES.items() for name in names}


def __getattr__(name: str) -> Any:
    module = _HOME_OF.get(name)
    if module is None:
        raise AttributeError(f"module 'scoring.ponjan' has no attribute {name!r}")
    value = getattr(import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_HOME_OF})


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
