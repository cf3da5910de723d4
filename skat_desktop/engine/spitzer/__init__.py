"""Spitzer (RULES.md §13): the four-player game, built on Skat's cards and events.

The package mirrors Skat's engine: :class:`SpitzerGame` is one deal (``phase``,
``to_move``, ``legal_actions()``, ``apply(action) -> events``, ``check``,
``view(seat)``, ``state()``), :class:`SpitzerSession` a game to 42 with save/load,
and :mod:`.cards` the card order the four-hand solver shares.
"""

from .actions import (
    PASS,
    CallPartner,
    Declaration,
    DeclareSchneider,
    DeclareZola,
    Pass,
    Play,
    SpitzerAction,
    action_from_dict,
    action_to_dict,
)
from .cards import Group, group_of, rank_of
from .deal import DEAL_PACKETS, DEALER, SpitzerDeal
from .errors import IllegalSpitzerActionError, SpitzerReason
from .events import Declared, PartnerRevealed, Passed, PlayBegins, Side
from .game import Phase, SpitzerGame, SpitzerResult, SpitzerTrick, callable_aces
from .scoring import SCORE_TABLE, Column, Contract
from .session import GAME_TARGET, SpitzerDealRecord, SpitzerRules, SpitzerSession, settle
from .sides import Knowledge
from .statistics import (
    SPITZER_CONTRACTS,
    ContractLine,
    SpitzerDealEntry,
    SpitzerGameRecord,
    SpitzerPlayerSummary,
    SpitzerSummary,
    game_key,
    spitzer_deal_entry,
    summarize_spitzer,
)
from .view import SpitzerState, SpitzerView

__all__ = [
    "DEALER",
    "DEAL_PACKETS",
    "GAME_TARGET",
    "PASS",
    "SCORE_TABLE",
    "SPITZER_CONTRACTS",
    "CallPartner",
    "Column",
    "Contract",
    "ContractLine",
    "Declaration",
    "DeclareSchneider",
    "DeclareZola",
    "Declared",
    "Group",
    "IllegalSpitzerActionError",
    "Knowledge",
    "PartnerRevealed",
    "Pass",
    "Passed",
    "Phase",
    "Play",
    "PlayBegins",
    "Side",
    "SpitzerAction",
    "SpitzerDeal",
    "SpitzerDealEntry",
    "SpitzerDealRecord",
    "SpitzerGame",
    "SpitzerGameRecord",
    "SpitzerPlayerSummary",
    "SpitzerReason",
    "SpitzerResult",
    "SpitzerRules",
    "SpitzerSession",
    "SpitzerState",
    "SpitzerSummary",
    "SpitzerTrick",
    "SpitzerView",
    "action_from_dict",
    "action_to_dict",
    "callable_aces",
    "game_key",
    "group_of",
    "rank_of",
    "settle",
    "spitzer_deal_entry",
    "summarize_spitzer",
]
