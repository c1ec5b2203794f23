"""Numbers on the command line: ASCII digits only, within bounds.

Python's ``int()`` also reads other scripts' digits (``int("١")`` is 1) and
underscores (``int("1_2")`` is 12), so a number typed by mistake in another script
would be half read; every number of the command line goes through here instead.
"""

from __future__ import annotations

import argparse
import re

from scoring.errors import MahjongError
from scoring.schema import MAX_SCORE


def whole_number(text: str, what: str, low: int = 0, high: int = MAX_SCORE,
                 other: str = "") -> int:
    """``text`` as a whole number from ``low`` to ``high`` (ASCII digits only: a
    superscript or another script's digit is refused, not half-read)."""
    text = text.strip()
    if not re.fullmatch(r"-?[0-9]{1,12}", text) or not low <= int(text) <= high:
        raise MahjongError(f"{what}: '{text}' is not a whole number from {low} to "
                           f"{high}{other}")
    return int(text)


def integer(text: str) -> int:
    """An argparse ``type`` for a whole number: ASCII digits, perhaps a minus sign
    (whether the number is in range is checked where it is used, which names the
    bounds); argparse names the option or argument in its message."""
    if not re.fullmatch(r"-?[0-9]{1,30}", text.strip()):
        raise argparse.ArgumentTypeError(f"'{text}' is not a whole number (write it "
                                         "with the digits 0-9)")
    return int(text)
