#!/usr/bin/env python3
"""Build a stand-alone Skat Desktop with PyInstaller and prove that it works.

The script writes ``build/skat-desktop.spec`` and runs PyInstaller on it, so
the spec is generated from code instead of hand-edited. The result is one
folder, ``dist/skat-desktop/``, holding two programs that share one runtime:

* ``skat-desktop``: a console program, the full command line (``replay``,
  ``bench``, ``match`` … print JSON to stdout; a windowed Windows program has
  no stdout, so JSON would be lost); without arguments it opens the window;
* ``skat-desktop-gui``: the windowed program the desktop starts (no console
  window on Windows); ``skat-desktop-gui FILE`` opens a saved list.

On Linux the folder also gets the desktop files (``share/``: menu entry, icons,
the file type of saved lists, AppStream metadata), ``install.sh`` and
``uninstall.sh`` for a per-user install, and README.txt
(:mod:`linux_desktop`); ``--archive`` then packs it as a ``.tar.gz``.

A bundle without the compiled solver core "works" and silently plays with the
slow Python search, so the build refuses to make one: the C core
``skat_desktop/ai/_solver*`` and ``_spitzer_solver*`` must exist in the source tree (built in
place when missing), must end up in the bundle, and the finished bundle must
pass ``skat-desktop --self-test``, which checks the core is in use and plays a
deal through the real window offscreen. Any failure ends the build with a
message and a non-zero exit status.

What has to be spelled out for PyInstaller, and why:

* data files the package finds at run time through ``resources_path``: the
  card decks and icons (``resources/``) and the compiled translations
  (``translations/*.qm``), placed under ``skat_desktop/`` as a wheel has them;
* modules imported by name with ``importlib`` (the C solver core, the
  computer levels and hints, QtSvg for the decks), which PyInstaller's import
  scanner cannot see.

Usage::

    pip install pyinstaller
    python build_scripts/compile_translations.py --no-update
    python build_scripts/pyinstaller_build.py [--onefile] [--spec-only] [--skip-self-test]
                                              [--archive]
"""

from __future__ import annotations

import argparse
import shutil
import struct
import subprocess
import sys
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUILD = ROOT / "build"
DIST = ROOT / "dist"
ICONS = ROOT / "resources" / "icons"
NAME = "skat-desktop"
GUI_NAME = "skat-desktop-gui"

HIDDEN_IMPORTS: tuple[str, ...] = (
    "PySide6.QtSvg",
    # Loaded with importlib so the pure-Python twin can stand in when it is not built.
    "skat_desktop.ai._solver",
    "skat_desktop.ai._spitzer_solver",
)

CLI_ENTRY = '''"""PyInstaller entry (console): the ``skat-desktop`` command line."""
import sys

from skat_desktop.cli import main

sys.exit(main())
'''

GUI_ENTRY = '''"""PyInstaller entry (windowed): the application window, opening FILE if given.

The desktop entry runs ``skat-desktop-gui FILE`` on a double-click; a windowed
program has no console, so a missing file is a dialog (see run_app).
"""
import sys
from pathlib import Path

from skat_desktop.app import run_app

files = [arg for arg in sys.argv[1:2] if not arg.startswith("-")]
sys.exit(run_app(sys.argv[:1], open_file=Path(files[0]) if files else None))
'''


class BuildError(Exception):
    """The build cannot produce a working bundle; the text says why."""


def package_version() -> str:
    with (ROOT / "pyproject.toml").open("rb") as handle:
        return str(tomllib.load(handle)["project"]["version"])


CORE_NAMES: tuple[str, ...] = ("_solver", "_spitzer_solver")
"""The C cores a bundle must hold: Skat's solver and Spitzer's four-hand solver."""


def compiled(folder: Path, name: str) -> list[Path]:
    """The compiled module ``name`` under ``folder`` (``.so`` on Unix, ``.pyd`` on Windows)."""
    return sorted(p for p in folder.rglob(f"{name}.*") if p.suffix in (".so", ".pyd"))


def solver_cores() -> list[Path]:
    """The compiled Skat solver core(s) in the source tree."""
    return compiled(ROOT / "skat_desktop" / "ai", "_solver")


def missing_cores(folder: Path) -> list[str]:
    """Which of :data:`CORE_NAMES` have no compiled module under ``folder``."""
    return [name for name in CORE_NAMES if not compiled(folder, name)]


_BUILD_CORE = """
import os
import tomllib
from setuptools import Distribution, Extension

with open("pyproject.toml", "rb") as handle:
    entries = tomllib.load(handle)["tool"]["setuptools"]["ext-modules"]
exts = [
    Extension(
        cfg["name"],
        cfg["sources"],
        depends=cfg.get("depends", []),
        py_limited_api=cfg.get("py-limited-api", False),
        define_macros=[tuple(m) for m in cfg.get("define-macros", [])],
        extra_compile_args=cfg.get("extra-compile-args", []),
    )
    for cfg in entries
    if all(os.path.exists(src) for src in cfg["sources"])
]
dist = Distribution({"name": "skat-desktop-solver", "ext_modules": exts})
dist.script_args = ["build_ext", "--inplace"]
dist.parse_command_line()
dist.run_commands()
"""
"""Build the C cores in place from pyproject.toml's ext-modules entries (those present).

``setup()`` itself is not used: setuptools before 74 rejects the
``ext-modules`` table when it reads pyproject.toml, and build_ext needs no
more than the extension's own settings.
"""


