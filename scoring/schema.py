"""Declarative checks of plain data read from outside: rule files (TOML), game files
(JSON) and database rows. Each spec checks a value's type and range and returns it; a
wrong value raises :class:`SchemaError` with the path of the value (keys and list
positions), which the caller turns into a message naming the file and the line or
the JSON path.

The bounds are far beyond anything a real game needs and keep every later step
(scoring, settlement, printing, the workbook) as fast as with ordinary values: a
number that is too large is refused here, never computed with.

Why not a validation library: pydantic adds about 80 ms to the start of every
command (more than importing and loading every built-in rule set together), the
JSON Schema validator about 50 ms, and neither knows the lines of a TOML file
(tomllib gives none), so the messages would still need the code that finds them.
These specs are a hundred lines and check all built-in rule sets in about 1 ms.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scoring.errors import Msg

Path = tuple[str | int, ...]

# -- bounds a real game never comes near ------------------------------------------

#: points of one rule
MAX_RULE_POINTS = 1000
#: doubles of one rule
MAX_RULE_DOUBLES = 16
#: doubles counted in one hand (2^30 is a billion times its points)
MAX_HAND_DOUBLES = 30
#: a limit, a typed score, a starting balance (in absolute value)
MAX_SCORE = 10**9
#: rules in a rule set
MAX_RULES = 500
#: hands in one game
MAX_HANDS = 10_000
#: characters of a player's name, of a game's name, of a note
MAX_NAME = 100
MAX_GAME_NAME = 200
MAX_NOTE = 2000
#: characters of a rule set's TOML text (the built-in ones have 5-20 thousand)
MAX_RULES_TEXT = 1_000_000
#: a whole number a rule's parameter may have (a count of sets, of wins)
MAX_PARAM = 100


class SchemaError(Exception):
    """A value has the wrong type or is out of range; ``path`` says where it is.
    ``msg`` is the message as a :class:`~scoring.errors.Msg` (a front end translates
    it), ``message`` the same in English."""

    def __init__(self, path: Path, message: Msg) -> None:
        self.path = path
        self.msg = message
        self.message = str(message)
        super().__init__(f"{json_path(path)}: {self.message}")


def json_path(path: Path) -> str:
    """``("hands", 3, "winner")`` as ``hands[3].winner``."""
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else part)
    return out or "(the whole file)"


def describe(value: Any) -> str:
    """A short description of a value for a message (never thousands of digits)."""
    return str(described(value))


def described(value: Any) -> str | Msg:
    """:func:`describe` of ``value``, its words (``a decimal number``) as a
    :class:`~scoring.errors.Msg` that a front end translates."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        if abs(value) < 10**15:
            return str(value)
        if value.bit_length() < 14_000:  # Python writes up to 4,300 digits
            return Msg("a number of {digits} digits", digits=len(str(abs(value))))
        return Msg("a number of about {digits} digits",
                   digits=int(value.bit_length() * 0.30103) + 1)
    if isinstance(value, str):
        return repr(value if len(value) <= 40 else value[:40] + "…")
    if isinstance(value, float):
        return Msg("a decimal number")
    if isinstance(value, Mapping):
        return Msg("a table")
    if isinstance(value, list | tuple):
        return Msg("a list")
    if value is None:
        return "null"
    return Msg("a {type}", type=type(value).__name__)


class Spec:
    """What one value must be. The kinds of spec are plain classes, not dataclasses:
    every process that reads a rule file, a game file or a database imports them, and
    CPython 3.11 compiles each generated method of a dataclass apart (some 0.8 ms a
    class, 6 ms for the eight; measured in ``mahjong-score score``)."""

    #: how the expected value is described in messages
    wants: str | Msg = Msg("a value")

    def check(self, value: Any, path: Path) -> Any:
        raise NotImplementedError

    def fail(self, value: Any, path: Path) -> SchemaError:
        return SchemaError(path, Msg("expected {wants}, not {value}", wants=self.wants,
                                     value=described(value)))


class Int(Spec):
    def __init__(self, lo: int, hi: int) -> None:
        self.lo, self.hi = lo, hi

    @property
    def wants(self) -> Msg:  # type: ignore[override]
        return Msg("a whole number from {lo} to {hi}", lo=self.lo, hi=self.hi)

    def check(self, value: Any, path: Path) -> int:
        if not isinstance(value, int) or isinstance(value, bool) \
                or not self.lo <= value <= self.hi:
            raise self.fail(value, path)
        return value


def is_text(value: str) -> bool:
    """Whether ``value`` is text that can be written (as UTF-8): JSON's ``"\\ud800"``
    gives Python a string with a lone surrogate, which no file, database or workbook
    can hold."""
    if value.isascii():
        return True
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


