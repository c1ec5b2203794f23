"""Rule sets: TOML data files that name rules, their values and their sources.

A rule file has top-level keys (``id``, ``name``, ``description``, ``source``,
``tiles``, ``limit``, ``limit_source``, ``notes``, optional ``max_chows``: the most
chows a winning hand may hold) and one ``[[rule]]`` table per rule with ``id``,
``name``, ``condition``, optional ``params``, exactly one of ``points``, ``doubles``
or ``limit`` (``true``, or a share of the limit such as ``0.5``: a hand worth less
than that share by its points scores the share), ``applies`` (``all``, ``winner``
or ``loser``),
``source`` (the source file and line, such as ``001:25``), optional ``quote``, and
optional ``enabled = false``: a rule switched off (checked as any other, shown by the
reference, never scored: :attr:`RuleSet.disabled`).
A doubles rule may be ``special = true`` (a special hand scored by its doubles, such
as the BMJA's Purity; ``keeps`` names the doubles it takes with it), and the rule set
may count the bonus tiles of a special hand apart (``special_bonus = "apart"``): see
:mod:`scoring.rules.special`; and score a loser's four tiles of a kind held but not
declared as a kong (``undeclared_kong``).
Rule sets can also carry ``[rotation]`` and ``[settlement]`` tables for the game,
and one ``[[penalty]]`` table per penalty its source names (see
:func:`scoring.rules.penalty.parse_penalty`).
"""

from __future__ import annotations

import re
import zlib
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from scoring.errors import Msg, RuleFileError
from scoring.hands.tiles import TILE_SETS, TileSet
from scoring.rules.conditions import CONDITIONS, Condition
from scoring.rules.plan import NO_DEFAULT as _NO_DEFAULT
from scoring.rules.plan import RulePlan
from scoring.rules.plan import parameters as _parameters
from scoring.rules.rule_file import Locator, read_toml
from scoring.rules.special import check_specials
from scoring.schema import (
    MAX_PARAM,
    MAX_RULE_DOUBLES,
    MAX_RULE_POINTS,
    MAX_RULES,
    MAX_RULES_TEXT,
    MAX_SCORE,
    Bool,
    Choice,
    Either,
    Int,
    ListOf,
    OfType,
    SchemaError,
    Share,
    Spec,
    Table,
    Text,
    described,
    json_path,
)

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable

    from scoring.rules.penalty import PenaltyRule

#: the games a rule file can be for (its top-level ``game`` key; classical if absent)
GAMES = ("classical", "ponjan")

