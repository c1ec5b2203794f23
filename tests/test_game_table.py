"""The application layer (scoring.records.game_table), without Qt: each operation is on
disk when it returns and in step with the open game, its inverse puts the game back as
it was, a refusal changes nothing, and any sequence of operations and undos keeps the
store and the game in memory the same."""

from __future__ import annotations

import ast
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import event, given, settings
from hypothesis import strategies as st

from scoring.errors import MahjongError
from scoring.games.game import Entry, Game, GameSettings, HandRecord
from scoring.games.ponjan_game import ponjan_settings
from scoring.ponjan.rules import load_ponjan_rules
from scoring.records.game_table import (
    Change,
    CreateGame,
    Delete,
    DeleteGame,
    Edit,
    Finish,
    GameTable,
    Insert,
    Operation,
    Record,
    RenameGame,
    RenamePlayer,
    RestoreGame,
    SetRules,
)
from scoring.records.gamefile import save
from scoring.records.storage import NoSuchGame, Store
from scoring.rules.penalty import Penalty
from scoring.rules.ruleset import load_ruleset

ROOT = Path(__file__).resolve().parent.parent
PLAYERS = ("Anna", "Bo", "Cia", "Dan")


def new_game(rounds: int = 4) -> Game:
    return Game(GameSettings.for_ruleset(PLAYERS, load_ruleset("norwegian"), rounds=rounds),
                name="Friday")


def typed(winner: int | None, *scores: int, note: str = "") -> HandRecord:
    return HandRecord(tuple(Entry(score=s) for s in scores), winner, note=note)


def won_by(winner: int | None, note: str = "") -> HandRecord:
    scores = [4, 8, 12, 16]
    if winner is not None:
        scores[winner] = 30
    return typed(winner, *scores, note=note)


PENALTY = HandRecord.of_penalty(Penalty((1,), (0, 2, 3), 30, ""), note="penalty")


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    with Store(tmp_path / "games.sqlite") as s:
        yield s


@pytest.fixture
def table(store: Store) -> GameTable:
    table = GameTable(store)
    game_id = table.create(new_game()).game_id
    table.open(game_id)
    return table


def open_id(table: GameTable) -> int:
    assert table.game is not None and table.game.id is not None
    return table.game.id


def state(game: Game) -> tuple[Any, ...]:
    """All a change can touch: the hands, the names, the finished mark, the name,
    the settings (the rules)."""
    return (tuple(game.hands), game.players, game.finished, game.name, game.settings)


def in_step(table: GameTable) -> tuple[Any, ...]:
    """The open game's state, after checking the store holds the same."""
    assert table.game is not None
    on_disk = table.store.load_game(open_id(table))
    assert on_disk == table.game and state(on_disk) == state(table.game)
    return state(table.game)


def undone(table: GameTable, change: Change) -> tuple[Any, ...]:
    table.apply(change.inverse)
    return in_step(table)


# -- each operation and its inverse --------------------------------------------------

def test_record_is_on_disk_and_its_inverse_deletes_it(table: GameTable) -> None:
    gid = open_id(table)
    before = in_step(table)
    change = table.record(gid, won_by(2))
    assert change == Change(Record(gid, won_by(2)), Delete(gid, 0), gid, "hands", 0,
                            result=change.result)
    assert change.result is not None and change.result.number == 1
    assert change.result.record == won_by(2)
    assert table.store.load_game(gid).hands == [won_by(2)]
    assert in_step(table)[0] == (won_by(2),)
    assert undone(table, change) == before


def test_edit_returns_the_old_hand_and_the_notes_on_later_hands(table: GameTable) -> None:
    gid = open_id(table)
    for winner in (0, 0, 1):  # East (Anna) keeps the deal twice, then it passes
        table.record(gid, won_by(winner))
    before = in_step(table)
    change = table.edit(gid, 0, won_by(1))  # now the deal passes at once
    assert change.inverse == Edit(gid, 0, won_by(0))
    assert change.what == "hands" and change.index == 0
    assert change.notes and all(isinstance(n, str) for n in change.notes)
    assert table.game is not None and table.game.hands[0] == won_by(1)
    in_step(table)
    assert undone(table, change) == before


def test_delete_and_insert_are_each_others_inverse(table: GameTable) -> None:
    gid = open_id(table)
    for hand in (won_by(None, "a"), PENALTY, won_by(3, "c")):
        table.record(gid, hand)
    before = in_step(table)
    change = table.delete(gid, 1)
    assert change.inverse == Insert(gid, 1, PENALTY)
    assert in_step(table)[0] == (won_by(None, "a"), won_by(3, "c"))
    back = table.apply(change.inverse)
    assert back.inverse == Delete(gid, 1)
    assert in_step(table) == before


