"""The GUI widgets: tile art, tile picker, hand editor, breakdown view (pytest-qt)."""

from __future__ import annotations

from collections import Counter

import pytest

pytest.importorskip("PySide6.QtWidgets")
pytest.importorskip("PySide6.QtSvg")
pytest.importorskip("pytestqt")

from PySide6.QtCore import QPoint, QSize, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from app.breakdown_view import BreakdownModel, BreakdownView, sum_text, total_text
from app.hand_editor import HandEditor, as_set
from app.tile_art import tile_icon, tile_pixmap
from app.tile_picker import TilePicker, picker_rows
from scoring import (
    CLASSICAL,
    Meld,
    NotationError,
    Situation,
    load_ruleset,
    parse_hand,
    score,
    score_hand,
    tile,
)
from scoring.hands.tiles import SWEDISH_EXTRA

LEFT = Qt.MouseButton.LeftButton


def shown(qtbot, widget: QWidget) -> QWidget:  # type: ignore[no-untyped-def]
    qtbot.addWidget(widget)
    with qtbot.waitExposed(widget):
        widget.show()
    return widget


# -- tile art --------------------------------------------------------------------------


def test_tile_pixmap_is_rendered_at_the_device_pixel_ratio(qapp: QApplication) -> None:
    sharp = tile_pixmap("5p", 40, 2.0)
    assert (sharp.width(), sharp.height()) == (60, 80)
    assert sharp.devicePixelRatio() == 2.0
    assert tile_pixmap("5p", 40, 2.0) is sharp  # cached
    plain = tile_pixmap("5p", 40)
    assert (plain.width(), plain.height()) == (30, 40)
    image = sharp.toImage()
    assert image.pixelColor(30, 40).alpha() == 255  # drawn, not blank


def test_tile_icon_renders_at_any_size(qapp: QApplication) -> None:
    icon = tile_icon("7z")
    assert not icon.isNull()
    pixmap = icon.pixmap(QSize(30, 40), 2.0)
    assert pixmap.devicePixelRatio() == 2.0
    assert (pixmap.width(), pixmap.height()) == (60, 80)
    with pytest.raises(FileNotFoundError):
        tile_icon("0x")


# -- tile picker -----------------------------------------------------------------------


def test_picker_rows_fit_nine_columns() -> None:
    rows = picker_rows(CLASSICAL)
    assert [len(r) for r in rows] == [9, 9, 9, 7, 8]
    assert [t.code for t in rows[3]] == [f"{n}z" for n in range(1, 8)]
    extra = picker_rows(SWEDISH_EXTRA)
    assert all(len(r) <= 9 for r in extra)
    assert sum(len(r) for r in extra) == len(SWEDISH_EXTRA.tiles)


def test_picker_counts_and_disables_at_zero(qtbot) -> None:  # type: ignore[no-untyped-def]
    picker = shown(qtbot, TilePicker(CLASSICAL))
    assert len(picker.codes()) == 34 + 8
    assert picker.left("5p") == 4 and picker.left("1f") == 1
    picker.set_used({"5p": 4, "3m": 2, "1f": 1})
    assert picker.left("5p") == 0 and not picker.button("5p").isEnabled()
    assert picker.left("1f") == 0 and not picker.button("1f").isEnabled()
    assert picker.left("3m") == 2 and picker.button("3m").isEnabled()
    assert picker.left("2f") == 1 and picker.button("2f").isEnabled()
    assert "2 of 4 left" in picker.button("3m").toolTip()
    assert "3 Characters (3m)" in picker.button("3m").toolTip()
    picker.set_used({})
    assert picker.left("5p") == 4 and picker.button("5p").isEnabled()


def test_picker_click_emits_the_code(qtbot) -> None:  # type: ignore[no-untyped-def]
    picker = shown(qtbot, TilePicker(CLASSICAL))
    with qtbot.waitSignal(picker.tileClicked) as blocker:
        qtbot.mouseClick(picker.button("5m"), LEFT)
    assert blocker.args == ["5m"]
    picker.set_used({"6m": 4})
    with qtbot.assertNotEmitted(picker.tileClicked):
        qtbot.mouseClick(picker.button("6m"), LEFT)


