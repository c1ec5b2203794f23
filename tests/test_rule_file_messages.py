"""A rule file's messages are templates with values (scoring.errors.Msg), each one a
whole template that scripts/make_engine_names.py finds, so that the window can show
them in the user's language; their English text is what it always was."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

from scoring.errors import MahjongError, Msg, RuleFileError, format_message
from scoring.rules.house_file import HouseDocument
from scoring.rules.ruleset import load_ruleset, parse_ruleset, read_rule_text

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def templates() -> set[str]:
    sys.path.insert(0, str(ROOT))
    from scripts.make_engine_names import message_templates
    return set(message_templates())


def parts(message: Any) -> list[Msg | MahjongError]:
    """The message and every message among its values, nested ones too."""
    if not isinstance(message, Msg | MahjongError):
        return []
    found: list[Msg | MahjongError] = [message]
    for value in message.params.values():
        found += parts(value)
    return found


def english(message: Any) -> str:
    """The message filled in from its parts, as a front end fills in a translation."""
    if not isinstance(message, Msg | MahjongError):
        return str(message)
    return format_message(message.template, {k: english(v) for k, v in message.params.items()})


NORWEGIAN = read_rule_text("norwegian")[0]
KAJONGG = read_rule_text("bmja-kajongg")[0]

#: (text, old, new, the English message as it has always read)
BAD_FILES = [
    (NORWEGIAN, "points = 2\n", "points = -1\n",
     "bad.toml, line {line}: rule 1: points: expected a whole number from 0 to 1000, not -1"),
    (NORWEGIAN, "points = 2\n", "points = 1.5\n",
     "rule 1: points: expected a whole number from 0 to 1000, not a decimal number"),
    (NORWEGIAN, "points = 2\n", 'points = "two"\n',
     "rule 1: points: expected a whole number from 0 to 1000, not 'two'"),
    (NORWEGIAN, "limit = 500", "limit = 1.5",
     "limit: expected a whole number from 1 to 1000000000, or one of 'none', not a decimal "
     "number"),
    (NORWEGIAN, 'tiles = "classical"', 'tiles = ["classical"]',
     "tiles: expected one of 'classical', 'swedish-extra', 'swedish-extra-third-colour', "
     "not a list"),
    (NORWEGIAN, 'id = "norwegian"', "", "id: missing"),
    (NORWEGIAN, 'condition = "mahjong"', 'condition = "mahjongg"',
     "rule 14: condition: unknown condition 'mahjongg' (known: all-chows-valueless-pair, "),
    (NORWEGIAN, 'kind = "pung", exposure = "exposed", tiles = "simple"',
     'kind = "pong", exposure = "exposed", tiles = "simple"',
     "rule 1: params: kind = 'pong' is not one of pung, kong, pung-or-kong"),
    (NORWEGIAN, 'params = { flag = "heavens-blessing" }', "params = {}",
     "rule 27: params: flag: missing"),
    (NORWEGIAN, "limit = 500", "limmit = 500", "limmit: unknown key (expected one of "),
    (NORWEGIAN, "limit = 500", "limit = = 500", "not valid TOML: "),
    (NORWEGIAN, 'id = "exposed-pung-major"', 'id = "exposed-pung-simple"',
     "rule 2: id: rule id 'exposed-pung-simple' is used twice"),
    (NORWEGIAN, "doubles = 3\n", "\n",
     "rule 18: points: give exactly one of points, doubles or limit = true"),
    (NORWEGIAN, "limit = 500", 'limit = "none"', "limit: a rule set with limit hands needs "
     "a limit"),
    (KAJONGG, "points = 50\n", "points = 0\n",
     "penalty 2: points: must be a whole number from 1 to 1000000000"),
    (KAJONGG, "limit = 0.5\npayers = 1", "limit = 2\npayers = 1",
     "penalty 3: limit: must be a part of the limit, more than 0 and at most 1 (0.5: half "
     "the limit)"),
    (KAJONGG, 'payees = "others"', "payees = 4",
     'penalty 3: payees: must be 1, 2, 3 or "others" (every player who does not pay)'),
    (KAJONGG, 'id = "false-claim-set"', 'id = "false-mahjong"',
     "penalty 3: id: penalty id 'false-mahjong' is used twice"),
    (KAJONGG, 'note = "Kajongg: one player pays one player"', "enabled = false",
     "penalty 2: enabled: unknown key in a penalty (expected one of id, limit, name, "
     "note, payees, payers, points, quote, source)"),
]


@pytest.mark.parametrize(("text", "old", "new", "said"), BAD_FILES)
def test_every_message_of_a_rule_file_is_made_of_known_templates(
        templates: set[str], text: str, old: str, new: str, said: str) -> None:
    assert old in text, old
    with pytest.raises(RuleFileError) as info:
        parse_ruleset(text.replace(old, new, 1), "bad.toml")
    err = info.value
    assert said.format(line=err.line) in str(err)  # the English of always
    found = parts(err)
    assert len(found) >= 2  # the file and line around the message itself
    unknown = [m.template for m in found if m.template not in templates]
    assert not unknown, unknown
    assert english(err) == str(err)
    assert isinstance(err.detail, Msg)
    assert err.field is not None or "TOML" in said  # a key's, except for a file's syntax
    if err.field is not None and err.key is not None:
        assert err.key.endswith(err.field)  # "rule 1: points" and "points"
    assert err.message == str(err.detail)


def test_a_file_that_cannot_be_read_says_so_in_templates(templates: set[str],
                                                          tmp_path: Path) -> None:
    for name in ("/nonexistent/rules.toml", "nordic"):
        with pytest.raises(RuleFileError) as info:
            load_ruleset(name)
        assert all(m.template in templates for m in parts(info.value))
        assert english(info.value) == str(info.value)
    latin = tmp_path / "latin.toml"
    latin.write_bytes("name = 'Ö'".encode("latin-1"))
    with pytest.raises(RuleFileError, match="the file is not UTF-8 text") as info:
        load_ruleset(str(latin))
    assert all(m.template in templates for m in parts(info.value))


def test_a_change_refused_by_the_house_document_is_in_templates(templates: set[str]) -> None:
    document = HouseDocument(KAJONGG, "club.toml")
    for change in (lambda: document.set_rule("exposed-pung-simple", {"points": 5000}),
                   lambda: document.set_rule("exposed-pung-simple", {"colour": 1}),
                   lambda: document.set_penalty("false-claim-set", {"enabled": False}),
                   lambda: document.set_penalty("false-claim-set", {"points": -5}),
                   lambda: document.set_penalty("no-such-penalty", {"points": 5}),
                   lambda: document.set_file({"limit": "lots"})):
        with pytest.raises(MahjongError) as info:
            change()
        assert all(m.template in templates for m in parts(info.value)), str(info.value)
        assert english(info.value) == str(info.value)
    assert document.text == KAJONGG  # nothing was kept
