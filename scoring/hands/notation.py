"""The hand notation: reading and writing hands such as ``123m 55p (777z) [2222s] 1f``.

- Suited tiles: rank digits then the suit letter, ``m`` characters, ``p`` dots,
  ``s`` bamboo. Digits before a letter share it: ``123m``.
- Honours: ``1z``-``7z`` = East, South, West, North, White, Green, Red; or the
  aliases ``E S W N`` and ``Wd Gd Rd`` (``EEE`` is a pung of East wind).
- Bonus tiles: ``1f``-``4f`` flowers, ``1y``-``4y`` seasons, ``1g``-``4g`` source
  003's second colour of seasons, ``1a``-``8a`` its animal tiles.
- ``( )`` around a group: an exposed set. ``[ ]``: a declared concealed kong.
  ``{ }``: a kong made by adding a claimed discard to a concealed pung.
  Everything else is the concealed hand, in any order and grouping.
"""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import groupby
from operator import attrgetter
from typing import Literal

from scoring.errors import TILES, Msg, NotationError
from scoring.hands.hand import Hand, Meld
from scoring.hands.tiles import SUIT_NAMES, Tile, TileSet, is_tile_code, tile, tile_codes

_TILE: dict[str, Tile] = tile_codes()
SORT_KEY = attrgetter("sort_key")

ALIASES: dict[str, str] = {
    "Wd": "5z", "Gd": "6z", "Rd": "7z", "E": "1z", "S": "2z", "W": "3z", "N": "4z",
}
_ALIAS_ORDER = ("Wd", "Gd", "Rd", "E", "S", "W", "N")
#: How honours are written: ``1z``-``7z`` or the letters ``E S W N Wd Gd Rd``.
Honours = Literal["digits", "letters"]
HONOUR_LETTERS: dict[str, str] = {code: alias for alias, code in ALIASES.items()}
_SUIT_HELP = {
    "m": "characters are 1m-9m", "p": "dots are 1p-9p", "s": "bamboo is 1s-9s",
    "z": "honours are 1z-7z", "f": "flowers are 1f-4f", "y": "seasons are 1y-4y",
    "g": "second-colour seasons are 1g-4g", "a": "animal tiles are 1a-8a",
}


_RUN = re.compile(r"(?:[1-9]+[mps]|[1-7]+z|[1-4]+[fyg]|[1-8]+a|Wd|Gd|Rd|[ESWN])+")
_PART = re.compile(r"([1-9]+)([mpszfyga])|(Wd|Gd|Rd|[ESWN])")


def parse_tiles(text: str, token: str | None = None) -> list[Tile]:
    """Read a run of tiles with no grouping (``123m55pE``)."""
    if _RUN.fullmatch(text):  # the common case, read in one pass
        return _read_run(text)
    return _parse_tiles_slowly(text, text if token is None else token)


#: suit letter -> rank digit -> tile; alias -> tile (for _read_run)
_BY_SUIT: dict[str, dict[str, Tile]] = {}
for _code, _tile in _TILE.items():
    _BY_SUIT.setdefault(_code[1:], {})[_code[0]] = _tile
_BY_ALIAS: dict[str, Tile] = {alias: _TILE[code] for alias, code in ALIASES.items()}


def _read_run(text: str) -> list[Tile]:
    """The tiles of ``text``, which matches ``_RUN``."""
    tiles: list[Tile] = []
    for digits, suit, alias in _PART.findall(text):
        if alias:
            tiles.append(_BY_ALIAS[alias])
        else:
            tiles.extend(map(_BY_SUIT[suit].__getitem__, digits))
    return tiles


def _parse_tiles_slowly(text: str, token: str) -> list[Tile]:
    """The same, character by character, to name exactly what cannot be read."""
    tiles: list[Tile] = []
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch.isdigit():
            j = i
            while j < n and text[j].isdigit():
                j += 1
            if j == n:
                raise NotationError(
                    "'{token}': the digits '{digits}' have no suit letter after them "
                    "(m, p, s, z, f, y, g or a)", token=token, digits=text[i:])
            suit = text[j]
            if suit not in _SUIT_HELP:
                raise NotationError(
                    "'{token}': '{letter}' is not a suit letter "
                    "(m characters, p dots, s bamboo, z honours, f flowers, y seasons)",
                    token=token, letter=suit)
            for d in text[i:j]:
                code = f"{d}{suit}"
                if not is_tile_code(code):
                    raise NotationError("'{token}': there is no tile {code} ({help})",
                                        token=token, code=code, help=Msg(_SUIT_HELP[suit]))
                tiles.append(tile(code))
            i = j + 1
            continue
        for alias in _ALIAS_ORDER:
            if text.startswith(alias, i):
                tiles.append(tile(ALIASES[alias]))
                i += len(alias)
                break
        else:
            raise NotationError("'{token}': cannot read '{rest}' (unexpected '{char}')",
                                token=token, rest=text[i:], char=ch)
    return tiles


