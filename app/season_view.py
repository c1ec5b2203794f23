"""Game > Season standings: choose games (all, a date range, other databases or game
files), see the standings and a chart of the evenings, export them as a workbook or PDF.

The games come as :class:`scoring.records.season.Copy` objects, read once when the dialog opens
or when a database or files are added; the standings are worked out again whenever the
choice changes (a game's scores stay cached, so only the first time scores every hand).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QDate, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QCheckBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app.display import literal, plain
from app.game_front import front_for
from app.rule_texts import message_text
from app.save_dialog import ask_save_path
from app.season_chart import SeasonChart
from app.season_texts import season_ruleset_name
from app.settings import AppSettings
from scoring.errors import MahjongError
from scoring.records.season import (
    Copy,
    Season,
    copies_from_database,
    copies_from_files,
    parse_same,
    season,
)
from scoring.records.storage import Store

Index = QModelIndex | QPersistentModelIndex


class StandingsModel(QAbstractTableModel):
    """The standings, one row per player, best first."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.season: Season | None = None
        self.headers = [self.tr("Rank"), self.tr("Player"), self.tr("Games"),
                        self.tr("Hands"), self.tr("Mah-jongs"), self.tr("Drawn"),
                        self.tr("Balance"), self.tr("Average"), self.tr("Limit hands"),
                        self.tr("Best hand")]

    def set_season(self, result: Season | None) -> None:
        self.beginResetModel()
        self.season = result
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() or self.season is None else len(self.season.players)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.headers)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if self.season is None or not index.isValid():
            return None
        p = self.season.players[index.row()]
        col = index.column()
        if role == Qt.ItemDataRole.ToolTipRole and col == 9 and p.best is not None:
            return literal(self._best(p.best, season_ruleset_name(p.best.ruleset)))
        if role == Qt.ItemDataRole.TextAlignmentRole:
            left = col in (1, 9)
            return int((Qt.AlignmentFlag.AlignLeft if left else Qt.AlignmentFlag.AlignRight)
                       | Qt.AlignmentFlag.AlignVCenter)
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if col == 9:  # the rule set's short name here, the whole name in the tooltip
            b = p.best
            return "" if b is None else self._best(
                b, season_ruleset_name(b.ruleset).split(" (")[0])
        values = [str(p.rank), p.name, str(p.games), str(p.hands), str(p.wins),
                  str(p.draws), f"{p.balance:+d}", f"{p.average:+.1f}", str(p.limit_hands)]
        return values[col]

    def _best(self, b: Any, ruleset: str) -> str:
        return self.tr("%1 (%2, %3, hand %4)").replace("%1", str(b.score)).replace(
            "%2", ruleset).replace("%3", b.game).replace("%4", str(b.hand))

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.headers[section]
        return None


