"""``skat-desktop FILE``: a file to open instead of a command, refused in one line when bad.

The window itself is exercised in tests/model/test_open_from_command_line.py;
here only what happens before any window: a name that is neither a command
nor a file, a missing file and a folder each end with one line on stderr and
exit status 2, and the top-level help says that FILE is accepted.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from skat_desktop.cli import main
from skat_desktop.cli.main import build_parser, route_file_argument


@pytest.mark.parametrize(
    "argv",
    [
        ["/nonexistent/club.skat.json"],
        ["-v", "/nonexistent/club.skat.json"],
        ["app", "/nonexistent/club.skat.json"],
        ["replya"],
        ["--", "/nonexistent/-odd.skat.json"],
    ],
)
def test_a_missing_file_is_one_line_and_exit_2(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
    assert "no such file" in err


def test_a_typo_of_a_command_names_the_commands(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replya"]) == 2
    err = capsys.readouterr().err
    assert "'replya'" in err and "replay" in err


def test_a_folder_is_refused_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main([str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "folder" in err


@pytest.mark.parametrize(
    ("argv", "routed"),
    [
        (["list.skat.json"], ["app", "list.skat.json"]),
        (["-v", "list.skat.json"], ["-v", "app", "list.skat.json"]),
        (["--", "-odd.json"], ["app", "--", "-odd.json"]),
        (["replay", "x.txt"], ["replay", "x.txt"]),
        (["app", "list.skat.json"], ["app", "list.skat.json"]),
        (["--self-test"], ["--self-test"]),
        ([], []),
    ],
)
def test_a_file_goes_to_the_app_and_commands_stay_commands(
    argv: list[str], routed: list[str]
) -> None:
    assert route_file_argument(argv) == routed


def test_a_file_named_like_a_command_is_opened_with_app(tmp_path: Path) -> None:
    args = build_parser().parse_args(["app", "replay"])
    assert args.open_file == "replay"


def test_top_level_help_mentions_file(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--help"]) == 0
    out = capsys.readouterr().out
    assert "FILE" in out and "saved list" in out
