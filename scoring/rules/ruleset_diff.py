"""What differs between two rule sets: their rules by id (added, removed, changed
values) and the file's own keys (``mahjong-score rules diff A B``).

A rule is compared by what a rule file says of it: its name, condition and
parameters, its value (``2 points``, ``1 double``, ``0.5 limit``), whom it applies
to, whether it is switched on, whether it is a special hand and what it keeps, and
its source, quote and note. The file is compared by its keys (``id``, ``name``,
``limit``, ...), its notes, its ``[rotation]`` and ``[settlement]`` and its penalties
(by id).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from scoring.rules.ruleset import Rule, RuleSet

#: a difference: (key, value in A, value in B); None where one of them has none
Change = tuple[str, Any, Any]


def rule_values(rule: Rule) -> dict[str, Any]:
    """What a rule file says of ``rule``, by key (as the diff compares them)."""
    return {"name": rule.name, "condition": rule.condition.name,
            "params": dict(rule.params), "value": rule.value_text(),
            "applies": rule.applies, "enabled": rule.enabled, "special": rule.special,
            "keeps": list(rule.keeps), "source": rule.source, "quote": rule.quote,
            "note": rule.note}


def file_values(rs: RuleSet) -> dict[str, Any]:
    """The file's own keys of ``rs`` (and its tables and penalties), by key."""
    values: dict[str, Any] = {
        "id": rs.id, "name": rs.name, "description": rs.description,
        "source": rs.source, "tiles": rs.tile_set.id, "limit": rs.nominal_limit,
        "limit_source": rs.limit_source, "max_chows": rs.max_chows,
        "special_bonus": rs.special_bonus, "undeclared_kong": rs.undeclared_kong,
        "notes": list(rs.notes)}
    for table, found in (("rotation", rs.rotation), ("settlement", rs.settlement)):
        for key, value in found.items():
            values[f"{table}.{key}"] = value
    for p in rs.penalties:
        values[f"penalty {p.id}"] = f"{p.name}: {p.value_text()}, {p.parties_text()}"
    return values


def _changes(a: dict[str, Any], b: dict[str, Any]) -> tuple[Change, ...]:
    keys = [*a, *(k for k in b if k not in a)]
    return tuple((k, a.get(k), b.get(k)) for k in keys if a.get(k) != b.get(k))


@dataclass(frozen=True)
class RuleChange:
    """A rule both sets have, whose values differ."""

    id: str
    name: str  # in B
    changes: tuple[Change, ...]

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "name": self.name,
                "changes": [{"key": k, "a": a, "b": b} for k, a, b in self.changes]}


@dataclass(frozen=True)
class RulesetDiff:
    """The differences from rule set A to rule set B."""

    a: str  # the ids of the two rule sets
    b: str
    file: tuple[Change, ...]
    #: in B only, in B's order (the rules switched on, then those switched off)
    added: tuple[Rule, ...]
    removed: tuple[Rule, ...]  # in A only, in A's order
    changed: tuple[RuleChange, ...]  # in A's order

    @property
    def same(self) -> bool:
        return not (self.file or self.added or self.removed or self.changed)

    def to_dict(self) -> dict[str, Any]:
        return {"a": self.a, "b": self.b,
                "file": [{"key": k, "a": a, "b": b} for k, a, b in self.file],
                "added": [{"id": r.id, **rule_values(r)} for r in self.added],
                "removed": [{"id": r.id, **rule_values(r)} for r in self.removed],
                "changed": [c.to_dict() for c in self.changed]}

    def text(self) -> str:
        if self.same:
            return f"{self.a} and {self.b}: the same rules"
        lines = [f"From {self.a} to {self.b}:"]
        if self.file:
            lines += ["", "The file:"]
            lines += [f"  {k}: {_show(a)} -> {_show(b)}" for k, a, b in self.file]
        if self.changed:
            lines += ["", f"Changed rules ({len(self.changed)}):"]
            for c in self.changed:
                lines.append(f"  {c.id} ({c.name}):")
                lines += [f"    {k}: {_show(a)} -> {_show(b)}" for k, a, b in c.changes]
        for title, rules in ((f"Added (only in {self.b})", self.added),
                             (f"Removed (only in {self.a})", self.removed)):
            if rules:
                lines += ["", f"{title} ({len(rules)}):"]
                lines += [f"  {r.id} ({r.name}): {r.value_text()}"
                          + ("" if r.enabled else ", switched off") for r in rules]
        return "\n".join(lines)


def _show(value: Any) -> str:
    if value is None:
        return "(none)"
    text = repr(value) if isinstance(value, str) else str(value)
    return text if len(text) <= 120 else text[:117] + "..."


def diff_rulesets(a: RuleSet, b: RuleSet) -> RulesetDiff:
    """What differs from ``a`` to ``b``; rules switched off count as rules."""
    rules_a = {r.id: r for r in _every(a)}
    rules_b = {r.id: r for r in _every(b)}
    changed = []
    for rid, rule in rules_a.items():
        other = rules_b.get(rid)
        if other is not None:
            changes = _changes(rule_values(rule), rule_values(other))
            if changes:
                changed.append(RuleChange(rid, other.name, changes))
    return RulesetDiff(
        a=a.id, b=b.id, file=_changes(file_values(a), file_values(b)),
        added=tuple(r for rid, r in rules_b.items() if rid not in rules_a),
        removed=tuple(r for rid, r in rules_a.items() if rid not in rules_b),
        changed=tuple(changed))


def _every(rs: RuleSet) -> list[Rule]:
    """Every rule of ``rs``: those switched on, then those switched off."""
    return [*rs.rules, *rs.disabled]
