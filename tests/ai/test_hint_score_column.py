"""The hint table's score column is right for defenders and claims.

``HintOption.expected_score`` is the hinted seat's expected list score relative
to the table. Each test computes that number independently (the engine's own
scoring of the exact outcome, in every world the seat cannot tell apart) and
compares: a defender's card, the declarer's claim and a defender's answer to
a claim, Kontra.
"""

from __future__ import annotations

import dataclasses

import pytest
from support.ai_helpers import quick_player
from support.scale import count

from skat_desktop.ai import evaluation as ev
from skat_desktop.ai import solver
from skat_desktop.ai.hints import hint
from skat_desktop.ai.inference import knowledge
from skat_desktop.ai.kontra_claims import seat_share
from skat_desktop.ai.positions import after, double_factor, played_by
from skat_desktop.ai.sampling import World, enumerate_worlds
from skat_desktop.engine import actions as A
from skat_desktop.engine.cards import mask_points
from skat_desktop.engine.skat.game import Game, Phase
from skat_desktop.engine.skat.game_types import GameType
from skat_desktop.engine.skat.rules import CLUB, OFFICIAL, PRESETS, RuleSet
from skat_desktop.engine.skat.scoring import PlayOutcome, score_game
from skat_desktop.engine.skat.view import GameView


def _seat_utility(view: GameView, world: World, points: int, decl_tricks: int, seat: int) -> float:
    """``seat``'s list score relative to the table when the declarer ends with
    ``points`` and ``decl_tricks`` tricks (scored by the engine)."""
    declarer = view.declarer
    assert declarer is not None and view.contract is not None
    cards12 = world[declarer] | played_by(view)[declarer] | world[3]
    result = score_game(
        view.rules,
        view.contract,
        declarer,
        view.bid,
        cards12,
        PlayOutcome(points, decl_tricks, 10 - decl_tricks, declarer_won_trick=decl_tricks > 0),
        factor=double_factor(view),
        kontra=view.kontra_by is not None,
        re=view.re,
        bock=view.bock,
    )
    return ev.seat_utility(view.rules, result, seat)


def _worlds(view: GameView) -> list[World]:
    worlds = enumerate_worlds(knowledge(view), 2000)
    assert worlds
    return worlds


def _plain_suit_game(view: GameView) -> bool:
    """A suit or Grand game without announced levels (Schwarz would end it early)."""
    contract = view.contract
    return (
        contract is not None
        and contract.game not in (GameType.NULL, GameType.RAMSCH)
        and not (contract.schneider or contract.schwarz or contract.ouvert)
    )


def _views(rules: RuleSet, seeds: range, want, claim_from: int = 99):  # type: ignore[no-untyped-def]
    """Views ``want(view)`` accepts, from deals of the easy player; with
    ``claim_from`` the declarer claims once from that trick on."""
    for seed in seeds:
        game = Game.from_seed(rules, seed)
        players = [quick_player("easy", seed * 3 + s) for s in range(3)]
        while not game.finished:
            seat = game.to_move
            assert seat is not None
            view = game.view(seat)
            if want(view):
                yield view
            action = players[seat].choose(view)
            if (
                A.CLAIM in view.legal
                and len(view.tricks) >= claim_from
                and not any(isinstance(a, A.Claim) for _, a in view.history)
            ):
                action = A.CLAIM
            game.apply(action, seat)


def _card_values(view: GameView) -> dict[A.Action, set[float]] | None:
    """Every legal card's exact utility for the seat in each world it cannot rule
    out (double dummy after the card, like the search); None when a world ends
    in a Schneider or Schwarz level the search's cheap questions leave out."""
    declarer = view.declarer
    game = view.game
    assert declarer is not None and game is not None
    kind = int(game)
    out: dict[A.Action, set[float]] = {}
    for action in view.legal:
        assert isinstance(action, A.Play)
        values: set[float] = set()
        for world in _worlds(view):
            hands = (world[0], world[1], world[2])
            h, leader, trick, winner, pts = after(
                kind, hands, view.trick_leader, view.trick, view.seat, int(action.card)
            )
            points = view.won_points[declarer] + mask_points(world[3])
            points += pts if winner == declarer else 0
            if h[0] | h[1] | h[2] or trick:
                points += solver.solve(solver.Position(kind, h, declarer, leader, trick))
            if not 30 < points < 90:
                return None
            values.add(round(_seat_utility(view, world, points, 1, view.seat), 6))
        out[action] = values
    return out


def _defender_card_choice(view: GameView) -> bool:
    return (
        view.phase is Phase.PLAY
        and view.declarer is not None
        and view.seat != view.declarer
        and len(view.tricks) == 8
        and len(view.legal) == 2
        and all(isinstance(a, A.Play) for a in view.legal)
        and _plain_suit_game(view)
        and view.won_tricks[view.declarer] > 0
    )


def test_a_defenders_better_card_scores_higher_for_the_defender() -> None:
    found = 0
    for view in _views(OFFICIAL, range(200, 600), _defender_card_choice):
        values = _card_values(view)
        if values is None or any(len(v) != 1 for v in values.values()):
            continue
        exact = {a: next(iter(v)) for a, v in values.items()}
        if len(set(exact.values())) < 2:
            continue  # both cards end alike: nothing to rank
        options = hint(view, level="normal", seed=1)
        assert {o.action for o in options} == set(exact)
        for option in options:
            assert option.expected_score == pytest.approx(exact[option.action], abs=0.01)
        assert options[0].expected_score == pytest.approx(max(exact.values()), abs=0.01)
        assert options[0].win_chance >= options[1].win_chance
        found += 1
        if found == 3:
            break
    assert found >= 2


