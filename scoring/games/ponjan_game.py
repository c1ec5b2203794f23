"""A Ponjan game kept like any other game: the :class:`~scoring.games.kinds.GameKind`
of Ponjan rule files (registered when this module is imported), over
:mod:`scoring.ponjan.flow` (boss, rounds, scoring and payments of each hand).

How a Ponjan hand is recorded (a :class:`~scoring.games.game.HandRecord`):

- a win: ``winner``, the winner's tiles as the winner's entry (the other players'
  entries are empty: only the winner's hand is scored), ``win_tile``, ``source``
  (``wall`` or ``discard``; ``last-wall`` and ``last-discard`` mean the same),
  ``discarder`` for a discard win, ``flags`` (``reach``, ``ippatsu``);
- a drawn hand: ``winner`` None, every entry empty, and ``tenpai``, the players who
  were tenpai.

What a hand's result holds: ``scores`` is what the winner gains (the hand score *S*:
the formula's value x10, x15 for the boss) for the winner and 0 for the others (and
0 for everyone at a drawn hand); ``totals`` are the payments of
:mod:`scoring.ponjan.payments`; the seating's ``dealer`` is the boss, its ``seats``
E (the boss), S and W, its ``round`` the round (boss term) from 1, and
``prevailing`` is "" (Ponjan has no prevailing wind). ``detail`` is the flow's
:class:`~scoring.ponjan.flow.PonjanHandResult` (the winner's
:class:`~scoring.ponjan.score.PonjanScore` among it). A Ponjan game keeps no
penalties (the game has none) and no typed scores.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, ClassVar, Final

from scoring.errors import MahjongError, Msg, NotationError
from scoring.games.kinds import Kept, register
from scoring.games.rotation import Seating
from scoring.games.settlement import Payment, Settlement
from scoring.ponjan.flow import (
    FIRST,
    PonjanHandResult,
    PonjanRecord,
    Position,
    check_record,
    next_position,
    play_hand,
)
from scoring.ponjan.notation import parse_hand
from scoring.ponjan.payments import PLAYERS, HandPayments
from scoring.ponjan.rules import PonjanRules, parse_ponjan_rules
from scoring.ponjan.score import PonjanScore
from scoring.ponjan.situation import source_or_flag_problem

if TYPE_CHECKING:
    from scoring.games.game import Game, GameSettings, HandFigures, HandRecord, HandResult

#: the settlement convention of every Ponjan game
CONVENTION: Final = "ponjan"


@lru_cache(maxsize=16)
def ponjan_rules(text: str) -> PonjanRules:
    """A game's Ponjan rules, read once for every game that keeps the same text."""
    return parse_ponjan_rules(text, "the game's rule set")


def check_ponjan_settings(settings: GameSettings) -> None:
    from scoring.games.game import GameError
    if len(settings.players) != PLAYERS:
        raise GameError("Ponjan is for exactly {players} players, not {n}",
                        players=PLAYERS, n=len(settings.players))
    if settings.convention != CONVENTION:
        raise GameError("a Ponjan game is settled by its own payments: the convention "
                        "is '{convention}', not '{given}'", convention=CONVENTION,
                        given=settings.convention)
    if settings.east_double:
        raise GameError("a Ponjan game has no East double (a paying boss pays like "
                        "anyone else)")
    if settings.limit is not None:
        raise GameError("a Ponjan game has no limit")
    if not isinstance(settings.rounds, int) or not 1 <= settings.rounds <= 4:
        raise GameError("a Ponjan match lasts 1 to 4 rounds (a round is one boss's term)")


def ponjan_settings(players: tuple[str, ...], rules: PonjanRules,
                    start_balance: int | None = None,
                    rounds: int | None = None) -> GameSettings:
    """Settings of a new Ponjan game: the rule file's [match] unless overridden."""
    from scoring.games.game import GameSettings
    return GameSettings(players=tuple(players), ruleset_text=rules.text,
                        convention=CONVENTION, east_double=False, limit=None,
                        start_balance=rules.start_balance if start_balance is None
                        else start_balance,
                        rounds=rules.rounds if rounds is None else rounds)


