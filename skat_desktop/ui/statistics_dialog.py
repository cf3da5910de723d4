"""The statistics dialog: one player's figures across lists, with a small chart.

It only reads a :class:`StatisticsStore` (and resets it on request); the
figures come from :meth:`StatisticsStore.summary`, so what the dialog shows
is exactly what the tests check in the store. Given the other games' stores
too, a game selector turns to each game's own page (from the UI registry,
:attr:`~.game_pieces.UiGame.statistics`).
The charts (:mod:`.statistics_chart`) are painted with ``QPainter`` on the
table's felt colours rather than pulling in a charting library.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from skat_desktop.engine.api import GameLine, PlayerSummary, Summary
from skat_desktop.model.statistics import StatisticsStore
from skat_desktop.model.statistics_file import StatisticsFile
from skat_desktop.resources_path import resources_dir

from . import par_texts, texts
from .game_pieces import UI_GAMES, StatisticsPage, find_ui_game
from .statistics_chart import percent
from .statistics_widgets import (
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

STATISTICS_STYLE = """
#StatisticsDialog { background: #faf7ec; }
#StatisticsDialog QLabel { color: #222; background: transparent; }
#StatisticsDialog #StatsTitle { font-size: 20px; font-weight: bold; color: #204a30; }
#StatisticsDialog #StatsLabel { color: #555; }
#StatisticsDialog #StatsValue { font-weight: bold; color: #1b1b1b; }
#StatisticsDialog #StatsNote { color: #6b5a30; }
#StatisticsDialog #StatsWarning {
    color: #8a2a10; background: #fde9c8; border: 1px solid #d9a34a;
    border-radius: 6px; padding: 6px;
}
#StatisticsDialog #StatsBox {
    background: #fffdf5; border: 1px solid #d8cfae; border-radius: 10px;
}
#StatisticsDialog QPushButton {
    color: #1b1b1b; background: #ece6d6; border: 1px solid #8a826c;
    border-radius: 7px; padding: 6px 16px;
}
#StatisticsDialog QPushButton:hover { background: #fff8e6; }
#StatisticsDialog QPushButton[primary="true"] {
    background: #f6cf62; border-color: #a07d1c; font-weight: bold;
}
#StatisticsDialog QPushButton[primary="true"]:hover { background: #ffe08a; }
#StatisticsDialog QComboBox {
    background: #ffffff; color: #1b1b1b; border: 1px solid #b9a56a;
    border-radius: 6px; padding: 3px 8px;
}
#StatisticsDialog QComboBox::drop-down { border: none; width: 20px; }
#StatisticsDialog QComboBox::down-arrow { image: url("{arrow}"); width: 10px; height: 6px; }
#StatisticsDialog QComboBox QAbstractItemView {
    background: #ffffff; color: #1b1b1b; selection-background-color: #f6cf62;
}
#StatisticsDialog QCheckBox { color: #222; }
"""

_FIGURES: tuple[str, ...] = (
    "deals",
    "declared",
    "won",
    "lists",
    "average",
    "seeger_fabian",
    "against_par",
    "ramsch",
    "ramsch_lost",
    "durchmarsch",
    "ramsch_points",
)


def _figure_label(key: str) -> str:
    return {
        "deals": QCoreApplication.translate("Statistics", "Deals played"),
        "declared": QCoreApplication.translate("Statistics", "Games as declarer"),
        "won": QCoreApplication.translate("Statistics", "Games won"),
        "lists": QCoreApplication.translate("Statistics", "Finished lists"),
        "average": QCoreApplication.translate("Statistics", "Average points per list"),
        "seeger_fabian": QCoreApplication.translate(
            "Statistics", "Average Seeger-Fabian points per list"
        ),
        "against_par": par_texts.statistics_label(),
        "ramsch": QCoreApplication.translate("Statistics", "Ramsch deals"),
        "ramsch_lost": QCoreApplication.translate("Statistics", "Ramsch lost"),
        "durchmarsch": QCoreApplication.translate("Statistics", "Durchmarsch"),
        "ramsch_points": QCoreApplication.translate("Statistics", "Average Ramsch card points"),
    }[key]


def _number(value: float | None) -> str:
    if value is None:
        return "–"
    return f"{value:+.1f}" if value != int(value) else f"{int(value):+d}"


def figure_values(player: PlayerSummary) -> dict[str, str]:
    """The texts shown beside each figure's label (also read by the tests)."""
    return {
        "deals": str(player.deals),
        "declared": str(player.declared),
        "won": f"{player.won} ({percent(player.win_rate)})",
        "lists": str(player.lists_finished),
        "average": _number(player.average_score),
        "seeger_fabian": _number(player.average_seeger_fabian),
        "against_par": par_texts.statistics_value(player.average_against_par, player.par_deals),
        "ramsch": str(player.ramsch_played),
        "ramsch_lost": str(player.ramsch_lost),
        "durchmarsch": str(player.ramsch_durchmarsch),
        "ramsch_points": (
            "–" if player.average_ramsch_points is None else f"{player.average_ramsch_points:.1f}"
        ),
    }


