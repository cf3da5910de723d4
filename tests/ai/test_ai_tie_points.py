"""Card-play ties broken by double-dummy card points (``tie_points_worlds``).

The judge is checked against card points computed here independently (the
solver's exact value of the position after each card, plus what is banked),
and the card play is checked to use it only among the tied cards and only
where the level asks for it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

import pytest
from support.ai_helpers import QUICK, play_deal
from support.scale import count

from skat_desktop.ai import card_play, solver, tie_points
from skat_desktop.ai.inference import knowledge
from skat_desktop.ai.positions import PlaySituation, after, double_factor, played_by
from skat_desktop.ai.sampling import World, enumerate_worlds
from skat_desktop.ai.search_config import TIE_TOLERANCE
from skat_desktop.ai.search_player import SearchPlayer
from skat_desktop.engine import actions as A
from skat_desktop.engine.cards import Card, mask_points
from skat_desktop.engine.skat.game import Game, Phase
from skat_desktop.engine.skat.game_types import GameType
from skat_desktop.engine.skat.rules import OFFICIAL
from skat_desktop.engine.skat.view import GameView


def _choices_in(seed: int, min_tricks: int) -> list[GameView]:
    """Card decisions with at least two legal cards in a deal of the easy player."""
    views: list[GameView] = []

    def keep(_game: Game, view: GameView) -> None:
        if (
            view.phase is Phase.PLAY
            and view.declarer is not None
            and len(view.tricks) >= min_tricks
            and sum(isinstance(a, A.Play) for a in view.legal) >= 2
        ):
            views.append(view)

    play_deal(OFFICIAL, seed, ("easy",) * 3, on_view=keep)
    return views


def _card_choices(seeds: range, min_tricks: int) -> Iterator[GameView]:
    for seed in seeds:
        yield from _choices_in(seed, min_tricks)


def _situation(view: GameView) -> PlaySituation:
    assert view.game is not None and view.declarer is not None
    return PlaySituation(
        view, int(view.game), view.declarer, view.contract, double_factor(view), played_by(view)
    )


def _points(view: GameView, world: World, card: int) -> int:
    """The declarer's final card points after ``card``, the rest double-dummy."""
    assert view.game is not None and view.declarer is not None
    kind, decl = int(view.game), view.declarer
    h, leader, trick, winner, pts = after(
        kind, (world[0], world[1], world[2]), view.trick_leader, view.trick, view.seat, card
    )
    points = view.won_points[decl] + mask_points(world[3]) + (pts if winner == decl else 0)
    if h[0] | h[1] | h[2] or trick:
        points += solver.solve(solver.Position(kind, h, decl, leader, trick))
    return points


def test_the_judge_picks_the_most_points_for_the_movers_side() -> None:
    checked = {"declarer": 0, "defender": 0}
    for view in _card_choices(range(40, 80), min_tricks=6):
        if view.game in (GameType.NULL, GameType.RAMSCH):
            continue
        worlds = enumerate_worlds(knowledge(view), 50)
        if not worlds:
            continue
        cards = [int(a.card) for a in view.legal if isinstance(a, A.Play)]
        totals = {c: sum(_points(view, w, c) for w in worlds) for c in cards}
        if len(set(totals.values())) < 2:
            continue
        choice = tie_points.points_choice(_situation(view), worlds, cards, 0)
        role = "declarer" if view.seat == view.declarer else "defender"
        best = max(totals.values()) if role == "declarer" else min(totals.values())
        assert choice is not None and totals[choice] == best, (role, totals, choice)
        checked[role] += 1
    assert checked["declarer"] >= 3 and checked["defender"] >= 3, checked


def test_the_judge_stands_aside_where_points_say_nothing() -> None:
    view = next(v for v in _card_choices(range(40, 80), min_tricks=2) if v.game != GameType.NULL)
    ctx = _situation(view)
    worlds = enumerate_worlds(knowledge(view), 5000) or []
    cards = [int(a.card) for a in view.legal if isinstance(a, A.Play)]
    assert tie_points.points_choice(ctx, worlds[:3], cards[:1], 0) is None
    assert tie_points.points_choice(ctx, [], cards, 0) is None
    null = dataclasses.replace(ctx, kind=int(GameType.NULL))
    assert tie_points.points_choice(null, worlds[:3], cards, 0) is None


