"""The main window's file operations: new game, the games list, renaming the game,
exporting, printing and the season: a part of :class:`MainWindow` (app/main_window.py),
which the window's class takes in (``GameFiles``). Its texts are the window's own
(translation context "MainWindow")."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMainWindow, QMessageBox

from app.commands import RenameGame, SessionCommand
from app.display import literal
from app.rule_texts import message_text
from scoring.errors import MahjongError
from scoring.games.game import Game

if TYPE_CHECKING:
    from app.session import GameSession
    from scoring.records.storage import Store

    _Window = QMainWindow
else:
    _Window = object

translate = QCoreApplication.translate


class GameFiles(_Window):
    """Games made, opened, renamed, exported, printed, added up."""

    # the parts of the window these act on (app/main_window.py)
    store: Store
    session: GameSession
    open_game: Callable[[int | None], None]
    _game_changed: Callable[[], None]
    _push: Callable[[SessionCommand, str], bool]

    if TYPE_CHECKING:

        @property
        def game(self) -> Game | None: ...

    def new_game(self) -> None:
        from app.new_game_dialog import NewGameDialog

        dialog = NewGameDialog(self)
        if not dialog.exec():
            return
        game = Game(dialog.settings(), name=dialog.game_name())
        try:
            game_id = self.session.create_game(game)
        except MahjongError as exc:
            QMessageBox.warning(
                self, translate("MainWindow", "Cannot create the game"), literal(message_text(exc))
            )
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
        elif (
            self.game is not None
            and self.game.id is not None
            and names[self.game.id] != self.game.name
        ):
            self.game.name = names[self.game.id]
            self._game_changed()

    def rename_game(self) -> None:
        if self.game is None or self.game.id is None:
            return
        from PySide6.QtWidgets import QInputDialog  # made when first used
        name, ok = QInputDialog.getText(
            self,
            translate("MainWindow", "Rename game"),
            translate("MainWindow", "Name:"),
            text=self.game.name,
        )
        if ok and name.strip() != self.game.name:
            self._push(
                RenameGame(self.session, self.game.id, self.game.name, name.strip()),
                translate("MainWindow", "Game renamed"),
            )

    def _save_path(self, title: str, suffix: str, pattern: str) -> Path | None:
        if self.game is None:
            return None
        base = (self.game.name or "mahjong").replace("/", "-")
        from app.save_dialog import ask_save_path
        return ask_save_path(self, title, base, suffix, pattern)

    def export_xlsx(self) -> None:
        from app.game_front import front_of

        self._export(
            translate("MainWindow", "Export workbook"),
            ".xlsx",
            translate("MainWindow", "Excel workbook (*.xlsx)"),
            lambda game, path: front_of(game).write_workbook(game, path),
        )

    def export_pdf(self) -> None:
        from app.printing import export_pdf

        self._export(
            translate("MainWindow", "Export PDF"),
            ".pdf",
            translate("MainWindow", "PDF (*.pdf)"),
            export_pdf,
        )

    def _export(
        self, title: str, suffix: str, pattern: str, write: Callable[[Game, Path], object]
    ) -> None:
        path = self._save_path(title, suffix, pattern)
        if path is None or self.game is None:
            return
        try:
            from scoring.records.output import output_path

            output_path(path, [self.store.path])  # never over the games database
            write(self.game, path)
        except (MahjongError, OSError) as exc:
            QMessageBox.warning(
                self, translate("MainWindow", "Export failed"), literal(message_text(exc))
            )
            return
        self.statusBar().showMessage(
            translate("MainWindow", "Saved %1").replace("%1", str(path)), 8000
        )

    def print_game(self) -> None:
        if self.game is not None:
            from app.printing import print_game

            print_game(self.game, self)

    def show_season(self) -> None:
        from app.season_view import SeasonDialog

        dialog = SeasonDialog(self.store, self)
        dialog.exec()
        dialog.deleteLater()
