"""Printing a game and exporting it as PDF: the report of :mod:`app.report`, paged.

``QTextDocument.print_`` draws no footer, so the pages are painted here: the document
is laid out at the paint device's resolution on a page a footer shorter than the
printable area, a hand's payment table that would straddle two pages starts on the
next one, and each page gets a footer with the game and "Page n of m". The PDF export
and the print preview use the same function, :func:`paint_report`.

Pages are A4 landscape with 12 mm margins unless the user picks otherwise in the
print dialog; everything is black on white (the report marks winners with ★ and bold,
negative amounts with a minus sign).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import QBuffer, QCoreApplication, QIODevice, QMarginsF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QColor,
    QFont,
    QFontMetricsF,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPalette,
    QPdfWriter,
    QPen,
    QTextDocument,
    QTextFormat,
    QTextFrame,
    QTextTable,
)
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QWidget

from app.report import game_report_html
from app.report_html import game_title
from scoring.games.game import Game
from scoring.records.output import OutputError, output_path, write_output

MARGIN_MM = 12.0
BODY_POINT_SIZE = 9.5
FOOTER_POINT_SIZE = 8.0


class PdfExportError(OutputError):
    """The PDF cannot be written (the message names the file)."""


#: ``translate("Report", text)``: the report's wording in the user's language (lupdate
#: reads the literal context of each call)
translate = QCoreApplication.translate
T = TypeVar("T")


def a4_landscape() -> QPageLayout:
    """A4 landscape with the report's margins."""
    return QPageLayout(QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Landscape,
                       QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM),
                       QPageLayout.Unit.Millimeter)


def report_document(game: Game, device: QPagedPaintDevice | None = None,
                    body: QSizeF | None = None) -> QTextDocument:
    """The report as a ``QTextDocument``; laid out for ``device`` and paged to ``body``
    (in device pixels) when given."""
    doc = QTextDocument()
    doc.setUndoRedoEnabled(False)
    font = QFont()
    font.setStyleHint(QFont.StyleHint.SansSerif)
    font.setPointSizeF(BODY_POINT_SIZE)
    doc.setDefaultFont(font)
    doc.setDocumentMargin(0)
    if device is not None:
        doc.documentLayout().setPaintDevice(device)
    doc.setHtml(game_report_html(game))
    if body is not None:
        doc.setPageSize(body)
        keep_tables_on_one_page(doc)
    return doc


def _tables(frame: QTextFrame) -> list[QTextTable]:
    return [f for f in frame.childFrames() if isinstance(f, QTextTable)]


