"""The printable report of a game: header, score sheet and the payments of every hand.

:func:`game_report_html` writes HTML for ``QTextDocument`` (which understands a subset
of HTML 4 and CSS: tables with ``border``/``cellpadding``, bold, font sizes, page
breaks). The report reads in black and white: the winner of a hand is marked by a ★
*and* bold type, negative amounts by their minus sign; no colour carries meaning.

Everything the players typed (names, the game's name, notes) is escaped, so a player
called ``<b>x</b>`` or ``=1+1`` appears exactly as typed. The wording goes through
``QCoreApplication.translate("Report", ...)``. Printing and the PDF export are in
:mod:`app.printing`. The header, score sheet and payments come from the game's front
(:mod:`app.game_front`): a classical game's are written here, a Ponjan game's by
:mod:`app.ponjan_report`; the pieces both reports share are in :mod:`app.report_html`.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from app.game_front import front_of
from app.penalty_text import penalty_text
from app.report_html import (
    AFTER_END_MARK,
    WINNER_MARK,
    esc,
    game_date,
    game_title,
    hand_table_head,
    header_html,
    note_row,
    payments_section,
    player_cells,
    score_sheet_end,
    score_sheet_head,
    signed,
    wind,
)
from app.rule_texts import flag_name, ruleset_name, seat_letter, source_name
from app.sheet_model import PROBLEM_MARK
from app.translation_marks import QT_TRANSLATE_NOOP
from scoring.games.game import Game, HandResult
from scoring.games.rotation import seat_winds
from scoring.games.settlement import pair_lines

CONTEXT = "Report"
CONVENTION_TEXT = {
    "classic": QT_TRANSLATE_NOOP("Report",
                                 "classic: the winner collects his score from everyone, "
                                 "the others pay one another the differences"),
    "differences": QT_TRANSLATE_NOOP("Report",
                                     "differences (source 003, 'med böter'): every pair "
                                     "settles the difference"),
    "none": QT_TRANSLATE_NOOP("Report",
                              "none (source 003, 'utan böter'): everyone keeps his points"),
}
DRAW_TEXT = {"void": QT_TRANSLATE_NOOP("Report", "void: nobody pays"),
             "settle": QT_TRANSLATE_NOOP("Report",
                                         "settled: every pair settles the difference")}

#: ``translate("Report", text)``: the report's wording in the user's language (lupdate
#: reads the literal context of each call)
translate = QCoreApplication.translate


def tr(text: str) -> str:
    """``text`` (a text marked with ``QT_TRANSLATE_NOOP("Report", ...)``) translated in
    the report's context."""
    return QCoreApplication.translate(CONTEXT, text)


def is_void_draw(game: Game, result: HandResult) -> bool:
    """A drawn hand under a rule set where a drawn hand settles nothing."""
    return result.record.winner is None and \
        str(game.ruleset.settlement.get("draw", "void")) == "void"


def game_report_html(game: Game) -> str:
    """The whole report of ``game`` as an HTML document for ``QTextDocument``."""
    body = front_of(game).report_body(game, game.replay())
    parts = [
        '<html><head><meta charset="utf-8"><title>', esc(game_title(game)),
        '</title></head><body style="color: #000000; background-color: #ffffff;">',
        *body,
        "</body></html>",
    ]
    return "".join(parts)


def classical_report_body(game: Game, results: list[HandResult]) -> list[str]:
    """A classical game's header, score sheet and payments."""
    return [_header(game), _score_sheet(game, results), _payments(game, results)]


# --- the header -----------------------------------------------------------------------

