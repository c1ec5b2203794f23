"""The kinds of game a score sheet keeps, each one object behind one interface.

A :class:`~scoring.games.game.Game` holds what the players entered; everything that
differs between the games its rules can be for (the rule file's ``game`` key) is its
:class:`GameKind`: the settings it allows, how a hand is recorded and checked, how the
hands are scored, settled and rotated (replay, figures, validation), who deals and what
the dealer is called, the rules its reference text is made from. A kind is found by the
``game`` value in :data:`KINDS` (as python-chess finds a variant by name): each kind
lives in its own modules, one per layer that has a part of it, which :data:`KINDS`
names (:class:`KindModules`); each module registers its part when imported, and each
layer imports its own module of a kind when the kind is first asked for (the command
line's adapter: :mod:`scoring.cli.kinds`; the workbook writer:
:func:`scoring.records.workbook.build_workbook`). Adding a kind means adding its
modules and one entry in :data:`KINDS`; the contract test
(``tests/test_kind_contract.py``) holds every registered kind to all of it.

Nothing outside a kind's own modules asks which kind a game is: it asks the kind.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, NamedTuple, Protocol

if TYPE_CHECKING:
    from scoring.games.game import (
        Game,
        GameSettings,
        HandError,
        HandFigures,
        HandRecord,
        HandResult,
    )
    from scoring.games.rotation import Seating

#: What a kind's replay calls when a stored hand does not score: the record to play in
#: its place (the kind's :meth:`GameKind.stand_in`, when the game keeps that hand), or
#: None to raise the hand's error.
Kept = Callable[["HandError"], "HandRecord | None"]


class KindModules(NamedTuple):
    """Where the parts of a kind live: one module per layer (by its dotted name), each
    registering its part when imported. A layer imports only its own module here."""

    #: the :class:`GameKind` (``scoring.games``)
    game: str
    #: the workbook writer (``scoring.records``: :data:`scoring.records.workbook.WRITERS`)
    workbook: str
    #: the command line's adapter (``scoring.cli``: :class:`scoring.cli.kinds.CliKind`)
    cli: str


#: The kinds by the rule file's ``game`` value: where each one's parts live.
KINDS: dict[str, KindModules] = {
    "classical": KindModules(game="scoring.games.game_kinds",
                             workbook="scoring.records.workbook",
                             cli="scoring.cli.classical"),
    "ponjan": KindModules(game="scoring.games.ponjan_game",
                          workbook="scoring.records.ponjan_workbook",
                          cli="scoring.cli.ponjan"),
}


class GameKind(Protocol):
    """What differs from game to game. The class is registered (:func:`register`); a
    :class:`~scoring.games.game.Game` makes one instance of it for itself
    (``game.kind``)."""

    #: the rule file's ``game`` value: ``classical``, ``ponjan``
    name: ClassVar[str]
    #: what the player who deals is called: ``East``, ``boss``
    dealer: ClassVar[str]
    #: whether a player's entry may be empty (neither tiles nor a score: a hand the
    #: game does not score), in a game file or the database
    empty_entries: ClassVar[bool]
    #: whether a season's standings count games of this kind
    in_seasons: ClassVar[bool]
    #: whether the hand being entered holds a hand per player (else the winner's only,
    #: kept apart: ``scoring.games.draft.HandDraft``)
    hand_per_player: ClassVar[bool]
    #: whether a game of this kind can take house rules: rescored under another rule
    #: file of its game (``scoring.records.game_table.SetRules``)
    house_rules: ClassVar[bool]

    def __init__(self, game: Game) -> None: ...

    @staticmethod
    def check_settings(settings: GameSettings) -> None:
        """Raise a GameError if ``settings`` do not suit a game of this kind (the
        number of players, the settlement convention, the limit, the rounds)."""
        ...

    @staticmethod
    def check_record(record: HandRecord, players: int) -> None:
        """Raise a GameError if the parts of ``record`` do not fit together in a
        game of this kind of ``players`` players."""
        ...

    @property
    def ruleset_id(self) -> str: ...

    @property
    def rules(self) -> Any:
        """The game's rules as its reference text shows them (a classical
        :class:`~scoring.rules.ruleset.RuleSet`, Ponjan's
        :class:`~scoring.ponjan.rules.PonjanRules`)."""
        ...

    def check(self, record: HandRecord) -> None:
        """Raise a GameError if ``record`` (whose parts fit together) cannot be a hand
        of this game: a penalty's offence against the rules, more copies of a tile on
        the table than the game has."""
        ...

    def replay(self, hands: Sequence[HandRecord], kept: Kept | None = None
               ) -> list[HandResult]:
        """Seats, scores, payments and balances of every hand; a hand that cannot be
        scored raises :class:`~scoring.games.game.HandError` naming it, unless
        ``kept`` gives the record to play in its place (played once, from there on)."""
        ...

    def figures(self, hands: Sequence[HandRecord], kept: Kept | None = None
                ) -> list[HandFigures]:
        """The numbers of :meth:`replay` that a season's standings need (``kept``
        likewise)."""
        ...

    def seatings(self, hands: Sequence[HandRecord], extra: int) -> list[Seating]:
        """The seating of every hand in ``hands``, then of ``extra`` hands to come."""
        ...

    def validate(self, hands: Sequence[HandRecord], score: bool = False) -> None:
        """Check every hand as scoring would (HandError naming the hand); ``score``:
        by scoring them, for a reader that needs the scores next."""
        ...

    def stand_in(self, record: HandRecord) -> HandRecord | None:
        """What replay plays in place of a stored hand that no longer scores, so the
        game can still be shown: the same deal with nothing paid; None when the game
        cannot have one (the hand's error is then raised)."""
        ...


_KINDS: dict[str, type[GameKind]] = {}


def register(kind: type[GameKind]) -> type[GameKind]:
    """Register ``kind`` under its ``name`` (a kind's module does so when imported)."""
    _KINDS[kind.name] = kind
    return kind


#: the kind of a rule file that names no game, or one no kind is registered for (its
#: rules, read by that kind, then say why they cannot be)
DEFAULT = "classical"


def kind_class(game: str) -> type[GameKind]:
    """The kind of the games of rule files whose ``game`` is ``game``."""
    if game not in KINDS:
        game = DEFAULT
    found = _KINDS.get(game)
    if found is None:
        importlib.import_module(KINDS[game].game)
        found = _KINDS[game]
    return found


def kind_name(game: str) -> str:
    """The name of the kind of the games of rule files whose ``game`` is ``game``
    (as :func:`kind_class`, without importing the kind)."""
    return game if game in KINDS else DEFAULT


def kind_names() -> tuple[str, ...]:
    """Every kind's name, in the order of :data:`KINDS`."""
    return tuple(KINDS)


def kinds() -> list[type[GameKind]]:
    """Every kind, in the order of :data:`KINDS`."""
    return [kind_class(name) for name in KINDS]
