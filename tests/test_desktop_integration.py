"""Desktop integration: the icon, the .desktop entry, the AppStream metainfo (checked
with the validators the Linux distributions use), the licence, the version, and
Help > About."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

import scoring
from app.about import APP_ID, about_text, app_icon, identify

ROOT = Path(__file__).resolve().parent.parent
LINUX = ROOT / "packaging" / "linux"
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"


def tool(name: str, package: str) -> str:
    """The validator ``name``: on Linux it must be there (bash .ci/run installs it); the
    other systems have no such tool, and the test is skipped there."""
    found = shutil.which(name)
    if found is None and not sys.platform.startswith("linux"):
        pytest.skip(f"{name} is a Linux tool (Debian package {package})")
    assert found, f"{name} is missing: install the Debian package {package} (bash .ci/run does)"
    return found


def test_desktop_entry_passes_desktop_file_validate() -> None:
    result = subprocess.run([tool("desktop-file-validate", "desktop-file-utils"),
                             str(DESKTOP)], capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout


def test_metainfo_passes_appstreamcli_validate() -> None:
    result = subprocess.run([tool("appstreamcli", "appstream"), "validate", "--no-net",
                             str(METAINFO)], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    # infos are allowed (an older appstream does not know <developer>), nothing worse
    problems = [line for line in result.stdout.splitlines() if line[:2] in ("E:", "W:")]
    assert not problems


def test_desktop_entry_metainfo_and_program_agree() -> None:
    entry = dict(line.split("=", 1) for line in DESKTOP.read_text().splitlines()
                 if "=" in line)
    assert entry["Exec"] == "mahjong-scoresheet" and entry["Icon"] == APP_ID
    component = ET.parse(METAINFO).getroot()
    assert component.findtext("id") == APP_ID
    assert component.findtext("launchable") == DESKTOP.name
    assert component.findtext("project_license") == "GPL-3.0-or-later"
    assert component.find("releases/release").get("version") == scoring.__version__
    shots = component.findall("screenshots/screenshot/image")
    assert shots and all(s.text.startswith("https://") for s in shots)
    assert shots[0].text.endswith("/docs/screenshot.png")
    assert (ROOT / "docs" / "screenshot.png").is_file()


def test_icon_files_are_drawn_from_the_svg() -> None:
    result = subprocess.run([sys.executable, str(ROOT / "packaging" / "make_icons.py"),
                             "--check"], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    ico = (ROOT / "packaging" / "icons" / "mahjong-scoresheet.ico").read_bytes()
    assert ico[:4] == b"\0\0\1\0" and int.from_bytes(ico[4:6], "little") == 7
    icns = (ROOT / "packaging" / "icons" / "mahjong-scoresheet.icns").read_bytes()
    assert icns[:4] == b"icns" and int.from_bytes(icns[4:8], "big") == len(icns)


def test_licence_file_is_the_gpl_3() -> None:
    text = (ROOT / "LICENSE").read_text()
    assert "GNU GENERAL PUBLIC LICENSE" in text and "Version 3, 29 June 2007" in text
    assert "END OF TERMS AND CONDITIONS" in text


def test_command_line_version(capsys: pytest.CaptureFixture[str]) -> None:
    from scoring.cli.main import main
    with pytest.raises(SystemExit) as exit_:
        main(["--version"])
    assert exit_.value.code == 0
    assert capsys.readouterr().out == f"mahjong-score {scoring.__version__}\n"


def test_program_has_its_icon_version_and_desktop_file_name(qapp: QApplication) -> None:
    identify(qapp)
    assert qapp.applicationVersion() == scoring.__version__
    assert QApplication.desktopFileName() == APP_ID
    icon = QApplication.windowIcon()
    assert not icon.isNull() and {16, 32, 48, 256} <= {s.width() for s in icon.availableSizes()}
    assert not app_icon().pixmap(64, 64).isNull()


def test_about_text_names_version_licence_and_qt() -> None:
    text = about_text()
    assert scoring.__version__ in text
    assert "GNU General Public License, version 3 or (at your option) any later" in text
    assert "PySide6" in text and "Lesser General Public License" in text


def test_help_about_shows_the_about_box(window: Any, qtbot: Any) -> None:
    """Help > About, as a person opens it: the menu, the item, the box, Close."""
    help_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Help")
    item = next(a for a in help_menu.actions() if a.text() == "&About Mahjong Score Sheet")
    seen: list[str] = []

    def read_and_close() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            seen.append(box.windowTitle() + "\n" + box.text())
            qtbot.mouseClick(box.button(QMessageBox.StandardButton.Close),
                             Qt.MouseButton.LeftButton)
        elif box is not None:  # not the About box: close it so the test cannot hang
            box.close()

    QTimer.singleShot(0, read_and_close)
    item.trigger()
    assert seen and seen[0].startswith("About Mahjong Score Sheet\n")
    assert scoring.__version__ in seen[0] and "GNU General Public" in seen[0]
    assert any(a.text() == "About &Qt" for a in help_menu.actions())


#: how the AppStream description names each rule set that ships
RULE_SET_NAMES = {"swedish": "Swedish", "swedish-quick": "Swedish quick scoring",
                  "norwegian": "Norwegian", "millington": "Millington",
                  "dmjl": "German league", "bmja": "British BMJA rules as the BMJA publishes",
                  "bmja-kajongg": "as KDE Kajongg reads them", "ponjan": "Ponjan"}
NUMBERS = {5: "Five", 6: "Six", 7: "Seven", 8: "Eight"}


def test_metainfo_names_every_rule_set_that_ships() -> None:
    classical, ponjan = scoring.builtin_ids(), scoring.builtin_ids("ponjan")
    assert set(RULE_SET_NAMES) == {*classical, *ponjan}, "name the new rule set below"
    text = " ".join(ET.parse(METAINFO).getroot().find("description").itertext())
    text = " ".join(text.split())
    assert f"{NUMBERS[len(classical)]} rule sets of classical mahjong" in text
    for ruleset, name in RULE_SET_NAMES.items():
        assert name in text, ruleset


def test_metainfo_declares_the_programs_every_install_ships() -> None:
    """The wheel's commands (pyproject.toml) and the one-folder app's programs (the
    PyInstaller spec) are the binaries the metainfo provides."""
    import tomllib
    declared = {b.text for b in ET.parse(METAINFO).getroot().findall("provides/binary")}
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert declared == {*project["scripts"], *project["gui-scripts"]}
    spec = (ROOT / "packaging" / "mahjong-scoresheet.spec").read_text()
    names = dict(re.findall(r'^(\w*NAME) = "([^"]+)"', spec, re.MULTILINE))
    built = {names[n] for n in re.findall(r"^\w+ = EXE\(.*?\bname=(\w+),", spec,
                                          re.MULTILINE | re.DOTALL)}
    assert declared == built


def installed_files(data: Path) -> list[str]:
    return sorted(p.relative_to(data).as_posix() + ("/" if p.is_dir() else "")
                  for p in data.rglob("*"))


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux archive's script")
def test_install_desktop_entry_adds_and_removes_leaving_nothing(tmp_path: Path) -> None:
    """The script of the Linux archive, in an unpacked app (its share/ as build.py
    makes it): it adds the entry, the icons and the metainfo; --remove takes them out
    again and leaves no empty folder, and what was there before untouched."""
    import importlib.util
    spec = importlib.util.spec_from_file_location("bundle_build",
                                                  ROOT / "packaging" / "build.py")
    assert spec is not None and spec.loader is not None
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    app_folder = tmp_path / "mahjong-scoresheet-0"
    app_folder.mkdir()
    build.add_linux_desktop_files(app_folder)
    data = tmp_path / "data"
    (data / "icons" / "hicolor" / "48x48" / "apps").mkdir(parents=True)
    (data / "icons" / "hicolor" / "48x48" / "apps" / "other.png").write_bytes(b"png")
    (data / "applications").mkdir()
    (data / "applications" / "other.desktop").write_text("[Desktop Entry]\n")
    before = installed_files(data)
    env = dict(os.environ, XDG_DATA_HOME=str(data))
    script = str(app_folder / "install-desktop-entry.sh")
    added = subprocess.run([script], env=env, capture_output=True, text=True)
    assert added.returncode == 0, added.stderr
    files = installed_files(data)
    assert f"applications/{APP_ID}.desktop" in files
    assert f"metainfo/{APP_ID}.metainfo.xml" in files
    assert f"icons/hicolor/scalable/apps/{APP_ID}.svg" in files
    assert f"icons/hicolor/256x256/apps/{APP_ID}.png" in files
    entry = (data / "applications" / f"{APP_ID}.desktop").read_text()
    assert f'Exec="{app_folder}/mahjong-scoresheet"' in entry
    removed = subprocess.run([script, "--remove"], env=env, capture_output=True, text=True)
    assert removed.returncode == 0, removed.stderr
    # (update-desktop-database keeps a cache of the entries that are left)
    assert [f for f in installed_files(data) if not f.endswith("/mimeinfo.cache")] == before
    # into an empty data folder and out again: nothing left at all
    for path in sorted(data.rglob("*"), reverse=True):
        path.rmdir() if path.is_dir() else path.unlink()
    subprocess.run([script], env=env, check=True, capture_output=True)
    subprocess.run([script, "--remove"], env=env, check=True, capture_output=True)
    assert installed_files(data) == []
