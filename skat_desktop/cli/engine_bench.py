"""``skat-desktop bench engine``: how fast the rules run.

Random legal deals stand in for the AI's world sampling and replays, which
call the same code paths; the number guards against the engine getting slow.
"""

from __future__ import annotations

import random
import time

from skat_desktop.engine.skat.game import Game
from skat_desktop.engine.skat.rules import PRESETS, RuleSet


def random_deal(rules: RuleSet, seed: int, rng: random.Random) -> Game:
    game = Game.from_seed(rules, seed)
    while not game.finished:
        game.apply(rng.choice(game.legal_actions()))
    return game


def run_engine_bench(seconds: float = 2.0, seed: int = 2026) -> dict[str, dict[str, float]]:
    """Complete random deals per second and microseconds per ``legal_actions()``."""
    rng = random.Random(seed)
    presets = list(PRESETS.values())
    deals = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        random_deal(presets[deals % len(presets)], seed + deals, rng)
        deals += 1
    deals_per_s = deals / (time.perf_counter() - start)
    # legal_actions() timing over the positions of a sample of deals.
    games: list[Game] = []
    for i in range(50):
        game = Game.from_seed(presets[i % len(presets)], seed + i)
        while not game.finished:
            games.append(game.copy())
            game.apply(rng.choice(game.legal_actions()))
    calls = 0
    start = time.perf_counter()
    for _ in range(5):
        for game in games:
            game.legal_actions()
            calls += 1
    legal_us = (time.perf_counter() - start) / calls * 1e6
    return {
        "engine": {"deals_per_s": round(deals_per_s, 1), "legal_actions_us": round(legal_us, 2)}
    }
