"""A plain build from a clean copy of the sources gives complete packages: the sdist
carries the translation sources and everything its tests need, the wheel carries
everything the program needs (rule files, tile pictures, icons, the compiled
translations) and nothing else, the builds print no setuptools warnings, and the
installed program finds its files from the installed package, not the checkout.
Nothing here skips: a missing piece fails."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
LANGS = ("sv", "nb", "cs")


#: what the sdist's tests need besides the test files
TEST_SUPPORT = {"tests/conftest.py", "tests/gui_person.py", "tests/hostile.py",
                "tests/message_boxes.py", "tests/workbook_calc.py", "tests/data/README.md",
                "tests/data/games-before-corrections.sqlite3", "tests/data/game-v1.json",
                "start"}
#: left out of a copy of an unpacked sdist, as git leaves them out of a clone
NOT_SOURCES = re.compile(r"(^|/)(\.venv|build|dist|__pycache__|\.pytest_cache|"
                         r"\.hypothesis|[^/]*\.egg-info)(/|$)|\.qm$")


def sources() -> list[str]:
    """The project's files: those git tracks (plus new ones not ignored) in a checkout,
    the files of the unpacked sdist otherwise."""
    if (ROOT / ".git").exists():
        listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others",
                                 "--exclude-standard"], cwd=ROOT, capture_output=True,
                                check=True).stdout.decode().split("\0")
        return list(filter(None, listed))
    return [p.relative_to(ROOT).as_posix() for p in ROOT.rglob("*")
            if p.is_file() and not NOT_SOURCES.search(p.relative_to(ROOT).as_posix())]


def build_environment() -> dict[str, str]:
    """This environment, but one that lets setuptools byte-compile (a
    PYTHONDONTWRITEBYTECODE in the environment makes it warn that it skips that)."""
    return {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def warnings_in(output: str) -> list[str]:
    return [line for line in output.splitlines()
            if re.search(r"warning|deprecat|InformationOnly|be careful", line, re.IGNORECASE)]


def clean_copy(target: Path) -> Path:
    """The project's files as a fresh clone has them: no compiled translations, no
    venv, no build folders."""
    for name in sources():
        source = ROOT / name
        if source.is_file():
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target / name)
    assert not list(target.rglob("*.qm"))
    return target


BUILD_OUTPUT: list[str] = []


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """(sdist, wheel) of ``python -m build`` (the wheel built from the sdist) on a clean
    copy, in this environment (no network needed: --no-isolation)."""
    source = clean_copy(tmp_path_factory.mktemp("clone"))
    dist = tmp_path_factory.mktemp("dist")
    result = subprocess.run([sys.executable, "-m", "build", "--no-isolation", "--outdir",
                             str(dist), str(source)], capture_output=True, text=True,
                            env=build_environment())
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    BUILD_OUTPUT.append(result.stdout + result.stderr)
    return next(dist.glob("*.tar.gz")), next(dist.glob("*.whl"))


def test_build_prints_no_setuptools_warnings(built: tuple[Path, Path]) -> None:
    """No "Package would be ignored", no "no files found matching"."""
    assert "Successfully built" in BUILD_OUTPUT[0]
    assert warnings_in(BUILD_OUTPUT[0]) == []


def test_sdist_carries_the_translation_sources_and_desktop_files(
        built: tuple[Path, Path]) -> None:
    with tarfile.open(built[0]) as sdist:
        names = {n.split("/", 1)[1] for n in sdist.getnames() if "/" in n}
    assert {f"resources/translations/mahjong_{lang}.ts" for lang in LANGS} <= names
    assert {"setup.py", "LICENSE", "resources/icons/mahjong-scoresheet.svg",
            "packaging/make_icons.py",
            "packaging/linux/io.github.mahjongscoresheet.MahjongScoreSheet.desktop",
            "packaging/linux/io.github.mahjongscoresheet.MahjongScoreSheet.metainfo.xml",
            } <= names
    assert not [n for n in names if n.endswith(".qm")]
    assert names >= TEST_SUPPORT
    assert {p.relative_to(ROOT).as_posix() for p in (ROOT / "tests").glob("test_*.py")
            } <= names


def test_wheel_carries_translations_icons_tiles_rules(built: tuple[Path, Path]) -> None:
    names = set(zipfile.ZipFile(built[1]).namelist())
    # the compiled translations and nothing else of that folder: no sources, no notes
    assert {n for n in names if n.startswith("app/resources/translations/")} == {
        f"app/resources/translations/mahjong_{lang}.qm" for lang in LANGS}
    assert {n.rsplit("/", 1)[0] for n in names if n.startswith("app/resources/")} == {
        "app/resources", "app/resources/tiles", "app/resources/icons",
        "app/resources/translations"}
    assert not [n for n in names if n.startswith("app/resources/") and n.endswith(".py")
                and n != "app/resources/__init__.py"]
    assert sum(n.startswith("app/resources/tiles/") and n.endswith(".svg")
               for n in names) == 67  # classical 54, Ponjan 12, the back
    assert {f"app/resources/translations/mahjong_{lang}.qm" for lang in LANGS} <= names
    assert {"app/resources/icons/mahjong-scoresheet.svg",
            "app/resources/icons/mahjong-scoresheet-256.png",
            "scoring/rulesets/dmjl.toml"} <= names
    assert any(n.endswith(".dist-info/licenses/LICENSE") for n in names)


@pytest.fixture(scope="module")
def installed(built: tuple[Path, Path], tmp_path_factory: pytest.TempPathFactory) -> Path:
    target = tmp_path_factory.mktemp("site")
    subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--target",
                    str(target), str(built[1])], check=True, capture_output=True)
    return target


def test_installed_program_finds_its_files_and_speaks_swedish(
        installed: Path, tmp_path: Path) -> None:
    code = """
