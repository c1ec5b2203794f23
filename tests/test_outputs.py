"""Every output is written whole or not at all, never over an input or a special file
(docs/reliability.md, promises 1-3).

The command line is run as a user runs it (``python -m scoring`` in a child process)
where its exit status, its stderr and the files left behind matter; a full disk is a
small tmpfs (as root, where it can be mounted), and the shared writer
(:mod:`scoring.records.output`) is also made to fail at every step by a stand-in.
"""

from __future__ import annotations

import errno
import json
import os
import stat
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from scoring.games.game import Entry, Game, GameSettings, HandRecord
from scoring.records import output
from scoring.records.gamefile import save
from scoring.records.output import OutputError, output_path, write_output
from scoring.records.storage import Store
from scoring.rules.ruleset import load_ruleset

ROOT = Path(__file__).resolve().parent.parent


def cli(*args: str | Path, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-m", "scoring", *map(str, args)], cwd=cwd,
                          env=env, capture_output=True, text=True, timeout=180)


def one_line_refusal(out: subprocess.CompletedProcess[str], *words: str) -> None:
    """Exit 2, nothing on stdout, one line on stderr holding ``words``."""
    assert out.returncode == 2, (out.returncode, out.stdout, out.stderr)
    assert out.stdout == ""
    lines = out.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("mahjong-score: "), out.stderr
    assert all(w in lines[0] for w in words), out.stderr


def snapshot(folder: Path) -> dict[str, tuple[str, bytes | str]]:
    """Every entry of ``folder``: its kind and its bytes (a link: its target)."""
    found: dict[str, tuple[str, bytes | str]] = {}
    for entry in sorted(folder.iterdir()):
        if entry.is_symlink():
            found[entry.name] = ("link", os.readlink(entry))
        elif entry.is_dir():
            found[entry.name] = ("dir", b"")
        elif entry.is_file():
            found[entry.name] = ("file", entry.read_bytes())
        else:
            found[entry.name] = ("special", stat.filemode(entry.lstat().st_mode))
    return found


def sample_game() -> Game:
    game = Game(GameSettings.for_ruleset(("Anna", "Bo", "Cia", "Dan"),
                                         load_ruleset("swedish")), name="Friday")
    game.hands.append(HandRecord(tuple(Entry(score=s) for s in (16, 8, 48, 26)), 2))
    return game


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """A database ``games.sqlite3`` with one game, and its game file ``g.json``."""
    with Store(tmp_path / "games.sqlite3") as store:
        store.create_game(sample_game())
    save(sample_game(), tmp_path / "g.json")
    return tmp_path


# -- 1. an output that is one of the command's inputs ------------------------------------

@pytest.mark.parametrize("args", [
    ["game", "--db", "games.sqlite3", "export", "1", "games.sqlite3"],
    ["game", "--db", "games.sqlite3", "export", "1", "./alias.sqlite3"],  # a hard link
    ["season", "--db", "games.sqlite3", "--xlsx", "games.sqlite3"],
    ["season", "--db", "games.sqlite3", "--pdf", "alias.sqlite3"],
    ["season", "--db", "games.sqlite3", "g.json", "--xlsx", "./g.json"],
    ["sheet", "g.json", "--xlsx", "g.json"],
    ["sheet", "g.json", "--xlsx", "same.json"],  # a symbolic link to the game file
])
def test_an_output_that_is_an_input_is_refused_and_nothing_is_written(
        folder: Path, args: list[str]) -> None:
    os.link(folder / "games.sqlite3", folder / "alias.sqlite3")
    (folder / "same.json").symlink_to("g.json")
    before = snapshot(folder)
    one_line_refusal(cli(*args, cwd=folder), "same file as the input", "nothing was written")
    assert snapshot(folder) == before


def test_a_workbook_and_a_pdf_in_one_file_are_refused(folder: Path) -> None:
    before = snapshot(folder)
    one_line_refusal(cli("season", "--db", "games.sqlite3", "--xlsx", "s.out", "--pdf",
                         "./s.out", cwd=folder), "the same file")
    assert snapshot(folder) == before


# -- 2. an output that is not a regular file ---------------------------------------------

@pytest.mark.parametrize("command", [["game", "--db", "games.sqlite3", "export", "1"],
                                     ["sheet", "g.json", "--xlsx"],
                                     ["season", "--db", "games.sqlite3", "--xlsx"]])
def test_a_pipe_a_folder_or_a_link_to_a_pipe_is_refused(folder: Path,
                                                          command: list[str]) -> None:
    os.mkfifo(folder / "fifo")
    (folder / "folder").mkdir()
    (folder / "to-fifo").symlink_to("fifo")
    before = snapshot(folder)
    for target, words in (("fifo", "not a regular file"), ("to-fifo", "not a regular file"),
                          ("folder", "is a folder")):
        one_line_refusal(cli(*command, target, cwd=folder), words)
        assert snapshot(folder) == before, target