def _group_meld(tiles: list[Tile], token: str, opener: str) -> Meld:
    if any(t.category == "bonus" for t in tiles):
        raise NotationError("'{token}': bonus tiles are not part of a set; "
                            "write them on their own", token=token)
    first = min(tiles)
    same = all(t is first for t in tiles)
    if opener == "[":
        if len(tiles) != 4 or not same:
            raise NotationError("'{token}': square brackets mark a declared concealed "
                                "kong, four identical tiles such as [2222s]", token=token)
        return Meld("kong", first, True)
    if opener == "{":
        if len(tiles) != 4 or not same:
            raise NotationError("'{token}': braces mark a kong made by adding a claimed "
                                "tile to a concealed pung, four identical tiles such as "
                                "{{2222s}}", token=token)
        return Meld("kong", first, False, claimed_kong=True)
    if same and len(tiles) in (3, 4):
        return Meld("pung" if len(tiles) == 3 else "kong", first, False)
    ranks = sorted(t.rank for t in tiles)
    if (len(tiles) == 3 and first.suit in SUIT_NAMES
            and all(t.suit == first.suit for t in tiles)
            and ranks == [first.rank, first.rank + 1, first.rank + 2]):
        return Meld("chow", first, False)
    raise NotationError("'{token}' is not a set: an exposed group must be a chow "
                        "(123m), a pung (555p) or a kong (1111z)", token=token)


@lru_cache(maxsize=1024)
def _group(token: str) -> Meld:
    """The set written ``token``, such as ``(555p)`` (sets are immutable, and a game
    writes the same few hundred again and again: each is read once)."""
    opener = token[0]
    closer = {"(": ")", "[": "]", "{": "}"}[opener]
    if not token.endswith(closer) or len(token) < 3:
        raise NotationError("'{token}': a group opened with '{opener}' must end "
                            "with '{closer}' and hold a set, with no spaces",
                            token=token, opener=opener, closer=closer)
    inner = token[1:-1]
    if any(c in inner for c in "()[]{}"):
        raise NotationError("'{token}': groups cannot be nested", token=token)
    return _group_meld(parse_tiles(inner, token), token, opener)


#: suit letter -> rank digit -> the tile's sort key, of the playing tiles and of the
#: bonus tiles; sort key -> tile (parse_hand)
_KEYS: dict[str, dict[str, int]] = {suit: {d: t.sort_key for d, t in by_rank.items()}
                                    for suit, by_rank in _BY_SUIT.items()}
_PLAYING_KEYS = {suit: keys for suit, keys in _KEYS.items()
                 if _BY_SUIT[suit]["1"].category != "bonus"}
_BONUS_KEYS = {suit: keys for suit, keys in _KEYS.items() if suit not in _PLAYING_KEYS}
_BY_KEY: dict[int, Tile] = {t.sort_key: t for t in _TILE.values()}


def parse_hand(text: str) -> Hand:
    """Read a hand in the notation. Raises NotationError naming the bad token."""
    declared: list[Meld] = []
    keys: list[int] = []
    bonus: list[int] = []
    for token in text.split():  # the common case: groups, and digits and a suit
        by_rank = _PLAYING_KEYS.get(token[-1])
        if by_rank is not None:
            into = keys
        elif token[0] in "([{":
            declared.append(_group(token))
            continue
        else:
            by_rank = _BONUS_KEYS.get(token[-1])
            if by_rank is None:
                return _parse_hand(text)
            into = bonus
        if len(token) < 2:
            return _parse_hand(text)
        try:
            into += map(by_rank.__getitem__, token[:-1])
        except KeyError:  # anything else (a letter, no such tile): read it slowly
            return _parse_hand(text)
    keys.sort()
    tile_of = _BY_KEY.__getitem__
    if not bonus:
        return Hand(tuple(map(tile_of, keys)), tuple(declared))
    bonus.sort()
    return Hand(tuple(map(tile_of, keys)), tuple(declared), tuple(map(tile_of, bonus)))


