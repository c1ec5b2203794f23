"""``python -m scoring``: the mahjong-score command line."""

from scoring.cli.main import run

run()
