"""The messages of a Ponjan game and match that a player can meet, in the player's
language: each is an English template with its values (``scoring.errors``), so that
the window translates it (``app.rule_texts.message_text``) and fills in the values;
a message that wraps another keeps the inner one's template. The English texts are
the ones the program always gave.

Each case below makes the domain refuse something and pins its English text; under
Swedish, Norwegian and Czech the same error reads differently, holds every value, and
has no placeholder left. The flow test imports, in Swedish, a Ponjan game file whose
second hand the domain refuses, as a person does through the Games dialog, and reads
the message box."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("PySide6.QtWidgets")
pytest.importorskip("pytestqt")

from message_boxes import message_boxes
from PySide6.QtCore import QCoreApplication, QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QPushButton

from app.games_dialog import GamesDialog
from app.rule_texts import message_text
from app.settings import AppSettings
from scoring.errors import MahjongError
from scoring.games.game import Entry, Game, HandRecord
from scoring.games.ponjan_game import CONVENTION, check_ponjan_record, ponjan_settings
from scoring.games.settlement import CONVENTIONS
from scoring.ponjan.flow import (
    FIRST,
    PonjanMatch,
    PonjanRecord,
    play_hand,
    replay,
    tenpai_of,
)
from scoring.ponjan.payments import draw_payments, win_payments
from scoring.records.gamefile import dumps
from scoring.records.storage import Store
from scoring.rules.penalty import Penalty
from tests.test_ponjan_game import NONE, RULES, THREE, new_game, win

PLAYERS = ("A", "B", "C")


def record(**changes: Any) -> HandRecord:
    """B's win on A's discard (a hand the game takes), with ``changes``."""
    return replace(win(1, THREE, "0b", discarder=0), **changes)


def a_record(**changes: Any) -> PonjanRecord:
    """The flow's record of B's win on A's discard, with ``changes``."""
    base = PonjanRecord(winner=1, tiles=THREE, win_tile="0b", source="discard",
                        discarder=0)
    return replace(base, **changes)


def game_record(r: HandRecord) -> Callable[[], object]:
    return lambda: check_ponjan_record(r, 3)


def match(players: tuple[str, ...] = PLAYERS, **kw: Any) -> Callable[[], object]:
    return lambda: PonjanMatch(players, RULES, **kw)


def match_over() -> None:
    m = PonjanMatch(PLAYERS, RULES, rounds=1)
    m.play(PonjanRecord(None))
    m.play(PonjanRecord(None))


def settings(**changes: Any) -> Callable[[], object]:
    def make() -> None:
        Game(replace(ponjan_settings(PLAYERS, RULES), **changes))
    return make


OTHER_CONVENTION = next(c for c in CONVENTIONS if c != CONVENTION)

