"""The main window's menus, tool bar and actions: a part of :class:`MainWindow`
(app/main_window.py), which the window's class takes in (``WindowMenus``). Its texts
are the window's own (translation context "MainWindow")."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence, QUndoStack
from PySide6.QtWidgets import QApplication, QDockWidget, QMainWindow, QMenu, QMessageBox, QTableView

from app.about import about_box
from app.display import (
    honour_letters,
    honours_setting,
    set_honours_setting,
    set_show_sources_setting,
    show_sources_setting,
)
from app.game_front import front_of
from app.main import LANGUAGES
from app.settings import AppSettings
from app.translation_marks import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from app.entry_panel import EntryPanel
    from app.session import GameSession
    from app.sheet_model import SheetModel
    from scoring.games.game import Game

    _Window = QMainWindow
else:
    _Window = object

translate = QCoreApplication.translate


class WindowMenus(_Window):
    """The actions of the menus and the tool bar, made by :meth:`_make_actions`, and
    the commands of the Settings and Help menus."""

    # the parts of the window the menus act on (app/main_window.py, app/window_files.py)
    session: GameSession
    entry: EntryPanel
    sheet_model: SheetModel
    sheet_view: QTableView
    undo_stack: QUndoStack
    compare_dock: QDockWidget
    new_game: Callable[[], None]
    show_games: Callable[[], None]
    show_season: Callable[[], None]
    rename_game: Callable[[], None]
    rename_player: Callable[[], None]
    toggle_finished: Callable[[bool], None]
    record_penalty: Callable[[], None]
    export_xlsx: Callable[[], None]
    export_pdf: Callable[[], None]
    print_game: Callable[[], None]
    edit_selected: Callable[[], None]
    delete_selected: Callable[[], None]
    toggle_wide_sheet: Callable[[bool], None]

    if TYPE_CHECKING:

        @property
        def game(self) -> Game | None: ...

    def _action(
        self,
        text: str,
        slot: object,
        shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
        tip: str = "",
    ) -> QAction:
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
        self.new_action = a(
            translate("MainWindow", "&New game…"),
            self.new_game,
            QKeySequence.StandardKey.New,
            translate("MainWindow", "Start a new game"),
        )
        self.games_action = a(
            translate("MainWindow", "&Games…"),
            self.show_games,
            QKeySequence.StandardKey.Open,
            translate("MainWindow", "Continue, rename, delete, import or export games"),
        )
        self.xlsx_action = a(
            translate("MainWindow", "Export &workbook…"),
            self.export_xlsx,
            "Ctrl+E",
            translate("MainWindow", "Write the score sheet as an Excel workbook"),
        )
        self.pdf_action = a(
            translate("MainWindow", "Export &PDF…"),
            self.export_pdf,
            "Ctrl+Shift+E",
            translate("MainWindow", "Write the score sheet and payments as a PDF"),
        )
        self.print_action = a(
            translate("MainWindow", "&Print…"),
            self.print_game,
            QKeySequence.StandardKey.Print,
            translate("MainWindow", "Print the score sheet with a preview"),
        )
        self.quit_action = a(
            translate("MainWindow", "&Quit"), self.close, QKeySequence.StandardKey.Quit
        )
        self.undo_action = self.undo_stack.createUndoAction(self, translate("MainWindow", "&Undo"))
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.redo_action = self.undo_stack.createRedoAction(self, translate("MainWindow", "&Redo"))
        # both, whatever the key scheme's standard Redo is
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self.edit_action = a(
            translate("MainWindow", "&Edit hand"),
            self.edit_selected,
            "Ctrl+Shift+H",
            translate("MainWindow", "Open the selected hand to correct it"),
        )
        self.delete_action = a(
            translate("MainWindow", "&Delete hand"),
            self.delete_selected,
            QKeySequence.StandardKey.Delete,
            translate("MainWindow", "Delete the selected hand"),
        )
        self.delete_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.sheet_view.addAction(self.delete_action)
        self.rename_action = a(translate("MainWindow", "Re&name game…"), self.rename_game)
        self.rename_player_action = a(
            translate("MainWindow", "Rename &player…"), self.rename_player
        )
        self.finish_action = a(
            translate("MainWindow", "&Finish game"),
            self.toggle_finished,
            None,
            translate("MainWindow", "Stop the game here: no more hands (uncheck to continue it)"),
        )
        self.finish_action.setCheckable(True)
        self.penalty_action = a(
            translate("MainWindow", "Record pe&nalty…"),
            self.record_penalty,
            None,
            translate("MainWindow", "Record a penalty: who pays whom how much"),
        )
        self.shortcuts_action = a(
            translate("MainWindow", "&Keyboard shortcuts"), self.show_shortcuts, "F1"
        )
        self.rules_action = a(translate("MainWindow", "&Rules reference"), self.show_rules)
        self.about_action = a(
            translate("MainWindow", "&About Mahjong Score Sheet"), self.show_about
        )
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.about_qt_action = a(translate("MainWindow", "About &Qt"), QApplication.aboutQt)
        self.about_qt_action.setMenuRole(QAction.MenuRole.AboutQtRole)

        self.season_action = a(
            translate("MainWindow", "&Season standings…"),
            self.show_season,
            None,
            translate("MainWindow", "Add up many games: standings, chart, workbook, PDF"),
        )
        self.rule_editor_action = a(
            translate("MainWindow", "&Rule editor…"),
            self.show_rule_editor,
            None,
            translate("MainWindow", "Edit a rule set and see what it would have made of the game"),
        )
        self.compare_action = self.compare_dock.toggleViewAction()
        self.compare_action.setText(translate("MainWindow", "&Compare rule sets"))
        self.compare_action.setToolTip(
            translate("MainWindow", "The selected player's hand under every rule set")
        )

        bar = self.menuBar()
        game_menu = bar.addMenu(translate("MainWindow", "&Game"))
        for act in (
            self.new_action,
            self.games_action,
            self.season_action,
            self.rule_editor_action,
            self.rename_action,
            self.rename_player_action,
            self.finish_action,
            self.penalty_action,
            None,
            self.xlsx_action,
            self.pdf_action,
            self.print_action,
            None,
            self.quit_action,
        ):
            game_menu.addSeparator() if act is None else game_menu.addAction(act)
        edit_menu = bar.addMenu(translate("MainWindow", "&Edit"))
        for act in (self.undo_action, self.redo_action, None, self.edit_action, self.delete_action):
            edit_menu.addSeparator() if act is None else edit_menu.addAction(act)
        self.wide_action = self._action(
            translate("MainWindow", "&Whole score sheet"),
            self.toggle_wide_sheet,
            "Ctrl+L",
            translate("MainWindow", "Hide the hand entry to see every column of the score sheet"),
        )
        self.wide_action.setCheckable(True)
        self.sources_action = self._action(
            translate("MainWindow", "Rule &sources in the breakdown"),
            self.toggle_sources,
            None,
            translate("MainWindow", "Show or hide the column that names each rule's source"),
        )
        self.sources_action.setCheckable(True)
        self.sources_action.setChecked(show_sources_setting())
        view_menu = bar.addMenu(translate("MainWindow", "&View"))
        view_menu.addAction(self.wide_action)
        view_menu.addAction(self.sources_action)
        view_menu.addAction(self.compare_action)
        settings_menu = bar.addMenu(translate("MainWindow", "Setti&ngs"))
        self._make_language_menu(settings_menu.addMenu(translate("MainWindow", "&Language")))
        self.letters_action = self._action(
            translate("MainWindow", "&Honours as letters (%1)").replace(
                "%1", " ".join(honour_letters().values())
            ),
            self.toggle_letters,
            None,
            translate("MainWindow", "Write honours as letters; off: as digits 1z-7z"),
        )
        self.letters_action.setCheckable(True)
        self.letters_action.setChecked(honours_setting() == "letters")
        settings_menu.addAction(self.letters_action)
        help_menu = bar.addMenu(translate("MainWindow", "&Help"))
        help_menu.addAction(self.rules_action)
        help_menu.addAction(self.shortcuts_action)
        help_menu.addSeparator()
        help_menu.addAction(self.about_action)
        help_menu.addAction(self.about_qt_action)
        tools = self.addToolBar(translate("MainWindow", "Main"))
        tools.setObjectName("main-toolbar")
        for act in (
            self.new_action,
            self.games_action,
            self.undo_action,
            self.redo_action,
            self.xlsx_action,
            self.print_action,
        ):
            tools.addAction(act)

    def _make_language_menu(self, menu: QMenu) -> None:
        """System, then every language by its own name; the saved one is checked."""
        self.language_group = QActionGroup(self)
        self.language_group.setExclusive(True)
        self.language_actions: dict[str, QAction] = {}
        saved = AppSettings().language
        for code, name in (("", translate("MainWindow", "System")), *LANGUAGES.items()):
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
            name = LANGUAGES.get(code) or translate("MainWindow", "the system's language")
            QMessageBox.information(
                self,
                translate("MainWindow", "Language"),
                translate("MainWindow", "The program will use %1 the next time it starts.").replace(
                    "%1", name
                ),
            )

    def toggle_sources(self, shown: bool) -> None:
        """Show or hide the breakdown's source column (remembered)."""
        set_show_sources_setting(shown)
        self.entry.set_sources_shown(shown)

    def toggle_letters(self, letters: bool) -> None:
        """Honours as letters or digits everywhere (remembered)."""
        set_honours_setting("letters" if letters else "digits")
        self.entry.set_honours("letters" if letters else "digits")
        self.entry.refresh()

    def _update_actions(self) -> None:
        has_game = self.session.game is not None
        has_hand = (
            has_game and self.sheet_model.result(self.sheet_view.currentIndex().row()) is not None
        )
        for act in (
            self.xlsx_action,
            self.pdf_action,
            self.print_action,
            self.rename_action,
            self.rename_player_action,
            self.rules_action,
            self.finish_action,
            self.penalty_action,
        ):
            act.setEnabled(has_game)
        game = self.session.game
        self.penalty_action.setEnabled(game is not None and front_of(game).has_penalties)
        self.finish_action.setChecked(has_game and self.session.game.finished)  # type: ignore[union-attr]
        self.edit_action.setEnabled(has_hand)
        self.delete_action.setEnabled(has_hand)

    def show_rules(self) -> None:
        if self.game is None:
            return
        from app.rules_dialog import show_rules_reference

        front = front_of(self.game)
        rules = front.rules_of(self.game)
        show_rules_reference(rules, front.reference_markdown(rules), self)

    def show_rule_editor(self) -> None:
        from app.rule_editor import open_rule_editor

        open_rule_editor(self)

    def show_about(self) -> None:
        about_box(self).exec()

    def show_shortcuts(self) -> None:
        QMessageBox.information(
            self, translate("MainWindow", "Keyboard shortcuts"), shortcuts_text(self)
        )


