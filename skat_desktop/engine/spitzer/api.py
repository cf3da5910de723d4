"""Spitzer's names as the rest of the program imports them.

The shared engine API (:mod:`skat_desktop.engine.api`) holds what every game
uses; the names that are Spitzer's own, some prefixed where Skat has the same
name, live here.
"""

from . import DEAL_PACKETS as SPITZER_DEAL_PACKETS
from . import GAME_TARGET as SPITZER_GAME_TARGET
from . import (
    CallPartner,
    DeclareSchneider,
    DeclareZola,
    PartnerRevealed,
    PlayBegins,
    SpitzerAction,
    SpitzerDeal,
    SpitzerDealRecord,
    SpitzerGame,
    SpitzerReason,
    SpitzerResult,
    SpitzerRules,
    SpitzerSession,
    SpitzerState,
    SpitzerTrick,
    SpitzerView,
)
from . import Column as SpitzerColumn
from . import Contract as SpitzerContract
from . import Declared as SpitzerDeclared
from . import Pass as SpitzerPass
from . import Passed as SpitzerPassed
from . import Phase as SpitzerPhase
from . import Side as SpitzerSide
from .cards import BIG_QUEEN, LITTLE_QUEEN, TRUMP_ORDER, TRUMPS_MASK
from .cards import sort_key as spitzer_sort_key
from .statistics import (
    SPITZER_CONTRACTS,
    ContractLine,
    SpitzerDealEntry,
    SpitzerGameRecord,
    SpitzerPlayerSummary,
    SpitzerSummary,
    spitzer_deal_entry,
    summarize_spitzer,
)
from .statistics import game_key as spitzer_game_key

__all__ = [
    "BIG_QUEEN",
    "LITTLE_QUEEN",
    "SPITZER_CONTRACTS",
    "SPITZER_DEAL_PACKETS",
    "SPITZER_GAME_TARGET",
    "TRUMPS_MASK",
    "TRUMP_ORDER",
    "CallPartner",
    "ContractLine",
    "DeclareSchneider",
    "DeclareZola",
    "PartnerRevealed",
    "PlayBegins",
    "SpitzerAction",
    "SpitzerColumn",
    "SpitzerContract",
    "SpitzerDeal",
    "SpitzerDealEntry",
    "SpitzerDealRecord",
    "SpitzerDeclared",
    "SpitzerGame",
    "SpitzerGameRecord",
    "SpitzerPass",
    "SpitzerPassed",
    "SpitzerPhase",
    "SpitzerPlayerSummary",
    "SpitzerReason",
    "SpitzerResult",
    "SpitzerRules",
    "SpitzerSession",
    "SpitzerSide",
    "SpitzerState",
    "SpitzerSummary",
    "SpitzerTrick",
    "SpitzerView",
    "spitzer_deal_entry",
    "spitzer_game_key",
    "spitzer_sort_key",
    "summarize_spitzer",
]
