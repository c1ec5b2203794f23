"""Random legal hands, for property tests and benchmarks.

Every function takes a :class:`random.Random`, so a seed reproduces a case. The hands
are legal: they hold only tiles of the rule set's tile set and never more copies than
exist, a winner's hand is complete (four sets and a pair, or a special shape the rule
set knows) with its winning tile among the concealed tiles, and the situation passes
:func:`scoring.hands.situation.check_situation`. Plain Python, no Qt.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from typing import Final, cast

from scoring.hands.arrangement import (
    KNITTING,
    SEVEN_PAIRS,
    SNAKE_WITH_WINDS,
    THIRTEEN_ORPHANS,
    TRIPLE_KNITTING,
)
from scoring.hands.hand import Hand, Meld, MeldKind
from scoring.hands.notation import ALIASES
from scoring.hands.situation import LOOSE, Situation, Source
from scoring.hands.tiles import WINDS, Tile, TileSet, tile
from scoring.rules.ruleset import RuleSet

ORPHANS: Final = tuple(tile(c) for c in ("1m", "9m", "1p", "9p", "1s", "9s", "1z", "2z",
                                         "3z", "4z", "5z", "6z", "7z"))
GREEN: Final = frozenset(tile(c) for c in ("2s", "3s", "4s", "6s", "8s", "6z"))
DRAGONS: Final = tuple(tile(f"{r}z") for r in (5, 6, 7))
WIND_TILES: Final = tuple(tile(f"{r}z") for r in (1, 2, 3, 4))

#: How the playing tiles of a hand are restricted, with the weight of each choice.
#: Most hands use any tile; the others reach the one-suit, honour and limit rules.
MODES: Final = {
    "any": 50, "one-suit": 8, "suit-honours": 8, "honours": 3, "major": 3,
    "terminals": 2, "simples": 5, "green": 2, "dragons": 4, "winds": 4, "pungs": 6,
}
_SOURCE_WEIGHTS: Final[dict[Source, int]] = {
    "wall": 30, "discard": 40, "loose": 10, "last-wall": 6, "last-loose": 4,
    "last-discard": 6, "robbed-kong": 8,
}
_REVERSE_ALIASES: Final = {tile(code): alias for alias, code in ALIASES.items()}


class _Retry(Exception):
    """The random choices led nowhere (no tile left for a set); start again."""


def _pool(rng: random.Random, ts: TileSet, mode: str) -> list[Tile]:
    """The playing tiles a hand of ``mode`` may use."""
    playing = ts.playing_tiles
    suit = rng.choice(sorted(ts.chow_suits))
    tests: dict[str, Callable[[Tile], bool]] = {
        "one-suit": lambda t: t.suit == suit,
        "suit-honours": lambda t: t.suit == suit or t.is_honour,
        "honours": lambda t: t.is_honour,
        "major": lambda t: t.is_major,
        "terminals": lambda t: t.is_terminal,
        "simples": lambda t: t.is_simple,
        "green": lambda t: t in GREEN,
    }
    test = tests.get(mode)
    return [t for t in playing if test is None or test(t)]


def _chow_tiles(t: Tile) -> tuple[Tile, Tile, Tile]:
    return (t, tile(f"{t.rank + 1}{t.suit}"), tile(f"{t.rank + 2}{t.suit}"))


def _take(left: Counter[Tile], tiles: Sequence[Tile]) -> None:
    need = Counter(tiles)
    if any(left[t] < n for t, n in need.items()):
        raise _Retry
    left.subtract(need)


def _pick(rng: random.Random, ts: TileSet, left: Counter[Tile], pool: Sequence[Tile],
          kind: str) -> Tile | None:
    """A random tile that starts a set of ``kind`` from ``pool``, or None."""
    if kind == "chow":
        allowed = set(pool)
        cands = [t for t in pool if t.suit in ts.chow_suits and t.rank <= 7
                 and all(x in allowed and left[x] >= 1 for x in _chow_tiles(t))]
    else:
        need = {"pair": 2, "pung": 3, "kong": 4}[kind]
        cands = [t for t in pool if left[t] >= need]
    return rng.choice(cands) if cands else None


def _meld_tiles(kind: str, t: Tile) -> tuple[Tile, ...]:
    if kind == "chow":
        return _chow_tiles(t)
    return (t,) * {"pair": 2, "pung": 3, "kong": 4}[kind]


def _random_set(rng: random.Random, ts: TileSet, left: Counter[Tile],
                pool: Sequence[Tile], weights: dict[str, float]) -> tuple[str, Tile]:
    """Take a random chow, pung or kong from ``left``; other kinds if the first fails
    (never a kind of weight 0)."""
    kinds = [k for k in weights if weights[k] > 0]
    first = rng.choices(kinds, [weights[k] for k in kinds])[0]
    for kind in [first] + [k for k in ("pung", "chow", "kong") if k != first and k in kinds]:
        t = _pick(rng, ts, left, pool, kind)
        if t is not None:
            _take(left, _meld_tiles(kind, t))
            return kind, t
    raise _Retry


def _bonus(rng: random.Random, ts: TileSet, wall: Mapping[Tile, int] | None = None,
           ) -> tuple[Tile, ...]:
    """0-4 bonus tiles of the tile set (each exists once); with a ``wall``, only
    those it still holds."""
    tiles: Sequence[Tile] = ts.bonus_tiles
    if wall is not None:
        tiles = [t for t in tiles if wall.get(t, 0) > 0]
    if not tiles:
        return ()
    if rng.random() < 0.05:
        fours = {s: [t for t in ts.bonus_tiles if t.suit == s][:4]
                 for s in sorted({t.suit for t in ts.bonus_tiles})}
        free = [s for s, four in fours.items() if all(t in tiles for t in four)]
        if free:
            return tuple(sorted(fours[rng.choice(free)]))
    n = rng.choices((0, 1, 2, 3, 4), (35, 25, 18, 12, 10))[0]
    return tuple(sorted(rng.sample(tiles, min(n, len(tiles)))))


def _exposed_meld(rng: random.Random, kind: str, t: Tile, exposure: float) -> Meld:
    """A declared set: exposed, or (a kong only) declared concealed or made by adding
    a claimed tile to a concealed pung."""
    if kind == "kong" and rng.random() < 0.15:
        return Meld("kong", t, False, claimed_kong=True)
    return Meld(cast(MeldKind, kind), t, kind == "kong" and rng.random() >= exposure)


# --- winners ------------------------------------------------------------------------

def _standard(rng: random.Random, ts: TileSet, mode: str, max_chows: int | None = None,
              ) -> tuple[list[Tile], list[Meld]]:
    """Four sets and a pair (at most ``max_chows`` chows): the concealed tiles and
    the declared sets."""
    left = Counter({t: ts.copies(t) for t in ts.playing_tiles})
    pool = _pool(rng, ts, mode)
    kong_rate = rng.choice((0.0, 0.0, 0.1, 0.25, 0.85))
    exposure = rng.choice((0.0, 0.0, 0.3, 0.6, 1.0))
    weights = {"chow": 4.0, "pung": 3.0, "kong": 3.0 * kong_rate / (1.0 - kong_rate + 0.05)}
    if mode == "pungs":
        weights["chow"] = 0.0
    sets: list[tuple[str, Tile]] = []
    forced_pair: Tile | None = None
    if mode in ("dragons", "winds"):
        group = DRAGONS if mode == "dragons" else WIND_TILES
        chosen = rng.sample(group, len(group))
        n = rng.choice((len(group) - 1, len(group)))
        for t in chosen[:n]:
            kind = "kong" if rng.random() < kong_rate else "pung"
            _take(left, _meld_tiles(kind, t))
            sets.append((kind, t))
        if n < len(group) and rng.random() < 0.7:
            forced_pair = chosen[n]
    while len(sets) < 4:
        if max_chows is not None and sum(k == "chow" for k, _ in sets) >= max_chows:
            weights["chow"] = 0.0
        sets.append(_random_set(rng, ts, left, pool, weights))
    if forced_pair is not None:
        pair = forced_pair
    else:
        found = _pick(rng, ts, left, pool, "pair") or _pick(rng, ts, left, ts.playing_tiles,
                                                            "pair")
        if found is None:
            raise _Retry
        pair = found
    _take(left, (pair, pair))
    concealed = [pair, pair]
    declared: list[Meld] = []
    for kind, t in sets:
        if kind == "kong" or rng.random() < exposure:
            declared.append(_exposed_meld(rng, kind, t, exposure))
        else:
            concealed.extend(_meld_tiles(kind, t))
    return concealed, declared


def _seven_pairs(rng: random.Random, ts: TileSet, mode: str, shape: str) -> list[Tile]:
    if shape.endswith("-major"):
        pool = [t for t in ts.playing_tiles if t.is_major]
    elif shape.endswith("-honours-or-one-suit"):
        pool = _pool(rng, ts, rng.choice(("honours", "one-suit")))
    else:
        pool = _pool(rng, ts, mode if mode in ("one-suit", "honours", "simples") else "any")
    if len(pool) < 7:
        pool = list(ts.playing_tiles)
    return [t for t in rng.sample(pool, 7) for _ in range(2)]


def _knitting(rng: random.Random, ts: TileSet, triple: bool) -> list[Tile]:
    """Seven pairs of one value in two suits, or four triples of one value in the
    three suits and such a pair."""
    suits = sorted(ts.chow_suits)
    if triple:
        ranks = [rng.randint(1, 9) for _ in range(4)]
        two = rng.sample(suits, 2)
        pair_rank = rng.randint(1, 9)
        tiles = [tile(f"{r}{s}") for r in ranks for s in suits]
        tiles += [tile(f"{pair_rank}{s}") for s in two]
    else:
        two = rng.sample(suits, 2)
        tiles = [tile(f"{r}{s}") for r in (rng.randint(1, 9) for _ in range(7)) for s in two]
    if any(n > ts.copies(t) for t, n in Counter(tiles).items()):
        raise _Retry
    return tiles


def _snake_with_winds(rng: random.Random, ts: TileSet) -> list[Tile]:
    suit = rng.choice(sorted(ts.chow_suits))
    return [tile(f"1{suit}"), *(tile(f"{r}{suit}") for r in range(1, 10)), *WIND_TILES]


def _thirteen_orphans(rng: random.Random) -> list[Tile]:
    return [*ORPHANS, rng.choice(ORPHANS)]


def _nine_gates(rng: random.Random, ts: TileSet, low: int = 1, high: int = 9,
                ) -> list[Tile]:
    """1112345678999 of one suit and one more of that suit, of rank ``low``-``high``
    (covers wriggling snake). That last tile is listed last."""
    suit = rng.choice(sorted(ts.chow_suits))
    ranks = [1, 1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 9, rng.randint(low, high)]
    return [tile(f"{r}{suit}") for r in ranks]


def _winner_situation(rng: random.Random, hand: Hand, seat: str, prevailing: str,
                      win: Tile | None = None) -> Situation:
    win = win if win is not None else rng.choice(hand.concealed)
    kongs = hand.kongs
    allowed = dict(_SOURCE_WEIGHTS)
    if kongs == 0 and not hand.bonus:
        del allowed["loose"]
        del allowed["last-loose"]
    if hand.tile_counts()[win] != 1:
        del allowed["robbed-kong"]
    sources = list(allowed)
    source = rng.choices(sources, [allowed[s] for s in sources])[0]
    exposed = any(not m.concealed for m in hand.declared)
    flags: set[str] = set()
    if not exposed and rng.random() < 0.15:
        flags.add("original-call")
    if seat == "E" and source == "wall" and not exposed and rng.random() < 0.15:
        flags.add("heavens-blessing")
    if seat != "E" and source == "discard" and not exposed and rng.random() < 0.15:
        flags.add("earths-blessing")
    if source in LOOSE and kongs >= 2 and rng.random() < 0.4:
        flags.add("kong-upon-kong")
    streak = rng.choice((0, 0, 0, 0, 0, 1, 2, 3, 4, 5, 8, 12))
    return Situation(seat=seat, round=prevailing, winner=True, win_tile=win, source=source,
                     flags=frozenset(flags), east_wins_before=streak)


def random_winning_hand(rng: random.Random, ruleset: RuleSet, *, seat: str | None = None,
                        prevailing: str | None = None) -> tuple[Hand, Situation]:
    """A random complete hand (14 tiles, kongs counting 3) and a legal winning
    situation for it under ``ruleset``: the special shapes the rule set knows turn up
    now and then, as do kongs, exposed sets, bonus tiles, every source and flag."""
    ts = ruleset.tile_set
    shapes = ruleset.shapes
    seat = seat if seat is not None else rng.choice(WINDS)
    prevailing = prevailing if prevailing is not None else rng.choice(WINDS)
    special = sorted(shapes)
    while True:
        mode = rng.choices(list(MODES), list(MODES.values()))[0]
        declared: list[Meld] = []
        roll = rng.random()
        win: Tile | None = None
        try:
            if special and roll < 0.03 * len(special):
                shape = rng.choice(special)
                concealed = _special(rng, ts, mode, shape)
            elif roll > 0.98 and ruleset.max_chows is None:
                concealed = _nine_gates(rng, ts)
                win = concealed[-1] if rng.random() < 0.5 else None
            else:
                concealed, declared = _standard(rng, ts, mode, ruleset.max_chows)
        except _Retry:
            continue
        hand = Hand(tuple(sorted(concealed)), tuple(declared), _bonus(rng, ts))
        return hand, _winner_situation(rng, hand, seat, prevailing, win)


def _special(rng: random.Random, ts: TileSet, mode: str, shape: str) -> list[Tile]:
    """The concealed tiles of a special hand of ``shape``."""
    if shape == THIRTEEN_ORPHANS:
        return _thirteen_orphans(rng)
    if shape.startswith(SEVEN_PAIRS):
        return _seven_pairs(rng, ts, mode, shape)
    if shape in (KNITTING, TRIPLE_KNITTING):
        return _knitting(rng, ts, shape == TRIPLE_KNITTING)
    if shape == SNAKE_WITH_WINDS:
        return _snake_with_winds(rng, ts)
    return _nine_gates(rng, ts, 2, 8)  # gates of heaven


# --- losers -------------------------------------------------------------------------

def random_losing_hand(rng: random.Random, ruleset: RuleSet, *, seat: str | None = None,
                       prevailing: str | None = None, wall: Mapping[Tile, int] | None = None,
                       ) -> tuple[Hand, Situation]:
    """A random hand of a player who did not win: at most 13 tiles (kongs counting 3),
    often incomplete, with some exposed sets and declared kongs and 0-4 bonus tiles.

    With a ``wall`` (tile -> copies left: what the other players at the table do not
    hold), every tile is taken from it, bonus tiles included: the hand fits beside
    theirs. It is left as it is. Without one, the whole tile set is the wall."""
    ts = ruleset.tile_set
    seat = seat if seat is not None else rng.choice(WINDS)
    prevailing = prevailing if prevailing is not None else rng.choice(WINDS)
    while True:
        mode = rng.choices(list(MODES), list(MODES.values()))[0]
        if mode in ("dragons", "winds"):
            mode = "any"
        try:
            hand = _losing_tiles(rng, ts, mode, wall)
        except _Retry:
            continue
        situation = Situation(seat=seat, round=prevailing, winner=False,
                              east_wins_before=rng.choice((0, 0, 0, 1, 3)))
        return hand, situation


def _losing_tiles(rng: random.Random, ts: TileSet, mode: str,
                  wall: Mapping[Tile, int] | None = None) -> Hand:
    left = Counter({t: ts.copies(t) if wall is None else max(wall.get(t, 0), 0)
                    for t in ts.playing_tiles})
    pool = _pool(rng, ts, mode)
    exposure = rng.choice((0.3, 0.6, 1.0))
    weights = {"chow": 4.0, "pung": 3.0, "kong": rng.choice((0.3, 1.0, 4.0))}
    n_declared = rng.choices((0, 1, 2, 3, 4), (30, 25, 20, 15, 10))[0]
    declared = [_exposed_meld(rng, *_random_set(rng, ts, left, pool, weights), exposure)
                for _ in range(n_declared)]
    room = 13 - 3 * n_declared
    if rng.random() < 0.15:
        room = rng.randint(1, room)
    concealed: list[Tile] = []
    pieces: dict[str, tuple[int, float]] = {
        "single": (1, 3.0), "pair": (2, 2.0), "pung": (3, 1.5), "chow": (3, 2.0),
        "two-run": (2, 1.5), "gap": (2, 1.0), "four": (4, 0.2),
    }
    for _ in range(100):
        if len(concealed) >= room:
            break
        names = [k for k, (size, _) in pieces.items() if size <= room - len(concealed)]
        kind = rng.choices(names, [pieces[k][1] for k in names])[0]
        concealed.extend(_loose_piece(rng, ts, left, pool, kind))
    return Hand(tuple(sorted(concealed)), tuple(declared), _bonus(rng, ts, wall))


def _loose_piece(rng: random.Random, ts: TileSet, left: Counter[Tile],
                 pool: Sequence[Tile], kind: str) -> list[Tile]:
    """Some concealed tiles of a losing hand, taken from ``left`` ([] if none fit)."""
    if kind in ("pair", "pung", "four"):
        n = {"pair": 2, "pung": 3, "four": 4}[kind]
        cands = [t for t in pool if left[t] >= n]
        tiles = [rng.choice(cands)] * n if cands else []
    elif kind == "chow":
        start = _pick(rng, ts, left, pool, "chow")
        tiles = list(_chow_tiles(start)) if start is not None else []
    elif kind in ("two-run", "gap"):
        step = 1 if kind == "two-run" else 2
        allowed = set(pool)
        runs = [(t, tile(f"{t.rank + step}{t.suit}")) for t in pool
                if t.suit in ts.chow_suits and t.rank + step <= 9]
        runs = [(a, b) for a, b in runs if b in allowed and left[a] and left[b]]
        tiles = list(rng.choice(runs)) if runs else []
    else:
        cands = [t for t in pool if left[t] >= 1]
        tiles = [rng.choice(cands)] if cands else []
    _take(left, tiles)
    return tiles


# --- games and notation -------------------------------------------------------------

def random_game_scores(rng: random.Random, ruleset: RuleSet | None = None,
                       ) -> tuple[dict[str, int], str | None]:
    """Scores of one hand for 2-4 players named by seat wind, and the winner (None for
    a hand without one). Without ``ruleset`` the scores are random numbers; with one,
    each player's hand is generated and scored under it."""
    n = rng.choice((2, 3, 4, 4, 4, 4))
    players = sorted(rng.sample(WINDS, n), key=WINDS.index) if n < 4 else list(WINDS)
    winner = rng.choice(players) if rng.random() < 0.9 else None
    scores: dict[str, int] = {}
    if ruleset is None:
        for p in players:
            top = 2000 if p == winner else 400
            scores[p] = 0 if rng.random() < 0.1 else rng.randint(0, top)
        return scores, winner
    from scoring.rules.engine import score_hand
    prevailing = rng.choice(WINDS)
    for p in players:
        if p == winner:
            hand, s = random_winning_hand(rng, ruleset, seat=p, prevailing=prevailing)
        else:
            hand, s = random_losing_hand(rng, ruleset, seat=p, prevailing=prevailing)
        scores[p] = score_hand(hand, s, ruleset).score
    return scores, winner


