"""Records: game files, the database and workbooks (uses games and below)."""
