"""The HTML pieces of a game's printable report that are the same for every game,
classical (:mod:`app.report`) or Ponjan (:mod:`app.ponjan_report`): escaping, signed
amounts, the title and date, the header table, the score sheet's headings, totals row
and key, the payments section and the frame of a hand's table.

The report reads in black and white: the winner is marked by a ★ *and* bold type,
negative amounts by their minus sign; no colour carries meaning. Everything the players
typed is escaped. The wording goes through ``QCoreApplication.translate("Report", ...)``.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from datetime import datetime

from PySide6.QtCore import QCoreApplication

from app.rule_texts import wind_name
from scoring.games.game import Game, HandResult

WINNER_MARK = "★"
AFTER_END_MARK = "†"

#: Table attributes: black ruled cells, collapsed borders (printable in black and white).
TABLE = ('border="1" cellspacing="0" cellpadding="3" '
         'style="border-collapse: collapse; border-color: #000000; border-style: solid;"')
PLAIN_TABLE = 'border="0" cellspacing="0" cellpadding="2"'

#: ``translate("Report", text)``: the report's wording in the user's language (lupdate
#: reads the literal context of each call)
translate = QCoreApplication.translate


def esc(text: object) -> str:
    """User text as HTML that shows it literally (no markup, no entities)."""
    return html.escape(str(text), quote=True)


def signed(n: int) -> str:
    """An amount with its sign: ``+16``, ``-64``, ``0``."""
    return f"{n:+d}" if n else "0"


def wind(seat: str) -> str:
    """A seat's or round's wind in words (``E``: East)."""
    return wind_name(seat)


def game_title(game: Game) -> str:
    """The report's title as plain text (not escaped)."""
    base = translate("Report", "Mahjong score sheet")
    return f"{game.name.strip()} — {base}" if game.name.strip() else base


def game_date(game: Game) -> str:
    """When the game was started, ``2026-09-20 19:00`` (the text when it is no date)."""
    try:
        return datetime.fromisoformat(game.created).strftime("%Y-%m-%d %H:%M")
    except ValueError:
        return game.created


def header_html(game: Game, rows: Sequence[tuple[str, str, str, str]]) -> str:
    """The report's title (finished or not) and a table of facts about the game, two a
    line: ``rows`` are (label, value, label, value), the labels plain text, the values
    HTML."""
    title = esc(game_title(game))
    if game.finished:
        title += " " + esc(translate("Report", "(finished)"))
    out = [f'<p style="font-size: 16pt; font-weight: bold; margin-bottom: 6px;">{title}</p>',
           f"<table {PLAIN_TABLE} style=\"margin-bottom: 14px;\">"]
    for a, b, c, d in rows:
        out.append(
            f'<tr><td><b>{esc(a)}{":" if a else ""}</b></td><td>{b}</td>'
            f'<td width="24"></td>'
            f'<td><b>{esc(c)}{":" if c else ""}</b></td><td>{d}</td></tr>')
    out.append("</table>")
    return "".join(out)


def score_sheet_head(game: Game, columns: Sequence[str]) -> list[str]:
    """The score sheet's heading and the head of its table: ``columns`` over two rows,
    then per player his name over Score, +/- and Balance."""
    heading = esc(translate("Report", "Score sheet"))
    out = [f'<p style="font-size: 13pt; font-weight: bold; margin-top: 18px;">{heading}</p>',
           f'<table {TABLE} width="100%">', "<thead>", "<tr>"]
    for label in columns:
        out.append(f'<th rowspan="2" bgcolor="#e6e6e6">{esc(label)}</th>')
    for p in game.players:
        out.append(f'<th colspan="3" bgcolor="#e6e6e6">{esc(p)}</th>')
    out.append("</tr><tr>")
    for _ in game.players:
        for label in (translate("Report", "Score"), translate("Report", "+/-"),
                      translate("Report", "Balance")):
            out.append(f'<th bgcolor="#e6e6e6">{esc(label)}</th>')
    out.append("</tr></thead>")
    return out


def player_cells(score: str, r: HandResult, i: int) -> str:
    """Player ``i``'s three cells in hand ``r``'s row of the score sheet: ``score``
    (HTML), what the hand adds to his balance and the balance after it."""
    return (f'<td align="right">{score}</td>'
            f'<td align="right">{signed(r.totals[i])}</td>'
            f'<td align="right">{r.balances[i]}</td>')


def score_sheet_end(game: Game, results: list[HandResult], key: str,
                    notes: Sequence[str] = ()) -> str:
    """The totals row (each player's scores, +/- and final balance), the table's end, a
    line when there are no hands, and the key: ``key`` (its ``%1`` the winner's mark,
    ``%2`` the start balance), the ``notes`` (plain text) and the mark of a hand played
    after the end, if any."""
    start = game.settings.start_balance
    total = esc(translate("Report", "Total"))
    out = [f'<tr><td colspan="4" bgcolor="#f2f2f2"><b>{total}</b></td>']
    for i in range(len(game.players)):
        scores = sum(r.scores[i] for r in results)
        net = sum(r.totals[i] for r in results)
        balance = results[-1].balances[i] if results else start
        out.append(f'<td align="right" bgcolor="#f2f2f2"><b>{scores}</b></td>'
                   f'<td align="right" bgcolor="#f2f2f2"><b>{signed(net)}</b></td>'
                   f'<td align="right" bgcolor="#f2f2f2"><b>{balance}</b></td>')
    out.append("</tr></table>")
    if not results:
        none_yet = esc(translate("Report", "No hands yet."))
        out.append(f"<p><i>{none_yet}</i></p>")
    key = esc(key).replace("%1", WINNER_MARK).replace("%2", str(start))
    for note in notes:
        key += " " + esc(note)
    if any(r.seating.after_end for r in results):
        key += " " + esc(translate("Report", "%1: played after the end of the game (after "
                                             "an edit).")).replace("%1", AFTER_END_MARK)
    out.append(f'<p style="font-size: 8pt;">{key}</p>')
    return "".join(out)


def payments_section(label: str, explanation: str, how: str, blocks: Sequence[str]) -> str:
    """The payments, hand by hand, on a new page: the heading, ``label: explanation.
    how`` (plain text) in small type and the hands' tables (HTML)."""
    heading = esc(translate("Report", "Payments, hand by hand"))
    out = ['<p style="font-size: 13pt; font-weight: bold; margin-top: 12px; '
           f'page-break-before: always;">{heading}</p>',
           f'<p style="font-size: 8pt;">{esc(label)}: {esc(explanation)}. '
           f"{esc(how)}</p>", *blocks]
    return "".join(out)


def hand_table_head(width: int, cols: int, title: str) -> list[str]:
    """A hand's table, ``width`` per cent of the page and ``cols`` columns wide, opened
    with its ``title`` (plain text) across it on grey."""
    return [f'<table {TABLE} width="{width}%" style="margin-top: 8px;">',
            f'<tr><td colspan="{cols}" bgcolor="#e6e6e6"><b>{esc(title)}</b>'
            "</td></tr>"]


def note_row(cols: int, note: str) -> str:
    """A row across ``cols`` columns with the hand's note in italics (nothing when there
    is no note)."""
    if not note:
        return ""
    label = esc(translate("Report", "Note"))
    return f'<tr><td colspan="{cols}"><i>{label}: {esc(note)}</i></td></tr>'
