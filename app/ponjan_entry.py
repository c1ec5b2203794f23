"""Entering one Ponjan hand (``ponjan.md`` §3.2): what a score sheet needs and no more.

- **Who won** (or a drawn hand) and, for a win, only the **winner's tiles**: the
  picker shows the twelve Ponjan tiles and has two add modes, *Tile* (a click adds one
  tile) and *Set* (a click adds three of the tile), and *Stolen* (the next set added
  is a stolen, exposed set); the tiles can be typed in the notation too
  (``000r 111k 000b``, ``(000d)`` a stolen set).
- The **winning tile** (a click on it in the winner's hand, or the list), **where it
  came from** (Wall or Discard) and, for a discard, **who discarded it** (he alone
  pays); **Reach** and **Ippatsu** (Ippatsu needs Reach).
- A **drawn hand**: who was **tenpai** (a check box in each player's row).

Each player has a row: his seat (E is the boss), his balance before the hand and what
the hand as entered would give or cost him. The breakdown shows the winner's
combinations, the points, the formula and the score. Everything is worked out by
``Game.check`` (the domain), as the hand would be recorded; recording goes through the
window's undo stack like a classical hand. The winner's tiles are entered in a
:class:`~app.ponjan_hand_box.PonjanHandBox` (:mod:`app.ponjan_hand_box`).
"""

from __future__ import annotations

import html
from dataclasses import replace
from typing import cast

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.display import literal, plain
from app.ponjan_hand_box import TOGGLE_STYLE, PonjanHandBox, StripTile
from app.rule_texts import message_text, rule_name, seat_letter, tile_name
from app.situation_panel import DRAW, NOT_CHOSEN
from app.styles import ERROR_COLOR, HINT_COLOR
from app.tile_picker import TilePicker
from scoring.errors import MahjongError
from scoring.games.draft import HandDraft
from scoring.games.game import Entry, Game, HandRecord, HandResult
from scoring.games.rotation import Seating
from scoring.hands.tiles import Tile
from scoring.ponjan.formula import base
from scoring.ponjan.score import PonjanScore
from scoring.ponjan.tiles import ponjan_tile

# DRAW and NOT_CHOSEN: the item data of a drawn hand and of "Who won?" (nothing
# chosen), shared with the classical entry's situation panel

#: the picker's rows: the colours with two ids, then white and the dragons
PICKER_ROWS = (("0r", "1r", "0b", "1b", "0k", "1k"), ("0w", "1w", "2w", "3w", "0d", "1d"))
_ERROR = ERROR_COLOR
_HINT = HINT_COLOR


class Missing(MahjongError):
    """Something the person has still to enter: said as a hint, not as an error."""


def _data(box: QComboBox) -> int:
    """The current item's data as a number (NOT_CHOSEN when there is none)."""
    data = box.itemData(box.currentIndex()) if box.currentIndex() >= 0 else None
    return NOT_CHOSEN if data is None else int(data)


class PonjanPicker(TilePicker):
    """The twelve Ponjan tiles as buttons, with how many copies are left: the
    classical picker with Ponjan's rows."""

    def __init__(self, tile_height: int, parent: QWidget | None = None) -> None:
        super().__init__(parent=parent, tile_height=tile_height)

    def _rows(self) -> list[list[tuple[Tile, int]]]:
        # a tile button draws a Ponjan tile as any tile: by its code and name
        return [[(cast(Tile, ponjan_tile(code)), ponjan_tile(code).copies)
                 for code in row] for row in PICKER_ROWS]



