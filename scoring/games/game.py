"""A game: players, the rules it is played with, and the hands recorded so far.

Only what the players entered is stored (tiles in the notation or a typed score, the
winner and how the hand was won). Seats, prevailing winds, scores, settlements and
balances are derived from that record by :func:`Game.replay`, so editing or deleting a
past hand recomputes everything after it. A hand can also be a penalty (see
:mod:`scoring.rules.penalty`): no tiles and no scores, only who pays whom how much.

How the hands are scored, settled and rotated depends on the game the rules are for
(classical mahjong or Ponjan); :class:`Game` hands that to its kind
(:mod:`scoring.games.kinds`).
"""

from __future__ import annotations

import gc
import json
import weakref
from collections.abc import Callable, Container, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from datetime import datetime
from functools import cached_property, lru_cache
from typing import TYPE_CHECKING, Any, TypeVar, cast

from scoring.errors import MahjongError, one_line
from scoring.games.rotation import Rotation, Seating
from scoring.games.settlement import Convention, Settlement
from scoring.hands.hand import Hand
from scoring.hands.notation import SORT_KEY
from scoring.hands.situation import Situation
from scoring.hands.tiles import Tile, TileSet
from scoring.rules.breakdown import Breakdown
from scoring.rules.penalty import Penalty
from scoring.rules.ruleset import RuleSet, game_of, parse_ruleset
from scoring.schema import MAX_HANDS, MAX_NAME, MAX_NOTE, MAX_SCORE, describe

if TYPE_CHECKING:
    from scoring.games.kinds import GameKind, Kept

#: what a replay of the hands gives (results or figures)
_R = TypeVar("_R")

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
        self.error = error
        self.reason = str(error)
        self.cause = cause
        super().__init__("hand {number}: {reason}", number=index + 1, reason=error)


