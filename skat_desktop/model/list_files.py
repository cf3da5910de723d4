"""Opening a saved list for one game: the model's side of the one save envelope."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from skat_desktop.engine.api import GameDescription, RecordError, read_list


def read_game_list(
    path: Path, game: GameDescription, level_names: Sequence[str]
) -> tuple[Any, list[str]]:
    """The list in ``path`` and its computer levels, if it is a list of ``game``.

    Levels the program does not offer (a hand-edited file) become "normal"
    rather than failing the whole file; a list of another game is refused.
    """
    saved = read_list(path)
    if saved.game is not game:
        raise RecordError(f"{path.name} holds a {saved.game.title} list, not a {game.title} list")
    players = len(saved.session.names)
    levels = list(saved.levels)
    if len(levels) != players or not all(x in level_names for x in levels[1:]):
        levels = ["human"] + ["normal"] * (players - 1)
    return saved.session, levels
