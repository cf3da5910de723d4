"""Hints: ranked options for any decision, with win chance and expected score.

A hint is the search player's own deliberation made visible: the same
sampled worlds and solver runs that choose the computer's move (see
:mod:`.search_player`) score each option, so the advice and the computer's
play never disagree. Reasons are short codes (:class:`Reason`) the UI
translates; the engine and AI never produce user-visible text.
"""

from __future__ import annotations

import dataclasses
import enum
import math

from skat_desktop.engine.actions import Action
from skat_desktop.engine.skat.game import Phase
from skat_desktop.engine.skat.game_types import GameType
from skat_desktop.engine.skat.view import GameView

from .search_config import NORMAL, STRONG, LevelConfig
from .search_player import SearchPlayer


class Reason(enum.StrEnum):
    """Why an option is suggested; the UI names these."""

    HIGHEST_EXPECTED_SCORE = "highest_expected_score"
    LOWER_EXPECTED_SCORE = "lower_expected_score"
    SAFE_TRUMP_LEAD = "safe_trump_lead"
    CASH_ACE = "cash_ace"
    SMEAR_POINTS = "smear_points"
    AVOID_OVERBID = "avoid_overbid"
    PASS_WEAK = "pass_weak"
    PICK_UP_SKAT = "pick_up_skat"
    HAND_GAME_PAYS = "hand_game_pays"
    DISCARD_FOR_GAME = "discard_for_game"
    KONTRA_DECLARER_WEAK = "kontra_declarer_weak"
    NO_KONTRA = "no_kontra"
    RE_CONFIDENT = "re_confident"
    NO_RE = "no_re"
    CLAIM_REST = "claim_rest"
    HOPELESS_CONCEDE = "hopeless_concede"
    CLAIM_CANNOT_BE_BEATEN = "claim_cannot_be_beaten"
    CLAIM_CAN_BE_BEATEN = "claim_can_be_beaten"
    ACCEPT_CONCESSION = "accept_concession"
    PLAY_ON = "play_on"
    AVOID_POINTS = "avoid_points"
    DUCK_UNDER = "duck_under"
    FORCE_DECLARER = "force_declarer"
    ONLY_CARD = "only_card"
    RULE_OF_THUMB = "rule_of_thumb"
    GRAND_HAND_ESCAPE = "grand_hand_escape"
    RAMSCH_RULE_OF_THUMB = "ramsch_rule_of_thumb"
    PUSH_DANGEROUS_CARDS = "push_dangerous_cards"
    OTHER = "other"


def _reason(code: str) -> Reason:
    if code.startswith("discard_for_"):
        return Reason.DISCARD_FOR_GAME
    try:
        return Reason(code)
    except ValueError:
        return Reason.OTHER


@dataclasses.dataclass(frozen=True)
class HintOption:
    """One suggested action, best first in :func:`hint`'s list."""

    action: Action
    win_chance: float | None
    """Estimated chance (0–1) that the hinted seat's side wins the game (Ramsch:
    that the seat ends with at most 40 card points); None where the search did
    not evaluate the option (a forced card, a rule of thumb)."""
    expected_score: float | None
    """Expected list score relative to the table (own minus the others' mean);
    None where the search did not evaluate the option, and in Ramsch play, whose
    searched value is card points (see ``card_points``)."""
    reason: Reason
    detail: str = ""
    """Extra reason detail, e.g. the game a discard prepares (``clubs``)."""
    card_points: float | None = None
    """Ramsch play only: the card points the seat is expected to end with (fewer
    is better), which is what the search minimises there."""


_HINT_CONFIG: dict[str, LevelConfig] = {
    "random": dataclasses.replace(NORMAL, play_budget_s=0.25),
    "easy": dataclasses.replace(NORMAL, play_budget_s=0.25),
    "normal": NORMAL,
    # A hint has one budget (about 1.5 s) for what a decision may spend on
    # several steps, so it samples somewhat fewer worlds than the player.
    "strong": dataclasses.replace(
        STRONG,
        play_worlds=40,
        declare_worlds=20,
        bid_worlds=16,
        first_batch=12,
        play_budget_s=0.5,
        decl_budget_s=0.5,
    ),
}


def hint(view: GameView, level: str = "strong", seed: int = 0) -> list[HintOption]:
    """Ranked options for the decision in ``view`` (empty when the seat has none).

    Uses only the view, like a computer player; ``level`` sets the search
    effort (``strong`` stays within about 1.5 s with the C solver core).
    """
    if not view.legal:
        return []
    cfg = _HINT_CONFIG.get(level.strip().lower(), STRONG)
    player = SearchPlayer(cfg.name, seed, config=cfg)
    options = player.options(view)
    ramsch_play = view.game is GameType.RAMSCH and view.phase is Phase.PLAY
    out: list[HintOption] = []
    seen: set[Action] = set()
    for opt in options:
        if opt.action in seen or opt.action not in view.legal:
            continue
        seen.add(opt.action)
        detail = opt.reason[len("discard_for_") :] if opt.reason.startswith("discard_for_") else ""
        measured = math.isfinite(opt.utility)
        win = min(1.0, max(0.0, opt.win)) if math.isfinite(opt.win) else None
        value = round(opt.utility, 2) if measured else None
        out.append(
            HintOption(
                opt.action,
                win,
                None if ramsch_play else value,
                _reason(opt.reason),
                detail,
                card_points=-value if ramsch_play and value is not None else None,
            )
        )
    if not out:
        fallback = player.choose(view)
        out.append(HintOption(fallback, None, None, Reason.OTHER))
    # Keep the player's own ranking: near-ties (within a list point) are broken by
    # its rules of thumb, so the list is sorted by expected score up to that.
    return out
