"""The hand being entered (scoring.games.draft): a plain value kept beside its game in
the database, read back as far as it still fits the game."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scoring.games.draft import (
    MODES,
    HandDraft,
    PlayerDraft,
    blank_draft,
    draft_from_dict,
    draft_from_json,
    draft_to_dict,
    draft_to_json,
)
from scoring.games.game import Entry, Game, GameSettings, HandRecord, game_identity
from scoring.games.ponjan_game import ponjan_settings
from scoring.hands.situation import FLAGS, SOURCES
from scoring.ponjan.rules import load_ponjan_rules
from scoring.records.storage import SCHEMA_VERSION, Store
from scoring.rules.ruleset import load_ruleset

PLAYERS = ("Anna", "Bo", "Cia", "Dan")
DATA = Path(__file__).resolve().parent / "data"


def classical() -> Game:
    return Game(GameSettings.for_ruleset(PLAYERS, load_ruleset("norwegian")), name="Night")


def ponjan() -> Game:
    return Game(ponjan_settings(("A", "B", "C"), load_ponjan_rules("ponjan")), name="P")


def half_hand(game: Game) -> HandDraft:
    """Tiles for two players, a typed score, a winner, a winning tile, a flag."""
    return replace(blank_draft(game), players=(
        PlayerDraft("123m 456m 789m 11p"), PlayerDraft("(555p) 12", mode="pung",
                                                       exposed=True),
        PlayerDraft(score=16), PlayerDraft()), active=1, winner=0, win_tile="1p",
        source="wall", flags=frozenset({"original-call"}), seen="99p 1s")


def ponjan_half(game: Game) -> HandDraft:
    return replace(blank_draft(game), tiles="000r 111k", winner=1, win_tile="0r",
                   source="discard", discarder=2, flags=frozenset({"reach"}), mode="set",
                   stolen=True)


# -- the value ----------------------------------------------------------------------

def test_a_fresh_hand_is_blank_and_a_half_hand_is_not() -> None:
    game = classical()
    assert blank_draft(game).is_blank()
    assert blank_draft(game).players == (PlayerDraft(),) * 4
    assert blank_draft(game).uid == game_identity(game) == game.uid
    assert not half_hand(game).is_blank()
    assert not replace(blank_draft(game), drawn=True).is_blank()
    assert not replace(blank_draft(game), seen="1m").is_blank()
    assert replace(blank_draft(game), active=3).is_blank()  # a row selected: nothing
    assert not replace(blank_draft(game), players=(PlayerDraft(mode="pung"),) + (
        PlayerDraft(),) * 3).is_blank()
    assert not replace(blank_draft(ponjan()), stolen=True).is_blank()
    assert not replace(blank_draft(game),
                       players=(PlayerDraft(), PlayerDraft(score=0), PlayerDraft(),
                                PlayerDraft())).is_blank()
    assert blank_draft(ponjan()).players == ()
    assert not ponjan_half(ponjan()).is_blank()


@pytest.mark.parametrize("make", [lambda g: half_hand(g), lambda g: replace(
    blank_draft(g), drawn=True, players=(PlayerDraft("1m 2m garbage ("),) * 4)])
def test_a_classical_draft_round_trips(make: Any) -> None:
    game = classical()
    draft = make(game)
    assert draft_from_json(draft_to_json(draft), game) == (draft, [])


def test_a_ponjan_draft_round_trips() -> None:
    game = ponjan()
    for draft in (ponjan_half(game), replace(blank_draft(game), drawn=True,
                                              tenpai=frozenset({0, 2}))):
        assert draft_from_json(draft_to_json(draft), game) == (draft, [])


texts = st.text(max_size=40)


@given(st.lists(st.tuples(texts, st.none() | st.integers(0, 10**6), st.sampled_from(MODES),
                          st.booleans()), min_size=4, max_size=4),
       st.none() | st.integers(0, 3), st.booleans(),
       st.none() | st.sampled_from(["1m", "9p", "7z", "1f"]), st.sampled_from(SOURCES),
       st.frozensets(st.sampled_from(FLAGS)), texts)
def test_any_classical_entry_round_trips(players: list[tuple[str, int | None, str, bool]],
                                         winner: int | None, drawn: bool,
                                         win_tile: str | None, source: str,
                                         flags: frozenset[str], seen: str) -> None:
    game = classical()
    draft = replace(blank_draft(game), players=tuple(PlayerDraft(*p) for p in players),
                    winner=None if drawn else winner, drawn=drawn, win_tile=win_tile,
                    source=source, flags=flags, seen=seen)
    assert draft_from_json(draft_to_json(draft), game) == (draft, [])


# -- a stored draft that is damaged or stale ----------------------------------------------

def test_damaged_text_is_dropped_with_a_note() -> None:
    game = classical()
    for text in ("{", "[]", "null", '"x"', "1e999999", "[" * 100_000):
        draft, notes = draft_from_json(text, game)
        assert draft is None and len(notes) == 1 and "dropped" in notes[0], text


def test_a_draft_of_another_game_kind_or_version_is_dropped() -> None:
    game, other = classical(), classical()
    stored = draft_to_dict(half_hand(game))
    assert draft_from_dict(stored, other)[0] is None  # another game (its uid)
    assert "another game" in draft_from_dict(stored, other)[1][0]
    assert draft_from_dict({**stored, "version": 2}, game)[0] is None
    assert draft_from_dict({**stored, "game": "ponjan"}, game)[0] is None
    assert draft_from_dict(draft_to_dict(ponjan_half(ponjan())), game)[0] is None


@pytest.mark.parametrize(("change", "left_out"), [
    ({"winner": 7}, {"winner": None}),
    ({"winner": True}, {"winner": None}),
    ({"winner": "Anna"}, {"winner": None}),
    ({"win_tile": "0z"}, {"win_tile": None}),
    ({"win_tile": 5}, {"win_tile": None}),
    ({"source": "sky"}, {"source": "discard"}),
    ({"flags": ["original-call", "reach"]}, {"flags": frozenset({"original-call"})}),
    ({"flags": "original-call"}, {"flags": frozenset({"original-call"})}),
    ({"seen": "x" * 10_000}, {"seen": ""}),
    ({"seen": 12}, {"seen": ""}),
    ({"active": 4}, {"active": 0}),
    ({"active": "Bo"}, {"active": 0}),
])
def test_a_field_that_does_not_fit_is_left_out_and_the_rest_kept(
        change: dict[str, Any], left_out: dict[str, Any]) -> None:
    game = classical()
    draft = half_hand(game)
    kept, notes = draft_from_dict({**draft_to_dict(draft), **change}, game)
    assert kept == replace(draft, **left_out)
    assert len(notes) == 1 and "left out" in notes[0]


def test_players_that_do_not_fit_are_left_out_one_by_one() -> None:
    game = classical()
    stored = draft_to_dict(half_hand(game))
    players = stored["players"]
    damaged = [players[0], {"tiles": 5, "score": -3, "mode": "sky", "exposed": 1}, "x",
               {"score": 10**12}]
    kept, notes = draft_from_dict({**stored, "players": damaged}, game)
    assert kept is not None and kept.players == (players_of(players[0]), PlayerDraft(),
                                                 PlayerDraft(), PlayerDraft())
    assert len(notes) == 6  # Bo's tiles, score, mode and exposed; Cia's hand; Dan's score
    kept, notes = draft_from_dict({**stored, "players": players[:2]}, game)
    assert kept is not None and kept.players[:2] == half_hand(game).players[:2]
    assert kept.players[2:] == (PlayerDraft(),) * 2 and notes


def players_of(item: dict[str, Any]) -> PlayerDraft:
    return PlayerDraft(item["tiles"], item["score"], item["mode"], item["exposed"])


def test_ponjan_fields_that_do_not_fit_are_left_out() -> None:
    game = ponjan()
    stored = draft_to_dict(ponjan_half(game))
    kept, notes = draft_from_dict({**stored, "discarder": 1}, game)  # the winner
    assert kept == replace(ponjan_half(game), discarder=None) and notes
    kept, notes = draft_from_dict({**stored, "tenpai": [0, 5, "B"], "win_tile": "1m",
                                   "flags": ["reach", "original-call"], "mode": "pung",
                                   "stolen": "yes"}, game)
    assert kept == replace(ponjan_half(game), win_tile=None, tenpai=frozenset({0}),
                           flags=frozenset({"reach"}), mode="tile", stolen=False)
    assert len(notes) == 5


def test_a_draft_started_before_hands_recorded_elsewhere_is_kept_with_a_note() -> None:
    game = classical()
    draft = half_hand(game)
    game.hands = [HandRecord(tuple(Entry(score=s) for s in (30, 0, 0, 0)), 0)]
    kept, notes = draft_from_json(draft_to_json(draft), game)
    assert kept == draft and len(notes) == 1 and "now has 1 hands" in notes[0]


# -- in the database ----------------------------------------------------------------

def test_the_store_keeps_one_draft_per_game_and_record_clears_it(tmp_path: Path) -> None:
    db = tmp_path / "g.sqlite3"
    with Store(db) as store:
        game = classical()
        game_id = store.create_game(game)
        other = store.create_game(ponjan())
        assert store.load_draft(game) == (None, [])
        store.save_draft(game_id, half_hand(game))
        store.save_draft(other, ponjan_half(store.load_game(other)))
    with Store(db) as store:  # a new process
        game = store.load_game(game_id)
        assert store.load_draft(game) == (half_hand(game), [])
        changed = replace(half_hand(game), winner=1)
        store.save_draft(game_id, changed)
        assert store.load_draft(game) == (changed, [])
        store.save_draft(game_id, blank_draft(game))  # nothing entered: none kept
        assert store.load_draft(game) == (None, [])
        store.save_draft(game_id, changed)
        store.record_hand(game_id, HandRecord(tuple(Entry(score=s) for s in
                                                    (30, 0, 0, 0)), 0))
        assert store.load_draft(game)[0] == changed  # the command line keeps it
        store.record_hand(game_id, HandRecord(tuple(Entry(score=s) for s in
                                                    (30, 0, 0, 0)), 0), clear_draft=True)
        assert store.load_draft(game) == (None, [])
        ponjan_game = store.load_game(other)
        assert store.load_draft(ponjan_game) == (ponjan_half(ponjan_game), [])
        store.delete_game(other)
        conn = sqlite3.connect(db)
        assert conn.execute("SELECT count(*) FROM drafts").fetchone()[0] == 0
        conn.close()


def test_a_draft_of_a_game_that_is_gone_is_refused(tmp_path: Path) -> None:
    from scoring.records.storage import NoSuchGame
    with Store(tmp_path / "g.sqlite3") as store, pytest.raises(NoSuchGame):
        store.save_draft(5, half_hand(classical()))


def test_a_damaged_draft_row_is_dropped_and_the_game_opens(tmp_path: Path) -> None:
    db = tmp_path / "g.sqlite3"
    with Store(db) as store:
        game = classical()
        game_id = store.create_game(game)
        store.save_draft(game_id, half_hand(game))
    conn = sqlite3.connect(db)
    conn.execute("UPDATE drafts SET draft = replace(draft, '99p', '98p')")
    conn.commit()
    conn.close()
    with Store(db) as store:  # the database opens: a draft is not part of the record
        game = store.load_game(game_id)
        draft, notes = store.load_draft(game)
        assert draft is None and "damaged" in notes[0]
        store.save_draft(game_id, half_hand(game))  # a new draft replaces it
        assert store.load_draft(game) == (half_hand(game), [])


def test_a_version_3_database_gets_drafts_when_opened_for_writing(tmp_path: Path) -> None:
    db = tmp_path / "g.sqlite3"
    db.write_bytes((DATA / "games-v3.sqlite3").read_bytes())
    conn = sqlite3.connect(db)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 3
    conn.close()
    with Store(db) as store:
        game = store.load_game(1)
        assert game.name == "Made by version 3"
        assert [r.totals for r in game.replay()] == [(180, -48, -72, -60),
                                                     (-80, 160, -48, -32)]
        assert store.load_game(2).replay()[0].totals == (120, -60, -60)
        assert store.load_draft(game) == (None, [])
        store.save_draft(1, half_hand(game))
        assert store.load_draft(game) == (half_hand(game), [])
    conn = sqlite3.connect(db)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 5
    assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    conn.close()


def test_the_stored_json_is_plain(tmp_path: Path) -> None:
    game = classical()
    data = json.loads(draft_to_json(half_hand(game)))
    assert data == {
        "version": 1, "game": "classical", "uid": game.uid, "hands": 0,
        "players": [
            {"tiles": "123m 456m 789m 11p", "score": None, "mode": "tile", "exposed": False},
            {"tiles": "(555p) 12", "score": None, "mode": "pung", "exposed": True},
            {"tiles": "", "score": 16, "mode": "tile", "exposed": False},
            {"tiles": "", "score": None, "mode": "tile", "exposed": False}],
        "active": 1, "mode": "tile", "stolen": False,
        "winner": 0, "win_tile": "1p", "source": "wall", "flags": ["original-call"],
        "seen": "99p 1s", "tiles": "", "discarder": None, "tenpai": []}


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-2**70, 2**70) | st.floats() | st.text(max_size=8)
    | st.sampled_from(["1m", "0r", "7z", "draw", "wall", "reach", "original-call"]),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner,
                                                                max_size=5),
    max_leaves=20)
draft_keys = st.sampled_from(sorted(draft_to_dict(HandDraft())))


@given(st.dictionaries(draft_keys, json_values, max_size=8), st.booleans())
def test_any_damage_to_a_stored_draft_gives_a_draft_or_a_note(
        damage: dict[str, Any], is_ponjan: bool) -> None:
    """Whatever the stored JSON holds, reading it never raises: a draft that fits the
    game (its fields in range), or None with a note."""
    game = PONJAN_GAME if is_ponjan else CLASSICAL_GAME
    base = ponjan_half(game) if is_ponjan else half_hand(game)
    data = {**draft_to_dict(base), **damage}
    draft, notes = draft_from_dict(data, game)
    if draft is None:
        assert notes
        return
    n = len(game.players)
    assert draft.winner is None or 0 <= draft.winner < n
    assert draft.discarder is None or 0 <= draft.discarder < n
    assert all(0 <= i < n for i in draft.tenpai)
    assert len(draft.players) == (0 if is_ponjan else n)
    assert draft_from_json(draft_to_json(draft), game)[0] == draft


CLASSICAL_GAME, PONJAN_GAME = classical(), ponjan()


def test_a_draft_that_is_not_text_or_not_utf8_is_dropped(tmp_path: Path) -> None:
    db = tmp_path / "g.sqlite3"
    with Store(db) as store:
        game = classical()
        game_id = store.create_game(game)
    for value in (b"\xff\xfe{", 12, None):
        conn = sqlite3.connect(db)
        conn.execute("DELETE FROM drafts")
        conn.execute("INSERT INTO drafts (game_id, draft, checksum) VALUES (?, "
                     "CAST(? AS TEXT), 0)" if isinstance(value, bytes) else
                     "INSERT INTO drafts (game_id, draft, checksum) VALUES (?, ?, 0)",
                     (game_id, value if value is not None else "{}"))
        conn.commit()
        conn.close()
        with Store(db) as store:
            draft, notes = store.load_draft(store.load_game(game_id))
        assert draft is None and "damaged" in notes[0], value


def test_a_database_without_drafts_has_no_draft(tmp_path: Path) -> None:
    """As a database of version 3 reads when it is read as it is (not upgraded)."""
    db = tmp_path / "g.sqlite3"
    with Store(db) as store:
        game_id = store.create_game(classical())
        conn = sqlite3.connect(db)
        conn.execute("DROP TABLE drafts")
        conn.commit()
        conn.close()
        assert store.load_draft(store.load_game(game_id)) == (None, [])
