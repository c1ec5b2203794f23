"""The Excel workbook in the user's language: a :class:`WorkbookLabels` filled with
the translations of its words (context ``Workbook``), the names of winds, seats, rules
and rule sets as the window shows them, and penalties as the window says them.

``scoring.records.workbook`` never imports Qt; the command line keeps its English words.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication

from app.penalty_text import penalty_text
from app.rule_texts import message_text, rule_name, ruleset_name, seat_letter, wind_name
from app.translation_marks import QT_TRANSLATE_NOOP
from scoring.games.game import Game
from scoring.records.workbook_labels import WorkbookLabels
from scoring.rules.penalty import Penalty, PenaltyRule
from scoring.rules.ruleset import Rule

#: ``translate("Workbook", text)`` (lupdate reads the literal context of each call)
translate = QCoreApplication.translate

#: every word of the workbook by its field of :class:`WorkbookLabels`, in English
TEXTS = {
    "score_sheet": QT_TRANSLATE_NOOP("Workbook", "Score sheet"),
    "payments_sheet": QT_TRANSLATE_NOOP("Workbook", "Payments"),
    "chart_sheet": QT_TRANSLATE_NOOP("Workbook", "Balances"),
    "rules_sheet": QT_TRANSLATE_NOOP("Workbook", "Rules"),
    "footer_page": QT_TRANSLATE_NOOP("Workbook", "Page &P of &N"),
    "title": QT_TRANSLATE_NOOP("Workbook", "Mahjong score sheet"),
    "title_named": QT_TRANSLATE_NOOP("Workbook", "%1 — Mahjong score sheet"),
    "finished": QT_TRANSLATE_NOOP("Workbook", "(finished)"),
    "date": QT_TRANSLATE_NOOP("Workbook", "Date"),
    "rule_set": QT_TRANSLATE_NOOP("Workbook", "Rule set"),
    "players": QT_TRANSLATE_NOOP("Workbook", "Players"),
    "convention": QT_TRANSLATE_NOOP("Workbook", "Convention"),
    "east_double": QT_TRANSLATE_NOOP("Workbook", "East double"),
    "start_balance": QT_TRANSLATE_NOOP("Workbook", "Start balance"),
    "limit": QT_TRANSLATE_NOOP("Workbook", "Limit"),
    "drawn_hand_label": QT_TRANSLATE_NOOP("Workbook", "Drawn hand"),
    "rounds": QT_TRANSLATE_NOOP("Workbook", "Rounds"),
    "player_seat": QT_TRANSLATE_NOOP("Workbook", "%1 (%2)"),
    "convention_classic": QT_TRANSLATE_NOOP(
        "Workbook", "classic: the winner collects, the others pay the differences"),
    "convention_differences": QT_TRANSLATE_NOOP(
        "Workbook", "differences: every pair settles the difference (003, 'med böter')"),
    "convention_none": QT_TRANSLATE_NOOP(
        "Workbook", "none: everyone keeps his points (003, 'utan böter')"),
    "convention_name_classic": QT_TRANSLATE_NOOP("Workbook", "classic"),
    "convention_name_differences": QT_TRANSLATE_NOOP("Workbook", "differences"),
    "convention_name_none": QT_TRANSLATE_NOOP("Workbook", "none"),
    "east_double_unused": QT_TRANSLATE_NOOP("Workbook", "not used: nobody pays"),
    "east_double_yes": QT_TRANSLATE_NOOP("Workbook", "yes: East pays and receives double"),
    "no": QT_TRANSLATE_NOOP("Workbook", "no"),
    "yes": QT_TRANSLATE_NOOP("Workbook", "yes"),
    "none": QT_TRANSLATE_NOOP("Workbook", "none"),
    "draw_void": QT_TRANSLATE_NOOP("Workbook", "void: nobody pays"),
    "draw_settle": QT_TRANSLATE_NOOP("Workbook", "settled: every pair settles the difference"),
    "hand": QT_TRANSLATE_NOOP("Workbook", "Hand"),
    "wind_heading": QT_TRANSLATE_NOOP("Workbook", "Wind"),
    "east": QT_TRANSLATE_NOOP("Workbook", "East"),
    "winner": QT_TRANSLATE_NOOP("Workbook", "Winner"),
    "note": QT_TRANSLATE_NOOP("Workbook", "Note"),
    "score": QT_TRANSLATE_NOOP("Workbook", "Score"),
    "settlement": QT_TRANSLATE_NOOP("Workbook", "Settlement"),
    "balance": QT_TRANSLATE_NOOP("Workbook", "Balance"),
    "total": QT_TRANSLATE_NOOP("Workbook", "Total"),
    "draw_marker": QT_TRANSLATE_NOOP("Workbook", "draw"),
    "penalty_marker": QT_TRANSLATE_NOOP("Workbook", "penalty"),
    "penalty_note": QT_TRANSLATE_NOOP("Workbook", "Penalty: %1"),
    "problem_note": QT_TRANSLATE_NOOP(
        "Workbook", "No longer scores under the rules of this game (%1): counts as 0 "
        "until edited"),
    "how": QT_TRANSLATE_NOOP(
        "Workbook",
        "Every settlement, balance and total is a formula: change a score, the winner"
        " or East and the sheet follows. East and Winner hold the player's number (1 for"
        " the first name column, as under Players)."),
    "how_draw_void": QT_TRANSLATE_NOOP(
        "Workbook",
        "A winner that is no player's number (such as '%1') is a drawn hand, which "
        "settles nothing."),
    "how_draw_settle": QT_TRANSLATE_NOOP(
        "Workbook",
        "A winner that is no player's number (such as '%1') is a drawn hand, which "
        "every pair settles."),
    "number_hint": QT_TRANSLATE_NOOP("Workbook", "The player's number: %1"),
    "number_hint_draw": QT_TRANSLATE_NOOP("Workbook", "; anything else: a drawn hand"),
    "how_penalty": QT_TRANSLATE_NOOP(
        "Workbook",
        "On a penalty row ('%1') the penalised players' settlements are what they "
        "pay; the others' follow."),
    "payments_title": QT_TRANSLATE_NOOP("Workbook", "Payments, hand by hand"),
    "payments_settlement": QT_TRANSLATE_NOOP("Workbook", "Settlement %1"),
    "convention_classic_long": QT_TRANSLATE_NOOP(
        "Workbook",
        "classic: the winner collects his score from everyone, the others pay one "
        "another the differences"),
    "convention_differences_long": QT_TRANSLATE_NOOP(
        "Workbook", "differences (source 003, 'med böter'): every pair settles the difference"),
    "convention_none_long": QT_TRANSLATE_NOOP(
        "Workbook", "none (source 003, 'utan böter'): everyone keeps his points"),
    "east_doubled": QT_TRANSLATE_NOOP(
        "Workbook", "; every payment to or from East is doubled (×2)"),
    "payments_how": QT_TRANSLATE_NOOP(
        "Workbook",
        "The amounts are formulas over the score sheet (its points, winner and East);"
        " the arithmetic beside them is the hand as recorded."),
    "hand_title": QT_TRANSLATE_NOOP("Workbook", "Hand %1 (%2 wind): winner %3, East %4"),
    "penalty_title": QT_TRANSLATE_NOOP("Workbook", "Hand %1 (%2 wind): penalty, East %3. %4"),
    "player": QT_TRANSLATE_NOOP("Workbook", "Player"),
    "seat": QT_TRANSLATE_NOOP("Workbook", "Seat"),
    "points": QT_TRANSLATE_NOOP("Workbook", "Points"),
    "penalty": QT_TRANSLATE_NOOP("Workbook", "Penalty"),
    "pays": QT_TRANSLATE_NOOP("Workbook", "pays"),
    "receives": QT_TRANSLATE_NOOP("Workbook", "receives"),
    "mahjong": QT_TRANSLATE_NOOP("Workbook", "mah-jong"),
    "drawn_hand": QT_TRANSLATE_NOOP("Workbook", "drawn hand"),
    "kept": QT_TRANSLATE_NOOP("Workbook", "kept"),
    "opponent": QT_TRANSLATE_NOOP("Workbook", "Opponent %1"),
    "hand_total": QT_TRANSLATE_NOOP("Workbook", "Hand total"),
    "no_hands": QT_TRANSLATE_NOOP("Workbook", "No hands yet."),
    "chart_title": QT_TRANSLATE_NOOP("Workbook", "Balances"),
    "chart_title_named": QT_TRANSLATE_NOOP("Workbook", "%1 — balances"),
    "chart_explained": QT_TRANSLATE_NOOP(
        "Workbook", "Each player's balance after each hand, from the score sheet."),
    "chart_heading": QT_TRANSLATE_NOOP("Workbook", "Balance after each hand"),
    "rules_title": QT_TRANSLATE_NOOP("Workbook", "Rules: %1"),
    "ruleset_id": QT_TRANSLATE_NOOP("Workbook", "%1 (id %2)"),
    "source": QT_TRANSLATE_NOOP("Workbook", "Source"),
    "tiles": QT_TRANSLATE_NOOP("Workbook", "Tiles"),
    "limit_in_game": QT_TRANSLATE_NOOP("Workbook", "Limit in this game"),
    "limit_of_ruleset": QT_TRANSLATE_NOOP("Workbook", "Limit of the rule set"),
    "rounds_of_wind": QT_TRANSLATE_NOOP("Workbook", "Rounds of prevailing wind"),
    "in_game_and_ruleset": QT_TRANSLATE_NOOP("Workbook", "%1 in this game (%2 in the rule set)"),
    "keeps_on_win": QT_TRANSLATE_NOOP("Workbook", "East keeps the deal when East wins"),
    "keeps_on_draw": QT_TRANSLATE_NOOP("Workbook", "East keeps the deal after a drawn hand"),
    "keeps_on_penalty": QT_TRANSLATE_NOOP("Workbook", "East keeps the deal after a penalty"),
    "rotation_source": QT_TRANSLATE_NOOP("Workbook", "Rotation source"),
    "settlement_in_game": QT_TRANSLATE_NOOP("Workbook", "Settlement in this game"),
    "settlement_of_ruleset": QT_TRANSLATE_NOOP("Workbook", "Settlement of the rule set"),
    "east_pays_double": QT_TRANSLATE_NOOP("Workbook", "East pays and receives double"),
    "a_drawn_hand": QT_TRANSLATE_NOOP("Workbook", "A drawn hand"),
    "settlement_source": QT_TRANSLATE_NOOP("Workbook", "Settlement source"),
    "score_rule": QT_TRANSLATE_NOOP(
        "Workbook", "points × 2^doubles, capped at the limit; a limit hand scores the limit"),
    "rule": QT_TRANSLATE_NOOP("Workbook", "Rule"),
    "value": QT_TRANSLATE_NOOP("Workbook", "Value"),
    "applies_to": QT_TRANSLATE_NOOP("Workbook", "Applies to"),
    "source_text": QT_TRANSLATE_NOOP("Workbook", "Source text"),
    "rule_id": QT_TRANSLATE_NOOP("Workbook", "Id"),
    "every_hand": QT_TRANSLATE_NOOP("Workbook", "every hand"),
    "the_winner": QT_TRANSLATE_NOOP("Workbook", "the winner"),
    "penalty_rule": QT_TRANSLATE_NOOP("Workbook", "Penalty: %1"),
    "in_this_game": QT_TRANSLATE_NOOP("Workbook", "%1 (%2 in this game)"),
    "readings": QT_TRANSLATE_NOOP("Workbook", "Readings of the source"),
    "round_heading": QT_TRANSLATE_NOOP("Workbook", "Round"),
    "boss": QT_TRANSLATE_NOOP("Workbook", "Boss"),
    "discarder": QT_TRANSLATE_NOOP("Workbook", "Discarder"),
    "tenpai": QT_TRANSLATE_NOOP("Workbook", "Tenpai"),
    "winner_gains": QT_TRANSLATE_NOOP("Workbook", "Score"),
    "payments_label": QT_TRANSLATE_NOOP("Workbook", "Payments"),
    "tenpai_payment": QT_TRANSLATE_NOOP("Workbook", "Tenpai payment"),
    "self_draw_marker": QT_TRANSLATE_NOOP("Workbook", "self-draw"),
    "ponjan_payments": QT_TRANSLATE_NOOP(
        "Workbook",
        "the discarder alone pays a win on a discard; after a self-draw each other "
        "player pays half the score, rounded toward zero, and the winner gains the "
        "whole score"),
    "ponjan_draw": QT_TRANSLATE_NOOP(
        "Workbook",
        "each noten player pays each tenpai player the tenpai payment; nobody pays when"
        " none or all are tenpai"),
    "ponjan_how": QT_TRANSLATE_NOOP(
        "Workbook",
        "Every payment, balance and total is a formula: change a winner, a discarder, a"
        " score or a tenpai mark and the sheet follows, and so do Round and Boss (the "
        "boss keeps the deal while gaining). Winner, Discarder and Boss hold the "
        "player's number (1 for the first name column, as under Players). Score is what"
        " the winner gains. A tenpai mark is 1."),
    "ponjan_how_markers": QT_TRANSLATE_NOOP(
        "Workbook",
        "A winner that is no player's number (such as '%1') is a drawn hand; a "
        "discarder that is no player's number (such as '%2') is a self-draw."),
    "number_hint_self_draw": QT_TRANSLATE_NOOP("Workbook", "; anything else: a self-draw"),
    "tenpai_hint": QT_TRANSLATE_NOOP("Workbook", "1: tenpai at a drawn hand; empty: not tenpai"),
    "ponjan_hand_title": QT_TRANSLATE_NOOP("Workbook", "Hand %1 (round %2): winner %3, boss %4"),
    "ponjan_payments_how": QT_TRANSLATE_NOOP(
        "Workbook",
        "Who pays whom: each amount is a formula over the score sheet (its winner, "
        "discarder, score and tenpai marks); the line under each table is the hand as "
        "recorded."),
    "pays_row": QT_TRANSLATE_NOOP("Workbook", "%1 pays"),
    "to_column": QT_TRANSLATE_NOOP("Workbook", "to %1"),
    "change": QT_TRANSLATE_NOOP("Workbook", "Change"),
    "as_recorded": QT_TRANSLATE_NOOP("Workbook", "As recorded: %1"),
    "payment_text": QT_TRANSLATE_NOOP("Workbook", "%1 pays %2 %3"),
    "nobody_pays": QT_TRANSLATE_NOOP("Workbook", "nobody pays"),
    "truncated": QT_TRANSLATE_NOOP("Workbook", "(truncated)"),
    "score_formula": QT_TRANSLATE_NOOP("Workbook", "Score formula"),
    "formula_code": QT_TRANSLATE_NOOP(
        "Workbook",
        "the game's code: B(p) = 2^(p-1) for 1 to 3 points, 4*((p-4)//2+1)+4 from 4 "
        "points"),
    "formula_readme": QT_TRANSLATE_NOOP(
        "Workbook",
        "the README: B(p) = 2^(p-1) for 1 to 3 points, 4*(p//2+1)+4 from 4 points"),
    "score_units": QT_TRANSLATE_NOOP("Workbook", "the winner gains B(p) x %1, the boss B(p) x %2"),
    "score_source": QT_TRANSLATE_NOOP("Workbook", "Source of the score"),
    "match_source": QT_TRANSLATE_NOOP("Workbook", "Source of the match"),
    "rounds_of_boss": QT_TRANSLATE_NOOP(
        "Workbook",
        "Rounds (a boss's term each)"),
    "combination": QT_TRANSLATE_NOOP("Workbook", "Combination"),
    "also_called": QT_TRANSLATE_NOOP("Workbook", "Also called"),
}


def _count(one: str, many: str, n: int) -> str:
    return one if n == 1 else many.replace("%1", str(n))


def rule_value(rule: Rule) -> str:
    """A rule's value in words: ``2 points``, ``1 double``, ``limit``."""
    if rule.kind == "limit":
        return translate("BreakdownView", "limit")
    if rule.kind == "points":
        return _count(translate("BreakdownView", "1 point"),
                      translate("BreakdownView", "%1 points"), rule.value)
    return _count(translate("BreakdownView", "1 double"),
                  translate("BreakdownView", "%1 doubles"), rule.value)


