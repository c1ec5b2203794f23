"""Hostile inputs for the fuzz tests (tests/test_fuzz.py) and the long run before a
release (scripts/fuzz.py): the built-in rule files, an exported game file and a
database mutated as a careless or hostile user would, and random argument lists.

Each ``try_*`` function takes a :class:`random.Random`, makes one input, puts it
through what the program does with such input, and returns what became of it:
``"ok"`` (used), ``"refused"`` (a MahjongError: a one-line message), or raises the
exception that escaped (a crash). A refused input must have changed nothing.
"""

from __future__ import annotations

import contextlib
import copy
import io
import json
import os
import random
import shutil
import sqlite3
import tempfile
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from scoring.cli.main import main as cli_main
from scoring.errors import MahjongError, RuleFileError
from scoring.games.game import Entry, Game, GameSettings, HandRecord
from scoring.records import gamefile
from scoring.records.storage import Store
from scoring.rules.engine import score
from scoring.rules.ruleset import builtin_ids, load_ruleset, parse_ruleset

#: values a hostile file puts where a sane one has a number or a text
HOSTILE: list[Any] = [
    0, -1, 1, 3, 16, 17, 1000, 1001, 2**31, 2**31 - 1, 2**63 - 1, -(2**63), 10**20,
    10**400, 1.5, -0.0, float("inf"), float("nan"), True, False, "", " ", "x", "none",
    "pung", "a\nb", "\x00", "\x1b[31mred", "²", "٣", "\u2028", "ß" * 3, "=1+1",
    "x" * 5000, [], [1], ["x"], [[[[]]]], {}, {"kind": "pung"}, {"a": {"b": {}}},
]

