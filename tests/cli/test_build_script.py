"""build_scripts/pyinstaller_build.py: two programs, icon, version, and no bundle without C."""

from __future__ import annotations

import ast
import shutil
import struct
import subprocess
import sys
import tomllib
from pathlib import Path
from types import ModuleType

import pytest
from support.build_script_loader import load_build_script

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(name="build")
def build_fixture() -> ModuleType:
    return load_build_script("pyinstaller_build")


def test_spec_has_a_console_cli_and_a_windowed_gui(build: ModuleType, tmp_path: Path) -> None:
    text = build.spec_text(False, tmp_path / "i.ico", tmp_path / "v.txt")
    ast.parse(text)  # the spec is Python
    assert "name='skat-desktop',\n    console=True" in text
    assert "name='skat-desktop-gui',\n    console=False" in text
    assert "COLLECT(exe0, exe1" in text
    assert "'skat_desktop.ai._solver'" in text
    assert "'skat_desktop.ai._spitzer_solver'" in text
    assert "resources/icons/skat-desktop-256.png" in text
    assert "skat_desktop/resources/icons" in text
    assert repr(str(tmp_path / "i.ico")) in text and repr(str(tmp_path / "v.txt")) in text


def test_ico_holds_every_png(build: ModuleType, tmp_path: Path) -> None:
    pngs = sorted((ROOT / "resources" / "icons").glob("skat-desktop-*.png"))
    small = [p for p in pngs if int(p.stem.rsplit("-", 1)[1]) <= 256]
    build.write_ico(small, tmp_path / "x.ico")
    data = (tmp_path / "x.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind, count) == (0, 1, len(small))
    for i, png in enumerate(small):
        side, _, _, _, _, _, size, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        assert side == int(png.stem.rsplit("-", 1)[1]) % 256
        assert data[offset : offset + size] == png.read_bytes()


def test_version_resource_comes_from_pyproject(build: ModuleType) -> None:
    version = build.package_version()
    text = build.version_file(version)
    ast.parse(text)
    assert f"StringStruct('ProductVersion', '{version}')" in text
    numbers = tuple(int(p) for p in version.split(".")) + (0,) * (4 - len(version.split(".")))
    assert f"filevers={numbers}" in text


def test_missing_c_core_that_cannot_be_built_fails_the_build(
    build: ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "skat_desktop" / "ai").mkdir(parents=True)
    monkeypatch.setattr(build, "ROOT", tmp_path)
    monkeypatch.setattr(build.subprocess, "run", lambda *a, **k: subprocess.CompletedProcess(a, 1))
    with pytest.raises(build.BuildError, match="could not be built"):
        build.ensure_solver_core()


@pytest.mark.skipif(shutil.which("cc") is None, reason="needs a C compiler")
def test_missing_c_core_is_built_in_place(
    build: ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A fresh clone has no compiled core (it is not tracked): the build makes it."""
    (tmp_path / "skat_desktop" / "ai").mkdir(parents=True)
    shutil.copy(ROOT / "pyproject.toml", tmp_path)
    with (ROOT / "pyproject.toml").open("rb") as handle:
        entries = tomllib.load(handle)["tool"]["setuptools"]["ext-modules"]
    # Every C file and header of both cores: each core is several files.
    files = [f for cfg in entries for f in (*cfg["sources"], *cfg.get("depends", []))]
    assert len([f for f in files if f.endswith(".c")]) > 2
    for name in files:
        shutil.copy(ROOT / name, tmp_path / name)
    monkeypatch.setattr(build, "ROOT", tmp_path)
    core = build.ensure_solver_core()
    assert core.parent == tmp_path / "skat_desktop" / "ai"
    assert core.name.startswith("_solver") and core.stat().st_size > 0
    assert build.missing_cores(core.parent) == []  # Spitzer's core was built too


def test_bundle_without_the_c_core_is_refused(
    build: ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "skat-desktop"
    (folder / "_internal" / "skat_desktop" / "ai").mkdir(parents=True)
    suffix = ".exe" if sys.platform == "win32" else ""
    for name in ("skat-desktop", "skat-desktop-gui"):
        (folder / f"{name}{suffix}").write_text("", encoding="utf-8")
    monkeypatch.setattr(build, "DIST", tmp_path)
    with pytest.raises(build.BuildError, match="no C solver core"):
        build.check_bundle(False, skip_self_test=True)
    core = folder / "_internal" / "skat_desktop" / "ai" / "_solver.abi3.so"
    core.write_bytes(b"")
    with pytest.raises(build.BuildError, match="_spitzer_solver"):
        build.check_bundle(False, skip_self_test=True)  # Spitzer's core is missing still
    (core.parent / "_spitzer_solver.abi3.so").write_bytes(b"")
    build.check_bundle(False, skip_self_test=True)  # with both cores it passes this check


@pytest.mark.skipif(sys.platform == "win32", reason="a shell script stands in for the bundle")
def test_bundle_failing_its_self_test_fails_the_build(
    build: ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "skat-desktop"
    ai = folder / "_internal" / "skat_desktop" / "ai"
    ai.mkdir(parents=True)
    (ai / "_solver.abi3.so").write_bytes(b"")
    (ai / "_spitzer_solver.abi3.so").write_bytes(b"")
    cli = folder / "skat-desktop"
    cli.write_text('#!/bin/sh\n[ "$1" = --self-test ] && exit 3\nexit 0\n', encoding="utf-8")
    cli.chmod(0o755)
    (folder / "skat-desktop-gui").write_text("", encoding="utf-8")
    monkeypatch.setattr(build, "DIST", tmp_path)
    with pytest.raises(build.BuildError, match="failed its self-test"):
        build.check_bundle(False, skip_self_test=False)
