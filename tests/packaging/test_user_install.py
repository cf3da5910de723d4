"""install.sh and uninstall.sh, run as a user runs them, into a temporary HOME.

The bundle here is a stand-in (a folder staged by ``linux_desktop.stage``
around a tiny ``skat-desktop-gui``), so the scripts are tested without a
PyInstaller build; the real bundle is checked the same way by hand (see
the README). The install must put every file under ~/.local/share, point
the menu entry at this folder's program, refresh the desktop's caches only
where their tools exist, and the uninstall must leave HOME as it found it.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tarfile
from pathlib import Path
from types import ModuleType

import pytest
from support.build_script_loader import load_build_script

from skat_desktop.app import DESKTOP_ID

BASIC_TOOLS = (
    "sh", "find", "sed", "sort", "cp", "mkdir", "chmod", "mktemp", "dirname",
    "id", "grep", "ls", "rm", "rmdir", "cat",
)  # fmt: skip
"""What the scripts need besides the desktop's cache tools."""


@pytest.fixture(name="desk", scope="module")
def desk_fixture() -> ModuleType:
    return load_build_script("linux_desktop")


def _bundle(desk: ModuleType, folder: Path) -> Path:
    folder.mkdir(parents=True)
    program = folder / "skat-desktop-gui"
    program.write_text('#!/bin/sh\necho skat-desktop-gui "$@"\n', encoding="utf-8")
    program.chmod(0o755)
    desk.stage(folder)
    return folder


def _tree(root: Path) -> set[str]:
    return {str(p.relative_to(root)) for p in root.rglob("*")} if root.exists() else set()


def _run(
    script: Path, home: Path, path: str | None = None, data_home: Path | None = None
) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")}
    env["HOME"] = str(home)
    if path is not None:
        env["PATH"] = path
    if data_home is not None:
        env["XDG_DATA_HOME"] = str(data_home)
    return subprocess.run(
        ["sh", str(script)], env=env, capture_output=True, text=True, timeout=120, check=False
    )


def _only_basic_tools(tmp_path: Path) -> str:
    """A PATH with the basic tools and none of the desktop's cache tools."""
    folder = tmp_path / "bin"
    folder.mkdir()
    for name in BASIC_TOOLS:
        found = shutil.which(name)
        assert found is not None, name
        (folder / name).symlink_to(found)
    return str(folder)


def test_install_then_uninstall_leaves_home_as_it_was(desk: ModuleType, tmp_path: Path) -> None:
    bundle = _bundle(desk, tmp_path / "Skat Desktop 0.1")  # a space in the path
    home = tmp_path / "home"
    home.mkdir()
    done = _run(bundle / "install.sh", home)
    assert done.returncode == 0, done.stderr
    share = home / ".local" / "share"
    entry = share / "applications" / f"{DESKTOP_ID}.desktop"
    text = entry.read_text(encoding="utf-8")
    assert f'Exec="{bundle}/skat-desktop-gui" %f' in text.splitlines()
    assert f"TryExec={bundle}/skat-desktop-gui" in text.splitlines()
    for rel in desk.share_files():
        assert (share / rel).is_file(), rel
    validate = shutil.which("desktop-file-validate")
    if validate is not None:
        checked = subprocess.run([validate, str(entry)], capture_output=True, text=True)
        assert checked.returncode == 0 and not checked.stdout.strip(), checked.stdout
    if shutil.which("update-mime-database"):
        globs = (share / "mime" / "globs2").read_text(encoding="utf-8")
        assert f"{desk.MIME_TYPE}:*.skat.json" in globs
    if shutil.which("gtk-update-icon-cache"):
        assert (share / "icons" / "hicolor" / "icon-theme.cache").is_file()
    manifest = (share / DESKTOP_ID / "installed-files").read_text(encoding="utf-8")
    assert f"file {entry}" in manifest.splitlines()
    done = _run(bundle / "uninstall.sh", home)
    assert done.returncode == 0, done.stderr
    assert _tree(home) == set()