#: (what makes the domain refuse, its English message as the program always gave it)
CASES: list[tuple[Callable[[], object], str]] = [
    # a game's settings (scoring/games/ponjan_game.py)
    (lambda: Game(ponjan_settings(("A", "B"), RULES)), "Ponjan is for exactly 3 players, not 2"),
    (settings(convention=OTHER_CONVENTION),
     "a Ponjan game is settled by its own payments: the convention is 'ponjan', not "
     f"'{OTHER_CONVENTION}'"),
    (settings(east_double=True),
     "a Ponjan game has no East double (a paying boss pays like anyone else)"),
    (settings(limit=500), "a Ponjan game has no limit"),
    (settings(rounds=5), "a Ponjan match lasts 1 to 4 rounds (a round is one boss's term)"),
    # a game's hand (scoring/games/ponjan_game.py)
    (game_record(HandRecord.of_penalty(Penalty((0,), (1,), 10))),
     "a Ponjan game has no penalties (the game knows none)"),
    (game_record(record(entries=(NONE,) * 4)),
     "a hand needs an entry for each of the 3 players, not 4"),
    (game_record(record(winner=3)), "the winner must be one of the 3 players"),
    (game_record(record(discarder=5)), "the discarder must be one of the 3 players"),
    (game_record(record(winner=None, entries=(NONE,) * 3, win_tile=None, discarder=None,
                        tenpai=frozenset({4}))),
     "the tenpai player must be one of the 3 players"),
    (game_record(record(entries=(NONE, Entry(score=20), NONE))),
     "a Ponjan hand is entered with the winner's tiles, not a typed score"),
    (game_record(record(entries=(Entry(THREE), Entry(THREE), NONE))),
     "only the winner's tiles are entered in Ponjan (the other players' hands are not "
     "scored)"),
    (game_record(record(source="kong")),
     "'kong' is not a source of the winning tile in Ponjan (one of wall, discard, "
     "last-wall, last-discard)"),
    (game_record(record(flags=frozenset({"blessing"}))),
     "'blessing' means nothing in Ponjan (its flags are reach and ippatsu)"),
    (game_record(record(entries=(NONE,) * 3)),
     "the winner's tiles are needed: Ponjan scores the winner's hand"),
    # the flow's checks, as a game's hand (wrapped: the template kept)
    (game_record(record(winner=None, entries=(NONE,) * 3, win_tile=None)),
     "a drawn hand has no winner's tiles, winning tile, discarder or flags; give who "
     "was tenpai"),
    (game_record(record(tenpai=frozenset({0}))),
     "tenpai counts only when the deck ran out (a drawn hand)"),
    (game_record(record(win_tile=None)), "a win needs the winner's tiles and the winning tile"),
    (game_record(record(source="wall")), "a self-drawn win has no discarder"),
    (game_record(record(discarder=None)),
     "a win on a discard needs the player who discarded: the discarder alone pays"),
    (game_record(record(discarder=1)), "the winner cannot have discarded the winning tile"),
    # a match (scoring/ponjan/flow.py)
    (lambda: play_hand(a_record(win_tile="0b0b"), FIRST, RULES),
     "the winning tile '0b0b' must be exactly one tile"),
    (lambda: replay([PonjanRecord(None), a_record(discarder=1)], RULES),
     "hand 2: the winner cannot have discarded the winning tile"),
    (lambda: replay([a_record(tiles="000r 111k 000b 0w")], RULES),
     "hand 1: a winning Ponjan hand has 9 tiles (3 sets of three identical tiles, a "
     "stolen set counting 3); this one has 10"),
    (lambda: tenpai_of(["000r 111k 00b"] * 2), "give the tiles of each of the 3 players"),
    (lambda: tenpai_of(["000r 111k 00b", "000r 111k 0b", "000r 111k 00b"]),
     "player 2 holds 7 tiles; a holding between turns has 8"),
    (match(players=("A", "B", "C", "D")), "Ponjan is for exactly 3 players, not 4"),
    (match(players=("A", " ", "C")), "every player needs a name"),
    (match(players=("A", "B", "a")), "two players have the same name"),
    (match(rounds=0), "a match lasts at least one round"),
    (match_over, "the match is over: no hand can follow the last round"),
    # payments (scoring/ponjan/payments.py)
    (lambda: win_payments(3, 60, None), "the winner must be one of the 3 players"),
    (lambda: win_payments(0, 60, 7), "the discarder must be one of the 3 players"),
    (lambda: win_payments(0, 60, 0), "the winner cannot have discarded his own winning tile"),
    (lambda: draw_payments({3}), "the tenpai player must be one of the 3 players"),
]


def refused(make: Callable[[], object]) -> MahjongError:
    with pytest.raises(MahjongError) as caught:
        make()
    return caught.value


def values(error: object) -> list[str]:
    """The plain values an error's message is filled in with (not the words it
    translates: a nested message's own values instead)."""
    if not isinstance(error, MahjongError):
        return []
    found = []
    for value in error.params.values():
        if isinstance(value, MahjongError):
            found += values(value)
        elif not hasattr(value, "template"):
            found.append(str(value))
    return found


@pytest.mark.parametrize(("make", "english"), CASES,
                         ids=[f"{i}" for i in range(len(CASES))])
def test_the_english_messages_are_the_same(qapp: QApplication, make: Callable[[], object],
                                           english: str) -> None:
    error = refused(make)
    assert str(error) == english
    assert message_text(error) == english  # no translator: the English text