def test_picker_is_keyboard_reachable(qtbot) -> None:  # type: ignore[no-untyped-def]
    picker = shown(qtbot, TilePicker(CLASSICAL))
    first = picker.button("1m")
    assert first.focusPolicy() == Qt.FocusPolicy.StrongFocus
    with qtbot.waitSignal(picker.tileClicked) as blocker:
        qtbot.keyClick(first, Qt.Key.Key_Space)
    assert blocker.args == ["1m"]
    with qtbot.waitSignal(picker.tileClicked) as blocker:
        qtbot.keyClick(first, Qt.Key.Key_Return)
    assert blocker.args == ["1m"]
    first.setFocus()
    qtbot.keyClick(first, Qt.Key.Key_Right)
    assert picker.focusWidget() is picker.button("2m")
    qtbot.keyClick(picker.button("2m"), Qt.Key.Key_Down)
    assert picker.focusWidget() is picker.button("2p")


# -- hand editor -----------------------------------------------------------------------


def test_single_tiles_and_bonus_tiles(qtbot) -> None:  # type: ignore[no-untyped-def]
    editor = shown(qtbot, HandEditor(CLASSICAL))
    with qtbot.waitSignal(editor.changed):
        assert editor.add_tile("3m")
    editor.add_tile("1m")
    editor.set_mode("pung")
    editor.add_tile("2f")  # a bonus tile is always one tile
    assert editor.notation() == "13m 2f"
    assert editor.used_counts() == Counter({"1m": 1, "3m": 1, "2f": 1})
    assert not editor.add_tile("2f")  # only one of each bonus tile
    assert "only one" in editor.message.text()


def test_pung_and_chow_from_one_click(qtbot) -> None:  # type: ignore[no-untyped-def]
    editor = shown(qtbot, HandEditor(CLASSICAL))
    picker = shown(qtbot, TilePicker(CLASSICAL))
    picker.tileClicked.connect(editor.add_tile)
    editor.set_mode("pung")
    qtbot.mouseClick(picker.button("5p"), LEFT)
    assert editor.notation() == "555p"
    assert editor.hand().concealed == (tile("5p"),) * 3
    editor.set_mode("chow")
    qtbot.mouseClick(picker.button("3s"), LEFT)
    assert editor.notation() == "555p 345s"
    assert len(editor.strip.buttons()) == 2


def test_mode_buttons_are_exclusive_with_shortcuts(qtbot) -> None:  # type: ignore[no-untyped-def]
    editor = shown(qtbot, HandEditor(CLASSICAL))
    buttons = {a.text(): a for a in editor.mode_group.actions()}
    assert list(buttons) == ["Tile", "Pair", "Chow", "Pung", "Kong"]
    assert [a.shortcut().toString() for a in buttons.values()] == [
        "Alt+1", "Alt+2", "Alt+3", "Alt+4", "Alt+5"]
    assert editor.exposed_action.shortcut().toString() == "Alt+X"
    buttons["Kong"].trigger()
    assert editor.mode() == "kong" and not buttons["Tile"].isChecked()
    buttons["Pair"].trigger()
    assert editor.mode() == "pair" and not buttons["Kong"].isChecked()
    with qtbot.waitActive(editor):
        editor.activateWindow()
    editor.line.setFocus()
    qtbot.keyClick(editor.line, Qt.Key.Key_3, Qt.KeyboardModifier.AltModifier)
    assert editor.mode() == "chow"
    qtbot.keyClick(editor.line, Qt.Key.Key_X, Qt.KeyboardModifier.AltModifier)
    assert editor.exposed()
    qtbot.keyClick(editor.line, Qt.Key.Key_T, Qt.KeyboardModifier.AltModifier)
    assert editor.typed_score() == 0
    assert editor.text() == ""  # the shortcuts typed nothing


