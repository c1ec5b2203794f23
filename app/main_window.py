"""The main window: hand entry on the left, the running score sheet on the right."""

from __future__ import annotations

import html
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QItemSelectionModel, QSize, Qt
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QKeySequence,
    QShowEvent,
    QUndoStack,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QDockWidget,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QMessageBox,
    QSplitter,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app.about import about_box
from app.commands import (
    DeleteHand,
    EditHand,
    RecordHand,
    RenameGame,
    RenamePlayer,
    SessionCommand,
)
from app.display import (
    honour_letters,
    honours_setting,
    literal,
    set_honours_setting,
    set_show_sources_setting,
    show_sources_setting,
)
from app.entry_panel import EntryPanel
from app.game_keys import GameKeys
from app.main import LANGUAGES
from app.names import MAX_NAME
from app.payment_model import PaymentModel
from app.rule_texts import message_text
from app.save_dialog import ask_save_path
from app.session import GameSession
from app.settings import AppSettings
from app.sheet_model import (
    EAST_COLUMN,
    FIXED,
    PROBLEM_MARK,
    ColumnFitter,
    GroupHeader,
    SheetModel,
)
from app.translation_marks import QT_TRANSLATE_NOOP
from scoring.errors import MahjongError
from scoring.games.draft import HandDraft
from scoring.games.game import Game
from scoring.games.ponjan_game import PonjanKind
from scoring.records.storage import Store

if TYPE_CHECKING:
    from app.chart_view import BalanceChart
    from app.compare_view import CompareView


