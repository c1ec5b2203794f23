"""One contract for every kind of game (:mod:`scoring.games.kinds`): the same checks run
against each registered kind, with a sample game of it (as Orange runs its shared
widget tests against every widget). A kind added to the registry without a sample here,
a command-line adapter or a workbook writer fails :func:`test_every_kind_is_complete`.

A sample is a game of the kind (rules and players), hands that score (every way a hand
of the kind can be recorded), records its checks refuse, and a hand whose parts fit
together that does not score.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from dataclasses import dataclass, replace

import pytest

from scoring.cli.game import parse_hand_args, sheet_json, sheet_text
from scoring.cli.kinds import cli_kind
from scoring.cli.main import _build_parser
from scoring.errors import MahjongError
from scoring.games.game import Entry, Game, GameError, HandError, HandFigures, HandRecord
from scoring.games.kinds import KINDS as REGISTRY
from scoring.games.kinds import kind_class, kind_names, kinds
from scoring.games.ponjan_game import ponjan_settings
from scoring.ponjan.rules import load_ponjan_rules
from scoring.records.gamefile import dumps, hand_from_dict, loads
from scoring.records.workbook import WRITERS, build_workbook
from scoring.rules.penalty import Penalty
from scoring.rules.ruleset import load_ruleset


@dataclass(frozen=True)
class Sample:
    """A game of one kind to hold the kind to the contract."""

    new: Callable[[], Game]  # a game without hands
    hands: tuple[HandRecord, ...]  # hands that score, in this order
    refused: tuple[HandRecord, ...]  # records the kind's record checks refuse
    broken: HandRecord  # a record that fits together and does not score


def _classical() -> Game:
    from scoring.games.game import GameSettings
    return Game(GameSettings.for_ruleset(("Anna", "Bo", "Cia", "Dan"),
                                         load_ruleset("swedish")))


def _ponjan() -> Game:
    return Game(ponjan_settings(("A", "B", "C"), load_ponjan_rules("ponjan")))


def _scores(*scores: int) -> tuple[Entry, ...]:
    return tuple(Entry(score=s) for s in scores)


def _ponjan_win(winner: int, tiles: str, discarder: int | None = None,
                flags: frozenset[str] = frozenset()) -> HandRecord:
    return HandRecord(tuple(Entry(tiles) if i == winner else Entry() for i in range(3)),
                      winner, "0b", "wall" if discarder is None else "discard", flags,
                      discarder=discarder)


SAMPLES: dict[str, Sample] = {
    "classical": Sample(
        _classical,
        (HandRecord((Entry(score=16), Entry(score=8), Entry("123m 456m 789s 555p 22s"),
                     Entry(score=26)), 2, "2s", "discard", note="a note"),
         HandRecord.of_penalty(Penalty((1,), (2, 3), 60)),
         HandRecord(_scores(4, 8, 0, 2), None),
         HandRecord((Entry("123m 456m 789s 555p 55s"), *_scores(8, 0, 2)), 0, "5s",
                    "wall"),
         HandRecord(_scores(30, 2, 4, 0), 0, flags=frozenset())),
        (HandRecord(_scores(1, 2, 3), 0),  # an entry missing
         HandRecord(_scores(1, 2, 3, 4), 4),  # no such winner
         HandRecord(_scores(1, 2, 3, 4), 0, discarder=1),  # Ponjan's, not classical
         HandRecord(_scores(1, 2, 3, 4), None, "5p"),  # a draw with a winning tile
         HandRecord((Entry("123m 456m 789s 555p 22s"), *_scores(8, 0, 2)), 0)),
        HandRecord((Entry("123m 456m"), *_scores(8, 0, 2)), 0, "5m")),
    "ponjan": Sample(
        _ponjan,
        (_ponjan_win(1, "000r 111k 000b", discarder=0, flags=frozenset({"reach"})),
         HandRecord((Entry(),) * 3, None, tenpai=frozenset({0, 2}), note="a note"),
         _ponjan_win(2, "000r 111k 000b"),
         HandRecord((Entry(),) * 3, None)),
        (HandRecord((Entry(),) * 2, None),  # an entry missing
         HandRecord.of_penalty(Penalty((1,), (0, 2), 60)),  # Ponjan knows none
         HandRecord(_scores(10, 0, 0), 0, "0b", "wall"),  # a typed score
         HandRecord((Entry(),) * 3, 0, "0b", "wall")),  # the winner's tiles missing
        _ponjan_win(0, "000r 111k 00b")),
}

KINDS = kind_names()


def sample_game(name: str, hands: tuple[HandRecord, ...] | None = None) -> Game:
    sample = SAMPLES[name]
    return sample.new().with_hands(list(sample.hands if hands is None else hands))


def test_every_kind_is_complete() -> None:
    """Every kind of the registry has its name, a sample here, its command-line adapter
    and its workbook writer; nothing is registered that is not a kind."""
    assert tuple(REGISTRY) == KINDS and KINDS
    assert [k.name for k in kinds()] == list(KINDS)
    assert set(SAMPLES) == set(KINDS)
    for name in KINDS:
        assert cli_kind(name).name == name
        build_workbook(sample_game(name))  # its writer is found (and registered)
        assert name in WRITERS
    # a rule file that names no registered game is read by the default kind, whose
    # rules then say why
    assert kind_class("no such game") is kind_class("classical")


@pytest.mark.parametrize("name", KINDS)
class TestKindContract:
    def test_the_game_is_of_its_kind(self, name: str) -> None:
        game = sample_game(name)
        assert game.kind.name == game.game == name
        assert isinstance(game.kind, kind_class(name))
        assert game.kind.dealer and game.kind.ruleset_id == game.ruleset_id
        assert game.kind.rules is not None

    def test_settings_it_does_not_allow_are_refused(self, name: str) -> None:
        settings = SAMPLES[name].new().settings
        kind_class(name).check_settings(settings)
        with pytest.raises(GameError) as refused:
            replace(settings, convention="no such convention")
        assert str(refused.value).strip()

    def test_record_checks_refuse_with_a_message(self, name: str) -> None:
        game = sample_game(name)
        for record in SAMPLES[name].refused:
            with pytest.raises(GameError) as refused:
                kind_class(name).check_record(record, len(game.players))
            assert str(refused.value).strip()
            with pytest.raises(MahjongError):
                game.check(record)
        for record in SAMPLES[name].hands:
            kind_class(name).check_record(record, len(game.players))

    def test_replay_pays_as_much_as_it_receives(self, name: str) -> None:
        game = sample_game(name)
        results = game.replay()
        assert len(results) == len(SAMPLES[name].hands)
        balances = [game.settings.start_balance] * len(game.players)
        for r in results:
            assert sum(r.totals) == 0, r
            assert r.problem is None
            balances = [b + t for b, t in zip(balances, r.totals, strict=True)]
            assert list(r.balances) == balances
        assert any(any(r.totals) for r in results)  # the sample pays something
        assert [s.dealer for s in game.seatings()] == [r.dealer for r in results]

    def test_figures_and_validation_agree_with_replay(self, name: str) -> None:
        game = sample_game(name)
        game.validate()
        game.validate(score=True)
        assert game.figures() == [HandFigures.of(r) for r in game.replay()]

    def test_a_hand_that_does_not_score_is_named_alike(self, name: str) -> None:
        hands = (*SAMPLES[name].hands[:2], SAMPLES[name].broken)
        game = sample_game(name, hands)
        game.check_record(SAMPLES[name].broken)
        raised = []
        for step in (game.validate, lambda: game.validate(score=True),
                     lambda: game.replay(keep=()), lambda: game.figures(keep=())):
            with pytest.raises(HandError) as exc:
                step()
            raised.append((exc.value.index, str(exc.value)))
        assert len(set(raised)) == 1 and raised[0][0] == 2
        # a stored hand kept where the kind has a stand-in: the replay and the figures
        # keep it alike, with its problem
        stand_in = game.kind.stand_in(SAMPLES[name].broken)
        if stand_in is None:
            with pytest.raises(HandError):
                game.replay()
            return
        results = game.replay()
        assert results[2].problem is not None and results[2].record == hands[2]
        assert game.figures() == [HandFigures.of(r) for r in results]

    def test_the_command_line_reads_back_what_it_writes(self, name: str) -> None:
        game = sample_game(name)
        adapter = cli_kind(name)
        parser = _build_parser()
        for record in SAMPLES[name].hands:
            words = adapter.hand_args(game, record)
            args = parser.parse_args(["game", "--db", "x.sqlite", "record", "1", *words])
            assert isinstance(args, argparse.Namespace)
            assert parse_hand_args(game, args) == record, words

    def test_the_sheet_is_told(self, name: str) -> None:
        game = sample_game(name)
        text = sheet_text(game)
        assert all(p in text for p in game.players) and cli_kind(name).legend in text
        data = sheet_json(game)
        assert [sum(h["changes"]) for h in data["hands"]] == [0] * len(game.hands)
        assert data["next"] is None or data["next"]["number"] == len(game.hands) + 1

    def test_the_game_file_keeps_every_field(self, name: str) -> None:
        game = sample_game(name)
        from scoring.games.game import as_dict
        for record in SAMPLES[name].hands:
            assert hand_from_dict(as_dict(record), game=name) == record
        again = loads(dumps(game))
        assert again.settings == game.settings and again.hands == game.hands

    def test_the_workbook_is_written_by_the_kind(self, name: str) -> None:
        book = build_workbook(sample_game(name))
        assert len(book.worksheets) >= 2
