"""The winner's Ponjan hand being entered (scoring.ponjan.hand_draft), without Qt:
both add modes, Stolen, Take back, every refusal, the text read back."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scoring.errors import DraftError, MahjongError, format_message
from scoring.games.draft import HandDraft, ponjan_modes
from scoring.ponjan.hand import HAND_SIZE
from scoring.ponjan.hand_draft import PONJAN_MODES, PonjanDraft
from scoring.ponjan.notation import parse_hand


def picks(*codes: str, mode: str = "tile", draft: PonjanDraft | None = None) -> PonjanDraft:
    draft = (draft or PonjanDraft()).set_mode(mode)
    for code in codes:
        draft = draft.pick(code)
    return draft


def refusal(make: object) -> DraftError:
    with pytest.raises(DraftError) as info:
        make()  # type: ignore[operator]
    return info.value


def test_the_modes_are_the_stored_ones() -> None:
    assert ponjan_modes() == PONJAN_MODES  # what a stored draft may say
    with pytest.raises(ValueError, match="no Ponjan add mode"):
        PonjanDraft().set_mode("pung")


def test_tile_adds_one_and_set_adds_three() -> None:
    draft = picks("0r")
    assert draft.notation() == "0r" and draft.tile_count() == 1
    draft = picks("1k", mode="set", draft=draft)
    assert draft.notation() == "0r 111k" and draft.mode == "set"
    assert draft.used_counts() == {"0r": 1, "1k": 3}
    assert draft.concealed_codes() == ["0r", "1k"]


def test_stolen_makes_the_next_set_stolen_then_turns_off() -> None:
    draft = picks("0r", "0r", "0r").set_steal(True)
    draft = draft.pick("0d")
    assert not draft.steal and draft.stolen == ("0d",)
    assert draft.notation() == "000r (000d)"
    assert draft.tile_count() == 6
    assert draft.concealed_codes() == ["0r"]  # a stolen set is never the winning tile
    assert draft.shown() == [("0r", False)] * 3 + [("0d", True)]
    assert draft.unsteal("0d").notation() == "000r 000d"


def test_take_back_removes_the_last_pick() -> None:
    draft = picks("0r", "1k", mode="tile")
    draft = picks("0b", mode="set", draft=draft).set_steal(True).pick("0d")
    assert draft.take_back().notation() == "0r 000b 1k"  # the stolen set
    assert draft.take_back().take_back().notation() == "0r 1k"  # then the set of three
    assert PonjanDraft().take_back() == PonjanDraft()
    typed = PonjanDraft().read("000r (111k) 0b")  # typed: the last concealed tile
    assert typed.take_back().notation() == "000r (111k)"
    stolen_only = PonjanDraft().read("(111k)")
    assert stolen_only.take_back().notation() == ""


def test_the_kept_form_round_trips() -> None:
    draft = picks("0r", "0r", "0r", mode="tile").set_steal(True).pick("1d").set_mode("set")
    kept = HandDraft(game="ponjan").with_ponjan_hand(draft)
    assert (kept.tiles, kept.mode, kept.stolen) == ("000r (111d)", "set", False)
    back = kept.ponjan_hand()
    assert back.notation() == draft.notation() and back.mode == "set" and not back.steal
    assert HandDraft(game="ponjan", tiles="000x", stolen=True).ponjan_hand().error is not None
    assert HandDraft(game="ponjan", mode="pung").ponjan_hand().mode == "tile"


def test_clear_keeps_the_modes() -> None:
    draft = picks("0r", mode="set").set_steal(True)
    assert draft.clear() == PonjanDraft(mode="set", steal=True)


# -- refusals --------------------------------------------------------------------------

def test_unreadable_text_refuses_picks_and_take_back_waits() -> None:
    draft = picks("0r").read("000x")
    assert draft.error is not None and draft.notation() == "000x"
    assert draft.used_counts() == {} and draft.take_back() == draft
    assert draft != picks("0r").read("000r") and draft == picks("0r").read("000x")
    e = refusal(lambda: draft.pick("0r"))
    assert str(e).startswith("Put the typed hand right first: ")
    assert isinstance(e.params["reason"], MahjongError)


def test_an_unknown_tile_is_refused() -> None:
    assert str(refusal(lambda: PonjanDraft().pick("5m"))) == "There is no tile 5m."


def test_a_winning_hand_has_nine_tiles() -> None:
    draft = picks("0r", "1k", "0b", mode="set")
    assert draft.tile_count() == HAND_SIZE
    e = refusal(lambda: draft.set_mode("tile").pick("1b"))
    assert str(e) == "A winning Ponjan hand has 9 tiles; this one has 9"
    eight = picks("0b", "0b", draft=picks("0r", "1k", mode="set"))
    e = refusal(lambda: eight.set_mode("set").pick("0w"))  # three more: eleven
    assert e.params["count"] == 8


def test_copies_are_limited() -> None:
    assert picks("0r", "0r", "0r", "0r", "0r", "0r").used_counts()["0r"] == 6
    e = refusal(lambda: picks("0w", "0w", "0w", "0w", "0w"))
    assert str(e) == "There are only 4 copies of White 0"
    assert format_message(e.template, e.params) == str(e)


def test_at_most_two_stolen_sets() -> None:
    draft = PonjanDraft().set_steal(True).pick("0r").set_steal(True).pick("1k")
    e = refusal(lambda: draft.set_steal(True).pick("0b"))
    assert str(e) == "A Ponjan hand has at most two stolen sets"


# -- the text ------------------------------------------------------------------------

def test_read_and_notation_agree() -> None:
    draft = PonjanDraft().read("(111k) 000r 000b")
    assert draft.stolen == ("1k",) and sorted(draft.concealed) == ["0b"] * 3 + ["0r"] * 3
    assert draft.notation() == "000r 000b (111k)"
    assert PonjanDraft().read("  ").notation() == "" and PonjanDraft().read("").error is None


codes = st.sampled_from(["0r", "1r", "0b", "1b", "0k", "1k", "0w", "1w", "2w", "3w", "0d",
                         "1d"])


@given(st.lists(st.tuples(st.sampled_from(PONJAN_MODES), st.booleans(), codes),
                max_size=12))
def test_any_picks_keep_a_hand_that_could_be(steps: list[tuple[str, bool, str]]) -> None:
    """Whatever is picked, the draft holds at most nine tiles, no more copies than
    exist, its notation reads back as the same tiles; a refused pick changes nothing."""
    draft = PonjanDraft()
    for mode, steal, code in steps:
        before = draft
        try:
            draft = draft.set_mode(mode).set_steal(steal).pick(code)
        except DraftError:
            assert draft == before
            continue
        assert draft.tile_count() <= HAND_SIZE
        if draft.notation():
            read = PonjanDraft().read(draft.notation())
            assert sorted(read.concealed) == sorted(draft.concealed)
            assert read.stolen == draft.stolen
        if draft.tile_count() == HAND_SIZE:
            parse_hand(draft.notation())  # a whole hand the notation accepts
