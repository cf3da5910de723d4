"""Reading the learned models' files (``resources/models/``), for every game.

A model file is data from the installation, but it can still be damaged or
replaced: each model's parser checks its content, and the reading shared here
turns an unreadable or non-JSON file into the model's own narrow error with a
message that names the file.
"""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

from skat_desktop.resources_path import resources_dir


def model_path(name: str) -> Path:
    """Where the shipped model ``name`` (a file name) lies."""
    return resources_dir() / "models" / name


def read_json(path: Path, error: type[ValueError]) -> Any:
    """The JSON content of ``path``; ``error`` says why it cannot be had."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise error(f"cannot read {path}: {exc}") from exc
    try:
        return json.loads(text)
    except ValueError as exc:
        raise error(f"{path} is not JSON: {exc}") from exc


def finite(value: Any, what: str, error: type[ValueError]) -> float:
    """``value`` as a float, or ``error`` if it is not a finite number."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise error(f"{what} is not a finite number")
    return float(value)
