"""The main window as a player uses it: hands entered with the mouse and the keyboard
only (QTest on widgets found by accessible name or by what they show), recorded,
corrected, undone and redone; the sheet always equals the engine's, and a scripted
game of eight hands ends with the balances of the same hands recorded through
``mahjong-score game``."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

from conftest import PLAYERS, stored
from gui_person import ALT, CTRL, SHIFT, Person
from message_boxes import message_boxes
from modal_dialogs import answering
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QComboBox, QDialog, QLabel, QLineEdit, QSpinBox

from app.main_window import MainWindow
from scoring import parse_hand, score_hand
from scoring.hands.situation import Situation
from scoring.hands.tiles import tile
from scoring.records.storage import Store

ROOT = Path(__file__).resolve().parent.parent


def sheet_numbers(win: MainWindow, row: int, player: int) -> tuple[int, int, int]:
    """Score, +/- and balance as the score sheet shows them."""
    model = win.sheet_model
    return tuple(int(str(model.index(row, model.column(player, k)).data())
                     .replace("★", "").split()[0].lstrip("+")) for k in range(3))  # type: ignore[return-value]


def assert_sheet_equals_engine(win: MainWindow) -> None:
    game = stored(win)
    results = game.replay()
    assert win.sheet_model.hand_count() == len(results)
    for row, r in enumerate(results):
        for p in range(len(PLAYERS)):
            assert sheet_numbers(win, row, p) == (r.scores[p], r.totals[p], r.balances[p])
        for p, entry in enumerate(r.record.entries):  # the engine, called directly
            if entry.tiles is None:
                continue
            winner = r.record.winner == p
            situation = Situation(
                seat=r.seating.seats[p], round=r.seating.prevailing, winner=winner,
                win_tile=tile(r.record.win_tile) if winner and r.record.win_tile else None,
                source=r.record.source if winner else "discard",  # type: ignore[arg-type]
                flags=r.record.flags if winner else frozenset(),
                east_wins_before=r.seating.dealer_streak if winner else 0)
            direct = score_hand(parse_hand(entry.tiles), situation, game.ruleset)
            assert direct.score == r.scores[p]
    if results:
        assert sum(results[-1].balances) == 0
        total = win.sheet_model.hand_count()  # the totals row
        for p in range(len(PLAYERS)):
            assert sheet_numbers(win, total, p)[2] == results[-1].balances[p]


def status(win: MainWindow) -> str:
    return win.entry.status.text()


# -- the typical hand ---------------------------------------------------------------


def enter_typical_hand(person: Person) -> None:
    """Anna (East) wins with two chows, an exposed pung, a dragon pung, a pair and a
    flower, on a discard; the three others say two-digit scores."""
    person.mode("Anna", "Chow")
    person.tile("1 Characters")
    person.tile("4 Dots")
    person.mode("Anna", "Pung")
    person.mode("Anna", "Exposed")
    person.tile("7 Bamboo")            # (777s); Exposed turns itself off
    person.tile("Red Dragon")          # 777z, concealed
    person.mode("Anna", "Pair")
    person.tile("5 Dots")
    person.tile("Plum")                # a flower, whatever the mode
    person.accept_suggestion()          # the only complete hand: Anna won?
    person.winning_tile("Anna", "5p")   # pointing at the tile in her hand
    person.type_hand("Bjørn", "16")     # a bare number: the typed score
    person.type_hand("Cecilie", "24")
    person.type_hand("Dag", "32")


def test_the_typical_hand_in_at_most_25_actions(window: MainWindow) -> None:
    win = window
    person = Person(win)
    enter_typical_hand(person)
    anna = person.row("Anna")
    assert parse_hand(anna.notation()) == parse_hand("123m 456p (777s) 777z 55p 1f")
    assert win.entry.shown.situation.win_tile() == "5p"
    person.record()
    assert person.actions <= 25, person.actions
    game = stored(win)
    assert len(game.hands) == 1
    assert game.hands[0].win_tile == "5p" and game.hands[0].source == "discard"
    assert [e.score for e in game.hands[0].entries[1:]] == [16, 24, 32]
    assert game.replay()[0].scores[0] == 68
    assert "Hand 1 recorded" in status(win)
    assert_sheet_equals_engine(win)
    # a fresh start: no tiles, every mode back to Tile, Exposed off
    for player in PLAYERS:
        row = person.row(player)
        assert row.notation() == "" and row.typed_score() is None
        assert row.mode() == "tile" and not row.exposed()
    # the status clears when the next action starts
    person.tile("2 Dots")
    assert status(win) == ""


# -- selecting a player ---------------------------------------------------------------


def test_a_click_anywhere_in_a_row_selects_that_player(window: MainWindow) -> None:
    person = Person(window)
    cecilie = person.row("Cecilie")
    name = next(w for w in cecilie.findChildren(QLabel) if "Cecilie" in w.text())
    targets = [name, cecilie.strip, person.button("Pung", cecilie),
               person.hand_field("Cecilie")]
    for target, name in zip(targets, ("9 Dots", "8 Dots", "7 Dots", "6 Dots"), strict=True):
        person.click(person.hand_field("Anna"))
        person.click(target)
        before = cecilie.notation()
        person.tile(name)
        assert cecilie.notation() != before, target
        assert person.row("Anna").notation() == ""
    # the mode is the player's own: Pung was clicked in Cecilie's row only
    assert parse_hand(cecilie.notation()) == parse_hand("9p 8p 777p 666p")
    # the score box: Cecilie's typed score now counts, so her tiles are refused
    person.click(person.hand_field("Anna"))
    person.click(person.named("Cecilie types the score"))
    assert window.focusWidget() is person.named("Cecilie score", QSpinBox)
    person.tile("5 Dots")
    assert person.row("Anna").notation() == ""
    assert "typed score" in cecilie.message.text()
    person.click(person.named("Cecilie types the score"))
    assert person.row("Anna").mode() == "tile"
    # Ctrl+2 puts the cursor in Bjørn's hand field: two keys type his score
    person.key(Qt.Key.Key_2, CTRL)
    assert window.focusWidget() is person.hand_field("Bjørn")
    person.type(person.hand_field("Bjørn"), "16")
    assert person.row("Bjørn").typed_score() == 16
    # Tab moves into the next row, which becomes the active one
    person.key(Qt.Key.Key_3, CTRL)
    person.tile("1 Dots")
    assert "1p" in person.row("Cecilie").notation()


def test_a_typed_score_and_tiles_never_both_count(window: MainWindow) -> None:
    person = Person(window)
    person.type_hand("Dag", "20")
    person.tile("3 Bamboo")  # refused, in words
    dag = person.row("Dag")
    assert dag.notation() == "" and dag.typed_score() == 20
    assert "typed score" in dag.message.text()
    # ticking Score focuses the number
    anna = person.row("Anna")
    person.click(person.hand_field("Anna"))
    person.tile("3 Bamboo")
    person.click(person.named("Anna types the score"))
    assert window.focusWidget() is person.named("Anna score", QSpinBox)
    assert "typed score counts" in anna.message.text()


# -- the winner and the winning tile ---------------------------------------------------


def test_nothing_is_guessed_about_the_winning_tile(window: MainWindow) -> None:
    win = window
    person = Person(win)
    person.type_hand("Bjørn", "123m 456m 789s 111z 22s")
    bjorn = person.row("Bjørn")
    # a complete hand without a winner is not an error: it is offered as the winner
    assert "complete" in bjorn.message.text()
    assert win.entry.shown.breakdown.error.styleSheet().find("#b3261e") < 0
    person.key(Qt.Key.Key_A, ALT)  # accepts the suggestion
    assert win.entry.shown.situation.winner() == 1
    assert win.entry.shown.situation.win_tile() is None
    assert "click the winning tile" in bjorn.message.text()
    assert win.entry.shown.score_labels[1].text() == "?"
    for p in (0, 2, 3):
        person.type_hand(PLAYERS[p], "8")
    with message_boxes() as boxes:
        person.record()  # refused with what is missing, beside the button
    assert boxes == []
    assert len(stored(win).hands) == 0
    assert "click the winning tile" in status(win)
    person.winning_tile("Bjørn", "2s")
    person.click(person.button("Wall"))  # one click: from the wall
    assert win.entry.shown.situation.source() == "wall"
    assert bjorn.strip.buttons()[-1].marked is not None  # the tile is framed
    person.record()
    hand = stored(win).hands[0]
    assert (hand.winner, hand.win_tile, hand.source) == (1, "2s", "wall")


def test_a_bad_hand_is_refused_in_words(window: MainWindow) -> None:
    win = window
    person = Person(win)
    person.type_hand("Anna", "123m 456p 789s 55p 123z")
    person.choose_winner("Anna")
    person.winning_tile("Anna", "5p")
    person.key(Qt.Key.Key_Return, CTRL)
    assert len(stored(win).hands) == 0
    assert "not complete" in status(win)
    assert "not complete" in win.entry.shown.breakdown.error_text()
    person.choose_winner("Who")
    person.record()
    assert "Choose the winner" in status(win)
    assert len(stored(win).hands) == 0


# -- the scripted game ----------------------------------------------------------------

CLI_HANDS = [
    ["--winner", "Anna", "--win", "5p", "Anna=123m 456p (777s) 777z 55p 1f", "Bjørn=16",
     "Cecilie=24", "Dag=32"],
    ["--winner", "Bjørn", "--win", "2s", "--from", "wall", "Anna=(555z) 99m",
     "Bjørn=123m 456m 789s 111z 22s", "Cecilie=20", "Dag=4"],
    ["--winner", "none", "Anna=0", "Bjørn=10", "Cecilie=36", "Dag=12"],
    ["--winner", "Cecilie", "--win", "9s", "Anna=8", "Bjørn=6",
     "Cecilie=19m19p19s1234567z 9s", "Dag=0"],
    ["--winner", "Dag", "--win", "9m", "--from", "wall", "Anna=12", "Bjørn=8",
     "Cecilie=(666z) 11p 4y", "Dag=[2222s] (8888p) 123m 789m 55z 2f 3f"],
    ["--winner", "Cecilie", "--win", "3m", "Anna=6", "Bjørn=10",
     "Cecilie=234p 567p 888s 33m (444z)", "Dag=14"],
    ["--winner", "Dag", "--win", "6s", "--from", "wall", "Anna=55p 7z", "Bjørn=2",
     "Cecilie=30", "Dag=(111m) 999p 345s 678s 66s"],
    ["--winner", "Anna", "--win", "1m", "Anna=11m 234m 567m 789m (555z)", "Bjørn=4",
     "Cecilie=8", "Dag=16"],
]


def cli_balances(tmp_path: Path) -> list[int]:
    """The same eight hands recorded through ``mahjong-score game``."""
    db = str(tmp_path / "cli.sqlite3")

    def run(*args: str) -> None:
        subprocess.run([sys.executable, "-m", "scoring", "game", "--db", db, *args],
                       cwd=ROOT, check=True, capture_output=True, text=True)
    run("new", "--rules", "norwegian", "--players", ",".join(PLAYERS))
    for hand in CLI_HANDS:
        run("record", "1", *hand)
    with Store(db) as store:
        return list(store.load_game(store.list_games()[0].id).replay()[-1].balances)


def play_eight_hands(person: Person) -> None:
    """The eight hands of CLI_HANDS by clicks and keys (hand 3 first with Dag's 2,
    corrected later)."""
    # 1: by the picker (the typical hand)
    enter_typical_hand(person)
    person.record()
    # 2: tiles typed, honours as letters; from the wall
    person.type_hand("Anna", "(WdWdWd) 99m")
    person.type_hand("Bjørn", "123m 456m 789s EEE 22s")
    person.type_hand("Cecilie", "20")
    person.type_hand("Dag", "4")
    person.accept_suggestion()
    person.winning_tile("Bjørn", "2s")
    person.click(person.button("Wall"))
    person.record()
    # 3: a drawn hand, typed scores (Dag's 2 is corrected later)
    for player, score in zip(PLAYERS, ("0", "10", "36", "2"), strict=True):
        person.type_hand(player, score)
    person.choose_winner("Drawn")
    person.record()
    # 4: a limit hand (thirteen orphans)
    person.type_hand("Anna", "8")
    person.type_hand("Bjørn", "6")
    person.type_hand("Cecilie", "19m19p19s ESWN WdGdRd 9s")
    person.type_hand("Dag", "0")
    person.accept_suggestion()
    person.winning_tile("Cecilie", "9s")
    person.record()
    # 5: kongs and flowers by the picker
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
    person.type_hand("Bjørn", "8")
    person.type_hand("Cecilie", "(GdGdGd) 11p 4y")
    person.accept_suggestion()
    person.winning_tile("Dag", "9m")
    person.click(person.button("Wall"))
    person.record()
    # 6
    person.type_hand("Anna", "6")
    person.type_hand("Bjørn", "10")
    person.type_hand("Cecilie", "234p 567p 888s 33m (NNN)")
    person.type_hand("Dag", "14")
    person.accept_suggestion()
    person.winning_tile("Cecilie", "3m")
    person.record()
    # 7
    person.type_hand("Anna", "55p Rd")
    person.type_hand("Bjørn", "2")
    person.type_hand("Cecilie", "30")
    person.type_hand("Dag", "(111m) 999p 345s 678s 66s")
    person.accept_suggestion()
    person.winning_tile("Dag", "6s")
    person.click(person.button("Wall"))
    person.record()
    # 8
    person.type_hand("Anna", "11m 234m 567m 789m (WdWdWd)")
    for player, score in zip(PLAYERS[1:], ("4", "8", "16"), strict=True):
        person.type_hand(player, score)
    person.accept_suggestion()
    person.winning_tile("Anna", "1m")
    person.record()


def correct_hand_3(person: Person) -> None:
    """Double-click hand 3 on the sheet, give Dag 12, save."""
    view = person.sheet()
    rect = view.visualRect(view.model().index(2, 0))
    person.double_click(view.viewport(), rect.center(), what="edit hand 3")
    assert person.named("Seats").isVisible()
    person.key(Qt.Key.Key_4, CTRL)
    person.type(person.hand_field("Dag"), "12")
    person.click(person.button("Save"), what="save hand 3")


def test_a_game_of_eight_hands_by_clicks_and_keys(window: MainWindow, tmp_path: Path) -> None:
    win = window
    person = Person(win)
    play_eight_hands(person)
    game = stored(win)
    assert len(game.hands) == 8
    assert game.hands[2].winner is None and game.replay()[3].scores[2] == 500
    assert game.hands[4].entries[3].tiles is not None and "[2222s]" in \
        game.hands[4].entries[3].tiles
    assert_sheet_equals_engine(win)

    # a correction of a past hand, with its banner
    correct_hand_3(person)
    assert stored(win).hands[2].entries[3].score == 12
    assert not win.entry.banner.isVisible()
    assert "Hand 3 saved" in status(win)
    # undo and redo the correction (Ctrl+Z, Ctrl+Shift+Z), then the last hand (Ctrl+Y)
    person.key(Qt.Key.Key_Z, CTRL, win)
    assert stored(win).hands[2].entries[3].score == 2
    person.key(Qt.Key.Key_Z, CTRL | SHIFT, win)
    assert stored(win).hands[2].entries[3].score == 12
    person.key(Qt.Key.Key_Z, CTRL, win)
    person.key(Qt.Key.Key_Z, CTRL | SHIFT, win)
    person.key(Qt.Key.Key_Z, CTRL, win)       # undo the correction ...
    person.key(Qt.Key.Key_Y, CTRL, win)       # ... and redo it with Ctrl+Y
    assert stored(win).hands[2].entries[3].score == 12
    assert len(stored(win).hands) == 8
    assert_sheet_equals_engine(win)

    balances = list(stored(win).replay()[-1].balances)
    assert balances == cli_balances(tmp_path)


def test_edit_banner_and_cancel(window: MainWindow) -> None:
    win = window
    person = Person(win)
    for score in ("10", "20", "30", "40"):
        person.type_hand(PLAYERS[int(score) // 10 - 1], score)
    person.choose_winner("Drawn")
    person.record()
    view = person.sheet()
    person.double_click(view.viewport(), view.visualRect(view.model().index(0, 0)).center())
    assert win.entry.banner.isVisible()
    assert "Editing hand 1" in win.entry.banner_label.text()
    assert person.row("Anna").typed_score() == 10
    person.click(person.button("Cancel"))
    assert not win.entry.banner.isVisible()
    assert person.row("Anna").typed_score() is None
    assert "Anna is East" in person.named("Seats").text()


def test_delete_and_undo_with_keys(window: MainWindow) -> None:
    win = window
    person = Person(win)
    for winner in ("Anna", "Bjørn", "Cecilie"):
        for player, score in zip(PLAYERS, ("10", "20", "30", "40"), strict=True):
            person.type_hand(player, score)
        person.choose_winner(winner)
        person.record()
    assert [h.winner for h in stored(win).hands] == [0, 1, 2]
    view = person.sheet()
    person.click(view.viewport(), view.visualRect(view.model().index(1, 0)).center())
    person.key(Qt.Key.Key_Delete, widget=view)
    assert [h.winner for h in stored(win).hands] == [0, 2]
    person.key(Qt.Key.Key_Z, CTRL, win)
    assert [h.winner for h in stored(win).hands] == [0, 1, 2]
    assert_sheet_equals_engine(win)


def test_models_pass_qt_model_tester(qtmodeltester, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    person = Person(window)
    for player, score in zip(PLAYERS, ("10", "20", "30", "40"), strict=True):
        person.type_hand(player, score)
    person.choose_winner("Bj")
    person.record()
    qtmodeltester.check(window.sheet_model)
    qtmodeltester.check(window.payment_model)
    assert window.payment_model.rowCount() == 4


def test_export_workbook_and_pdf_by_their_keys(window: MainWindow, tmp_path: Path,  # type: ignore[no-untyped-def]
                                               monkeypatch) -> None:
    from openpyxl import load_workbook
    from PySide6.QtWidgets import QFileDialog
    person = Person(window)
    for player, score in zip(PLAYERS, ("10", "20", "30", "40"), strict=True):
        person.type_hand(player, score)
    person.choose_winner("Bj")
    person.record()
    xlsx = tmp_path / "night.xlsx"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(xlsx), ""))
    person.key(Qt.Key.Key_E, CTRL, window)
    assert len(load_workbook(xlsx).sheetnames) >= 3
    pdf = tmp_path / "night.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(pdf), ""))
    person.key(Qt.Key.Key_E, CTRL | SHIFT, window)
    assert pdf.read_bytes().startswith(b"%PDF")


def choose_player(name: str) -> Callable[[QDialog], None]:
    """Rename player's first question: type the start of ``name`` in its list, Return."""
    def step(dialog: QDialog) -> None:
        box = dialog.findChild(QComboBox)
        assert box is not None
        QTest.keyClicks(box, name[:2])
        QTest.keyClick(box, Qt.Key.Key_Return)
    return step


