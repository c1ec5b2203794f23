"""The fuzz suite: hostile rule files, game files, databases and argument lists
(made by tests/hostile.py) never crash the program, and a refused one changes
nothing. Bounded to well under a minute; scripts/fuzz.py runs many more before a
release. Hypothesis drives the random choices, so a failure is reproduced and shrunk.
"""

from __future__ import annotations

import random
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path

import hostile
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

FUZZ = settings(deadline=None, derandomize=False,
                suppress_health_check=[HealthCheck.too_slow,
                                       HealthCheck.function_scoped_fixture])


@pytest.fixture(scope="module")
def kinds() -> Iterator[dict[str, Callable[[random.Random], str]]]:
    folder = hostile.scratch_folder()
    try:
        yield hostile.kinds(folder)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


@settings(FUZZ, max_examples=300)
@given(rng=st.randoms(use_true_random=False))
def test_mutated_rule_files(kinds: dict[str, Callable[[random.Random], str]],
                            rng: random.Random) -> None:
    assert kinds["rule files"](rng) in ("ok", "refused")


@settings(FUZZ, max_examples=300)
@given(rng=st.randoms(use_true_random=False))
def test_mutated_game_files(kinds: dict[str, Callable[[random.Random], str]],
                            rng: random.Random) -> None:
    assert kinds["game files"](rng) in ("ok", "refused")


@settings(FUZZ, max_examples=300)
@given(rng=st.randoms(use_true_random=False))
def test_damaged_databases(kinds: dict[str, Callable[[random.Random], str]],
                           rng: random.Random) -> None:
    assert kinds["databases"](rng) in ("ok", "refused")


@settings(FUZZ, max_examples=400)
@given(rng=st.randoms(use_true_random=False))
def test_random_argument_lists(kinds: dict[str, Callable[[random.Random], str]],
                               rng: random.Random) -> None:
    assert kinds["arguments"](rng) in ("ok", "refused")


def test_the_mutators_make_both_usable_and_refused_inputs(
        kinds: dict[str, Callable[[random.Random], str]]) -> None:
    """A fuzz suite whose inputs were all refused (or all accepted) would test little."""
    for name, attempt in kinds.items():
        outcomes = {attempt(random.Random(seed)) for seed in range(40)}
        assert outcomes == {"ok", "refused"}, name


def test_hostile_helpers_live_beside_the_tests() -> None:
    assert Path(hostile.__file__).parent == Path(__file__).parent


def test_inputs_carry_nothing_to_the_next(tmp_path: Path) -> None:
    """Each game file and argument list is tried in a folder (and database) of its
    own, removed afterwards: nothing one input leaves (a game it imported, a file it
    wrote) changes what the next does, so a failing input fails again when
    hypothesis replays it (instead of a FlakyFailure)."""
    for seed in range(12):
        hostile.try_game_file(random.Random(seed), tmp_path)
        assert not list(tmp_path.iterdir()), seed
        hostile.try_argv(random.Random(seed), tmp_path)
        assert not list(tmp_path.iterdir()), seed


def test_the_game_file_mutator_leaves_its_values_alone() -> None:
    """An input replayed by hypothesis must be made again exactly: the hostile values
    a mutation puts into a game file are copies, never changed for the next input."""
    before = repr(hostile.HOSTILE)
    for seed in range(300):
        hostile.mutate_game_text(random.Random(seed))
    assert repr(hostile.HOSTILE) == before
