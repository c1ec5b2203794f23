"""A club evening at the table (issue 16, "Done when"), driven only by mouse and keys:
eight classical hands, an edit, undo and redo, the window closed in the middle of a
hand and opened again, then a Ponjan game. At the end the sheet and the database
agree, and no click was lost: every hand in the database is the hand entered, tile for
tile, and the balances are those of the same hands recorded by ``mahjong-score game``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("PySide6.QtWidgets")
pytest.importorskip("pytestqt")

from conftest import PLAYERS, stored
from gui_person import CTRL, SHIFT, Person
from PySide6.QtCore import Qt
from test_gui_flow import (
    CLI_HANDS,
    assert_sheet_equals_engine,
    cli_balances,
    correct_hand_3,
    enter_typical_hand,
)
from test_half_entered_hand import Program, classical_game, new_game
from test_ponjan_window import drawn, shown_balances, start_ponjan_game, win

from app.main_window import MainWindow
from scoring import parse_hand
from scoring.games.game import HandRecord
from scoring.records.storage import Store


def enter(person: Person, hands: dict[str, str]) -> None:
    """Type each player's hand or score into his hand field."""
    for player, text in hands.items():
        person.type_hand(player, text)


def hands_one_to_four(person: Person) -> None:
    # 1: by the picker (the typical hand)
    enter_typical_hand(person)
    person.record()
    # 2: tiles typed, honours as letters; from the wall
    enter(person, {"Anna": "(WdWdWd) 99m", "Bjørn": "123m 456m 789s EEE 22s",
                   "Cecilie": "20", "Dag": "4"})
    person.accept_suggestion()
    person.winning_tile("Bjørn", "2s")
    person.click(person.button("Wall"))
    person.record()
    # 3: a drawn hand, typed scores (Dag's 2 is corrected later)
    enter(person, dict(zip(PLAYERS, ("0", "10", "36", "2"), strict=True)))
    person.choose_winner("Drawn")
    person.record()
    # 4: a limit hand (thirteen orphans)
    enter(person, {"Anna": "8", "Bjørn": "6", "Cecilie": "19m19p19s ESWN WdGdRd 9s",
                   "Dag": "0"})
    person.accept_suggestion()
    person.winning_tile("Cecilie", "9s")
    person.record()


def first_half_of_hand_five(person: Person) -> None:
    """Dag's kongs, chows, pair and flowers by the picker; Anna's score."""
    person.click(person.hand_field("Dag"))
    person.mode("Dag", "Kong")
    person.tile("2 Bamboo")               # [2222s]: declared concealed
    person.mode("Dag", "Exposed")
    person.tile("8 Dots")                 # (8888p)
    person.mode("Dag", "Chow")
    person.tile("1 Characters")
    person.tile("7 Characters")
    person.mode("Dag", "Pair")
    person.tile("White Dragon")
    person.tile("Orchid")
    person.tile("Chrysanthemum")
    person.type_hand("Anna", "12")


def second_half_of_hand_five(person: Person) -> None:
    enter(person, {"Bjørn": "8", "Cecilie": "(GdGdGd) 11p 4y"})
    person.accept_suggestion()
    person.winning_tile("Dag", "9m")
    person.click(person.button("Wall"))
    person.record()


def hands_six_to_eight(person: Person) -> None:
    enter(person, {"Anna": "6", "Bjørn": "10", "Cecilie": "234p 567p 888s 33m (NNN)",
                   "Dag": "14"})
    person.accept_suggestion()
    person.winning_tile("Cecilie", "3m")
    person.record()
    enter(person, {"Anna": "55p Rd", "Bjørn": "2", "Cecilie": "30",
                   "Dag": "(111m) 999p 345s 678s 66s"})
    person.accept_suggestion()
    person.winning_tile("Dag", "6s")
    person.click(person.button("Wall"))
    person.record()
    enter(person, {"Anna": "11m 234m 567m 789m (WdWdWd)", "Bjørn": "4", "Cecilie": "8",
                   "Dag": "16"})
    person.accept_suggestion()
    person.winning_tile("Anna", "1m")
    person.record()


