"""What makes the standings of a season quick gives the same numbers as before:
the lean figures of a game (no payments one by one) agree with its full replay on
random games, the totals of a hand agree with its settlement, a game remembers its
figures and forgets them when its hands or settings change, a game file read for a
season is scored once (checked by scoring, with the quick check's verdict), all the
games of a database read at once are those read one by one, a game and its kind hold
no reference cycle, and the season leaves the garbage collector as it found it."""

from __future__ import annotations

import gc
import random
import weakref
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scoring.errors import MahjongError
from scoring.games import game_kinds
from scoring.games.game import (
    Entry,
    Game,
    GameSettings,
    HandError,
    HandFigures,
    HandRecord,
    as_dict,
)
from scoring.games.sample_games import random_record
from scoring.games.settlement import CONVENTIONS, settle, settle_totals
from scoring.records import gamefile
from scoring.records.gamefile import GameFileError
from scoring.records.season import Copy, copies_from_database, copy_from_file, season
from scoring.records.storage import NoSuchGame, Store
from scoring.rules.penalty import Penalty
from scoring.rules.ruleset import RuleSet, builtin_ids, load_ruleset

CLASSICAL = builtin_ids("classical")
PLAYERS = ("Anna", "Bo", "Cia", "Dan")


@settings(max_examples=300, deadline=None)
@given(st.integers(2, 4).flatmap(lambda n: st.tuples(
    st.lists(st.integers(0, 20000), min_size=n, max_size=n),
    st.one_of(st.none(), st.integers(0, n - 1)),
    st.sampled_from(CONVENTIONS),
    st.one_of(st.none(), st.integers(0, n - 1)))))
def test_totals_are_those_of_the_settlement(case: tuple[list[int], int | None, str,
                                                        int | None]) -> None:
    scores, winner, convention, east = case
    names = ["E", "S", "W", "N"][:len(scores)]
    full = settle(dict(zip(names, scores, strict=True)),
                  None if winner is None else names[winner], convention,  # type: ignore[arg-type]
                  east_double=east is not None,
                  east=None if east is None else names[east])
    assert settle_totals(scores, winner, convention,  # type: ignore[arg-type]
                         east) == tuple(full.totals[p] for p in names)


def random_game(rng: random.Random, ruleset: RuleSet, hands: int) -> Game:
    """A classical game of random hands: tiles (winners' and losers' random legal
    hands, whatever flags and sources they came with, so some are refused), typed
    scores, drawn hands, penalties (some with an offence the rules do not know), under
    a random convention, East double or not, starting balance and number of players."""
    n = rng.choice((3, 4, 4, 4))
    game = Game(GameSettings.for_ruleset(
        PLAYERS[:n], ruleset, convention=rng.choice(CONVENTIONS),
        east_double=rng.random() < 0.7, start_balance=rng.choice((0, 500, 2000)),
        rounds=4))
    for _ in range(hands):
        if rng.random() < 0.05:
            payer = rng.randrange(n)
            offence = rng.choice(["", "", *(p.id for p in ruleset.penalties), "no-such"])
            game.hands.append(HandRecord.of_penalty(Penalty(
                (payer,), tuple(i for i in range(n) if i != payer), 30 * (n - 1), offence)))
            continue
        winner = None if rng.random() < 0.1 else rng.randrange(n)
        seating = game.seatings(extra=1)[-1]
        record = random_record(rng, ruleset, winner, seating.seats, seating.prevailing)
        if rng.random() < 0.05:
            record = _spoilt(rng, record)
        game.hands.append(record)
    return game


def _spoilt(rng: random.Random, record: HandRecord) -> HandRecord:
    """The record with one entry's tiles made wrong: unreadable, a tile too many or
    too few, or a winning tile the winner does not hold."""
    tiled = [i for i, e in enumerate(record.entries) if e.tiles is not None]
    if not tiled:
        return record
    i = rng.choice(tiled)
    tiles = record.entries[i].tiles
    assert tiles is not None
    how = rng.randrange(4)
    if how == 3 and record.winner is not None:
        return replace(record, win_tile="9m" if "9m" not in tiles else "1p")
    tiles = (tiles + " 5q", tiles + " 5m5m5m5m5m", tiles[:-2].rstrip() or "1m",
             tiles + " 7z")[how]
    entries = list(record.entries)
    entries[i] = Entry(tiles=tiles)
    return replace(record, entries=tuple(entries))


