"""The README shows every dialog in English and Japanese,
the About box included, and every picture it shows exists in ``docs/``."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _readme() -> str:
    return (ROOT / "README.md").read_text(encoding="utf-8")


def test_every_picture_in_the_readme_exists() -> None:
    pictures = re.findall(r"!\[[^\]]*\]\((docs/[^)]+\.png)\)", _readme())
    assert pictures
    missing = [p for p in pictures if not (ROOT / p).is_file()]
    assert missing == []


def test_the_about_box_is_shown_in_both_languages(tmp_path: Path) -> None:
    row = next(line for line in _readme().splitlines() if "docs/about_en.png" in line)
    assert "docs/about_ja.png" in row
    script = ROOT / "build_scripts" / "dialog_screenshots.py"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, str(script), "--out", str(tmp_path)],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    for lang in ("en", "ja"):
        assert (tmp_path / f"about_{lang}.png").stat().st_size > 1000
