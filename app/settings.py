"""The program's remembered choices: a small typed wrapper over QSettings.

Everything the user chose last (players, rule set, settlement, window layout, the last
game) lives here, so the dialogs and the window never spell a settings key
themselves. The games database lives in :func:`data_dir`.

A value that was never saved reads as "not set" (``None``, ``""`` or an empty list)
so that the caller can fall back to the rule set's defaults.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QCoreApplication, QSettings, QStandardPaths

ORGANIZATION = "MahjongScoreSheet"
APPLICATION = "Mahjong Score Sheet"
#: the seats a new game fills, in order
SEATS = 4
#: the file name of the games database inside :func:`data_dir`
DATABASE_NAME = "games.sqlite3"


def apply_names() -> None:
    """Give the application its organisation and application names (once), so that
    QStandardPaths and a default QSettings point at this program's folders."""
    if QCoreApplication.organizationName() != ORGANIZATION:
        QCoreApplication.setOrganizationName(ORGANIZATION)
        QCoreApplication.setApplicationName(APPLICATION)


def data_dir() -> Path:
    """The program's data folder (QStandardPaths.AppDataLocation), created if missing."""
    apply_names()
    folder = Path(QStandardPaths.writableLocation(
        QStandardPaths.StandardLocation.AppDataLocation))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def database_path() -> Path:
    """Where the games are kept: ``data_dir()/games.sqlite3``."""
    return data_dir() / DATABASE_NAME


def _int(value: Any) -> int | None:
    """QSettings gives back ints as ints (native) or as strings (INI files)."""
    if value is None or isinstance(value, bool):
        return None
    try:
        return int(value)
    except (TypeError, ValueError):
        return None


def _bool(value: Any) -> bool | None:
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.lower() in ("true", "false"):
        return value.lower() == "true"
    if isinstance(value, int):
        return bool(value)
    return None


