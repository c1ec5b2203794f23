"""The games dialog: every stored game, to continue, rename, delete, import or export.

The list comes from ``Store.list_games`` (newest first). A deleted game is kept by the
dialog, so "Undo delete" can put it back (the inverse the application layer,
:mod:`scoring.records.game_table`, returned: the game under its own id) until the
dialog closes. Every change goes through that layer. Problems (a game file that
cannot be read, a folder that cannot be written) are shown in the dialog, never raised.
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import cache
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QDateTime,
    QItemSelectionModel,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
    Signal,
)
from PySide6.QtGui import QGuiApplication, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.display import literal, plain
from app.game_front import fronts
from app.rule_texts import message_text
from app.rule_texts import ruleset_name as translated_ruleset_name
from app.settings import AppSettings
from scoring.errors import MahjongError
from scoring.records.game_table import GameTable, RestoreGame
from scoring.records.storage import GameSummary, Store

_Index = QModelIndex | QPersistentModelIndex

#: the role that sorts a column (a number, a date text or a case-folded name)
SORT_ROLE = Qt.ItemDataRole.UserRole
#: the role that gives a row's game id
ID_ROLE = Qt.ItemDataRole.UserRole + 1


@cache
def _builtin_name(ruleset_id: str) -> str:
    """The (English) name of a built-in rule set; other ids (rule files) as they are."""
    for front in fronts():
        if ruleset_id in front.builtin_ids():
            try:
                return front.load_rules(ruleset_id).name
            except MahjongError:
                pass
    return ruleset_id


def ruleset_name(ruleset_id: str) -> str:
    """The name of a built-in rule set in the user's language; other ids (rule files)
    as they are."""
    return translated_ruleset_name(_builtin_name(ruleset_id))


def date_text(created: str) -> str:
    """A stored ISO date and time in the user's short format."""
    when = QDateTime.fromString(created, Qt.DateFormat.ISODate)
    if not when.isValid():
        return created
    return QLocale().toString(when, QLocale.FormatType.ShortFormat)


def file_name_for(name: str) -> str:
    """A file name for a game's JSON file, safe on every system."""
    safe = re.sub(r'[<>:"/\\|?*\x00-\x1f]+', "_", name).strip(" ._")
    return f"{safe or 'game'}.json"


class GamesModel(QAbstractTableModel):
    """The stored games, one row each (the newest first). The name can be edited;
    the new name is written to the store at once."""

    NAME, DATE, PLAYERS, RULESET, HANDS, FINISHED = range(6)
    #: a rename the store refused: the message
    failed = Signal(str)
    #: a game was renamed: its id and new name
    renamed = Signal(int, str)

    def __init__(self, store: Store, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.table = GameTable(store)
        self._games: list[GameSummary] = []
        self.refresh()

    def refresh(self) -> None:
        self.beginResetModel()
        self._games = self.store.list_games()
        self.endResetModel()

    def summary(self, row: int) -> GameSummary:
        return self._games[row]

    def row_of(self, game_id: int) -> int:
        """The row of a game, or -1."""
        for row, game in enumerate(self._games):
            if game.id == game_id:
                return row
        return -1

    # -- the model ---------------------------------------------------------------

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._games)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 6

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        titles = (self.tr("Name"), self.tr("Date"), self.tr("Players"),
                  self.tr("Rule set"), self.tr("Hands"), self.tr("Finished"))
        return titles[section] if 0 <= section < len(titles) else None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if index.column() == self.NAME:
            flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        value = self._value(index, role)
        # a name is text, whatever it looks like (a tooltip would read it as markup)
        return literal(value) if role == Qt.ItemDataRole.ToolTipRole and \
            isinstance(value, str) else value

    def _value(self, index: _Index, role: int) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._games):
            return None
        game, column = self._games[index.row()], index.column()
        if role == ID_ROLE:
            return game.id
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return self._text(game, column, role == Qt.ItemDataRole.EditRole)
        if role == SORT_ROLE:
            return (game.name.casefold(), game.created, ", ".join(game.players).casefold(),
                    ruleset_name(game.ruleset_id).casefold(), game.hands,
                    int(game.finished))[column]
        if role == Qt.ItemDataRole.ToolTipRole:
            if column == self.NAME:
                return game.name or None
            if column == self.PLAYERS:
                return "\n".join(game.players)
            if column == self.RULESET:
                return f"{ruleset_name(game.ruleset_id)} ({game.ruleset_id})"
        if role == Qt.ItemDataRole.TextAlignmentRole and column == self.HANDS:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def _text(self, game: GameSummary, column: int, edit: bool) -> str:
        if column == self.NAME:
            return game.name if edit or game.name else self.tr("(no name)")
        if column == self.DATE:
            return date_text(game.created)
        if column == self.PLAYERS:
            return ", ".join(game.players)
        if column == self.RULESET:
            return ruleset_name(game.ruleset_id)
        if column == self.HANDS:
            return str(game.hands)
        return self.tr("yes") if game.finished else self.tr("no")

    def setData(self, index: _Index, value: Any,
                role: int = Qt.ItemDataRole.EditRole) -> bool:
        if (role != Qt.ItemDataRole.EditRole or not index.isValid()
                or index.column() != self.NAME):
            return False
        name = str(value).strip()
        game = self._games[index.row()]
        if not name or name == game.name:
            return False
        try:
            self.table.rename_game(game.id, name)
        except MahjongError as exc:
            self.failed.emit(message_text(exc))
            return False
        self._games[index.row()] = replace(game, name=name)
        self.dataChanged.emit(index, index, [Qt.ItemDataRole.DisplayRole,
                                             Qt.ItemDataRole.EditRole])
        self.renamed.emit(game.id, name)
        return True


