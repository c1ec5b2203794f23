"""The rule editor's What if panel: the open game's standings (or, when asked, the
season's) under the edited rules beside the real ones, the difference per player,
the hands that score differently, and a hand's breakdown under both.

The games are read once (:class:`scoring.records.what_if.WhatIf`); each edit rescores
them under the edited rules after a short pause (debounced: typing ``12`` rescores
once), in a thread aside so that the window keeps taking keys meanwhile.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable, Sequence
from html import escape

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QTableView,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from app.breakdown_view import total_text, value_text
from app.game_front import front_of
from app.rule_texts import message_text, rule_name
from scoring.errors import MahjongError
from scoring.games.game import Game
from scoring.records.season import Copy
from scoring.records.what_if import GameWhatIf, SeasonWhatIf, WhatIf
from scoring.rules.breakdown import Breakdown
from scoring.rules.ruleset import RuleSet

#: the pause after an edit before the standings are computed again (ms)
DEBOUNCE_MS = 10
#: how long a computation aside runs before the summary says it is computing (ms)
BUSY_MS = 300


def breakdown_lines(breakdown: Breakdown | None) -> list[str]:
    """A breakdown as lines of text: each rule with its value, then the total."""
    translate = QCoreApplication.translate
    if breakdown is None:
        return [translate("WhatIfPanel", "a typed score")]
    lines = [f"{rule_name(i.name)}{f' x{i.count}' if i.count > 1 else ''}: {value_text(i)}"
             for i in breakdown.items]
    return [*lines, total_text(breakdown)]


class WhatIfPanel(QWidget):
    """What if: the standings under the edited rules beside the real ones.

    After an edit (and the pause), the games are rescored in a thread of their own,
    so that typing goes on while a long game is computed; the standings are shown
    when the rules they were computed under are still the last ones given."""

    #: (generation, SeasonWhatIf): a computation aside has finished
    computed = Signal(int, object)
    #: the standings shown (or none) changed: :attr:`result` is new
    shown = Signal()

    def __init__(self, game: Game | None, season: Callable[[], Sequence[Copy]] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName("What if")
        self._game = game
        self._season_copies = season
        self._ruleset: RuleSet | None = None
        self._what_if: WhatIf | None = None
        self._season_what_if: WhatIf | None = None
        #: the last result shown
        self.result: SeasonWhatIf | None = None
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(DEBOUNCE_MS)
        self.timer.timeout.connect(self._compute_aside)
        #: the computation running aside (a thread), and whether rules came meanwhile
        self._running: threading.Thread | None = None
        self._again = False
        self._generation = 0
        self.computed.connect(self._computed)
        #: a computation aside that lasts is said in the summary (a quick one is not:
        #: the summary would flicker at every keystroke)
        self.busy = QTimer(self)
        self.busy.setSingleShot(True)
        self.busy.setInterval(BUSY_MS)
        self.busy.timeout.connect(self._say_busy)

        self.title = QLabel(self.tr("<b>What if</b>"))
        self.season_box = QCheckBox(self.tr("The whole s&eason"))
        self.season_box.setToolTip(self.tr("Every classical game of the database under "
                                           "the edited rules, not only the open game"))
        self.season_box.setEnabled(season is not None)
        # a season can be long to compute: aside, as after an edit
        self.season_box.toggled.connect(lambda _: self._compute_aside())
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setAccessibleName("What if summary")
        self.model = QStandardItemModel(0, 4, self)
        self.model.setHorizontalHeaderLabels([self.tr("Player"), self.tr("Played"),
                                              self.tr("What if"), self.tr("Difference")])
        self.table = QTableView()
        self.table.setAccessibleName("What if standings")
        self.table.setModel(self.model)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.hands = QListWidget()
        self.hands.setAccessibleName("Hands scoring differently")
        self.hands.currentItemChanged.connect(lambda item, _: self._show_hand(item))
        self.breakdown = QTextBrowser()
        self.breakdown.setAccessibleName("Hand under both rule sets")

        top = QHBoxLayout()
        top.addWidget(self.title)
        top.addStretch(1)
        top.addWidget(self.season_box)
        lower = QSplitter(Qt.Orientation.Vertical)
        hands_box = QWidget()
        hands_layout = QVBoxLayout(hands_box)
        hands_layout.setContentsMargins(0, 0, 0, 0)
        hands_layout.addWidget(QLabel(self.tr("Hands of the open game that score "
                                              "differently (click one):")))
        hands_layout.addWidget(self.hands)
        lower.addWidget(hands_box)
        lower.addWidget(self.breakdown)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.summary)
        layout.addWidget(self.table)
        layout.addWidget(lower, 1)
        if game is None:
            self.summary.setText(self.tr("No game is open: open a game to see what the "
                                         "edited rules would have made of it."))

    def set_game(self, game: Game | None) -> None:
        """Follow ``game`` (the window's open game, changed or another one): the
        standings are computed again under the rules given last."""
        self._game = game
        self._what_if = None
        self._season_what_if = None
        self._generation += 1  # what is computed aside for the game before: not shown
        if game is None:
            self.result = None
            self.model.removeRows(0, self.model.rowCount())
            self.hands.clear()
            self.summary.setText(self.tr("No game is open: open a game to see what the "
                                         "edited rules would have made of it."))
        elif self._ruleset is not None:
            self.timer.start()
        self.shown.emit()

    def game_result(self) -> GameWhatIf | None:
        """The open game under the rules given last, when the standings shown are
        those (None while they are being computed, or without a game)."""
        result, game = self.result, self._game
        if result is None or game is None or self._ruleset is None \
                or result.ruleset.text != self._ruleset.text:
            return None
        # the season's copy of it is read from the store: the same game, settings, hands
        return next((g for g in result.games if g.real is game
                     or (g.real.id == game.id and g.real.settings == game.settings
                         and g.real.hands == game.hands)), None)

    def set_rules(self, ruleset: RuleSet, now: bool = False) -> None:
        """Show the standings under ``ruleset`` (after the pause, or ``now``)."""
        self._ruleset = ruleset
        if now:
            self.update_now()
        else:
            self.timer.start()

    def _source(self) -> WhatIf | None:
        if self.season_box.isChecked() and self._season_copies is not None:
            if self._season_what_if is None:
                self._season_what_if = WhatIf(self._season_copies())
            return self._season_what_if
        if self._game is None or not front_of(self._game).has_house_rules:
            return None
        if self._what_if is None:
            origin = self.tr("this game")
            self._what_if = WhatIf([Copy(self._game, origin)])
        return self._what_if

    def _compute_aside(self) -> None:
        """Rescore under the rules given last in a thread (one at a time: rules given
        while it runs are computed when it ends)."""
        if self._running is not None and self._running.is_alive():
            self._again = True
            return
        source = self._source()  # read here: the store is used by this thread only
        ruleset = self._ruleset
        if ruleset is None or source is None:
            self.update_now()
            return
        self._generation += 1
        generation = self._generation
        emit = self.computed.emit

        def run() -> None:
            try:
                result: object = source.rescore(ruleset)
            except MahjongError as exc:  # said in the panel by the window's thread
                result = exc
            with contextlib.suppress(RuntimeError):  # the panel is gone
                emit(generation, result)
        self._again = False
        self._running = threading.Thread(target=run, name="what-if", daemon=True)
        self._running.start()
        self.busy.start()

    def _say_busy(self) -> None:
        if self._running is not None and self._running.is_alive():
            self.summary.setText(self.tr("Computing the standings under these rules…"))

    def _computed(self, generation: int, result: object) -> None:
        self._running = None
        self.busy.stop()
        if self._again:  # rules came meanwhile: those are computed, not shown
            self._again = False
            self._compute_aside()
            return
        if generation != self._generation:
            return
        if isinstance(result, MahjongError):
            self.summary.setText(message_text(result))
            return
        assert isinstance(result, SeasonWhatIf)
        self.result = result
        self._show(result)

    def update_now(self) -> None:
        """The standings under the rules given last, computed now."""
        self.timer.stop()
        self.busy.stop()
        self._generation += 1  # a computation aside still running is not shown
        source = self._source()
        if self._ruleset is None or source is None:
            if self._game is not None and not front_of(self._game).has_house_rules:
                self.summary.setText(self.tr("A Ponjan game keeps its own rules."))
            return
        result = source.rescore(self._ruleset)
        self.result = result
        self._show(result)

    def _show(self, result: SeasonWhatIf) -> None:
        changed, unscored = result.changed, result.unscored
        text = (self.tr("1 hand scores differently") if changed == 1 else
                self.tr("%1 hands score differently").replace("%1", str(changed)))
        if unscored:
            text += "; " + self.tr("%1 cannot be scored under these rules (counted as "
                                   "0)").replace("%1", str(len(unscored)))
        self.summary.setText(text + ".")
        self.model.removeRows(0, self.model.rowCount())
        for name, played, balance in result.differences():
            row = [QStandardItem(name), QStandardItem(f"{played:+d}"),
                   QStandardItem(f"{balance:+d}"), QStandardItem(f"{balance - played:+d}")]
            for item in row[1:]:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                      | Qt.AlignmentFlag.AlignVCenter)
            self.model.appendRow(row)
        self.table.resizeRowsToContents()
        rows = sum(self.table.rowHeight(r) for r in range(min(self.model.rowCount(), 8)))
        self.table.setFixedHeight(self.table.horizontalHeader().height() + rows
                                  + 2 * self.table.frameWidth())
        self._fill_hands(result)
        self.shown.emit()

    def _fill_hands(self, result: SeasonWhatIf) -> None:
        current = self.hands.currentItem()
        wanted = current.data(Qt.ItemDataRole.UserRole) if current is not None else None
        self.hands.blockSignals(True)
        self.hands.clear()
        game = next((g for g in result.games
                     if self._game is not None and g.real is self._game), None)
        if game is not None:
            problems = {u.hand: u.reason for u in game.unscored}
            for number in sorted({*game.changed, *problems}):
                old = game.real_figures[number - 1].scores
                new = game.figures[number - 1].scores
                text = self.tr("Hand %1").replace("%1", str(number)) + ": " + ", ".join(
                    f"{p} {a}→{b}" for p, a, b in zip(game.real.players, old, new,
                                                     strict=True) if a != b)
                if number in problems:
                    text = self.tr("Hand %1").replace("%1", str(number)) + ": " + \
                        self.tr("cannot be scored: %1").replace(
                            "%1", message_text(problems[number]))
                item = QListWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, number)
                self.hands.addItem(item)
                if number == wanted:
                    self.hands.setCurrentItem(item)
        self.hands.blockSignals(False)
        self._show_hand(self.hands.currentItem())

    def _show_hand(self, item: QListWidgetItem | None) -> None:
        result = self.result
        if item is None or result is None or self._game is None:
            self.breakdown.clear()
            return
        number = int(item.data(Qt.ItemDataRole.UserRole))
        game = next(g for g in result.games if g.real is self._game)
        real = game.real.replay()[number - 1]
        under = game.game.replay()[number - 1]
        title = self.tr("Hand %1").replace("%1", str(number))
        played, what_if = self.tr("As played"), self.tr("What if")
        html = [f"<h3>{escape(title)}</h3><table cellspacing=8><tr><th></th>"
                f"<th align=left>{escape(played)} ({escape(game.real.ruleset.id)})</th>"
                f"<th align=left>{escape(what_if)} ({escape(game.game.ruleset.id)})</th></tr>"]
        # the players whose hands score differently; the others said in one line
        differ = [p for p in range(len(game.real.players))
                  if real.scores[p] != under.scores[p] or under.problem is not None]
        for p in differ:
            player = game.real.players[p]
            cells = []
            for res in (real, under):
                if res.problem is not None:
                    cells.append(escape(message_text(res.problem)))
                else:
                    cells.append("<br>".join(escape(line) for line in
                                             breakdown_lines(res.breakdowns[p]))
                                 + f"<br><b>{res.scores[p]}</b>")
            html.append(f"<tr valign=top><th align=left>{escape(player)}</th><td>{cells[0]}</td>"
                        f"<td>{cells[1]}</td></tr>")
        html.append("</table>")
        same = [game.real.players[p] for p in range(len(game.real.players)) if p not in differ]
        if same:
            html.append("<p>" + escape(self.tr("The same under both: %1").replace(
                "%1", ", ".join(same))) + "</p>")
        self.breakdown.setHtml("".join(html))
