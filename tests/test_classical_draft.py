"""The classical hand being entered (scoring.games.classical_draft), without Qt: every
add mode, every change of a part, every refusal, the text read back, and the stored
form (PlayerDraft)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scoring.errors import DraftError, NotationError, format_message
from scoring.games.classical_draft import (
    MAX_SIZE,
    MODES,
    ClassicalDraft,
    Table,
    as_kong,
    as_set,
    kong_kind,
)
from scoring.games.draft import PlayerDraft
from scoring.hands.hand import Meld
from scoring.hands.notation import parse_hand
from scoring.hands.tiles import CLASSICAL, SWEDISH_EXTRA, tile


def picks(*codes: str, mode: str = "tile", exposed: bool = False,
          draft: ClassicalDraft | None = None, table: Table | None = None
          ) -> ClassicalDraft:
    draft = (draft or ClassicalDraft()).set_mode(mode).set_exposed(exposed)
    for code in codes:
        draft = draft.pick(code, table or Table())
    return draft


def refusal(make: object) -> DraftError:
    with pytest.raises(DraftError) as info:
        make()  # type: ignore[operator]
    return info.value


# -- the add modes ------------------------------------------------------------------

@pytest.mark.parametrize(("mode", "exposed", "code", "notation"), [
    ("tile", False, "5p", "5p"),
    ("pair", False, "5p", "55p"),
    ("pair", True, "5p", "55p"),  # a pair is always concealed
    ("chow", False, "3s", "345s"),
    ("chow", True, "3s", "(345s)"),
    ("pung", False, "7z", "777z"),
    ("pung", True, "7z", "(777z)"),
    ("kong", False, "2m", "[2222m]"),  # a kong added while Exposed is off: declared
    ("kong", True, "2m", "(2222m)"),
])
def test_each_mode_adds_its_set(mode: str, exposed: bool, code: str, notation: str) -> None:
    draft = picks(code, mode=mode, exposed=exposed)
    assert draft.notation() == notation
    assert draft.hand() == parse_hand(notation)
    # Exposed is for the next chow, pung or kong only
    assert draft.exposed == (exposed and mode in ("tile", "pair"))
    assert draft.mode == mode


def test_a_bonus_tile_is_a_bonus_tile_whatever_the_mode() -> None:
    draft = picks("1f", mode="pung", exposed=True)
    assert draft.bonus == (tile("1f"),) and not draft.sets and draft.exposed
    assert draft.notation() == "1f"


def test_sets_keep_the_order_they_came_in_and_loose_tiles_are_sorted() -> None:
    draft = picks("5p", "1p")
    draft = picks("9s", mode="pung", draft=draft)
    draft = picks("1m", mode="chow", exposed=True, draft=draft)
    assert draft.notation() == "999s (123m) 15p"
    assert draft.exposed_sets() == (Meld("chow", tile("1m"), False),)
    assert sorted(t.code for t in draft.concealed_tiles()) == sorted(
        ["5p", "1p", "9s", "9s", "9s"])
    assert draft.concealed_codes() == ["1p", "5p", "9s"]
    assert draft.used_counts() == {"5p": 1, "1p": 1, "9s": 3, "1m": 1, "2m": 1, "3m": 1}


def test_set_mode_knows_the_modes_only() -> None:
    for mode in MODES:
        assert ClassicalDraft().set_mode(mode).mode == mode
    with pytest.raises(ValueError, match="no add mode"):
        ClassicalDraft().set_mode("sky")


# -- refusals: the draft stays as it was --------------------------------------------

def test_a_typed_score_refuses_tiles() -> None:
    draft = ClassicalDraft().type_score(16)
    e = refusal(lambda: draft.pick("1m", Table(player="Bo")))
    assert str(e) == ("Bo has a typed score, which counts: clear it (untick Score) to "
                      "enter tiles.")
    assert e.template.startswith("{player} has") and e.params == {"player": "Bo"}


def test_unreadable_text_refuses_tiles() -> None:
    draft = ClassicalDraft().read("12")
    assert not draft.is_valid() and isinstance(draft.error, NotationError)
    assert "Correct the text first" in str(refusal(lambda: draft.pick("1m")))


def test_an_unknown_tile_is_refused() -> None:
    assert str(refusal(lambda: ClassicalDraft().pick("0z"))) == "There is no tile 0z."


def test_a_tile_of_another_tile_set_is_refused() -> None:
    e = refusal(lambda: ClassicalDraft().pick("1a", Table(CLASSICAL)))
    assert str(e) == f"{tile('1a').name} (1a) is not a tile of the classical tile set."
    assert e.params["code"] == "1a" and e.params["tile_set"] == "classical"
    assert ClassicalDraft().pick("1a", Table(SWEDISH_EXTRA)).bonus == (tile("1a"),)


@pytest.mark.parametrize("code", ["1z", "5z"])
def test_a_chow_of_honours_is_refused(code: str) -> None:
    e = refusal(lambda: picks(code, mode="chow"))
    assert str(e).startswith("A chow is three tiles in a row of one suit;")
    assert e.params["code"] == code


@pytest.mark.parametrize("code", ["8m", "9p"])
def test_a_chow_starting_too_high_is_refused(code: str) -> None:
    e = refusal(lambda: picks(code, mode="chow"))
    suit = code[1]
    assert str(e) == (f"A chow is added by its lowest tile, so {code} cannot start one; "
                      f"click 7{suit} for 789{suit}.")


def test_a_fifth_copy_is_refused_with_the_notation_message() -> None:
    draft = picks("5p", mode="kong")
    e = refusal(lambda: draft.set_mode("tile").pick("5p"))
    assert str(e).startswith("Not added: ") and isinstance(e.params["reason"], NotationError)
    assert draft.set_mode("tile").notation() == "[5555p]"  # unchanged


def test_copies_held_by_the_other_hands_count() -> None:
    table = Table(elsewhere={"5p": 3})
    assert picks("5p", table=table).notation() == "5p"
    e = refusal(lambda: picks("5p", "5p", table=table))
    assert str(e) == "Not added: there are only 4 of 5 Dots and the other hands hold 3."
    assert e.params["copies"] == 4 and e.params["other"] == 3


def test_a_hand_never_holds_more_than_fourteen_tiles() -> None:
    draft = picks("1m", "4m", "7m", mode="pung")
    draft = picks("5s", mode="kong", draft=draft)
    draft = picks("1p", mode="pair", draft=draft)
    assert draft.hand().size() == MAX_SIZE  # a kong counts as three
    e = refusal(lambda: draft.set_mode("tile").pick("9s"))
    assert str(e) == f"Not added: a hand holds at most {MAX_SIZE} tiles (a kong counts as 3)."


def test_a_pair_cannot_be_exposed() -> None:
    draft = picks("5p", mode="pair")
    e = refusal(lambda: draft.toggle(0))
    assert str(e) == "A pair is always concealed; right-click it to remove it."


def test_the_winning_tile_is_a_concealed_one() -> None:
    draft = picks("5p", mode="pung", exposed=True).set_mode("tile").pick("1m")
    assert draft.winning_tile("1m") == "1m"
    e = refusal(lambda: draft.winning_tile("5p"))
    assert str(e) == ("5 Dots is in an exposed set or a kong: the winning tile is one of "
                      "the concealed tiles (right-click the set to make it concealed).")


def test_every_refusal_is_a_template_with_its_values() -> None:
    """A front end translates the template and fills in the values: the English text
    is the template filled in."""
    draft = ClassicalDraft().set_mode("chow")
    e = refusal(lambda: draft.pick("8m"))
    assert format_message(e.template, e.params) == str(e)
    assert "{code}" in e.template and "8m" not in e.template


# -- changing the parts ----------------------------------------------------------------

def test_remove_takes_out_one_part() -> None:
    draft = picks("1f", "5p", "6p")
    draft = picks("9s", mode="pung", draft=draft)
    assert draft.remove("loose", 0).notation() == "999s 6p 1f"
    assert draft.remove("set", 0).notation() == "56p 1f"
    assert draft.remove("bonus", 0).notation() == "999s 56p"


def test_a_click_on_a_set_turns_it_over_and_a_kong_goes_round() -> None:
    draft = picks("3s", mode="chow")
    assert draft.toggle(0).notation() == "(345s)"
    assert draft.toggle(0).toggle(0) == draft
    kong = picks("2m", mode="kong")
    kinds = [kong_kind(kong.sets[0])]
    for _ in range(3):
        kong = kong.toggle(0)
        kinds.append(kong_kind(kong.sets[0]))
    assert kinds == ["declared", "exposed", "claimed", "declared"]
    assert kong.make_kong(0, "claimed").notation() == "{2222m}"


def test_break_set_makes_loose_tiles() -> None:
    draft = picks("3s", mode="chow").set_mode("tile").pick("1s")
    assert draft.break_set(0).loose == tuple(tile(c) for c in ("1s", "3s", "4s", "5s"))
    assert not draft.break_set(0).sets


def test_clear_keeps_the_modes() -> None:
    draft = picks("3s", mode="chow", exposed=False).set_exposed(True).type_score(8)
    cleared = draft.clear()
    assert cleared == ClassicalDraft(mode="chow", exposed=True)


def test_a_typed_score_keeps_the_tiles_until_cleared() -> None:
    draft = picks("5p", "6p").type_score(20)
    assert draft.score == 20 and draft.used_counts() == {}
    assert draft.hand().size() == 2  # they count again when the score goes
    assert draft.type_score(None).used_counts() == {"5p": 1, "6p": 1}


# -- the text ------------------------------------------------------------------------

def test_read_groups_each_token() -> None:
    draft = ClassicalDraft().read("123m 55p (777z) [2222s] 19p 1f")
    assert draft.notation() == "123m 55p (777z) [2222s] 19p 1f"
    assert [m.kind for m in draft.sets] == ["chow", "pair", "pung", "kong"]
    assert draft.is_valid()


def test_unreadable_text_keeps_the_tiles_and_says_why() -> None:
    draft = picks("5p").read("12 (")
    assert draft.notation() == "5p" and not draft.is_valid()
    assert draft != picks("5p") and draft == picks("5p").read("12 (")
    assert draft != picks("5p").read("12")  # another reason
    assert len({draft, picks("5p").read("12 ("), picks("5p")}) == 2
    assert draft.read("5p 6p").is_valid()


def test_read_checks_the_tile_set() -> None:
    draft = ClassicalDraft().read("5p 5p 5p 5p 5p")
    assert not draft.is_valid() and draft.error is not None


def test_helpers_of_sets() -> None:
    assert as_set([tile("5p")] * 2) == Meld("pair", tile("5p"), True)
    assert as_set([tile("3s"), tile("5s"), tile("4s")]) == Meld("chow", tile("3s"), True)
    assert as_set([tile("8s"), tile("9s"), tile("1s")]) is None
    assert as_set([tile("1f")] * 2) is None and as_set([]) is None
    kong = Meld("kong", tile("5p"), True)
    assert as_kong(kong, "exposed").notation() == "(5555p)"


# -- kept with the game ------------------------------------------------------------------

def test_the_kept_form_round_trips() -> None:
    draft = picks("5p", "6p", mode="tile")
    draft = picks("1m", mode="chow", exposed=True, draft=draft).set_mode("pung")
    kept = PlayerDraft.of(draft)
    assert kept == PlayerDraft("(123m) 56p", None, "pung", False)
    assert kept.hand(CLASSICAL) == draft
    typed = PlayerDraft(score=16, mode="kong").hand()
    assert typed.score == 16 and typed.mode == "kong"
    assert PlayerDraft.of(typed) == PlayerDraft("", 16, "kong", False)
    bad = PlayerDraft("1m 2m garbage (").hand()
    assert not bad.is_valid() and bad.notation() == ""
    assert PlayerDraft.of(bad, "1m 2m garbage (").tiles == "1m 2m garbage ("
    assert PlayerDraft(mode="sky").hand().mode == "tile"


codes = st.sampled_from(["1m", "5m", "7m", "9m", "1p", "3p", "5s", "7s", "1z", "5z", "7z",
                         "1f", "2y"])


@given(st.lists(st.tuples(st.sampled_from(MODES), st.booleans(), codes), max_size=12))
def test_any_picks_keep_a_hand_that_could_be(steps: list[tuple[str, bool, str]]) -> None:
    """Whatever is picked, the draft holds a hand the tile set allows, of at most 14
    tiles, that its notation reads back as; a refused pick changes nothing."""
    draft = ClassicalDraft()
    for mode, exposed, code in steps:
        before = replace(draft)
        try:
            draft = draft.set_mode(mode).set_exposed(exposed).pick(code)
        except DraftError:
            assert draft == before
            continue
        assert draft.hand().size() <= MAX_SIZE
        assert parse_hand(draft.notation()) == draft.hand()
        assert ClassicalDraft().read(draft.notation()).hand() == draft.hand()
