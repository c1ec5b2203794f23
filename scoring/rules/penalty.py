"""Penalties: a row of the score sheet where one or more players pay a penalty.

A rule file may name the penalties of its source in ``[[penalty]]`` tables (the
offence, its amount, how many players pay it and to whom); a game records a penalty
as a hand of its own (:class:`Penalty` in a ``HandRecord``) with the players who pay,
the players who receive and the amount.

What payers and payees mean follows Kajongg (``src/scoringdialog.py``,
``PenaltyDialog``): the amount is the *total* penalty; the penalised players share
it equally (each pays ``amount / payers``) and the players who receive it share it
equally (each gets ``amount / payees``). Every payer pays every payee the same
amount, ``amount / (payers * payees)``, so that amount must be a whole number. A
default taken from a part of the limit is rounded down to the nearest amount that
can be shared so (half of 1000 shared by three payees: 498).

A penalty is never doubled for East, whatever the settlement convention, and it is
paid under every convention (also ``none``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from scoring.errors import MahjongError, Msg
from scoring.schema import MAX_SCORE
from scoring.schema import describe as describe_value

if TYPE_CHECKING:
    from scoring.errors import RuleFileError
    from scoring.rules.rule_file import Locator

#: ``payees = "others"`` in a rule file: every player who does not pay
OTHERS = "others"
#: the keys of a ``[[penalty]]`` table
PENALTY_KEYS = ("id", "name", "points", "limit", "payers", "payees", "source", "quote",
                "note")


class PenaltyError(MahjongError):
    """A penalty names impossible players or an amount that cannot be shared."""


@dataclass(frozen=True)
class PenaltyRule:
    """A penalty as a rule file names it (a ``[[penalty]]`` table).

    ``points`` is a fixed amount, ``limit`` a part of the limit (0.5: half the limit);
    exactly one of them is set. ``payers`` is how many players pay it together;
    ``payees`` how many receive it, or None for every other player.
    """

    id: str
    name: str
    points: int | None
    limit: float | None
    payers: int
    payees: int | None
    source: str
    quote: str = ""
    note: str = ""

    def value_text(self) -> str:
        if self.points is not None:
            return f"{self.points} points"
        return f"{self.limit:g} of the limit"

    def parties_text(self) -> str:
        """Who pays whom, in words: ``1 player pays every other player``."""
        who = "1 player pays" if self.payers == 1 else f"{self.payers} players pay"
        if self.payees is None:
            return f"{who} every other player"
        return f"{who} {'1 player' if self.payees == 1 else f'{self.payees} players'}"

    def counts(self, players: int) -> tuple[int, int] | None:
        """(payers, payees) in a game of ``players`` players, or None when the penalty
        needs more players than the game has."""
        payees = players - self.payers if self.payees is None else self.payees
        if payees < 1 or self.payers + payees > players:
            return None
        return self.payers, payees

    def default_amount(self, limit: int | None, players: int) -> int:
        """The amount in a game of ``players`` players with ``limit``: the points, or
        the part of the limit rounded down to an amount every payer can pay every
        payee in whole points. 0 when the penalty does not fit the game."""
        counts = self.counts(players)
        if counts is None:
            return 0
        if self.points is not None:
            amount = self.points
        else:
            assert self.limit is not None
            if limit is None:
                return 0
            amount = int(limit * self.limit)
        step = counts[0] * counts[1]
        return amount - amount % step


@dataclass(frozen=True)
class Penalty:
    """A penalty recorded as a hand: player indexes (in the game's order) of those
    who pay and of those who receive, the total amount, and the offence (the id of a
    ``[[penalty]]`` of the game's rule set, or "" for a penalty the players agreed)."""

    payers: tuple[int, ...]
    payees: tuple[int, ...]
    amount: int
    offence: str = ""

    def share(self) -> int:
        """What each payer pays each payee."""
        return self.amount // (len(self.payers) * len(self.payees))

    def totals(self, players: int) -> tuple[int, ...]:
        """What the penalty adds to each player's balance (sums to zero)."""
        per = self.share()
        return tuple(-per * len(self.payees) if i in self.payers
                     else per * len(self.payers) if i in self.payees else 0
                     for i in range(players))

    def as_dict(self) -> dict[str, Any]:
        return {"payers": list(self.payers), "payees": list(self.payees),
                "amount": self.amount, "offence": self.offence}


def check_penalty(penalty: Penalty, players: int) -> None:
    """Raise a PenaltyError unless ``penalty`` can be paid in a game of ``players``."""
    for group in (penalty.payers, penalty.payees):
        for i in group:
            if isinstance(i, bool) or not isinstance(i, int) or not 0 <= i < players:
                raise PenaltyError("a penalty names player {player}; the game has "
                                   "players 0 to {last}", player=i, last=players - 1)
        if len(set(group)) != len(group):
            raise PenaltyError("a penalty names a player twice")
    if not penalty.payers:
        raise PenaltyError("a penalty needs a player who pays it")
    if not penalty.payees:
        raise PenaltyError("a penalty needs a player who receives it")
    if set(penalty.payers) & set(penalty.payees):
        raise PenaltyError("a player cannot pay a penalty to himself")
    amount = penalty.amount
    if isinstance(amount, bool) or not isinstance(amount, int) or not 0 < amount <= MAX_SCORE:
        raise PenaltyError("a penalty must be a whole number of points from 1 to {most}, "
                           "not {amount}", amount=describe_value(amount), most=MAX_SCORE)
    step = len(penalty.payers) * len(penalty.payees)
    if amount % step:
        lower = amount - amount % step
        counts = {"amount": amount, "payers": len(penalty.payers),
                  "payees": len(penalty.payees), "step": step}
        if not lower:
            raise PenaltyError("a penalty of {amount} cannot be shared: every one of "
                               "{payers} paying every one of {payees} the same, it must be "
                               "a multiple of {step}", **counts)
        raise PenaltyError("a penalty of {amount} cannot be shared: every one of {payers} "
                           "paying every one of {payees} the same, it must be a multiple "
                           "of {step} ({lower} or {higher})", lower=lower,
                           higher=lower + step, **counts)


def check_offence(penalty: Penalty, rules: Sequence[PenaltyRule], players: int) -> None:
    """Raise a PenaltyError unless the penalty's offence is one of ``rules`` and the
    number of payers and payees is the offence's."""
    if not penalty.offence:
        return
    rule = next((r for r in rules if r.id == penalty.offence), None)
    if rule is None:
        known = ", ".join(r.id for r in rules) or "none"
        raise PenaltyError("'{offence}' is not a penalty of the rule set (its penalties: "
                           "{known})", offence=penalty.offence, known=known)
    counts = rule.counts(players)
    if counts is None:
        raise PenaltyError("{name} needs more players than the game has",
                           name=rule.name)
    if (len(penalty.payers), len(penalty.payees)) != counts:
        raise PenaltyError("{name} is {want_payers} paying {want_payees}; this penalty "
                           "has {payers} paying {payees}", name=rule.name,
                           want_payers=counts[0], want_payees=counts[1],
                           payers=len(penalty.payers), payees=len(penalty.payees))


def _names(names: Sequence[str]) -> str:
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def describe(penalty: Penalty, players: Sequence[str],
             rules: Sequence[PenaltyRule] = ()) -> str:
    """The penalty in words: ``False declaration: Bo pays 300; Anna, Cia and Dan get
    100 each`` (English; the window has its own translated text)."""
    payers = [players[i] for i in penalty.payers]
    payees = [players[i] for i in penalty.payees]
    per = penalty.share()
    if len(payers) == 1 and len(payees) == 1:
        text = f"{payers[0]} pays {payees[0]} {penalty.amount}"
    else:
        paid = per * len(payees)
        got = per * len(payers)
        text = (f"{_names(payers)} {'pays' if len(payers) == 1 else 'pay'} {paid}"
                f"{'' if len(payers) == 1 else ' each'}; {_names(payees)} "
                f"{'gets' if len(payees) == 1 else 'get'} {got}"
                f"{'' if len(payees) == 1 else ' each'}")
    rule = next((r for r in rules if r.id == penalty.offence), None)
    return f"{rule.name}: {text}" if rule is not None else text


def parse_penalty(raw: dict[str, Any], index: int, loc: Locator,
                  has_limit: bool) -> PenaltyRule:
    """One ``[[penalty]]`` table of a rule file (the ``index``-th; ``loc`` places its
    errors, each a :class:`~scoring.errors.RuleFileError`)::

        [[penalty]]
        id = "false-mahjong"          # what a game file and the command line call it
        name = "False declaration of mah-jong"
        limit = 0.5                   # a part of the limit; or points = 300
        payers = 1                    # how many players pay it together (default 1)
        payees = "others"             # how many receive it: 1-3 or "others" (default 1)
        source = "bmja.md:129"        # the source and line
        quote = "..."                 # optional: the source's words
        note = "..."                  # optional
    """
    def fail(message: Msg, key: str) -> RuleFileError:
        return loc.error(message, key, index, array="penalty")

    for key in raw:
        if key not in PENALTY_KEYS:
            raise fail(Msg("unknown key in a penalty (expected one of {keys})",
                           keys=", ".join(sorted(PENALTY_KEYS))), key)
    for key in ("id", "name", "source"):
        if not isinstance(raw.get(key), str) or not raw[key].strip():
            raise fail(Msg("missing, or not a text"), key)
        if len(raw[key]) > 200:
            raise fail(Msg("must be a text of at most 200 characters"), key)
    valued = [k for k in ("points", "limit") if k in raw]
    if len(valued) != 1:
        raise fail(Msg("give exactly one of points (a whole number) or limit (a part of the "
                       "limit, such as 0.5)"), "points")
    points, part = raw.get("points"), raw.get("limit")
    if points is not None and (not isinstance(points, int) or isinstance(points, bool)
                               or not 0 < points <= MAX_SCORE):
        raise fail(Msg("must be a whole number from 1 to {most}", most=MAX_SCORE), "points")
    if part is not None:
        if isinstance(part, bool) or not isinstance(part, int | float) \
                or not 0 < part <= 1:
            raise fail(Msg("must be a part of the limit, more than 0 and at most 1 (0.5: "
                           "half the limit)"), "limit")
        if not has_limit:
            raise fail(Msg("a penalty of a part of the limit needs a rule set with a "
                           "limit"), "limit")
    payers = raw.get("payers", 1)
    if isinstance(payers, bool) or payers not in (1, 2, 3):
        raise fail(Msg("must be 1, 2 or 3 (how many players pay it together)"), "payers")
    payees = raw.get("payees", 1)
    if payees != OTHERS and (isinstance(payees, bool) or payees not in (1, 2, 3)):
        raise fail(Msg("must be 1, 2, 3 or \"{others}\" (every player who does not pay)",
                       others=OTHERS), "payees")
    if payees != OTHERS and payers + payees > 4:
        raise fail(Msg("{payers} paying {payees} makes more than four players",
                       payers=payers, payees=payees), "payees")
    for key in ("quote", "note"):
        if not isinstance(raw.get(key, ""), str) or len(raw.get(key, "")) > 20_000:
            raise fail(Msg("must be a text of at most 20000 characters"), key)
    return PenaltyRule(id=raw["id"], name=raw["name"], points=points,
                       limit=None if part is None else float(part), payers=payers,
                       payees=None if payees == OTHERS else payees, source=raw["source"],
                       quote=raw.get("quote", ""), note=raw.get("note", ""))
