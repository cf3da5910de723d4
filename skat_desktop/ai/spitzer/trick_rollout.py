"""A card's value with the rest of its trick played by seats that see only their own cards.

Each world's double-dummy solve lets every seat answer a card as if it saw all
four hands: the partner who cannot yet know he is the partner still fattens
the trick, the opponent still ducks exactly. Averaged over worlds, a card can
look good only because each world answers it differently (strategy fusion).
Here the reasoning with all cards shown is postponed by one trick: in a world,
after the seat's card, the seats still to play the trick each choose by their
own small search over *their* worlds (what they could know at that moment),
and only the position after the trick is solved double-dummy.
"""

from __future__ import annotations

from typing import Protocol

from skat_desktop.engine.actions import PLAYS
from skat_desktop.engine.spitzer.deal import SpitzerDeal
from skat_desktop.engine.spitzer.errors import IllegalSpitzerActionError
from skat_desktop.engine.spitzer.game import SpitzerGame
from skat_desktop.engine.spitzer.view import SpitzerView

from . import double_dummy as dd
from .worlds import Plays, World, relative_score, utility, world_game


class TrickPlayer(Protocol):
    """What answers a card in a rollout: a search that sees one seat's cards."""

    def choose(self, view: SpitzerView) -> object: ...


def dealt_hands(world: World, plays: Plays) -> tuple[int, int, int, int]:
    """The hands as dealt in ``world``: each seat's cards in hand plus those it played."""
    hands = list(world)
    for seat, card in zip(plays.seats, plays.cards, strict=True):
        hands[seat] |= 1 << card
    return hands[0], hands[1], hands[2], hands[3]


def trick_value(
    view: SpitzerView,
    world: World,
    plays: Plays,
    card: int,
    answer: TrickPlayer,
) -> tuple[float, int] | None:
    """(relative score of ``view.seat``, final card points of its side) in ``world``
    after ``card``, the trick finished by ``answer`` and the rest solved.

    None when the world could not have led to this moment: the sampled hands
    break a rule an earlier action obeyed (a call needs a card of the called
    suit), which the world sampler does not know.
    """
    seat = view.seat
    deal = SpitzerDeal(dealt_hands(world, plays))
    try:
        game = SpitzerGame.replay(deal, [*view.history, (seat, PLAYS[card])])
    except IllegalSpitzerActionError:
        return None
    tricks_before = len(view.tricks)
    while not game.finished and len(game.tricks) == tricks_before:
        mover = game.to_move
        assert mover is not None
        action = answer.choose(game.view(mover))
        game.apply(action, mover)  # type: ignore[arg-type]
    if game.result is not None:
        result = game.result
        mine = seat in result.side
        return (
            relative_score(result.scores, seat),
            result.side_points if mine else 120 - result.side_points,
        )
    after = game.view(seat)
    hands = (game.hands[0], game.hands[1], game.hands[2], game.hands[3])
    wg = world_game(after, hands)
    decl_points = wg.taken + dd.solve(wg.position, min(wg.side))
    own = decl_points if seat in wg.side else 120 - decl_points
    return utility(wg, seat, decl_points), own
