"""Who the program is: its desktop id, icon, version and licence, and Help > About."""

from __future__ import annotations

import PySide6
from PySide6.QtCore import QCoreApplication, Qt, qVersion
from PySide6.QtGui import QGuiApplication, QIcon
from PySide6.QtWidgets import QMessageBox, QWidget

from app import RESOURCES
from scoring import __version__

#: the reverse-DNS id of the desktop entry and AppStream metainfo (packaging/linux/)
APP_ID = "io.github.mahjongscoresheet.MahjongScoreSheet"
ICONS = RESOURCES / "icons"
ICON_NAME = "mahjong-scoresheet"


def app_icon() -> QIcon:
    """The application icon: every PNG size drawn from the SVG, and the SVG itself."""
    icon = QIcon()
    for png in sorted(ICONS.glob(f"{ICON_NAME}-*.png")):
        icon.addFile(str(png))
    svg = ICONS / f"{ICON_NAME}.svg"
    if svg.is_file():
        icon.addFile(str(svg))
    return icon


def identify(app: QGuiApplication) -> None:
    """Give the running program its version, icon and desktop file name (the Wayland
    app id and the link to the .desktop entry)."""
    app.setApplicationVersion(__version__)
    QGuiApplication.setDesktopFileName(APP_ID)
    QGuiApplication.setWindowIcon(app_icon())


def about_text() -> str:
    """The About box: name, version, what it does, the licence, the libraries."""
    import html
    import platform
    translate = QCoreApplication.translate
    paragraphs = [
        translate("About", "Scores mahjong hands under your house rules, keeps the score "
                  "sheet and works out who pays whom."),
        translate("About", "This program is free software: you can redistribute it and/or "
                  "modify it under the terms of the GNU General Public License, version 3 "
                  "or (at your option) any later version. It comes with no warranty."),
        translate("About", "Built with Qt %1 and PySide6 %2 (Qt for Python), used under the "
                  "GNU Lesser General Public License, version 3, with openpyxl (MIT "
                  "licence) and Python %3.")
        .replace("%1", qVersion()).replace("%2", PySide6.__version__)
        .replace("%3", platform.python_version()),
        translate("About", "The licence texts: the LICENSE file that comes with the "
                  "program, and Help > About Qt."),
    ]
    title = translate("About", "Mahjong Score Sheet")
    return "\n".join([f"<h3>{html.escape(title)} {__version__}</h3>",
                      *(f"<p>{html.escape(p)}</p>" for p in paragraphs)])


def about_box(parent: QWidget | None = None) -> QMessageBox:
    """The About box, not yet shown (Help > About Qt is Qt's own)."""
    box = QMessageBox(parent)
    box.setObjectName("about-box")
    box.setWindowTitle(QCoreApplication.translate("About", "About Mahjong Score Sheet"))
    box.setIconPixmap(app_icon().pixmap(96, 96))
    box.setTextFormat(Qt.TextFormat.RichText)
    box.setText(about_text())
    box.setStandardButtons(QMessageBox.StandardButton.Close)
    return box
