"""The BMJA's rules as the BMJA's own pages publish them (rule set ``bmja``), and
Kajongg's reading of them (``bmja-kajongg``), against shared/seeds/bmja-published.md.

Every expected total below is the seed's: the worked examples of its section 12
(E1-E9) and the check hands of its section 10 (D1-D7, with the BMJA total and the
total Kajongg's own code computes), written in this program's notation (Kajongg's
S = dots p, B = bamboo s, C = characters m; Dr = red dragon 7z, We = east wind 1z,
Ws = south 2z). No total here is read from the program's output.
"""

from __future__ import annotations

import io
import re
import shutil
from contextlib import redirect_stdout
from pathlib import Path
from typing import Any

import pytest
from conftest import SEEDS

from scoring import MahjongError, RuleFileError, load_ruleset, score
from scoring.cli.main import main
from scoring.games.settlement import settle
from scoring.records.storage import Store

#: (seed's name, hand, situation, BMJA total, Kajongg total) of section 10
CHECK_HANDS: list[tuple[str, str, dict[str, Any], int, int]] = [
    # D1: South, East round, `drdrdr b2b2b2 RB5B5B5B9B9B9WsWs fs mw LWsWs`: 46 x 2^4
    ("D1 one suit with honours", "(777z) (222s) 555s 999s 22z 2f",
     {"seat": "S", "round": "E", "win": "2z", "source": "wall"}, 736, 368),
    # D2: South, `c2c2c2 b3b3b3b3 RS5S5S5C7C7C7DrDr me LDrDr`: 42 x 2^2
    ("D2 loose tile", "(222m) (3333s) 555p 777m 77z",
     {"seat": "S", "win": "7z", "source": "loose"}, 168, 84),
    # D3: East, `c2c2c2 b3b3b3 RS5S5S5C7C7C7DrDr fe fs fw fn mw LDrDr`: 52 x 2^3
    ("D3 bouquet", "(222m) (333s) 555p 777m 77z 1f2f3f4f",
     {"seat": "E", "win": "7z", "source": "wall"}, 416, 832),
    # D4 (= E1): North, All Pair Honours with Flower 4 and Season 2: 500 + 8 x 2
    ("D4 bonus tiles on a 500 hand", "11m 99m 11p 99s 11z 55z 77z 4f 2y",
     {"seat": "N", "win": "1m", "source": "wall"}, 516, 500),
    # D5: South, self-drawn, `c2c2c2 c9C9C9c9 RC3C3C3C6C6C6C5C5 mw LC5C5`: 64 x 2^3
    ("D5 purity", "(222m) [9999m] 333m 666m 55m",
     {"seat": "S", "win": "5m", "source": "wall"}, 512, 1000),
    ("D5 purity with Flower 2", "(222m) [9999m] 333m 666m 55m 2f",
     {"seat": "S", "win": "5m", "source": "wall"}, 520, 1000),
    # D6: fishing values with bonus tiles (the BMJA totals are the peer's reading, R)
    ("D6 fishing for the 13 Unique Wonders", "19m19p19s1234567z 4f 2y",
     {"seat": "N", "loser": True}, 416, 400),
    ("D6 fishing for Knitting", "2345679p 234567s 3f",
     {"seat": "W", "loser": True}, 208, 200),
    # D7: South, `c5c5c5C5 RC2C2C2B3B3B3S7S7S7WeWe mw LWeWe`: 44 x 2
    ("D7 kong claimed from a discard", "{5555m} 222m 333s 777p 11z",
     {"seat": "S", "round": "E", "win": "1z", "source": "wall"}, 88, 176),
    # "the same": `c2c2c2 b3b3b3 RS5S5S5C7C7C7DrDr mz LDrDr` (South): 36 x 2^2
    ("last tile of the wall", "(222m) (333s) 555p 777m 77z",
     {"seat": "S", "win": "7z", "source": "last-wall"}, 144, 144),
]


@pytest.mark.parametrize(("name", "hand", "kwargs", "bmja", "kajongg"), CHECK_HANDS,
                         ids=[c[0] for c in CHECK_HANDS])
