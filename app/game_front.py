"""The window's fronts: one per game kind, holding everything the window does
differently for that kind: the widget a hand is entered with, the score sheet's fixed
cells and score cells, the report's body, the workbook, the rules and the new-game
dialog's fields.

The window's parts (:class:`~app.entry_panel.EntryPanel`,
:class:`~app.sheet_model.SheetModel`, :mod:`app.report`,
:class:`~app.new_game_dialog.NewGameDialog`) ask :func:`front_of` for the front of
the game they show and never which kind it is. A front is found by the game kind's
name (``Game.game``, the rule file's ``game`` value: ``classical``, ``ponjan``), as
the scoring side finds the kind itself; a new kind registers its front with
:func:`register`. The fronts are in :mod:`app.classical_front` and
:mod:`app.ponjan_front`.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from app.sheet_model import SheetModel
    from scoring.games.draft import HandDraft
    from scoring.games.game import Game, GameSettings, HandRecord, HandResult
    from scoring.games.rotation import Seating
    from scoring.hands.situation import Situation
    from scoring.ponjan.rules import PonjanRules
    from scoring.rules.ruleset import RuleSet

    #: a rule set of any kind (its file's ``game`` says which)
    AnyRules = RuleSet | PonjanRules

#: the new-game dialog's fields a front may use (``GameFront.fields``)
CONVENTION, EAST_DOUBLE, LIMIT, START_BALANCE, ROUNDS = (
    "convention", "east_double", "limit", "start_balance", "rounds")


class NewGameValues(NamedTuple):  # a named tuple: made at import 7x faster than a dataclass
    """What the new-game dialog shows for a rule set: a field is left as it is where
    its value is None (a field the kind does not use)."""

    start_balance: int
    rounds: int
    convention: str | None = None
    east_double: bool | None = None
    #: no limit (None: the field is not used)
    no_limit: bool | None = None
    #: the limit the spin box shows (also when there is no limit)
    limit: int | None = None


class EntryWidget(Protocol):
    """The widget a kind's hand is entered with, inside the entry panel (which keeps
    the Record button, the status line, the seats and the editing banner).

    Its signals: ``changed`` (the hand or its situation changed: the panel's
    ``handChanged``), ``edited`` (something entered changed that may not change the
    hand, such as an add mode: the panel's ``draftChanged``) and ``started`` (the
    player did something: the last status message goes)."""

    def signals(self) -> tuple[Any, Any, Any]:
        """``changed``, ``edited`` and ``started`` (bound signals)."""
    def outer(self) -> QWidget:
        """The widget the panel lays out (the entry itself, or a scroll area)."""
    def set_shown(self, shown: bool) -> None:
        """Shown while a game of its kind is open (hidden, it takes no room)."""
    def set_game(self, game: Game | None, seating: Seating | None) -> None:
        """The game whose hands are entered (None: no game is open)."""
    def set_seating(self, seating: Seating | None) -> None: ...
    def set_balances(self, balances: list[int]) -> None: ...
    def set_tile_height(self, height: int) -> None: ...
    def set_editing(self, hand_index: int | None) -> None:
        """A past hand (its index) is edited, or none."""
    def record(self) -> HandRecord:
        """The hand as entered; raises ``MahjongError`` naming what is missing."""
    def load_record(self, record: HandRecord) -> None: ...
    def draft(self, base: HandDraft) -> HandDraft:
        """The hand as entered so far, readable or not, on ``base`` (the blank draft)."""
    def load_draft(self, draft: HandDraft) -> None: ...
    def clear(self) -> None: ...
    def refresh(self) -> None:
        """Show everything again (a display setting changed)."""
    def seat_text(self) -> str:
        """Who deals in which round (while the game goes on)."""
    def set_honours(self, honours: str) -> None:
        """Honours as ``letters`` or ``digits`` (where the entry writes them)."""
    def set_sources_shown(self, shown: bool) -> None:
        """The breakdown's source column shown or not (where there is one)."""
    def comparison(self) -> tuple[tuple[str, Situation] | None, RuleSet | None, str]:
        """What View > Compare rule sets gets: the selected hand and its situation,
        the rule set and the player (nothing for a kind it cannot compare)."""


