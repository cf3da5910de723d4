"""The declaring panel's stakes line: the engine's won and lost results, in words."""

from __future__ import annotations

from support.engine_helpers import CLUBS_HAND_DEAL, F, new_game, run

from skat_desktop.engine import actions as A
from skat_desktop.engine.api import Contract, GameType, Scoring, stakes
from skat_desktop.engine.skat.rules import OFFICIAL
from skat_desktop.ui.declare_stakes import declaration_stakes, stakes_text


def test_after_picking_up_the_twelve_cards_price_the_game(qapp) -> None:  # type: ignore[no-untyped-def]
    game = new_game(OFFICIAL, **CLUBS_HAND_DEAL)
    run(game, "18 hold pass pass pickup discard:HT.HQ")
    view = game.view(F)
    s = declaration_stakes(view, A.Declare(GameType.CLUBS), hand=False)
    cards12 = view.hand | (view.known_discards or 0)
    assert s == stakes(OFFICIAL, Contract(GameType.CLUBS), cards12, 18)
    assert s.won.value == 12 * 10  # with 9, game 10
    text = stakes_text(view, A.Declare(GameType.CLUBS), hand=False)
    assert "+120" in text and "−240" in text and "list" not in text


def test_seeger_fabian_shows_the_lists_points_too(qapp) -> None:  # type: ignore[no-untyped-def]
    rules = OFFICIAL.replace(scoring=Scoring.SEEGER_FABIAN)
    game = new_game(rules, **CLUBS_HAND_DEAL)
    run(game, "18 hold pass pass")
    view = game.view(F)
    text = stakes_text(view, A.Declare(GameType.GRAND), hand=True)
    s = declaration_stakes(view, A.Declare(GameType.GRAND), hand=True)
    assert f"+{s.won_list[0]}" in text and f"+{s.lost_list[1]}" in text
    assert s.won_list[0] == s.won.value + 50 and s.lost_list == (s.lost.value - 50, 40)


def test_an_overbid_game_says_it_is_lost_anyway(qapp) -> None:  # type: ignore[no-untyped-def]
    game = new_game(OFFICIAL, **CLUBS_HAND_DEAL)
    run(game, "18 hold pass pass")
    view = game.view(F)
    text = stakes_text(view, A.Declare(GameType.NULL), hand=True)  # 35 reaches 18
    assert "overbid" not in text
    high = new_game(OFFICIAL, **CLUBS_HAND_DEAL)
    run(high, "40 hold pass pass")
    assert "overbid" in stakes_text(high.view(F), A.Declare(GameType.NULL), hand=True)