class Text(Spec):
    def __init__(self, max_len: int, non_empty: bool = False) -> None:
        self.max_len, self.non_empty = max_len, non_empty

    @property
    def wants(self) -> Msg:  # type: ignore[override]
        if self.max_len < MAX_RULES_TEXT:
            return Msg("a text of at most {count} characters", count=self.max_len)
        return Msg("a text")

    def check(self, value: Any, path: Path) -> str:
        if not isinstance(value, str):
            raise self.fail(value, path)
        if len(value) > self.max_len:
            raise SchemaError(path, Msg("too long: {count} characters (at most {most})",
                                        count=len(value), most=self.max_len))
        if self.non_empty and not value.strip():
            raise SchemaError(path, Msg("must not be empty"))
        if not is_text(value):
            raise SchemaError(path, Msg("holds a lone surrogate (such as \\ud800), which is "
                                        "not a character: not a text"))
        return value


class Bool(Spec):
    wants = Msg("true or false")

    def check(self, value: Any, path: Path) -> bool:
        if not isinstance(value, bool):
            raise self.fail(value, path)
        return value


class Choice(Spec):
    def __init__(self, values: tuple[Any, ...]) -> None:
        self.values = values

    @property
    def wants(self) -> Msg:  # type: ignore[override]
        return Msg("one of {values}", values=", ".join(describe(v) for v in self.values))

    def check(self, value: Any, path: Path) -> Any:
        # compare by type too: true is not 1, and a list is never one of the values
        if not any(type(value) is type(v) and value == v for v in self.values):
            raise self.fail(value, path)
        return value


class Nullable(Spec):
    def __init__(self, spec: Spec) -> None:
        self.spec = spec

    @property
    def wants(self) -> Msg:  # type: ignore[override]
        return Msg("{wants} or null", wants=self.spec.wants)

    def check(self, value: Any, path: Path) -> Any:
        return None if value is None else self.spec.check(value, path)


class ListOf(Spec):
    def __init__(self, item: Spec, max_items: int, min_items: int = 0) -> None:
        self.item, self.max_items, self.min_items = item, max_items, min_items

    @property
    def wants(self) -> Msg:  # type: ignore[override]
        return Msg("a list of at most {count} items, each {wants}", count=self.max_items,
                   wants=self.item.wants)

    def check(self, value: Any, path: Path) -> list[Any]:
        if not isinstance(value, list):
            raise self.fail(value, path)
        if not self.min_items <= len(value) <= self.max_items:
            raise SchemaError(path, Msg("expected {least} to {most} items, not {count}",
                                        least=self.min_items, most=self.max_items,
                                        count=len(value)))
        return [self.item.check(v, (*path, i)) for i, v in enumerate(value)]


class Table(Spec):
    """A table (TOML) or object (JSON) with known keys; others are refused unless
    ``open``. Keys in ``required`` must be there."""

    wants = Msg("a table")

    def __init__(self, fields: Mapping[str, Spec], required: frozenset[str] = frozenset(),
                 open: bool = False) -> None:
        self.fields, self.required, self.open = fields, required, open

    def check(self, value: Any, path: Path) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise self.fail(value, path)
        for key in self.required:
            if key not in value:
                raise SchemaError((*path, key), Msg("missing"))
        out = {}
        for key, item in value.items():
            spec = self.fields.get(key)
            if spec is None:
                if self.open:  # kept as it is, for a later check
                    out[key] = item
                    continue
                raise SchemaError((*path, key), Msg("unknown key (expected one of {keys})",
                                                    keys=", ".join(sorted(self.fields))))
            out[key] = spec.check(item, (*path, key))
        return out


class Either(Spec):
    """One spec or the other (a limit: a number or ``"none"``)."""

    def __init__(self, first: Spec, second: Spec) -> None:
        self.first, self.second = first, second

    @property
    def wants(self) -> Msg:  # type: ignore[override]
        return Msg("{first}, or {second}", first=self.first.wants, second=self.second.wants)

    def check(self, value: Any, path: Path) -> Any:
        for spec in (self.first, self.second):
            try:
                return spec.check(value, path)
            except SchemaError:
                pass
        raise self.fail(value, path)


class Share(Spec):
    """A part of a whole: a decimal number more than 0 and less than 1 (0.5)."""

    wants = Msg("a share between 0 and 1, such as 0.5")

    def check(self, value: Any, path: Path) -> float:
        if not isinstance(value, float) or not 0 < value < 1:
            raise self.fail(value, path)
        return value


class OfType(Spec):
    """Any value of a Python type (for parameters of a kind this module does not know)."""

    def __init__(self, kind: type) -> None:
        self.kind = kind

    @property
    def wants(self) -> Msg:  # type: ignore[override]
        return Msg("a {type}", type=self.kind.__name__)

    def check(self, value: Any, path: Path) -> Any:
        if not isinstance(value, self.kind) or (isinstance(value, bool)
                                                and self.kind is not bool):
            raise self.fail(value, path)
        return value
