"""Settling one hand: who pays whom once every player's score is known.

Three conventions are supported (see reference-rules.md, "Settlement conventions"):

``classic``
    The winner collects the value of his own hand from each other player; the losers
    pay one another the differences between their scores; the winner pays nobody.
    With no winner (a drawn hand that is still scored) every pair settles its
    difference.
``differences``
    Source 003, "med böter": every pair of players settles the difference between
    their two scores; the winner is treated like anyone else.
``none``
    Source 003, "utan böter": nobody pays; each player keeps the points scored.

Every payment to or from East (the dealer) is doubled when ``east_double`` is on.

A Ponjan game's hands are paid by :mod:`scoring.ponjan.payments`; their
:class:`Settlement` has the convention ``ponjan`` and keeps those payments.

A penalty recorded as a hand is settled by :func:`settle_penalty`: every penalised
player pays every player who receives the penalty the same share, whatever the
convention, never doubled (see :mod:`scoring.rules.penalty`).
Plain Python, no Qt: the front ends, the print view and the tests all use it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Literal, NamedTuple, get_args

from scoring.errors import MahjongError

ClassicalConvention = Literal["classic", "differences", "none"]
#: the conventions a classical game chooses from (and :func:`settle` knows)
CONVENTIONS: tuple[ClassicalConvention, ...] = get_args(ClassicalConvention)
#: ``ponjan``: a Ponjan game's payments (scoring.ponjan.payments), kept as they are
Convention = ClassicalConvention | Literal["ponjan"]

MIN_PLAYERS = 2
MAX_PLAYERS = 4


class SettlementError(MahjongError):
    """The scores, the winner or the convention of a hand cannot be settled."""


class Payment(NamedTuple):
    """One player paying another; ``amount`` is always positive.

    ``expression`` is the arithmetic seen from the payee's side, in the style of
    source 003's table: ``(48-16)*2`` for a doubled difference, ``(26-8)`` for a plain
    one, ``48*2`` or ``48`` for a classic winner collecting the value of his hand.
    A named tuple: a game of 1000 hands makes some 6000 (a frozen dataclass took
    twice as long to make).
    """

    payer: str
    payee: str
    amount: int
    expression: str


class _Pair(NamedTuple):
    """What two players settle between them, seen from player ``a`` (a named tuple:
    every hand of a game makes six)."""

    a: str
    b: str
    amount: int  # signed, for a (positive: b pays a)
    expression: str  # from a's side, e.g. "(16-8)*2", "(8-48)", "20*2", "-20*2"
    reverse: str  # the same from b's side


@dataclass(frozen=True)
class Settlement:
    """The result of settling one hand.

    ``scores`` and ``totals`` keep the order of the input. ``east`` is the player whose
    payments were doubled, or None when nothing was doubled (doubling off, or no such
    player). ``winner`` is None for a hand without a winner.
    """

    convention: Convention
    scores: dict[str, int]
    winner: str | None
    east: str | None
    payments: tuple[Payment, ...]
    totals: dict[str, int]
    #: a penalty: the payments are the penalty's, not derived from the scores
    penalty: bool = False

    def to_dict(self) -> dict[str, object]:
        """The totals and payments as plain data (for JSON)."""
        return {
            "totals": dict(self.totals),
            "payments": [
                {"from": p.payer, "to": p.payee, "amount": p.amount}
                for p in self.payments
            ],
        }

    def text(self) -> str:
        """A plain-text table in the style of source 003, then the payments."""
        players = list(self.scores)
        lines = pair_lines(self)
        header = [""] + [_label(self, p) for p in players]
        rows: list[list[str]] = [header, ["Points"] + [str(self.scores[p]) for p in players]]
        pair_rows = 0 if self.convention == "none" and not self.penalty \
            else len(players) - 1
        for i in range(pair_rows):
            row = [f"Pair {i + 1}"]
            for p in players:
                opponent, amount, expression = lines[p][i]
                row.append(f"{opponent}: {expression} = {amount:+d}")
            rows.append(row)
        net_row = ["Net"]
        for p in players:
            amounts = [amount for _, amount, _ in lines[p]]
            if amounts:
                sums = "".join(f"{a:+d}" for a in amounts)
                net_row.append(f"{sums} = {self.totals[p]:+d}")
            else:
                net_row.append(f"{self.totals[p]:+d}")
        rows.append(net_row)

        widths = [max(len(row[c]) for row in rows) for c in range(len(header))]
        out = ["Penalty" if self.penalty else f"Settlement ({self.convention})"]
        out.append(_join(rows[0], widths))
        out.append("  ".join("-" * w for w in widths))
        for row in rows[1:]:
            out.append(_join(row, widths))
        out.append("")
        if self.payments:
            out.append("Payments:")
            for pay in self.payments:
                out.append(f"  {pay.payer} pays {pay.payee} {pay.expression} = {pay.amount}")
        else:
            out.append("No payments.")
        return "\n".join(out)


def _join(cells: list[str], widths: list[int]) -> str:
    return "  ".join(c.ljust(w) for c, w in zip(cells, widths, strict=True)).rstrip()


def _label(s: Settlement, player: str) -> str:
    marks = []
    if player == s.winner:
        marks.append("mah-jong")
    if player == s.east and s.convention != "none":
        marks.append("East x2")
    return f"{player} ({', '.join(marks)})" if marks else player


def _pairs(convention: Convention, scores: Mapping[str, int], winner: str | None,
           east: str | None) -> list[_Pair]:
    """Every pair of players (in input order) and what they settle."""
    if convention == "none":
        return []
    players = list(scores)
    result: list[_Pair] = []
    for i, a in enumerate(players):
        for b in players[i + 1:]:
            factor = 2 if east in (a, b) else 1
            suffix = "*2" if factor == 2 else ""
            sa, sb = scores[a], scores[b]
            if convention == "classic" and winner in (a, b):
                if winner == a:
                    result.append(_Pair(a, b, sa * factor, f"{sa}{suffix}", f"-{sa}{suffix}"))
                else:
                    result.append(_Pair(a, b, -sb * factor, f"-{sb}{suffix}", f"{sb}{suffix}"))
            else:
                result.append(_Pair(a, b, (sa - sb) * factor,
                                    f"({sa}-{sb}){suffix}", f"({sb}-{sa}){suffix}"))
    return result


def pair_lines(s: Settlement) -> dict[str, list[tuple[str, int, str]]]:
    """For each player, one line per opponent: (opponent, signed amount, arithmetic).

    The amount is signed for that player (positive: he collects) and the arithmetic
    is written from his side, as in source 003's table: ``(16-8)*2`` or ``(8-48)``;
    for a classic winner ``48*2`` and, for the loser, ``-48*2``. Opponents come in
    input order; pairs that settle nothing are listed too (amount 0). For the
    ``none`` convention every list is empty.
    """
    lines: dict[str, list[tuple[str, int, str]]] = {p: [] for p in s.scores}
    pairs = _penalty_pairs(s) if s.penalty or s.convention == "ponjan" else \
        _pairs(s.convention, s.scores, s.winner, s.east)
    for pair in pairs:
        lines[pair.a].append((pair.b, pair.amount, pair.expression))
        lines[pair.b].append((pair.a, -pair.amount, pair.reverse))
    position = {p: i for i, p in enumerate(s.scores)}
    for player_lines in lines.values():
        player_lines.sort(key=lambda line: position[line[0]])
    return lines


def _penalty_pairs(s: Settlement) -> list[_Pair]:
    """Every pair of players and what the penalty makes one pay the other."""
    paid = {(p.payer, p.payee): p for p in s.payments}
    players = list(s.scores)
    result = []
    for i, a in enumerate(players):
        for b in players[i + 1:]:
            if (b, a) in paid:
                pay = paid[(b, a)]
                result.append(_Pair(a, b, pay.amount, pay.expression, f"-{pay.expression}"))
            elif (a, b) in paid:
                pay = paid[(a, b)]
                result.append(_Pair(a, b, -pay.amount, f"-{pay.expression}", pay.expression))
            else:
                result.append(_Pair(a, b, 0, "0", "0"))
    return result


def settle_penalty(players: Sequence[str], payers: Sequence[str], payees: Sequence[str],
                   amount: int, convention: Convention = "classic") -> Settlement:
    """A penalty of ``amount`` that the ``payers`` share equally and the ``payees``
    share equally: every payer pays every payee ``amount / (payers * payees)``, which
    must be whole. ``players`` in seat order; ``convention`` is only kept (the
    game's), a penalty is paid under every convention and never doubled. The
    arithmetic of a payment reads ``300/3`` (the amount over the number of shares)."""
    count = len(payers) * len(payees)
    if not payers or not payees or set(payers) & set(payees) \
            or not set(payers) | set(payees) <= set(players):
        raise SettlementError("a penalty needs payers and payees among the players, "
                              "no one both")
    if amount <= 0 or amount % count:
        raise SettlementError(f"a penalty of {amount} cannot be shared by {len(payers)} "
                              f"paying {len(payees)}")
    share = amount // count
    expression = str(amount) if count == 1 else f"{amount}/{count}"
    payments = tuple(Payment(a, b, share, expression) for a in payers for b in payees)
    totals = {p: 0 for p in players}
    for pay in payments:
        totals[pay.payer] -= pay.amount
        totals[pay.payee] += pay.amount
    return Settlement(convention, {p: 0 for p in players}, None, None, payments, totals,
                      penalty=True)


def _validate(scores: Mapping[str, int], winner: str | None, convention: str) -> None:
    if convention not in CONVENTIONS:
        known = ", ".join(CONVENTIONS)
        raise SettlementError(f"unknown settlement convention {convention!r} (known: {known})")
    count = len(scores)
    if count < MIN_PLAYERS:
        raise SettlementError(
            f"a hand needs at least {MIN_PLAYERS} players to settle, got {count}")
    if count > MAX_PLAYERS:
        raise SettlementError(
            f"a hand has at most {MAX_PLAYERS} players, got {count}")
    for player, score in scores.items():
        if not isinstance(player, str):
            raise SettlementError(f"player {player!r} is not named by a string")
        if isinstance(score, bool) or not isinstance(score, int):
            raise SettlementError(f"score of {player} is not a whole number: {score!r}")
        if score < 0:
            raise SettlementError(f"score of {player} is negative: {score}")
    if winner is not None and winner not in scores:
        players = ", ".join(scores)
        raise SettlementError(f"winner {winner!r} is not one of the players ({players})")


def settle(scores: Mapping[str, int], winner: str | None,
           convention: Convention = "classic", *, east_double: bool = True,
           east: str | None = "E") -> Settlement:
    """Settle one hand.

    ``scores`` maps each player (normally the seat winds E, S, W, N; 2 to 4 players)
    to the value of his hand. ``winner`` is the player who went mah-jong, or None.
    ``east`` is the dealer; when ``east_double`` is on every payment to or from him is
    doubled (nothing is doubled if ``east`` is None or not among the players).
    Raises ``SettlementError`` (a ``MahjongError``) for bad input.
    """
    _validate(scores, winner, convention)
    ordered = dict(scores)
    doubled = east if east_double and east is not None and east in ordered else None
    if convention == "none":
        return Settlement(convention, ordered, winner, doubled, (), dict(ordered))
    # what _pairs gives, each payment's arithmetic written only for its payee (every
    # hand of a game is settled: this is the step a replay repeats most)
    totals = dict.fromkeys(ordered, 0)
    payments: list[Payment] = []
    add = payments.append
    players = list(ordered.items())
    collects = winner if convention == "classic" else None  # the winner's hand alone
    for i, (a, sa) in enumerate(players, 1):
        for b, sb in players[i:]:
            twice = a == doubled or b == doubled
            times = "*2" if twice else ""
            if collects == a:
                amount = sa * 2 if twice else sa
                if amount:
                    add(Payment(b, a, amount, f"{sa}{times}"))
            elif collects == b:
                amount = -sb * 2 if twice else -sb
                if amount:
                    add(Payment(a, b, -amount, f"{sb}{times}"))
            else:
                amount = (sa - sb) * 2 if twice else sa - sb
                if amount > 0:
                    add(Payment(b, a, amount, f"({sa}-{sb}){times}"))
                elif amount < 0:
                    add(Payment(a, b, -amount, f"({sb}-{sa}){times}"))
            totals[a] += amount
            totals[b] -= amount
    return Settlement(convention, ordered, winner, doubled, tuple(payments), totals)


def settle_totals(scores: Sequence[int], winner: int | None, convention: Convention,
                  east: int | None) -> tuple[int, ...]:
    """What :func:`settle` adds to each player's balance, players by index, without
    the payments one by one and their arithmetic (the standings of a season need only
    the sums). ``east``: the index of the player every payment to or from whom is
    doubled, or None. The input is taken as valid (a game's checked scores; ``settle``
    says what is wrong with bad input); a test checks both agree."""
    if convention == "none":
        return tuple(scores)
    n = len(scores)
    totals = [0] * n
    classic = convention == "classic"
    for a in range(n):
        for b in range(a + 1, n):
            factor = 2 if east in (a, b) else 1
            if classic and winner == a:
                amount = scores[a] * factor
            elif classic and winner == b:
                amount = -scores[b] * factor
            else:
                amount = (scores[a] - scores[b]) * factor
            totals[a] += amount
            totals[b] -= amount
    return tuple(totals)