def test_rename_player_and_its_inverse(table: GameTable) -> None:
    gid = open_id(table)
    table.record(gid, won_by(1))
    before = in_step(table)
    change = table.rename_player(gid, 1, "  Bodil ")
    assert change.inverse == RenamePlayer(gid, 1, "Bo") and change.what == "players"
    assert in_step(table)[1] == ("Anna", "Bodil", "Cia", "Dan")
    assert undone(table, change) == before


def test_finish_reopen_and_rename_the_game(table: GameTable) -> None:
    gid = open_id(table)
    before = in_step(table)
    change = table.finish(gid)
    assert change.inverse == Finish(gid, False) and change.what == "finished"
    assert in_step(table)[2] is True
    again = table.finish(gid)  # finishing a finished game: its inverse keeps it so
    assert again.inverse == Finish(gid, True)
    assert undone(table, change) == before
    renamed = table.rename_game(gid, "Saturday")
    assert renamed.inverse == RenameGame(gid, "Friday")
    assert in_step(table)[3] == "Saturday"
    assert undone(table, renamed) == before


def test_a_game_created_deleted_and_put_back(store: Store, tmp_path: Path) -> None:
    table = GameTable(store)
    created = table.create(new_game())
    gid = created.game_id
    assert created.inverse == DeleteGame(gid) and created.what == "games"
    table.open(gid)
    table.record(gid, won_by(0))
    whole = store.load_game(gid)
    gone = table.delete_game(gid)
    assert gone.inverse == RestoreGame(whole) and table.game is None
    with pytest.raises(NoSuchGame):
        store.load_game(gid)
    back = table.apply(gone.inverse)
    assert back.game_id == gid and back.inverse == DeleteGame(gid)
    assert store.load_game(gid) == whole
    table.apply(created.inverse)
    assert store.list_games() == []
    # a game file comes in as a created game
    save(whole, tmp_path / "game.json")
    imported = table.import_file(tmp_path / "game.json")
    assert isinstance(imported.operation, CreateGame)
    assert state(store.load_game(imported.game_id)) == state(whole)


def test_a_game_that_is_not_open_changes_on_disk_only(table: GameTable) -> None:
    other = table.create(new_game()).game_id
    before = in_step(table)
    change = table.record(other, won_by(0))
    assert change.inverse == Delete(other, 0)
    assert table.store.load_game(other).hands == [won_by(0)]
    assert in_step(table) == before  # the open game is untouched
    table.apply(change.inverse)
    assert table.store.load_game(other).hands == []


def test_a_ponjan_game_goes_through_it_too(store: Store) -> None:
    table = GameTable(store)
    gid = table.create(Game(ponjan_settings(("A", "B", "C"), load_ponjan_rules("ponjan")))
                       ).game_id
    table.open(gid)
    drawn = HandRecord((Entry(),) * 3, None, tenpai=frozenset({1}))
    change = table.record(gid, drawn)
    assert in_step(table)[0] == (drawn,)
    table.apply(change.inverse)
    assert in_step(table)[0] == ()


# -- refusals change nothing -------------------------------------------------------------

def refusals(gid: int) -> list[Operation]:
    bad_hand = HandRecord((Entry("123m"),) + (Entry(score=0),) * 3, 0, "2s")
    return [Edit(gid, 5, won_by(0)), Edit(gid, 0, bad_hand), Delete(gid, 2),
            Delete(gid, -1), Insert(gid, 7, won_by(1)), Insert(gid, 0, bad_hand),
            Record(gid, bad_hand), Record(gid, typed(0, 1, 2)),
            RenamePlayer(gid, 1, "anna"), RenamePlayer(gid, 1, "  "),
            RenamePlayer(gid, 9, "Eve"), Record(gid + 1, won_by(0)),
            Finish(gid + 1), RenameGame(gid + 1, "x"), DeleteGame(gid + 1)]


def test_refusals_change_nothing(table: GameTable) -> None:
    gid = open_id(table)
    table.record(gid, won_by(1))
    table.record(gid, won_by(2))
    before = in_step(table)
    for op in refusals(gid):
        with pytest.raises(MahjongError):
            table.apply(op)
        assert in_step(table) == before, op
    table.finish(gid)
    with pytest.raises(MahjongError, match="finished"):
        table.record(gid, won_by(0))
    assert in_step(table)[0] == before[0]


def test_no_hand_follows_the_end_of_the_game(store: Store) -> None:
    table = GameTable(store)
    gid = table.create(new_game(rounds=1)).game_id
    table.open(gid)
    for winner in (1, 2, 3, 0):  # won by the player after East: the deal passes
        table.record(gid, won_by(winner))
    before = in_step(table)
    with pytest.raises(MahjongError, match="over"):
        table.record(gid, won_by(0))
    with pytest.raises(MahjongError, match="over"):
        table.insert(gid, 4, won_by(0))
    assert in_step(table) == before


# -- any sequence of operations and undos -------------------------------------------------

