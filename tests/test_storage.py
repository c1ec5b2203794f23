"""The games database: the Store API, refusing databases it cannot use, one transaction
per operation (the ``mahjong-score game`` commands are in ``test_storage_cli.py``)."""

from __future__ import annotations

import json
import os
import sqlite3
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scoring.errors import MahjongError
from scoring.games.game import Entry, Game, GameError, GameSettings, HandError, HandRecord
from scoring.records.gamefile import GameFileError, save
from scoring.records.storage import (
    APPLICATION_ID,
    SCHEMA_VERSION,
    GameSummary,
    NoSuchGame,
    StorageError,
    Store,
)
from scoring.rules.ruleset import load_ruleset

ROOT = Path(__file__).resolve().parent.parent
PLAYERS = ("Anna", "Bo", "Cia", "Dan")
WIN_HAND = "123m 456m 789s 555p 22s"


def new_game(rules: str = "norwegian", name: str = "Friday club", **overrides: Any) -> Game:
    settings = GameSettings.for_ruleset(PLAYERS, load_ruleset(rules), **overrides)
    return Game(settings, name=name)


def typed(winner: int | None, *scores: int, note: str = "") -> HandRecord:
    return HandRecord(tuple(Entry(score=s) for s in scores), winner, note=note)


def won_by(winner: int | None) -> HandRecord:
    scores = [4, 8, 12, 16]
    if winner is not None:
        scores[winner] = 30
    return typed(winner, *scores)


TILE_HAND = HandRecord((Entry(WIN_HAND), Entry(score=8), Entry("(666p) (777z)"),
                        Entry(score=0)), 0, "2s", "discard", note="tiles")


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "games.sqlite"


@pytest.fixture
def store(db: Path) -> Any:
    with Store(db) as s:
        yield s


def hand_count(db: Path, game_id: int) -> int:
    with sqlite3.connect(db) as conn:
        count: int = conn.execute("SELECT count(*) FROM hands WHERE game_id = ?",
                                  (game_id,)).fetchone()[0]
    conn.close()
    return count


# -- the API -------------------------------------------------------------------------

def test_create_and_load_a_game(store: Store, db: Path) -> None:
    game = new_game("swedish", limit=None, start_balance=500)
    game_id = store.create_game(game)
    assert game.id == game_id
    loaded = store.load_game(game_id)
    assert loaded == game
    assert loaded.settings.limit is None and loaded.settings.start_balance == 500
    assert loaded.settings.ruleset_text == load_ruleset("swedish").text
    assert loaded.ruleset.id == "swedish"
    store.close()
    with Store(db) as again:  # and after reopening
        assert again.load_game(game_id) == game


def test_game_keeps_its_rules_when_the_rule_file_changes(store: Store,
                                                         tmp_path: Path) -> None:
    rules = tmp_path / "house.toml"
    text = load_ruleset("norwegian").text
    rules.write_text(text, encoding="utf-8")
    game = Game(GameSettings.for_ruleset(PLAYERS, load_ruleset(str(rules))))
    game_id = store.create_game(game)
    rules.write_text("garbage", encoding="utf-8")
    assert store.load_game(game_id).settings.ruleset_text == text


def test_list_rename_finish(store: Store) -> None:
    first = new_game(name="one")
    first.created = "2026-01-01T10:00:00"
    a = store.create_game(first)
    b = store.create_game(new_game("swedish", name="two"))
    store.record_hand(b, won_by(1))
    assert store.list_games() == [
        GameSummary(b, "two", store.load_game(b).created, PLAYERS, "swedish", 1, False),
        GameSummary(a, "one", "2026-01-01T10:00:00", PLAYERS, "norwegian", 0, False),
    ]
    store.rename_game(a, "Sunday")
    store.set_finished(a, True)
    summary = {s.id: s for s in store.list_games()}[a]
    assert summary.name == "Sunday" and summary.finished
    assert store.load_game(a).finished
    store.set_finished(a, False)
    assert not store.load_game(a).finished


def test_missing_game(store: Store) -> None:
    for call in (lambda: store.load_game(7), lambda: store.rename_game(7, "x"),
                 lambda: store.set_finished(7, True), lambda: store.delete_game(7),
                 lambda: store.record_hand(7, won_by(0)),
                 lambda: store.delete_hand(7, 0)):
        with pytest.raises(NoSuchGame, match="there is no game 7"):
            call()
    assert issubclass(NoSuchGame, StorageError) and issubclass(StorageError, MahjongError)


