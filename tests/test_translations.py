"""The translations: complete, faithful to the English's placeholders and accelerators,
compiled by lrelease, loaded by the program, and in step with the code and the rule
files (so a new text or a new rule cannot be forgotten)."""

from __future__ import annotations

import ast
import os
import re
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6 import QtCore
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QApplication

import app.rule_texts as rule_texts
from app.main import LANGUAGES
from app.main_window import MainWindow
from scoring.hands.tiles import _TILES
from scoring.ponjan.tiles import TILES as PONJAN_TILES

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "resources" / "translations"
LANGS = ("sv", "nb", "cs")


def qt_tool(name: str) -> str | None:
    """A Qt tool of PySide6 (``lrelease``, ``lupdate``), or None when there is none."""
    sys.path.insert(0, str(ROOT))
    from scripts.qt_tools import qt_tool as find
    return find(name)


def messages(path: Path) -> list[tuple[str, str, ET.Element]]:
    """(context, source, <translation> element) of every message of a .ts file."""
    root = ET.parse(path).getroot()
    return [(ctx.findtext("name") or "", m.findtext("source") or "", m.find("translation"))
            for ctx in root.iter("context") for m in ctx.iter("message")]  # type: ignore[misc]


def accelerators(text: str) -> int:
    return len(re.findall(r"&(?!&)", text.replace("&&", "")))


# -- the .ts files ---------------------------------------------------------------------


def test_the_program_offers_the_translated_languages() -> None:
    assert set(LANGS) <= set(LANGUAGES)
    for lang in LANGS:
        assert (FOLDER / f"mahjong_{lang}.ts").is_file()


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_is_translated_faithfully(lang: str) -> None:
    found = messages(FOLDER / f"mahjong_{lang}.ts")
    assert len(found) > 400
    problems = []
    for context, source, translation in found:
        where = f"{context}: {source!r}"
        text = translation.text or ""
        if translation.get("type") is not None:
            problems.append(f"{where} is {translation.get('type')}")
        if not text.strip():
            problems.append(f"{where} has no translation")
            continue
        if sorted(re.findall(r"%\d", source)) != sorted(re.findall(r"%\d", text)):
            problems.append(f"{where}: placeholders differ in {text!r}")
        if sorted(re.findall(r"\{\w+\}", source)) != sorted(re.findall(r"\{\w+\}", text)):
            problems.append(f"{where}: named placeholders differ in {text!r}")
        if accelerators(source) != accelerators(text):
            problems.append(f"{where}: accelerator differs in {text!r}")
        if source.count("\n") != text.count("\n"):
            problems.append(f"{where}: line breaks differ in {text!r}")
    assert not problems, "\n".join(problems)


def test_the_three_files_hold_the_same_messages() -> None:
    keys = [{(c, s) for c, s, _ in messages(FOLDER / f"mahjong_{lang}.ts")} for lang in LANGS]
    assert keys[0] == keys[1] == keys[2]


def test_no_text_of_the_program_is_missing_from_the_files(tmp_path: Path) -> None:
    """lupdate over app/*.py finds exactly the messages the .ts files hold: a new
    text needs `python scripts/update_translations.py` and its translations."""
    lupdate = qt_tool("lupdate")
    if lupdate is None:
        pytest.skip("lupdate is not installed")
    sources = sorted(str(p) for p in (ROOT / "app").glob("*.py"))
    fresh = tmp_path / "fresh.ts"
    subprocess.run([lupdate, *sources, "-locations", "none", "-silent", "-ts", str(fresh)],
                   check=True, capture_output=True)
    in_code = {(c, s) for c, s, _ in messages(fresh)}
    in_file = {(c, s) for c, s, _ in messages(FOLDER / "mahjong_sv.ts")}
    assert not in_code - in_file, f"not in the .ts files: {sorted(in_code - in_file)}"
    assert not in_file - in_code, f"no longer in the code: {sorted(in_file - in_code)}"
    assert "" not in {c for c, _ in in_code}, "a tr() call lupdate cannot give a context"