def hands() -> st.SearchStrategy[HandRecord]:
    scores = st.tuples(*[st.integers(0, 60)] * 4)
    won = st.builds(lambda w, s, n: typed(w, *s, note=n),
                    st.none() | st.integers(0, 3), scores, st.sampled_from(["", "x"]))
    penalty = st.builds(lambda p, a: HandRecord.of_penalty(
        Penalty((p,), tuple(i for i in range(4) if i != p), a, "")),
        st.integers(0, 3), st.integers(1, 9).map(lambda a: a * 6))
    return won | penalty


STEPS = st.lists(st.one_of(
    st.tuples(st.just("record"), hands()),
    st.tuples(st.just("edit"), st.integers(0, 4), hands()),
    st.tuples(st.just("delete"), st.integers(0, 4)),
    st.tuples(st.just("insert"), st.integers(0, 4), hands()),
    st.tuples(st.just("rename"), st.integers(0, 3),
              st.sampled_from(["Anna", "Bo", "Eve", "Fay", ""])),
    st.tuples(st.just("finish"), st.booleans()),
    st.tuples(st.just("name"), st.sampled_from(["", "Friday", "Saturday"])),
    st.tuples(st.just("rules"), st.sampled_from(["norwegian", "bmja", "swedish"])),
    st.tuples(st.just("undo")), st.tuples(st.just("undo")), st.tuples(st.just("redo"))),
    max_size=16)


def operation(gid: int, step: tuple[Any, ...]) -> Operation:
    kind, *args = step
    if kind == "rules":
        return SetRules.of(gid, load_ruleset(args[0]))
    made: dict[str, Any] = {"record": Record, "edit": Edit, "delete": Delete,
                            "insert": Insert, "rename": RenamePlayer, "finish": Finish,
                            "name": RenameGame}
    return made[kind](gid, *args)  # type: ignore[no-any-return]


@settings(max_examples=60, deadline=None)
@given(st.lists(hands(), min_size=1, max_size=4), STEPS, st.integers(1, 2))
def test_operations_and_undos_keep_store_and_memory_the_same(
        first: list[HandRecord], steps: list[tuple[Any, ...]], rounds: int) -> None:
    with tempfile.TemporaryDirectory() as folder, Store(Path(folder) / "g.sqlite") as store:
        table = GameTable(store)
        game = new_game(rounds)
        game.hands = first
        gid = table.create(game).game_id
        table.open(gid)
        start = in_step(table)
        #: what undo and redo would apply, with the state each one must give back
        undo: list[tuple[Operation, tuple[Any, ...], Operation, tuple[Any, ...]]] = []
        redo: list[tuple[Operation, tuple[Any, ...], Operation, tuple[Any, ...]]] = []
        for step in steps:
            before = in_step(table)
            if step[0] == "undo" and undo:
                op, at, inverse, after = undo.pop()
                assert before == after
                change = table.apply(inverse)
                assert in_step(table) == at  # inverse after op: the game as it was
                event("undone")
                redo.append((op, at, change.inverse, after))
                continue
            if step[0] in ("undo", "redo"):
                if step[0] == "undo" or not redo:
                    continue
                op, at, _, after = redo.pop()
                assert before == at
                change = table.apply(op)  # a redo applies the operation itself again
                assert in_step(table) == after
                undo.append((op, at, change.inverse, after))
                continue
            op = operation(gid, step)
            try:
                change = table.apply(op)
            except MahjongError:
                assert in_step(table) == before  # a refusal changes nothing
                event(f"{step[0]} refused")
                continue
            event(f"{step[0]} applied")
            undo.append((op, before, change.inverse, in_step(table)))
            redo.clear()
        while undo:  # and everything undone gives back the game as it was made
            op, at, inverse, _ = undo.pop()
            table.apply(inverse)
            assert in_step(table) == at
        assert in_step(table) == start
        assert start[:4] == (tuple(first), PLAYERS, False, "Friday")


# -- the window and the command line change games through it alone --------------------------

#: the Store's methods that change a game or the list of games
WRITES = {"record_hand", "edit_hand", "delete_hand", "insert_hand", "rename_player",
          "set_finished", "rename_game", "create_game", "delete_game", "restore_game",
          "import_json", "set_rules"}


def store_writes(path: Path) -> list[str]:
    """The calls ``store.<write>(...)`` or ``x.store.<write>(...)`` in a file."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and node.func.attr in WRITES):
            continue
        owner = node.func.value
        if (isinstance(owner, ast.Name) and owner.id == "store") or (
                isinstance(owner, ast.Attribute) and owner.attr == "store"):
            found.append(f"{path.relative_to(ROOT)}:{node.lineno} {node.func.attr}")
    return found


def test_the_window_and_the_command_line_write_games_through_the_table() -> None:
    files = [*sorted((ROOT / "app").rglob("*.py")), *sorted((ROOT / "scoring").rglob("*.py"))]
    found = [f for p in files if p.name != "game_table.py"
             and p.parent.name != "records" for f in store_writes(p)]
    assert found == []
    # the check itself: a direct write is found
    assert store_writes(ROOT / "scoring" / "records" / "game_table.py")
