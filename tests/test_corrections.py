"""The corrections of issue 8, each tested against the source line it follows.

Sources: shared/seeds/003 (rule set ``swedish``), 004 (``millington``, Millington's
rule numbers), reference-rules.md (``dmjl``, as Kajongg defines it).
"""

from __future__ import annotations

import pytest

from scoring import MahjongError, NotationError, SituationError, score
from scoring.cli.main import main

# --- 1. swedish: seven pairs only as the heavenly twins (003:153) ---------------------


@pytest.mark.parametrize("hand", ["1122m 3344p 5566s 77z", "11224466s 55z 66z 77z"])
def test_003_153_mixed_seven_pairs_are_no_complete_hand(hand: str) -> None:
    # "The heavenly twins: Endast par i antingen honnörskort eller i en färg"
    with pytest.raises(NotationError, match="the hand is not complete"):
        score(hand, "swedish", win="7z")


@pytest.mark.parametrize(("hand", "win"), [
    ("22m 33m 44m 55m 66m 77m 88m", "8m"),       # one suit
    ("11z 22z 33z 44z 55z 66z 77z", "7z"),       # honours
])
def test_003_153_heavenly_twins_are_pairs_of_honours_or_of_one_suit(hand: str,
                                                                     win: str) -> None:
    result = score(hand, "swedish", win=win)
    assert "heavenly-twins" in {i.rule for i in result.items} and result.score == 300


# --- 2. swedish: special hands are pungs and kongs unless stated (003:141) ------------


def test_003_141_imperial_jade_with_chows_is_not_the_special_hand() -> None:
    # "Hand (bestående av Pong och Kong om inget annat anges)"; 003:144 imperial jade
    with_chows = score("234s 234s 666s 888s 66z", "swedish", win="6z")
    assert with_chows.limit_hand is None and with_chows.score < 300
    pungs = score("222s 333s 666s 888s 66z", "swedish", win="6z")
    assert pungs.limit_hand == "imperial-jade"


@pytest.mark.parametrize(("hand", "kwargs", "rule"), [
    ("123m 444m 777s 555p 22s",
     {"win": "2s", "source": "wall", "seat": "E", "flags": ("heavens-blessing",)},
     "heavenly-peace"),                                              # 003:150
    ("123m 444m 777s 555p 22s", {"win": "2s", "seat": "S", "flags": ("earths-blessing",)},
     "earthly-peace"),                                               # 003:151
    ("123m 444m 777s 999p 11p", {"win": "1p", "source": "last-wall"},
     "moon-from-the-bottom-of-the-sea"),                             # 003:152
    ("(1111m) [5555p] 234s 444s 66s",
     {"win": "6s", "source": "loose", "flags": ("kong-upon-kong",)}, "kong-on-kong"),  # 003:154
    ("(555z) (666z) 777z 123m 99p", {"win": "9p"}, "three-great-scholars"),  # 003:145
])
def test_003_141_every_special_hand_refuses_a_chow(hand: str, kwargs: dict[str, object],
                                                   rule: str) -> None:
    result = score(hand, "swedish", **kwargs)  # type: ignore[arg-type]
    assert rule not in {i.rule for i in result.items}


def test_003_148_nine_united_sons_states_otherwise_and_may_be_exposed() -> None:
    # "Pong i 1 och 2,3,4,5,6,7,8 som enkla och Pong i 9. En extra ..."
    result = score("(111m) 23455678m (999m)", "swedish", win="5m")
    assert result.limit_hand == "nine-united-sons"
    concealed_only = score("(111m) 23455678m (999m)", "millington", win="5m")
    assert "nine-gates" not in {i.rule for i in concealed_only.items}


def test_003_149_thirteen_wonders_the_last_tile_is_one_already_there() -> None:
    # "Den sista måste vara en av de övriga som redan finns med."
    assert score("19m19p19s1234567z 1z", "swedish", win="1z").limit_hand == (
        "thirteen-unique-wonders")
    assert score("19m19p19s1234567z 1z", "swedish", win="9m").limit_hand is None


# --- 3. swedish: no third colour of seasons (003:6, 003:160) --------------------------


def test_003_160_seasons_in_red_and_green_only() -> None:
    # "de olika årstiderna, som finns i röd och grön färg"
    with pytest.raises(NotationError, match="1g .* is not a tile of the swedish-extra"):
        score("123m 456m 789s 555p 22s 1g", "swedish", win="2s")
    both = score("123m 456m 789s 555p 22s 1f2f3f4f 1y2y3y4y", "swedish", win="2s")
    assert {"all-seasons-f", "all-seasons-y"} <= {i.rule for i in both.items}


# --- 4. concealed means one thing (Millington 113, 004:7) -----------------------------


def test_004_7_dmjl_concealed_one_suit_is_not_won_on_a_discard() -> None:
    # The hand: Kajongg scores it 28 points, 3 doubles = 224.
    claimed = score("789m 678m 44m 789m 666m 1f", "dmjl", win="9m")
    assert claimed.limit_hand is None
    assert (claimed.points, claimed.doubles, claimed.score) == (28, 3, 224)
    drawn = score("789m 678m 44m 789m 666m 1f", "dmjl", win="9m", source="wall")
    assert drawn.limit_hand == "concealed-one-suit"


def test_004_7_millington_concealed_clear_suit_is_not_won_on_a_discard() -> None:
    # 004:7 "Sada nebo pár je vyložená, jestliže vznikla nárokováním zahozeného kamene"
    assert score("123m 456m 789m 222m 55m", "millington", win="5m").limit_hand is None
    assert score("123m 456m 789m 222m 55m", "millington", win="5m",
                 source="wall").limit_hand == "concealed-clear-suit"