def translatable_calls() -> list[tuple[str, int, str | None, str]]:
    """(file, line, context or None, text) of every literal text that app/*.py hands to
    ``self.tr``, ``translate`` or ``QT_TRANSLATE_NOOP``, f-strings included (lupdate
    does not look inside f-strings)."""
    found = []
    for path in sorted((ROOT / "app").glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for cls in [None, *(n for n in ast.walk(tree) if isinstance(n, ast.ClassDef))]:
            for node in ast.walk(cls or tree):
                if not isinstance(node, ast.Call) or not node.args:
                    continue
                func = node.func
                name = func.attr if isinstance(func, ast.Attribute) else \
                    func.id if isinstance(func, ast.Name) else ""
                literals = [a.value for a in node.args
                            if isinstance(a, ast.Constant) and isinstance(a.value, str)]
                if name in ("translate", "QT_TRANSLATE_NOOP") and len(literals) == 2:
                    found.append((path.name, node.lineno, literals[0], literals[1]))
                elif (name == "tr" and cls is not None and isinstance(func, ast.Attribute)
                      and isinstance(func.value, ast.Name) and func.value.id == "self"
                      and literals):
                    found.append((path.name, node.lineno, cls.name, literals[0]))
    return found


def test_every_literal_text_is_in_the_files_under_its_context() -> None:
    in_file = {(c, s) for c, s, _ in messages(FOLDER / "mahjong_sv.ts")}
    calls = translatable_calls()
    assert len(calls) > 400
    missing = [f"{file}:{line} {context}: {text!r}" for file, line, context, text in calls
               if (context, text) not in in_file]
    assert not missing, "\n".join(missing)


# -- the engine's names ------------------------------------------------------------------


def generated_texts() -> set[tuple[str, str]]:
    """The (context, text) pairs of the generated app/engine_names.py, read as lupdate
    reads them: the QT_TRANSLATE_NOOP calls in the source."""
    tree = ast.parse((ROOT / "app" / "engine_names.py").read_text(encoding="utf-8"))
    found = set()
    for node in ast.walk(tree):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id == "QT_TRANSLATE_NOOP"):
            context, text = (ast.literal_eval(a) for a in node.args)
            found.add((context, text))
    return found


def test_the_generated_names_are_those_of_the_rule_files() -> None:
    """A rule added to a rule file must be in app/engine_names.py (run
    `python scripts/make_engine_names.py`) and so in the translations."""
    names = set()
    rulesets = set()
    for path in sorted((ROOT / "scoring" / "rulesets").glob("*.toml")):
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        names |= {rule["name"] for rule in data["rule"]}
        names |= {pen["name"] for pen in data.get("penalty", [])}  # named like rules
        rulesets |= {data["name"], " ".join(data["description"].split())}
    generated = generated_texts()
    assert {text for context, text in generated if context == rule_texts.RULES} == names
    assert {text for context, text in generated if context == rule_texts.RULESETS} == rulesets
    assert {text for context, text in generated if context == rule_texts.TILES} == \
        {t.name for t in _TILES.values()} | {t.name for t in PONJAN_TILES}
    sys.path.insert(0, str(ROOT))
    from scripts import make_engine_names
    assert make_engine_names.main(["--check"]) == 0


def test_every_generated_name_is_translated() -> None:
    generated = generated_texts()
    for lang in LANGS:
        in_file = {(c, s) for c, s, _ in messages(FOLDER / f"mahjong_{lang}.ts")}
        assert generated <= in_file, lang


# -- compiled and loaded -------------------------------------------------------------------


