"""Shared test set-up: Qt without a screen, and settings kept away from the user's."""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

# Before any test imports Qt: no screen needed.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Qt's test mode keeps settings under ~/.qttest: a home of this run's own, so that two
# runs at once (or a user's program) never read each other's settings. The programs
# the tests start inherit it.
if "MAHJONG_TEST_HOME" not in os.environ:
    os.environ["MAHJONG_TEST_HOME"] = tempfile.mkdtemp(prefix="mahjong-test-home-")
    os.environ["HOME"] = os.environ["MAHJONG_TEST_HOME"]

# The GUI package ``app`` lives beside ``scoring`` in the project root.
_ROOT = str(Path(__file__).resolve().parent.parent)
if _ROOT not in sys.path:
    sys.path.insert(0, _ROOT)


def pytest_configure() -> None:
    """QSettings and QStandardPaths write to test locations, never the user's."""
    try:
        from PySide6.QtCore import QStandardPaths
    except ImportError:  # the domain tests run without Qt
        return
    QStandardPaths.setTestModeEnabled(True)


PLAYERS = ("Anna", "Bjørn", "Cecilie", "Dag")
#: the sources of the rules, beside the checkout (absent from a fresh clone: the tests
#: that read them are skipped there)
SEEDS = Path(_ROOT).parent / "shared" / "seeds"


def laptop_window(qtbot: Any, store: Any, game: Any = None) -> Any:
    """The main window on ``store`` at laptop size (1366x768), shown; ``game``, if
    given, is first added to the store and then opened in the window."""
    from app.main_window import MainWindow

    game_id = None if game is None else store.create_game(game)
    win = MainWindow(store)
    qtbot.addWidget(win)
    win.resize(1366, 768)
    if game_id is not None:
        win.open_game(game_id)
    win.show()
    return win


def stored(win: Any) -> Any:
    """The game open in the window ``win`` as its database holds it now."""
    assert win.game is not None and win.game.id is not None
    return win.store.load_game(win.game.id)


@pytest.fixture
def window(qtbot, tmp_path: Path) -> Iterator[Any]:  # type: ignore[no-untyped-def]
    """The main window at laptop size on a new Norwegian game of four players, with a
    games database of its own."""
    from scoring import load_ruleset
    from scoring.games.game import Game, GameSettings
    from scoring.records.storage import Store

    store = Store(tmp_path / "games.sqlite3")
    game = Game(GameSettings.for_ruleset(PLAYERS, load_ruleset("norwegian")),
                name="Test night")
    yield laptop_window(qtbot, store, game)
    store.close()


@pytest.fixture(scope="session")
def qm_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The translations compiled from resources/translations/*.ts (as the build
    does), once for the whole run."""
    import subprocess

    from test_translations import qt_tool
    lrelease = qt_tool("lrelease")
    if lrelease is None:
        pytest.skip("lrelease is not installed")
    folder = tmp_path_factory.mktemp("qm")
    source = Path(_ROOT) / "resources" / "translations"
    for lang in ("sv", "nb", "cs"):
        subprocess.run([lrelease, "-silent", str(source / f"mahjong_{lang}.ts"), "-qm",
                        str(folder / f"mahjong_{lang}.qm")], check=True)
    return folder


@pytest.fixture
def language(request: pytest.FixtureRequest, qapp: Any, qm_folder: Path) -> Iterator[str]:
    """The program in the language ``request.param`` (parametrize with
    ``indirect=True``): its translators installed as the program installs them, and
    taken out again after the test."""
    from app.main import install_translators
    lang = request.param
    translators = install_translators(qapp, lang, qm_folder)
    assert translators
    try:
        yield lang
    finally:
        for translator in translators:
            qapp.removeTranslator(translator)