@dataclass(frozen=True)
class Entry:
    """What was recorded for one player in one hand: tiles, or a score typed by hand;
    neither for a player whose hand the game does not score (a Ponjan loser)."""

    tiles: str | None = None
    score: int | None = None

    def __post_init__(self) -> None:
        if self.tiles is not None and self.score is not None:
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
    no winning tile. In a Ponjan game only the winner's entry has tiles; ``discarder``
    (a win on a discard) and ``tenpai`` (a drawn hand) are player indices.
    """

    entries: tuple[Entry, ...]
    winner: int | None
    win_tile: str | None = None
    source: str = "discard"
    flags: frozenset[str] = frozenset()
    note: str = ""
    penalty: Penalty | None = None
    seen: str = ""

    #: who discarded the winning tile (a Ponjan game: the discarder alone pays)
    discarder: int | None = None
    #: the players who were tenpai at a drawn hand (a Ponjan game)
    tenpai: frozenset[int] = frozenset()

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
        if self.limit is not None and not (
                isinstance(self.limit, int) and 0 < self.limit <= MAX_SCORE):
            raise GameError(f"the limit must be a whole number from 1 to {MAX_SCORE}, "
                            "or none")
        if not isinstance(self.start_balance, int) or \
                not -MAX_SCORE <= self.start_balance <= MAX_SCORE:
            raise GameError(f"the starting balance must be a whole number from "
                            f"-{MAX_SCORE} to {MAX_SCORE}")
        # what the game of the rules asks (players, convention): see its kind
        from scoring.games.kinds import kind_class
        kind_class(game_of_text(self.ruleset_text)).check_settings(self)
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
    #: the game's own result of the hand, when it has one (Ponjan: the
    #: scoring.ponjan.flow.PonjanHandResult, with the winner's PonjanScore)
    detail: Any = None
    #: why a stored hand no longer scores under the game's rules (a hand recorded by
    #: an older version whose reading of a rule was corrected since): the hand is kept
    #: as entered and counts as scoring 0 for everyone until it is edited
    problem: MahjongError | None = field(default=None, compare=False)

    @property
    def dealer(self) -> int:
        return self.seating.dealer

    @property
    def prevailing(self) -> str:
        return self.seating.prevailing


@dataclass(frozen=True)
class HandFigures:
    """What the standings need of a recorded hand (:meth:`Game.figures`): the
    numbers of its :class:`HandResult`, without seats, breakdowns or payments."""

    number: int
    #: a hand played (tiles or typed scores entered), not a penalty
    played: bool
    winner: int | None  # a player index
    scores: tuple[int, ...]  # per player
    limit_hands: tuple[bool, ...]  # per player: the hand scored as a limit hand
    totals: tuple[int, ...]  # per player: what the hand adds to the balance
    balances: tuple[int, ...]  # per player, after this hand
    #: as :attr:`HandResult.problem`: why a stored hand no longer scores
    problem: MahjongError | None = field(default=None, compare=False)

    @classmethod
    def of(cls, result: HandResult) -> HandFigures:
        return cls(result.number, bool(result.record.entries), result.record.winner,
                   result.scores,
                   tuple(b is not None and b.limit_hand is not None
                         for b in result.breakdowns),
                   result.totals, result.balances, result.problem)


def _remembered(memo: tuple[tuple[HandRecord, ...], GameSettings, Any],
                records: list[HandRecord], settings: GameSettings) -> bool:
    """Whether ``memo`` was made from these very records under these settings."""
    return memo[1] is settings and len(memo[0]) == len(records) \
        and all(a is b for a, b in zip(memo[0], records, strict=True))


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
    uid: str = field(default_factory=lambda: _new_uid(), compare=False)
    #: scored hands by (tiles, situation), a loser's by (tiles, seat, prevailing
    #: wind), which is all of his situation: an edit rescores only what it changed
    _cache: dict[tuple[str, Situation] | tuple[str, str, str], Breakdown] = field(
        default_factory=dict, repr=False, compare=False)
    #: the hands read from the notation, by their text (or why one cannot be read):
    #: a hand edited reads the others again from here
    _read: dict[str, Hand | MahjongError] = field(
        default_factory=dict, repr=False, compare=False)
    #: the last figures (:meth:`figures`): the records, the settings, the figures
    _figured: tuple[tuple[HandRecord, ...], GameSettings, tuple[HandFigures, ...]] | None \
        = field(default=None, init=False, repr=False, compare=False)

    @cached_property
    def kind(self) -> GameKind:
        """How the game of its rules is scored, settled and rotated (classical
        mahjong or Ponjan): see :mod:`scoring.games.kinds`. The kind sees the game
        through a weak reference: a game and its kind hold no reference cycle, so a
        game nobody keeps is freed at once (a season reads hundreds of games; left to
        the cyclic garbage collector, they make its every full pass longer)."""
        from scoring.games.kinds import kind_class
        return kind_class(self.game)(cast("Game", weakref.proxy(self)))

    @property
    def game(self) -> str:
        """The game its rules are for: ``classical`` or ``ponjan``."""
        return game_of_text(self.settings.ruleset_text)

    @property
    def ruleset_id(self) -> str:
        return self.kind.ruleset_id

    @cached_property
    def ruleset(self) -> RuleSet:
        """The game's own copy of its rules, with the game's limit (classical rules
        only: a Ponjan game's rules are ``kind.rules``)."""
        return _game_ruleset(self.settings.ruleset_text, self.settings.limit)

    @property
    def players(self) -> tuple[str, ...]:
        return self.settings.players

    @property
    def rotation(self) -> Rotation:
        return Rotation.from_ruleset(self.ruleset, self.settings.rounds)

    def replay(self, hands: list[HandRecord] | None = None,
               keep: Container[int] | None = None) -> list[HandResult]:
        """Derive seats, scores, settlements and balances of every hand.

        A stored hand never makes its game unreadable: a hand that no longer scores
        (``HandError``) is kept as entered, scores 0 for everyone (the recorded winner
        still counts for the deal) and carries the reason as ``problem``. ``keep``
        says which hands may be kept so (indices; None: every hand); any other hand
        that does not score raises its HandError."""
        records = list(self.hands if hands is None else hands)
        results, problems = self._keeping(self.kind.replay, records, keep)
        for index, reason in problems.items():
            results[index] = replace(results[index], record=records[index],
                                     problem=reason)
        return results

    def _keeping(self, play: Callable[[list[HandRecord], Kept], list[_R]],
                 records: list[HandRecord], keep: Container[int] | None
                 ) -> tuple[list[_R], dict[int, MahjongError]]:
        """``play(records)`` once, with every stored hand that no longer scores (and
        may be kept: see :meth:`replay`) played as its kind's stand-in; the results
        and why each such hand did not score, by index."""
        problems: dict[int, MahjongError] = {}
        kind = self.kind

        def kept(exc: HandError) -> HandRecord | None:
            index = exc.index
            if keep is not None and index not in keep:
                return None
            stand_in = kind.stand_in(records[index])
            if stand_in is not None:
                problems[index] = exc.error
            return stand_in
        with collector_held():
            return play(records, kept), problems

    def figures(self, hands: list[HandRecord] | None = None,
                keep: Container[int] | None = None) -> list[HandFigures]:
        """The scores, limit hands, payments and balances of every recorded hand (of
        ``hands`` when given): the numbers of :meth:`replay`, for the standings of a
        season. A classical game computes only these (no payments one by one, no
        texts), which is quicker. The game keeps them: asked again for the same
        records under the same settings (a season shown again), it gives them at
        once. Keeps the hands that no longer score, and raises HandError, as
        :meth:`replay` does (``keep`` likewise)."""
        records, settings = self.hands if hands is None else hands, self.settings
        figured = self._figured
        if figured is not None and _remembered(figured, records, settings):
            found = list(figured[2])
            if keep is None or all(f.problem is None or f.number - 1 in keep
                                   for f in found):
                return found
        found, problems = self._keeping(self.kind.figures, list(records), keep)
        for index, reason in problems.items():
            found[index] = replace(found[index], problem=reason)
        self._figured = (tuple(records), settings, tuple(found))
        return found

    def seatings(self, extra: int = 0) -> list[Seating]:
        """The seating of every recorded hand, then of ``extra`` hands to come."""
        return self.kind.seatings(self.hands, extra)

    def next_seating(self) -> Seating | None:
        """Seats and winds of the next hand, or None when the game is over."""
        if self.finished:
            return None
        *_, upcoming = self.seatings(extra=1)
        return None if upcoming.after_end else upcoming

    def check_record(self, record: HandRecord) -> None:
        """Raise a GameError if the parts of ``record`` do not fit this game."""
        check_record(record, len(self.players), self.game)

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
        self.check_record(record)
        self.kind.check(record)
        result = self.replay(hands[:index + 1], keep=range(index))[index]
        if result.seating.after_end and index == len(self.hands):
            raise GameError("the game is over: no hand can follow the last round")
        if len(hands) > MAX_HANDS:
            raise GameError("a game has at most {hands} hands", hands=MAX_HANDS)
        return result

    def validate(self, score: bool = False) -> None:
        """Check every recorded hand as scoring would, without scoring it: the tiles
        can be read and exist, the situation can be true, a winner's hand is complete.
        Raises HandError naming the hand (and the player) like :meth:`replay`.
        ``score``: check by scoring every hand instead, for a reader that needs the
        scores next (a season): the game keeps its :meth:`figures`; the same errors."""
        self.kind.validate(self.hands, score)

    def changes_after_edit(self, before: list[HandResult],
                           after: list[HandResult]) -> list[str]:
        """Say which hands changed dealer, seats or prevailing wind after an edit."""
        notes = []
        for old, new in zip(before, after, strict=False):
            o, n = old.seating, new.seating
            if (o.prevailing, o.round, o.dealer, o.after_end) != \
                    (n.prevailing, n.round, n.dealer, n.after_end):
                what = []
                if old.prevailing != new.prevailing:
                    what.append(f"prevailing wind {old.prevailing} -> {new.prevailing}")
                if o.round != n.round:  # a game whose rounds are the dealer's terms
                    what.append(f"round {o.round} -> {n.round}")
                if old.dealer != new.dealer:
                    what.append(f"{self.kind.dealer} {self.players[old.dealer]} -> "
                                f"{self.players[new.dealer]}")
                if new.seating.after_end and not old.seating.after_end:
                    what.append("now after the end of the game")
                if old.seating.after_end and not new.seating.after_end:
                    what.append("no longer after the end of the game")
                notes.append(f"hand {new.number}: " + (", ".join(what) or "seats changed"))
        return notes

    def with_hands(self, hands: list[HandRecord]) -> Game:
        return replace(self, hands=list(hands))


@contextmanager
def collector_held() -> Iterator[None]:
    """Python's cyclic garbage collector held off while the hands of a game are
    played: a replay makes tens of thousands of objects that live on (the results,
    the breakdowns), and none in a reference cycle (a game and its kind hold none:
    see :attr:`Game.kind`). Left on, the collector passes over them dozens of times
    meanwhile, and over every object of the program at least once (a sixth of a
    1000-hand replay, more in a program that holds more). Collection resumes as it
    was (a caller that held it keeps it held); its next pass looks once at what
    the replay left alive."""
    held = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if held:
            gc.enable()


@lru_cache(maxsize=32)
def _game_ruleset(text: str, limit: int | None) -> RuleSet:
    """A game's rules, read once for all the games that keep the same rule file (a
    season reads hundreds of games; a RuleSet is never changed once made)."""
    return parse_ruleset(text, "the game's rule set").with_limit(limit)


def _new_uid() -> str:
    """A new game's identity (uuid is imported when a game is made, not loaded)."""
    import uuid
    return uuid.uuid4().hex


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
    import hashlib  # here: a game loaded with its uid, as every new one is, needs none
    digest = hashlib.sha256(json.dumps(content, ensure_ascii=False).encode("utf-8"))
    return "content-" + digest.hexdigest()[:32]


@lru_cache(maxsize=64)
def game_of_text(text: str) -> str:
    """The game of a rule file's text (read once per text)."""
    return game_of(text)


def seen_on_table(hand: Hand, hands: list[Hand | None], player: int,
                  extra: list[Tile], tile_set: TileSet) -> tuple[Tile, ...]:
    """The tiles that player ``player`` (holding ``hand``) sees elsewhere on the table:
    the declared sets of every other hand in ``hands`` (exposed sets, declared
    concealed kongs, kongs made from a concealed pung: all lie on the table, and
    Millington 115c counts tiles "in exposed or declared sets") and ``extra`` (the
    discards the scorer adds). Bonus tiles are not playing tiles and never count.
    No tile counts more often than the set has copies besides ``hand``'s own (an
    entry that holds too many is that entry's mistake, named where it is made)."""
    # counted by tile (a pung's tile three times at once): every winner's situation
    # in a replay counts them
    found: dict[Tile, int] = {}
    get = found.get
    for i, other in enumerate(hands):
        if i != player and other is not None:
            for meld in other.declared:
                if meld.kind == "chow":
                    for t in meld.tiles:
                        found[t] = get(t, 0) + 1
                else:
                    found[meld.tile] = get(meld.tile, 0) + len(meld.tiles)
    for t in extra:
        if t.category != "bonus":
            found[t] = get(t, 0) + 1
    if not found:
        return ()
    copies = tile_set.copies_map.get
    room = {t: copies(t, 0) for t in found}
    for t in hand.concealed:
        if t in room:
            room[t] -= 1
    for meld in hand.declared:
        for t in meld.tiles:
            if t in room:
                room[t] -= 1
    seen: list[Tile] = []
    for t in sorted(found, key=SORT_KEY):
        count = min(found[t], room[t])
        if count > 0:
            seen += [t] * count
    return tuple(seen)


def check_record(record: HandRecord, players: int, game: str = "classical") -> None:
    """Raise a GameError if the parts of ``record`` do not fit together in a game of
    ``players`` players of ``game`` (a kind's name: ``classical``, ``ponjan``)."""
    if len(record.note) > MAX_NOTE:
        raise GameError("a note has at most {characters} characters", characters=MAX_NOTE)
    from scoring.games.kinds import kind_class
    kind_class(game).check_record(record, players)


def as_dict(record: HandRecord) -> dict[str, Any]:
    """A hand record as plain data (for storage and the JSON file)."""
    if record.penalty is not None:
        return {"penalty": record.penalty.as_dict(), "note": record.note}
    return {
        "entries": [{"tiles": e.tiles} if e.tiles is not None else
                    {"score": e.score} if e.score is not None else {}
                    for e in record.entries],
        "winner": record.winner,
        "win_tile": record.win_tile,
        "source": record.source,
        "flags": sorted(record.flags),
        "note": record.note,
        **({"discarder": record.discarder} if record.discarder is not None else {}),
        **({"tenpai": sorted(record.tenpai)} if record.tenpai else {}),
        **({"seen": record.seen} if record.seen else {}),
    }