def test_a_world_past_the_node_limit_leaves_the_tie_to_the_rules_of_thumb() -> None:
    view = next(v for v in _card_choices(range(40, 80), min_tricks=0) if v.game != GameType.NULL)
    ctx = _situation(view)
    player = SearchPlayer("strong", 1, config=QUICK["strong"])
    worlds = player.sample(view, 4)
    cards = [int(a.card) for a in view.legal if isinstance(a, A.Play)]
    assert tie_points.points_choice(ctx, worlds, cards, 1) is None


@pytest.mark.parametrize("tie_worlds", [0, 6])
def test_the_card_play_asks_the_judge_only_among_tied_cards(
    monkeypatch: pytest.MonkeyPatch, tie_worlds: int
) -> None:
    """With ``tie_points_worlds`` the judge sees only the cards tied with the
    best (one per group of equivalent cards) and its choice is played."""
    asked: list[tuple[list[int], int | None]] = []
    scored: list[dict[int, tuple[float, float]]] = []
    judge, score = tie_points.points_choice, card_play.scored_worlds

    def spy_judge(
        ctx: PlaySituation, worlds: list[World], cards: list[int], max_nodes: int
    ) -> int | None:
        assert 0 < len(worlds) <= tie_worlds
        choice = judge(ctx, worlds, cards, max_nodes)
        asked.append((list(cards), choice))
        return choice

    def spy_score(*args, **kwargs):  # type: ignore[no-untyped-def]
        out = score(*args, **kwargs)
        scored.append(out[0])
        return out

    monkeypatch.setattr(tie_points, "points_choice", spy_judge)
    monkeypatch.setattr(card_play, "scored_worlds", spy_score)
    config = dataclasses.replace(QUICK["strong"], tie_points_worlds=tie_worlds)
    decisions = judged = 0
    for view in _card_choices(range(40, 52), min_tricks=1):
        if view.game in (GameType.NULL, GameType.RAMSCH):
            continue
        player = SearchPlayer("strong", 3, config=config)
        before = len(asked)
        options = card_play.play_options(player, view)
        if not scored or len(asked) > before + 1:
            raise AssertionError("one judgement at most per decision")
        decisions += 1
        if len(asked) > before:
            cards, choice = asked[-1]
            scores = scored[-1]
            best = max(u for u, _ in scores.values())
            assert all(scores[c][0] >= best - TIE_TOLERANCE for c in cards)
            assert len(cards) >= 2
            if choice is not None:
                judged += 1
                assert options[0].action == A.Play(Card(choice))
        scored.clear()
        if decisions >= 16:
            break
    assert decisions == 16
    assert (judged > 0) == (tie_worlds > 0)


@pytest.mark.slow
def test_the_declarer_suits_scope_leaves_defenders_and_grands_to_the_rules_of_thumb(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    asked: list[tuple[int, int]] = []
    judge = tie_points.points_choice

    def spy(
        ctx: PlaySituation, worlds: list[World], cards: list[int], max_nodes: int
    ) -> int | None:
        asked.append((ctx.kind, ctx.me == ctx.declarer))
        return judge(ctx, worlds, cards, max_nodes)

    monkeypatch.setattr(tie_points, "points_choice", spy)
    config = dataclasses.replace(
        QUICK["strong"], tie_points_worlds=6, tie_points_declarer_suits=True
    )
    roles = set()
    views = list(_card_choices(range(40, 52), min_tricks=1))
    for view in views[:: count(4, 1)]:  # reduced: every fourth card decision
        if view.game in (GameType.NULL, GameType.RAMSCH):
            continue
        roles.add((view.game is GameType.GRAND, view.seat == view.declarer))
        card_play.play_options(SearchPlayer("strong", 3, config=config), view)
    assert (False, False) in roles and (False, True) in roles  # defenders and declarers seen
    assert asked and all(kind <= GameType.CLUBS and declarer for kind, declarer in asked)
