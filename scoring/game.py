"""A game: players, the rules it is played with, and the hands recorded so far.

Only what the players entered is stored (tiles in the notation or a typed score, the
winner and how the hand was won). Seats, prevailing winds, scores, settlements and
balances are derived from that record by :func:`Game.replay`, so editing or deleting a
past hand recomputes everything after it. A hand can also be a penalty (see
:mod:`scoring.penalty`): no tiles and no scores, only who pays whom how much.
"""

from __future__ import annotations

import hashlib
import json
import uuid
from dataclasses import dataclass, field, replace
from datetime import datetime
from functools import cached_property, lru_cache
from typing import Any

from .breakdown import Breakdown
from .engine import check_hand, score_hand
from .errors import MahjongError, one_line
from .hand import Hand
from .notation import parse_hand, parse_tiles
from .penalty import Penalty, check_offence, check_penalty
from .rotation import Rotation, Seating, seatings
from .ruleset import RuleSet, parse_ruleset
from .schema import MAX_HANDS, MAX_NAME, MAX_NOTE, MAX_SCORE, describe
from .settlement import CONVENTIONS, Convention, Settlement, settle, settle_penalty
from .situation import FLAGS, SOURCES, Situation
from .tiles import Tile, TileSet

#: the longest text of seen tiles in a hand record (every tile of a set written out)
MAX_SEEN = 600


class GameError(MahjongError):
    """A game setting or a recorded hand is not valid."""


class PlayerError(GameError):
    """One player's entry cannot be scored; ``notation`` when its tiles cannot be read."""

    def __init__(self, player: int, name: str, error: MahjongError, notation: bool) -> None:
        self.player, self.error, self.notation = player, error, notation
        self.detail = str(error)
        super().__init__("{player}: {detail}", player=name, detail=error)


class HandError(GameError):
    """Recorded hand number ``index + 1`` cannot be scored."""

    def __init__(self, index: int, error: MahjongError,
                 cause: PlayerError | None = None) -> None:
        self.index = index
        self.reason = str(error)
        self.cause = cause
        super().__init__("hand {number}: {reason}", number=index + 1, reason=error)


@dataclass(frozen=True)
class Entry:
    """What was recorded for one player in one hand: tiles, or a score typed by hand."""

    tiles: str | None = None
    score: int | None = None

    def __post_init__(self) -> None:
        if (self.tiles is None) == (self.score is None):
            raise GameError("give either the tiles or a typed score for each player")
        if self.score is not None and (
                not isinstance(self.score, int) or isinstance(self.score, bool)
                or not 0 <= self.score <= MAX_SCORE):
            raise GameError(f"a typed score must be a whole number from 0 to {MAX_SCORE}, "
                            f"not {describe(self.score)}")


@dataclass(frozen=True)
class HandRecord:
    """One hand as the players entered it.

    ``entries`` is in the order of the game's players (not of the seats). ``winner``
    is a player index, or None for a drawn hand. ``win_tile`` is in the notation.
    ``seen``: tiles the scorer saw elsewhere on the table (discards), in the notation;
    the winner's situation counts them with the other players' declared sets (see
    :func:`seen_on_table`). A penalty (``penalty`` set) has no entries, no winner and
    no winning tile.
    """

    entries: tuple[Entry, ...]
    winner: int | None
    win_tile: str | None = None
    source: str = "discard"
    flags: frozenset[str] = frozenset()
    note: str = ""
    penalty: Penalty | None = None
    seen: str = ""

    @property
    def is_penalty(self) -> bool:
        return self.penalty is not None

    @classmethod
    def of_penalty(cls, penalty: Penalty, note: str = "") -> HandRecord:
        """A penalty recorded as a hand."""
        return cls(entries=(), winner=None, note=note, penalty=penalty)