Applies = Literal["all", "winner", "loser"]
Kind = Literal["points", "doubles", "limit"]

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
    #: a doubles rule that is a special hand: its doubles count the tiles' points
    #: alone, with those of the rules in ``keeps`` only (scoring.rules.special)
    special: bool = False
    keeps: tuple[str, ...] = ()
    #: False: switched off (``enabled = false``): kept in the file, never scored
    enabled: bool = True

    def value_text(self) -> str:
        if self.kind == "limit":
            return "limit" if self.share == 1 else f"{self.share:g} limit"
        unit = "point" if self.kind == "points" else "double"
        return f"{self.value} {unit}{'' if self.value == 1 else 's'}"


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
    #: the most chows a winning hand may hold (None: no such rule)
    max_chows: int | None = None
    #: how a special hand counts its bonus tiles: "in-points" (in the hand's points,
    #: which the special value replaces) or "apart" (added, doubled on their own)
    special_bonus: str = "in-points"
    #: a loser's four tiles of a kind held but not declared score as a concealed kong
    #: (else as a concealed pung)
    undeclared_kong: bool = False
    #: the rules switched off (``enabled = false``), in the order of the file: the
    #: engine never sees them (they are not in :attr:`rules`)
    disabled: tuple[Rule, ...] = ()

    def __post_init__(self) -> None:
        shapes = frozenset(filter(None, (r.condition.shape_for(r.params)
                                         for r in self.rules)))
        object.__setattr__(self, "_shapes", shapes)
        winner_rules = tuple(r for r in self.rules if r.applies != "loser")
        loser_rules = tuple(r for r in self.rules if r.applies == "loser"
                            or (r.applies == "all" and r.kind != "limit"))
        apart = self.special_bonus == "apart"
        object.__setattr__(self, "_plans", {True: RulePlan(winner_rules, apart),
                                            False: RulePlan(loser_rules, apart)})
        object.__setattr__(self, "_calls_matter", any(
            r.condition.name == "calling-for" for r in loser_rules))
        called = {r.params.get("rule") for r in loser_rules
                  if r.condition.name == "calling-for"}
        object.__setattr__(self, "_calling_plan", RulePlan(
            tuple(r for r in winner_rules if r.id in called)))

    def forget_kept(self) -> None:
        """Make every plan of the rule set forget what it kept (:meth:`RulePlan.forget`)."""
        for plan in (*self._plans.values(), self._calling_plan):  # type: ignore[attr-defined]
            plan.forget()

    def plan(self, winner: bool) -> RulePlan:
        """The rules for a winner or a loser, arranged for the engine."""
        return self._plans[winner]  # type: ignore[attr-defined, no-any-return]

    def calling_plan(self) -> RulePlan:
        """The winner's rules that a loser's ``calling-for`` rules name (a loser's
        calling hand is asked only about them)."""
        return self._calling_plan  # type: ignore[attr-defined, no-any-return]

    @property
    def calls_matter(self) -> bool:
        """Whether a loser's rule looks at what the hand is calling for."""
        return self._calls_matter  # type: ignore[attr-defined, no-any-return]

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
def _rulesets_folder() -> Traversable:
    """The folder of the built-in rule files: on disk as a rule (read directly: the
    importlib.resources machinery costs a command more than reading them), else
    wherever importlib.resources finds it."""
    import scoring.rulesets as rulesets
    if rulesets.__file__ is not None:
        folder = Path(rulesets.__file__).parent
        if folder.is_dir():
            return folder
    from importlib import resources
    return resources.files("scoring") / "rulesets"


@cache
def _builtin_games() -> dict[str, str]:
    games = {}
    for p in _rulesets_folder().iterdir():
        if p.name.endswith(".toml"):
            text = _builtin_text(p.name)
            kept = _kept(text)
            games[p.name[:-5]] = game_of(text) if kept is None else kept[2]
    return games


@cache
def _builtin_text(name: str) -> str:
    """The text of the built-in rule file ``name`` (read once)."""
    return (_rulesets_folder() / name).read_text(encoding="utf-8")


def _kept(text: str) -> tuple[int, int, str, bytes] | None:
    """The entry ``scripts/make_ruleset_data.py`` kept of the built-in rule file whose
    text ``text`` is (length, CRC-32, game, what tomllib reads, marshalled), or None
    for any other text: an entry is used only for a text equal to its file."""
    from scoring.rulesets.parsed import PARSED
    size = len(text)
    crc = None
    for name, kept in PARSED.items():
        if kept[0] != size:
            continue
        if crc is None:
            crc = zlib.crc32(text.encode("utf-8"))
        if crc == kept[1] and text == _builtin_text(name):
            return kept
    return None


def _built(text: str) -> dict[str, Any] | None:
    """What tomllib reads from ``text`` when it is the text of a built-in rule file,
    as kept (a new dict each time); None for any other text."""
    kept = _kept(text)
    if kept is None:
        return None
    import marshal
    data: dict[str, Any] = marshal.loads(kept[3])
    return data






#: the first table header of a TOML text: every top-level key comes before it
_FIRST_TABLE = re.compile(r"^[ \t]*\[", re.MULTILINE)


