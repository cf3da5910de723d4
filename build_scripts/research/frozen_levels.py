"""A frozen copy of the computer levels of one commit, to play and time against.

A change to the computer players is measured against the levels as they were
before it, not against a moving target: this script takes the tree of
``COMMIT`` from git, installs it the way a user's ``pip install .`` does (its
own C cores built, into a folder of its own, outside the working tree's
import path), checks that the copy runs with its compiled cores, and writes a
launcher for its engine. The match then plays today's levels against it
through the engine protocol::

    python build_scripts/research/frozen_levels.py 0123abc
    skat-desktop match --a strong --b "cmd:build/frozen/0123abc/engine strong" ...

and ``bench_side_by_side.py --frozen build/frozen/0123abc`` times both on the
same positions. A copy that is already there and whole is reused, so a
session can run this again without paying for the build.
"""

from __future__ import annotations

import argparse
import os
import shlex
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
STAMP = "frozen-commit"
"""The file in a finished copy that names its commit (written last)."""


def resolve_commit(commit: str) -> str:
    """The full hash of ``commit`` (SystemExit with git's words if it names none)."""
    run = subprocess.run(
        ["git", "rev-parse", "--verify", f"{commit}^{{commit}}"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    if run.returncode != 0:
        raise SystemExit(f"frozen_levels: {commit!r} is not a commit here: {run.stderr.strip()}")
    return run.stdout.strip()


def engine_launcher(folder: Path) -> str:
    """The launcher's text: the copy's own package first on the import path, run from
    the copy's folder so that the working tree is never imported instead."""
    lib = shlex.quote(str(folder / "lib"))
    python = shlex.quote(sys.executable)
    return (
        "#!/bin/sh\n"
        "# The computer levels of one frozen commit, as a protocol engine (frozen_levels.py).\n"
        f"cd {shlex.quote(str(folder))} || exit 2\n"
        f'PYTHONPATH={lib} exec {python} -m skat_desktop engine "$@"\n'
    )


def is_whole(folder: Path, commit: str) -> bool:
    stamp = folder / STAMP
    return stamp.is_file() and stamp.read_text().strip() == commit


def freeze(commit: str, folder: Path) -> Path:
    """Build the frozen copy of ``commit`` in ``folder`` (reused when already whole)."""
    if is_whole(folder, commit):
        return folder
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    with tempfile.TemporaryDirectory(prefix="frozen-src-") as src:
        archive = subprocess.run(
            ["git", "archive", "--format=tar", commit], cwd=ROOT, capture_output=True, check=True
        )
        subprocess.run(["tar", "-x", "-C", src], input=archive.stdout, check=True)
        pip = [sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--no-compile"]
        target = ["--disable-pip-version-check", "--target", str(folder / "lib"), src]
        subprocess.run(
            [*pip, *target], env={**os.environ, "PIP_ROOT_USER_ACTION": "ignore"}, check=True
        )
    check = subprocess.run(
        [sys.executable, "-m", "skat_desktop", "--self-test"],
        cwd=folder,
        env={**os.environ, "PYTHONPATH": str(folder / "lib"), "QT_QPA_PLATFORM": "offscreen"},
        capture_output=True,
        text=True,
    )
    if check.returncode != 0:
        raise SystemExit(
            f"frozen_levels: the copy of {commit[:7]} fails its self-test:\n"
            + check.stdout
            + check.stderr
        )
    launcher = folder / "engine"
    launcher.write_text(engine_launcher(folder))
    launcher.chmod(0o755)
    (folder / STAMP).write_text(commit + "\n")
    return folder


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("commit", help="the commit whose levels are frozen (a hash, a tag)")
    parser.add_argument(
        "--dir", type=Path, help="where the copy goes (default: build/frozen/<short hash>)"
    )
    args = parser.parse_args(argv)
    commit = resolve_commit(args.commit)
    folder = (args.dir or ROOT / "build" / "frozen" / commit[:7]).resolve()
    freeze(commit, folder)
    print(f"frozen {commit[:7]} in {folder}")
    for level in ("easy", "normal", "strong"):
        print(f"  {level}: cmd:{folder / 'engine'} {level}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