def test_delete_and_restore_a_game(store: Store) -> None:
    game_id = store.create_game(new_game())
    store.record_hand(game_id, TILE_HAND)
    store.record_hand(game_id, won_by(2))
    other = store.create_game(new_game(name="other"))
    deleted = store.delete_game(game_id)
    assert [s.id for s in store.list_games()] == [other]
    with pytest.raises(NoSuchGame):
        store.load_game(game_id)
    assert store.restore_game(deleted) == game_id
    assert store.load_game(game_id) == deleted
    assert len(deleted.hands) == 2
    with pytest.raises(StorageError, match="exists already"):
        store.restore_game(deleted)
    with pytest.raises(StorageError, match="has an id"):
        store.restore_game(new_game())


def test_record_hand(store: Store, db: Path) -> None:
    game_id = store.create_game(new_game(start_balance=100))
    result = store.record_hand(game_id, TILE_HAND)
    assert result.number == 1 and result.scores == (24, 8, 12, 0)
    assert result.balances == tuple(100 + t for t in result.totals)
    second = store.record_hand(game_id, won_by(None))
    assert second.number == 2 and second.totals == (0, 0, 0, 0)
    game = store.load_game(game_id)
    assert game.hands == [TILE_HAND, won_by(None)]
    assert game.replay()[0] == result
    assert hand_count(db, game_id) == 2


def test_invalid_hand_changes_nothing(store: Store, db: Path) -> None:
    game_id = store.create_game(new_game())
    store.record_hand(game_id, won_by(0))
    bad_tiles = HandRecord((Entry("123m 456x"),) + won_by(None).entries[1:], None)
    with pytest.raises(HandError, match=r"hand 2: Anna: "):
        store.record_hand(game_id, bad_tiles)
    with pytest.raises(GameError, match="entry for each"):
        store.record_hand(game_id, typed(0, 1, 2))
    with pytest.raises(GameError, match="winning tile"):
        store.record_hand(game_id, HandRecord(TILE_HAND.entries, 0))
    assert hand_count(db, game_id) == 1
    assert store.load_game(game_id).hands == [won_by(0)]


def test_no_hand_after_the_end_or_in_a_finished_game(store: Store, db: Path) -> None:
    game_id = store.create_game(new_game(rounds=1))
    for k in range(4):
        store.record_hand(game_id, won_by((k + 1) % 4))
    with pytest.raises(GameError, match="the game is over"):
        store.record_hand(game_id, won_by(0))
    with pytest.raises(GameError, match="the game is over"):
        store.insert_hand(game_id, 4, won_by(0))
    other = store.create_game(new_game())
    store.set_finished(other, True)
    with pytest.raises(GameError, match="finished"):
        store.record_hand(other, won_by(0))
    assert hand_count(db, game_id) == 4 and hand_count(db, other) == 0


def test_edit_hand_reports_later_seat_changes(store: Store) -> None:
    game_id = store.create_game(new_game())
    for record in (won_by(0), won_by(2), won_by(None), won_by(3)):
        store.record_hand(game_id, record)
    notes = store.edit_hand(game_id, 0, won_by(1))  # East's win becomes South's
    assert notes == ["hand 2: East Anna -> Bo", "hand 3: East Bo -> Cia",
                     "hand 4: East Bo -> Cia"]
    game = store.load_game(game_id)
    assert game.hands[0] == won_by(1)
    assert [r.dealer for r in game.replay()] == [0, 1, 2, 2]
    assert store.edit_hand(game_id, 3, won_by(None)) == []
    with pytest.raises(GameError, match="no hand 9"):
        store.edit_hand(game_id, 8, won_by(0))


