"""Who won, with which tile, from where, and the special situations.

Only the sources and flags that change something under the game's rule set are
offered; the waits of the winner's hand are shown so the player sees why "only
possible tile" applies or not.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QHBoxLayout, QLabel, QWidget

from app.rule_texts import flag_name, source_name
from scoring.ruleset import RuleSet
from scoring.situation import FLAGS, SOURCES

DRAW = -1
#: item data of "Who won?": never None, as PySide mishandles invalid variants
NOT_CHOSEN = -2


def _data(box: QComboBox) -> object:
    """The current item's data, or None; without asking Qt for an invalid variant
    (PySide 6 loses a reference to None each time it returns one)."""
    return box.itemData(box.currentIndex()) if box.currentIndex() >= 0 else None


def relevant_sources(ruleset: RuleSet) -> list[str]:
    """Wall and discard always (they decide whether the last set is exposed); the
    others when a rule of the set looks at them."""
    used = {"wall", "discard"}
    for rule in ruleset.rules:
        used.update(rule.params.get("sources", ()))
    return [s for s in SOURCES if s in used]


def relevant_flags(ruleset: RuleSet) -> list[str]:
    used = {r.params.get("flag") for r in ruleset.rules if r.condition.name == "flag"}
    return [f for f in FLAGS if f in used]


class SituationPanel(QWidget):
    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.winner_box = QComboBox()
        self.winner_box.setToolTip(self.tr("Who went mah-jong (or a drawn hand)"))
        self.tile_box = QComboBox()
        self.tile_box.setToolTip(self.tr("The winning tile: one of the winner's "
                                         "concealed tiles"))
        self.source_box = QComboBox()
        self.source_box.setToolTip(self.tr("Where the winning tile came from"))
        self.flag_boxes: dict[str, QCheckBox] = {}
        self.flags_row = QHBoxLayout()
        for box in (self.tile_box, self.source_box):
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.waits_label = QLabel()
        self.waits_label.setWordWrap(True)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for label, widget in ((self.tr("&Winner"), self.winner_box),
                              (self.tr("Winning &tile"), self.tile_box),
                              (self.tr("&From"), self.source_box)):
            lab = QLabel(label)
            lab.setBuddy(widget)
            layout.addWidget(lab)
            layout.addWidget(widget)
        layout.addLayout(self.flags_row)
        layout.addWidget(self.waits_label, 1)
        self.winner_box.currentIndexChanged.connect(self.changed)
        self.tile_box.currentIndexChanged.connect(self.changed)
        self.source_box.currentIndexChanged.connect(self.changed)

    def set_game(self, players: tuple[str, ...], ruleset: RuleSet) -> None:
        self.blockSignals(True)
        self.winner_box.clear()
        self.winner_box.addItem(self.tr("Who won?"), NOT_CHOSEN)
        for i, name in enumerate(players):
            self.winner_box.addItem(name, i)
        self.winner_box.addItem(self.tr("Drawn hand"), DRAW)
        self.source_box.clear()
        for s in relevant_sources(ruleset):
            self.source_box.addItem(source_name(s), s)
        self.source_box.setCurrentIndex(self.source_box.findData("discard"))
        while self.flags_row.count():
            item = self.flags_row.takeAt(0)
            if item is not None and item.widget() is not None:
                item.widget().deleteLater()  # type: ignore[union-attr]
        self.flag_boxes = {}
        for f in relevant_flags(ruleset):
            box = QCheckBox(flag_name(f))
            box.toggled.connect(self.changed)
            self.flag_boxes[f] = box
            self.flags_row.addWidget(box)
        self.blockSignals(False)
        self.changed.emit()

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
        return None if data is None else str(data)

    def set_win_tiles(self, codes: list[str], names: list[str]) -> None:
        """Offer the winner's concealed tiles; keep the choice if it is still there."""
        current = self.win_tile()
        self.tile_box.blockSignals(True)
        self.tile_box.clear()
        for code, name in zip(codes, names, strict=True):
            self.tile_box.addItem(f"{code}  {name}", code)
        index = self.tile_box.findData(current)
        self.tile_box.setCurrentIndex(index if index >= 0 else len(codes) - 1)
        self.tile_box.blockSignals(False)

    def set_win_tile(self, code: str | None) -> None:
        if code is not None:
            self.tile_box.setCurrentIndex(self.tile_box.findData(code))

    def source(self) -> str:
        return str(_data(self.source_box) or "discard")

    def set_source(self, source: str) -> None:
        index = self.source_box.findData(source)
        if index < 0:  # a source this rule set ignores: offer it anyway
            self.source_box.addItem(source_name(source), source)
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
                                     .replace("%1", waits[0]))
        else:
            self.waits_label.setText(self.tr("Waited on %1").replace("%1", " ".join(waits)))

    def reset(self) -> None:
        self.winner_box.setCurrentIndex(0)
        self.source_box.setCurrentIndex(self.source_box.findData("discard"))
        self.set_flags(frozenset())
