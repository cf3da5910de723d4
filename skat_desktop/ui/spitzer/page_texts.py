"""How the window speaks of a Spitzer game: replacing it, undo, resuming it at start.

The window's sentences about a list name the list's game; Skat's are
:class:`~..game_page.SkatTexts`. The translation contexts are the window's
(``MainWindow``, ``App``), where these sentences have always been translated.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


class SpitzerPageTexts:
    """Spitzer's sentences for :class:`~..game_page.PageTexts`."""

    def replace_question(self) -> tuple[str, str]:
        return (
            QCoreApplication.translate("MainWindow", "Replace the running Spitzer game?"),
            QCoreApplication.translate(
                "MainWindow",
                "The running Spitzer game is not finished. It stays in the automatic save "
                "only until the new game replaces it. Go on?",
            ),
        )

    def undo_practice(self) -> str:
        return QCoreApplication.translate(
            "MainWindow",
            "Undo turns this Spitzer game into practice: it will not count in your statistics.",
        )

    def undone(self) -> str:
        return QCoreApplication.translate("MainWindow", "Taken back.")

    def autosave_damaged(self) -> str:
        return QCoreApplication.translate(
            "App",
            "The Spitzer game you were playing could not be read: its automatic save is damaged.",
        )

    def autosave_missing(self) -> str:
        return QCoreApplication.translate(
            "App",
            "The Spitzer game you were playing could not be found: its automatic save is missing.",
        )

    def autosave_kept(self) -> str:
        return QCoreApplication.translate(
            "App", "The saved Spitzer game could not be read; the file was kept."
        )

    def goes_on_instead(self) -> str:
        return QCoreApplication.translate(
            "App",
            "The saved Skat list could not be resumed. The Spitzer game you played "
            "after it goes on.",
        )
