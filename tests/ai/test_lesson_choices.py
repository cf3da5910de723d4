"""Choices before the play in the lessons, weighed by the score they lead to.

A choice the lesson file does not list (picking up or hand, the discard, the
declaration, Kontra, a Spitzer declaration) is stopped when, with everyone
playing their best at the lesson's table, it scores the player's side less
than the lesson's line; one that scores as much goes through.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

import pytest

from skat_desktop.ai.lessons.lesson_deal import computer_action, judge
from skat_desktop.ai.lessons.lesson_file import LessonDeal, load_lessons
from skat_desktop.ai.lessons.skat_choices import can_reach, play_out, side_score, weigh_choice
from skat_desktop.ai.spitzer import lessons as spitzer_lessons
from skat_desktop.engine import actions as A
from skat_desktop.engine.cards import Card
from skat_desktop.engine.skat.game import Game
from skat_desktop.engine.skat.game_types import GameType
from skat_desktop.engine.spitzer import actions as SA
from skat_desktop.engine.spitzer.game import SpitzerGame
from skat_desktop.resources_path import resources_dir
from tests.support.scale import FULL

LESSONS, _ = load_lessons(resources_dir() / "lessons")


def _deal(lesson_id: str) -> LessonDeal:
    return next(lesson for lesson in LESSONS if lesson.id == lesson_id).deals[0]


def _game(deal: LessonDeal, steps: Sequence[A.Action] = ()) -> Game:
    game = Game(deal.rules, deal.deal)
    for seat, action in deal.before:
        game.apply(action, seat)
    for action in steps:
        game.apply(action, deal.human)
    return game


def _discard(a: str, b: str) -> A.Discard:
    return A.Discard((Card.parse(a), Card.parse(b)))


def test_a_lower_hand_game_than_the_lessons_is_stopped_with_what_it_costs() -> None:
    """Clubs Hand with 1 is worth 36; Spades Hand, also won, only 33."""
    deal = _deal("skat-game-value")
    verdict = judge(_game(deal), deal.human, A.Declare(GameType.SPADES), deal, 0)
    assert verdict is not None and verdict.kind == "choice" and verdict.mistake is None
    assert (verdict.score_before, verdict.score_after, verdict.known_after) == (36, 33, True)
    assert verdict.better == (A.Declare(GameType.CLUBS),) and verdict.phase == "skat"


def test_announcing_more_than_the_cards_make_is_stopped() -> None:
    deal = _deal("skat-announce-schneider")
    schwarz = A.Declare(GameType.CLUBS, schwarz=True)
    verdict = judge(_game(deal), deal.human, schwarz, deal, 0)
    assert verdict is not None and verdict.kind == "choice"
    assert verdict.score_before == 84 and verdict.score_after < 0


def test_a_discard_no_game_can_save_is_stopped_without_a_listed_text() -> None:
    """Putting away the trump ace and king leaves no game that reaches 18."""
    deal = _deal("skat-skat-discard")
    game = _game(deal, [A.PICK_UP])
    verdict = judge(game, deal.human, _discard("DA", "DK"), deal, 1)
    assert verdict is not None and verdict.kind == "choice" and not verdict.known_after
    assert verdict.score_before == 18
    after = game.copy()
    after.apply(_discard("DA", "DK"), deal.human)
    best = max(
        side_score(play_out(after, deal.human, [d], computer_action), deal.human)
        for d in after.legal_actions(deal.human)
    )
    assert best < 18


@pytest.mark.parametrize(
    ("lesson_id", "steps", "choice"),
    [
        # Grand with one jack scores 48 here, more than the lesson's Diamonds (18)
        ("skat-skat-discard", [A.PICK_UP, _discard("CT", "HT")], A.Declare(GameType.GRAND)),
        # keeping the ten of clubs costs nothing against these cards
        ("skat-skat-discard", [A.PICK_UP], _discard("S7", "HT")),
        # picking up and playing Grand reaches the announced Clubs' 84 too
        ("skat-announce-schneider", [], A.PICK_UP),
    ],
)
def test_a_choice_that_scores_as_much_at_this_table_goes_through(
    lesson_id: str, steps: list[A.Action], choice: A.Action
) -> None:
    deal = _deal(lesson_id)
    assert judge(_game(deal, steps), deal.human, choice, deal, len(steps)) is None


def test_no_kontra_is_weighed_at_half_the_defenders_gain() -> None:
    deal = _deal("skat-kontra")
    worth = weigh_choice(_game(deal), deal.human, A.PASS, deal.intended, computer_action)
    assert worth is not None and worth.intended == 2 * worth.chosen > 0


@pytest.mark.slow
def test_the_pick_up_check_agrees_with_playing_every_discard_and_game_out() -> None:
    """The threshold questions after a pick-up give what playing the 66 discards times
    every game out gives: here the best is 48 (Grand after two diamonds). Reduced, only
    Grand is played out; SKAT_FULL=1 plays every game."""
    deal = _deal("skat-game-value")
    game = _game(deal, [A.PICK_UP])
    games = set(GameType) if FULL else {GameType.GRAND}
    best = -1000
    for discard in game.legal_actions(deal.human):
        after = game.copy()
        after.apply(discard, deal.human)
        for declaration in after.legal_actions(deal.human):
            if isinstance(declaration, A.Declare) and declaration.game in games:
                score = play_out(after, deal.human, [declaration], computer_action)
                best = max(best, side_score(score, deal.human))
    assert best == 48
    late = time.monotonic() + 30
    assert can_reach(game, deal.human, 48, computer_action, late)
    assert not can_reach(game, deal.human, 49, computer_action, late)


def test_a_choice_is_not_weighed_once_the_player_has_left_the_lessons_line() -> None:
    deal = _deal("skat-skat-discard")
    game = _game(deal, [A.PICK_UP])
    # the lesson's next choice is a discard; a declaration is not on the line here
    assert weigh_choice(game, 0, _discard("S7", "S9"), [A.PICK_UP], computer_action) is None


def test_an_unlisted_spitzer_declaration_that_scores_less_is_stopped() -> None:
    """With a Zola hand, a Schneider declaration with a partner scores half."""
    deal = _deal("spitzer-zola")
    game = SpitzerGame.replay(deal.deal, list(deal.before))
    verdict = spitzer_lessons.judge(game, deal.human, SA.DeclareSchneider(), deal, 0)
    assert verdict is not None and verdict.kind == "choice"
    assert verdict.score_before > verdict.score_after
    assert spitzer_lessons.judge(game, deal.human, deal.intended[0], deal, 0) is None
