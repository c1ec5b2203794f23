"""The words of the season workbook (:mod:`scoring.records.season_workbook`), English by
default.

The command line writes the workbook with :data:`ENGLISH`; the window fills a
:class:`SeasonWorkbookLabels` with the user's language (``app.season_texts``), so that
``scoring`` stays free of Qt. Templates hold ``%1``, ``%2`` ... as Qt's translations do
(:func:`scoring.records.workbook_labels.fill` puts the values in). No formula depends
on these words: the standings match the per-game rows on the players' numbers.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from scoring.errors import Msg


def _same(text: str) -> str:
    return text


def _message(message: Msg) -> str:
    return str(message)


@dataclass(frozen=True)
class SeasonWorkbookLabels:
    """Every word the season workbook writes (the players' names, the games' names and
    where they were read from aside)."""

    # the sheets (a sheet's name: at most 31 characters, none of []:*?/\)
    standings_sheet: str = "Standings"
    games_sheet: str = "Per game"
    evenings_sheet: str = "Evenings"
    footer_page: str = "Page &P of &N"

    # Per game
    games_title: str = "Season: the figures of each game"
    games_how: str = "Change a figure here and the standings follow."
    date: str = "Date"
    evening: str = "Evening"
    game: str = "Game"
    origin: str = "From"
    rule_set: str = "Rule set"
    number: str = "No."
    player: str = "Player"
    hands: str = "Hands"
    mahjongs: str = "Mah-jongs"
    drawn: str = "Drawn"
    limit_hands: str = "Limit hands"
    start: str = "Start"
    final: str = "Final"
    change: str = "Change"

    # Standings
    title: str = "Season standings"
    summary: str = "%1 games, %2. The figures are formulas over the sheet '%3'."
    span: str = "%1 – %2"
    no_games: str = "no games"
    rank: str = "Rank"
    games: str = "Games"
    balance: str = "Balance"
    average: str = "Average"
    best_hand: str = "Best hand"
    best_hand_text: str = "%1 (%2, %3, hand %4)"
    note: str = "Note: %1"

    # Evenings
    evenings_title: str = "Balance summed over the evenings"
    chart_title: str = "Balance summed over the evenings"

    #: a rule set's name by its id (the window shows the translated name)
    ruleset_name: Callable[[str], str] = _same
    #: a note of the season (:attr:`scoring.records.season.Season.notes`) in words
    message: Callable[[Msg], str] = _message


#: the words of the command line's workbook
ENGLISH = SeasonWorkbookLabels()
