"""Load a ``build_scripts/`` (or ``build_scripts/research/``) file as a module:
those scripts are not a package."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]


def load_build_script(name: str) -> ModuleType:
    """The module in ``build_scripts/<name>.py`` or, for the tuning and
    measuring scripts, ``build_scripts/research/<name>.py``, freshly executed."""
    path = ROOT / "build_scripts" / f"{name}.py"
    if not path.exists():
        path = ROOT / "build_scripts" / "research" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    # Registered first, as an import would: dataclasses look their module up.
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module
