"""Issue 8, items 6 and 7 in the window, below the flow tests: the tiles a winner sees
on the table (the other players' declared sets and the discards the scorer adds, for
"only possible tile", Millington 115c) as the entry panel and a recorded game count
them; the claimed kong ``{5555p}`` (116k, 117c) kept by the hand editor; the source
``last-loose`` (117i) offered only where it scores apart from a loose tile."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6.QtWidgets")
pytest.importorskip("pytestqt")

from conftest import PLAYERS, laptop_window
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMenu

from app.entry_panel import EntryPanel
from app.hand_editor import HandEditor
from app.situation_panel import SituationPanel, relevant_sources, source_label
from scoring import CLASSICAL, load_ruleset, parse_hand, score
from scoring.games.game import Entry, Game, GameSettings, HandRecord, as_dict, seen_on_table
from scoring.hands.notation import format_hand
from scoring.hands.tiles import tile
from scoring.records.gamefile import dumps, loads

LEFT = Qt.MouseButton.LeftButton
#: Anna waits on 6p or 9p before her 9p; with Bjørn's pung of 6p and her own 6p every
#: 6p is on the table, so 9p was the only possible tile (Millington 115c: 2 points)
ANNA = "123m 456m 111z 6789p 9p"


def tiles(codes: str) -> list[str]:
    return [t.code for t in parse_hand(codes).playing_tiles()]


def millington_game() -> Game:
    return Game(GameSettings.for_ruleset(PLAYERS, load_ruleset("millington")))


# -- the tiles seen on the table, as a recorded game counts them --------------------------


def test_seen_on_table_counts_the_other_players_declared_sets_only() -> None:
    hands = [parse_hand(ANNA), parse_hand("(666p) [2222s] {3333s} 12m 1f"),
             parse_hand("77z 888p"), None]
    seen = seen_on_table(hands[0], hands, 0, [], CLASSICAL)  # type: ignore[arg-type]
    # exposed, declared concealed and claimed kongs lie on the table; concealed tiles,
    # Anna's own sets and the bonus tile do not count
    assert sorted(t.code for t in seen) == sorted(tiles("666p 2222s 3333s"))
    # Bjørn sees nothing of Anna's: she declared nothing
    assert seen_on_table(hands[1], hands, 1, [], CLASSICAL) == ()  # type: ignore[arg-type]
    # discards added; never more copies than exist besides the player's own tile
    more = seen_on_table(hands[0], hands, 0, [tile("6p"), tile("6p"), tile("1f")],  # type: ignore[arg-type]
                         CLASSICAL)
    assert [t.code for t in more].count("6p") == 3 and "1f" not in [t.code for t in more]


def test_a_recorded_hand_counts_another_players_exposed_pung() -> None:
    game = millington_game()
    alone = HandRecord((Entry(ANNA), Entry("12m"), Entry(score=0), Entry(score=0)), 0, "9p")
    pung = HandRecord((Entry(ANNA), Entry("(666p) 12m"), Entry(score=0), Entry(score=0)),
                      0, "9p")
    [before] = game.replay([alone])
    [after] = game.replay([pung])
    assert [t.code for t in before.breakdowns[0].waits] == ["6p", "9p"]  # type: ignore[union-attr]
    assert [t.code for t in after.breakdowns[0].waits] == ["9p"]  # type: ignore[union-attr]
    assert after.scores[0] - before.scores[0] == 8  # 2 points more, doubled once
    assert after.scores[0] == score(ANNA, "millington", win="9p", seen="666p").score
    # the same with the scorer's seen tiles instead of a pung
    typed = HandRecord((Entry(ANNA), Entry("12m"), Entry(score=0), Entry(score=0)), 0,
                       "9p", seen="666p")
    assert game.replay([typed])[0].scores[0] == after.scores[0]


def test_seen_tiles_go_through_the_game_file() -> None:
    game = millington_game()
    game.hands.append(HandRecord((Entry(ANNA), Entry("12m"), Entry(score=0),
                                  Entry(score=0)), 0, "9p", seen="666p"))
    game.hands.append(HandRecord((Entry(ANNA), Entry("12m"), Entry(score=0),
                                  Entry(score=0)), 0, "9p"))
    again = loads(dumps(game))
    assert [h.seen for h in again.hands] == ["666p", ""]
    assert "seen" not in as_dict(game.hands[1])  # an old-style record is written as before
    assert again.replay()[0].scores == game.replay()[0].scores
    penalty_free = HandRecord((Entry(ANNA), Entry("12m"), Entry(score=0), Entry(score=0)),
                              0, "9p", seen="1f")
    with pytest.raises(Exception, match="1f is a bonus tile"):
        game.check(penalty_free)


# -- the entry panel --------------------------------------------------------------------


def panel(qtbot, game: Game) -> EntryPanel:  # type: ignore[no-untyped-def]
    entry = EntryPanel()
    qtbot.addWidget(entry)
    entry.resize(900, 700)
    entry.set_game(game, game.next_seating())
    entry.show()
    return entry


def test_the_winners_situation_sees_the_other_hands_and_the_seen_field(qtbot) -> None:  # type: ignore[no-untyped-def]
    entry = panel(qtbot, millington_game())
    entry.shown.editors[0].set_hand(ANNA)
    entry.shown.situation.set_winner(0)
    entry.shown.situation.set_win_tile("9p")
    assert entry.shown.seen_by(0) == ()
    assert entry.shown.situation.waits_label.text() == "Waited on 6p 9p"
    plain = entry.shown.results[0].score  # type: ignore[union-attr]
    entry.shown.editors[1].set_hand("(666p) [2222s] 345s 1f")
    entry.shown.editors[2].set_hand("(777z) 11s")
    assert sorted(t.code for t in entry.shown.seen_by(0)) == sorted(tiles("666p 2222s 777z"))
    assert [t.code for t in entry.shown.seen_by(1)] == ["7z"] * 3  # what Bjørn would see
    found = entry.shown.selected_hand()  # Anna's, as the compare panel gets it
    assert found is not None and sorted(t.code for t in found[1].seen) == \
        sorted(tiles("666p 2222s 777z"))
    assert entry.shown.situation.waits_label.text() == "Waited on 9p only: only possible tile"
    assert entry.shown.results[0].score == plain + 8  # type: ignore[union-attr]
    assert "Only possible tile" in [i.name for i in entry.shown.results[0].items]  # type: ignore[union-attr]
    # the sheet gets the same score as the panel shows
    for editor in entry.shown.editors[2:]:
        editor.set_typed_score(0)
    record = entry.record()
    assert record.seen == ""
    result = entry.game.check(record)  # type: ignore[union-attr]
    assert result.scores[0] == entry.shown.results[0].score  # type: ignore[union-attr]


def test_the_seen_field_adds_tiles_and_refuses_bad_ones_in_words(qtbot) -> None:  # type: ignore[no-untyped-def]
    entry = panel(qtbot, millington_game())
    entry.shown.editors[0].set_hand(ANNA)
    for editor in entry.shown.editors[1:]:
        editor.set_typed_score(0)
    entry.shown.situation.set_winner(0)
    entry.shown.situation.set_win_tile("9p")
    entry.shown.situation.set_seen("6p 7x")
    assert entry.shown.situation.seen_error() == (
        "Seen on the table: '6p 7x': 'x' is not a suit letter (m characters, p dots, "
        "s bamboo, z honours, f flowers, y seasons)")
    assert entry.shown.situation.seen_message.isVisible()
    assert entry.shown.situation.waits_label.text() == "Waited on 6p 9p"  # nothing counted
    with pytest.raises(Exception, match="Seen on the table"):
        entry.record()
    entry.shown.situation.set_seen("1f")
    assert "1f is a bonus tile" in entry.shown.situation.seen_error()
    entry.shown.situation.set_seen("6666p")  # Anna holds one: five 6p cannot be
    assert entry.shown.situation.seen_error() == ("Seen on the table: 6p (6 Dots) is seen 4 "
                                            "times and the hands hold 1; there are only 4")
    entry.shown.situation.set_seen("6p 66p")
    assert entry.shown.situation.seen_error() == ""
    assert not entry.shown.situation.seen_message.isVisible()
    assert entry.shown.situation.waits_label.text() == "Waited on 9p only: only possible tile"
    record = entry.record()
    assert record.seen == "666p"
    assert entry.game.check(record).scores[0] == entry.shown.results[0].score  # type: ignore[union-attr]
    entry.clear()
    assert entry.shown.situation.seen_text() == ""
    entry.load_record(record)
    assert entry.shown.situation.seen_text() == "666p"
    assert entry.shown.situation.waits_label.text() == "Waited on 9p only: only possible tile"


# -- the sources ------------------------------------------------------------------------


def test_last_loose_is_offered_only_where_it_scores_apart_from_a_loose_tile() -> None:
    offered = {r: relevant_sources(load_ruleset(r))
               for r in ("millington", "dmjl", "bmja", "bmja-kajongg", "norwegian",
                         "swedish")}
    assert "last-loose" in offered["millington"]  # 117i: loose tile and last tile
    # scored as any loose tile
    for r in ("dmjl", "bmja", "bmja-kajongg", "norwegian", "swedish"):
        assert "loose" in offered[r] and "last-loose" not in offered[r], r
    assert relevant_sources(load_ruleset("swedish-quick")) == ["wall", "discard"]


def test_the_from_list_stays_narrow(qtbot) -> None:  # type: ignore[no-untyped-def]
    def width(ruleset: str) -> int:
        situation = SituationPanel()
        qtbot.addWidget(situation)
        situation.set_game(PLAYERS, load_ruleset(ruleset))
        situation.show()
        return situation.source_box.sizeHint().width()

    assert source_label("last-loose") == "loose tile, wall empty"
    # millington offers last-loose, dmjl does not; the list is no wider for it
    assert width("millington") <= width("dmjl")
    situation = SituationPanel()
    qtbot.addWidget(situation)
    situation.set_game(PLAYERS, load_ruleset("millington"))
    situation.set_source("last-loose")
    box = situation.source_box
    assert box.itemData(box.currentIndex(), Qt.ItemDataRole.ToolTipRole) == \
        "the loose tile after the last tile of the wall"
    assert "the loose tile after the last tile of the wall" in box.toolTip()


# -- the claimed kong in the hand editor --------------------------------------------------


def shown_editor(qtbot) -> HandEditor:  # type: ignore[no-untyped-def]
    editor = HandEditor(CLASSICAL)
    qtbot.addWidget(editor)
    with qtbot.waitExposed(editor):
        editor.show()
    return editor


def test_a_click_on_a_kong_goes_through_its_three_kinds(qtbot) -> None:  # type: ignore[no-untyped-def]
    editor = shown_editor(qtbot)
    editor.set_mode("kong")
    editor.add_tile("5p")
    seen = []
    for _ in range(4):
        (button,) = editor.strip.buttons()
        seen.append((editor.notation(), button.look))
        qtbot.mouseClick(button, LEFT)
    assert seen == [("[5555p]", "declared"), ("(5555p)", "exposed"),
                    ("{5555p}", "claimed"), ("[5555p]", "declared")]
    assert editor.line.text() == "(5555p)"
    qtbot.mouseClick(editor.strip.buttons()[0], LEFT)
    assert editor.hand().declared[0].claimed_kong
    assert "added to a concealed pung" in editor.strip.buttons()[0].toolTip()


def test_the_kong_menu_chooses_the_kind_and_names_the_notation(qtbot) -> None:  # type: ignore[no-untyped-def]
    editor = shown_editor(qtbot)
    editor.set_hand("(5555p) 123m")
    texts: list[tuple[str, bool]] = []

    def choose() -> None:
        menu = QApplication.activePopupWidget()
        assert isinstance(menu, QMenu)
        texts.extend((a.text(), a.isChecked()) for a in menu.actions()
                     if a.isCheckable())
        [claimed] = [a for a in menu.actions() if a.text().startswith("Added to")]
        claimed.trigger()
        menu.close()

    QTimer.singleShot(50, choose)
    target = editor.strip.buttons()[0]
    target.customContextMenuRequested.emit(target.rect().center())
    assert texts == [("Exposed (claimed) (5555p)", True),
                     ("Declared concealed [5555p]", False),
                     ("Added to a concealed pung {5555p}", False)]
    assert editor.notation() == "{5555p} 123m"
    assert editor.line.text() == "{5555p} 123m"


def test_a_typed_claimed_kong_is_kept_also_with_honours_as_letters(qtbot) -> None:  # type: ignore[no-untyped-def]
    editor = shown_editor(qtbot)
    qtbot.keyClicks(editor.line, "{EEEE} 123m")
    qtbot.keyClick(editor.line, Qt.Key.Key_Return)
    assert editor.hand().declared[0].claimed_kong
    assert editor.notation() == "{1111z} 123m"
    editor.set_honours("letters")
    assert editor.text() == "{EEEE} 123m"
    qtbot.keyClick(editor.line, Qt.Key.Key_End)
    qtbot.keyClicks(editor.line, " 5p")  # typing on keeps the mark
    assert editor.hand().declared[0].claimed_kong
    assert format_hand(parse_hand("{EEEE} 11p"), "letters") == "11p {EEEE}"
    editor.set_honours("digits")


@pytest.mark.parametrize("ruleset", ["norwegian", "swedish", "dmjl", "bmja", "bmja-kajongg",
                                     "millington"])
def test_the_entry_never_scrolls_sideways_at_1366x768(qtbot, tmp_path, ruleset: str) -> None:  # type: ignore[no-untyped-def]
    """The seen field, the sources and four special situations (two to a row) fit
    beside the score sheet: every row keeps its Score box and balance in view."""
    from scoring.records.storage import Store
    store = Store(tmp_path / "games.sqlite3")
    win = laptop_window(qtbot, store, Game(GameSettings.for_ruleset(PLAYERS,
                                                                    load_ruleset(ruleset))))
    QApplication.processEvents()
    assert win.entry.shown.scroll_area.horizontalScrollBar().maximum() == 0
    store.close()