def game_of(text: str) -> str:
    """The game a rule file is for: its ``game`` key, ``classical`` when it has none
    (or cannot be read: loading it then says why).

    Only the top level is read when it can be: the text before the first line that
    starts with ``[``. If that line is a table header, the part before it holds every
    top-level key; if it is not (it continues a string or an array), that part
    cannot be read on its own, and the whole text is read instead."""
    kept = _kept(text)
    if kept is not None:
        return kept[2]
    import tomllib
    found = _FIRST_TABLE.search(text)
    for part in ((text[:found.start()], text) if found else (text,)):
        try:
            game = tomllib.loads(part).get("game", "classical")
        except (tomllib.TOMLDecodeError, RecursionError, ValueError):
            continue
        return game if isinstance(game, str) else "classical"
    return "classical"


def ruleset_game(id_or_path: str) -> str:
    """The game of a built-in rule set or a rule file (``classical`` when unreadable)."""
    games = _builtin_games()
    if id_or_path in games:
        return games[id_or_path]
    try:
        return game_of(read_rule_text(id_or_path)[0])
    except RuleFileError:
        return "classical"


def read_rule_text(id_or_path: str, game: str = "classical") -> tuple[str, str]:
    """The TOML text of a built-in rule set of ``game`` (by id) or of a rule file (by
    path), and the name its messages give it. Reads no more than a rule file can
    hold: a device or a pipe may never end."""
    if id_or_path in builtin_ids(game):
        return _builtin_text(f"{id_or_path}.toml"), f"{id_or_path}.toml"
    path = Path(id_or_path)
    try:
        missing = not path.suffix and not path.exists()
    except OSError as exc:  # a name too long for a file, for one
        raise RuleFileError(id_or_path, Msg("cannot read the file ({reason})",
                                            reason=exc.strerror)) from None
    if missing:
        # every built-in id, of every game: the command line takes them all
        raise RuleFileError(id_or_path, Msg("no such rule set; the built-in ones are {ids}",
                                            ids=", ".join(sorted(_builtin_games()))))
    try:
        with path.open("rb") as f:
            data = f.read(4 * MAX_RULES_TEXT + 1)  # UTF-8: at most 4 bytes a character
        if len(data) > 4 * MAX_RULES_TEXT:
            raise RuleFileError(id_or_path, Msg("the file is too large for a rule set"))
        return data.decode("utf-8"), str(path)
    except OSError as exc:
        raise RuleFileError(id_or_path, Msg("cannot read the file ({reason})",
                                            reason=exc.strerror)) from None
    except UnicodeDecodeError:
        raise RuleFileError(id_or_path, Msg("the file is not UTF-8 text")) from None


def load_ruleset(id_or_path: str) -> RuleSet:
    """Load a built-in rule set by id, or a rule file by path."""
    # a built-in Ponjan one too: parse_ruleset says why not
    game = _builtin_games().get(id_or_path, "classical")
    return parse_ruleset(*read_rule_text(id_or_path, game))


