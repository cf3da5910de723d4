"""What to tell the player when a list cannot be opened or saved.

The reasons the engine and the operating system give (``RecordError``,
``OSError``) are English technical sentences, written for the log and the
command line.  A player reading Japanese or German must still understand what
happened and what it means for their list, so the message box leads with a
translated sentence chosen by the *kind* of failure, and keeps the technical
reason underneath for anyone who reports the problem.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication


def open_error_text(path: str | Path, exc: Exception) -> str:
    """The translated headline for a list that could not be opened."""
    name = Path(path).name
    if isinstance(exc, FileNotFoundError):
        text = QCoreApplication.translate("FileErrors", "The file “%1” does not exist.")
    elif isinstance(exc, PermissionError):
        text = QCoreApplication.translate(
            "FileErrors", "You are not allowed to read the file “%1”."
        )
    elif isinstance(exc, IsADirectoryError) or Path(path).is_dir():
        text = QCoreApplication.translate("FileErrors", "“%1” is a folder, not a saved list.")
    elif isinstance(exc, OSError):
        text = QCoreApplication.translate("FileErrors", "The file “%1” could not be read.")
    else:
        text = QCoreApplication.translate(
            "FileErrors",
            "The file “%1” is damaged or is not a list saved by Skat Desktop. "
            "The game on the table was left as it was.",
        )
    return text.replace("%1", name)


def save_error_text(path: str | Path, exc: Exception) -> str:
    """The translated headline for a list that could not be saved."""
    name = Path(path).name
    if isinstance(exc, PermissionError):
        text = QCoreApplication.translate(
            "FileErrors", "You are not allowed to write the file “%1”."
        )
    elif isinstance(exc, IsADirectoryError) or Path(path).is_dir():
        text = QCoreApplication.translate(
            "FileErrors", "“%1” is a folder; choose a file name to save the list."
        )
    elif isinstance(exc, OSError):
        text = QCoreApplication.translate(
            "FileErrors",
            "The file “%1” could not be written (is the disk full or the folder gone?).",
        )
    else:
        text = QCoreApplication.translate("FileErrors", "The list could not be saved as “%1”.")
    return (
        text.replace("%1", name)
        + " "
        + QCoreApplication.translate("FileErrors", "Any earlier file of that name is unchanged.")
    )
