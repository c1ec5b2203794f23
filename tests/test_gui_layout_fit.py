"""The window on a laptop in every language (issue 16, A4): at 1280x720 the whole entry
and the whole score sheet show without sideways scrolling; long names are cut short
with "…" and the mode buttons line up; the winner list shows "Who won?" whole; the
Ponjan New game dialog shows its texts whole; the first start fills most of the
screen and the sheet grows with the window. Widget checks of the layout, with the
hands entered by mouse and keys where a person would."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import PLAYERS, laptop_window
from gui_person import Person
from modal_dialogs import answering
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QLineEdit, QWidget

from app.commands import RecordHand
from app.main_window import MainWindow
from scoring import load_ruleset
from scoring.games.game import Entry, Game, GameSettings, HandRecord
from scoring.records.storage import Store

ROOT = Path(__file__).resolve().parent.parent
#: limit hands over several hands: four- and five-character amounts on the sheet
HANDS = ((0, (500, 8, 16, 4)), (1, (2, 500, 30, 10)), (None, (4, 8, 0, 2)),
         (3, (8, 12, 4, 500)), (0, (500, 48, 6, 0)), (0, (500, 4, 4, 8)))
LONG = "Anna-Karenina Arkadyevna Oblonskaya Vrons"  # 41 characters


@pytest.fixture(params=["en", "sv", "nb", "cs"])
def lang(request: pytest.FixtureRequest, qapp: Any, qm_folder: Path) -> Iterator[str]:
    """The program in each language (English: no translator)."""
    from app.main import install_translators
    translators = [] if request.param == "en" else \
        install_translators(qapp, request.param, qm_folder)
    try:
        yield request.param
    finally:
        for translator in translators:
            qapp.removeTranslator(translator)


def open_window(qtbot: Any, tmp_path: Path, players: tuple[str, ...] = PLAYERS,
                size: tuple[int, int] = (1280, 720), hands: bool = True) -> MainWindow:
    store = Store(tmp_path / "games.sqlite3")
    game = Game(GameSettings.for_ruleset(players, load_ruleset("norwegian")), name="Fit")
    win = laptop_window(qtbot, store, game)
    win.resize(*size)
    if hands:
        for winner, scores in HANDS:
            record = HandRecord(tuple(Entry(score=s) for s in scores), winner)
            win.undo_stack.push(RecordHand(win.session, record))
    QApplication.processEvents()
    qtbot.wait(30)
    QApplication.processEvents()
    return win


def inside(widget: QWidget, viewport: QWidget) -> bool:
    """Whether ``widget`` shows whole within ``viewport`` (horizontally)."""
    left = widget.mapTo(viewport, QPoint(0, 0)).x()
    return left >= 0 and left + widget.width() <= viewport.width()


def assert_all_shows(win: MainWindow) -> None:
    entry = win.entry.shown
    assert not entry.scroll_area.horizontalScrollBar().isVisible()
    viewport = entry.scroll_area.viewport()
    for label in (*entry.score_labels, *entry.balance_labels):
        assert inside(label, viewport), label.text()
        assert label.width() >= label.sizeHint().width(), label.text()
    for editor in entry.editors:
        for widget in (editor.typed_check, *editor.mode_buttons.values(),
                       editor.exposed_button, editor.line):
            assert inside(widget, viewport)
    situation = entry.situation
    for widget in (situation.winner_box, situation.tile_box, situation.source_box,
                   situation.seen_line, *situation.source_buttons.values()):
        assert inside(widget, viewport)
    if situation.suggest_button.isVisible():
        assert inside(situation.suggest_button, viewport)
    box = situation.winner_box
    assert box.width() >= box.minimumSizeHint().width()
    view = win.sheet_view
    last = win.sheet_model.columnCount() - 1
    assert not view.horizontalScrollBar().isVisible()
    assert view.columnViewportPosition(last) + view.columnWidth(last) <= \
        view.viewport().width()


def test_everything_shows_at_1280x720(qtbot: Any, tmp_path: Path, lang: str) -> None:
    win = open_window(qtbot, tmp_path)
    assert min(win.sheet_model.balances()) <= -1000
    assert_all_shows(win)
    # a complete hand: the suggestion beside "Who won?"; Bjørn types a score
    person = Person(win)
    anna = win.entry.shown.editors[0].line
    person.click(anna)
    person.type(anna, "123m 456p 789s 111z 55p")
    bjorn = win.entry.shown.editors[1].line
    person.click(bjorn)
    person.type(bjorn, "16")
    QApplication.processEvents()
    assert win.entry.shown.situation.suggest_button.isVisible()
    assert_all_shows(win)


@pytest.mark.parametrize("size", [(1280, 720), (1366, 768)])
def test_who_won_shows_whole(qtbot: Any, tmp_path: Path, lang: str,
                             size: tuple[int, int]) -> None:
    win = open_window(qtbot, tmp_path, size=size, hands=False)
    box = win.entry.shown.situation.winner_box
    text = box.itemText(0)
    assert box.currentText() == text
    assert box.width() >= box.fontMetrics().horizontalAdvance(text) + 20, (text, box.width())


def test_a_long_name_is_cut_short_and_the_modes_line_up(qtbot: Any, tmp_path: Path) -> None:
    players = (LONG, "Bo", "Cecilie", "Dag")
    win = open_window(qtbot, tmp_path, players=players)
    assert_all_shows(win)
    editors = win.entry.shown.editors
    name = editors[0].name_label
    assert name.text().endswith("…") and name.toolTip() == LONG
    assert [e.name_label.text() for e in editors[1:]] == list(players[1:])
    for mode in ("tile", "pung", "kong"):
        lefts = {e.mode_buttons[mode].mapTo(win, QPoint(0, 0)).x() for e in editors}
        assert len(lefts) == 1, (mode, lefts)
    # the sentences about the long name's hand say it short
    person = Person(win)
    person.click(editors[0].line)
    person.type(editors[0].line, "123m 456p 789s 111z 55p")
    assert "Anna-Karenina Arkad…" in editors[0].message.text()
    assert LONG not in win.entry.shown.situation.suggest_button.text()
    assert_all_shows(win)


def test_a_name_is_at_most_100_characters_in_new_game(qtbot: Any, window: MainWindow) -> None:
    """New game says the bound and its name fields take no more."""
    person = Person(window)
    seen: list[str] = []

    def fill(dialog: QDialog) -> None:
        seen.extend(w.text() for w in dialog.findChildren(QLabel) if w.isVisible())
        fields = [f for f in dialog.findChildren(QLineEdit) if f.isVisible()
                  and f.placeholderText() == "name"]
        field = fields[0]
        QTest.mouseClick(field, Qt.MouseButton.LeftButton)
        QTest.keyClick(field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        QTest.keyClicks(field, "N" * 120)
        seen.append(field.text())
        QTest.keyClick(dialog, Qt.Key.Key_Escape)

    with answering(fill):
        person.click(person.button("New game"))
    person.activate()
    assert any("at most 100 characters" in text for text in seen), seen
    assert seen[-1] == "N" * 100


def test_the_ponjan_new_game_dialog_shows_its_texts_whole(qtbot: Any, window: MainWindow,
                                                         lang: str) -> None:
    person = Person(window)
    cut: list[str] = []

    def look(dialog: QDialog) -> None:
        from app.new_game_dialog import NewGameDialog
        assert isinstance(dialog, NewGameDialog)
        box = dialog.ruleset_combo
        box.setFocus(Qt.FocusReason.MouseFocusReason)
        for _ in range(box.count()):  # down the list to the Ponjan rule set
            if box.currentData() == "ponjan":
                break
            QTest.keyClick(box, Qt.Key.Key_Down)
        assert box.currentData() == "ponjan"
        QTest.qWait(50)
        for label in dialog.findChildren(QLabel):
            if label.isVisible() and label.wordWrap() and label.text() \
                    and label.height() < label.heightForWidth(label.width()):
                cut.append(label.text())
        QTest.keyClick(dialog, Qt.Key.Key_Escape)

    with answering(look) as answered:
        person.click(person.button(window.new_action.iconText().replace("&", "")))
    person.activate()
    assert answered and not cut, cut


def test_the_first_start_fills_most_of_the_screen(qtbot: Any, tmp_path: Path) -> None:
    from app.settings import AppSettings
    win = open_window(qtbot, tmp_path, hands=False)
    win.resize(win.minimumSize())
    stored = AppSettings()
    stored.window_geometry = b""  # nothing saved: a first start
    stored.sync()
    win.restore_state()
    area = win.screen().availableGeometry()
    expected = (max(win.minimumWidth(), area.width() * 9 // 10),
                max(win.minimumHeight(), area.height() * 9 // 10))
    assert (win.width(), win.height()) == expected


def test_the_sheet_grows_with_the_window(qtbot: Any, tmp_path: Path) -> None:
    win = open_window(qtbot, tmp_path)
    view = win.sheet_view
    narrow = [view.columnWidth(c) for c in range(win.sheet_model.columnCount())]
    win.resize(1920, 1080)
    QApplication.processEvents()
    qtbot.wait(30)
    wide = [view.columnWidth(c) for c in range(win.sheet_model.columnCount())]
    assert all(w >= n for w, n in zip(wide, narrow, strict=True)) and sum(wide) > sum(narrow)
    last = len(wide) - 1
    assert view.columnViewportPosition(last) + view.columnWidth(last) == view.viewport().width()


def test_everything_shows_at_150_percent(tmp_path: Path) -> None:
    """1920x1080 at 150%: the window of 1280x720 logical pixels, in a process of its
    own (the scale factor is read at start)."""
    script = f"""