def test_uninstall_keeps_what_was_there_before(desk: ModuleType, tmp_path: Path) -> None:
    bundle = _bundle(desk, tmp_path / "bundle")
    home = tmp_path / "home"
    other = home / ".local" / "share" / "applications" / "other.desktop"
    other.parent.mkdir(parents=True)
    other.write_text("[Desktop Entry]\nType=Application\nName=Other\nExec=other\n")
    saves = home / ".local" / "share" / "SkatDesktop" / "Skat Desktop" / "autosave.skat.json"
    saves.parent.mkdir(parents=True)
    saves.write_text("{}")
    assert _run(bundle / "install.sh", home).returncode == 0
    assert _run(bundle / "uninstall.sh", home).returncode == 0
    left = _tree(home)
    assert str(other.relative_to(home)) in left and str(saves.relative_to(home)) in left
    assert not any(DESKTOP_ID in name for name in left), sorted(left)


def test_without_the_cache_tools_it_still_installs(desk: ModuleType, tmp_path: Path) -> None:
    bundle = _bundle(desk, tmp_path / "bundle")
    home = tmp_path / "home"
    home.mkdir()
    path = _only_basic_tools(tmp_path)
    done = _run(bundle / "install.sh", home, path=path)
    assert done.returncode == 0, done.stderr
    share = home / ".local" / "share"
    assert (share / "applications" / f"{DESKTOP_ID}.desktop").is_file()
    assert not (share / "mime" / "globs2").exists()  # no update-mime-database ran
    assert _run(bundle / "uninstall.sh", home, path=path).returncode == 0
    assert _tree(home) == set()


def test_xdg_data_home_is_honoured_and_a_moved_folder_reinstalls(
    desk: ModuleType, tmp_path: Path
) -> None:
    first = _bundle(desk, tmp_path / "first")
    home, data = tmp_path / "home", tmp_path / "data home"
    home.mkdir()
    assert _run(first / "install.sh", home, data_home=data).returncode == 0
    second = _bundle(desk, tmp_path / "second")
    assert _run(second / "install.sh", home, data_home=data).returncode == 0
    entry = (data / "applications" / f"{DESKTOP_ID}.desktop").read_text(encoding="utf-8")
    assert f'Exec="{second}/skat-desktop-gui" %f' in entry
    assert _tree(home) == set()
    assert _run(second / "uninstall.sh", home, data_home=data).returncode == 0
    assert _tree(data) == set()


def test_a_folder_the_exec_line_cannot_quote_is_refused(desk: ModuleType, tmp_path: Path) -> None:
    bundle = _bundle(desk, tmp_path / "price$5")
    home = tmp_path / "home"
    home.mkdir()
    done = _run(bundle / "install.sh", home)
    assert done.returncode == 1
    assert done.stderr.count("\n") == 1 and "move the folder" in done.stderr
    assert _tree(home) == set()


def test_uninstall_without_an_install_says_so(desk: ModuleType, tmp_path: Path) -> None:
    bundle = _bundle(desk, tmp_path / "bundle")
    home = tmp_path / "home"
    home.mkdir()
    done = _run(bundle / "uninstall.sh", home)
    assert done.returncode == 0 and "not installed" in done.stdout
    assert _tree(home) == set()


def test_the_release_archive_holds_one_folder_with_its_modes(
    desk: ModuleType, tmp_path: Path
) -> None:
    bundle = _bundle(desk, tmp_path / "skat-desktop")
    archive = desk.release_archive(bundle, tmp_path / "out", version="9.9.9")
    assert archive.name == f"{desk.archive_name('9.9.9')}.tar.gz"
    top = desk.archive_name("9.9.9")
    with tarfile.open(archive) as tar:
        members = {m.name: m for m in tar.getmembers()}
    assert {name.split("/")[0] for name in members} == {top}
    for name in ("install.sh", "uninstall.sh", "skat-desktop-gui"):
        assert members[f"{top}/{name}"].mode & 0o111, name
    readme = members[f"{top}/README.txt"]
    assert readme.isfile() and f"{top}/share/applications/{DESKTOP_ID}.desktop" in members
    text = (bundle / "README.txt").read_text(encoding="utf-8")
    assert "install.sh" in text and "{" not in text
