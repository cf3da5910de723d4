"""Small helpers for writing rules tests as real games.

Deals are written as card codes (``"CJ SJ HA ..."``) and a deal is played with a
tiny script language so that a worked case reads like a game report::

    game = new_game(OFFICIAL, f="CJ SJ ...", m="...", r="...", skat="H7 H8")
    run(game, "40 hold pass pass")        # M bids 40, F holds, M and R pass
    run(game, "declare:hearts")           # declared before pick-up: a hand game
    run(game, "CJ D7 S7  SJ ...")         # cards, each by the seat to move

Tokens (case-insensitive): a number is a bid; ``hold``/``yes``, ``pass``,
``pickup``, ``kontra``, ``re``, ``push``, ``accept``, ``reject``;
``discard:C7.C8``; ``declare:GAME[:schneider|:schwarz|:ouvert]``; ``concede``
and ``claim`` are made by the declarer whoever is to move; anything else is a
card code played by the seat to move (which must hold it).
"""

from __future__ import annotations

from skat_desktop.engine import actions as A
from skat_desktop.engine.actions import Action
from skat_desktop.engine.cards import ALL_MASK, Card, CardSet
from skat_desktop.engine.skat.game import Deal, Game, Phase
from skat_desktop.engine.skat.game_types import GameType
from skat_desktop.engine.skat.rules import OFFICIAL, RuleSet
from skat_desktop.engine.skat.session import Session
from skat_desktop.engine.skat.view import GameView

F, M, R = 0, 1, 2

CLUBS_HAND_DEAL = {
    "f": "CJ SJ HJ DJ CA CT CK CQ C9 H7",
    "m": "HA HK D7 D8 D9 DT DQ DK DA S7",
    "r": "H8 H9 C8 C7 SA ST SK SQ S9 S8",
    "skat": "HT HQ",
}
"""A deal for Forehand's clubs hand game (``"18 hold pass pass declare:clubs"``):
the card-play tests that need one declarer and two defenders at the first
trick, and the auction tests that need any hand at all."""


def mask(text: str) -> int:
    """Bit mask of the cards in ``text`` (codes separated by spaces or dots)."""
    return CardSet.parse(text).mask


def make_deal(f: str, m: str, r: str, skat: str | None = None) -> Deal:
    """A deal from card codes; the skat defaults to the two cards not named."""
    hands = (mask(f), mask(m), mask(r))
    skat_mask = ALL_MASK & ~(hands[0] | hands[1] | hands[2]) if skat is None else mask(skat)
    return Deal(hands=hands, skat=skat_mask)


def new_game(
    rules: RuleSet, f: str, m: str, r: str, skat: str | None = None, **kwargs: bool
) -> Game:
    return Game(rules, make_deal(f, m, r, skat), **kwargs)


_SIMPLE: dict[str, Action] = {
    "hold": A.HOLD,
    "yes": A.HOLD,
    "pass": A.PASS,
    "pickup": A.PICK_UP,
    "kontra": A.KONTRA,
    "re": A.RE,
    "push": A.PUSH,
    "accept": A.ACCEPT,
    "reject": A.REJECT,
}


def parse_declare(token: str) -> A.Declare:
    """``declare:clubs``, ``declare:grand:ouvert``, ``declare:null:ouvert``."""
    parts = token.lower().split(":")[1:]
    game = GameType.from_code(parts[0])
    flags = set(parts[1:])
    unknown = flags - {"schneider", "schwarz", "ouvert"}
    if unknown:
        raise ValueError(f"unknown declaration flags {unknown}")
    return A.Declare(game, "schneider" in flags, "schwarz" in flags, "ouvert" in flags)


def parse_token(game: Game, token: str) -> tuple[Action, int | None]:
    """The action a script token stands for in ``game``, and the seat making it."""
    word = token.lower()
    if word in ("concede", "claim"):
        assert game.declarer is not None
        return (A.CONCEDE if word == "concede" else A.CLAIM), game.declarer
    if word in _SIMPLE:
        return _SIMPLE[word], None
    if word.isdigit():
        return A.Bid(int(word)), None
    if word.startswith("discard:"):
        a, b = CardSet.parse(word.split(":", 1)[1])
        return A.Discard((a, b)), None
    if word.startswith("declare:"):
        return parse_declare(word), None
    card = Card.parse(token)
    seat = game.to_move
    assert seat is not None, f"nobody is to move for {token}"
    assert game.hands[seat] >> card & 1, f"{token}: seat {seat} is to move but does not hold it"
    return A.Play(card), None


def step(game: Game, token: str) -> None:
    """Apply one script token (see the module docstring)."""
    action, seat = parse_token(game, token)
    game.apply(action, seat)


def run(game: Game, script: str) -> Game:
    """Apply every token of ``script`` in order; returns the game."""
    for token in script.split():
        step(game, token)
    return game


def clubs_hand_view(script: str) -> GameView:
    """The view of the seat to move after ``script`` on :data:`CLUBS_HAND_DEAL`
    (official rules): the auction tests' position."""
    game = run(new_game(OFFICIAL, **CLUBS_HAND_DEAL), script)
    assert game.to_move is not None
    return game.view(game.to_move)


def run_session(session: Session, script: str) -> Session:
    """Like :func:`run`, through ``Session.apply`` on the current deal."""
    for token in script.split():
        action, seat = parse_token(session.game, token)
        session.apply(action, seat)
    return session


def auction_script(declarer: int, value: int) -> str:
    """A short auction making ``declarer`` the declarer at ``value``.

    F: M bids, F holds, M passes, R passes. M: M bids, F passes, R passes.
    R: M passes, R bids to F, F passes.
    """
    return {
        F: f"{value} hold pass pass",
        M: f"{value} pass pass",
        R: f"pass {value} pass",
    }[declarer]


def play_out_first_legal(game: Game) -> Game:
    """Finish the play phase with each seat's lowest-index legal card."""
    while game.phase is Phase.PLAY:
        seat = game.to_move
        assert seat is not None
        plays = [a for a in game.legal_actions(seat) if isinstance(a, A.Play)]
        game.apply(plays[0])
    return game
