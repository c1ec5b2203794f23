"""The wheel carries everything the program needs: the rule files, the tile pictures
and the compiled translations, found from the installed package (not the checkout)."""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    if not list((ROOT / "resources" / "translations").glob("*.qm")):
        pytest.skip("translations not compiled (pyside6-lrelease, see the README)")
    dist = tmp_path_factory.mktemp("dist")
    subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", str(ROOT),
                    "-w", str(dist)], check=True, capture_output=True)
    wheel = next(dist.glob("*.whl"))
    names = zipfile.ZipFile(wheel).namelist()
    assert sum(n.startswith("app/resources/tiles/") and n.endswith(".svg")
               for n in names) == 55
    assert {"app/resources/translations/mahjong_sv.qm", "scoring/rulesets/dmjl.toml"} \
        <= set(names)
    target = tmp_path_factory.mktemp("site")
    subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--target",
                    str(target), str(wheel)], check=True, capture_output=True)
    return target


def test_installed_program_finds_its_files(installed: Path, tmp_path: Path) -> None:
    code = """
import app, scoring
from app.tile_art import tile_pixmap
from PySide6.QtGui import QGuiApplication
qapp = QGuiApplication([])
assert tile_pixmap("5p", 40).width() > 0
print(app.RESOURCES)
print(scoring.load_ruleset("swedish").name)
"""
    env = dict(os.environ, PYTHONPATH=str(installed), QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=env,
                         capture_output=True, text=True, check=True)
    resources, name = out.stdout.split("\n")[:2]
    assert Path(resources) == installed / "app" / "resources"
    assert name == "Swedish (source 003)"