def type_name(name: str, seen: list[str]) -> Callable[[QDialog], None]:
    """Rename player's second question: its label read into ``seen``, every character
    selected and ``name`` typed over them, Return."""
    def step(dialog: QDialog) -> None:
        seen.extend(w.text() for w in dialog.findChildren(QLabel) if w.text())
        field = dialog.findChild(QLineEdit)
        assert field is not None
        QTest.keyClick(field, Qt.Key.Key_A, CTRL)
        QTest.keyClicks(field, name)
        seen.append(field.text())
        QTest.keyClick(field, Qt.Key.Key_Return)
    return step


def test_rename_player_from_the_menu_is_undoable(window: MainWindow) -> None:
    win = window
    person = Person(win)
    person.type_hand("Anna", "123m 456m")  # something typed survives the rename
    said: list[str] = []
    with answering(choose_player("Bjørn"), type_name("Bjorn", said)):
        person.menu("Game", "Rename player…")
    assert stored(win).players[1] == "Bjorn"
    assert "New name (at most 100 characters):" in said
    assert person.hand_field("Bjorn")
    assert person.row("Anna").notation() == "123m 456m"
    person.click(person.sheet().viewport())  # the cursor out of Anna's field
    person.key(Qt.Key.Key_Z, CTRL)
    assert stored(win).players[1] == "Bjørn"
    person.key(Qt.Key.Key_Y, CTRL)
    assert stored(win).players[1] == "Bjorn"
    # another player's name, in other letters: refused in words
    with answering(choose_player("Bjorn"), type_name("anna", said)), \
            message_boxes() as boxes:
        person.menu("Game", "Rename player…")
    assert boxes == [("Rename player", "Every player needs a name of his own.")]
    assert stored(win).players == ("Anna", "Bjorn", "Cecilie", "Dag")
    # a name is at most 100 characters: the field takes no more, as its label says
    said.clear()
    with answering(choose_player("Cecilie"), type_name("C" * 120, said)):
        person.menu("Game", "Rename player…")
    assert said[-1] == "C" * 100
    assert stored(win).players[2] == "C" * 100


