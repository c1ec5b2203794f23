"""The version of the program for the build: read from scoring/__init__.py (without
importing it), and the Windows version resource of the built program."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def read_version() -> str:
    tree = ast.parse((ROOT / "scoring" / "__init__.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if (isinstance(node, ast.Assign) and len(node.targets) == 1
                and isinstance(node.targets[0], ast.Name)
                and node.targets[0].id == "__version__"
                and isinstance(node.value, ast.Constant)):
            return str(node.value.value)
    raise SystemExit("scoring/__init__.py has no __version__")


VERSION = read_version()


def windows_version_file(folder: Path = ROOT / "build", program: str = "mahjong-scoresheet",
                         description: str = "Mahjong Score Sheet") -> str:
    """Write PyInstaller's version resource file for Windows of ``program`` (the window
    program, or the command line ``mahjong-score``); return its path."""
    numbers = [int(part) for part in VERSION.split(".")[:4] if part.isdigit()]
    four = tuple((numbers + [0, 0, 0, 0])[:4])
    strings = {
        "CompanyName": "The Mahjong Score Sheet developers",
        "FileDescription": description,
        "FileVersion": VERSION,
        "InternalName": program,
        "LegalCopyright": "GPL-3.0-or-later",
        "OriginalFilename": f"{program}.exe",
        "ProductName": "Mahjong Score Sheet",
        "ProductVersion": VERSION,
    }
    entries = ",\n          ".join(f"StringStruct({k!r}, {v!r})" for k, v in strings.items())
    text = f"""VSVersionInfo(
  ffi=FixedFileInfo(filevers={four}, prodvers={four}, mask=0x3f, flags=0x0, OS=0x40004,
                    fileType=0x1, subtype=0x0, date=(0, 0)),
  kids=[
    StringFileInfo([StringTable('040904B0', [
          {entries}])]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])])
  ]
)
"""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"windows-version-info-{program}.txt"
    path.write_text(text, encoding="utf-8")
    return str(path)