class PlayerRow(QFrame):
    """One player: his seat (E: the boss), his name, his balance before the hand,
    what the hand would give or cost him, and (at a drawn hand) whether he was
    tenpai."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.name = name
        self.seat = QLabel()
        self.seat.setMinimumWidth(64)
        self.name_label = plain(QLabel(name))
        font = self.name_label.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.name_label.setFont(font)
        self.balance = QLabel()
        self.change = QLabel()
        self.change.setAccessibleName(self.tr("%1's change").replace("%1", name))
        self.change.setMinimumWidth(56)
        self.change.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.change.setFont(font)
        self.tenpai = QCheckBox(self.tr("Tenpai"))
        self.tenpai.setAccessibleName(self.tr("%1 tenpai").replace("%1", name))
        self.tenpai.setToolTip(literal(self.tr("%1 was one tile from a complete hand when "
                                           "the wall ran out").replace("%1", name)))
        row = QHBoxLayout(self)
        row.setContentsMargins(6, 2, 6, 2)
        row.addWidget(self.seat)
        row.addWidget(self.name_label, 1)
        row.addWidget(self.tenpai)
        row.addWidget(self.balance)
        row.addWidget(self.change)

    def set_seat(self, seat: str, boss: bool) -> None:
        letter = seat_letter(seat)
        self.seat.setText(self.tr("%1 boss").replace("%1", letter) if boss else letter)
        self.seat.setToolTip(self.tr("The boss: he gains x15 when he wins, and keeps "
                                     "the deal while he gains") if boss else "")

    def set_balance(self, value: int) -> None:
        self.balance.setText(self.tr("Bal. %1").replace("%1", str(value)))
        self.balance.setStyleSheet(f"QLabel {{ color: {_ERROR}; }}" if value < 0 else "")

    def set_change(self, value: int | None) -> None:
        self.change.setText("" if value is None else (f"{value:+d}" if value else "0"))


class PonjanEntry(QWidget):
    """One Ponjan hand as it is entered. :meth:`record` gives the HandRecord."""

    #: something changed (the window's status line is cleared)
    changed = Signal()

    def __init__(self, tile_height: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game: Game | None = None
        self.seating: Seating | None = None
        #: the index of the hand being edited, None for a new hand
        self.editing: int | None = None
        self.result: HandResult | None = None
        self._problem = ""
        #: whether the problem is only something still to enter (a hint, not red)
        self._missing = False
        self.picker = PonjanPicker(tile_height)
        self.picker.tileClicked.connect(self._tile_clicked)
        self.hand = PonjanHandBox()
        self.hand.changed.connect(self._update)
        self.hand.winTileClicked.connect(self._win_tile_clicked)

        self.winner_box = QComboBox()
        self.winner_box.setAccessibleName(self.tr("Winner"))
        self.winner_box.setToolTip(self.tr("Who won (or a drawn hand: the wall ran out)"))
        self.tile_box = QComboBox()
        self.tile_box.setAccessibleName(self.tr("Winning tile"))
        self.tile_box.setToolTip(self.tr("The winning tile: click it in the winner's hand, "
                                         "or choose it here"))
        self.tile_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.source_group = QButtonGroup(self)
        self.source_buttons: dict[str, QToolButton] = {}
        sources = QHBoxLayout()
        sources.setSpacing(0)
        for code, text, name in (("wall", self.tr("Wall"), self.tr("Self-drawn from the wall")),
                                 ("discard", self.tr("Discard"),
                                  self.tr("Claimed from a discard"))):
            button = QToolButton()
            button.setText(text)
            button.setCheckable(True)
            button.setStyleSheet(TOGGLE_STYLE)
            button.setToolTip(name)
            button.setAccessibleName(name)
            button.toggled.connect(self._update)
            self.source_group.addButton(button)
            self.source_buttons[code] = button
            sources.addWidget(button)
        self.source_buttons["discard"].setChecked(True)
        self.discarder_label = QLabel(self.tr("&Discarded by"))
        self.discarder_box = QComboBox()
        self.discarder_box.setAccessibleName(self.tr("Discarded by"))
        self.discarder_box.setToolTip(self.tr("Who discarded the winning tile: he alone "
                                              "pays"))
        self.discarder_label.setBuddy(self.discarder_box)
        # wide enough for "Who discarded?" and the longest name (no clipped text)
        self.discarder_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        sources.addSpacing(8)
        sources.addWidget(self.discarder_label)
        sources.addWidget(self.discarder_box)
        sources.addStretch(1)
        self.reach = QCheckBox(self.tr("Reach"))
        self.reach.setToolTip(self.tr("The winner had declared Reach"))
        self.ippatsu = QCheckBox(self.tr("Ippatsu"))
        self.ippatsu.setToolTip(self.tr("Won before the winner's next discard after his "
                                        "Reach (needs Reach)"))
        self.reach.toggled.connect(self._reach_toggled)
        self.ippatsu.toggled.connect(self._update)
        flags = QHBoxLayout()
        flags.addWidget(self.reach)
        flags.addWidget(self.ippatsu)
        flags.addStretch(1)
        self.draw_note = QLabel(self.tr("A drawn hand: tick the players who were tenpai "
                                        "(two sets and a pair)."))
        self.draw_note.setWordWrap(True)

        form = QGridLayout()
        form.setHorizontalSpacing(4)
        form.setVerticalSpacing(2)
        self.form_labels: list[QLabel] = []
        for r, (text, widget) in enumerate(((self.tr("&Winner"), self.winner_box),
                                            (self.tr("Winning t&ile"), self.tile_box))):
            label = QLabel(text)
            label.setBuddy(widget)
            self.form_labels.append(label)
            form.addWidget(label, r, 0)
            line = QHBoxLayout()
            line.addWidget(widget)
            line.addStretch(1)
            form.addLayout(line, r, 1)
        self.from_label = QLabel(self.tr("From"))
        form.addWidget(self.from_label, 2, 0)
        form.addLayout(sources, 2, 1)
        form.addLayout(flags, 3, 1)
        self.breakdown = QLabel()
        self.breakdown.setAccessibleName(self.tr("Breakdown"))
        self.breakdown.setWordWrap(True)
        self.breakdown.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.breakdown.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.breakdown.setFrameShape(QFrame.Shape.StyledPanel)
        self.breakdown.setMinimumHeight(120)
        self.breakdown.setContentsMargins(6, 4, 6, 4)

        right = QVBoxLayout()
        right.setSpacing(3)
        right.addLayout(form)
        right.addWidget(self.draw_note)
        right.addWidget(self.breakdown, 1)
        top = QHBoxLayout()
        top.addWidget(self.picker, 0, Qt.AlignmentFlag.AlignTop)
        top.addLayout(right, 1)
        self.rows_layout = QVBoxLayout()
        self.rows_layout.setSpacing(2)
        self.rows: list[PlayerRow] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addLayout(top)
        layout.addWidget(self.hand)
        layout.addLayout(self.rows_layout)
        layout.addStretch(1)

        self.winner_box.currentIndexChanged.connect(self._winner_changed)
        self.tile_box.currentIndexChanged.connect(self._tile_chosen)
        self.discarder_box.currentIndexChanged.connect(self._update)

    # --- the game -------------------------------------------------------------------

    def set_game(self, game: Game, seating: Seating | None) -> None:
        self.game = game
        for row in self.rows:
            row.deleteLater()
        self.rows = []
        for name in game.players:
            row = PlayerRow(name)
            row.tenpai.toggled.connect(self._update)
            self.rows_layout.addWidget(row)
            self.rows.append(row)
        self.winner_box.blockSignals(True)
        self.winner_box.clear()
        self.winner_box.addItem(self.tr("Who won?"), NOT_CHOSEN)
        for i, name in enumerate(game.players):
            self.winner_box.addItem(name, i)
        self.winner_box.addItem(self.tr("Drawn hand"), DRAW)
        self.winner_box.blockSignals(False)
        self.set_balances([game.settings.start_balance] * len(game.players))
        self.set_seating(seating)
        self.clear()

    def set_seating(self, seating: Seating | None) -> None:
        self.seating = seating
        for i, row in enumerate(self.rows):
            if seating is None:
                row.set_seat("", False)
            else:
                row.set_seat(seating.seats[i], seating.dealer == i)
        self._update()

    def set_balances(self, balances: list[int]) -> None:
        for row, value in zip(self.rows, balances, strict=False):
            row.set_balance(value)

    def set_tile_height(self, height: int) -> None:
        self.picker.set_tile_height(height)
        self.hand.set_tile_height(max(26, round(height * 0.8)))

    def set_editing(self, index: int | None) -> None:
        """The hand is hand ``index`` being edited (None: a new hand): it is worked
        out in that hand's place."""
        if index != self.editing:
            self.editing = index
            self._update()

    def seat_text(self) -> str:
        s = self.seating
        if s is None or self.game is None:
            return self.tr("The game is over")
        return self.tr("Round %1, %2 is the boss").replace("%1", str(s.round)).replace(
            "%2", self.game.players[s.dealer])

    # --- what was chosen --------------------------------------------------------------

    def winner(self) -> int | None:
        """A player, DRAW, or None while nothing is chosen."""
        data = _data(self.winner_box)
        return None if data == NOT_CHOSEN else data

    def source(self) -> str:
        return "wall" if self.source_buttons["wall"].isChecked() else "discard"

    def discarder(self) -> int | None:
        data = _data(self.discarder_box)
        return None if data < 0 else data

    def win_tile(self) -> str | None:
        data = self.tile_box.itemData(self.tile_box.currentIndex())
        return str(data) if data else None

    def flags(self) -> frozenset[str]:
        return frozenset(f for f, box in (("reach", self.reach), ("ippatsu", self.ippatsu))
                         if box.isChecked())

    def tenpai(self) -> frozenset[int]:
        return frozenset(i for i, row in enumerate(self.rows) if row.tenpai.isChecked())

    # --- reacting -----------------------------------------------------------------------

    def _tile_clicked(self, code: str) -> None:
        if self.winner() == DRAW:
            self.hand._say(self.tr("A drawn hand has no winner's tiles"), True)
            return
        self.hand.add_tile(code)

    def _win_tile_clicked(self, code: str) -> None:
        index = self.tile_box.findData(code)
        if index >= 0:
            self.tile_box.setCurrentIndex(index)

    def _tile_chosen(self) -> None:
        self.hand.set_winning(self.win_tile())
        self._update()

    def _reach_toggled(self, on: bool) -> None:
        if not on:
            self.ippatsu.setChecked(False)
        self.ippatsu.setEnabled(on)
        self._update()

    def _winner_changed(self) -> None:
        winner = self.winner()
        self.discarder_box.blockSignals(True)
        current = self.discarder()
        self.discarder_box.clear()
        self.discarder_box.addItem(self.tr("Who discarded?"), NOT_CHOSEN)
        if self.game is not None:
            for i, name in enumerate(self.game.players):
                if i != winner:
                    self.discarder_box.addItem(name, i)
        index = self.discarder_box.findData(current) if current is not None else 0
        self.discarder_box.setCurrentIndex(max(index, 0))
        self.discarder_box.blockSignals(False)
        self._update()

    def _update_win_tiles(self) -> None:
        codes = self.hand.concealed_codes() if not self.hand.error() else []
        current = self.win_tile()
        wanted = ["", *codes]
        if [self.tile_box.itemData(i) for i in range(self.tile_box.count())] != wanted:
            self.tile_box.blockSignals(True)
            self.tile_box.clear()
            self.tile_box.addItem(self.tr("click it in the hand") if codes else "—", "")
            for code in codes:
                self.tile_box.addItem(f"{code}  {tile_name(code)}", code)
            index = self.tile_box.findData(current) if current else 0
            self.tile_box.setCurrentIndex(max(index, 0))
            self.tile_box.blockSignals(False)
        self.tile_box.setEnabled(bool(codes))
        self.hand.set_winning(self.win_tile())

    def _update(self) -> None:
        """Show what the hand as entered would score and pay."""
        if self.game is None:
            return
        winner = self.winner()
        drawn = winner == DRAW
        win = winner is not None and not drawn
        discard = self.source() == "discard"
        for widget in (self.tile_box, self.from_label, self.reach, self.ippatsu,
                       *self.source_buttons.values(), self.hand, self.form_labels[1]):
            widget.setVisible(not drawn)
        for widget in (self.discarder_label, self.discarder_box):
            widget.setVisible(not drawn and discard)
        self.draw_note.setVisible(drawn)
        for row in self.rows:
            row.tenpai.setVisible(drawn)
        self.ippatsu.setEnabled(self.reach.isChecked())
        # a drawn hand has no tiles to enter: the picker rests
        self.picker.set_used({} if drawn else self.hand.used_counts())
        self.picker.setEnabled(not drawn)
        name = self.game.players[winner] if win and winner is not None else ""
        self.hand.title.setText(self.tr("%1's hand (the winner's tiles)").replace("%1", name)
                                if name else self.tr("The winner's tiles"))
        self._update_win_tiles()
        self.result = None
        self._problem = ""
        self._missing = False
        try:
            record = self.record()
            self.result = self.game.check(record, self.editing)
        except MahjongError as exc:
            self._problem = message_text(exc)
            self._missing = isinstance(exc, Missing)
        for i, row in enumerate(self.rows):
            row.set_change(self.result.totals[i] if self.result is not None else None)
        self._show_breakdown()
        self.changed.emit()

    def problem(self) -> str:
        """Why the hand as entered cannot be recorded yet ("" when it can)."""
        return self._problem

    def _show_breakdown(self) -> None:
        result = self.result
        if result is None:
            problem = html.escape(self._problem, quote=False)
            color = _HINT if self._missing else _ERROR
            self.breakdown.setText(
                f"<span style='color:{color}'>{problem}</span>"
                if self._problem and self.winner() is not None else problem)
            return
        assert self.game is not None
        # the breakdown is rich text: a name is shown as typed, never read as markup
        players = [html.escape(p, quote=False) for p in self.game.players]
        detail = result.detail
        score: PonjanScore | None = detail.score if detail is not None else None
        lines = []
        if score is None:
            tenpai = sorted(self.tenpai())
            if not tenpai or len(tenpai) == len(players):
                lines.append(self.tr("Drawn hand: nobody pays (%1 tenpai)").replace(
                    "%1", str(len(tenpai))))
            else:
                lines.append(self.tr("Drawn hand; tenpai: %1. Each of the others pays "
                                     "each tenpai player 15.").replace(
                    "%1", ", ".join(players[i] for i in tenpai)))
        else:
            rows = "".join(
                f"<tr><td>{html.escape(rule_name(i.name), quote=False)}"
                f"{' x' + str(i.count) if i.count > 1 else ''}</td>"
                f"<td align='right'>&nbsp;&nbsp;{i.points}</td></tr>" for i in score.items)
            lines.append(f"<table>{rows}</table>")
            boss = self.tr(" (boss)") if score.boss else ""
            lines.append(self.tr("Points %1: base %2 × %3%4 = <b>%5</b>")
                         .replace("%1", str(score.points))
                         .replace("%2", str(base(score.points, score.formula)))
                         .replace("%3", str(score.unit)).replace("%4", boss)
                         .replace("%5", str(score.score)))
            winner = result.record.winner
            assert winner is not None
            if result.record.discarder is not None:
                lines.append(self.tr("%1 gains %2; %3 pays it all (the discarder)")
                             .replace("%1", players[winner]).replace("%2", str(score.score))
                             .replace("%3", players[result.record.discarder]))
            else:
                share = score.score // 2
                lines.append(self.tr("%1 gains %2; each other player pays %3")
                             .replace("%1", players[winner]).replace("%2", str(score.score))
                             .replace("%3", str(share)))
        self.breakdown.setText("<br>".join(lines))

    # --- the record ---------------------------------------------------------------------

    def record(self) -> HandRecord:
        """The hand as entered. Raises MahjongError naming what is missing."""
        if self.game is None:
            raise MahjongError(self.tr("Start or open a game first"))
        n = len(self.game.players)
        winner = self.winner()
        if winner is None:
            raise Missing(self.tr("Choose the winner, or a drawn hand"))
        if winner == DRAW:
            return HandRecord((Entry(),) * n, None, tenpai=self.tenpai())
        name = self.game.players[winner]
        if self.hand.error():
            raise MahjongError(f"{name}: {self.hand.error()}")
        tiles = self.hand.notation()
        if not tiles:
            raise Missing(self.tr("Enter %1's tiles (the winner's hand)")
                               .replace("%1", name))
        win = self.win_tile()
        if win is None:
            raise Missing(self.tr("%1 won: click the winning tile in %1's hand")
                               .replace("%1", name))
        source = self.source()
        discarder = self.discarder() if source == "discard" else None
        if source == "discard" and discarder is None:
            raise Missing(self.tr("Choose who discarded the winning tile"))
        entries = tuple(Entry(tiles) if i == winner else Entry() for i in range(n))
        return HandRecord(entries, winner, win, source, self.flags(), discarder=discarder)

    def load_record(self, record: HandRecord) -> None:
        """Show a recorded hand for editing."""
        self.set_winner(record.winner)
        tiles = record.entries[record.winner].tiles if record.winner is not None else None
        self.hand.set_hand(tiles or "")
        self._update_win_tiles()
        index = self.tile_box.findData(record.win_tile) if record.win_tile else 0
        self.tile_box.setCurrentIndex(max(index, 0))
        self.source_buttons["wall" if record.source in ("wall", "last-wall")
                            else "discard"].setChecked(True)
        index = self.discarder_box.findData(record.discarder) \
            if record.discarder is not None else 0
        self.discarder_box.setCurrentIndex(max(index, 0))
        self.reach.setChecked("reach" in record.flags)
        self.ippatsu.setChecked("ippatsu" in record.flags)
        for i, row in enumerate(self.rows):
            row.tenpai.setChecked(i in record.tenpai)
        self._update()

    def draft(self, base: HandDraft) -> HandDraft:
        """The hand as entered so far, readable or not, on ``base`` (a blank draft of
        the game)."""
        winner = self.winner()
        return replace(base.with_ponjan_hand(self.hand.draft()),
                       winner=None if winner == DRAW else winner, drawn=winner == DRAW,
                       win_tile=self.win_tile(), source=self.source(),
                       discarder=self.discarder(), flags=self.flags(),
                       tenpai=self.tenpai())

    def load_draft(self, draft: HandDraft) -> None:
        """Show a hand entered before (see :meth:`draft`) to go on with it."""
        if draft.drawn or draft.winner is not None:
            self.set_winner(None if draft.drawn else draft.winner)
        self.hand.load(draft.ponjan_hand())
        self._update_win_tiles()
        index = self.tile_box.findData(draft.win_tile) if draft.win_tile else 0
        self.tile_box.setCurrentIndex(max(index, 0))
        self.source_buttons[draft.source].setChecked(True)
        index = self.discarder_box.findData(draft.discarder) \
            if draft.discarder is not None else 0
        self.discarder_box.setCurrentIndex(max(index, 0))
        self.reach.setChecked("reach" in draft.flags)
        self.ippatsu.setChecked("ippatsu" in draft.flags)
        for i, row in enumerate(self.rows):
            row.tenpai.setChecked(i in draft.tenpai)
        self._update()

    def set_winner(self, winner: int | None) -> None:
        """Choose ``winner`` (None: a drawn hand)."""
        self.winner_box.setCurrentIndex(self.winner_box.findData(
            DRAW if winner is None else winner))

    def clear(self) -> None:
        """A fresh hand: nobody chosen, no tiles, Discard, no flags, nobody tenpai."""
        self.hand.clear()
        self.hand.reset_modes()
        self.winner_box.blockSignals(True)
        self.winner_box.setCurrentIndex(0)
        self.winner_box.blockSignals(False)
        self._winner_changed()
        self.source_buttons["discard"].setChecked(True)
        self.discarder_box.setCurrentIndex(0)
        self.reach.setChecked(False)
        self.ippatsu.setChecked(False)
        for row in self.rows:
            row.tenpai.setChecked(False)
        self._update()


__all__ = ["DRAW", "NOT_CHOSEN", "PICKER_ROWS", "Missing", "PlayerRow", "PonjanEntry",
           "PonjanHandBox", "PonjanPicker", "StripTile"]