def expected_hand(args: list[str]) -> dict[str, Any]:
    """A hand of CLI_HANDS as the values a record must have (tiles parsed)."""
    options = dict(zip(args[:-4:2], args[1:-4:2], strict=False))
    winner = options["--winner"]
    entries = []
    for item in args[-4:]:
        value = item.split("=", 1)[1]
        entries.append(("score", int(value)) if value.isdigit()
                       else ("tiles", parse_hand(value)))
    return {"winner": None if winner == "none" else PLAYERS.index(winner),
            "win_tile": options.get("--win"), "source": options.get("--from", "discard"),
            "entries": entries}


def as_entered(record: HandRecord) -> dict[str, Any]:
    return {"winner": record.winner, "win_tile": record.win_tile,
            "source": record.source if record.winner is not None else "discard",
            "entries": [("score", e.score) if e.score is not None else
                        ("tiles", parse_hand(e.tiles or "")) for e in record.entries]}


def test_a_club_evening(qtbot: Any, tmp_path: Path) -> None:
    program = Program(qtbot, tmp_path / "games.sqlite3")
    try:
        evening(program, tmp_path)
    finally:
        program.close()


def evening(program: Program, tmp_path: Path) -> None:
    game_id = new_game(program.db, classical_game())
    window = program.start()
    person = Person(window)
    hands_one_to_four(person)
    assert len(stored(window).hands) == 4

    # the window is closed (its X) in the middle of hand 5, and opened again
    first_half_of_hand_five(person)
    dag = person.hand_field("Dag").text()
    program.close_window()
    window = program.start()
    person = Person(window)
    assert window.game is not None and window.game.id == game_id
    assert len(window.game.hands) == 4
    assert person.hand_field("Dag").text() == dag
    assert person.hand_field("Anna").text() == "12"
    assert "back as it was left" in window.entry.status.text()
    second_half_of_hand_five(person)
    hands_six_to_eight(person)
    assert len(stored(window).hands) == 8
    assert_sheet_equals_engine(window)

    # an edit, then undo and redo of the edit and of the last hand
    correct_hand_3(person)
    assert stored(window).hands[2].entries[3].score == 12
    person.key(Qt.Key.Key_Z, CTRL, window)
    assert stored(window).hands[2].entries[3].score == 2
    person.key(Qt.Key.Key_Z, CTRL | SHIFT, window)
    assert stored(window).hands[2].entries[3].score == 12
    person.key(Qt.Key.Key_Z, CTRL, window)  # the edit ...
    person.key(Qt.Key.Key_Z, CTRL, window)  # ... and hand 8
    assert len(stored(window).hands) == 7 and window.sheet_model.hand_count() == 7
    person.key(Qt.Key.Key_Y, CTRL, window)
    person.key(Qt.Key.Key_Y, CTRL, window)
    assert len(stored(window).hands) == 8
    assert stored(window).hands[2].entries[3].score == 12

    # the sheet and the database agree, and every hand is the hand entered
    assert_sheet_equals_engine(window)
    game = stored(window)
    assert [as_entered(r) for r in game.hands] == [expected_hand(h) for h in CLI_HANDS]
    assert list(game.replay()[-1].balances) == cli_balances(tmp_path)
    with Store(program.db) as store:
        assert store.load_draft(store.load_game(game_id)) == (None, [])

    # a Ponjan game after it, through the New game dialog
    ponjan_game(window, person)


def ponjan_game(window: MainWindow, person: Person) -> None:
    start_ponjan_game(person, ("A", "B", "C"))
    three = ("Red 0", "Yellow 1", "Blue 0")
    win(person, "A", three, "Blue 0", "Wall")
    win(person, "B", three, "Blue 0", "Discard", discarder="A")
    drawn(person, "B")
    assert shown_balances(person) == [315, 260, 175]
    game = stored(window)
    assert game.game == "ponjan" and len(game.hands) == 3
    assert list(game.replay()[-1].balances) == [315, 260, 175]
