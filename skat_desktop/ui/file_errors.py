"""What to tell the player when a list cannot be opened or saved.

The reasons the engine and the operating system give (``RecordError``,
``OSError``) are English technical sentences, written for the log and the
command line.  A player reading Japanese or German must still understand what
happened and what it means for their list, so the message box leads with a
translated sentence chosen by the *kind* of failure, and keeps the technical
reason underneath for anyone who reports the problem.

The reasons themselves are translated where the engine's wording is known
(:func:`damage_reason`): "cut short at line 136" is useful to a player in
their own language too; an unknown reason stays in English after a
translated lead.  Full paths never reach the headline.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
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


def open_error_detail(path: Path, exc: Exception) -> str:
    """The technical line under the headline: the file's name, not its folder.

    The reader's reasons (cut short, too deep, wrong format) are said in the
    player's language where they are known; an operating-system error, which
    the headline already explains, keeps its own words.
    """
    if isinstance(exc, OSError):
        return str(exc).replace(str(path), path.name)
    return damage_reason(path, str(exc))


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


_REASONS: tuple[tuple[re.Pattern[str], Callable[[], str]], ...] = (
    (
        re.compile(r"invalid JSON at line (\d+), column (\d+)"),
        lambda: QCoreApplication.translate(
            "FileErrors", "the file is cut short or garbled at line %1, column %2"
        ),
    ),
    (
        re.compile(r"nested too deeply"),
        lambda: QCoreApplication.translate("FileErrors", "the file is garbled (nested too deeply)"),
    ),
    (
        re.compile(r"a number with (\d+) digits"),
        lambda: QCoreApplication.translate(
            "FileErrors", "the file holds a number with %1 digits, which no saved list has"
        ),
    ),
    (
        re.compile(r"written by a newer Skat Desktop"),
        lambda: QCoreApplication.translate(
            "FileErrors", "a newer Skat Desktop saved it; update the program to open it"
        ),
    ),
    (
        re.compile(r"\(not text\)"),
        lambda: QCoreApplication.translate("FileErrors", "the file is not text"),
    ),
    (
        re.compile(r"larger than (\d+) MB"),
        lambda: QCoreApplication.translate("FileErrors", "the file is larger than %1 MB"),
    ),
    (
        re.compile(r"cannot be written back"),
        lambda: QCoreApplication.translate(
            "FileErrors", "it holds text that could not be saved again (a broken character)"
        ),
    ),
    (
        re.compile(r"not a regular file"),
        lambda: QCoreApplication.translate("FileErrors", "it is not an ordinary file"),
    ),
    (
        re.compile(r"^cannot read .*?: (.+)$"),
        lambda: QCoreApplication.translate("FileErrors", "the file could not be read (%1)"),
    ),
    (
        re.compile(r"this is not a Skat Desktop save file"),
        lambda: QCoreApplication.translate("FileErrors", "it is not a list saved by Skat Desktop"),
    ),
)
"""Known engine reasons (savefile.py's wording) and their translated form; the
groups fill %1, %2. The tests feed the engine's real errors through these."""


def damage_reason(path: Path, why: str) -> str:
    """The engine's reason for ``path`` in the player's language where it is known.

    >>> damage_reason(Path("/x/a.json"), "/x/a.json is damaged: invalid JSON at line 3, column 9")
    'the file is cut short or garbled at line 3, column 9'
    """
    plain = why.replace(str(path), path.name)
    for pattern, text in _REASONS:
        found = pattern.search(plain)
        if found is not None:
            out = text()
            for number, group in enumerate(found.groups(), start=1):
                out = out.replace(f"%{number}", group)
            return out
    return QCoreApplication.translate("FileErrors", "the file is damaged (%1)").replace("%1", plain)


def damage_detail(failures: Sequence[tuple[Path, str]], moved: Sequence[tuple[Path, Path]]) -> str:
    """The detail under a damaged-file message: each file and why, then where they went.

    File names only, and the folder once, so the lines stay readable.
    """
    lines = [
        QCoreApplication.translate("FileErrors", "%1: %2")
        .replace("%1", path.name)
        .replace("%2", damage_reason(path, why))
        for path, why in failures
    ]
    if moved:
        folder = moved[0][1].parent
        lines.append("")
        lines.append(
            QCoreApplication.translate("FileErrors", "The damaged files were kept in %1:").replace(
                "%1", str(folder)
            )
        )
        lines.extend(new.name for _, new in moved)
    return "\n".join(lines)
