"""How a game describes itself to the rest of the program (see :mod:`.games`)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from .contract import ListSession


class UnknownGameError(ValueError):
    """No game of that name is registered (a typo, or a file from another program)."""


@dataclasses.dataclass(frozen=True)
class OldList:
    """A list file in one of a game's formats from before the shared envelope, unpacked.

    The file reader replays ``body`` with the game's ``list_from_dict`` as it does
    a current file's body, so an old file is checked by the same replay.
    """

    body: dict[str, Any]
    levels: object
    """As written; the reader keeps it only when it is a list of strings."""


@dataclasses.dataclass(frozen=True)
class GameDescription:
    """One game, as the rest of the program needs to know it.

    ``new_list(names, seed, first_dealer, rules)`` starts a list (``rules`` None
    means the game's defaults); ``list_to_dict`` / ``list_from_dict`` are the
    body of a save file (:mod:`.records.list_file` adds the envelope);
    ``deal_packets`` is the dealing order as ``(seat, count)`` with seat −1 for a
    skat, which the table animates. ``old_formats`` maps the ``format`` of a file
    the game wrote before the envelope to the function that unpacks it, so the
    reader opens old files without knowing whose they are.
    """

    name: str
    """Registry key, the ``game`` of a save file and of the command line."""
    title: str
    """The game's own name (a proper name; the UI translates the rest)."""
    seats: int
    """Seats in one deal."""
    table_sizes: tuple[int, ...]
    """How many players a list may have (a fourth Skat player sits out as dealer)."""
    hand_size: int
    deal_packets: tuple[tuple[int, int], ...]
    file_suffix: str
    """The ending of its save files, e.g. ``.skat.json``."""
    new_list: Callable[[Sequence[str], int, int, Any], ListSession]
    list_to_dict: Callable[[Any], dict[str, Any]]
    list_from_dict: Callable[[dict[str, Any]], ListSession]
    statistics_file: str = ""
    """The name of its statistics file in the data folder; empty: it keeps none."""
    old_formats: Mapping[str, Callable[[dict[str, Any]], OldList]] = dataclasses.field(
        default_factory=dict, compare=False
    )
    """Its formats from before the envelope, by the ``format`` such a file names."""
