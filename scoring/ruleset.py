"""Rule sets: TOML data files that name rules, their values and their sources.

A rule file has top-level keys (``id``, ``name``, ``description``, ``source``,
``tiles``, ``limit``, ``limit_source``, ``notes``, optional ``max_chows``: the most
chows a winning hand may hold) and one ``[[rule]]`` table per rule with ``id``,
``name``, ``condition``, optional ``params``, exactly one of ``points``, ``doubles``
or ``limit`` (``true``, or a share of the limit such as ``0.5``: a hand worth less
than that share by its points scores the share), ``applies`` (``all``, ``winner``
or ``loser``),
``source`` (the source file and line, such as ``001:25``) and optional ``quote``.
Rule sets can also carry ``[rotation]`` and ``[settlement]`` tables for the game.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from importlib import resources
from pathlib import Path
from typing import Any, Literal

from .conditions import CONDITIONS, Condition, Matches, TileTest, meld_spec
from .errors import RuleFileError
from .tiles import TILE_SETS, TileSet
from .view import HandView

Applies = Literal["all", "winner", "loser"]
Kind = Literal["points", "doubles", "limit"]

_TOP_KEYS = {"id", "name", "description", "source", "tiles", "limit", "limit_source",
             "notes", "rule", "rotation", "settlement", "max_chows"}
_RULE_KEYS = {"id", "name", "condition", "params", "points", "doubles", "limit",
              "applies", "source", "quote", "note"}


#: The game tables of a rule file: key -> allowed values (tuple) or type.
_TABLES: dict[str, dict[str, tuple[Any, ...] | type]] = {
    "rotation": {"rounds": (1, 2, 3, 4), "dealer_keeps_on_win": bool,
                 "dealer_keeps_on_draw": bool, "source": str},
    "settlement": {"convention": ("classic", "differences", "none"), "east_double": bool,
                   "start_balance": int, "draw": ("void", "settle"), "source": str},
}


@dataclass(frozen=True)
class Rule:
    id: str
    name: str
    condition: Condition
    params: dict[str, Any]
    kind: Kind
    value: int
    applies: Applies
    source: str
    quote: str = ""
    note: str = ""
    #: a limit rule's share of the limit (1: the whole limit)
    share: float = 1.0

    def value_text(self) -> str:
        if self.kind == "limit":
            return "limit" if self.share == 1 else f"{self.share:g} limit"
        unit = "point" if self.kind == "points" else "double"
        return f"{self.value} {unit}{'' if self.value == 1 else 's'}"


_BONUS_CONDITIONS = frozenset({"bonus", "own-bonus", "own-flower-and-season",
                               "all-four-bonus", "animal-pair"})


class RulePlan:
    """Rules arranged for scoring: the ``meld`` rules indexed by the kind of set they
    look at (checked in one pass over a hand's sets); the rules on where the winning
    tile came from, on the winner's flags and on the winning tile looked up by the
    situation; the rules on bonus tiles called only for a hand that has some; every
    other rule as a call."""

    def __init__(self, rules: tuple[Rule, ...]) -> None:
        self.rules = rules
        self.by_kind: dict[str, list[tuple[int, bool | None, TileTest]]] = {}
        self.by_source: dict[str, list[int]] = {}
        self.by_flag: dict[str, list[int]] = {}
        self.by_win_tile: dict[str, list[tuple[int, frozenset[str]]]] = {}
        self.bonus: list[tuple[int, Callable[[HandView], Matches]]] = []
        self.others: list[tuple[int, Callable[[HandView], Matches]]] = []
        for index, rule in enumerate(rules):
            name, params = rule.condition.name, rule.params
            if name == "meld":
                kinds, want, test = meld_spec(**params)
                for kind in kinds:
                    self.by_kind.setdefault(kind, []).append((index, want, test))
            elif name == "source":
                for source in params["sources"]:
                    self.by_source.setdefault(source, []).append(index)
            elif name == "flag" and params.get("chows", True):
                self.by_flag.setdefault(params["flag"], []).append(index)
            elif name == "winning-tile" and params.get("chows", True):
                self.by_win_tile.setdefault(params["tile"], []).append(
                    (index, frozenset(params["sources"])))
            elif name in _BONUS_CONDITIONS:
                self.bonus.append((index, partial(rule.condition.fn, **params)))
            else:
                self.others.append((index, partial(rule.condition.fn, **params)))


@dataclass(frozen=True)
class RuleSet:
    id: str
    name: str
    description: str
    source: str
    tile_set: TileSet
    limit: int | None
    limit_source: str
    rules: tuple[Rule, ...]
    notes: tuple[str, ...] = ()
    rotation: dict[str, Any] = field(default_factory=dict)
    settlement: dict[str, Any] = field(default_factory=dict)
    #: the limit the file names; a limit hand scores it even when played without limit
    nominal_limit: int | None = None
    #: the TOML text the rule set was read from, so a game can keep its own copy
    text: str = ""
    path: str = ""
    #: the most chows a winning hand may hold (None: no such rule)
    max_chows: int | None = None

    def __post_init__(self) -> None:
        shapes = frozenset(filter(None, (r.condition.shape_for(r.params)
                                         for r in self.rules)))
        object.__setattr__(self, "_shapes", shapes)
        winner_rules = tuple(r for r in self.rules if r.applies != "loser")
        loser_rules = tuple(r for r in self.rules if r.applies == "loser"
                            or (r.applies == "all" and r.kind != "limit"))
        object.__setattr__(self, "_plans", {True: RulePlan(winner_rules),
                                            False: RulePlan(loser_rules)})

    def plan(self, winner: bool) -> RulePlan:
        """The rules for a winner or a loser, arranged for the engine."""
        return self._plans[winner]  # type: ignore[attr-defined, no-any-return]

    @property
    def calls_matter(self) -> bool:
        """Whether a loser's rule looks at what the hand is calling for."""
        return any(r.condition.name == "calling-for" for r in self.plan(False).rules)

    @property
    def shapes(self) -> frozenset[str]:
        """Special shapes some rule of this set looks for."""
        return self._shapes  # type: ignore[attr-defined, no-any-return]

    def with_limit(self, limit: int | None) -> RuleSet:
        """The same rules with another limit (None: no limit, 'roof off')."""
        from dataclasses import replace
        return replace(self, limit=limit)


def builtin_ids() -> list[str]:
    """The ids of the rule sets that ship with the program, sorted."""
    folder = resources.files("scoring") / "rulesets"
    return sorted(p.name[:-5] for p in folder.iterdir() if p.name.endswith(".toml"))


def load_ruleset(id_or_path: str) -> RuleSet:
    """Load a built-in rule set by id, or a rule file by path."""
    if id_or_path in builtin_ids():
        res = resources.files("scoring") / "rulesets" / f"{id_or_path}.toml"
        return parse_ruleset(res.read_text(encoding="utf-8"), f"{id_or_path}.toml")
    path = Path(id_or_path)
    if not path.suffix and not path.exists():
        raise RuleFileError(id_or_path, "no such rule set; the built-in ones are "
                            + ", ".join(builtin_ids()))
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise RuleFileError(id_or_path, f"cannot read the file ({exc.strerror})") from None
    except UnicodeDecodeError:
        raise RuleFileError(id_or_path, "the file is not UTF-8 text") from None
    return parse_ruleset(text, str(path))


def parse_ruleset(text: str, path: str = "<rules>") -> RuleSet:
    """Read a rule set from TOML text. Errors name ``path``, the line and the key."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise RuleFileError(path, f"not valid TOML: {exc}") from None
    loc = _Locator(text, path)
    for key in data:
        if key not in _TOP_KEYS:
            raise loc.error(f"unknown key (expected one of {', '.join(sorted(_TOP_KEYS))})",
                            key)
    for key in ("id", "name", "description", "source"):
        if not isinstance(data.get(key), str) or not data[key].strip():
            raise loc.error("missing, or not a text", key)
    tiles = data.get("tiles", "classical")
    if tiles not in TILE_SETS:
        raise loc.error(f"unknown tile set '{tiles}' (one of {', '.join(TILE_SETS)})",
                        "tiles")
    limit = data.get("limit")
    if limit is not None and limit != "none" and (
            not isinstance(limit, int) or isinstance(limit, bool) or limit <= 0):
        raise loc.error("must be a positive whole number or \"none\"", "limit")
    raw_rules = data.get("rule", [])
    if not isinstance(raw_rules, list) or not raw_rules:
        raise loc.error("a rule set needs at least one [[rule]] table", "rule")
    rules = tuple(_parse_rule(r, i, loc) for i, r in enumerate(raw_rules))
    seen: set[str] = set()
    for i, r in enumerate(rules):
        if r.id in seen:
            raise loc.error(f"rule id '{r.id}' is used twice", "id", i)
        seen.add(r.id)
    if any(r.kind == "limit" for r in rules) and limit in (None, "none"):
        raise loc.error("a rule set with limit hands needs a limit", "limit")
    winner_ids = {r.id for r in rules if r.applies != "loser"}
    for i, r in enumerate(rules):
        named = r.params.get("rule")
        if r.condition.name == "calling-for" and named not in winner_ids:
            raise loc.error(f"rule = {named!r} names no rule of this set that a winner "
                            "can score", "params", i)
    max_chows = data.get("max_chows")
    if max_chows is not None and (not isinstance(max_chows, int)
                                  or isinstance(max_chows, bool) or max_chows < 0):
        raise loc.error("must be a whole number, 0 or more", "max_chows")
    for table, spec in _TABLES.items():
        _check_table(data.get(table, {}), table, spec, loc)
    notes = data.get("notes", [])
    if not isinstance(notes, list) or not all(isinstance(n, str) for n in notes):
        raise loc.error("must be a list of texts", "notes")
    return RuleSet(
        id=data["id"], name=data["name"], description=data["description"].strip(),
        source=data["source"], tile_set=TILE_SETS[tiles],
        limit=None if limit in (None, "none") else limit,
        limit_source=str(data.get("limit_source", "")), rules=rules,
        notes=tuple(notes), rotation=data.get("rotation", {}),
        settlement=data.get("settlement", {}), text=text, path=path,
        nominal_limit=None if limit in (None, "none") else limit, max_chows=max_chows)


def _parse_rule(raw: Any, index: int, loc: _Locator) -> Rule:
    if not isinstance(raw, dict):
        raise loc.error("each rule must be a table", "rule", index)
    for key in raw:
        if key not in _RULE_KEYS:
            raise loc.error(f"unknown key in a rule (expected one of "
                            f"{', '.join(sorted(_RULE_KEYS))})", key, index)
    for key in ("id", "name", "condition", "source"):
        if not isinstance(raw.get(key), str) or not raw[key].strip():
            raise loc.error("missing, or not a text", key, index)
    cond = CONDITIONS.get(raw["condition"])
    if cond is None:
        raise loc.error(f"unknown condition '{raw['condition']}' (known: "
                        f"{', '.join(sorted(CONDITIONS))})", "condition", index)
    params = raw.get("params", {})
    if not isinstance(params, dict):
        raise loc.error("must be a table such as { kind = \"pung\" }", "params", index)
    for name, value in params.items():
        allowed = cond.params.get(name)
        if allowed is None:
            known = ", ".join(cond.params) or "none"
            raise loc.error(f"condition '{cond.name}' takes no parameter '{name}' "
                            f"(it takes: {known})", "params", index)
        if isinstance(allowed, tuple):
            if value not in allowed:
                raise loc.error(f"{name} = {value!r} is not one of "
                                f"{', '.join(map(str, allowed))}", "params", index)
        elif not isinstance(value, allowed) or (allowed is int and isinstance(value, bool)):
            raise loc.error(f"{name} must be a {allowed.__name__}", "params", index)
    valued = [k for k in ("points", "doubles", "limit") if k in raw]
    if len(valued) != 1:
        raise loc.error("give exactly one of points, doubles or limit = true",
                        "points", index)
    kind: Kind = valued[0]  # type: ignore[assignment]
    value = raw[kind]
    share = 1.0
    if kind == "limit":
        if isinstance(value, float) and 0 < value < 1:
            share = value
        elif value is not True:
            raise loc.error("must be true, or a share of the limit between 0 and 1 "
                            "such as 0.5", "limit", index)
        value = 0
    elif not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise loc.error("must be a whole number, 0 or more", kind, index)
    applies = raw.get("applies", "all")
    if applies not in ("all", "winner", "loser"):
        raise loc.error("must be \"all\", \"winner\" or \"loser\"", "applies", index)
    if kind == "limit" and applies != "winner" and not (applies == "loser" and share < 1):
        raise loc.error("a limit hand applies to the winner (applies = \"winner\"); "
                        "only a share of the limit may apply to a loser", "applies", index)
    return Rule(id=raw["id"], name=raw["name"], condition=cond, params=params,
                kind=kind, value=value, applies=applies, source=raw["source"],
                quote=str(raw.get("quote", "")), note=str(raw.get("note", "")),
                share=share)


def _check_table(table: Any, name: str, spec: dict[str, tuple[Any, ...] | type],
                 loc: _Locator) -> None:
    if not isinstance(table, dict):
        raise loc.error("must be a table", name)
    for key, value in table.items():
        allowed = spec.get(key)
        if allowed is None:
            raise loc.error(f"unknown key in [{name}] (expected one of "
                            f"{', '.join(spec)})", key)
        if isinstance(allowed, tuple):
            if value not in allowed or isinstance(value, bool):
                raise loc.error(f"must be one of {', '.join(map(str, allowed))}", key)
        elif not isinstance(value, allowed) or (allowed is int and isinstance(value, bool)):
            raise loc.error(f"must be a {allowed.__name__}", key)


class _Locator:
    """Finds the line of a key in a rule file, for error messages."""

    def __init__(self, text: str, path: str) -> None:
        self.lines = text.splitlines()
        self.path = path
        self.rule_starts = [i for i, line in enumerate(self.lines)
                            if re.match(r"\s*\[\[\s*rule\s*\]\]", line)]

    def line_of(self, key: str, rule: int | None) -> int | None:
        if rule is None:
            start = 0
            end = self.rule_starts[0] if self.rule_starts else len(self.lines)
        elif rule < len(self.rule_starts):
            start = self.rule_starts[rule]
            later = [s for s in self.rule_starts if s > start]
            end = later[0] if later else len(self.lines)
            if key == "rule":
                return start + 1
        else:
            return None
        pattern = re.compile(rf"\s*{re.escape(key)}\s*=")
        for i in range(start, end):
            if pattern.match(self.lines[i]):
                return i + 1
        return start + 1 if rule is not None else None

    def error(self, message: str, key: str, rule: int | None = None) -> RuleFileError:
        where = key if rule is None else f"rule {rule + 1}: {key}"
        return RuleFileError(self.path, message, self.line_of(key, rule), where)
