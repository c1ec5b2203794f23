"""Every rule of every rule set applies to a hand made for it, with its file's value.

TRIGGERS maps a rule id to a hand and situation that the rule must score. Rule ids
mean the same thing in every rule set that uses them; where a rule set reads an id
differently, OVERRIDES gives its own case. A rule without a case fails the test, so
a new rule cannot go untested.
"""

from __future__ import annotations

from typing import Any

import pytest

from scoring import builtin_ids, load_ruleset, score

BASE = "123m 456m 789s 22s"  # three chows and a pair, winning on the 2s
#: the same for a rule set that allows one chow only (bmja, bmja-kajongg): one chow,
#: two pungs
ONE_CHOW_BASE = "111m 456m 999s 22s"

Case = tuple[str, dict[str, Any]]
W2S: dict[str, Any] = {"win": "2s"}

TRIGGERS: dict[str, Case] = {
    # sets
    "exposed-pung": (BASE + " (555p)", W2S),
    "exposed-pung-simple": (BASE + " (555p)", W2S),
    "exposed-pung-minor": (BASE + " (555p)", W2S),
    "exposed-pung-major": (BASE + " (999p)", W2S),
    "exposed-pung-terminal": (BASE + " (999p)", W2S),
    "concealed-pung": (BASE + " 555p", W2S),
    "concealed-pung-simple": (BASE + " 555p", W2S),
    "concealed-pung-minor": (BASE + " 555p", W2S),
    "concealed-pung-major": (BASE + " 999p", W2S),
    "concealed-pung-terminal": (BASE + " 999p", W2S),
    "exposed-kong": (BASE + " (5555p)", W2S),
    "exposed-kong-simple": (BASE + " (5555p)", W2S),
    "exposed-kong-minor": (BASE + " (5555p)", W2S),
    "exposed-kong-major": (BASE + " (9999p)", W2S),
    "exposed-kong-terminal": (BASE + " (9999p)", W2S),
    "concealed-kong": (BASE + " [5555p]", W2S),
    "concealed-kong-simple": (BASE + " [5555p]", W2S),
    "concealed-kong-minor": (BASE + " [5555p]", W2S),
    "concealed-kong-major": (BASE + " [9999p]", W2S),
    "concealed-kong-terminal": (BASE + " [9999p]", W2S),
    "dragon-set": (BASE + " (777z)", W2S),
    "concealed-dragon-set": (BASE + " 777z", W2S),
    "valuable-set": (BASE + " (777z)", W2S),
    "own-wind-set": (BASE + " (222z)", {"win": "2s", "seat": "S", "round": "E"}),
    "concealed-own-wind-set": (BASE + " 222z", {"win": "2s", "seat": "S", "round": "E"}),
    "round-wind-set": (BASE + " (222z)", {"win": "2s", "seat": "E", "round": "S"}),
    "concealed-round-wind-set": (BASE + " 222z", {"win": "2s", "seat": "E", "round": "S"}),
    "three-concealed-pungs": ("111m 555p 999s 123s 22p", {"win": "2p"}),
    # pairs
    "valuable-pair": ("123m 456m 789s 555p 77z", {"win": "7z"}),
    "dragon-pair": ("123m 456m 789s 555p 77z", {"win": "7z"}),
    "own-wind-pair": ("123m 456m 789s 555p 11z", {"win": "1z", "seat": "E", "round": "S"}),
    "round-wind-pair": ("123m 456m 789s 555p 11z", {"win": "1z", "seat": "S", "round": "E"}),
    # bonus tiles
    "bonus-tile": (BASE + " 555p 2f", {"win": "2s", "seat": "E"}),
    "extra-tile": (BASE + " 555p 3a", {"win": "2s", "seat": "E"}),
    "own-bonus": (BASE + " 555p 1f", {"win": "2s", "seat": "E"}),
    "own-season": (BASE + " 555p 1y", {"win": "2s", "seat": "E"}),
    "own-flower-and-season": (BASE + " 555p 1f 1y", {"win": "2s", "seat": "E"}),
    "all-flowers": (BASE + " 555p 1f2f3f4f", W2S),
    "all-seasons": (BASE + " 555p 1y2y3y4y", W2S),
    "all-seasons-f": (BASE + " 555p 1f2f3f4f", W2S),
    "all-seasons-y": (BASE + " 555p 1y2y3y4y", W2S),
    "animal-pair": (BASE + " 555p 3a 4a", W2S),
    # the whole hand
    "mahjong": (BASE + " 555p", W2S),
    "worthless-hand": ("123m 456m 789s 234p 22s", W2S),
    "no-score-hand": ("123m 456m 789s 234p 22s", W2S),
    "zero-point-hand": ("123m 456m 789s 234p 22s", W2S),
    "no-chow": ("(111m) (555p) 999s 222s 33p", {"win": "3p"}),
    "only-major": ("(111m) (999p) 111z 999s 22z", {"win": "2z"}),
    "one-suit-with-honours": ("(123m) 456m 789m 111z 22z", {"win": "2z"}),
    "one-suit": ("(123m) 456m 789m 222m 55m", {"win": "5m"}),
    "only-honours": ("(111z) (222z) (555z) 666z 77z", {"win": "7z"}),
    "all-winds": ("(111z) (222z) (333z) 44z 123m", {"win": "4z"}),
    "all-dragons": ("(555z) (666z) 77z 123m 456m", {"win": "7z"}),
    "little-three-dragons": ("(555z) (666z) 77z 123m 456m", {"win": "7z"}),
    "big-three-dragons": ("(555z) (666z) (777z) 123m 99p", {"win": "9p"}),
    "little-four-joys": ("(111z) (222z) (333z) 44z 123m", {"win": "4z"}),
    "big-four-joys": ("(111z) (222z) (333z) (444z) 55m", {"win": "5m"}),
    "fully-concealed": (BASE + " 555p", {"win": "2s", "source": "wall"}),
    "only-concealed-sets": (BASE + " 555p", {"win": "2s", "source": "wall"}),
    # how the hand was won
    "drawn-from-wall": (BASE + " 555p", {"win": "2s", "source": "wall"}),
    "last-tile-drawn": (BASE + " 555p", {"win": "2s", "source": "wall"}),
    "loose-tile": (BASE + " [5555p]", {"win": "2s", "source": "loose"}),
    "last-wall-tile": (BASE + " 555p", {"win": "2s", "source": "last-wall"}),
    "last-possible-tile": (BASE + " 555p", {"win": "2s", "source": "last-wall"}),
    "last-discard": (BASE + " 555p", {"win": "2s", "source": "last-discard"}),
    "robbing-a-kong": ("123m 456m 789s 555p 11z", {"win": "3m", "source": "robbed-kong"}),
    "original-call": (BASE + " 555p", {"win": "2s", "flags": ("original-call",)}),
    "only-possible-tile": (BASE + " 555p", W2S),
    "fishing-the-eyes-minor": (BASE + " 555p", W2S),
    "fishing-the-eyes-major": ("123m 456m 789s 555p 11z", {"win": "1z"}),
    "last-tile-pair-simple": (BASE + " 555p", W2S),
    "last-tile-pair-major": ("123m 456m 789s 555p 11z", {"win": "1z"}),
    # limit hands
    "heavens-blessing": (BASE + " 555p", {"win": "2s", "source": "wall", "seat": "E",
                                          "flags": ("heavens-blessing",)}),
    "heavenly-peace": (BASE + " 555p", {"win": "2s", "source": "wall", "seat": "E",
                                        "flags": ("heavens-blessing",)}),
    "earths-blessing": (BASE + " 555p", {"win": "2s", "seat": "S",
                                         "flags": ("earths-blessing",)}),
    "earthly-peace": (BASE + " 555p", {"win": "2s", "seat": "S",
                                       "flags": ("earths-blessing",)}),
    "kong-upon-kong": ("(1111m) [5555p] 123s 456s 22s", {"win": "2s", "source": "loose",
                                                         "flags": ("kong-upon-kong",)}),
    "kong-on-kong": ("(1111m) [5555p] 123s 456s 22s", {"win": "2s", "source": "loose",
                                                       "flags": ("kong-upon-kong",)}),
    "three-great-masters": ("111m 555p 999s 222s 33p", {"win": "3p", "source": "wall"}),
    "buried-treasure": ("111m 555p 999s 222s 33p", {"win": "3p", "source": "wall"}),
    "hidden-treasure": ("111m 555p 999s 222s 33p", {"win": "3p", "source": "wall"}),
    "four-blessings": ("(111z) (222z) (333z) 444z 55m", {"win": "5m"}),
    "four-large-blessings": ("(111z) (222z) (333z) 444z 55m", {"win": "5m"}),
    "big-honour-hand": ("(111z) (222z) (555z) 666z 77z", {"win": "7z"}),
    "all-honours": ("(111z) (222z) (555z) 666z 77z", {"win": "7z"}),
    "head-and-tail": ("(111m) (999m) (111p) 999p 11s", {"win": "1s"}),
    "heads-and-tails": ("(111m) (999m) (111p) 999p 11s", {"win": "1s"}),
    "thirteen-wonders": ("19m19p19s1234567z 1z", {"win": "1z"}),
    "thirteen-unique-wonders": ("19m19p19s1234567z 1z", {"win": "1z"}),
    "thirteen-orphans": ("19m19p19s1234567z 1z", {"win": "1z"}),
    "imperial-jade": ("(222s) (333s) 444s 666z 88s", {"win": "8s"}),
    "three-great-scholars": ("(555z) (666z) 777z 111m 99p", {"win": "9p"}),
    "all-kongs": ("(1111m) (5555p) [9999s] (2222s) 33p", {"win": "3p"}),
    "four-kongs": ("(1111m) (5555p) [9999s] (2222s) 33p", {"win": "3p"}),
    "fourfold-plenty": ("(1111m) (5555p) [9999s] (2222s) 33p", {"win": "3p"}),
    "nine-united-sons": ("11123455678999m", {"win": "5m"}),
    "nine-gates": ("11123455678999m", {"win": "5m"}),
    "moon-from-the-bottom-of-the-sea": ("123m 456m 789s 123p 11p",
                                        {"win": "1p", "source": "last-wall"}),
    "plum-blossom-on-the-roof": ("[1111s] 123m 456m 345p 55p",
                                 {"win": "5p", "source": "loose"}),
    "scratching-a-carrying-pole": ("123s 456m 789m 555p 11z",
                                   {"win": "2s", "source": "robbed-kong"}),
    "heavenly-twins": ("22m 33m 44m 55m 66m 77m 88m", {"win": "8m"}),
    # bmja-kajongg (Kajongg's Classical Chinese BMJA) and bmja
    "flower": (BASE + " 555p 2f", W2S),
    "season": (BASE + " 555p 2y", W2S),
    "own-flower": (BASE + " 555p 1f", {"win": "2s", "seat": "E"}),
    "gates-of-heaven": ("11123455678999m", {"win": "5m", "source": "wall"}),
    "knitting": ("2345679p 2345679s", {"win": "9p"}),
    "triple-knitting": ("24678p 24678s 2467m", {"win": "8p"}),
    "all-pair-honours": ("11p 99s 1122336677z", {"win": "1p"}),
    "purity": ("(111s) 333s 666s 88s 222s", {"win": "3s", "source": "wall"}),
    "calling-for-only-honours": ("(111z) (222z) (555z) 66z 77z", {"loser": True}),
    "calling-for-wriggling-snake": ("11m 23456789m 1z2z3z", {"loser": True}),
    "calling-for-triple-knitting": ("2s2m 4p4s4m 6p6s6m 7p7s7m 8p8s", {"loser": True}),
    "calling-for-gates-of-heaven": ("1113455678999m", {"loser": True}),
    "calling-for-knitting": ("3p4p5p6p7p9p 2s3s4s5s6s7s9s", {"loser": True}),
    "calling-for-imperial-jade": ("(2222s) 66z (666s) (444s) 88s", {"loser": True}),
    "calling-for-thirteen-unique-wonders": ("19m19p19s1234567z", {"loser": True}),
    "calling-for-three-great-scholars": ("(555z) (666z) 77z 111m 99p", {"loser": True}),
    "calling-for-all-pair-honours": ("11z 1p1p 9s9s 66z 77z 2z 33z", {"loser": True}),
    "calling-for-heads-and-tails": ("(111m) (999m) (111p) 99p 11s", {"loser": True}),
    "calling-for-four-blessings": ("(111z) (222z) (333z) 44z 55m", {"loser": True}),
    "calling-for-buried-treasure": ("11z 333m 55m 444m 888m", {"loser": True}),
    "calling-for-four-kongs": ("(1111m) (5555p) [9999s] (2222s) 3p", {"loser": True}),
    "calling-for-purity": ("(111s) 333s 66s 88s 222s", {"loser": True}),
    # an exposed pung: concealed, 1112345678999 and any tile of the suit is nine gates
    "wriggling-snake": ("(111m) 22m 345m 678m 999m", {"win": "2m"}),
    "squirming-snake": ("(111m) 22m 345m 678m 999m", {"win": "2m"}),
    "concealed-clear-suit": ("123m 456m 789m 222m 55m", {"win": "5m", "source": "wall"}),
    "concealed-one-suit": ("123m 456m 789m 222m 55m", {"win": "5m", "source": "wall"}),
    "east-13th-win": (BASE + " 555p", {"win": "2s", "seat": "E", "east_streak": 12}),
    "east-nine-wins": (BASE + " 555p", {"win": "2s", "seat": "E", "east_streak": 8}),
}

