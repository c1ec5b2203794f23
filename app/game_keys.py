"""The game's Undo and Redo keys reach the game whenever the focused field has nothing
of its own to undo or redo.

A text field takes Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y for itself even when it holds no
undo history (after Record, every hand field is empty and has none): the window's
Undo and Redo would then never be triggered while the cursor is in a field. This
filter lets those keys through to the window's shortcuts in that case; a field with
something of its own to undo keeps them. The other keys of the window's menus
(Ctrl+E, which a field under X11 takes for "end of line") always go to the window.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QLineEdit, QWidget

#: the keys of the game's Redo, whatever the key scheme's standard Redo is
REDO_KEYS = (QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y"))


def _field(watched: QObject) -> QLineEdit | None:
    """The text field that would take a key sent to ``watched``."""
    if isinstance(watched, QLineEdit):
        return watched
    if isinstance(watched, QAbstractSpinBox):  # its own field does the undoing
        return watched.findChild(QLineEdit)
    return None


class GameKeys(QObject):
    """Installed on the application for ``window`` once it is painted: the key of an
    action of the window that a field would take without using it goes to the action.

    Every event of the program passes the filter, and a window being built, laid out
    and painted for the first time has thousands (each widget it is handed made a
    Python object, some classes of PySide6 made for it: some 8 ms of a start); no key
    reaches a window before it is shown, so the window calls :meth:`install` as it is
    first painted, and the filter starts at the first turn of the event loop after
    (before any key typed at the window shown is handled)."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        self._installed = False

    def install(self) -> None:
        """Start filtering at the next turn of the event loop (once)."""
        if not self._installed:
            self._installed = True
            QTimer.singleShot(0, self._install)

    def _install(self) -> None:
        app = QApplication.instance()
        assert app is not None
        app.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.ShortcutOverride or not isinstance(event, QKeyEvent):
            return False
        field = _field(watched)
        if field is None or field.window() is not self._window:
            return False
        keys = QKeySequence(event.keyCombination())
        if event.matches(QKeySequence.StandardKey.Undo):
            return not field.isUndoAvailable()  # filtered: the shortcut is not overridden
        if event.matches(QKeySequence.StandardKey.Redo) or keys in REDO_KEYS:
            return not field.isRedoAvailable()
        # a key of the window's own menus (Ctrl+E, which a field under X takes to go
        # to the end of its line) is the window's
        return any(keys in action.shortcuts() and action.isEnabled()
                   and action.shortcutContext() == Qt.ShortcutContext.WindowShortcut
                   for action in self._window.findChildren(QAction))
