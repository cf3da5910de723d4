"""Every level returns only legal actions, in every phase, under every preset.

The default run plays a reduced set of computer-only deals mixing the levels
(search levels with few worlds); the ``slow`` run plays many more, growing with
``SKAT_FULL=1`` (``SKAT_FULL=1 pytest -m slow tests/test_ai_legal.py``). A
match applies every action through the engine, which raises on anything
illegal, so the full check of 10,000+ computer-only deals across presets is::

    for p in official classic1997 club pub; do
        skat-desktop match --a easy --b random --deals 450 --seed 1 --rules $p --jobs 2
        skat-desktop match --a strong --b normal --deals 50 --seed 1 --rules $p --jobs 2
    done

(six games per deal: 4 × 450 × 6 = 10,800 games with the rule-based levels in
about a minute, plus 1,200 games of the search levels.)
"""

from __future__ import annotations

from functools import partial

import pytest
from support.ai_helpers import play_deal
from support.scale import count

from skat_desktop.ai.levels import LEVELS, make_player
from skat_desktop.engine.skat.game import Phase
from skat_desktop.engine.skat.rules import PRESETS
from skat_desktop.engine.skat.scoring import ResultKind

MIXES = (
    ("easy", "random", "easy"),
    ("easy", "easy", "easy"),
    ("random", "normal", "easy"),
    ("strong", "easy", "random"),
    ("normal", "strong", "easy"),
)


def _run(deals: int, seed0: int, factory=None) -> dict[str, set[Phase]]:  # type: ignore[no-untyped-def]
    seen: dict[str, set[Phase]] = {}

    def note(level: str, phase: Phase) -> None:
        seen.setdefault(level, set()).add(phase)

    presets = list(PRESETS.values())
    for i in range(deals):
        rules = presets[i % len(presets)]
        levels = MIXES[(i // len(presets)) % len(MIXES)]
        kwargs = {} if factory is None else {"factory": factory}
        game = play_deal(rules, seed0 + i, levels, on_decision=note, **kwargs)
        result = game.result
        assert result is not None
        if (
            result.kind is ResultKind.GAME
            and result.declarer is not None
            and levels[result.declarer] != "random"
            and not result.conceded
        ):
            # The computer never announces a game that cannot reach the bid.
            assert not result.overbid, (levels, result)
    return seen


def test_levels_known() -> None:
    assert LEVELS == ("random", "easy", "normal", "strong")
    for level in LEVELS:
        assert make_player("skat", level, 1).level == level
    with pytest.raises(ValueError):
        make_player("skat", "grandmaster")


def test_reduced_run_all_presets_all_levels() -> None:
    seen = _run(30, 500)
    for level in ("easy", "normal", "strong"):
        assert Phase.BIDDING in seen[level]
        assert Phase.PLAY in seen[level]
    easy = seen["easy"]
    for phase in (Phase.SKAT, Phase.DISCARD, Phase.DECLARE, Phase.KONTRA):
        assert phase in easy, phase


@pytest.mark.slow
def test_many_deals_all_presets() -> None:
    deals = count(120, 3000)
    _run(
        deals,
        10_000,
        factory=lambda level, seed: make_player(
            "skat", "easy" if level in ("normal", "strong") else level, seed
        ),
    )


@pytest.mark.slow
def test_search_levels_real_config() -> None:
    deals = count(4, 40)
    _run(deals, 20_000, factory=partial(make_player, "skat"))