OVERRIDES: dict[tuple[str, str], Case] = {
    # Source 003's hidden treasure is of one suit.
    ("swedish", "hidden-treasure"): ("111m 333m 555m 777m 99m",
                                     {"win": "9m", "source": "wall"}),
    # Source 003's valuable pair is a dragon or the own wind.
    ("swedish", "valuable-pair"): ("123m 456m 789s 555p 77z", {"win": "7z"}),
    # Source 003's special hands are pungs and kongs unless stated otherwise (003:141).
    ("swedish", "heavenly-peace"): ("111m 444m 777s 555p 22s", {
        "win": "2s", "source": "wall", "seat": "E", "flags": ("heavens-blessing",)}),
    ("swedish", "earthly-peace"): ("111m 444m 777s 555p 22s", {
        "win": "2s", "seat": "S", "flags": ("earths-blessing",)}),
    ("swedish", "moon-from-the-bottom-of-the-sea"): ("111m 444m 777s 999p 11p", {
        "win": "1p", "source": "last-wall"}),
    ("swedish", "kong-on-kong"): ("(1111m) [5555p] 222s 444s 66s", {
        "win": "6s", "source": "loose", "flags": ("kong-upon-kong",)}),
    # bmja and bmja-kajongg allow one chow only, and some of their hands differ.
    ("bmja-kajongg", "robbing-a-kong"): ("111m 456m 999s 555p 11z", {"win": "5m",
                                                              "source": "robbed-kong"}),
    ("bmja-kajongg", "moon-from-the-bottom-of-the-sea"): ("111m 444m 999s 123p 11p",
                                                  {"win": "1p", "source": "last-wall"}),
    ("bmja-kajongg", "plum-blossom-on-the-roof"): ("[1111s] 222m 444m 345p 55p",
                                           {"win": "5p", "source": "loose"}),
    ("bmja-kajongg", "scratching-a-carrying-pole"): ("123s 444m 999m 555p 11z",
                                             {"win": "2s", "source": "robbed-kong"}),
    ("bmja-kajongg", "kong-upon-kong"): ("(1111m) [5555p] 123s 444s 22s", {
        "win": "2s", "source": "loose", "flags": ("kong-upon-kong",)}),
    ("bmja-kajongg", "own-wind-pair"): ("111m 456m 999s 555p 11z", {"win": "1z", "seat": "E",
                                                             "round": "S"}),
    ("bmja-kajongg", "round-wind-pair"): ("111m 456m 999s 555p 11z", {"win": "1z", "seat": "S",
                                                               "round": "E"}),
    ("bmja-kajongg", "dragon-pair"): ("111m 456m 999s 555p 77z", {"win": "7z"}),
    ("bmja-kajongg", "buried-treasure"): ("111z 333m 55m 444m 888m", {"win": "5m"}),
    ("bmja-kajongg", "wriggling-snake"): ("11m 23456789m 1z2z3z4z", {"win": "1m"}),
    ("bmja", "robbing-a-kong"): ("111m 456m 999s 555p 11z", {"win": "5m",
                                                              "source": "robbed-kong"}),
    ("bmja", "moon-from-the-bottom-of-the-sea"): ("111m 444m 999s 123p 11p",
                                                  {"win": "1p", "source": "last-wall"}),
    ("bmja", "plum-blossom-on-the-roof"): ("[1111s] 222m 444m 345p 55p",
                                           {"win": "5p", "source": "loose"}),
    ("bmja", "kong-upon-kong"): ("(1111m) [5555p] 123s 444s 22s", {
        "win": "2s", "source": "loose", "flags": ("kong-upon-kong",)}),
    ("bmja", "own-wind-pair"): ("111m 456m 999s 555p 11z", {"win": "1z", "seat": "E",
                                                             "round": "S"}),
    ("bmja", "round-wind-pair"): ("111m 456m 999s 555p 11z", {"win": "1z", "seat": "S",
                                                               "round": "E"}),
    ("bmja", "dragon-pair"): ("111m 456m 999s 555p 77z", {"win": "7z"}),
    ("bmja", "buried-treasure"): ("111z 333m 55m 444m 888m", {"win": "5m"}),
    ("bmja", "wriggling-snake"): ("11m 23456789m 1z2z3z4z", {"win": "1m"}),
    # bmja: the BMJA's pages (bmja-published.md 3.2 W2); one chow at most
    ("bmja", "clean-hand"): ("(123m) 444m 777m 111z 22z", {"win": "2z"}),
    # Source 003 doubles "enbart honnörskort" for every hand, not a limit hand only.
    ("swedish", "only-honours"): ("(111z) (222z) (555z) 666z 77z", {"win": "7z"}),
}