def test_check_hands_of_section_10(name: str, hand: str, kwargs: dict[str, Any],
                                   bmja: int, kajongg: int) -> None:
    assert score(hand, "bmja", **kwargs).score == bmja
    assert score(hand, "bmja-kajongg", **kwargs).score == kajongg


# -- section 12: the pages' worked examples ---------------------------------------------


def test_e1_all_pair_honours_with_two_flowers_is_516() -> None:
    """E1 [S1]: North goes out with All Pair Honours holding two Flowers, one of them
    his own (Flower 4): 500 + 8 x 2 = 516. The second Flower is any other."""
    result = score("11m 99m 11p 99s 11z 55z 77z 4f 1f", "bmja", seat="N", win="1m",
                   source="wall")
    assert result.score == 516
    assert result.limit_hand == "all-pair-honours"
    assert result.apart is not None
    assert (result.apart.base, result.apart.points, result.apart.doubles) == (500, 8, 1)


def test_e1_from_the_command_line() -> None:
    """The issue's check: ``score --rules bmja`` gives 516 for North's All Pair
    Honours with Flower 4 and Season 2 drawn from the wall."""
    import subprocess
    import sys
    out = subprocess.run(
        [sys.executable, "-m", "scoring", "score", "11m 99m 11p 99s 11z 55z 77z 4f 2y",
         "--rules", "bmja", "--seat", "N", "--win", "1m", "--from", "wall"],
        capture_output=True, text=True, check=True).stdout
    assert "Score: 516" in out.splitlines()
    assert "500 + 16 = 516" in out


def _payments(scores: dict[str, int], winner: str) -> dict[tuple[str, str], int]:
    rs = load_ruleset("bmja")
    s = settle(scores, winner, rs.settlement["convention"],
               east_double=rs.settlement["east_double"])
    return {(p.payer, p.payee): p.amount for p in s.payments}


def test_e2_east_wins_a_limit_hand() -> None:
    """E2 [S12]: East wins with 1,000: each loser pays 2,000, East collects 6,000."""
    rs = load_ruleset("bmja")
    s = settle({"E": 1000, "S": 0, "W": 0, "N": 0}, "E", rs.settlement["convention"],
               east_double=rs.settlement["east_double"])
    assert [p.amount for p in s.payments if p.payee == "E"] == [2000, 2000, 2000]
    assert s.totals["E"] == 6000


def test_e3_and_e7_east_pays_double_to_another_winner() -> None:
    """E3 [S12]: another player wins with 800: East pays him 1,600, the others 800
    (E7 [S11]: the limit caps the hand, not the payment, which may reach 2,000)."""
    paid = _payments({"E": 0, "S": 800, "W": 0, "N": 0}, "S")
    assert paid[("E", "S")] == 1600
    assert paid[("W", "S")] == paid[("N", "S")] == 800
    assert _payments({"E": 0, "S": 1000, "W": 0, "N": 0}, "S")[("E", "S")] == 2000


def test_e6_winners_collect_as_the_page_derives() -> None:
    """E6 [S11] (the tables are not in the stored copy; the seed derives what the
    winner collects): East going out with 200 collects 400 from each (1,200); West
    going out with 200 collects 400 from East and 200 from South and North."""
    east = _payments({"E": 200, "S": 0, "W": 0, "N": 0}, "E")
    assert sum(v for (a, b), v in east.items() if b == "E") == 1200
    west = _payments({"E": 0, "S": 0, "W": 200, "N": 0}, "W")
    assert (west[("E", "W")], west[("S", "W")], west[("N", "W")]) == (400, 200, 200)


def test_section_8_derived_settlement() -> None:
    """Section 8's derived check: West wins with 200; East 60, South 40, North 0:
    net W +800, E -240, S -200, N -360."""
    rs = load_ruleset("bmja")
    s = settle({"E": 60, "S": 40, "W": 200, "N": 0}, "W", rs.settlement["convention"],
               east_double=rs.settlement["east_double"])
    assert s.totals == {"E": -240, "S": -200, "W": 800, "N": -360}


