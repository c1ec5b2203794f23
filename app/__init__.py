"""Mahjong Score Sheet's desktop window: thin Qt views over the ``scoring`` package."""
