"""Checks that a compiled solver core is loaded and agrees with its Python twin.

Every solver core in C has a pure-Python twin that stands in when the core was
not built, so a broken bundle still plays, only slowly. The self-test
(``skat-desktop --self-test``) must notice that; each game whose players search
with a core of their own says how to check it in the AI's registry
(:data:`~skat_desktop.ai.levels.AI_GAMES`), and the self-test runs every check
without knowing the games. No Qt here: the checks are plain solver calls.
"""

from __future__ import annotations

import dataclasses
import sys
from collections.abc import Callable


class CoreCheckError(RuntimeError):
    """A compiled core is not in use, or answers other than its twin; the text says which."""


@dataclasses.dataclass(frozen=True)
class CoreCheck:
    """One compiled core's check, as the self-test runs and reports it (a learned
    model's check has the same shape: :attr:`AiGame.model_checks`)."""

    label: str
    """What the self-test's line calls the core, e.g. ``solver core``."""
    run: Callable[[], str]
    """Checks the core and returns its file; raises :class:`CoreCheckError`."""


def agreeing_core(what: str, c_value: int, py_value: int, module: str) -> str:
    """The file of the compiled module ``skat_desktop.ai.<module>``, once its answer
    ``c_value`` matched the Python twin's ``py_value``."""
    if c_value != py_value:
        raise CoreCheckError(
            f"the {what} answers {c_value} where the Python search answers {py_value}"
        )
    core = sys.modules.get(f"skat_desktop.ai.{module}")
    return str(getattr(core, "__file__", "built in"))
