"""Fit Spitzer's declaration model (issue 56) on ``spitzer_declare_data.py``'s data.

For each modelled kind (Zola, Schneider) the target is what declaring it
instead of passing gained the seat in real play (played-out relative score of
the declaration minus that of passing, on the same deal with the same
players), and the inputs are :func:`skat_desktop.ai.spitzer.declare_model.features`.
The model is ridge regression; its strength is picked from :data:`LAMBDAS` by
k-fold cross-validation (seeded folds), then it is fitted on all the data.

The report compares, on held-out folds, the model's choices with the margin
rule ``strong`` used before (declare when the estimate beats passing by more
than the margin): the mean gain per recorded seat of each, which is what the
model is for.

    python build_scripts/train_spitzer_declare.py \\
        --data build/spitzer_declare/data.jsonl \\
        --out resources/models/spitzer_declare.json
"""

from __future__ import annotations

import argparse
import gzip
import json
import random
import sys
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from spitzer_declare_data import PLAYERS, WINDOW  # noqa: E402

from skat_desktop.ai.spitzer.declare_model import (  # noqa: E402
    FEATURES,
    FORMAT,
    KINDS,
    Estimate,
    features,
)

LAMBDAS = (0.1, 1.0, 10.0, 100.0, 1000.0)
"""Ridge strengths tried (on standardised inputs; the bias is not shrunk)."""


def _estimate(entry: dict[str, Any]) -> Estimate:
    return Estimate(float(entry["util"]), float(entry["win"]), float(entry["points"]))


def dataset(paths: list[Path], kind: str) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Inputs, targets and each row's deal index for ``kind``."""
    rows: list[tuple[float, ...]] = []
    targets: list[float] = []
    deals: list[int] = []
    for path in paths:
        opener = gzip.open if path.suffix == ".gz" else open
        with opener(path, "rt", encoding="utf-8") as f:
            for line in f:
                try:
                    record = json.loads(line)
                except ValueError:
                    continue  # a line cut short by a stopped run
                for sample in record["samples"]:
                    labels = sample["labels"]
                    if kind not in labels or "pass" not in labels:
                        continue
                    est = sample["estimates"]
                    rows.append(
                        features(
                            _estimate(est[kind]),
                            _estimate(est["pass"]),
                            int(sample["hand"]),
                            int(sample["seat"]),
                        )
                    )
                    targets.append(float(labels[kind]) - float(labels["pass"]))
                    deals.append(int(record["index"]))
    return np.array(rows, dtype=float), np.array(targets), np.array(deals)


def fit(x: np.ndarray, y: np.ndarray, lam: float) -> np.ndarray:
    """Ridge weights on the raw inputs (column 0 is the bias, never shrunk)."""
    mean = x[:, 1:].mean(axis=0)
    std = x[:, 1:].std(axis=0)
    std[std == 0] = 1.0
    z = np.column_stack([np.ones(len(x)), (x[:, 1:] - mean) / std])
    penalty = lam * np.eye(z.shape[1])
    penalty[0, 0] = 0.0
    beta = np.linalg.solve(z.T @ z + penalty, z.T @ y)
    weights = np.empty_like(beta)
    weights[1:] = beta[1:] / std
    weights[0] = beta[0] - float(np.sum(beta[1:] * mean / std))
    return weights


def folds_of(deals: np.ndarray, k: int, seed: int) -> np.ndarray:
    """A fold per row; rows of one deal share a fold (they share its cards)."""
    unique = sorted(set(deals.tolist()))
    random.Random(seed).shuffle(unique)
    fold = {d: i % k for i, d in enumerate(unique)}
    return np.array([fold[d] for d in deals.tolist()])


def cross_validate(x: np.ndarray, y: np.ndarray, folds: np.ndarray, lam: float) -> np.ndarray:
    """Held-out predictions for every row."""
    out = np.empty_like(y)
    for f in sorted(set(folds.tolist())):
        test = folds == f
        out[test] = x[test] @ fit(x[~test], y[~test], lam)
    return out


def _mean_ci(values: np.ndarray) -> list[float]:
    mean = float(values.mean())
    half = 1.96 * float(values.std(ddof=1)) / np.sqrt(len(values)) if len(values) > 1 else 0.0
    return [round(mean, 3), round(mean - half, 3), round(mean + half, 3)]


def train_kind(
    paths: list[Path], kind: str, k: int, seed: int
) -> tuple[dict[str, Any], dict[str, Any]]:
    """The model entry for ``kind`` and its report."""
    x, y, deals = dataset(paths, kind)
    if len(y) < 10 * len(FEATURES):
        raise SystemExit(f"{kind}: only {len(y)} samples; generate more data first")
    folds = folds_of(deals, k, seed)
    mse = {}
    held: dict[float, np.ndarray] = {}
    for lam in LAMBDAS:
        held[lam] = cross_validate(x, y, folds, lam)
        mse[lam] = float(np.mean((held[lam] - y) ** 2))
    best = min(LAMBDAS, key=lambda lam: mse[lam])
    weights = fit(x, y, best)
    advantage = x[:, 1]
    margin_rule = advantage > PLAYERS.margin
    model_rule = held[best] > 0
    report = {
        "samples": len(y),
        "deals": len(set(deals.tolist())),
        "lambda": best,
        "cv_mse": {str(lam): round(v, 3) for lam, v in mse.items()},
        "mse_of_estimate_less_margin": round(
            float(np.mean((advantage - PLAYERS.margin - y) ** 2)), 3
        ),
        "mean_target": round(float(y.mean()), 3),
        "declared_by_margin_rule": int(margin_rule.sum()),
        "declared_by_model_held_out": int(model_rule.sum()),
        "gain_per_seat_margin_rule": _mean_ci(np.where(margin_rule, y, 0.0)),
        "gain_per_seat_model_held_out": _mean_ci(np.where(model_rule, y, 0.0)),
        "model_minus_margin_rule": _mean_ci(
            np.where(model_rule, y, 0.0) - np.where(margin_rule, y, 0.0)
        ),
    }
    entry = {
        "window": list(WINDOW[kind]),
        "weights": [round(float(w), 6) for w in weights],
    }
    return entry, report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--data", type=Path, nargs="+", default=[ROOT / "build/spitzer_declare/data.jsonl"]
    )
    parser.add_argument("--out", type=Path, default=ROOT / "resources/models/spitzer_declare.json")
    parser.add_argument("--report", type=Path, default=None)
    parser.add_argument("--folds", type=int, default=5)
    parser.add_argument("--seed", type=int, default=56)
    args = parser.parse_args(argv)
    if args.folds < 2:
        parser.error("--folds must be at least 2")
    kinds: dict[str, Any] = {}
    reports: dict[str, Any] = {}
    for kind in KINDS:
        kinds[kind], reports[kind] = train_kind(args.data, kind, args.folds, args.seed)
    model = {"format": FORMAT, "features": list(FEATURES), "kinds": kinds}
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(model, indent=1) + "\n", encoding="utf-8")
    text = json.dumps(reports, indent=1)
    print(text)
    if args.report is not None:
        args.report.write_text(text + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
