"""A person at the window: finds widgets by what they show or by accessible name and
uses them with the mouse and the keyboard only (QTest), counting every action.

Used by the flow tests and by scripts/screenshots.py; it never calls a private
method or sets a private attribute of the program.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QLineEdit,
    QMainWindow,
    QMenu,
    QPushButton,
    QTableView,
    QToolButton,
    QWidget,
)

from app.hand_editor import HandEditor, TileGroupButton
from app.tile_art import tile_width
from app.tile_picker import TileButton

LEFT = Qt.MouseButton.LeftButton
CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
ALT = Qt.KeyboardModifier.AltModifier


def tr(context: str, text: str) -> str:
    """``text`` as the program shows it in the language installed now."""
    return QCoreApplication.translate(context, text)


class Person:
    """Acts on ``window`` like a person; ``actions`` counts clicks and keys."""

    def __init__(self, window: QMainWindow,
                 after: Callable[[str], None] | None = None) -> None:
        self.window = window
        QApplication.processEvents()  # the window as the person first sees it
        self.actions = 0
        #: called after each step with its description (screenshots)
        self.after = after

    # -- finding -------------------------------------------------------------------

    def named(self, name: str, kind: type[QWidget] = QWidget) -> QWidget:
        """The one visible widget of ``kind`` with the accessible name ``name``."""
        found = [w for w in self.window.findChildren(kind)
                 if w.accessibleName() == name and w.isVisible()]
        assert len(found) == 1, f"{len(found)} visible widgets named {name!r}"
        return found[0]

    def button(self, text: str, inside: QWidget | None = None) -> QAbstractButton:
        """The one visible button showing ``text`` (mnemonics ignored)."""
        where = inside or self.window
        found = [b for b in where.findChildren(QAbstractButton)
                 if b.text().replace("&", "") == text and b.isVisible()]
        assert len(found) == 1, f"{len(found)} visible buttons {text!r}"
        return found[0]

    def row(self, player: str) -> HandEditor:
        """The player's row of the entry panel."""
        editor = self.named(tr("HandEditor", "%1's hand").replace("%1", player), HandEditor)
        assert isinstance(editor, HandEditor)
        return editor

    def hand_field(self, player: str) -> QLineEdit:
        field = self.named(tr("HandEditor", "%1 hand").replace("%1", player), QLineEdit)
        assert isinstance(field, QLineEdit)
        return field

    def sheet(self) -> QTableView:
        view = self.named("Score sheet", QTableView)
        assert isinstance(view, QTableView)
        return view

    # -- acting --------------------------------------------------------------------

    def settle(self, what: str) -> None:
        """Let the window handle what the action posted; then the step callback."""
        QApplication.processEvents()
        if self.after is not None:
            self.after(what)

    def click(self, widget: QWidget, pos: QPoint | None = None, what: str = "") -> None:
        """Press the button at ``pos`` (default: the middle of ``widget``), let the
        window react to the press, and release it where the pointer still is on the
        screen: a widget that moved away under the pointer in between misses the
        click, as it does for a person."""
        self.actions += 1
        at = pos if pos is not None else widget.rect().center()
        pointer = widget.mapToGlobal(at)
        QTest.mousePress(widget, LEFT, Qt.KeyboardModifier.NoModifier, at)
        # the layout the press brings is done (nothing else runs: a test's timer
        # that waits for the dialog the click opens still finds it)
        for _ in range(3):
            QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        QTest.mouseRelease(widget, LEFT, Qt.KeyboardModifier.NoModifier,
                           widget.mapFromGlobal(pointer))
        self.settle(what)

    def double_click(self, widget: QWidget, pos: QPoint, what: str = "") -> None:
        self.actions += 2
        QTest.mouseClick(widget, LEFT, Qt.KeyboardModifier.NoModifier, pos)
        QTest.mouseDClick(widget, LEFT, Qt.KeyboardModifier.NoModifier, pos)
        self.settle(what)

    def type(self, widget: QWidget, text: str, what: str = "") -> None:
        self.actions += len(text)
        for part in re.findall(r"[\x00-\x7f]+|[^\x00-\x7f]", text):
            if part.isascii():
                QTest.keyClicks(widget, part)
            else:  # QTest.keyClicks stops the program on a letter such as Č or í
                QTest.sendKeyEvent(QTest.KeyAction.Click, widget, Qt.Key.Key_unknown, part,
                                   Qt.KeyboardModifier.NoModifier)
        self.settle(what)

    def key(self, key: Qt.Key, modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
            widget: QWidget | None = None, what: str = "") -> None:
        """One key (with its modifiers: one action) to the focused widget."""
        self.actions += 1
        target = widget or QApplication.focusWidget() or self.window
        QTest.keyClick(target, key, modifiers)
        self.settle(what)

    def window_from_menu(self, menu: str, item: str, name: str) -> QWidget:
        """The window named ``name`` that ``menu > item`` opens, as the active window
        (what a window manager does: :meth:`menu` gives the main window its focus
        back)."""
        self.menu(menu, item)
        opened = self.named(name)
        opened.activateWindow()
        assert QTest.qWaitForWindowActive(opened)
        return opened

    def menu(self, *path: str, what: str = "") -> None:
        """Choose ``Menu > Item`` (``Settings``, ``Language``, ``Čeština``: through
        submenus) as a person does with the mouse: click the menu's title on the menu
        bar, then each item where its menu shows it. Texts without their ``&``; the
        item must be there, visible and enabled."""
        assert len(path) >= 2, "a menu and an item"
        bar = self.window.menuBar()
        self._activate()  # a click on a window makes it the active one
        title = self._entry(bar.actions(), path[0], "the menu bar")
        self.click(bar, bar.actionGeometry(title).center())
        menu = title.menu()
        for depth, text in enumerate(path[1:], 1):
            assert isinstance(menu, QMenu) and menu.isVisible(), \
                f"{' > '.join(path[:depth])} did not open"
            item = self._entry(menu.actions(), text, " > ".join(path[:depth]))
            assert item.isEnabled(), f"{' > '.join(path[:depth + 1])} is disabled"
            where = menu.actionGeometry(item).center()
            submenu = item.menu()
            if submenu is None:
                self.click(menu, where, what=what or " > ".join(path))
                break
            # a submenu opens when the pointer rests on its item
            QTest.mouseMove(menu, menu.actionGeometry(item).topLeft() + QPoint(2, 2))
            QTest.mouseMove(menu, where)
            for _ in range(100):
                if submenu.isVisible():
                    break
                QTest.qWait(10)
            menu = submenu
        else:
            raise AssertionError(f"{' > '.join(path)} is a menu, not an item")
        QApplication.processEvents()
        self._activate()  # the window manager gives the window back its focus

    def activate(self) -> None:
        """The window becomes the active one again, as a window manager makes it when
        a modal dialog the person closed goes away."""
        self._activate()

    def _activate(self) -> None:
        """What a window manager does and the offscreen platform does not: the window
        a person works in is the active one (after a dialog or a menu closed too)."""
        if QApplication.activeModalWidget() is None and \
                QApplication.activeWindow() is not self.window:
            self.window.activateWindow()
            QTest.qWaitForWindowActive(self.window)

    @staticmethod
    def _entry(actions: list[QAction], text: str, where: str) -> QAction:
        found = [a for a in actions if a.isVisible() and a.text().replace("&", "") == text]
        assert len(found) == 1, f"{len(found)} items {text!r} in {where}"
        return found[0]

    # -- the hand entry --------------------------------------------------------------

    def tile(self, name: str) -> None:
        """Click the picker tile named ``name`` (``5 Dots``, ``Red Dragon``)."""
        self.click(self.named(name, TileButton), what=f"picker: {name}")

    def mode(self, player: str, text: str) -> None:
        """Click the add-mode button ``text`` (Tile, Pair, Chow, Pung, Kong, Exposed) in
        the player's row."""
        button = self.button(text, self.row(player))
        assert isinstance(button, QToolButton)
        self.click(button, what=f"{player}: {text}")

    def type_hand(self, player: str, text: str) -> None:
        """Click the player's hand field and type ``text`` (a hand or a score)."""
        field = self.hand_field(player)
        self.click(field)
        if field.text():
            self.key(Qt.Key.Key_A, CTRL, field)
        self.type(field, text, what=f"{player}: typed {text}")

    def winning_tile(self, player: str, code: str) -> None:
        """Click the tile ``code`` in the winner's hand strip."""
        editor = self.row(player)
        parts = sorted(editor.strip.buttons(), key=lambda p: len(p.codes))  # pairs first
        for part in parts:
            if code in part.codes and part.look in ("loose", "concealed"):
                w = tile_width(part.sizeHint().height() - 2 * TileGroupButton.PAD)
                x = TileGroupButton.PAD + part.codes.index(code) * w + w // 2
                self.click(part, QPoint(x, part.height() // 2),
                           what=f"{player}: winning tile {code}")
                return
        raise AssertionError(f"no concealed {code} in {player}'s hand")

    def choose_winner(self, text: str) -> None:
        """Alt+W (the letter the Winner label underlines in the language installed) to
        the winner list, then type the start of the name (or "Drawn")."""
        label = tr("SituationPanel", "&Winner")
        letter = label[label.index("&") + 1].upper()
        self.key(Qt.Key(ord(letter)), ALT)
        box = QApplication.focusWidget()
        assert isinstance(box, QComboBox), box
        # a person types a name long after the last one: the list's search starts anew
        QTest.qWait(QApplication.keyboardInputInterval() + 50)
        self.type(box, text, what=f"winner: {text}")

    def accept_suggestion(self) -> None:
        self.click(self.named("Accept the suggested winner", QPushButton),
                   what="accept the suggested winner")

    def record(self) -> None:
        self.click(self.named("Record hand", QPushButton), what="record")
