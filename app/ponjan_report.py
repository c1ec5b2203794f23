"""The printable report of a Ponjan game (:mod:`app.report` hands it here): the
header with Ponjan's payments, the score sheet with Round and Boss instead of the
winds, and per hand who pays whom (3 x 3), with the winner's combinations.

As in the classical report the winner is marked by a ★ and bold type, negative
amounts by their minus sign, and everything the players typed is escaped.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from app.ponjan_text import how_text, round_text, score_lines
from app.report_html import (
    AFTER_END_MARK,
    WINNER_MARK,
    esc,
    game_date,
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
from app.rule_texts import ruleset_name
from scoring.games.game import Game, HandResult
from scoring.games.ponjan_game import PonjanKind
from scoring.ponjan.payments import payment_arithmetic

#: ``translate("Report", text)``: the report's wording in the user's language
translate = QCoreApplication.translate


def _rules(game: Game) -> PonjanKind:
    kind = game.kind
    assert isinstance(kind, PonjanKind)
    return kind


def payments_text() -> str:
    return translate("Report", "the discarder alone pays a win on a discard; after a "
                               "self-draw each other player pays half the score, rounded "
                               "toward zero, and the winner gains the whole score")


def draw_text(half: int) -> str:
    return translate("Report", "each noten player pays each tenpai player %1; nobody "
                               "pays when none or all are tenpai").replace("%1", str(half))


def ponjan_header_html(game: Game) -> str:
    s = game.settings
    rules = _rules(game).rules
    boss = translate("Report", "boss")
    players = ", ".join(
        f"<b>{esc(p)}</b> ({esc(wind(w))}{', ' + esc(boss) if k == 0 else ''})"
        for k, (p, w) in enumerate(zip(game.players, ("E", "S", "W"), strict=True)))
    return header_html(game, [
        (translate("Report", "Date"), esc(game_date(game)),
         translate("Report", "Rule set"), esc(ruleset_name(rules.name))),
        (translate("Report", "Players (starting seats)"), players,
         translate("Report", "Rounds"), esc(s.rounds)),
        (translate("Report", "Payments"), esc(payments_text()),
         translate("Report", "Start balance"), esc(s.start_balance)),
        (translate("Report", "Drawn hand"), esc(draw_text(rules.tenpai_pool // 2)), "", ""),
    ])


def score_sheet_html(game: Game, results: list[HandResult]) -> str:
    out = score_sheet_head(game, (translate("Report", "Hand"), translate("Report", "Round"),
                                  translate("Report", "Boss"),
                                  translate("Report", "What happened")))
    tenpai = esc(translate("Report", "tenpai"))
    for r in results:
        winner = r.record.winner
        late = AFTER_END_MARK if r.seating.after_end else ""
        out.append(f'<tr><td align="center">{r.number}</td>'
                   f'<td align="center">{r.seating.round}{late}</td>'
                   f"<td>{esc(game.players[r.dealer])}</td>"
                   f"<td>{esc(how_text(game, r))}</td>")
        for i in range(len(game.players)):
            score = tenpai if i in r.record.tenpai else ""
            if winner == i:
                score = f"<b>{WINNER_MARK}&nbsp;{r.scores[i]}</b>"
            out.append(player_cells(score, r, i))
        out.append("</tr>")
    key = translate("Report", "The winner's score (what he gains) is bold and marked %1. "
                              "+/- is what the hand adds to the balance; the balance "
                              "starts at %2.")
    out.append(score_sheet_end(game, results, key))
    return "".join(out)


def payments_html(game: Game, results: list[HandResult]) -> str:
    if not results:
        return ""
    how = translate("Report", "Each row is what one player pays the others, with the "
                              "arithmetic; the last row is what the hand adds to each "
                              "balance.")
    return payments_section(translate("Report", "Payments"), payments_text(), how,
                            [hand_payment_html(game, r) for r in results])


def hand_title(game: Game, r: HandResult) -> str:
    """``Hand 2 — Round 1 — Boss: A — B on A's discard, winning tile 0b`` (plain
    text)."""
    parts = [translate("Report", "Hand %1").replace("%1", str(r.number)), round_text(r),
             translate("Report", "Boss: %1").replace("%1", game.players[r.dealer])]
    if r.seating.after_end:
        parts.append(translate("Report", "after the end of the game"))
    how = how_text(game, r)
    if r.record.win_tile:
        how += ", " + translate("Report", "winning tile %1").replace("%1", r.record.win_tile)
    parts.append(how)
    return " — ".join(parts)


def hand_payment_html(game: Game, r: HandResult) -> str:
    """One hand: its title, the winner's combinations, then who pays whom (rows the
    payers, columns the payees) and each player's change."""
    n = len(game.players)
    cols = n + 1
    out = hand_table_head(70, cols, hand_title(game, r))
    lines = score_lines(r)
    if lines:
        out.append(f'<tr><td colspan="{cols}">{esc("; ".join(lines))}</td></tr>')
    out.append(note_row(cols, r.record.note))
    out.append('<tr><td width="22%"></td>')
    for i, p in enumerate(game.players):
        label = esc(translate("Report", "to %1").replace("%1", p))
        if r.record.winner == i:
            label = f"<b>{WINNER_MARK}&nbsp;{label}</b>"
        out.append(f'<td width="26%" align="center">{label}</td>')
    out.append("</tr>")
    cells: dict[tuple[int, int], str] = {}
    for p in r.detail.payments.payments:
        amount = payment_arithmetic(p.expression, p.amount,
                                    translate("Report", "(truncated)"))
        cells[(p.payer, p.payee)] = amount
    for j, payer in enumerate(game.players):
        pays = esc(translate("Report", "%1 pays").replace("%1", payer))
        out.append(f"<tr><td>{pays}</td>")
        for i in range(n):
            text = "—" if i == j else cells.get((j, i), "")
            out.append(f'<td align="right">{esc(text)}</td>')
        out.append("</tr>")
    change = esc(translate("Report", "Change"))
    out.append(f'<tr><td bgcolor="#f2f2f2"><b>{change}</b></td>')
    for i in range(n):
        out.append(f'<td align="right" bgcolor="#f2f2f2"><b>{signed(r.totals[i])}</b></td>')
    out.append("</tr></table>")
    return "".join(out)