def _outcome(compute: object) -> object:
    try:
        return compute()  # type: ignore[operator]
    except HandError as exc:
        return ("HandError", exc.index, str(exc))


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(CLASSICAL), st.integers(0, 2**32), st.integers(1, 24))
def test_lean_figures_are_those_of_the_full_replay(ruleset_id: str, seed: int,
                                                   hands: int) -> None:
    game = random_game(random.Random(seed), load_ruleset(ruleset_id), hands)
    # each way on a game of its own: no scores shared through the game's caches
    lean = Game(game.settings, list(game.hands))
    full = Game(game.settings, list(game.hands))
    kind = lean.kind
    assert isinstance(kind, game_kinds.ClassicalKind)
    assert _outcome(lambda: kind.figures(lean.hands)) == _outcome(
        lambda: [HandFigures.of(r) for r in full.kind.replay(full.hands)])
    # and Game.figures, whichever way it takes, says the same, strictly and keeping
    # the hands that do not score (with the same reasons)
    assert _outcome(lambda: lean.figures(keep=())) == _outcome(
        lambda: [HandFigures.of(r) for r in full.replay(keep=())])
    kept = lean.figures()
    assert kept == [HandFigures.of(r) for r in full.replay()]
    assert [str(f.problem) for f in kept] == [str(r.problem) for r in full.replay()]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(CLASSICAL), st.integers(0, 2**32), st.integers(2, 16))
def test_a_game_replayed_after_edits_is_as_a_new_game(ruleset_id: str, seed: int,
                                                      hands: int) -> None:
    """What a game keeps of its hands (scored, and read from the notation) gives,
    after an edit, what a game made anew with the edited hands gives."""
    rng = random.Random(seed)
    game = random_game(rng, load_ruleset(ruleset_id), hands)
    _outcome(lambda: game.replay(keep=()))  # the game keeps what it read and scored
    records = list(game.hands)
    for _ in range(3):  # an edit: a hand given another's entries, or spoilt
        index = rng.randrange(len(records))
        records[index] = _spoilt(rng, records[index]) if rng.random() < 0.5 else \
            records[rng.randrange(len(records))]
        edited = list(records)
        assert _outcome(lambda r=edited: game.replay(r, keep=())) == _outcome(
            lambda r=edited: Game(game.settings, list(r)).replay(keep=()))