@dataclass(frozen=True)
class GameSettings:
    """Everything fixed when a game starts."""

    players: tuple[str, ...]
    ruleset_text: str
    convention: Convention = "classic"
    east_double: bool = True
    limit: int | None = None
    start_balance: int = 0
    rounds: int = 4

    def __post_init__(self) -> None:
        if not 2 <= len(self.players) <= 4:
            raise GameError(f"a game has 2 to 4 players, not {len(self.players)}")
        if not all(isinstance(p, str) for p in self.players):
            raise GameError("every player's name must be a text")
        names = [p.strip() for p in self.players]
        if any(not n for n in names):
            raise GameError("every player needs a name")
        for name, raw in zip(names, self.players, strict=True):
            if len(name) > MAX_NAME:
                raise GameError(f"a player's name has at most {MAX_NAME} characters")
            if one_line(raw) != raw:
                raise GameError("a player's name cannot hold control characters "
                                f"({one_line(raw)})")
        if len({n.casefold() for n in names}) != len(names):
            raise GameError("two players have the same name")
        if not isinstance(self.convention, str) or self.convention not in CONVENTIONS:
            raise GameError(f"unknown settlement convention '{self.convention}' "
                            f"(one of {', '.join(CONVENTIONS)})")
        if self.limit is not None and not (
                isinstance(self.limit, int) and 0 < self.limit <= MAX_SCORE):
            raise GameError(f"the limit must be a whole number from 1 to {MAX_SCORE}, "
                            "or none")
        if not isinstance(self.start_balance, int) or \
                not -MAX_SCORE <= self.start_balance <= MAX_SCORE:
            raise GameError(f"the starting balance must be a whole number from "
                            f"-{MAX_SCORE} to {MAX_SCORE}")
        if not isinstance(self.rounds, int) or not 1 <= self.rounds <= 4:
            raise GameError("a game lasts 1 to 4 rounds of prevailing wind")

    @classmethod
    def for_ruleset(cls, players: tuple[str, ...], ruleset: RuleSet,
                    **overrides: Any) -> GameSettings:
        """Settings with the rule set's defaults (convention, East double, limit,
        starting balance, rounds), changed by ``overrides``."""
        st, rot = ruleset.settlement, ruleset.rotation
        values: dict[str, Any] = {
            "convention": st.get("convention", "classic"),
            "east_double": st.get("east_double", True),
            "limit": ruleset.limit,
            "start_balance": st.get("start_balance", 0),
            "rounds": rot.get("rounds", 4),
        }
        values.update(overrides)
        return cls(players=tuple(players), ruleset_text=ruleset.text, **values)


@dataclass(frozen=True)
class HandResult:
    """A recorded hand with everything derived from it."""

    number: int
    record: HandRecord
    seating: Seating
    breakdowns: tuple[Breakdown | None, ...]  # per player; None for a typed score
    scores: tuple[int, ...]  # per player
    settlement: Settlement
    totals: tuple[int, ...]  # per player: what the hand adds to the balance
    balances: tuple[int, ...]  # per player, after this hand

    @property
    def dealer(self) -> int:
        return self.seating.dealer

    @property
    def prevailing(self) -> str:
        return self.seating.prevailing


