"""Shape checks shared by the command-line tests."""

from __future__ import annotations

from typing import Any


def assert_spitzer_bench_shape(spitzer: dict[str, Any]) -> None:
    """The ``spitzer`` key of ``bench``: solver from tricks 1 and 5, decisions per level."""
    assert spitzer["core"] in ("c", "python")
    for trick in ("trick1", "trick5"):
        part = spitzer["solver"][trick]
        exact = part["exact_ms"]
        assert 0 <= exact["median"] <= exact["p90"] <= exact["p99"]
        assert part["nodes_per_s"] > 0 and part["positions"] >= 1
    ratio = spitzer["c_vs_python"]
    assert ratio is None if spitzer["core"] == "python" else ratio > 0
    kinds = {"declare", "card", "card_late"}
    for level in ("easy", "normal", "strong"):
        d = spitzer["decision_ms"][level]
        assert 0 <= d["median"] <= d["max"] and d["decisions"] == spitzer["positions"]
        assert set(d["by_kind"]) == kinds
