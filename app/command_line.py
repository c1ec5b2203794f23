"""The window program's command line, read before Qt makes a window (so ``--help`` and
``--version`` need no display):

    mahjong-scoresheet [--lang en|sv|nb|cs] [DATABASE]
    mahjong-scoresheet --version | --help

The help speaks the language the window would (``--lang``, else the one chosen in the
program, else the system's), from the program's translations, without a QApplication.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from pathlib import Path
from typing import NamedTuple

from PySide6.QtCore import QLocale, QStandardPaths, QTranslator

from app.translation_marks import QT_TRANSLATE_NOOP
from scoring import __version__

PROGRAM = "mahjong-scoresheet"
LANGUAGE_CODES = ("en", "sv", "nb", "cs")
CONTEXT = "CommandLine"

DESCRIPTION = QT_TRANSLATE_NOOP(
    "CommandLine", "Mahjong Score Sheet: scores mahjong hands under your house rules, keeps "
    "the score sheet and works out who pays whom.")
USAGE = QT_TRANSLATE_NOOP("CommandLine", "usage: ")
ARGUMENTS = QT_TRANSLATE_NOOP("CommandLine", "arguments")
OPTIONS = QT_TRANSLATE_NOOP("CommandLine", "options")
DATABASE_HELP = QT_TRANSLATE_NOOP(
    "CommandLine", "the games database to open; made if there is no such file (default: "
    "%1)")
LANG_HELP = QT_TRANSLATE_NOOP(
    "CommandLine", "the language of the window, this time only: en, sv, nb or cs "
    "(default: the one chosen in the program, else the system's)")
VERSION_HELP = QT_TRANSLATE_NOOP("CommandLine", "print the version and stop")
HELP_HELP = QT_TRANSLATE_NOOP("CommandLine", "print this help and stop")


class Options(NamedTuple):  # a named tuple: made at import 7x faster than a dataclass
    """What the command line asked for: ``language`` '' = as chosen in the program;
    ``database`` None = the program's own."""
    language: str
    database: Path | None


def default_database() -> Path:
    """Where the program keeps its games (app/settings.py's ``database_path``), worked
    out without making the folder: printing the help writes nothing."""
    from app import settings
    settings.apply_names()
    return Path(QStandardPaths.writableLocation(
        QStandardPaths.StandardLocation.AppDataLocation)) / settings.DATABASE_NAME


def chosen_language(args: Sequence[str]) -> str:
    """The language of this run: ``--lang`` (if valid), else the program's setting
    ('' = the system's)."""
    for i, arg in enumerate(args):
        value = (args[i + 1] if arg == "--lang" and i + 1 < len(args)
                 else arg.split("=", 1)[1] if arg.startswith("--lang=") else None)
        if value in LANGUAGE_CODES:
            return value
    from app import settings
    return settings.AppSettings().language


def translator_for(language: str) -> QTranslator:
    from app.main import TRANSLATIONS
    translator = QTranslator()
    translator.load(QLocale(language) if language else QLocale.system(), "mahjong", "_",
                    str(TRANSLATIONS))
    return translator


def parser(language: str = "") -> argparse.ArgumentParser:
    translator = translator_for(language)

    def tr(text: object) -> str:  # QT_TRANSLATE_NOOP gives back its text (typed object)
        return translator.translate(CONTEXT, str(text)) or str(text)

    class Formatter(argparse.HelpFormatter):
        def add_usage(self, usage: str | None, actions: object, groups: object,
                      prefix: str | None = None) -> None:
            super().add_usage(usage, actions, groups,  # type: ignore[arg-type]
                              tr(USAGE) if prefix is None else prefix)

    result = argparse.ArgumentParser(prog=PROGRAM, description=tr(DESCRIPTION),
                                     add_help=False, formatter_class=Formatter)
    arguments = result.add_argument_group(tr(ARGUMENTS))
    arguments.add_argument("database", nargs="?", metavar="DATABASE", type=Path,
                           help=tr(DATABASE_HELP).replace("%1", str(default_database())))
    options = result.add_argument_group(tr(OPTIONS))
    options.add_argument("-h", "--help", action="help", help=tr(HELP_HELP))
    options.add_argument("--version", action="version", version=f"{PROGRAM} {__version__}",
                         help=tr(VERSION_HELP))
    options.add_argument("--lang", choices=LANGUAGE_CODES, default="", help=tr(LANG_HELP))
    return result


def parse(args: Sequence[str]) -> Options:
    """Read the arguments (without the program's name). ``--help`` and ``--version``
    print and exit 0; a wrong argument prints the usage and exits 2 (SystemExit).
    No arguments: nothing to read (the translated help is not made)."""
    if not args:
        return Options(language="", database=None)
    namespace = parser(chosen_language(args)).parse_args(list(args))
    database = namespace.database.expanduser().absolute() if namespace.database else None
    return Options(language=namespace.lang, database=database)