@dataclass
class Game:
    """A game's settings and its hands. ``id`` is given by the storage (it differs
    from database to database); ``uid`` is the game's own identity, made when the game
    is created and kept by the game file and every database it goes to ("" for a game
    from an older file or database: :func:`game_identity` then derives one)."""

    settings: GameSettings
    hands: list[HandRecord] = field(default_factory=list)
    name: str = ""
    created: str = field(default_factory=lambda: datetime.now().isoformat(timespec="seconds"))
    finished: bool = False
    id: int | None = None
    uid: str = field(default_factory=lambda: uuid.uuid4().hex, compare=False)
    #: scored hands by (tiles, situation): an edit rescores only what it changed
    _cache: dict[tuple[str, Situation], Breakdown] = field(
        default_factory=dict, repr=False, compare=False)

    @cached_property
    def ruleset(self) -> RuleSet:
        """The game's own copy of its rules, with the game's limit."""
        return _game_ruleset(self.settings.ruleset_text, self.settings.limit)

    @property
    def players(self) -> tuple[str, ...]:
        return self.settings.players

    @property
    def rotation(self) -> Rotation:
        return Rotation.from_ruleset(self.ruleset, self.settings.rounds)

    def replay(self, hands: list[HandRecord] | None = None) -> list[HandResult]:
        """Derive seats, scores, settlements and balances of every hand."""
        hands = self.hands if hands is None else hands
        n = len(self.players)
        balances = [self.settings.start_balance] * n
        results = []
        for number, (record, seating) in enumerate(
                zip(hands, seatings(self.rotation, n, hands), strict=True), 1):
            if record.penalty is not None:
                pen = record.penalty
                seats = seating.seats
                settlement = settle_penalty(
                    seats, [seats[i] for i in pen.payers], [seats[i] for i in pen.payees],
                    pen.amount, self.settings.convention)
                totals = tuple(settlement.totals[seats[i]] for i in range(n))
                balances = [b + t for b, t in zip(balances, totals, strict=True)]
                results.append(HandResult(number, record, seating, (None,) * n, (0,) * n,
                                          settlement, totals, tuple(balances)))
                continue
            try:
                breakdowns, scores = self._score(record, seating)
            except PlayerError as exc:
                raise HandError(number - 1, exc, exc) from None
            except MahjongError as exc:
                raise HandError(number - 1, exc) from None
            by_seat = {seating.seats[i]: scores[i] for i in range(n)}
            winner = None if record.winner is None else seating.seats[record.winner]
            if winner is None and self.ruleset.settlement.get("draw", "void") == "void":
                settlement = settle(by_seat, None, "none", east_double=False)
                totals = tuple(0 for _ in range(n))
            else:
                settlement = settle(by_seat, winner, self.settings.convention,
                                    east_double=self.settings.east_double, east="E")
                totals = tuple(settlement.totals[seating.seats[i]] for i in range(n))
            balances = [b + t for b, t in zip(balances, totals, strict=True)]
            results.append(HandResult(number, record, seating, breakdowns, scores,
                                      settlement, totals, tuple(balances)))
        return results

    def next_seating(self) -> Seating | None:
        """Seats and winds of the next hand, or None when the game is over."""
        if self.finished:
            return None
        *_, upcoming = seatings(self.rotation, len(self.players), self.hands, extra=1)
        return None if upcoming.after_end else upcoming

    def check(self, record: HandRecord, index: int | None = None) -> HandResult:
        """Validate ``record`` as hand number ``index`` (default: the next one); return
        its result. Raises a MahjongError naming the player and the problem."""
        hands = list(self.hands)
        if index is None:
            hands.append(record)
            index = len(hands) - 1
        else:
            if not 0 <= index < len(hands):
                raise GameError("there is no hand {number}", number=index + 1)
            hands[index] = record
        check_record(record, len(self.players))
        if record.penalty is not None:
            check_offence(record.penalty, self.ruleset.penalties, len(self.players))
        result = self.replay(hands[:index + 1])[index]
        if result.seating.after_end and index == len(self.hands):
            raise GameError("the game is over: no hand can follow the last round")
        if len(hands) > MAX_HANDS:
            raise GameError(f"a game has at most {MAX_HANDS} hands")
        return result

    def validate(self) -> None:
        """Check every recorded hand as scoring would, without scoring it: the tiles
        can be read and exist, the situation can be true, a winner's hand is complete.
        Raises HandError naming the hand (and the player) like :meth:`replay`."""
        n = len(self.players)
        for index, (record, seating) in enumerate(
                zip(self.hands, seatings(self.rotation, n, self.hands), strict=True)):
            try:
                if record.penalty is not None:
                    check_offence(record.penalty, self.ruleset.penalties, n)
                    continue
                win_tile = _one_tile(record.win_tile) if record.win_tile else None
                for i, entry in enumerate(record.entries):
                    if entry.tiles is None:
                        continue
                    try:
                        hand = parse_hand(entry.tiles)
                    except MahjongError as exc:
                        raise PlayerError(i, self.players[i], exc, True) from None
                    try:
                        check_hand(hand, _situation(record, seating, i, win_tile, hand,
                                                    self.ruleset.tile_set),
                                   self.ruleset)
                    except MahjongError as exc:
                        raise PlayerError(i, self.players[i], exc, False) from None
            except PlayerError as exc:
                raise HandError(index, exc, exc) from None
            except MahjongError as exc:
                raise HandError(index, exc) from None

    def _score(self, record: HandRecord,
               seating: Seating) -> tuple[tuple[Breakdown | None, ...], tuple[int, ...]]:
        breakdowns: list[Breakdown | None] = []
        scores: list[int] = []
        win_tile = _one_tile(record.win_tile) if record.win_tile else None
        for i, entry in enumerate(record.entries):
            name = self.players[i]
            if entry.score is not None:
                breakdowns.append(None)
                scores.append(entry.score)
                continue
            assert entry.tiles is not None
            try:
                hand = parse_hand(entry.tiles)
            except MahjongError as exc:
                raise PlayerError(i, name, exc, True) from None
            situation = _situation(record, seating, i, win_tile, hand,
                                   self.ruleset.tile_set)
            key = (entry.tiles, situation)
            result = self._cache.get(key)
            if result is None:
                try:
                    result = score_hand(hand, situation, self.ruleset)
                except MahjongError as exc:
                    raise PlayerError(i, name, exc, False) from None
                self._cache[key] = result
            breakdowns.append(result)
            scores.append(result.score)
        return tuple(breakdowns), tuple(scores)

    def changes_after_edit(self, before: list[HandResult],
                           after: list[HandResult]) -> list[str]:
        """Say which hands changed dealer, seats or prevailing wind after an edit."""
        notes = []
        for old, new in zip(before, after, strict=False):
            o, n = old.seating, new.seating
            if (o.prevailing, o.dealer, o.after_end) != (n.prevailing, n.dealer, n.after_end):
                what = []
                if old.prevailing != new.prevailing:
                    what.append(f"prevailing wind {old.prevailing} -> {new.prevailing}")
                if old.dealer != new.dealer:
                    what.append(f"East {self.players[old.dealer]} -> "
                                f"{self.players[new.dealer]}")
                if new.seating.after_end and not old.seating.after_end:
                    what.append("now after the end of the game")
                if old.seating.after_end and not new.seating.after_end:
                    what.append("no longer after the end of the game")
                notes.append(f"hand {new.number}: " + (", ".join(what) or "seats changed"))
        return notes

    def with_hands(self, hands: list[HandRecord]) -> Game:
        return replace(self, hands=list(hands))