def test_kong_exposed_or_declared_concealed(qtbot) -> None:  # type: ignore[no-untyped-def]
    editor = shown(qtbot, HandEditor(CLASSICAL))
    editor.set_mode("kong")
    editor.add_tile("2s")
    assert editor.notation() == "[2222s]"
    editor.set_exposed(True)
    editor.add_tile("9p")
    assert editor.notation() == "[2222s] (9999p)"
    assert editor.hand().declared == (Meld("kong", tile("2s"), True),
                                      Meld("kong", tile("9p"), False))
    assert [b.look for b in editor.strip.buttons()] == ["declared", "exposed"]


def test_chow_refused_past_seven_and_for_honours(qtbot) -> None:  # type: ignore[no-untyped-def]
    editor = shown(qtbot, HandEditor(CLASSICAL))
    editor.set_mode("chow")
    assert not editor.add_tile("8p")
    assert "7p" in editor.message.text()
    assert not editor.add_tile("1z")
    assert "East wind" in editor.message.text()
    assert editor.notation() == ""
    assert editor.add_tile("7p")
    assert editor.notation() == "789p"
    assert editor.message.text() == ""


def test_clicks_never_exceed_the_copies(qtbot) -> None:  # type: ignore[no-untyped-def]
    editor = shown(qtbot, HandEditor(CLASSICAL))
    editor.set_used_elsewhere({"5p": 2})
    editor.set_mode("pung")
    assert not editor.add_tile("5p")
    assert "other hands hold 2" in editor.message.text()
    editor.set_mode("kong")
    for code in ("1m", "2m", "3m", "4m"):
        assert editor.add_tile(code)
    assert not editor.add_tile("5m")  # 4 kongs and a fifth set: more than 14 tiles
    assert "14 tiles" in editor.message.text()


def test_click_in_the_strip_takes_a_tile_back(qtbot) -> None:  # type: ignore[no-untyped-def]
    editor = shown(qtbot, HandEditor(CLASSICAL))
    editor.set_hand("13m 5p 1f")
    assert editor.notation() == "13m5p 1f"
    loose = [b for b in editor.strip.buttons() if b.look == "loose"]
    assert [b.codes for b in loose] == [["1m"], ["3m"], ["5p"]]
    with qtbot.waitSignal(editor.changed):
        qtbot.mouseClick(loose[1], LEFT)
    assert editor.notation() == "1m5p 1f"
    assert editor.text() == "1m5p 1f"
    bonus = [b for b in editor.strip.buttons() if b.look == "bonus"]
    qtbot.mouseClick(bonus[0], LEFT)
    assert editor.notation() == "1m5p"


def test_click_a_set_toggles_its_exposure(qtbot) -> None:  # type: ignore[no-untyped-def]
    editor = shown(qtbot, HandEditor(CLASSICAL))
    editor.set_mode("pung")
    editor.add_tile("5p")
    (button,) = editor.strip.buttons()
    assert button.look == "concealed"
    qtbot.mouseClick(button, LEFT)
    assert editor.notation() == "(555p)"
    assert editor.hand().declared == (Meld("pung", tile("5p"), False),)
    qtbot.mouseClick(editor.strip.buttons()[0], LEFT)
    assert editor.notation() == "555p"
    editor.set_mode("kong")
    editor.add_tile("1z")
    qtbot.mouseClick(editor.strip.buttons()[1], LEFT)
    assert editor.notation() == "555p (1111z)"


def test_delete_key_and_context_menu_remove_a_set(qtbot) -> None:  # type: ignore[no-untyped-def]
    editor = shown(qtbot, HandEditor(CLASSICAL))
    editor.set_hand("555p 11s (789m)")
    qtbot.keyClick(editor.strip.buttons()[0], Qt.Key.Key_Delete)
    assert editor.notation() == "11s (789m)"

    def choose_remove() -> None:
        menu = QApplication.activePopupWidget()
        assert isinstance(menu, QMenu)
        [remove] = [a for a in menu.actions() if a.text() == "Remove"]
        remove.trigger()
        menu.close()

    QTimer.singleShot(50, choose_remove)
    target = editor.strip.buttons()[1]
    target.customContextMenuRequested.emit(target.rect().center())
    assert editor.notation() == "11s"


