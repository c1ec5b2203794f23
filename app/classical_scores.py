"""The live scores of the classical entry (:class:`~app.classical_entry.ClassicalEntry`):
every player's hand scored as the tiles go in, the winner's waits, the hands that are
complete, the copies of a tile the hands hold too many of, the tiles seen on the
table, and the breakdown of the selected player.

Its words keep the translation context ``EntryPanel``, where they were first
translated.
"""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel

from app.breakdown_view import BreakdownView
from app.display import literal, tile_text
from app.hand_editor import HandEditor
from app.names import short_name
from app.rule_texts import message_text, tile_name
from app.situation_panel import DRAW, SituationPanel
from app.tile_picker import TilePicker
from scoring.errors import MahjongError
from scoring.games.game import Game, seen_on_table
from scoring.games.game_kinds import copies_too_many
from scoring.games.rotation import Seating
from scoring.hands.hand import Hand
from scoring.hands.notation import parse_hand
from scoring.hands.situation import Situation
from scoring.hands.tiles import Tile, tile
from scoring.rules.breakdown import Breakdown
from scoring.rules.engine import score_hand

#: ``translate("EntryPanel", text)`` (lupdate reads the literal context of each call)
translate = QCoreApplication.translate


class LiveScores:
    """The scoring half of the classical entry, over its rows and situation."""

    game: Game | None
    seating: Seating | None
    active: int
    results: list[Breakdown | None]
    complete: list[bool]
    editors: list[HandEditor]
    score_labels: list[QLabel]
    picker: TilePicker
    situation: SituationPanel
    breakdown: BreakdownView
    _errors: dict[int, str]
    #: the hands that hold a copy too many of a tile, and what to say about it
    _too_many: dict[int, str]
    #: the winner's waits as scored, shown once every hand is scored
    _waits: list[str] | None
    #: scores already worked out in this game: (tiles, situation) -> the breakdown
    #: or the error (a click changes one hand; the other three are not scored again)
    _scored: dict[tuple[str, Situation], Breakdown | MahjongError]

    def _hand_changed(self) -> None:
        """The selected player's hand or its situation changed."""
        raise NotImplementedError

    def _used(self) -> list[Counter[str]]:
        return [e.used_counts() for e in self.editors]

    def _update(self) -> None:
        if self.game is None or not self.editors:
            return
        used = self._used()
        total: Counter[str] = Counter()
        for c in used:
            total.update(c)
        self.picker.set_used(total)
        for editor, own in zip(self.editors, used, strict=True):
            editor.set_used_elsewhere(total - own)
        self._update_win_tiles()
        self._check_seen(total)
        self._too_many = self._copies_too_many(used)
        self.results = []
        self.complete = []
        self._waits = None
        for i in range(len(self.editors)):
            self.results.append(self._score(i))
        self.situation.show_waits(self._waits)
        done = [i for i, c in enumerate(self.complete) if c]
        self.situation.suggest_winner(done[0] if len(done) == 1 else None)
        self._show_breakdown()

    def _copies_too_many(self, used: list[Counter[str]]) -> dict[int, str]:
        """For each hand that holds a tile of which the hands hold more copies than
        the game has (``copies_too_many``): what to say, the tile by its name (``1
        Characters: the hands hold 5 (Anna 3, Bjørn 2); the game has only 4``)."""
        assert self.game is not None
        held = [{tile(code): n for code, n in own.items() if n > 0} for own in used]
        found: dict[int, str] = {}
        for over in copies_too_many(held, self.game.ruleset.tile_set):
            text = translate(
                "EntryPanel", "%1: the hands hold %2 (%3); the game has only %4").replace(
                "%1", tile_name(over.tile.code)).replace("%2", str(over.at_table)).replace(
                "%3", ", ".join(f"{self.game.players[i]} {n}" for i, n in over.holders)
            ).replace("%4", str(over.copies))
            for i, _ in over.holders:
                found.setdefault(i, text)
        return found

    def _update_win_tiles(self) -> None:
        winner = self.situation.winner()
        win = self.situation.win_tile()
        for i, editor in enumerate(self.editors):
            editor.set_winner(i == winner, win if i == winner else None)
        if winner is None or winner == DRAW or winner >= len(self.editors):
            self.situation.set_win_tiles([], [])
            return
        editor = self.editors[winner]
        codes = [] if not editor.is_valid() or editor.typed_score() is not None else \
            editor.concealed_codes()
        self.situation.set_win_tiles(codes, [tile_name(c) for c in codes])
        editor.set_winner(True, self.situation.win_tile())

    def missing_win_tile(self) -> str:
        """What the winner still has to say, or ``""``."""
        winner = self.situation.winner()
        if winner is None or winner == DRAW or self.game is None:
            return ""
        editor = self.editors[winner]
        if editor.typed_score() is not None or not editor.used_counts():
            return ""
        if self.situation.win_tile() is None:
            return translate("EntryPanel", "%1 won: click the winning tile in %1's hand").replace(
                "%1", short_name(self.game.players[winner]))
        return ""

    def _scored_as(self, notation: str, situation: Situation) -> Breakdown:
        """``score_hand`` of the tiles in the situation, remembered; raises its error."""
        assert self.game is not None
        key = (notation, situation)
        found = self._scored.get(key)
        if found is None:
            if len(self._scored) > 2000:
                self._scored.clear()
            try:
                found = score_hand(parse_hand(notation), situation, self.game.ruleset)
            except MahjongError as exc:
                found = exc
            self._scored[key] = found
        if isinstance(found, MahjongError):
            raise found
        return found

    def _is_complete(self, i: int) -> bool:
        """Whether player ``i``'s hand would score as a winning hand."""
        editor = self.editors[i]
        seating = self.seating
        if seating is None or self.game is None or editor.hand().size() < 14:
            return False
        concealed = editor.hand().concealed
        if not concealed:
            return False
        try:
            self._scored_as(editor.notation(), Situation(
                seat=seating.seats[i], round=seating.prevailing, winner=True,
                win_tile=concealed[-1]))
        except MahjongError:
            return False
        return True

    def _score(self, i: int) -> Breakdown | None:
        label = self.score_labels[i]
        editor = self.editors[i]
        typed = editor.typed_score()
        label.setToolTip("")
        self.complete.append(False)
        editor.hint("")
        if typed is not None:
            label.setText(str(typed))
            label.setToolTip(translate("EntryPanel", "Typed score: it counts, not the tiles"))
            return None
        if not editor.is_valid():
            label.setText("?")
            return None
        if i in self._too_many:
            label.setText("?")
            label.setToolTip(literal(self._too_many[i]))
            editor.hint(self._too_many[i], error=True)
            self._errors[i] = self._too_many[i]
            return None
        winner = self.situation.winner()
        seating = self.seating
        if seating is None or self.game is None:
            label.clear()
            return None
        is_winner = winner == i
        win = self.situation.win_tile()
        if is_winner and win is None and editor.used_counts():
            missing = self.missing_win_tile()
            label.setText("?")
            label.setToolTip(literal(missing))
            editor.hint(missing)
            self._errors.pop(i, None)
            return None
        situation = self._situation_of(i, seating)
        try:
            result = self._scored_as(editor.notation(), situation)
        except MahjongError as exc:
            if not is_winner and winner is None and self._is_complete(i):
                self.complete[i] = True
                self._errors.pop(i, None)
                label.setText("✓")
                label.setToolTip(translate("EntryPanel", "A complete hand: choose the winner"))
                editor.hint(translate("EntryPanel", "A complete hand: did %1 win?").replace(
                    "%1", short_name(self.game.players[i])))
                return None
            label.setText("?")
            label.setToolTip(literal(message_text(exc)))
            self._errors[i] = message_text(exc)
            return None
        self._errors.pop(i, None)
        if not editor.used_counts() and not is_winner:
            label.clear()  # an empty hand shows nothing
            return result
        label.setText(f"{result.score}{' ★' if is_winner else ''}")
        if is_winner:
            self._waits = [t.code for t in result.waits]
        return result

    def _situation_of(self, i: int, seating: Seating) -> Situation:
        is_winner = self.situation.winner() == i
        win = self.situation.win_tile()
        return Situation(
            seat=seating.seats[i], round=seating.prevailing, winner=is_winner,
            win_tile=tile(win) if is_winner and win else None,
            source=self.situation.source() if is_winner else "discard",  # type: ignore[arg-type]
            flags=self.situation.flags() if is_winner else frozenset(),
            east_wins_before=seating.dealer_streak if is_winner else 0,
            seen=self.seen_by(i) if is_winner else ())

    def _hands(self) -> list[Hand | None]:
        """Each player's hand as entered (None: a typed score or unreadable tiles)."""
        return [e.hand() if e.is_valid() and e.typed_score() is None else None
                for e in self.editors]

    def _typed_seen(self) -> list[Tile]:
        """The tiles under "Seen on the table", or none while they cannot be used."""
        if self.situation.seen_error():
            return []
        try:
            return self.situation.seen_tiles()
        except MahjongError:
            return []

    def seen_by(self, i: int) -> tuple[Tile, ...]:
        """What player ``i`` sees elsewhere on the table: the other players' declared
        sets (exposed sets, declared concealed kongs, kongs made from a concealed pung)
        and the tiles under "Seen on the table" (as :func:`seen_on_table` counts them
        for the recorded hand)."""
        assert self.game is not None
        hands = self._hands()
        own = hands[i] or Hand(())
        return seen_on_table(own, hands, i, self._typed_seen(), self.game.ruleset.tile_set)

    def _check_seen(self, used: Counter[str]) -> None:
        """Check the tiles under "Seen on the table": readable, playing tiles, and no
        more copies with every hand's tiles than the set has. The message names the
        problem; until it is put right the seen tiles count for nothing."""
        assert self.game is not None
        try:
            tiles = self.situation.seen_tiles()
        except MahjongError as exc:
            self.situation.show_seen_error(translate("EntryPanel", "Seen on the table: %1").replace(
                "%1", message_text(exc)))
            return
        counts = Counter(t.code for t in tiles)
        tile_set = self.game.ruleset.tile_set
        for code, n in sorted(counts.items(), key=lambda c: tile(c[0]).sort_key):
            copies = tile_set.copies(tile(code))
            if copies == 0:
                self.situation.show_seen_error(
                    translate("EntryPanel", "Seen on the table: %1 (%2) is not a tile of this game")
                    .replace("%1", tile_text(code)).replace("%2", tile_name(code)))
                return
            if n + used[code] > copies:
                self.situation.show_seen_error(translate(
                    "EntryPanel",
                    "Seen on the table: %1 (%2) is seen %3 times and the hands hold %4; "
                    "there are only %5").replace("%1", tile_text(code))
                    .replace("%2", tile_name(code))
                    .replace("%3", str(n)).replace("%4", str(used[code]))
                    .replace("%5", str(copies)))
                return
        self.situation.show_seen_error("")

    def selected_hand(self) -> tuple[str, Situation] | None:
        """The selected player's tiles (in the notation) and situation, or None when
        there are no tiles to score (a typed score, unreadable tiles, no game)."""
        if self.game is None or self.seating is None or not self.editors:
            return None
        editor = self.editors[self.active]
        if editor.typed_score() is not None or not editor.is_valid():
            return None
        return editor.notation(), self._situation_of(self.active, self.seating)

    def _show_breakdown(self) -> None:
        self._hand_changed()
        if not self.editors or len(self.results) != len(self.editors):
            return
        i = self.active
        editor = self.editors[i]
        name = short_name(self.game.players[i]) if self.game else ""
        missing = self.missing_win_tile() if self.situation.winner() == i else ""
        if editor.typed_score() is not None:
            self.breakdown.show_hint(translate(
                "EntryPanel", "%1: score typed by hand (%2); it counts, not the tiles")
                                     .replace("%1", name)
                                     .replace("%2", str(editor.typed_score())))
        elif not editor.is_valid():
            self.breakdown.show_error(f"{name}: {editor.error()}")
        elif missing:
            self.breakdown.show_hint(missing)
        elif i < len(self.complete) and self.complete[i]:
            self.breakdown.show_hint(translate(
                "EntryPanel", "%1: a complete hand. Choose the winner.").replace("%1", name))
        elif i in self._errors:
            self.breakdown.show_error(f"{name}: {self._errors[i]}")
        elif self.results[i] is not None and (self.results[i].items  # type: ignore[union-attr]
                                              or editor.used_counts()):
            self.breakdown.show_result(self.results[i])  # type: ignore[arg-type]
        else:
            self.breakdown.clear()
