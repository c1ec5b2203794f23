"""The printable report of a Ponjan game (:mod:`app.report` hands it here): the
header with Ponjan's payments, the score sheet with Round and Boss instead of the
winds, and per hand who pays whom (3 x 3), with the winner's combinations.

As in the classical report the winner is marked by a ★ and bold type, negative
amounts by their minus sign, and everything the players typed is escaped.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from app.ponjan_text import how_text, round_text, score_lines
from app.report import (
    AFTER_END_MARK,
    PLAIN_TABLE,
    TABLE,
    WINNER_MARK,
    esc,
    game_date,
    game_title,
    signed,
    wind,
)
from app.rule_texts import ruleset_name
from scoring.games.game import Game, HandResult
from scoring.games.ponjan_game import PonjanKind

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


def header_html(game: Game) -> str:
    s = game.settings
    rules = _rules(game).rules
    title = esc(game_title(game))
    if game.finished:
        title += " " + esc(translate("Report", "(finished)"))
    boss = translate("Report", "boss")
    players = ", ".join(
        f"<b>{esc(p)}</b> ({esc(wind(w))}{', ' + esc(boss) if k == 0 else ''})"
        for k, (p, w) in enumerate(zip(game.players, ("E", "S", "W"), strict=True)))
    rows = [
        (translate("Report", "Date"), esc(game_date(game)),
         translate("Report", "Rule set"), esc(ruleset_name(rules.name))),
        (translate("Report", "Players (starting seats)"), players,
         translate("Report", "Rounds"), esc(s.rounds)),
        (translate("Report", "Payments"), esc(payments_text()),
         translate("Report", "Start balance"), esc(s.start_balance)),
        (translate("Report", "Drawn hand"), esc(draw_text(rules.tenpai_pool // 2)), "", ""),
    ]
    out = [f'<p style="font-size: 16pt; font-weight: bold; margin-bottom: 6px;">{title}</p>',
           f"<table {PLAIN_TABLE} style=\"margin-bottom: 14px;\">"]
    for a, b, c, d in rows:
        out.append(
            f'<tr><td><b>{esc(a)}{":" if a else ""}</b></td><td>{b}</td>'
            f'<td width="24"></td>'
            f'<td><b>{esc(c)}{":" if c else ""}</b></td><td>{d}</td></tr>')
    out.append("</table>")
    return "".join(out)


def score_sheet_html(game: Game, results: list[HandResult]) -> str:
    heading = esc(translate("Report", "Score sheet"))
    out = [f'<p style="font-size: 13pt; font-weight: bold; margin-top: 18px;">{heading}</p>',
           f'<table {TABLE} width="100%">', "<thead>", "<tr>"]
    for label in (translate("Report", "Hand"), translate("Report", "Round"),
                  translate("Report", "Boss"), translate("Report", "What happened")):
        out.append(f'<th rowspan="2" bgcolor="#e6e6e6">{esc(label)}</th>')
    for p in game.players:
        out.append(f'<th colspan="3" bgcolor="#e6e6e6">{esc(p)}</th>')
    out.append("</tr><tr>")
    for _ in game.players:
        for label in (translate("Report", "Score"), translate("Report", "+/-"),
                      translate("Report", "Balance")):
            out.append(f'<th bgcolor="#e6e6e6">{esc(label)}</th>')
    out.append("</tr></thead>")
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
            out.append(f'<td align="right">{score}</td>'
                       f'<td align="right">{signed(r.totals[i])}</td>'
                       f'<td align="right">{r.balances[i]}</td>')
        out.append("</tr>")
    start = game.settings.start_balance
    total = esc(translate("Report", "Total"))
    out.append(f'<tr><td colspan="4" bgcolor="#f2f2f2"><b>{total}</b></td>')
    for i in range(len(game.players)):
        won = sum(r.scores[i] for r in results)
        net = sum(r.totals[i] for r in results)
        balance = results[-1].balances[i] if results else start
        out.append(f'<td align="right" bgcolor="#f2f2f2"><b>{won}</b></td>'
                   f'<td align="right" bgcolor="#f2f2f2"><b>{signed(net)}</b></td>'
                   f'<td align="right" bgcolor="#f2f2f2"><b>{balance}</b></td>')
    out.append("</tr></table>")
    if not results:
        out.append(f"<p><i>{esc(translate('Report', 'No hands yet.'))}</i></p>")
    key = translate("Report", "The winner's score (what he gains) is bold and marked %1. "
                              "+/- is what the hand adds to the balance; the balance "
                              "starts at %2.")
    key = esc(key).replace("%1", WINNER_MARK).replace("%2", str(start))
    if any(r.seating.after_end for r in results):
        key += " " + esc(translate("Report", "%1: played after the end of the game (after "
                                             "an edit).")).replace("%1", AFTER_END_MARK)
    out.append(f'<p style="font-size: 8pt;">{key}</p>')
    return "".join(out)


def payments_html(game: Game, results: list[HandResult]) -> str:
    if not results:
        return ""
    heading = esc(translate("Report", "Payments, hand by hand"))
    how = translate("Report", "Each row is what one player pays the others, with the "
                              "arithmetic; the last row is what the hand adds to each "
                              "balance.")
    payments = esc(translate("Report", "Payments"))
    out = ['<p style="font-size: 13pt; font-weight: bold; margin-top: 12px; '
           f'page-break-before: always;">{heading}</p>',
           f'<p style="font-size: 8pt;">{payments}: {esc(payments_text())}. '
           f"{esc(how)}</p>"]
    for r in results:
        out.append(hand_payment_html(game, r))
    return "".join(out)


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
    out = [f'<table {TABLE} width="70%" style="margin-top: 8px;">',
           f'<tr><td colspan="{cols}" bgcolor="#e6e6e6"><b>{esc(hand_title(game, r))}</b>'
           "</td></tr>"]
    lines = score_lines(r)
    if lines:
        out.append(f'<tr><td colspan="{cols}">{esc("; ".join(lines))}</td></tr>')
    if r.record.note:
        note = esc(translate("Report", "Note"))
        out.append(f'<tr><td colspan="{cols}"><i>{note}: {esc(r.record.note)}</i></td></tr>')
    out.append('<tr><td width="22%"></td>')
    for i, p in enumerate(game.players):
        label = esc(translate("Report", "to %1").replace("%1", p))
        if r.record.winner == i:
            label = f"<b>{WINNER_MARK}&nbsp;{label}</b>"
        out.append(f'<td width="26%" align="center">{label}</td>')
    out.append("</tr>")
    cells: dict[tuple[int, int], str] = {}
    for p in r.detail.payments.payments:
        amount = p.expression if "=" in p.expression or p.expression == str(p.amount) \
            else f"{p.expression} = {p.amount}"
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
