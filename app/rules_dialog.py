"""The rules reference of a rule set, as the program shows it."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from app.rule_texts import ruleset_name
from scoring.ponjan.rules import PonjanRules
from scoring.rules.ruleset import RuleSet


def show_rules_reference(ruleset: RuleSet | PonjanRules, markdown: str,
                         parent: QWidget | None = None) -> None:
    """Every rule of ``ruleset`` with its value and source (``markdown``, generated
    from its file by the game's front)."""
    dialog = QDialog(parent)
    dialog.setWindowTitle(ruleset_name(ruleset.name))
    dialog.resize(900, 600)
    browser = QTextBrowser()
    browser.setMarkdown(markdown)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    buttons.rejected.connect(dialog.reject)
    layout = QVBoxLayout(dialog)
    layout.addWidget(browser)
    layout.addWidget(buttons)
    dialog.exec()
