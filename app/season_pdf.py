"""The season standings as a PDF: the standings table, the chart of the evenings and the
list of games (A4 landscape, black on white, page numbers), in the user's language.

``mahjong-score season --pdf`` uses :func:`write_season_pdf_standalone`, which starts
Qt without a screen when no application is running.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice
from PySide6.QtGui import QFont, QTextDocument

from app.printing import BODY_POINT_SIZE, write_pdf
from app.report_html import PLAIN_TABLE, TABLE, esc
from app.rule_texts import message_text
from app.season_texts import season_ruleset_name
from scoring.records.season import Season

translate = QCoreApplication.translate


def season_report_html(season: Season, chart_png: bytes | None = None) -> str:
    """The report as HTML for ``QTextDocument``; names are escaped."""
    heads = [translate("SeasonReport", "Rank"), translate("SeasonReport", "Player"),
             translate("SeasonReport", "Games"), translate("SeasonReport", "Hands"),
             translate("SeasonReport", "Mah-jongs"), translate("SeasonReport", "Drawn"),
             translate("SeasonReport", "Balance"), translate("SeasonReport", "Average"),
             translate("SeasonReport", "Limit hands"), translate("SeasonReport", "Best hand")]
    days = sorted({g.day for g in season.games})
    span = f"{days[0]} – {days[-1]}" if days else ""
    title = translate("SeasonReport", "Season standings")
    count = translate("SeasonReport", "Games: %1").replace("%1", str(len(season.games)))
    games_title = translate("SeasonReport", "Games")
    out = [f"<h2>{esc(title)}</h2>",
           f"<p>{esc(count)}{', ' + esc(span) if span else ''}</p>",
           f"<table {TABLE}><tr>" + "".join(f"<th>{esc(h)}</th>" for h in heads) + "</tr>"]
    for p in season.players:
        best = ""
        if p.best is not None:
            best = translate("SeasonReport", "%1 (%2, %3, hand %4)").replace(
                "%1", str(p.best.score)).replace("%2", season_ruleset_name(p.best.ruleset)).replace(
                "%3", p.best.game).replace("%4", str(p.best.hand))
        cells = [str(p.rank), f"<b>{esc(p.name)}</b>", str(p.games), str(p.hands),
                 str(p.wins), str(p.draws), f"<b>{p.balance:+d}</b>", f"{p.average:+.1f}",
                 str(p.limit_hands), esc(best)]
        out.append("<tr>" + "".join(
            f"<td align=\"{'left' if k in (1, 9) else 'right'}\">{c}</td>"
            for k, c in enumerate(cells)) + "</tr>")
    out.append("</table>")
    if chart_png is not None:
        out.append('<p><img src="season-chart.png" width="760"></p>')
    out.append(f"<h3>{esc(games_title)}</h3><table {PLAIN_TABLE}>")
    for g in season.games:
        changes = ", ".join(f"{esc(p.name)} {p.change:+d}" for p in g.players)
        out.append(f"<tr><td>{esc(g.day or '?')}</td><td>{esc(g.name or '-')}</td>"
                   f"<td>{esc(g.origin)}</td><td>{esc(season_ruleset_name(g.ruleset))}</td>"
                   f"<td align=\"right\">{g.hands}</td><td>{changes}</td></tr>")
    out.append("</table>")
    for note in season.notes:
        out.append(f"<p><i>{esc(message_text(note))}</i></p>")
    return "\n".join(out)


def _chart_png(season: Season) -> bytes | None:
    from app.season_chart import SeasonChart
    if not season.games:
        return None
    chart = SeasonChart()
    chart.set_season(season)
    image = chart.image(950, 400)
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    # PySide6 6.11's stub types the format as bytes, but the call refuses bytes
    # ("called with wrong argument values") and takes only a str
    image.save(buffer, "PNG")  # type: ignore[call-overload]
    buffer.close()
    chart.deleteLater()
    return bytes(data.data())


def write_season_pdf(season: Season, path: str | Path) -> None:
    """Write the report, whole or not at all (:func:`app.printing.write_pdf`). Raises
    PdfExportError."""
    png = _chart_png(season)
    doc = QTextDocument()
    font = QFont()
    font.setStyleHint(QFont.StyleHint.SansSerif)
    font.setPointSizeF(BODY_POINT_SIZE)
    doc.setDefaultFont(font)
    if png is not None:
        from PySide6.QtGui import QImage
        image = QImage()
        image.loadFromData(png, "PNG")
        doc.addResource(QTextDocument.ResourceType.ImageResource.value, "season-chart.png",
                        image)
    doc.setHtml(season_report_html(season, png))
    write_pdf(path, translate("SeasonReport", "Season standings"), 300, doc.print_)


def write_season_pdf_standalone(season: Season, path: str | Path) -> None:
    """For the command line: start Qt (without a screen when there is none) first."""
    from PySide6.QtWidgets import QApplication
    if QApplication.instance() is None:
        if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
            os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        app = QApplication([])
        app.setApplicationName("Mahjong Score Sheet")
    write_season_pdf(season, path)
