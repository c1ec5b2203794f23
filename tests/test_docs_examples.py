"""The pages a person reads (README.md, CONTRIBUTING.md, docs/*.md) say what the program
does: their examples are run and their links followed, so neither can drift.

**Examples.** An example is a fenced block marked ``console``::

    ```console
    $ mahjong-score score --loser '123m 456m 55p 7s'
    Rule set: norwegian   loser
    ...
    ```

Each line that starts with ``$ `` is a command (``mahjong-score`` and its arguments,
quoted as in a POSIX shell; a line that ends in `` \\`` goes on on the next); the lines
after it, up to the next command, are what it prints, standard output and standard
error as a terminal shows them. A line that is ``...`` alone stands for any lines (none
too). Spaces at the ends of lines are not compared. The examples of one page run in
order, in one new folder, so a later example uses the files that earlier ones of the
same page made (a database, a game file). A command whose output has a line that
starts with ``mahjong-score: `` (a message: bad input) must exit with status 2, any
other with 0. Every game is started at 2026-11-20T20:15:00, so that dates in the
output stay the same. A line ``$ mahjong-score`` anywhere else in a page (in an
indented block, or another fenced one) is refused: an example that shows output is an
example that is run.

**Synopses.** An indented line ``mahjong-score COMMAND [--option VALUE|VALUE] ...``
(with the more indented ``[...`` lines after it) names only options that the command's
``--help`` lists, and only values among their choices.

**Links.** Every relative link (``[text](docs/notation.md#a-heading)``, pictures too)
must name a file that exists, and its ``#anchor`` a heading of that page (GitHub's
anchors: lower case, punctuation dropped, spaces as hyphens).
"""

from __future__ import annotations

import contextlib
import io
import re
import shlex
import unicodedata
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

import pytest

from scoring.cli.main import main

ROOT = Path(__file__).resolve().parent.parent
PAGES = sorted([ROOT / "README.md", ROOT / "CONTRIBUTING.md",
                *(ROOT / "docs").glob("*.md")])
#: the pages whose links are followed: the generated rules references too
LINKED = sorted([*PAGES, *(ROOT / "docs" / "rules").glob("*.md")])
PROMPT = "$ "
PROGRAM = "mahjong-score"
CREATED = datetime(2026, 11, 20, 20, 15, 0)

# an unpacked sdist carries the pages; a checkout always does
pytestmark = pytest.mark.skipif(not (ROOT / "docs").is_dir(), reason="no docs/ folder")


@dataclass
class Example:
    """One command of a page, with the output it shows."""

    line: int  # where the command is in its page, counted from 1
    command: str
    output: list[str] = field(default_factory=list)


@dataclass
class Block:
    """A fenced block: its info string, the line of its first content line, its lines."""

    info: str
    line: int
    lines: list[str]


def fenced_blocks(text: str) -> tuple[list[Block], list[tuple[int, str]]]:
    """The fenced blocks of a Markdown page, and the lines outside them (numbered)."""
    blocks: list[Block] = []
    outside: list[tuple[int, str]] = []
    fence: tuple[str, int] | None = None  # the fence's characters and its indentation
    for number, raw in enumerate(text.splitlines(), 1):
        stripped = raw.lstrip()
        indent = len(raw) - len(stripped)
        if fence is None:
            found = re.match(r"(`{3,}|~{3,})\s*([^`]*)$", stripped)
            if found:
                fence = (found.group(1), indent)
                blocks.append(Block(found.group(2).strip(), number + 1, []))
            else:
                outside.append((number, raw))
        elif stripped.startswith(fence[0]) and not stripped.strip(fence[0][0]).strip():
            fence = None
        else:
            blocks[-1].lines.append(raw[min(indent, fence[1]):])
    return blocks, outside


def examples(page: Path) -> list[Example]:
    """The commands of a page's ``console`` blocks, in order, with their output."""
    blocks, _ = fenced_blocks(page.read_text(encoding="utf-8"))
    found: list[Example] = []
    for block in blocks:
        if block.info != "console":
            continue
        continuing = False
        for offset, line in enumerate(block.lines):
            if continuing:
                found[-1].command = found[-1].command[:-1].rstrip() + " " + line.strip()
            elif line.startswith(PROMPT):
                found.append(Example(block.line + offset, line[len(PROMPT):].strip()))
            elif not found or found[-1].line < block.line:
                raise AssertionError(f"{page.name}, line {block.line + offset}: a console "
                                     f"block starts with a command ('$ {PROGRAM} ...')")
            else:
                found[-1].output.append(line.rstrip())
            continuing = found[-1].command.endswith("\\") if found else False
    return found


