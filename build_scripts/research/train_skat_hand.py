"""Fit Skat's learned hand estimate (research; ``skat_hand_model.py``).

Reads the solver-labelled deals of ``skat_hand_data.py`` and fits, for each
family of games (suit, Grand, Null) and question (pick-up, hand game), a
network with one hidden layer added to the rules of thumb's logit. Every
tenth deal is held out: the fit stops where the held-out loss stops falling,
and the report gives that loss beside the rules of thumb's on the same deals.

    python build_scripts/research/train_skat_hand.py build/skat_hand/data.jsonl \\
        --out build/skat_hand/skat_hand.json

Needs numpy (a development tool, not a dependency of the program); seeded,
so the same data gives the same file.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "build_scripts" / "research"))

from skat_hand_model import (  # noqa: E402
    FAMILIES,
    FORMAT,
    GAMES,
    INPUTS,
    QUESTIONS,
    active_inputs,
    family,
    thumb_win,
)

HELD_OUT = 10
"""Every this-many-th deal (by index) is held out of the fit."""
LABELS = {"pickup": "pickup", "hand": "hand_game"}


def read_records(paths: list[Path]) -> list[dict[str, Any]]:
    """The records of the data files, each deal once (a line cut short is left out)."""
    seen: dict[int, dict[str, Any]] = {}
    for path in paths:
        with path.open(encoding="utf-8") as f:
            for line in f:
                try:
                    record = json.loads(line)
                    seen.setdefault(int(record["index"]), record)
                except (ValueError, KeyError, TypeError):
                    continue
    return [seen[i] for i in sorted(seen)]


def dataset(
    records: list[dict[str, Any]], fam: str, question: str
) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """(inputs, labels, held-out mask, rules-of-thumb estimate) of one network."""
    rows: list[tuple[int, ...]] = []
    labels: list[int] = []
    held: list[bool] = []
    thumb: list[float] = []
    for record in records:
        hand, seat = int(record["hand"]), int(record["seat"])
        for k, game in enumerate(GAMES):
            if family(game) != fam:
                continue
            rows.append(active_inputs(game, hand, seat))
            labels.append(int(record[LABELS[question]][k]))
            held.append(int(record["index"]) % HELD_OUT == 0)
            thumb.append(thumb_win(game, hand, seat, question == "pickup"))
    x = np.zeros((len(rows), INPUTS), dtype=np.float32)
    for n, active in enumerate(rows):
        x[n, list(active)] = 1.0
    return x, np.array(labels, dtype=np.float32), np.array(held), np.array(thumb)


def log_loss(p: np.ndarray, y: np.ndarray) -> float:
    p = np.clip(p, 1e-6, 1 - 1e-6)
    return float(-np.mean(y * np.log(p) + (1 - y) * np.log(1 - p)))


def forward(
    params: dict[str, np.ndarray], x: np.ndarray, prior: np.ndarray
) -> tuple[np.ndarray, np.ndarray]:
    h = np.maximum(x @ params["w1"] + params["b1"], 0.0)
    z = h @ params["w2"] + params["b2"] + params["t"][0] * prior
    return h, 1.0 / (1.0 + np.exp(-np.clip(z, -30, 30)))


def fit(
    x: np.ndarray,
    y: np.ndarray,
    prior: np.ndarray,
    held: np.ndarray,
    hidden: int,
    seed: int,
    epochs: int,
    l2: float = 1e-5,
    batch: int = 512,
    rate: float = 3e-3,
) -> tuple[dict[str, np.ndarray], float, int]:
    """Adam on the cross-entropy; the parameters of the epoch with the least
    held-out loss, that loss, and the epoch."""
    rng = np.random.default_rng(seed)
    params = {
        "w1": rng.normal(0, 1 / np.sqrt(x.shape[1]), (x.shape[1], hidden)),
        "b1": np.zeros(hidden),
        "w2": rng.normal(0, 0.1 / np.sqrt(hidden), hidden),
        "b2": np.zeros(1),
        "t": np.ones(1),
    }
    moments = {k: (np.zeros_like(v), np.zeros_like(v)) for k, v in params.items()}
    train_x, train_y, train_prior = x[~held], y[~held], prior[~held]
    best = (dict(params), log_loss(forward(params, x[held], prior[held])[1], y[held]), 0)
    step = 0
    for epoch in range(1, epochs + 1):
        order = rng.permutation(len(train_y))
        for start in range(0, len(order), batch):
            idx = order[start : start + batch]
            xb, yb, pb = train_x[idx], train_y[idx], train_prior[idx]
            h, p = forward(params, xb, pb)
            dz = (p - yb) / len(yb)
            grads = {
                "w2": h.T @ dz + l2 * params["w2"],
                "b2": np.array([dz.sum()]),
                "t": np.array([dz @ pb]),
            }
            dh = np.outer(dz, params["w2"]) * (h > 0)
            grads["w1"] = xb.T @ dh + l2 * params["w1"]
            grads["b1"] = dh.sum(axis=0)
            step += 1
            for k, g in grads.items():
                m, v = moments[k]
                m[...] = 0.9 * m + 0.1 * g
                v[...] = 0.999 * v + 0.001 * g * g
                m_hat = m / (1 - 0.9**step)
                v_hat = v / (1 - 0.999**step)
                params[k] = params[k] - rate * m_hat / (np.sqrt(v_hat) + 1e-8)
        loss = log_loss(forward(params, x[held], prior[held])[1], y[held])
        if loss < best[1]:
            best = ({k: v.copy() for k, v in params.items()}, loss, epoch)
    return best


def _rounded(values: np.ndarray) -> list[float]:
    return [round(float(v), 5) for v in values]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("data", type=Path, nargs="+")
    parser.add_argument("--out", type=Path, default=ROOT / "build/skat_hand/skat_hand.json")
    parser.add_argument("--hidden", type=int, default=32)
    parser.add_argument("--epochs", type=int, default=30)
    parser.add_argument("--seed", type=int, default=56)
    parser.add_argument("--batch", type=int, default=512)
    args = parser.parse_args(argv)
    start = time.perf_counter()
    records = read_records(args.data)
    if len(records) < 10 * HELD_OUT:
        parser.error(f"{len(records)} deals are too few to fit on")
    nets: dict[str, Any] = {}
    report: dict[str, Any] = {}
    for fam in FAMILIES:
        for question in QUESTIONS:
            name = f"{fam}/{question}"
            x, y, held, thumb = dataset(records, fam, question)
            logit = np.log(np.clip(thumb, 1e-9, 1)) - np.log(np.clip(1 - thumb, 1e-9, 1))
            params, loss, epoch = fit(
                x, y, logit, held, args.hidden, args.seed, args.epochs, batch=args.batch
            )
            nets[name] = {
                "hidden": args.hidden,
                "rows": [_rounded(row) for row in params["w1"]],
                "hidden_bias": _rounded(params["b1"]),
                "out": _rounded(params["w2"]),
                "out_bias": round(float(params["b2"][0]), 5),
                "prior_weight": round(float(params["t"][0]), 5),
            }
            report[name] = {
                "samples": len(y),
                "held_out": int(held.sum()),
                "won": round(float(y.mean()), 4),
                "epoch": epoch,
                "loss_model": round(loss, 4),
                "loss_rules_of_thumb": round(log_loss(thumb[held], y[held]), 4),
                "loss_base_rate": round(log_loss(np.full(held.sum(), y[~held].mean()), y[held]), 4),
            }
            print(name, json.dumps(report[name]), flush=True)
    model = {"format": FORMAT, "inputs": INPUTS, "nets": nets}
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(model, separators=(",", ":")) + "\n", encoding="utf-8")
    seconds = time.perf_counter() - start
    print(json.dumps({"deals": len(records), "seconds": round(seconds, 1), "report": report}))
    print(f"wrote {args.out} ({args.out.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
