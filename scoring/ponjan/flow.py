"""A Ponjan match, hand after hand (``ponjan.md`` §7): who is boss, which round, the
payments and the balances, all derived from what the players entered.

- Exactly three players, in the order of the first hand: player 0 is the first boss
  (seat E), then S and W in turn order.
- After each hand: if the round is the last one (4 by default) the match is over,
  whoever won. Otherwise, if the boss's points rose during the hand (the boss won, or
  was tenpai at a drawn hand while another player was not), the boss keeps the deal
  and the round stays; else the next player becomes boss and the next round begins
  (``RoundEndPhase.cs:11-25``, ``Player.cs:197-203``). So the last round lasts one hand.
- Balances start at 250 each and follow :mod:`.payments`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from scoring.errors import MahjongError, Msg

from .hand import HOLDING_SIZE
from .notation import parse_hand, parse_tiles
from .payments import PLAYERS, HandPayments, draw_payments, win_payments
from .rules import PonjanRules
from .score import PonjanScore, score_ponjan
from .situation import SEATS, SELF_DRAWN, PonjanSituation, source_or_flag_problem


class PonjanGameError(MahjongError):
    """A Ponjan match or one of its hands is not valid."""


@dataclass(frozen=True)
class PonjanRecord:
    """One hand as the players entered it; players are 0, 1, 2.

    A win: ``winner``, the winner's ``tiles`` (only the winner's hand is scored),
    ``win_tile``, ``source`` (``wall`` or ``discard``), the ``discarder`` of a
    discard win, and ``flags`` (reach, ippatsu). A drawn hand: ``winner`` None and
    the players who were ``tenpai``.
    """

    winner: int | None
    tiles: str | None = None
    win_tile: str | None = None
    source: str = "discard"
    discarder: int | None = None
    flags: frozenset[str] = frozenset()
    tenpai: frozenset[int] = frozenset()
    note: str = ""


@dataclass(frozen=True)
class Position:
    """Where a hand stands in the match: its number and round (from 1), the boss."""

    number: int
    round: int
    boss: int
    #: a hand after the match ended (possible only once hands can be edited)
    after_end: bool = False

    def seat(self, player: int) -> str:
        """``E`` for the boss, then ``S`` and ``W`` in turn order."""
        return SEATS[(player - self.boss) % PLAYERS]


FIRST = Position(1, 1, 0)


def next_position(pos: Position, boss_gained: bool, rounds: int) -> Position:
    """The position of the hand after ``pos``."""
    over = pos.after_end or pos.round >= rounds
    if boss_gained:
        return Position(pos.number + 1, pos.round, pos.boss, over)
    return Position(pos.number + 1, pos.round + 1, (pos.boss + 1) % PLAYERS, over)


@dataclass(frozen=True)
class PonjanHandResult:
    position: Position
    record: PonjanRecord
    #: the winner's score, None for a drawn hand
    score: PonjanScore | None
    payments: HandPayments
    #: every player's balance after the hand
    balances: tuple[int, ...]

    @property
    def changes(self) -> tuple[int, ...]:
        return self.payments.changes

    @property
    def boss_gained(self) -> bool:
        return self.payments.changes[self.position.boss] > 0


def _player(index: int | None, what: Msg) -> None:
    if index is not None and (isinstance(index, bool) or not 0 <= index < PLAYERS):
        raise PonjanGameError("{what} must be one of the {players} players", what=what,
                              players=PLAYERS)


def check_record(record: PonjanRecord) -> None:
    """Raise PonjanGameError if the parts of ``record`` do not fit together."""
    _player(record.winner, Msg("the winner"))
    _player(record.discarder, Msg("the discarder"))
    for p in record.tenpai:
        _player(p, Msg("the tenpai player"))
    if record.winner is None:
        if record.tiles or record.win_tile or record.flags or record.discarder is not None:
            raise PonjanGameError("a drawn hand has no winner's tiles, winning tile, "
                                  "discarder or flags; give who was tenpai")
        return
    if record.tenpai:
        raise PonjanGameError("tenpai counts only when the deck ran out (a drawn hand)")
    if not record.tiles or not record.win_tile:
        raise PonjanGameError("a win needs the winner's tiles and the winning tile")
    if (problem := source_or_flag_problem(record.source, record.flags)) is not None:
        raise PonjanGameError(problem.template, **problem.params)
    if record.source in SELF_DRAWN:
        if record.discarder is not None:
            raise PonjanGameError("a self-drawn win has no discarder")
    elif record.discarder is None:
        raise PonjanGameError("a win on a discard needs the player who discarded: "
                              "the discarder alone pays")
    elif record.discarder == record.winner:
        raise PonjanGameError("the winner cannot have discarded the winning tile")


def play_hand(record: PonjanRecord, pos: Position,
              rules: PonjanRules) -> tuple[PonjanScore | None, HandPayments]:
    """Score and settle one hand at ``pos``."""
    check_record(record)
    if record.winner is None:
        return None, draw_payments(record.tenpai, rules.tenpai_pool)
    assert record.tiles is not None and record.win_tile is not None
    found = parse_tiles(record.win_tile)
    if len(found) != 1:
        raise PonjanGameError("the winning tile '{tile}' must be exactly one tile",
                              tile=record.win_tile)
    situation = PonjanSituation(pos.seat(record.winner), found[0], record.source,
                                record.flags)
    result = score_ponjan(parse_hand(record.tiles), situation, rules)
    discarder = None if record.source in SELF_DRAWN else record.discarder
    return result, win_payments(record.winner, result.score, discarder)


def replay(records: Iterable[PonjanRecord], rules: PonjanRules,
           start_balance: int | None = None, rounds: int | None = None
           ) -> list[PonjanHandResult]:
    """Every hand's position, score, payments and balances. A hand that cannot be
    scored raises PonjanGameError naming its number."""
    rounds = rules.rounds if rounds is None else rounds
    balances = [rules.start_balance if start_balance is None else start_balance] * PLAYERS
    pos = FIRST
    results = []
    for record in records:
        try:
            score, payments = play_hand(record, pos, rules)
        except MahjongError as exc:
            raise PonjanGameError("hand {number}: {reason}", number=pos.number,
                                  reason=exc) from None
        balances = [b + c for b, c in zip(balances, payments.changes, strict=True)]
        result = PonjanHandResult(pos, record, score, payments, tuple(balances))
        results.append(result)
        pos = next_position(pos, result.boss_gained, rounds)
    return results


def tenpai_of(holdings: Sequence[str]) -> frozenset[int]:
    """The tenpai players of a drawn hand, from each player's 8 tiles in the notation
    (the sheet takes either the tenpai marks or the tiles, ``ponjan.md`` A13)."""
    if len(holdings) != PLAYERS:
        raise PonjanGameError("give the tiles of each of the {players} players",
                              players=PLAYERS)
    ready = set()
    for i, text in enumerate(holdings):
        hand = parse_hand(text)
        if hand.size() != HOLDING_SIZE:
            raise PonjanGameError("player {number} holds {size} tiles; a holding "
                                  "between turns has {holding}", number=i + 1,
                                  size=hand.size(), holding=HOLDING_SIZE)
        if hand.is_tenpai():
            ready.add(i)
    return frozenset(ready)


@dataclass
class PonjanMatch:
    """A match being played: its players, rules and the hands so far."""

    players: tuple[str, ...]
    rules: PonjanRules
    records: list[PonjanRecord] = field(default_factory=list)
    start_balance: int | None = None
    rounds: int | None = None

    def __post_init__(self) -> None:
        if len(self.players) != PLAYERS:
            raise PonjanGameError("Ponjan is for exactly {players} players, not {n}",
                                  players=PLAYERS, n=len(self.players))
        names = [p.strip() for p in self.players]
        if any(not n for n in names):
            raise PonjanGameError("every player needs a name")
        if len({n.casefold() for n in names}) != PLAYERS:
            raise PonjanGameError("two players have the same name")
        if self.rounds is not None and self.rounds < 1:
            raise PonjanGameError("a match lasts at least one round")

    def replay(self) -> list[PonjanHandResult]:
        return replay(self.records, self.rules, self.start_balance, self.rounds)

    def balances(self) -> tuple[int, ...]:
        results = self.replay()
        if results:
            return results[-1].balances
        start = self.rules.start_balance if self.start_balance is None else self.start_balance
        return (start,) * PLAYERS

    def next_position(self) -> Position | None:
        """Where the next hand stands, or None when the match is over."""
        results = self.replay()
        if not results:
            return FIRST
        last = results[-1]
        rounds = self.rules.rounds if self.rounds is None else self.rounds
        pos = next_position(last.position, last.boss_gained, rounds)
        return None if pos.after_end else pos

    def play(self, record: PonjanRecord) -> PonjanHandResult:
        """Record the next hand; PonjanGameError (nothing changes) if it cannot be."""
        if self.next_position() is None:
            raise PonjanGameError("the match is over: no hand can follow the last round")
        result = replay([*self.records, record], self.rules, self.start_balance,
                        self.rounds)[-1]
        self.records.append(record)
        return result