def run(command: str) -> tuple[int, list[str]]:
    """``command`` run as the shell would run it: its status and its output lines."""
    words = shlex.split(command)
    assert words[0] == PROGRAM, f"an example runs {PROGRAM}, not {words[0]!r}"
    assert not {"|", ">", "<", "&&", ";", "||"} & set(words), "no shell syntax"
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
        try:
            code = main(words[1:])
        except SystemExit as exc:  # argparse: --help, --version, a usage error
            code = exc.code if isinstance(exc.code, int) else 2
    return code, [line.rstrip() for line in out.getvalue().splitlines()]


def matches(expected: list[str], actual: list[str]) -> bool:
    """Whether ``actual`` is ``expected``, where a line ``...`` stands for any lines."""
    if not expected:
        return not actual
    if expected[0] == "...":
        return any(matches(expected[1:], actual[i:]) for i in range(len(actual) + 1))
    return bool(actual) and actual[0] == expected[0] and matches(expected[1:], actual[1:])


class _Clock(datetime):
    """``datetime`` whose ``now()`` is the moment every example's game starts."""

    @classmethod
    def now(cls, tz: object = None) -> _Clock:
        return cls(CREATED.year, CREATED.month, CREATED.day, CREATED.hour, CREATED.minute)


def page_id(page: Path) -> str:
    return str(page.relative_to(ROOT)) if page.is_relative_to(ROOT) else page.name


@pytest.mark.parametrize("page", [p for p in PAGES if p.exists()], ids=page_id)
def test_the_examples_of_a_page_print_what_it_shows(
        page: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import scoring.games.game
    monkeypatch.setattr(scoring.games.game, "datetime", _Clock)
    monkeypatch.setenv("COLUMNS", "80")  # argparse wraps the help to the terminal
    monkeypatch.chdir(tmp_path)
    for example in examples(page):
        code, actual = run(example.command)
        where = f"{page_id(page)}, line {example.line}: $ {example.command}"
        assert matches(example.output, actual), (
            f"{where}\nshows:\n" + "\n".join(example.output)
            + "\nprints:\n" + "\n".join(actual))
        message = any(line.startswith(f"{PROGRAM}: ") for line in actual)
        assert code == (2 if message else 0), f"{where}: exit status {code}"


@pytest.mark.parametrize("page", [p for p in PAGES if p.exists()], ids=page_id)
def test_every_example_with_output_is_run(page: Path) -> None:
    """A ``$ mahjong-score`` line outside a ``console`` block would never be run."""
    blocks, outside = fenced_blocks(page.read_text(encoding="utf-8"))
    stray = [n for n, line in outside if line.strip().startswith(PROMPT + PROGRAM)]
    stray += [b.line for b in blocks if b.info != "console"
              and any(line.strip().startswith(PROMPT + PROGRAM) for line in b.lines)]
    assert not stray, f"{page_id(page)}, lines {stray}: mark the block ```console"


def test_the_pages_have_examples() -> None:
    """The test above runs something: the README and the command pages show output."""
    for name in ("README.md", "docs/commands.md", "docs/games.md", "docs/season.md",
                 "docs/ponjan.md", "docs/settlement.md"):
        assert len(examples(ROOT / name)) >= 1, name


def anchors(page: Path) -> set[str]:
    """The anchors GitHub gives the headings of ``page``."""
    _, outside = fenced_blocks(page.read_text(encoding="utf-8"))
    seen: dict[str, int] = {}
    found = set()
    for _, line in outside:
        heading = re.match(r"#{1,6}\s+(.*?)\s*#*\s*$", line)
        if not heading:
            continue
        text = re.sub(r"`([^`]*)`", r"\1", heading.group(1))
        text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text).lower()
        slug = "".join(c for c in text if c in " -_" or unicodedata.category(c)[0] in "LN")
        slug = slug.replace(" ", "-")
        count = seen.get(slug, 0)
        seen[slug] = count + 1
        found.add(slug if count == 0 else f"{slug}-{count}")
    return found


def links(page: Path) -> list[tuple[int, str]]:
    """The relative link targets of a page (not in code), with their lines."""
    _, outside = fenced_blocks(page.read_text(encoding="utf-8"))
    found = []
    for number, line in outside:
        if line.startswith("    ") and not line.lstrip().startswith(("-", "*", "[", "!")):
            continue  # an indented code block (or a list item's next line: see below)
        line = re.sub(r"`[^`]*`", "", line)
        for target in re.findall(r"\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)", line):
            if not re.match(r"[a-z]+:", target):
                found.append((number, target))
    return found


@pytest.mark.parametrize("page", LINKED, ids=page_id)
def test_every_relative_link_leads_somewhere(page: Path) -> None:
    broken = []
    for number, target in links(page):
        path, _, anchor = target.partition("#")
        destination = (page.parent / path).resolve() if path else page
        if not destination.exists():
            broken.append(f"line {number}: {target}: no such file")
        elif anchor and destination.suffix == ".md" and anchor not in anchors(destination):
            broken.append(f"line {number}: {target}: no such heading")
    assert not broken, f"{page_id(page)}: " + "; ".join(broken)