import app, scoring
from app.tile_art import tile_pixmap
from app.main import install_translators
from app.about import app_icon
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication
qapp = QApplication([])
assert tile_pixmap("5p", 40).width() > 0
assert not app_icon().isNull()
for lang in ("sv", "nb", "cs"):
    translators = install_translators(qapp, lang)
    assert any(t.language() for t in translators), lang
    print(QCoreApplication.translate("MainWindow", "&Help"))
    for t in translators:
        qapp.removeTranslator(t)
print(app.RESOURCES)
print(scoring.load_ruleset("swedish").name)
"""
    env = dict(os.environ, PYTHONPATH=str(installed), QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=env,
                         capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    sv, nb, cs, resources, name = out.stdout.split("\n")[:5]
    assert (sv, nb, cs) == ("&Hjälp", "&Hjelp", "Nápově&da")
    assert Path(resources) == installed / "app" / "resources"
    assert name == "Swedish (source 003)"


def test_installed_command_line_says_its_version(installed: Path, tmp_path: Path) -> None:
    import scoring
    env = dict(os.environ, PYTHONPATH=str(installed))
    out = subprocess.run([sys.executable, "-m", "scoring", "--version"], cwd=tmp_path,
                         env=env, capture_output=True, text=True, check=True)
    assert out.stdout == f"mahjong-score {scoring.__version__}\n"
    metadata = subprocess.run(
        [sys.executable, "-c", "import importlib.metadata as m; "
         "print(m.version('mahjong-scoresheet'))"],
        cwd=tmp_path, env=env, capture_output=True, text=True, check=True)
    assert metadata.stdout.strip() == scoring.__version__


def test_pytest_runs_in_the_unpacked_sdist(built: tuple[Path, Path],
                                           tmp_path: Path) -> None:
    """The unpacked sdist set up as its README says (pip install -e, here its build
    hook, so no network is needed) prints no setuptools warnings and compiles the
    translations; every test module there imports (its helpers and data are there),
    and the tests of the data files, the translations and the start script pass."""
    with tarfile.open(built[0]) as sdist:
        sdist.extractall(tmp_path, filter="data")
    unpacked = next(tmp_path.iterdir())
    hook = subprocess.run(
        [sys.executable, "-c", "import sys\nfrom setuptools import build_meta\n"
         "build_meta.build_editable(sys.argv[1])", str(tmp_path / "editable")],
        cwd=unpacked, capture_output=True, text=True, env=build_environment())
    assert hook.returncode == 0, hook.stderr[-3000:]
    # (pip prints what goes to stderr: setuptools' notices and warnings)
    assert hook.stderr == "" and warnings_in(hook.stdout) == []
    assert {p.name for p in (unpacked / "resources" / "translations").glob("*.qm")} == {
        f"mahjong_{lang}.qm" for lang in LANGS}
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    collect = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q",
                              "-p", "no:cacheprovider"], cwd=unpacked, env=env,
                             capture_output=True, text=True, timeout=600)
    assert collect.returncode == 0, collect.stdout[-3000:]
    assert " tests collected" in collect.stdout
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                          "tests/test_kept_hands.py", "tests/test_translations.py",
                          "tests/test_start_script.py"], cwd=unpacked, env=env,
                         capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stdout[-3000:]
