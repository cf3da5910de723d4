"""Property tests over random legal Spitzer deals: replay is exact, 120 card points
in all, legal actions agree with the refusal check, views never claim a wrong side,
and every result matches an independent reading of RULES.md §13."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st
from support.spitzer_helpers import choose_randomly, finish_session_deal

from skat_desktop.engine.actions import PLAYS, Bid
from skat_desktop.engine.cards import Card
from skat_desktop.engine.events import CardPlayed, DealFinished, TrickWon
from skat_desktop.engine.spitzer import (
    PASS,
    CallPartner,
    DeclareSchneider,
    DeclareZola,
    IllegalSpitzerActionError,
    PartnerRevealed,
    Side,
    SpitzerAction,
    SpitzerDeal,
    SpitzerGame,
    SpitzerSession,
)
from skat_desktop.engine.spitzer.sides import infer_sides

CQ, SQ = Card.parse("CQ"), Card.parse("SQ")
CANDIDATES: list[object] = [
    PASS,
    DeclareSchneider(),
    DeclareZola(),
    DeclareZola(schneider=True),
    DeclareZola(schwarz=True),
    *(
        CallPartner(None if ace is None else Card.parse(ace), schneider)
        for ace in (None, "CA", "SA", "HA")
        for schneider in (False, True)
    ),
    *PLAYS,
    Bid(18),
]

# RULES.md §13 again, independently of the engine: no trick, 0-30, 31-60, 61-89,
# 90-120, all tricks ("—" cells scored as 0-30).
TABLE = {
    "partners": (-9, -9, -6, 3, 6, 9),
    "partners_schneider": (-18, -15, -12, -9, 9, 12),
    "sneaker": (-9, -9, -6, 9, 12, 15),
    "zola": (-15, -12, -9, 18, 27, 36),
    "zola_schneider": (-42, -36, -24, -18, 36, 39),
    "zola_schneider_schwarz": (-42, -42, -39, -33, -27, 42),
}


def expected_scores(game: SpitzerGame) -> tuple[int, ...]:
    """Score a finished deal from its cards and declaration alone."""
    holder = game.deal.holder
    cq, sq, declarer, declaration = holder(CQ), holder(SQ), game.declarer, game.declaration
    if declaration is None:
        side, row = {cq, sq}, ("sneaker" if cq == sq else "partners")
    elif isinstance(declaration, DeclareZola):
        side = {declarer}
        row = "zola" + "_schneider" * declaration.schneider + "_schwarz" * declaration.schwarz
    elif isinstance(declaration, CallPartner):
        row = "partners_schneider" if declaration.schneider else "partners"
        if declaration.ace is not None:
            side = {declarer, holder(declaration.ace)}
        else:
            others = [t.winner for t in game.tricks if t.winner != declarer]
            side = {declarer, *others[:1]}
    else:
        row = "partners_schneider"
        side = {cq, sq} if declarer in (cq, sq) else {0, 1, 2, 3} - {cq, sq}
    points = sum(t.points for t in game.tricks if t.winner in side)
    tricks = sum(1 for t in game.tricks if t.winner in side)
    if tricks == 8:
        column = 5
    elif tricks == 0:
        column = 0
    elif points >= 90:
        column = 4
    elif points > 60 or (points == 60 and cq not in side):
        column = 3
    else:
        column = 2 if points > 30 else 1
    value = TABLE[row][column]
    if value > 0:
        return tuple(value if s in side else 0 for s in range(4))
    return tuple(0 if s in side else -value for s in range(4))


def check_position(game: SpitzerGame, rng: random.Random) -> None:
    for seat in range(4):
        legal = game.legal_actions(seat)
        for action in CANDIDATES:
            allowed = game.check(action, seat) is None
            assert allowed == (action in legal), (action, seat, game.check(action, seat))
    illegal = [a for a in CANDIDATES if game.check(a) is not None]
    state = game.state()
    try:
        game.apply(rng.choice(illegal))  # type: ignore[arg-type]
    except IllegalSpitzerActionError as exc:
        assert exc.reason is not None
    else:
        raise AssertionError("an illegal action was accepted")
    assert game.state() == state
    assert game.public == infer_sides(game, None)


@given(seed=st.integers(0, 2**32 - 1), policy=st.integers(0, 2**32 - 1))
def test_random_legal_deals(seed: int, policy: int) -> None:
    rng = random.Random(policy)
    game = SpitzerGame(SpitzerDeal.from_seed(seed))
    claims: list[tuple[int, int, Side]] = []
    events = []
    while not game.finished:
        check_position(game, rng)
        for viewer in range(4):
            view = game.view(viewer)
            assert view.hand == game.hands[viewer]
            claims.extend((viewer, s, side) for s, side in enumerate(view.sides) if side)
        events.extend(game.apply(choose_randomly(game, rng, declare=0.3)))
    result = game.result
    assert result is not None
    # 120 card points and 8 tricks in all; every card played once.
    assert sum(game.won_points) == 120 and sum(game.won_tricks) == 8
    assert [e.card for e in events if isinstance(e, CardPlayed)] == [
        c for t in game.tricks for c in t.cards
    ]
    assert sum(e.points for e in events if isinstance(e, TrickWon)) == 120
    assert events[-1] == DealFinished(result)
    # Scores as RULES.md §13 reads, independently computed.
    assert result.scores == expected_scores(game)
    assert all(score >= 0 for score in result.scores)
    # Views and reveals never claimed a side that was not the truth.
    truth = {s: Side.DECLARING if s in result.side else Side.OPPOSING for s in range(4)}
    for _viewer, seat, side in claims:
        assert truth[seat] is side
    revealed = {e.seat: e.side for e in events if isinstance(e, PartnerRevealed)}
    assert revealed == truth
    # Replay is exact.
    again = SpitzerGame.replay(game.deal, game.history)
    assert again.state() == game.state() and again.result == result
    assert game.copy().history == game.history


@given(seed=st.integers(0, 2**32 - 1), cut=st.integers(0, 200))
def test_sessions_round_trip_at_any_point(seed: int, cut: int) -> None:
    rng = random.Random(seed)
    session = SpitzerSession("ABCD", seed, first_dealer=seed % 4)
    steps = 0
    while steps < cut and not session.finished:
        if session.game.finished:
            session.next_deal()
        action: SpitzerAction = choose_randomly(session.game, rng, 0.2)
        session.apply(action)
        steps += 1
    loaded = SpitzerSession.from_dict(session.to_dict())
    assert loaded.totals == session.totals
    assert loaded.game.state() == session.game.state()
    assert [r.scores for r in loaded.records] == [r.scores for r in session.records]
    finish_session_deal(loaded, rng)
    assert loaded.game.finished
