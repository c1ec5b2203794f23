"""The scoring engine's names in the user's language: rules, rule sets, tiles, winds,
the sources of the winning tile and the special situations.

``scoring`` never imports Qt, so these names are English data there. The generated
module app/engine_names.py repeats every one of them inside ``QT_TRANSLATE_NOOP`` so
that ``pyside6-lupdate`` puts them in the ``.ts`` files; the functions here look them
up with ``QCoreApplication.translate``. A name without a translation (a rule of a
user's own rule file) is shown as it is.

After adding or renaming a rule in ``scoring/rulesets/*.toml``, regenerate that module
and update the translations::

    python scripts/make_engine_names.py
    python scripts/update_translations.py   (see resources/translations/README.md)

``tests/test_translations.py`` fails while the module and the rule files differ.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from app.translation_marks import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from scoring.hands.tiles import Tile
    from scoring.ponjan.rules import PonjanRules
    from scoring.rules.ruleset import RuleSet

#: the translation contexts
RULES = "rules"
RULESETS = "rulesets"
TILES = "tiles"
WINDS = "winds"
SITUATIONS = "situations"
ERRORS = "errors"


def rule_name(name: str) -> str:
    """A rule's name (``Rule.name``, ``Item.name``) in the user's language."""
    return QCoreApplication.translate(RULES, name)


def one_line(text: str) -> str:
    """``text`` with its line breaks and runs of spaces made single spaces."""
    return " ".join(text.split())


def ruleset_name(name: str) -> str:
    """A rule set's name (``RuleSet.name``) in the user's language."""
    return QCoreApplication.translate(RULESETS, name)


def ruleset_description(ruleset: RuleSet | PonjanRules) -> str:
    """A rule set's description, on one line, in the user's language."""
    return QCoreApplication.translate(RULESETS, one_line(ruleset.description))


def tile_name(t: Tile | str) -> str:
    """A tile's name (a ``Tile`` or its code, a Ponjan tile's code too) in the user's
    language: ``5 Dots``, ``Red 0``."""
    if isinstance(t, str):
        from scoring.ponjan.tiles import is_ponjan_code, ponjan_tile
        if is_ponjan_code(t):
            return QCoreApplication.translate(TILES, ponjan_tile(t).name)
        from scoring.hands.tiles import tile
        t = tile(t)
    return QCoreApplication.translate(TILES, t.name)


def tile_label(t: Tile | str) -> str:
    """A tile's short name as a button says it: ``5 Dots``, ``East Wind``, ``Plum``
    (the name without its explanation in brackets; English names in title case)."""
    if isinstance(t, str):
        from scoring.ponjan.tiles import is_ponjan_code
        if is_ponjan_code(t):
            return tile_name(t)
        from scoring.hands.tiles import tile
        t = tile(t)
    name = QCoreApplication.translate(TILES, t.name)
    if name == t.name:
        name = " ".join(w[:1].upper() + w[1:] for w in name.split())
    return name.split(" (")[0]


def wind_name(seat: str) -> str:
    """A wind by its letter (E, S, W, N) in the user's language: ``East``; other
    text is returned as it is."""
    from scoring.hands.tiles import WIND_NAMES
    name = WIND_NAMES.get(seat)
    return seat if name is None else QCoreApplication.translate(WINDS, name)


#: the seat letters, translated in the context "seats" (sv: Ö S V N)
SEAT_LETTERS = {"E": QT_TRANSLATE_NOOP("seats", "E"), "S": QT_TRANSLATE_NOOP("seats", "S"),
                "W": QT_TRANSLATE_NOOP("seats", "W"), "N": QT_TRANSLATE_NOOP("seats", "N")}


def seat_letter(seat: str) -> str:
    """A seat wind's letter (E, S, W, N) in the user's language: ``Ö`` for East in
    Swedish; other text is returned as it is."""
    letter = SEAT_LETTERS.get(seat)
    return seat if letter is None else QCoreApplication.translate("seats", letter)


def source_name(source: str) -> str:
    """Where the winning tile came from (``wall``, ``discard`` ...), in words."""
    from scoring.hands.situation import SOURCE_NAMES
    return QCoreApplication.translate(SITUATIONS, SOURCE_NAMES.get(source, source))


def flag_name(flag: str) -> str:
    """A special situation (``original-call`` ...), in words."""
    from scoring.hands.situation import FLAG_NAMES
    return QCoreApplication.translate(SITUATIONS, FLAG_NAMES.get(flag, flag))


def message_text(message: object) -> str:
    """An error or message of the engine (a ``MahjongError`` or ``Msg``) in the user's
    language: its template translated, then its values filled in (values that are
    messages themselves are translated the same way). Anything else as it is."""
    from scoring.errors import MahjongError, Msg, format_message
    if not isinstance(message, MahjongError | Msg):
        return str(message)
    context = message.context if isinstance(message, Msg) else ERRORS
    template = QCoreApplication.translate(context, message.template)
    values = {k: message_text(v) for k, v in message.params.items()}
    try:
        return format_message(template, values)
    except (KeyError, IndexError, ValueError):  # a translation that lost a placeholder
        return format_message(message.template, values)
