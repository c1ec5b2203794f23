"""The rule editor's item model: a rule file's rules grouped as a player thinks of
them, each with its name, value, switch and source, edited in place.

The model keeps the file open as a :class:`~scoring.rules.house_file.HouseDocument`
(parsed once): a value typed is given to the document, which keeps it only when the
file stays valid (the same checks as loading it); otherwise the document's message is
shown in the row's last column, beside the field, in the user's language, and nothing
changes. A penalty's amount is edited the same way. A built-in rule set is never
changed: the first change starts a copy of it (its id with ``-house``, see
:func:`~scoring.rules.house_file.copy_id`), which is then saved with Save as.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QColor, QStandardItem, QStandardItemModel

from app.rule_texts import message_text, rule_name
from app.translation_marks import QT_TRANSLATE_NOOP
from scoring.errors import MahjongError, RuleFileError
from scoring.rules.house_file import HouseDocument, copy_id, parse_value
from scoring.rules.penalty import PenaltyRule
from scoring.rules.ruleset import Rule, RuleSet, builtin_ids

CONTEXT = "RuleEditorModel"
Index = QModelIndex | QPersistentModelIndex
translate = QCoreApplication.translate

#: the columns
NAME, VALUE, SOURCE, MESSAGE = range(4)
#: the item data of a row's first column: what the row edits ("rule", id),
#: ("penalty", id) or ("file", key)
WHAT = Qt.ItemDataRole.UserRole + 1
#: the item data of a value: the text its field opens with
EDIT = Qt.ItemDataRole.UserRole + 2

#: the groups, in order: (key, English title)
GROUPS = (
    ("file", QT_TRANSLATE_NOOP("RuleEditorModel", "The rule set")),
    ("sets", QT_TRANSLATE_NOOP("RuleEditorModel", "Sets and pairs")),
    ("extras", QT_TRANSLATE_NOOP("RuleEditorModel", "The winner's extras")),
    ("doubles", QT_TRANSLATE_NOOP("RuleEditorModel", "Doubles")),
    ("limit", QT_TRANSLATE_NOOP("RuleEditorModel", "Limit hands")),
    ("penalties", QT_TRANSLATE_NOOP("RuleEditorModel", "Penalties")),
    ("table", QT_TRANSLATE_NOOP("RuleEditorModel", "Rotation and settlement")),
)
#: the file's own keys shown in the group "The rule set", with their names
FILE_KEYS = (("name", QT_TRANSLATE_NOOP("RuleEditorModel", "Name")),
             ("limit", QT_TRANSLATE_NOOP("RuleEditorModel", "Limit")),
             ("max_chows", QT_TRANSLATE_NOOP("RuleEditorModel", "Most chows in a hand")))


def tr(text: str) -> str:
    """A text marked for lupdate (QT_TRANSLATE_NOOP) in the user's language."""
    return QCoreApplication.translate(CONTEXT, text)


def group_of(rule: Rule) -> str:
    """The group a player looks for ``rule`` in."""
    if rule.kind == "limit":
        return "limit"
    if rule.kind == "doubles":
        return "doubles"
    return "extras" if rule.applies == "winner" else "sets"


def parties_text(penalty: PenaltyRule) -> str:
    """Who pays whom under ``penalty``, in the user's language."""
    one = translate("RuleEditorModel", "1 player")
    many = translate("RuleEditorModel", "%1 players")
    payers = one if penalty.payers == 1 else many.replace("%1", str(penalty.payers))
    if penalty.payees is None:
        return translate("RuleEditorModel", "Payers: %1; payees: every other player"
                         ).replace("%1", payers)
    payees = one if penalty.payees == 1 else many.replace("%1", str(penalty.payees))
    return translate("RuleEditorModel", "Payers: %1; payees: %2").replace(
        "%1", payers).replace("%2", payees)


def rule_value_text(rule: Rule) -> str:
    """A rule's value in words: ``2 points``, ``1 double``, ``limit``, ``0.5 limit``."""
    if rule.kind == "limit":
        if rule.share == 1:
            return translate("RuleEditorModel", "limit")
        return translate("RuleEditorModel", "%1 of the limit").replace("%1", f"{rule.share:g}")
    if rule.kind == "doubles":
        text = translate("RuleEditorModel", "1 double") if rule.value == 1 else \
            translate("RuleEditorModel", "%1 doubles")
    else:
        text = translate("RuleEditorModel", "1 point") if rule.value == 1 else \
            translate("RuleEditorModel", "%1 points")
    return text.replace("%1", str(rule.value))