def test_e4_pair_of_east_winds_in_the_east_round() -> None:
    """E4 [S12]: in an East round a pair of East Winds is worth 4 to East Wind and 2
    to anyone else, winner or loser."""
    def pair_points(seat: str, loser: bool) -> int:
        kwargs: dict[str, Any] = {"loser": True} if loser else {"win": "1z"}
        hand = "11z 123m 456p" if loser else "11z 123m 444p 777s 999s"
        result = score(hand, "bmja", seat=seat, round="E", **kwargs)
        return sum(i.points for i in result.items if i.rule.endswith("wind-pair"))
    assert pair_points("E", False) == pair_points("E", True) == 4
    assert pair_points("S", False) == pair_points("W", True) == 2


def test_e5_robbing_the_kong_for_a_chow_cancels_the_no_chow_double() -> None:
    """E5 [S15]: robbing the kong to complete a chow: the robbing double and the lost
    no-chow double cancel."""
    robbed = score("123m 444p 777s 999s 55s", "bmja", win="2m", source="robbed-kong")
    plain = score("222m 444p 777s 999s 55s", "bmja", win="2m", source="discard")
    applied = {i.rule for i in robbed.items}
    assert "robbing-a-kong" in applied and "no-chow" not in applied
    assert "no-chow" in {i.rule for i in plain.items}
    assert robbed.doubles == plain.doubles


def test_e8_purity_details() -> None:
    """E8 [S19], derived on the seed: South, all Characters: exposed pung of 2s,
    concealed kong of 9s, concealed pungs of 3s and 6s, pair of 5s, self-drawn, no
    bonus tiles: (2 + 32 + 4 + 4 + 20 + 2) x 8 = 512. Concealment changes nothing."""
    result = score("(222m) [9999m] 333m 666m 55m", "bmja", seat="S", win="5m",
                   source="wall")
    assert (result.points, result.doubles, result.score) == (64, 3, 512)
    assert {i.rule for i in result.items if i.doubles} == {"purity"}
    concealed = score("222m [9999m] 333m 666m 55m", "bmja", seat="S", win="5m",
                      source="wall")
    assert (concealed.doubles, concealed.score) == (3, 66 * 8)


def test_purity_on_the_final_discard_takes_one_more_double() -> None:
    """Section 5.1 and A5: one more double for going out on the final discard,
    none for the last tile of the wall."""
    final = score("(222m) [9999m] 333m 666m 55m", "bmja", seat="S", win="5m",
                  source="last-discard")
    assert (final.points, final.doubles, final.score) == (62, 4, 992)
    last = score("(222m) [9999m] 333m 666m 55m", "bmja", seat="S", win="5m",
                 source="last-wall")
    assert (last.points, last.doubles, last.score) == (64, 3, 512)


def test_purity_takes_its_intrinsic_value_when_higher() -> None:
    """A6: with a bouquet, (T + B) x 2^(ordinary doubles) beats 8T + the bonus part:
    East, exposed pungs (no concealed-hand double): T = 2+2+2+8+20+2 = 36 points,
    the bouquet of flowers 16 points and 2 doubles. Purity: 36 x 8 + 16 x 4 = 352;
    ordinary: (36 + 16) x 2^(2 bouquet + 1 no chow) = 416."""
    result = score("(222m) (333m) (444m) 999m 55m 1f2f3f4f", "bmja", seat="E", win="5m",
                   source="wall")
    assert result.score == 416
    assert "purity" not in {i.rule for i in result.items}


def test_e9_fishing_for_the_thirteen_unique_wonders() -> None:
    """E9 (R): North fishing for the Thirteen Unique Wonders with Flower 4 and
    Season 2: 400 + 8 x 2 = 416."""
    result = score("19m19p19s1234567z 4f 2y", "bmja", seat="N", loser=True)
    assert result.score == 416
    assert result.limit_hand == "calling-for-thirteen-unique-wonders"


