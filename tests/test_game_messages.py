"""Messages of a classical game that the window can show (a seen bonus tile, an edit
that would leave a later hand invalid) are templates: the English text is as before,
and in Swedish, Norwegian and Czech it is translated with every value filled in."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.rule_texts import message_text
from scoring import load_ruleset
from scoring.errors import MahjongError
from scoring.games.game import Entry, Game, GameSettings, HandRecord
from scoring.records.storage import Store

PLAYERS = ("Anna", "Bo", "Cia", "Dan")


def seen_bonus() -> MahjongError:
    game = Game(GameSettings.for_ruleset(PLAYERS, load_ruleset("norwegian")))
    record = HandRecord((Entry("123m 456m 789m 111p 22p"), Entry(score=4), Entry(score=0),
                         Entry(score=8)), 0, "2p", seen="1f 9s")
    with pytest.raises(MahjongError) as info:
        game.check(record)
    return info.value


def later_hand_invalid(tmp_path: Path) -> MahjongError:
    """Under swedish the deal passes after every hand: making hand 1 a draw keeps the
    deal, so hand 2's winner, who won as East with heaven's blessing, is no longer
    East."""
    with Store(tmp_path / "g.sqlite3") as store:
        game = Game(GameSettings.for_ruleset(PLAYERS, load_ruleset("swedish")))
        gid = store.create_game(game)
        store.record_hand(gid, HandRecord((Entry(score=0), Entry(score=0), Entry(score=0),
                                           Entry(score=0)), 0))
        store.record_hand(gid, HandRecord(
            (Entry(score=0), Entry("123m 456m 789m 111p 22p"), Entry(score=0),
             Entry(score=0)), 1, "2p", "wall", frozenset({"heavens-blessing"})))
        with pytest.raises(MahjongError) as info:
            store.edit_hand(gid, 0, HandRecord(tuple(Entry(score=0) for _ in PLAYERS), None))
        return info.value


def test_the_english_texts(tmp_path: Path) -> None:
    assert str(seen_bonus()) == \
        "seen tiles: 1f is a bonus tile; only playing tiles count as seen"
    text = str(later_hand_invalid(tmp_path))
    assert text.startswith("this change would leave hand 2 invalid: ")


@pytest.mark.parametrize("language", ["sv", "nb", "cs"], indirect=True)
def test_the_messages_are_translated(language: str, tmp_path: Path) -> None:
    for error in (seen_bonus(), later_hand_invalid(tmp_path)):
        english, shown = str(error), message_text(error)
        assert shown != english and "{" not in shown
    assert "1f" in message_text(seen_bonus())
    assert " 2 " in message_text(later_hand_invalid(tmp_path))
