"""The help window: each game's rules and the keyboard shortcuts.

The texts are HTML files in ``resources/help/<language>/<page>.html`` rather
than translated strings: rules are long, structured prose with tables, which a
translator writes best as a whole page, and players can read (and fix) them
without Qt's tools. The dialog shows the pages of the current interface
language (``QLocale()``, which the language manager sets) and switches with it.
Each game names its pages in the UI registry (:attr:`~.game_pieces.UiGame.help_pages`).
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QSize, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from skat_desktop.resources_path import resources_dir

from .game_pieces import UI_GAMES
from .texts import QT_TRANSLATE_NOOP

log = logging.getLogger(__name__)

HELP_LANGUAGES: tuple[str, ...] = ("en", "ja", "de")
_TITLES: dict[str, str] = {
    **{page: title for ui in UI_GAMES.values() for page, title in ui.help_pages},
    "shortcuts": QT_TRANSLATE_NOOP("Help", "Keyboard shortcuts"),
}
"""Each page's title (untranslated, in the ``Help`` context), by page id."""

PAGES: tuple[str, ...] = tuple(_TITLES)
"""Page ids in the order of the contents list (file name without ``.html``)."""

MIN_SIZE = QSize(520, 360)
"""The smallest help window: the contents list and lines of a page still readable."""

STYLE = """
body { font-size: 10.5pt; }
h1 { font-size: 16pt; color: #1c4e32; }
h2 { font-size: 12.5pt; color: #1c4e32; margin-top: 14px; }
table { border-collapse: collapse; margin: 4px 0; }
th { background: #e3eee7; padding: 3px 8px; text-align: left; }
td { padding: 3px 8px; border-bottom: 1px solid #d8e2dc; }
p.values { font-family: monospace; color: #333; }
"""


def help_dir() -> Path:
    return resources_dir() / "help"


def current_language() -> str:
    """The interface language as the language manager set it (en, ja or de)."""
    code = QLocale().name().split("_")[0]
    return code if code in HELP_LANGUAGES else "en"


def help_file(language: str, page: str) -> Path:
    """The page's file in ``language``, falling back to English if it is missing."""
    path = help_dir() / language / f"{page}.html"
    return path if path.is_file() else help_dir() / "en" / f"{page}.html"


def load_page(language: str, page: str) -> str:
    """The page's HTML, or a short translated note when the file cannot be read."""
    path = help_file(language, page)
    try:
        return path.read_text(encoding="utf-8")
    except OSError as exc:
        log.warning("help page %s not readable: %s", path, exc)
        note = QCoreApplication.translate("Help", "This help page is missing: {path}")
        return "<p>" + note.format(path=path) + "</p>"


def page_title(page: str) -> str:
    return QCoreApplication.translate("Help", _TITLES[page])


class HelpDialog(QDialog):
    """Contents on the left, the chosen page on the right; not modal."""

    def __init__(self, page: str = "rules", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("HelpDialog")
        self.resize(860, 640)
        # Shrunk by hand it collapsed to a list and a few letters of a page.
        self.setMinimumSize(MIN_SIZE)
        outer = QVBoxLayout(self)
        row = QHBoxLayout()
        outer.addLayout(row, 1)
        self.contents = QListWidget(self)
        self.contents.setObjectName("helpContents")
        for name in PAGES:
            item = QListWidgetItem()
            item.setData(Qt.ItemDataRole.UserRole, name)
            self.contents.addItem(item)
        row.addWidget(self.contents)
        self.browser = QTextBrowser(self)
        self.browser.setObjectName("helpBrowser")
        self.browser.setOpenExternalLinks(True)
        self.browser.document().setDefaultStyleSheet(STYLE)
        row.addWidget(self.browser, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        outer.addWidget(buttons)
        self._language = ""
        self._page = page if page in PAGES else PAGES[0]
        self.contents.currentRowChanged.connect(self._row_changed)
        self.retranslate()
        self.show_page(self._page)

    def page(self) -> str:
        return self._page

    def language(self) -> str:
        """The language of the page shown now."""
        return self._language

    def show_page(self, page: str) -> None:
        """Show ``page`` (one of :data:`PAGES`) in the current language."""
        if page not in PAGES:
            raise ValueError(f"unknown help page {page!r}; choose one of {', '.join(PAGES)}")
        self._page = page
        self._language = current_language()
        self.browser.setHtml(load_page(self._language, page))
        self.contents.blockSignals(True)
        self.contents.setCurrentRow(PAGES.index(page))
        self.contents.blockSignals(False)

    def _row_changed(self, row: int) -> None:
        if 0 <= row < len(PAGES):
            self.show_page(PAGES[row])

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.show_page(self._page)
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("Help", "Skat Desktop Help"))
        width = 0
        metrics = self.contents.fontMetrics()
        for i in range(self.contents.count()):
            item = self.contents.item(i)
            title = page_title(str(item.data(Qt.ItemDataRole.UserRole)))
            item.setText(title)
            width = max(width, metrics.horizontalAdvance(title))
        self.contents.setFixedWidth(width + 36)