#: how many times a case's hand holds what its rule counts, where not once
COUNTS: dict[tuple[str, str], int] = {
    # the one-chow base holds 111m and 999s, and the case adds 999p: three
    ("bmja", "concealed-pung-major"): 3,
    ("bmja-kajongg", "concealed-pung-major"): 3,
}

#: the tile that completes each loser-only rule's calling hand (a winner's hand then)
COMPLETING: dict[str, str] = {
    "calling-for-only-honours": "6z",
    "calling-for-wriggling-snake": "4z",
    "calling-for-triple-knitting": "2p",
    "calling-for-gates-of-heaven": "2m",
    "calling-for-knitting": "2p",
    "calling-for-imperial-jade": "6z",
    "calling-for-thirteen-unique-wonders": "1z",
    "calling-for-three-great-scholars": "7z",
    "calling-for-all-pair-honours": "2z",
    "calling-for-heads-and-tails": "9p",
    "calling-for-four-blessings": "4z",
    "calling-for-buried-treasure": "5m",
    "calling-for-four-kongs": "3p",
    "calling-for-purity": "6s",
}

CASES = [(rid, rule.id) for rid in builtin_ids() for rule in load_ruleset(rid).rules]


def _applies(ruleset_id: str, rule_id: str) -> str:
    return next(r.applies for r in load_ruleset(ruleset_id).rules if r.id == rule_id)