def parse_ruleset(text: str, path: str = "<rules>") -> RuleSet:
    """Read a rule set from TOML text. Errors name ``path``, the line and the key."""
    data = _built(text)  # a built-in rule file's text: as kept, no TOML parser
    if data is None:
        data = read_toml(text, path)
    loc = Locator(text, path, tables=_TABLES)
    game = data.get("game", "classical")
    if game not in GAMES:
        raise loc.error(Msg("unknown game {game} (one of {games})", game=described(game),
                            games=", ".join(GAMES)), "game")
    if game != "classical":
        raise loc.error(Msg("a rule set for {game}, not for classical mahjong: its games "
                            "are kept with its own rules (mahjong-score game, the desktop "
                            "program)", game=game), "game")
    try:
        data = _TOP_SPEC.check(data, ())
    except SchemaError as exc:
        raise loc.schema_error(exc) from None
    tiles = data.get("tiles", "classical")
    limit = data.get("limit")
    every = tuple(_parse_rule(r, i, loc) for i, r in enumerate(data["rule"]))
    seen: set[str] = set()
    for i, r in enumerate(every):
        if r.id in seen:
            raise loc.error(Msg("rule id '{id}' is used twice", id=r.id), "id", i)
        seen.add(r.id)
    if any(r.kind == "limit" for r in every) and limit in (None, "none"):
        raise loc.error(Msg("a rule set with limit hands needs a limit"), "limit")
    penalties: tuple[PenaltyRule, ...] = ()
    if data.get("penalty"):  # imported here: only a rule file with penalties needs it
        from scoring.rules.penalty import parse_penalty
        penalties = tuple(parse_penalty(p, i, loc, limit not in (None, "none"))
                          for i, p in enumerate(data["penalty"]))
    seen = set()
    for i, pen in enumerate(penalties):
        if pen.id in seen:
            raise loc.error(Msg("penalty id '{id}' is used twice", id=pen.id), "id", i,
                            array="penalty")
        seen.add(pen.id)
    winner_ids = {r.id for r in every if r.applies != "loser"}
    check_specials(every, loc.error)
    for i, r in enumerate(every):
        named = r.params.get("rule")
        if r.condition.name == "calling-for" and named not in winner_ids:
            raise loc.error(Msg("rule = {rule} names no rule of this set that a winner can "
                                "score", rule=described(named)), "params", i)
    # a loser's calling-for rule that names a rule switched off never matches
    rules = tuple(r for r in every if r.enabled)
    return RuleSet(
        id=data["id"], name=data["name"], description=data["description"].strip(),
        source=data["source"], tile_set=TILE_SETS[tiles],
        limit=None if limit in (None, "none") else limit,
        limit_source=str(data.get("limit_source", "")), rules=rules,
        notes=tuple(data.get("notes", [])), penalties=penalties,
        rotation=data.get("rotation", {}),
        settlement=data.get("settlement", {}), text=text, path=path,
        nominal_limit=None if limit in (None, "none") else limit, max_chows=data.get("max_chows"),
        special_bonus=data.get("special_bonus", "in-points"),
        undeclared_kong=data.get("undeclared_kong", False),
        disabled=tuple(r for r in every if not r.enabled))


# -- the schema of a rule file -------------------------------------------------------

_SHORT = Text(200, non_empty=True)
_LONG = Text(20_000)
_TABLES: dict[str, Table] = {
    "rotation": Table({"rounds": Choice((1, 2, 3, 4)), "dealer_keeps_on_win": Bool(),
                       "dealer_keeps_on_draw": Bool(), "dealer_keeps_on_penalty": Bool(),
                       "source": _LONG}),
    "settlement": Table({"convention": Choice(("classic", "differences", "none")),
                         "east_double": Bool(), "start_balance": Int(-MAX_SCORE, MAX_SCORE),
                         "draw": Choice(("void", "settle")), "source": _LONG}),
}
_RULE_SPEC = Table({
    "id": _SHORT, "name": _SHORT, "condition": _SHORT,
    "params": Table({}, open=True),  # checked against the condition, below
    "points": Int(0, MAX_RULE_POINTS), "doubles": Int(0, MAX_RULE_DOUBLES),
    "limit": Either(Choice((True,)), Share()), "applies": Choice(("all", "winner", "loser")),
    "source": _SHORT, "quote": _LONG, "note": _LONG, "special": Bool(),
    "keeps": ListOf(_SHORT, MAX_RULES), "enabled": Bool(),
}, required=frozenset({"id", "name", "condition", "source"}))
_TOP_SPEC = Table({
    "id": _SHORT, "name": _SHORT, "description": Text(20_000, non_empty=True),
    "source": Text(2000, non_empty=True), "tiles": Choice(tuple(TILE_SETS)),
    "limit": Either(Int(1, MAX_SCORE), Choice(("none",))), "limit_source": _LONG,
    "notes": ListOf(_LONG, 200), "rule": ListOf(_RULE_SPEC, MAX_RULES, min_items=1),
    "game": Choice(GAMES), "penalty": ListOf(Table({}, open=True), 50),
    "max_chows": Int(0, 4), "special_bonus": Choice(("in-points", "apart")),
    "undeclared_kong": Bool(),
    **_TABLES,
}, required=frozenset({"id", "name", "description", "source", "rule"}))