def test_edit_that_breaks_a_later_hand_is_refused(store: Store) -> None:
    game_id = store.create_game(new_game())
    store.record_hand(game_id, won_by(0))
    blessing = HandRecord((Entry(WIN_HAND),) + won_by(None).entries[1:], 0, "2s", "wall",
                          frozenset({"heavens-blessing"}))
    store.record_hand(game_id, blessing)  # Anna is still East: fine
    with pytest.raises(GameError, match=r"leave hand 2 invalid: .*East's"):
        store.edit_hand(game_id, 0, won_by(1))
    with pytest.raises(GameError, match=r"leave hand 3 invalid"):
        store.insert_hand(game_id, 0, won_by(2))
    assert store.load_game(game_id).hands == [won_by(0), blessing]
    # Bo's blessing as East in hand 2 cannot move to hand 1, where Anna is East
    other = store.create_game(new_game())
    store.record_hand(other, won_by(1))
    bo_blessing = HandRecord((Entry(score=0), Entry(WIN_HAND), Entry(score=0),
                              Entry(score=0)), 1, "2s", "wall",
                             frozenset({"heavens-blessing"}))
    store.record_hand(other, bo_blessing)
    with pytest.raises(GameError, match=r"leave hand 1 invalid"):
        store.delete_hand(other, 0)
    assert store.load_game(other).hands == [won_by(1), bo_blessing]


def test_edit_with_a_bad_hand_changes_nothing(store: Store) -> None:
    game_id = store.create_game(new_game())
    store.record_hand(game_id, won_by(0))
    with pytest.raises(HandError, match="hand 1: "):
        store.edit_hand(game_id, 0, HandRecord((Entry("zz"),) + won_by(0).entries[1:], 1))
    assert store.load_game(game_id).hands == [won_by(0)]


def test_delete_and_insert_hands(store: Store) -> None:
    game_id = store.create_game(new_game())
    records = [won_by(1), won_by(0), won_by(2), typed(None, 1, 2, 3, 4, note="x")]
    for record in records:
        store.record_hand(game_id, record)
    notes = store.delete_hand(game_id, 0)
    assert notes == ["hand 1: East Bo -> Anna", "hand 2: East Cia -> Anna",
                     "hand 3: East Cia -> Bo"]
    assert store.load_game(game_id).hands == records[1:]
    assert store.insert_hand(game_id, 0, records[0]) == [  # undo the delete
        "hand 2: East Anna -> Bo", "hand 3: East Anna -> Cia", "hand 4: East Bo -> Cia"]
    assert store.load_game(game_id).hands == records
    store.delete_hand(game_id, 3)
    store.delete_hand(game_id, 1)
    assert store.load_game(game_id).hands == [records[0], records[2]]
    store.insert_hand(game_id, 1, records[1])
    store.insert_hand(game_id, 3, records[3])
    assert store.load_game(game_id).hands == records
    with pytest.raises(GameError, match="no hand 5"):
        store.delete_hand(game_id, 4)
    with pytest.raises(GameError, match="cannot be inserted as hand 6"):
        store.insert_hand(game_id, 5, won_by(0))
    with pytest.raises(HandError, match="hand 2: Anna: "):
        store.insert_hand(game_id, 1, HandRecord((Entry("12x"),) + records[3].entries[1:],
                                                 None))
    with pytest.raises(GameError, match="winning tile"):
        store.insert_hand(game_id, 1, HandRecord(TILE_HAND.entries, 0))
    assert store.load_game(game_id).hands == records


def test_import_and_export_json(store: Store, tmp_path: Path) -> None:
    game = new_game("swedish")
    game.hands = [won_by(2), TILE_HAND]
    game_id = store.create_game(game)
    out = tmp_path / "out.json"
    store.export_json(game_id, out)
    assert json.loads(out.read_text(encoding="utf-8"))["name"] == "Friday club"
    new_id = store.import_json(out)
    assert new_id != game_id
    imported = store.load_game(new_id)
    assert imported.hands == game.hands and imported.settings == game.settings
    assert imported.created == game.created and imported.name == game.name
    with pytest.raises(StorageError, match="cannot write"):
        store.export_json(game_id, tmp_path / "no" / "such" / "dir.json")


