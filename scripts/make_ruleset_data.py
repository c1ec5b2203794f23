"""Write ``scoring/rulesets/parsed.py``: each built-in rule file as tomllib reads it,
kept in the ``marshal`` format (version 2, which every Python 3 reads and writes the
same way), so that reading a built-in rule set (every ``mahjong-score score``, every
game kept with a built-in rule set's text) unpacks it in C instead of running the TOML
parser (in Python) and importing it.

Run from the project folder after changing a built-in rule file::

    .venv/bin/python scripts/make_ruleset_data.py          # write the module
    .venv/bin/python scripts/make_ruleset_data.py --check  # exit 1 if out of date

``tests/test_ruleset_data.py`` checks that regenerating gives the same bytes and that
each entry decodes to exactly what tomllib reads. The program uses an entry only for
a text equal to the built-in file it was made from (see
``scoring.rules.ruleset._decode``); any other text is read by tomllib.
"""

from __future__ import annotations

import marshal
import sys
import tomllib
import zlib
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from scripts.generated_module import write_or_check  # noqa: E402

TARGET = ROOT / "scoring" / "rulesets" / "parsed.py"
FOLDER = ROOT / "scoring" / "rulesets"


def _same(a: Any, b: Any) -> bool:
    """Equal, and of the same types all the way down (1 is not 1.0 nor True)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(_same(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b, strict=True))
    return bool(a == b)


def entry(text: str) -> tuple[int, int, str, bytes]:
    """(length, CRC-32 of the UTF-8, the game, what tomllib reads, marshalled)."""
    data = tomllib.loads(text)
    encoded = marshal.dumps(data, 2)
    if not _same(marshal.loads(encoded), data):
        raise SystemExit("a built-in rule file holds a value marshal cannot keep as it is")
    game = data.get("game", "classical")
    if not isinstance(game, str):
        raise SystemExit("a built-in rule file's game is not a text")
    return len(text), zlib.crc32(text.encode("utf-8")), game, encoded


def render() -> str:
    lines = [
        '"""Each built-in rule file as tomllib reads it, marshalled (version 2): made by',
        "``scripts/make_ruleset_data.py``, do not edit (``tests/test_ruleset_data.py``",
        "checks that it is up to date). Used by ``scoring.rules.ruleset`` only for a text",
        'equal to the file an entry was made from."""',
        "",
        "#: file name -> (length of the text, CRC-32 of its UTF-8, its game, the data)",
        "PARSED = {",
    ]
    for path in sorted(FOLDER.glob("*.toml")):
        length, crc, game, encoded = entry(path.read_text(encoding="utf-8"))
        lines.append(f"    {path.name!r}: ({length}, {crc}, {game!r}, {encoded!r}),  "
                     "# noqa: E501")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    return write_or_check(TARGET, render(), "scripts/make_ruleset_data.py",
                          __doc__.splitlines()[0] if __doc__ else "", argv)


if __name__ == "__main__":
    sys.exit(main())