def ensure_solver_core() -> Path:
    """The compiled core, built in place first when missing; BuildError if it cannot be."""
    ai = ROOT / "skat_desktop" / "ai"
    if missing_cores(ai):
        print("a C solver core is not built; building the cores in place …", flush=True)
        done = subprocess.run([sys.executable, "-c", _BUILD_CORE], cwd=ROOT, check=False)
        missing = missing_cores(ai)
        if done.returncode != 0 or missing:
            names = ", ".join(f"skat_desktop/ai/{name}" for name in missing or CORE_NAMES)
            raise BuildError(
                f"the C solver core(s) {names} could not be built; install a C "
                "compiler and the Python headers (Debian: build-essential python3-dev) "
                "and run this script again"
            )
    return solver_cores()[-1]


def data_files() -> list[tuple[str, str]]:
    """(source, destination folder) pairs for the spec's ``datas``."""
    out: list[tuple[str, str]] = []
    resources = ROOT / "resources"
    for path in sorted(resources.rglob("*")):
        if path.is_file():
            rel = path.parent.relative_to(resources)
            out.append((str(path), str(Path("skat_desktop") / "resources" / rel)))
    for qm in sorted((ROOT / "translations").glob("*.qm")):
        out.append((str(qm), "skat_desktop/translations"))
    return out


def write_ico(pngs: list[Path], dest: Path) -> None:
    """A Windows icon holding the given PNG images (PNG-compressed ICO entries).

    Written by hand because the format is a 6-byte header plus one 16-byte
    entry per image, which is less than a Pillow dependency.
    """
    images = [(png, png.read_bytes()) for png in pngs]
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries, blobs = b"", b""
    for png, data in images:
        size = int(png.stem.rsplit("-", 1)[1])
        side = 0 if size >= 256 else size  # 0 means 256 in the ICO format
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
        blobs += data
    dest.write_bytes(header + entries + blobs)


def version_file(version: str) -> str:
    """The Windows version resource (ignored on Linux and macOS)."""
    parts = [int(p) for p in version.split(".")[:4] if p.isdigit()]
    numbers = tuple(parts + [0] * (4 - len(parts)))
    strings = {
        "CompanyName": "Skat Desktop",
        "FileDescription": "Skat Desktop - play Skat offline",
        "FileVersion": version,
        "InternalName": NAME,
        "LegalCopyright": "GPL-3.0-or-later",
        "OriginalFilename": f"{NAME}.exe",
        "ProductName": "Skat Desktop",
        "ProductVersion": version,
    }
    items = ",\n            ".join(f"StringStruct({k!r}, {v!r})" for k, v in strings.items())
    return f"""# Generated by build_scripts/pyinstaller_build.py from pyproject.toml's version.
VSVersionInfo(
  ffi=FixedFileInfo(filevers={numbers}, prodvers={numbers}, mask=0x3F, flags=0x0,
                    OS=0x40004, fileType=0x1, subtype=0x0, date=(0, 0)),
  kids=[
    StringFileInfo([StringTable('040904B0', [
            {items}
    ])]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])]),
  ]
)
"""


def spec_text(onefile: bool, icon: Path, version: Path) -> str:
    datas = ",\n    ".join(repr(pair) for pair in data_files())
    hidden = ", ".join(repr(name) for name in HIDDEN_IMPORTS)
    programs = ((NAME, BUILD / "cli_entry.py", True), (GUI_NAME, BUILD / "gui_entry.py", False))
    blocks: list[str] = []
    for index, (name, entry, console) in enumerate(programs):
        packed = f"a{index}.binaries, a{index}.datas," if onefile else ""
        blocks.append(
            f"""a{index} = Analysis(
    [{str(entry)!r}],
    pathex=[{str(ROOT)!r}],
    datas=datas,
    hiddenimports=[{hidden}],
    excludes=["tkinter", "PySide6.QtWebEngineCore", "PySide6.QtQml", "PySide6.QtQuick"],
    noarchive=False,
)
exe{index} = EXE(
    PYZ(a{index}.pure), a{index}.scripts, {packed}
    name={name!r},
    console={console},
    icon={str(icon)!r},
    version={str(version)!r},
    upx=False,
    exclude_binaries={not onefile},
)
"""
        )
    collect = (
        ""
        if onefile
        else (
            "coll = COLLECT(exe0, exe1, a0.binaries, a0.datas, a1.binaries, a1.datas, "
            f"strip=False, upx=False, name={NAME!r})\n"
        )
    )
    return (
        "# Generated by build_scripts/pyinstaller_build.py; edit that script instead.\n"
        f"datas = [\n    {datas}\n]\n" + "".join(blocks) + collect
    )


