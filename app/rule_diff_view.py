"""Compare two rule sets: what differs from A to B (``mahjong-score rules diff``), as
a table: the file's own keys, the rules whose values differ, the rules only one of
them has."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.rule_texts import message_text, rule_name, ruleset_name
from scoring.errors import MahjongError
from scoring.rules.ruleset import RuleSet, builtin_ids, load_ruleset
from scoring.rules.ruleset_diff import RulesetDiff, diff_rulesets

EDITED = "\0edited"
OPEN_FILE = "\0open"


def _shown(value: Any) -> str:
    if value is None:
        return "—"
    if isinstance(value, bool):
        return QCoreApplication.translate("RuleDiffModel", "yes") if value else \
            QCoreApplication.translate("RuleDiffModel", "no")
    if isinstance(value, list | tuple):
        return ", ".join(str(v) for v in value)
    return str(value)


class RuleDiffModel(QStandardItemModel):
    """The rows of a :class:`RulesetDiff`: what, rule or key, in A, in B."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(0, 4, parent)
        self.setHorizontalHeaderLabels([self.tr("Difference"), self.tr("Rule or key"),
                                        self.tr("In A"), self.tr("In B")])

    def show_diff(self, diff: RulesetDiff) -> None:
        self.removeRows(0, self.rowCount())
        for key, a, b in diff.file:
            self._row(self.tr("The file"), key, _shown(a), _shown(b))
        for change in diff.changed:
            for key, a, b in change.changes:
                self._row(self.tr("Changed"), f"{rule_name(change.name)} ({change.id}): "
                          f"{key}", _shown(a), _shown(b))
        for rule in diff.added:
            self._row(self.tr("Only in B"), f"{rule_name(rule.name)} ({rule.id})", "",
                      rule.value_text())
        for rule in diff.removed:
            self._row(self.tr("Only in A"), f"{rule_name(rule.name)} ({rule.id})",
                      rule.value_text(), "")

    def _row(self, *texts: str) -> None:
        items = [QStandardItem(t) for t in texts]
        for item in items:
            item.setEditable(False)
            item.setToolTip(item.text())
        self.appendRow(items)


class RuleDiffDialog(QDialog):
    """Two rule sets chosen, their differences as a table."""

    def __init__(self, edited: RuleSet | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName("Compare rule sets")
        self.setWindowTitle(self.tr("Compare rule sets"))
        self.edited = edited
        self._loaded: dict[str, RuleSet] = {}
        self.combos = (QComboBox(), QComboBox())
        for n, combo in enumerate(self.combos):
            combo.setAccessibleName("Rule set A" if n == 0 else "Rule set B")
            if edited is not None:
                combo.addItem(self.tr("The rules being edited (%1)").replace(
                    "%1", edited.id), EDITED)
            for rid in builtin_ids():
                combo.addItem(ruleset_name(load_ruleset(rid).name), rid)
            combo.insertSeparator(combo.count())
            combo.addItem(self.tr("Open rule file…"), OPEN_FILE)
            combo.activated.connect(lambda i, c=combo: self._chosen(c, i))
        if edited is not None:  # the edited rules against the rules they copy
            # the built-in set a house copy (bmja-house, bmja-house-2) was made of
            base = re.sub(r"-house(-[0-9]+)?$", "", edited.id)
            found = self.combos[1].findData(base)
            self.combos[1].setCurrentIndex(found if found >= 0 else 1)
        else:
            self.combos[1].setCurrentIndex(1)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.model = RuleDiffModel(self)
        self.table = QTableView()
        self.table.setAccessibleName("Differences")
        self.table.setModel(self.model)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(True)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow(self.tr("Rule set &A:"), self.combos[0])
        form.addRow(self.tr("Rule set &B:"), self.combos[1])
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.message)
        layout.addWidget(self.table, 1)
        layout.addWidget(buttons)
        self.resize(1000, 560)
        self.table.setColumnWidth(0, 110)
        self.table.setColumnWidth(1, 340)
        self.table.setColumnWidth(2, 220)
        self.refresh()

    def _ruleset(self, combo: QComboBox) -> RuleSet:
        data = str(combo.currentData())
        if data == EDITED and self.edited is not None:
            return self.edited
        if data not in self._loaded:
            self._loaded[data] = load_ruleset(data)
        return self._loaded[data]

    def _chosen(self, combo: QComboBox, index: int) -> None:
        if combo.itemData(index) == OPEN_FILE:
            path, _ = QFileDialog.getOpenFileName(self, self.tr("Open rule file"), "",
                                                  self.tr("Rule files (*.toml);;All files (*)"))
            if not path:
                combo.setCurrentIndex(0)
            else:
                found = combo.findData(path)
                if found < 0:
                    found = combo.count() - 2
                    combo.insertItem(found, Path(path).name, path)
                combo.setCurrentIndex(found)
        self.refresh()

    def refresh(self) -> None:
        """The table for the two rule sets chosen."""
        try:
            a, b = (self._ruleset(c) for c in self.combos)
        except MahjongError as exc:
            self.message.setText(message_text(exc))
            self.model.removeRows(0, self.model.rowCount())
            return
        diff = diff_rulesets(a, b)
        self.message.setText(self.tr("%1 and %2: the same rules").replace("%1", a.id)
                             .replace("%2", b.id) if diff.same else
                             self.tr("From %1 to %2: %3 changed, %4 added, %5 removed, "
                                     "%6 keys of the file")
                             .replace("%1", a.id).replace("%2", b.id)
                             .replace("%3", str(len(diff.changed)))
                             .replace("%4", str(len(diff.added)))
                             .replace("%5", str(len(diff.removed)))
                             .replace("%6", str(len(diff.file))))
        self.model.show_diff(diff)
        self.table.resizeRowsToContents()
