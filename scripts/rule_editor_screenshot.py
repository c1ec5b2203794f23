"""The picture of the rule editor for the README (docs/rule-editor.png), at 1280x720:
a 24-hand Norwegian game (generated as benchmarks/bench_game.py makes one), its rules
open in the main window and in Game > Rule editor, a pung's points changed from 2 to 4,
the What if panel on the first hand that scores differently.

    .venv/bin/python scripts/rule_editor_screenshot.py [OUT.png]

Offscreen unless QT_QPA_PLATFORM says otherwise; English.
"""

from __future__ import annotations

import os
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main() -> None:
    sys.path[:0] = [str(ROOT), str(ROOT / "benchmarks"), str(ROOT / "scripts")]
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    import tempfile

    import window_setup
    from bench_game import make_game

    from app.rule_editor import open_rule_editor
    from app.rule_editor_model import VALUE
    from scoring.records.storage import Store
    from scoring.rules.ruleset import load_ruleset

    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "rule-editor.png"
    app = window_setup.application()
    with tempfile.TemporaryDirectory() as folder, \
            Store(Path(folder) / "games.sqlite3") as store:
        game = make_game(24, load_ruleset("norwegian"), random.Random(7))
        game.name = "Friday"
        window = window_setup.open_window(store, store.create_game(game), 1280, 720)
        editor = open_rule_editor(window)  # as Game > Rule editor opens it
        editor.resize(1280, 720)
        app.processEvents()
        model = editor.model
        assert model is not None
        row = model.find("rule", "exposed-pung-simple")
        value = model.index(row.row(), VALUE, row.parent())
        assert model.try_text(value, "4") == ""
        editor.what_if.update_now()
        editor.view.setCurrentIndex(value)
        editor.what_if.hands.setCurrentRow(0)
        app.processEvents()
        if not editor.grab().save(str(out)):
            raise SystemExit(f"cannot write {out}")
    print(out)


if __name__ == "__main__":
    main()