def test_finish_game_stops_recording_and_can_be_undone(window: MainWindow) -> None:
    win = window
    person = Person(win)
    for player, score in zip(PLAYERS, ("10", "20", "30", "40"), strict=True):
        person.type_hand(player, score)
    person.choose_winner("Bj")
    person.record()
    person.menu("Game", "Finish game")
    assert stored(win).finished
    assert not person.named("Record hand").isEnabled()
    assert "over" in person.named("Seats").text()
    person.menu("Game", "Finish game")
    assert not stored(win).finished
    assert person.named("Record hand").isEnabled()


def test_whole_score_sheet_and_shortcuts_list(window: MainWindow) -> None:
    win = window
    person = Person(win)
    person.key(Qt.Key.Key_L, CTRL, win)
    assert not win.entry.isVisible()
    person.key(Qt.Key.Key_L, CTRL, win)
    assert win.entry.isVisible()
    with message_boxes() as boxes:
        person.key(Qt.Key.Key_F1, widget=win)
    assert [title for title, _text in boxes] == ["Keyboard shortcuts"]
    shown = boxes[0][1]
    assert "Ctrl+Y" in shown and "Ctrl+Shift+Z" in shown and "Alt+A" in shown


def test_view_and_settings_choices_are_applied_and_remembered(window: MainWindow) -> None:
    from app.display import forget
    from app.settings import AppSettings
    win = window
    person = Person(win)
    try:
        person.type_hand("Anna", "123m 456p 789s 55p EEE")
        person.accept_suggestion()
        person.winning_tile("Anna", "5p")
        table = win.entry.shown.breakdown.table
        source = 2  # the breakdown's Source column
        assert table.isColumnHidden(source)  # players do not need 001:25
        person.menu("View", "Rule sources in the breakdown")
        assert not table.isColumnHidden(source) and AppSettings().show_sources is True
        person.click(person.hand_field("Anna"))
        person.key(Qt.Key.Key_Return)
        assert person.hand_field("Anna").text().endswith("EEE")  # the letters typed
        person.menu("Settings", "Honours as letters (E S W N Wd Gd Rd)")  # now off
        assert person.hand_field("Anna").text().endswith("111z")
        assert AppSettings().honours == "digits"
        assert person.row("Anna").notation().endswith("111z")
    finally:
        stored_settings = AppSettings()
        stored_settings.show_sources = False
        stored_settings.honours = "letters"
        stored_settings.sync()
        forget()
