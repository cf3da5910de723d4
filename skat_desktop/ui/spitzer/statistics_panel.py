"""The Spitzer page of the statistics dialog: one player's figures across Spitzer games.

It only reads a :class:`SpitzerStatisticsStore`; the figures come from
:meth:`SpitzerStatisticsStore.summary`, so what the page shows is exactly what
the tests check in the store. The dialog (:mod:`.statistics_dialog`) owns the
title, the game selector, the damaged-file warning and the reset and close
buttons; this page has the player selector, the practice box, the figures, the
contract chart and the note under it, in the Skat page's style (the dialog's
style sheet reaches it through the object names).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from skat_desktop.engine.spitzer.api import (
    SPITZER_CONTRACTS,
    ContractLine,
    SpitzerContract,
    SpitzerPlayerSummary,
    SpitzerSummary,
)
from skat_desktop.model.spitzer.statistics import SpitzerStatisticsStore

from .. import par_texts
from ..statistics_chart import percent
from ..statistics_widgets import (
    LinesChart,
    chart_with_note,
    figure_pair,
    figures_box,
    no_figures_text,
    only_practice,
    player_chooser,
    recorded_players,
    refill_players,
    show_values,
)
from .texts import contract_name

FIGURES: tuple[str, ...] = (
    "deals",
    "declaring",
    "declaring_won",
    "alone",
    "alone_won",
    "average",
    "games",
    "games_won",
    "against_par",
)
"""The general figures, in the order of the left column."""


def figure_label(key: str) -> str:
    return {
        "deals": QCoreApplication.translate("Statistics", "Deals played"),
        "declaring": QCoreApplication.translate("Statistics", "Deals on the declaring side"),
        "declaring_won": QCoreApplication.translate("Statistics", "Won on the declaring side"),
        "alone": QCoreApplication.translate("Statistics", "Alone (Zola, Sneaker)"),
        "alone_won": QCoreApplication.translate("Statistics", "Won alone"),
        "average": QCoreApplication.translate("Statistics", "Average points per deal"),
        "games": QCoreApplication.translate("Statistics", "Finished games"),
        "games_won": QCoreApplication.translate("Statistics", "Games won"),
        "against_par": par_texts.statistics_label(),
    }[key]


def _won(won: int, played: int) -> str:
    return f"{won} ({percent(won / played if played else None)})"


def spitzer_figure_values(player: SpitzerPlayerSummary) -> dict[str, str]:
    """The texts beside each general figure's label (also read by the tests)."""
    average = player.average_points
    return {
        "deals": str(player.deals),
        "declaring": str(player.declaring),
        "declaring_won": _won(player.declaring_won, player.declaring),
        "alone": str(player.alone),
        "alone_won": _won(player.alone_won, player.alone),
        "average": "–" if average is None else f"{average:.1f}",
        "games": str(player.games_finished),
        "games_won": _won(player.games_won, player.games_finished),
        "against_par": par_texts.statistics_value(player.average_against_par, player.par_deals),
    }


def contract_value(line: ContractLine) -> str:
    """A contract row: won of played on the declaring side, with the rate."""
    if not line.played:
        return "–"
    return f"{line.won}/{line.played} ({percent(line.win_rate)})"


class ContractChart(LinesChart[ContractLine]):
    """Contracts on the declaring side: played (cream) and won (gold), win rate on top."""

    def title(self) -> str:
        return QCoreApplication.translate("Statistics", "Contracts on the declaring side")

    def bar_name(self, line: ContractLine) -> str:
        return chart_name(line.contract)


def chart_name(contract: SpitzerContract) -> str:
    """A contract's name under its bar: the table's name, one shortened to fit."""
    if contract is SpitzerContract.PARTNERS_SCHNEIDER:
        return QCoreApplication.translate("Statistics", "Partners, Schneider")
    return contract_name(contract)


