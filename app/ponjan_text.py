"""A Ponjan hand in words, in the user's language, for the views over a game (the
sheet, the report): the round and the boss, how the hand was won (on whose discard,
or self-drawn) or who was tenpai at a drawn hand, and the winner's combinations.

A Ponjan hand's :class:`~scoring.games.game.HandResult` carries the flow's result in
``detail`` (:class:`~scoring.ponjan.flow.PonjanHandResult`, the winner's
:class:`~scoring.ponjan.score.PonjanScore` among it); see :mod:`scoring.games.ponjan_game`.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from app.rule_texts import rule_name
from app.translation_marks import QT_TRANSLATE_NOOP
from scoring.games.game import Game, HandResult
from scoring.ponjan.situation import SELF_DRAWN

CONTEXT = "Ponjan"

#: ``translate("Ponjan", text)`` (lupdate reads the literal context of each call)
translate = QCoreApplication.translate

#: Ponjan's flags in words
FLAG_TEXT = {"reach": QT_TRANSLATE_NOOP("Ponjan", "Reach"),
             "ippatsu": QT_TRANSLATE_NOOP("Ponjan", "Ippatsu")}


def round_text(r: HandResult) -> str:
    """``Round 2``."""
    return translate("Ponjan", "Round %1").replace("%1", str(r.seating.round))


def flags_text(flags: frozenset[str]) -> str:
    return ", ".join(translate(CONTEXT, FLAG_TEXT.get(f, f)) for f in sorted(flags))


def how_text(game: Game, r: HandResult) -> str:
    """What happened: ``B on A's discard`` / ``A, self-drawn`` (with Reach and
    Ippatsu) / ``drawn; tenpai: A, C`` / ``drawn; nobody tenpai``."""
    rec = r.record
    if rec.winner is None:
        if not rec.tenpai:
            return translate("Ponjan", "drawn; nobody tenpai")
        names = ", ".join(game.players[i] for i in sorted(rec.tenpai))
        return translate("Ponjan", "drawn; tenpai: %1").replace("%1", names)
    winner = game.players[rec.winner]
    if rec.source in SELF_DRAWN or rec.discarder is None:
        text = translate("Ponjan", "%1, self-drawn").replace("%1", winner)
    else:
        text = translate("Ponjan", "%1 on %2's discard").replace(
            "%1", winner).replace("%2", game.players[rec.discarder])
    flags = flags_text(rec.flags)
    return f"{text} ({flags})" if flags else text


def score_lines(r: HandResult) -> list[str]:
    """The winner's combinations with their points (``Reach: 1``), then the points
    and the score (``Points 4: base 8 x 15 = 120``); nothing for a drawn hand."""
    score = getattr(r.detail, "score", None)
    if score is None:
        return []
    lines = []
    for item in score.items:
        name = rule_name(item.name) + (f" x{item.count}" if item.count > 1 else "")
        lines.append(f"{name}: {item.points}")
    lines.append(translate("Ponjan", "Points %1: base %2 x %3 = %4").replace(
        "%1", str(score.points)).replace("%2", str(score.base)).replace(
        "%3", str(score.unit)).replace("%4", str(score.score)))
    return lines
