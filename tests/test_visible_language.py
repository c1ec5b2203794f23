"""Every language complete: the main window (entering a hand, editing a past one), the
dialogs and the PDF report, opened in Swedish, Norwegian and Czech, show no English
text outside an allow-list of names, codes and words the languages share.

The English vocabulary is what the same screens show in English; any of its words
seen on a translated screen fails the test, naming the word and the text."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest
from conftest import PLAYERS
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QLabel,
    QLineEdit,
    QMenu,
    QTableView,
    QTabWidget,
    QWidget,
)

from app.sheet_model import GROUP_ROLE
from scoring import load_ruleset
from scoring.games.game import Entry, Game, GameSettings, HandRecord
from scoring.records.season import Copy
from scoring.records.storage import Store

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "resources" / "translations"
#: words that are not English wherever they appear: names, codes, keys, units, and
#: words each language shares with English
ALLOWED = {
    *(p.casefold() for p in PLAYERS), "test", "night", "ctrl", "alt", "shift", "return",
    "esc", "delete", "space", "pdf", "excel", "xlsx", "json", "wd", "gd", "rd", "mahjong",
    "mah", "jong", "kong", "id", "ok", "1f", "1y", "1z", "7z",
    # each language by its own name; the rule sets' own names and sources
    "english", "svenska", "norsk", "bokmål", "čeština", "millington", "dmjl", "kajongg",
    "qt", "pyside6", "openpyxl", "python",  # the libraries named in Help > About
    "bmja", "british",  # the British Mah-Jong Association, a name
    "norwegian", "honører",  # a rule set's id; source 001's word, quoted
    "ponjan", "tenpai", "reach", "ippatsu",  # the game's name and its Japanese terms
}
#: the notation's honour letters (tile codes): EEE, (RdRdRd), NNNN
CODES = re.compile(r"(?:[ESWN]|Wd|Gd|Rd)+")
SHARED = {  # words of the language that are spelled as English words
    "sv": {"under", "start", "total", "regel", "hand", "in", "land", "rond", "poäng", "ut",
           "vind", "alt", "bambu", "spel", "chow", "per", "boss"},
    "nb": {"under", "start", "total", "regel", "hand", "in", "land", "vind", "bambus", "spill",
           "for", "per", "to", "bare", "side", "over", "boss", "database"},
    "cs": {"start", "total", "hand", "bambus", "export", "limit", "to"},
}
WORD = re.compile(r"[^\W\d_]{2,}", re.UNICODE)
ORDINAL = re.compile(r"\d+:[^\W\d_]+")


def plain(text: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", text)).replace("&", "")


def widget_texts(top: QWidget) -> list[str]:
    """What a person sees in ``top``: labels, buttons, fields, lists, tabs, tables."""
    texts = [top.windowTitle()]
    for w in [top, *top.findChildren(QWidget)]:
        if not w.isVisible():
            continue
        if isinstance(w, QLabel | QAbstractButton):
            texts.append(w.text())
        elif isinstance(w, QLineEdit):
            texts += [w.text(), w.placeholderText()]
        elif isinstance(w, QComboBox):
            texts += [w.itemText(i) for i in range(w.count())]
        elif isinstance(w, QTabWidget):
            texts += [w.tabText(i) for i in range(w.count())]
        elif isinstance(w, QTableView) and w.model() is not None:
            model = w.model()
            for c in range(model.columnCount()):
                if w.isColumnHidden(c):
                    continue
                texts.append(str(model.headerData(c, Qt.Orientation.Horizontal) or ""))
                texts.append(str(model.headerData(c, Qt.Orientation.Horizontal,
                                                  GROUP_ROLE) or ""))
                texts += [str(model.index(r, c).data() or "")
                          for r in range(min(model.rowCount(), 30))]
    return texts


def menu_texts(menu: QMenu) -> list[str]:
    texts = [menu.title()]
    for action in menu.actions():
        texts.append(action.text())
        if action.menu() is not None:
            texts += menu_texts(action.menu())  # type: ignore[arg-type]
    return texts


def make_game(folder: Path) -> tuple[Store, int]:
    store = Store(folder / "games.sqlite3")
    game = Game(GameSettings.for_ruleset(PLAYERS, load_ruleset("norwegian")), name="Test")
    gid = store.create_game(game)
    store.record_hand(gid, HandRecord(
        (Entry(tiles="123m 456p 789s 55p (777z) 1f"), Entry(score=8),
         Entry(tiles="(222z) 99m"), Entry(score=16)), 0, "5p"))
    store.record_hand(gid, HandRecord(
        (Entry(score=4), Entry(score=8), Entry(score=0), Entry(score=2)), None))
    return store, gid


def ponjan_shown(win: QWidget, store: Store) -> list[str]:
    """The window on a Ponjan game: a win being entered (on a discard, with Reach), a
    drawn hand with its tenpai marks, and a hand in the notation that cannot be."""
    from scoring.games.ponjan_game import ponjan_settings
    from scoring.ponjan.rules import load_ponjan_rules
    game = Game(ponjan_settings(PLAYERS[:3], load_ponjan_rules("ponjan")), name="Test")
    gid = store.create_game(game)
    store.record_hand(gid, HandRecord((Entry("000r 111k 000b"), Entry(), Entry()), 0, "0b",
                                      "wall"))
    win.open_game(gid)  # type: ignore[attr-defined]
    QApplication.processEvents()
    entry = win.entry.entry_of("ponjan")  # type: ignore[attr-defined]
    texts = widget_texts(win)
    entry.set_winner(1)
    entry.hand.set_hand("000r 111k (000d)")
    entry.hand.changed.emit()
    texts += widget_texts(win)
    entry.tile_box.setCurrentIndex(entry.tile_box.findData("0r"))
    entry.discarder_box.setCurrentIndex(entry.discarder_box.findData(0))
    entry.reach.setChecked(True)
    QApplication.processEvents()
    texts += widget_texts(win)
    entry.source_buttons["wall"].click()
    texts += widget_texts(win)
    entry.hand.set_hand("000r 11k")
    entry.hand.changed.emit()
    texts += widget_texts(win)
    entry.set_winner(None)
    entry.rows[2].tenpai.setChecked(True)
    QApplication.processEvents()
    texts += widget_texts(win)
    return texts


def everything_shown(folder: Path) -> list[str]:
    """Every text of the window (a hand being entered, then a hand being edited), the
    dialogs and the PDF report, in the language installed now."""
    from app.games_dialog import GamesDialog
    from app.main_window import MainWindow
    from app.new_game_dialog import NewGameDialog
    from app.report import game_report_html
    from app.window_menus import shortcuts_text
    store, gid = make_game(folder)
    win = MainWindow(store)
    win.resize(1366, 768)
    win.open_game(gid)
    win.show()
    texts: list[str] = []
    for action in win.menuBar().actions():
        if action.menu() is not None:
            texts += menu_texts(action.menu())  # type: ignore[arg-type]
    entry = win.entry.shown
    texts += widget_texts(win)
    entry.editors[1].set_hand("123m 456m 789s 111z 22s")  # complete: a suggestion
    entry.editors[2].set_typed_score(12)
    entry.editors[3].set_hand("12x")
    QApplication.processEvents()
    texts += widget_texts(win)
    entry.situation.suggest_button.click()  # the winning tile is missing
    texts += widget_texts(win)
    entry.situation.set_win_tile("2s")
    entry.situation.set_source("wall")
    texts += widget_texts(win)
    win.sheet_view.selectRow(0)
    win.edit_action.trigger()
    QApplication.processEvents()
    texts += widget_texts(win)
    texts.append(shortcuts_text(win))
    texts += ponjan_shown(win, store)
    for dialog in (NewGameDialog(win), GamesDialog(store, win)):
        dialog.show()
        QApplication.processEvents()
        texts += widget_texts(dialog)
        if isinstance(dialog, NewGameDialog):  # the other game's choices too
            dialog.select_ruleset("norwegian" if dialog.front().name == "ponjan" else "ponjan")
            QApplication.processEvents()
            texts += widget_texts(dialog)
        dialog.close()
    game = store.load_game(gid)
    texts.append(game_report_html(game))
    win.close()
    store.close()
    return [plain(t) for t in texts if t]


def words(texts: list[str]) -> dict[str, str]:
    found: dict[str, str] = {}
    for text in texts:
        text = ORDINAL.sub(" ", text)  # Swedish 1:or, 9:or
        for word in WORD.findall(text):
            if not CODES.fullmatch(word):
                found.setdefault(word.casefold(), text)
    return found


@pytest.fixture(scope="module")
def english_words(qapp: QApplication, tmp_path_factory: pytest.TempPathFactory) -> set[str]:
    assert QCoreApplication.translate("MainWindow", "&Game") == "&Game"
    return set(words(everything_shown(tmp_path_factory.mktemp("en"))))


@pytest.mark.parametrize("language", ["sv", "nb", "cs"], indirect=True)
def test_no_english_is_visible(language: str, english_words: set[str],
                               tmp_path: Path) -> None:
    shown = words(everything_shown(tmp_path))
    assert len(shown) > 150  # the screens were really read
    english = {w: text for w, text in shown.items()
               if w in english_words and w not in ALLOWED and w not in SHARED[language]}
    assert not english, "\n".join(f"{w!r} in {text[:120]!r}" for w, text in english.items())


# --- the workbook (Game > Export workbook) ----------------------------------------------

#: the Rules sheet's columns that quote the sources as written: source, its words, id
QUOTED_COLUMNS = {"D", "E", "F"}


def workbook_texts(path: Path) -> list[str]:
    """Every word of an exported workbook a person reads: sheet names, cells (the text
    inside formulas too), the chart's titles; not the sources' quotations, ids and
    readings on the Rules sheet, which are quoted as written."""
    from openpyxl import load_workbook
    wb = load_workbook(path)
    texts: list[str] = list(wb.sheetnames)
    for index, ws in enumerate(wb.worksheets):
        rules = index == 3
        quoted_rows = set()
        if rules:  # the facts naming sources and the tile set, the readings
            for row in ws.iter_rows(min_col=1, max_col=1):
                cell = row[0]
                if isinstance(cell.value, str) and cell.value.startswith("•"):
                    quoted_rows.add(cell.row)
            facts = [c.row for c in ws["A"][3:] if c.value]
            quoted_rows |= {facts[1], facts[2], facts[9], facts[15]}  # sources, tiles
        for row in ws.iter_rows():
            for cell in row:
                value = cell.value
                if not isinstance(value, str) or cell.row in quoted_rows:
                    continue
                if rules and cell.column_letter in QUOTED_COLUMNS and cell.row > 4:
                    continue
                if value.startswith("="):
                    texts += re.findall(r'"((?:[^"]|"")*)"', value)
                else:
                    texts.append(value)
        for chart in getattr(ws, "_charts", []):
            for title in (chart.title, chart.x_axis.title, chart.y_axis.title):
                if title is not None:
                    texts += [r.t for p in title.tx.rich.p for r in (p.r or [])]
    return texts


def exported_workbook(folder: Path) -> list[str]:
    """The words of the workbook the window exports for a game with a win, a drawn hand
    and a penalty, in the language installed now."""
    from app.workbook_texts import write_translated_workbook
    from scoring.rules.penalty import Penalty
    store, gid = make_game(folder)
    store.record_hand(gid, HandRecord.of_penalty(Penalty((1,), (0, 2, 3), 300)))
    game = store.load_game(gid)
    store.close()
    write_translated_workbook(game, folder / "game.xlsx")
    return workbook_texts(folder / "game.xlsx")


@pytest.fixture(scope="module")
def english_workbook_words(qapp: QApplication,
                           tmp_path_factory: pytest.TempPathFactory) -> set[str]:
    from scoring.records.workbook import write_workbook
    folder = tmp_path_factory.mktemp("en-xlsx")
    english = words(exported_workbook(folder))
    (folder / "cli").mkdir()
    store, gid = make_game(folder / "cli")  # the command line's workbook is English
    write_workbook(store.load_game(gid), folder / "cli.xlsx")
    store.close()
    assert set(words(workbook_texts(folder / "cli.xlsx"))) <= set(english)
    assert {"opponent", "drawn", "seat", "penalty", "payments", "rules"} <= set(english)
    return set(english)


@pytest.mark.parametrize("language", ["sv", "nb", "cs"], indirect=True)
def test_no_english_in_the_workbook(language: str, english_workbook_words: set[str],
                                    tmp_path: Path) -> None:
    shown = words(exported_workbook(tmp_path))
    assert len(shown) > 100  # the sheets were really read
    english = {w: text for w, text in shown.items()
               if w in english_workbook_words and w not in ALLOWED
               and w not in SHARED[language]}
    assert not english, "\n".join(f"{w!r} in {text[:120]!r}" for w, text in english.items())


# --- the season (Game > Season standings: the view, its workbook and its PDF) -------------

def season_copies(folder: Path) -> list[Copy]:
    """Games that make every kind of note: one given twice, one in two differing copies,
    one without a name or a date given twice, a Ponjan game (left out), and the old
    database whose hands 2 and 3 no longer score."""
    import copy
    import shutil

    from test_kept_hands import FIXTURE

    from scoring.games.ponjan_game import ponjan_settings
    from scoring.ponjan.rules import load_ponjan_rules
    from scoring.records.season import copies_from_database

    def kept(name: str, created: str, hands: list[tuple[tuple[int, ...], int | None]]) -> Game:
        settings = GameSettings.for_ruleset(PLAYERS, load_ruleset("norwegian"),
                                            convention="none")
        game = Game(settings, name=name, created=created)
        game.hands += [HandRecord(tuple(Entry(score=s) for s in scores), winner)
                       for scores, winner in hands]
        return game

    one = kept("Test 1", "2026-09-04T19:30:00", [((10, 20, 0, 4), 1), ((6, 2, 8, 12), None),
                                                 ((40, 8, 0, 2), 0)])
    two = kept("Test 2", "2026-09-11T19:00:00", [((4, 30, 8, 2), 1), ((16, 0, 2, 4), 0)])
    short = copy.copy(two)
    short.hands = two.hands[:1]
    nameless = kept("", "", [((8, 2, 4, 6), 3)])
    ponjan = Game(ponjan_settings(PLAYERS[:3], load_ponjan_rules("ponjan")), name="Test 3")
    shutil.copyfile(FIXTURE, folder / "x.sqlite3")
    return [Copy(one, "t1.json"), Copy(one, "t2.json"), Copy(two, "t3.json"),
            Copy(short, "t4.json"), Copy(nameless, "t5.json"), Copy(nameless, "t6.json"),
            Copy(ponjan, "t7.json"), *copies_from_database(folder / "x.sqlite3")]


def season_shown(folder: Path) -> list[str]:
    """Every text of Game > Season standings (the table, the chart, the notes) and of
    its PDF report, in the language installed now."""
    from app.season_pdf import season_report_html
    from app.season_view import SeasonDialog
    store = Store(folder / "empty.sqlite3")
    dialog = SeasonDialog(store)
    dialog.add_copies(season_copies(folder))
    dialog.show()
    QApplication.processEvents()
    texts = widget_texts(dialog)
    chart = dialog.chart.chart()
    texts += [chart.title(), *(axis.titleText() for axis in chart.axes())]
    tabs = dialog.findChild(QTabWidget)
    assert tabs is not None
    tabs.setCurrentIndex(1)  # the chart
    QApplication.processEvents()
    texts += widget_texts(dialog)
    # the Ponjan game is listed as not counted (never ticked): no note of it
    assert dialog.season is not None and len(dialog.season.notes) == 5
    texts.append(season_report_html(dialog.season))
    dialog.close()
    store.close()
    return [plain(t) for t in texts if t]


def exported_season_workbook(folder: Path) -> list[str]:
    """The words of the season workbook the window exports, in the language installed
    now."""
    from app.season_texts import write_translated_season_workbook
    from scoring.records.season import season
    write_translated_season_workbook(season(season_copies(folder)), folder / "season.xlsx")
    return workbook_texts(folder / "season.xlsx")


#: names in the old database's game (tests/data/games-before-corrections.sqlite3) and in
#: the example of the Same players field (Bo=Bosse, Anna=Ann), the files' type, the id of
#: a tile set (swedish-extra, quoted by a note on a hand that no longer scores)
SEASON_ALLOWED = {"bo", "cecilia", "david", "bosse", "ann", "sqlite", "swedish", "extra"}


@pytest.fixture(scope="module")
def english_season_words(qapp: QApplication,
                         tmp_path_factory: pytest.TempPathFactory) -> set[str]:
    from scoring.records.season import season
    from scoring.records.season_workbook import write_season_workbook
    folder = tmp_path_factory.mktemp("en-season")
    shown = set(words(season_shown(folder)))
    workbook = set(words(exported_season_workbook(folder)))
    write_season_workbook(season(season_copies(folder)), folder / "cli.xlsx")
    # the command line writes the same English words (rule sets by id, not by name)
    assert set(words(workbook_texts(folder / "cli.xlsx"))) - {"norwegian", "swedish"} <= workbook
    assert {"hands", "once", "differ", "longer", "ponjan", "note", "evenings"} <= workbook
    assert {"hands", "once", "differ", "longer", "evening", "best"} <= shown
    return shown | workbook


def season_english(shown: dict[str, str], english: set[str], language: str) -> list[str]:
    return [f"{w!r} in {text[:160]!r}" for w, text in shown.items()
            if w in english and w not in ALLOWED | SEASON_ALLOWED
            and w not in SHARED[language]]


@pytest.mark.parametrize("language", ["sv", "nb", "cs"], indirect=True)
def test_no_english_in_the_season_view_and_pdf(language: str, english_season_words: set[str],
                                               tmp_path: Path) -> None:
    shown = words(season_shown(tmp_path))
    assert len(shown) > 60  # the screens were really read
    english = season_english(shown, english_season_words, language)
    assert not english, "\n".join(english)


@pytest.mark.parametrize("language", ["sv", "nb", "cs"], indirect=True)
def test_no_english_in_the_season_workbook(language: str, english_season_words: set[str],
                                           tmp_path: Path) -> None:
    shown = words(exported_season_workbook(tmp_path))
    assert len(shown) > 40  # the sheets were really read
    english = season_english(shown, english_season_words, language)
    assert not english, "\n".join(english)


@pytest.mark.parametrize("language", ["sv", "cs"], indirect=True)
def test_the_season_window_exports_and_shows_notes_translated(
        language: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Export workbook and Export PDF in the season dialog write the user's language,
    and the notes under the table are translated, while the command line's text of the
    same notes stays English."""
    from openpyxl import load_workbook
    from PySide6.QtWidgets import QFileDialog, QPushButton

    from app.season_view import SeasonDialog
    store = Store(tmp_path / "empty.sqlite3")
    dialog = SeasonDialog(store)
    dialog.add_copies(season_copies(tmp_path))
    dialog.show()
    result = dialog.season
    assert result is not None and len(result.notes) == 5  # Ponjan is not ticked
    shown = next(w.text() for w in dialog.findChildren(QLabel) if "#1" in w.text())
    english = [str(note) for note in result.notes]
    assert "it counts once" in " ".join(english)
    assert not any(text in shown for text in english)
    once = {"sv": "det räknas en gång", "cs": "počítá se jednou"}[language]
    assert once in shown
    for suffix, label in ((".xlsx", "Export &workbook…"), (".pdf", "Export &PDF…")):
        target = str(tmp_path / f"season{suffix}")
        monkeypatch.setattr(QFileDialog, "getSaveFileName",
                            staticmethod(lambda *_args, t=target, **_kw: (t, "")))
        text = QCoreApplication.translate("SeasonDialog", label)
        button = next(b for b in dialog.findChildren(QPushButton) if b.text() == text)
        button.click()
    wb = load_workbook(tmp_path / "season.xlsx")
    assert wb.sheetnames == [QCoreApplication.translate("SeasonWorkbook", name)
                             for name in ("Standings", "Per game", "Evenings")]
    assert wb.sheetnames[0] != "Standings"
    cells = [c.value for row in wb.worksheets[0].iter_rows() for c in row
             if isinstance(c.value, str)]
    assert sum(once in c for c in cells) == 2  # two games were given twice
    assert (tmp_path / "season.pdf").stat().st_size > 1000
    dialog.close()
    store.close()
