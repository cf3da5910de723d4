"""Spitzer in the game registry (:mod:`skat_desktop.engine.games`)."""

from __future__ import annotations

from collections.abc import Sequence
from types import MappingProxyType

from ..game_description import GameDescription
from .deal import DEAL_PACKETS, HAND_SIZE, SEATS
from .old_file import OLD_FORMAT, read_old_spitzer
from .session import SpitzerRules, SpitzerSession


def _new_list(names: Sequence[str], seed: int, first_dealer: int, rules: object) -> SpitzerSession:
    chosen = rules if isinstance(rules, SpitzerRules) else SpitzerRules()
    return SpitzerSession(names, seed, first_dealer, chosen)


SPITZER = GameDescription(
    name="spitzer",
    title="Spitzer",
    seats=SEATS,
    table_sizes=(SEATS,),
    hand_size=HAND_SIZE,
    deal_packets=DEAL_PACKETS,
    file_suffix=".spitzer.json",
    new_list=_new_list,
    list_to_dict=SpitzerSession.to_dict,
    list_from_dict=SpitzerSession.from_dict,
    statistics_file="spitzer_statistics.json",
    old_formats=MappingProxyType({OLD_FORMAT: read_old_spitzer}),
)