WINNER_CASES = [c for c in CASES if _applies(*c) == "winner"]
ALL_CASES = [c for c in CASES if _applies(*c) == "all"]
LOSER_CASES = [c for c in CASES if _applies(*c) == "loser"]


def _case(ruleset_id: str, rule_id: str) -> tuple[Any, Any, str, dict[str, Any], int]:
    """The rule set, the rule, its case's hand and situation, and the count."""
    ruleset = load_ruleset(ruleset_id)
    rule = next(r for r in ruleset.rules if r.id == rule_id)
    case = OVERRIDES.get((ruleset_id, rule_id)) or TRIGGERS.get(rule_id)
    assert case is not None, f"no test hand for rule {rule_id} of {ruleset_id}"
    hand, kwargs = case
    if ruleset.max_chows is not None:
        hand = hand.replace(BASE, ONE_CHOW_BASE)
    return ruleset, rule, hand, kwargs, COUNTS.get((ruleset_id, rule_id), 1)


def _check_value(item: Any, rule: Any, count: int) -> None:
    """The item scores the rule's value from its file, ``count`` times."""
    assert item.count == count
    if rule.kind == "points":
        assert (item.points, item.doubles) == (rule.value * count, 0)
    else:
        assert (item.doubles, item.points) == (rule.value * count, 0)


