"""Ponjan rule files: ``scoring/rulesets/ponjan.toml`` and the houses' copies of it.

A Ponjan rule file says ``game = "ponjan"`` and has the top-level keys ``id``,
``name``, ``description``, ``source``, ``tiles = "ponjan"`` and ``notes`` (the
readings of the source); a ``[score]`` table (``formula = "code"`` or ``"readme"``,
``unit``, ``boss_unit``, ``source``); a ``[match]`` table (``players = 3``,
``start_balance``, ``rounds``, ``tenpai_pool``, ``source``); and one ``[[rule]]``
table per combination with ``id``, ``name``, ``aliases`` (the game's own names),
``condition`` (one of :data:`.combinations.CONDITIONS`), ``points``, ``source``
(002:LINE), and optional ``quote``, ``code`` (the game's source file) and ``note``.
Every mistake is reported with the file, the line and the key.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from scoring.rules.rule_file import Locator, read_toml

from .combinations import CONDITIONS
from .formula import FORMULAS, Formula

GAME = "ponjan"

_TOP_KEYS = {"game", "id", "name", "description", "source", "tiles", "notes", "score",
             "match", "rule"}
_RULE_KEYS = {"id", "name", "aliases", "condition", "points", "source", "quote", "code",
              "note"}
_SCORE_KEYS = {"formula", "unit", "boss_unit", "source"}
_FLOW_KEYS = {"players", "start_balance", "rounds", "tenpai_pool", "source"}


@dataclass(frozen=True)
class Combination:
    id: str
    name: str
    aliases: tuple[str, ...]
    condition: str
    points: int
    source: str
    quote: str = ""
    code: str = ""
    note: str = ""


@dataclass(frozen=True)
class PonjanRules:
    id: str
    name: str
    description: str
    source: str
    rules: tuple[Combination, ...]
    formula: Formula = "code"
    unit: int = 10
    boss_unit: int = 15
    score_source: str = ""
    players: int = 3
    start_balance: int = 250
    rounds: int = 4
    tenpai_pool: int = 30
    flow_source: str = ""
    notes: tuple[str, ...] = ()
    #: the TOML text the rules were read from
    text: str = ""
    path: str = ""


def load_ponjan_rules(id_or_path: str) -> PonjanRules:
    """Load a built-in Ponjan rule set by id, or a Ponjan rule file by path."""
    from scoring.rules.ruleset import read_rule_text
    return parse_ponjan_rules(*read_rule_text(id_or_path, GAME))


def parse_ponjan_rules(text: str, path: str = "<rules>") -> PonjanRules:
    """Read Ponjan rules from TOML text. Errors name ``path``, the line and the key."""
    data = read_toml(text, path)  # the bounds of every rule file
    loc = Locator(text, path)
    for key in data:
        if key not in _TOP_KEYS:
            raise loc.error(f"unknown key (expected one of {', '.join(sorted(_TOP_KEYS))})",
                            key)
    if data.get("game") != GAME:
        raise loc.error(f'a Ponjan rule file says game = "{GAME}"', "game")
    for key in ("id", "name", "description", "source"):
        if not isinstance(data.get(key), str) or not data[key].strip():
            raise loc.error("missing, or not a text", key)
    if data.get("tiles", GAME) != GAME:
        raise loc.error(f'Ponjan is played with its own tiles: tiles = "{GAME}"', "tiles")
    notes = data.get("notes", [])
    if not isinstance(notes, list) or not all(isinstance(n, str) for n in notes):
        raise loc.error("must be a list of texts", "notes")
    score = _table(data, "score", _SCORE_KEYS, loc)
    formula = score.get("formula", "code")
    if formula not in FORMULAS:
        raise loc.error(f"must be one of {', '.join(FORMULAS)}", "formula", table="score")
    flow = _table(data, "match", _FLOW_KEYS, loc)
    if flow.get("players", 3) != 3:
        raise loc.error("Ponjan is for exactly 3 players (its drawn-hand payments are "
                        "made for three)", "players", table="match")
    pool = _whole(flow, "tenpai_pool", 30, loc, 0, table="match")
    if pool % 2:
        raise loc.error("must be even: the noten players pay it in halves", "tenpai_pool",
                        table="match")
    raw_rules = data.get("rule", [])
    if not isinstance(raw_rules, list) or not raw_rules:
        raise loc.error("a rule set needs at least one [[rule]] table", "rule")
    rules = tuple(_rule(r, i, loc) for i, r in enumerate(raw_rules))
    seen: set[str] = set()
    for i, r in enumerate(rules):
        if r.id in seen:
            raise loc.error(f"rule id '{r.id}' is used twice", "id", i)
        seen.add(r.id)
    return PonjanRules(
        id=data["id"], name=data["name"], description=data["description"].strip(),
        source=data["source"], rules=rules, formula=formula,
        unit=_whole(score, "unit", 10, loc, 1, table="score"),
        boss_unit=_whole(score, "boss_unit", 15, loc, 1, table="score"),
        score_source=_text(score, "source", loc, table="score"),
        start_balance=_whole(flow, "start_balance", 250, loc, None, table="match"),
        rounds=_whole(flow, "rounds", 4, loc, 1, table="match"), tenpai_pool=pool,
        flow_source=_text(flow, "source", loc, table="match"), notes=tuple(notes), text=text,
        path=path)


def _table(data: dict[str, Any], name: str, keys: set[str], loc: Locator) -> dict[str, Any]:
    table = data.get(name, {})
    if not isinstance(table, dict):
        raise loc.error("must be a table", name)
    for key in table:
        if key not in keys:
            raise loc.error(f"unknown key in [{name}] (expected one of "
                            f"{', '.join(sorted(keys))})", key, table=name)
    return table


def _whole(values: dict[str, Any], key: str, default: int, loc: Locator,
           least: int | None, rule: int | None = None, table: str | None = None) -> int:
    value = values.get(key, default)
    if not isinstance(value, int) or isinstance(value, bool) or (
            least is not None and value < least):
        more = "" if least is None else f", {least} or more"
        raise loc.error(f"must be a whole number{more}", key, rule, table)
    return value


def _text(values: dict[str, Any], key: str, loc: Locator, rule: int | None = None,
          table: str | None = None) -> str:
    value = values.get(key, "")
    if not isinstance(value, str):
        raise loc.error("must be a text", key, rule, table)
    return value


def _rule(raw: Any, index: int, loc: Locator) -> Combination:
    if not isinstance(raw, dict):
        raise loc.error("each rule must be a table", "rule", index)
    for key in raw:
        if key not in _RULE_KEYS:
            raise loc.error(f"unknown key in a rule (expected one of "
                            f"{', '.join(sorted(_RULE_KEYS))})", key, index)
    for key in ("id", "name", "condition", "source"):
        if not isinstance(raw.get(key), str) or not raw[key].strip():
            raise loc.error("missing, or not a text", key, index)
    if raw["condition"] not in CONDITIONS:
        raise loc.error(f"unknown condition '{raw['condition']}' (known: "
                        f"{', '.join(CONDITIONS)})", "condition", index)
    if "points" not in raw:
        raise loc.error("missing: the combination's points", "points", index)
    aliases = raw.get("aliases", [])
    if not isinstance(aliases, list) or not all(isinstance(a, str) for a in aliases):
        raise loc.error("must be a list of texts", "aliases", index)
    return Combination(
        id=raw["id"], name=raw["name"], aliases=tuple(aliases), condition=raw["condition"],
        points=_whole(raw, "points", 0, loc, 0, index), source=raw["source"],
        quote=_text(raw, "quote", loc, index), code=_text(raw, "code", loc, index),
        note=_text(raw, "note", loc, index))