def test_typing_updates_the_strip(qtbot) -> None:  # type: ignore[no-untyped-def]
    editor = shown(qtbot, HandEditor(CLASSICAL))
    qtbot.keyClicks(editor.line, "(123m) 55p EEE 2f")
    assert editor.is_valid()
    assert [(b.look, b.codes) for b in editor.strip.buttons()] == [
        ("exposed", ["1m", "2m", "3m"]),
        ("concealed", ["5p", "5p"]),
        ("concealed", ["1z", "1z", "1z"]),
        ("bonus", ["2f"]),
    ]
    assert editor.text() == "(123m) 55p EEE 2f"  # not rewritten while typing
    assert editor.hand() == parse_hand("(123m) 55p EEE 2f")
    editor.set_honours("letters")
    qtbot.keyClick(editor.line, Qt.Key.Key_Return)
    assert editor.text() == "(123m) 55p EEE 2f"  # the letters typed are kept
    editor.set_honours("digits")  # the setting: honours as digits
    assert editor.text() == "(123m) 55p 111z 2f"  # the same hand, written out
    qtbot.mouseClick(editor.strip.buttons()[0], LEFT)  # clicking updates the text
    assert editor.text() == "123m 55p 111z 2f"
    assert editor.notation() == "123m 55p 111z 2f"  # what is recorded: always digits
    editor.set_honours("letters")
    assert editor.text() == "123m 55p EEE 2f" and editor.notation() == "123m 55p 111z 2f"


def test_invalid_typing_shows_the_message_and_keeps_the_text(qtbot) -> None:  # type: ignore[no-untyped-def]
    editor = shown(qtbot, HandEditor(CLASSICAL))
    editor.set_hand("123m")
    qtbot.keyClicks(editor.line, " 12x")
    assert editor.text() == "123m 12x"
    assert not editor.is_valid()
    with pytest.raises(NotationError) as parsed:
        parse_hand("123m 12x")
    assert str(parsed.value) in editor.message.text()
    assert editor.error() == str(parsed.value)
    assert editor.notation() == "123m"  # the last hand that could be read
    assert not editor.strip.isEnabled()
    assert not editor.add_tile("5p")  # a click would replace the typing: refused
    assert editor.text() == "123m 12x"
    qtbot.keyClick(editor.line, Qt.Key.Key_Backspace)
    qtbot.keyClicks(editor.line, "p")
    assert editor.is_valid() and editor.message.text() == ""
    assert editor.notation() == "123m 12p"


def test_too_many_copies_typed_shows_the_checker_message(qtbot) -> None:  # type: ignore[no-untyped-def]
    editor = shown(qtbot, HandEditor(CLASSICAL))
    assert not editor.set_hand("55555p")
    assert "5 copies of 5p" in editor.message.text()
    assert editor.text() == "55555p"
    assert not editor.set_hand("1a")  # an animal tile is not a classical tile
    assert "not a tile of the classical tile set" in editor.error()


def test_typed_score(qtbot) -> None:  # type: ignore[no-untyped-def]
    editor = shown(qtbot, HandEditor(CLASSICAL))
    assert editor.typed_score() is None
    assert not editor.typed_spin.isEnabled()
    with qtbot.waitSignal(editor.changed):
        qtbot.mouseClick(editor.typed_check, LEFT)
    assert editor.typed_spin.isEnabled()
    with qtbot.waitSignal(editor.changed):
        editor.typed_spin.setValue(16)
    assert editor.typed_score() == 16
    editor.set_typed_score(None)
    assert editor.typed_score() is None
    editor.set_typed_score(24)
    assert editor.typed_score() == 24
    editor.clear()
    assert editor.typed_score() is None and editor.notation() == ""


