"""Every string the code marks for translation reaches the .ts files.

lupdate only sees literal ``QCoreApplication.translate("Context", "text")``
and ``QT_TRANSLATE_NOOP`` calls. A one-argument wrapper such as
``def _t(text): return QCoreApplication.translate("Spitzer", text)`` hides
every string passed to it: the program then shows English in Japanese
without any other test noticing (this happened to the Spitzer table and the
statistics dialog). These checks read the source, so they need no display.
"""

from __future__ import annotations

import ast
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
MARKERS = {"translate", "QT_TRANSLATE_NOOP"}


def _modules() -> Iterator[tuple[Path, ast.Module]]:
    for path in sorted((ROOT / "skat_desktop").rglob("*.py")):
        yield path, ast.parse(path.read_text(encoding="utf-8"))


def _name(call: ast.Call) -> str | None:
    func = call.func
    if isinstance(func, ast.Attribute):
        return func.attr
    if isinstance(func, ast.Name):
        return func.id
    return None


def _marked_strings() -> set[tuple[str, str]]:
    found: set[tuple[str, str]] = set()
    for _path, tree in _modules():
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and _name(node) in MARKERS and len(node.args) >= 2:
                context, source = node.args[0], node.args[1]
                if isinstance(context, ast.Constant) and isinstance(source, ast.Constant):
                    found.add((str(context.value), str(source.value)))
    return found


def test_no_wrapper_fixes_a_context_that_lupdate_cannot_see() -> None:
    offenders = []
    for path, tree in _modules():
        for node in ast.walk(tree):
            if not isinstance(node, ast.FunctionDef):
                continue
            params = {arg.arg for arg in node.args.args}
            for inner in ast.walk(node):
                if (
                    isinstance(inner, ast.Call)
                    and _name(inner) == "translate"
                    and len(inner.args) >= 2
                    and isinstance(inner.args[0], ast.Constant)
                    and isinstance(inner.args[1], ast.Name)
                    and inner.args[1].id in params
                ):
                    offenders.append(f"{path.relative_to(ROOT)}:{node.lineno} {node.name}")
    assert not offenders, offenders


def test_translate_is_never_given_another_name() -> None:
    """Bug: ``t = QCoreApplication.translate`` then ``t("Ctx", "text")``: lupdate
    missed all 26 strings of the bidding aid, and the coverage check above,
    which also looks for the name ``translate``, missed them too."""
    offenders = []
    for path, tree in _modules():
        for node in ast.walk(tree):
            value = node.value if isinstance(node, ast.Assign | ast.AnnAssign) else None
            if isinstance(value, ast.Attribute) and value.attr in MARKERS:
                offenders.append(f"{path.relative_to(ROOT)}:{node.lineno}")
            if isinstance(node, ast.ImportFrom):
                renamed = [a for a in node.names if a.name in MARKERS and a.asname]
                offenders += [f"{path.relative_to(ROOT)}:{node.lineno}" for _ in renamed]
    assert not offenders, offenders


@pytest.mark.parametrize("lang", ["ja", "de"])
def test_every_marked_string_is_translated(lang: str) -> None:
    root = ET.parse(ROOT / "translations" / f"skat_desktop_{lang}.ts").getroot()
    done: set[tuple[str, str]] = set()
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is not None and translation.get("type") is None:
                done.add((name, message.findtext("source") or ""))
    marked = _marked_strings()
    assert len(marked) > 400
    missing = sorted(marked - done)
    assert not missing, missing[:20]
