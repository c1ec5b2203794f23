"""Season standings as a person reads them (issue 16, A4): a Ponjan game is listed but
never ticked (a season counts classical games), and the best hand is shown whole."""

from __future__ import annotations

from typing import Any

from gui_person import Person
from PySide6.QtCore import QRect, Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QListWidget, QTableView

from scoring import load_ruleset
from scoring.games.game import Entry, Game, GameSettings, HandRecord
from scoring.games.ponjan_game import ponjan_settings
from scoring.ponjan.rules import load_ponjan_rules


def test_ponjan_is_not_ticked_and_the_best_hand_is_whole(window: Any) -> None:
    store = window.store
    game = Game(GameSettings.for_ruleset(("Anna", "Bjørn", "Cecilie", "Dag"),
                                         load_ruleset("norwegian")), name="Friday night")
    game.hands.append(HandRecord((Entry("123m 456p 789s 55p EEE"), Entry(score=4),
                                  Entry(score=0), Entry(score=8)), 0, "5p"))
    store.create_game(game)
    store.create_game(Game(ponjan_settings(("Anna", "Bo", "Cia"),
                                           load_ponjan_rules("ponjan")),
                           name="Ponjan evening"))
    seen: dict[str, Any] = {}

    def drive() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QDialog) or not dialog.isVisible():
            return  # not open yet: the menu is still on its way
        timer.stop()
        try:
            act(dialog)
        finally:
            dialog.reject()

    def act(dialog: QDialog) -> None:
        p = Person(dialog)  # type: ignore[arg-type]
        games = p.named("Games of the season", QListWidget)
        assert isinstance(games, QListWidget)
        items = [games.item(i) for i in range(games.count())]
        ponjan = next(i for i in items if "Ponjan evening" in i.text())
        seen["ponjan"] = (ponjan.checkState(), bool(ponjan.flags() & Qt.ItemFlag.ItemIsEnabled),
                          ponjan.text())
        p.click(p.button("All"))
        seen["after All"] = ponjan.checkState()
        table = p.named("Standings", QTableView)
        assert isinstance(table, QTableView)
        model = table.model()
        best = model.index(0, model.columnCount() - 1)
        rect = table.visualRect(best)
        text = str(best.data())
        needed = table.fontMetrics().boundingRect(
            QRect(0, 0, rect.width() - 8, 10000), int(Qt.TextFlag.TextWordWrap), text)
        seen["best"] = (text, rect.right() <= table.viewport().width(),
                        needed.height() <= rect.height(), needed.width() <= rect.width())
        p.click(p.button("Close"))

    timer = QTimer()
    timer.timeout.connect(drive)
    timer.start(20)
    person = Person(window)
    person.menu("Game", "Season standings…")
    assert seen["ponjan"][0] == Qt.CheckState.Unchecked and not seen["ponjan"][1]
    assert "not counted" in seen["ponjan"][2]
    assert seen["after All"] == Qt.CheckState.Unchecked
    text, inside, tall_enough, wide_enough = seen["best"]
    assert text.startswith("112 (Norwegian, Friday night, hand 1)")
    assert inside and tall_enough and wide_enough, seen["best"]
