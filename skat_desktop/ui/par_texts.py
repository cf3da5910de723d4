"""The words around par (:mod:`skat_desktop.ai.par`): result panel, score sheet, statistics.

Kept together so the three places say "par" the same way, and so the panels
that show it (shared with other features) only gain a line each.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QCoreApplication

from . import texts

NO_PAR = "—"
"""Shown where a deal's par is not known (finished before a save and load)."""


def par_label(level: str | None) -> str:
    """The par line's label, naming the level whose result par is ("Par (Strong)")."""
    return QCoreApplication.translate("Par", "Par ({level})").format(
        level=texts.level_name(level or "strong")
    )


def par_tip() -> str:
    return QCoreApplication.translate(
        "Par",
        "What the strongest computer player would have scored in your seat with the same"
        " cards, against the same opponents, under the list's scoring. One deal's par is"
        " rough; over a list it shows how well you play.",
    )


ParState = tuple[int | None, bool, str | None]
"""A result panel's par: (par, still working it out?, level it is worked out at)."""


def par_row(own: int, state: ParState) -> tuple[str, str]:
    """The result panel's par row: its label and its value."""
    par, pending, level = state
    return par_label(level), result_line(own, par, pending)


def result_line(own: int, par: int | None, pending: bool) -> str:
    """The result panel's par line: working it out, par against own, or "—"."""
    if pending:
        return QCoreApplication.translate("Par", "working out par…")
    if par is None:
        return NO_PAR
    return QCoreApplication.translate("Par", "{par:+d} · you {own:+d}").format(par=par, own=own)


def sheet_line(own_scores: Sequence[int], pars: Mapping[int, int], rows: Sequence[int]) -> str:
    """The score sheet's footer: the player's total against par over the deals with one.

    ``rows`` are the finished deals' rows in the list's records, ``own_scores``
    the player's entries in those rows (same order), ``pars`` the known pars.
    """
    known = [(own, pars[row]) for own, row in zip(own_scores, rows, strict=True) if row in pars]
    if not known:
        return QCoreApplication.translate("Par", "Against par: {none}").format(none=NO_PAR)
    own_total = sum(own for own, _ in known)
    par_total = sum(par for _, par in known)
    text = QCoreApplication.translate("Par", "Against par: you {own:+d} · par {par:+d}").format(
        own=own_total, par=par_total
    )
    if len(known) < len(rows):
        text += " " + QCoreApplication.translate("Par", "({known} of {deals} deals)").format(
            known=len(known), deals=len(rows)
        )
    return text


def statistics_label() -> str:
    return QCoreApplication.translate("Statistics", "Average against par per deal")


def statistics_value(average: float | None, deals: int) -> str:
    if average is None:
        return NO_PAR
    return QCoreApplication.translate("Statistics", "{average:+.1f} ({deals} deals)").format(
        average=average, deals=deals
    )
