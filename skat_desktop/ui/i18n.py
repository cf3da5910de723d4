"""Switching the interface language while the program runs.

Qt only translates through translators installed on the application, and a
``QTranslator`` that is garbage-collected silently stops working — so the
manager keeps every translator it installs as an attribute until it removes
it. Installing or removing one makes Qt send ``LanguageChange`` to every
widget, and the windows re-set their texts in ``changeEvent``.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QObject, QTranslator

from skat_desktop.resources_path import translations_dir

log = logging.getLogger(__name__)

LANGUAGES: tuple[tuple[str, str], ...] = (
    ("en", "English"),
    ("ja", "日本語"),
    ("de", "Deutsch"),
)
"""Language code and its own name (menus show names untranslated, as usual)."""


def system_language() -> str:
    name = QLocale.system().name().split("_")[0]
    return name if name in {code for code, _ in LANGUAGES} else "en"


class LanguageManager(QObject):
    """Owns the installed translators; ``set_language`` swaps them live."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._app_translator: QTranslator | None = None
        self._qt_translator: QTranslator | None = None
        self.language = "en"

    def set_language(self, code: str) -> bool:
        """Install ``code`` (en/ja/de); returns False if its file is missing."""
        app = QCoreApplication.instance()
        if app is None:
            return False
        if code not in {c for c, _ in LANGUAGES}:
            code = "en"
        for attr in ("_app_translator", "_qt_translator"):
            old = getattr(self, attr)
            if old is not None:
                QCoreApplication.removeTranslator(old)
                setattr(self, attr, None)
        self.language = code
        ok = True
        if code != "en":
            translator = QTranslator(self)
            path = translations_dir() / f"skat_desktop_{code}.qm"
            if translator.load(str(path)):
                QCoreApplication.installTranslator(translator)
                self._app_translator = translator
            else:
                log.warning("no translation file %s", path)
                ok = False
            qt = QTranslator(self)
            qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
            if qt.load(f"qtbase_{code}", qt_dir):
                QCoreApplication.installTranslator(qt)
                self._qt_translator = qt
        QLocale.setDefault(QLocale(code))
        if code == "en" and app is not None:
            # Removing translators already posts LanguageChange; when none was
            # installed, nothing would be sent, so the windows are told anyway.
            from PySide6.QtCore import QEvent

            for widget in _top_levels():
                QCoreApplication.postEvent(widget, QEvent(QEvent.Type.LanguageChange))
        return ok


def rebuild_texts(window: QObject) -> None:
    """Make every window re-set its texts, as a language switch does.

    Used when something other than the language changes how texts read (the
    card deck decides whether suits are Kreuz or Eichel): the same
    ``LanguageChange`` path rebuilds panels, lists and open dialogs, so no
    widget needs a second way of refreshing. ``window`` (the main window,
    with its panels and children) gets the event at once, so its texts are
    right when the call returns; other windows get it posted, as Qt does for
    a language switch, so a window already on its way out just drops it.
    """
    from PySide6.QtCore import QEvent

    QCoreApplication.sendEvent(window, QEvent(QEvent.Type.LanguageChange))
    for widget in _top_levels():
        if widget is not window:
            QCoreApplication.postEvent(widget, QEvent(QEvent.Type.LanguageChange))


def _top_levels() -> list[QObject]:
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return []
    return list(app.topLevelWidgets())
