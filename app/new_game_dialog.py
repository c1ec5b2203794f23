"""The "New game" dialog: the game's name, its players by seat, its rules and settlement.

Choosing a rule set fills the settlement, limit, starting balance and rounds with the
rule set's own defaults (``GameSettings.for_ruleset``); the player can change them
before the game starts. The last choices are remembered (``app.settings``) and come
back the next time the dialog opens. A rule file that cannot be read is reported in
the dialog with its file, line and key; the dialog keeps the rule set it had.

Player names are checked as they are typed: East and South need a name, only the last
seats may stay empty (a game of 2 or 3), and no two players may share a name. OK stays
disabled, and the reason is shown under the form, until the names are right.

The rule sets of every game kind are offered; what the dialog asks and how it reads
the fields for the kind of the rule set chosen comes from the kind's front
(:mod:`app.game_front`): a Ponjan rule set (``ponjan`` or a house copy of it) takes
exactly three players (East is the first boss), its own payments (no settlement
convention, East double or limit to choose) and the rule file's starting balance and
rounds (boss terms).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QDate, QLocale, Qt, QTimer
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QStyle,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from app.game_front import (
    CONVENTION,
    EAST_DOUBLE,
    LIMIT,
    GameFront,
    default_front,
    front_for,
    fronts,
)
from app.names import MAX_NAME
from app.rule_texts import message_text, ruleset_description, ruleset_name, wind_name
from app.settings import AppSettings
from scoring.errors import MahjongError
from scoring.games.game import GameSettings
from scoring.games.settlement import CONVENTIONS
from scoring.rules.ruleset import ruleset_game

if TYPE_CHECKING:
    from app.game_front import AnyRules

#: the item data of the combo's last entry, which opens a rule file
LOAD_FILE = "\0load-rule-file"
#: the starting seats (wind letters), in the order of the player fields, with their
#: wind tiles
SEAT_WINDS = (("E", "1z"), ("S", "2z"), ("W", "3z"), ("N", "4z"))


class ReferenceDialog(QDialog):
    """The readable rules reference of a rule set (generated from its file)."""

    def __init__(self, ruleset: AnyRules, markdown: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules reference: %1").replace(
            "%1", ruleset_name(ruleset.name)))
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(True)
        self.browser.setMarkdown(markdown)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        screen = (parent.screen() if parent is not None else None) \
            or QGuiApplication.primaryScreen()
        available = screen.availableGeometry()
        self.resize(min(1000, int(available.width() * 0.9)),
                    min(720, int(available.height() * 0.85)))


class NewGameDialog(QDialog):
    """Set up a new game. After ``exec()`` returns Accepted, :meth:`settings` and
    :meth:`game_name` give the game to create."""

    def __init__(self, parent: QWidget | None = None,
                 app_settings: AppSettings | None = None) -> None:
        super().__init__(parent)
        self.app_settings = app_settings if app_settings is not None else AppSettings()
        self._rulesets: dict[str, AnyRules] = {}
        #: the front of each rule set's game kind, by id or path
        self._fronts: dict[str, GameFront] = {}
        self._ruleset_index = 0
        self.reference_dialog: ReferenceDialog | None = None
        #: the seats whose names were changed since the dialog opened; until one is,
        #: nothing is said in red (an empty dialog is not a mistake)
        self._touched: set[int] = set()
        self._ready = False
        self._all_shown = False
        self.setWindowTitle(self.tr("New game"))
        self._build()
        self._restore()
        self._ready = True
        self._validate()

    # -- building ----------------------------------------------------------------

    def _build(self) -> None:
        warning = self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)

        # the game and its players
        game_box = QGroupBox(self.tr("Game and players"), self)
        game_form = QFormLayout(game_box)
        self.name_edit = QLineEdit(game_box)
        date = QLocale().toString(QDate.currentDate(), QLocale.FormatType.ShortFormat)
        self.default_name = self.tr("Game of %1").replace("%1", date)
        self.name_edit.setPlaceholderText(self.default_name)
        self.name_edit.setClearButtonEnabled(True)
        game_form.addRow(self.tr("&Name:"), self.name_edit)
        note = QLabel(self.tr("Players by starting seat, a name of at most %1 characters "
                              "each. Leave the last seats empty for a game of two or "
                              "three.").replace("%1", str(MAX_NAME)), game_box)
        note.setWordWrap(True)
        game_form.addRow(note)
        self.player_edits: list[QLineEdit] = []
        self._name_warnings: list[QAction] = []
        for i, (seat, code) in enumerate(SEAT_WINDS):
            edit = QLineEdit(game_box)
            edit.setPlaceholderText(self.tr("name") if i < 2 else self.tr("(empty seat)"))
            edit.setMaxLength(MAX_NAME)  # the bound the note above says
            edit.textChanged.connect(lambda _t, i=i: self._name_changed(i))
            action = edit.addAction(warning, QLineEdit.ActionPosition.TrailingPosition)
            action.setVisible(False)
            self.player_edits.append(edit)
            self._name_warnings.append(action)
            game_form.addRow(self._seat_label(wind_name(seat), code, edit, game_box), edit)

        # the rule set
        rules_box = QGroupBox(self.tr("Rule set"), self)
        rules_layout = QVBoxLayout(rules_box)
        self.ruleset_combo = QComboBox(rules_box)
        for rid in [rid for front in fronts() for rid in front.builtin_ids()]:
            try:
                rs = self._load(rid)
            except MahjongError:  # a broken built-in file: leave it out
                continue
            self.ruleset_combo.addItem(ruleset_name(rs.name), rid)
        self.ruleset_combo.insertSeparator(self.ruleset_combo.count())
        self.ruleset_combo.addItem(self.tr("Load rule file…"), LOAD_FILE)
        self.ruleset_combo.currentIndexChanged.connect(self._ruleset_chosen)
        self.reference_button = QPushButton(self.tr("Rules &reference…"), rules_box)
        self.reference_button.setToolTip(self.tr(
            "Every rule of this rule set with its value and its source"))
        self.reference_button.clicked.connect(self.show_reference)
        row = QHBoxLayout()
        row.addWidget(self.ruleset_combo, 1)
        row.addWidget(self.reference_button)
        rules_layout.addLayout(row)
        self.description_label = QLabel(rules_box)
        self.description_label.setWordWrap(True)
        self.description_label.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse)
        self.description_label.setAlignment(Qt.AlignmentFlag.AlignTop)
        rules_layout.addWidget(self.description_label)
        # a rule file's message can be long (it lists what is known): it scrolls
        self.rule_error_label = QPlainTextEdit(rules_box)
        self.rule_error_label.setReadOnly(True)
        self.rule_error_label.setFrameShape(QFrame.Shape.NoFrame)
        self.rule_error_label.setStyleSheet(
            "QPlainTextEdit { color: #c0392b; background: transparent; }")
        self.rule_error_label.setMaximumHeight(
            self.fontMetrics().lineSpacing() * 5 + 8)
        self.rule_error_label.hide()
        rules_layout.addWidget(self.rule_error_label)
        rules_layout.addStretch(1)

        # settlement and the game's length
        play_box = QGroupBox(self.tr("Scoring and settlement"), self)
        play = QVBoxLayout(play_box)
        self.settlement_label = QLabel(self.tr("Settlement:"), play_box)
        play.addWidget(self.settlement_label)
        self.convention_group = QButtonGroup(self)
        self.convention_buttons: dict[str, QRadioButton] = {}
        explanations = {
            "classic": (self.tr("&Classic"), self.tr(
                "The winner collects his score from each player; the others pay "
                "each other the differences.")),
            "differences": (self.tr("&Differences"), self.tr(
                "Every pair of players settles the difference of their scores, "
                "the winner included.")),
            "none": (self.tr("N&o payments"), self.tr(
                "Nobody pays; each player keeps a running total of points.")),
        }
        grid = QGridLayout()
        grid.setColumnMinimumWidth(0, 12)
        grid.setVerticalSpacing(2)
        for i, convention in enumerate(CONVENTIONS):
            title, text = explanations.get(convention, (convention, ""))
            button = QRadioButton(title, play_box)
            explanation = QLabel(text, play_box)
            explanation.setWordWrap(True)
            explanation.setBuddy(button)
            self.convention_group.addButton(button, i)
            self.convention_buttons[convention] = button
            grid.addWidget(button, 2 * i, 0, 1, 2)
            grid.addWidget(explanation, 2 * i + 1, 1)
        play.addLayout(grid)
        self.east_double_check = QCheckBox(self.tr("&East pays and receives double"),
                                           play_box)
        play.addWidget(self.east_double_check)
        #: what the kind says instead of the settlement fields it does not use
        self.payments_note = QLabel(play_box)
        self.payments_note.setWordWrap(True)
        self.payments_note.hide()
        play.addWidget(self.payments_note)
        #: the widgets of each field a kind may leave out (``GameFront.fields``)
        self.convention_widgets: list[QWidget] = [
            self.settlement_label, *self.convention_buttons.values(),
            *(w for w in play_box.findChildren(QLabel) if w.buddy() in
              self.convention_buttons.values())]
        form = QFormLayout()
        self.limit_spin = QSpinBox(play_box)
        self.limit_spin.setRange(1, 1_000_000)
        self.limit_spin.setSingleStep(50)
        self.limit_spin.setGroupSeparatorShown(True)
        self.no_limit_check = QCheckBox(self.tr("No &limit"), play_box)
        self.no_limit_check.setToolTip(self.tr(
            "Play with the roof off: scores are not capped. A limit hand still "
            "scores the rule set's limit."))
        self.no_limit_check.toggled.connect(self.limit_spin.setDisabled)
        limit_row = QHBoxLayout()
        limit_row.addWidget(self.limit_spin, 1)
        limit_row.addWidget(self.no_limit_check)
        self.limit_label = QLabel(self.tr("Li&mit:"), play_box)
        self.limit_label.setBuddy(self.limit_spin)  # so that Alt+M works
        form.addRow(self.limit_label, limit_row)
        self.start_balance_spin = QSpinBox(play_box)
        self.start_balance_spin.setRange(-1_000_000, 1_000_000)
        self.start_balance_spin.setSingleStep(100)
        self.start_balance_spin.setGroupSeparatorShown(True)
        form.addRow(self.tr("&Starting balance:"), self.start_balance_spin)
        self.rounds_spin = QSpinBox(play_box)
        self.rounds_spin.setRange(1, 4)
        self.rounds_label = QLabel(play_box)
        self.rounds_label.setWordWrap(True)
        self.rounds_spin.valueChanged.connect(self._show_rounds)
        rounds_row = QHBoxLayout()
        rounds_row.addWidget(self.rounds_spin)
        rounds_row.addWidget(self.rounds_label, 1)
        rounds_text = QLabel(self.tr("Ro&unds:"), play_box)
        rounds_text.setBuddy(self.rounds_spin)  # so that Alt+U works
        form.addRow(rounds_text, rounds_row)
        play.addLayout(form)
        play.addStretch(1)

        self.message_label = self._message_label(self)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
            self)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("&Start game"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        left = QVBoxLayout()
        left.addWidget(game_box)
        left.addWidget(rules_box, 1)
        columns = QHBoxLayout()
        columns.addLayout(left, 1)
        columns.addWidget(play_box, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(columns, 1)
        layout.addWidget(self.message_label)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(760)

    def _seat_label(self, seat: str, code: str, buddy: QWidget, parent: QWidget) -> QWidget:
        box = QWidget(parent)
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        try:
            from app.tile_art import tile_pixmap
            picture = QLabel(box)
            picture.setPixmap(tile_pixmap(code, 24, self.devicePixelRatioF()))
            row.addWidget(picture)
        except (ImportError, FileNotFoundError):  # no tile art: the name alone
            pass
        label = QLabel(f"{seat}:", box)
        label.setBuddy(buddy)
        label.setMinimumWidth(max(label.fontMetrics().horizontalAdvance(f"{wind_name(w)}:")
                                  for w, _ in SEAT_WINDS) + 4)
        row.addWidget(label)
        return box

    def _message_label(self, parent: QWidget) -> QLabel:
        label = QLabel(parent)
        label.setWordWrap(True)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        label.setStyleSheet("color: #c0392b;")
        label.hide()
        return label

    # -- rule sets ---------------------------------------------------------------

    def _load(self, id_or_path: str) -> AnyRules:
        found = self._rulesets.get(id_or_path)
        if found is None:
            front = front_for(ruleset_game(id_or_path))
            found = front.load_rules(id_or_path)
            self._rulesets[id_or_path] = found
            self._fronts[id_or_path] = front
        return found

    def ruleset_ref(self) -> str:
        """The chosen rule set: a built-in id or a rule file's path."""
        return str(self.ruleset_combo.itemData(self._ruleset_index))

    def ruleset(self) -> AnyRules:
        return self._rulesets[self.ruleset_ref()]

    def front(self) -> GameFront:
        """The front of the chosen rule set's game kind."""
        return self._fronts.get(self.ruleset_ref()) or default_front()

    def select_ruleset(self, id_or_path: str) -> bool:
        """Choose a built-in rule set or a rule file (loaded and added to the list).
        A file that cannot be read is reported in the dialog; returns False."""
        index = self.ruleset_combo.findData(id_or_path)
        if index < 0:
            try:
                rs = self._load(id_or_path)
            except MahjongError as exc:
                self._show_rule_error(message_text(exc))
                return False
            index = self.ruleset_combo.count() - 2  # before the separator
            self.ruleset_combo.insertItem(
                index, f"{ruleset_name(rs.name)} ({Path(id_or_path).name})", id_or_path)
            self.ruleset_combo.setItemData(index, id_or_path, Qt.ItemDataRole.ToolTipRole)
        if self.ruleset_combo.currentIndex() == index:  # no change signal: apply it
            self._ruleset_chosen(index)
        else:
            self.ruleset_combo.setCurrentIndex(index)
        return True

    def load_rule_file(self) -> bool:
        """Ask for a rule file and choose it; False if cancelled or unreadable."""
        start = self.app_settings.last_folder or str(Path.home())
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Load rule file"), start,
            self.tr("Rule files (*.toml);;All files (*)"))
        if not path:
            return False
        self.app_settings.last_folder = str(Path(path).parent)
        if self.select_ruleset(path):
            return True
        # the rule set chosen before stays chosen; the message names file, line, key
        QMessageBox.warning(self, self.tr("Cannot read the rule file"), self.rule_error())
        return False

    def _ruleset_chosen(self, index: int) -> None:
        data = self.ruleset_combo.itemData(index)
        if data == LOAD_FILE:
            # go back to the rule set we had; loading a file chooses it anew
            self.ruleset_combo.blockSignals(True)
            self.ruleset_combo.setCurrentIndex(self._ruleset_index)
            self.ruleset_combo.blockSignals(False)
            self.load_rule_file()
            return
        if data is None:
            return
        self._ruleset_index = index
        self._show_rule_error("")
        self._apply(self._load(str(data)))
        self._validate()

    def _apply(self, rs: AnyRules, overrides: dict[str, Any] | None = None) -> None:
        """Show the rule set and fill the settings with its defaults (and
        ``overrides``, when they are valid)."""
        front = self.front()
        for widget in self.convention_widgets:
            widget.setVisible(CONVENTION in front.fields)
        self.east_double_check.setVisible(EAST_DOUBLE in front.fields)
        for widget in (self.limit_spin, self.no_limit_check, self.limit_label):
            widget.setVisible(LIMIT in front.fields)
        note = front.payments_note()
        self.payments_note.setText(note)
        self.payments_note.setVisible(bool(note))
        QTimer.singleShot(0, self, self._fit_height)
        values = front.new_game_values(rs, overrides or {})
        text = ruleset_description(rs)
        if rs.path and self.ruleset_ref() not in front.builtin_ids():
            text += "\n" + self.tr("File: %1").replace("%1", self.ruleset_ref())
        self.description_label.setText(text)
        self.ruleset_combo.setToolTip(text)
        button = self.convention_buttons.get(values.convention or "")
        if button is not None:
            button.setChecked(True)
        if values.east_double is not None:
            self.east_double_check.setChecked(values.east_double)
        if values.no_limit is not None:
            self.no_limit_check.setChecked(values.no_limit)
        if values.limit is not None:
            self.limit_spin.setValue(values.limit)
        self.start_balance_spin.setValue(values.start_balance)
        self.rounds_spin.setValue(values.rounds)
        self._show_rounds(values.rounds)
        self._validate()

    def _fit_height(self) -> None:
        """As high as the texts of the rule set now chosen need (never lower): no
        text is cut off."""
        layout = self.layout()
        if layout is None:
            return
        needed = layout.totalHeightForWidth(self.width()) if layout.hasHeightForWidth() \
            else layout.totalSizeHint().height()
        screen = self.screen().availableGeometry().height() if self.screen() else needed
        if self.height() < needed:
            self.resize(self.width(), min(needed, screen))

    def rule_error(self) -> str:
        """The message about the last rule file that could not be read ("" = none)."""
        return self.rule_error_label.toPlainText()

    def _show_rule_error(self, message: str) -> None:
        self.rule_error_label.setPlainText(message)
        self.rule_error_label.setVisible(bool(message))

    def show_reference(self) -> ReferenceDialog:
        """Show the chosen rule set's reference in a window of its own."""
        if self.reference_dialog is not None:
            self.reference_dialog.close()
            self.reference_dialog.deleteLater()
        rules = self.ruleset()
        self.reference_dialog = ReferenceDialog(
            rules, self.front().reference_markdown(rules), self)
        self.reference_dialog.show()
        return self.reference_dialog

    def _show_rounds(self, rounds: int) -> None:
        self.rounds_label.setText(self.front().rounds_text(rounds))

    # -- players -----------------------------------------------------------------

    def players(self) -> tuple[str, ...]:
        """The names of the players by starting seat, without the empty last seats."""
        names = [e.text().strip() for e in self.player_edits]
        while names and not names[-1]:
            names.pop()
        return tuple(names)

    def problems(self) -> list[tuple[int | None, str]]:
        """What keeps the game from starting: (seat index or None, message)."""
        names = [e.text().strip() for e in self.player_edits]
        seats = [wind_name(seat) for seat, _ in SEAT_WINDS]
        found: list[tuple[int | None, str]] = []
        count = len(self.players())
        found.extend(self.front().player_problems(count, seats))
        for i in range(max(count, 2)):
            if not names[i]:
                if i < 2:
                    found.append((i, self.tr("%1 needs a name: a game has two to four "
                                             "players.").replace("%1", seats[i])))
                else:
                    found.append((i, self.tr("%1 has no name: only the last seats may "
                                             "stay empty.").replace("%1", seats[i])))
        seen: dict[str, int] = {}
        for i, name in enumerate(names):
            if not name:
                continue
            key = name.casefold()
            if key in seen:
                found.append((i, self.tr("%1 and %2 have the same name, “%3”.")
                              .replace("%1", seats[seen[key]]).replace("%2", seats[i])
                              .replace("%3", name)))
            else:
                seen[key] = i
        return found

    def is_valid(self) -> bool:
        return not self.problems()

    def _name_changed(self, seat: int) -> None:
        if self._ready:
            self._touched.add(seat)
        self._validate()

    def _validate(self) -> None:
        everything = self.problems()
        names = [e.text().strip() for e in self.player_edits]
        # said once a name was typed (or OK tried), or when a name given is the problem
        problems = [(i, m) for i, m in everything if self._touched or self._all_shown
                    or (i is not None and names[i])]
        bad = {i for i, _ in problems if i is not None}
        for i, action in enumerate(self._name_warnings):
            action.setVisible(i in bad)
            action.setToolTip("\n".join(m for j, m in problems if j == i))
        self.message_label.setText("\n".join(m for _, m in problems))
        self.message_label.setVisible(bool(problems))
        self.ok_button.setEnabled(not everything)

    # -- the result --------------------------------------------------------------

    def convention(self) -> str:
        for convention, button in self.convention_buttons.items():
            if button.isChecked():
                return convention
        return CONVENTIONS[0]

    def limit(self) -> int | None:
        return None if self.no_limit_check.isChecked() else self.limit_spin.value()

    def settings(self) -> GameSettings:
        """The new game's settings (raises a GameError while the names are not valid)."""
        return self.front().settings(
            self.players(), self.ruleset(), convention=self.convention(),
            east_double=self.east_double_check.isChecked(), limit=self.limit(),
            start_balance=self.start_balance_spin.value(), rounds=self.rounds_spin.value())

    def game_name(self) -> str:
        return self.name_edit.text().strip() or self.default_name

    # -- remembering -------------------------------------------------------------

    def _restore(self) -> None:
        s = self.app_settings
        for edit, name in zip(self.player_edits, s.players, strict=True):
            edit.setText(name)
        ref = s.ruleset
        self._ruleset_index = -1
        if not (ref and self.select_ruleset(ref)):
            error = self.rule_error()
            self.select_ruleset(str(self.ruleset_combo.itemData(0)))
            self._show_rule_error(error)  # say why the last rule file is not chosen
            return
        self._apply(self.ruleset(), s.game_overrides())

    def remember(self) -> None:
        """Save the current choices as the next dialog's defaults."""
        s = self.app_settings
        s.players = [e.text().strip() for e in self.player_edits]
        s.ruleset = self.ruleset_ref()
        fields = self.front().fields  # a field the kind does not use: the last one stays
        if CONVENTION in fields:
            s.convention = self.convention()
        if EAST_DOUBLE in fields:
            s.east_double = self.east_double_check.isChecked()
        if LIMIT in fields:
            s.limit = self.limit()
        s.start_balance = self.start_balance_spin.value()
        s.rounds = self.rounds_spin.value()
        s.sync()

    def accept(self) -> None:
        if not self.is_valid():
            self._all_shown = True
            self._validate()
            return
        self.remember()
        super().accept()
