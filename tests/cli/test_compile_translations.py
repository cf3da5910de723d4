"""The translation script uses the Qt tools of the Python that runs it."""

from __future__ import annotations

import os
import stat
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "build_scripts"))

import compile_translations as ct  # noqa: E402


def _tool(folder: Path, name: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text("#!/bin/sh\n")
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return path


@pytest.mark.skipif(os.name == "nt", reason="POSIX executable bits")
def test_tool_next_to_the_interpreter_wins_over_path(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    env_tool = _tool(tmp_path / "venv" / "bin", "pyside6-lupdate")
    _tool(tmp_path / "elsewhere", "pyside6-lupdate")
    monkeypatch.setenv("PATH", str(tmp_path / "elsewhere"))
    python = str(tmp_path / "venv" / "bin" / "python")
    assert ct.find_tool("pyside6-lupdate", python) == str(env_tool)


@pytest.mark.skipif(os.name == "nt", reason="POSIX executable bits")
def test_falls_back_to_path_and_reports_missing_tools(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    on_path = _tool(tmp_path / "elsewhere", "pyside6-lrelease")
    monkeypatch.setenv("PATH", str(tmp_path / "elsewhere"))
    python = str(tmp_path / "venv" / "bin" / "python")
    assert ct.find_tool("pyside6-lrelease", python) == str(on_path)
    assert ct.find_tool("pyside6-nonexistent", python) is None


def test_the_active_environment_has_the_tools() -> None:
    found = ct.find_tool("pyside6-lrelease")
    assert found is not None
    assert Path(found).parent == Path(sys.executable).parent or "shims" not in found