def test_fishing_for_purity_doubles_the_tiles_alone() -> None:
    """Section 6: a loser fishing for Purity: his tile points (no 20) doubled three
    times, the bonus tiles apart: an exposed pung 2 (so no Buried Treasure),
    concealed pungs 4 + 8, West with his own Flower 3: 14 x 8 + 4 x 2 = 120
    (ordinary: 18 x 2 = 36)."""
    result = score("(222m) 333m 999m 55m 66m 3f", "bmja", seat="W", loser=True)
    assert result.limit_hand is None
    assert result.score == 120


# -- the rules of sections 2 to 7 that the examples do not reach ------------------------


def test_bouquet_and_the_other_own_tile_add_up() -> None:
    """A21: a bouquet of Flowers and the own Season: 3 doubles (East)."""
    result = score("(222m) (333s) 555p 777m 77z 1f2f3f4f 1y", "bmja", seat="E",
                   win="7z", source="wall")
    bonus = {i.rule: i.doubles for i in result.items if i.doubles}
    assert bonus["all-flowers"] == 2 and bonus["own-season"] == 1
    assert "own-flower" not in bonus


def test_robbing_the_kong_for_a_pair_is_refused() -> None:
    """A13 [S15]: robbing for a pung or a pair is illegal. The robbed kong held the
    other three copies, so no hand can complete a pung or a pair with the fourth:
    the program refuses it under every rule set, naming the copies."""
    for rules in ("bmja", "bmja-kajongg"):
        with pytest.raises(MahjongError, match="robbed player held the other three"):
            score("123m 444p 777s 999s 55s", rules, win="5s", source="robbed-kong")


def test_a_loose_tile_after_the_last_wall_tile_gets_the_loose_double_only() -> None:
    """A12: W5 only, not W6."""
    result = score("(222m) (3333s) 555p 777m 77z", "bmja", seat="S", win="7z",
                   source="last-loose")
    applied = {i.rule for i in result.items}
    assert "loose-tile" in applied and "last-wall-tile" not in applied
    assert result.score == 168


def test_an_undeclared_kong_of_a_loser_scores_as_a_kong() -> None:
    """Section 2.2 and 6 [S12]: four tiles held but not declared count as a kong:
    a concealed kong of minor tiles, 16 points (Kajongg: a concealed pung, 4)."""
    assert score("5555p 123m 77s", "bmja", loser=True).points == 16
    assert score("5555p 123m 77s", "bmja-kajongg", loser=True).points == 4


def test_no_penalties_unless_agreed() -> None:
    """Section 9: no penalty on the pages; Kajongg's three stay with its reading."""
    assert load_ruleset("bmja").penalties == ()
    assert [p.id for p in load_ruleset("bmja-kajongg").penalties] == [
        "false-claim-mahjong", "false-claim-set", "false-mahjong"]


def test_a_limit_hand_with_bonus_tiles_still_scores_the_limit() -> None:
    """Section 4: the bonus tiles are added up to the limit."""
    result = score("(111z) (222z) (555z) 666z 77z 1f2f", "bmja", seat="E", win="7z",
                   source="wall")
    assert result.limit_hand == "only-honours" and result.score == 1000


# -- the sources -------------------------------------------------------------------------


def _seed() -> str:
    path = SEEDS / "bmja-published.md"
    if not path.exists():
        pytest.skip("shared/seeds is not beside the checkout")
    return path.read_text(encoding="utf-8")


def test_every_bmja_rule_cites_a_section_of_the_seed() -> None:
    """Each rule's source names a section of bmja-published.md that exists, and the
    numbered item (#n of 3.1, Wn of 3.2) that it cites is in that section."""
    text = _seed()
    headings = re.findall(r"^#{2,3} (\d+(?:\.\d+)?)\.? ", text, re.M)
    for rule in load_ruleset("bmja").rules:
        found = re.match(r"bmja-published §(\d+(?:\.\d+)?)(?: (#\d+|W\d+))?", rule.source)
        assert found, (rule.id, rule.source)
        assert found.group(1) in headings, (rule.id, rule.source)
        if found.group(2):
            assert f"| {found.group(2).lstrip('#')} |" in text, (rule.id, rule.source)