def _toml(value: Any) -> str:
    """``value`` written as a TOML value."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float):
        return "nan" if value != value else ("inf" if value == float("inf")
                                             else repr(value))
    if isinstance(value, int):
        return str(value) if abs(value) < 10**300 else "9" * 400
    if isinstance(value, str):
        return json.dumps(value)
    if isinstance(value, list):
        return "[" + ", ".join(_toml(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k} = {_toml(v)}" for k, v in value.items()) + "}"
    return '""'


def mutate_toml(rng: random.Random, text: str) -> str:
    """One to three edits of a rule file: a value replaced, a line dropped,
    doubled or moved, the text cut or given deep nesting or garbage."""
    lines = text.splitlines()
    for _ in range(1 if rng.random() < 0.6 else rng.randint(2, 3)):
        what = rng.random()
        valued = [i for i, line in enumerate(lines) if "=" in line and
                  not line.lstrip().startswith("#")]
        if what < 0.55 and valued:
            i = rng.choice(valued)
            key, _, old = lines[i].partition("=")
            if old.strip().startswith("{") and rng.random() < 0.5:
                # a parameter of a condition: drop one or change its value
                inner = [p for p in old.strip()[1:-1].split(",") if p.strip()]
                if inner:
                    k = rng.randrange(len(inner))
                    if rng.random() < 0.4:
                        del inner[k]
                    else:
                        name = inner[k].partition("=")[0]
                        inner[k] = f"{name}= {_toml(rng.choice(HOSTILE))}"
                lines[i] = f"{key}= {{{', '.join(inner)}}}"
            else:
                lines[i] = f"{key}= {_toml(rng.choice(HOSTILE))}"
        elif what < 0.65 and lines:
            del lines[rng.randrange(len(lines))]
        elif what < 0.72 and lines:
            i = rng.randrange(len(lines))
            lines.insert(rng.randrange(len(lines)), lines[i])
        elif what < 0.78 and valued:
            # a large value where a sane rule has a small one
            i = rng.choice(valued)
            key = lines[i].partition("=")[0].strip()
            if key in ("points", "doubles", "limit"):
                lines[i] = f"{key} = {rng.choice([16, 1000, 10**9, 2**31, 2**63 - 1])}"
            else:
                lines.insert(i, f"doubles = {rng.choice([16, 2**31])}")
        elif what < 0.84:
            cut = rng.randrange(len("\n".join(lines)) + 1)
            lines = "\n".join(lines)[:cut].splitlines()
        elif what < 0.88:
            lines.insert(rng.randrange(len(lines) + 1),
                         f"notes = {'[' * 3000}{']' * 3000}")
        elif what < 0.94:
            lines.insert(rng.randrange(len(lines) + 1),
                         "".join(chr(rng.randrange(1, 0x3000)) for _ in range(12)))
        elif lines:
            i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
            lines[i], lines[j] = lines[j], lines[i]
    return "\n".join(lines) + "\n"


# -- rule files -----------------------------------------------------------------------

HANDS = [("123m 456p 789s 55p (777z)", "5p"), ("111m 999m 111p 999p 11z", "11z"),
         ("(1111f) 234s 555z 666z 777z 99m 1f 2y 3g", "9m"),
         ("19m 19p 19s 1234567z 1z", "1z"), ("2233445566778s 8s", "8s")]


def try_rule_file(rng: random.Random) -> str:
    """A mutated built-in rule file: read, score hands with it, record a game and
    write it as a game file and a workbook."""
    rid = rng.choice(builtin_ids())
    text = mutate_toml(rng, load_ruleset(rid).text)
    try:
        rules = parse_ruleset(text, f"{rid}-mutant.toml")
    except RuleFileError as exc:
        _one_line(exc)
        STATS["rule-file messages with a line"
              if exc.line is not None else "rule-file messages without a line"] += 1
        return "refused"
    for tiles, win in HANDS:
        with contextlib.suppress(MahjongError):
            score(tiles, rules, win=win)
        with contextlib.suppress(MahjongError):
            score(tiles, rules.with_limit(None), win=win, source="wall")
    try:
        game = Game(GameSettings.for_ruleset(("Anna", "Bo", "Cia", "Dan"), rules))
    except MahjongError as exc:
        _one_line(exc)
        return "refused"
    tiles, win = rng.choice(HANDS)
    record = HandRecord((Entry(tiles=tiles), Entry(score=8), Entry(score=10**6),
                         Entry(score=0)), 0, win_tile=win)
    try:
        game.check(record)
    except MahjongError as exc:
        _one_line(exc)
        record = HandRecord(tuple(Entry(score=s) for s in (40, 8, 10**9, 0)), 0)
        game.check(record)
    game.hands.append(record)
    again = gamefile.loads(gamefile.dumps(game))
    assert again.hands == game.hands
    _workbook(game)
    return "ok"


def _workbook(game: Game) -> None:
    from scoring.records.workbook import build_workbook
    wb = build_workbook(game)
    wb.save(io.BytesIO())


def _one_line(exc: BaseException) -> None:
    text = str(exc)
    assert "\n" not in text and "\r" not in text, text
    assert len(text) < 3000, len(text)


# -- game files -----------------------------------------------------------------------

def sample_game() -> Game:
    rs = load_ruleset("swedish")
    game = Game(GameSettings.for_ruleset(("Anna", "Bo", "Cia", "Dan"), rs),
                name="Friday club")
    game.hands.append(HandRecord((Entry(score=16), Entry(score=8),
                                  Entry(tiles="123m 456p 789s 55p (777z)"),
                                  Entry(score=26)), 2, win_tile="5p"))
    game.hands.append(HandRecord(tuple(Entry(score=s) for s in (4, 30, 8, 2)), None,
                                 note="drawn"))
    game.hands.append(HandRecord(tuple(Entry(score=s) for s in (40, 8, 12, 2)), 0,
                                 source="wall", flags=frozenset({"original-call"})))
    return game


_GAME_TEXT = gamefile.dumps(sample_game())


def _paths(node: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [path]
    if isinstance(node, dict):
        for k, v in node.items():
            found += _paths(v, (*path, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            found += _paths(v, (*path, i))
    return found


def mutate_game_text(rng: random.Random, text: str = _GAME_TEXT) -> str:
    """An exported game file with one to three edits: a value replaced or removed,
    the rule text inside it mutated, or the JSON text cut, nested or given huge
    numbers."""
    what = rng.random()
    if what < 0.08:
        return text[:rng.randrange(len(text))]
    if what < 0.12:
        return text.replace('"hands": [', '"hands": ' + "[" * 100_000, 1)
    if what < 0.16:
        return text.replace('"score": 16', '"score": ' + "9" * 5000, 1)
    data = json.loads(text)
    for _ in range(rng.randint(1, 3)):
        path = rng.choice(_paths(data)[1:])
        parent = data
        for key in path[:-1]:
            parent = parent[key]
        last = path[-1]
        r = rng.random()
        rules = data.get("ruleset") if isinstance(data, dict) else None
        rule_text = rules.get("text") if isinstance(rules, dict) else None
        if isinstance(rule_text, str) and (path == ("ruleset", "text")
                                           or (r < 0.15 and parent is data)):
            # (an earlier edit may have removed or replaced the rule text)
            rules["text"] = mutate_toml(rng, rule_text)  # type: ignore[index]
        elif r < 0.3 and isinstance(parent, dict):
            del parent[last]
        else:
            # a copy: a later edit may change it in place, and HOSTILE must stay as
            # it is for the next input (hypothesis replays an input to check it)
            parent[last] = copy.deepcopy(rng.choice([*HOSTILE, None]))
    return json.dumps(data, ensure_ascii=rng.random() < 0.5)


@contextlib.contextmanager
def _fresh(folder: Path) -> Iterator[Path]:
    """A new empty folder inside ``folder`` for one input, removed afterwards: no
    file, database or game is carried from one input to the next, so an input that
    fails fails again when hypothesis replays it."""
    own = Path(tempfile.mkdtemp(dir=folder))
    try:
        yield own
    finally:
        shutil.rmtree(own, ignore_errors=True)


def try_game_file(rng: random.Random, folder: Path) -> str:
    """A mutated game file: imported into a new database (a refused one adds
    nothing) and written as a workbook."""
    with _fresh(folder) as own:
        return _try_game_file(rng, own)


def _try_game_file(rng: random.Random, folder: Path) -> str:
    path = folder / "game.json"
    path.write_text(mutate_game_text(rng), encoding="utf-8")
    db = folder / "imported.sqlite"
    with Store(db) as store:
        before = store.list_games()
        try:
            game_id = store.import_json(path)
        except MahjongError as exc:
            _one_line(exc)
            assert store.list_games() == before
            return "refused"
        game = store.load_game(game_id)
        store.delete_game(game_id)
    game.replay()
    _workbook(game)
    return "ok"


# -- databases ------------------------------------------------------------------------

def make_database(path: Path) -> None:
    with Store(path) as store:
        for name in ("Friday club", "Sunday"):
            game = sample_game()
            game.name = name
            store.create_game(game)


_COLUMNS = {"games": ["id", "name", "created", "finished", "players", "ruleset_id",
                      "ruleset_text", "convention", "east_double", "hand_limit",
                      "start_balance", "rounds", "checksum"],
            "hands": ["game_id", "position", "record", "checksum"]}


def mutate_database(rng: random.Random, path: Path) -> bool:
    """Damage a database file: bytes changed, the file cut or added to, or a value
    changed through SQL (sometimes with its checksum made to match, as a user who
    read the code could). True when the change was to the bytes of the file."""
    what = rng.random()
    if what < 0.5:
        data = bytearray(path.read_bytes())
        for _ in range(rng.randint(1, 4)):
            i = rng.randrange(len(data))
            data[i] = rng.randrange(256)
        path.write_bytes(bytes(data))
        return True
    if what < 0.6:
        data = path.read_bytes()
        cut = rng.choice([len(data) - 1, len(data) - 4096, rng.randrange(len(data))])
        path.write_bytes(data[:max(cut, 0)])
        return True
    if what < 0.65:
        with path.open("ab") as f:
            f.write(bytes(rng.randrange(256) for _ in range(rng.choice([1, 100, 4096]))))
        return True
    from scoring.records.storage_schema import row_checksum as _checksum
    conn = sqlite3.connect(path)
    table = rng.choice(list(_COLUMNS))
    column = rng.choice(_COLUMNS[table])
    value = rng.choice([*HOSTILE, None, b"\xff\xfe", "[1, 2]", '{"a": 1}',
                        '["A", "B"]', "[" * 5000, "\udcff"])
    if isinstance(value, list | dict):
        value = json.dumps(value)
    if isinstance(value, int) and not -(2**63) <= value < 2**63:
        value = str(value)
    if isinstance(value, str):
        value = value.encode("utf-8", "surrogatepass")
        value = value.decode("utf-8", "replace") if rng.random() < 0.5 else value
    with contextlib.suppress(sqlite3.Error):
        conn.execute(f"UPDATE {table} SET {column} = ? WHERE rowid IN (SELECT rowid "
                     f"FROM {table} LIMIT 1)" if table == "games" else
                     f"UPDATE {table} SET {column} = ? WHERE game_id = 1 AND "
                     "position = 1", (value,))
        if rng.random() < 0.5:  # make the checksums match again
            cols = ", ".join(_COLUMNS["games"][:-1])
            for row in conn.execute(f"SELECT {cols} FROM games").fetchall():
                conn.execute("UPDATE games SET checksum = ? WHERE id IS ?",
                             (_checksum(row), row[0]))
            for gid, pos, rec in conn.execute(
                    "SELECT game_id, position, record FROM hands").fetchall():
                conn.execute("UPDATE hands SET checksum = ? WHERE game_id IS ? AND "
                             "position IS ?", (_checksum((gid, rec)), gid, pos))
        conn.commit()
    conn.close()
    return False


def contents(store: Store) -> list[Any]:
    """Everything a database holds, as plain data."""
    return [gamefile.game_to_dict(store.load_game(s.id)) | {"id": s.id}
            for s in store.list_games()]


_TEMPLATE_CONTENTS: dict[Path, list[Any]] = {}
#: counts for the long run's report: damaged files that passed the checks on opening
#: and were found to read back exactly as before
STATS: Counter[str] = Counter()


def _read_only(path: Path, before: bytes) -> None:
    """A damaged database as a reading command opens it: read or refused in one
    line, and left as it was, no file made beside it."""
    siblings = sorted(os.listdir(path.parent))
    try:
        with Store(path, write=False) as store:
            for summary in store.list_games():
                store.load_game(summary.id).replay()
    except MahjongError as exc:
        _one_line(exc)
    assert path.read_bytes() == before, "a reading command changed the database"
    assert sorted(os.listdir(path.parent)) == siblings, "a reading command made a file"


def try_database(rng: random.Random, template: Path, folder: Path) -> str:
    """A damaged copy of a database: opened, listed, every game read, a hand
    recorded. A database refused when opened is left byte-identical."""
    path = folder / "games.sqlite"
    for suffix in ("", "-wal", "-shm", "-journal"):
        Path(f"{path}{suffix}").unlink(missing_ok=True)
    shutil.copyfile(template, path)
    if template not in _TEMPLATE_CONTENTS:
        with Store(template) as store:
            _TEMPLATE_CONTENTS[template] = contents(store)
    bytes_changed = mutate_database(rng, path)
    before = path.read_bytes()
    _read_only(path, before)
    try:
        store = Store(path)
    except MahjongError as exc:
        _one_line(exc)
        assert path.read_bytes() == before, "a refused database was changed"
        return "refused"
    with store:
        if bytes_changed and not before:
            # a file cut to nothing is an empty file, as a creation killed before its
            # first write leaves: it is opened as a new database
            assert contents(store) == [], "an empty file is a new database"
        elif bytes_changed:
            # damage that passed every check must have changed nothing that is read
            with contextlib.suppress(MahjongError):
                assert contents(store) == _TEMPLATE_CONTENTS[template], \
                    "changed contents went unnoticed"
                STATS["damaged bytes passed the checks, contents unchanged"] += 1
        try:
            games = store.list_games()
            for summary in games:
                game = store.load_game(summary.id)
                game.replay()
            if games:
                store.record_hand(games[0].id, HandRecord(
                    tuple(Entry(score=s) for s in (1, 2, 3, 4)[:len(game.players)]), None))
        except MahjongError as exc:
            _one_line(exc)
            return "refused"
    return "ok"


# -- the command line -----------------------------------------------------------------

_WORDS = ["score", "settle", "rules", "rulesets", "sheet", "game", "new", "list", "show",
          "record", "edit", "delete-hand", "finish", "export", "import", "--rules",
          "--win", "--loser", "--limit", "--seat", "--round", "--from", "--flag",
          "--json", "--east-streak", "--winner", "--convention", "--players",
          "--start-balance", "--rounds", "--note", "--name", "--db", "--xlsx", "--help",
          "--reopen", "--no-east-double", "E", "S", "none", "1", "2", "0", "-1",
          "99999999999999999999", "²", "٣", "norwegian", "swedish", "Anna,Bo,Cia",
          "Anna=16", "Bo=123m 456p 789s 55p (777z)", "Cia=²", "E=16", "S=8", "W=x",
          "123m 456p 789s 55p (777z)", "5p", "wall", "original-call", "a\nb", "\x1b[2J",
          "", "-", "--", "=", "/dev/null", "/dev/zero", "x" * 300, "1e9", "9" * 5000]


def random_argv(rng: random.Random, folder: Path) -> list[str]:
    db = str(folder / "cli.sqlite")
    files = [str(folder / "out.json"), str(folder / "out.xlsx"), str(folder / "no" / "x"),
             str(folder / "game.json"), db]
    words = _WORDS + files
    argv = [rng.choice(words) for _ in range(rng.randint(0, 8))]
    if rng.random() < 0.6:
        start = rng.choice([["score"], ["settle", "--winner", "E"], ["game", "--db", db],
                            ["rules"], ["sheet"]])
        argv = start + argv
    return argv


def try_argv(rng: random.Random, folder: Path) -> str:
    """A random argument list run as ``mahjong-score`` would: exit 0 or 2, never an
    internal error (1) or an exception. Each list gets a folder of its own."""
    with _fresh(folder) as own:
        return _try_argv(rng, own)


def _try_argv(rng: random.Random, folder: Path) -> str:
    (folder / "game.json").write_text(_GAME_TEXT, encoding="utf-8")
    argv = random_argv(rng, folder)
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = cli_main(argv)
        except SystemExit as exc:  # argparse: --help, or a usage error
            code = exc.code if isinstance(exc.code, int) else 2
    assert code in (0, 2), f"exit {code} for {argv!r}: {err.getvalue()[:500]}"
    if code == 2:
        lines = err.getvalue().strip().splitlines()
        # argparse prints its usage first, then one line with the problem
        assert lines and "Traceback" not in err.getvalue(), err.getvalue()
        return "refused"
    return "ok"


#: the kinds of input, by name: how to try one (given a random source and a folder)
def kinds(folder: Path) -> dict[str, Callable[[random.Random], str]]:
    template = folder / "template.sqlite"
    if not template.exists():
        make_database(template)
    work = folder / "work"
    work.mkdir(exist_ok=True)
    return {
        "rule files": try_rule_file,
        "game files": lambda rng: try_game_file(rng, work),
        "databases": lambda rng: try_database(rng, template, work),
        "arguments": lambda rng: try_argv(rng, work),
    }


def scratch_folder() -> Path:
    return Path(tempfile.mkdtemp(prefix="mahjong-fuzz-"))