def test_a_game_keeps_its_figures_until_its_hands_or_settings_change(
        monkeypatch: pytest.MonkeyPatch) -> None:
    good = _good_game(random.Random(7), 12)
    game = Game(good.settings, list(good.hands))  # nothing scored yet
    calls = []
    score_hand = game_kinds.score_hand

    def counted(*args: object) -> object:
        calls.append(args)
        return score_hand(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(game_kinds, "score_hand", counted)
    first = game.figures()
    scored = len(calls)
    assert scored > 0
    assert game.figures() == first and game.figures(list(game.hands)) == first
    assert len(calls) == scored  # nothing scored again
    replayed = game.replay()  # the replay is not kept: it scores again
    assert len(calls) == 2 * scored and [HandFigures.of(r) for r in replayed] == first
    # another hand in place of the first one: figured again
    game.hands[0] = HandRecord(tuple(Entry(score=8) for _ in game.players), None)
    again = game.figures()
    assert again[0].scores == (8,) * len(game.players) and again != first
    assert again == [HandFigures.of(r) for r in game.replay()]
    # other settings (a starting balance): figured again
    game.settings = replace(game.settings, start_balance=game.settings.start_balance + 100)
    assert [f.balances for f in game.figures()] == [
        tuple(b + 100 for b in f.balances) for f in again]


def test_a_game_file_is_scored_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    game = _good_game(random.Random(11), 10)
    path = tmp_path / "g.json"
    gamefile.save(game, path)
    calls: list[object] = []
    score_hand = game_kinds.score_hand

    def counted(*args: object) -> object:
        calls.append(args)
        return score_hand(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(game_kinds, "score_hand", counted)
    result = season([copy_from_file(path)])
    tiles = sum(1 for h in game.hands for e in h.entries if e.tiles is not None)
    assert 0 < len(calls) <= tiles  # read and counted: every hand scored once at most
    assert result.games[0].players[0].final == game.replay()[-1].balances[0]


def _good_game(rng: random.Random, hands: int) -> Game:
    """A random game whose every hand scores (a refused hand becomes typed scores)."""
    game = random_game(rng, load_ruleset("norwegian"), hands)
    game.hands = [h for h in game.hands if h.penalty is None or not h.penalty.offence]
    while True:
        try:
            game.replay(keep=())  # strict: a hand that does not score raises
            return game
        except HandError as exc:
            old = game.hands[exc.index]
            game.hands[exc.index] = HandRecord(
                tuple(Entry(score=rng.randint(0, 300)) for _ in game.players), old.winner)


def test_a_bad_penalty_before_a_bad_hand_is_told_first() -> None:
    """Reading a game file scores its hands and checks its penalties: the first hand
    that fails is named, a penalty or not."""
    settings_ = GameSettings.for_ruleset(PLAYERS, load_ruleset("norwegian"))
    bad_hand = HandRecord(tuple(Entry(tiles="123m 456m 789m 111p 2p") if i == 0 else
                                Entry(score=0) for i in range(4)), 0, "2p")
    good_hand = HandRecord(tuple(Entry(score=10 * i) for i in range(4)), 1)
    bad_penalty = HandRecord.of_penalty(Penalty((0,), (1, 2, 3), 300, "no-such"))
    for hands, told in (([bad_penalty, bad_hand], "hands[0]: 'no-such'"),
                        ([bad_hand, bad_penalty], "hands[0]: Anna: a winning hand"),
                        ([good_hand, bad_penalty], "hands[1]: 'no-such'")):
        data = gamefile.game_to_dict(Game(settings_, hands))
        for score in (False, True):
            with pytest.raises(GameFileError) as info:
                gamefile.game_from_dict(data, score)
            assert str(info.value).startswith(told), str(info.value)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(CLASSICAL), st.integers(0, 2**32), st.integers(1, 24))
def test_checking_by_scoring_says_what_the_quick_check_says(ruleset_id: str, seed: int,
                                                            hands: int) -> None:
    """A game file read for a season is checked by scoring its hands (once), any
    other by the quick check: the same verdict, the same first bad hand."""
    game = random_game(random.Random(seed), load_ruleset(ruleset_id), hands)
    quick = Game(game.settings, list(game.hands))
    scored = Game(game.settings, list(game.hands))
    assert _outcome(quick.validate) == _outcome(lambda: scored.validate(score=True))


def test_games_and_their_kinds_hold_no_reference_cycle(tmp_path: Path) -> None:
    """A game nobody keeps is freed at once, without the cyclic garbage collector
    (which the season pauses while it reads and scores)."""
    game = _good_game(random.Random(3), 8)
    gamefile.save(game, tmp_path / "g.json")
    with Store(tmp_path / "db.sqlite3") as store:
        store.create_game(game)
    del game
    was = gc.isenabled()
    gc.disable()
    try:
        for read in (lambda: [copy_from_file(tmp_path / "g.json")],
                     lambda: copies_from_database(tmp_path / "db.sqlite3")):
            copies = read()
            season(copies)
            kept = [weakref.ref(c.game) for c in copies]
            kinds = [weakref.ref(c.game.kind) for c in copies]
            del copies
            assert all(r() is None for r in kept + kinds)
    finally:
        if was:
            gc.enable()


def test_the_season_leaves_the_garbage_collector_as_it_was() -> None:
    game = _good_game(random.Random(5), 4)
    assert gc.isenabled()
    season([Copy(game, "a")])
    assert gc.isenabled()
    gc.disable()
    try:
        season([Copy(game, "a")])
        assert not gc.isenabled()
    finally:
        gc.enable()
    with pytest.raises(MahjongError):
        season([Copy(game, "a")], same={"anna": "Bo"})  # two players would be one
    assert gc.isenabled()


def test_all_games_read_at_once_are_those_read_one_by_one(tmp_path: Path) -> None:
    rng = random.Random(13)
    with Store(tmp_path / "db.sqlite3") as store:
        for k in range(5):
            game = _good_game(rng, k * 3)  # the first one has no hands
            game.name, game.created = f"g{k}", f"2026-10-0{1 + k % 3}T19:00:00"
            store.create_game(game)
        store.delete_game(3)
        one_by_one = [store.load_game(s.id) for s in store.list_games()]
        at_once = store.load_games()
        assert at_once == one_by_one and len(at_once) == 4
        assert [g.uid for g in at_once] == [g.uid for g in one_by_one]
        assert [g.id for g in at_once] == [s.id for s in store.list_games()]
        assert store.load_games([2, 1]) == [store.load_game(2), store.load_game(1)]
        with pytest.raises(NoSuchGame):
            store.load_games([1, 3])


#: values just wrong (or just right) for a field of a hand: other types, the bounds
_ODD: list[object] = [None, True, False, -1, 0, 3, 4, 10**9, 10**9 + 1, 1.0, "", "5p",
                      [], [0], [True], ["x"], {}, {"x": 1}, (), "x" * 20, "x" * 21,
                      "x" * 40, "x" * 41, "x" * 600, "x" * 601, "x" * 2000, "x" * 2001,
                      ["x" * 40] * 20, ["x" * 40] * 21, ["x" * 41], [0, 1, 2, 3],
                      [0, 1, 2, 3, 0], [4], [-1]]
_ENTRIES: list[object] = [
    {"tiles": "1" * 500}, {"tiles": "1" * 501}, {"tiles": 5}, {"tiles": None},
    {"score": 0}, {"score": 10**9}, {"score": 10**9 + 1}, {"score": -1},
    {"score": True}, {"score": 1.0}, {"score": "3"}, {"tiles": "1m", "score": 3}, {},
    {"x": 1}, {"tiles": "1m", "x": 1}, [], "1m", None]


@st.composite
def hand_like(draw: st.DrawFn) -> object:
    """A played hand as the program writes it, with zero to two of its values
    replaced by one just wrong (or just right), a key added or taken away."""
    raw: dict[str, object] = {
        "entries": [{"tiles": "123m 456p 789s 11z"}, {"score": 8}, {"score": 0},
                    {"tiles": "(555p) 1f"}][:draw(st.integers(0, 4))],
        "winner": draw(st.sampled_from([None, 0, 1, 2, 3])),
        "win_tile": "1z", "source": "wall", "flags": ["original-call"], "note": "n",
        "seen": "99p", "discarder": 1, "tenpai": [0, 2]}
    for key in ("win_tile", "source", "flags", "note", "seen", "discarder", "tenpai"):
        if draw(st.booleans()):
            del raw[key]
    for _ in range(draw(st.integers(0, 2))):
        how = draw(st.integers(0, 4))
        if how == 0:
            raw[draw(st.sampled_from(sorted(gamefile.HAND_SPEC.fields)))] = \
                draw(st.sampled_from(_ODD))
        elif how == 1 and isinstance(raw.get("entries"), list) and raw["entries"]:
            entries = list(raw["entries"])  # type: ignore[call-overload]
            entries[draw(st.integers(0, len(entries) - 1))] = draw(st.sampled_from(_ENTRIES))
            raw["entries"] = entries
        elif how == 2:
            raw["entries"] = [{"score": 1}] * 5
        elif how == 3:
            raw.pop(draw(st.sampled_from(["entries", "winner"])), None)
        else:
            raw[draw(st.sampled_from(["other", "penalty"]))] = 1
    return raw


@settings(max_examples=2000, deadline=None)
@given(hand_like())
def test_a_hand_seen_as_plainly_good_passes_the_full_check(raw: object) -> None:
    if gamefile._plainly_good(raw):
        assert gamefile.HAND_SPEC.check(raw, ()) == raw


def test_every_value_just_wrong_is_seen() -> None:
    """Each field of a good hand in turn given each odd value, each entry each odd
    entry: what is seen as plainly good passes the full check."""
    base = {"entries": [{"tiles": "123m"}, {"score": 8}, {"score": 0}, {"tiles": "1f"}],
            "winner": 0, "win_tile": "1m", "source": "wall", "flags": [], "note": "",
            "seen": "", "discarder": None, "tenpai": []}
    assert gamefile._plainly_good(base)
    cases: list[dict[str, object]] = []
    for key in gamefile.HAND_SPEC.fields:
        cases += [{**base, key: value} for value in _ODD]
    for i in range(4):
        for entry in _ENTRIES:
            entries = list(base["entries"])  # type: ignore[call-overload]
            entries[i] = entry
            cases.append({**base, "entries": entries})
    for raw in cases:
        if gamefile._plainly_good(raw):
            assert gamefile.HAND_SPEC.check(raw, ()) == raw, raw


def test_hands_as_the_program_writes_them_are_plainly_good() -> None:
    game = random_game(random.Random(17), load_ruleset("bmja-kajongg"), 24)
    played = [h for h in game.hands if h.penalty is None]
    assert played and all(gamefile._plainly_good(as_dict(h)) for h in played)