def test_import_of_a_bad_file_adds_nothing(store: Store, tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "mahjong-scoresheet-game", "version": 1, '
                   '"players": ["A"]}', encoding="utf-8")
    with pytest.raises(GameFileError, match="players: a game has 2 to 4"):
        store.import_json(bad)
    game = new_game()
    game.hands = [won_by(0)]
    path = tmp_path / "g.json"
    save(game, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["hands"][0]["entries"][1] = {"tiles": "12q"}
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(GameFileError, match=r"hands\[0\]\.entries\[1\]\.tiles: "):
        store.import_json(path)
    assert store.list_games() == []


def test_create_refuses_a_game_that_does_not_score(store: Store) -> None:
    game = new_game()
    game.hands = [HandRecord(TILE_HAND.entries, 0)]
    with pytest.raises(GameError):
        store.create_game(game)
    assert store.list_games() == []


def test_two_stores_on_one_database(db: Path) -> None:
    with Store(db) as one, Store(db) as two:
        game_id = one.create_game(new_game())
        two.record_hand(game_id, won_by(0))
        assert one.load_game(game_id).hands == [won_by(0)]


def test_closed_store(db: Path) -> None:
    store = Store(db)
    store.close()
    store.close()
    with pytest.raises(StorageError, match="closed"):
        store.list_games()


_hands = st.builds(lambda w, a, b: typed(w, a, b, 7, 3),
                   st.sampled_from([None, 0, 1, 2, 3]), st.integers(0, 60),
                   st.integers(0, 60))
_ops = st.lists(st.one_of(
    st.tuples(st.just("record"), st.just(0), _hands),
    st.tuples(st.just("edit"), st.integers(0, 8), _hands),
    st.tuples(st.just("delete"), st.integers(0, 8), st.none()),
    st.tuples(st.just("insert"), st.integers(0, 8), _hands),
), max_size=14)


@settings(max_examples=40, deadline=None)
@given(_ops)
def test_operations_match_a_list_model(ops: list[tuple[str, int, HandRecord | None]]) -> None:
    """Any sequence of operations leaves the same hands as a plain list would; an
    operation that fails leaves everything as it was."""
    with tempfile.TemporaryDirectory() as folder, Store(Path(folder) / "g.sqlite") as store:
        store._db.execute("PRAGMA synchronous = OFF")  # speed: durability is tested elsewhere
        game_id = store.create_game(new_game(rounds=1))
        model: list[HandRecord] = []
        for op, index, record in ops:
            expected = list(model)
            try:
                if op == "record":
                    assert record is not None
                    store.record_hand(game_id, record)
                    expected.append(record)
                elif op == "edit":
                    assert record is not None
                    store.edit_hand(game_id, index, record)
                    expected[index] = record
                elif op == "delete":
                    store.delete_hand(game_id, index)
                    del expected[index]
                else:
                    assert record is not None
                    store.insert_hand(game_id, index, record)
                    expected.insert(index, record)
            except MahjongError:
                expected = model
            model = expected
            game = store.load_game(game_id)
            assert game.hands == model
            game.replay()


# -- the database file ---------------------------------------------------------------

def test_new_database_is_versioned_and_durable(store: Store, db: Path) -> None:
    conn = sqlite3.connect(db)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert conn.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    conn.close()
    assert store._db.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL


def test_an_empty_file_becomes_a_database(db: Path) -> None:
    db.write_bytes(b"")
    with Store(db) as store:
        assert store.list_games() == []


def make_database(db: Path, games: int = 3) -> None:
    with Store(db) as store:
        for k in range(games):
            game_id = store.create_game(new_game(name=f"game {k}"))
            for i in range(6):
                store.record_hand(game_id, typed(0, 30 + i, 8, 12, 16, note="n" * 100))
    # closing the last connection folds the log into the file and removes it
    assert not Path(f"{db}-wal").exists()




def assert_refused_unchanged(db: Path, match: str) -> str:
    before = db.read_bytes()
    siblings = sorted(os.listdir(db.parent))
    with pytest.raises(StorageError, match=match) as info:
        Store(db)
    assert db.read_bytes() == before
    assert sorted(os.listdir(db.parent)) == siblings  # no journal or log left behind
    message = str(info.value)
    assert message.startswith(str(db))
    assert "\n" not in message
    return message


def test_newer_schema_is_refused_unchanged(db: Path) -> None:
    make_database(db)
    conn = sqlite3.connect(db)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.close()
    message = assert_refused_unchanged(db, f"schema version {SCHEMA_VERSION + 1}")
    assert "newer version of the program" in message and "left unchanged" in message


def test_newer_schema_in_wal_mode_is_refused_unchanged(db: Path) -> None:
    make_database(db)
    conn = sqlite3.connect(db)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 3}")
    conn.execute("CREATE TABLE players (id INTEGER)")  # the newer program's schema
    conn.close()
    assert_refused_unchanged(db, f"schema version {SCHEMA_VERSION + 3}")