def test_the_link_check_finds_a_broken_link(tmp_path: Path) -> None:
    """The check above can fail: a missing file and a missing heading are found."""
    (tmp_path / "a.md").write_text("# Top\n\n## Sub part `x`\n", encoding="utf-8")
    page = tmp_path / "b.md"
    page.write_text("See [a](a.md#sub-part-x), [b](a.md#nope), [c](c.md), "
                    "`[d](d.md)` and [e](https://example.org).\n", encoding="utf-8")
    assert links(page) == [(1, "a.md#sub-part-x"), (1, "a.md#nope"), (1, "c.md")]
    assert anchors(tmp_path / "a.md") == {"top", "sub-part-x"}


def test_the_example_format_is_read_as_documented(tmp_path: Path) -> None:
    """Commands, continued lines, their output, ``...``; and a mismatch is seen."""
    page = tmp_path / "page.md"
    page.write_text("Text\n\n```console\n$ mahjong-score a \\\n    'b c'\none\n...\n"
                    "$ mahjong-score d\n```\n\n    $ mahjong-score e\n", encoding="utf-8")
    found = examples(page)
    assert [(e.line, e.command, e.output) for e in found] == [
        (4, "mahjong-score a 'b c'", ["one", "..."]), (8, "mahjong-score d", [])]
    with pytest.raises(AssertionError, match="mark the block"):
        test_every_example_with_output_is_run(page)
    assert matches(["a", "...", "z"], ["a", "b", "c", "z"])
    assert matches(["a", "..."], ["a"])
    assert not matches(["a", "b"], ["a", "c"])
    assert not matches(["a"], ["a", "b"])
    assert run("mahjong-score rulesets")[0] == 0
    assert run("mahjong-score score --rules nope 22s") == (2, [
        "mahjong-score: nope: no such rule set; the built-in ones are bmja, bmja-kajongg, "
        "dmjl, millington, norwegian, ponjan, swedish, swedish-quick"])


def synopses(page: Path) -> list[tuple[int, str]]:
    """The command synopses of a page: indented lines ``mahjong-score COMMAND ...``
    (outside fenced blocks), each with the more indented lines that go on with it."""
    _, outside = fenced_blocks(page.read_text(encoding="utf-8"))
    found: list[tuple[int, str]] = []
    indent = 0
    for number, line in outside:
        stripped = line.lstrip()
        if line.startswith("    ") and stripped.startswith(PROGRAM + " "):
            found.append((number, stripped.split("  #")[0]))
            indent = len(line) - len(stripped)
        elif found and stripped.startswith("[") and len(line) - len(stripped) > indent:
            found[-1] = (found[-1][0], found[-1][1] + " " + stripped.split("  #")[0])
        else:
            indent = 10 ** 6  # a synopsis goes on only on the lines right after it
    return found


def help_options(words: list[str]) -> dict[str, set[str] | None]:
    """The options of the command that ``words`` names, from its ``--help``: each
    option's choices (None for a free value or none)."""
    code, lines = run(shlex.join([PROGRAM, *words, "--help"]))
    assert code == 0, lines
    options: dict[str, set[str] | None] = {}
    for line in lines:
        for name, choices in re.findall(r"(--[a-z][a-z-]*)(?: \{([^}]*)\})?", line):
            options[name] = set(choices.split(",")) if choices else options.get(name)
    return options


@pytest.mark.parametrize("page", [p for p in PAGES if p.exists()], ids=page_id)
def test_every_synopsis_names_real_options(page: Path) -> None:
    """``mahjong-score score [--rules ID|PATH] [--seat E|S|W|N] ...``: every option it
    names is one of the command's, and every value it lists is one of its choices."""
    wrong = []
    for number, synopsis in synopses(page):
        words = synopsis.split()
        command = words[1:2] if words[1] != "game" else [*words[1:4], words[4]]
        options = help_options(["game", "--db", "x", words[4]] if words[1] == "game"
                               else command)
        for name, values in re.findall(r"(--[a-z][a-z-]*)(?: ([a-z][a-z|-]*)(?=[\] ]|$))?",
                                       synopsis):
            if name == "--db" and words[1] == "game":
                continue
            if name not in options:
                wrong.append(f"line {number}: {name}: not an option of {' '.join(command)}")
            elif values and "|" in values and options[name] is not None:
                extra = set(values.split("|")) - (options[name] or set())
                if extra:
                    wrong.append(f"line {number}: {name}: no choice {sorted(extra)}")
    assert not wrong, f"{page_id(page)}: " + "; ".join(wrong)


def test_the_synopses_are_found() -> None:
    found = synopses(ROOT / "docs" / "commands.md")
    assert found[0][1].startswith("mahjong-score score [--rules ID|PATH]")
    assert found[0][1].endswith("[--seen TILES] [--json] HAND")
    assert any(s.startswith("mahjong-score settle") for _, s in found)