def test_a_device_is_refused(folder: Path) -> None:
    """As root a device node would be replaced by a regular file (``/dev/null``). A
    copy of the null device is made in the test's folder, never the system's."""
    device = folder / "null"
    try:
        os.mknod(device, 0o666 | stat.S_IFCHR, os.makedev(1, 3))
    except (OSError, AttributeError) as exc:
        pytest.skip(f"cannot make a device node here ({exc})")
    before = snapshot(folder)
    for args in (["sheet", "g.json", "--xlsx", "null"],
                 ["game", "--db", "games.sqlite3", "export", "1", "null"]):
        one_line_refusal(cli(*args, cwd=folder), "not a regular file")
        assert stat.S_ISCHR(device.lstat().st_mode)
        assert snapshot(folder) == before


def test_a_symbolic_link_is_written_through_to_its_target(folder: Path) -> None:
    (folder / "sub").mkdir()
    (folder / "sub" / "target.json").write_text("old", encoding="utf-8")
    (folder / "link.json").symlink_to(Path("sub") / "target.json")
    out = cli("game", "--db", "games.sqlite3", "export", "1", "link.json", cwd=folder)
    assert out.returncode == 0, out.stderr
    assert (folder / "link.json").is_symlink()
    assert json.loads((folder / "sub" / "target.json").read_text(encoding="utf-8"))[
        "name"] == "Friday"
    assert sorted(p.name for p in (folder / "sub").iterdir()) == ["target.json"]


# -- 3. a full disk ------------------------------------------------------------------------

@pytest.fixture
def full_disk(tmp_path: Path) -> Iterator[Path]:
    """A tiny tmpfs (as root, where mounting works) to be filled up by the test."""
    mount = tmp_path / "small"
    mount.mkdir()
    if os.geteuid() != 0:
        pytest.skip("mounting a small tmpfs needs root")
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", str(mount)],
                          capture_output=True, text=True, check=False)
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.strip()}")
    try:
        yield mount
    finally:
        subprocess.run(["umount", str(mount)], check=False)


def fill(folder: Path) -> None:
    """Fill the file system of ``folder`` to the last byte."""
    with (folder / "filler").open("wb", buffering=0) as f:
        try:
            while True:
                f.write(b"\0" * 4096)
        except OSError as exc:
            assert exc.errno == errno.ENOSPC
        try:
            while True:
                f.write(b"\0")
        except OSError:
            pass


@pytest.mark.parametrize(("name", "args"), [
    ("out.json", ["game", "--db", "{db}", "export", "1"]),
    ("out.xlsx", ["sheet", "{game}", "--xlsx"]),
    ("out.xlsx", ["season", "--db", "{db}", "--xlsx"]),
    ("out.pdf", ["season", "--db", "{db}", "--pdf"]),
])
def test_a_full_disk_leaves_the_old_file_and_says_so_in_one_line(
        folder: Path, full_disk: Path, name: str, args: list[str]) -> None:
    old = full_disk / name
    old.write_bytes(b"the good file of yesterday")
    fill(full_disk)
    before = snapshot(full_disk)
    words = [a.format(db=folder / "games.sqlite3", game=folder / "g.json") for a in args]
    out = cli(*words, old)
    assert out.returncode == 2, (out.stdout, out.stderr)
    assert "written" not in out.stdout  # no success message
    lines = out.stderr.splitlines()
    assert len(lines) == 1 and "No space left on device" in lines[0], out.stderr
    assert snapshot(full_disk) == before  # the old file as it was, no temporary file


# -- the shared writer, failing at every step ----------------------------------------------

WRITERS: dict[str, Callable[[Path], Any]] = {
    "game file": lambda p: save(sample_game(), p),
    "workbook": lambda p: __import__("scoring.records.workbook", fromlist=["x"])
    .write_workbook(sample_game(), p),
}


@pytest.mark.parametrize("step", ["write", "fsync", "replace", "fchmod"])
@pytest.mark.parametrize("kind", sorted(WRITERS))
def test_a_failure_at_any_step_leaves_the_old_file_and_no_temporary_file(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, step: str, kind: str) -> None:
    path = tmp_path / "out"
    path.write_bytes(b"old")

    def fail(*args: Any, **kwargs: Any) -> Any:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
    monkeypatch.setattr(output.os, step, fail)
    with pytest.raises(OutputError, match="No space left on device"):
        WRITERS[kind](path)
    monkeypatch.undo()
    assert path.read_bytes() == b"old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out"]


def test_a_written_file_keeps_the_permissions_of_the_one_it_replaces(tmp_path: Path) -> None:
    path = tmp_path / "out.json"
    path.write_bytes(b"old")
    path.chmod(0o640)
    write_output(path, b"new")
    assert path.read_bytes() == b"new"
    assert stat.S_IMODE(path.stat().st_mode) == 0o640


def test_output_path_refuses_a_missing_folder(tmp_path: Path) -> None:
    with pytest.raises(OutputError, match="no such folder"):
        output_path(tmp_path / "none" / "x.json")
    assert output_path(tmp_path / "x.json") == tmp_path.resolve() / "x.json"


def test_the_store_never_exports_over_its_own_database(folder: Path) -> None:
    """The window's Export JSON goes through the same check as ``game export``."""
    from scoring.records.storage import StorageError
    db = folder / "games.sqlite3"
    before = snapshot(folder)
    with Store(db) as store, pytest.raises(StorageError, match="same file as the input"):
        store.export_json(1, db)
    assert snapshot(folder) == before