def test_every_quote_of_a_special_hand_names_its_value() -> None:
    """The 500-point hands and the fishing values say their value, as the seed."""
    for rule in load_ruleset("bmja").rules:
        if rule.kind == "limit" and rule.share < 1:
            assert str(round(rule.share * 1000)) in rule.quote, rule.id


# -- games stored before bmja followed the pages ------------------------------------------


def test_a_game_stored_with_kajongg_s_bmja_shows_as_before(tmp_path: Path) -> None:
    """tests/data/games-bmja-kajongg-era.sqlite3 was written at 13f06e6, when bmja was
    Kajongg's reading: its game keeps its own rules and scores 832 and 500, as the
    program showed then (its `game show`); the same hands in a new bmja game score
    416 and 516."""
    db = tmp_path / "old.sqlite3"
    shutil.copyfile(Path(__file__).parent / "data" / "games-bmja-kajongg-era.sqlite3", db)
    store = Store(db)
    game = store.load_game(1)
    results = game.replay()
    assert [r.scores for r in results] == [(832, 0, 0, 0), (500, 4, 0, 8)]
    assert results[-1].balances == (7992, -2664, -2676, -2652)
    store.close()
    out = io.StringIO()
    with redirect_stdout(out):
        assert main(["game", "--db", str(db), "show", "1"]) == 0
    assert "rules bmja;" in out.getvalue()
    assert " 832*" in out.getvalue() and " 500*" in out.getvalue()
    assert score("(222m) (333s) 555p 777m 77z 1f2f3f4f", "bmja", win="7z",
                 source="wall").score == 416
    assert score("11m 99m 11p 99s 11z 55z 77z 2f 1y", "bmja", win="1m",
                 source="wall").score == 516


# -- what a rule file can say for it, checked as it is loaded -----------------------------


def _refused(tmp_path: Path, old: str, new: str) -> RuleFileError:
    text = load_ruleset("bmja").text
    assert old in text
    path = tmp_path / "house.toml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(RuleFileError) as info:
        load_ruleset(str(path))
    return info.value


def _line(tmp_path: Path, needle: str) -> int:
    text = (tmp_path / "house.toml").read_text(encoding="utf-8")
    return next(i for i, line in enumerate(text.splitlines(), 1) if needle in line)


def test_special_bonus_takes_its_two_values(tmp_path: Path) -> None:
    err = _refused(tmp_path, 'special_bonus = "apart"', 'special_bonus = "aside"')
    assert err.key == "special_bonus" and err.line == _line(tmp_path, "aside")


def test_keeps_must_name_a_doubles_rule(tmp_path: Path) -> None:
    err = _refused(tmp_path, 'keeps = ["last-discard"]', 'keeps = ["last-discards"]')
    assert "keeps = 'last-discards' names no doubles rule" in str(err)
    assert err.line == _line(tmp_path, "last-discards")
    err = _refused(tmp_path, 'keeps = ["last-discard"]', 'keeps = ["mahjong"]')
    assert "keeps = 'mahjong' names no doubles rule" in str(err)


def test_only_a_doubles_rule_is_a_special_hand(tmp_path: Path) -> None:
    err = _refused(tmp_path, 'condition = "knitting"\nlimit = 0.5\n',
                   'condition = "knitting"\nlimit = 0.5\nspecial = true\n')
    assert "only a doubles rule can be a special hand" in str(err)
    err = _refused(tmp_path, 'doubles = 3\nspecial = true\nkeeps', 'doubles = 3\nkeeps')
    assert "give special = true" in str(err)


def test_a_house_copy_can_count_bonus_tiles_in_the_points(tmp_path: Path) -> None:
    """Without ``special_bonus`` the special hands take Kajongg's way again: All Pair
    Honours with two bonus tiles is 500 (its share), not 516."""
    text = load_ruleset("bmja").text.replace('special_bonus = "apart"\n', "")
    path = tmp_path / "house.toml"
    path.write_text(text.replace('id = "bmja"', 'id = "our-club"'), encoding="utf-8")
    result = score("11m 99m 11p 99s 11z 55z 77z 4f 2y", load_ruleset(str(path)), seat="N",
                   win="1m", source="wall")
    assert (result.score, result.apart) == (500, None)