def _parse_hand(text: str) -> Hand:
    """:func:`parse_hand` of any text: aliases, runs of several suits, errors."""
    declared: list[Meld] = []
    free: list[str] = []
    for token in text.split():
        if token[0] in "([{":
            declared.append(_group(token))
        else:
            free.append(token)
    joined = "".join(free)
    if _RUN.fullmatch(joined):  # every free token is good: read them in one pass
        tiles = _read_run(joined)
    else:  # find the token that is not, to name it
        tiles = []
        for token in free:
            if any(c in token for c in "()[]{}"):
                raise NotationError("'{token}': brackets must stand around a whole "
                                    "group, such as (555p) or [2222s]", token=token)
            tiles += parse_tiles(token)
    tiles.sort(key=SORT_KEY)
    # bonus tiles sort after every playing tile
    concealed = [t for t in tiles if t.category != "bonus"]
    return Hand(tuple(concealed), tuple(declared), tuple(tiles[len(concealed):]))


def check_tiles(hand: Hand, tile_set: TileSet) -> None:
    """Raise NotationError if the hand holds a tile the set lacks or too many copies."""
    # the count of each tile, bound methods and all: this runs for every hand scored
    counts: dict[Tile, int] = {}
    get = counts.get
    for t in hand.concealed:
        counts[t] = get(t, 0) + 1
    for m in hand.declared:
        if m.kind == "chow":
            for t in m.tiles:
                counts[t] = get(t, 0) + 1
        else:
            counts[m.tile] = get(m.tile, 0) + len(m.tiles)
    for t in hand.bonus:
        counts[t] = get(t, 0) + 1
    copies = tile_set.copies_map.get
    for t, n in counts.items():
        if n > copies(t, 0):
            _raise_tile_error(hand, tile_set)


def _raise_tile_error(hand: Hand, tile_set: TileSet) -> None:
    """Raise the NotationError that names the first tile, in the order the tiles
    appear, that the set lacks or that the hand holds too many copies of."""
    copies_of = tile_set.copies_map
    counts: dict[Tile, int] = {}
    for t in hand.concealed:
        counts[t] = counts.get(t, 0) + 1
    for m in hand.declared:
        for t in m.tiles:
            counts[t] = counts.get(t, 0) + 1
    for t in hand.bonus:
        counts[t] = counts.get(t, 0) + 1
    for t, n in counts.items():
        copies = copies_of.get(t, 0)
        if n <= copies:  # the usual case: nothing to tell
            continue
        if copies == 0:
            raise NotationError("{code} ({name}) is not a tile of the {tile_set} tile set",
                                code=t.code, name=Msg(t.name, TILES), tile_set=tile_set.id)
        if n > copies:
            if copies == 1:
                raise NotationError("the hand holds {n} copies of {code} ({name}); there "
                                    "is only one", n=n, code=t.code, name=Msg(t.name, TILES))
            raise NotationError("the hand holds {n} copies of {code} ({name}); there are "
                                "only {copies}", n=n, code=t.code, name=Msg(t.name, TILES),
                                copies=copies)


def format_tiles(tiles: list[Tile] | tuple[Tile, ...], honours: Honours = "digits") -> str:
    """Write tiles compactly, one token per suit: ``123m 55p 1z`` (``E`` with
    ``honours="letters"``)."""
    parts = []
    for suit, group in groupby(sorted(tiles, key=SORT_KEY), key=lambda t: t.suit):
        if suit == "z" and honours == "letters":
            parts.append("".join(HONOUR_LETTERS[t.code] for t in group))
        else:
            parts.append("".join(str(t.rank) for t in group) + suit)
    return " ".join(parts)


def format_meld(meld: Meld, honours: Honours = "digits") -> str:
    """A set as ``Meld.notation`` writes it, honours as ``honours`` says: ``(EEE)``."""
    if meld.tile.suit != "z" or honours == "digits":
        return meld.notation()
    body = HONOUR_LETTERS[meld.tile.code] * len(meld.tiles)
    if meld.kind == "kong" and meld.concealed:
        return f"[{body}]"
    if meld.claimed_kong:
        return f"{{{body}}}"
    return body if meld.concealed else f"({body})"


def format_hand(hand: Hand, honours: Honours = "digits") -> str:
    """The canonical notation of a hand: concealed tiles, sets, then bonus tiles."""
    parts = [format_tiles(hand.concealed, honours)] if hand.concealed else []
    parts += [format_meld(m, honours) for m in hand.declared]
    if hand.bonus:
        parts.append(format_tiles(hand.bonus))
    return " ".join(parts)
