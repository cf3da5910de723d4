"""The discard and the declaration may weigh the rules-of-thumb estimate
against their solved worlds (``LevelConfig.decl_prior_worlds``), as the
auction does with ``prior_worlds``."""

from __future__ import annotations

import dataclasses

import pytest
from support.engine_helpers import CLUBS_HAND_DEAL, mask, new_game, run

from skat_desktop.ai import declaring
from skat_desktop.ai import hand_estimates as est
from skat_desktop.ai.evaluation import contract_for
from skat_desktop.ai.search_config import NORMAL, STRONG
from skat_desktop.ai.search_player import SearchPlayer
from skat_desktop.engine.skat.game_types import GameType
from skat_desktop.engine.skat.rules import OFFICIAL


def test_shrink_counts_the_prior_as_so_many_worlds() -> None:
    assert est.shrink(10.0, 4, 40.0, 8.0) == pytest.approx(30.0)
    assert est.shrink(10.0, 4, 40.0, 0.0) == pytest.approx(10.0)


def test_the_prior_adds_the_table_edge_and_makes_an_ouvert_riskier() -> None:
    hand12 = mask("CJ SJ HJ DJ CA CT CK CQ C9 H7 HT HQ")
    null, ouvert = contract_for(GameType.NULL), contract_for(GameType.NULL, ouvert=True)
    discard = (mask("HT").bit_length() - 1, mask("HQ").bit_length() - 1)
    _, p_null = est.declaration_prior(OFFICIAL, null, hand12, discard, 0)
    _, p_ouvert = est.declaration_prior(OFFICIAL, ouvert, hand12, discard, 0)
    assert p_ouvert < p_null
    clubs = contract_for(GameType.CLUBS)
    u_clubs, p_clubs = est.declaration_prior(OFFICIAL, clubs, hand12, discard, 0)
    assert p_clubs == 1.0  # four jacks and six clubs: capped after the edge
    # With nine matadors (the jacks, ace to nine of clubs), game ten: 12 x 10.
    assert u_clubs == pytest.approx(est.expected_gain(OFFICIAL, 1.0, 12 * 10))


def test_strong_weighs_the_prior_as_eight_worlds_and_normal_not_at_all() -> None:
    assert NORMAL.decl_prior_worlds == 0.0
    assert STRONG.decl_prior_worlds == 8.0


def test_an_overwhelming_prior_orders_the_plan_as_the_rules_of_thumb_do() -> None:
    game = run(new_game(OFFICIAL, **CLUBS_HAND_DEAL), "18 hold pass pass pickup")
    view = game.view(0)
    cfg = dataclasses.replace(STRONG, declare_worlds=4, decl_first=2, decl_prior_worlds=1e9)
    player = SearchPlayer("strong", 3, config=cfg)
    plan = declaring.plan_after_pickup(player, view, view.hand)
    assert len(plan) > 3
    priors = [
        est.declaration_prior(OFFICIAL, contract_for(d.game, ouvert=d.ouvert), view.hand, pair, 0)
        for pair, d, _, _ in plan
    ]
    for (_, _, u, w), (prior_u, prior_w) in zip(plan, priors, strict=True):
        assert u == pytest.approx(prior_u, abs=1e-3)
        assert w == pytest.approx(prior_w, abs=1e-6)
    assert [u for u, _ in priors] == sorted((u for u, _ in priors), reverse=True)