def test_buried_treasure_and_hidden_treasure_are_won_on_a_drawn_tile() -> None:
    for rid, rule in (("millington", "buried-treasure"), ("dmjl", "hidden-treasure")):
        claimed = score("111m 555p 999s 222s 33p", rid, win="3p")
        assert claimed.limit_hand is None
        assert rule not in {i.rule for i in claimed.items}
        assert score("111m 555p 999s 222s 33p", rid, win="3p", source="wall",
                     ).limit_hand == rule


def test_004_55_and_63_claimed_kong_counts_concealed_but_scores_as_exposed() -> None:
    # 116k (004:55): "vyložený kong vzniklý přidáním zahozeného kamene ke skrytému pongu"
    # counts as a concealed pung; 117c (004:63-65) as a concealed set; the base
    # score counts it as an (exposed) kong.
    claimed = score("{5555p} 111m 999s 123s 22z", "millington", win="2z", source="wall",
                    seat="S")
    rules = {i.rule: i for i in claimed.items}
    assert rules["exposed-kong-minor"].points == 8
    assert "three-concealed-pungs" in rules and "fully-concealed" in rules
    exposed = score("(5555p) 111m 999s 123s 22z", "millington", win="2z", source="wall",
                    seat="S")
    assert not {"three-concealed-pungs", "fully-concealed"} & {i.rule for i in exposed.items}


def test_claimed_kong_is_concealed_for_dmjl_only_concealed_sets() -> None:
    # ref DMJL: "no chow; only concealed sets (a kong claimed onto a concealed pung
    # still counts as concealed)"
    result = score("{5555p} 111m 999s 123s 22z", "dmjl", win="2z", source="wall")
    assert "only-concealed-sets" in {i.rule for i in result.items}


# --- 5. nine gates waits on nine tiles --------------------------------------------------


@pytest.mark.parametrize(("rid", "rule"), [
    ("dmjl", "nine-gates"), ("millington", "nine-gates"), ("swedish", "nine-united-sons")])
def test_nine_gates_is_1112345678999_before_the_winning_tile(rid: str, rule: str) -> None:
    # ref DMJL / ref M 122: "concealed 1112345678999 of one suit plus any tile of that
    # suit"; 003:148 "... En extra för att få klar Mah Jong krävs".
    assert score("11123345678999m", rid, win="3m").limit_hand == rule
    # before the 2m the hand waited on 2m, 3m, 6m and 9m only: no nine gates.
    not_gates = score("11123345678999m", rid, win="2m", source="wall")
    assert rule not in {i.rule for i in not_gates.items}


def test_nine_gates_winning_tile_may_be_a_discard_under_dmjl() -> None:
    # Kajongg's text: "plus last tile of this suit (from wall or discarded)"
    assert score("11123455678999m", "dmjl", win="5m").limit_hand == "nine-gates"


# --- 6. the loose tile after the last wall tile (Millington 117i, 004:79) --------------


def test_004_79_loose_tile_after_the_last_wall_tile_earns_both_doubles() -> None:
    result = score("[1111s] 123m 456m 345p 77p", "millington", win="7p",
                   source="last-loose")
    rules = {i.rule for i in result.items}
    assert {"loose-tile", "last-wall-tile"} <= rules
    loose = score("[1111s] 123m 456m 345p 77p", "millington", win="7p", source="loose")
    assert result.doubles == loose.doubles + 1


def test_last_loose_needs_a_kong_or_a_bonus_tile() -> None:
    with pytest.raises(SituationError, match="loose tile"):
        score("123m 456m 789s 555p 22s", "millington", win="2s", source="last-loose")


# --- 7. only possible tile counts the tiles on the table (115c, 004:29) ---------------


def test_004_29_only_possible_tile_counts_tiles_seen_elsewhere() -> None:
    # 115c: "Pokud by mahjong teoreticky mohly dokončit dva různé kameny, ale všechny
    # exempláře jednoho z nich jsou už na stole ..." - with 4 and 5 dots the 3 is the
    # only possible tile when all four 6 dots are on the table.
    hand = "123m 456m 789s 11z 345p"
    plain = score(hand, "millington", win="3p", source="wall", seat="S")
    assert "only-possible-tile" not in {i.rule for i in plain.items}
    seen = score(hand, "millington", win="3p", source="wall", seat="S", seen="6666p")
    assert [t.code for t in seen.waits] == ["3p"]
    assert "only-possible-tile" in {i.rule for i in seen.items}
    assert seen.score == plain.score * 2 ** 0 + 2 * 2 ** plain.doubles


def test_seen_tiles_cannot_exceed_the_copies() -> None:
    with pytest.raises(MahjongError, match="3p: the hand and the tiles seen elsewhere "
                                           "hold 5 copies; there are only 4"):
        score("123m 456m 789s 11z 345p", "millington", win="3p", seen="3333p")


def test_cli_seen_and_last_loose(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", "--rules", "millington", "--seat", "S", "--from", "wall",
                 "--win", "3p", "--seen", "6666p", "123m 456m 789s 11z 345p"]) == 0
    assert "Only possible tile" in capsys.readouterr().out
    assert main(["score", "--rules", "millington", "--from", "last-loose", "--win", "7p",
                 "[1111s] 123m 456m 345p 77p"]) == 0
    out = capsys.readouterr().out
    assert "Winning on a loose tile" in out and "last tile of the wall" in out
    assert main(["score", "--seen", "66x", "--win", "3p", "123m 456m 789s 11z 345p"]) == 2
    assert "--seen 66x" in capsys.readouterr().err
