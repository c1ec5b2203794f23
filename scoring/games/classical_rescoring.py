"""A classical game's hands kept for scoring them again under edited rules.

The What if of house rules (:mod:`scoring.records.what_if`) rescores the same games
after every edit of a rule set. :class:`GameRescoring` keeps, for each recorded hand
in its seating, what each entry is: a typed score, a hand known to a
:class:`~scoring.rules.rescore.Rescorer` (which scores it under the rules in use from
what applied to its arrangements), or why it does not score. The notation is read and
the situations made once, the arrangements found once, for as long as the rules keep
their structure; what the game is asked then gives the same scores, limit hands and
errors as scoring every hand anew (a property test compares them).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from scoring.errors import MahjongError
from scoring.games.game import PlayerError
from scoring.games.game_kinds import _one_tile, _parse_entries, _situation
from scoring.rules.rescore import Rescorer

if TYPE_CHECKING:
    from scoring.games.game import Game, HandRecord
    from scoring.games.rotation import Seating



@dataclass(frozen=True, slots=True)
class _Typed:
    """An entry of a typed score."""

    score: int


@dataclass(frozen=True, slots=True)
class _Refused:
    """An entry that does not score: why, and whether it is its notation."""

    error: MahjongError
    notation: bool


#: an entry: a hand's id in the rescorer, a typed score, an entry that does not
#: score, or an error of its situation (raised as it is)
_Entry = int | _Typed | _Refused | MahjongError
#: a hand's seating as its situations read it
_Key = tuple[int, tuple[str, ...], str, int]


class GameRescoring:
    """What a classical game's hands are, kept between rescorings (see the module)."""

    def __init__(self) -> None:
        self.rescorer = Rescorer()
        #: (id of the record, seats, prevailing wind, dealer's streak) -> the record
        #: (kept: its id stays its own), the rescorer's generation, its entries (or the
        #: error of its winning tile)
        self._hands: dict[_Key, tuple[HandRecord, int, tuple[_Entry, ...] | MahjongError]] = {}

    def scores(self, game: Game, record: HandRecord, seating: Seating
               ) -> tuple[tuple[bool, ...], tuple[int, ...]]:
        """Whether each entry of ``record`` scores as a limit hand under the rules of
        ``game``, and the scores; raises as :meth:`ClassicalKind._score
        <scoring.games.game_kinds.ClassicalKind._score>` would."""
        rescorer = self.rescorer
        rescorer.use(game.ruleset)
        generation = rescorer.generation
        key = (id(record), seating.seats, seating.prevailing, seating.dealer_streak)
        known = self._hands.get(key)
        if known is None or known[0] is not record or known[1] != generation:
            known = (record, generation, self._entries(game, record, seating))
            self._hands[key] = known
        entries = known[2]
        if isinstance(entries, MahjongError):
            raise entries.with_traceback(None)
        limits: list[bool] = []
        scores: list[int] = []
        value = rescorer.value
        for i, entry in enumerate(entries):
            if type(entry) is int:
                try:
                    score, limit = value(entry)
                except MahjongError as exc:  # as scoring it raises
                    raise PlayerError(i, game.players[i], exc, False) from None
                limits.append(limit)
                scores.append(score)
            elif isinstance(entry, _Typed):
                limits.append(False)
                scores.append(entry.score)
            elif isinstance(entry, _Refused):
                raise PlayerError(i, game.players[i], entry.error, entry.notation)
            else:
                assert isinstance(entry, MahjongError)
                raise entry.with_traceback(None)
        return tuple(limits), tuple(scores)

    def _entries(self, game: Game, record: HandRecord, seating: Seating
                 ) -> tuple[_Entry, ...] | MahjongError:
        """What each entry of ``record`` is, up to the first that does not score."""
        try:
            win_tile = _one_tile(record.win_tile) if record.win_tile else None
        except MahjongError as exc:
            return exc
        parsed = _parse_entries(record)
        tile_set = game.ruleset.tile_set
        entries: list[_Entry] = []
        for i, entry in enumerate(record.entries):
            if entry.score is not None:
                entries.append(_Typed(entry.score))
                continue
            hand = parsed[i]
            if isinstance(hand, MahjongError):
                entries.append(_Refused(hand, True))
                break
            assert hand is not None
            try:
                situation = _situation(record, seating, i, win_tile, hand, parsed, tile_set)
            except MahjongError as exc:
                entries.append(exc)
                break
            try:
                entries.append(self.rescorer.add(hand, situation))
            except MahjongError as exc:
                entries.append(_Refused(exc, False))
                break
        return tuple(entries)
