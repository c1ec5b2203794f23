"""Game > Record penalty: a penalty recorded as a hand of its own.

The dialog asks for the offence (one of the rule set's penalties, or a penalty the
players agree on), who pays, who receives it (every other player, or the players
ticked) and the amount, and says in words who pays whom how much before anything is
saved. Recording or correcting it is one undoable command (:class:`RecordPenalty`,
or ``EditHand`` for a correction), like a hand.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.commands import EditHand, RecordHand
from app.display import plain
from app.penalty_text import penalty_text
from app.rule_texts import message_text, rule_name
from app.session import GameSession
from app.styles import ERROR_COLOR
from scoring.errors import MahjongError
from scoring.games.game import Game, HandRecord
from scoring.rules.penalty import Penalty, check_offence, check_penalty

if TYPE_CHECKING:
    from app.main_window import MainWindow

#: ``translate("Penalty", text)``
translate = QCoreApplication.translate


class RecordPenalty(RecordHand):
    """Record a penalty as the next hand (undo deletes it)."""

    def __init__(self, session: GameSession, record: HandRecord) -> None:
        super().__init__(session, record)
        self.setText(translate("Commands", "Record penalty"))


class PenaltyDialog(QDialog):
    """Who pays a penalty, to whom, and how much. ``record()`` is the penalty as a
    hand record once the dialog is accepted; ``index`` is the hand it corrects, or
    None for a new one."""

    def __init__(self, game: Game, parent: QWidget | None = None,
                 record: HandRecord | None = None, index: int | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.index = index
        self.setWindowTitle(self.tr("Record penalty") if index is None
                            else self.tr("Correct penalty (hand %1)").replace(
                                "%1", str(index + 1)))
        n = len(game.players)
        rs = game.ruleset

        self.offence = QComboBox()
        self.offence.setAccessibleName(self.tr("Offence"))
        self.offence.addItem(self.tr("Agreed penalty (not in the rule set)"), "")
        for rule in rs.penalties:
            if rule.counts(n) is None:
                continue
            amount = rs.penalty_amount(rule, n)
            self.offence.addItem(self.tr("%1 (%2 points)").replace(
                "%1", rule_name(rule.name)).replace("%2", str(amount)), rule.id)

        grid = QGridLayout()
        grid.addWidget(QLabel(self.tr("Player")), 0, 0)
        grid.addWidget(QLabel(self.tr("Pays")), 0, 1)
        grid.addWidget(QLabel(self.tr("Receives")), 0, 2)
        self.pays: list[QCheckBox] = []
        self.receives: list[QCheckBox] = []
        for i, name in enumerate(game.players):
            grid.addWidget(plain(QLabel(name)), i + 1, 0)
            pay, receive = QCheckBox(), QCheckBox()
            pay.setAccessibleName(self.tr("%1 pays").replace("%1", name))
            receive.setAccessibleName(self.tr("%1 receives").replace("%1", name))
            grid.addWidget(pay, i + 1, 1, Qt.AlignmentFlag.AlignCenter)
            grid.addWidget(receive, i + 1, 2, Qt.AlignmentFlag.AlignCenter)
            pay.toggled.connect(lambda _on, p=i: self._payer_toggled(p))
            receive.toggled.connect(lambda _on: self._update())
            self.pays.append(pay)
            self.receives.append(receive)
        self.everyone = QCheckBox(self.tr("Paid to &every other player"))
        self.everyone.setChecked(True)
        self.everyone.toggled.connect(self._everyone_toggled)
        grid.addWidget(self.everyone, n + 1, 0, 1, 3)

        self.amount = QSpinBox()
        self.amount.setRange(0, 1_000_000)
        self.amount.setSingleStep(10)
        self.amount.setAccessibleName(self.tr("Amount"))
        self.amount.valueChanged.connect(lambda _v: self._update())
        self.note = QLineEdit()
        self.note.setAccessibleName(self.tr("Note"))
        self.summary = plain(QLabel())
        self.summary.setWordWrap(True)
        self.summary.setAccessibleName(self.tr("Who pays whom"))

        form = QFormLayout()
        form.addRow(self.tr("&Offence:"), self.offence)
        form.addRow(self.tr("&Amount (the whole penalty, in points):"), self.amount)
        form.addRow(self.tr("&Note:"), self.note)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("&Record penalty") if index is None else self.tr("&Save"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(grid)
        layout.addWidget(self.summary)
        layout.addWidget(self.buttons)

        self._loading = False
        self.offence.currentIndexChanged.connect(lambda _i: self._offence_chosen())
        if record is not None and record.penalty is not None:
            self._load(record)
        else:
            self._offence_chosen()

    # --- state ----------------------------------------------------------------------

    def _load(self, record: HandRecord) -> None:
        pen = record.penalty
        assert pen is not None
        self._loading = True
        found = self.offence.findData(pen.offence)
        self.offence.setCurrentIndex(max(found, 0))
        others = set(range(len(self.game.players))) - set(pen.payers)
        self.everyone.setChecked(set(pen.payees) == others)
        for i in range(len(self.game.players)):
            self.pays[i].setChecked(i in pen.payers)
            self.receives[i].setChecked(i in pen.payees)
        self.amount.setValue(pen.amount)
        self.note.setText(record.note)
        self._loading = False
        self._payer_toggled(None)  # which boxes can be changed; then the summary

    def _offence_chosen(self) -> None:
        """The offence's amount and whom it is paid to become the defaults."""
        if self._loading:
            return
        rule = self.game.ruleset.penalty(self.offence.currentData() or "")
        if rule is not None:
            self.amount.setValue(self.game.ruleset.penalty_amount(
                rule, len(self.game.players)))
            self.everyone.setChecked(rule.payees is None)
        self._update()

    def _everyone_toggled(self, everyone: bool) -> None:
        """Off: the players who receive it are ticked one by one, starting from none."""
        if not everyone and not self._loading:
            self._loading = True
            for box in self.receives:
                box.setChecked(False)
            self._loading = False
        self._payer_toggled(None)

    def _payer_toggled(self, player: int | None) -> None:
        """A player who pays does not receive; "every other player" ticks the rest."""
        if self._loading:
            return
        self._loading = True
        if player is not None and self.pays[player].isChecked():
            self.receives[player].setChecked(False)
        everyone = self.everyone.isChecked()
        for i, box in enumerate(self.receives):
            if everyone:
                box.setChecked(not self.pays[i].isChecked())
            box.setEnabled(not everyone and not self.pays[i].isChecked())
        self._loading = False
        self._update()

    def penalty(self) -> Penalty:
        n = len(self.game.players)
        return Penalty(
            payers=tuple(i for i in range(n) if self.pays[i].isChecked()),
            payees=tuple(i for i in range(n) if self.receives[i].isChecked()),
            amount=self.amount.value(), offence=self.offence.currentData() or "")

    def record(self) -> HandRecord:
        return HandRecord.of_penalty(self.penalty(), note=self.note.text().strip())

    def problem(self) -> str | None:
        """Why the penalty cannot be recorded, in the user's language, or None."""
        pen = self.penalty()
        if not pen.payers:
            return self.tr("Tick the player who pays the penalty.")
        if not pen.payees:
            return self.tr("Tick the player who receives it.")
        if not pen.amount:
            return self.tr("Type the amount of the penalty.")
        try:
            check_penalty(pen, len(self.game.players))
            check_offence(pen, self.game.ruleset.penalties, len(self.game.players))
        except MahjongError as exc:
            return message_text(exc)
        return None

    def _update(self) -> None:
        if self._loading:
            return
        problem = self.problem()
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(problem is None)
        if problem is None:
            self.summary.setText(penalty_text(self.game, self.penalty()))
            self.summary.setStyleSheet("")
        else:
            self.summary.setText(problem)
            self.summary.setStyleSheet(f"color: {ERROR_COLOR};")


def open_penalty_dialog(window: MainWindow, index: int | None = None) -> PenaltyDialog | None:
    """Show the penalty dialog over ``window`` (for hand ``index``, or a new penalty);
    when it is accepted, record or correct the penalty through the undo stack. The
    dialog is window-modal and returned at once (None without a game)."""
    game = window.game
    if game is None:
        return None
    record = game.hands[index] if index is not None else None
    dialog = PenaltyDialog(game, window, record, index)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

    def done() -> None:
        new = dialog.record()
        try:
            window.session.check(new, index)
        except MahjongError as exc:
            window.statusBar().showMessage(message_text(exc), 8000)
            window.entry.status.setText(message_text(exc))
            return
        if index is None:
            window._push(RecordPenalty(window.session, new),
                         translate("Penalty", "Penalty recorded as hand %1").replace(
                             "%1", str(len(game.hands) + 1)))
        else:
            window._push(EditHand(window.session, index, game.hands[index], new),
                         translate("Penalty", "Hand %1 saved").replace("%1", str(index + 1)))

    dialog.accepted.connect(done)
    dialog.open()
    return dialog