def check_ponjan_record(record: HandRecord, players: int) -> None:
    """Raise a GameError if ``record`` is not a Ponjan hand (see the module's text)."""
    from scoring.games.game import GameError
    if record.penalty is not None:
        raise GameError("a Ponjan game has no penalties (the game knows none)")
    if len(record.entries) != players:
        raise GameError("a hand needs an entry for each of the {players} players, "
                        "not {n}", players=players, n=len(record.entries))
    for who, what in ((record.winner, Msg("the winner")),
                      (record.discarder, Msg("the discarder")),
                      *((p, Msg("the tenpai player")) for p in record.tenpai)):
        if who is not None and not 0 <= who < players:
            raise GameError("{what} must be one of the {players} players", what=what,
                            players=players)
    for i, entry in enumerate(record.entries):
        if entry.score is not None:
            raise GameError("a Ponjan hand is entered with the winner's tiles, not a "
                            "typed score")
        if entry.tiles is not None and i != record.winner:
            raise GameError("only the winner's tiles are entered in Ponjan (the other "
                            "players' hands are not scored)")
    if (problem := source_or_flag_problem(record.source, record.flags)) is not None:
        raise GameError(problem.template, **problem.params)
    if record.winner is not None and record.entries[record.winner].tiles is None:
        raise GameError("the winner's tiles are needed: Ponjan scores the winner's hand")
    try:
        check_record(_ponjan_record(record))
    except MahjongError as exc:
        # the flow's message as it is: its template and values, for translation
        raise GameError(exc.template, **exc.params) from None


def _ponjan_record(record: HandRecord) -> PonjanRecord:
    tiles = None if record.winner is None else record.entries[record.winner].tiles
    return PonjanRecord(winner=record.winner, tiles=tiles, win_tile=record.win_tile,
                        source=record.source, discarder=record.discarder,
                        flags=record.flags, tenpai=record.tenpai, note=record.note)


def _seating(pos: Position, streak: int) -> Seating:
    return Seating(prevailing="", dealer=pos.boss,
                   seats=tuple(pos.seat(i) for i in range(PLAYERS)),
                   dealer_streak=streak, deals=pos.round - 1, after_end=pos.after_end,
                   round=pos.round)


