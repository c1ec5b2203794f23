"""Rules: rule files, conditions, the engine and the breakdown (uses hands)."""
