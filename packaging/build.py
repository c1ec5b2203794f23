"""Build the standalone Mahjong Score Sheet for the platform this runs on.

    pip install -e '.[build]'
    python packaging/build.py

leaves a one-folder app in ``dist/mahjong-scoresheet/`` (the program
``dist/mahjong-scoresheet/mahjong-scoresheet`` and beside it the command line
``mahjong-score``, ``.exe`` on Windows; on macOS also
``dist/Mahjong Score Sheet.app``), and on Linux an archive
``dist/mahjong-scoresheet-<version>-linux-<machine>.tar.xz`` with the desktop entry,
the AppStream file, the icons and ``install-desktop-entry.sh`` inside. It prints the
time taken and the sizes. ``packaging/check_build.py`` builds and then tries the
result.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

from version_info import VERSION  # noqa: E402

NAME = "mahjong-scoresheet"
CLI_NAME = "mahjong-score"
APP_ID = "io.github.mahjongscoresheet.MahjongScoreSheet"
DIST = ROOT / "dist"
BUNDLE = DIST / NAME


def compile_translations() -> None:
    """The .qm files the bundle carries, compiled now from the .ts sources."""
    sys.path.insert(0, str(ROOT / "scripts"))
    from update_translations import qt_tool
    for ts in sorted((ROOT / "resources" / "translations").glob("*.ts")):
        subprocess.run([qt_tool("lrelease"), "-silent", str(ts), "-qm",
                        str(ts.with_suffix(".qm"))], check=True)


def folder_size(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def add_linux_desktop_files(bundle: Path) -> None:
    """The desktop entry, AppStream file and icons beside the program, and the script
    that adds the program to the user's application menu."""
    share = bundle / "share"
    (share / "applications").mkdir(parents=True, exist_ok=True)
    (share / "metainfo").mkdir(parents=True, exist_ok=True)
    shutil.copy2(HERE / "linux" / f"{APP_ID}.desktop", share / "applications")
    shutil.copy2(HERE / "linux" / f"{APP_ID}.metainfo.xml", share / "metainfo")
    for png in (ROOT / "resources" / "icons").glob(f"{NAME}-*.png"):
        size = png.stem.rsplit("-", 1)[1]
        target = share / "icons" / "hicolor" / f"{size}x{size}" / "apps"
        target.mkdir(parents=True, exist_ok=True)
        shutil.copy2(png, target / f"{APP_ID}.png")
    scalable = share / "icons" / "hicolor" / "scalable" / "apps"
    scalable.mkdir(parents=True, exist_ok=True)
    shutil.copy2(ROOT / "resources" / "icons" / f"{NAME}.svg", scalable / f"{APP_ID}.svg")
    script = bundle / "install-desktop-entry.sh"
    shutil.copy2(HERE / "linux" / "install-desktop-entry.sh", script)
    script.chmod(0o755)


def archive(bundle: Path) -> Path:
    machine = platform.machine().lower() or "unknown"
    path = DIST / f"{NAME}-{VERSION}-linux-{machine}.tar.xz"
    with tarfile.open(path, "w:xz", preset=9) as tar:
        tar.add(bundle, arcname=f"{NAME}-{VERSION}")
    return path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--no-archive", action="store_true",
                        help="leave out the Linux archive (faster)")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    compile_translations()
    if BUNDLE.exists():
        shutil.rmtree(BUNDLE)
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean",
                    "--log-level", "WARN", "--distpath", str(DIST),
                    "--workpath", str(ROOT / "build" / "pyinstaller"),
                    str(HERE / f"{NAME}.spec")], check=True, cwd=ROOT)
    built = time.perf_counter() - start
    linux = sys.platform.startswith("linux")
    if linux:
        add_linux_desktop_files(BUNDLE)
    suffix = ".exe" if os.name == "nt" else ""
    program = BUNDLE / (NAME + suffix)
    for made in (program, BUNDLE / (CLI_NAME + suffix)):
        if not made.is_file():
            raise SystemExit(f"PyInstaller left no {made}")
    print(f"built {program.relative_to(ROOT)} in {built:.0f} s; "
          f"{folder_size(BUNDLE) / 1e6:.0f} MB unpacked")
    if linux and not args.no_archive:
        packed_start = time.perf_counter()
        path = archive(BUNDLE)
        print(f"archive {path.relative_to(ROOT)}: {path.stat().st_size / 1e6:.1f} MB "
              f"in {time.perf_counter() - packed_start:.0f} s")
    print(f"total {time.perf_counter() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
