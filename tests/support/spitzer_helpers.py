"""Helpers for writing Spitzer rules tests as real deals.

Hands are written as card codes, seat 0 (the dealer's left) first, and a deal is
played with a tiny script so a worked case reads like a game report::

    game = spitzer_game("CQ SQ ...", "HA H9 ...", "...", "...")
    run(game, "pass call:HA")          # seat 0 passes, seat 1 calls the heart ace
    run(game, "H9 H7 HT HJ")           # cards, each by the seat to move

Tokens (case-insensitive): ``pass``; ``call:HA`` / ``call:first`` (with
``:schneider`` appended for a Schneider call); ``zola``, ``zola:schneider``,
``zola:schwarz``; ``schneider``; anything else is a card played by the seat to move.
"""

from __future__ import annotations

import random

from skat_desktop.engine.cards import Card
from skat_desktop.engine.events import Event
from skat_desktop.engine.spitzer import actions as A
from skat_desktop.engine.spitzer.deal import SpitzerDeal
from skat_desktop.engine.spitzer.game import SpitzerGame
from skat_desktop.engine.spitzer.session import SpitzerSession


def spitzer_game(*hands: str) -> SpitzerGame:
    """A deal from four hands written as card codes separated by spaces."""
    return SpitzerGame(SpitzerDeal.parse(*(h.replace(" ", ".") for h in hands)))


def action(token: str) -> A.SpitzerAction:
    """One script token as an action."""
    parts = token.lower().split(":")
    head = parts[0]
    if head == "pass":
        return A.PASS
    if head == "call":
        ace = None if parts[1] == "first" else Card.parse(parts[1])
        return A.CallPartner(ace, schneider="schneider" in parts[2:])
    if head == "zola":
        return A.DeclareZola(schneider="schneider" in parts[1:], schwarz="schwarz" in parts[1:])
    if head == "schneider":
        return A.DeclareSchneider()
    return A.Play(Card.parse(token))


def run(game: SpitzerGame, script: str) -> list[Event]:
    """Apply each token by the seat to move; return every event in order."""
    events: list[Event] = []
    for token in script.split():
        events.extend(game.apply(action(token)))
    return events


def play_randomly(game: SpitzerGame, rng: random.Random, declare: float = 0.2) -> list[Event]:
    """Finish the deal with random legal actions; declarations with chance ``declare``.

    Mostly passing keeps the plain partner games (the common case) frequent
    while every declaration still turns up.
    """
    events: list[Event] = []
    while not game.finished:
        events.extend(game.apply(choose_randomly(game, rng, declare)))
    return events


def choose_randomly(game: SpitzerGame, rng: random.Random, declare: float) -> A.SpitzerAction:
    """A random legal action; a declaration only with chance ``declare``."""
    options = game.legal_actions()
    if options[0] == A.PASS and rng.random() >= declare:
        return A.PASS
    return rng.choice(options)


def finish_session_deal(session: SpitzerSession, rng: random.Random, declare: float = 0.2) -> None:
    """Play the session's current deal to its end with random legal actions."""
    while not session.game.finished:
        session.apply(choose_randomly(session.game, rng, declare))