class GamesDialog(QDialog):
    """Choose a stored game to continue; rename, delete (with undo), import and
    export games. After ``exec()`` returns Accepted, :meth:`chosen_id` is the game."""

    #: a game was renamed: id, new name
    game_renamed = Signal(int, str)
    #: a game was deleted (its id), or put back by "Undo delete"
    game_deleted = Signal(int)
    game_restored = Signal(int)
    #: a game file was imported as the game with this id
    game_imported = Signal(int)

    def __init__(self, store: Store, parent: QWidget | None = None,
                 app_settings: AppSettings | None = None,
                 current_game_id: int | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.app_settings = app_settings if app_settings is not None else AppSettings()
        self.current_game_id = current_game_id
        self._chosen: int | None = None
        #: what puts back the games deleted while the dialog is open, the last one last
        self.deleted: list[RestoreGame] = []
        self.setWindowTitle(self.tr("Games"))

        self.model = GamesModel(store, self)
        self.model.failed.connect(self._show_error)
        self.model.renamed.connect(self._renamed)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setSortRole(SORT_ROLE)

        self.view = QTableView(self)
        self.view.setModel(self.proxy)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.EditKeyPressed)
        self.view.setSortingEnabled(True)
        self.view.sortByColumn(GamesModel.DATE, Qt.SortOrder.DescendingOrder)
        self.view.verticalHeader().hide()
        self.view.setAlternatingRowColors(True)
        self.view.setWordWrap(False)
        self.view.setTabKeyNavigation(False)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(GamesModel.NAME, QHeaderView.ResizeMode.Stretch)
        for column in (GamesModel.DATE, GamesModel.HANDS, GamesModel.FINISHED):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.view.setTextElideMode(Qt.TextElideMode.ElideRight)
        header.setHighlightSections(False)
        self.view.doubleClicked.connect(self.continue_game)
        self.view.selectionModel().selectionChanged.connect(self._update_buttons)

        self.continue_button = self._button(self.tr("&Continue"), self.continue_game)
        self.continue_button.setDefault(True)
        self.rename_button = self._button(self.tr("&Rename"), self.rename_game)
        self.rename_button.setToolTip(self.tr("Type the new name in the list (F2)"))
        self.delete_button = self._button(self.tr("&Delete…"), self.delete_game)
        self.undo_button = self._button(self.tr("&Undo delete"), self.undo_delete)
        self.import_button = self._button(self.tr("&Import JSON…"), self.import_json)
        self.export_button = self._button(self.tr("E&xport JSON…"), self.export_json)
        delete = QShortcut(QKeySequence.StandardKey.Delete, self.view, self.delete_game)
        delete.setContext(Qt.ShortcutContext.WidgetShortcut)
        QShortcut(QKeySequence.StandardKey.Undo, self, self.undo_delete)

        side = QVBoxLayout()
        for button in (self.continue_button, self.rename_button, self.delete_button,
                       self.undo_button):
            side.addWidget(button)
        side.addSpacing(16)
        side.addWidget(self.import_button)
        side.addWidget(self.export_button)
        side.addStretch(1)

        self.status_label = plain(QLabel(self))
        self.status_label.setWordWrap(True)
        self.status_label.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)

        top = QHBoxLayout()
        top.addWidget(self.view, 1)
        top.addLayout(side)
        layout = QVBoxLayout(self)
        layout.addLayout(top, 1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.status_label, 1)
        bottom.addWidget(buttons)
        layout.addLayout(bottom)

        self._fit_columns()
        self.model.modelReset.connect(self._fit_columns)
        screen = (parent.screen() if parent is not None else None) \
            or QGuiApplication.primaryScreen()
        available = screen.availableGeometry()
        self.resize(min(900, int(available.width() * 0.9)),
                    min(480, int(available.height() * 0.8)))
        start = current_game_id if current_game_id is not None \
            else self.app_settings.last_game_id
        if start is None or not self.select_game(start):
            self.view.selectRow(0)
        self._update_buttons()
        self._show_count()

    def _button(self, text: str, slot: Any) -> QPushButton:
        button = QPushButton(text, self)
        button.setAutoDefault(False)
        button.clicked.connect(slot)
        return button

    def _fit_columns(self) -> None:
        """Size the players and rule set columns to their contents, within reason;
        the name takes the rest of the width."""
        header = self.view.horizontalHeader()
        em = self.view.fontMetrics().horizontalAdvance("M")
        for column, most in ((GamesModel.PLAYERS, 16 * em), (GamesModel.RULESET, 17 * em)):
            wanted = max(self.view.sizeHintForColumn(column),
                         header.sectionSizeHint(column))
            header.resizeSection(column, min(wanted, most))

    # -- selection ---------------------------------------------------------------

    def selected_id(self) -> int | None:
        rows = self.view.selectionModel().selectedRows()
        if not rows:
            return None
        value = rows[0].data(ID_ROLE)
        return int(value) if value is not None else None

    def select_game(self, game_id: int) -> bool:
        row = self.model.row_of(game_id)
        if row < 0:
            return False
        index = self.proxy.mapFromSource(self.model.index(row, GamesModel.NAME))
        self.view.selectionModel().setCurrentIndex(
            index, QItemSelectionModel.SelectionFlag.ClearAndSelect
            | QItemSelectionModel.SelectionFlag.Rows)
        self.view.scrollTo(index)
        return True

    def chosen_id(self) -> int | None:
        """The game to continue (after Continue or a double click), else None."""
        return self._chosen

    def _update_buttons(self) -> None:
        chosen = self.selected_id() is not None
        for button in (self.continue_button, self.rename_button, self.delete_button,
                       self.export_button):
            button.setEnabled(chosen)
        self.undo_button.setEnabled(bool(self.deleted))
        if self.deleted:
            name = self.deleted[-1].game.name or self.tr("(no name)")
            self.undo_button.setToolTip(self.tr("Put back “%1”").replace("%1", name))
        else:
            self.undo_button.setToolTip("")

    # -- messages ----------------------------------------------------------------

    def _show(self, text: str, error: bool = False) -> None:
        self.status_label.setStyleSheet("color: #c0392b;" if error else "")
        self.status_label.setText(text)

    def _show_error(self, text: str) -> None:
        self._show(text, error=True)

    def _show_count(self) -> None:
        count = self.model.rowCount()
        if count == 0:
            self._show(self.tr("No games yet: start a new game, or import a game file."))
        else:
            self._show(self.tr("1 game") if count == 1
                       else self.tr("%1 games").replace("%1", str(count)))

    def status(self) -> str:
        return self.status_label.text()

    # -- actions -----------------------------------------------------------------

    def continue_game(self) -> None:
        game_id = self.selected_id()
        if game_id is None:
            return
        self._chosen = game_id
        self.accept()

    def rename_game(self) -> None:
        """Start editing the chosen game's name in the list."""
        rows = self.view.selectionModel().selectedRows(GamesModel.NAME)
        if rows:
            self.view.setCurrentIndex(rows[0])
            self.view.edit(rows[0])

    def _renamed(self, game_id: int, name: str) -> None:
        self._show(self.tr("Renamed to “%1”.").replace("%1", name))
        self.game_renamed.emit(game_id, name)

    def delete_game(self) -> None:
        game_id = self.selected_id()
        if game_id is None:
            return
        summary = self.model.summary(self.model.row_of(game_id))
        name = summary.name or self.tr("(no name)")
        text = self.tr("Delete the game “%1” with its %2 hand(s)?").replace(
            "%1", name).replace("%2", str(summary.hands))
        if game_id == self.current_game_id:
            text += "\n" + self.tr("It is the game that is open now.")
        text += "\n" + self.tr("You can undo this until you close this dialog.")
        answer = QMessageBox.question(
            self, self.tr("Delete game"), literal(text),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No)
        if answer != QMessageBox.StandardButton.Yes:
            return
        row = self.proxy.mapFromSource(self.model.index(self.model.row_of(game_id), 0)).row()
        try:
            inverse = self.model.table.delete_game(game_id).inverse
        except MahjongError as exc:
            self._show_error(message_text(exc))
            return
        assert isinstance(inverse, RestoreGame)
        self.deleted.append(inverse)
        self.model.refresh()
        self.view.selectRow(min(row, self.proxy.rowCount() - 1))
        self._update_buttons()
        self._show(self.tr("Deleted “%1”. Undo delete puts it back until you close "
                           "this window.").replace("%1", name))
        self.game_deleted.emit(game_id)

    def undo_delete(self) -> None:
        """Put back the game deleted last."""
        if not self.deleted:
            return
        restore = self.deleted[-1]
        game = restore.game
        try:
            game_id = self.model.table.apply(restore).game_id
        except MahjongError as exc:
            self._show_error(message_text(exc))
            return
        self.deleted.pop()
        self.model.refresh()
        self.select_game(game_id)
        self._update_buttons()
        self._show(self.tr("Put back “%1”.").replace("%1", game.name or self.tr("(no name)")))
        self.game_restored.emit(game_id)

    def _folder(self) -> str:
        return self.app_settings.last_folder or str(Path.home())

    def import_json(self) -> int | None:
        """Ask for a JSON game file and store it as a new game; its id, or None."""
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Import game"), self._folder(),
            self.tr("Game files (*.json);;All files (*)"))
        if not path:
            return None
        self.app_settings.last_folder = str(Path(path).parent)
        try:
            game_id = self.model.table.import_file(path).game_id
        except (MahjongError, OSError) as exc:
            # the file is named in the message; nothing was added
            self._show_error(self.tr("Could not import the game: %1").replace(
                "%1", message_text(exc)))
            QMessageBox.warning(self, self.tr("Cannot import the game"),
                                literal(message_text(exc)))
            return None
        self.model.refresh()
        self.select_game(game_id)
        self._update_buttons()
        name = self.model.summary(self.model.row_of(game_id)).name
        self._show(self.tr("Imported “%1” from %2.").replace("%1", name)
                   .replace("%2", Path(path).name))
        self.game_imported.emit(game_id)
        return game_id

    def export_json(self) -> str | None:
        """Ask where to write the chosen game as a JSON game file; the path, or None."""
        game_id = self.selected_id()
        if game_id is None:
            return None
        summary = self.model.summary(self.model.row_of(game_id))
        suggestion = str(Path(self._folder()) / file_name_for(summary.name))
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export game"), suggestion,
            self.tr("Game files (*.json);;All files (*)"))
        if not path:
            return None
        if not Path(path).suffix:
            path += ".json"
        self.app_settings.last_folder = str(Path(path).parent)
        try:
            self.store.export_json(game_id, path)
        except (MahjongError, OSError) as exc:
            self._show_error(self.tr("Could not export the game: %1").replace(
                "%1", message_text(exc)))
            return None
        self._show(self.tr("Exported to %1.").replace("%1", path))
        return path