class MainWindow(QMainWindow):
    def __init__(self, store: Store) -> None:
        super().__init__()
        self.setWindowTitle(self.tr("Mahjong Score Sheet"))
        self.store = store
        self.session = GameSession(store, self)
        self.undo_stack = QUndoStack(self)
        self.editing: int | None = None
        #: the hand being entered as the store keeps it (None: none kept), and while
        #: the entry is being filled by the program, not by a person
        self._kept: HandDraft | None = None
        self._quiet = False

        self.entry = EntryPanel()
        self.entry.recordRequested.connect(self.record_hand)
        self.entry.cancelRequested.connect(self.cancel_edit)

        self.sheet_model = SheetModel(self)
        self.sheet_view = QTableView()
        self.sheet_view.setAccessibleName(self.tr("Score sheet"))
        self.sheet_view.setHorizontalHeader(GroupHeader(self.sheet_view))
        self.sheet_view.setModel(self.sheet_model)
        self.sheet_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.sheet_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.sheet_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.sheet_view.setWordWrap(False)
        # the selected row keeps its text colours and the winner's mark readable
        self.sheet_view.setStyleSheet(
            "QTableView { selection-background-color: #cfe0f7; selection-color: black; }"
            " QTableView::item { padding: 0px 0px; }")
        font = self.sheet_view.font()
        font.setPointSizeF(font.pointSizeF() * 0.9)
        self.sheet_view.setFont(font)
        self.sheet_view.horizontalHeader().setFont(font)
        self.sheet_view.verticalHeader().hide()
        self.sheet_view.verticalHeader().setDefaultSectionSize(
            self.sheet_view.fontMetrics().height() + 4)
        self.sheet_view.horizontalHeader().setMinimumSectionSize(20)
        self.sheet_view.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents)
        self.sheet_fitter = ColumnFitter(self.sheet_view)
        self.sheet_view.doubleClicked.connect(lambda _: self.edit_selected())
        self.sheet_model.modelReset.connect(self._show_east_column)
        self.sheet_view.selectionModel().currentRowChanged.connect(
            lambda cur, _prev: self._show_payments(cur.row()))
        self.payment_model = PaymentModel(self)
        self.payment_view = QTableView()
        self.payment_view.setModel(self.payment_model)
        self.payment_view.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.Stretch)
        self.payment_label = QLabel()
        #: the balance chart, made when its tab is first shown (QtCharts is slow to load)
        self.chart: BalanceChart | None = None
        self.chart_page = QWidget()
        self.chart_page.setMinimumSize(320, 220)  # the chart's own minimum
        QVBoxLayout(self.chart_page).setContentsMargins(0, 0, 0, 0)

        sheet_page = QWidget()
        sheet_layout = QVBoxLayout(sheet_page)
        sheet_layout.setContentsMargins(0, 0, 0, 0)
        sheet_layout.addWidget(self.sheet_view, 3)
        sheet_layout.addWidget(self.payment_label)
        sheet_layout.addWidget(self.payment_view, 2)
        self.tabs = QTabWidget()
        self.tabs.addTab(sheet_page, self.tr("Score &sheet"))
        self.tabs.addTab(self.chart_page, self.tr("&Chart"))
        self.tabs.currentChanged.connect(self._tab_shown)

        self.splitter = splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.entry)
        splitter.addWidget(self.tabs)
        splitter.setStretchFactor(0, 5)
        splitter.setStretchFactor(1, 4)
        splitter.setChildrenCollapsible(False)
        self.entry.setMinimumWidth(640)
        self.tabs.setMinimumWidth(300)
        splitter.setSizes([710, 656])  # the whole sheet beside the entry
        self.setCentralWidget(splitter)
        self.setMinimumSize(1000, 600)

        #: View > Compare rule sets: the dock, its view made when it is first shown
        self._compare: CompareView | None = None
        self.compare_dock = QDockWidget(self.tr("Compare rule sets"), self)
        self.compare_dock.setObjectName("compare-dock")
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.compare_dock)
        # floating at first, over the score sheet: docked, it would widen a window
        # that already fills a laptop screen (the user may dock it anywhere)
        self.compare_dock.setFloating(True)
        self.compare_dock.hide()
        self.compare_dock.visibilityChanged.connect(self._compare_shown)
        self.entry.handChanged.connect(self._compare_hand)
        self.entry.draftChanged.connect(self._keep_draft)

        self._make_actions()
        self.game_keys = GameKeys(self)
        self.session.changed.connect(self._game_changed)
        self.session.notes.connect(self._show_notes)
        self.undo_stack.indexChanged.connect(lambda _: self._update_actions())
        self._game_changed()

    # --- actions --------------------------------------------------------------------

    def _action(self, text: str, slot: object,
                shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
                tip: str = "") -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if tip:
            action.setToolTip(tip)
            action.setStatusTip(tip)
        action.triggered.connect(slot)
        return action

    def _make_actions(self) -> None:
        a = self._action
        self.new_action = a(self.tr("&New game…"), self.new_game, QKeySequence.StandardKey.New,
                            self.tr("Start a new game"))
        self.games_action = a(self.tr("&Games…"), self.show_games,
                              QKeySequence.StandardKey.Open,
                              self.tr("Continue, rename, delete, import or export games"))
        self.xlsx_action = a(self.tr("Export &workbook…"), self.export_xlsx, "Ctrl+E",
                             self.tr("Write the score sheet as an Excel workbook"))
        self.pdf_action = a(self.tr("Export &PDF…"), self.export_pdf, "Ctrl+Shift+E",
                            self.tr("Write the score sheet and payments as a PDF"))
        self.print_action = a(self.tr("&Print…"), self.print_game,
                              QKeySequence.StandardKey.Print,
                              self.tr("Print the score sheet with a preview"))
        self.quit_action = a(self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit)
        self.undo_action = self.undo_stack.createUndoAction(self, self.tr("&Undo"))
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.redo_action = self.undo_stack.createRedoAction(self, self.tr("&Redo"))
        # both, whatever the key scheme's standard Redo is
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self.edit_action = a(self.tr("&Edit hand"), self.edit_selected, "Ctrl+Shift+H",
                             self.tr("Open the selected hand to correct it"))
        self.delete_action = a(self.tr("&Delete hand"), self.delete_selected,
                               QKeySequence.StandardKey.Delete,
                               self.tr("Delete the selected hand"))
        self.delete_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.sheet_view.addAction(self.delete_action)
        self.rename_action = a(self.tr("Re&name game…"), self.rename_game)
        self.rename_player_action = a(self.tr("Rename &player…"), self.rename_player)
        self.finish_action = a(self.tr("&Finish game"), self.toggle_finished, None,
                               self.tr("Stop the game here: no more hands (uncheck to "
                                       "continue it)"))
        self.finish_action.setCheckable(True)
        self.penalty_action = a(self.tr("Record pe&nalty…"), self.record_penalty, None,
                                self.tr("Record a penalty: who pays whom how much"))
        self.shortcuts_action = a(self.tr("&Keyboard shortcuts"), self.show_shortcuts, "F1")
        self.rules_action = a(self.tr("&Rules reference"), self.show_rules)
        self.about_action = a(self.tr("&About Mahjong Score Sheet"), self.show_about)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.about_qt_action = a(self.tr("About &Qt"), QApplication.aboutQt)
        self.about_qt_action.setMenuRole(QAction.MenuRole.AboutQtRole)

        self.season_action = a(self.tr("&Season standings…"), self.show_season, None,
                               self.tr("Add up many games: standings, chart, workbook, PDF"))
        self.rule_editor_action = a(self.tr("&Rule editor…"), self.show_rule_editor, None,
                                    self.tr("Edit a rule set and see what it would have "
                                            "made of the game"))
        self.compare_action = self.compare_dock.toggleViewAction()
        self.compare_action.setText(self.tr("&Compare rule sets"))
        self.compare_action.setToolTip(self.tr("The selected player's hand under every "
                                               "rule set"))

        bar = self.menuBar()
        game_menu = bar.addMenu(self.tr("&Game"))
        for act in (self.new_action, self.games_action, self.season_action,
                    self.rule_editor_action,
                    self.rename_action, self.rename_player_action, self.finish_action,
                    self.penalty_action, None,
                    self.xlsx_action, self.pdf_action, self.print_action, None,
                    self.quit_action):
            game_menu.addSeparator() if act is None else game_menu.addAction(act)
        edit_menu = bar.addMenu(self.tr("&Edit"))
        for act in (self.undo_action, self.redo_action, None, self.edit_action,
                    self.delete_action):
            edit_menu.addSeparator() if act is None else edit_menu.addAction(act)
        self.wide_action = self._action(
            self.tr("&Whole score sheet"), self.toggle_wide_sheet, "Ctrl+L",
            self.tr("Hide the hand entry to see every column of the score sheet"))
        self.wide_action.setCheckable(True)
        self.sources_action = self._action(
            self.tr("Rule &sources in the breakdown"), self.toggle_sources, None,
            self.tr("Show or hide the column that names each rule's source"))
        self.sources_action.setCheckable(True)
        self.sources_action.setChecked(show_sources_setting())
        view_menu = bar.addMenu(self.tr("&View"))
        view_menu.addAction(self.wide_action)
        view_menu.addAction(self.sources_action)
        view_menu.addAction(self.compare_action)
        settings_menu = bar.addMenu(self.tr("Setti&ngs"))
        self._make_language_menu(settings_menu.addMenu(self.tr("&Language")))
        self.letters_action = self._action(
            self.tr("&Honours as letters (%1)").replace(
                "%1", " ".join(honour_letters().values())), self.toggle_letters, None,
            self.tr("Write honours as letters; off: as digits 1z-7z"))
        self.letters_action.setCheckable(True)
        self.letters_action.setChecked(honours_setting() == "letters")
        settings_menu.addAction(self.letters_action)
        help_menu = bar.addMenu(self.tr("&Help"))
        help_menu.addAction(self.rules_action)
        help_menu.addAction(self.shortcuts_action)
        help_menu.addSeparator()
        help_menu.addAction(self.about_action)
        help_menu.addAction(self.about_qt_action)
        tools = self.addToolBar(self.tr("Main"))
        tools.setObjectName("main-toolbar")
        for act in (self.new_action, self.games_action, self.undo_action, self.redo_action,
                    self.xlsx_action, self.print_action):
            tools.addAction(act)

    def _make_language_menu(self, menu: QMenu) -> None:
        """System, then every language by its own name; the saved one is checked."""
        self.language_group = QActionGroup(self)
        self.language_group.setExclusive(True)
        self.language_actions: dict[str, QAction] = {}
        saved = AppSettings().language
        for code, name in (("", self.tr("System")), *LANGUAGES.items()):
            action = QAction(name, self)
            action.setCheckable(True)
            action.setData(code)
            action.triggered.connect(lambda _=False, c=code: self.choose_language(c))
            self.language_group.addAction(action)
            menu.addAction(action)
            self.language_actions[code] = action
        self.language_actions.get(saved, self.language_actions[""]).setChecked(True)

    def choose_language(self, code: str) -> None:
        """Save the language of the user interface ("" = the system's); it applies the
        next time the program starts."""
        stored = AppSettings()
        changed = stored.language != code
        stored.language = code
        stored.sync()
        self.language_actions.get(code, self.language_actions[""]).setChecked(True)
        if changed:
            name = LANGUAGES.get(code) or self.tr("the system's language")
            QMessageBox.information(
                self, self.tr("Language"),
                self.tr("The program will use %1 the next time it starts.")
                .replace("%1", name))

    def toggle_sources(self, shown: bool) -> None:
        """Show or hide the breakdown's source column (remembered)."""
        set_show_sources_setting(shown)
        self.entry.breakdown.set_sources_shown(shown)

    def toggle_letters(self, letters: bool) -> None:
        """Honours as letters or digits everywhere (remembered)."""
        set_honours_setting("letters" if letters else "digits")
        for editor in self.entry.editors:
            editor.set_honours("letters" if letters else "digits")
        self.entry.refresh()

    def _update_actions(self) -> None:
        has_game = self.session.game is not None
        has_hand = has_game and self.sheet_model.result(
            self.sheet_view.currentIndex().row()) is not None
        for act in (self.xlsx_action, self.pdf_action, self.print_action,
                    self.rename_action, self.rename_player_action, self.rules_action,
                    self.finish_action, self.penalty_action):
            act.setEnabled(has_game)
        classical = has_game and self.session.game.game == "classical"  # type: ignore[union-attr]
        # Ponjan knows no penalties
        self.penalty_action.setEnabled(classical)
        self.finish_action.setChecked(has_game and self.session.game.finished)  # type: ignore[union-attr]
        self.edit_action.setEnabled(has_hand)
        self.delete_action.setEnabled(has_hand)

    # --- the game -------------------------------------------------------------------

    @property
    def game(self) -> Game | None:
        return self.session.game

    def open_game(self, game_id: int | None) -> None:
        self.undo_stack.clear()
        self.editing = None
        self.entry.set_editing(None)
        self._kept = None
        self._quiet = True  # the entry is filled anew: nothing to keep yet
        try:
            try:
                self.session.open(game_id)
            except MahjongError as exc:
                QMessageBox.warning(self, self.tr("Cannot open the game"),
                                    literal(message_text(exc)))
                self.session.open(None)
                return
            self._restore_draft()
        finally:
            self._quiet = False
        AppSettings().last_game_id = game_id
        problems = self.sheet_model.problems()
        if problems:
            QMessageBox.information(
                self, self.tr("Hands that no longer score"),
                self.tr("Some hands of this game no longer score under its rules: the "
                        "program reads a rule more faithfully than the version that "
                        "recorded them. They are kept as entered, marked %1 on the "
                        "sheet, and count as 0 for everyone until you edit them.")
                .replace("%1", PROBLEM_MARK.strip()) + "\n\n" + "\n".join(
                    self.tr("Hand %1: %2").replace("%1", str(number)).replace(
                        "%2", message_text(problem)) for number, problem in problems))

    def _game_changed(self) -> None:
        game = self.session.game
        row = self.sheet_view.currentIndex().row()
        self.sheet_model.set_game(game)
        self._fit_sheet()
        if self.chart is not None:
            self.chart.set_game(game)
        count = self.sheet_model.hand_count()
        if count:
            target = row if 0 <= row < count and self.editing is not None else count - 1
            self.sheet_view.selectionModel().setCurrentIndex(
                self.sheet_model.index(target, 0),
                QItemSelectionModel.SelectionFlag.ClearAndSelect
                | QItemSelectionModel.SelectionFlag.Rows)
            self.sheet_view.scrollTo(self.sheet_model.index(target, 0))
        self._show_payments(self.sheet_view.currentIndex().row())
        if game is None:
            self.setWindowTitle(self.tr("Mahjong Score Sheet"))
            self.entry.set_game(None, None)
        else:
            title = game.name or ", ".join(game.players)
            self.setWindowTitle(self.tr("%1 — Mahjong Score Sheet").replace("%1", title))
            if self.entry.game is not game:
                self.entry.set_game(game, game.next_seating())
            elif self.editing is None:
                self.entry.set_seating(game.next_seating())
            if self.editing is None:
                self.entry.set_balances(self.sheet_model.balances())
            self.statusBar().showMessage(self.entry.seat_text())
        self._update_actions()

    def _tab_shown(self, index: int) -> None:
        """The chart tab, shown the first time: its chart made and filled."""
        if self.tabs.widget(index) is not self.chart_page or self.chart is not None:
            return
        from app.chart_view import BalanceChart
        self.chart = BalanceChart()
        layout = self.chart_page.layout()
        assert layout is not None
        layout.addWidget(self.chart)
        self.chart.set_game(self.session.game)

    # --- the hand being entered, kept in the store as it changes ----------------------

    def _restore_draft(self) -> None:
        """Bring back the hand that was being entered when the game was last open (in
        this window or another, before a quit, a crash or a kill)."""
        game = self.game
        if game is None:
            return
        draft, notes = self.store.load_draft(game)
        self._kept = draft
        if draft is not None:
            self.entry.load_draft(draft)
        if draft is None and notes:
            text = self.tr("The hand that was being entered could not be brought back "
                           "(it was damaged, or no longer fits this game).")
        elif draft is not None and draft.hands != len(game.hands):
            text = self.tr("The hand being entered was started before the game changed "
                           "elsewhere (it now has %1 hands): check it before you record "
                           "it.").replace("%1", str(len(game.hands)))
        elif draft is not None and notes:
            text = self.tr("The hand being entered is back; what no longer fits this game "
                           "was left out.")
        elif draft is not None:
            text = self.tr("The hand being entered is back as it was left.")
        else:
            return
        self.entry.status.setText(text)
        self.statusBar().showMessage(text, 15000)

    def _keep_draft(self) -> None:
        """Keep the hand being entered in the store, at each change (a new hand; the
        changes of an edit are not kept, the hand on the sheet stays as it is)."""
        game = self.game
        if self._quiet or self.editing is not None or game is None or game.id is None:
            return
        draft = self.entry.draft()
        if draft is None or draft == self._kept or (self._kept is None and draft.is_blank()):
            return
        try:
            self.store.save_draft(game.id, draft)
        except MahjongError as exc:
            self.statusBar().showMessage(self.tr("The hand being entered cannot be kept: "
                                                 "%1").replace("%1", message_text(exc)))
            return
        self._kept = None if draft.is_blank() else draft

    def _fit_sheet(self) -> None:
        """"Total" over the hand, East and winner columns (a narrow hand column: the
        whole sheet fits beside the entry at 1280x720 in every language; East shows in
        the whole-sheet view only), each column then as wide as its contents."""
        view = self.sheet_view
        view.clearSpans()
        total = self.sheet_model.hand_count()
        if self.sheet_model.rowCount() > total:
            view.setSpan(total, 0, 1, FIXED)
        self.sheet_fitter.fit()

    def _show_payments(self, row: int) -> None:
        game = self.session.game
        result = self.sheet_model.result(row)
        self.payment_model.set_result(game.players if game else (), result)
        if result is None:
            self.payment_label.setText(self.tr("Payments: select a hand"))
        else:
            self.payment_label.setText(self.tr("Payments of hand %1").replace(
                "%1", str(result.number)))
        self._update_actions()

    def _show_notes(self, notes: list[str]) -> None:
        text = self.tr("Later hands changed: %1").replace("%1", "; ".join(notes))
        self.entry.status.setText(literal(text))
        self.statusBar().showMessage(text, 15000)

    # --- hands ------------------------------------------------------------------------

    def _push(self, command: SessionCommand, done: str) -> bool:
        self.undo_stack.push(command)
        if command.error:
            self.entry.status.setText(literal(command.error))
            QMessageBox.warning(self, self.tr("Nothing was saved"), literal(command.error))
            return False
        self.statusBar().showMessage(done, 5000)
        return True

    def record_hand(self) -> None:
        if self.game is None:
            return
        try:
            record = self.entry.record()
            self.session.check(record, self.editing)
        except MahjongError as exc:
            self.entry.status.setText(
                f"<span style='color:#b3261e'>{html.escape(message_text(exc))}</span>")
            return
        if self.editing is None:
            number = len(self.game.hands) + 1
            self._quiet = True  # the kept entry goes with the hand, not kept again
            try:
                ok = self._push(RecordHand(self.session, record, clear_draft=True),
                                self.tr("Hand %1 recorded").replace("%1", str(number)))
            finally:
                self._quiet = False
        else:
            index = self.editing
            old = self.game.hands[index]
            ok = self._push(EditHand(self.session, index, old, record),
                            self.tr("Hand %1 saved").replace("%1", str(index + 1)))
        if ok:
            was_editing = self.editing
            if was_editing is None:
                self._kept = None  # went with the hand recorded
            self.cancel_edit()
            if was_editing is None:
                self.entry.status.setText(self.tr("Hand %1 recorded and saved.")
                                          .replace("%1", str(len(self.game.hands))))
            else:
                self.entry.status.setText(self.tr("Hand %1 saved.")
                                          .replace("%1", str(was_editing + 1)))

    def record_penalty(self) -> None:
        from app.penalty_dialog import open_penalty_dialog
        open_penalty_dialog(self)

    def edit_selected(self) -> None:
        row = self.sheet_view.currentIndex().row()
        if self.game is None or not 0 <= row < len(self.game.hands):
            return
        if self.game.hands[row].is_penalty:
            from app.penalty_dialog import open_penalty_dialog
            open_penalty_dialog(self, row)
            return
        self.editing = row
        result = self.sheet_model.result(row)
        self.entry.set_seating(result.seating if result else None)
        before = self.sheet_model.result(row - 1)
        self.entry.set_balances(list(before.balances) if before else
                                [self.game.settings.start_balance] * len(self.game.players))
        self.entry.load_record(self.game.hands[row])
        self.entry.set_editing(row + 1)
        self.entry.status.clear()

    def cancel_edit(self) -> None:
        """Leave the edit (or the hand just recorded): the hand that was being entered
        before the edit comes back."""
        was_editing = self.editing is not None
        self.editing = None
        self.entry.set_editing(None)
        self._quiet = True
        try:
            self.entry.clear()
            if self.game is not None:
                self.entry.set_seating(self.game.next_seating())
                self.entry.set_balances(self.sheet_model.balances())
                if was_editing and self._kept is not None:
                    self.entry.load_draft(self._kept)
        finally:
            self._quiet = False

    def delete_selected(self) -> None:
        row = self.sheet_view.currentIndex().row()
        if self.game is None or not 0 <= row < len(self.game.hands):
            return
        if self.editing is not None:
            self.cancel_edit()
        self._push(DeleteHand(self.session, row, self.game.hands[row]),
                   self.tr("Hand %1 deleted (Undo brings it back)").replace("%1", str(row + 1)))

    # --- games ------------------------------------------------------------------------

    def new_game(self) -> None:
        from app.new_game_dialog import NewGameDialog
        dialog = NewGameDialog(self)
        if not dialog.exec():
            return
        game = Game(dialog.settings(), name=dialog.game_name())
        try:
            game_id = self.store.create_game(game)
        except MahjongError as exc:
            QMessageBox.warning(self, self.tr("Cannot create the game"),
                                literal(message_text(exc)))
            return
        self.open_game(game_id)

    def show_games(self) -> None:
        from app.games_dialog import GamesDialog
        current = self.game.id if self.game is not None else None
        dialog = GamesDialog(self.store, self, current_game_id=current)
        if dialog.exec() and dialog.chosen_id() is not None:
            self.open_game(dialog.chosen_id())
            return
        names = {g.id: g.name for g in self.store.list_games()}
        if self.game is not None and self.game.id not in names:
            self.open_game(None)
        elif (self.game is not None and self.game.id is not None
              and names[self.game.id] != self.game.name):
            self.game.name = names[self.game.id]
            self._game_changed()

    def rename_game(self) -> None:
        if self.game is None or self.game.id is None:
            return
        name, ok = QInputDialog.getText(self, self.tr("Rename game"), self.tr("Name:"),
                                        text=self.game.name)
        if ok and name.strip() != self.game.name:
            self._push(RenameGame(self.session, self.game.id, self.game.name, name.strip()),
                       self.tr("Game renamed"))

    def toggle_wide_sheet(self, wide: bool) -> None:
        """Give the score sheet the whole window (the entry panel comes back with the
        same action)."""
        self.entry.setVisible(not wide)
        self._show_east_column()

    def _show_east_column(self) -> None:
        """The sheet's East column (as in the PDF) in the whole-sheet view; beside the
        entry, which names East itself, the players' columns keep the room."""
        # shown, then hidden again: a section hidden while the model was reset keeps
        # its old room in the header's positions (seen with Qt 6.11) unless hidden anew
        self.sheet_view.setColumnHidden(EAST_COLUMN, False)
        self.sheet_view.setColumnHidden(EAST_COLUMN, self.entry.isVisibleTo(self))
        self.sheet_fitter.fit()  # the room it took or gave back goes to the others

    def toggle_finished(self, finished: bool) -> None:
        if self.game is None:
            return
        if self.editing is not None:
            self.cancel_edit()
        try:
            self.session.set_finished(finished)
        except MahjongError as exc:
            QMessageBox.warning(self, self.tr("Nothing was saved"),
                                literal(message_text(exc)))

    def rename_player(self) -> None:
        game = self.game
        if game is None:
            return
        old, ok = QInputDialog.getItem(self, self.tr("Rename player"), self.tr("Player:"),
                                       list(game.players), 0, False)
        if not ok:
            return
        ask = QInputDialog(self)
        ask.setWindowTitle(self.tr("Rename player"))
        ask.setLabelText(self.tr("New name (at most %1 characters):")
                         .replace("%1", str(MAX_NAME)))
        ask.setTextValue(old)
        field = ask.findChild(QLineEdit)
        if field is not None:
            field.setMaxLength(MAX_NAME)  # the bound the label says
        ok = ask.exec() == QInputDialog.DialogCode.Accepted
        name = ask.textValue().strip()
        ask.deleteLater()
        if not ok or name == old:
            return
        player = game.players.index(old)
        others = [p.casefold() for i, p in enumerate(game.players) if i != player]
        if not name or name.casefold() in others:
            QMessageBox.warning(self, self.tr("Rename player"),
                                self.tr("Every player needs a name of his own."))
            return
        self._push(RenamePlayer(self.session, player, old, name),
                   self.tr("%1 is now %2").replace("%1", old).replace("%2", name))

    def _save_path(self, title: str, suffix: str, pattern: str) -> Path | None:
        if self.game is None:
            return None
        base = (self.game.name or "mahjong").replace("/", "-")
        return ask_save_path(self, title, base, suffix, pattern)

    def export_xlsx(self) -> None:
        from app.workbook_texts import write_translated_workbook
        self._export(self.tr("Export workbook"), ".xlsx",
                     self.tr("Excel workbook (*.xlsx)"), write_translated_workbook)

    def export_pdf(self) -> None:
        from app.printing import export_pdf
        self._export(self.tr("Export PDF"), ".pdf", self.tr("PDF (*.pdf)"), export_pdf)

    def _export(self, title: str, suffix: str, pattern: str,
                write: Callable[[Game, Path], object]) -> None:
        path = self._save_path(title, suffix, pattern)
        if path is None or self.game is None:
            return
        try:
            from scoring.records.output import output_path
            output_path(path, [self.store.path])  # never over the games database
            write(self.game, path)
        except (MahjongError, OSError) as exc:
            QMessageBox.warning(self, self.tr("Export failed"),
                                literal(message_text(exc)))
            return
        self.statusBar().showMessage(self.tr("Saved %1").replace("%1", str(path)), 8000)

    def print_game(self) -> None:
        if self.game is not None:
            from app.printing import print_game
            print_game(self.game, self)

    def show_rules(self) -> None:
        if self.game is None:
            return
        from app.rules_dialog import show_rules_reference
        kind = self.game.kind
        show_rules_reference(kind.rules if isinstance(kind, PonjanKind) else self.game.ruleset,
                             self)

    def show_rule_editor(self) -> None:
        from app.rule_editor import open_rule_editor
        open_rule_editor(self)

    def show_about(self) -> None:
        about_box(self).exec()

    def show_season(self) -> None:
        from app.season_view import SeasonDialog
        dialog = SeasonDialog(self.store, self)
        dialog.exec()
        dialog.deleteLater()

    @property
    def compare(self) -> CompareView:
        """The view of View > Compare rule sets (made the first time it is asked for)."""
        if self._compare is None:
            from app.compare_view import CompareView
            self._compare = CompareView()
            self.compare_dock.setWidget(self._compare)
        return self._compare

    def _compare_shown(self, visible: bool) -> None:
        dock = self.compare_dock
        if visible:
            self.compare  # noqa: B018 (made before the dock is placed)
        if visible and dock.isFloating() and not dock.property("placed"):
            dock.setProperty("placed", True)
            frame = self.geometry()
            dock.resize(min(680, frame.width() // 2), min(520, frame.height() - 120))
            dock.move(frame.right() - dock.width() - 16, frame.top() + 90)
        self._compare_hand()

    def _compare_hand(self) -> None:
        """Feed View > Compare rule sets with the selected player's hand."""
        if not self.compare_dock.isVisible():
            return
        game = self.game
        player = game.players[self.entry.active] if game and self.entry.editors else ""
        classical = game is not None and game.game == "classical"
        self.compare.show_hand(self.entry.selected_hand() if classical else None,
                               game.ruleset if game and classical else None, player)

    def show_shortcuts(self) -> None:
        QMessageBox.information(self, self.tr("Keyboard shortcuts"), shortcuts_text(self))

    # --- window state -------------------------------------------------------------------

    def restore_state(self) -> None:
        """The window as it was left; the first time, most of the screen."""
        stored = AppSettings()
        if not stored.window_geometry or not self.restoreGeometry(stored.window_geometry):
            screen = self.screen() or QApplication.primaryScreen()
            area = screen.availableGeometry()
            size = QSize(area.width() * 9 // 10, area.height() * 9 // 10)
            self.resize(size.expandedTo(self.minimumSize()))
            self.move(area.center() - self.rect().center())
        if stored.window_state:
            self.restoreState(stored.window_state)

    def showEvent(self, event: QShowEvent) -> None:
        self.game_keys.install()
        super().showEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        self._keep_draft()  # kept at each change already; this is the last one
        stored = AppSettings()
        stored.window_geometry = self.saveGeometry()
        stored.window_state = self.saveState()
        super().closeEvent(event)


#: (keys, what they do) for the shortcuts window; the texts in English
SHORTCUTS = (
    ("Ctrl+1 … Ctrl+4", QT_TRANSLATE_NOOP("MainWindow",
                                          "choose the player and put the cursor in his hand "
                                          "field (a bare number there is his typed score)")),
    ("Alt+1 … Alt+5", QT_TRANSLATE_NOOP("MainWindow",
                                        "add a single tile, pair, chow, pung or kong per "
                                        "click")),
    ("Alt+X", QT_TRANSLATE_NOOP("MainWindow", "the next set is exposed (a kong: declared "
                                              "concealed when off)")),
    ("Alt+T", QT_TRANSLATE_NOOP("MainWindow", "type the player's score instead of the tiles")),
    ("Alt+1, Alt+3, Alt+X (Ponjan)",
     QT_TRANSLATE_NOOP("MainWindow", "a Ponjan hand: one tile or a set per click; the next "
                                     "set is stolen")),
    ("Alt+D (Ponjan)", QT_TRANSLATE_NOOP("MainWindow", "who discarded the winning tile")),
    (QT_TRANSLATE_NOOP("MainWindow", "Arrow keys, Space"),
     QT_TRANSLATE_NOOP("MainWindow", "move in the tile picker and take a tile")),
    ("Alt+A", QT_TRANSLATE_NOOP("MainWindow", "accept the suggested winner (the only "
                                              "complete hand)")),
    (QT_TRANSLATE_NOOP("MainWindow", "Click in the winner's hand"),
     QT_TRANSLATE_NOOP("MainWindow", "choose the winning tile")),
    ("Ctrl+Return", QT_TRANSLATE_NOOP("MainWindow", "record the hand (or save the edit)")),
    ("Ctrl+Z / Ctrl+Shift+Z, Ctrl+Y", QT_TRANSLATE_NOOP("MainWindow", "undo / redo")),
    ("Ctrl+Shift+H, Delete", QT_TRANSLATE_NOOP("MainWindow", "edit / delete the selected hand")),
    ("Ctrl+L", QT_TRANSLATE_NOOP("MainWindow", "the whole score sheet (hide the hand "
                                               "entry) and back")),
    ("Ctrl+N, Ctrl+O", QT_TRANSLATE_NOOP("MainWindow", "new game, games list")),
    ("Ctrl+E, Ctrl+Shift+E, Ctrl+P",
     QT_TRANSLATE_NOOP("MainWindow", "export workbook, export PDF, print")),
)


def shortcuts_text(window: QMainWindow) -> str:
    tr = window.tr
    return "\n".join(f"{tr(keys)}: {tr(what)}" for keys, what in SHORTCUTS)
