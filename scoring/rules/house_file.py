"""House rule files: a copy of a rule set, and its values changed one at a time.

Every function takes the text of a classical rule file (and the name its messages
give it) and returns a :class:`HouseEdit`: the new text and the rule set read from
it. The text is changed through tomlkit, a TOML library that keeps everything it is
not asked to change (comments, quotes, sources, the order and layout of the keys),
and then read as any rule file is read (:func:`~scoring.rules.ruleset.parse_ruleset`):
a change that would make the file invalid raises that reading's
:class:`~scoring.errors.RuleFileError` (the same message, file and line as loading
the file would give), and nothing is returned. A request that names no rule or no key
of a rule file raises :class:`HouseRuleError`.

Nothing here reads or writes a file: the command line (``mahjong-score rules copy``
and ``rules set``) writes the text it is given whole or not at all
(:func:`scoring.records.output.write_output`), and the desktop program's editor will
do the same.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from scoring.errors import MahjongError
from scoring.rules.ruleset import RuleSet, builtin_ids, game_of, parse_ruleset

#: the keys of a rule that ``set_rule`` changes (one of the first three: the value)
RULE_KEYS = ("points", "doubles", "limit", "enabled")
#: a rule's value: exactly one of these
VALUE_KEYS = ("points", "doubles", "limit")
#: the keys of a penalty that ``set_penalty`` changes (one of the first two: its amount)
PENALTY_KEYS = ("points", "limit", "payers", "payees")
#: a penalty's amount: exactly one of these
PENALTY_VALUE_KEYS = ("points", "limit")
#: the file's own keys ``set_file`` changes (``rotation.KEY`` and ``settlement.KEY``
#: too)
FILE_KEYS = ("id", "name", "description", "source", "tiles", "limit", "limit_source",
             "max_chows", "special_bonus", "undeclared_kong")
#: the tables of the file whose keys ``set_file`` changes as ``TABLE.KEY``
FILE_TABLES = ("rotation", "settlement")


#: a house set's id: ``<id>-house``, or a later copy of it, ``<id>-house-2``
_HOUSE_ID = re.compile(r"(?P<base>.*-house)(?:-(?P<number>[0-9]+))?")


def copy_id(rule_set_id: str) -> str:
    """The id of a copy of the rule set ``rule_set_id`` (``rules copy`` without
    ``--id``, the rule editor's copy): ``<id>-house`` (``bmja`` -> ``bmja-house``);
    a copy of a house set is numbered rather than given a second suffix
    (``bmja-house`` -> ``bmja-house-2``, ``bmja-house-2`` -> ``bmja-house-3``)."""
    found = _HOUSE_ID.fullmatch(rule_set_id)
    if found is None:
        return f"{rule_set_id}-house"
    number = int(found["number"]) + 1 if found["number"] else 2
    return f"{found['base']}-{number}"


class HouseRuleError(MahjongError):
    """A change names no rule or no key that a rule file has: the message says which."""


@dataclass(frozen=True)
class HouseEdit:
    """A rule file's new text, and the rule set read from it (checked)."""

    text: str
    ruleset: RuleSet


def check(text: str, path: str) -> RuleSet:
    """The classical rule set of ``text``, read as loading reads it (its
    RuleFileError otherwise); a Ponjan rule file is refused."""
    if game_of(text) != "classical":
        raise HouseRuleError("{path}: a Ponjan rule set: house rule files are made of "
                             "classical rule sets", path=path)
    return parse_ruleset(text, path)


def parse_value(text: str) -> Any:
    """The value of a ``KEY=VALUE`` written on the command line: a TOML value (``4``,
    ``0.5``, ``true``, ``"a text"``, ``["a", "b"]``), else the text as it is
    (``name=Friday rules``, ``limit=none``)."""
    import tomllib
    try:
        return tomllib.loads(f"value = {text}")["value"]
    except (tomllib.TOMLDecodeError, RecursionError, ValueError):
        return text


def parse_assignments(items: list[str]) -> dict[str, Any]:
    """``["points=4", "enabled=false"]`` -> ``{"points": 4, "enabled": False}``."""
    values: dict[str, Any] = {}
    for item in items:
        key, sep, value = item.partition("=")
        key = key.strip()
        if not sep or not key:
            raise HouseRuleError("'{item}': write each change as KEY=VALUE, such as "
                                 "points=4", item=item)
        if key in values:
            raise HouseRuleError("'{item}': {key} is given twice", item=item, key=key)
        values[key] = parse_value(value.strip())
    return values


class HouseDocument:
    """A rule file open for changes: its TOML document parsed once (tomlkit reads a
    rule file in about a tenth of a second; a change and its check take a few
    hundredths), each change checked and kept only when the file stays valid.

    The rule editor keeps one per open file: every method returns the
    :class:`HouseEdit` of the file as it now is, or raises (RuleFileError,
    HouseRuleError) and leaves the document, :attr:`text` and :attr:`ruleset` as
    they were."""

    def __init__(self, text: str, path: str) -> None:
        self.path = path
        #: the rule set of the file as it is (checked)
        self.ruleset = check(text, path)  # a file that cannot be read says why
        #: the file's text as it is
        self.text = text
        self._doc = _parse(text)

    def _apply(self, change: Callable[[Any], None]) -> HouseEdit:
        try:
            change(self._doc)
            text: str = self._doc.as_string()
            ruleset = check(text, self.path)
        except BaseException:
            self._doc = _parse(self.text)  # as it was before the change
            raise
        self.text, self.ruleset = text, ruleset
        return HouseEdit(text, ruleset)

    def copy(self, new_id: str, name: str | None = None) -> HouseEdit:
        """The file with the id ``new_id`` (and the name ``name`` when given)."""
        _check_id(new_id)

        def change(doc: Any) -> None:
            doc["id"] = new_id
            if name is not None:
                doc["name"] = name
        return self._apply(change)

    def _table(self, array: str, item_id: str) -> Any:
        """The ``[[array]]`` table (``rule`` or ``penalty``) with the id ``item_id``,
        or None."""
        for table in self._doc.get(array, []):
            if table.get("id") == item_id:
                return table
        return None

    def _rule_table(self, rule_id: str) -> Any:
        table = self._table("rule", rule_id)
        if table is not None:
            return table
        raise HouseRuleError("{path} has no rule '{rule}' (its rules and their ids: "
                             "mahjong-score rules {path})", path=self.path, rule=rule_id)

    def set_rule(self, rule_id: str, values: Mapping[str, Any]) -> HouseEdit:
        """The rule ``rule_id`` with ``values`` (keys of :data:`RULE_KEYS`): a new
        ``points``, ``doubles`` or ``limit`` (``true`` or a share such as ``0.5``)
        replaces the rule's value, whichever kind it was; ``enabled = False``
        switches the rule off, ``enabled = True`` on again (the key is then taken
        out: on is the default). An id that names a penalty and no rule changes the
        penalty (:meth:`set_penalty`)."""
        if self._table("rule", rule_id) is None and \
                self._table("penalty", rule_id) is not None:
            return self.set_penalty(rule_id, values)
        if not values:
            raise HouseRuleError("give at least one KEY=VALUE ({keys})",
                                 keys=", ".join(RULE_KEYS))
        for key in values:
            if key not in RULE_KEYS:
                raise HouseRuleError("a rule's {key} is not changed here (one of: {keys})",
                                     key=key, keys=", ".join(RULE_KEYS))
        if len([k for k in VALUE_KEYS if k in values]) > 1:
            raise HouseRuleError("give one of points, doubles or limit: a rule has one "
                                 "value")
        table = self._rule_table(rule_id)

        def change(doc: Any) -> None:
            for key, value in values.items():
                if key == "enabled" and value is True:
                    if "enabled" in table:
                        del table["enabled"]
                    continue
                if key in VALUE_KEYS:
                    for other in VALUE_KEYS:
                        if other != key and other in table:
                            del table[other]
                table[key] = value
        return self._apply(change)

    def set_penalty(self, penalty_id: str, values: Mapping[str, Any]) -> HouseEdit:
        """The penalty ``penalty_id`` with ``values`` (keys of :data:`PENALTY_KEYS`):
        a new ``points`` (a fixed amount) or ``limit`` (a part of the limit, such as
        0.5) replaces its amount, whichever kind it was; ``payers`` and ``payees``
        say who pays whom. A penalty cannot be switched off: the loader knows no
        ``enabled`` for penalties (a game records a penalty only when it happens)."""
        if not values:
            raise HouseRuleError("give at least one KEY=VALUE ({keys})",
                                 keys=", ".join(PENALTY_KEYS))
        for key in values:
            if key not in PENALTY_KEYS:
                raise HouseRuleError("a penalty's {key} is not changed here (one of: "
                                     "{keys})", key=key, keys=", ".join(PENALTY_KEYS))
        if len([k for k in PENALTY_VALUE_KEYS if k in values]) > 1:
            raise HouseRuleError("give one of points or limit: a penalty has one amount")
        table = self._table("penalty", penalty_id)
        if table is None:
            raise HouseRuleError("{path} has no penalty '{penalty}' (its penalties and "
                                 "their ids: mahjong-score rules {path})", path=self.path,
                                 penalty=penalty_id)

        def change(doc: Any) -> None:
            for key, value in values.items():
                if key in PENALTY_VALUE_KEYS:
                    for other in PENALTY_VALUE_KEYS:
                        if other != key and other in table:
                            del table[other]
                table[key] = value
        return self._apply(change)

    def set_enabled(self, rule_id: str, enabled: bool) -> HouseEdit:
        """The rule ``rule_id`` switched on or off (see :meth:`set_rule`)."""
        return self.set_rule(rule_id, {"enabled": enabled})

    def set_file(self, values: Mapping[str, Any]) -> HouseEdit:
        """The file's own keys (:data:`FILE_KEYS`, and ``rotation.KEY`` or
        ``settlement.KEY``) given ``values``; a value None takes the key out."""
        if not values:
            raise HouseRuleError("give at least one KEY=VALUE ({keys})",
                                 keys=", ".join(FILE_KEYS))
        for key in values:
            table, dot, name = key.partition(".")
            if (dot and (table not in FILE_TABLES or not name)) \
                    or (not dot and key not in FILE_KEYS):
                raise HouseRuleError("{key} is not a key of the file that is changed here "
                                     "(one of: {keys}, or rotation.KEY, settlement.KEY; a "
                                     "rule's values: rules set FILE RULE_ID KEY=VALUE)",
                                     key=key, keys=", ".join(FILE_KEYS))
        if "id" in values:
            _check_id(values["id"])

        def change(doc: Any) -> None:
            import tomlkit
            for key, value in values.items():
                table_name, dot, name = key.partition(".")
                where = doc
                if dot:
                    if table_name not in doc:
                        doc[table_name] = tomlkit.table()
                    where, key = doc[table_name], name
                if value is None:
                    if key in where:
                        del where[key]
                else:
                    where[key] = value
        return self._apply(change)

    def add_rule(self, rule: Mapping[str, Any]) -> HouseEdit:
        """The file with one more ``[[rule]]`` (after the last one): ``rule`` holds its
        keys as a rule file writes them (``id``, ``name``, ``condition``, ``params``,
        one of ``points``, ``doubles`` or ``limit``, ``applies``, ``source``, ...)."""
        def change(doc: Any) -> None:
            import tomlkit
            table = tomlkit.table()
            for key, value in rule.items():
                if key == "params" and isinstance(value, Mapping):
                    inline = tomlkit.inline_table()
                    inline.update(value)
                    table[key] = inline
                else:
                    table[key] = value
            table.add(tomlkit.nl())  # a blank line before what follows, as between rules
            rules = doc["rule"]
            if not rules[-1].as_string().endswith("\n\n"):
                rules[-1].add(tomlkit.nl())  # and after the rule before it
            rules.append(table)
        return self._apply(change)


def _parse(text: str) -> Any:
    import tomlkit
    return tomlkit.parse(text)


def _check_id(rule_set_id: Any) -> None:
    if isinstance(rule_set_id, str) and rule_set_id.strip() in builtin_ids():
        raise HouseRuleError("id '{id}' is a built-in rule set's: give the house rules "
                             "an id of their own", id=rule_set_id)


# -- the same, one change of a text at a time -------------------------------------------

def copy_rules(text: str, path: str, new_id: str, name: str | None = None) -> HouseEdit:
    """A copy of the rule file ``text`` with the id ``new_id`` (and the name ``name``
    when given), every other line as it was."""
    _check_id(new_id)
    return HouseDocument(text, path).copy(new_id, name)


def set_rule(text: str, path: str, rule_id: str, values: Mapping[str, Any]) -> HouseEdit:
    """:meth:`HouseDocument.set_rule` of ``text``."""
    return HouseDocument(text, path).set_rule(rule_id, values)


def set_penalty(text: str, path: str, penalty_id: str, values: Mapping[str, Any]) -> HouseEdit:
    """:meth:`HouseDocument.set_penalty` of ``text``."""
    return HouseDocument(text, path).set_penalty(penalty_id, values)


def set_enabled(text: str, path: str, rule_id: str, enabled: bool) -> HouseEdit:
    """:meth:`HouseDocument.set_enabled` of ``text``."""
    return HouseDocument(text, path).set_enabled(rule_id, enabled)


def set_file(text: str, path: str, values: Mapping[str, Any]) -> HouseEdit:
    """:meth:`HouseDocument.set_file` of ``text``."""
    return HouseDocument(text, path).set_file(values)


def add_rule(text: str, path: str, rule: Mapping[str, Any]) -> HouseEdit:
    """:meth:`HouseDocument.add_rule` of ``text``."""
    return HouseDocument(text, path).add_rule(rule)
