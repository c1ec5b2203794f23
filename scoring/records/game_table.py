"""The application layer: every change to a game, as an operation value.

:class:`GameTable` is the one way the window (its undo stack and its session) and the
command line change a game. Each change is an *operation*, a frozen value naming the
game it changes (:class:`Record`, :class:`Edit`, :class:`Delete`, :class:`Insert`,
:class:`RenamePlayer`, :class:`Finish`, :class:`RenameGame`, :class:`CreateGame`,
:class:`DeleteGame`, :class:`RestoreGame`, :class:`SetRules`). :meth:`GameTable.apply`
writes it
through the :class:`~scoring.records.storage.Store` (one committed transaction: a
recorded hand is on disk before it returns) and only then brings the open game in
memory (:attr:`GameTable.game`) in step, and returns a :class:`Change`: what changed
and the operation that undoes it (``change.inverse``), as Anki's collection
operations return their ``OpChanges``. An undo stack applies the inverse; applying
an operation and then its inverse leaves the game as it was (its hands, names and
finished mark), in memory and on disk. A refused operation (a MahjongError) changes
nothing, neither the store nor the game in memory.

The hand being entered in the window (the store's draft) is not part of a game: a
:class:`Record` with ``clear_draft`` drops it in the same transaction, and its
inverse does not bring it back.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import Literal

from scoring.games.game import Game, GameSettings, HandRecord, HandResult
from scoring.games.settlement import Convention
from scoring.records import gamefile
from scoring.records.storage import Store
from scoring.rules.ruleset import RuleSet


@dataclass(frozen=True)
class Record:
    """Record ``record`` as the next hand of game ``game_id`` (``clear_draft``: the
    hand being entered goes in the same transaction)."""

    game_id: int
    record: HandRecord
    clear_draft: bool = False


@dataclass(frozen=True)
class Edit:
    """Put ``record`` in place of hand ``index`` (0-based)."""

    game_id: int
    index: int
    record: HandRecord


@dataclass(frozen=True)
class Delete:
    """Delete hand ``index`` (0-based); the later hands move up."""

    game_id: int
    index: int


@dataclass(frozen=True)
class Insert:
    """Insert ``record`` as hand ``index`` (0-based); the later hands move down."""

    game_id: int
    index: int
    record: HandRecord


@dataclass(frozen=True)
class RenamePlayer:
    """Name player ``player`` (0-based, in starting seat order) ``name``."""

    game_id: int
    player: int
    name: str


@dataclass(frozen=True)
class Finish:
    """Mark the game finished (no more hands), or with ``finished`` False, not."""

    game_id: int
    finished: bool = True


@dataclass(frozen=True)
class RenameGame:
    game_id: int
    name: str


@dataclass(frozen=True)
class CreateGame:
    """Store a new game (it gets its id, set on ``game`` too)."""

    game: Game


@dataclass(frozen=True)
class DeleteGame:
    game_id: int


@dataclass(frozen=True)
class RestoreGame:
    """Put a deleted game back under its own id."""

    game: Game


@dataclass(frozen=True)
class SetRules:
    """Rescore game ``game_id`` under other rules: its rule text, limit, settlement
    convention and East's double (what a rule file decides; the players, starting
    balance and rounds stay the game's). :meth:`of` gives those of a rule set as the
    what-if does (:func:`scoring.records.what_if.game_under`). Only a classical game,
    under classical rules; refused when a hand that scores under the game's rules
    cannot be scored under these. ``kept``: hands (0-based) that may stay unscored
    under these rules although they scored before (the inverse names the hands that
    did not score under the rules it puts back)."""

    game_id: int
    ruleset_text: str
    limit: int | None
    convention: Convention
    east_double: bool
    kept: tuple[int, ...] = ()

    @classmethod
    def of(cls, game_id: int, ruleset: RuleSet) -> SetRules:
        """The rules of ``ruleset`` as a new game with it would have them."""
        s = GameSettings.for_ruleset(("A", "B"), ruleset)
        return cls(game_id, ruleset.text, s.limit, s.convention, s.east_double)

    def settings(self, settings: GameSettings) -> GameSettings:
        """``settings`` with these rules."""
        return replace(settings, ruleset_text=self.ruleset_text, limit=self.limit,
                       convention=self.convention, east_double=self.east_double)

    def changes(self, game: Game) -> bool:
        """Whether ``game`` has other rules than these (applying it changes it)."""
        return self.settings(game.settings) != game.settings


Operation = (Record | Edit | Delete | Insert | RenamePlayer | Finish | RenameGame
             | CreateGame | DeleteGame | RestoreGame | SetRules)

#: what an operation changed: the hands, a player's name, the finished mark, the
#: game's name, the list of games (a game created, deleted or put back), or its rules
What = Literal["hands", "players", "finished", "name", "games", "rules"]


@dataclass(frozen=True)
class Change:
    """What an applied operation changed, and the operation that undoes it."""

    operation: Operation
    inverse: Operation
    game_id: int
    what: What
    #: the hand recorded, edited, deleted or inserted (0-based), else None
    index: int | None = None
    #: notes about later hands whose dealer, seats or prevailing wind changed
    notes: tuple[str, ...] = ()
    #: the hand recorded, scored (a :class:`Record` only)
    result: HandResult | None = None


class GameTable:
    """The games of a store, with one of them open (:attr:`game`, kept in step with
    the store by every operation on it)."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.game: Game | None = None

    def open(self, game_id: int) -> Game:
        """Read game ``game_id`` from the store as the open game."""
        self.game = self.store.load_game(game_id)
        return self.game

    def close(self) -> None:
        """No game is open."""
        self.game = None

    def check(self, record: HandRecord, index: int | None = None) -> HandResult:
        """Score ``record`` as the open game would record it (as hand ``index``, or
        the next one); raises a MahjongError if it cannot be."""
        assert self.game is not None
        return self.game.check(record, index)

    # -- the operations by name --------------------------------------------------------

    def record(self, game_id: int, record: HandRecord, clear_draft: bool = False) -> Change:
        return self.apply(Record(game_id, record, clear_draft))

    def edit(self, game_id: int, index: int, record: HandRecord) -> Change:
        return self.apply(Edit(game_id, index, record))

    def delete(self, game_id: int, index: int) -> Change:
        return self.apply(Delete(game_id, index))

    def insert(self, game_id: int, index: int, record: HandRecord) -> Change:
        return self.apply(Insert(game_id, index, record))

    def rename_player(self, game_id: int, player: int, name: str) -> Change:
        return self.apply(RenamePlayer(game_id, player, name))

    def finish(self, game_id: int, finished: bool = True) -> Change:
        return self.apply(Finish(game_id, finished))

    def rename_game(self, game_id: int, name: str) -> Change:
        return self.apply(RenameGame(game_id, name))

    def create(self, game: Game) -> Change:
        return self.apply(CreateGame(game))

    def import_file(self, path: str | Path) -> Change:
        """Store the game of a JSON game file as a new game."""
        return self.apply(CreateGame(gamefile.load(path)))

    def delete_game(self, game_id: int) -> Change:
        return self.apply(DeleteGame(game_id))

    def restore_game(self, game: Game) -> Change:
        return self.apply(RestoreGame(game))

    def set_rules(self, game_id: int, ruleset: RuleSet) -> Change:
        """Rescore game ``game_id`` under ``ruleset`` (see :class:`SetRules`)."""
        return self.apply(SetRules.of(game_id, ruleset))

    # -- applying one --------------------------------------------------------------------

    def apply(self, op: Operation) -> Change:
        """Write ``op`` through the store, then bring the open game in step; what
        changed and its inverse. A refusal (a MahjongError) changes nothing. A game
        that is not open is read from the store first (for the inverse): one that
        cannot be read is not changed."""
        if isinstance(op, CreateGame | RestoreGame):
            game_id = (self.store.create_game(op.game) if isinstance(op, CreateGame)
                       else self.store.restore_game(op.game))
            return Change(op, DeleteGame(game_id), game_id, "games")
        if isinstance(op, DeleteGame):
            gone = self.store.delete_game(op.game_id)
            if self._open(op.game_id) is not None:
                self.game = None
            return Change(op, RestoreGame(gone), op.game_id, "games")
        game = self._open(op.game_id) or self.store.load_game(op.game_id)
        change = self._write(op, game)
        if self._open(op.game_id) is not None:
            self._update(op, game)
        return change

    def _open(self, game_id: int) -> Game | None:
        """The open game if it is game ``game_id``."""
        return self.game if self.game is not None and self.game.id == game_id else None

    def _write(self, op: Operation, game: Game) -> Change:
        """Write ``op`` on ``game`` (as it is before it) to the store: the store
        checks it (and refuses it whole); the inverse is read from ``game`` after."""
        store, gid = self.store, game.id
        assert gid is not None
        if isinstance(op, Record):
            result = store.record_hand(gid, op.record, op.clear_draft)
            index = len(game.hands)
            return Change(op, Delete(gid, index), gid, "hands", index, result=result)
        if isinstance(op, Edit):
            notes = store.edit_hand(gid, op.index, op.record)
            old = game.hands[op.index]  # the store took the index: the game has it
            return Change(op, Edit(gid, op.index, old), gid, "hands", op.index, tuple(notes))
        if isinstance(op, Delete):
            notes = store.delete_hand(gid, op.index)
            old = game.hands[op.index]
            return Change(op, Insert(gid, op.index, old), gid, "hands", op.index,
                          tuple(notes))
        if isinstance(op, Insert):
            notes = store.insert_hand(gid, op.index, op.record)
            return Change(op, Delete(gid, op.index), gid, "hands", op.index, tuple(notes))
        if isinstance(op, RenamePlayer):
            store.rename_player(gid, op.player, op.name)
            old_name = game.players[op.player]
            return Change(op, RenamePlayer(gid, op.player, old_name), gid, "players")
        if isinstance(op, SetRules):
            notes, problems = store.set_rules(gid, op.ruleset_text, op.limit, op.convention,
                                              op.east_double, op.kept)
            s = game.settings
            inverse = SetRules(gid, s.ruleset_text, s.limit, s.convention, s.east_double,
                               problems)
            return Change(op, inverse, gid, "rules", notes=tuple(notes))
        if isinstance(op, Finish):
            store.set_finished(gid, op.finished)
            return Change(op, Finish(gid, game.finished), gid, "finished")
        assert isinstance(op, RenameGame)
        store.rename_game(gid, op.name)
        return Change(op, RenameGame(gid, game.name), gid, "name")

    def _update(self, op: Operation, game: Game) -> None:
        """Bring the open ``game`` in step with ``op``, written to the store (other
        rules: a new game value, whose rules and scores are read afresh)."""
        if isinstance(op, SetRules):
            self.game = Game(op.settings(game.settings), list(game.hands), name=game.name,
                             created=game.created, finished=game.finished, id=game.id,
                             uid=game.uid)
            return
        hands = list(game.hands)
        if isinstance(op, Record):
            hands.append(op.record)
        elif isinstance(op, Edit):
            hands[op.index] = op.record
        elif isinstance(op, Delete):
            del hands[op.index]
        elif isinstance(op, Insert):
            hands.insert(op.index, op.record)
        elif isinstance(op, RenamePlayer):
            players = list(game.players)
            players[op.player] = op.name.strip()
            game.settings = replace(game.settings, players=tuple(players))
        elif isinstance(op, Finish):
            game.finished = op.finished
        elif isinstance(op, RenameGame):
            game.name = op.name
        game.hands = hands

