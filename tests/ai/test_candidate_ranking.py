"""Which games the search levels simulate: by win chance, or by expected score."""

from __future__ import annotations

import dataclasses

from skat_desktop.ai import hand_estimates as est
from skat_desktop.ai.search_config import NORMAL
from skat_desktop.engine.skat.rules import PRESETS

RULES = PRESETS["official"]


def test_by_chance_a_safer_suit_game_outranks_a_riskier_grand() -> None:
    cfg = dataclasses.replace(NORMAL, rank_by_gain=False)
    suit = cfg.candidate_score(RULES, 0.85, 36, False)
    grand = cfg.candidate_score(RULES, 0.75, 72, False)
    assert suit == 0.85 and grand == 0.75 and suit > grand


def test_by_gain_a_grand_worth_twice_as_much_outranks_a_safer_suit_game() -> None:
    cfg = dataclasses.replace(NORMAL, rank_by_gain=True)
    suit = cfg.candidate_score(RULES, 0.85, 36, False)
    grand = cfg.candidate_score(RULES, 0.75, 72, False)
    assert grand > suit
    assert suit == est.expected_gain(RULES, 0.85 + est.PLAY_EDGE, 36)


def test_by_gain_an_ouvert_counts_with_its_lowered_chance() -> None:
    cfg = dataclasses.replace(NORMAL, rank_by_gain=True)
    ouvert = cfg.candidate_score(RULES, 0.6, 46, True)
    chance = 0.6**est.OUVERT_AFTER_PICKUP + est.PLAY_EDGE
    assert ouvert == est.expected_gain(RULES, chance, 46)
    assert ouvert < cfg.candidate_score(RULES, 0.6, 46, False)
