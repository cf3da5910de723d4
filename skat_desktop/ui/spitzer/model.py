"""The table model running a Spitzer game, as the Spitzer table's code names it."""

from __future__ import annotations

from typing import TypeAlias

from PySide6.QtCore import QObject

from skat_desktop.engine.api import (
    find_game,
)
from skat_desktop.engine.spitzer.api import (
    SpitzerGame,
    SpitzerSession,
)
from skat_desktop.model.table_model import TableModel

SpitzerModel: TypeAlias = TableModel[SpitzerSession, SpitzerGame]


def spitzer_model(parent: QObject | None = None) -> SpitzerModel:
    """A table model for Spitzer games (the one model class, given Spitzer's description)."""
    return TableModel(find_game("spitzer"), parent)
