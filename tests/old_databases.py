"""Databases as older versions of the program wrote them, for the tests of reading and
upgrading them (the one way the tests make one; tests/data/games-v1.sqlite3 and its
siblings are files those versions really wrote)."""

from __future__ import annotations

import sqlite3
from pathlib import Path


def version_1(path: Path) -> None:
    """Make ``path`` a database as version 1 of the program wrote it: no checksums,
    no identities, no drafts and no kept figures."""
    conn = sqlite3.connect(path)
    conn.execute("ALTER TABLE games DROP COLUMN uid")
    conn.execute("ALTER TABLE games DROP COLUMN checksum")
    conn.execute("ALTER TABLE hands DROP COLUMN checksum")
    conn.execute("DROP TABLE drafts")
    conn.execute("DROP TABLE figures")
    conn.execute("PRAGMA user_version = 1")
    conn.commit()
    conn.close()
