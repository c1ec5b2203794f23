"""Rule set files: loading, user copies, error messages, generated docs, no Qt."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from conftest import SEEDS

from scoring import RuleFileError, builtin_ids, load_ruleset, parse_ruleset, score
from scoring.rules.reference import ruleset_markdown

ROOT = Path(__file__).resolve().parent.parent


def test_builtin_ids_are_the_issue_ids() -> None:
    assert builtin_ids() == ["bmja", "bmja-kajongg", "dmjl", "millington", "norwegian",
                             "swedish", "swedish-quick"]


@pytest.mark.parametrize("rid", builtin_ids())
def test_every_rule_cites_a_source(rid: str) -> None:
    rs = load_ruleset(rid)
    for rule in rs.rules:
        assert re.match(r"^(00[0-4]:\d|ref |bmja |bmja-published §\d)", rule.source), (
            rid, rule.id, rule.source)


@pytest.mark.parametrize("rid", ["swedish-quick", "norwegian", "swedish", "millington"])
def test_cited_source_lines_contain_the_quoted_text(rid: str) -> None:
    if not SEEDS.exists():
        pytest.skip("shared/seeds is not beside the checkout")
    rs = load_ruleset(rid)
    for rule in rs.rules:
        m = re.match(r"^(00\d):(\d+)", rule.source)
        if not m or not rule.quote:
            continue
        path = next(SEEDS.glob(f"{m.group(1)}_*.txt"))
        lines = path.read_text(encoding="utf-8").splitlines()
        first = int(m.group(2))
        window = " ".join(lines[first - 1:first + 3]).replace("*", "")
        # The quote's first words stand on the cited line (or the lines just after).
        head = rule.quote.split(";")[0].split("...")[0].strip()[:25]
        assert head.replace("  ", " ") in window.replace("  ", " "), (rid, rule.id, head)


@pytest.mark.parametrize("rid", builtin_ids())
def test_generated_docs_match_the_rule_files(rid: str) -> None:
    committed = (ROOT / "docs" / "rules" / f"{rid}.md").read_text(encoding="utf-8")
    assert committed == ruleset_markdown(load_ruleset(rid)), (
        f"docs/rules/{rid}.md is stale: run mahjong-score rules {rid} > docs/rules/{rid}.md")


def test_user_copy_with_changed_values_loads_by_path(tmp_path: Path) -> None:
    text = load_ruleset("norwegian").text
    text = text.replace('id = "norwegian"', 'id = "our-house"')
    text = text.replace("points = 20\napplies", "points = 30\napplies")
    text = text.replace("limit = 500", "limit = 1000")
    path = tmp_path / "house.toml"
    path.write_text(text, encoding="utf-8")
    rs = load_ruleset(str(path))
    assert rs.id == "our-house" and rs.limit == 1000
    result = score("123m 456p 789s 55p (777z)", rs, win="5p")
    assert result.points == 30 + 4


def _bad(tmp_path: Path, old: str, new: str) -> RuleFileError:
    text = load_ruleset("norwegian").text.replace(old, new, 1)
    assert text != load_ruleset("norwegian").text
    path = tmp_path / "bad.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(RuleFileError) as info:
        load_ruleset(str(path))
    return info.value


def _line_of(tmp_path: Path, needle: str) -> int:
    text = (tmp_path / "bad.toml").read_text(encoding="utf-8")
    return next(i for i, line in enumerate(text.splitlines(), 1) if needle in line)


def test_bad_value_names_file_line_and_key(tmp_path: Path) -> None:
    err = _bad(tmp_path, "points = 2\n", 'points = "two"\n')
    assert err.line == _line_of(tmp_path, 'points = "two"')
    assert "bad.toml, line" in str(err) and "rule 1: points" in str(err)


def test_unknown_condition(tmp_path: Path) -> None:
    err = _bad(tmp_path, 'condition = "mahjong"', 'condition = "mahjongg"')
    assert err.line == _line_of(tmp_path, "mahjongg")
    assert "unknown condition 'mahjongg'" in str(err)


def test_bad_parameter_value(tmp_path: Path) -> None:
    err = _bad(tmp_path, 'kind = "pung", exposure = "exposed", tiles = "simple"',
               'kind = "pong", exposure = "exposed", tiles = "simple"')
    assert "kind = 'pong' is not one of" in str(err) and err.key == "rule 1: params"


def test_unknown_parameter(tmp_path: Path) -> None:
    err = _bad(tmp_path, 'params = { flag = "heavens-blessing" }',
               'params = { flags = "heavens-blessing" }')
    assert "takes no parameter 'flags'" in str(err)


def test_unknown_top_level_key_and_missing_value(tmp_path: Path) -> None:
    err = _bad(tmp_path, "limit = 500", "limmit = 500")
    assert err.key == "limmit" and err.line == _line_of(tmp_path, "limmit")
    err = _bad(tmp_path, "doubles = 3\n", "\n")
    assert "exactly one of points, doubles or limit" in str(err)


def test_toml_syntax_error_gives_line(tmp_path: Path) -> None:
    err = _bad(tmp_path, "limit = 500", "limit = = 500")
    assert "not valid TOML" in str(err) and "line" in str(err)


def test_duplicate_rule_id(tmp_path: Path) -> None:
    err = _bad(tmp_path, 'id = "exposed-pung-major"', 'id = "exposed-pung-simple"')
    assert "used twice" in str(err)


def test_missing_file_and_unknown_id() -> None:
    with pytest.raises(RuleFileError, match="cannot read the file"):
        load_ruleset("/nonexistent/rules.toml")
    with pytest.raises(RuleFileError, match="no such rule set; the built-in ones are"):
        load_ruleset("nordic")
    with pytest.raises(RuleFileError, match="cannot read the file"):
        load_ruleset("x" * 300)  # a name too long for a file


def test_parse_ruleset_from_text_keeps_its_text() -> None:
    text = load_ruleset("dmjl").text
    rs = parse_ruleset(text, "copy.toml")
    assert rs.text == text and rs.path == "copy.toml"


def test_scoring_never_imports_qt() -> None:
    offenders = []
    for path in (ROOT / "scoring").rglob("*.py"):
        for line in path.read_text(encoding="utf-8").splitlines():
            if re.match(r"\s*(from|import)\s+(PySide6|shiboken6|PyQt)", line):
                offenders.append(f"{path.name}: {line.strip()}")
    assert offenders == []


def test_importing_scoring_loads_no_qt_module() -> None:
    import subprocess
    import sys
    code = ("import sys, scoring, scoring.cli.main, scoring.games.settlement; "
            "print([m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))])")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=ROOT, check=True)
    assert out.stdout.strip() == "[]"


# -- hostile rule files: every value checked for type and range, one line each -------

@pytest.mark.parametrize(("old", "new", "key", "message"), [
    ('tiles = "simple" }', 'tiles = { a = 1 } }', "rule 1: params", "tiles = a table is not"),
    ('params = { kind = "pung", exposure = "exposed", tiles = "simple" }',
     'params = { exposure = "exposed", tiles = "simple" }', "rule 1: params", "kind: missing"),
    ('params = { flag = "heavens-blessing" }', "params = {}", "rule 27: params",
     "flag: missing"),
    ("points = 2\n", "doubles = 20000\n", "rule 1: doubles",
     "expected a whole number from 0 to 16, not 20000"),
    ("points = 2\n", "points = 2147483648\n", "rule 1: points", "from 0 to 1000"),
    ("limit = 500", "limit = 9223372036854775807", "limit", "from 1 to 1000000000"),
    ("limit = 500", "limit = 1.5", "limit", "not a decimal number"),
    ('name = "Exposed pung of 2-8"', 'name = "Exposed\\npung\\u001b[31m"', None, None),
    ('tiles = "classical"', 'tiles = ["classical"]', "tiles", "not a list"),
    ('id = "norwegian"', "", "id", "missing"),
    ('source = "001: ', 'source = 7 #', "source", "expected a text"),
])
def test_hostile_values_are_refused_with_line_and_key(tmp_path: Path, old: str, new: str,
                                                      key: str | None,
                                                      message: str | None) -> None:
    text = load_ruleset("norwegian").text
    assert old in text, old
    path = tmp_path / "bad.toml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    if key is None:  # a newline and an escape in a name: fine, and printed escaped
        rs = load_ruleset(str(path))
        assert rs.rules[0].name == "Exposed\npung\x1b[31m"
        return
    with pytest.raises(RuleFileError) as info:
        load_ruleset(str(path))
    err = info.value
    assert err.key == key and message in str(err), str(err)
    assert err.line is not None and "\n" not in str(err)


def test_a_message_shows_control_characters_escaped(tmp_path: Path) -> None:
    text = load_ruleset("norwegian").text.replace('condition = "mahjong"',
                                                  'condition = "mah\\njong\\u001b[2J"', 1)
    path = tmp_path / "bad\nname.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(RuleFileError) as info:
        load_ruleset(str(path))
    message = str(info.value)
    assert "\n" not in message and "\x1b" not in message
    assert "bad\\nname.toml" in message and "'mah\\njong\\x1b[2J'" in message


def test_syntax_error_and_missing_key_name_a_line(tmp_path: Path) -> None:
    err = _bad(tmp_path, "limit = 500", "limit = = 500")
    assert err.line == _line_of(tmp_path, "limit = = 500")
    err = _bad(tmp_path, 'id = "norwegian"\n', "\n")
    assert err.line == 1 and err.key == "id"
    with pytest.raises(RuleFileError) as info:
        parse_ruleset('id = "x"\nname = "unterminated', "cut.toml")
    assert info.value.line == 2 and "cut.toml, line 2: not valid TOML" in str(info.value)


def test_deep_nesting_and_long_numbers_are_refused(tmp_path: Path) -> None:
    for bad in ("notes = " + "[" * 5000 + "]" * 5000, "limit = " + "9" * 5000):
        text = load_ruleset("norwegian").text
        with pytest.raises(RuleFileError) as info:
            parse_ruleset(text.replace("limit = 500", bad), "x")
        assert "\n" not in str(info.value)
        assert info.value.line == text[:text.index("limit = 500")].count("\n") + 1


def test_a_new_condition_is_checked_by_its_own_declaration() -> None:
    """The schema of params follows the condition registry: a condition added later
    (with a required and an optional parameter) is checked without other changes."""
    from scoring.rules.conditions import CONDITIONS, condition

    @condition("test-only-streak", {"wins": int, "kind": ("a", "b")})
    def _streak(v: object, wins: int, kind: str = "a") -> list[tuple[()]]:
        return []

    try:
        base = load_ruleset("norwegian").text.replace(
            'condition = "mahjong"', 'condition = "test-only-streak"\nparams = {PARAMS}', 1)
        assert parse_ruleset(base.replace("PARAMS", "wins = 3"), "x.toml")
        for params, message in (("", "wins: missing"), ('wins = "3"', "wins: expected"),
                                ("wins = 101", "from 0 to 100"),
                                ('wins = 3, kind = "c"', "kind = 'c' is not one of")):
            with pytest.raises(RuleFileError, match=message):
                parse_ruleset(base.replace("PARAMS", params), "x.toml")
    finally:
        del CONDITIONS["test-only-streak"]