def bundle_programs(onefile: bool) -> tuple[Path, Path]:
    folder = DIST if onefile else DIST / NAME
    suffix = ".exe" if sys.platform == "win32" else ""
    return folder / f"{NAME}{suffix}", folder / f"{GUI_NAME}{suffix}"


def check_bundle(onefile: bool, skip_self_test: bool) -> None:
    """The bundle holds the C core and passes its own self-test; BuildError if not."""
    cli, gui = bundle_programs(onefile)
    for program in (cli, gui):
        if not program.is_file():
            raise BuildError(f"PyInstaller did not produce {program}")
    if not onefile:
        missing = missing_cores(DIST / NAME)
        cores = compiled(DIST / NAME, "_solver")
        if missing:
            raise BuildError(
                f"the bundle has no C solver core {', '.join(missing)}: "
                "its computer players would use the slow Python search"
            )
        print(f"C solver core in the bundle: {cores[0].relative_to(DIST)}")
    if skip_self_test:
        print("warning: --skip-self-test: the bundle was NOT tested")
        return
    print(f"running {cli} --self-test …", flush=True)
    started = time.monotonic()
    done = subprocess.run([str(cli), "--self-test"], check=False)
    if done.returncode != 0:
        raise BuildError(f"the bundle failed its self-test (exit status {done.returncode})")
    print(f"bundle self-test passed ({time.monotonic() - started:.1f} s)")


def build(args: argparse.Namespace) -> None:
    if args.archive and (args.onefile or not sys.platform.startswith("linux")):
        raise BuildError("--archive makes the Linux release archive of a folder bundle only")
    core = ensure_solver_core()
    print(f"C solver core: {core.relative_to(ROOT)}")
    BUILD.mkdir(exist_ok=True)
    (BUILD / "cli_entry.py").write_text(CLI_ENTRY, encoding="utf-8")
    (BUILD / "gui_entry.py").write_text(GUI_ENTRY, encoding="utf-8")
    version = package_version()
    version_path = BUILD / "version_info.txt"
    version_path.write_text(version_file(version), encoding="utf-8")
    pngs = sorted(ICONS.glob(f"{NAME}-*.png"), key=lambda p: int(p.stem.rsplit("-", 1)[1]))
    if not pngs:
        raise BuildError(f"no icons in {ICONS}")
    icon = BUILD / f"{NAME}.ico"
    write_ico([p for p in pngs if int(p.stem.rsplit("-", 1)[1]) <= 256], icon)
    spec = BUILD / f"{NAME}.spec"
    spec.write_text(spec_text(args.onefile, icon, version_path), encoding="utf-8")
    print(f"wrote {spec.relative_to(ROOT)} (version {version})")
    if not any((ROOT / "translations").glob("*.qm")):
        print("warning: no compiled translations; run compile_translations.py first")
    if args.spec_only:
        return
    pyinstaller = shutil.which("pyinstaller")
    if pyinstaller is None:
        raise BuildError("PyInstaller is not installed: pip install pyinstaller")
    started = time.monotonic()
    cmd = [pyinstaller, "--noconfirm", "--distpath", str(DIST), "--workpath", str(BUILD / "work")]
    if subprocess.run([*cmd, str(spec)], cwd=ROOT, check=False).returncode != 0:
        raise BuildError("PyInstaller failed (see its output above)")
    print(f"PyInstaller finished in {time.monotonic() - started:.0f} s")
    check_bundle(args.onefile, args.skip_self_test)
    finish_linux_bundle(args.onefile, args.archive)


def finish_linux_bundle(onefile: bool, archive: bool) -> None:
    """On Linux: the desktop files and install scripts in the folder, and the archive."""
    folder = DIST / NAME
    if not sys.platform.startswith("linux") or onefile:
        return
    import linux_desktop

    linux_desktop.stage(folder)
    print(f"desktop files, install.sh and uninstall.sh staged in {folder.relative_to(ROOT)}")
    # Symlinks (PyInstaller links some libraries) would count their targets twice.
    size = sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())
    print(f"bundle: {size / 1e6:.0f} MB in {folder.relative_to(ROOT)}")
    if archive:
        packed = linux_desktop.release_archive(folder, DIST)
        megabytes = packed.stat().st_size / 1e6
        print(f"release archive: {packed.relative_to(ROOT)} ({megabytes:.0f} MB)")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--onefile", action="store_true", help="one executable file per program")
    parser.add_argument("--spec-only", action="store_true", help="write the spec, do not build")
    parser.add_argument(
        "--skip-self-test", action="store_true", help="do not run the bundle's --self-test"
    )
    parser.add_argument(
        "--archive", action="store_true", help="also pack the Linux release archive (.tar.gz)"
    )
    args = parser.parse_args()
    try:
        build(args)
    except BuildError as exc:
        print(f"BUILD FAILED: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