@lru_cache(maxsize=32)
def _game_ruleset(text: str, limit: int | None) -> RuleSet:
    """A game's rules, read once for all the games that keep the same rule file (a
    season reads hundreds of games; a RuleSet is never changed once made)."""
    return parse_ruleset(text, "the game's rule set").with_limit(limit)


def game_identity(game: Game) -> str:
    """The identity of a game, the same on every laptop and in every copy: its ``uid``
    when it has one (every game made by this version of the program), else one derived
    from what a copy of an older game keeps unchanged whatever hands are added: when it
    was created, how many players, its rule file and settings (not the names, which can
    be renamed, nor the hands, which a longer copy has more of). A game without a
    creation time also counts its players' names and first hand."""
    if game.uid:
        return game.uid
    s = game.settings
    content: list[Any] = [game.created, len(s.players), s.ruleset_text, s.convention,
                          s.east_double, s.limit, s.start_balance, s.rounds]
    if not game.created:
        content += [list(s.players), as_dict(game.hands[0]) if game.hands else None]
    digest = hashlib.sha256(json.dumps(content, ensure_ascii=False).encode("utf-8"))
    return "content-" + digest.hexdigest()[:32]


def _situation(record: HandRecord, seating: Seating, player: int,
               win_tile: Tile | None, hand: Hand, tile_set: TileSet) -> Situation:
    """The situation of ``player`` (whose tiles are ``hand``) in a recorded hand."""
    winner = record.winner == player
    seen: tuple[Tile, ...] = ()
    if winner:
        others: list[Hand | None] = []
        for entry in record.entries:
            try:
                others.append(parse_hand(entry.tiles) if entry.tiles else None)
            except MahjongError:  # that entry's own error, reported for its player
                others.append(None)
        extra = parse_tiles(record.seen.replace(" ", "")) if record.seen else []
        seen = seen_on_table(hand, others, player, extra, tile_set)
    return Situation(
        seat=seating.seats[player], round=seating.prevailing, winner=winner,
        win_tile=win_tile if winner else None,
        source=record.source if winner else "discard",  # type: ignore[arg-type]
        flags=record.flags if winner else frozenset(),
        east_wins_before=seating.dealer_streak if winner else 0, seen=seen)


