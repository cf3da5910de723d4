"""The ``skat-desktop`` command: the app without arguments, tools with them.

Subcommands are imported lazily so ``replay`` and ``bench engine`` work without
a display and never pay for Qt start-up. Every user error ends with a message
and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Final

USAGE: Final = """usage: skat-desktop [COMMAND ...]

  (no command)                 start the application
  replay FILE [--rules PRESET] replay ISS game records, one JSON object per record
  bench engine [--seconds S]   rules engine speed (JSON)
  bench [--quick]              solver and computer-player timings (JSON)
  bench gui [--level L] [--deals N]
                               GUI stalls while the computer thinks (JSON)
  match --a LEVEL --b LEVEL --deals N --seed S [--rules PRESET] [--jobs J]
                               duplicate match between computer levels (JSON)
  --self-test                  play a deal offscreen and check the C solver core
  --version                    print the version
"""


def _bench_engine(argv: list[str]) -> int:
    from skat_desktop.engine.bench import run_engine_bench

    parser = _parser("skat-desktop bench engine")
    parser.add_argument("--seconds", type=float, default=2.0)
    args = parser.parse_args(argv)
    if not 0.1 <= args.seconds <= 600:
        print("skat-desktop: --seconds must be between 0.1 and 600", file=sys.stderr)
        return 2
    print(json.dumps(run_engine_bench(args.seconds)))
    return 0


class _ArgError(Exception):
    pass


def _parser(prog: str) -> argparse.ArgumentParser:
    class Parser(argparse.ArgumentParser):
        def error(self, message: str) -> None:  # type: ignore[override]
            raise _ArgError(f"{self.prog}: {message}")

    return Parser(prog=prog)


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    try:
        return _dispatch(args)
    except _ArgError as exc:
        print(exc, file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130


def _dispatch(args: list[str]) -> int:
    if not args:
        from skat_desktop.app import run_app

        return run_app(sys.argv[:1])
    command, rest = args[0], args[1:]
    if command in ("-h", "--help", "help"):
        print(USAGE, end="")
        return 0
    if command == "--version":
        from importlib.metadata import PackageNotFoundError, version

        try:
            print(version("skat-desktop"))
        except PackageNotFoundError:
            print("skat-desktop (not installed)")
        return 0
    if command == "--self-test":
        from skat_desktop.selftest import run_self_test

        return run_self_test()
    if command == "replay":
        from skat_desktop.replay_cli import run_replay

        return run_replay(rest)
    if command == "bench":
        if rest[:1] == ["engine"]:
            return _bench_engine(rest[1:])
        if rest[:1] == ["gui"]:
            from skat_desktop.ui.gui_bench import run_gui_bench

            return run_gui_bench(rest[1:])
        from skat_desktop.ai.bench_cli import run_bench

        return run_bench(rest)
    if command == "match":
        from skat_desktop.ai.match import run_match

        return run_match(rest)
    print(f"skat-desktop: unknown command {command!r}\n\n{USAGE}", file=sys.stderr, end="")
    return 2


if __name__ == "__main__":
    sys.exit(main())