def penalty_value_text(penalty: PenaltyRule) -> str:
    """A penalty's amount in words: ``300 points``, ``0.5 of the limit``."""
    if penalty.limit is not None:
        return translate("RuleEditorModel", "%1 of the limit").replace(
            "%1", f"{penalty.limit:g}")
    text = translate("RuleEditorModel", "1 point") if penalty.points == 1 else \
        translate("RuleEditorModel", "%1 points")
    return text.replace("%1", str(penalty.points))


def penalty_edit_text(penalty: PenaltyRule) -> str:
    """What a penalty's field holds when it opens: its points, or its part of the limit."""
    return str(penalty.points) if penalty.limit is None else f"{penalty.limit:g}"


def rule_edit_text(rule: Rule) -> str:
    """What the value's field holds when it opens: the number alone."""
    if rule.kind == "limit":
        return "1" if rule.share == 1 else f"{rule.share:g}"
    return str(rule.value)


def field_message(exc: MahjongError) -> str:
    """The message shown beside a field, in the user's language: a rule file's message
    without the file and line (the field is the place) and with the key alone (not
    ``rule 3: points`` but ``points``), anything else as the program says it."""
    if isinstance(exc, RuleFileError):
        said = message_text(exc.detail)
        return f"{exc.field}: {said}" if exc.field else said
    return message_text(exc)


def _shown(value: Any) -> str:
    if value is None:
        return translate("RuleEditorModel", "none")
    if isinstance(value, bool):
        return translate("RuleEditorModel", "yes") if value else translate("RuleEditorModel", "no")
    return str(value)


def _toml_text(value: Any) -> str:
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


