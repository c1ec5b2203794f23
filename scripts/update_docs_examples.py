"""Write into the pages the output their examples print today.

    python scripts/update_docs_examples.py            # rewrite what differs, say where
    python scripts/update_docs_examples.py --check    # only say where; exit 1 if any

Runs the ``console`` examples of README.md, CONTRIBUTING.md and docs/*.md as
``tests/test_docs_examples.py`` does (each page in a new folder, in order) and, where an
example's output differs from what the page shows, puts the new output in its place
(an output that matches, ``...`` lines included, is left as it is). Read the diff
before you commit it: a changed output is a changed program.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.test_docs_examples import PAGES, _Clock, examples, matches, run  # noqa: E402


def update(page: Path, write: bool) -> int:
    """Bring ``page``'s outputs up to date; the number of examples that differed."""
    import scoring.games.game
    scoring.games.game.datetime = _Clock  # type: ignore[misc]
    lines = page.read_text(encoding="utf-8").splitlines()
    changed = 0
    here = os.getcwd()
    with tempfile.TemporaryDirectory() as folder:
        os.chdir(folder)
        try:
            found = examples(page)
            replacements = []
            for example in found:
                _, actual = run(example.command)
                if not matches(example.output, actual):
                    changed += 1
                    print(f"{page.relative_to(ROOT)}, line {example.line}: "
                          f"$ {example.command}")
                    replacements.append((example, actual))
        finally:
            os.chdir(here)
    for example, actual in reversed(replacements):
        start = example.line  # the line after the command, counted from 0
        while lines[start - 1].rstrip().endswith("\\"):
            start += 1
        indent = lines[example.line - 1][:len(lines[example.line - 1])
                                          - len(lines[example.line - 1].lstrip())]
        lines[start:start + len(example.output)] = [
            (indent + line).rstrip() for line in actual]
    if write and changed:
        page.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return changed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="change nothing")
    args = parser.parse_args()
    os.environ["COLUMNS"] = "80"
    changed = sum(update(page, not args.check) for page in PAGES if page.exists())
    print(f"{changed} example(s) {'differ' if args.check else 'rewritten'}")
    return 1 if args.check and changed else 0


if __name__ == "__main__":
    sys.exit(main())