def test_a_bare_number_in_the_hand_field_is_the_typed_score(qtbot) -> None:  # type: ignore[no-untyped-def]
    editor = shown(qtbot, HandEditor(CLASSICAL))
    editor.set_player("Bo", "S", False)
    assert editor.line.accessibleName() == "Bo hand"
    assert editor.typed_spin.accessibleName() == "Bo score"
    qtbot.keyClicks(editor.line, "24")
    assert editor.typed_score() == 24 and editor.typed_check.isChecked()
    assert not editor.used_counts() and not editor.strip.isEnabled()
    # a typed score and tiles never both count: the click is refused, in words
    assert not editor.add_tile("5p")
    assert "typed score" in editor.message.text()
    qtbot.keyClick(editor.line, Qt.Key.Key_Backspace)
    qtbot.keyClick(editor.line, Qt.Key.Key_Backspace)
    qtbot.keyClicks(editor.line, "55p")
    assert editor.typed_score() is None and editor.notation() == "55p"
    # ticking Score with tiles: the score counts, and the player is told so
    qtbot.mouseClick(editor.typed_check, LEFT)
    assert editor.typed_score() == 0 and not editor.used_counts()
    assert editor.notation() == "55p"  # kept, but the typed score counts
    assert "typed score counts" in editor.message.text()


def test_exposed_is_for_the_next_set_only_and_modes_reset(qtbot) -> None:  # type: ignore[no-untyped-def]
    editor = shown(qtbot, HandEditor(CLASSICAL))
    qtbot.mouseClick(editor.mode_buttons["pung"], LEFT)
    qtbot.mouseClick(editor.exposed_button, LEFT)
    assert editor.add_tile("7z") and not editor.exposed()
    assert editor.add_tile("5z")
    assert editor.notation() == "(777z) 555z"
    assert editor.mode() == "pung"
    editor.reset_modes()
    assert editor.mode() == "tile" and not editor.exposed()