def seen_on_table(hand: Hand, hands: list[Hand | None], player: int,
                  extra: list[Tile], tile_set: TileSet) -> tuple[Tile, ...]:
    """The tiles that player ``player`` (holding ``hand``) sees elsewhere on the table:
    the declared sets of every other hand in ``hands`` (exposed sets, declared
    concealed kongs, kongs made from a concealed pung: all lie on the table, and
    Millington 115c counts tiles "in exposed or declared sets") and ``extra`` (the
    discards the scorer adds). Bonus tiles are not playing tiles and never count.
    No tile counts more often than the set has copies besides ``hand``'s own (an
    entry that holds too many is that entry's mistake, named where it is made)."""
    found: list[Tile] = []
    for i, other in enumerate(hands):
        if i != player and other is not None:
            for meld in other.declared:
                found.extend(meld.tiles)
    found.extend(t for t in extra if t.category != "bonus")
    if not found:
        return ()
    room = {t: tile_set.copies(t) for t in set(found)}
    for t in hand.playing_tiles():
        if t in room:
            room[t] -= 1
    seen: list[Tile] = []
    for t in sorted(found, key=lambda t: t.sort_key):
        if room[t] > 0:
            room[t] -= 1
            seen.append(t)
    return tuple(seen)


def _one_tile(text: str) -> Tile:
    tiles = parse_tiles(text)
    if len(tiles) != 1:
        raise GameError("the winning tile '{tile}' must be exactly one tile", tile=text)
    return tiles[0]


def check_record(record: HandRecord, players: int) -> None:
    if len(record.note) > MAX_NOTE:
        raise GameError(f"a note has at most {MAX_NOTE} characters")
    if record.penalty is not None:
        if record.entries or record.winner is not None or record.win_tile \
                or record.flags or record.source != "discard" or record.seen:
            raise GameError("a penalty has no tiles, scores, winner, winning tile, flags "
                            "or seen tiles")
        check_penalty(record.penalty, players)
        return
    if len(record.entries) != players:
        raise GameError(f"a hand needs an entry for each of the {players} players, "
                        f"not {len(record.entries)}")
    if record.winner is not None and not 0 <= record.winner < players:
        raise GameError(f"the winner must be one of the {players} players")
    if record.source not in SOURCES:
        raise GameError(f"'{record.source}' is not a source of the winning tile")
    for f in record.flags:
        if f not in FLAGS:
            raise GameError(f"'{f}' is not a flag (one of {', '.join(FLAGS)})")
    if record.winner is None and (record.win_tile or record.flags):
        raise GameError("a drawn hand has no winning tile and no flags")
    if record.seen:
        if len(record.seen) > MAX_SEEN:
            raise GameError(f"the seen tiles are at most {MAX_SEEN} characters")
        for t in parse_tiles(record.seen.replace(" ", "")):
            if t.category == "bonus":
                raise GameError(f"seen tiles: {t.code} is a bonus tile; only playing "
                                "tiles count as seen")
    if record.winner is not None and record.entries[record.winner].tiles is not None \
            and not record.win_tile:
        raise GameError("the winner's hand needs its winning tile")


def as_dict(record: HandRecord) -> dict[str, Any]:
    """A hand record as plain data (for storage and the JSON file)."""
    if record.penalty is not None:
        return {"penalty": record.penalty.as_dict(), "note": record.note}
    return {
        "entries": [{"tiles": e.tiles} if e.tiles is not None else {"score": e.score}
                    for e in record.entries],
        "winner": record.winner,
        "win_tile": record.win_tile,
        "source": record.source,
        "flags": sorted(record.flags),
        "note": record.note,
    } | ({"seen": record.seen} if record.seen else {})