class GameFront(Protocol):
    """Everything the window does differently for one game kind."""

    #: the game kind's name (``Game.game``)
    name: str
    #: the new-game dialog's fields this kind uses (``CONVENTION`` ... ``ROUNDS``)
    fields: frozenset[str]
    #: whether a penalty can be recorded (Game > Penalty)
    has_penalties: bool
    #: whether a season (Games > Season) counts games of this kind
    in_seasons: bool
    #: whether the rule editor's house rules and What if apply to games of this kind
    has_house_rules: bool

    # -- entering a hand
    def make_entry(self, tile_height: int) -> EntryWidget: ...

    # -- the score sheet (app.sheet_model): its fixed columns are the hand, the
    # dealer and the winner, then three columns per player
    def dealer_title(self) -> str:
        """The title of the dealer's column (``East``, ``Boss``)."""
    def fixed_cell(self, model: SheetModel, game: Game, r: HandResult, col: int,
                   role: int) -> Any:
        """The hand's, the dealer's or the winner's cell of ``r`` in ``role``."""
    def score_text(self, model: SheetModel, r: HandResult, player: int) -> str | None:
        """A score cell's text where the kind shows something of its own (None: the
        score, marked for the winner)."""
    def score_tip(self, model: SheetModel, r: HandResult, player: int, seat: str) -> str:
        """A score cell's tooltip, ``seat`` (``Anna, seat East``) its first line."""

    # -- the report, the workbook
    def report_body(self, game: Game, results: list[HandResult]) -> list[str]:
        """The report's header, score sheet and payments (HTML)."""
    def write_workbook(self, game: Game, path: Path) -> None:
        """Game > Export workbook, in the user's language."""

    # -- the rules
    def builtin_ids(self) -> list[str]:
        """The built-in rule sets of this kind."""
    def load_rules(self, id_or_path: str) -> AnyRules: ...
    def rules_of(self, game: Game) -> AnyRules: ...
    def reference_markdown(self, rules: AnyRules) -> str:
        """The rules reference of ``rules`` (Markdown)."""

    # -- the new-game dialog
    def new_game_values(self, rules: AnyRules, overrides: dict[str, Any]) -> NewGameValues:
        """The fields' values for ``rules`` (``overrides`` where they are valid)."""
    def payments_note(self) -> str:
        """What the dialog says instead of the settlement fields ("" for none)."""
    def rounds_text(self, rounds: int) -> str:
        """What ``rounds`` rounds are (``East and South rounds``)."""
    def player_problems(self, count: int, seats: list[str]) -> list[tuple[int | None, str]]:
        """What is wrong with ``count`` players for this kind (seat index or None,
        message); ``seats`` are the seats' names."""
    def settings(self, players: tuple[str, ...], rules: AnyRules, convention: str,
                 east_double: bool, limit: int | None, start_balance: int,
                 rounds: int) -> GameSettings:
        """The new game's settings (the fields this kind does not use are ignored)."""


_FRONTS: dict[str, GameFront] = {}
#: each kind's front by the kind's name, the default first: the module and the class,
#: imported when the kind is first asked for (a classical evening's start never
#: imports Ponjan's front)
_FRONT_CLASSES: dict[str, tuple[str, str]] = {
    "classical": ("app.classical_front", "ClassicalFront"),
    "ponjan": ("app.ponjan_front", "PonjanFront"),
}


def register(front: GameFront) -> None:
    """Make ``front`` the front of the games of its kind (``front.name``)."""
    _FRONTS[front.name] = front


def _load(kind_name: str) -> None:
    """Register the front of ``kind_name`` if it is not yet."""
    if kind_name not in _FRONTS and kind_name in _FRONT_CLASSES:
        from importlib import import_module
        module, name = _FRONT_CLASSES[kind_name]
        register(getattr(import_module(module), name)())


def fronts() -> list[GameFront]:
    """Every front, the default (classical) first."""
    for name in _FRONT_CLASSES:
        _load(name)
    return [_FRONTS[name] for name in _FRONT_CLASSES] + [
        f for name, f in _FRONTS.items() if name not in _FRONT_CLASSES]


def front_for(kind_name: str) -> GameFront:
    """The front of the game kind called ``kind_name``; raises KeyError for a kind no
    front is registered for."""
    _load(kind_name)
    return _FRONTS[kind_name]


def front_of(game: Game) -> GameFront:
    """The front of ``game``'s kind."""
    return front_for(game.game)


def default_front() -> GameFront:
    """The front shown while no game is open (the first kind's: classical)."""
    return front_for(next(iter(_FRONT_CLASSES)))
