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

DISTRIBUTION = "skat-desktop"
LICENCE = "GPL-3.0-or-later"
LICENCE_URL = "https://www.gnu.org/licenses/gpl-3.0.html"


def app_version() -> str:
    """The installed version of Skat Desktop, or "" when it is not installed."""
    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        return ""


def _tr(text: str) -> str:
    return QCoreApplication.translate("About", text)


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
        self.setWindowTitle(_tr("About Skat Desktop"))
        version = app_version()
        version_line = (
            _tr("Version {version}").format(version=html.escape(version))
            if version
            else _tr("Version unknown (not installed)")
        )
        licence = _tr(
            "Free software under the GNU General Public License, version 3 or later ({licence})."
        ).format(licence=f'<a href="{LICENCE_URL}">{LICENCE}</a>')
        parts = [
            "<h2>Skat Desktop</h2>",
            f"<p>{version_line}</p>",
            "<p>" + _tr("Play Skat and Spitzer offline against computer players.") + "</p>",
            f"<p>{licence}</p>",
            "<p><b>" + _tr("Credits") + "</b></p>",
            "<ul>",
            "<li>" + _tr("The card decks are the project's own drawings.") + "</li>",
            "<li>"
            + _tr("Built with Qt {qt} and PySide6 {pyside} (LGPL-3.0).").format(
                qt=qVersion(), pyside=pyside_version
            )
            + "</li>",
            "<li>" + _tr("Rules after the International Skat Order (ISkO).") + "</li>",
            "</ul>",
        ]
        self.text.setText("".join(parts))