class SpitzerStatisticsPanel(QWidget):
    """Figures of one Spitzer player (chosen in a box), practice games on request."""

    def __init__(
        self,
        store: SpitzerStatisticsStore,
        player: str | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.store = store
        self._wanted = player
        self.summary: SpitzerSummary = store.summary()

        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(10)
        chooser, self.player_label, self.player_box, self.practice = player_chooser(self)
        outer.addLayout(chooser)

        box, grid = figures_box(self)
        grid.setVerticalSpacing(4)
        self.labels: dict[str, QLabel] = {}
        self.values: dict[str, QLabel] = {}
        for row, key in enumerate(FIGURES):
            self._figure(box, grid, key, row, 0)
        self.contracts_title = QLabel(box)
        self.contracts_title.setObjectName("StatsLabel")
        grid.addWidget(self.contracts_title, 0, 3, 1, 2)
        self.contract_labels: dict[str, QLabel] = {}
        self.contract_values: dict[str, QLabel] = {}
        for row, contract in enumerate(SPITZER_CONTRACTS, start=1):
            label, value = figure_pair(box, grid, row, 3)
            self.contract_labels[contract.value] = label
            self.contract_values[contract.value] = value
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(4, 1)
        grid.setColumnMinimumWidth(2, 18)
        outer.addWidget(box)

        self.chart = ContractChart(self)
        self.empty, self.note = chart_with_note(self, outer, self.chart)

        self.player_box.currentIndexChanged.connect(self._show_player)
        self.practice.toggled.connect(self.refresh)
        self.retranslate()
        self.refresh()

    def reset_question(self) -> str:
        """What a reset deletes: every recorded Spitzer game."""
        return QCoreApplication.translate(
            "Statistics",
            "Every recorded Spitzer game and deal will be deleted. This cannot be undone.",
        )

    def _figure(self, box: QWidget, grid: QGridLayout, key: str, row: int, col: int) -> None:
        self.labels[key], self.values[key] = figure_pair(box, grid, row, col)

    # ------------------------------------------------------------------ content
    def refresh(self) -> None:
        """Recompute the figures from the store and show them."""
        current = self.player_box.currentText() or self._wanted
        self.summary = self.store.summary(self.practice.isChecked())
        counted = [p.name for p in self.summary.players]
        refill_players(self.player_box, recorded_players(counted, self.store.games), current)
        self._show_player()
        self._show_note()

    def current_player(self) -> SpitzerPlayerSummary | None:
        return self.summary.player(self.player_box.currentText())

    def _show_player(self) -> None:
        player = self.current_player()
        self.empty.setVisible(player is None)
        self._show_empty()
        self.player_box.setEnabled(self.player_box.count() > 0)
        show_values(self.values, spitzer_figure_values(player) if player is not None else {})
        lines = player.contracts if player is not None else ()
        shown = {line.contract.value: contract_value(line) for line in lines}
        show_values(self.contract_values, shown)
        self.chart.set_lines(lines)

    def _show_empty(self) -> None:
        """Why the chosen player has no figures (all their games practice, or none yet)."""
        name = self.player_box.currentText()
        counted = {p.name for p in self.summary.players}
        practice = only_practice(name, counted, self.store.games, self.practice.isChecked())
        self.empty.setText(no_figures_text(name, practice, games=True))

    def _show_note(self) -> None:
        s = self.summary
        parts = [
            QCoreApplication.translate("Statistics", "Games: {games}").format(games=s.games),
            QCoreApplication.translate("Statistics", "Deals: {deals}").format(deals=s.deals),
        ]
        if s.practice_games:
            practice = (
                QCoreApplication.translate("Statistics", "Practice games (included): {n}")
                if self.practice.isChecked()
                else QCoreApplication.translate("Statistics", "Practice games (not counted): {n}")
            )
            parts.append(practice.format(n=s.practice_games))
        self.note.setText(" · ".join(parts))

    # ------------------------------------------------------------------ language
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.player_label.setText(QCoreApplication.translate("Statistics", "Player"))
        self.practice.setText(QCoreApplication.translate("Statistics", "Include practice games"))
        self.practice.setToolTip(
            QCoreApplication.translate("Statistics", "Games in which a move was taken back")
        )
        for key, label in self.labels.items():
            label.setText(figure_label(key))
        self.contracts_title.setText(
            QCoreApplication.translate("Statistics", "On the declaring side: won/played")
        )
        for key, label in self.contract_labels.items():
            label.setText(contract_name(SpitzerContract(key)))
        self._show_empty()
        self._show_note()
        self.chart.update()
