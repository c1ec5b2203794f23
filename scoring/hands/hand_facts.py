"""A few facts about a hand in one int: what the rule plan looks at before it asks a
rule's condition (:class:`scoring.rules.plan.RulePlan`).

Each condition may name a *gate* (:data:`scoring.rules.conditions.CONDITIONS`): facts that
must all hold for it to apply at all. A gate is only ever a consequence of what the
condition itself asks, so a rule whose gate is not met is not asked and scores
nothing, as it would have; most hands meet few gates, so most limit hands are never
asked about.

The hand's facts (its tiles, bonus tiles, situation) are worked out once per hand
(:func:`hand_facts`); an arrangement of it into sets adds its own (no chow, four chows,
...: :class:`scoring.hands.view.HandView` works them out from its sets).
"""

from __future__ import annotations

from typing import Final

from scoring.hands.situation import CLAIMED, Situation
from scoring.hands.suit_patterns import BLOCK_BITS
from scoring.hands.tiles import Tile, tile_codes

# -- facts of the hand: the same for each arrangement of it ----------------------------
#: exactly one suit (m, p, s) among the playing tiles
ONE_SUIT: Final = 1 << 0
#: no suited tile: winds and dragons only (or no playing tile)
NO_SUIT: Final = 1 << 1
#: a wind or dragon among the playing tiles
HONOUR: Final = 1 << 2
#: no wind or dragon among the playing tiles
NO_HONOUR: Final = 1 << 3
#: playing tiles, all terminals or honours
ALL_MAJOR: Final = 1 << 4
#: playing tiles, all terminals
ALL_TERMINAL: Final = 1 << 5
#: playing tiles, all of 2s 3s 4s 6s 8s 6z (imperial jade's)
ALL_GREEN: Final = 1 << 6
#: fourteen playing tiles (a kong counted as four)
FOURTEEN: Final = 1 << 7
#: the seat is East
EAST: Final = 1 << 8
#: the winner declared a flag (original call, a blessing, kong upon kong)
FLAGS: Final = 1 << 9
#: at least one bonus tile
BONUS_1: Final = 1 << 10
#: at least two bonus tiles
BONUS_2: Final = 1 << 11
#: at least four bonus tiles
BONUS_4: Final = 1 << 12

# -- facts of one arrangement into sets -------------------------------------------------
#: no chow among the sets
NO_CHOW: Final = 1 << 13
#: four chows
FOUR_CHOWS: Final = 1 << 14
#: pungs, kongs and pairs of dragons: three or more
DRAGON_SETS_3: Final = 1 << 15
#: pungs, kongs and pairs of winds: four or more
WIND_SETS_4: Final = 1 << 16
#: four kongs
FOUR_KONGS: Final = 1 << 17
#: the winning tile completed a pair
PAIR_WON: Final = 1 << 18
#: three or more pungs and kongs
PUNGS_3: Final = 1 << 19
#: the shape is four sets and a pair (``standard``)
STANDARD: Final = 1 << 22
#: no set exposes the hand (see :class:`scoring.hands.view.HandView`)
NO_EXPOSED: Final = 1 << 23

#: the facts few hands have: a gate with one of them is met by few hands, and by none
#: that has none of them (:class:`scoring.rules.plan.RulePlan` tests those gates only
#: for a hand that has one)
RARE: Final = (ONE_SUIT | NO_SUIT | ALL_MAJOR | ALL_TERMINAL | ALL_GREEN | BONUS_4
               | FLAGS | FOUR_CHOWS | FOUR_KONGS | DRAGON_SETS_3 | WIND_SETS_4)

# -- facts of the situation ---------------------------------------------------------------
#: the hand won
WINNER: Final = 1 << 20
#: the winning tile was not claimed from another player (or the hand did not win)
NOT_CLAIMED: Final = 1 << 21

#: the suited tiles' suit letters
_SUIT_LETTERS: Final = ("m", "p", "s")
_GREEN: Final = frozenset(("2s", "3s", "4s", "6s", "8s", "6z"))


def _tile_bits(t: Tile) -> int:
    """The bits of ``t`` as :func:`hand_facts` ands and ors them: its suit (bit 0-2
    for m, p, s), honour (3), major (4), terminal (5), green (6)."""
    bits = 1 << _SUIT_LETTERS.index(t.suit) if t.suit in _SUIT_LETTERS else 0
    bits |= (t.is_honour << 3) | (t.is_major << 4) | (t.is_terminal << 5)
    return bits | ((t.code in _GREEN) << 6)


_BITS: Final = {t: _tile_bits(t) for t in tile_codes().values()}
_ALL: Final = 0b1111111
#: ``any`` (bits 0-2: the suits held) -> ONE_SUIT or NO_SUIT or 0
_SUITS: Final = tuple(ONE_SUIT if n in (1, 2, 4) else NO_SUIT if n == 0 else 0
                      for n in range(8))


