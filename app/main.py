"""Starting the program: the application, its language, the games database, the window."""

from __future__ import annotations

import gc
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTimer, QTranslator
from PySide6.QtWidgets import QApplication, QMessageBox

from app import RESOURCES, pyside_scan

# before the window's modules are imported: PySide6 reads the source of each one
pyside_scan.install()

if TYPE_CHECKING:
    from app.command_line import Options
    from scoring.records.storage import Store

TRANSLATIONS = RESOURCES / "translations"
LANGUAGES = {"en": "English", "sv": "Svenska", "nb": "Norsk bokmål", "cs": "Čeština"}


#: Qt ships no Bokmål translation of its own texts (standard buttons, dialogs): the
#: Nynorsk one reads far closer than the English
QT_FALLBACK = {"nb": "nn"}


def install_translators(app: QApplication, language: str,
                        folder: Path | str = TRANSLATIONS) -> list[QTranslator]:
    """Load the program's and Qt's own translations for ``language`` ('' = the system's
    locale, ``QLocale.system()``) from ``folder`` (the compiled ``mahjong_<lang>.qm``
    files) and Qt's translations folder."""
    locale = QLocale(language) if language else QLocale.system()
    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    translators = []
    for name, where in (("mahjong", str(folder)), ("qtbase", qt_folder)):
        translator = QTranslator(app)
        loaded = translator.load(locale, name, "_", where)
        fallback = QT_FALLBACK.get(QLocale.languageToCode(locale.language()))
        if not loaded and name == "qtbase" and fallback:
            loaded = translator.load(f"{name}_{fallback}", where)
        if loaded:
            app.installTranslator(translator)
            translators.append(translator)
    return translators


def open_database(path: str | Path) -> tuple[Store, set[int]] | None:
    """Open the games database and list its games. A database that cannot be used
    (damaged, from a newer program, not a database) is left as it is, and one message
    box names the problem; then None."""
    from app.rule_texts import message_text
    from scoring.errors import MahjongError
    from scoring.records.storage import Store
    store = None
    try:
        store = Store(path)
        return store, {g.id for g in store.list_games()}
    except MahjongError as exc:
        if store is not None:
            store.close()
        QMessageBox.critical(None, QCoreApplication.translate("MainWindow",
                                                              "Mahjong Score Sheet"),
                             message_text(exc))
        return None


def resume_collection() -> None:
    """Python's cyclic garbage collector on again after the start (see :func:`main`):
    what the start made is frozen first (``gc.freeze``), kept out of every later
    pass: the modules, classes and widgets that live as long as the program."""
    if not gc.isenabled():
        gc.freeze()
        gc.enable()


def main(argv: Sequence[str] | None = None) -> int:
    """Start the window: ``argv`` as sys.argv (the program's name first); see
    app/command_line.py for the options.

    Python's cyclic garbage collector is held off from here until the event loop
    runs (:func:`resume_collection`): the start imports some 80 modules and makes
    the window's widgets, tens of thousands of objects that live as long as the
    program, and the collector would pass over them again and again meanwhile
    (some 10 ms of a start of 0.45 s) for next to no garbage."""
    argv = list(argv if argv is not None else sys.argv)
    from app.command_line import parse
    options = parse(argv[1:])  # --help, --version: printed, exits before Qt starts
    from scoring.games.game import collector_held
    resume = gc.isenabled()  # a caller that held collection keeps it held
    with collector_held():
        return _run(argv, options, resume)


def _run(argv: list[str], options: Options, resume: bool) -> int:
    app = QApplication(argv[:1])
    from app import settings as app_settings
    app_settings.apply_names()
    from app.about import identify
    identify(app)
    install_translators(app, options.language or app_settings.AppSettings().language)

    from app.main_window import MainWindow
    database = options.database or app_settings.database_path()
    opened = open_database(database)
    if opened is None:
        return 1
    store, games = opened
    window = MainWindow(store)
    window.restore_state()
    # the last game is remembered by its number in the program's own database
    last = app_settings.AppSettings().last_game_id if options.database is None else None
    if last in games:
        window.open_game(last)
    window.show()
    if window.game is None:
        window.show_games() if games else window.new_game()
    if resume:
        QTimer.singleShot(0, resume_collection)  # once the event loop runs
    code = app.exec()
    store.close()
    return code
