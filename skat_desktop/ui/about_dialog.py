"""The About box: version, licence and credits.

The version is read from the installed package's metadata, so the box can
never disagree with what ``pip`` or the bundle reports; a checkout that was
never installed says so instead of inventing a number.
"""

from __future__ import annotations

import html
from importlib import metadata

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QCoreApplication, QEvent, Qt, qVersion
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from .game_pieces import what_is_played

DISTRIBUTION = "skat-desktop"
LICENCE = "GPL-3.0-or-later"
LICENCE_URL = "https://www.gnu.org/licenses/gpl-3.0.html"


def app_version() -> str:
    """The installed version of Skat Desktop, or "" when it is not installed."""
    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        return ""


class AboutDialog(QDialog):
    """Name, version, licence and credits, re-translated on a language switch."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("AboutDialog")
        layout = QVBoxLayout(self)
        self.text = QLabel(self)
        self.text.setObjectName("aboutText")
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setWordWrap(True)
        self.text.setOpenExternalLinks(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.text.setMinimumWidth(420)
        layout.addWidget(self.text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("About", "About Skat Desktop"))
        version = app_version()
        version_line = (
            QCoreApplication.translate("About", "Version {version}").format(
                version=html.escape(version)
            )
            if version
            else QCoreApplication.translate("About", "Version unknown (not installed)")
        )
        licence = QCoreApplication.translate(
            "About",
            "Free software under the GNU General Public License, version 3 or later ({licence}).",
        ).format(licence=f'<a href="{LICENCE_URL}">{LICENCE}</a>')
        parts = [
            "<h2>Skat Desktop</h2>",
            f"<p>{version_line}</p>",
            "<p>" + what_is_played() + "</p>",
            f"<p>{licence}</p>",
            "<p><b>" + QCoreApplication.translate("About", "Credits") + "</b></p>",
            "<ul>",
            "<li>"
            + QCoreApplication.translate("About", "The card decks are the project's own drawings.")
            + "</li>",
            "<li>"
            + QCoreApplication.translate(
                "About", "Built with Qt {qt} and PySide6 {pyside} (LGPL-3.0)."
            ).format(qt=qVersion(), pyside=pyside_version)
            + "</li>",
            "<li>"
            + QCoreApplication.translate(
                "About", "The rules follow the International Skat Order (ISkO)."
            )
            + "</li>",
            "</ul>",
        ]
        self.text.setText("".join(parts))
