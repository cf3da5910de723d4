"""build_scripts/research/par_list.py: one list's results beside their pars."""

from __future__ import annotations

import json

import pytest
from support.build_script_loader import load_build_script
from support.scale import count


@pytest.mark.slow
def test_the_list_total_and_the_par_total_add_up_the_deals(
    capsys: pytest.CaptureFixture[str],
) -> None:
    script = load_build_script("par_list")
    deals = count(3, 12)
    assert script.main(["--seed", "55", "--deals", str(deals), "--level", "easy"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    *rows, totals = lines
    assert len({row["deal"] for row in rows}) == deals
    assert totals == {
        "own_total": sum(row["own"] for row in rows),
        "par_total": sum(row["par"] for row in rows),
    }
    passed = [row for row in rows if row["kind"] == "passed_in"]
    assert all(row["par"] == row["own"] for row in passed)
