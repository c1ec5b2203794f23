"""Players' names on screen: a name is always text, at most ``MAX_NAME`` characters
(the bound the games database and game files keep), and cut short with "…" where a
sentence or a narrow place shows it (the whole name is in the row's tooltip, on the
sheet's header and in the dialogs)."""

from __future__ import annotations

from scoring.schema import MAX_NAME

#: how many characters of a name a sentence on screen shows
SHORT_NAME = 20

__all__ = ["MAX_NAME", "SHORT_NAME", "short_name"]


def short_name(name: str, limit: int = SHORT_NAME) -> str:
    """``name``, or its first ``limit - 1`` characters and "…" when it is longer."""
    return name if len(name) <= limit else name[:limit - 1].rstrip() + "…"
