"""The figures of a stored game's hands, kept beside them so that a command reading the
game (``mahjong-score game show --json``) need not score every hand again.

The figures of each hand are what the score sheet shows of it: its number, prevailing
wind, dealer, every player's score, what the hand adds to each balance and the
balances after it, whether it was played after the last round, why it no longer scores
(if it does not), and a Ponjan hand's round and the winner's points. They are kept
with a key (:func:`figures_key`): a digest of everything they depend on, which is the
game's hands as entered, its players, its rule text and settings, and the code that
scores them (the source files of the layers that derive the figures). The store
writes them in the transaction of each change it makes to a game
(:class:`scoring.records.storage.Store`); a reader uses them only when the key it
computes for the game it read is the same, and derives the figures again otherwise
(a reading command never writes). Figures that do not read back are never a reason to
refuse a database: the game's own hands are what counts.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from functools import cache
from pathlib import Path
from typing import Any

from scoring.games.game import Game, HandRecord, HandResult, as_dict

#: the layout of the figures: one more when what is kept of a hand changes
FORMAT = 1
#: the parts of the program whose code the figures depend on (under ``scoring/``; not
#: the built-in rule files, or their parsed copies: a game keeps its own rule text,
#: which is in the key, and a parsed copy is used only for a text equal to its file)
_CODE = ("hands", "rules", "games", "ponjan", "schema.py", "errors.py", "__init__.py")


def hand_figures(results: Sequence[HandResult]) -> list[list[Any]]:
    """The figures of each hand of ``results`` (:meth:`Game.replay`), as plain data:
    number, prevailing wind, dealer, scores, totals, balances, after the end, the
    problem (its text, or None), the round, and the winner's points in Ponjan (None
    elsewhere, and at a drawn hand)."""
    rows = []
    for r in results:
        score = getattr(r.detail, "score", None)
        rows.append([r.number, r.prevailing, r.dealer, list(r.scores), list(r.totals),
                     list(r.balances), r.seating.after_end,
                     None if r.problem is None else str(r.problem), r.seating.round,
                     None if score is None else score.points])
    return rows


@cache
def code_digest() -> str | None:
    """A digest of the source of the code the figures depend on; None when it cannot
    be read (then no figures are kept or used)."""
    root = Path(__file__).resolve().parent.parent
    import hashlib  # here: the window's start needs no OpenSSL
    digest = hashlib.sha256()
    try:
        for part in _CODE:
            path = root / part
            files = sorted(path.rglob("*.py")) if path.is_dir() else [path]
            if not files:
                return None
            for file in files:
                digest.update(str(file.relative_to(root)).encode("utf-8", "surrogatepass"))
                digest.update(file.read_bytes())
    except OSError:
        return None
    return digest.hexdigest()


def figures_key(game: Game, hands: Sequence[HandRecord] | None = None) -> str | None:
    """The key of the figures of ``game`` with ``hands`` (default: its own): it
    changes whenever anything the figures depend on changes. None when the code
    cannot be read."""
    code = code_digest()
    if code is None:
        return None
    s = game.settings
    content = [FORMAT, code, list(s.players), s.ruleset_text, s.convention,
               s.east_double, s.limit, s.start_balance, s.rounds,
               [as_dict(r) for r in (game.hands if hands is None else hands)]]
    text = json.dumps(content, ensure_ascii=False)
    import hashlib
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def figures_text(rows: list[list[Any]]) -> str:
    return json.dumps(rows, ensure_ascii=False, separators=(",", ":"))


def read_figures(text: str, count: int) -> list[list[Any]] | None:
    """The figures kept as ``text`` for a game of ``count`` hands; None when they do
    not read as figures of so many hands (then they are derived again)."""
    try:
        rows = json.loads(text)
    except (ValueError, RecursionError):
        return None
    if not isinstance(rows, list) or len(rows) != count or not all(
            isinstance(row, list) and len(row) == 10 for row in rows):
        return None
    return rows