class PonjanKind:
    """Ponjan: the winner's hand scored by :mod:`scoring.ponjan.score`, paid by
    :mod:`scoring.ponjan.payments`, the boss and the rounds by
    :mod:`scoring.ponjan.flow`."""

    name: ClassVar[str] = "ponjan"
    dealer: ClassVar[str] = "boss"
    empty_entries: ClassVar[bool] = True  # a loser's hand is not entered
    hand_per_player: ClassVar[bool] = False  # the winner's hand only
    house_rules: ClassVar[bool] = False  # a game keeps its own rules
    in_seasons: ClassVar[bool] = False  # a season counts classical games only, yet

    @staticmethod
    def check_settings(settings: GameSettings) -> None:
        check_ponjan_settings(settings)

    @staticmethod
    def check_record(record: HandRecord, players: int) -> None:
        check_ponjan_record(record, players)

    def __init__(self, game: Game) -> None:
        self.game = game
        self.rules = ponjan_rules(game.settings.ruleset_text)
        #: scored hands by (record, whether the winner is the boss): an edit
        #: rescores only what it changed
        self._cache: dict[tuple[PonjanRecord, bool],
                          tuple[PonjanScore | None, HandPayments]] = {}

    @property
    def ruleset_id(self) -> str:
        return self.rules.id

    def check(self, record: HandRecord) -> None:
        pass  # a Ponjan record is checked whole by check_ponjan_record

    def _play(self, hands: Sequence[HandRecord], kept: Kept | None = None
              ) -> list[tuple[Position, int, PonjanHandResult]]:
        from scoring.games.game import HandError
        rounds = self.game.settings.rounds
        balances = [self.game.settings.start_balance] * PLAYERS
        pos, streak = FIRST, 0
        out = []
        for index, record in enumerate(hands):
            winner = record.winner
            plain = _ponjan_record(record)
            key = (plain, winner == pos.boss)
            cached = self._cache.get(key)
            if cached is not None:
                score, payments = cached
            else:
                try:
                    score, payments = self._score(index, record, plain, pos)
                    self._cache[key] = (score, payments)
                except HandError as exc:  # played in its stand-in's place, if kept
                    stand_in = None if kept is None else kept(exc)
                    if stand_in is None:
                        raise
                    plain = _ponjan_record(stand_in)
                    score, payments = self._score(index, stand_in, plain, pos)
            balances = [b + c for b, c in zip(balances, payments.changes, strict=True)]
            result = PonjanHandResult(pos, plain, score, payments, tuple(balances))
            out.append((pos, streak, result))
            streak = streak + 1 if result.boss_gained else 0
            pos = next_position(pos, result.boss_gained, rounds)
        return out

    def _score(self, index: int, record: HandRecord, plain: PonjanRecord,
               pos: Position) -> tuple[PonjanScore | None, HandPayments]:
        """Score and pay one hand; HandError (naming the winner) if it cannot be."""
        from scoring.games.game import HandError, PlayerError
        winner = record.winner
        try:
            tiles = None if winner is None else record.entries[winner].tiles
            if winner is not None and tiles is not None:
                try:
                    parse_hand(tiles)
                except NotationError as exc:
                    raise PlayerError(winner, self.game.players[winner], exc,
                                      True) from None
            return play_hand(plain, pos, self.rules)
        except PlayerError as exc:
            raise HandError(index, exc, exc) from None
        except MahjongError as exc:
            if winner is None:
                raise HandError(index, exc) from None
            cause = PlayerError(winner, self.game.players[winner], exc, False)
            raise HandError(index, cause, cause) from None

    def replay(self, hands: Sequence[HandRecord], kept: Kept | None = None
               ) -> list[HandResult]:
        from scoring.games.game import HandResult
        results = []
        for (pos, streak, r), record in zip(self._play(hands, kept), hands, strict=True):
            seating = _seating(pos, streak)
            seats = seating.seats
            score = 0 if r.score is None else r.score.score
            scores = tuple(score if i == record.winner else 0 for i in range(PLAYERS))
            settlement = Settlement(
                CONVENTION, {seats[i]: scores[i] for i in range(PLAYERS)},
                None if record.winner is None else seats[record.winner], None,
                tuple(Payment(seats[p.payer], seats[p.payee], p.amount, p.expression)
                      for p in r.payments.payments),
                {seats[i]: r.changes[i] for i in range(PLAYERS)})
            results.append(HandResult(pos.number, record, seating, (None,) * PLAYERS,
                                      scores, settlement, r.changes, r.balances, r))
        return results

    def seatings(self, hands: Sequence[HandRecord], extra: int) -> list[Seating]:
        played = self._play(hands)
        out = [_seating(pos, streak) for pos, streak, _ in played]
        if extra:
            if played:
                pos, streak, last = played[-1]
                gained = last.boss_gained
                pos = next_position(pos, gained, self.game.settings.rounds)
                streak = streak + 1 if gained else 0
            else:
                pos, streak = FIRST, 0
            for _ in range(extra):
                out.append(_seating(pos, streak))
                # hands to come have no result yet: each is taken to pass the deal
                pos, streak = next_position(pos, False, self.game.settings.rounds), 0
        return out

    def figures(self, hands: Sequence[HandRecord], kept: Kept | None = None
                ) -> list[HandFigures]:
        from scoring.games.game import HandFigures
        return [HandFigures.of(r) for r in self.replay(hands, kept)]

    def stand_in(self, record: HandRecord) -> HandRecord | None:
        # Ponjan games are recorded by this version only: nothing to keep yet
        return None

    def validate(self, hands: Sequence[HandRecord], score: bool = False) -> None:
        self._play(hands)


register(PonjanKind)