class GameChart(LinesChart[GameLine]):
    """Declarer games by type: games played (cream) and won (gold), win rate on top."""

    def title(self) -> str:
        return QCoreApplication.translate("Statistics", "Declarer games by type")

    def bar_name(self, line: GameLine) -> str:
        return texts.game_name(line.game)


class StatisticsDialog(QDialog):
    """Figures of one player (chosen in a box), practice lists on request, reset.

    ``store`` is the first game's (Skat's), whose figures are the dialog's own
    page. With the other games' ``stores`` a game selector at the top turns to
    each one's page; the warning, the reset and the close button serve the
    page shown, and reset empties only that game's statistics.
    """

    def __init__(
        self,
        store: StatisticsStore,
        player: str | None = None,
        parent: QWidget | None = None,
        *,
        stores: Mapping[str, Any] | None = None,
        game: str | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("StatisticsDialog")
        arrow = (resources_dir() / "icons" / "down-arrow.svg").as_posix()
        self.setStyleSheet(STATISTICS_STYLE.replace("{arrow}", arrow))
        self.store = store
        self._wanted = player
        self.summary: Summary = store.summary()

        outer = QVBoxLayout(self)
        outer.setContentsMargins(18, 14, 18, 14)
        outer.setSpacing(10)
        top = QHBoxLayout()
        self.title = QLabel(self)
        self.title.setObjectName("StatsTitle")
        self.game_label = QLabel(self)
        self.game_box = QComboBox(self)
        self.game_box.setMinimumWidth(120)
        top.addWidget(self.title)
        top.addStretch(1)
        top.addWidget(self.game_label)
        top.addWidget(self.game_box)
        outer.addLayout(top)
        self.warning = QLabel(self)
        self.warning.setObjectName("StatsWarning")
        self.warning.setWordWrap(True)
        self.warning.hide()
        outer.addWidget(self.warning)

        self.pages = QStackedWidget(self)
        self.skat_page = QWidget(self.pages)
        self.pages.addWidget(self.skat_page)
        self._build_skat_page(self.skat_page)
        first = next(iter(UI_GAMES))
        self.games: list[str] = [first]
        """The registry names of the games shown, in the selector's order."""
        self.game_pages: dict[str, StatisticsPage] = {}
        """Each other game's page, by name."""
        for name, other in (stores or {}).items():
            pieces = find_ui_game(name).statistics
            if name == first or pieces is None or pieces.page is None:
                continue
            page = pieces.page(other, player, self.pages)
            assert isinstance(page, QWidget)
            self.pages.addWidget(page)
            self.game_pages[name] = page
            self.games.append(name)
        outer.addWidget(self.pages, 1)
        self.game_label.setVisible(len(self.games) > 1)
        self.game_box.setVisible(len(self.games) > 1)

        buttons = QHBoxLayout()
        self.reset_button = QPushButton(self)
        self.close_button = QPushButton(self)
        self.close_button.setProperty("primary", True)
        self.close_button.setDefault(True)
        buttons.addWidget(self.reset_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        outer.addLayout(buttons)

        self.player_box.currentIndexChanged.connect(self._show_player)
        self.practice.toggled.connect(self.refresh)
        self.reset_button.clicked.connect(self._confirm_reset)
        self.close_button.clicked.connect(self.accept)
        self.retranslate()
        self.refresh()
        self.game_box.currentIndexChanged.connect(self._on_game_chosen)
        self.show_game(game or first)
        width = 660 if self.game_pages else 620
        # Taller where the content needs it at this width (a wrapped warning,
        # another game's longer table): never squeeze the chart under the note.
        self.resize(width, max(620, self._height_for(width)))

    def _height_for(self, width: int) -> int:
        layout = self.layout()
        assert layout is not None
        layout.activate()
        needed = layout.heightForWidth(width) if layout.hasHeightForWidth() else -1
        return max(needed, layout.minimumSize().height())

    def _build_skat_page(self, page: QWidget) -> None:
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(10)
        chooser, self.player_label, self.player_box, self.practice = player_chooser(page)
        layout.addLayout(chooser)

        box, grid = figures_box(page)
        self.labels: dict[str, QLabel] = {}
        self.values: dict[str, QLabel] = {}
        for i, key in enumerate(_FIGURES):
            self.labels[key], self.values[key] = figure_pair(box, grid, i % 6, (i // 6) * 2)
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(3, 1)
        grid.setColumnMinimumWidth(2, 150)
        layout.addWidget(box)

        self.chart = GameChart(page)
        self.empty, self.note = chart_with_note(page, layout, self.chart)
        self.empty.setWordWrap(True)  # the practice explanation is a sentence or two

    # ------------------------------------------------------------------ games
    def current_game(self) -> str:
        """The registry name of the game whose figures are shown."""
        return self.games[max(0, self.pages.currentIndex())]

    def show_game(self, game: str) -> None:
        """Show ``game``'s figures (the first game's when the dialog has no page for it)."""
        index = self.games.index(game) if game in self.games else 0
        self.game_box.setCurrentIndex(index)
        self.pages.setCurrentIndex(index)
        self._show_notes()

    def _on_game_chosen(self, index: int) -> None:
        self.show_game(self.games[max(0, index)])

    def shown_page(self) -> StatisticsPage | None:
        """The other game's page shown, None while the dialog's own page is."""
        return self.game_pages.get(self.current_game())

    def shown_store(self) -> StatisticsFile[Any]:
        """The store of the game shown: what the warning and reset are about."""
        page = self.shown_page()
        return page.store if page is not None else self.store

    # ------------------------------------------------------------------ content
    def refresh(self) -> None:
        """Recompute the figures from the store and show them."""
        current = self.player_box.currentText() or self._wanted
        self.summary = self.store.summary(self.practice.isChecked())
        counted = [p.name for p in self.summary.players]
        refill_players(self.player_box, recorded_players(counted, self.store.lists), current)
        self._show_player()
        self._show_notes()

    def current_player(self) -> PlayerSummary | None:
        return self.summary.player(self.player_box.currentText())

    def _show_player(self) -> None:
        player = self.current_player()
        has = player is not None
        self.empty.setVisible(not has)
        self._show_empty()
        self.player_box.setEnabled(self.player_box.count() > 0)
        show_values(self.values, figure_values(player) if player is not None else {})
        self.chart.set_lines(player.games if player is not None else ())

    def _show_empty(self) -> None:
        """Why the chosen player has no figures (all their lists practice, or none yet)."""
        name = self.player_box.currentText()
        counted = {p.name for p in self.summary.players}
        practice = only_practice(name, counted, self.store.lists, self.practice.isChecked())
        self.empty.setText(no_figures_text(name, practice, games=False))

    def _show_notes(self) -> None:
        s = self.summary
        parts = [
            QCoreApplication.translate("Statistics", "Lists: {lists}").format(lists=s.lists),
            QCoreApplication.translate("Statistics", "Deals: {deals}").format(deals=s.deals),
        ]
        if s.practice_lists:
            practice = (
                QCoreApplication.translate("Statistics", "Practice lists (included): {n}")
                if self.practice.isChecked()
                else QCoreApplication.translate("Statistics", "Practice lists (not counted): {n}")
            )
            parts.append(practice.format(n=s.practice_lists))
        self.note.setText(" · ".join(parts))
        store = self.shown_store()
        store.flush()  # a write still on its way may yet fail
        problems: list[str] = []
        if store.load_error is not None:
            kept = store.damaged_copy
            file = kept.name if kept is not None else store.path.name
            if store.restored_from is not None:
                problems.append(
                    QCoreApplication.translate(
                        "Statistics",
                        "The statistics file was damaged and has been kept as {file}. "
                        "The earlier copy {backup} was read instead; the latest deals "
                        "may be missing.",
                    ).format(file=file, backup=store.restored_from.name)
                )
            else:
                problems.append(
                    QCoreApplication.translate(
                        "Statistics",
                        "The statistics file was damaged and has been kept as {file}. "
                        "Statistics start afresh.",
                    ).format(file=file)
                )
        if store.save_error is not None:
            problems.append(
                QCoreApplication.translate(
                    "Statistics", "The statistics could not be saved: {reason}"
                ).format(reason=store.save_error)
            )
        self.warning.setText("\n".join(problems))
        self.warning.setVisible(bool(problems))
        if self.isVisible():  # a save failed while the dialog was open
            needed = self._height_for(self.width())
            screen = self.screen()
            if screen is not None:  # never taller than the screen
                needed = min(needed, screen.availableGeometry().height())
            if needed > self.height():
                self.resize(self.width(), needed)

    # ------------------------------------------------------------------ reset
    def _confirm_reset(self) -> None:
        page = self.shown_page()
        question = (
            page.reset_question()
            if page is not None
            else QCoreApplication.translate(
                "Statistics", "Every recorded list and deal will be deleted. This cannot be undone."
            )
        )
        answer = QMessageBox.question(
            self,
            QCoreApplication.translate("Statistics", "Reset statistics?"),
            question,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        if answer == QMessageBox.StandardButton.Yes:
            self.reset_statistics()

    def reset_statistics(self) -> None:
        """Empty the shown game's store (and its file) and show the empty figures."""
        page = self.shown_page()
        if page is not None:
            page.store.reset()
            page.refresh()
            self._show_notes()
        else:
            self.store.reset()
            self.refresh()

    # ------------------------------------------------------------------ language
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("Statistics", "Statistics"))
        self.title.setText(QCoreApplication.translate("Statistics", "Statistics"))
        self.game_label.setText(QCoreApplication.translate("Statistics", "Game"))
        self.game_box.blockSignals(True)
        index = self.game_box.currentIndex()
        self.game_box.clear()
        self.game_box.addItems([find_ui_game(name).title() for name in self.games])
        self.game_box.setCurrentIndex(max(index, 0))
        self.game_box.blockSignals(False)
        self.player_label.setText(QCoreApplication.translate("Statistics", "Player"))
        self.practice.setText(QCoreApplication.translate("Statistics", "Include practice lists"))
        self.practice.setToolTip(
            QCoreApplication.translate("Statistics", "Lists in which a move was taken back")
        )
        for key, label in self.labels.items():
            label.setText(_figure_label(key))
        self._show_empty()
        self.reset_button.setText(QCoreApplication.translate("Statistics", "Reset statistics…"))
        self.close_button.setText(QCoreApplication.translate("Statistics", "Close"))
        self._show_notes()
        self.chart.update()
