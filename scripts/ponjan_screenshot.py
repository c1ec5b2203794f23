"""The picture of a Ponjan game in the window (docs/screenshot-ponjan.png).

    .venv/bin/python scripts/ponjan_screenshot.py [OUT.png]

Records the first four hands of the worked example E19 (``ponjan.md`` §8) with the
command line into a database of its own, opens it in the window at 1366x768
(offscreen unless QT_QPA_PLATFORM says otherwise) and saves the window's picture.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HANDS = [
    ["--winner", "Ann", "--win", "0b", "--from", "wall", "Ann=000r 111k 000b"],
    ["--winner", "Bo", "--win", "0b", "--from", "discard", "--discarder", "Ann",
     "Bo=000r 111k 000b"],
    ["--winner", "none", "--tenpai", "Bo"],
    ["--winner", "Cia", "--win", "1d", "--from", "wall", "--flag", "reach",
     "Cia=(000d) 111d 000k"],
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", nargs="?", type=Path,
                        default=ROOT / "docs" / "screenshot-ponjan.png")
    out = parser.parse_args().out
    sys.path.insert(0, str(ROOT))
    from scripts import window_setup
    window_setup.application()
    from scoring.cli.main import main as cli
    from scoring.records.storage import Store
    with tempfile.TemporaryDirectory() as tmp:
        db = str(Path(tmp) / "games.sqlite3")
        assert cli(["game", "--db", db, "new", "--rules", "ponjan", "--players",
                    "Ann,Bo,Cia", "--name", "Friday Ponjan"]) == 0
        for hand in HANDS:
            assert cli(["game", "--db", db, "record", "1", *hand]) == 0
        store = Store(db)
        window = window_setup.open_window(store, 1)
        window.grab().save(str(out))
        store.close()
    print(f"{out} written")


if __name__ == "__main__":
    main()
