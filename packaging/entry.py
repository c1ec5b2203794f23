"""The built app's program: Mahjong Score Sheet (app.main), or, when the environment
variable MAHJONG_SCORESHEET_BUNDLE_CHECK names a folder, the check of the built app
(packaging/bundle_check.py: it starts the same program and uses it)."""

import os
import sys

if os.environ.get("MAHJONG_SCORESHEET_BUNDLE_CHECK"):
    from bundle_check import run

    sys.exit(run(os.environ["MAHJONG_SCORESHEET_BUNDLE_CHECK"]))

from app.main import main

sys.exit(main())
