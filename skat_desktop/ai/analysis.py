"""Post-game analysis: which cards decided the game.

Once a deal is over every card is public, so the analysis may use full
information: the deal is replayed from its action log and, before each card,
the double-dummy solver values the position with every legal card
(:func:`~.solver.move_values`). The *value before* is what perfect play from
there would give the side to move; the *value after* is what the card actually
played leaves. A card "changed the outcome" when it moves the result across a
line that matters for the score: won ↔ lost (61, or 90 with Schneider
announced), the Schneider lines (90 and 30), a Null trick, or ten or more
Ramsch points for the player.
"""

from __future__ import annotations

import dataclasses

from skat_desktop.engine import actions as A
from skat_desktop.engine.cards import Card, mask_points
from skat_desktop.engine.skat.game import Game, Phase
from skat_desktop.engine.skat.game_types import GameType

from . import evaluation as ev
from . import solver


@dataclasses.dataclass(frozen=True)
class CardAnalysis:
    """One played card with the perfect-play value before and after it."""

    trick: int
    """1-based trick number."""
    seat: int
    card: Card
    value_before: int
    """Best final value the mover could still force (suit/Grand: declarer's card
    points at the end; Null: 1 if the declarer must take a trick; Ramsch: the
    mover's points)."""
    value_after: int
    """Final value under perfect play after this card."""
    best_cards: tuple[Card, ...]
    """The cards that would have kept ``value_before``."""
    outcome_before: str
    outcome_after: str
    changed: bool
    """The card moved the result across a line that matters for the score."""


def _outcome(kind: int, value: int, schneider_announced: bool) -> str:
    if kind == GameType.NULL:
        return "declarer_takes_trick" if value else "declarer_clean"
    if kind == GameType.RAMSCH:
        return f"{value // 10 * 10}+"
    cat = ev.category(value)
    if schneider_announced:
        return "won_schneider" if value >= 90 else ("lost_schneidered" if value <= 30 else "lost")
    return {
        ev.CAT_SCHNEIDERED: "lost_schneidered",
        ev.CAT_LOST: "lost",
        ev.CAT_WON: "won",
        ev.CAT_SCHNEIDER: "won_schneider",
        ev.CAT_SCHWARZ: "won_schneider",
        ev.CAT_SCHWARZED: "lost_schneidered",
    }[cat]


def analyse(game: Game) -> list[CardAnalysis]:
    """Analyse every card of a finished deal (full information).

    Raises ``ValueError`` if the game is not finished.
    """
    if not game.finished:
        raise ValueError("analyse needs a finished deal")
    replay = Game(game.rules, game.deal, bock=game.bock, forced_ramsch=game.forced_ramsch)
    out: list[CardAnalysis] = []
    for seat, action in game.history:
        if isinstance(action, A.Play) and replay.phase is Phase.PLAY:
            item = _analyse_card(replay, seat, int(action.card))
            if item is not None:
                out.append(item)
        replay.apply(action, seat)
    return out


def _analyse_card(g: Game, seat: int, card: int) -> CardAnalysis | None:
    kind = g.trump_kind()
    ramsch = kind == GameType.RAMSCH
    focal = seat if ramsch else g.declarer
    if focal is None:
        return None
    hands = (g.hands[0], g.hands[1], g.hands[2])
    pos = solver.Position(kind, hands, focal, g.trick_leader, tuple(g.trick))
    values = solver.move_values(pos)
    if card not in values:
        return None
    if kind == GameType.NULL:
        banked = 0
    elif ramsch:
        banked = g.won_points[seat]
    else:
        banked = g.won_points[focal] + mask_points(g.skat)
    finals = {c: banked + v for c, v in values.items()}
    maximise = (not ramsch and kind != GameType.NULL and seat == focal) or (
        kind == GameType.NULL and seat != focal
    )
    best = max(finals.values()) if maximise else min(finals.values())
    after = finals[card]
    announced = bool(g.contract and g.contract.schneider)
    before_o = _outcome(kind, best, announced)
    after_o = _outcome(kind, after, announced)
    changed = after - best >= 10 if ramsch else before_o != after_o
    best_cards = tuple(Card(c) for c in sorted(finals) if finals[c] == best)
    return CardAnalysis(
        trick=len(g.tricks) + 1,
        seat=seat,
        card=Card(card),
        value_before=best,
        value_after=after,
        best_cards=best_cards,
        outcome_before=before_o,
        outcome_after=after_o,
        changed=changed,
    )


def analyse_move(game: Game, seat: int, card: int) -> CardAnalysis | None:
    """Value ``card`` for ``seat`` in a running card-play position (full information).

    The lessons check each card the player chooses this way, before the deal is over;
    None where the position has no declarer to measure against.
    """
    return _analyse_card(game, seat, card)
