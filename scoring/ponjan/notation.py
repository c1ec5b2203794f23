"""Reading and writing Ponjan hands: ``000r 111k 00b``, ``(000d) 111d 000k``.

- A tile is the id printed on it and its colour letter (see :mod:`.tiles`); digits
  before a letter share it: ``000r`` is a set of Red 0, ``000000b`` two sets of Blue 0.
- ``( )`` around three identical tiles: a stolen (exposed) set, ``(000r)``.
- Everything else is the concealed hand, in any order and grouping.

Ponjan has no kongs, chows, pairs to expose, bonus tiles or honours; each of them
gets a message naming the token (``ponjan.md`` §2.1).
"""

from __future__ import annotations

import re
from collections import Counter
from itertools import groupby

from scoring.errors import Msg, NotationError

from .hand import MAX_STOLEN, PonjanHand
from .tiles import ALL_CODES, KINDS, PonjanTile, is_ponjan_code, ponjan_tile

_RUN = re.compile(r"(?:[01]+[rbkd]|[0-3]+w)+")
_PART = re.compile(r"([0-9]+)([rbkwd])")
_HELP = {"r": "red tiles are 0r and 1r", "b": "blue tiles are 0b and 1b",
         "k": "yellow tiles are 0k and 1k", "w": "white tiles are 0w-3w",
         "d": "dragon tiles are 0d and 1d"}
_LETTERS = "r red, b blue, k yellow, w white, d dragon"


def parse_tiles(text: str, token: str | None = None) -> list[PonjanTile]:
    """Read a run of Ponjan tiles with no grouping (``000r11k``)."""
    if _RUN.fullmatch(text):
        tiles: list[PonjanTile] = []
        for m in _PART.finditer(text):
            digits, colour = m.groups()
            tiles.extend(ponjan_tile(d + colour) for d in digits)
        return tiles
    return _parse_slowly(text, text if token is None else token)


def _parse_slowly(text: str, token: str) -> list[PonjanTile]:
    """The same, character by character, to name exactly what cannot be read."""
    tiles = []
    i, n = 0, len(text)
    while i < n:
        if not text[i].isdigit():
            raise NotationError("'{token}': cannot read '{rest}' (Ponjan tiles are "
                                "written {codes})", token=token, rest=text[i:],
                                codes=ALL_CODES)
        j = i
        while j < n and text[j].isdigit():
            j += 1
        if j == n:
            raise NotationError("'{token}': the digits '{digits}' have no colour letter "
                                "after them ({letters})", token=token, digits=text[i:],
                                letters=_LETTERS)
        letter = text[j]
        if letter not in KINDS:
            if letter in "fyga":
                raise NotationError("'{token}': Ponjan has no bonus tiles (its tiles are "
                                    "{codes})", token=token, codes=ALL_CODES)
            if letter in "mpsz":
                raise NotationError("'{token}': {code} is a classical mahjong tile, not a "
                                    "Ponjan tile (Ponjan tiles are {codes})", token=token,
                                    code=text[i:j + 1], codes=ALL_CODES)
            raise NotationError("'{token}': '{letter}' is not a Ponjan colour letter "
                                "({letters})", token=token, letter=letter,
                                letters=_LETTERS)
        for d in text[i:j]:
            code = d + letter
            if not is_ponjan_code(code):
                raise NotationError("'{token}': there is no tile {code} ({help})",
                                    token=token, code=code, help=Msg(_HELP[letter]))
            tiles.append(ponjan_tile(code))
        i = j + 1
    return tiles


def _stolen_set(token: str) -> PonjanTile:
    inner = token[1:-1]
    if any(ch in inner for ch in "()[]"):
        raise NotationError("'{token}': groups cannot be nested", token=token)
    tiles = parse_tiles(inner, token)
    same = all(t is tiles[0] for t in tiles)
    if same and len(tiles) == 3:
        return tiles[0]
    if same and len(tiles) == 4:
        raise NotationError("'{token}': Ponjan has no kongs; a stolen set is three "
                            "identical tiles such as (000r)", token=token)
    if same and len(tiles) == 2:
        raise NotationError("'{token}': Ponjan has no exposed pairs; a stolen set is "
                            "three identical tiles such as (000r)", token=token)
    if len(tiles) == 3:
        raise NotationError("'{token}' is not a set: Ponjan has no chows; a stolen set "
                            "is three identical tiles such as (000r)", token=token)
    raise NotationError("'{token}' is not a set: a stolen set is three identical tiles "
                        "such as (000r)", token=token)


def parse_hand(text: str) -> PonjanHand:
    """Read a Ponjan hand or holding. Raises NotationError naming the bad token, or
    the tile of which the hand holds more copies than exist."""
    stolen: list[PonjanTile] = []
    free: list[str] = []
    for token in text.split():
        if token[0] == "[":
            raise NotationError("'{token}': square brackets mark a concealed kong, and "
                                "Ponjan has no kongs", token=token)
        if token[0] == "(":
            if not token.endswith(")") or len(token) < 3:
                raise NotationError("'{token}': a group opened with '(' must end with "
                                    "')' and hold a set, with no spaces", token=token)
            stolen.append(_stolen_set(token))
        elif any(ch in token for ch in "()[]"):
            raise NotationError("'{token}': brackets must stand around a whole set, such "
                                "as (000r)", token=token)
        else:
            free.append(token)
    joined = "".join(free)
    if _RUN.fullmatch(joined) or not joined:
        tiles = parse_tiles(joined)
    else:  # find the token that is not good, to name it
        tiles = [t for token in free for t in parse_tiles(token)]
    if not tiles and not stolen:
        raise NotationError("the hand is empty")
    if len(stolen) > MAX_STOLEN:
        raise NotationError("a Ponjan hand has at most {most} stolen sets (a player with "
                            "2 tiles or fewer in hand cannot steal); this one has {n}",
                            most=MAX_STOLEN, n=len(stolen))
    hand = PonjanHand(tuple(sorted(tiles)), tuple(stolen))
    check_copies(hand)
    return hand


def check_copies(hand: PonjanHand) -> None:
    """Raise NotationError if the hand holds more copies of a tile than exist."""
    for t, n in Counter(hand.all_tiles()).items():
        if n > t.copies:
            raise NotationError("the hand holds {n} copies of {code} ({name}); there are "
                                "only {copies}", n=n, code=t.code, name=t.name,
                                copies=t.copies)


def format_tiles(tiles: list[PonjanTile] | tuple[PonjanTile, ...]) -> str:
    """Write tiles compactly, one token per colour: ``0001r 11k``."""
    return " ".join("".join(str(t.id) for t in group) + colour
                    for colour, group in groupby(sorted(tiles), key=lambda t: t.colour))


def format_hand(hand: PonjanHand) -> str:
    """The canonical notation of a hand: concealed tiles, then the stolen sets."""
    parts = [format_tiles(hand.concealed)] if hand.concealed else []
    parts += [f"({t.code[0] * 3}{t.colour})" for t in hand.stolen]
    return " ".join(parts)
