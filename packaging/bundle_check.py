"""Start the program for real and use it: the check of a built app (and of a checkout).

Run inside the built app (the bundle's program runs this instead of the score sheet
when ``MAHJONG_SCORESHEET_BUNDLE_CHECK`` names an output folder), or from a checkout::

    python packaging/bundle_check.py OUTDIR

It keeps the user's data out of it (HOME and the XDG folders point into OUTDIR), puts
a game of two hands in the games database and makes it the last game, then starts the
program through ``app.main.main`` as a user would. When the main window is first shown
it writes down the time, then: checks the game is open, exports the PDF and the
workbook through Game > Export PDF / Export workbook (the file dialog answered with a
path in OUTDIR), opens Game > Print (the print preview: it must show the pages) and
prints from it to a PDF printer (Qt's, as the print dialog's "Print to file (PDF)"),
loads the Swedish, Norwegian and Czech translations (the program's
and Qt's own) and renders a tile picture, and quits. It prints one JSON object and
writes it to OUTDIR/report.json (``shown_at``: the wall-clock time the window was
shown, seconds since the epoch; ``checks``: name -> true/false or a message), and
exits 0 only when every check passed.
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path
from typing import Any


def _prepare(out: Path) -> None:
    """Private folders for settings and data, and a game of two hands as the last game."""
    for name, sub in (("HOME", "home"), ("XDG_CONFIG_HOME", "config"),
                      ("XDG_DATA_HOME", "data"), ("XDG_CACHE_HOME", "cache")):
        folder = out / sub
        folder.mkdir(parents=True, exist_ok=True)
        os.environ[name] = str(folder)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def _make_game() -> None:
    from PySide6.QtCore import QCoreApplication

    from app import settings
    from scoring import load_ruleset
    from scoring.games.game import Entry, Game, GameSettings, HandRecord
    from scoring.records.storage import Store

    assert QCoreApplication.instance() is None
    store = Store(settings.database_path())
    game = Game(GameSettings.for_ruleset(("Anna", "Bo", "Cia", "Dan"),
                                         load_ruleset("swedish")), name="Bundle check")
    game_id = store.create_game(game)
    store.record_hand(game_id, HandRecord(
        entries=(Entry(score=16), Entry(score=8), Entry(tiles="123m 456m 789s 555p 22s"),
                 Entry(score=26)), winner=2, win_tile="2s"))
    store.record_hand(game_id, HandRecord(
        entries=(Entry(score=4), Entry(score=8), Entry(score=0), Entry(score=2)),
        winner=None))
    store.close()
    settings.AppSettings().last_game_id = game_id
    settings.AppSettings().sync()


def _checks(out: Path, window: Any) -> dict[str, Any]:
    from PySide6.QtCore import QCoreApplication, QLibraryInfo
    from PySide6.QtWidgets import QApplication, QFileDialog

    from app.main import install_translators
    from app.tile_art import tile_pixmap

    results: dict[str, Any] = {}
    results["game open"] = (window.game is not None and window.game.name == "Bundle check"
                            and len(window.game.hands) == 2)
    answers = iter([str(out / "sheet.pdf"), str(out / "sheet.xlsx")])
    QFileDialog.getSaveFileName = staticmethod(  # type: ignore[method-assign]
        lambda *args, **kwargs: (next(answers), ""))
    window.pdf_action.trigger()
    window.xlsx_action.trigger()
    pdf = out / "sheet.pdf"
    results["pdf written"] = pdf.is_file() and pdf.read_bytes()[:5] == b"%PDF-"
    xlsx = out / "sheet.xlsx"
    results["workbook written"] = xlsx.is_file() and xlsx.read_bytes()[:2] == b"PK"
    results.update(_print(out, window))
    app = QApplication.instance()
    expected = {"sv": "&Hjälp", "nb": "&Hjelp", "cs": "Nápově&da"}
    qt_expected = {"sv": "Stäng", "nb": "Lukk", "cs": "Zavřít"}
    for lang, help_text in expected.items():
        translators = install_translators(app, lang)  # type: ignore[arg-type]
        own = QCoreApplication.translate("MainWindow", "&Help")
        qt = QCoreApplication.translate("QPlatformTheme", "Close")
        for translator in translators:
            app.removeTranslator(translator)  # type: ignore[union-attr]
        results[f"translation {lang}"] = own == help_text or f"{own!r} != {help_text!r}"
        results[f"qt translation {lang}"] = (qt == qt_expected[lang]
                                             or f"{qt!r} != {qt_expected[lang]!r}")
    results["tile picture"] = not tile_pixmap("5p", 40).isNull()
    results["qt translations folder"] = Path(
        QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)).is_dir()
    return results


def _print(out: Path, window: Any) -> dict[str, Any]:
    """Game > Print: the preview shows the pages; its printer, made a PDF printer,
    prints them into OUTDIR/printed.pdf."""
    from PySide6.QtCore import QTimer
    from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog, QPrintPreviewWidget
    from PySide6.QtWidgets import QApplication

    results: dict[str, Any] = {"print preview shown": False}
    printed = out / "printed.pdf"

    def in_the_preview() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QPrintPreviewDialog):
            if dialog is not None:
                dialog.close()
            return
        preview = dialog.findChild(QPrintPreviewWidget)
        pages = preview.pageCount() if preview is not None else 0
        results["print preview shown"] = pages > 0 or f"{pages} pages in the preview"
        printer = dialog.printer()
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(printed))
        if preview is not None:
            preview.print_()
        dialog.reject()

    QTimer.singleShot(0, in_the_preview)
    window.print_action.trigger()
    data = printed.read_bytes() if printed.is_file() else b""
    results["printed to a PDF printer"] = ((data[:5] == b"%PDF-" and b"/Type /Page" in data)
                                           or f"{len(data)} bytes printed")
    return results


def run(out_dir: str) -> int:
    out = Path(out_dir).resolve()
    out.mkdir(parents=True, exist_ok=True)
    _prepare(out)
    _make_game()

    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication, QMainWindow

    from app.main import main

    report: dict[str, Any] = {"frozen": bool(getattr(sys, "frozen", False))}

    class FirstShow(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if (event.type() == QEvent.Type.Show and isinstance(watched, QMainWindow)
                    and "shown_at" not in report):
                report["shown_at"] = time.time()
                QTimer.singleShot(0, lambda: finish(watched))
            return False

    def finish(window: Any) -> None:
        try:
            report["checks"] = _checks(out, window)
        except Exception as exc:  # the report says what broke
            report["checks"] = {"error": f"{type(exc).__name__}: {exc}"}
        window.close()
        QApplication.quit()

    watcher = FirstShow()
    original_init = QApplication.__init__

    def init_and_watch(self: QApplication, *args: Any) -> None:
        original_init(self, *args)
        self.installEventFilter(watcher)

    QApplication.__init__ = init_and_watch  # type: ignore[method-assign]
    code = main(["mahjong-scoresheet"])
    report["exit"] = code
    checks = report.get("checks", {"error": "the main window was never shown"})
    text = json.dumps(report, ensure_ascii=False)
    (out / "report.json").write_text(text, encoding="utf-8")
    if sys.stdout is not None:  # a windowed program on Windows has no stdout
        print(text)
    return 0 if code == 0 and all(v is True for v in checks.values()) else 1


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(f"usage: {sys.argv[0]} OUTDIR")
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    sys.exit(run(sys.argv[1]))
