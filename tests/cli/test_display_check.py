"""No display, or a Qt X11 plugin without its system libraries: a message, not abort()."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from skat_desktop.display_check import debian_package, display_problem, xcb_problem

ROOT = Path(__file__).resolve().parents[2]


def _no_load(path: str) -> None:
    raise AssertionError("the plugin must not be loaded in this case")


def test_no_display_on_linux_is_reported_with_packages() -> None:
    text = display_problem({}, "linux", plugin_dirs=[], load=_no_load)
    assert text is not None
    assert "no display" in text
    assert "libxcb-icccm4" in text and "libxcb-keysyms1" in text
    assert "fonts-noto-cjk" in text


@pytest.mark.parametrize(
    "env",
    [
        {"QT_QPA_PLATFORM": "offscreen"},
        {"QT_QPA_PLATFORM": "wayland"},
        {"WAYLAND_DISPLAY": "wayland-0"},
    ],
)
def test_a_chosen_platform_or_wayland_is_not_second_guessed(env: dict[str, str]) -> None:
    assert display_problem(env, "linux", plugin_dirs=[], load=_no_load) is None


@pytest.mark.parametrize("system", ["win32", "darwin"])
def test_windows_and_macos_are_not_checked(system: str) -> None:
    assert display_problem({}, system, plugin_dirs=[], load=_no_load) is None


def _plugin(tmp_path: Path) -> Path:
    (tmp_path / "platforms").mkdir()
    (tmp_path / "platforms" / "libqxcb.so").write_bytes(b"not really a library")
    return tmp_path


def test_missing_xcb_library_names_the_package(tmp_path: Path) -> None:
    def load(path: str) -> None:
        assert path.endswith("libqxcb.so")
        raise OSError("libxcb-cursor.so.0: cannot open shared object file: No such file")

    text = display_problem({"DISPLAY": ":0"}, "linux", plugin_dirs=[_plugin(tmp_path)], load=load)
    assert text is not None
    assert "libxcb-cursor.so.0" in text and "(package libxcb-cursor0)" in text


def test_loadable_plugin_means_no_problem(tmp_path: Path) -> None:
    loaded: list[str] = []
    assert xcb_problem([tmp_path / "absent", _plugin(tmp_path)], loaded.append) is None
    assert len(loaded) == 1


def test_unfound_plugin_is_left_to_qt(tmp_path: Path) -> None:
    assert xcb_problem([tmp_path], _no_load) is None


def test_debian_package_rule() -> None:
    assert debian_package("libxcb-render-util.so.0") == "libxcb-render-util0"
    assert debian_package("libdbus-1.so.3") == "libdbus-1-3"
    assert debian_package("libX11-xcb.so.1.0.0") == "libx11-xcb1"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux display check")
def test_app_without_display_exits_1_with_a_message() -> None:
    env = {"PATH": "/usr/bin:/bin", "HOME": str(ROOT), "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-m", "skat_desktop"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 1, done.stderr
    assert "no display was found" in done.stderr
    assert "Traceback" not in done.stderr
