"""Skat in the game registry (:mod:`skat_desktop.engine.games`)."""

from __future__ import annotations

from collections.abc import Sequence

from ..game_description import GameDescription
from .deal import DEAL_PACKETS
from .list_dict import list_from_dict, list_to_dict
from .rules import OFFICIAL, RuleSet
from .session import Session


def _new_list(names: Sequence[str], seed: int, first_dealer: int, rules: object) -> Session:
    chosen = rules if isinstance(rules, RuleSet) else OFFICIAL
    return Session(chosen, names, seed, first_dealer)


SKAT = GameDescription(
    name="skat",
    title="Skat",
    seats=3,
    table_sizes=(3, 4),
    hand_size=10,
    deal_packets=DEAL_PACKETS,
    file_suffix=".skat.json",
    new_list=_new_list,
    list_to_dict=list_to_dict,
    list_from_dict=list_from_dict,
    statistics_file="statistics.json",
)