def penalty_value(rule: PenaltyRule) -> str:
    """What a penalty costs: ``300 points``, ``0.5 of the limit``."""
    if rule.points is not None:
        return translate("BreakdownView", "%1 points").replace("%1", str(rule.points))
    return translate("Workbook", "%1 of the limit").replace("%1", f"{rule.limit:g}")


def penalty_parties(rule: PenaltyRule) -> str:
    """Who pays whom: ``1 player pays every other player``."""
    if rule.payees is None:
        return _count(translate("Workbook", "1 player pays every other player"),
                      translate("Workbook", "%1 players pay every other player"),
                      rule.payers)
    if rule.payers == 1:
        return _count(translate("Workbook", "1 player pays 1 player"),
                      translate("Workbook", "1 player pays %1 players"), rule.payees)
    text = translate("Workbook", "%1 players pay 1 player") if rule.payees == 1 \
        else translate("Workbook", "%1 players pay %2 players")
    return text.replace("%2", str(rule.payees)).replace("%1", str(rule.payers))


def workbook_labels(game: Game) -> WorkbookLabels:
    """The workbook's words for ``game`` in the language installed now."""
    words = {field: translate("Workbook", text) for field, text in TEXTS.items()}

    def penalty(pen: Penalty, _players: object, _rules: object) -> str:
        return penalty_text(game, pen)

    return WorkbookLabels(
        **words, wind=wind_name, seat_letter=seat_letter, rule_name=rule_name,
        ruleset_name=ruleset_name,
        ruleset_description=lambda text: translate("rulesets", text),
        rule_value=rule_value, penalty_value=penalty_value,
        penalty_parties=penalty_parties, penalty_text=penalty, message=message_text)


def write_translated_workbook(game: Game, path: Path) -> None:
    """Game > Export workbook: the workbook of ``game`` in the user's language."""
    from scoring.records.workbook import write_workbook  # loads openpyxl only when needed
    write_workbook(game, path, workbook_labels(game))
