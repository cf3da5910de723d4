#!/usr/bin/env bash
# The user's path, as the README gives it: a fresh virtual environment,
# `pip install .` from this checkout, then the installed program run from a
# folder outside the checkout, so nothing can be imported from the source tree.
# Runs --version, every subcommand's --help and --self-test; any failure fails.
# Usage: bash build_scripts/check_user_install.sh   (from anywhere)
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 -m venv "$work/venv"
# shellcheck disable=SC1091
. "$work/venv/bin/activate"
(cd "$repo" && pip install --quiet --disable-pip-version-check .)
mkdir "$work/elsewhere"
cd "$work/elsewhere"
export HOME="$work/home" XDG_CONFIG_HOME="$work/home/.config" XDG_DATA_HOME="$work/home/.local/share"
mkdir -p "$HOME"
skat-desktop --version
# Every command path in the argparse tree, found by walking it, so a new
# subcommand is checked without editing this script.
commands="$(python - <<'PY'
import argparse
from skat_desktop.cli.main import build_parser

def walk(parser, prefix):
    yield prefix
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                yield from walk(sub, [*prefix, name])

for path in walk(build_parser(), []):
    print(" ".join(path))
PY
)"
count=0
while IFS= read -r cmd; do
    # shellcheck disable=SC2086
    skat-desktop $cmd --help > /dev/null
    count=$((count + 1))
done <<< "$commands"
echo "--help passed for $count command paths"
skat-desktop --self-test
site="$(python -c 'import skat_desktop, pathlib; print(pathlib.Path(skat_desktop.__file__).parent)')"
case "$site" in
    "$repo"*) echo "imported from the checkout ($site), not the install" >&2; exit 1 ;;
esac
echo "user install OK: $(find "$site" -type f ! -path '*/__pycache__/*' | wc -l) files in $site"
