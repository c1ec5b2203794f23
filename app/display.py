"""How the program shows things, as the user chose (Settings and View menus): honours
as letters or digits, the breakdown's source column.

Honours written as letters are the user's language's letters: the seat letters of the
winds (Swedish ``Ö S V N``) and the dragons' letters (context ``honours``: Swedish
``Vd Gd Rd``). :func:`tile_text` writes a tile so, :func:`read_letters` turns a typed
text back into the notation ``scoring`` reads (which knows the English letters only).

The choices are read from :class:`app.settings.AppSettings` once and kept here, so that
painting and typing never read the settings file.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from itertools import groupby
from operator import attrgetter

from PySide6 import QtGui
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel

from app.translation_marks import QT_TRANSLATE_NOOP
from scoring.hands.hand import Meld
from scoring.hands.notation import HONOUR_LETTERS, Honours, format_meld
from scoring.hands.tiles import Tile

from .settings import AppSettings

#: a number's alignment in a table's cell, and the flags of a cell that can be
#: selected: made once (a Qt flag combined in Python is a new enum value each time,
#: and a view asks for them for every cell it measures and paints)
NUMBER_ALIGNMENT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
SELECTABLE = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

_cache: dict[str, object] = {}


def honours_setting() -> Honours:
    """``"letters"`` (``EEE``, the default) or ``"digits"`` (``111z``)."""
    if "honours" not in _cache:
        _cache["honours"] = AppSettings().honours
    return "digits" if _cache["honours"] == "digits" else "letters"


def set_honours_setting(honours: Honours) -> None:
    stored = AppSettings()
    stored.honours = honours
    stored.sync()
    _cache["honours"] = honours


#: the dragons' letters (the winds' are the seat letters, context "seats")
DRAGON_LETTERS = {"5z": QT_TRANSLATE_NOOP("honours", "Wd"),
                  "6z": QT_TRANSLATE_NOOP("honours", "Gd"),
                  "7z": QT_TRANSLATE_NOOP("honours", "Rd")}


def honour_letters() -> dict[str, str]:
    """The honours' letters in the user's language, by code: ``1z`` -> ``Ö`` (sv)."""
    from .rule_texts import seat_letter
    letters = {f"{i + 1}z": seat_letter(w) for i, w in enumerate("ESWN")}
    letters.update({code: QCoreApplication.translate("honours", text)
                    for code, text in DRAGON_LETTERS.items()})
    return letters


def tile_text(code: str, honours: Honours | None = None) -> str:
    """A tile as the program writes it: its code (``5p``, ``1z``), an honour as its
    letter in the user's language when honours are letters (the setting, or
    ``honours``)."""
    if (honours or honours_setting()) == "letters" and code in HONOUR_LETTERS:
        return honour_letters()[code]
    return code


def tiles_text(codes: Iterable[str], honours: Honours | None = None) -> str:
    """Tiles one by one, as :func:`tile_text` writes them: ``1m 4m Ö``."""
    return " ".join(tile_text(c, honours) for c in codes)


def meld_text(meld: Meld, honours: Honours | None = None) -> str:
    """A set in the notation, an honour's as :func:`tile_text` writes it: ``(ÖÖÖ)``."""
    code = meld.tile.code
    if code not in HONOUR_LETTERS or (honours or honours_setting()) != "letters":
        return meld.notation()
    english = format_meld(meld, "letters")
    return english.replace(HONOUR_LETTERS[code] * len(meld.tiles),
                           tile_text(code, "letters") * len(meld.tiles))


def grouped_text(tiles: Iterable[Tile], honours: Honours | None = None) -> str:
    """Tiles one token per suit (``123m 55p``), honours as :func:`tile_text` writes
    them (``ÖÖ``)."""
    parts = []
    for suit, group in groupby(sorted(tiles, key=attrgetter("sort_key")),
                               key=attrgetter("suit")):
        if suit == "z" and (honours or honours_setting()) == "letters":
            parts.append("".join(tile_text(t.code, "letters") for t in group))
        else:
            parts.append("".join(str(t.rank) for t in group) + suit)
    return " ".join(parts)


def plain(label: QLabel) -> QLabel:
    """``label`` shows its text as it is (a name such as ``<b>Bo</b>`` is never
    markup)."""
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def literal(text: str) -> str:
    """``text`` for a place that reads markup when it sees some (a tooltip, a label,
    a message box): shown as it is, whatever a name in it looks like."""
    return QtGui.Qt.convertFromPlainText(text) if QtGui.Qt.mightBeRichText(text) else text


def read_letters(text: str) -> str:
    """``text`` with the honours' letters of the user's language written as codes
    (``ÖÖÖ`` -> ``1z1z1z``), so that the notation reads it; the English letters the
    user's language does not use otherwise still read as they do in English."""
    letters = {v: k for k, v in honour_letters().items() if HONOUR_LETTERS[k] != v}
    if not letters:
        return text
    pattern = re.compile("|".join(re.escape(v) for v in
                                  sorted(letters, key=len, reverse=True)))
    return pattern.sub(lambda m: letters[m.group(0)], text)


def show_sources_setting() -> bool:
    """Whether the breakdown shows the source column (default: no)."""
    if "sources" not in _cache:
        _cache["sources"] = AppSettings().show_sources
    return bool(_cache["sources"])


def set_show_sources_setting(on: bool) -> None:
    stored = AppSettings()
    stored.show_sources = on
    stored.sync()
    _cache["sources"] = on


def forget() -> None:
    """Read the settings again next time (tests that change them)."""
    _cache.clear()
