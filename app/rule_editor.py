"""Game > Rule editor: a rule set's rules edited in place, with the What if panel
beside them (see app/rule_editor_model.py and app/what_if_panel.py).

The editor opens the open game's rules, a built-in rule set or a rule file. Each
value is checked as it is typed (the message beside the field); a built-in rule set
(or the game's copy of one) is never changed: the first change starts a copy, saved
with Save as. Save writes the house rule file whole or not at all.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSplitter,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from app.display import literal
from app.game_front import front_of
from app.rule_editor_model import EDIT, NAME, SOURCE, VALUE, RuleEditorModel
from app.rule_texts import message_text, ruleset_name
from app.what_if_panel import WhatIfPanel
from scoring.errors import MahjongError
from scoring.games.game import Game
from scoring.records.game_table import SetRules
from scoring.records.output import write_output
from scoring.records.season import Copy
from scoring.records.what_if import GameWhatIf
from scoring.rules.ruleset import builtin_ids, load_ruleset, read_rule_text

Index = QModelIndex | QPersistentModelIndex
#: the combo's entries that are not a rule set
GAME_RULES = "\0game"
OPEN_FILE = "\0open"


class ValueDelegate(QStyledItemDelegate):
    """A value's field: checked by the model as it is typed (the message beside it)."""

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem,
                     index: Index) -> QWidget:
        field = QLineEdit(parent)
        field.setAccessibleName("Value")
        model = index.model()
        row = QPersistentModelIndex(index)
        if isinstance(model, RuleEditorModel):
            field.textEdited.connect(lambda text: model.try_text(row, text))
        return field

    def setEditorData(self, editor: QWidget, index: Index) -> None:
        if isinstance(editor, QLineEdit):
            editor.setText(str(index.data(EDIT) or ""))

    def setModelData(self, editor: QWidget, model: Any, index: Index) -> None:
        if isinstance(editor, QLineEdit) and editor.text().strip() != str(index.data(EDIT)):
            model.setData(index, editor.text())


