"""The main window: hand entry on the left, the running score sheet on the right."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QItemSelectionModel, QSize, Qt
from PySide6.QtGui import QCloseEvent, QColor, QFont, QPaintEvent, QPalette, QUndoStack
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QDockWidget,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMessageBox,
    QSplitter,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app.commands import DeleteHand, EditHand, RecordHand, RenamePlayer, SessionCommand
from app.display import literal
from app.entry_panel import EntryPanel
from app.game_keys import GameKeys
from app.names import MAX_NAME
from app.payment_model import PaymentModel
from app.rule_texts import message_text
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
from app.styles import ERROR_COLOR
from app.viewport_size import SizedTableView
from app.window_files import GameFiles
from app.window_menus import WindowMenus
from scoring.errors import MahjongError
from scoring.games.draft import HandDraft
from scoring.games.game import Game
from scoring.records.storage import Store

if TYPE_CHECKING:
    from app.chart_view import BalanceChart
    from app.compare_view import CompareView


class MainWindow(WindowMenus, GameFiles, QMainWindow):
    """The window; its menus and actions are in app/window_menus.py, its file
    operations (games, export, print, season) in app/window_files.py."""

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
        self.sheet_view = SizedTableView()
        self.sheet_view.setAccessibleName(self.tr("Score sheet"))
        self.sheet_view.setHorizontalHeader(GroupHeader(self.sheet_view))
        self.sheet_view.setModel(self.sheet_model)
        self.sheet_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.sheet_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.sheet_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.sheet_view.setWordWrap(False)
        # the selected row keeps its text colours and the winner's mark readable; in
        # the palette, not a style sheet (a sheet's rules are matched for each cell
        # measured and painted: some 10 ms of a start)
        palette = self.sheet_view.palette()
        palette.setColor(QPalette.ColorRole.Highlight, QColor("#cfe0f7"))
        palette.setColor(QPalette.ColorRole.HighlightedText, QColor("black"))
        self.sheet_view.setPalette(palette)
        font = self.sheet_view.font()
        # the (hidden) row header keeps the window's size of font: a row is never lower
        # than that font's line and the header's margins
        rows = QFont(font)
        rows.setPointSizeF(font.pointSizeF())
        self.sheet_view.verticalHeader().setFont(rows)
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
                self._set_entry_game(game)
            elif self.editing is None:
                self.entry.set_seating(game.next_seating())
            if self.editing is None:
                self.entry.set_balances(self.sheet_model.balances())
        self._update_actions()

    def _set_entry_game(self, game: Game) -> None:
        """The entry on ``game``; the same game with other rules (rescored, or that
        undone) keeps the hand being entered or edited, as it was."""
        before = self.entry.game
        draft = self.entry.draft() if before is not None and before.id == game.id else None
        quiet, self._quiet = self._quiet, True
        try:
            result = self.sheet_model.result(self.editing) \
                if draft is not None and self.editing is not None else None
            self.entry.set_game(game, result.seating if result is not None
                                else game.next_seating())
            if draft is not None:
                self.entry.load_draft(draft)
            if result is not None and self.editing is not None:
                prior = self.sheet_model.result(self.editing - 1)
                self.entry.set_balances(list(prior.balances) if prior else
                                        [game.settings.start_balance] * len(game.players))
        finally:
            self._quiet = quiet

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
        self._show_east_column()  # and the columns fitted, measured once

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
            import html
            self.entry.status.setText(
                f"<span style='color:{ERROR_COLOR}'>{html.escape(message_text(exc))}</span>")
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
        from PySide6.QtWidgets import QInputDialog  # made when first used
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
        hand, ruleset, player = self.entry.comparison()
        self.compare.show_hand(hand, ruleset, player)

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

    def paintEvent(self, event: QPaintEvent) -> None:
        # the game's keys from the first turn of the event loop after the first paint
        self.game_keys.install()
        super().paintEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        self._keep_draft()  # kept at each change already; this is the last one
        stored = AppSettings()
        stored.window_geometry = self.saveGeometry()
        stored.window_state = self.saveState()
        super().closeEvent(event)
