"""Every registered game keeps the engine's contract (and so does the toy game).

Over seeded random deals of each game: ``legal_actions`` is exactly what
``check`` accepts, a refused action raises with ``check``'s reason and changes
nothing, a list survives the save envelope unchanged, and a seat's view hides
every card it may not see. The toy game from ``tests/support`` runs through the
same tests to show that the contract, not Skat's or Spitzer's code, is what they
check.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from support.toy_game import TOY

from skat_desktop.engine.actions import PLAYS
from skat_desktop.engine.api import (
    GAMES,
    GameDescription,
    IllegalActionError,
    RecordError,
    UnknownGameError,
    find_game,
)
from skat_desktop.engine.records.list_file import list_from_dict, list_to_dict

CONTRACT_GAMES = (*GAMES, TOY)
DEALS = 3


def _names(game: GameDescription) -> list[str]:
    return [f"P{i}" for i in range(game.table_sizes[0])]


def _positions(game: GameDescription, seed: int) -> Any:
    """Yield (session, rng) at every position of a few random deals of ``game``."""
    session = game.new_list(_names(game), seed, 0, None)
    rng = random.Random(seed)
    for _ in range(DEALS):
        while not session.game.finished:
            yield session, rng
            legal = session.game.legal_actions()
            session.apply(rng.choice(legal))
        yield session, rng
        if session.finished:
            return
        session.next_deal()


def _pool(session: Any, seats: int) -> list[Any]:
    """Actions to try: every card, and whatever any seat may do now."""
    deal = session.game
    pool: list[Any] = list(PLAYS)
    for seat in range(seats):
        pool.extend(a for a in deal.legal_actions(seat) if a not in pool)
    return pool


@pytest.mark.parametrize("game", CONTRACT_GAMES, ids=lambda g: g.name)
def test_legal_actions_are_exactly_what_check_accepts(game: GameDescription) -> None:
    for session, _rng in _positions(game, seed=11):
        deal = session.game
        pool = _pool(session, game.seats)
        for seat in range(game.seats):
            legal = list(deal.legal_actions(seat))
            assert len(set(legal)) == len(legal)
            for action in pool:
                refusal = deal.check(action, seat)
                assert (refusal is None) == (action in legal), (game.name, action, seat, refusal)
                if refusal is not None:
                    assert refusal.message and refusal.reason.value


@pytest.mark.parametrize("game", CONTRACT_GAMES, ids=lambda g: g.name)
def test_a_refused_action_raises_its_reason_and_changes_nothing(game: GameDescription) -> None:
    refused = 0
    for session, rng in _positions(game, seed=23):
        deal = session.game
        candidates = [a for a in _pool(session, game.seats) if deal.check(a) is not None]
        if not candidates:
            continue
        action = rng.choice(candidates)
        reason = deal.check(action).reason
        before = (deal.state(), tuple(deal.history), game.list_to_dict(session))
        with pytest.raises(IllegalActionError) as caught:
            session.apply(action, deal.to_move)
        assert caught.value.reason is reason
        assert (deal.state(), tuple(deal.history), game.list_to_dict(session)) == before
        refused += 1
    assert refused > 20


@pytest.mark.parametrize("game", CONTRACT_GAMES, ids=lambda g: g.name)
def test_a_list_survives_the_save_envelope(game: GameDescription, monkeypatch: Any) -> None:
    monkeypatch.setattr("skat_desktop.engine.games.GAMES", CONTRACT_GAMES)
    saved = 0
    for session, rng in _positions(game, seed=37):
        if rng.random() > 0.1:
            continue
        levels = ["human"] + ["easy"] * (len(session.names) - 1)
        data = list_to_dict(game, session, levels, {"note": "x"})
        assert data["game"] == game.name
        loaded = list_from_dict(data)
        assert loaded.game is game and loaded.levels == tuple(levels)
        assert loaded.meta == {"note": "x"}
        assert game.list_to_dict(loaded.session) == game.list_to_dict(session)
        assert loaded.session.game.state() == session.game.state()
        saved += 1
    assert saved >= 3


@pytest.mark.parametrize("game", CONTRACT_GAMES, ids=lambda g: g.name)
def test_a_view_hides_what_its_seat_may_not_see(game: GameDescription) -> None:
    for session, _rng in _positions(game, seed=41):
        deal = session.game
        views = [deal.view(seat) for seat in range(game.seats)]
        for view in views:
            assert view.seat in range(game.seats)
            known = ~view.unknown_mask
            for other in views:
                if other.seat == view.seat:
                    continue
                seen = other.hand & known & ~view.shown_mask
                assert not seen, (game.name, view.seat, other.seat, seen)
            if not deal.finished:
                assert view.final_hands is None
            assert list(view.legal) == list(deal.legal_actions(view.seat))


def test_find_game_names_every_registered_game() -> None:
    assert [find_game(g.name) for g in GAMES] == list(GAMES)
    with pytest.raises(UnknownGameError, match="the games are: skat, spitzer"):
        find_game("tarock")


def test_a_file_of_an_unknown_game_is_refused_with_a_reason() -> None:
    with pytest.raises(RecordError, match="does not know"):
        list_from_dict({"format": "skat-desktop-session", "version": 2, "game": "toy"})