def keep_tables_on_one_page(doc: QTextDocument) -> None:
    """Start each table that fits on a page but straddles a page break on the next
    page (the score sheet, longer than a page, repeats its header rows instead)."""
    page = doc.pageSize().height()
    if page <= 0:
        return
    layout = doc.documentLayout()
    for table in _tables(doc.rootFrame()):
        rect = layout.frameBoundingRect(table)
        if rect.height() >= page:
            continue
        first = int(rect.top() // page)
        last = int((rect.bottom() - 1) // page)
        if first != last:
            fmt = table.format()
            fmt.setPageBreakPolicy(QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore)
            table.setFormat(fmt)


def paint_report(game: Game, device: QPagedPaintDevice) -> int:
    """Paint the report of ``game`` on ``device`` (a ``QPdfWriter`` or ``QPrinter``),
    page by page with footers; return the number of pages. Raises
    :class:`PdfExportError` when the device cannot be painted on."""
    painter = QPainter()
    if not painter.begin(device):
        raise PdfExportError(translate("Report", "cannot paint on the printer or file"))
    try:
        return _paint(game, device, painter)
    finally:
        painter.end()


def _paint(game: Game, device: QPagedPaintDevice, painter: QPainter) -> int:
    width, height = float(device.width()), float(device.height())
    footer_font = QFont()
    footer_font.setStyleHint(QFont.StyleHint.SansSerif)
    footer_font.setPointSizeF(FOOTER_POINT_SIZE)
    metrics = QFontMetricsF(footer_font, device)
    footer = metrics.height() * 2.8
    body_height = height - footer
    doc = report_document(game, device, QSizeF(width, body_height))
    pages = max(1, doc.pageCount())

    context = QAbstractTextDocumentLayout.PaintContext()
    palette = QPalette()
    for role in (QPalette.ColorRole.Text, QPalette.ColorRole.WindowText):
        palette.setColor(role, QColor(Qt.GlobalColor.black))
    context.palette = palette
    title = game_title(game)
    line_pen = QPen(QColor(Qt.GlobalColor.black))
    line_pen.setWidthF(max(1.0, device.logicalDpiY() / 150))

    for page in range(pages):
        if page and not device.newPage():
            raise PdfExportError(translate("Report", "cannot start a new page"))
        painter.save()
        painter.translate(0, -page * body_height)
        clip = QRectF(0, page * body_height, width, body_height)
        painter.setClipRect(clip)
        context.clip = clip
        doc.documentLayout().draw(painter, context)
        painter.restore()

        top = body_height + footer * 0.45
        painter.setPen(line_pen)
        painter.drawLine(0, int(top), int(width), int(top))
        painter.setFont(footer_font)
        text_rect = QRectF(0, top, width, footer * 0.55)
        page_text = translate("Report", "Page %1 of %2").replace(
            "%1", str(page + 1)).replace("%2", str(pages))
        flags = Qt.AlignmentFlag.AlignVCenter
        painter.drawText(text_rect, int(flags | Qt.AlignmentFlag.AlignRight), page_text)
        left = metrics.elidedText(title, Qt.TextElideMode.ElideRight,
                                  width - metrics.horizontalAdvance(page_text) * 1.5)
        painter.drawText(text_rect, int(flags | Qt.AlignmentFlag.AlignLeft), left)
    return pages


def export_pdf(game: Game, path: str | Path) -> int:
    """Write the report of ``game`` as a PDF (A4 landscape) to ``path``, whole or not
    at all; return the number of pages. Raises :class:`PdfExportError`."""
    return write_pdf(path, game_title(game), 600, lambda writer: paint_report(game, writer))


def write_pdf(path: str | Path, title: str, resolution: int,
              paint: Callable[[QPdfWriter], T]) -> T:
    """Paint a PDF (A4 landscape, titled ``title``) with ``paint`` in memory, then write
    it to ``path`` whole or not at all (:func:`scoring.records.output.write_output`:
    a temporary file, synced, moved into place). Returns what ``paint`` returns;
    raises :class:`PdfExportError` naming ``path``, the old file left as it was."""
    try:
        output_path(path)  # a folder, a device: refused before the painting
    except OutputError as exc:
        raise PdfExportError(exc.template, **exc.params) from None
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(resolution)
    writer.setPageLayout(a4_landscape())
    writer.setTitle(title)
    writer.setCreator("Mahjong Score Sheet")
    try:
        result = paint(writer)
    except PdfExportError as exc:
        raise PdfExportError(f"{path}: {exc}") from None
    finally:
        del writer  # finishes the document
        buffer.close()
    data = bytes(buffer.data().data())
    if not data.startswith(b"%PDF"):
        cannot = translate("Report", "cannot paint on the printer or file")
        raise PdfExportError(f"{path}: {cannot}")
    try:
        write_output(path, data)
    except OutputError as exc:
        raise PdfExportError(exc.template, **exc.params) from None
    return result


def new_printer() -> QPrinter:
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setPageLayout(a4_landscape())
    return printer


def preview_dialog(game: Game, parent: QWidget | None = None,
                   printer: QPrinter | None = None) -> QPrintPreviewDialog:
    """A print preview of ``game``'s report; it prints through the same painting."""
    printer = printer or new_printer()
    printer.setDocName(game_title(game))
    dialog = QPrintPreviewDialog(printer, parent)
    dialog.setWindowTitle(translate("Report", "Print preview — %1").replace("%1", game_title(game)))
    dialog.paintRequested.connect(lambda p: paint_report(game, p))
    dialog._printer = printer  # type: ignore[attr-defined]  # keep it alive
    return dialog


def print_game(game: Game, parent: QWidget | None = None) -> int:
    """Show the print preview of ``game``; return the dialog's result."""
    dialog = preview_dialog(game, parent)
    try:
        return dialog.exec()
    finally:
        dialog.deleteLater()
