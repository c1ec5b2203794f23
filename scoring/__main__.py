"""``python -m scoring``: the mahjong-score command line."""

from .cli import run

run()