def _param_spec(kind: tuple[Any, ...] | type) -> Spec:
    """The check of one condition parameter, from what the condition registry says."""
    if isinstance(kind, tuple):
        return Choice(kind)
    if kind is bool:
        return Bool()
    if kind is int:
        return Int(0, MAX_PARAM)
    if kind is str:
        return Text(200)
    if kind is list:
        return ListOf(Text(200), 50)
    return OfType(kind)


_PARAM_SPECS: dict[str, tuple[Condition, Table]] = {}


def condition_spec(cond: Condition) -> Table:
    """The schema of a condition's ``params``: every parameter the registry names;
    those without a default in the condition's function are required."""
    known = _PARAM_SPECS.get(cond.name)
    if known is not None and known[0] is cond:
        return known[1]
    required = frozenset(name for name, default in _parameters(cond.fn)
                         if name in cond.params and default is _NO_DEFAULT)
    spec = Table({name: _param_spec(kind) for name, kind in cond.params.items()}, required)
    _PARAM_SPECS[cond.name] = (cond, spec)
    return spec


def _parse_rule(raw: dict[str, Any], index: int, loc: Locator) -> Rule:
    cond = CONDITIONS.get(raw["condition"])
    if cond is None:
        raise loc.error(Msg("unknown condition '{condition}' (known: {known})",
                            condition=raw["condition"], known=", ".join(sorted(CONDITIONS))),
                        "condition", index)
    params = raw.get("params", {})
    spec = condition_spec(cond)
    for name, value in params.items():
        allowed = spec.fields.get(name)
        if allowed is None:
            known = ", ".join(cond.params) or "none"
            raise loc.error(Msg("condition '{condition}' takes no parameter '{name}' (it "
                                "takes: {known})", condition=cond.name, name=name,
                                known=known), "params", index)
        if isinstance(allowed, Choice):
            try:
                allowed.check(value, ())
            except SchemaError:
                raise loc.error(Msg("{name} = {value} is not one of {values}", name=name,
                                    value=described(value),
                                    values=", ".join(map(str, allowed.values))), "params",
                                index) from None
    try:
        params = spec.check(params, ())
    except SchemaError as exc:
        raise loc.error(Msg("{where}: {message}", where=json_path(exc.path),
                            message=exc.msg), "params", index) from None
    valued = [k for k in ("points", "doubles", "limit") if k in raw]
    if len(valued) != 1:
        raise loc.error(Msg("give exactly one of points, doubles or limit = true"),
                        "points", index)
    kind: Kind = valued[0]
    value = raw[kind]
    share = 1.0
    if kind == "limit":
        if value is not True:  # a share of the limit (the schema checked it)
            share = value
        value = 0
    applies = raw.get("applies", "all")
    if kind == "limit" and applies != "winner" and not (applies == "loser" and share < 1):
        raise loc.error(Msg("a limit hand applies to the winner (applies = \"winner\"); "
                            "only a share of the limit may apply to a loser"), "applies", index)
    if (raw.get("special") or "keeps" in raw) and kind != "doubles":
        raise loc.error(Msg("only a doubles rule can be a special hand (special, keeps)"),
                        "special" if "special" in raw else "keeps", index)
    if "keeps" in raw and not raw.get("special"):
        raise loc.error(Msg("keeps names the doubles a special hand keeps: give special = "
                            "true"), "keeps", index)
    return Rule(id=raw["id"], name=raw["name"], condition=cond, params=params,
                kind=kind, value=value, applies=applies, source=raw["source"],
                quote=str(raw.get("quote", "")), note=str(raw.get("note", "")),
                share=share, special=bool(raw.get("special", False)),
                keeps=tuple(raw.get("keeps", ())), enabled=raw.get("enabled", True))