def test_not_a_database_is_refused_unchanged(db: Path) -> None:
    db.write_text("Anna,Bo,Cia,Dan\n16,8,48,26\n", encoding="utf-8")
    assert_refused_unchanged(db, "not an SQLite database")


def test_truncated_database_is_refused_unchanged(db: Path) -> None:
    make_database(db)
    data = db.read_bytes()
    db.write_bytes(data[:len(data) // 2 + 100])
    assert_refused_unchanged(db, "damaged")


def test_damaged_page_is_refused_unchanged(db: Path) -> None:
    make_database(db)
    data = bytearray(db.read_bytes())
    page = int.from_bytes(data[16:18], "big")
    # a b-tree page other than the first: wreck its cell pointer array
    for start in range(page, len(data), page):
        if data[start] in (0x02, 0x05, 0x0A, 0x0D):
            data[start + 8:start + 40] = b"\xff" * 32
            break
    else:
        pytest.fail("no b-tree page found")
    db.write_bytes(bytes(data))
    message = assert_refused_unchanged(db, "damaged")
    assert "integrity check" in message or "malformed" in message


def test_damaged_schema_page_is_refused_unchanged(db: Path) -> None:
    make_database(db)
    data = bytearray(db.read_bytes())
    data[100] = 0x00  # the type of the first page's b-tree: invalid
    db.write_bytes(bytes(data))
    assert_refused_unchanged(db, "damaged")


def test_another_programs_database_is_refused_unchanged(db: Path) -> None:
    conn = sqlite3.connect(db)
    conn.execute("CREATE TABLE contacts (name TEXT)")
    conn.commit()
    conn.close()
    assert_refused_unchanged(db, "another program")
    conn = sqlite3.connect(db)
    conn.execute("DROP TABLE contacts")
    conn.execute("PRAGMA application_id = 42")
    conn.close()
    assert_refused_unchanged(db, "another program")


def test_a_folder_is_refused(tmp_path: Path) -> None:
    with pytest.raises(StorageError, match="folder"):
        Store(tmp_path)


def test_a_failing_statement_rolls_back_the_whole_operation(store: Store, db: Path) -> None:
    game_id = store.create_game(new_game())
    records = [won_by(0), won_by(1), won_by(2)]
    for record in records:
        store.record_hand(game_id, record)
    # a trigger makes the last statement of an operation fail, after earlier ones ran
    conn = sqlite3.connect(db)
    conn.execute("CREATE TRIGGER boom BEFORE INSERT ON hands WHEN NEW.record LIKE "
                 "'%boom%' BEGIN SELECT RAISE(ABORT, 'boom'); END")
    conn.commit()
    conn.close()
    boom = typed(None, 1, 2, 3, 4, note="boom")
    with pytest.raises(StorageError, match="boom"):
        store.insert_hand(game_id, 0, boom)  # the later hands had moved down already
    assert store.load_game(game_id).hands == records
    with pytest.raises(StorageError, match="boom"):
        store.record_hand(game_id, boom)
    game = new_game()
    game.hands = [won_by(0), boom]
    with pytest.raises(StorageError, match="boom"):
        store.create_game(game)  # the game row was written before the hands
    assert [s.id for s in store.list_games()] == [game_id]
    assert hand_count(db, game_id) == 3


def test_rename_player_keeps_hands_and_checks_names(tmp_path: Path) -> None:
    from scoring import load_ruleset
    from scoring.games.game import Entry, Game, GameSettings, HandRecord
    from scoring.records.storage import Store

    with Store(tmp_path / "g.sqlite3") as store:
        game = Game(GameSettings.for_ruleset(("Anna", "Bo", "Cia", "Dan"),
                                             load_ruleset("norwegian")))
        gid = store.create_game(game)
        store.record_hand(gid, HandRecord(tuple(Entry(score=s) for s in (10, 20, 30, 0)), 1))
        store.rename_player(gid, 1, "Bjørn")
        loaded = store.load_game(gid)
        assert loaded.players == ("Anna", "Bjørn", "Cia", "Dan")
        assert len(loaded.hands) == 1
        with pytest.raises(MahjongError, match="same name"):
            store.rename_player(gid, 0, "cia")
        assert store.load_game(gid).players[0] == "Anna"
