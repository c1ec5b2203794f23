"""Screenshots of hand entry, step by step, at laptop screen sizes, for a person to look
at (not part of the test suite).

    .venv/bin/python scripts/screenshots.py [OUT_DIR]

Writes OUT_DIR/<size>/NN-step.png (default OUT_DIR: screenshots/) for 1280x720,
1366x768, 1920x1080 and 1920x1080 at 150% scaling (QT_SCALE_FACTOR=1.5, 1280x720
logical), in English (the steps find widgets by their English names). Each size runs
in a process of its own (the scale factor is read at start), offscreen unless
QT_QPA_PLATFORM says otherwise. The window is driven the way the flow
tests drive it: clicks and keys on widgets found by accessible name or text.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: (folder name, logical width, logical height, scale factor)
SIZES = (("1280x720", 1280, 720, "1"), ("1366x768", 1366, 768, "1"),
         ("1920x1080", 1920, 1080, "1"), ("1920x1080-150pct", 1280, 720, "1.5"))


def run_one(out: Path, width: int, height: int) -> None:
    """Play the steps in this process and save a picture after each."""
    sys.path.insert(0, str(ROOT))
    from scripts import window_setup
    app = window_setup.application()
    from gui_person import CTRL, Person
    from PySide6.QtCore import Qt
    from test_gui_flow import correct_hand_3, enter_typical_hand, play_eight_hands

    from scoring.records.storage import Store

    out.mkdir(parents=True, exist_ok=True)
    store = Store(Path(tempfile.mkdtemp()) / "games.sqlite3")
    gid = window_setup.classical_game(store, ("Anna", "Bjørn", "Cecilie", "Dag"),
                                      name="Friday club")
    win = window_setup.open_window(store, gid, width, height)
    count = 0

    def shot(name: str) -> None:
        nonlocal count
        count += 1
        app.processEvents()
        win.grab().save(str(out / f"{count:02d}-{name}.png"))

    person = Person(win)
    shot("empty")
    person.mode("Anna", "Chow")
    person.tile("1 Characters")
    person.tile("4 Dots")
    person.mode("Anna", "Pung")
    person.mode("Anna", "Exposed")
    shot("exposed-pung-mode")
    person.tile("7 Bamboo")
    person.tile("Red Dragon")
    person.mode("Anna", "Pair")
    person.tile("5 Dots")
    person.tile("Plum")
    shot("complete-hand-winner-suggested")
    person.accept_suggestion()
    shot("winner-accepted-tile-missing")
    person.winning_tile("Anna", "5p")
    shot("winning-tile-chosen")
    person.type_hand("Bjørn", "16")
    person.type_hand("Cecilie", "24")
    person.type_hand("Dag", "32")
    shot("typed-scores")
    person.record()
    shot("hand-1-recorded")
    person.key(Qt.Key.Key_Z, CTRL, win)  # undo: the game below starts from scratch
    enter_typical_hand(person)
    person.record()
    person.key(Qt.Key.Key_Z, CTRL, win)
    shot("after-undo")
    play_eight_hands(person)
    shot("eight-hands")
    view = person.sheet()
    rect = view.visualRect(view.model().index(2, 0))
    person.double_click(view.viewport(), rect.center())
    shot("editing-hand-3")
    person.click(person.button("Cancel"))
    correct_hand_3(person)
    shot("hand-3-corrected")
    win.tabs.setCurrentIndex(1)
    shot("chart")
    win.close()
    store.close()
    print(f"{out}: {count} pictures, picker tiles {win.entry.tile_height()} px high")


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "--one":
        _, _, out, width, height = sys.argv
        run_one(Path(out), int(width), int(height))
        return
    import argparse
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out_dir", nargs="?", type=Path, default=ROOT / "screenshots",
                        help="where the pictures go (default: screenshots/)")
    base = parser.parse_args().out_dir
    for name, width, height, scale in SIZES:
        env = dict(os.environ, QT_SCALE_FACTOR=scale,
                   QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
        subprocess.run([sys.executable, __file__, "--one", str(base / name), str(width),
                        str(height)], env=env, check=True)


if __name__ == "__main__":
    main()
