"""``engine/api.py`` is the engine's public face for the model and the UI."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

from skat_desktop.engine import api

PACKAGE = Path(__file__).resolve().parents[2] / "skat_desktop"


def test_every_exported_name_exists_once() -> None:
    assert len(set(api.__all__)) == len(api.__all__)
    for name in api.__all__:
        assert hasattr(api, name), name
    public = {n for n in vars(api) if not n.startswith("_") and n != "annotations"}
    assert public <= set(api.__all__) | {"actions"}


def test_api_offers_what_the_model_and_ui_use_from_the_engine() -> None:
    """The model and the UI import the engine through ``api`` (shared names) or
    a game's own ``api`` module, and only names those modules export."""
    missing: set[str] = set()
    for layer in ("model", "ui"):
        for path in sorted((PACKAGE / layer).rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                if not isinstance(node, ast.ImportFrom) or not node.module:
                    continue
                if not node.module.startswith("skat_desktop.engine"):
                    continue
                offered = importlib.import_module(node.module)
                # A game's own names come from its own api module.
                if node.module != "skat_desktop.engine.api" and not node.module.endswith(".api"):
                    missing.add(f"{path.name}: {node.module} is not an api module")
                    continue
                for alias in node.names:
                    if alias.name not in getattr(offered, "__all__", ()):
                        missing.add(f"{path.name}: {alias.name}")
    assert not missing, sorted(missing)
