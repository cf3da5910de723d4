"""The variants a screen of ``bid_margin_match.py`` plays against its level.

Each command-line option names one setting of :class:`LevelConfig` (or a
bundle of them, built by a function here) and the letter of its deal files.
Kept apart from the screen itself so that the screen reads as what it does:
find the deals where a variant decides otherwise, and play those.
"""

from __future__ import annotations

import argparse
import dataclasses
from collections.abc import Callable
from typing import Any

from skat_desktop.ai.search_config import LevelConfig

VARIED = {
    "margins": ("bid_margin", "m", "0,8"),
    "priors": ("prior_worlds", "p", ""),
    "null_optimism": ("null_optimism", "n", ""),
    "dd_optimism": ("dd_optimism", "o", ""),
    "effort": ("effort", "x", ""),
    "play_effort": ("play_effort", "w", ""),
    "candidates": ("candidates", "c", ""),
    "decl_priors": ("decl_prior_worlds", "d", ""),
    "rank_by_gain": ("rank_by_gain", "g", ""),
}
"""Option -> (the setting it varies, its files' letter, default values)."""
CARD_PLAY = frozenset({"play_effort"})
"""Settings that act only in the card play: the auction's screen cannot see
them, so every deal of such a variant is played at the six tables."""


OWN_WORLDS = frozenset({"effort", "candidates", "rank_by_gain"})
"""Settings that change the auction's and the declaration's simulation itself
(how many worlds, which games and discards are solved in them): the screen
follows such a variant with players of its own."""


def with_effort(base: LevelConfig, factor: float) -> LevelConfig:
    """``base`` with ``factor`` times the auction's and the declaration's
    worlds, first batch, node caps and time budget (the card play as it is)."""
    return dataclasses.replace(
        base,
        bid_worlds=round(base.bid_worlds * factor),
        declare_worlds=round(base.declare_worlds * factor),
        decl_first=round(base.decl_first * factor),
        bid_nodes=round(base.bid_nodes * factor),
        decl_nodes=round(base.decl_nodes * factor),
        decl_budget_s=base.decl_budget_s * factor,
    )


def with_candidates(base: LevelConfig, count: float) -> LevelConfig:
    """``base`` simulating the ``count`` most promising games (by rules of thumb)
    in the auction and the declaration, and as many discards for each game.

    Raises ValueError for a count that is not a whole number from 1."""
    if count < 1 or not count.is_integer():
        raise ValueError(f"--candidates {count:g}: not a whole number from 1")
    return dataclasses.replace(base, game_candidates=int(count), discard_candidates=int(count))


def with_rank_by_gain(base: LevelConfig, value: float) -> LevelConfig:
    """``base`` choosing the games it simulates by their rules-of-thumb
    expected score (1) or win chance (0).

    Raises ValueError for any other value."""
    if value not in (0, 1):
        raise ValueError(f"--rank-by-gain {value:g}: 0 or 1")
    return dataclasses.replace(base, rank_by_gain=bool(value))


def with_play_effort(base: LevelConfig, factor: float) -> LevelConfig:
    """``base`` with ``factor`` times the card play's worlds, node cap and time
    budget; the first batch, in which every legal card is tried, stays as it is,
    so the extra worlds go to the candidates that survive it."""
    return dataclasses.replace(
        base,
        play_worlds=round(base.play_worlds * factor),
        play_nodes=round(base.play_nodes * factor),
        play_budget_s=base.play_budget_s * factor,
    )


BUILT: dict[str, Callable[[LevelConfig, float], LevelConfig]] = {
    "effort": with_effort,
    "play_effort": with_play_effort,
    "candidates": with_candidates,
    "rank_by_gain": with_rank_by_gain,
}
"""Variants that change several settings at once, by the function that makes them."""


def variants_of(
    args: argparse.Namespace, base: LevelConfig
) -> tuple[dict[str, LevelConfig], set[str], frozenset[str]]:
    """The variants the options ask for, by file name; those among them that
    act only in the card play (every deal of theirs is played); and those the
    screen follows with players of their own (:data:`OWN_WORLDS`).

    Raises ValueError for a value that is not a number, or a number of
    candidates that is not whole."""
    variants: dict[str, LevelConfig] = {}
    unscreened: set[str] = set()
    followed: set[str] = set()
    for option, (setting, letter, _) in VARIED.items():
        for text in getattr(args, option).split(","):
            if text:
                value = float(text)
                name = f"{letter}{value:g}"
                if setting in BUILT:
                    variants[name] = BUILT[setting](base, value)
                else:
                    change: dict[str, Any] = {setting: value}
                    variants[name] = dataclasses.replace(base, **change)
                if setting in CARD_PLAY:
                    unscreened.add(name)
                if setting in OWN_WORLDS:
                    followed.add(name)
    return variants, unscreened, frozenset(followed)
