"""What the training-data scripts share: a seeded series of deals, worked on in
parallel and appended to a JSON-lines file record by record, so that a run
that is stopped goes on where it stopped when started again with the same
arguments. Imported by ``spitzer_declare_data.py`` and ``skat_hand_data.py``.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

Worker = Callable[[int, int], dict[str, Any]]
"""(seed, deal index) -> one record; the record carries its ``index``."""


def done_indices(path: Path) -> set[int]:
    """Deal indices already in ``path`` (a line cut short by a stop is left out,
    so that deal is worked on again)."""
    if not path.exists():
        return set()
    done: set[int] = set()
    with path.open(encoding="utf-8") as f:
        for line in f:
            try:
                done.add(int(json.loads(line)["index"]))
            except (ValueError, KeyError, TypeError):
                continue
    return done


def _records(worker: Worker, seed: int, todo: list[int], jobs: int) -> Iterator[dict[str, Any]]:
    if jobs <= 1:
        for index in todo:
            yield worker(seed, index)
        return
    with ProcessPoolExecutor(jobs) as pool:
        yield from pool.map(worker, [seed] * len(todo), todo, chunksize=4)


def generate(
    worker: Worker,
    seed: int,
    deals: int,
    jobs: int,
    out: Path,
    count: Callable[[dict[str, Any]], int],
    every: int = 50,
) -> int:
    """Work on every deal of ``range(deals)`` not yet in ``out``; returns the
    number of deals done now. ``count`` says how many samples a record holds
    (for the progress lines)."""
    out.parent.mkdir(parents=True, exist_ok=True)
    done = done_indices(out)
    todo = [i for i in range(deals) if i not in done]
    print(f"{len(done)} deals already in {out}; {len(todo)} to go", flush=True)
    start = time.perf_counter()
    n_samples = 0
    with out.open("a", encoding="utf-8") as f:
        if out.stat().st_size and not out.read_bytes().endswith(b"\n"):
            f.write("\n")  # a line cut short by a stop stays apart from the next
        for k, record in enumerate(_records(worker, seed, todo, jobs), 1):
            f.write(json.dumps(record) + "\n")
            f.flush()
            n_samples += count(record)
            if k % every == 0 or k == len(todo):
                rate = (time.perf_counter() - start) / k
                print(f"{k}/{len(todo)} deals, {n_samples} samples, {rate:.3f} s/deal", flush=True)
    return len(todo)