@pytest.mark.parametrize(("ruleset_id", "rule_id"), CASES)
def test_rule_applies_to_its_hand(ruleset_id: str, rule_id: str) -> None:
    ruleset, rule, hand, kwargs, count = _case(ruleset_id, rule_id)
    result = score(hand, ruleset, **kwargs)
    items = {i.rule: i for i in result.items}
    assert rule_id in items, f"{rule_id} did not apply to {hand} {kwargs}: {list(items)}"
    item = items[rule_id]
    assert result.winner == (rule.applies != "loser")
    if rule.kind == "limit":
        assert item.limit and item.share == rule.share
        assert result.limit_hand == rule_id
        assert ruleset.limit is not None
        assert result.score == round(ruleset.limit * rule.share)
    else:
        _check_value(item, rule, count)


def _as_loser(hand: str) -> str:
    """The same tiles less one, so that the hand is a loser's (13 tiles at most): one
    tile taken from the first concealed chow, else from the first concealed set."""
    tiles = hand.split()
    concealed = [i for i, t in enumerate(tiles)
                 if not t.startswith(("(", "[", "{")) and len(t) > 2 and t[-1] != "f"]
    chows = [i for i in concealed if len(tiles[i]) == 4 and len(set(tiles[i][:3])) == 3]
    i = (chows or concealed)[0]
    tiles[i] = tiles[i][1:]
    return " ".join(tiles)


