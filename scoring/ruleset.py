"""Rule sets: TOML data files that name rules, their values and their sources.

A rule file has top-level keys (``id``, ``name``, ``description``, ``source``,
``tiles``, ``limit``, ``limit_source``, ``notes``) and one ``[[rule]]`` table per
rule with ``id``, ``name``, ``condition``, optional ``params``, exactly one of
``points``, ``doubles`` or ``limit = true``, ``applies`` (``all`` or ``winner``),
``source`` (the source file and line, such as ``001:25``) and optional ``quote``.
Rule sets can also carry ``[rotation]`` and ``[settlement]`` tables for the game,
and one ``[[penalty]]`` table per penalty its source names (see
:func:`_parse_penalty` and :mod:`scoring.penalty`).
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache, partial
from importlib import resources
from pathlib import Path
from typing import Any, Literal

from .conditions import CONDITIONS, Condition, Matches, TileTest, meld_spec
from .errors import RuleFileError
from .penalty import OTHERS, PenaltyRule
from .tiles import TILE_SETS, TileSet
from .view import HandView

#: the games a rule file can be for (its top-level ``game`` key; classical if absent)
GAMES = ("classical", "ponjan")

Applies = Literal["all", "winner"]
Kind = Literal["points", "doubles", "limit"]

_TOP_KEYS = {"game", "id", "name", "description", "source", "tiles", "limit", "limit_source",
             "notes", "rule", "rotation", "settlement", "penalty"}
_RULE_KEYS = {"id", "name", "condition", "params", "points", "doubles", "limit",
              "applies", "source", "quote", "note"}
_PENALTY_KEYS = {"id", "name", "points", "limit", "payers", "payees", "source", "quote",
                 "note"}


#: The game tables of a rule file: key -> allowed values (tuple) or type.
_TABLES: dict[str, dict[str, tuple[Any, ...] | type]] = {
    "rotation": {"rounds": (1, 2, 3, 4), "dealer_keeps_on_win": bool,
                 "dealer_keeps_on_draw": bool, "dealer_keeps_on_penalty": bool,
                 "source": str},
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

    def value_text(self) -> str:
        if self.kind == "limit":
            return "limit"
        unit = "point" if self.kind == "points" else "double"
        return f"{self.value} {unit}{'' if self.value == 1 else 's'}"


class RulePlan:
    """Rules arranged for scoring: the ``meld`` rules indexed by the kind of set they
    look at (checked in one pass over a hand's sets), every other rule as a call."""

    def __init__(self, rules: tuple[Rule, ...]) -> None:
        self.rules = rules
        self.by_kind: dict[str, list[tuple[int, bool | None, TileTest]]] = {}
        self.others: list[tuple[int, Callable[[HandView], Matches]]] = []
        for index, rule in enumerate(rules):
            if rule.condition.name == "meld":
                kinds, want, test = meld_spec(**rule.params)
                for kind in kinds:
                    self.by_kind.setdefault(kind, []).append((index, want, test))
            else:
                self.others.append((index, partial(rule.condition.fn, **rule.params)))


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
    #: the penalties the source names, with their default amounts
    penalties: tuple[PenaltyRule, ...] = ()
    rotation: dict[str, Any] = field(default_factory=dict)
    settlement: dict[str, Any] = field(default_factory=dict)
    #: the limit the file names; a limit hand scores it even when played without limit
    nominal_limit: int | None = None
    #: the TOML text the rule set was read from, so a game can keep its own copy
    text: str = ""
    path: str = ""

    def __post_init__(self) -> None:
        shapes = frozenset(r.condition.shape for r in self.rules if r.condition.shape)
        object.__setattr__(self, "_shapes", shapes)
        loser_rules = tuple(r for r in self.rules if r.applies == "all" and r.kind != "limit")
        object.__setattr__(self, "_plans", {True: RulePlan(self.rules),
                                            False: RulePlan(loser_rules)})

    def plan(self, winner: bool) -> RulePlan:
        """The rules for a winner or a loser, arranged for the engine."""
        return self._plans[winner]  # type: ignore[attr-defined, no-any-return]

    @property
    def shapes(self) -> frozenset[str]:
        """Special shapes some rule of this set looks for."""
        return self._shapes  # type: ignore[attr-defined, no-any-return]

    def penalty(self, penalty_id: str) -> PenaltyRule | None:
        """The penalty with this id, or None."""
        return next((p for p in self.penalties if p.id == penalty_id), None)

    def penalty_amount(self, rule: PenaltyRule, players: int) -> int:
        """The default amount of ``rule`` in a game of ``players`` players under this
        rule set's limit (the nominal limit when played without one)."""
        limit = self.limit if self.limit is not None else self.nominal_limit
        return rule.default_amount(limit, players)

    def with_limit(self, limit: int | None) -> RuleSet:
        """The same rules with another limit (None: no limit, 'roof off')."""
        from dataclasses import replace
        return replace(self, limit=limit)


def builtin_ids(game: str = "classical") -> list[str]:
    """The ids of the rule sets of ``game`` that ship with the program, sorted.

    A rule file names its game in its top-level ``game`` key (``"ponjan"``); without
    it, the file is for classical mahjong, which this module loads."""
    return sorted(rid for rid, g in _builtin_games().items() if g == game)


@cache
def _builtin_games() -> dict[str, str]:
    folder = resources.files("scoring") / "rulesets"
    return {p.name[:-5]: game_of(p.read_text(encoding="utf-8"))
            for p in folder.iterdir() if p.name.endswith(".toml")}


def game_of(text: str) -> str:
    """The game a rule file is for: its ``game`` key, ``classical`` when it has none
    (or cannot be read: loading it then says why)."""
    try:
        game = tomllib.loads(text).get("game", "classical")
    except tomllib.TOMLDecodeError:
        return "classical"
    return game if isinstance(game, str) else "classical"


def ruleset_game(id_or_path: str) -> str:
    """The game of a built-in rule set or a rule file (``classical`` when unreadable)."""
    games = _builtin_games()
    if id_or_path in games:
        return games[id_or_path]
    try:
        return game_of(Path(id_or_path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError):
        return "classical"


def load_ruleset(id_or_path: str) -> RuleSet:
    """Load a built-in rule set by id, or a rule file by path."""
    if id_or_path in _builtin_games():
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
    game = data.get("game", "classical")
    if game not in GAMES:
        raise loc.error(f"unknown game {game!r} (one of {', '.join(GAMES)})", "game")
    if game != "classical":
        raise loc.error(f"a rule set for {game}, not for classical mahjong; it scores "
                        "single hands and has a rules reference, but games of it cannot "
                        "be kept yet", "game")
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
    for table, spec in _TABLES.items():
        _check_table(data.get(table, {}), table, spec, loc)
    raw_penalties = data.get("penalty", [])
    if not isinstance(raw_penalties, list):
        raise loc.error("write each penalty as a [[penalty]] table", "penalty")
    penalties = tuple(_parse_penalty(p, i, loc, limit not in (None, "none"))
                      for i, p in enumerate(raw_penalties))
    seen = set()
    for i, pen in enumerate(penalties):
        if pen.id in seen:
            raise loc.error(f"penalty id '{pen.id}' is used twice", "id", i, "penalty")
        seen.add(pen.id)
    notes = data.get("notes", [])
    if not isinstance(notes, list) or not all(isinstance(n, str) for n in notes):
        raise loc.error("must be a list of texts", "notes")
    return RuleSet(
        id=data["id"], name=data["name"], description=data["description"].strip(),
        source=data["source"], tile_set=TILE_SETS[tiles],
        limit=None if limit in (None, "none") else limit,
        limit_source=str(data.get("limit_source", "")), rules=rules,
        notes=tuple(notes), penalties=penalties, rotation=data.get("rotation", {}),
        settlement=data.get("settlement", {}), text=text, path=path,
        nominal_limit=None if limit in (None, "none") else limit)


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
    if kind == "limit":
        if value is not True:
            raise loc.error("must be true", "limit", index)
        value = 0
    elif not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise loc.error("must be a whole number, 0 or more", kind, index)
    applies = raw.get("applies", "all")
    if applies not in ("all", "winner"):
        raise loc.error("must be \"all\" or \"winner\"", "applies", index)
    if kind == "limit" and applies != "winner":
        raise loc.error("a limit hand applies to the winner (applies = \"winner\")",
                        "applies", index)
    return Rule(id=raw["id"], name=raw["name"], condition=cond, params=params,
                kind=kind, value=value, applies=applies, source=raw["source"],
                quote=str(raw.get("quote", "")), note=str(raw.get("note", "")))


def _parse_penalty(raw: Any, index: int, loc: _Locator, has_limit: bool) -> PenaltyRule:
    """One ``[[penalty]]`` table::

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
    def fail(message: str, key: str) -> RuleFileError:
        return loc.error(message, key, index, "penalty")

    if not isinstance(raw, dict):
        raise fail("each penalty must be a table", "penalty")
    for key in raw:
        if key not in _PENALTY_KEYS:
            raise fail(f"unknown key in a penalty (expected one of "
                       f"{', '.join(sorted(_PENALTY_KEYS))})", key)
    for key in ("id", "name", "source"):
        if not isinstance(raw.get(key), str) or not raw[key].strip():
            raise fail("missing, or not a text", key)
    valued = [k for k in ("points", "limit") if k in raw]
    if len(valued) != 1:
        raise fail("give exactly one of points (a whole number) or limit (a part of "
                   "the limit, such as 0.5)", "points")
    points, part = raw.get("points"), raw.get("limit")
    if points is not None and (not isinstance(points, int) or isinstance(points, bool)
                               or points <= 0):
        raise fail("must be a whole number, more than 0", "points")
    if part is not None:
        if isinstance(part, bool) or not isinstance(part, int | float) \
                or not 0 < part <= 1:
            raise fail("must be a part of the limit, more than 0 and at most 1 "
                       "(0.5: half the limit)", "limit")
        if not has_limit:
            raise fail("a penalty of a part of the limit needs a rule set with a limit",
                       "limit")
    payers = raw.get("payers", 1)
    if isinstance(payers, bool) or payers not in (1, 2, 3):
        raise fail("must be 1, 2 or 3 (how many players pay it together)", "payers")
    payees = raw.get("payees", 1)
    if payees != OTHERS and (isinstance(payees, bool) or payees not in (1, 2, 3)):
        raise fail(f"must be 1, 2, 3 or \"{OTHERS}\" (every player who does not pay)",
                   "payees")
    if payees != OTHERS and payers + payees > 4:
        raise fail(f"{payers} paying {payees} makes more than four players", "payees")
    for key in ("quote", "note"):
        if not isinstance(raw.get(key, ""), str):
            raise fail("must be a text", key)
    return PenaltyRule(id=raw["id"], name=raw["name"], points=points,
                       limit=None if part is None else float(part), payers=payers,
                       payees=None if payees == OTHERS else payees, source=raw["source"],
                       quote=raw.get("quote", ""), note=raw.get("note", ""))


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
        tables = [(i, m.group(1)) for i, line in enumerate(self.lines)
                  if (m := re.match(r"\s*\[\[?\s*([\w-]+)\s*\]", line))]
        self.tables = [i for i, _ in tables]
        self.starts = {name: [i for i, n in tables if n == name and
                              self.lines[i].lstrip().startswith("[[")]
                       for name in ("rule", "penalty")}

    def line_of(self, key: str, rule: int | None, table: str = "rule") -> int | None:
        starts = self.starts[table]
        if rule is None:
            start = 0  # the top-level keys and the [rotation] and [settlement] tables
            arrays = [*self.starts["rule"], *self.starts["penalty"]]
            end = min(arrays) if arrays else len(self.lines)
        elif rule < len(starts):
            start = starts[rule]
            later = [s for s in self.tables if s > start]
            end = later[0] if later else len(self.lines)
            if key == table:
                return start + 1
        else:
            return None
        pattern = re.compile(rf"\s*{re.escape(key)}\s*=")
        for i in range(start, end):
            if pattern.match(self.lines[i]):
                return i + 1
        return start + 1 if rule is not None else None

    def error(self, message: str, key: str, rule: int | None = None,
              table: str = "rule") -> RuleFileError:
        where = key if rule is None else f"{table} {rule + 1}: {key}"
        return RuleFileError(self.path, message, self.line_of(key, rule, table), where)
