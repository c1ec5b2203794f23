"""The Rules sheet of a classical game's workbook (:mod:`scoring.records.workbook`):
every rule of the game's rule set with its value, whom it applies to, its source and
the source's words; the limit, the rotation and the settlement.

Plain Python and openpyxl, no Qt.
"""

from __future__ import annotations

from typing import Any

from scoring.games.game import Game
from scoring.records.workbook_labels import fill
from scoring.records.workbook_sheet import SheetNames, rules_sheet
from scoring.records.workbook_style import line_count


def classical_rules_sheet(ws: Any, game: Game, lab: SheetNames) -> None:
    """The Rules sheet of a classical game: the facts of its rule set and settings,
    then one row per rule and per penalty with its value, whom it applies to, its
    source and the source's words."""
    rs = game.ruleset
    s = game.settings
    rot, st = rs.rotation, rs.settlement
    widths = {"A": 40, "B": 12, "C": 12, "D": 16, "E": 70, "F": 24}
    limit = lab.none if s.limit is None else str(s.limit)
    nominal = lab.none if rs.nominal_limit is None else str(rs.nominal_limit)
    draw = str(st.get("draw", "void"))
    yes_no = lab.yes_no
    both = lab.in_game_and_ruleset
    facts: list[tuple[str, str]] = [
        (lab.rule_set, fill(lab.ruleset_id, lab.ruleset_name(rs.name), rs.id)),
        (lab.source, rs.source),
        (lab.tiles, f"{rs.tile_set.id}: {rs.tile_set.description}"),
        (lab.limit_in_game, limit),
        (lab.limit_of_ruleset, nominal + (f" ({rs.limit_source})"
                                          if rs.limit_source else "")),
        (lab.rounds_of_wind, fill(both, s.rounds, rot.get("rounds", 4))),
        (lab.keeps_on_win, yes_no(bool(rot.get("dealer_keeps_on_win", True)))),
        (lab.keeps_on_draw, yes_no(bool(rot.get("dealer_keeps_on_draw", True)))),
        (lab.keeps_on_penalty, yes_no(bool(rot.get("dealer_keeps_on_penalty", True)))),
        (lab.rotation_source, str(rot.get("source", ""))),
        (lab.settlement_in_game, lab.convention_text(s.convention, long=True)),
        (lab.settlement_of_ruleset, lab.convention_name(str(st.get("convention",
                                                                  "classic")))),
        (lab.east_pays_double, fill(both, yes_no(s.east_double),
                                    yes_no(bool(st.get("east_double", True))))),
        (lab.start_balance, fill(both, s.start_balance, st.get("start_balance", 0))),
        (lab.a_drawn_hand, lab.draw_text(draw)),
        (lab.settlement_source, str(st.get("source", ""))),
        (lab.score, lab.score_rule),
    ]
    rows: list[tuple[tuple[str, ...], int]] = []
    for rule in rs.rules:
        quote = f"“{rule.quote}”" if rule.quote else ""
        if rule.note:
            quote = f"{quote} ({rule.note})" if quote else rule.note
        name = lab.rule_name(rule.name)
        rows.append(((name, lab.rule_value(rule),
                      lab.every_hand if rule.applies == "all" else lab.the_winner,
                      rule.source, quote, rule.id),
                     max(line_count(quote, widths["E"]), line_count(name, widths["A"]),
                         line_count(rule.source, widths["D"]),
                         line_count(rule.id, widths["F"]))))
    for pen in rs.penalties:
        value = lab.penalty_value(pen)
        amount = rs.penalty_amount(pen, len(game.players))
        if amount:
            value = fill(lab.in_this_game, value, amount)
        quote = f"“{pen.quote}”" if pen.quote else pen.note
        values = (fill(lab.penalty_rule, lab.rule_name(pen.name)), value,
                  lab.penalty_parties(pen), pen.source, quote, pen.id)
        rows.append((values, max(line_count(quote, widths["E"]),
                                 line_count(values[0], widths["A"]),
                                 line_count(value, widths["B"]),
                                 line_count(values[2], widths["C"]))))
    rules_sheet(ws, lab, lab.ruleset_name(rs.name),
                lab.ruleset_description(" ".join(rs.description.split())), widths, facts,
                (lab.rule, lab.value, lab.applies_to, lab.source, lab.source_text,
                 lab.rule_id), rows, rs.notes)
