"""A penalty in words, in the user's language: who pays whom how much."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from app.rule_texts import rule_name
from scoring.games.game import Game
from scoring.rules.penalty import Penalty

#: ``translate("Penalty", text)``
translate = QCoreApplication.translate


def _names(names: list[str]) -> str:
    return ", ".join(names)


def penalty_text(game: Game, penalty: Penalty) -> str:
    """Who pays whom how much, in the user's language, with the offence's name."""
    payers = [game.players[i] for i in penalty.payers]
    payees = [game.players[i] for i in penalty.payees]
    per = penalty.share()
    paid, got = per * len(payees), per * len(payers)
    if len(payers) == 1 and len(payees) == 1:
        text = translate("Penalty", "%1 pays %2 %3").replace("%1", payers[0]) \
            .replace("%2", payees[0]).replace("%3", str(penalty.amount))
    else:
        if len(payers) == 1:
            first = translate("Penalty", "%1 pays %2")
        else:
            first = translate("Penalty", "%1 pay %2 each")
        if len(payees) == 1:
            second = translate("Penalty", "%1 gets %2")
        else:
            second = translate("Penalty", "%1 get %2 each")
        text = first.replace("%1", _names(payers)).replace("%2", str(paid)) + "; " + \
            second.replace("%1", _names(payees)).replace("%2", str(got))
    rule = game.ruleset.penalty(penalty.offence) if penalty.offence else None
    return f"{rule_name(rule.name)}: {text}" if rule is not None else text