@pytest.mark.parametrize("language", ["sv", "nb", "cs"], indirect=True)
def test_every_ponjan_message_is_translated(language: str) -> None:
    for make, english in CASES:
        error = refused(make)
        shown = message_text(error)
        assert shown != english, english
        assert not re.search(r"\{\w*\}", shown), shown  # every value filled in
        for value in values(error):
            assert value in shown, (value, shown)
        # the words "winner", "discarder", "tenpai player" are translated too
        assert not re.search(r"\b(winner|discarder|player)\b", shown), shown


SWEDISH = {
    "the winner cannot have discarded the winning tile":
        "vinnaren kan inte ha slängt den vinnande brickan",
    "the discarder must be one of the 3 players":
        "den som slängde brickan måste vara en av de 3 spelarna",
}


@pytest.mark.parametrize("language", ["sv"], indirect=True)
def test_the_swedish_texts(language: str) -> None:
    errors = {english: refused(make) for make, english in CASES}
    for english, swedish in SWEDISH.items():
        assert message_text(errors[english]) == swedish
    assert message_text(errors["hand 2: the winner cannot have discarded the winning "
                               "tile"]) == "hand 2: vinnaren kan inte ha slängt den " \
                                          "vinnande brickan"


# --- in the window -------------------------------------------------------------------


@pytest.fixture
def app_settings(tmp_path: Path) -> AppSettings:
    return AppSettings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


def button(dialog: GamesDialog, text: str) -> QPushButton:
    """The button that shows ``text`` (its mnemonic ampersand left out)."""
    found = [b for b in dialog.findChildren(QPushButton)
             if b.text().replace("&", "") == text and b.isVisible()]
    assert len(found) == 1, [b.text() for b in dialog.findChildren(QPushButton)]
    return found[0]


def import_refused(qtbot: Any, tmp_path: Path, app_settings: AppSettings,
                   monkeypatch: pytest.MonkeyPatch) -> tuple[str, str]:
    """Import, through the Games dialog, a Ponjan game file whose second hand names
    its winner B as the discarder too (a file from elsewhere, or edited by hand);
    the title and text of the one message box, and nothing imported."""
    game = new_game()
    game.hands = [win(0, THREE, "0b"), win(1, THREE, "0b", discarder=0)]
    data = json.loads(dumps(game))
    data["hands"][1]["discarder"] = 1
    path = tmp_path / "friday.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with Store(tmp_path / "games.sqlite3") as store:
        dialog = GamesDialog(store, app_settings=app_settings)
        qtbot.addWidget(dialog)
        dialog.show()
        monkeypatch.setattr(QFileDialog, "getOpenFileName",
                            lambda *a, **k: (str(path), "Game files (*.json)"))
        shown = QCoreApplication.translate("GamesDialog", "&Import JSON…")
        with message_boxes() as boxes:
            QTest.mouseClick(button(dialog, shown.replace("&", "")),
                             Qt.MouseButton.LeftButton)
        assert len(boxes) == 1, boxes
        assert store.list_games() == []
        dialog.close()
    return boxes[0]


def test_a_refused_ponjan_hand_in_english(qtbot: Any, tmp_path: Path,
                                          app_settings: AppSettings,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    title, text = import_refused(qtbot, tmp_path, app_settings, monkeypatch)
    assert title == "Cannot import the game"
    assert text == (f"{tmp_path / 'friday.json'}: hands[1]: the winner cannot have "
                    "discarded the winning tile")


@pytest.mark.parametrize("language", ["sv"], indirect=True)
def test_a_refused_ponjan_hand_in_swedish(language: str, qtbot: Any, tmp_path: Path,
                                          app_settings: AppSettings,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    title, text = import_refused(qtbot, tmp_path, app_settings, monkeypatch)
    assert title == QCoreApplication.translate("GamesDialog", "Cannot import the game")
    assert title != "Cannot import the game"
    assert text == (f"{tmp_path / 'friday.json'}: hands[1]: vinnaren kan inte ha slängt "
                    "den vinnande brickan")
