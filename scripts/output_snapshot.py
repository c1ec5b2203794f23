"""Write what the program outputs for a fixed set of games, to compare two versions.

    python scripts/output_snapshot.py --inputs IN OUT

makes the inputs in IN when it is empty (seeded random games: one per classical
rule set and a Ponjan game, as game files; written by the first version run, then
read by the next), and writes into OUT, for every game: ``game show`` as text and
``--json``, ``game export``, the workbook's parts (unzipped, without
``docProps/core.xml``, which holds the time of writing), the window's report HTML,
and the season of all games (text, ``--json``, workbook parts). Compare two OUT
folders with ``diff -r``: a change that should not change behaviour leaves none.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

CLASSICAL = ("swedish", "swedish-quick", "norwegian", "dmjl", "millington", "bmja",
             "bmja-kajongg")


def make_inputs(folder: Path) -> None:
    from bench_game import make_game  # type: ignore[import-not-found]
    from bench_ponjan_game import RULES, boss_win  # type: ignore[import-not-found]

    from scoring.games.game import Game
    from scoring.games.ponjan_game import ponjan_settings
    from scoring.records.gamefile import save
    from scoring.rules.ruleset import load_ruleset

    folder.mkdir(parents=True, exist_ok=True)
    for n, rules in enumerate(CLASSICAL):
        rng = random.Random(100 + n)
        game = make_game(24, load_ruleset(rules), rng)
        game.name = f"Snapshot {rules}"
        save(game, folder / f"{n:02d}-{rules}.json")
    rng = random.Random(7)
    game = Game(ponjan_settings(("A", "B", "C"), RULES), name="Snapshot ponjan")
    game.hands = [boss_win(rng) for _ in range(20)]
    save(game, folder / "99-ponjan.json")


def cli(*args: str, out: Path) -> None:
    run = subprocess.run([sys.executable, "-m", "scoring", *args], capture_output=True,
                         text=True, cwd=ROOT, env={**os.environ, "LC_ALL": "C.UTF-8"})
    text = f"exit {run.returncode}\n--- stdout\n{run.stdout}--- stderr\n{run.stderr}"
    out.write_text(text.replace(str(out.parent), "OUT"), encoding="utf-8")


def unzip(xlsx: Path, folder: Path) -> None:
    with zipfile.ZipFile(xlsx) as z:
        for name in z.namelist():
            if name == "docProps/core.xml":
                continue
            target = folder / name
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(z.read(name))
    xlsx.unlink()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--inputs", type=Path, required=True)
    parser.add_argument("out", type=Path)
    args = parser.parse_args()
    if not args.inputs.exists() or not any(args.inputs.iterdir()):
        make_inputs(args.inputs)
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    db = out / "games.sqlite3"
    if db.exists():
        db.unlink()
    files = sorted(args.inputs.glob("*.json"))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from app.report import game_report_html
    from scoring.records.gamefile import load
    _app = QApplication.instance() or QApplication([])
    for n, file in enumerate(files, 1):
        stem = file.stem
        cli("game", "--db", str(db), "import", str(file), out=out / f"{stem}.import.txt")
        cli("game", "--db", str(db), "show", str(n), out=out / f"{stem}.show.txt")
        cli("game", "--db", str(db), "show", str(n), "--json",
            out=out / f"{stem}.show.json.txt")
        cli("game", "--db", str(db), "export", str(n), str(out / f"{stem}.export.json"),
            out=out / f"{stem}.exported.txt")
        cli("sheet", "--xlsx", str(out / f"{stem}.xlsx"), str(file),
            out=out / f"{stem}.sheet.txt")
        unzip(out / f"{stem}.xlsx", out / f"{stem}.xlsx.d")
        (out / f"{stem}.report.html").write_text(game_report_html(load(file)),
                                                 encoding="utf-8")
    cli("season", "--db", str(db), out=out / "season.txt")
    cli("season", "--db", str(db), "--json", out=out / "season.json.txt")
    cli("season", "--db", str(db), "--xlsx", str(out / "season.xlsx"),
        out=out / "season.xlsx.txt")
    unzip(out / "season.xlsx", out / "season.xlsx.d")
    db.unlink()
    print(f"wrote {sum(1 for _ in out.rglob('*'))} files into {out}")


if __name__ == "__main__":
    main()
