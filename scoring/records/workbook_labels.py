"""The words of the Excel workbook (:mod:`scoring.records.workbook`), English by default.

The command line writes the workbook with :data:`ENGLISH`; the window fills a
:class:`WorkbookLabels` with the user's language (``app.workbook_texts``), so that
``scoring`` stays free of Qt. Templates hold ``%1``, ``%2`` ... as Qt's translations do;
:func:`fill` puts the values in. No formula depends on these words: the settlement
formulas compare the players' numbers in the winner and East cells, never names.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from scoring.errors import MahjongError
from scoring.hands.tiles import WIND_NAMES
from scoring.rules.penalty import Penalty, PenaltyRule, describe
from scoring.rules.ruleset import Rule


def fill(template: str, *values: object) -> str:
    """``template`` with ``%1``, ``%2`` ... replaced by ``values`` (from the highest
    number down, so ``%1`` does not eat the start of ``%10``)."""
    for k in range(len(values), 0, -1):
        template = template.replace(f"%{k}", str(values[k - 1]))
    return template


def _same(text: str) -> str:
    return text


def _wind(seat: str) -> str:
    return WIND_NAMES.get(seat, seat)


def _rule_value(rule: Rule) -> str:
    return rule.value_text()


def _penalty_value(rule: PenaltyRule) -> str:
    return rule.value_text()


def _penalty_parties(rule: PenaltyRule) -> str:
    return rule.parties_text()


@dataclass(frozen=True)
class WorkbookLabels:
    """Every word the workbook writes (the players' names and notes aside)."""

    # the sheets (a sheet's name: at most 31 characters, none of []:*?/\)
    score_sheet: str = "Score sheet"
    payments_sheet: str = "Payments"
    chart_sheet: str = "Balances"
    rules_sheet: str = "Rules"
    footer_page: str = "Page &P of &N"

    # the score sheet
    title: str = "Mahjong score sheet"
    title_named: str = "%1 — Mahjong score sheet"
    finished: str = "(finished)"
    date: str = "Date"
    rule_set: str = "Rule set"
    players: str = "Players"
    convention: str = "Convention"
    east_double: str = "East double"
    start_balance: str = "Start balance"
    limit: str = "Limit"
    drawn_hand_label: str = "Drawn hand"
    rounds: str = "Rounds"
    player_seat: str = "%1 (%2)"
    convention_classic: str = "classic: the winner collects, the others pay the differences"
    convention_differences: str = ("differences: every pair settles the difference "
                                   "(003, 'med böter')")
    convention_none: str = "none: everyone keeps his points (003, 'utan böter')"
    convention_name_classic: str = "classic"
    convention_name_differences: str = "differences"
    convention_name_none: str = "none"
    east_double_unused: str = "not used: nobody pays"
    east_double_yes: str = "yes: East pays and receives double"
    no: str = "no"
    yes: str = "yes"
    none: str = "none"
    draw_void: str = "void: nobody pays"
    draw_settle: str = "settled: every pair settles the difference"
    hand: str = "Hand"
    wind_heading: str = "Wind"
    east: str = "East"
    winner: str = "Winner"
    note: str = "Note"
    score: str = "Score"
    settlement: str = "Settlement"
    balance: str = "Balance"
    total: str = "Total"
    #: the winner cell of a drawn hand and of a penalty (a marker no player is named)
    draw_marker: str = "draw"
    penalty_marker: str = "penalty"
    penalty_note: str = "Penalty: %1"
    #: the note of a stored hand that no longer scores under the game's rules
    problem_note: str = ("No longer scores under the rules of this game (%1): counts as 0 "
                         "until edited")
    how: str = ("Every settlement, balance and total is a formula: change a score, the "
                "winner or East and the sheet follows. East and Winner hold the player's "
                "number (1 for the first name column, as under Players).")
    how_draw_void: str = ("A winner that is no player's number (such as '%1') is a drawn "
                          "hand, which settles nothing.")
    how_draw_settle: str = ("A winner that is no player's number (such as '%1') is a "
                            "drawn hand, which every pair settles.")
    #: the hint of an East or Winner cell: the numbers of the players
    number_hint: str = "The player's number: %1"
    number_hint_draw: str = "; anything else: a drawn hand"
    how_penalty: str = ("On a penalty row ('%1') the penalised players' settlements are "
                        "what they pay; the others' follow.")

    # the payments sheet
    payments_title: str = "Payments, hand by hand"
    payments_settlement: str = "Settlement %1"
    convention_classic_long: str = ("classic: the winner collects his score from everyone, "
                                    "the others pay one another the differences")
    convention_differences_long: str = ("differences (source 003, 'med böter'): every pair "
                                        "settles the difference")
    convention_none_long: str = ("none (source 003, 'utan böter'): everyone keeps his "
                                 "points")
    east_doubled: str = "; every payment to or from East is doubled (×2)"
    payments_how: str = ("The amounts are formulas over the score sheet (its points, "
                         "winner and East); the arithmetic beside them is the hand as "
                         "recorded.")
    hand_title: str = "Hand %1 (%2 wind): winner %3, East %4"
    penalty_title: str = "Hand %1 (%2 wind): penalty, East %3. %4"
    player: str = "Player"
    seat: str = "Seat"
    points: str = "Points"
    penalty: str = "Penalty"
    pays: str = "pays"
    receives: str = "receives"
    mahjong: str = "mah-jong"
    drawn_hand: str = "drawn hand"
    kept: str = "kept"
    opponent: str = "Opponent %1"
    hand_total: str = "Hand total"
    no_hands: str = "No hands yet."

    # the chart
    chart_title: str = "Balances"
    chart_title_named: str = "%1 — balances"
    chart_explained: str = "Each player's balance after each hand, from the score sheet."
    chart_heading: str = "Balance after each hand"

    # the rules
    rules_title: str = "Rules: %1"
    ruleset_id: str = "%1 (id %2)"
    source: str = "Source"
    tiles: str = "Tiles"
    limit_in_game: str = "Limit in this game"
    limit_of_ruleset: str = "Limit of the rule set"
    rounds_of_wind: str = "Rounds of prevailing wind"
    in_game_and_ruleset: str = "%1 in this game (%2 in the rule set)"
    keeps_on_win: str = "East keeps the deal when East wins"
    keeps_on_draw: str = "East keeps the deal after a drawn hand"
    keeps_on_penalty: str = "East keeps the deal after a penalty"
    rotation_source: str = "Rotation source"
    settlement_in_game: str = "Settlement in this game"
    settlement_of_ruleset: str = "Settlement of the rule set"
    east_pays_double: str = "East pays and receives double"
    a_drawn_hand: str = "A drawn hand"
    settlement_source: str = "Settlement source"
    score_rule: str = ("points × 2^doubles, capped at the limit; a limit hand scores the "
                       "limit")
    rule: str = "Rule"
    value: str = "Value"
    applies_to: str = "Applies to"
    source_text: str = "Source text"
    rule_id: str = "Id"
    every_hand: str = "every hand"
    the_winner: str = "the winner"
    penalty_rule: str = "Penalty: %1"
    in_this_game: str = "%1 (%2 in this game)"
    readings: str = "Readings of the source"

    # a Ponjan game (three players, a boss, its own payments: ponjan.md §6-§7)
    round_heading: str = "Round"
    boss: str = "Boss"
    discarder: str = "Discarder"
    tenpai: str = "Tenpai"
    winner_gains: str = "Score"
    payments_label: str = "Payments"
    tenpai_payment: str = "Tenpai payment"
    #: the discarder cell of a self-drawn win (a marker no player is named)
    self_draw_marker: str = "self-draw"
    ponjan_payments: str = ("the discarder alone pays a win on a discard; after a "
                            "self-draw each other player pays half the score, rounded "
                            "toward zero, and the winner gains the whole score")
    ponjan_draw: str = ("each noten player pays each tenpai player the tenpai payment; "
                        "nobody pays when none or all are tenpai")
    ponjan_how: str = ("Every payment, balance and total is a formula: change a winner, "
                       "a discarder, a score or a tenpai mark and the sheet follows, and "
                       "so do Round and Boss (the boss keeps the deal while gaining). "
                       "Winner, Discarder and Boss hold the player's number (1 for the "
                       "first name column, as under Players). Score is what the winner "
                       "gains. A tenpai mark is 1.")
    ponjan_how_markers: str = ("A winner that is no player's number (such as '%1') is a "
                               "drawn hand; a discarder that is no player's number (such "
                               "as '%2') is a self-draw.")
    number_hint_self_draw: str = "; anything else: a self-draw"
    tenpai_hint: str = "1: tenpai at a drawn hand; empty: not tenpai"
    ponjan_hand_title: str = "Hand %1 (round %2): winner %3, boss %4"
    ponjan_payments_how: str = ("Who pays whom: each amount is a formula over the score "
                                "sheet (its winner, discarder, score and tenpai marks); "
                                "the line under each table is the hand as recorded.")
    pays_row: str = "%1 pays"
    to_column: str = "to %1"
    change: str = "Change"
    as_recorded: str = "As recorded: %1"
    payment_text: str = "%1 pays %2 %3"
    nobody_pays: str = "nobody pays"
    #: after a self-draw share rounded toward zero: ``15/2 = 7 (truncated)``
    truncated: str = "(truncated)"
    score_formula: str = "Score formula"
    formula_code: str = ("the game's code: B(p) = 2^(p-1) for 1 to 3 points, "
                         "4*((p-4)//2+1)+4 from 4 points")
    formula_readme: str = ("the README: B(p) = 2^(p-1) for 1 to 3 points, "
                           "4*(p//2+1)+4 from 4 points")
    score_units: str = "the winner gains B(p) x %1, the boss B(p) x %2"
    score_source: str = "Source of the score"
    match_source: str = "Source of the match"
    rounds_of_boss: str = "Rounds (a boss's term each)"
    combination: str = "Combination"
    also_called: str = "Also called"

    # names of the engine's things in the language
    wind: Callable[[str], str] = _wind  # E -> East
    seat_letter: Callable[[str], str] = _same  # E -> E (Ö in Swedish)
    rule_name: Callable[[str], str] = _same
    ruleset_name: Callable[[str], str] = _same
    ruleset_description: Callable[[str], str] = _same
    rule_value: Callable[[Rule], str] = _rule_value
    penalty_value: Callable[[PenaltyRule], str] = _penalty_value
    penalty_parties: Callable[[PenaltyRule], str] = _penalty_parties
    #: a penalty in words: who pays whom (the penalty, the players, the rule set's
    #: penalties)
    penalty_text: Callable[[Penalty, Sequence[str], Sequence[PenaltyRule]], str] = \
        describe
    #: an engine message (why a hand no longer scores) in words
    message: Callable[[MahjongError], str] = str

    def convention_text(self, convention: str, long: bool = False) -> str:
        texts = {"classic": self.convention_classic_long if long else self.convention_classic,
                 "differences": self.convention_differences_long if long
                 else self.convention_differences,
                 "none": self.convention_none_long if long else self.convention_none}
        return texts.get(convention, convention)

    def convention_name(self, convention: str) -> str:
        names = {"classic": self.convention_name_classic,
                 "differences": self.convention_name_differences,
                 "none": self.convention_name_none}
        return names.get(convention, convention)

    def draw_text(self, draw: str) -> str:
        return {"void": self.draw_void, "settle": self.draw_settle}.get(draw, draw)

    def yes_no(self, value: bool) -> str:
        return self.yes if value else self.no


#: the workbook of the command line
ENGLISH = WorkbookLabels()
