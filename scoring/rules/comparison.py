"""What every kind's comparison of one hand under several rule sets shares: the
results by rule set, the table made of them, the JSON. Each kind compares its own
hands (:mod:`scoring.rules.compare` the classical ones, :mod:`scoring.ponjan.compare`
Ponjan's) and says what its results give in the rows and the totals.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar

from scoring.errors import MahjongError


class Scored(Protocol):
    """A kind's result of scoring a hand under one rule set."""

    def to_dict(self) -> dict[str, Any]:
        """What ``score --json`` prints of it."""
        ...


R = TypeVar("R", bound=Scored)


@dataclass(frozen=True)
class Row:
    """One rule (by its name) and what it gave under each rule set (absent: nothing)."""

    name: str
    values: dict[str, str]


@dataclass(frozen=True)
class Comparison(ABC, Generic[R]):
    """The hand's result under each rule set, by rule set id (in the order given); a
    message (str) where the hand cannot be scored."""

    results: dict[str, R | str]
    #: the errors behind the messages, for a front end that translates them
    exceptions: dict[str, MahjongError] = field(default_factory=dict)

    @abstractmethod
    def items(self, result: R) -> Iterable[tuple[str, str]]:
        """The rules that applied in ``result``: each rule's name and what it gave."""

    @abstractmethod
    def totals(self) -> list[Row]:
        """The totals rows (the points, ..., the score)."""

    def to_dict(self) -> dict[str, Any]:
        """Per rule set: what ``score --json`` prints, or ``{"error": message}``."""
        return {key: {"error": r} if isinstance(r, str) else r.to_dict()
                for key, r in self.results.items()}

    def rows(self) -> list[Row]:
        """One row per rule that applied under any rule set, in order of appearance."""
        rows: dict[str, dict[str, str]] = {}
        for key, r in self.results.items():
            if isinstance(r, str):
                continue
            for name, value in self.items(r):
                rows.setdefault(name, {})[key] = value
        return [Row(name, values) for name, values in rows.items()]

    def errors(self) -> dict[str, str]:
        return {key: r for key, r in self.results.items() if isinstance(r, str)}

    def text(self) -> str:
        """A table: a column per rule set, a row per rule, then the totals and the
        messages of the rule sets that cannot score the hand."""
        keys = list(self.results)
        body = [[row.name, *[row.values.get(k, "") for k in keys]] for row in self.rows()]
        totals = [[row.name, *[row.values.get(k, "") for k in keys]]
                  for row in self.totals()]
        head = ["Rule", *keys]
        table = [head, *body, *totals]
        widths = [max(len(r[c]) for r in table) for c in range(len(head))]

        def line(cells: list[str]) -> str:
            return "  ".join([cells[0].ljust(widths[0]),
                              *[c.rjust(w) for c, w in zip(cells[1:], widths[1:],
                                                            strict=True)]]).rstrip()

        rule = "  ".join("-" * w for w in widths)
        out = [line(head), rule, *[line(r) for r in body]]
        if not body:
            out.append("(no rule applies under any rule set)")
        out += [rule, *[line(r) for r in totals]]
        for key, message in self.errors().items():
            out.append(f"{key}: {message}")
        return "\n".join(out)


def column(rid: str, given: str, taken: dict[str, Any]) -> str:
    """The column of a rule set: its id, or what was given when the id is taken."""
    return rid if rid not in taken else given
