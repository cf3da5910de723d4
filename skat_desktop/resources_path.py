"""Where the bundled resources (card decks, translations) live.

The fixed repository layout keeps ``resources/`` and ``translations/`` at the top
level, beside the package, and the wheel maps them into the package as
``skat_desktop/resources`` and ``skat_desktop/translations``; this module finds
whichever exists so callers never care how the program was installed.
"""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def _first_existing(name: str) -> Path:
    for candidate in (_PACKAGE / name, _PACKAGE.parent / name):
        if candidate.is_dir():
            return candidate
    return _PACKAGE.parent / name


def resources_dir() -> Path:
    """The folder holding ``decks/`` and icons."""
    return _first_existing("resources")


def translations_dir() -> Path:
    """The folder holding the compiled ``.qm`` translation files."""
    return _first_existing("translations")