def _claim_values(view: GameView, seat: int) -> list[float]:
    """``seat``'s exact utility in each world if the declarer's claim is accepted."""
    declarer = view.declarer
    assert declarer is not None
    tricks = view.won_tricks[declarer] + 10 - len(view.tricks)
    out = []
    for world in _worlds(view):
        remaining = world[0] | world[1] | world[2]
        points = view.won_points[declarer] + mask_points(world[3]) + mask_points(remaining)
        out.append(_seat_utility(view, world, points, tricks, seat))
    return out


def _sure_claim(view: GameView) -> bool:
    """The declarer could claim now and takes every trick in every world."""
    if not (
        view.phase is Phase.PLAY
        and view.seat == view.declarer
        and A.CLAIM in view.legal
        and len(view.tricks) >= 5
        and _plain_suit_game(view)
    ):
        return False
    game = view.game
    assert game is not None and view.declarer is not None
    return all(
        solver.takes_all_tricks(
            solver.Position(int(game), (w[0], w[1], w[2]), view.declarer, view.trick_leader, ())
        )
        for w in _worlds(view)
    )


def test_the_declarers_claim_shows_what_the_claim_scores() -> None:
    found = 0
    for view in _views(OFFICIAL, range(1, 400), _sure_claim):
        values = _claim_values(view, view.seat)
        options = hint(view, level="normal", seed=2)
        assert options[0].action == A.CLAIM
        score = options[0].expected_score
        assert score is not None
        assert min(values) - 0.01 <= score <= max(values) + 0.01
        assert min(values) > 0  # a won game: a raw 0.0 would be wrong
        found += 1
        if found == 3:
            break
    assert found >= 1


def _claim_answer(view: GameView) -> bool:
    return (
        view.phase is Phase.RESPONSE
        and bool(view.history)
        and isinstance(view.history[-1][1], A.Claim)
        and _plain_suit_game(view)
    )


def test_answers_to_a_claim_score_for_the_defender() -> None:
    kinds = set()
    for view in _views(PRESETS["club"], range(1, 120), _claim_answer, claim_from=4):
        declarer = view.declarer
        game = view.game
        assert declarer is not None and game is not None
        values = _claim_values(view, view.seat)
        options = {o.action: o for o in hint(view, level="normal", seed=3)}
        accept, reject = options[A.ACCEPT], options[A.REJECT]
        assert accept.expected_score is not None and reject.expected_score is not None
        # Accepting gives the declarer every trick: what the engine would score.
        assert min(values) - 0.01 <= accept.expected_score <= max(values) + 0.01
        # Playing on can only be as good or better for the defence.
        assert reject.expected_score >= accept.expected_score - 0.01
        sound = all(
            solver.takes_all_tricks(
                solver.Position(int(game), (w[0], w[1], w[2]), declarer, view.trick_leader, ())
            )
            for w in _worlds(view)
        )
        if sound:
            assert reject.expected_score == pytest.approx(accept.expected_score)
        kinds.add((sound, min(values) < 0 < max(values) or min(values) > 0 or max(values) < 0))
        if len(kinds) >= 2:
            break
    assert any(k[0] is False for k in kinds)


@pytest.mark.slow
@pytest.mark.parametrize("rules", [OFFICIAL, CLUB], ids=["official", "club"])
def test_seat_share_is_each_seats_utility(rules: RuleSet) -> None:
    """Both defenders always score alike, so a defender's utility is −u/2."""
    checked = 0
    deals = count(30, 60)
    for seed in range(deals):
        game = Game.from_seed(rules, 3000 + seed)
        players = [quick_player("easy", seed * 3 + s) for s in range(3)]
        while not game.finished:
            seat = game.to_move
            assert seat is not None
            game.apply(players[seat].choose(game.view(seat)), seat)
        result = game.result
        assert result is not None
        if result.declarer is None:
            continue
        u = ev.declarer_utility(rules, result)
        for seat in range(3):
            expected = seat_share(u, seat, result.declarer)
            assert ev.seat_utility(rules, result, seat) == pytest.approx(expected)
        checked += 1
    assert checked >= deals // 3


def test_kontra_and_pass_show_what_the_defender_expects() -> None:
    """Plain scoring: Kontra doubles every entry, so it doubles the defender's
    expected score, whose sign says who is expected to win."""
    rules = dataclasses.replace(OFFICIAL, kontra=True)
    found = 0
    for view in _views(rules, range(1, 300), lambda v: A.KONTRA in v.legal):
        options = {o.action: o for o in hint(view, level="normal", seed=4)}
        passing, kontra = options[A.PASS], options[A.KONTRA]
        assert passing.expected_score is not None and kontra.expected_score is not None
        assert kontra.expected_score == pytest.approx(2 * passing.expected_score, abs=0.05)
        if passing.win_chance == 1.0:
            assert passing.expected_score > 0
        if passing.win_chance == 0.0:
            assert passing.expected_score < 0
        found += 1
        if found == 3:
            break
    assert found >= 2
