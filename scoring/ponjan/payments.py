"""Who pays whom after a Ponjan hand (``ponjan.md`` §6), for three players.

- A win on a discard: the discarder alone pays the hand score *S* (``StealPhase.cs:72``).
- A self-draw: each other player pays *S*/2 truncated toward zero, and the winner
  still gains *S* (``Player.cs:192-194``). The only odd *S* is 15 (the boss winning
  with 1 point), so that hand gains +15 against 2 x -7: the one hand whose payments
  do not sum to zero.
- A drawn hand (the deck ran out): with one or two tenpai players, each noten player
  pays each tenpai player half the pool (``Game.cs:56-83``: 30 -> +30/-15 or
  +15/-30); with none or all three, nobody pays.

Players are indices 0, 1, 2. Each payment carries its arithmetic for display.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

from scoring.errors import MahjongError, Msg

PLAYERS = 3


@dataclass(frozen=True)
class PonjanPayment:
    payer: int
    payee: int
    amount: int
    expression: str


@dataclass(frozen=True)
class HandPayments:
    """The payments of one hand and what it changes for each player."""

    payments: tuple[PonjanPayment, ...]
    changes: tuple[int, ...]


#: the word that marks a self-draw share rounded toward zero (``15/2 = 7 (truncated)``)
TRUNCATED = "(truncated)"


def payment_arithmetic(expression: str, amount: int, truncated: str = TRUNCATED) -> str:
    """A payment's arithmetic and its result, each once: ``40``, ``120/2 = 60``,
    ``15/2 = 7 (truncated)`` (with ``truncated`` for the last word: a translation)."""
    text = expression if "=" in expression or expression == str(amount) \
        else f"{expression} = {amount}"
    return text.replace(TRUNCATED, truncated)


def _player(index: int, what: Msg) -> None:
    if not 0 <= index < PLAYERS:
        raise MahjongError("{what} must be one of the {players} players", what=what,
                           players=PLAYERS)


def self_draw_share(score: int) -> int:
    """What each other player pays for a self-drawn win: C#'s ``-score / 2``
    truncates toward zero, so 15 gives 7 (not 8)."""
    return score // 2


def win_payments(winner: int, score: int, discarder: int | None) -> HandPayments:
    """A win worth ``score`` (*S*): on ``discarder``'s discard, or self-drawn (None)."""
    _player(winner, Msg("the winner"))
    changes = [0] * PLAYERS
    changes[winner] = score
    if discarder is not None:
        _player(discarder, Msg("the discarder"))
        if discarder == winner:
            raise MahjongError("the winner cannot have discarded his own winning tile")
        changes[discarder] = -score
        return HandPayments((PonjanPayment(discarder, winner, score, str(score)),), tuple(changes))
    share = self_draw_share(score)
    text = f"{score}/2" + (f" = {share} {TRUNCATED}" if score % 2 else "")
    payments = []
    for p in range(PLAYERS):
        if p != winner:
            changes[p] = -share
            payments.append(PonjanPayment(p, winner, share, text))
    return HandPayments(tuple(payments), tuple(changes))


def draw_payments(tenpai: Collection[int], pool: int = 30) -> HandPayments:
    """A drawn hand: each noten player pays each tenpai player ``pool / 2``."""
    for p in tenpai:
        _player(p, Msg("the tenpai player"))
    ready = set(tenpai)
    if not ready or len(ready) == PLAYERS:
        return HandPayments((), (0,) * PLAYERS)
    half = pool // 2
    payments = tuple(PonjanPayment(payer, payee, half, f"{pool}/2")
                     for payer in range(PLAYERS) if payer not in ready
                     for payee in sorted(ready))
    changes = [0] * PLAYERS
    for pay in payments:
        changes[pay.payer] -= pay.amount
        changes[pay.payee] += pay.amount
    return HandPayments(payments, tuple(changes))
