"""Players see only their view: decisions cannot depend on hidden cards.

Two games are built that differ only in cards the seat cannot see (unplayed
cards of the same suit swapped between the two other seats, which keeps every
past play legal). The seat's views must be equal, and every level, seeded
alike, must decide alike. A deliberately cheating control player — one that
peeks at the real game — is caught by the same harness, so the test can fail.
"""

from __future__ import annotations

import random

import pytest
from support.ai_helpers import quick_player

from skat_desktop.ai.player import Player
from skat_desktop.cli.match import play_game
from skat_desktop.engine import actions as A
from skat_desktop.engine.actions import Action
from skat_desktop.engine.skat.game import Deal, Game, Phase
from skat_desktop.engine.skat.rules import CLUB, OFFICIAL
from skat_desktop.engine.skat.tricks import FOLLOW
from skat_desktop.engine.skat.view import GameView


def _bits(mask: int) -> list[int]:
    return [c for c in range(32) if mask >> c & 1]


def _stop_points(rules, seed: int, stop_after: int) -> Game:  # type: ignore[no-untyped-def]
    game = Game.from_seed(rules, seed)
    players = [quick_player("easy", s) for s in range(3)]
    n = 0
    while not game.finished and n < stop_after:
        seat = game.to_move
        assert seat is not None
        game.apply(players[seat].choose(game.view(seat)), seat)
        n += 1
    return game


def _twin(game: Game, seat: int, rng: random.Random) -> Game | None:
    """Replay ``game`` on a deal where hidden cards of the other seats are swapped."""
    view = game.view(seat)
    if view.open_hand is not None:
        return None
    kind = game.trump_kind()
    a, b = [s for s in range(3) if s != seat]
    seen = (view.known_skat or 0) | (view.known_discards or 0)
    ha = [c for c in _bits(game.hands[a]) if not seen >> c & 1]
    hb = [c for c in _bits(game.hands[b]) if not seen >> c & 1]
    rng.shuffle(ha)
    swaps: list[tuple[int, int]] = []
    used: set[int] = set()
    for x in ha:
        for y in hb:
            if y not in used and FOLLOW[kind][x] >> y & 1:
                swaps.append((x, y))
                used.add(y)
                break
    if not swaps:
        return None
    deal = game.deal
    locs = [deal.hands[0], deal.hands[1], deal.hands[2], deal.skat]
    for x, y in swaps:
        lx = next(i for i in range(4) if locs[i] >> x & 1)
        ly = next(i for i in range(4) if locs[i] >> y & 1)
        locs[lx] = (locs[lx] & ~(1 << x)) | (1 << y)
        locs[ly] = (locs[ly] & ~(1 << y)) | (1 << x)
    twin = Game(game.rules, Deal((locs[0], locs[1], locs[2]), locs[3]), bock=game.bock)
    for s, action in game.history:
        twin.apply(action, s)
    assert twin.hands[seat] == game.hands[seat]
    assert twin.hands[a] != game.hands[a]
    return twin


class Cheater:
    """Control: peeks at the real hands of the game it was given."""

    level = "cheater"

    def __init__(self, game: Game) -> None:
        self.game = game

    def choose(self, view: GameView) -> Action:
        plays = [a for a in view.legal if isinstance(a, A.Play)]
        if not plays:
            return view.legal[0]
        hidden = self.game.hands[(view.seat + 1) % 3]
        return plays[hidden % len(plays)]


def _cases() -> list[tuple[Game, Game, int]]:
    rng = random.Random(7)
    out = []
    for i, (rules, stop) in enumerate(
        [(OFFICIAL, 12), (OFFICIAL, 20), (CLUB, 15), (OFFICIAL, 9), (CLUB, 24), (OFFICIAL, 28)]
    ):
        game = _stop_points(rules, 300 + i, stop)
        if game.finished or game.phase is not Phase.PLAY:
            continue
        seat = game.to_move
        assert seat is not None
        twin = _twin(game, seat, rng)
        if twin is not None:
            out.append((game, twin, seat))
    assert len(out) >= 3
    return out


@pytest.mark.parametrize("level", ["random", "easy", "normal", "strong"])
def test_decisions_ignore_hidden_cards(level: str) -> None:
    for game, twin, seat in _cases():
        va, vb = game.view(seat), twin.view(seat)
        assert va == vb  # the engine hides them; now the player must not find them
        pa: Player = quick_player(level, 42)
        pb: Player = quick_player(level, 42)
        assert pa.choose(va) == pb.choose(vb)


def test_harness_catches_a_cheater() -> None:
    differ = 0
    for game, twin, seat in _cases():
        if Cheater(game).choose(game.view(seat)) != Cheater(twin).choose(twin.view(seat)):
            differ += 1
    assert differ > 0


def test_players_receive_only_views() -> None:
    calls: list[object] = []

    class Spy:
        level = "spy"

        def __init__(self, inner: Player) -> None:
            self.inner = inner

        def choose(self, view: GameView) -> Action:
            calls.append(view)
            assert type(view) is GameView
            assert view.final_hands is None  # nothing revealed before the end
            return self.inner.choose(view)

    for level in ("easy", "normal"):
        game = Game.from_seed(OFFICIAL, 77)
        play_game(game, [Spy(quick_player(level, s)) for s in range(3)])
    assert calls and all(isinstance(c, GameView) for c in calls)
