"""The storage promise: a hand reported as recorded survives the program being killed.

A child process records hands in a loop and prints ``recorded N`` after each call to
``Store.record_hand`` returns. The parent kills it with SIGKILL at random moments, many
times over, and after every kill opens the database: every hand the child reported is
there with the right content, the database passes its integrity check and opens
cleanly, and the next child can go on recording.
"""

from __future__ import annotations

import inspect
import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from scoring.games.game import Entry, Game, GameSettings, HandRecord
from scoring.records.storage import Store
from scoring.rules.ruleset import load_ruleset

ROOT = Path(__file__).resolve().parent.parent
RUNS = 40

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")


def record_for(i: int) -> HandRecord:
    """Hand number i + 1 of the test game: typed scores; Anna (East) wins or it is a
    draw, so that she keeps the deal and the game never ends."""
    scores = (30 + i % 50, i % 7, i % 11, i % 13)
    return HandRecord(tuple(Entry(score=s) for s in scores), None if i % 3 == 0 else 0,
                      note=f"hand {i + 1}")


CHILD = f"""
import sys
from scoring.games.game import Entry, HandRecord
from scoring.records.storage import Store

{inspect.getsource(record_for)}

db, game_id = sys.argv[1], int(sys.argv[2])
with Store(db) as store:
    n = len(store.load_game(game_id).hands)
    print("ready", n, flush=True)
    while True:
        store.record_hand(game_id, record_for(n))
        n += 1
        print(f"recorded {{n}}", flush=True)
"""


def check_database(db: Path, game_id: int, reported: int, context: str) -> int:
    """Open the database as the program does; return the number of hands in it."""
    conn = sqlite3.connect(db)
    assert conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)], context
    conn.close()
    with Store(db) as store:
        hands = store.load_game(game_id).hands
        assert len(hands) >= reported, f"{context}: reported {reported}, found {len(hands)}"
        for i, hand in enumerate(hands):
            assert hand == record_for(i), f"{context}: hand {i + 1} differs"
        return len(hands)


def test_recorded_hands_survive_sigkill(tmp_path: Path) -> None:
    (tmp_path / "child.py").write_text(CHILD, encoding="utf-8")
    db = tmp_path / "games.sqlite"
    with Store(db) as store:
        game = Game(GameSettings.for_ruleset(("Anna", "Bo", "Cia", "Dan"),
                                             load_ruleset("norwegian")))
        game_id = store.create_game(game)

    seed = int(time.time())
    rng = random.Random(seed)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    reported = 0  # the most hands any child said were recorded
    in_db = 0
    killed_while_recording = 0
    for run in range(RUNS):
        context = f"run {run} (seed {seed})"
        proc = subprocess.Popen([sys.executable, str(tmp_path / "child.py"), str(db),
                                 str(game_id)], cwd=tmp_path, env=env, text=True,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        assert proc.stdout is not None
        if run % 5 == 0:  # anywhere: starting up, opening the database, recording
            time.sleep(rng.uniform(0, 0.3))
            early = ""
        else:  # while recording: once the first hand is in (a loaded machine may
            # take longer than the pause below to get there), at a random moment
            early = proc.stdout.readline()
            if not early.startswith("ready"):
                proc.kill()
                pytest.fail(f"{context}: the child did not start: {proc.communicate()[1]}")
            first = proc.stdout.readline()
            if not first.startswith("recorded"):
                proc.kill()
                pytest.fail(f"{context}: the child recorded nothing: "
                            f"{proc.communicate()[1]}")
            early += first
            time.sleep(rng.uniform(0.0, 0.12))
        proc.send_signal(signal.SIGKILL)
        # Read the rest through the same buffered pipe that gave the first line: the
        # line after it may already sit in that buffer (a loaded machine reads late),
        # and communicate() reads the raw pipe, so it would never see that line.
        out = proc.stdout.read()
        assert proc.stderr is not None
        err = proc.stderr.read()
        proc.wait(timeout=30)
        assert proc.returncode == -signal.SIGKILL, f"{context}: the child failed: {err}"
        # only whole lines count: the kill may cut the last one short
        lines = (early + out).split("\n")[:-1]
        counts = [int(line.split()[1]) for line in lines if line.startswith("recorded ")]
        if counts:
            killed_while_recording += 1
            assert counts == list(range(counts[0], counts[-1] + 1)), context
            assert counts[0] == in_db + 1, context
            reported = max(reported, counts[-1])
        in_db = check_database(db, game_id, reported, context)

    assert killed_while_recording >= RUNS // 2, f"seed {seed}"
    assert reported > RUNS, f"only {reported} hands recorded (seed {seed})"
    # the database opens cleanly and takes the next hand
    with Store(db) as store:
        result = store.record_hand(game_id, record_for(in_db))
        assert result.number == in_db + 1
    assert check_database(db, game_id, in_db + 1, "after the runs") == in_db + 1