@pytest.mark.parametrize(("ruleset_id", "rule_id"), WINNER_CASES)
def test_winner_only_rules_never_score_for_a_loser(ruleset_id: str, rule_id: str) -> None:
    ruleset, _rule, hand, kwargs, _count = _case(ruleset_id, rule_id)
    result = score(_as_loser(hand), ruleset, loser=True, seat=kwargs.get("seat", "E"),
                   round=kwargs.get("round", "E"))
    assert not result.winner
    assert rule_id not in {i.rule for i in result.items}
    assert result.limit_hand is None or result.limit_hand.startswith("calling-for-")


@pytest.mark.parametrize(("ruleset_id", "rule_id"), ALL_CASES)
def test_rules_for_all_score_for_a_loser_too(ruleset_id: str, rule_id: str) -> None:
    """A rule for every player scores its value in a loser's hand that holds what it
    counts: its case's hand less one tile of a chow (or of a concealed set)."""
    ruleset, rule, hand, kwargs, count = _case(ruleset_id, rule_id)
    assert rule.kind != "limit"  # a limit hand for all is refused when the file is read
    loser = _as_loser(hand)
    result = score(loser, ruleset, loser=True, seat=kwargs.get("seat", "E"),
                   round=kwargs.get("round", "E"))
    assert not result.winner
    items = {i.rule: i for i in result.items}
    assert rule_id in items, f"{rule_id} did not apply to the loser's {loser}: {list(items)}"
    _check_value(items[rule_id], rule, count)


@pytest.mark.parametrize(("ruleset_id", "rule_id"), LOSER_CASES)
def test_loser_only_rules_never_score_for_a_winner(ruleset_id: str, rule_id: str) -> None:
    """A calling hand's rule is gone once the hand is complete: the same tiles and the
    tile it waited for, won on a discard."""
    ruleset, _rule, hand, kwargs, _count = _case(ruleset_id, rule_id)
    assert kwargs == {"loser": True}
    tile = COMPLETING[rule_id]
    result = score(f"{hand} {tile}", ruleset, win=tile)
    assert result.winner
    assert rule_id not in {i.rule for i in result.items}
