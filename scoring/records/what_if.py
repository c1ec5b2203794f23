"""What if: games and a season recomputed under another rule set.

Each classical game is replayed as if it had been started with the other rules: its
players, hands, starting balance and rounds as recorded; the rules, the limit, the
settlement convention and East's double of the other rule set (its defaults, as a
new game with it would have). A hand that cannot be scored under them (a hand the
other rules do not allow, such as a second chow where they allow one) counts as 0
for everyone, as a stored hand that no longer scores does (the deal moves as it
did), and is listed with the reason. Nothing is written: the games are not changed.

Load once, rescore many (the desktop program's What if panel, one rescore per edit):
:class:`WhatIf` is made from the games once (read from their databases and files by
the caller) and :meth:`WhatIf.rescore` gives the standings under one rule set; the
games, their hands and the real standings are kept between calls.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from scoring.errors import MahjongError, Msg
from scoring.games.classical_rescoring import GameRescoring
from scoring.games.game import (
    Game,
    GameSettings,
    HandFigures,
    collector_held,
    game_identity,
)
from scoring.games.game_kinds import ClassicalKind
from scoring.records.season import Copy, Season, season
from scoring.rules.ruleset import RuleSet, game_of

#: the template of the real season's note on a stored hand that no longer scores:
#: not a note of the what-if standings (which say which hands the other rules refuse)
_PROBLEM_NOTE = "{origin}: hand {number} no longer scores under the game's rules"
#: the what-if standings' note on a hand the other rules cannot score
_UNSCORED_NOTE = "{origin}: hand {number} cannot be scored under {rules} ({reason}); " \
    "it counts as 0"


def game_under(game: Game, ruleset: RuleSet,
               rescoring: GameRescoring | None = None) -> Game:
    """A copy of the classical ``game`` under ``ruleset`` (see the module): the same
    hands (the records themselves, never changed), name, creation time and identity.
    ``rescoring``: what was kept of its hands when it was rescored before
    (:mod:`scoring.games.classical_rescoring`), used and added to."""
    s = game.settings
    settings = GameSettings.for_ruleset(s.players, ruleset, start_balance=s.start_balance,
                                        rounds=s.rounds)
    under = Game(settings, hands=list(game.hands), name=game.name, created=game.created,
                 finished=game.finished, id=game.id, uid=game_identity(game))
    # the rules already read: not read again from their text (a cached property is
    # kept in the instance's dictionary); they are the same, with the same limit
    vars(under)["ruleset"] = ruleset
    if rescoring is not None:
        kind = under.kind
        assert isinstance(kind, ClassicalKind)
        kind.rescoring = rescoring
    return under


@dataclass(frozen=True)
class Unscored:
    """A hand that cannot be scored under the other rules, and why."""

    origin: str
    hand: int  # its number, from 1
    reason: MahjongError

    def to_dict(self) -> dict[str, Any]:
        return {"game": self.origin, "hand": self.hand, "reason": str(self.reason)}


@dataclass(frozen=True)
class GameWhatIf:
    """One game under the other rules beside the game as played."""

    origin: str
    real: Game
    game: Game  # under the other rules (game_under)
    real_figures: tuple[HandFigures, ...]
    figures: tuple[HandFigures, ...]

    @property
    def unscored(self) -> tuple[Unscored, ...]:
        """The hands the other rules cannot score (a hand that no longer scored under
        the game's own rules either is listed too)."""
        return tuple(Unscored(self.origin, f.number, f.problem) for f in self.figures
                     if f.problem is not None)

    @property
    def changed(self) -> tuple[int, ...]:
        """The numbers of the hands whose scores differ under the other rules (those
        it cannot score not counted: :attr:`unscored`)."""
        return tuple(new.number for old, new in zip(self.real_figures, self.figures,
                                                    strict=True)
                     if old.scores != new.scores and new.problem is None)

    def balances(self) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """Every player's balance at the end: as played, and under the other rules."""
        start = (self.real.settings.start_balance,) * len(self.real.players)
        return (self.real_figures[-1].balances if self.real_figures else start,
                self.figures[-1].balances if self.figures else start)

    def header(self, ruleset: RuleSet, path: str) -> str:
        """What a text output says first: the rules used, the hands they cannot score."""
        return _header(ruleset, path, f"game {self.real.id or self.origin}",
                       self.real.ruleset.id, self.unscored, len(self.changed))


def game_what_if(game: Game, ruleset: RuleSet, origin: str = "") -> GameWhatIf:
    """``game`` (classical) under ``ruleset``, beside the game as played."""
    if game.game != game_of(ruleset.text):  # only under rules of its own game
        raise MahjongError("a {kind} game is kept with its own rules: only a classical "
                           "game can be recomputed under other rules",
                           kind=game.game.capitalize())
    under = game_under(game, ruleset)
    return GameWhatIf(origin or f"game {game.id}", game, under, tuple(game.figures()),
                      tuple(under.figures()))


@dataclass(frozen=True)
class SeasonWhatIf:
    """A season's standings under another rule set, beside the real standings."""

    ruleset: RuleSet
    path: str  # the rule file (or id) the rules were read from
    real: Season
    season: Season
    games: tuple[GameWhatIf, ...]

    @property
    def unscored(self) -> tuple[Unscored, ...]:
        return tuple(u for g in self.games for u in g.unscored)

    @property
    def changed(self) -> int:
        """How many hands score differently under the other rules."""
        return sum(len(g.changed) for g in self.games)

    def differences(self) -> list[tuple[str, int, int]]:
        """Per player (in the what-if standings' order): the real balance and the
        balance under the other rules."""
        real = {p.name: p.balance for p in self.real.players}
        return [(p.name, real.get(p.name, 0), p.balance) for p in self.season.players]

    def text(self) -> str:
        lines = [_header(self.ruleset, self.path, "every classical game", "its own",
                         self.unscored, self.changed)]
        lines += [f"  {name}: {new:+d} (played: {old:+d}, {new - old:+d})"
                  for name, old, new in self.differences()]
        # the hands it cannot score are listed above, not again in the notes
        shown = replace(self.season, notes=tuple(
            n for n in self.season.notes if n.template != _UNSCORED_NOTE))
        return "\n".join([*lines, "", shown.text()])

    def to_dict(self) -> dict[str, Any]:
        found = self.season.to_dict()
        found["what_if"] = {
            "rules": {"id": self.ruleset.id, "name": self.ruleset.name, "path": self.path},
            "hands_scoring_differently": self.changed,
            "unscorable": [u.to_dict() for u in self.unscored],
            "players": [{"name": name, "played": old, "balance": new,
                         "difference": new - old} for name, old, new in self.differences()]}
        return found


def _header(ruleset: RuleSet, path: str, what: str, own: str,
            unscored: Sequence[Unscored], changed: int) -> str:
    lines = [f"What if: {what} under the rules of {path} ({ruleset.id}: {ruleset.name}) "
             f"instead of {own}; nothing is stored.",
             f"{changed} hand{'' if changed == 1 else 's'} score{'s' if changed == 1 else ''}"
             " differently; " + (f"{len(unscored)} hand{'' if len(unscored) == 1 else 's'}"
                                 " could not be scored under these rules (counted as 0)"
                                 + (":" if unscored else "")
                                 if unscored else "every hand could be scored.")]
    lines += [f"  {u.origin}, hand {u.hand}: {u.reason}" for u in unscored]
    return "\n".join(lines)


class WhatIf:
    """A season's games, read once, recomputed under any number of rule sets.

    ``copies``, ``same``, ``day_from`` and ``day_to`` are those of
    :func:`scoring.records.season.season`; the games that count there are the ones
    recomputed."""

    def __init__(self, copies: Iterable[Copy], same: Mapping[str, str] | None = None,
                 day_from: str | None = None, day_to: str | None = None) -> None:
        copies = list(copies)
        self.same = dict(same or {})
        self.real = season(copies, self.same, day_from, day_to)
        counted = {(g.identity, g.origin) for g in self.real.games}
        #: the copies that count (of the kinds a season counts: classical games), each
        #: with its figures as played (kept by the game)
        self.copies = [c for c in copies if (game_identity(c.game), c.origin) in counted]
        self.played = {id(c): tuple(c.game.figures()) for c in self.copies}
        #: what is kept of each game's hands from one rescoring to the next: an edit
        #: of values only scores no hand anew (scoring.rules.rescore)
        self.rescoring = {id(c): GameRescoring() for c in self.copies}
        self._lock = threading.Lock()  # one rescoring at a time (the window's thread)
        #: the real season's notes, but for those on hands the game's own rules refuse
        self.notes = tuple(n for n in self.real.notes
                           if not n.template.startswith(_PROBLEM_NOTE))

    def rescore(self, ruleset: RuleSet, path: str = "") -> SeasonWhatIf:
        """The standings under ``ruleset`` (read from ``path``, for the texts)."""
        games = []
        with self._lock, collector_held():
            for c in self.copies:
                under = game_under(c.game, ruleset, self.rescoring[id(c)])
                games.append(GameWhatIf(c.origin, c.game, under, self.played[id(c)],
                                        tuple(under.figures())))
        result = season([Copy(g.game, g.origin) for g in games], self.same)
        notes = [*self.notes,
                 *(Msg(_UNSCORED_NOTE, origin=u.origin, number=u.hand,
                       rules=ruleset.id, reason=u.reason)
                   for g in games for u in g.unscored)]
        return SeasonWhatIf(ruleset, path or ruleset.path or ruleset.id, self.real,
                            replace(result, notes=tuple(notes)), tuple(games))