class SeasonDialog(QDialog):
    def __init__(self, store: Store, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Season standings"))
        self.resize(1100, 700)
        self.copies: list[Copy] = []
        self.season: Season | None = None
        #: the files the games were read from: an export never replaces one
        self.inputs: list[str | Path] = [store.path]

        self.games = QListWidget()
        self.games.setAccessibleName(self.tr("Games of the season"))
        self.games.itemChanged.connect(lambda _: self.update_standings())
        all_button = QPushButton(self.tr("&All"))
        all_button.clicked.connect(lambda: self._check_all(True))
        none_button = QPushButton(self.tr("N&one"))
        none_button.clicked.connect(lambda: self._check_all(False))
        add_db = QPushButton(self.tr("Add &database…"))
        add_db.clicked.connect(self.add_database)
        add_files = QPushButton(self.tr("Add game &files…"))
        add_files.clicked.connect(self.add_files)
        self.use_dates = QCheckBox(self.tr("Only games &from"))
        self.date_from = QDateEdit()
        self.date_from.setAccessibleName(self.tr("First day"))
        self.date_to = QDateEdit()
        self.date_to.setAccessibleName(self.tr("Last day"))
        for edit in (self.date_from, self.date_to):
            edit.setDisplayFormat("yyyy-MM-dd")
            edit.setCalendarPopup(True)
            edit.dateChanged.connect(lambda _: self.update_standings())
        self.use_dates.toggled.connect(lambda _: self.update_standings())
        self.same = QLineEdit()
        self.same.setAccessibleName(self.tr("Same players"))
        self.same.setPlaceholderText(self.tr("Bo=Bosse, Anna=Ann"))
        self.same.setToolTip(self.tr("Other spellings of a name: NAME=OTHER, separated "
                                     "by commas"))
        self.same.editingFinished.connect(self.update_standings)

        left = QVBoxLayout()
        left.addWidget(QLabel(self.tr("Games (tick those that count):")))
        left.addWidget(self.games, 1)
        row = QHBoxLayout()
        for b in (all_button, none_button, add_db, add_files):
            row.addWidget(b)
        left.addLayout(row)
        dates = QHBoxLayout()
        dates.addWidget(self.use_dates)
        dates.addWidget(self.date_from)
        dates.addWidget(QLabel(self.tr("to")))
        dates.addWidget(self.date_to)
        dates.addStretch(1)
        left.addLayout(dates)
        same_row = QHBoxLayout()
        same_label = QLabel(self.tr("&Same players:"))
        same_label.setBuddy(self.same)
        same_row.addWidget(same_label)
        same_row.addWidget(self.same, 1)
        left.addLayout(same_row)
        choose = QWidget()
        choose.setLayout(left)

        self.model = StandingsModel(self)
        self.table = QTableView()
        self.table.setAccessibleName(self.tr("Standings"))
        self.table.setModel(self.model)
        self.table.verticalHeader().hide()
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents)
        # the best hand takes the room left, on two lines when it needs them
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.verticalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents)
        self.chart = SeasonChart()
        self.tabs = QTabWidget()
        self.tabs.addTab(self.table, self.tr("S&tandings"))
        self.tabs.addTab(self.chart, self.tr("&Chart"))
        self.notes = plain(QLabel())
        self.notes.setWordWrap(True)
        right = QVBoxLayout()
        right.addWidget(self.tabs, 1)
        right.addWidget(self.notes)
        shown = QWidget()
        shown.setLayout(right)

        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(choose)
        splitter.addWidget(shown)
        splitter.setSizes([380, 720])
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.xlsx_button = buttons.addButton(self.tr("Export &workbook…"),
                                             QDialogButtonBox.ButtonRole.ActionRole)
        self.xlsx_button.clicked.connect(self.export_xlsx)
        self.pdf_button = buttons.addButton(self.tr("Export &PDF…"),
                                            QDialogButtonBox.ButtonRole.ActionRole)
        self.pdf_button.clicked.connect(self.export_pdf)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter, 1)
        layout.addWidget(buttons)

        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            self.add_copies([Copy(store.load_game(s.id), f"{store.path.name} #{s.id}")
                             for s in store.list_games()])
        except MahjongError as exc:
            self.notes.setText(message_text(exc))
        finally:
            QApplication.restoreOverrideCursor()

    # -- choosing games ---------------------------------------------------------------

    def add_copies(self, copies: list[Copy]) -> None:
        self.games.blockSignals(True)
        for c in copies:
            g = c.game
            text = f"{g.created[:10] or '?'}  {g.name or '-'}  ({', '.join(g.players)}) — " \
                   f"{c.origin}"
            item = QListWidgetItem(text)
            if front_for(g.game).in_seasons:
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                item.setCheckState(Qt.CheckState.Checked)
            else:  # never ticked and then left out: a season counts classical games
                item.setText(self.tr("%1 — not counted: a season counts classical games "
                                     "only").replace("%1", text))
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled
                              & ~Qt.ItemFlag.ItemIsUserCheckable)
            self.games.addItem(item)
            self.copies.append(c)
        self.games.blockSignals(False)
        days = [QDate.fromString(c.game.created[:10], "yyyy-MM-dd") for c in self.copies]
        days = [d for d in days if d.isValid()]
        if days and not self.use_dates.isChecked():
            for edit, day in ((self.date_from, min(days)), (self.date_to, max(days))):
                edit.blockSignals(True)
                edit.setDate(day)
                edit.blockSignals(False)
        self.update_standings()

    def _check_all(self, checked: bool) -> None:
        self.games.blockSignals(True)
        state = Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked
        for i in range(self.games.count()):
            if self.games.item(i).flags() & Qt.ItemFlag.ItemIsEnabled:
                self.games.item(i).setCheckState(state)
        self.games.blockSignals(False)
        self.update_standings()

    def _read(self, read: Callable[[], list[Copy]]) -> None:
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            copies = read()
            self.add_copies(copies)
        except MahjongError as exc:
            QApplication.restoreOverrideCursor()
            QMessageBox.warning(self, self.tr("Cannot read the games"),
                                literal(message_text(exc)))
        else:
            QApplication.restoreOverrideCursor()

    def add_database(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Add the games of a database"), AppSettings().last_folder,
            self.tr("Score sheet database (*.sqlite3 *.sqlite *.db);;All files (*)"))
        if path:
            self.inputs.append(path)
            self._read(lambda: copies_from_database(path))

    def add_files(self) -> None:
        paths, _ = QFileDialog.getOpenFileNames(
            self, self.tr("Add game files"), AppSettings().last_folder,
            self.tr("Game files (*.json)"))
        if paths:
            self.inputs += paths
            self._read(lambda: copies_from_files(paths))

    def chosen(self) -> list[Copy]:
        return [c for i, c in enumerate(self.copies)
                if self.games.item(i).checkState() == Qt.CheckState.Checked]

    # -- the standings ----------------------------------------------------------------

    def update_standings(self) -> None:
        day_from = day_to = None
        if self.use_dates.isChecked():
            day_from = self.date_from.date().toString("yyyy-MM-dd")
            day_to = self.date_to.date().toString("yyyy-MM-dd")
        try:
            same = parse_same(p for p in self.same.text().split(",") if p.strip())
            self.season = season(self.chosen(), same, day_from, day_to)
        except MahjongError as exc:
            self.season = None
            self.notes.setText(message_text(exc))
        else:
            games = len(self.season.games)
            self.notes.setText("\n".join([
                self.tr("Games counted: %1").replace("%1", str(games)),
                *(message_text(note) for note in self.season.notes)]))
        self.model.set_season(self.season)
        self.chart.set_season(self.season)
        for b in (self.xlsx_button, self.pdf_button):
            b.setEnabled(self.season is not None and bool(self.season.games))

    # -- exports ----------------------------------------------------------------------

    def _save_path(self, title: str, suffix: str, pattern: str) -> Path | None:
        return ask_save_path(self, title, self.tr("season"), suffix, pattern)

    def _export(self, title: str, suffix: str, pattern: str,
                write: Callable[[Season, Path], object]) -> None:
        if self.season is None:
            return
        path = self._save_path(title, suffix, pattern)
        if path is None:
            return
        try:
            from scoring.records.output import output_path
            output_path(path, self.inputs)  # never over a database or game file read
            write(self.season, path)
        except (MahjongError, OSError) as exc:
            QMessageBox.warning(self, self.tr("Export failed"),
                                literal(message_text(exc)))
            return
        self.notes.setText(self.tr("Saved %1").replace("%1", str(path)))

    def export_xlsx(self) -> None:
        from app.season_texts import write_translated_season_workbook
        self._export(self.tr("Export workbook"), ".xlsx",
                     self.tr("Excel workbook (*.xlsx)"), write_translated_season_workbook)

    def export_pdf(self) -> None:
        from app.season_pdf import write_season_pdf
        self._export(self.tr("Export PDF"), ".pdf", self.tr("PDF (*.pdf)"), write_season_pdf)