def test_the_winners_strip_chooses_the_winning_tile(qtbot) -> None:  # type: ignore[no-untyped-def]
    editor = shown(qtbot, HandEditor(CLASSICAL))
    editor.set_hand("123m 55p (777z)")
    chosen: list[str] = []
    editor.winTileClicked.connect(chosen.append)
    editor.set_winner(True, None)
    chow = editor.strip.buttons()[0]
    qtbot.mouseClick(chow, LEFT, pos=QPoint(chow.width() - 6, chow.height() // 2))
    assert chosen == ["3m"]
    assert editor.notation() == "123m 55p (777z)"  # nothing was taken back
    editor.set_winner(True, "3m")
    assert editor.strip.buttons()[0].marked == 2
    # the frame goes where the tile was clicked: the pair's 5p, not another one
    editor.set_hand("123m 456p 55p (777z)")
    editor.set_winner(True, None)
    pair = editor.strip.buttons()[2]
    assert pair.codes == ["5p", "5p"]
    qtbot.mouseClick(pair, LEFT, pos=QPoint(6, pair.height() // 2))
    editor.set_winner(True, chosen[-1])
    assert chosen[-1] == "5p" and editor.strip.buttons()[2].marked == 0
    assert editor.strip.buttons()[1].marked is None
    editor.set_winner(False, None)
    qtbot.mouseClick(editor.strip.buttons()[0], LEFT)  # a loser's click toggles the set
    assert chosen == ["3m", "5p"] and editor.notation() == "(123m) 456p 55p (777z)"


def test_header_and_round_trip(qtbot) -> None:  # type: ignore[no-untyped-def]
    editor = shown(qtbot, HandEditor(CLASSICAL))
    editor.set_player("Anna", "S", True)
    assert "Anna" in editor.name_label.text()
    assert "dealer" in editor.seat_label.toolTip() and editor.seat_label.styleSheet()
    assert "South" in editor.wind_label.toolTip()
    editor.set_player("Bo", "W", False)
    assert "dealer" not in editor.seat_label.toolTip() and not editor.seat_label.styleSheet()
    for text in ("123m 456p 777s 55p (777z) 12f", "[2222s] (9999p) EEE 13m 4y", ""):
        editor.set_hand(text)
        assert parse_hand(editor.notation()) == editor.hand() == parse_hand(text)
    assert as_set([tile("7p"), tile("9p"), tile("8p")]) == Meld("chow", tile("7p"), True)
    assert as_set([tile("1z"), tile("2z"), tile("3z")]) is None


# -- breakdown -------------------------------------------------------------------------


def test_breakdown_model_passes_the_model_tester(qtmodeltester) -> None:  # type: ignore[no-untyped-def]
    model = BreakdownModel(score("123m 456p 777s 55p (777z) 1f 2f", win="5p"))
    qtmodeltester.check(model)
    assert model.rowCount() == len(model.breakdown().items)  # type: ignore[union-attr]
    assert model.columnCount() == 4
    first = model.index(0, 0)
    assert model.data(first, Qt.ItemDataRole.ToolTipRole).count("rule id:") == 1
    qtmodeltester.check(BreakdownModel())


def test_breakdown_model_columns(qapp: QApplication) -> None:
    b = score("123m 456p 777s 55p (777z) 1f 2f", win="5p")
    model = BreakdownModel(b)
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(4)]
    assert headers == ["Rule", "Value", "Source", "Tiles"]
    for row, item in enumerate(b.items):
        name, value, source, _tiles = (model.data(model.index(row, c)) for c in range(4))
        assert name.startswith(item.name)
        assert value == item.value_text()
        assert source == item.source
        tip = model.data(model.index(row, 2), Qt.ItemDataRole.ToolTipRole)
        assert item.rule in tip and item.source in tip


def test_breakdown_view_total_limit_and_error(qtbot) -> None:  # type: ignore[no-untyped-def]
    view = shown(qtbot, BreakdownView())
    b = score("123m 456p 777s 55p (777z) 1f 2f", win="5p")
    view.show_result(b)
    assert b.doubles == 1
    assert view.total_text() == f"{b.points} points × 1 double = {b.score}"
    assert view.table.model().rowCount() == len(b.items)
    assert not view.error.isVisibleTo(view)
    limit = score("19m19p19s1234567z1m", win="1m")
    view.show_result(limit)
    assert limit.limit_hand is not None
    assert view.total_text().startswith("Limit hand: ")
    assert f"= {limit.score}" in view.total_text()
    assert total_text(limit) == view.total_text()
    with pytest.raises(NotationError) as failed:
        score("123m 456p 777s 55p 139p", win="5p")
    view.show_error(str(failed.value))
    assert view.error_text().startswith("The hand is not complete: ")
    assert view.error.isVisibleTo(view)
    assert view.table.model().rowCount() == 0 and view.total_text() == ""
    assert not view.table.isVisibleTo(view)
    view.clear()
    assert view.error_text() == ""


# -- a whole hand by clicks ------------------------------------------------------------


def test_a_winning_hand_in_few_clicks(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Four sets, a pair and two flowers, entered by clicks only, then scored."""
    picker = shown(qtbot, TilePicker(CLASSICAL))
    editor = shown(qtbot, HandEditor(CLASSICAL))
    view = shown(qtbot, BreakdownView())
    picker.tileClicked.connect(editor.add_tile)
    editor.changed.connect(lambda: picker.set_used(editor.used_counts()))
    buttons = {**editor.mode_buttons, "exposed": editor.exposed_button}
    clicks = 0

    def click(widget: QWidget) -> None:
        nonlocal clicks
        clicks += 1
        qtbot.mouseClick(widget, LEFT)

    click(buttons["chow"])
    click(picker.button("1m"))          # 123m
    click(picker.button("4p"))          # 456p
    click(buttons["pung"])
    click(picker.button("7s"))          # 777s
    click(buttons["exposed"])
    click(picker.button("7z"))          # (777z)
    click(buttons["pair"])
    click(picker.button("5p"))          # 55p
    click(picker.button("1f"))
    click(picker.button("2f"))          # two flowers
    assert clicks == 11 <= 15
    assert editor.notation() == "123m 456p 777s (777z) 55p 12f"
    assert picker.left("7z") == 1 and picker.left("1f") == 0
    assert not picker.button("1f").isEnabled()

    ruleset = load_ruleset("norwegian")
    breakdown = score_hand(editor.hand(), Situation(seat="E", win_tile=tile("5p")), ruleset)
    view.show_result(breakdown)
    assert breakdown.winner and breakdown.score > 0
    assert view.table.model().rowCount() == len(breakdown.items) > 0
    assert breakdown.doubles == 1
    assert view.total_text() == sum_text(breakdown) == (
        f"{breakdown.points} points × 1 double = {breakdown.score}")
    rules = [view.table.model().data(view.table.model().index(r, 0))
             for r in range(view.table.model().rowCount())]
    assert any(r.startswith("Flower or season") for r in rules)


def test_breakdown_totals_in_words_and_nothing_for_an_empty_hand(qapp: QApplication) -> None:
    ruleset = load_ruleset("norwegian")
    empty = score_hand(parse_hand(""), Situation(winner=False), ruleset)
    assert total_text(empty) == ""
    plain = score_hand(parse_hand("(555p)"), Situation(winner=False), ruleset)
    assert plain.doubles == 0 and total_text(plain) == f"{plain.points} points"


def test_picker_buttons_are_named_as_their_tiles(qtbot) -> None:  # type: ignore[no-untyped-def]
    picker = shown(qtbot, TilePicker(CLASSICAL))
    names = {picker.button(c).accessibleName() for c in picker.codes()}
    assert {"5 Dots", "East Wind", "Red Dragon", "Plum"} <= names
    picker.set_tile_height(52)
    assert picker.button("5p").sizeHint().height() > 52


def test_sheet_model_groups_totals_and_marks(qtmodeltester) -> None:  # type: ignore[no-untyped-def]
    from app.sheet_model import GROUP_ROLE, SheetModel
    from scoring.games.game import Entry, Game, GameSettings, HandRecord
    game = Game(GameSettings.for_ruleset(("A", "B", "C", "D"), load_ruleset("norwegian")))
    game.hands.append(HandRecord((Entry(score=10), Entry(score=20), Entry(score=30),
                                  Entry(score=40)), 1))
    game.hands.append(HandRecord((Entry(score=4), Entry(score=8), Entry(score=0),
                                  Entry(score=2)), None))
    model = SheetModel()
    model.set_game(game)
    qtmodeltester.check(model)
    results = game.replay()
    assert model.rowCount() == 3 and model.hand_count() == 2 and model.is_total_row(2)
    assert model.columnCount() == 3 + 3 * 4
    assert model.headerData(model.column(2, 0), Qt.Orientation.Horizontal, GROUP_ROLE) == "C"
    assert model.index(0, 2).data() == "★ B" and model.index(1, 2).data() == "drawn"
    assert model.headerData(1, Qt.Orientation.Horizontal) == "East"
    assert [model.index(r, 1).data() for r in range(2)] == [game.players[r.dealer]
                                                            for r in results]
    assert model.index(0, model.column(1, 0)).data().startswith("★20")
    for p in range(4):
        assert model.index(2, model.column(p, 2)).data(Qt.ItemDataRole.UserRole) == \
            results[-1].balances[p]
        assert model.index(2, model.column(p, 1)).data(Qt.ItemDataRole.UserRole) == \
            sum(r.totals[p] for r in results)
    assert model.balances() == list(results[-1].balances)
    assert not model.flags(model.index(2, 0)) & Qt.ItemFlag.ItemIsSelectable
