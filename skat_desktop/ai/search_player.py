"""The ``normal`` and ``strong`` levels: sampled worlds, double-dummy solving.

Every decision is made the same way: deal *worlds* (complete guesses of the
hidden cards) consistent with the view and weighted by inference
(:mod:`.sampling`, :mod:`.inference`), let the solver play each world out
perfectly, and pick the action with the best *expected list score* — the
session's own scoring applied to each world's outcome via
:class:`~.evaluation.OutcomeTable`. A card is thus chosen for what it does to
the chance of winning and to the Schneider levels and Kontra factors, not for
raw card points.

This class only holds a player's state (its random stream, the auction's
solved worlds, the plan made at the discard) and sends each phase to the
module that decides it, one job each:

* :mod:`.search_config` — the effort of each level (:data:`NORMAL`, :data:`STRONG`);
* :mod:`.scored` — the value of one option, which every phase returns;
* :mod:`.world_runner` — worlds on the solver threads, successive halving;
* :mod:`.node_meter` — the solver work of a decision, for its node caps;
* :mod:`.positions` — the solver questions every decision asks;
* :mod:`.card_play` — the card to play;
* :mod:`.auction` — bidding and the pick-up/hand choice;
* :mod:`.declaring` — the discard and the declaration;
* :mod:`.kontra_claims` — Kontra/Re, conceding, claims and answers to claims;
* :mod:`.ramsch` — Ramsch play and Schieberamsch.
"""

from __future__ import annotations

import logging
import random

from skat_desktop.engine import actions as A
from skat_desktop.engine.actions import Action
from skat_desktop.engine.skat.game import Phase
from skat_desktop.engine.skat.rules import RuleSet
from skat_desktop.engine.skat.view import GameView

from . import auction, card_play, declaring, kontra_claims, ramsch, solver
from .auction import BidEval
from .easy import EasyPlayer
from .inference import Knowledge
from .sampling import World, sample_worlds
from .scored import Scored
from .search_config import CONFIGS, NORMAL, PYTHON_SCALE, STRONG, LevelConfig

__all__ = ["NORMAL", "STRONG", "LevelConfig", "Scored", "SearchPlayer"]

_warned: set[str] = set()


def log_python_scaling(level: str, cfg: LevelConfig) -> None:
    """Say once per level that worlds were cut because the C core is missing:
    a player who finds the computer weaker than usual can read why in the log."""
    if level not in _warned:
        _warned.add(level)
        logging.getLogger(__name__).warning(
            "solver C core not available: %s plays the auction and the first %d tricks "
            "by rules of thumb and then searches %d worlds per card (scaled down %dx "
            "for the pure-Python solver)",
            level,
            cfg.search_from_trick,
            cfg.play_worlds,
            PYTHON_SCALE,
        )


class SearchPlayer:
    """Sampling + double-dummy search (``normal`` / ``strong``)."""

    def __init__(
        self, level: str = "strong", seed: int | None = None, config: LevelConfig | None = None
    ) -> None:
        cfg = config or CONFIGS[level]
        self.scaled_for_python = solver.core_name() != "c"
        if self.scaled_for_python:
            cfg = cfg.for_python_core()
            log_python_scaling(level, cfg)
        self.level = level
        self.cfg = cfg
        self._rng = random.Random(seed)
        self.easy = EasyPlayer(seed)
        """The rules of thumb: tie-breaks, the opening Ramsch tricks, fallbacks."""
        self.bid_cache: tuple[tuple[int, int, RuleSet], BidEval] | None = None
        """The auction's solved worlds for (hand, seat, rules), reused all auction
        long."""
        self.plan: tuple[int, A.Declare] | None = None
        """(hand after the discard, declaration) chosen when discarding."""
        self.last_worlds = 0
        """Worlds the last decision used (the bench and the hints report it)."""

    @property
    def worlds(self) -> int:
        """Worlds per card decision at trick 1 (after any Python-core scaling)."""
        return self.cfg.play_worlds

    def choose(self, view: GameView) -> Action:
        if not view.legal:
            raise ValueError("no legal action in this view")
        if len(view.legal) == 1:
            return view.legal[0]
        options = self.options(view)
        if not options:
            return self.easy.choose(view)
        best = options[0].action
        if best not in view.legal:
            return self.easy.choose(view)
        return best

    def options(self, view: GameView) -> list[Scored]:
        """Every option considered for this decision, best first."""
        phase = view.phase
        if len(view.tricks) < self.cfg.search_from_trick:
            return [Scored.unmeasured(self.easy.choose(view), "rule_of_thumb")]
        if phase is Phase.BIDDING:
            return auction.bid_options(self, view)
        if phase is Phase.SKAT:
            return auction.skat_options(self, view)
        if phase is Phase.DISCARD:
            return declaring.discard_options(self, view)
        if phase is Phase.DECLARE:
            return declaring.declare_options(self, view)
        if phase is Phase.KONTRA:
            return kontra_claims.kontra_options(self, view)
        if phase is Phase.RE:
            return kontra_claims.re_options(self, view)
        if phase is Phase.PUSH:
            return ramsch.push_options(self, view)
        if phase is Phase.PUSH_DISCARD:
            a = self.easy.choose(view)
            return [Scored.unmeasured(a, "push_dangerous_cards")]
        if phase is Phase.RESPONSE:
            return kontra_claims.response_options(self, view)
        if phase is Phase.PLAY:
            return card_play.play_options(self, view)
        return []

    def sample(
        self,
        view: GameView,
        n: int,
        know: Knowledge | None = None,
        rng: random.Random | None = None,
    ) -> list[World]:
        """``n`` worlds for ``view`` from ``rng``, or this player's random stream."""
        oversample, strength = self.cfg.sampler(defending(view))
        worlds = sample_worlds(
            view,
            n,
            self._rng if rng is None else rng,
            oversample=oversample,
            strength=strength,
            know=know,
            shape=self.cfg.shape_weights(),
        )
        self.last_worlds = len(worlds)
        return worlds


def defending(view: GameView) -> bool:
    """True for a defender once a game (not Ramsch) is declared: the seat whose
    sampling may use the level's defence settings (:meth:`LevelConfig.sampler`)."""
    return (
        view.contract is not None
        and view.declarer is not None
        and view.seat != view.declarer
        and not view.ramsch
    )
