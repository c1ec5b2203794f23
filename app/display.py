"""How the program shows things, as the user chose (Settings and View menus): honours
as letters or digits, the breakdown's source column.

The choices are read from :class:`app.settings.AppSettings` once and kept here, so that
painting and typing never read the settings file.
"""

from __future__ import annotations

from scoring.hands.notation import Honours

from .settings import AppSettings

_cache: dict[str, object] = {}


def honours_setting() -> Honours:
    """``"letters"`` (``EEE``, the default) or ``"digits"`` (``111z``)."""
    if "honours" not in _cache:
        _cache["honours"] = AppSettings().honours
    return "digits" if _cache["honours"] == "digits" else "letters"


def set_honours_setting(honours: Honours) -> None:
    stored = AppSettings()
    stored.honours = honours
    stored.sync()
    _cache["honours"] = honours


def show_sources_setting() -> bool:
    """Whether the breakdown shows the source column (default: yes)."""
    if "sources" not in _cache:
        _cache["sources"] = AppSettings().show_sources
    return bool(_cache["sources"])


def set_show_sources_setting(on: bool) -> None:
    stored = AppSettings()
    stored.show_sources = on
    stored.sync()
    _cache["sources"] = on


def forget() -> None:
    """Read the settings again next time (tests that change them)."""
    _cache.clear()
