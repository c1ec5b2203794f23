"""Add a rule to the rules being edited: one of the conditions the program knows
(``scoring/rules/conditions.py``), its parameters as a form built from the condition's
own declaration (a choice of values: a list; yes or no: a check box; a whole number:
a spin box; a text or a list of texts: a field), its name, value, whom it applies to
and its source. What the rule file would say of the rule is shown as it is typed; the
rule is added only when the file stays valid."""

from __future__ import annotations

import inspect
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.rule_editor_model import RuleEditorModel
from scoring.rules.conditions import CONDITIONS, Condition
from scoring.rules.house_file import parse_value
from scoring.rules.ruleset import condition_spec

#: the pause after a keystroke before the rule is checked (ms)
CHECK_MS = 150


def defaults(condition: Condition) -> dict[str, Any]:
    """The defaults of the condition's parameters (those that have one)."""
    found: dict[str, Any] = {}
    for name, parameter in inspect.signature(condition.fn).parameters.items():
        if name in condition.params and parameter.default is not inspect.Parameter.empty:
            found[name] = parameter.default
    return found


class AddRuleDialog(QDialog):
    """The form of a new rule for ``model``; Add rule adds it (or says why not)."""

    def __init__(self, model: RuleEditorModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName("Add rule")
        self.setWindowTitle(self.tr("Add a rule"))
        self.model = model
        #: the id of the rule added (None: none yet)
        self.added: str | None = None
        self._fields: dict[str, QWidget] = {}
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(CHECK_MS)
        self.timer.timeout.connect(self.check)

        self.condition_combo = QComboBox()
        self.condition_combo.setAccessibleName("Condition")
        for name in sorted(CONDITIONS):
            self.condition_combo.addItem(name, name)
        self.condition_combo.currentIndexChanged.connect(lambda _: self._condition_chosen())
        self.params_box = QGroupBox(self.tr("The condition's parameters"))
        self.params_form = QFormLayout(self.params_box)
        self.id_edit = QLineEdit()
        self.id_edit.setAccessibleName("Rule id")
        self.name_edit = QLineEdit()
        self.name_edit.setAccessibleName("Rule name")
        self.kind_combo = QComboBox()
        for kind, text in (("points", self.tr("points")), ("doubles", self.tr("doubles")),
                           ("limit", self.tr("share of the limit"))):
            self.kind_combo.addItem(text, kind)
        self.value_edit = QLineEdit("2")
        self.value_edit.setAccessibleName("Rule value")
        self.applies_combo = QComboBox()
        for applies, text in (("all", self.tr("every player")),
                              ("winner", self.tr("the winner")),
                              ("loser", self.tr("the losers"))):
            self.applies_combo.addItem(text, applies)
        self.source_edit = QLineEdit(self.tr("house rules"))
        self.source_edit.setAccessibleName("Rule source")
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setAccessibleName("Add rule message")
        self.message.setStyleSheet("color: #b00020")
        for edit in (self.id_edit, self.name_edit, self.value_edit, self.source_edit):
            edit.textChanged.connect(lambda _: self.timer.start())
        for combo in (self.kind_combo, self.applies_combo):
            combo.currentIndexChanged.connect(lambda _: self.timer.start())

        form = QFormLayout()
        form.addRow(self.tr("&Condition:"), self.condition_combo)
        form.addRow(self.params_box)
        form.addRow(self.tr("&Id:"), self.id_edit)
        form.addRow(self.tr("&Name:"), self.name_edit)
        form.addRow(self.tr("&Kind of value:"), self.kind_combo)
        form.addRow(self.tr("&Value:"), self.value_edit)
        form.addRow(self.tr("&Applies to:"), self.applies_combo)
        form.addRow(self.tr("&Source:"), self.source_edit)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("Add &rule"))
        self.buttons.accepted.connect(self.add)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(520)
        self.condition_combo.setCurrentIndex(max(0, self.condition_combo.findData("meld")))
        self._condition_chosen()

    def _condition_chosen(self) -> None:
        condition = CONDITIONS[str(self.condition_combo.currentData())]
        # the condition's own description (in English, as the rule files are written)
        self.condition_combo.setToolTip(" ".join(condition.doc.split()))
        while self.params_form.rowCount():
            self.params_form.removeRow(0)
        self._fields = {}
        found = defaults(condition)
        required = condition_spec(condition).required
        for name, kind in condition.params.items():
            field = self._field(kind, found.get(name))
            field.setAccessibleName(name)
            self._fields[name] = field
            label = self.tr("%1 (required):") if name in required else "%1:"
            self.params_form.addRow(label.replace("%1", name), field)
        self.params_box.setVisible(bool(condition.params))
        self.timer.start()

    def _field(self, kind: tuple[Any, ...] | type, default: Any) -> QWidget:
        if isinstance(kind, tuple):
            combo = QComboBox()
            for value in kind:
                combo.addItem(str(value), value)
            if default is not None:
                combo.setCurrentIndex(max(0, combo.findData(default)))
            combo.currentIndexChanged.connect(lambda _: self.timer.start())
            return combo
        if kind is bool:
            box = QCheckBox()
            box.setChecked(bool(default))
            box.toggled.connect(lambda _: self.timer.start())
            return box
        if kind is int:
            spin = QSpinBox()
            spin.setRange(0, 1000)
            spin.setValue(int(default or 0))
            spin.valueChanged.connect(lambda _: self.timer.start())
            return spin
        edit = QLineEdit("" if default is None else
                         ", ".join(default) if isinstance(default, list | tuple) else str(default))
        if kind is list:
            edit.setPlaceholderText(self.tr("values separated by commas"))
        edit.textChanged.connect(lambda _: self.timer.start())
        return edit

    def rule(self) -> dict[str, Any]:
        """The new rule's keys, as a rule file writes them."""
        condition = CONDITIONS[str(self.condition_combo.currentData())]
        params: dict[str, Any] = {}
        for name, field in self._fields.items():
            kind = condition.params[name]
            if isinstance(field, QComboBox):
                params[name] = field.currentData()
            elif isinstance(field, QCheckBox):
                params[name] = field.isChecked()
            elif isinstance(field, QSpinBox):
                params[name] = field.value()
            elif isinstance(field, QLineEdit) and field.text().strip():
                text = field.text().strip()
                params[name] = [t.strip() for t in text.split(",") if t.strip()] \
                    if kind is list else text
        value_kind = str(self.kind_combo.currentData())
        text = self.value_edit.text().strip()
        value: Any = True if value_kind == "limit" and text in ("", "1") else parse_value(text)
        rule: dict[str, Any] = {"id": self.id_edit.text().strip(),
                                "name": self.name_edit.text().strip(),
                                "condition": condition.name}
        if params:
            rule["params"] = params
        rule[value_kind] = value
        rule["applies"] = str(self.applies_combo.currentData())
        rule["source"] = self.source_edit.text().strip()
        return rule

    def _own_message(self, rule: dict[str, Any]) -> str:
        if not rule["id"]:
            return self.tr("Give the rule an id (letters, digits and -).")
        if not rule["name"]:
            return self.tr("Give the rule a name.")
        if self.model.find("rule", rule["id"]).isValid():
            return self.tr("The rule set has a rule '%1' already.").replace("%1", rule["id"])
        return ""

    def check(self) -> str:
        """The message about the rule as it is now ("" = it can be added)."""
        self.timer.stop()
        rule = self.rule()
        message = self._own_message(rule) or self.model.check_rule(rule)
        self.message.setText(message)
        return message

    def add(self) -> None:
        rule = self.rule()
        message = self._own_message(rule) or self.model.add_rule(rule)
        self.message.setText(message)
        if not message:
            self.added = rule["id"]
            self.accept()
