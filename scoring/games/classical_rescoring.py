"""A classical game's hands kept for scoring them again under edited rules.

The What if of house rules (:mod:`scoring.records.what_if`) rescores the same games
after every edit of a rule set. :class:`GameRescoring` keeps, for each recorded hand
in its seating, what each entry is: a typed score, or a hand known to a
:class:`~scoring.rules.rescore.Rescorer` (which scores it under the rules in use from
what applied to its arrangements, or raises what the engine would), up to an entry
that does not reach the engine (unreadable, say), whose error it keeps. The notation is read and
the situations made once, the arrangements found once, for as long as the rules keep
their structure; what the game is asked then gives the same scores, limit hands and
errors as scoring every hand anew (a property test compares them).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from scoring.errors import MahjongError
from scoring.games.game import PlayerError
from scoring.games.game_kinds import entry_hands
from scoring.rules.rescore import Rescorer

if TYPE_CHECKING:
    from scoring.games.game import Game, HandRecord
    from scoring.games.rotation import Seating


@dataclass(frozen=True, slots=True)
class _Typed:
    """An entry of a typed score."""

    score: int


#: an entry: a hand's id in the rescorer, or a typed score
_Entry = int | _Typed

#: a hand's seating as its situations read it
_Key = tuple[int, tuple[str, ...], str, int]


class GameRescoring:
    """What a classical game's hands are, kept between rescorings (see the module)."""

    def __init__(self) -> None:
        self.rescorer = Rescorer()
        #: (id of the record, seats, prevailing wind, dealer's streak) -> the record
        #: (kept: its id stays its own), the rescorer's generation, its entries up to
        #: the first that does not reach the engine, and that one's error (or None)
        self._hands: dict[_Key, tuple[HandRecord, int, tuple[_Entry, ...],
                                      MahjongError | None]] = {}

    def scores(self, game: Game, record: HandRecord, seating: Seating
               ) -> tuple[tuple[bool, ...], tuple[int, ...]]:
        """Whether each entry of ``record`` scores as a limit hand under the rules of
        ``game``, and the scores; raises as :meth:`ClassicalKind._scorer
        <scoring.games.game_kinds.ClassicalKind._scorer>`'s would, at the same entry."""
        rescorer = self.rescorer
        rescorer.use(game.ruleset)
        generation = rescorer.generation
        key = (id(record), seating.seats, seating.prevailing, seating.dealer_streak)
        known = self._hands.get(key)
        if known is None or known[0] is not record or known[1] != generation:
            known = (record, generation, *self._entries(game, record, seating))
            self._hands[key] = known
        limits: list[bool] = []
        scores: list[int] = []
        value = rescorer.value
        for i, entry in enumerate(known[2]):
            if isinstance(entry, _Typed):
                limits.append(False)
                scores.append(entry.score)
                continue
            try:
                score, limit = value(entry)
            except MahjongError as exc:  # as scoring it raises
                raise PlayerError(i, game.players[i], exc, False) from None
            limits.append(limit)
            scores.append(score)
        failed = known[3]
        if failed is not None:
            raise failed.with_traceback(None)
        return tuple(limits), tuple(scores)

    def _entries(self, game: Game, record: HandRecord, seating: Seating
                 ) -> tuple[tuple[_Entry, ...], MahjongError | None]:
        """What each entry of ``record`` is (:func:`entry_hands`), up to the first that
        does not reach the engine, and that one's error."""
        entries: list[_Entry] = []
        try:
            for _, entry, hand, situation in entry_hands(
                    record, seating, game.ruleset.tile_set, game.players):
                if hand is None or situation is None:
                    assert entry.score is not None
                    entries.append(_Typed(entry.score))
                else:
                    entries.append(self.rescorer.add(hand, situation))
        except MahjongError as exc:
            return tuple(entries), exc
        return tuple(entries), None
