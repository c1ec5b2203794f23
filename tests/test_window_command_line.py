"""The window program's command line: ``mahjong-scoresheet --version`` and ``--help``
print and stop without a display; ``--lang`` and a database path start the window in
that language on that database. Each runs the program as a user does, in a process of
its own, with its settings and data in a folder of the test's."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

import scoring
from app.command_line import parse

ROOT = Path(__file__).resolve().parent.parent
#: the program's settings and data are kept apart from the user's by the XDG folders of
#: Linux (elsewhere they would land in the user's own, so those tests run on Linux only)
XDG = pytest.mark.skipif(not sys.platform.startswith("linux"),
                         reason="settings are kept apart through the XDG folders of Linux")


def run(tmp_path: Path, *args: str, code: str | None = None,
        **env: str) -> subprocess.CompletedProcess[str]:
    """``python -m app ARGS`` (or ``code``), with no display at all, its settings and data
    under ``tmp_path``."""
    environment = {k: v for k, v in os.environ.items()
                   if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    environment.update(HOME=str(tmp_path / "home"), XDG_CONFIG_HOME=str(tmp_path / "config"),
                       XDG_DATA_HOME=str(tmp_path / "data"), LANG="C.UTF-8",
                       LC_ALL="C.UTF-8", PYTHONPATH=str(ROOT), **env)
    command = [sys.executable, "-c", code, *args] if code else [sys.executable, "-m", "app",
                                                                 *args]
    return subprocess.run(command, cwd=tmp_path, env=environment, capture_output=True,
                          text=True, timeout=120)


def test_version_prints_and_needs_no_display(tmp_path: Path) -> None:
    # xcb forced and no DISPLAY: a window would abort the program
    result = run(tmp_path, "--version", QT_QPA_PLATFORM="xcb")
    assert (result.returncode, result.stdout) == (0, f"mahjong-scoresheet {scoring.__version__}\n")
    assert result.stderr == ""
    assert not (tmp_path / "data").exists()  # it wrote nothing


def test_help_lists_the_options_and_needs_no_display(tmp_path: Path) -> None:
    # wide enough that no line is wrapped in the middle of the path
    result = run(tmp_path, "--help", QT_QPA_PLATFORM="xcb", COLUMNS="400")
    assert result.returncode == 0 and result.stderr == ""
    text = " ".join(result.stdout.split())
    assert text.startswith("usage: mahjong-scoresheet [-h] [--version] [--lang {en,sv,nb,cs}] "
                           "[DATABASE]")
    default = (str(tmp_path / "data" / "MahjongScoreSheet" / "Mahjong Score Sheet" /
                   "games.sqlite3") if sys.platform.startswith("linux") else "")
    for words in ("DATABASE the games database to open; made if there is no such file "
                  "(default: " + default,
                  "--version print the version and stop", "-h, --help print this help and stop",
                  "--lang {en,sv,nb,cs} the language of the window, this time only"):
        assert words in text
    assert not (tmp_path / "data").exists()


@XDG
def test_help_speaks_the_language_asked_for_or_chosen(tmp_path: Path) -> None:
    swedish = run(tmp_path, "--lang", "sv", "--help")
    assert swedish.stdout.startswith("användning: mahjong-scoresheet")
    assert "skriv ut versionen och avsluta" in swedish.stdout
    czech = run(tmp_path, "--help", "--lang=cs")
    assert "vypíše tuto nápovědu a skončí" in czech.stdout
    # the language chosen in the program, when --lang does not say
    choose = run(tmp_path, code="from app.settings import AppSettings, apply_names\n"
                 "apply_names(); s = AppSettings(); s.language = 'nb'; s.sync()")
    assert choose.returncode == 0, choose.stderr
    norwegian = run(tmp_path, "-h")
    assert "skriv ut denne hjelpen og avslutt" in norwegian.stdout


@pytest.mark.parametrize("args, problem", [
    (["--lang", "de"], "argument --lang: invalid choice: 'de'"),
    (["a.sqlite3", "b.sqlite3"], "unrecognized arguments: b.sqlite3"),
    (["--colour"], "unrecognized arguments: --colour"),
])
def test_wrong_arguments_print_the_usage_and_stop(tmp_path: Path, args: list[str],
                                                  problem: str) -> None:
    result = run(tmp_path, *args)
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.startswith("usage: mahjong-scoresheet ")
    assert problem in result.stderr and "Traceback" not in result.stderr
    assert not (tmp_path / "data").exists()


def test_options_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    assert parse([]).database is None and parse([]).language == ""
    options = parse(["--lang", "cs", "club.sqlite3"])
    assert options.language == "cs" and options.database == tmp_path / "club.sqlite3"
    assert parse(["~/games.sqlite3"]).database == Path.home() / "games.sqlite3"


WINDOW = """
import sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
from app.main import main

class Shown(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Show and isinstance(watched, QMainWindow):
            QTimer.singleShot(0, lambda: report(watched))
        return False

def report(window):
    print(window.store.path)
    print([a.text() for a in window.menuBar().actions()][-1])
    print(type(QApplication.activeModalWidget()).__name__, flush=True)
    closing.timeout.connect(close_all)
    closing.start(100)

def close_all():
    # the games list is open in a loop of its own; the program's loop may not run yet
    modal = QApplication.activeModalWidget()
    if modal is not None:
        modal.close()
    else:
        for top in QApplication.topLevelWidgets():
            top.close()
        QApplication.quit()

closing = QTimer()

shown = Shown()
init = QApplication.__init__
def watch(self, *args):
    init(self, *args)
    self.installEventFilter(shown)
QApplication.__init__ = watch
sys.exit(main(["mahjong-scoresheet", *sys.argv[1:]]))
"""


@XDG
def test_window_opens_the_database_given_in_the_language_given(tmp_path: Path) -> None:
    from scoring import load_ruleset
    from scoring.games.game import Game, GameSettings
    from scoring.records.storage import Store

    club = tmp_path / "club games.sqlite3"
    store = Store(club)
    store.create_game(Game(GameSettings.for_ruleset(("Anna", "Bo", "Cia", "Dan"),
                                                    load_ruleset("swedish")), name="Club"))
    store.close()
    result = run(tmp_path, "--lang", "sv", club.name, code=WINDOW, QT_QPA_PLATFORM="offscreen")
    assert result.returncode == 0, result.stderr
    path, help_menu, dialog = result.stdout.splitlines()[:3]
    assert Path(path) == club and help_menu == "&Hjälp"
    # a database of its own: its games are listed to choose from (the last game the
    # program remembers is one of its own database)
    assert dialog == "GamesDialog"
    # the program's own database was not made
    assert not (tmp_path / "data" / "MahjongScoreSheet").exists()