def _write_tiles(rng: random.Random, tiles: Sequence[Tile]) -> str:
    """``tiles`` in the given order; neighbours of one suit may share the letter
    (``51m``), honours may be written as letters (``E``, ``Rd``)."""
    out: list[str] = []
    digits = ""
    suit = ""
    for t in tiles:
        alias = _REVERSE_ALIASES.get(t)
        if alias is not None and rng.random() < 0.3:
            if digits:
                out.append(digits + suit)
                digits = suit = ""
            out.append(alias)
            continue
        if digits and (t.suit != suit or rng.random() < 0.4):
            out.append(digits + suit)
            digits = ""
        digits += str(t.rank)
        suit = t.suit
    if digits:
        out.append(digits + suit)
    return "".join(out)


def random_notation(rng: random.Random, hand: Hand) -> str:
    """The same hand written another way: the concealed tiles shuffled and split into
    tokens at random, the sets in another order and with their tiles shuffled, the
    bonus tiles on their own or inside the concealed tokens."""
    concealed = list(hand.concealed)
    rng.shuffle(concealed)
    bonus = list(hand.bonus)
    rng.shuffle(bonus)
    loose_bonus = [t for t in bonus if rng.random() < 0.5] if concealed else []
    for t in loose_bonus:
        concealed.insert(rng.randint(0, len(concealed)), t)
    rest = [t for t in bonus if t not in loose_bonus]
    tokens: list[str] = []
    i = 0
    while i < len(concealed):
        n = rng.randint(1, 5)
        tokens.append(_write_tiles(rng, concealed[i:i + n]))
        i += n
    i = 0
    while i < len(rest):
        n = rng.randint(1, 4)
        tokens.append(_write_tiles(rng, rest[i:i + n]))
        i += n
    for m in hand.declared:
        tiles = list(m.tiles)
        rng.shuffle(tiles)
        body = _write_tiles(rng, tiles)
        if m.claimed_kong:
            tokens.append(f"{{{body}}}")
        else:
            tokens.append(f"[{body}]" if m.kind == "kong" and m.concealed else f"({body})")
    rng.shuffle(tokens)
    return " ".join(tokens)


__all__ = [
    "MODES", "random_game_scores", "random_losing_hand", "random_notation",
    "random_winning_hand",
]
