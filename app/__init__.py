"""Mahjong Score Sheet's desktop window: thin Qt views over the ``scoring`` package."""

from pathlib import Path

_HERE = Path(__file__).resolve().parent
#: The tile pictures and translations: ``resources/`` beside the package in a checkout,
#: ``app/resources/`` inside an installed wheel (see packaging/README.md).
RESOURCES = next((p for p in (_HERE / "resources", _HERE.parent / "resources")
                  if (p / "tiles").is_dir()), _HERE.parent / "resources")