#: suits held (bits 0-2 of the tile bits) -> their letters
_SUIT_SETS: Final = tuple(frozenset(s for i, s in enumerate(_SUIT_LETTERS) if n >> i & 1)
                          for n in range(8))

#: what :func:`hand_facts` gives: the suits held, the number of honours, the facts
HandFacts = tuple[frozenset[str], int, int]


def hand_facts(tiles: tuple[Tile, ...] | list[Tile], bonus: tuple[Tile, ...],
               situation: Situation) -> HandFacts:
    """The suits (m, p, s) among the playing ``tiles``, the number of honours among
    them, and the facts of a hand with these tiles and ``bonus`` tiles."""
    held = honours = 0
    every = _ALL
    bits = _BITS
    for t in tiles:
        b = bits[t]
        held |= b
        every &= b
        honours += b >> 3 & 1
    facts = _SUITS[held & 7] | (HONOUR if honours else NO_HONOUR)
    if tiles:
        facts |= (every >> 4 & 1) * ALL_MAJOR | (every >> 5 & 1) * ALL_TERMINAL \
            | (every >> 6 & 1) * ALL_GREEN
    if len(tiles) == 14:
        facts |= FOURTEEN
    return _SUIT_SETS[held & 7], honours, facts | situation_facts(bonus, situation)


def situation_facts(bonus: tuple[Tile, ...], situation: Situation) -> int:
    """The facts of a hand that come from the situation and the ``bonus`` tiles, not
    from its playing tiles: won or not, the winning tile claimed or not, East's seat,
    any flag, one, two, four bonus tiles."""
    facts = EAST if situation.seat == "E" else 0
    if situation.winner:
        facts |= WINNER if situation.source in CLAIMED else WINNER | NOT_CLAIMED
    else:
        facts |= NOT_CLAIMED
    if situation.flags:
        facts |= FLAGS
    n = len(bonus)
    if n:
        facts |= BONUS_1 | (BONUS_2 if n >= 2 else 0) | (BONUS_4 if n >= 4 else 0)
    return facts


# -- the same facts from the patterns of the tiles (see scoring.hands.suit_patterns) -----------
#: ranks 2-8 of a pattern
_MIDDLE: Final = sum(15 << (r << 2) for r in range(2, 9))
#: 2, 3, 4, 6 and 8 of bamboo, and green dragons (rank 6 of the honours)
_GREEN_BAMBOO: Final = sum(15 << (r << 2) for r in (2, 3, 4, 6, 8))
_GREEN_DRAGON: Final = 15 << (6 << 2)
#: every other count of a pattern, as bytes
_EVEN: Final = 0x0F0F0F0F0F
_BAMBOO: Final = 2
_HONOURS: Final = 3


def tile_facts(patterns: dict[int, int], count: int) -> HandFacts:
    """The facts of :func:`hand_facts` that come from the tiles alone, of ``count``
    playing tiles whose blocks (``sort_key >> 4``) hold these ``patterns``, with at
    most 15 copies of a tile (as checked hands do)."""
    get = patterns.get
    return _facts(get(0, 0), get(1, 0), get(_BAMBOO, 0), get(_HONOURS, 0), count)


def wide_facts(held: int, count: int, bonus: tuple[Tile, ...],
               situation: Situation) -> HandFacts:
    """:func:`hand_facts` of the ``count`` playing tiles of the wide pattern
    ``held`` (:data:`scoring.hands.suit_patterns.WIDE`)."""
    suits, honours, facts = _facts(held & BLOCK_BITS, held >> 64 & BLOCK_BITS,
                                   held >> 128 & BLOCK_BITS, held >> 192 & BLOCK_BITS,
                                   count)
    return suits, honours, facts | situation_facts(bonus, situation)


def _facts(characters: int, dots: int, bamboo: int, winds_dragons: int,
           count: int) -> HandFacts:
    """:func:`tile_facts` of the blocks' patterns."""
    held = (1 if characters else 0) | (2 if dots else 0) | (4 if bamboo else 0)
    # the counts of the honours, summed: pairs of counts into bytes, then the bytes
    honours = ((winds_dragons & _EVEN) + (winds_dragons >> 4 & _EVEN)) \
        * 0x0101010101 >> 32 & 0xFF
    facts = _SUITS[held] | (HONOUR if honours else NO_HONOUR)
    if count:
        if not (characters | dots | bamboo) & _MIDDLE:
            facts |= ALL_MAJOR | (0 if honours else ALL_TERMINAL)
        if (held == 0 or held == 4) and not bamboo & ~_GREEN_BAMBOO \
                and not winds_dragons & ~_GREEN_DRAGON:
            facts |= ALL_GREEN
    if count == 14:
        facts |= FOURTEEN
    return _SUIT_SETS[held], honours, facts
