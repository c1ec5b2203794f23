"""Properties of the standings over random games of typed scores: every game counts once
whatever the order and number of its copies, the balances add up to the games' changes
(zero for the conventions where every payment has a payer), ranks follow the balances."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from scoring.games.game import Entry, Game, GameSettings, HandRecord
from scoring.records.season import Copy, season
from scoring.rules.ruleset import load_ruleset

CLUB = ("Anna", "Bo", "Cia", "Dan", "Eva", "Finn")
RULES = {r: load_ruleset(r) for r in ("norwegian", "swedish", "millington")}


@st.composite
def games(draw: st.DrawFn) -> list[Game]:
    out = []
    for k in range(draw(st.integers(1, 6))):
        n = draw(st.integers(2, 4))
        players = tuple(draw(st.permutations(CLUB))[:n])
        rules = RULES[draw(st.sampled_from(sorted(RULES)))]
        settings_ = GameSettings.for_ruleset(
            players, rules, convention=draw(st.sampled_from(["classic", "differences", "none"])),
            start_balance=draw(st.sampled_from([0, 1000, 2000])), rounds=4)
        game = Game(settings_, name=f"g{k}", created=f"2026-09-{1 + k:02d}T19:00:00")
        for _ in range(draw(st.integers(0, 8))):
            scores = draw(st.lists(st.integers(0, 300), min_size=n, max_size=n))
            winner = draw(st.one_of(st.none(), st.integers(0, n - 1)))
            game.hands.append(HandRecord(tuple(Entry(score=s) for s in scores), winner))
        out.append(game)
    return out


@settings(max_examples=60, deadline=None)
@given(games(), st.randoms(use_true_random=False))
def test_standings_add_up_and_each_game_counts_once(played: list[Game],
                                                    rng: random.Random) -> None:
    copies = [Copy(g, f"file {i}") for i, g in enumerate(played)]
    # more copies: the same games again, some cut short, all shuffled
    for g in played:
        if g.hands and rng.random() < 0.5:
            copies.append(Copy(g.with_hands(g.hands[:rng.randrange(len(g.hands))]), "short"))
        if rng.random() < 0.5:
            copies.append(Copy(g.with_hands(g.hands), "again"))
    rng.shuffle(copies)
    result = season(copies)
    counted = [g for g in played if g.hands]
    assert len(result.games) == len(counted)
    assert all(g.origin != "short" for g in result.games)
    changes: dict[str, int] = {}
    games_of: dict[str, int] = {}
    for g in counted:
        final = g.replay()[-1].balances
        for name, balance in zip(g.players, final, strict=True):
            changes[name] = changes.get(name, 0) + balance - g.settings.start_balance
            games_of[name] = games_of.get(name, 0) + 1
        if g.settings.convention != "none":
            assert sum(final) == g.settings.start_balance * len(g.players)
    assert {p.name: p.balance for p in result.players} == changes
    assert {p.name: p.games for p in result.players} == games_of
    balances = [p.balance for p in result.players]
    assert balances == sorted(balances, reverse=True)
    for p in result.players:
        assert p.rank == 1 + sum(b > p.balance for b in balances)
    _, lines = result.evenings()
    for name, line in lines.items():
        assert line[-1] == changes[name]
