"""The exceptions the scoring package raises for bad input, and translatable messages.

Every message names the problem (the token, the tile, the count, the file and line)
so that a front end can show it to a player as it is. A message is an English
template with named values (``"'{token}': there is no tile {code}"``); ``str()`` gives
the English text, and a front end that speaks another language translates the
template and fills in the values itself (see ``app/rule_texts.py``). A value that is
itself a :class:`Msg` (a tile's name, a nested error) is translated the same way.
"""

from __future__ import annotations

import re

#: True only for a type checker: typing is not imported at run time (every command
#: loads this module, ``--version`` too)
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

#: translation contexts of the names that messages carry
ERRORS = "errors"
TILES = "tiles"
SITUATIONS = "situations"


class Msg:
    """A text for a user: an English template, its values, its translation context."""

    __slots__ = ("context", "params", "template")

    def __init__(self, template: str, context: str = ERRORS, **params: Any) -> None:
        self.template = template
        self.context = context
        self.params = params

    def __str__(self) -> str:
        return format_message(self.template, self.params)


def format_message(template: str, params: dict[str, Any]) -> str:
    """Fill in ``template``; a template without values is used as it is (it may hold
    braces of its own). The result is one line: control characters that came in
    with a value (a newline in a name, an escape sequence) are shown escaped."""
    text = template.format(**{k: str(v) for k, v in params.items()}) if params else template
    return one_line(text)


#: characters that would break a message over lines or act on a terminal
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029\u200e\u200f\u202a-\u202e"
                      r"\u2066-\u2069]")


def _escape(match: re.Match[str]) -> str:
    char = match.group()
    named = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}.get(char)
    if named:
        return named
    code = ord(char)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def one_line(text: str) -> str:
    """``text`` with control characters (newlines, escapes, direction marks) written
    as escapes such as ``\\n`` and ``\\x1b``, so that it prints as one plain line."""
    return _CONTROL.sub(_escape, text)


class MahjongError(ValueError):
    """Base class of every error caused by what a user entered."""

    def __init__(self, template: str, **params: Any) -> None:
        self.template = template
        self.params = params
        super().__init__(format_message(template, params))


class NotationError(MahjongError):
    """A hand written in the notation cannot be read or cannot exist."""


class SituationError(MahjongError):
    """The winning situation cannot be true for the hand."""


class RuleFileError(MahjongError):
    """A rule set file is missing, malformed or names something unknown.

    ``message`` says what is wrong (a :class:`Msg`, translated by a front end; a plain
    text is shown as it is), ``line`` where, ``key`` which key (``points``, or a
    ``Msg`` such as ``rule 3: points``); ``field`` is the key alone, without the
    place of its rule (``points``), for a message shown beside the field."""

    def __init__(self, path: str, message: str | Msg, line: int | None = None,
                 key: str | Msg | None = None, field: str | None = None) -> None:
        self.path = path
        self.line = line
        self.key = None if key is None else str(key)
        self.field = field if field is not None else self.key
        #: the message as given (a Msg or a text), and in English
        self.detail = message
        self.message = str(message)
        if line is None:
            if key:
                template = "{path}: {key}: {message}"
            else:
                template = "{path}: {message}"
        elif key:
            template = "{path}, line {line}: {key}: {message}"
        else:
            template = "{path}, line {line}: {message}"
        params: dict[str, Any] = {"path": path, "message": message}
        if line is not None:
            params["line"] = line
        if key:
            params["key"] = key
        super().__init__(template, **params)


class DraftError(MahjongError):
    """A pick or a change the hand being entered refuses (a hand that could not be,
    a tile there are no more copies of): the draft stays as it was."""


def message_key(message: object) -> object:
    """What a message says, as a value that compares and hashes: a ``MahjongError``
    or ``Msg`` by its template and values (nested messages the same way), anything
    else as it is (None: no message)."""
    if isinstance(message, MahjongError | Msg):
        return (type(message).__name__, message.template, tuple(sorted(
            (k, message_key(v)) for k, v in message.params.items())))
    return message if message is None else str(message)
