"""The main window: table in the middle, score sheet and hints beside it.

The window is the conductor between the model and the table. The model
changes first; the table animates the change; when the table reports
``animations_finished`` the window shows the panel for the human's next
decision, or lets the model ask the next computer player. That one gate keeps
the screen and the game in step, whatever the animation speed.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QDockWidget,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QProgressBar,
    QSplitter,
    QToolBar,
    QWidget,
)

from skat_desktop.engine import actions as A
from skat_desktop.engine.actions import Action
from skat_desktop.engine.cards import Card
from skat_desktop.engine.errors import RecordError
from skat_desktop.engine.game import Phase
from skat_desktop.engine.rules import RuleSet
from skat_desktop.model.players import HintOption
from skat_desktop.model.settings import AnimationSpeed, AppSettings, autosave_path
from skat_desktop.model.table_model import TableModel
from skat_desktop.model.worker import Position

from . import texts
from .card_theme import CardRenderer
from .hint_panel import HintPanel
from .i18n import LANGUAGES, LanguageManager
from .new_session_dialog import NewSessionDialog
from .panels import (
    PANEL_STYLE,
    BiddingPanel,
    ChoicePanel,
    DeclarePanel,
    DiscardPanel,
    PlayTools,
    PromptPanel,
)
from .last_trick import LAST_TRICK_STYLE, LastTrickPanel
from .result_panel import RESULT_STYLE, ResultPanel
from .score_sheet import ScoreSheet
from .table_view import TableView

log = logging.getLogger(__name__)


COMPUTER_NAMES: tuple[str, ...] = ("Anna", "Bernd", "Clara")


class MainWindow(QMainWindow):
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
        self.model = TableModel(settings, self)
        self.model.hint_level = settings.hint_level
        self.model.autosave_enabled = settings.autosave
        self.table = TableView(self.renderer, self)
        self.table.set_model(self.model)
        self.setCentralWidget(self.table)
        self.setStyleSheet(PANEL_STYLE + RESULT_STYLE + LAST_TRICK_STYLE)
        self.last_error = ""
        self._status_key = ""
        self._hint_options: list[HintOption] = []
        self._auto_hinted: Position | None = None

        viewport = self.table.viewport()
        self.bidding = BiddingPanel(viewport)
        self.declare = DeclarePanel(viewport)
        self.discard = DiscardPanel(viewport)
        self.choice = ChoicePanel(viewport)
        self.tools = PlayTools(viewport)
        self.panels: list[PromptPanel] = [
            self.bidding,
            self.declare,
            self.discard,
            self.choice,
            self.tools,
        ]
        for panel in self.panels:
            panel.hide()
            panel.action_chosen.connect(self._on_panel_action)
        self.result = ResultPanel(self.renderer, viewport)
        self.result.hide()
        self.result.next_deal.connect(self._on_next_deal)
        self.last_trick = LastTrickPanel(self.renderer, viewport)
        self._current_panel: PromptPanel | None = None

        self.score = ScoreSheet(self)
        self.hints = HintPanel(self)
        splitter = QSplitter(Qt.Orientation.Vertical, self)
        splitter.addWidget(self.score)
        splitter.addWidget(self.hints)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        self.dock = QDockWidget(self)
        self.dock.setObjectName("ScoreDock")
        self.dock.setWidget(splitter)
        self.dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetClosable
        )
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)

        self.thinking_label = QLabel(self)
        self.thinking_bar = QProgressBar(self)
        self.thinking_bar.setRange(0, 0)
        self.thinking_bar.setMaximumWidth(80)
        self.thinking_bar.setMaximumHeight(12)
        self.thinking_bar.hide()
        self.statusBar().addPermanentWidget(self.thinking_label)
        self.statusBar().addPermanentWidget(self.thinking_bar)

        self._build_actions()
        self._connect()
        self.apply_speed(settings.animation_speed)
        self.retranslate()
        self.resize(1280, 820)

    # ------------------------------------------------------------------ building
    def _build_actions(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.act_new = QAction(self)
        self.act_new.setShortcut(QKeySequence.StandardKey.New)
        self.act_new.triggered.connect(self.new_session_dialog)
        self.act_open = QAction(self)
        self.act_open.setShortcut(QKeySequence.StandardKey.Open)
        self.act_open.triggered.connect(self.open_dialog)
        self.act_save = QAction(self)
        self.act_save.setShortcut(QKeySequence.StandardKey.Save)
        self.act_save.triggered.connect(self.save_dialog)
        self.act_quit = QAction(self)
        self.act_quit.setShortcut(QKeySequence.StandardKey.Quit)
        self.act_quit.triggered.connect(self.close)
        for act in (self.act_new, self.act_open, self.act_save):
            self.game_menu.addAction(act)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.act_quit)

        self.play_menu = bar.addMenu("")
        self.act_hint = QAction(self)
        self.act_hint.setObjectName("hintAction")
        self.act_hint.setShortcut(QKeySequence(Qt.Key.Key_H))
        self.act_hint.triggered.connect(self.request_hint)
        self.act_practice = QAction(self)
        self.act_practice.setCheckable(True)
        self.act_practice.setChecked(self.settings.practice)
        self.act_practice.toggled.connect(self._practice_toggled)
        self.act_last_trick = QAction(self)
        self.act_last_trick.setObjectName("lastTrickAction")
        self.act_last_trick.setShortcut(QKeySequence(Qt.Key.Key_L))
        self.act_last_trick.triggered.connect(self.show_last_trick)
        self.play_menu.addAction(self.act_hint)
        self.play_menu.addAction(self.act_last_trick)
        self.play_menu.addAction(self.act_practice)
        self.hint_level_menu = self.play_menu.addMenu("")
        self.hint_level_group = QActionGroup(self)
        self.hint_level_actions: dict[str, QAction] = {}
        for level in ("normal", "strong"):
            act = QAction(self)
            act.setCheckable(True)
            act.setChecked(level == self.settings.hint_level)
            act.triggered.connect(lambda _=False, lv=level: self.set_hint_level(lv))
            self.hint_level_group.addAction(act)
            self.hint_level_menu.addAction(act)
            self.hint_level_actions[level] = act

        self.view_menu = bar.addMenu("")
        self.deck_menu = self.view_menu.addMenu("")
        self.deck_group = QActionGroup(self)
        self.deck_actions: dict[str, QAction] = {}
        for deck in self.renderer.decks():
            act = QAction(deck.name, self)
            act.setCheckable(True)
            act.setData(deck.id)
            act.setChecked(deck.id == self.renderer.deck_id())
            act.triggered.connect(lambda _=False, d=deck.id: self.set_deck(d))
            self.deck_group.addAction(act)
            self.deck_menu.addAction(act)
            self.deck_actions[deck.id] = act
        self.speed_menu = self.view_menu.addMenu("")
        self.speed_group = QActionGroup(self)
        self.speed_actions: dict[AnimationSpeed, QAction] = {}
        for speed in AnimationSpeed:
            act = QAction(self)
            act.setCheckable(True)
            act.setChecked(speed is self.settings.animation_speed)
            act.triggered.connect(lambda _=False, s=speed: self.set_speed(s))
            self.speed_group.addAction(act)
            self.speed_menu.addAction(act)
            self.speed_actions[speed] = act
        self.act_sheet = self.dock.toggleViewAction()
        self.view_menu.addAction(self.act_sheet)

        self.lang_menu = bar.addMenu("")
        self.lang_group = QActionGroup(self)
        self.lang_actions: dict[str, QAction] = {}
        for code, name in LANGUAGES:
            act = QAction(name, self)
            act.setCheckable(True)
            act.setChecked(code == self.languages.language)
            act.triggered.connect(lambda _=False, c=code: self.set_language(c))
            self.lang_group.addAction(act)
            self.lang_menu.addAction(act)
            self.lang_actions[code] = act

        self.help_menu = bar.addMenu("")
        self.act_about = QAction(self)
        self.act_about.triggered.connect(self._about)
        self.help_menu.addAction(self.act_about)

        self.toolbar = QToolBar(self)
        self.toolbar.setObjectName("MainToolbar")
        self.toolbar.setMovable(False)
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.toolbar.addAction(self.act_new)
        self.toolbar.addAction(self.act_hint)
        self.toolbar.addAction(self.act_last_trick)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.toolbar)

    def _connect(self) -> None:
        m = self.model
        m.session_changed.connect(self._on_session_changed)
        m.deal_started.connect(self._on_deal_started)
        m.action_applied.connect(self._on_action_applied)
        m.thinking_changed.connect(self._on_thinking)
        m.hint_ready.connect(self._on_hint_ready)
        m.hint_failed.connect(self._on_hint_failed)
        m.status_message.connect(self._on_status)
        m.action_refused.connect(self._on_refused)
        t = self.table
        t.animations_finished.connect(self._on_idle)
        t.card_clicked.connect(self._on_card_clicked)
        t.card_dropped.connect(self._on_card_dropped)
        t.geometry_changed.connect(self._place_overlays)

    # ------------------------------------------------------------------ session
    def default_names(self, players: int) -> list[str]:
        name = self.settings.player_name or QCoreApplication.translate("MainWindow", "You")
        return [name, *COMPUTER_NAMES[: players - 1]]

    def start_new_session(
        self, rules: RuleSet, levels: list[str], seed: int | None = None, name: str | None = None
    ) -> None:
        names = self.default_names(rules.players)
        if name:
            names[0] = name
        self.model.new_session(rules, names, levels, seed)

    def start_default_session(self) -> None:
        """Resume the autosave if there is one, else start a list from settings."""
        path = self.model.autosave_file or autosave_path()
        if path.exists():
            try:
                self.model.load(path)
                if not self.model.session.finished:
                    self._set_status("resumed")
                    return
            except (RecordError, OSError, ValueError) as exc:
                log.warning("autosave not resumed: %s", exc)
        preset = RuleSet.preset(self.settings.preset) if self.settings.preset else RuleSet()
        players = self.settings.players
        if preset.players != players:
            preset = preset.replace(players=players, list_length=36 if players == 3 else 48)
        self.start_new_session(preset, ["human", *self.settings.opponent_levels[: players - 1]])

    def new_session_dialog(self) -> None:
        dialog = NewSessionDialog(
            self.settings.preset,
            self.settings.players,
            self.settings.opponent_levels,
            self.settings.player_name,
            self,
        )
        if dialog.exec() != NewSessionDialog.DialogCode.Accepted:
            return
        rules = dialog.rules()
        levels = dialog.levels()
        self.settings.preset = str(dialog.preset.currentData())
        self.settings.players = rules.players
        self.settings.opponent_levels = levels[1:] + ["normal"] * (4 - len(levels))
        if dialog.player_name():
            self.settings.player_name = dialog.player_name()
        self.start_new_session(rules, levels)

    def save_to(self, path: str | Path) -> bool:
        try:
            self.model.save(path)
        except (RecordError, OSError, ImportError) as exc:
            self.show_error(QCoreApplication.translate("MainWindow", "Could not save"), str(exc))
            return False
        self._set_status("saved")
        return True

    def open_from(self, path: str | Path) -> bool:
        try:
            self.model.load(path)
        except (RecordError, OSError, ImportError, ValueError) as exc:
            self.show_error(QCoreApplication.translate("MainWindow", "Could not open"), str(exc))
            return False
        return True

    def save_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self,
            QCoreApplication.translate("MainWindow", "Save list"),
            str(autosave_path().parent / "list.skat.json"),
            QCoreApplication.translate("MainWindow", "Skat lists (*.json)"),
        )
        if path:
            self.save_to(path)

    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            QCoreApplication.translate("MainWindow", "Open list"),
            str(autosave_path().parent),
            QCoreApplication.translate("MainWindow", "Skat lists (*.json)"),
        )
        if path:
            self.open_from(path)

    def show_error(self, title: str, text: str) -> None:
        """A window-modal message that does not block the event loop (tests)."""
        self.last_error = text
        box = QMessageBox(
            QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    # ------------------------------------------------------------------ settings
    def set_deck(self, deck_id: str) -> None:
        if self.renderer.set_deck(deck_id):
            self.settings.deck = deck_id
            self.result.update()
            for child in self.result.findChildren(QWidget):
                child.update()
        act = self.deck_actions.get(self.renderer.deck_id())
        if act is not None:
            act.setChecked(True)

    def apply_speed(self, speed: AnimationSpeed) -> None:
        self.table.set_speed(speed.factor)
        self.model.move_delay_ms = int(max(250, 650 * speed.factor))

    def set_speed(self, speed: AnimationSpeed) -> None:
        self.settings.animation_speed = speed
        self.apply_speed(speed)
        self.speed_actions[speed].setChecked(True)

    def set_language(self, code: str) -> None:
        self.languages.set_language(code)
        self.settings.language = code
        act = self.lang_actions.get(code)
        if act is not None:
            act.setChecked(True)

    def set_hint_level(self, level: str) -> None:
        """How hard the hint engine thinks (``strong`` takes about a second)."""
        self.settings.hint_level = level
        self.model.hint_level = level
        act = self.hint_level_actions.get(level)
        if act is not None:
            act.setChecked(True)

    def _practice_toggled(self, on: bool) -> None:
        self.settings.practice = on
        if on:
            self._maybe_auto_hint()

    # ------------------------------------------------------------------ model events
    def _on_session_changed(self) -> None:
        self._hide_panels()
        self.result.hide()
        self.hints.clear()
        self.score.set_session(self.model.session)
        self.table.show_session()
        self.last_trick.hide()
        self.retranslate_status()

    def _on_deal_started(self) -> None:
        self._hide_panels()
        self.result.hide()
        self.hints.clear()
        self.score.refresh()
        self.last_trick.hide()
        self.table.start_deal()

    def _on_action_applied(self, seat: int, action: object) -> None:
        self._hide_panels()
        self._clear_hint_marks()
        self.hints.clear()
        self.table.on_action(seat, action)
        if isinstance(action, A.Play):
            self.last_trick.hide()  # the rules allow the look only until the next card
        if self.model.game.finished:
            self.score.refresh()

    def _on_thinking(self, player: int, thinking: bool) -> None:
        self.table.set_thinking(player, thinking)
        self.retranslate_status()

    def _on_status(self, key: str) -> None:
        self._status_key = key
        self.retranslate_status()

    def _set_status(self, key: str) -> None:
        self._status_key = key
        self.retranslate_status()

    def _on_refused(self, reason: str) -> None:
        self.table.show_message(texts.illegal_text("not_legal"))

    def _on_idle(self) -> None:
        """The table finished animating: next decision or next computer move."""
        if not self.model.has_session:
            return
        game = self.model.game
        if game.finished:
            self._show_result()
            return
        self._update_panels()
        self.model.proceed()
        self._maybe_auto_hint()

    def _show_result(self) -> None:
        self._hide_panels()
        ch = int(max(44, min(90, self.table.m.ch * 0.62)))
        self.result.show_result(self.model.session, ch)
        self.result.show()
        self.result.raise_()
        self._place_overlays()

    def _on_next_deal(self) -> None:
        if self.model.session.finished:
            self.result.hide()
            self.table.show_message(
                QCoreApplication.translate("MainWindow", "The list is complete."), 6000
            )
            self.dock.show()
            return
        self.model.next_deal()

    # ------------------------------------------------------------------ panels
    def _hide_panels(self) -> None:
        for panel in self.panels:
            panel.hide()
        self._current_panel = None
        self.table.set_interactive_hand(set(), set())

    def _update_panels(self) -> None:
        self._hide_panels()
        model = self.model
        view = model.human_view()
        if view is None:
            return
        seat = view.seat
        hand = set(int(c) for c in _cards(view.hand))
        names = [model.session.names[model.session.player_at(s)] for s in range(3)]
        to_move = view.to_move == seat
        panel: PromptPanel | None = None
        dimmed: set[int] = set()
        phase = view.phase
        if to_move:
            if phase is Phase.BIDDING:
                panel = self.bidding
            elif phase in (Phase.SKAT, Phase.DECLARE, Phase.PUSH):
                panel = self.declare
            elif phase in (Phase.DISCARD, Phase.PUSH_DISCARD):
                panel = self.discard
                self.discard.set_selection(self.table.selected())
                if phase is Phase.PUSH_DISCARD:
                    allowed = {
                        int(c) for a in view.legal if isinstance(a, A.Discard) for c in a.cards
                    }
                    dimmed = hand - allowed
            elif phase in (Phase.KONTRA, Phase.RE, Phase.RESPONSE):
                panel = self.choice
            elif phase is Phase.PLAY:
                legal_cards = {int(a.card) for a in view.legal if isinstance(a, A.Play)}
                dimmed = hand - legal_cards
        if panel is None and self.tools.has_any(view.legal):
            panel = self.tools
        self.table.set_interactive_hand(hand, dimmed)
        if panel is not None:
            panel.set_view(view, names)
            panel.show()
            panel.raise_()
            self._current_panel = panel
            self._place_overlays()
        if to_move and not self.table.hasFocus():
            self.table.setFocus()

    def _place_overlays(self) -> None:
        vp = self.table.viewport().rect()
        m = self.table.m
        panel = self._current_panel
        if panel is not None and panel.isVisible():
            self.declare.set_columns(6 if vp.width() >= 720 else 3)
            panel.adjustSize()
            size = panel.sizeHint().boundedTo(QSize(vp.width() - 16, vp.height() - 16))
            panel.resize(size)
            if panel is self.tools:
                x = vp.width() - m.margin - size.width()
                y = int(m.center.bottom() - size.height())
            else:
                anchor = self.table.prompt_anchor()
                x = int(anchor.x() - size.width() / 2)
                y = int(anchor.y() - size.height() / 2)
            y = min(y, int(self.table.hand_top() - size.height() - 4))
            rect = _clamp(QRect(QPoint(int(x), int(y)), size), vp)
            info = self.table.info_rect().toAlignedRect()
            if rect.intersects(info) and info.right() + 8 + rect.width() <= vp.width() - 4:
                rect.moveLeft(info.right() + 8)  # keep the game info readable
            panel.move(rect.topLeft())
        if self.last_trick.isVisible():
            self.last_trick.adjustSize()
            size = self.last_trick.sizeHint().boundedTo(QSize(vp.width() - 16, vp.height() - 16))
            self.last_trick.resize(size)
            center = self.table.mapFromScene(self.table.m.center.center())
            rect = _clamp(
                QRect(
                    QPoint(center.x() - size.width() // 2, center.y() - size.height() // 2), size
                ),
                vp,
            )
            self.last_trick.move(rect.topLeft())
        if self.result.isVisible():
            w = min(vp.width() - 20, max(640, int(vp.width() * 0.82)))
            h = min(vp.height() - 20, max(420, int(vp.height() * 0.86)))
            self.result.resize(w, h)
            self.result.move((vp.width() - w) // 2, (vp.height() - h) // 2)

    def show_last_trick(self) -> None:
        """Show the last finished trick of the current deal (or say there is none)."""
        if not self.model.has_session:
            return
        if self.last_trick.isVisible():
            self.last_trick.hide()
            return
        game = self.model.game
        if not game.tricks:
            self.table.show_message(
                QCoreApplication.translate("MainWindow", "No trick has been taken yet.")
            )
            return
        names = [self.model.session.names[self.model.player_at_seat(s)] for s in range(3)]
        height = max(48, int(self.table.m.ch * 0.8))
        self.last_trick.show_trick(game.tricks[-1], names, height)
        self._place_overlays()

    def _on_panel_action(self, action: object) -> None:
        if isinstance(
            action,
            (
                A.Bid,
                A.Hold,
                A.Pass,
                A.PickUpSkat,
                A.Discard,
                A.Declare,
                A.Kontra,
                A.Re,
                A.PushSkat,
                A.Concede,
                A.Claim,
                A.Accept,
                A.Reject,
            ),
        ):
            self.model.play_human(action)

    # ------------------------------------------------------------------ cards
    def _on_card_clicked(self, card: int) -> None:
        model = self.model
        if not model.has_session:
            return
        view = model.human_view()
        if view is None or model.game.finished:
            return
        seat = view.seat
        phase = view.phase
        if phase in (Phase.DISCARD, Phase.PUSH_DISCARD) and view.to_move == seat:
            selected = self.table.selected()
            if card in selected:
                selected.discard(card)
            elif len(selected) < 2:
                selected.add(card)
            else:
                selected = {card}
            self.table.set_selected(selected)
            self.discard.set_selection(selected)
            self._place_overlays()
            return
        if phase is Phase.PLAY and view.to_move == seat and A.Play(Card(card)) in view.legal:
            model.play_human(A.Play(Card(card)))
            return
        self.table.show_message(self.why_illegal_text(card))

    def _on_card_dropped(self, card: int) -> None:
        view = self.model.human_view()
        if view is not None and view.phase is Phase.PLAY:
            self._on_card_clicked(card)

    def why_illegal_text(self, card: int) -> str:
        """The translated sentence for why ``card`` cannot be played now."""
        model = self.model
        seat = model.human_seat()
        if seat is None:
            return texts.illegal_text("not_your_turn")
        # The engine's reason (suit or trump to follow included) is the message.
        code = model.game.why_illegal(seat, card) or "not_legal"
        game = model.game
        if code in ("must_follow", "must_follow_trump") and game.trick:
            lead_name = texts._t("Illegal", texts.SUIT_NAMES_FOR_LEAD[game.trick[0] >> 3])
            return texts.illegal_text(code, lead_name)
        return texts.illegal_text(code)

    # ------------------------------------------------------------------ hints
    def human_decision_pending(self) -> bool:
        view = self.model.human_view() if self.model.has_session else None
        return (
            view is not None
            and not self.model.game.finished
            and view.to_move == view.seat
            and bool(view.legal)
        )

    def request_hint(self) -> None:
        if not self.human_decision_pending():
            self.table.show_message(
                QCoreApplication.translate("MainWindow", "There is nothing to decide right now.")
            )
            return
        self.hints.set_busy()
        self.dock.show()
        self.model.request_hint()

    def _maybe_auto_hint(self) -> None:
        """Practice mode: one hint per decision (not again after a mere redraw)."""
        if not (self.act_practice.isChecked() and self.human_decision_pending()):
            return
        position = self.model.position()
        if position == self._auto_hinted:
            return
        self._auto_hinted = position
        self.hints.set_busy()
        self.model.request_hint()

    def _on_hint_ready(self, options: object) -> None:
        opts = (
            [o for o in options if isinstance(o, HintOption)] if isinstance(options, list) else []
        )
        view = self.model.human_view()
        hand = view is not None and view.phase in (Phase.SKAT, Phase.PUSH)
        self._hint_options = opts
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
        for panel in self.panels:
            panel.mark_hint(None)

    # ------------------------------------------------------------------ text
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("MainWindow", "Skat Desktop"))
        self.game_menu.setTitle(QCoreApplication.translate("MainWindow", "&Game"))
        self.act_new.setText(QCoreApplication.translate("MainWindow", "&New list…"))
        self.act_open.setText(QCoreApplication.translate("MainWindow", "&Open…"))
        self.act_save.setText(QCoreApplication.translate("MainWindow", "&Save as…"))
        self.act_quit.setText(QCoreApplication.translate("MainWindow", "&Quit"))
        self.play_menu.setTitle(QCoreApplication.translate("MainWindow", "&Play"))
        self.act_hint.setText(QCoreApplication.translate("MainWindow", "Hint (H)"))
        self.act_last_trick.setText(QCoreApplication.translate("MainWindow", "Last trick (L)"))
        self.act_practice.setText(
            QCoreApplication.translate("MainWindow", "Practice mode: show hints by themselves")
        )
        self.hint_level_menu.setTitle(QCoreApplication.translate("MainWindow", "Hint strength"))
        for level, act in self.hint_level_actions.items():
            act.setText(texts.level_name(level))
        self.view_menu.setTitle(QCoreApplication.translate("MainWindow", "&View"))
        self.deck_menu.setTitle(QCoreApplication.translate("MainWindow", "Card deck"))
        self.speed_menu.setTitle(QCoreApplication.translate("MainWindow", "Animation speed"))
        speed_names = {
            AnimationSpeed.OFF: QCoreApplication.translate("MainWindow", "Off"),
            AnimationSpeed.FAST: QCoreApplication.translate("MainWindow", "Fast"),
            AnimationSpeed.NORMAL: QCoreApplication.translate("MainWindow", "Normal"),
            AnimationSpeed.SLOW: QCoreApplication.translate("MainWindow", "Slow"),
        }
        for speed, act in self.speed_actions.items():
            act.setText(speed_names[speed])
        self.act_sheet.setText(QCoreApplication.translate("MainWindow", "Score sheet"))
        self.dock.setWindowTitle(QCoreApplication.translate("MainWindow", "Score sheet"))
        self.lang_menu.setTitle(QCoreApplication.translate("MainWindow", "&Language"))
        self.help_menu.setTitle(QCoreApplication.translate("MainWindow", "&Help"))
        self.act_about.setText(QCoreApplication.translate("MainWindow", "&About Skat Desktop"))
        for panel in self.panels:
            if panel.isVisible():
                panel.retranslate()
        self.result.retranslate()
        self.last_trick.retranslate()
        self.score.retranslate()
        self.hints.retranslate()
        self.table.retranslate()
        self.retranslate_status()
        QTimer.singleShot(0, self._place_overlays)

    def retranslate_status(self) -> None:
        model = self.model
        thinking = model.thinking_player if model.has_session else None
        if thinking is not None:
            name = model.session.names[thinking]
            self.thinking_label.setText(
                QCoreApplication.translate("MainWindow", "{name} is thinking…").format(name=name)
            )
            self.thinking_bar.show()
        else:
            self.thinking_label.setText("")
            self.thinking_bar.hide()
        messages = {
            "saved": QCoreApplication.translate("MainWindow", "Saved."),
            "resumed": QCoreApplication.translate("MainWindow", "Resumed the last list."),
            "computer_error": QCoreApplication.translate(
                "MainWindow", "A computer player failed; it made a random move instead."
            ),
        }
        text = messages.get(self._status_key, "")
        self.statusBar().showMessage(text)

    def _about(self) -> None:
        QMessageBox.about(
            self,
            QCoreApplication.translate("MainWindow", "About Skat Desktop"),
            QCoreApplication.translate(
                "MainWindow", "Skat Desktop — play Skat offline against computer opponents."
            ),
        )

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # Keep the score sheet readable without starving the table.
        width = int(min(480, max(250, self.width() * 0.31)))
        self.resizeDocks([self.dock], [width], Qt.Orientation.Horizontal)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.model.shutdown()
        super().closeEvent(event)


def _cards(mask: int) -> list[int]:
    return [c for c in range(32) if mask >> c & 1]


def _clamp(rect: QRect, bounds: QRect) -> QRect:
    x = max(bounds.left() + 4, min(rect.left(), bounds.right() - rect.width() - 4))
    y = max(bounds.top() + 4, min(rect.top(), bounds.bottom() - rect.height() - 4))
    return QRect(x, y, rect.width(), rect.height())
