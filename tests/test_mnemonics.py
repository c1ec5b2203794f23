"""In every language, the letters underlined in the menu bar and in the hand entry's
labels (Alt+letter) are all different: one key, one place (the Swedish Winner and View
once shared Alt+V)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QLabel

LETTER_OF = "&"


def mnemonic(text: str) -> str | None:
    """The letter after a single ``&`` in ``text`` (``&&`` is a plain ampersand)."""
    i = text.replace("&&", "\0\0").find(LETTER_OF)
    return text[i + 1].casefold() if 0 <= i < len(text) - 1 else None


def letters(window: Any) -> list[tuple[str, str]]:
    found = [(m, a.text()) for a in window.menuBar().actions()
             if (m := mnemonic(a.text()))]
    found += [(m, w.text()) for w in window.findChildren(QLabel)
              if w.isVisible() and w.buddy() is not None and (m := mnemonic(w.text()))]
    return found


@pytest.mark.parametrize("rules", ["norwegian", "ponjan"])
@pytest.mark.parametrize("language", ["sv", "nb", "cs"], indirect=True)
def test_the_underlined_letters_differ(language: str, rules: str, qtbot: Any,
                                       tmp_path: Any) -> None:
    from conftest import laptop_window

    from scoring import load_ruleset
    from scoring.games.game import Game, GameSettings
    from scoring.games.ponjan_game import ponjan_settings
    from scoring.ponjan.rules import load_ponjan_rules
    from scoring.records.storage import Store
    store = Store(tmp_path / "games.sqlite3")
    settings = ponjan_settings(("Anna", "Bo", "Cia"), load_ponjan_rules("ponjan")) \
        if rules == "ponjan" else \
        GameSettings.for_ruleset(("Anna", "Bo", "Cia", "Dan"), load_ruleset(rules))
    window = laptop_window(qtbot, store, Game(settings))
    found = letters(window)
    assert len(found) >= 8, found
    seen: dict[str, str] = {}
    for letter, text in found:
        assert letter not in seen, f"Alt+{letter}: {seen[letter]!r} and {text!r}"
        seen[letter] = text
    store.close()


def test_a_mnemonic_is_read() -> None:
    assert mnemonic("Vi&nnare") == "n" and mnemonic("&Visa") == "v"
    assert mnemonic("Save && quit") is None
