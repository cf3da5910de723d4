"""The main window: table in the middle, score sheet and hints beside it.

The window holds widgets and wires them together; it decides nothing about
the game. The model changes first and reports the engine's events; the table
animates them towards the model's new ``state()``; when the table reports
``animations_finished`` the :class:`~.controller.TableController` works out
the human's next prompt (which the window shows as a panel) or lets the model
ask the next computer player. Clicks, drags and keys on the table go
to the controller, menus and actions live in :mod:`.menus`.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QResizeEvent
from PySide6.QtWidgets import (
    QDockWidget,
    QMainWindow,
    QMessageBox,
    QSplitter,
    QStackedWidget,
    QWidget,
)

from skat_desktop.ai.hints import HintOption
from skat_desktop.engine.api import (
    Action,
    CardPlayed,
    DealFinished,
    Event,
    Phase,
)
from skat_desktop.engine.api import actions as A
from skat_desktop.model.settings import AnimationSpeed, AppSettings
from skat_desktop.model.table_model import TableModel, skat_model

from . import card_names, page_steps
from .aids_wiring import TableAids
from .app_actions import AppActions
from .card_theme import CardRenderer
from .controller import Prompt, TableController
from .declare_panel import DeclarePanel
from .felt_style import DOCK_STYLE, LAST_TRICK_STYLE, RESULT_STYLE
from .game_pieces import UI_GAMES
from .hint_panel import HintPanel
from .i18n import LanguageManager, rebuild_texts
from .last_trick import LastTrickPanel
from .lesson_table import WindowLessons
from .menus import WindowMenus
from .overlays import center_panel, fill_panel, place_panel
from .panels import (
    PANEL_STYLE,
    BiddingPanel,
    ChoicePanel,
    DiscardPanel,
    PlayTools,
    PromptPanel,
)
from .par_view import ParView
from .result_panel import ResultPanel
from .score_sheet import ScoreSheet
from .skat_input import PanelKind
from .status_line import StatusLine
from .table.view import TableView
from .window_layout import restore_layout, save_layout
from .window_lists import ListsMixin

log = logging.getLogger(__name__)


DOCK_MIN_WIDTH = 200
"""Pixels: the score sheet's dock never gets narrower (the window's minimum grows)."""


class MainWindow(ListsMixin, QMainWindow):
    """Skat Desktop's one window."""

    def __init__(
        self,
        settings: AppSettings,
        languages: LanguageManager,
        renderer: CardRenderer | None = None,
    ) -> None:
        super().__init__()
        self.setObjectName("MainWindow")
        self.settings = settings
        self.languages = languages
        self.renderer = (
            renderer if renderer is not None else CardRenderer(deck_id=settings.deck, parent=self)
        )
        card_names.set_german_suits(self.renderer.deck().german)
        self.model = skat_model(self)
        self.model.hint_level = settings.hint_level
        self.model.autosave_enabled = settings.autosave
        self.controller = TableController(self.model, self)
        self.controller.set_practice(settings.practice)
        self.table = TableView(self.renderer, self)
        self.table.set_model(self.model)
        self.table.set_lift_source(self.controller.selection)
        self.table.set_key_handler(self.controller.handle_key)
        self.central = QStackedWidget(self)
        """Each game's table; the page shown is on top (:meth:`show_page`)."""
        self.setCentralWidget(self.central)
        self.setStyleSheet(PANEL_STYLE + RESULT_STYLE + LAST_TRICK_STYLE + DOCK_STYLE)
        self.last_error = ""
        self._list_file: tuple[Path, object] | None = None
        """The file the running list was last saved to or opened from, and that list."""

        viewport = self.table.viewport()
        self.bidding = BiddingPanel(viewport)
        self.declare = DeclarePanel(viewport)
        self.discard = DiscardPanel(viewport)
        self.choice = ChoicePanel(viewport)
        self.tools = PlayTools(viewport)
        self.panels: dict[PanelKind, PromptPanel] = {
            PanelKind.BIDDING: self.bidding,
            PanelKind.DECLARE: self.declare,
            PanelKind.DISCARD: self.discard,
            PanelKind.CHOICE: self.choice,
            PanelKind.TOOLS: self.tools,
        }
        for panel in self.panels.values():
            panel.hide()
            panel.action_chosen.connect(self._on_panel_action)
        self.declare.content_grew.connect(self._place_overlays)
        self.result = ResultPanel(self.renderer, viewport)
        self.result.hide()
        self.result.next_deal.connect(self._on_next_deal)
        self.last_trick = LastTrickPanel(self.renderer, viewport)
        self.last_trick.installEventFilter(self)
        self._current_panel: PromptPanel | None = None

        self.score = ScoreSheet(self)
        self.hints = HintPanel(self)
        self.splitter = splitter = QSplitter(Qt.Orientation.Vertical, self)
        splitter.setObjectName("SheetSplitter")
        splitter.addWidget(self.score)
        splitter.addWidget(self.hints)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        self.dock = QDockWidget(self)
        self.dock.setObjectName("ScoreDock")
        self.dock_pages = QStackedWidget(self.dock)
        """Each game's score sheet and hints, turned with the table."""
        self.dock.setWidget(self.dock_pages)
        self.dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetClosable
        )
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        # At the window's smallest size the sheet was squeezed to a sliver
        # ("#", "…"): it keeps room for the players' columns instead.
        self.dock.setMinimumWidth(DOCK_MIN_WIDTH)
        self.status = StatusLine(self)
        self.thinking_bar = self.status.thinking_bar

        self.app_actions = AppActions(self)
        self.menus = WindowMenus(self)
        self.aids = TableAids(self)
        self._build_pages()
        self.par_view = ParView(self.model, self.result, self.score, self)
        self.controller.result_due.connect(self.par_view.result_shown)  # before the panel shows
        self._connect()
        self.lessons = WindowLessons(self)
        self.apply_speed(settings.animation_speed)
        self.app_actions.apply_stored_settings()
        self.retranslate()
        self.resize(1280, 820)
        restore_layout(settings, self, splitter, self.dock)
        self.status.announce_start(self.app_actions.second_copy, self.app_actions.folder_problem)

    def _build_pages(self) -> None:
        """Every registered game's page, stacked; the first game's is the window's own."""
        self._pages = {name: ui.page(self) for name, ui in UI_GAMES.items()}
        for page in self._pages.values():
            self.central.addWidget(page.table_widget())
            self.dock_pages.addWidget(page.dock_widget())
            # A list started, opened, resumed or practised: its game comes to the table.
            page.model.session_changed.connect(lambda page=page: self.show_page(page))
            page.model.thinking_changed.connect(lambda *_: self.status.retranslate())
        self._shown = next(iter(self._pages.values()))

    def _connect(self) -> None:
        m = self.model
        m.session_changed.connect(self._on_session_changed)
        m.undone.connect(self._on_session_changed)  # redrawn from the state, as a loaded list
        m.deal_started.connect(self._on_deal_started)
        m.events.connect(self._on_events)
        m.thinking_changed.connect(self._on_thinking)
        m.hint_ready.connect(self._on_hint_ready)
        m.hint_failed.connect(self._on_hint_failed)
        m.status_message.connect(self.status.set_key)
        m.save_problem.connect(self.status.on_save_problem)
        for page in self.pages().values():
            page.model.session_changed.connect(self.update_title)
        for signal in (m.session_changed, m.undone, m.deal_started, m.events):
            signal.connect(self.app_actions.update_undo)
        self.result.review_requested.connect(self.app_actions.review_current)
        self.result.back_to_list.connect(self.app_actions.back_to_list)
        self.score.review_requested.connect(self.app_actions.review)
        c = self.controller
        c.prompt_changed.connect(self._show_prompt)
        c.prompt_changed.connect(self.app_actions.on_prompt)
        c.selection_changed.connect(self._on_selection_changed)
        c.focus_changed.connect(self.table.set_focus_card)
        c.message.connect(self.table.show_message)
        c.result_due.connect(self._show_result)
        c.hint_started.connect(self.hints.set_busy)
        t = self.table
        t.animations_finished.connect(c.on_idle)
        t.card_clicked.connect(c.click_card)
        t.card_dropped.connect(c.drop_card)
        t.geometry_changed.connect(self._place_overlays)
        self.discard.confirm_requested.connect(c.confirm_selection)

    # ------------------------------------------------------------------ messages
    def show_error(self, title: str, text: str, detail: str = "") -> None:
        """A window-modal message that does not block the event loop (tests).

        ``detail`` is the technical reason (English, as in the log), shown
        smaller under the translated ``text``."""
        self.last_error = f"{text}\n{detail}" if detail else text
        box = QMessageBox(
            QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self
        )
        if detail:
            box.setInformativeText(detail)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    # ------------------------------------------------------------------ list file
    def _list_model(self) -> TableModel[Any, Any]:
        return self.page().model

    def set_list_file(self, path: Path | None) -> None:
        """The running list now lives in ``path`` (None: in no file of the player's)."""
        model = self._list_model()
        self._list_file = (path, model.list_session) if path and model.has_session else None
        self.update_title()

    def list_file(self) -> Path | None:
        """The running list's file: only while that very list is on the table.

        Tied to the list object, so any other list (new, opened, resumed, of
        either game) has no file name until it is saved or opened.
        """
        model = self._list_model()
        if self._list_file is None or not model.has_session:
            return None
        path, session = self._list_file
        return path if model.list_session is session else None

    def update_title(self) -> None:
        """The list's file name before the program's ("name.skat.json — Skat Desktop"), if any."""
        app = QCoreApplication.translate("MainWindow", "Skat Desktop")
        path = self.list_file()
        if path is None:
            self.setWindowTitle(app)
            return
        self.setWindowTitle(
            QCoreApplication.translate("MainWindow", "{file} — {app}").format(
                file=path.name, app=app
            )
        )

    # ------------------------------------------------------------------ settings
    def set_deck(self, deck_id: str) -> None:
        if self.renderer.set_deck(deck_id):
            self.settings.deck = deck_id
            self.result.update()
            for child in self.result.findChildren(QWidget):
                child.update()
            if card_names.set_german_suits(self.renderer.deck().german):
                rebuild_texts(self)
        self.menus.check(self.menus.deck_actions, self.renderer.deck_id())

    def apply_speed(self, speed: AnimationSpeed) -> None:
        delay = self.settings.think_time.delay_ms(speed.factor)
        for page in self.pages().values():
            page.set_speed(speed.factor, delay)

    def set_speed(self, speed: AnimationSpeed) -> None:
        self.settings.animation_speed = speed
        self.apply_speed(speed)
        self.menus.check(self.menus.speed_actions, speed)

    def set_language(self, code: str) -> None:
        self.languages.set_language(code)
        self.settings.language = code
        self.menus.check(self.menus.lang_actions, code)

    def set_hint_level(self, level: str) -> None:
        """How hard the hint engine thinks (``strong`` takes about a second)."""
        self.settings.hint_level = level
        for page in self.pages().values():
            page.model.hint_level = level  # every game's hints and par
        self.menus.check(self.menus.hint_level_actions, level)

    def set_practice(self, on: bool) -> None:
        self.settings.practice = on
        for page in self.pages().values():
            page.controller.set_practice(on)

    # ------------------------------------------------------------------ model events
    def _on_session_changed(self) -> None:
        # A resumed or opened list saved before a language switch still holds
        # the old language's default name ("You" where the player now reads "Du").
        self.rename_default_player()
        self._hide_panels()
        self.result.hide()
        self.hints.clear()
        self._show_sheet()
        self.table.show_session()
        self.last_trick.hide()
        self.status.retranslate()

    def _on_deal_started(self) -> None:
        self._hide_panels()
        self.result.hide()
        self.hints.clear()
        self._show_sheet()
        self.last_trick.hide()

    def _on_events(self, events: object) -> None:
        """The engine reports what the last action did: animate it."""
        happened = (
            tuple(e for e in events if isinstance(e, Event)) if isinstance(events, tuple) else ()
        )
        self._hide_panels()
        self._clear_hint_marks()
        self.hints.clear()
        self.table.animate(happened, self.model.state())
        if any(isinstance(e, CardPlayed) for e in happened):
            self.last_trick.hide()  # the rules allow the look only until the next card
        if any(isinstance(e, DealFinished) for e in happened):
            self._show_sheet()

    def _on_thinking(self, player: int, thinking: bool) -> None:
        self.table.set_thinking(player, thinking)

    def _show_sheet(self) -> None:
        """The score sheet draws a copy of the list as it stands now."""
        if self.model.has_session:
            self.score.set_session(self.model.list_copy(), self.model.in_practice_deal)

    def _show_result(self) -> None:
        self._hide_panels()
        page_steps.show_result(self.model, self.result, self.table, self._place_overlays)

    def _on_next_deal(self) -> None:
        over = QCoreApplication.translate("MainWindow", "The list is complete.")
        page_steps.next_deal(self.model, self.result, self.table, self.dock, over)

    # ------------------------------------------------------------------ panels
    def _hide_panels(self) -> None:
        for panel in self.panels.values():
            panel.hide()
        self._current_panel = None

    def _show_prompt(self, prompt: Prompt) -> None:
        """Show the controller's prompt: its panel and its live cards."""
        self._hide_panels()
        self.table.set_interactive_hand(set(prompt.interactive), set(prompt.dimmed))
        view = prompt.view
        if view is None:
            return
        panel = self.panels[prompt.panel] if isinstance(prompt.panel, PanelKind) else None
        if panel is self.discard:
            self.discard.set_ready(self.controller.selection_action() is not None)
        if panel is not None:
            names = self.model.player_names()
            panel.set_view(view, [names[self.model.player_at_seat(s)] for s in range(3)])
            panel.show()
            panel.raise_()
            self._current_panel = panel
            self._place_overlays()
        if prompt.to_move and not self.table.hasFocus():
            self.table.setFocus()

    def _on_selection_changed(self) -> None:
        self.table.refresh(animated=True)
        self.discard.set_ready(self.controller.selection_action() is not None)
        self._place_overlays()

    def _place_overlays(self) -> None:
        panel = self._current_panel
        if panel is not None and panel.isVisible():
            self.declare.set_columns(6 if self.table.viewport().width() >= 720 else 3)
            place_panel(self.table, panel, at_edge=panel is self.tools)
        if self.last_trick.isVisible():
            center_panel(self.table, self.last_trick)
        if self.result.isVisible():
            fill_panel(self.table, self.result, self.result.preferred_width())

    def show_last_trick(self) -> None:
        """Show the last finished trick of the game on the table (or say there is none)."""
        self.page().show_last_trick()

    def show_skat_last_trick(self, toggle: bool = True) -> None:
        """Skat's last finished trick of the current deal (or say there is none)."""
        page_steps.toggle_last_trick(
            self.model, self.last_trick, self.table, self._place_overlays, toggle
        )

    def _on_panel_action(self, action: object) -> None:
        if isinstance(action, Action):
            self.controller.choose(action)

    # ------------------------------------------------------------------ hints
    def request_hint(self) -> None:
        """A hint for the decision on the table now."""
        self.page().request_hint()

    def request_skat_hint(self) -> None:
        if not self.controller.decision_pending():
            self.table.show_message(
                QCoreApplication.translate("MainWindow", "There is nothing to decide right now.")
            )
            return
        self.hints.set_busy()
        self.dock.show()
        self.model.request_hint()

    def _on_hint_ready(self, options: object) -> None:
        opts = (
            [o for o in options if isinstance(o, HintOption)] if isinstance(options, list) else []
        )
        view = self.model.human_view()
        hand = view is not None and view.phase in (Phase.SKAT, Phase.PUSH)
        self.hints.set_options(opts, hand)
        self._clear_hint_marks()
        if opts:
            self.mark_hint(opts[0].action)

    def _on_hint_failed(self, why: str) -> None:
        self.hints.set_unavailable(why)

    def mark_hint(self, action: Action) -> None:
        """Show the suggestion on the table: the card(s), or the panel's button."""
        if isinstance(action, A.Play):
            self.table.set_hint_cards({int(action.card)})
        elif isinstance(action, A.Discard):
            self.table.set_hint_cards({int(c) for c in action.cards})
        if self._current_panel is not None:
            self._current_panel.mark_hint(action)

    def _clear_hint_marks(self) -> None:
        self.table.set_hint_cards(set())
        for panel in self.panels.values():
            panel.mark_hint(None)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # However the last-trick view closes (L, Esc, Enter, a click), the
        # keyboard goes back to the table, where the cards are played.
        hidden = watched is self.last_trick and event.type() == QEvent.Type.Hide
        if hidden and self.isVisible():
            self.table.setFocus()
        return super().eventFilter(watched, event)

    # ------------------------------------------------------------------ text
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.update_title()
        self.rename_default_player()  # the plates and the sheet read it below
        self.menus.retranslate()
        self.dock.setWindowTitle(QCoreApplication.translate("MainWindow", "Score sheet"))
        for panel in self.panels.values():
            if panel.isVisible():
                panel.retranslate()
        # The sheet and the result draw copies of the list: a default name that
        # followed the language (above) is in the list, not yet in the copies.
        if self.result.isVisible():
            self._show_result()
        else:
            self.result.retranslate()
        self.last_trick.retranslate()
        if self.model.has_session:
            self._show_sheet()
        else:
            self.score.retranslate()
        self.hints.retranslate()
        self.table.retranslate()
        self.status.retranslate()
        QTimer.singleShot(0, self._place_overlays)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # Keep the score sheet readable without starving the table.
        width = int(min(480, max(250, self.width() * 0.31)))
        self.resizeDocks([self.dock], [width], Qt.Orientation.Horizontal)

    def closeEvent(self, event: QCloseEvent) -> None:
        save_layout(self.settings, self, self.splitter, self.dock)
        # Every file is on disk before another copy may take over the folder.
        for page in self.pages().values():
            page.shutdown()
        self.app_actions.statistics.flush()  # (one writer serves every store)
        self.app_actions.release()
        super().closeEvent(event)
