"""Tests of scoring.games.settlement: the worked examples of the sources and properties."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scoring.errors import MahjongError
from scoring.games.settlement import (
    CONVENTIONS,
    Payment,
    Settlement,
    pair_lines,
    settle,
)

# --- reference-rules.md, "Classical": East 10, South 20 wins, West 30, North 0 -------


def test_classic_reference_example() -> None:
    s = settle({"E": 10, "S": 20, "W": 30, "N": 0}, "S")
    assert s.convention == "classic"
    assert s.winner == "S"
    assert s.east == "E"
    assert s.totals == {"E": -60, "S": 80, "W": 50, "N": -70}
    assert list(s.totals) == ["E", "S", "W", "N"]
    assert s.payments == (
        Payment("E", "S", 40, "20*2"),
        Payment("E", "W", 40, "(30-10)*2"),
        Payment("N", "E", 20, "(10-0)*2"),
        Payment("W", "S", 20, "20"),
        Payment("N", "S", 20, "20"),
        Payment("N", "W", 30, "(30-0)"),
    )


def test_classic_reference_example_pair_lines() -> None:
    lines = pair_lines(settle({"E": 10, "S": 20, "W": 30, "N": 0}, "S"))
    assert lines == {
        "E": [("S", -40, "-20*2"), ("W", -40, "(10-30)*2"), ("N", 20, "(10-0)*2")],
        "S": [("E", 40, "20*2"), ("W", 20, "20"), ("N", 20, "20")],
        "W": [("E", 40, "(30-10)*2"), ("S", -20, "-20"), ("N", 30, "(30-0)")],
        "N": [("E", -20, "(0-10)*2"), ("S", -20, "-20"), ("W", -30, "(0-30)")],
    }


# --- source 003, "Med böter": E 16, S 8, W 48 (mah-jong), N 26 -----------------------
#
# The source's table writes South against North as "(8-26) = -16" and so gets
# S -72 and N +14. But 8-26 is -18: the correct totals are S -74 and N +16 (they
# still sum to zero with E -68 and W +126, which the source has right).

SOURCE_003 = {"E": 16, "S": 8, "W": 48, "N": 26}


def test_differences_source_003_totals() -> None:
    s = settle(SOURCE_003, "W", "differences")
    assert s.totals == {"E": -68, "S": -74, "W": 126, "N": 16}
    assert sum(s.totals.values()) == 0


def test_differences_source_003_payments() -> None:
    s = settle(SOURCE_003, "W", "differences")
    assert s.payments == (
        Payment("S", "E", 16, "(16-8)*2"),
        Payment("E", "W", 64, "(48-16)*2"),
        Payment("E", "N", 20, "(26-16)*2"),
        Payment("S", "W", 40, "(48-8)"),
        Payment("S", "N", 18, "(26-8)"),
        Payment("N", "W", 22, "(48-26)"),
    )


def test_differences_source_003_expressions() -> None:
    s = settle(SOURCE_003, "W", "differences")
    lines = pair_lines(s)
    # East's column of the source, word for word.
    assert lines["E"] == [
        ("S", 16, "(16-8)*2"), ("W", -64, "(16-48)*2"), ("N", -20, "(16-26)*2"),
    ]
    # South: the source writes "V: (8-48) = -40" and "N: (8-26)".
    assert lines["S"] == [("E", -16, "(8-16)*2"), ("W", -40, "(8-48)"), ("N", -18, "(8-26)")]
    # West: the source writes "N: (48-26) = +22", "Ö: +64", "S: +40".
    assert lines["W"] == [("E", 64, "(48-16)*2"), ("S", 40, "(48-8)"), ("N", 22, "(48-26)")]
    assert lines["N"] == [("E", 20, "(26-16)*2"), ("S", 18, "(26-8)"), ("W", -22, "(26-48)")]
    for player, player_lines in lines.items():
        assert sum(amount for _, amount, _ in player_lines) == s.totals[player]


def test_differences_source_003_to_dict() -> None:
    d = settle(SOURCE_003, "W", "differences").to_dict()
    assert d == {
        "totals": {"E": -68, "S": -74, "W": 126, "N": 16},
        "payments": [
            {"from": "S", "to": "E", "amount": 16},
            {"from": "E", "to": "W", "amount": 64},
            {"from": "E", "to": "N", "amount": 20},
            {"from": "S", "to": "W", "amount": 40},
            {"from": "S", "to": "N", "amount": 18},
            {"from": "N", "to": "W", "amount": 22},
        ],
    }


def test_differences_ignore_the_winner() -> None:
    with_winner = settle(SOURCE_003, "W", "differences")
    without = settle(SOURCE_003, None, "differences")
    assert with_winner.totals == without.totals
    assert with_winner.payments == without.payments


def test_text_of_source_003() -> None:
    text = settle(SOURCE_003, "W", "differences").text()
    assert "Points" in text
    for fragment in ["S: (16-8)*2 = +16", "W: (16-48)*2 = -64", "N: (16-26)*2 = -20",
                     "W: (8-48) = -40", "N: (48-26) = +22",
                     "+16-64-20 = -68", "+64+40+22 = +126",
                     "E pays W (48-16)*2 = 64", "N pays W (48-26) = 22"]:
        assert fragment in text
    lines = text.splitlines()
    header = next(line for line in lines if "E (" in line)
    assert header.index("E") < header.index("S") < header.index("W") < header.index("N")


def test_text_of_none() -> None:
    text = settle({"E": 10, "S": 20}, "S", "none").text()
    assert "No payments." in text
    assert "+10" in text and "+20" in text


# --- east doubling --------------------------------------------------------------------


def test_east_double_off() -> None:
    s = settle({"E": 10, "S": 20, "W": 30, "N": 0}, "S", east_double=False)
    assert s.east is None
    # winner collects 20 from each; E pays W 20, N pays E 10, N pays W 30.
    assert s.totals == {"E": -30, "S": 60, "W": 30, "N": -60}
    assert all("*2" not in p.expression for p in s.payments)


def test_east_double_off_differences() -> None:
    s = settle(SOURCE_003, "W", "differences", east_double=False)
    # E: (16-8) + (16-48) + (16-26) = 8 - 32 - 10
    assert s.totals == {"E": -34, "S": -66, "W": 94, "N": 6}


def test_other_east() -> None:
    s = settle({"E": 10, "S": 20, "W": 30, "N": 0}, "S", east="W")
    assert s.east == "W"
    # S collects 20 from E, 20*2 from W, 20 from N; E pays W (30-10)*2;
    # N pays E (10-0); N pays W (30-0)*2.
    assert s.totals == {"E": -50, "S": 80, "W": 60, "N": -90}
    assert Payment("W", "S", 40, "20*2") in s.payments


def test_east_not_among_players_doubles_nothing() -> None:
    plain = settle({"A": 10, "B": 20, "C": 30}, "B", east_double=False)
    assert settle({"A": 10, "B": 20, "C": 30}, "B").totals == plain.totals
    assert settle({"A": 10, "B": 20, "C": 30}, "B").east is None
    assert settle({"E": 10, "S": 20}, "S", east=None).east is None


def test_east_wins_classic() -> None:
    s = settle({"E": 48, "S": 8, "W": 16, "N": 26}, "E")
    assert s.totals == {"E": 288, "S": -96 - 8 - 18, "W": -96 + 8 - 10, "N": -96 + 18 + 10}
    assert all(p.payee == "E" for p in s.payments if "E" in (p.payer, p.payee))


# --- fewer players, no winner, no settlement -----------------------------------------


def test_two_players_classic() -> None:
    s = settle({"E": 10, "S": 30}, "E")
    assert s.payments == (Payment("S", "E", 20, "10*2"),)
    assert s.totals == {"E": 20, "S": -20}


def test_two_players_differences() -> None:
    s = settle({"E": 10, "S": 30}, "E", "differences")
    assert s.payments == (Payment("E", "S", 40, "(30-10)*2"),)
    assert s.totals == {"E": -40, "S": 40}


def test_three_players_classic() -> None:
    s = settle({"E": 10, "S": 40, "W": 4}, "S")
    # S collects 40*2 from E and 40 from W; W pays E (10-4)*2 = 12.
    assert s.payments == (
        Payment("E", "S", 80, "40*2"),
        Payment("W", "E", 12, "(10-4)*2"),
        Payment("W", "S", 40, "40"),
    )
    assert s.totals == {"E": -68, "S": 120, "W": -52}


def test_three_players_differences() -> None:
    s = settle({"E": 10, "S": 40, "W": 4}, "S", "differences")
    assert s.totals == {"E": -60 + 12, "S": 60 + 36, "W": -12 - 36}


def test_classic_no_winner_settles_every_pair() -> None:
    s = settle(SOURCE_003, None)
    assert s.winner is None
    # every pair settles its difference, East's doubled: E (16-8)*2 + (16-48)*2 +
    # (16-26)*2 = -68; S -16 + (8-48) + (8-26) = -74; W 64 + 40 + 22; N 20 + 18 - 22
    assert s.totals == {"E": -68, "S": -74, "W": 126, "N": 16}


def test_equal_losers_pay_nothing() -> None:
    s = settle({"E": 500, "S": 100, "W": 500, "N": 500}, "S")
    assert [p for p in s.payments if p.payee != "S"] == []
    lines = pair_lines(s)
    assert ("W", 0, "(500-500)*2") in lines["E"]


def test_convention_none() -> None:
    s = settle(SOURCE_003, "W", "none")
    assert s.payments == ()
    assert s.totals == SOURCE_003
    assert s.to_dict() == {"totals": SOURCE_003, "payments": []}
    assert pair_lines(s) == {"E": [], "S": [], "W": [], "N": []}


def test_any_string_keys_keep_input_order() -> None:
    s = settle({"Zoe": 5, "Adam": 25, "Mia": 0}, "Adam", east="Mia")
    assert list(s.totals) == ["Zoe", "Adam", "Mia"]
    assert list(s.scores) == ["Zoe", "Adam", "Mia"]


def test_input_mapping_is_copied() -> None:
    scores = {"E": 1, "S": 2}
    s = settle(scores, "S")
    scores["E"] = 99
    assert s.scores == {"E": 1, "S": 2}


def test_conventions_tuple() -> None:
    assert CONVENTIONS == ("classic", "differences", "none")


# --- errors ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("scores", "winner", "convention", "message"),
    [
        ({"E": 1}, "E", "classic", "at least 2 players"),
        ({}, None, "classic", "at least 2 players"),
        ({"E": 1, "S": 2, "W": 3, "N": 4, "X": 5}, None, "classic", "at most 4 players"),
        ({"E": 1, "S": 2}, "W", "classic", "winner 'W' is not one of the players"),
        ({"E": 1, "S": 2}, "S", "chinese", "unknown settlement convention 'chinese'"),
        ({"E": 1, "S": -2}, "E", "classic", "score of S is negative: -2"),
        ({"E": 1, "S": 2.5}, "E", "classic", "score of S is not a whole number"),
    ],
)
def test_errors(scores: dict[str, int], winner: str | None, convention: str,
                message: str) -> None:
    with pytest.raises(MahjongError, match=message.replace("(", r"\(")) as info:
        settle(scores, winner, convention)  # type: ignore[arg-type]
    assert isinstance(info.value, ValueError)


# --- properties -----------------------------------------------------------------------


@st.composite
def hands(draw: st.DrawFn) -> tuple[dict[str, int], str | None, str | None]:
    names = draw(st.sampled_from([["E", "S"], ["E", "S", "W"], ["E", "S", "W", "N"],
                                  ["A", "B", "C"], ["S", "W", "N", "E"]]))
    scores = {name: draw(st.integers(0, 2000)) for name in names}
    winner = draw(st.none() | st.sampled_from(names))
    east = draw(st.none() | st.sampled_from([*names, "E", "X"]))
    return scores, winner, east


def _check_flows(s: Settlement) -> None:
    for p in s.payments:
        assert p.amount > 0
        assert p.payer != p.payee
        assert p.payer in s.scores and p.payee in s.scores
    for player in s.scores:
        collected = sum(p.amount for p in s.payments if p.payee == player)
        paid = sum(p.amount for p in s.payments if p.payer == player)
        assert collected - paid == s.totals[player]
        assert sum(amount for _, amount, _ in pair_lines(s)[player]) == s.totals[player]


@given(hands(), st.sampled_from(["classic", "differences"]), st.booleans())
def test_paying_conventions_properties(
        hand: tuple[dict[str, int], str | None, str | None], convention: str,
        east_double: bool) -> None:
    scores, winner, east = hand
    s = settle(scores, winner, convention, east_double=east_double,  # type: ignore[arg-type]
               east=east)
    assert sum(s.totals.values()) == 0
    assert list(s.totals) == list(scores)
    _check_flows(s)
    if convention == "classic" and winner is not None:
        assert all(p.payer != winner for p in s.payments)
        expected = sum(scores[winner] * (2 if s.east in (winner, other) else 1)
                       for other in scores if other != winner)
        assert s.totals[winner] == expected
    if not east_double:
        assert s.east is None


@given(hands(), st.booleans())
def test_none_convention_properties(
        hand: tuple[dict[str, int], str | None, str | None], east_double: bool) -> None:
    scores, winner, east = hand
    s = settle(scores, winner, "none", east_double=east_double, east=east)
    assert s.payments == ()
    assert s.totals == scores
    assert isinstance(s.text(), str)


@given(hands())
def test_differences_are_pairwise_differences(
        hand: tuple[dict[str, int], str | None, str | None]) -> None:
    scores, winner, east = hand
    s = settle(scores, winner, "differences", east=east)
    for player in scores:
        expected = sum((scores[player] - scores[other])
                       * (2 if s.east in (player, other) else 1)
                       for other in scores if other != player)
        assert s.totals[player] == expected