class RuleEditor(QDialog):
    """The rule editor (accessible name ``Rule editor``)."""

    def __init__(self, game: Game | None, season: Callable[[], Sequence[Copy]] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName("Rule editor")
        self.setWindowFlag(Qt.WindowType.WindowMaximizeButtonHint, True)
        self.game = game
        self.model: RuleEditorModel | None = None
        self._chosen = 0

        self.source_combo = QComboBox()
        self.source_combo.setAccessibleName("Rule set to edit")
        if game is not None and front_of(game).has_house_rules:
            self.source_combo.addItem(self.tr("The game's rules (%1)").replace(
                "%1", ruleset_name(game.ruleset.name)), GAME_RULES)
        for rid in builtin_ids():
            try:
                self.source_combo.addItem(ruleset_name(load_ruleset(rid).name), rid)
            except MahjongError:
                continue
        self.source_combo.insertSeparator(self.source_combo.count())
        self.source_combo.addItem(self.tr("Open rule file…"), OPEN_FILE)
        self.source_combo.activated.connect(self._source_chosen)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setAccessibleName("Rule editor note")
        self.view = QTreeView()
        self.view.setAccessibleName("Rules")
        self.view.setAlternatingRowColors(True)
        self.view.setWordWrap(True)  # a long message beside its field takes more lines
        self.view.setItemDelegateForColumn(VALUE, ValueDelegate(self.view))
        self.view.setEditTriggers(QTreeView.EditTrigger.DoubleClicked
                                  | QTreeView.EditTrigger.EditKeyPressed
                                  | QTreeView.EditTrigger.AnyKeyPressed)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setAccessibleName("Rule editor message")
        self.message.setStyleSheet("color: #b00020")
        self.message.hide()
        self.what_if = WhatIfPanel(game, season)
        self.save_button = QPushButton(self.tr("&Save"))
        self.save_button.clicked.connect(self.save)
        self.save_as_button = QPushButton(self.tr("Save &as…"))
        self.save_as_button.clicked.connect(self.save_as)
        self.add_button = QPushButton(self.tr("A&dd rule…"))
        self.add_button.setToolTip(self.tr("A rule made of a condition the program knows"))
        self.add_button.clicked.connect(self.add_rule)
        self.compare_button = QPushButton(self.tr("&Compare…"))
        self.compare_button.setToolTip(self.tr("What differs between two rule sets"))
        self.compare_button.clicked.connect(self.compare)
        self.rescore_button = QPushButton(self.tr("Rescore &this game under these rules…"))
        self.rescore_button.setAccessibleName(self.tr("Rescore this game under these rules"))
        self.rescore_button.setToolTip(self.tr("The open game scored under the rules shown "
                                               "from now on (Edit > Undo puts its own back)"))
        self.rescore_button.clicked.connect(self.rescore)
        self.rescore_button.hide()  # shown when the editor follows the window's game
        self._session: Any = None
        self._undo_stack: QUndoStack | None = None
        self.what_if.shown.connect(self._update_rescore)
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.close)

        top = QHBoxLayout()
        label = QLabel(self.tr("&Rules:"))
        label.setBuddy(self.source_combo)
        top.addWidget(label)
        top.addWidget(self.source_combo, 1)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addLayout(top)
        left_layout.addWidget(self.note)
        left_layout.addWidget(self.view)
        left_layout.addWidget(self.message)
        splitter = QSplitter()
        splitter.addWidget(left)
        splitter.addWidget(self.what_if)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        buttons = QHBoxLayout()
        for b in (self.add_button, self.compare_button, self.rescore_button,
                  self.save_button, self.save_as_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        buttons.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter, 1)
        layout.addLayout(buttons)
        self.resize(1240, 680)
        self._source_chosen(0)

    def follow(self, session: Any, undo_stack: QUndoStack | None = None) -> None:
        """Keep the What if panel on the game of ``session`` (an app.session
        GameSession): a hand recorded or another game opened is computed again. With
        the window's ``undo_stack``, the game can be rescored under the rules shown
        (an undoable edit of the game)."""
        self._session = session
        self._undo_stack = undo_stack
        self.rescore_button.setVisible(undo_stack is not None)
        session.changed.connect(self._session_changed)

    def _session_changed(self) -> None:
        game = self._session.game
        self.game = game
        self.what_if.set_game(game)
        index = self.source_combo.findData(GAME_RULES)
        if index >= 0 and game is not None and front_of(game).has_house_rules:
            self.source_combo.setItemText(index, self.tr("The game's rules (%1)").replace(
                "%1", ruleset_name(game.ruleset.name)))
        self._update_rescore()

    # -- opening -------------------------------------------------------------------------

    def _source_chosen(self, index: int) -> None:
        data = self.source_combo.itemData(index)
        if data == OPEN_FILE:
            self.source_combo.setCurrentIndex(self._chosen)
            path, _ = QFileDialog.getOpenFileName(self, self.tr("Open rule file"), "",
                                                  self.tr("Rule files (*.toml);;All files (*)"))
            if path:
                self.open_file(Path(path))
            return
        if not self._may_leave():
            self.source_combo.setCurrentIndex(self._chosen)
            return
        try:
            if data == GAME_RULES and self.game is not None:
                rs = self.game.ruleset
                self._open(rs.text, rs.path or rs.id, None)
            elif str(data) in builtin_ids():
                text, path = read_rule_text(str(data))
                self._open(text, path, None)
            else:  # a rule file opened or saved before: edited in place again
                text, _ = read_rule_text(str(data))
                self._open(text, str(data), Path(str(data)))
        except MahjongError as exc:
            QMessageBox.warning(self, self.tr("Cannot open the rules"),
                                literal(message_text(exc)))
            self.source_combo.setCurrentIndex(self._chosen)
            return
        self._chosen = index

    def open_file(self, path: Path) -> bool:
        """Edit the rule file ``path`` (Save writes it); False if it cannot be read."""
        if not self._may_leave():
            return False
        try:
            text, _ = read_rule_text(str(path))
            self._open(text, str(path), path)
        except MahjongError as exc:
            QMessageBox.warning(self, self.tr("Cannot open the rules"),
                                literal(message_text(exc)))
            return False
        index = self.source_combo.findData(str(path))
        if index < 0:
            index = self.source_combo.count() - 2
            self.source_combo.insertItem(index, path.name, str(path))
        self.source_combo.setCurrentIndex(index)
        self._chosen = index
        return True

    def _open(self, text: str, path: str, file: Path | None) -> None:
        model = RuleEditorModel(text, Path(path).name if file else path, file, self)
        # the game's copy of its rules, like a built-in set, is not changed in place
        if file is None:
            model.read_only = True
        self.model = model
        self.view.setModel(model)
        self.view.expandAll()
        header = self.view.header()
        header.setSectionResizeMode(NAME, QHeaderView.ResizeMode.Interactive)
        self.view.setColumnWidth(NAME, 310)
        # wide enough for a share of the limit in every language ("0.5 av maxgränsen")
        self.view.setColumnWidth(VALUE, 150)
        self.view.setColumnWidth(SOURCE, 110)
        header.setStretchLastSection(True)
        model.changed.connect(self._changed)
        model.said.connect(self._say)
        self._say("")
        self.what_if.set_rules(model.ruleset, now=True)
        self._update_state()

    def _say(self, message: str) -> None:
        """The message about the value typed last, under the rules (and beside it)."""
        self.message.setText(message)
        self.message.setVisible(bool(message))

    def _changed(self, ruleset: Any) -> None:
        self.what_if.set_rules(ruleset)
        self._update_state()

    def _update_state(self) -> None:
        model = self.model
        if model is None:
            return
        rs = model.ruleset
        if model.read_only:
            self.note.setText(self.tr("%1 is read-only: your first change starts a copy "
                                      "of it (id %2), which Save as writes as a house rule "
                                      "file.").replace("%1", html.escape(ruleset_name(rs.name)))
                              .replace("%2", html.escape(model.copy_id)))
        elif model.file is None:
            self.note.setText(self.tr("A copy (id %1), not saved yet: Save as writes it as "
                                      "a house rule file.").replace("%1", html.escape(rs.id)))
        else:
            self.note.setText(self.tr("%1 (id %2)%3").replace("%1", html.escape(str(model.file)))
                              .replace("%2", html.escape(rs.id))
                              .replace("%3", self.tr(", changed, not saved")
                                       if model.modified else ""))
        self.save_button.setEnabled(model.modified)
        self._update_rescore()
        self.setWindowTitle(self.tr("Rule editor: %1").replace("%1", ruleset_name(rs.name))
                            + (" *" if model.modified else ""))

    # -- saving --------------------------------------------------------------------------

    def save(self) -> bool:
        if self.model is None:
            return False
        if self.model.file is None:
            return self.save_as()
        return self._write(self.model.file)

    def save_as(self) -> bool:
        """Save the rules shown as a new file. A rule file saved as another is a copy
        of it, with the id of a copy (``club-house`` -> ``club-house-2``: see
        :func:`~scoring.rules.house_file.copy_id`); the copy is then edited."""
        if self.model is None:
            return False
        from app.settings import AppSettings
        folder = AppSettings().last_folder
        copying = self.model.file is not None
        new_id = self.model.copy_id if copying else self.model.ruleset.id
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save the house rules"), str(Path(folder) / f"{new_id}.toml"),
            self.tr("Rule files (*.toml)"))
        if not path:
            return False
        target = Path(path if path.endswith(".toml") else path + ".toml")
        AppSettings().last_folder = str(target.parent)
        if copying and self.model.file is not None and \
                target.resolve() == self.model.file.resolve():
            return self._write(target)  # the same file: saved as it is
        return self._write(target, new_id if copying else None)

    def _write(self, target: Path, new_id: str | None = None) -> bool:
        """Write the rules shown to ``target`` (with the id ``new_id`` when given)."""
        assert self.model is not None
        try:
            text = self.model.document.text if new_id is None else \
                self.model.copied(new_id, target.name)
            write_output(target, text.encode("utf-8"))
        except MahjongError as exc:
            QMessageBox.warning(self, self.tr("Cannot save the rules"),
                                literal(message_text(exc)))
            return False
        if new_id is not None:
            self.model.adopt(text, target.name)
        self.model.file = target
        self.model.modified = False
        self.model.read_only = False
        index = self.source_combo.findData(str(target))
        if index < 0:
            index = self.source_combo.count() - 2
            self.source_combo.insertItem(index, target.name, str(target))
        self.source_combo.setCurrentIndex(index)
        self._chosen = index
        self._update_state()
        return True

    def _may_leave(self) -> bool:
        """True when the rules shown may be put away (saved, or their changes let go)."""
        if self.model is None or not self.model.modified:
            return True
        answer = QMessageBox.question(
            self, self.tr("Rule editor"), self.tr("Save the changes to the rules first?"),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel)
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    def closeEvent(self, event: Any) -> None:
        if self._may_leave():
            event.accept()
        else:
            event.ignore()

    def reject(self) -> None:  # Esc: as closing the window
        self.close()

    # -- adding and comparing ----------------------------------------------------------

    def add_rule(self) -> None:
        """Add a rule (see app/rule_add_dialog.py); the new rule's row is selected."""
        if self.model is None:
            return
        from app.rule_add_dialog import AddRuleDialog
        dialog = AddRuleDialog(self.model, self)
        if dialog.exec() and dialog.added is not None:
            self.view.expandAll()
            row = self.model.find("rule", dialog.added)
            self.view.setCurrentIndex(row)
            self.view.scrollTo(row)
        dialog.deleteLater()

    # -- rescoring the open game ----------------------------------------------------------

    def _rescore_operation(self) -> tuple[SetRules, GameWhatIf] | None:
        """The rescore of the open game under the rules shown, with what the What if
        panel found it would do; None when there is none to make (no game followed, a
        result not computed yet, or the rules are the game's own)."""
        game, found = self.game, self.what_if.game_result()
        result = self.what_if.result
        if (self._undo_stack is None or game is None or game.id is None or found is None
                or result is None or self.model is None):
            return None
        op = SetRules.of(game.id, result.ruleset)
        return (op, found) if op.changes(game) else None

    def _update_rescore(self) -> None:
        self.rescore_button.setEnabled(self._rescore_operation() is not None)

    def rescore(self) -> None:
        """Rescore the open game under the rules shown, once the user says so; Edit >
        Undo in the window puts its own rules back."""
        found = self._rescore_operation()
        if found is None or self.game is None or self._undo_stack is None:
            return
        op, what = found
        game = self.game
        refused = [u for u in what.unscored if what.real_figures[u.hand - 1].problem is None]
        if refused:
            QMessageBox.warning(self, self.tr("The game cannot be rescored"), literal(
                self.tr("Hand %1 cannot be scored under these rules: %2").replace(
                    "%1", str(refused[0].hand)).replace("%2", message_text(refused[0].reason))))
            return
        name = game.name or ", ".join(game.players)
        rules = ruleset_name(what.game.ruleset.name)
        changed = len(what.changed)
        text = (self.tr("Rescore the game “%1” under %2?").replace("%1", name)
                .replace("%2", rules) + "\n\n"
                + (self.tr("1 hand scores differently under them.") if changed == 1 else
                   self.tr("%1 hands score differently under them.").replace(
                       "%1", str(changed)))
                + " " + self.tr("Edit > Undo puts the game's own rules back."))
        answer = QMessageBox.question(
            self, self.tr("Rescore the game"), literal(text),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel)
        if answer != QMessageBox.StandardButton.Yes:
            return
        from app.commands import RescoreGame
        command = RescoreGame(self._session, op, rules)
        self._undo_stack.push(command)
        if command.error:
            QMessageBox.warning(self, self.tr("The game was not rescored"),
                                literal(command.error))

    def compare(self) -> None:
        from app.rule_diff_view import RuleDiffDialog
        dialog = RuleDiffDialog(self.model.ruleset if self.model else None, self)
        dialog.exec()
        dialog.deleteLater()



def open_rule_editor(window: Any) -> RuleEditor:
    """Game > Rule editor of the main window ``window``: the editor on the open game's
    rules, the What if panel on the open game (and, when asked, every game of the
    window's database)."""
    store = window.store

    def season() -> list[Copy]:
        return [Copy(game, f"{store.path.name} #{game.id}")
                for game in store.load_games()]  # one read of the games' rows

    editor = RuleEditor(window.game, season, window)
    editor.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    editor.follow(window.session, window.undo_stack)
    # closing the window closes the editor first: changes not saved are asked about
    window.installEventFilter(_CloseFirst(editor))
    editor.show()
    editor.raise_()
    editor.activateWindow()
    return editor


class _CloseFirst(QObject):
    """Closes its parent editor before the window it watches closes; a Cancel in the
    editor's question keeps both open. Goes with the editor."""

    def __init__(self, editor: RuleEditor) -> None:
        super().__init__(editor)
        self.editor = editor

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Close and self.editor.isVisible() \
                and not self.editor.close():
            event.ignore()
            return True
        return False
