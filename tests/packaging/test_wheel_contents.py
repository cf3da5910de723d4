"""The wheel a user installs carries the whole package tree.

A hand-kept package list once fell behind the tree and the wheel shipped
without three packages, while every test passed from the checkout. This test
builds the sdist and, from that sdist, the wheel (as ``python -m build``
does), and compares the wheel's files with the tree: every module, every
resource, every compiled translation and both C solver cores. Building from
the sdist also shows that the sdist holds everything the wheel needs.
"""

from __future__ import annotations

import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

SOURCE_ONLY = {".c", ".h", ".pyc", ".so"}
"""Files in the tree that the wheel carries compiled, or not at all."""


def _tree_files() -> set[str]:
    """The wheel paths the tree says there must be."""
    expected: set[str] = set()
    for path in (ROOT / "skat_desktop").rglob("*"):
        if path.is_file() and "__pycache__" not in path.parts and path.suffix not in SOURCE_ONLY:
            expected.add(path.relative_to(ROOT).as_posix())
    for path in (ROOT / "resources").rglob("*"):
        if path.is_file():
            expected.add("skat_desktop/" + path.relative_to(ROOT).as_posix())
    for path in (ROOT / "translations").glob("*.qm"):
        expected.add("skat_desktop/translations/" + path.name)
    expected |= {"skat_desktop/ai/_solver.abi3.so", "skat_desktop/ai/_spitzer_solver.abi3.so"}
    return expected


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """(sdist, wheel built from that sdist)."""
    out = tmp_path_factory.mktemp("dist")
    subprocess.run(
        [sys.executable, "-m", "build", "--outdir", str(out), str(ROOT)],
        check=True,
        capture_output=True,
    )
    (sdist,) = out.glob("*.tar.gz")
    (wheel,) = out.glob("*.whl")
    return sdist, wheel


def test_wheel_built_from_the_sdist_holds_every_file_of_the_package_tree(
    built: tuple[Path, Path],
) -> None:
    _, wheel = built
    with zipfile.ZipFile(wheel) as archive:
        shipped = {name for name in archive.namelist() if ".dist-info/" not in name}
    expected = _tree_files()
    assert sorted(expected - shipped) == []
    assert sorted(shipped - expected) == []


def test_sdist_carries_the_build_files_and_both_solver_cores_sources(
    built: tuple[Path, Path],
) -> None:
    sdist, _ = built
    with tarfile.open(sdist) as archive:
        names = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
    c_sources = {
        path.relative_to(ROOT).as_posix()
        for pattern in ("*.c", "*.h")
        for path in (ROOT / "skat_desktop" / "ai").glob(pattern)
    }
    assert {"pyproject.toml", "setup.py", "README.md"} <= names
    assert sorted(c_sources - names) == []


def test_every_folder_of_python_modules_is_a_package_with_an_init() -> None:
    missing = [
        folder.relative_to(ROOT).as_posix()
        for folder in (ROOT / "skat_desktop").rglob("*")
        if folder.is_dir()
        and folder.name != "__pycache__"
        and any(folder.glob("*.py"))
        and not (folder / "__init__.py").is_file()
    ]
    assert missing == []
