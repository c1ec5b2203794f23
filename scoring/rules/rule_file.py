"""Reading a rule file, classical or Ponjan: its TOML within the bounds every rule
file has (:data:`~scoring.schema.MAX_RULES_TEXT` characters, values nested at most so
deep, numbers at most so long), and the line of a key, so that every mistake is
reported with the file, the line and the key.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Collection
from typing import Any

from scoring.errors import Msg, RuleFileError
from scoring.schema import MAX_RULES_TEXT, SchemaError, json_path


def read_toml(text: str, path: str) -> dict[str, Any]:
    """The TOML of a rule file's ``text``; a :class:`RuleFileError` naming ``path``
    and the line for a file too large or not valid TOML."""
    if len(text) > MAX_RULES_TEXT:
        raise RuleFileError(path, Msg("the file is too large for a rule set ({count} "
                                      "characters; at most {most})", count=len(text),
                                      most=MAX_RULES_TEXT))
    import tomllib  # only for a text that is not a built-in rule file's (kept parsed)
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        message, line = _toml_error(str(exc))
        if line is None and message.endswith(" (at end of document)"):
            message, line = message[:-len(" (at end of document)")], \
                max(len(text.splitlines()), 1)
        raise RuleFileError(path, Msg("not valid TOML: {error}", error=message),
                            line) from None
    except RecursionError:
        raise RuleFileError(path, Msg("not a usable TOML file: values nested too deeply"),
                            _first_line(text, r"[\[{](\s*[\[{]){30}")) from None
    except ValueError:  # Python reads no whole number of more than 4,300 digits
        raise RuleFileError(path, Msg("not a usable TOML file: a number too long"),
                            _first_line(text, r"[0-9_]{1000}")) from None
    return data


def _first_line(text: str, pattern: str) -> int | None:
    """The number of the first line where ``pattern`` is found."""
    found = re.search(pattern, text)
    return None if found is None else text.count("\n", 0, found.start()) + 1


def _toml_error(message: str) -> tuple[str, int | None]:
    """tomllib's message without its "(at line N, column M)", and N."""
    found = re.search(r"\s*\(at line (\d+), column \d+\)$", message)
    if found is None:
        return message, None
    return message[:found.start()], int(found.group(1))


class Locator:
    """Finds the line of a key in a rule file, for error messages (``tables``: the
    names of the file's ``[tables]`` whose keys :meth:`schema_error` places)."""

    def __init__(self, text: str, path: str, tables: Collection[str] = ()) -> None:
        self.tables = frozenset(tables)
        self.text = text
        self.path = path

    # the lines are found when a message needs one (a rule file that reads without
    # an error needs none: half the time of reading a rule set)

    @functools.cached_property
    def lines(self) -> list[str]:
        return self.text.splitlines()

    @functools.cached_property
    def starts(self) -> dict[str, list[int]]:
        """The line of each ``[[rule]]`` and ``[[penalty]]``, in order."""
        return {name: [i for i, line in enumerate(self.lines)
                       if re.match(rf"\s*\[\[\s*{name}\s*\]\]", line)]
                for name in ("rule", "penalty")}

    @functools.cached_property
    def headers(self) -> list[int]:
        """The line of each table's header."""
        return [i for i, line in enumerate(self.lines) if re.match(r"\s*\[", line)]

    def _section(self, header: int) -> tuple[int, int]:
        later = [s for s in self.headers if s > header]
        return header, later[0] if later else len(self.lines)

    def line_of(self, key: str, rule: int | None, table: str | None = None,
                array: str = "rule") -> int | None:
        if table is not None:
            header = next((i for i, line in enumerate(self.lines)
                           if re.match(rf"\s*\[\s*{re.escape(table)}\s*\]", line)), None)
            if header is None:
                return self.line_of(table, None)
            start, end = self._section(header)
        elif rule is None:
            start = 0
            end = self.headers[0] if self.headers else len(self.lines)
        elif rule < len(self.starts[array]):
            start, end = self._section(self.starts[array][rule])
            if key == array:
                return start + 1
        else:
            return None
        pattern = re.compile(rf"\s*[\"']?{re.escape(key)}[\"']?\s*=")
        for i in range(start, end):
            if pattern.match(self.lines[i]):
                return i + 1
        if rule is None and table is None:  # a top-level key may be a [table] of its own
            head = re.compile(rf"\s*\[\[?\s*[\"']?{re.escape(key)}[\"']?\s*\]")
            for i, line in enumerate(self.lines):
                if head.match(line):
                    return i + 1
        # a missing key: the head of its table, or the top of the file
        return start + 1 if (rule is not None or table is not None) else 1

    def error(self, message: str | Msg, key: str, rule: int | None = None,
              table: str | None = None, array: str = "rule") -> RuleFileError:
        """An error at ``key`` of the top level, of ``[table]``, or of the ``rule``-th
        ``[[array]]`` table (``[[rule]]`` or ``[[penalty]]``)."""
        where: str | Msg = key
        field = key
        if table is not None:
            where = field = f"{table}.{key}"
        elif rule is not None and array == "penalty":
            where = Msg("penalty {number}: {key}", number=rule + 1, key=key)
        elif rule is not None:
            where = Msg("rule {number}: {key}", number=rule + 1, key=key)
        return RuleFileError(self.path, message, self.line_of(key, rule, table, array),
                             where, field)

    def schema_error(self, exc: SchemaError) -> RuleFileError:
        """A schema error at ``exc.path`` (such as ``("rule", 3, "points")``)."""
        path, said = exc.path, exc.msg
        if len(path) >= 3 and path[0] == "rule" and isinstance(path[1], int):
            rest = json_path(path[3:])
            message = said if rest == "(the whole file)" else \
                Msg("{where}: {message}", where=rest, message=said)
            return self.error(message, str(path[2]), path[1])
        if len(path) == 2 and path[0] == "rule":
            return self.error(said, "rule", path[1] if isinstance(path[1], int) else None)
        if len(path) >= 2 and path[0] in self.tables:
            return self.error(said, str(path[1]), table=str(path[0]))
        if len(path) >= 2 and path[0] == "penalty" and isinstance(path[1], int):
            return self.error(said, "penalty", path[1], array="penalty")
        if len(path) >= 2 and path[0] == "notes":
            return self.error(Msg("{where}: {message}", where=json_path(path[1:]),
                                  message=said), "notes")
        return self.error(said, str(path[0]) if path else "id")
