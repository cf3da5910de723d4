"""What the other seats' card play says about the cards they still hold.

The hard facts of the play are voids: a seat that did not follow holds none of
the suit. A player's choices say more. A ten dropped under the opponents' ace
was probably bare; a defender who does not smear onto his partner's trick
probably has nothing to smear; a declarer who leads trumps from the top
holds them. Rather than a list of such rules, this module asks a model of a
sensible player what it would have played with the hand a sampled world gives
the seat at that moment, and weighs the world down for every observed card
the model would not have chosen (policy inference, as in Rebstock, Solinas,
Buro and Sturtevant's work on Skat).

The model is the ``easy`` level's card play: the rules of thumb a club
player follows (cheapest card when the trick is lost, smear when the partner
has it, aces first on defence, trumps from the top). It is deterministic and
cheap, so every candidate world of a decision can be asked. A mismatch costs
a factor that depends on the play's position (:data:`MISMATCH_DECLARER_LEAD`
and the two after it), never more, so a world stays possible when the
player thought otherwise than the model; a small card (seven, eight, nine)
of the suit the model chose counts as a match, since players give those up
interchangeably.

Each observation costs one call of the model per candidate world (about
25 ms per decision for 128 candidates and 8 observations), so only the last
:data:`RECENT_PLAYS` plays of the other seats are read. Ramsch is not read:
everyone plays alone there, and the model's Ramsch play is too crude to be
evidence.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Sequence

from skat_desktop.engine import actions as A
from skat_desktop.engine.cards import Card
from skat_desktop.engine.skat.deal import Trick
from skat_desktop.engine.skat.game import Phase
from skat_desktop.engine.skat.tricks import FOLLOW, legal_mask
from skat_desktop.engine.skat.view import GameView

from .easy import EasyPlayer

MISMATCH_DECLARER_LEAD = 0.3
"""Likelihood factor of a world in which the model would have led another
card than the declarer did (before the level's strength exponent).

The factors are likelihood ratios measured on 140 deals of ``normal``
self-play: how often the model disagrees with a play made with the real
hand, against how often with the hand of a uniformly dealt world. It misses
34 % of the declarer's leads with the real hands and 63 % with random ones,
so a mismatch weighs (0.34 / 0.63) / (0.66 / 0.37), about 0.3, against a
match: the declarer's leads (trumps from the top, long suits, aces) say
much about his hand."""
MISMATCH_FOLLOW = 0.5
"""The factor for a card played to a trick already led, by either side: the
model misses 11 to 14 % of such plays with the real hands, 19 to 24 % with
random ones (which card wins, smears or is saved is hand-specific)."""
MISMATCH_DEFENDER_LEAD = 0.75
"""The factor for a defender's lead: the model misses 50 % of them with the
real hands and 57 % with random ones, so they say little. A single factor of
0.7 for every play was screened first (see ``LevelConfig.play_evidence``)."""
RECENT_PLAYS = 8
"""How many of the other seats' most recent plays are read."""

_PLAYS = tuple(A.Play(Card(c)) for c in range(32))
_MODEL = EasyPlayer(0)
"""The model player; its card play is deterministic, so one serves every view."""


@dataclasses.dataclass(frozen=True)
class Observation:
    """One card another seat played, with that seat's view at the time
    (its hand and legal cards left blank: each world fills them in)."""

    seat: int
    card: int
    later: int
    """Cards the seat played from this trick on: in a world, its hand then
    was its hand now plus these."""
    template: GameView
    kind: int
    discards: bool
    """The seat is the declarer who picked up: its discards are the world's skat."""
    penalty: float
    """Log-likelihood of a mismatch at this play's position (lead or follow, by
    which side)."""


def observations(view: GameView, limit: int = RECENT_PLAYS) -> tuple[Observation, ...]:
    """The last ``limit`` plays of the seats other than ``view.seat``."""
    game = view.game
    declarer = view.declarer
    if game is None or declarer is None or view.ramsch or view.phase is not Phase.PLAY:
        return ()
    kind = int(game)
    plays: list[tuple[int, int, int]] = []  # (seat, card, trick index)
    for t, trick in enumerate(view.tricks):
        for i, done in enumerate(trick.cards):
            plays.append(((trick.leader + i) % 3, int(done), t))
    for i, played in enumerate(view.trick):
        plays.append(((view.trick_leader + i) % 3, played, len(view.tricks)))
    history_at = _play_positions(view)
    later = [0, 0, 0]
    out: list[Observation] = []
    for n in range(len(plays) - 1, -1, -1):
        seat, card, t = plays[n]
        later[seat] |= 1 << card
        if seat == view.seat or len(out) >= limit:
            continue
        template = _template(view, seat, t, plays[:n], history_at[n], later[declarer])
        discards = seat == declarer and view.picked_up
        penalty = _penalty(leads=not template.trick, declarer=seat == declarer)
        out.append(Observation(seat, card, later[seat], template, kind, discards, penalty))
    return tuple(out)


_LOG_FOLLOW = math.log(MISMATCH_FOLLOW)
_LOG_DECLARER_LEAD = math.log(MISMATCH_DECLARER_LEAD)
_LOG_DEFENDER_LEAD = math.log(MISMATCH_DEFENDER_LEAD)


def _penalty(*, leads: bool, declarer: bool) -> float:
    """Log of the mismatch factor of a play at this position."""
    if not leads:
        return _LOG_FOLLOW
    return _LOG_DECLARER_LEAD if declarer else _LOG_DEFENDER_LEAD


def _play_positions(view: GameView) -> list[int]:
    """Index in ``view.history`` of each card play, in order."""
    return [k for k, (_, action) in enumerate(view.history) if isinstance(action, A.Play)]


def _template(
    view: GameView,
    seat: int,
    t: int,
    before: Sequence[tuple[int, int, int]],
    history_end: int,
    declarer_later: int,
) -> GameView:
    """``seat``'s view just before it played its card of trick ``t``."""
    tricks: tuple[Trick, ...] = view.tricks[:t]
    leader = view.tricks[t].leader if t < len(view.tricks) else view.trick_leader
    trick = tuple(c for _, c, tt in before if tt == t)
    played = [0, 0, 0]
    for s, _, _ in before:
        played[s] += 1
    won_points = [0, 0, 0]
    won_tricks = [0, 0, 0]
    for tr in tricks:
        won_points[tr.winner] += tr.points
        won_tricks[tr.winner] += 1
    sizes = (10 - played[0], 10 - played[1], 10 - played[2])
    return dataclasses.replace(
        view,
        seat=seat,
        to_move=seat,
        hand=0,
        hand_sizes=sizes,
        history=view.history[:history_end],
        trick=trick,
        trick_leader=leader,
        tricks=tricks,
        won_points=(won_points[0], won_points[1], won_points[2]),
        won_tricks=(won_tricks[0], won_tricks[1], won_tricks[2]),
        open_hand=None if view.open_hand is None else view.open_hand | declarer_later,
        known_skat=None,
        known_discards=None,
        legal=(),
        result=None,
        final_hands=None,
    )


_SMALL = sum(1 << c for c in range(32) if c & 7 < 3)
"""The sevens, eights and nines."""


def _interchangeable(kind: int, a: int, b: int) -> bool:
    """Cards a player gives up interchangeably: small cards of one suit."""
    return bool(_SMALL >> a & _SMALL >> b & 1) and bool(FOLLOW[kind][a] >> b & 1)


def log_weight(obs: Sequence[Observation], world: Sequence[int]) -> float:
    """Log-likelihood factor of ``world`` (current hands by seat, skat) under ``obs``."""
    out = 0.0
    for o in obs:
        hand = world[o.seat] | o.later
        legal = legal_mask(o.kind, hand, o.template.trick)
        if legal & (legal - 1) == 0:
            continue  # a forced card says nothing
        view = dataclasses.replace(
            o.template,
            hand=hand,
            legal=tuple(_PLAYS[c] for c in range(32) if legal >> c & 1),
            known_discards=world[3] if o.discards else None,
        )
        guess = _MODEL.card(view)
        if guess != o.card and not _interchangeable(o.kind, guess, o.card):
            out += o.penalty
    return out