import sys
sys.path[:0] = [{str(ROOT)!r}, {str(ROOT / 'tests')!r}]
from PySide6.QtCore import QStandardPaths
QStandardPaths.setTestModeEnabled(True)
from PySide6.QtWidgets import QApplication
app = QApplication([])
from pathlib import Path
import test_gui_layout_fit as fit
class Bot:
    def wait(self, ms):
        from PySide6.QtTest import QTest
        QTest.qWait(ms)
    def addWidget(self, w):
        pass
win = fit.open_window(Bot(), Path({str(tmp_path)!r}))
assert win.devicePixelRatioF() == 1.5, win.devicePixelRatioF()
fit.assert_all_shows(win)
print("fits")
"""
    env = dict(os.environ, QT_SCALE_FACTOR="1.5", QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)
    assert "fits" in done.stdout, done.stderr[-2000:]


def test_the_empty_row_hint_shows_whole_words(qtbot: Any, tmp_path: Path, lang: str) -> None:
    """The hint of a row without tiles fits its strip on two lines of whole words in
    every language at 1280x720 (the strip draws it so; cut short with "…" only when
    two lines are not enough)."""
    win = open_window(qtbot, tmp_path, hands=False)
    for editor in win.entry.shown.editors:
        strip = editor.strip
        assert not strip.buttons()
        rect = strip.rect().adjusted(4, 0, -2, 0)
        flags = Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap
        needed = strip.fontMetrics().boundingRect(rect, flags, strip.placeholder)
        assert needed.height() <= rect.height(), (strip.placeholder, needed, rect)
