"""Who won, with which tile, from where, the special situations, and the tiles seen
on the table.

Only the sources and flags that change something under the game's rule set are
offered; the waits of the winner's hand are shown so the player sees why "only
possible tile" applies or not. The other players' declared sets count as seen by
themselves (the entry panel adds them); "Seen on the table" takes what else the
scorer saw (discards), in the notation.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.display import literal, plain, read_letters, tile_text, tiles_text
from app.names import short_name
from app.rule_texts import flag_name, source_name
from app.styles import ERROR_COLOR, toggle_style
from scoring.errors import NotationError
from scoring.hands.notation import format_tiles, parse_tiles
from scoring.hands.situation import DRAWN, FLAGS, SOURCES
from scoring.hands.tiles import Tile
from scoring.rules.ruleset import RuleSet

DRAW = -1
#: item data of "Who won?": never None, as PySide mishandles invalid variants
NOT_CHOSEN = -2
#: the shortcut that accepts the suggested winner
ACCEPT_SHORTCUT = "Alt+A"
#: the characters of a name the suggestion button shows
SUGGESTED_NAME = 12


def _data(box: QComboBox) -> object:
    """The current item's data, or None; without asking Qt for an invalid variant
    (PySide 6 loses a reference to None each time it returns one)."""
    return box.itemData(box.currentIndex()) if box.currentIndex() >= 0 else None


def relevant_sources(ruleset: RuleSet) -> list[str]:
    """Wall and discard always (they decide whether the last set is exposed); the
    others when a rule of the set looks at them and they score differently from every
    source before them (under a rule set whose rules all treat the loose tile after
    the last wall tile as any loose tile, ``last-loose`` is not offered)."""
    def scored_as(source: str) -> tuple[bool, frozenset[str]]:
        return source in DRAWN, frozenset(
            r.id for r in ruleset.rules if source in r.params.get("sources", ()))

    offered = ["wall", "discard"]
    kinds = {scored_as(s) for s in offered}
    for s in SOURCES:
        kind = scored_as(s)
        if s not in offered and kind[1] and kind not in kinds:
            offered.append(s)
            kinds.add(kind)
    return [s for s in SOURCES if s in offered]


def source_label(source: str) -> str:
    """The short name of a source in the "From" list (the whole name is its
    tooltip): the list stays as narrow as its usual entries."""
    if source == "last-loose":
        return QCoreApplication.translate("SituationPanel", "loose tile, wall empty")
    return source_name(source)


def relevant_flags(ruleset: RuleSet) -> list[str]:
    used = {r.params.get("flag") for r in ruleset.rules if r.condition.name == "flag"}
    return [f for f in FLAGS if f in used]


class SituationPanel(QWidget):
    """Who won (with a suggestion when exactly one hand is complete), the winning
    tile (chosen by clicking it in the winner's hand, or in the list), where it came
    from (one click), the special situations."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._suggested: int | None = None
        self._players: tuple[str, ...] = ()
        self.winner_box = QComboBox()
        self.winner_box.setToolTip(self.tr("Who went mah-jong (or a drawn hand)"))
        self.winner_box.setAccessibleName(self.tr("Winner"))
        self.suggest_button = QPushButton()
        self.accept_shortcut = QShortcut(QKeySequence(ACCEPT_SHORTCUT), self)
        self.accept_shortcut.activated.connect(self._accept_suggestion)
        self.suggest_button.setStyleSheet(
            "QPushButton { background: #fff2b3; border: 2px solid #e0a800; "
            "border-radius: 4px; padding: 2px 8px; font-weight: bold; }")
        self.suggest_button.clicked.connect(self._accept_suggestion)
        self.suggest_button.hide()
        self.tile_box = QComboBox()
        self.tile_box.setToolTip(self.tr("The winning tile: click it in the winner's hand, "
                                         "or choose it here"))
        self.tile_box.setAccessibleName(self.tr("Winning tile"))
        self.source_box = QComboBox()  # every source; wall and discard also as buttons
        self.source_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.source_box.setToolTip(self.tr("Where the winning tile came from"))
        self.source_box.setAccessibleName(self.tr("From"))
        self.source_group = QButtonGroup(self)
        self.source_group.setExclusive(True)
        self.source_buttons: dict[str, QToolButton] = {}
        self.sources_row = QHBoxLayout()
        self.sources_row.setSpacing(0)
        self.flag_boxes: dict[str, QCheckBox] = {}
        #: the special situations, two to a row (four in one row would widen the
        #: panel past a laptop screen's entry column)
        self.flags_row = QGridLayout()
        self.flags_row.setContentsMargins(0, 0, 0, 0)
        self.flags_row.setVerticalSpacing(0)
        self.tile_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.waits_label = QLabel()
        self.waits_label.setWordWrap(True)
        self.seen_line = QLineEdit()
        self.seen_line.setAccessibleName(self.tr("Seen on the table"))
        self.seen_line.setPlaceholderText(self.tr("discards, such as 99p 1s"))
        self.seen_line.setToolTip(self.tr(
            "Tiles seen elsewhere on the table (discards), in the notation. The other "
            "players' exposed and declared sets count by themselves. A tile of which "
            "every copy is seen cannot be waited on (only possible tile)."))
        self.seen_line.textEdited.connect(lambda _t: self.changed.emit())
        self.seen_message = plain(QLabel())
        self.seen_message.setWordWrap(True)
        self.seen_message.setStyleSheet(f"QLabel {{ color: {ERROR_COLOR}; }}")
        self.seen_message.hide()
        grid = QGridLayout()
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(4)
        grid.setVerticalSpacing(2)
        rows: tuple[tuple[str, tuple[QWidget | QHBoxLayout, ...]], ...] = (
            (self.tr("&Winner"), (self.winner_box, self.suggest_button)),
            (self.tr("Winning t&ile"), (self.tile_box,)),
            (self.tr("&From"), (self.sources_row, self.source_box)),
            (self.tr("Seen on the ta&ble"), (self.seen_line,)))
        for r, (label, widgets) in enumerate(rows):
            lab = QLabel(label)
            grid.addWidget(lab, r, 0)
            line = QHBoxLayout()
            for widget in widgets:
                if isinstance(widget, QHBoxLayout):
                    line.addLayout(widget)
                else:
                    line.addWidget(widget)
                    if lab.buddy() is None:
                        lab.setBuddy(widget)
            if widgets[0] is not self.seen_line:
                line.addStretch(1)
            grid.addLayout(line, r, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addLayout(grid)
        layout.addWidget(self.seen_message)
        layout.addLayout(self.flags_row)
        layout.addWidget(self.waits_label)
        self.winner_box.currentIndexChanged.connect(self._winner_changed)
        self.tile_box.currentIndexChanged.connect(self.changed)
        self.source_box.currentIndexChanged.connect(self._source_changed)

    def set_game(self, players: tuple[str, ...], ruleset: RuleSet) -> None:
        self._players = players
        self.blockSignals(True)
        self.winner_box.clear()
        self.winner_box.addItem(self.tr("Who won?"), NOT_CHOSEN)
        for i, name in enumerate(players):
            self.winner_box.addItem(name, i)
        self.winner_box.addItem(self.tr("Drawn hand"), DRAW)
        # as wide as "Who won?" and a usual name, whatever the names: a long one is
        # cut short with "…" in the box, whole in its list
        texts = [self.winner_box.itemText(i) for i in range(self.winner_box.count())]
        self.winner_box.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.winner_box.setMinimumContentsLength(
            max(len(texts[0]), len(texts[-1]), *(min(12, len(n)) for n in players)) + 1)
        metrics = self.winner_box.fontMetrics()
        self.winner_box.view().setMinimumWidth(
            min(480, max(metrics.horizontalAdvance(t) for t in texts) + 24))
        self.source_box.clear()
        for s in relevant_sources(ruleset):
            self._add_source(s)
        self.source_box.setCurrentIndex(self.source_box.findData("discard"))
        self._make_source_buttons()
        while self.flags_row.count():
            item = self.flags_row.takeAt(0)
            if item is not None and item.widget() is not None:
                item.widget().deleteLater()  # type: ignore[union-attr]
        self.flag_boxes = {}
        for n, f in enumerate(relevant_flags(ruleset)):
            box = QCheckBox(flag_name(f))
            box.toggled.connect(self.changed)
            self.flag_boxes[f] = box
            self.flags_row.addWidget(box, n // 2, n % 2)
        self.flags_row.setColumnStretch(2, 1)
        self.blockSignals(False)
        self.changed.emit()

    def _add_source(self, source: str) -> None:
        self.source_box.addItem(source_label(source), source)
        self.source_box.setItemData(self.source_box.count() - 1, source_name(source),
                                    Qt.ItemDataRole.ToolTipRole)

    def _make_source_buttons(self) -> None:
        """One checkable button per source: wall or discard is one click."""
        for button in self.source_buttons.values():
            self.source_group.removeButton(button)
            button.deleteLater()
        self.source_buttons = {}
        for code, text in (("wall", self.tr("Wall")), ("discard", self.tr("Discard"))):
            button = QToolButton()
            button.setText(text)
            button.setToolTip(source_name(code))
            button.setCheckable(True)
            button.setAccessibleName(source_name(code))
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            button.setStyleSheet(toggle_style(framed=False))
            button.clicked.connect(lambda _=False, c=code: self.set_source(c))
            self.source_group.addButton(button)
            self.sources_row.addWidget(button)
            self.source_buttons[code] = button
        self._source_changed()

    def _source_changed(self) -> None:
        self.source_box.setToolTip(self.tr("Where the winning tile came from: %1")
                                   .replace("%1", source_name(self.source())))
        button = self.source_buttons.get(self.source())
        self.source_group.setExclusive(button is not None)
        for code, other in self.source_buttons.items():
            other.setChecked(code == self.source())
        self.changed.emit()

    def _winner_changed(self) -> None:
        # another winner: his winning tile is chosen anew, never carried over
        self.tile_box.blockSignals(True)
        self.tile_box.setCurrentIndex(0 if self.tile_box.count() else -1)
        self.tile_box.blockSignals(False)
        self._show_suggestion()
        self.changed.emit()

    # --- the suggested winner -----------------------------------------------------

    def suggest_winner(self, player: int | None) -> None:
        """Offer ``player`` as the winner (his hand is the only complete one); None:
        no suggestion. Shown only while no winner is chosen."""
        self._suggested = player
        self._show_suggestion()

    def suggested_winner(self) -> int | None:
        return self._suggested if self.winner() is None else None

    def _show_suggestion(self) -> None:
        player = self._suggested
        if player is None or self.winner() is not None or player >= len(self._players):
            self.suggest_button.hide()
            return
        # the key is in the tooltip: the button fits beside "Who won?" on a laptop
        self.suggest_button.setText(self.tr("%1 won?").replace(
            "%1", short_name(self._players[player], SUGGESTED_NAME)))
        self.suggest_button.setToolTip(literal(self.tr(
            "%1's hand is the only complete one: click (or %2) to make %1 the winner")
            .replace("%1", self._players[player]).replace("%2", ACCEPT_SHORTCUT)))
        self.suggest_button.setAccessibleName(self.tr("Accept the suggested winner"))
        self.suggest_button.show()

    def _accept_suggestion(self) -> None:
        if self._suggested is not None and self.winner() is None:
            self.set_winner(self._suggested)

    # --- what was chosen ----------------------------------------------------------

    def winner(self) -> int | None:
        """A player index, DRAW, or None when nothing is chosen yet."""
        data = _data(self.winner_box)
        return None if data is None or data == NOT_CHOSEN else int(data)  # type: ignore[call-overload]

    def set_winner(self, winner: int | None) -> None:
        self.winner_box.setCurrentIndex(self.winner_box.findData(
            DRAW if winner is None else winner))

    def win_tile(self) -> str | None:
        data = _data(self.tile_box)
        return None if not data else str(data)

    def set_win_tiles(self, codes: list[str], names: list[str]) -> None:
        """Offer the winner's tiles; keep the choice if it is still there. Nothing is
        guessed: the first item says "click it in the hand"."""
        current = self.win_tile()
        if [self.tile_box.itemData(i) for i in range(1, self.tile_box.count())] == codes \
                and self.tile_box.count():
            return
        self.tile_box.blockSignals(True)
        self.tile_box.clear()
        self.tile_box.addItem(self.tr("click it in the hand") if codes else "—", "")
        for code, name in zip(codes, names, strict=True):
            self.tile_box.addItem(f"{tile_text(code)}  {name}", code)
        index = self.tile_box.findData(current) if current else -1
        self.tile_box.setCurrentIndex(max(index, 0))
        self.tile_box.blockSignals(False)
        self.tile_box.setEnabled(bool(codes))

    def set_win_tile(self, code: str | None) -> None:
        index = self.tile_box.findData(code) if code else 0
        if index >= 0:
            self.tile_box.setCurrentIndex(index)

    def source(self) -> str:
        return str(_data(self.source_box) or "discard")

    def set_source(self, source: str) -> None:
        index = self.source_box.findData(source)
        if index < 0:  # a source this rule set ignores: offer it anyway
            self._add_source(source)
            index = self.source_box.count() - 1
        self.source_box.setCurrentIndex(index)

    def flags(self) -> frozenset[str]:
        return frozenset(f for f, box in self.flag_boxes.items() if box.isChecked())

    def set_flags(self, flags: frozenset[str]) -> None:
        for f, box in self.flag_boxes.items():
            box.setChecked(f in flags)

    def show_waits(self, waits: list[str] | None) -> None:
        if waits is None:
            self.waits_label.clear()
        elif len(waits) == 1:
            self.waits_label.setText(self.tr("Waited on %1 only: only possible tile")
                                     .replace("%1", tile_text(waits[0])))
        else:
            self.waits_label.setText(self.tr("Waited on %1").replace("%1", tiles_text(waits)))

    # --- the tiles seen on the table ------------------------------------------------

    def seen_text(self) -> str:
        return self.seen_line.text()

    def set_seen(self, text: str) -> None:
        """Show ``text`` (in the notation) as the tiles seen on the table."""
        if text != self.seen_line.text():
            self.seen_line.setText(text)
            self.changed.emit()

    def seen_tiles(self) -> list[Tile]:
        """The tiles typed under "Seen on the table". Raises NotationError naming
        what cannot be read (a bonus tile is refused: it is never waited on)."""
        text = read_letters(self.seen_line.text())
        tiles = parse_tiles("".join(text.split()), text.strip()) if text.strip() else []
        for t in tiles:
            if t.category == "bonus":
                raise NotationError("{code} is a bonus tile; only playing tiles count as "
                                    "seen", code=t.code)
        return tiles

    def seen_notation(self) -> str:
        """The seen tiles written compactly (``99p1s``); "" if none or unreadable."""
        try:
            return "".join(format_tiles(self.seen_tiles()).split())
        except NotationError:
            return ""

    def show_seen_error(self, text: str) -> None:
        """Show why the seen tiles are not used (``""``: they are fine)."""
        if self.seen_message.text() != text:
            self.seen_message.setText(text)
        self.seen_message.setVisible(bool(text))
        self.seen_line.setStyleSheet(f"QLineEdit {{ border: 2px solid {ERROR_COLOR}; }}"
                                     if text else "")

    def seen_error(self) -> str:
        """Why the seen tiles cannot be used, or ``""``."""
        return self.seen_message.text()

    def reset(self) -> None:
        self.seen_line.setText("")  # not clear(): no undo history of the last hand
        self.show_seen_error("")
        self.winner_box.setCurrentIndex(0)
        self.set_win_tile(None)
        self.source_box.setCurrentIndex(self.source_box.findData("discard"))
        self.set_flags(frozenset())
        self.suggest_winner(None)