def _header(game: Game) -> str:
    s = game.settings
    rs = game.ruleset
    seats = seat_winds(0, len(game.players))
    players = ", ".join(f"<b>{esc(p)}</b> ({esc(wind(w))})"
                        for p, w in zip(game.players, seats, strict=True))
    yes_double = translate("Report", "yes: every payment to or from East is doubled")
    draw = str(rs.settlement.get("draw", "void"))
    no, none = translate("Report", "no"), translate("Report", "none")
    return header_html(game, [
        (translate("Report", "Date"), esc(game_date(game)),
         translate("Report", "Rule set"), esc(ruleset_name(rs.name))),
        (translate("Report", "Players (starting seats)"), players,
         translate("Report", "Rounds"), esc(s.rounds)),
        (translate("Report", "Settlement"),
         esc(tr(CONVENTION_TEXT.get(s.convention, s.convention))),
         translate("Report", "East double"), esc(yes_double if s.east_double else no)),
        (translate("Report", "Start balance"), esc(s.start_balance),
         translate("Report", "Limit"), esc(none if s.limit is None else s.limit)),
        (translate("Report", "Drawn hand"), esc(tr(DRAW_TEXT.get(draw, draw))), "", ""),
    ])


# --- the score sheet ------------------------------------------------------------------

def _score_sheet(game: Game, results: list[HandResult]) -> str:
    n = len(game.players)
    out = score_sheet_head(game, (translate("Report", "Hand"), translate("Report", "Wind"),
                                  translate("Report", "East"), translate("Report", "Winner")))
    for r in results:
        winner = r.record.winner
        pen = r.record.penalty
        who = translate("Report", "penalty") if pen is not None else \
            translate("Report", "drawn") if winner is None else game.players[winner]
        if r.problem is not None:
            who = PROBLEM_MARK + who
        late = AFTER_END_MARK if r.seating.after_end else ""
        out.append(f'<tr><td align="center">{r.number}</td>'
                   f"<td>{esc(wind(r.prevailing))}{late}</td>"
                   f"<td>{esc(game.players[r.dealer])}</td>"
                   f"<td>{esc(who)}</td>")
        for i in range(n):
            score = str(r.scores[i])
            if pen is not None:
                score = "—"
            if winner == i:
                score = f"<b>{WINNER_MARK}&nbsp;{score}</b>"
            out.append(player_cells(score, r, i))
        out.append("</tr>")
    key = translate("Report", "The winner's score is bold and marked %1. +/- is what the "
                              "hand adds to the balance; the balance starts at %2.")
    notes = []
    if any(r.record.is_penalty for r in results):
        notes.append(translate("Report", "A penalty has no scores (—); its +/- is the "
                                         "penalty paid or received."))
    out.append(score_sheet_end(game, results, key, notes))
    return "".join(out)


# --- the payments, hand by hand -------------------------------------------------------

def _payments(game: Game, results: list[HandResult]) -> str:
    if not results:
        return ""
    s = game.settings
    explanation = tr(CONVENTION_TEXT.get(s.convention, s.convention))
    if s.east_double and s.convention != "none":
        explanation += translate("Report", "; every payment to or from East is doubled (×2)")
    how = translate("Report", "Each line is what the player receives (+) or pays (-) to one "
                              "opponent, with the arithmetic seen from his side.")
    return payments_section(translate("Report", "Settlement"), explanation, how,
                            [hand_payment_html(game, r) for r in results])


def hand_title(game: Game, r: HandResult) -> str:
    """One line on a hand: number, winds, East, winner and how he won (plain text)."""
    parts = [translate("Report", "Hand %1").replace("%1", str(r.number)),
             translate("Report", "%1 wind").replace("%1", wind(r.prevailing)),
             translate("Report", "East: %1").replace("%1", game.players[r.dealer])]
    if r.seating.after_end:
        parts.append(translate("Report", "after the end of the game"))
    rec = r.record
    if rec.penalty is not None:
        parts.append(translate("Report", "penalty: %1").replace(
            "%1", penalty_text(game, rec.penalty)))
    elif rec.winner is None:
        parts.append(translate("Report", "drawn hand") if not is_void_draw(game, r)
                     else translate("Report", "drawn hand, nobody pays"))
    else:
        how = source_name(rec.source)
        if rec.win_tile:
            how = f"{rec.win_tile}, {how}"
        flags = ", ".join(flag_name(f) for f in sorted(rec.flags))
        if flags:
            how += f", {flags}"
        parts.append(translate("Report", "won by %1").replace("%1", game.players[rec.winner])
                     + f" ({how})")
    return " — ".join(parts)


