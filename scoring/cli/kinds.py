"""Each kind of game on the command line: what ``mahjong-score game`` asks of a kind.

A kind (:mod:`scoring.games.kinds`) has one adapter, in the module its entry in
:data:`scoring.games.kinds.KINDS` names (``cli``), which registers it here when
imported: how a new
game's settings come from the options, how the ``record`` and ``edit`` options make a
hand record, and the texts of the score sheet (``game show``, with and without
``--json``) that differ between kinds; ``score``, ``compare``, ``rules`` and ``rulesets --long``
of a rule set of the kind. :mod:`scoring.cli.game` asks the adapter and
never which kind a game is. Also the helpers the adapters share (a player by name, a
plain text table).
"""

from __future__ import annotations

import argparse
import importlib
from collections.abc import Collection
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

from scoring.errors import MahjongError, NotationError
from scoring.games.kinds import KINDS

if TYPE_CHECKING:
    from scoring.games.game import Game, GameSettings, HandRecord, HandResult
    from scoring.games.rotation import Seating
    from scoring.rules.comparison import Comparison


class CliKind(Protocol):
    """What ``mahjong-score game`` does differently for a kind of game."""

    #: the kind's name (:attr:`scoring.games.kinds.GameKind.name`)
    name: ClassVar[str]
    #: the heads of the score sheet's first three columns: the hand, its round, the dealer
    head: ClassVar[tuple[str, str, str]]
    #: what the score sheet's ``*`` means
    legend: ClassVar[str]

    def settings(self, args: argparse.Namespace) -> GameSettings:
        """A new game's settings from the ``game new`` options (``--rules`` of this
        kind); refuses an option that means nothing in it."""
        ...

    def parse_hand(self, game: Game, args: argparse.Namespace) -> HandRecord:
        """The hand record of the ``record`` and ``edit`` options."""
        ...

    def hand_args(self, game: Game, record: HandRecord) -> list[str]:
        """The words of ``record`` and ``edit`` that give ``record`` (what
        :meth:`parse_hand` reads back); MahjongError for a record they cannot say."""
        ...

    def settings_text(self, game: Game) -> str:
        """The line under the sheet's title: the rules and the settings."""
        ...

    def round_cell(self, result: HandResult) -> str:
        """The sheet's round cell of a hand (the prevailing wind, the round)."""
        ...

    def note(self, game: Game, result: HandResult) -> str | None:
        """What the sheet says of a hand before its problem and note, if anything."""
        ...

    def result_text(self, game: Game, result: HandResult) -> str:
        """What ``record`` prints of the hand it recorded."""
        ...

    def next_text(self, game: Game, seating: Seating) -> str:
        """The next hand (``Next: ...``), seated as ``seating``."""
        ...

    def json_hand(self, game: Game, rec: HandRecord, round_: int, points: int | None,
                  where: dict[int, int]) -> dict[str, Any]:
        """A hand's own fields in ``game show --json``: of the hand ``rec``, played in
        round ``round_``, its winner's ``points`` (None at a drawn hand or where a kind
        has none), as the figures kept of it say (``scoring.records.figures``);
        ``where``: each player's place in the JSON's ``players``."""
        ...

    def json_next(self, seating: Seating) -> dict[str, Any]:
        """The next hand's own fields in ``game show --json``."""
        ...

    def score(self, args: argparse.Namespace) -> int:
        """``mahjong-score score`` of a hand under a rule set of this kind."""
        ...

    def compare(self, args: argparse.Namespace) -> Comparison[Any] | NotationError:
        """``mahjong-score compare``: the hand of ``args`` under every built-in rule set
        of this kind and each ``--rules`` one; the notation's error, returned (not
        raised), when the hand is not written in this kind's notation (the command
        then asks the next kind). Raises MahjongError for an option that means nothing
        in this kind, a rule file that cannot be loaded."""
        ...

    def reference(self, id_or_path: str) -> str:
        """``mahjong-score rules``: the rule set's reference text (Markdown)."""
        ...

    def summary(self, ruleset_id: str) -> str:
        """``mahjong-score rulesets --long``: a built-in rule set in a line."""
        ...


_ADAPTERS: dict[str, CliKind] = {}


def register(adapter: CliKind) -> None:
    """Register ``adapter`` under its kind's name (its module does so when imported)."""
    _ADAPTERS[adapter.name] = adapter


def cli_kind(name: str) -> CliKind:
    """The command-line adapter of the kind named ``name``."""
    found = _ADAPTERS.get(name)
    if found is None:
        importlib.import_module(KINDS[name].cli)
        found = _ADAPTERS[name]
    return found


def player(game: Game, name: str, what: str) -> int:
    """The index of the player of ``game`` named ``name`` (any case); ``what`` names
    the option in the message when there is none."""
    for i, p in enumerate(game.players):
        if p.casefold() == name.strip().casefold():
            return i
    raise MahjongError(f"{what} '{name}' is not a player of this game (players: "
                       f"{', '.join(game.players)})")


def players(game: Game, text: str, what: str) -> tuple[int, ...]:
    """The players named in ``text``, comma-separated (at least one)."""
    names = [n for n in text.split(",") if n.strip()]
    if not names:
        raise MahjongError(f"{what}: name at least one player")
    return tuple(player(game, n, what) for n in names)


def note_args(record: HandRecord) -> list[str]:
    """The ``--note`` of a record's words, if it has one."""
    return [f"--note={record.note}"] if record.note else []


def table(rows: list[list[str]], right: Collection[int] = ()) -> str:
    """``rows`` as a plain text table, the columns in ``right`` aligned right."""
    widths = [max(len(r[c]) for r in rows) for c in range(len(rows[0]))]
    lines = []
    for row in rows:
        cells = [cell.rjust(w) if c in right else cell.ljust(w)
                 for c, (cell, w) in enumerate(zip(row, widths, strict=True))]
        lines.append("  ".join(cells).rstrip())
    return "\n".join(lines)
