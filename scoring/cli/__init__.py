"""The command line ``mahjong-score`` (uses every layer)."""
