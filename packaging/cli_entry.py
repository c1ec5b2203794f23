"""The built app's command line, mahjong-score (scoring.cli.main.run)."""

from scoring.cli.main import run

run()