#: (keys, what they do) for the shortcuts window; the texts in English
SHORTCUTS = (
    (
        "Ctrl+1 … Ctrl+4",
        QT_TRANSLATE_NOOP(
            "MainWindow",
            "choose the player and put the cursor in his hand "
            "field (a bare number there is his typed score)",
        ),
    ),
    (
        "Alt+1 … Alt+5",
        QT_TRANSLATE_NOOP("MainWindow", "add a single tile, pair, chow, pung or kong per click"),
    ),
    (
        "Alt+X",
        QT_TRANSLATE_NOOP(
            "MainWindow", "the next set is exposed (a kong: declared concealed when off)"
        ),
    ),
    ("Alt+T", QT_TRANSLATE_NOOP("MainWindow", "type the player's score instead of the tiles")),
    (
        "Alt+1, Alt+3, Alt+X (Ponjan)",
        QT_TRANSLATE_NOOP(
            "MainWindow", "a Ponjan hand: one tile or a set per click; the next set is stolen"
        ),
    ),
    ("Alt+D (Ponjan)", QT_TRANSLATE_NOOP("MainWindow", "who discarded the winning tile")),
    (
        QT_TRANSLATE_NOOP("MainWindow", "Arrow keys, Space"),
        QT_TRANSLATE_NOOP("MainWindow", "move in the tile picker and take a tile"),
    ),
    (
        "Alt+A",
        QT_TRANSLATE_NOOP("MainWindow", "accept the suggested winner (the only complete hand)"),
    ),
    (
        QT_TRANSLATE_NOOP("MainWindow", "Click in the winner's hand"),
        QT_TRANSLATE_NOOP("MainWindow", "choose the winning tile"),
    ),
    ("Ctrl+Return", QT_TRANSLATE_NOOP("MainWindow", "record the hand (or save the edit)")),
    ("Ctrl+Z / Ctrl+Shift+Z, Ctrl+Y", QT_TRANSLATE_NOOP("MainWindow", "undo / redo")),
    ("Ctrl+Shift+H, Delete", QT_TRANSLATE_NOOP("MainWindow", "edit / delete the selected hand")),
    (
        "Ctrl+L",
        QT_TRANSLATE_NOOP("MainWindow", "the whole score sheet (hide the hand entry) and back"),
    ),
    ("Ctrl+N, Ctrl+O", QT_TRANSLATE_NOOP("MainWindow", "new game, games list")),
    (
        "Ctrl+E, Ctrl+Shift+E, Ctrl+P",
        QT_TRANSLATE_NOOP("MainWindow", "export workbook, export PDF, print"),
    ),
)


def shortcuts_text(window: QMainWindow) -> str:
    tr = window.tr
    return "\n".join(f"{tr(keys)}: {tr(what)}" for keys, what in SHORTCUTS)
