"""``python -m app``: start Mahjong Score Sheet."""

from app.main import main

raise SystemExit(main())
