"""Writing, or checking, a module that a script in ``scripts/`` generates (the shipped
suit table, the built-in rule files kept parsed): ``--check`` only says whether the
committed module is what the script would write now (exit 1 if not)."""

from __future__ import annotations

import argparse
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def write_or_check(target: Path, text: str, script: str, description: str,
                   argv: list[str] | None = None) -> int:
    """Write ``text`` to ``target``, or with ``--check`` in ``argv`` compare them;
    ``script`` names the generator in the message of an out-of-date module."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--check", action="store_true",
                        help="only check that the module is up to date (exit 1 if not)")
    args = parser.parse_args(argv)
    name = target.relative_to(ROOT) if target.is_relative_to(ROOT) else target
    if args.check:
        current = target.read_text(encoding="utf-8") if target.exists() else ""
        if current != text:
            print(f"{name} is out of date: run {script}")
            return 1
        print(f"{name} is up to date")
        return 0
    target.write_text(text, encoding="utf-8")
    print(f"wrote {name}")
    return 0
