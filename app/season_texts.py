"""The season's words in the user's language: the workbook the window exports
(:class:`scoring.records.season_workbook_labels.SeasonWorkbookLabels` filled with
translations) and the names of the rule sets the standings mention by id.

``lupdate`` reads the ``QT_TRANSLATE_NOOP`` texts below (context ``SeasonWorkbook``);
they are translated when the workbook is written, in the language installed then.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from app.rule_texts import message_text, ruleset_name
from app.translation_marks import QT_TRANSLATE_NOOP
from scoring.records.season import Season
from scoring.records.season_workbook_labels import SeasonWorkbookLabels

translate = QCoreApplication.translate

#: every word of the season workbook by its field of :class:`SeasonWorkbookLabels`
TEXTS = {
    "standings_sheet": QT_TRANSLATE_NOOP("SeasonWorkbook", "Standings"),
    "games_sheet": QT_TRANSLATE_NOOP("SeasonWorkbook", "Per game"),
    "evenings_sheet": QT_TRANSLATE_NOOP("SeasonWorkbook", "Evenings"),
    "footer_page": QT_TRANSLATE_NOOP("SeasonWorkbook", "Page &P of &N"),
    "games_title": QT_TRANSLATE_NOOP("SeasonWorkbook", "Season: the figures of each game"),
    "games_how": QT_TRANSLATE_NOOP("SeasonWorkbook",
                                   "Change a figure here and the standings follow."),
    "date": QT_TRANSLATE_NOOP("SeasonWorkbook", "Date"),
    "evening": QT_TRANSLATE_NOOP("SeasonWorkbook", "Evening"),
    "game": QT_TRANSLATE_NOOP("SeasonWorkbook", "Game"),
    "origin": QT_TRANSLATE_NOOP("SeasonWorkbook", "From"),
    "rule_set": QT_TRANSLATE_NOOP("SeasonWorkbook", "Rule set"),
    "number": QT_TRANSLATE_NOOP("SeasonWorkbook", "No."),
    "player": QT_TRANSLATE_NOOP("SeasonWorkbook", "Player"),
    "hands": QT_TRANSLATE_NOOP("SeasonWorkbook", "Hands"),
    "mahjongs": QT_TRANSLATE_NOOP("SeasonWorkbook", "Mah-jongs"),
    "drawn": QT_TRANSLATE_NOOP("SeasonWorkbook", "Drawn"),
    "limit_hands": QT_TRANSLATE_NOOP("SeasonWorkbook", "Limit hands"),
    "start": QT_TRANSLATE_NOOP("SeasonWorkbook", "Start"),
    "final": QT_TRANSLATE_NOOP("SeasonWorkbook", "Final"),
    "change": QT_TRANSLATE_NOOP("SeasonWorkbook", "Change"),
    "title": QT_TRANSLATE_NOOP("SeasonWorkbook", "Season standings"),
    "summary": QT_TRANSLATE_NOOP(
        "SeasonWorkbook", "%1 games, %2. The figures are formulas over the sheet '%3'."),
    "span": QT_TRANSLATE_NOOP("SeasonWorkbook", "%1 – %2"),
    "no_games": QT_TRANSLATE_NOOP("SeasonWorkbook", "no games"),
    "rank": QT_TRANSLATE_NOOP("SeasonWorkbook", "Rank"),
    "games": QT_TRANSLATE_NOOP("SeasonWorkbook", "Games"),
    "balance": QT_TRANSLATE_NOOP("SeasonWorkbook", "Balance"),
    "average": QT_TRANSLATE_NOOP("SeasonWorkbook", "Average"),
    "best_hand": QT_TRANSLATE_NOOP("SeasonWorkbook", "Best hand"),
    "best_hand_text": QT_TRANSLATE_NOOP("SeasonWorkbook", "%1 (%2, %3, hand %4)"),
    "note": QT_TRANSLATE_NOOP("SeasonWorkbook", "Note: %1"),
    "evenings_title": QT_TRANSLATE_NOOP("SeasonWorkbook", "Balance summed over the evenings"),
    "chart_title": QT_TRANSLATE_NOOP("SeasonWorkbook", "Balance summed over the evenings"),
}


@cache
def _builtin_names() -> dict[str, str]:
    """The built-in rule sets' names (in English) by id."""
    from scoring.rules.ruleset import builtin_ids, load_ruleset
    return {rid: load_ruleset(rid).name for rid in builtin_ids()}


def season_ruleset_name(ruleset_id: str) -> str:
    """A rule set the standings name by id, by its name in the user's language (a
    rule set of a user's own file by its id)."""
    name = _builtin_names().get(ruleset_id)
    return ruleset_id if name is None else ruleset_name(name)


def season_workbook_labels() -> SeasonWorkbookLabels:
    """The season workbook's words in the language installed now."""
    words = {field: translate("SeasonWorkbook", text) for field, text in TEXTS.items()}
    return SeasonWorkbookLabels(**words, ruleset_name=season_ruleset_name,
                                message=message_text)


def write_translated_season_workbook(result: Season, path: Path) -> None:
    """Game > Season standings > Export workbook: in the user's language."""
    from scoring.records.season_workbook import write_season_workbook  # openpyxl when needed
    write_season_workbook(result, path, season_workbook_labels())