class RuleEditorModel(QStandardItemModel):
    """A rule file's rules by group; ``changed`` is emitted with the rule set after
    every change kept."""

    changed = Signal(object)  # RuleSet
    #: the message about the value typed last, with the name of its row ("" = none)
    said = Signal(str)

    def __init__(self, text: str, path: str, file: Path | None = None,
                 parent: Any = None) -> None:
        super().__init__(parent)
        #: the document as it is now
        self.document = HouseDocument(text, path)
        #: the file Save writes (None: Save as asks for one)
        self.file = file
        #: the rule set cannot be changed as it is: the first change starts a copy
        self.read_only = self.document.ruleset.id in builtin_ids()
        #: changes not saved yet
        self.modified = False
        self._filling = False
        self.setHorizontalHeaderLabels([
            translate("RuleEditorModel", "Rule"), translate("RuleEditorModel", "Value"),
            translate("RuleEditorModel", "Source"), translate("RuleEditorModel", "Message")])
        self.fill()

    @property
    def ruleset(self) -> RuleSet:
        return self.document.ruleset

    # -- filling -------------------------------------------------------------------

    def fill(self) -> None:
        """The rows, from the document as it is."""
        self._filling = True
        try:
            self.removeRows(0, self.rowCount())
            rs = self.ruleset
            groups: dict[str, QStandardItem] = {}
            for key, title in GROUPS:
                item = QStandardItem(tr(title))
                item.setEditable(False)
                font = item.font()
                font.setBold(True)
                item.setFont(font)
                groups[key] = item
                self.appendRow([item, *(self._fixed("") for _ in range(3))])
            for key, label in FILE_KEYS:
                value = {"name": rs.name, "limit": rs.nominal_limit,
                         "max_chows": rs.max_chows}[key]
                self._add(groups["file"], ("file", key), tr(label), _shown(value),
                          _toml_text(value), rs.source if key == "name" else
                          rs.limit_source if key == "limit" else "")
            for rule in [*rs.rules, *rs.disabled]:
                first = self._add(groups[group_of(rule)], ("rule", rule.id),
                                  rule_name(rule.name), rule_value_text(rule),
                                  rule_edit_text(rule), rule.source)
                first.setCheckable(True)
                first.setCheckState(Qt.CheckState.Checked if rule.enabled
                                    else Qt.CheckState.Unchecked)
                first.setToolTip(f"{rule.id}: {rule.quote}" if rule.quote else rule.id)
            for penalty in rs.penalties:
                row = self._add(groups["penalties"], ("penalty", penalty.id),
                                rule_name(penalty.name), penalty_value_text(penalty),
                                penalty_edit_text(penalty), penalty.source)
                row.setToolTip(parties_text(penalty))
            for table, found in (("rotation", rs.rotation), ("settlement", rs.settlement)):
                for key, value in found.items():
                    self._add(groups["table"], ("file", f"{table}.{key}"),
                              f"{table}.{key}", _shown(value), _toml_text(value), "")
            for key, _title in GROUPS:  # an empty group is left out
                if not groups[key].rowCount():
                    self.removeRow(groups[key].row())
        finally:
            self._filling = False

    @staticmethod
    def _fixed(text: str) -> QStandardItem:
        item = QStandardItem(text)
        item.setEditable(False)
        return item

    def _add(self, group: QStandardItem, what: tuple[str, str], name: str, shown: str,
             edit: str | None, source: str) -> QStandardItem:
        first = self._fixed(name)
        first.setData(what, WHAT)
        value = QStandardItem(shown)
        value.setEditable(edit is not None)
        value.setData(edit, EDIT)
        group.appendRow([first, value, self._fixed(source), self._fixed("")])
        return first

    # -- looking up ------------------------------------------------------------------

    def what(self, index: Index) -> tuple[str, str] | None:
        """What the row of ``index`` edits: ("rule", id), ("file", key), ..."""
        found = self.index(index.row(), NAME, index.parent()).data(WHAT)
        return (str(found[0]), str(found[1])) if found else None

    def find(self, kind: str, key: str) -> QModelIndex:
        """The first column of the row that edits ``key`` (an invalid index: none)."""
        for g in range(self.rowCount()):
            group = self.index(g, NAME)
            for r in range(self.rowCount(group)):
                index = self.index(r, NAME, group)
                if self.what(index) == (kind, key):
                    return index
        return QModelIndex()

    def message(self, index: Index) -> str:
        return str(self.index(index.row(), MESSAGE, index.parent()).data() or "")

    # -- changing ----------------------------------------------------------------------

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.ForegroundRole and index.column() == MESSAGE:
            return QColor("#b00020")
        if role == Qt.ItemDataRole.ForegroundRole and index.parent().isValid():
            first = self.index(index.row(), NAME, index.parent())
            what = self.what(first)
            if what and what[0] == "rule" and \
                    super().data(first, Qt.ItemDataRole.CheckStateRole) == \
                    Qt.CheckState.Unchecked.value:
                return QColor("#808080")
        return super().data(index, role)

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if self._filling:
            return super().setData(index, value, role)
        what = self.what(index)
        if what is None:
            return False
        if role == Qt.ItemDataRole.CheckStateRole and index.column() == NAME \
                and what[0] == "rule":
            on = Qt.CheckState(value) == Qt.CheckState.Checked if not isinstance(value, bool) \
                else value
            return self.try_change(index, what, {"enabled": on}) == ""
        if role == Qt.ItemDataRole.EditRole and index.column() == VALUE:
            return self.try_text(index, str(value)) == ""
        return False

    def try_text(self, index: Index, text: str) -> str:
        """Check the value ``text`` typed in the row of ``index`` and keep it when the
        file stays valid: "" then, else the message (shown beside the field)."""
        what = self.what(index)
        if what is None or what[0] not in ("rule", "file", "penalty"):
            return ""
        text = text.strip()
        if what[0] == "penalty":  # its amount, of the kind it has
            penalty = self._penalty(what[1])
            kind = "points" if penalty.limit is None else "limit"
            return self.try_change(index, what, {kind: parse_value(text)})
        if what[0] == "rule":
            rule = self._rule(what[1])
            if rule.kind == "limit":
                whole = ("1", "limit", translate("RuleEditorModel", "limit"))
                value: Any = True if text in whole else parse_value(text)
            else:
                value = parse_value(text)
            return self.try_change(index, what, {rule.kind: value})
        key = what[1]
        nothing = ("none", translate("RuleEditorModel", "none"))
        value = None if text.lower() in nothing and key != "name" \
            else (text if key == "name" else parse_value(text))
        return self.try_change(index, what, {key: value})

    def _rule(self, rule_id: str) -> Rule:
        rs = self.ruleset
        return next(r for r in [*rs.rules, *rs.disabled] if r.id == rule_id)

    def _penalty(self, penalty_id: str) -> PenaltyRule:
        return next(p for p in self.ruleset.penalties if p.id == penalty_id)

    def try_change(self, index: Index, what: tuple[str, str], values: dict[str, Any]) -> str:
        row = QPersistentModelIndex(self.index(index.row(), NAME, index.parent()))
        try:
            document = self._document_for_change()
            if what[0] == "rule":
                document.set_rule(what[1], values)
            elif what[0] == "penalty":
                document.set_penalty(what[1], values)
            else:
                document.set_file(values)
        except MahjongError as exc:
            message = field_message(exc)
            self._set_message(row, message)
            name = self.index(row.row(), NAME, row.parent()).data() if row.isValid() else ""
            self.said.emit(f"{name}: {message}" if name else message)
            return message
        self.document = document
        self.read_only = False
        self.modified = True
        self._set_message(row, "")
        self.said.emit("")
        self._refresh(row, what)
        self.changed.emit(self.ruleset)
        return ""

    def _at(self, row: QPersistentModelIndex, column: int) -> QModelIndex:
        return self.index(row.row(), column, row.parent())

    def _document_for_change(self) -> HouseDocument:
        """The document a change is made in: a copy of a rule set that is not changed
        in place (its id :attr:`copy_id`), else the document itself (which keeps a
        refused change out)."""
        if not self.read_only:
            return self.document
        document = HouseDocument(self.document.text, self.document.path)
        document.copy(self.copy_id)
        return document

    @property
    def copy_id(self) -> str:
        """The id the copy started by the first change gets: ``<id>-house``, a house
        set's copy numbered (``club-house-2``: :func:`copy_id`)."""
        return copy_id(self.ruleset.id)

    def copied(self, new_id: str, path: str) -> str:
        """The text of the file as it is with the id ``new_id`` (nothing changed here;
        the file's checks refuse it with their message)."""
        return HouseDocument(self.document.text, path).copy(new_id).text

    def adopt(self, text: str, path: str) -> None:
        """Edit ``text`` (a copy of the file shown, :meth:`copied`) from now on, as the
        file ``path``; ``changed`` is emitted."""
        self.document = HouseDocument(text, path)
        self.read_only = False
        self.changed.emit(self.ruleset)

    def check_rule(self, rule: dict[str, Any]) -> str:
        """What adding ``rule`` (its keys as a rule file writes them) would say: ""
        when the file would stay valid, else the message. Nothing is changed."""
        try:
            HouseDocument(self.document.text, self.document.path).add_rule(rule)
        except MahjongError as exc:
            return field_message(exc)
        return ""

    def add_rule(self, rule: dict[str, Any]) -> str:
        """Add ``rule`` after the last one when the file stays valid: "" then (the rows
        made anew, ``changed`` emitted), else the message and nothing changed."""
        try:
            document = self._document_for_change()
            document.add_rule(rule)
        except MahjongError as exc:
            return field_message(exc)
        self.document = document
        self.read_only = False
        self.modified = True
        self.fill()
        self.changed.emit(self.ruleset)
        return ""

    def _set_message(self, row: QPersistentModelIndex, message: str) -> None:
        if row.isValid():
            item = self.itemFromIndex(self._at(row, MESSAGE))
            item.setText(message)
            item.setToolTip(message)

    def _refresh(self, row: QPersistentModelIndex, what: tuple[str, str]) -> None:
        """The row's value from the document (the rest of the rows stay)."""
        if not row.isValid():
            return
        self._filling = True
        try:
            value = self.itemFromIndex(self._at(row, VALUE))
            first = self.itemFromIndex(self._at(row, NAME))
            if what[0] == "rule":
                rule = self._rule(what[1])
                shown, edit = rule_value_text(rule), rule_edit_text(rule)
                first.setCheckState(Qt.CheckState.Checked if rule.enabled
                                    else Qt.CheckState.Unchecked)
            elif what[0] == "penalty":
                penalty = self._penalty(what[1])
                shown, edit = penalty_value_text(penalty), penalty_edit_text(penalty)
                first.setToolTip(parties_text(penalty))
            else:
                rs = self.ruleset
                table, dot, key = what[1].partition(".")
                found = (rs.rotation if table == "rotation" else rs.settlement).get(key) \
                    if dot else {"name": rs.name, "limit": rs.nominal_limit,
                                 "max_chows": rs.max_chows}.get(what[1])
                shown, edit = _shown(found), _toml_text(found)
            value.setData(edit, EDIT)
            value.setText(shown)
        finally:
            self._filling = False
        self.dataChanged.emit(self._at(row, NAME), self._at(row, MESSAGE))