class AppSettings:
    """Typed access to the remembered choices.

    ``AppSettings()`` uses the program's settings; tests pass their own
    ``QSettings(path, QSettings.Format.IniFormat)``.
    """

    def __init__(self, qsettings: QSettings | None = None) -> None:
        self.q = qsettings if qsettings is not None else QSettings(ORGANIZATION, APPLICATION)

    # -- plumbing ----------------------------------------------------------------

    def _get(self, key: str) -> Any:
        return self.q.value(key)

    def _set(self, key: str, value: Any) -> None:
        if value is None:
            self.q.remove(key)
        else:
            self.q.setValue(key, value)

    def sync(self) -> None:
        self.q.sync()

    def clear(self) -> None:
        self.q.clear()

    # -- the new game ------------------------------------------------------------

    @property
    def players(self) -> list[str]:
        """The last players' names by starting seat (East first); always 4, "" for an
        empty seat."""
        value = self._get("newGame/players")
        if isinstance(value, str):  # QSettings reads a one-item list as a string
            value = [value]
        names = [str(v) for v in value] if isinstance(value, list) else []
        return (names + [""] * SEATS)[:SEATS]

    @players.setter
    def players(self, names: list[str]) -> None:
        self._set("newGame/players", (list(names) + [""] * SEATS)[:SEATS])

    @property
    def ruleset(self) -> str:
        """The last rule set: a built-in id or the path of a rule file ("" = not set)."""
        return str(self._get("newGame/ruleset") or "")

    @ruleset.setter
    def ruleset(self, id_or_path: str) -> None:
        self._set("newGame/ruleset", id_or_path or None)

    @property
    def convention(self) -> str:
        """The last settlement convention ("" = not set)."""
        return str(self._get("newGame/convention") or "")

    @convention.setter
    def convention(self, value: str) -> None:
        self._set("newGame/convention", value or None)

    @property
    def east_double(self) -> bool | None:
        return _bool(self._get("newGame/eastDouble"))

    @east_double.setter
    def east_double(self, value: bool | None) -> None:
        self._set("newGame/eastDouble", value)

    @property
    def limit_set(self) -> bool:
        """Whether a limit (or "no limit") was saved at all."""
        return self.q.contains("newGame/limit")

    @property
    def limit(self) -> int | None:
        """The last limit; None for "no limit" (and when none was saved: see
        :attr:`limit_set`)."""
        value = _int(self._get("newGame/limit"))
        return value if value else None

    @limit.setter
    def limit(self, value: int | None) -> None:
        self._set("newGame/limit", 0 if value is None else int(value))

    @property
    def start_balance(self) -> int | None:
        return _int(self._get("newGame/startBalance"))

    @start_balance.setter
    def start_balance(self, value: int | None) -> None:
        self._set("newGame/startBalance", value)

    @property
    def rounds(self) -> int | None:
        value = _int(self._get("newGame/rounds"))
        return value if value is not None and 1 <= value <= 4 else None

    @rounds.setter
    def rounds(self, value: int | None) -> None:
        self._set("newGame/rounds", value)

    def game_overrides(self) -> dict[str, Any]:
        """The saved game settings, as keyword arguments for
        ``GameSettings.for_ruleset`` (only those that were saved)."""
        values: dict[str, Any] = {}
        if self.convention:
            values["convention"] = self.convention
        if self.east_double is not None:
            values["east_double"] = self.east_double
        if self.limit_set:
            values["limit"] = self.limit
        if self.start_balance is not None:
            values["start_balance"] = self.start_balance
        if self.rounds is not None:
            values["rounds"] = self.rounds
        return values

    # -- the program -------------------------------------------------------------

    @property
    def language(self) -> str:
        """The language of the user interface, such as "sv"; "" = the system's."""
        return str(self._get("ui/language") or "")

    @language.setter
    def language(self, value: str) -> None:
        self._set("ui/language", value or None)

    def _bytes(self, key: str) -> bytes:
        value = self._get(key)
        if isinstance(value, QByteArray):
            return bytes(value.data())
        if isinstance(value, bytes | bytearray):
            return bytes(value)
        return b""

    @property
    def window_geometry(self) -> bytes:
        """``QWidget.saveGeometry()`` of the main window (b"" = not saved)."""
        return self._bytes("window/geometry")

    @window_geometry.setter
    def window_geometry(self, value: bytes | QByteArray) -> None:
        self._set("window/geometry", QByteArray(value) if value else None)

    @property
    def window_state(self) -> bytes:
        """``QMainWindow.saveState()`` (toolbars and docks; b"" = not saved)."""
        return self._bytes("window/state")

    @window_state.setter
    def window_state(self, value: bytes | QByteArray) -> None:
        self._set("window/state", QByteArray(value) if value else None)

    @property
    def last_game_id(self) -> int | None:
        return _int(self._get("games/last"))

    @last_game_id.setter
    def last_game_id(self, value: int | None) -> None:
        self._set("games/last", value)

    @property
    def honours(self) -> str:
        """How honours are written: "letters" (E S W N Wd Gd Rd) or "digits" (1z-7z)."""
        return "digits" if self._get("ui/honours") == "digits" else "letters"

    @honours.setter
    def honours(self, value: str) -> None:
        self._set("ui/honours", value if value in ("letters", "digits") else None)

    @property
    def show_sources(self) -> bool:
        """Whether the breakdown shows each rule's source line (default: no: players
        do not need ``001:25``)."""
        value = _bool(self._get("ui/showSources"))
        return False if value is None else value

    @show_sources.setter
    def show_sources(self, value: bool) -> None:
        self._set("ui/showSources", bool(value))

    @property
    def last_folder(self) -> str:
        """The folder of the last rule or game file opened or saved; before the first,
        the user's documents folder (QStandardPaths.DocumentsLocation), never the
        folder the program happened to be started in."""
        return str(self._get("files/lastFolder") or "") or QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.DocumentsLocation)

    @last_folder.setter
    def last_folder(self, value: str) -> None:
        self._set("files/lastFolder", value or None)
