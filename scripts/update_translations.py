"""Bring the translation files up to date with the program's texts.

    python scripts/update_translations.py            # lupdate every .ts, then report
    python scripts/update_translations.py --check    # only report; exit 1 if unfinished

Runs ``pyside6-lupdate`` over ``app/*.py`` for each ``resources/translations/
mahjong_<lang>.ts`` (new texts come in as unfinished, texts that are gone are dropped,
no source locations are kept so the files change only when the texts do), removes
the "comments for the translator" that lupdate takes from the code's ``#:``
documentation comments, and says how many messages each file has and how many are
unfinished. Translate the unfinished ones with Qt Linguist (``pyside6-linguist``) or
an editor. Run ``python scripts/make_engine_names.py`` first when a rule file changed.

The ``.qm`` files the program loads are compiled from these by the build (setup.py):
``pip install -e .`` again, or ``pyside6-lrelease resources/translations/*.ts``.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from pathlib import Path

import qt_tools  # scripts/qt_tools.py, beside this script

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "resources" / "translations"
#: the languages translated, with the locale lupdate writes into the file
LANGUAGES = {"sv": "sv_SE", "nb": "nb_NO", "cs": "cs_CZ"}


def qt_tool(name: str) -> str:
    """The path of a Qt tool shipped with PySide6 (``lupdate``, ``lrelease``), found
    by scripts/qt_tools.py; stops with a message when there is none."""
    found = qt_tools.qt_tool(name)
    if found is None:
        raise SystemExit(f"{name} not found: install PySide6 (pip install -e .)")
    return found


def counts(path: Path) -> tuple[int, int]:
    """(messages, unfinished) of a .ts file."""
    text = path.read_text(encoding="utf-8")
    return text.count("<message"), text.count('type="unfinished"')


def update(path: Path, locale: str) -> None:
    sources = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "app").glob("*.py"))
    subprocess.run([qt_tool("lupdate"), *sources, "-locations", "none", "-no-obsolete",
                    "-silent", "-target-language", locale, "-ts", str(path.relative_to(ROOT))],
                   cwd=ROOT, check=True)
    text = path.read_text(encoding="utf-8")
    text = re.sub(r"\n *<extracomment>.*?</extracomment>", "", text, flags=re.DOTALL)
    path.write_text(text, encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="do not update; exit 1 if a message is unfinished")
    args = parser.parse_args(argv)
    unfinished_total = 0
    for lang, locale in LANGUAGES.items():
        path = FOLDER / f"mahjong_{lang}.ts"
        if not args.check:
            update(path, locale)
        messages, unfinished = counts(path)
        unfinished_total += unfinished
        print(f"{path.relative_to(ROOT)}: {messages} messages, {unfinished} unfinished")
    return 1 if args.check and unfinished_total else 0


if __name__ == "__main__":
    sys.exit(main())