def hand_payment_html(game: Game, r: HandResult) -> str:
    """The payment table of one hand, as in source 003's table: per player his seat,
    his points, one line per opponent (``S: (16-8)*2`` and the signed amount) and the
    hand's total. The title and the note of the hand are inside the table, so a page
    break never separates them from it."""
    n = len(game.players)
    seats = r.seating.seats
    winner = r.record.winner
    pen = r.record.penalty
    void = is_void_draw(game, r) and pen is None
    lines = pair_lines(r.settlement)
    pair_rows = n - 1 if pen is not None else \
        0 if void or r.settlement.convention == "none" else n - 1
    cols = 1 + 2 * n

    table_width = min(100, 10 + 24 * n)  # narrower for 2 or 3 players
    label_width, amount_width = 900 // table_width, 600 // table_width
    text_width = (100 - label_width - amount_width * n) // n
    out = hand_table_head(table_width, cols, hand_title(game, r))
    out.append(note_row(cols, r.record.note))
    player = esc(translate("Report", "Player"))
    out.append(f"<tr><td width=\"{label_width}%\"><b>{player}</b></td>")
    mahjong = esc(translate("Report", "mah-jong"))
    for i, p in enumerate(game.players):
        marks = [wind(seats[i])]
        if seats[i] == "E" and r.settlement.east is not None and pair_rows:
            marks.append("×2")
        label = f"<b>{esc(p)}</b><br>{esc(', '.join(marks))}"
        if winner == i:
            label = f"<b>{WINNER_MARK}&nbsp;{esc(p)}</b><br>{esc(', '.join(marks))}, " \
                    f"<b>{mahjong}</b>"
        out.append(f'<td colspan="2" align="center">{label}</td>')
    out.append("</tr>")

    points_label = esc(translate("Report", "Points") if pen is None
                       else translate("Report", "Penalty"))
    out.append(f"<tr><td><b>{points_label}</b></td>")
    for i in range(n):
        points, role = str(r.scores[i]), ""
        if pen is not None:
            points = ""
            role = esc(translate("Report", "pays") if i in pen.payers else
                       translate("Report", "receives") if i in pen.payees else "")
        if winner == i:
            points = f"{WINNER_MARK}&nbsp;{points}"
        out.append(f'<td width="{text_width}%"><b>{role}</b></td>'
                   f'<td width="{amount_width}%" align="right"><b>{points}</b></td>')
    out.append("</tr>")

    for m in range(pair_rows):
        pair = translate("Report", "Opponent %1").replace("%1", str(m + 1))
        out.append(f"<tr><td>{esc(pair)}</td>")
        for i in range(n):
            opponent, amount, expression = lines[seats[i]][m]
            out.append(f"<td>{esc(seat_letter(opponent))}: {esc(expression)}</td>"
                       f'<td align="right">{signed(amount)}</td>')
        out.append("</tr>")

    hand_total = esc(translate("Report", "Hand total"))
    out.append(f'<tr><td bgcolor="#f2f2f2"><b>{hand_total}</b></td>')
    for i in range(n):
        if void:
            text = translate("Report", "drawn hand")
        elif pair_rows:
            text = "".join(signed(a) if a else "+0"
                           for _, a, _ in lines[seats[i]]).lstrip("+")
        else:
            text = translate("Report", "kept")
        out.append(f'<td bgcolor="#f2f2f2">{esc(text)}</td>'
                   f'<td align="right" bgcolor="#f2f2f2"><b>{signed(r.totals[i])}</b></td>')
    out.append("</tr></table>")
    return "".join(out)
