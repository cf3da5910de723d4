#!/usr/bin/env python3
"""The Linux desktop files of a bundle, and the release archive that carries them.

``resources/desktop/`` holds the desktop entry, the AppStream metadata and
the file type of saved lists, written for a system-wide install (``Exec=
skat-desktop %f``, which a distribution package or ``pip install`` puts on
PATH). A PyInstaller bundle is not on PATH, so :func:`stage` lays them out
under ``share/`` in the bundle with the icons at every hicolor size, next to
``install.sh`` and ``uninstall.sh`` (``build_scripts/linux/``), which copy
``share/`` into ``~/.local/share`` with this folder's program in the Exec
line. :func:`release_archive` packs the bundle as
``skat-desktop-VERSION-linux-MACHINE.tar.gz`` with a short README.

Usage (pyinstaller_build.py calls both on Linux)::

    python build_scripts/linux_desktop.py stage dist/skat-desktop
    python build_scripts/linux_desktop.py archive dist/skat-desktop [--out dist]
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import sys
import tarfile
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DESKTOP = ROOT / "resources" / "desktop"
ICONS = ROOT / "resources" / "icons"
SCRIPTS = ROOT / "build_scripts" / "linux"

APP_ID = "org.skatdesktop.SkatDesktop"
"""Names the desktop entry, the metadata, the MIME package and the installed icons
(the same as ``skat_desktop.app.DESKTOP_ID``, which a test compares)."""

MIME_TYPE = "application/x-skat-desktop-list"
EXECUTABLES = ("install.sh", "uninstall.sh")


def package_version() -> str:
    with (ROOT / "pyproject.toml").open("rb") as handle:
        return str(tomllib.load(handle)["project"]["version"])


def icon_sizes() -> list[int]:
    """The sizes drawn as ``resources/icons/skat-desktop-N.png``, smallest first."""
    return sorted(int(p.stem.rsplit("-", 1)[1]) for p in ICONS.glob("skat-desktop-*.png"))


def share_files() -> dict[str, Path]:
    """Where each file goes under ``share/`` (and so under ``~/.local/share``) → its source."""
    out = {
        f"applications/{APP_ID}.desktop": DESKTOP / f"{APP_ID}.desktop",
        f"metainfo/{APP_ID}.metainfo.xml": DESKTOP / f"{APP_ID}.metainfo.xml",
        f"mime/packages/{APP_ID}.xml": DESKTOP / f"{APP_ID}.mime.xml",
        f"icons/hicolor/scalable/apps/{APP_ID}.svg": ICONS / "skat-desktop.svg",
    }
    for size in icon_sizes():
        out[f"icons/hicolor/{size}x{size}/apps/{APP_ID}.png"] = ICONS / f"skat-desktop-{size}.png"
    return out


def glibc_version() -> str:
    """The C library the bundle was built against: the oldest one it can run on."""
    name, version = platform.libc_ver()
    return version if name == "glibc" and version else "?"


def stage(bundle: Path) -> list[Path]:
    """Put ``share/``, the install scripts and README.txt into ``bundle``; the paths written."""
    if not bundle.is_dir():
        raise SystemExit(f"no bundle folder at {bundle}")
    written: list[Path] = []
    share = bundle / "share"
    if share.exists():
        shutil.rmtree(share)
    for rel, source in sorted(share_files().items()):
        target = share / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target)
        written.append(target)
    for name in EXECUTABLES:
        target = bundle / name
        shutil.copyfile(SCRIPTS / name, target)
        target.chmod(0o755)
        written.append(target)
    readme = (SCRIPTS / "README.txt").read_text(encoding="utf-8")
    readme = readme.format(
        version=package_version(), machine=platform.machine() or "?", glibc=glibc_version()
    )
    (bundle / "README.txt").write_text(readme, encoding="utf-8")
    written.append(bundle / "README.txt")
    return written


def archive_name(version: str, machine: str | None = None) -> str:
    return f"skat-desktop-{version}-linux-{machine or platform.machine() or 'unknown'}"


def release_archive(bundle: Path, out: Path, version: str | None = None) -> Path:
    """``out/skat-desktop-VERSION-linux-MACHINE.tar.gz`` holding ``bundle`` as its one folder.

    Entries are sorted and owned by nobody in particular (uid/gid 0, no
    names), so two builds of the same files give the same listing; the
    modes are kept, so the programs and scripts stay executable.
    """
    for name in ("README.txt", *EXECUTABLES):
        if not (bundle / name).is_file():
            raise SystemExit(f"{bundle / name} is missing: stage the bundle first")
    top = archive_name(version or package_version())
    out.mkdir(parents=True, exist_ok=True)
    target = out / f"{top}.tar.gz"
    partial = target.with_name(target.name + ".part")

    def clean(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = ""
        return info

    with tarfile.open(partial, "w:gz", compresslevel=9) as tar:
        tar.add(bundle, arcname=top, recursive=False, filter=clean)
        for path in sorted(bundle.rglob("*")):
            tar.add(
                path, arcname=f"{top}/{path.relative_to(bundle)}", recursive=False, filter=clean
            )
    os.replace(partial, target)
    return target


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("action", choices=("stage", "archive"))
    parser.add_argument("bundle", type=Path, help="the bundle folder, e.g. dist/skat-desktop")
    parser.add_argument("--out", type=Path, default=ROOT / "dist", help="archive folder")
    args = parser.parse_args()
    if args.action == "stage":
        for path in stage(args.bundle):
            print("wrote", path)
    else:
        target = release_archive(args.bundle, args.out)
        print(f"wrote {target} ({target.stat().st_size / 1e6:.1f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
