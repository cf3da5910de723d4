#!/usr/bin/env python3
"""Update the Qt translation sources and compile them.

1. ``pyside6-lupdate`` scans the UI, model and app modules for
   ``QCoreApplication.translate`` / ``tr`` / ``QT_TRANSLATE_NOOP`` strings and
   merges them into ``translations/skat_desktop_<lang>.ts`` (existing
   translations are kept; vanished strings are marked obsolete and dropped
   with ``-no-obsolete``).
2. ``pyside6-lrelease`` compiles each ``.ts`` into the ``.qm`` file the program
   loads at run time. The ``.qm`` files are committed so a plain checkout runs
   in every language without Qt's tools.

Usage::

    python build_scripts/compile_translations.py            # update + compile
    python build_scripts/compile_translations.py --no-update  # compile only
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "translations"
LANGUAGES = ("ja", "de", "en")
SOURCES = ("skat_desktop/ui", "skat_desktop/model", "skat_desktop/app.py")


def find_tool(name: str, executable: str | None = None) -> str | None:
    """``name`` from the active Python environment first, then from PATH.

    PySide6 installs its tools next to the interpreter (``bin/`` or
    ``Scripts/``). When the script runs from a virtual environment that is
    not activated, PATH may hold another Qt's tools (or pyenv shims that
    point elsewhere) whose lupdate writes a different .ts format, so the
    interpreter's own folder wins.
    """
    folder = Path(executable or sys.executable).parent
    suffixes = (".exe", "") if os.name == "nt" else ("",)
    for suffix in suffixes:
        candidate = folder / f"{name}{suffix}"
        if candidate.is_file() and os.access(candidate, os.X_OK):
            return str(candidate)
    return shutil.which(name)


def tool(name: str) -> str:
    """Like :func:`find_tool`, but exits with a clear message when it is missing."""
    found = find_tool(name)
    if found is None:
        sys.exit(f"{name} not found: install PySide6 (it ships {name})")
    return found


def source_files() -> list[str]:
    files: list[str] = []
    for entry in SOURCES:
        path = ROOT / entry
        if path.is_dir():
            files.extend(str(p.relative_to(ROOT)) for p in sorted(path.rglob("*.py")))
        else:
            files.append(str(path.relative_to(ROOT)))
    return files


def update(lang: str) -> None:
    ts = TRANSLATIONS / f"skat_desktop_{lang}.ts"
    cmd = [
        tool("pyside6-lupdate"),
        *source_files(),
        "-no-obsolete",
        "-target-language",
        lang,
        "-ts",
        str(ts.relative_to(ROOT)),
    ]
    subprocess.run(cmd, check=True, cwd=ROOT)


def release(lang: str) -> None:
    ts = TRANSLATIONS / f"skat_desktop_{lang}.ts"
    qm = TRANSLATIONS / f"skat_desktop_{lang}.qm"
    subprocess.run([tool("pyside6-lrelease"), str(ts), "-qm", str(qm)], check=True, cwd=ROOT)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--no-update", action="store_true", help="only compile .ts → .qm")
    args = parser.parse_args()
    TRANSLATIONS.mkdir(exist_ok=True)
    for lang in LANGUAGES:
        if not args.no_update:
            update(lang)
        release(lang)
    return 0


if __name__ == "__main__":
    sys.exit(main())
