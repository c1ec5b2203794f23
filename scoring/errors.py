"""The exceptions the scoring package raises for bad input.

Every message names the problem (the token, the tile, the count, the file and line)
so that a front end can show it to a player as it is.
"""

from __future__ import annotations


class MahjongError(ValueError):
    """Base class of every error caused by what a user entered."""


class NotationError(MahjongError):
    """A hand written in the notation cannot be read or cannot exist."""


class SituationError(MahjongError):
    """The winning situation cannot be true for the hand."""


class RuleFileError(MahjongError):
    """A rule set file is missing, malformed or names something unknown."""

    def __init__(self, path: str, message: str, line: int | None = None,
                 key: str | None = None) -> None:
        self.path = path
        self.line = line
        self.key = key
        where = path if line is None else f"{path}, line {line}"
        what = f"{key}: {message}" if key else message
        super().__init__(f"{where}: {what}")