@pytest.fixture(scope="module")
def compiled(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The .ts files compiled by lrelease into a folder of their own."""
    lrelease = qt_tool("lrelease")
    if lrelease is None:
        pytest.skip("lrelease is not installed")
    folder = tmp_path_factory.mktemp("qm")
    for lang in LANGS:
        qm = folder / f"mahjong_{lang}.qm"
        done = subprocess.run([lrelease, "-fail-on-unfinished", str(FOLDER / f"mahjong_{lang}.ts"),
                               "-qm", str(qm)], capture_output=True, text=True)
        assert done.returncode == 0, done.stdout + done.stderr
        assert qm.stat().st_size > 1000
    return folder


@pytest.fixture
def swedish(qapp: QApplication, compiled: Path) -> Iterator[QTranslator]:
    translator = QTranslator()
    assert translator.load(str(compiled / "mahjong_sv.qm"))
    qapp.installTranslator(translator)
    try:
        yield translator
    finally:
        qapp.removeTranslator(translator)
    assert QCoreApplication.translate("MainWindow", "&Game") == "&Game"


@pytest.mark.parametrize(("lang", "game", "rule"), [
    ("sv", "&Parti", "Pong eller kong i drakar"),
    ("nb", "&Parti", "Pong eller Kong i drager"),
    ("cs", "&Partie", "Pong nebo kong draků"),
])
def test_each_compiled_file_translates(qapp: QApplication, compiled: Path, lang: str,
                                       game: str, rule: str) -> None:
    translator = QTranslator()
    assert translator.load(str(compiled / f"mahjong_{lang}.qm"))
    qapp.installTranslator(translator)
    try:
        assert QCoreApplication.translate("MainWindow", "&Game") == game
        assert rule_texts.rule_name("Pung or kong of dragons") == rule
        assert rule_texts.tile_name("5p") != "5 Dots"
        assert rule_texts.wind_name("E") != "East"
        assert rule_texts.source_name("wall") != "drawn from the wall"
        assert rule_texts.flag_name("heavens-blessing") != "heaven's blessing"
    finally:
        qapp.removeTranslator(translator)
    assert rule_texts.rule_name("Pung or kong of dragons") == "Pung or kong of dragons"




def test_the_main_window_speaks_swedish(swedish: QTranslator, window: MainWindow) -> None:
    menus = [a.text() for a in window.menuBar().actions()]
    assert menus == ["&Parti", "&Redigera", "&Visa", "&Inställningar", "&Hjälp"]
    assert window.tabs.tabText(0) == "Poäng&lista"
    assert window.new_action.text() == "&Nytt parti…"
    editor = window.entry.shown.editors[0]
    assert editor.mode_buttons["pung"].text() == "Pong"
    assert editor.exposed_button.text() == "Öppen"
    assert editor.typed_check.text() == "Poäng"
    assert window.entry.record_button.text() == "Re&gistrera hand"
    assert window.entry.shown.picker.button("5p").toolTip() == "Cirkel 5 (5p)\n4 av 4 kvar"
    sources = [window.entry.shown.situation.source_box.itemText(i)
               for i in range(window.entry.shown.situation.source_box.count())]
    assert "tagen från en slängd bricka" in sources

    editor.set_hand("123m 456p 789s 55p (777z)")
    window.entry.shown.situation.set_winner(0)
    window.entry.shown.situation.set_win_tile("5p")
    model = window.entry.shown.breakdown.model
    rules = [model.data(model.index(r, 0)) for r in range(model.rowCount())]
    assert "Pong eller kong i drakar" in rules  # "Pung or kong of dragons"
    assert "Pong på bordet i honører" not in " ".join(rules)
    assert model.headerData(0, QtCore.Qt.Orientation.Horizontal) == "Regel"
    values = [model.data(model.index(r, 1)) for r in range(model.rowCount())]
    assert "1 dubblering" in values
    assert window.entry.seat_text() == "Rond: Öst, Anna är Öst"


def test_the_compare_totals_speak_the_language_installed_when_shown(
        swedish: QTranslator) -> None:
    """The totals rows of View > Compare rule sets are translated when a hand is
    shown, not when the module was imported (in the language installed then)."""
    import app.compare_view
    from scoring.hands.situation import Situation
    from scoring.hands.tiles import tile
    assert app.compare_view.TOTALS["Points"] == "Points"  # English data, not a translation
    view = app.compare_view.CompareView()
    view.show_hand(("123m 456p 789s 55p (777z)", Situation(winner=True, win_tile=tile("5p"))),
                   None, "Anna")
    labels = [view.table.verticalHeaderItem(r).text()  # type: ignore[union-attr]
              for r in range(view.table.rowCount())]
    assert "Poäng" in labels and "Points" not in labels


def test_the_language_menu_saves_the_choice(window: MainWindow) -> None:
    from gui_person import Person
    from message_boxes import message_boxes

    from app.settings import AppSettings
    actions = window.language_actions
    assert [a.text() for a in actions.values()] == \
        ["System", "English", "Svenska", "Norsk bokmål", "Čeština"]
    assert window.language_group.isExclusive()
    assert all(a.isCheckable() for a in actions.values())
    before = AppSettings().language
    try:
        person = Person(window)  # Settings > Language > Čeština with the mouse
        with message_boxes() as seen:  # each box read, then OK clicked
            person.menu("Settings", "Language", "Čeština")
            assert AppSettings().language == "cs" and actions["cs"].isChecked()
            shown = [text for _title, text in seen]
            assert shown == ["The program will use Čeština the next time it starts."]
            person.menu("Settings", "Language", "System")
            assert AppSettings().language == "" and actions[""].isChecked()
            assert len(seen) == 2
            person.menu("Settings", "Language", "System")  # no change: nothing to say
            assert len(seen) == 2
    finally:
        AppSettings().language = before


# -- the language at start-up --------------------------------------------------------------

START = """
import sys
from PySide6.QtCore import QCoreApplication, QLocale
from app.main import install_translators
app = QCoreApplication([])
install_translators(app, sys.argv[1], sys.argv[2])
print(QLocale.system().name(), QCoreApplication.translate("MainWindow", "&Game"))
"""


@pytest.mark.parametrize(("system", "chosen", "expected"), [
    ("sv_SE.UTF-8", "", "sv_SE &Parti"),
    ("cs_CZ.UTF-8", "", "cs_CZ &Partie"),
    ("nb_NO.UTF-8", "", "nb_NO &Parti"),
    ("de_DE.UTF-8", "", "de_DE &Game"),
    ("sv_SE.UTF-8", "en", "sv_SE &Game"),
    ("en_GB.UTF-8", "cs", "en_GB &Partie"),
])
def test_the_language_follows_the_system_unless_chosen(compiled: Path, system: str,
                                                        chosen: str, expected: str) -> None:
    env = {k: v for k, v in os.environ.items()
           if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")}
    env.update(LANG=system, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", START, chosen, str(compiled)], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split("\n")[0] == expected


def test_the_engines_messages_speak_swedish(swedish: QTranslator) -> None:
    from scoring import MahjongError, load_ruleset, parse_hand, score
    from scoring.games.game import Entry, Game, GameSettings, HandRecord
    with pytest.raises(MahjongError) as bad_token:
        parse_hand("123x")
    text = rule_texts.message_text(bad_token.value)
    assert "'123x'" in text and "'x'" in text
    assert text != str(bad_token.value)  # translated, values filled in
    with pytest.raises(MahjongError) as too_many:
        score("55555p 123m 456m 789s", "dmjl", win="5p")
    text = rule_texts.message_text(too_many.value)
    assert "5p" in text and "5" in text and text != str(too_many.value)
    assert rule_texts.tile_name("5p") in text  # the tile's name, translated too
    # a nested error: the game names the hand and the player around the engine's words
    game = Game(GameSettings.for_ruleset(("Anna", "Bo"), load_ruleset("dmjl")))
    with pytest.raises(MahjongError) as nested:
        game.check(HandRecord((Entry(tiles="123m 456m 789s 555p 2s"), Entry(score=0)), 0,
                              "2s"))
    text = rule_texts.message_text(nested.value)
    assert "Anna" in text and "13" in text and text != str(nested.value)
    # a message nobody translated is shown in English
    assert rule_texts.message_text(MahjongError("no such message {x}", x=1)) == \
        "no such message 1"
