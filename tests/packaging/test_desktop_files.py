"""The Linux desktop files: valid by the freedesktop tools, and consistent with the program.

``desktop-file-validate`` (Debian: desktop-file-utils) and ``appstreamcli``
(Debian: appstream) check the desktop entry and the AppStream metadata; each
of those two tests skips only where its tool is absent, and CI installs both.
The rest needs no tool: one id everywhere, the file type matching what the
program really writes, every hicolor icon size present.
"""

from __future__ import annotations

import configparser
import os
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest
from support.build_script_loader import load_build_script
from support.save_helpers import played

from skat_desktop.app import DESKTOP_ID
from skat_desktop.engine.api import find_game
from skat_desktop.engine.records.savefile import save_session
from skat_desktop.model import settings as S
from skat_desktop.model.settings import autosave_path
from skat_desktop.model.table_model import TableModel, autosave_path_for

ROOT = Path(__file__).resolve().parents[2]
DESKTOP = ROOT / "resources" / "desktop"
MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"


@pytest.fixture(name="desk", scope="module")
def desk_fixture() -> ModuleType:
    return load_build_script("linux_desktop")


def _entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(DESKTOP / f"{DESKTOP_ID}.desktop", encoding="utf-8")
    return parser["Desktop Entry"]


def _tool(name: str) -> str:
    path = shutil.which(name)
    if path is None:
        pytest.skip(
            f"{name} is not installed (Debian: apt-get install desktop-file-utils appstream)"
        )
    return path


def test_desktop_file_validate_accepts_the_entry() -> None:
    tool = _tool("desktop-file-validate")
    done = subprocess.run(
        [tool, str(DESKTOP / f"{DESKTOP_ID}.desktop")], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout + done.stderr


def test_appstreamcli_validates_the_metainfo() -> None:
    tool = _tool("appstreamcli")
    done = subprocess.run(
        [tool, "validate", "--no-net", str(DESKTOP / f"{DESKTOP_ID}.metainfo.xml")],
        capture_output=True,
        text=True,
        check=False,
    )
    report = done.stdout + done.stderr
    assert done.returncode == 0, report
    assert not re.search(r"^[EW]:", report, re.M), report


def test_one_id_names_the_entry_the_metadata_and_the_icon(desk: ModuleType) -> None:
    assert desk.APP_ID == DESKTOP_ID
    entry = _entry()
    assert entry["Icon"] == DESKTOP_ID
    assert entry["Exec"] == "skat-desktop %f" and entry["TryExec"] == "skat-desktop"
    assert entry["MimeType"] == f"{desk.MIME_TYPE};"
    meta = ET.parse(DESKTOP / f"{DESKTOP_ID}.metainfo.xml").getroot()
    assert meta.findtext("id") == DESKTOP_ID
    assert meta.findtext("launchable") == f"{DESKTOP_ID}.desktop"
    assert meta.findtext("provides/mediatype") == desk.MIME_TYPE
    assert meta.findtext("provides/binary") == "skat-desktop"


def test_the_metainfo_release_is_the_package_version(desk: ModuleType) -> None:
    meta = ET.parse(DESKTOP / f"{DESKTOP_ID}.metainfo.xml").getroot()
    newest = meta.find("releases/release")
    assert newest is not None and newest.get("version") == desk.package_version()


def test_the_entry_speaks_the_programs_languages() -> None:
    entry = _entry()
    for key in ("GenericName", "Comment", "Keywords"):
        for lang in ("de", "ja"):
            assert entry.get(f"{key}[{lang}]"), f"{key}[{lang}]"


def _mime() -> ET.Element:
    found = ET.parse(DESKTOP / f"{DESKTOP_ID}.mime.xml").getroot().find(f"{MIME_NS}mime-type")
    assert found is not None
    return found


def _spitzer_save(path: Path) -> None:
    model = TableModel(find_game("spitzer"))
    model.autosave_enabled = False
    try:
        model.new_session(
            None, ["me", "a", "b", "c"], ["human", "random", "random", "random"], seed=4
        )
        model.save(path)
    finally:
        model.shutdown()


@pytest.fixture(name="data_folder")
def data_folder_fixture(tmp_path: Path) -> Iterator[Path]:
    """Saves and autosaves in ``tmp_path/data`` for one test, then back."""
    S.set_data_dir(tmp_path / "data")
    yield tmp_path / "data"
    S.set_data_dir(None)


def test_the_file_type_matches_what_the_program_writes(
    desk: ModuleType,
    tmp_path: Path,
    qapp,  # type: ignore[no-untyped-def]
    data_folder: Path,
) -> None:
    mime = _mime()
    assert mime.get("type") == desk.MIME_TYPE
    parent = mime.find(f"{MIME_NS}sub-class-of")
    assert parent is not None and parent.get("type") == "application/json"
    globs = [g.get("pattern", "") for g in mime.iter(f"{MIME_NS}glob")]
    # The Save as… default name and both autosaves' names.
    for name in (
        "list.skat.json",
        autosave_path_for(find_game("spitzer")).name,
        autosave_path().name,
    ):
        assert any(Path(name).match(glob) for glob in globs), name
    match = mime.find(f"{MIME_NS}magic/{MIME_NS}match")
    assert match is not None
    value, (start, end) = match.get("value", ""), map(int, match.get("offset", "").split(":"))
    skat, spitzer = tmp_path / "a.json", tmp_path / "b.json"  # found by content alone
    save_session(played(10), skat)
    _spitzer_save(spitzer)
    for written in (skat, spitzer):
        head = written.read_bytes()[: end + len(value)]
        assert value.encode() in head[start:], head[:80]


def test_update_mime_database_reads_the_package(desk: ModuleType, tmp_path: Path) -> None:
    tool = _tool("update-mime-database")
    packages = tmp_path / "mime" / "packages"
    packages.mkdir(parents=True)
    shutil.copy(DESKTOP / f"{DESKTOP_ID}.mime.xml", packages / f"{DESKTOP_ID}.xml")
    done = subprocess.run(
        [tool, str(tmp_path / "mime")],
        capture_output=True,
        text=True,
        env={**os.environ, "XDG_DATA_HOME": str(tmp_path)},
        check=False,
    )
    assert done.returncode == 0 and not done.stderr.strip(), done.stderr
    globs = (tmp_path / "mime" / "globs2").read_text(encoding="utf-8")
    assert f"{desk.MIME_TYPE}:*.skat.json" in globs
    assert desk.MIME_TYPE.encode() in (tmp_path / "mime" / "magic").read_bytes()


def test_every_hicolor_size_is_drawn(desk: ModuleType) -> None:
    icons = load_build_script("make_icons")
    assert icons.wrong_sizes() == []
    assert desk.icon_sizes() == list(icons.HICOLOR_SIZES)
    staged = desk.share_files()
    for size in icons.HICOLOR_SIZES:
        assert f"icons/hicolor/{size}x{size}/apps/{DESKTOP_ID}.png" in staged
    assert f"icons/hicolor/scalable/apps/{DESKTOP_ID}.svg" in staged
