"""Can the window open here? Asked before ``QApplication`` exists.

Qt answers a missing display, or an X11 platform plugin whose system libraries
are not installed, with a message about "xcb" and ``abort()``: the process dies
with a core dump and no hint of what to install. On Linux this module looks
first, and the caller prints :func:`display_problem`'s text and exits with
status 1 instead.

Two checks, both cheap and free of guesswork:

* no ``DISPLAY`` and no ``WAYLAND_DISPLAY`` (and no ``QT_QPA_PLATFORM`` chosen
  by the user, e.g. ``offscreen``): there is nothing to draw on;
* the X11 plugin would be used: load its library with the dynamic loader, which
  names the first missing system library exactly as Qt would fail on it. The
  plugin is only loaded, never initialised, so this has no side effects.
"""

from __future__ import annotations

import ctypes
import os
import sys
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Final

QT_SYSTEM_PACKAGES: Final = (
    "libxcb-cursor0",
    "libxcb-icccm4",
    "libxcb-keysyms1",
    "libxcb-image0",
    "libxcb-render-util0",
    "libxcb-shape0",
    "libxcb-xinerama0",
    "libxcb-randr0",
    "libxcb-xkb1",
    "libxkbcommon-x11-0",
    "libegl1",
    "libfontconfig1",
    "libdbus-1-3",
)
"""Debian/Ubuntu packages Qt's X11 plugin needs beyond a minimal system."""

_INSTALL_HINT: Final = (
    "On Debian or Ubuntu install Qt's system libraries with:\n"
    "  sudo apt-get install " + " ".join(QT_SYSTEM_PACKAGES) + "\n"
    "and, for Japanese text, fonts-noto-cjk."
)


def debian_package(soname: str) -> str:
    """The Debian package that ships a shared library, by Debian's naming rule.

    ``libxcb-icccm.so.4`` is in ``libxcb-icccm4``; a name ending in a digit
    gets a hyphen before the version (``libxkbcommon-x11.so.0`` is in
    ``libxkbcommon-x11-0``).

    >>> debian_package("libxcb-icccm.so.4")
    'libxcb-icccm4'
    >>> debian_package("libxkbcommon-x11.so.0")
    'libxkbcommon-x11-0'
    >>> debian_package("libEGL.so.1")
    'libegl1'
    """
    name, _, version = soname.partition(".so.")
    name = name.lower().replace("_", "-")
    if not version:
        return name
    separator = "-" if name[-1:].isdigit() else ""
    return f"{name}{separator}{version.split('.')[0]}"


def _missing_library(error: str) -> str | None:
    """The library named in a loader error such as ``libfoo.so.1: cannot open …``."""
    head = error.split(":", 1)[0].strip()
    return head if ".so" in head and "/" not in head else None


def _plugin_dirs(environ: Mapping[str, str]) -> list[Path]:
    dirs = [Path(p) for p in environ.get("QT_PLUGIN_PATH", "").split(os.pathsep) if p]
    try:
        from PySide6.QtCore import QLibraryInfo

        dirs.append(Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath)))
    except Exception:  # no Qt at all is reported by the import that follows
        pass
    return dirs


def _load(path: str) -> None:
    ctypes.CDLL(path)


def xcb_problem(plugin_dirs: Iterable[Path], load: Callable[[str], None] = _load) -> str | None:
    """Why Qt's X11 plugin cannot load, or None (also when it cannot be found)."""
    for folder in plugin_dirs:
        plugin = folder / "platforms" / "libqxcb.so"
        if not plugin.is_file():
            continue
        try:
            load(str(plugin))
        except OSError as exc:
            missing = _missing_library(str(exc))
            if missing is None:
                return f"Qt's X11 platform plugin cannot be loaded: {exc}\n{_INSTALL_HINT}"
            return (
                f"Qt's X11 platform plugin needs the system library {missing}, which is "
                f"not installed (package {debian_package(missing)}).\n{_INSTALL_HINT}"
            )
        return None
    return None


def display_problem(
    environ: Mapping[str, str] | None = None,
    platform: str | None = None,
    plugin_dirs: Iterable[Path] | None = None,
    load: Callable[[str], None] = _load,
) -> str | None:
    """A message saying why no window can open here, or None when it can.

    Only Linux and the BSDs are checked: Windows and macOS always have their
    native platform plugin.
    """
    env = os.environ if environ is None else environ
    system = sys.platform if platform is None else platform
    if not system.startswith(("linux", "freebsd", "openbsd", "netbsd")):
        return None
    chosen = env.get("QT_QPA_PLATFORM", "").strip()
    if chosen and not chosen.startswith("xcb"):
        return None  # the user picked a platform (wayland, offscreen, vnc …)
    if not chosen and env.get("WAYLAND_DISPLAY"):
        return None
    if not env.get("DISPLAY"):
        return (
            "Skat Desktop needs a graphical desktop, but no display was found "
            "(DISPLAY and WAYLAND_DISPLAY are not set).\n"
            "Start it from a desktop session, or run the command-line tools "
            "(skat-desktop --help).\n" + _INSTALL_HINT
        )
    dirs = _plugin_dirs(env) if plugin_dirs is None else plugin_dirs
    return xcb_problem(dirs, load)
