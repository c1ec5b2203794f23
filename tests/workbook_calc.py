"""Calculating written workbooks in the tests, as a spreadsheet program would: with
LibreOffice headless (when it is installed) or with the ``formulas`` package; and
reading the values back. Shared by the tests of the game, Ponjan and season
workbooks."""

from __future__ import annotations

import contextlib
import shutil
import subprocess
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import pytest
from openpyxl import load_workbook

from scoring.games.game import Game
from scoring.records.workbook import write_workbook

SOFFICE = shutil.which("soffice") or shutil.which("libreoffice")
needs_soffice = pytest.mark.skipif(SOFFICE is None, reason="LibreOffice is not installed")

#: a cell's value by sheet name, row and column (1-based)
Getter = Callable[[str, int, int], Any]


def recalculate(paths: list[Path], outdir: Path, profile: Path) -> list[Path]:
    """Open ``paths`` in LibreOffice headless and save them again: every formula is
    calculated and its value cached in the new file (read with data_only=True)."""
    assert SOFFICE is not None
    outdir.mkdir(parents=True, exist_ok=True)
    subprocess.run([SOFFICE, f"-env:UserInstallation={profile.as_uri()}", "--headless",
                    "--convert-to", "xlsx", "--outdir", str(outdir), *map(str, paths)],
                   check=True, capture_output=True, timeout=300)
    out = [outdir / p.name for p in paths]
    assert all(p.exists() for p in out), "LibreOffice wrote no file"
    return out


def recalculate_one(path: Path, outdir: Path) -> Path:
    """:func:`recalculate` for one file, LibreOffice's profile in ``outdir``."""
    (out,) = recalculate([path], outdir, outdir / "profile")
    return out


def cell_values(wb: Any) -> Getter:
    """The cells of the openpyxl workbook ``wb`` as they are stored (the formulas, or
    the values LibreOffice cached when loaded with data_only=True)."""
    def get(sheet: str, row: int, col: int) -> Any:
        return wb[sheet].cell(row=row, column=col).value
    return get


def libreoffice_values(path: Path, tmp: Path) -> Getter:
    """The values of the workbook ``path`` recalculated by LibreOffice (in ``tmp``)."""
    return cell_values(load_workbook(recalculate_one(path, tmp / "out"), data_only=True))


def formulas_values(path: Path) -> Getter:
    """Calculate the workbook with the ``formulas`` package."""
    formulas = pytest.importorskip("formulas")
    solution = formulas.ExcelModel().loads(str(path)).finish().calculate()
    values: dict[tuple[str, str], Any] = {}
    for key, item in solution.items():
        ref = str(key)
        if "!" not in ref or ":" in ref.split("!")[1]:
            continue
        sheet, cell = ref.rsplit("!", 1)
        sheet = sheet.strip("'").split("]", 1)[1]
        value = getattr(item, "value", item)
        with contextlib.suppress(TypeError, IndexError):
            value = value[0][0]
        if isinstance(value, float) and value.is_integer():
            value = int(value)
        values[(sheet.upper(), cell.upper())] = value
    raw = load_workbook(path)

    def get(sheet: str, row: int, col: int) -> Any:
        cell = raw[sheet].cell(row=row, column=col)
        return values.get((sheet.upper(), cell.coordinate), cell.value)
    return get


def write_games(games: Mapping[str, Callable[[], Game]],
                tmp: Path) -> dict[str, tuple[Game, Path]]:
    """Each game of ``games`` made and written to ``tmp/<name>.xlsx``."""
    out = {}
    for name, make in games.items():
        game = make()
        path = tmp / f"{name}.xlsx"
        write_workbook(game, path)
        out[name] = (game, path)
    return out


def recalculate_games(written: Mapping[str, tuple[Game, Path]],
                      tmp: Path) -> dict[str, Path]:
    """The workbooks of ``written`` recalculated by LibreOffice in one run, by name
    (the test is skipped where LibreOffice is not installed)."""
    if SOFFICE is None:
        pytest.skip("LibreOffice is not installed")
    names = list(written)
    out = recalculate([written[k][1] for k in names], tmp / "out", tmp / "profile")
    return dict(zip(names, out, strict=True))


def edited_copy(path: Path, tmp: Path, edit: Callable[[Path, Path], None]) -> Path:
    """A copy of the workbook ``path`` changed by ``edit(path, copy)``."""
    edited = tmp / "edited.xlsx"
    edit(path, edited)
    return edited
