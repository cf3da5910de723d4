"""The window's dialogs and the program around the table, apart from the widgets.

:class:`AppActions` opens the settings, help, About, statistics and review
dialogs, applies what the settings dialog changed (one field at a time, as
:class:`~.settings_dialog.SettingsValues` describes), takes back the player's
last move, starts a practice deal from a review and goes back to the list,
and carries out the play aids (confirm a card, play a single legal card).
It lives beside :mod:`.main_window` so the window keeps to its widgets and
their wiring; the menus (:mod:`.menus`) call these slots.

Dialogs are opened with ``open()`` (window-modal, not blocking), so the tests
and the screenshot script can reach them as attributes while they are shown.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer
from PySide6.QtWidgets import QCheckBox, QDialog, QMessageBox, QWidget

from skat_desktop.engine.api import (
    DealRecord,
    Phase,
)
from skat_desktop.engine.api import actions as A
from skat_desktop.model.settings_keys import table_colour_hex
from skat_desktop.model.statistics import StatisticsStore

from . import texts
from .about_dialog import AboutDialog
from .controller import Prompt
from .game_pieces import UI_GAMES
from .help_dialog import HelpDialog
from .i18n import system_language
from .instance_lock import LOCK_NAME, LOCK_RETRY_MS, OTHER_COPY, acquire_instance_lock
from .review_dialog import ReviewDialog
from .settings_dialog import SettingsDialog
from .statistics_dialog import StatisticsDialog

if TYPE_CHECKING:
    from skat_desktop.model.statistics_file import StatisticsFile
    from skat_desktop.model.table_model import TableModel

    from .game_page import GamePage
    from .main_window import MainWindow

log = logging.getLogger(__name__)

AUTO_PLAY_MS = 350
"""Pause before a single legal card plays itself, so the player sees it go."""

Ask = Callable[[QWidget, str, str], bool]
"""(parent, title, question) -> yes?"""


def ask_yes_no(parent: QWidget, title: str, question: str) -> bool:
    """A modal yes/no question (tests answer it through ``activeModalWidget``)."""
    box = QMessageBox(
        QMessageBox.Icon.Question,
        title,
        question,
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        parent,
    )
    box.setDefaultButton(QMessageBox.StandardButton.No)
    return box.exec() == QMessageBox.StandardButton.Yes


AskPractice = Callable[[QWidget, str], tuple[bool, bool]]
"""(parent, the game's sentence) -> (take back?, ask again next time?)"""


def ask_undo_practice(parent: QWidget, text: str) -> tuple[bool, bool]:
    """Before the first undo of a list: it will count as practice. Go on?

    ``text`` says it of the game being played (:meth:`.game_page.PageTexts.undo_practice`).
    Returns whether to take the move back and whether to ask again; "don't
    ask again" is kept only when the player goes on (cancelling changes
    nothing). Tests answer it through ``activeModalWidget``.
    """
    box = QMessageBox(
        QMessageBox.Icon.Question,
        QCoreApplication.translate("MainWindow", "Take back the move?"),
        text,
        QMessageBox.StandardButton.Ok | QMessageBox.StandardButton.Cancel,
        parent,
    )
    box.setObjectName("UndoPracticeQuestion")
    take_back = box.button(QMessageBox.StandardButton.Ok)
    if take_back is not None:
        take_back.setText(QCoreApplication.translate("MainWindow", "Take back"))
    box.setDefaultButton(QMessageBox.StandardButton.Cancel)
    again = QCheckBox(QCoreApplication.translate("MainWindow", "Don't ask again"), box)
    box.setCheckBox(again)
    go = box.exec() == QMessageBox.StandardButton.Ok
    return go, not (go and again.isChecked())


class AppActions(QObject):
    """Dialogs, settings, undo, review and practice deals for one main window."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._w = window
        self.ask: Ask = ask_yes_no
        self.ask_practice: AskPractice = ask_undo_practice
        self.settings_dialog: SettingsDialog | None = None
        self.help_dialog: HelpDialog | None = None
        self.about_dialog: AboutDialog | None = None
        self.statistics_dialog: StatisticsDialog | None = None
        self.review_dialog: ReviewDialog | None = None
        self._reviews: list[QDialog] = []
        """Every open review, of any game: a practice deal closes them all."""
        self.statistics_stores: dict[str, StatisticsFile[Any]] = {
            name: ui.statistics.open_store()
            for name, ui in UI_GAMES.items()
            if ui.statistics is not None
        }
        """Each game's statistics, by name; a page gives its model its own."""
        store = self.statistics_stores[window.model.description.name]
        assert isinstance(store, StatisticsStore)
        self.statistics = store
        window.model.statistics = self.statistics
        self.instance_lock, why = acquire_instance_lock()
        self.second_copy = why == OTHER_COPY
        """Another copy writes the data folder: this one writes nothing there
        (no autosave of either game, no statistics), so nothing is overwritten."""
        self.folder_problem = "" if self.second_copy else why
        """Why the data folder takes no lock file (a full disk …), "" if it does."""
        for each in self.statistics_stores.values():
            each.on_save_problem = window.model.report_save_problem
        self._lock_retry = QTimer(self)
        self._lock_retry.setInterval(LOCK_RETRY_MS)
        self._lock_retry.timeout.connect(self.retry_lock)
        if self.second_copy:
            self._write_nothing()
        elif self.folder_problem:
            self._lock_retry.start()

    def statistics_for(self, game: str) -> Any:
        """The statistics store of ``game`` (None: the game keeps none); typed
        as each game's model takes it."""
        return self.statistics_stores.get(game)

    def lock_path(self) -> str:
        """The key of the lock file's problem among the window's save problems."""
        return LOCK_NAME

    def _write_nothing(self) -> None:
        """Become the copy that writes nothing to the shared files."""
        self.second_copy = True
        for store in self.statistics_stores.values():
            store.read_only = True
        # The other games' pages are built after this object and ask ``second_copy``.
        models = [page.model for page in self._w.pages().values()] if self._w.has_pages() else []
        for model in {id(m): m for m in (self._w.model, *models)}.values():
            model.read_only = True
            model.autosave_enabled = False

    def retry_lock(self) -> None:
        """The lock file could not be written at start: try again (space may be back).

        If meanwhile another copy took it, this one stops writing from now on.
        """
        lock, why = acquire_instance_lock()
        if why == OTHER_COPY:
            self._lock_retry.stop()
            self.folder_problem = ""
            self._write_nothing()
            self._w.status.announce_second_copy()
        elif lock is not None:
            self._lock_retry.stop()
            self.instance_lock = lock
            self.folder_problem = ""
            self._w.status.on_save_problem(self.lock_path(), "")

    # ------------------------------------------------------------------ settings
    def apply_stored_settings(self) -> None:
        """At start: every setting the dialog offers, as stored."""
        self.apply_settings(["card_back", "table_colour", "think_time", "confirm_card"])
        self._w.hints.set_show_win_chances(self._w.settings.show_win_chances)

    def open_settings(self) -> SettingsDialog:
        dialog = SettingsDialog(self._w.settings, self._w.renderer.decks(), self._w)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.settings_applied.connect(self.apply_settings)
        dialog.destroyed.connect(lambda: setattr(self, "settings_dialog", None))
        self.settings_dialog = dialog
        dialog.open()
        return dialog

    def apply_settings(self, changed: list[str]) -> None:
        """Carry out the fields the settings dialog changed (already stored)."""
        w = self._w
        settings = w.settings
        if "deck" in changed:
            w.set_deck(settings.deck)
        if "card_back" in changed:
            w.renderer.set_back_deck(settings.card_back or None)
        if "table_colour" in changed:
            w.table.set_felt_colour(table_colour_hex(settings.table_colour))
        if "animation_speed" in changed:
            w.set_speed(settings.animation_speed)
        if "think_time" in changed or "animation_speed" in changed:
            w.model.move_delay_ms = settings.think_time.delay_ms(settings.animation_speed.factor)
        if "language" in changed:
            code = settings.language or system_language()
            w.languages.set_language(code)
            w.menus.check(w.menus.lang_actions, code)
        if "confirm_card" in changed:
            w.controller.confirm_play = self.confirm_card if settings.confirm_card else None
        if "show_win_chances" in changed:
            w.hints.set_show_win_chances(settings.show_win_chances)
        if "hint_level" in changed:
            w.set_hint_level(settings.hint_level)
        if "auto_single_card" in changed and settings.auto_single_card:
            self.on_prompt(w.controller.prompt())
        w.aids.apply_settings()  # the learning aids and tournament mode

    # ------------------------------------------------------------------ play aids
    def confirm_card(self, card: int) -> bool:
        """Ask before a clicked card is played (the *confirm before playing* setting)."""
        return self.ask(
            self._w,
            QCoreApplication.translate("MainWindow", "Play this card?"),
            QCoreApplication.translate("MainWindow", "Play {card}?").format(
                card=texts.card_text(card)
            ),
        )

    def on_prompt(self, prompt: Prompt) -> None:
        """With *play a single legal card*: the only card that may be played goes."""
        if not self._w.settings.auto_single_card or not prompt.to_move:
            return
        view = prompt.view
        if view is None or view.phase is not Phase.PLAY:
            return
        plays = [a for a in view.legal if isinstance(a, A.Play)]
        if len(plays) != 1:
            return
        model = self._w.model
        position = model.position()
        action = plays[0]

        def play() -> None:
            if model.has_session and model.position() == position:
                model.play_human(action)

        QTimer.singleShot(AUTO_PLAY_MS, self, play)

    # ------------------------------------------------------------------ dialogs
    def show_help(self, page: str = "rules") -> HelpDialog:
        dialog = self.help_dialog
        if dialog is None:
            dialog = HelpDialog(page, self._w)
            dialog.destroyed.connect(lambda: setattr(self, "help_dialog", None))
            dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            self.help_dialog = dialog
        else:
            dialog.show_page(page)
        dialog.show()
        dialog.raise_()
        return dialog

    def show_about(self) -> AboutDialog:
        dialog = AboutDialog(self._w)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.destroyed.connect(lambda: setattr(self, "about_dialog", None))
        self.about_dialog = dialog
        dialog.open()
        return dialog

    def show_statistics(self) -> StatisticsDialog:
        """The statistics, on the figures of the game being played."""
        model = self._w.page().model
        player = model.player_names()[0] if model.has_session else self._w.settings.own_name()
        dialog = StatisticsDialog(
            self.statistics,
            player=player,
            parent=self._w,
            stores=self.statistics_stores,
            game=model.description.name,
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.destroyed.connect(lambda: setattr(self, "statistics_dialog", None))
        self.statistics_dialog = dialog
        dialog.open()
        return dialog

    # ------------------------------------------------------------------ undo
    def undo(self) -> bool:
        """Take back the player's last card or decision in the game being played
        (its list becomes practice)."""
        page = self._w.page()
        model = page.model
        if not model.has_session or not model.can_undo() or not self._practice_agreed(page):
            return False
        if not model.undo():
            return False
        self._w.status.set_key("undone")
        return True

    def _practice_agreed(self, page: GamePage) -> bool:
        """Before the undo that makes the list practice, ask (once per list).

        The player used to learn it afterwards, from the status bar and from
        an empty statistics page. Not asked when the list already is practice,
        during a practice deal (never counted anyway), or after "don't ask again".
        """
        settings = self._w.settings
        model = page.model
        if model.undo_used or model.in_practice_deal or not settings.ask_undo_practice:
            return True
        go, ask_again = self.ask_practice(self._w, page.texts.undo_practice())
        if go and not ask_again:
            settings.ask_undo_practice = False
        return go

    def update_undo(self) -> None:
        model = self._w.page().model
        self._w.menus.act_undo.setEnabled(model.has_session and model.can_undo())

    # ------------------------------------------------------------------ review
    def review(self, record: DealRecord) -> ReviewDialog | None:
        """Open the review of a finished deal of the running session."""
        model = self._w.model
        if not model.has_session or record.result is None:
            return None
        if self.review_dialog is not None:
            self.review_dialog.close()
        dialog = ReviewDialog.for_record(
            model.rules, model.player_names(), record, self._w.renderer, player=0, parent=self._w
        )
        self.review_dialog = dialog
        self.present_review(dialog, lambda seat: self.play_again(record, seat), self._forget_review)
        return dialog

    def review_current(self) -> QDialog | None:
        """The review of the deal just finished, of the game being played."""
        page = self._w.page()
        model = page.model
        return page.review(model.current_record()) if model.has_session else None

    def review_last(self) -> QDialog | None:
        """Review the latest finished deal of the game being played (Play menu, R):
        while a deal is under way that is the one before it. Says so on the
        table when no deal has been finished yet."""
        page = self._w.page()
        records = page.model.records() if page.model.has_session else []
        for record in reversed(records):
            if record.result is not None:
                return page.review(record)
        page.show_message(self._no_finished_deal())
        return None

    @staticmethod
    def _no_finished_deal() -> str:
        return QCoreApplication.translate("MainWindow", "No deal has been finished yet.")

    def present_review(
        self, dialog: Any, replay: Callable[[int], None], forget: Callable[[QDialog], None]
    ) -> None:
        """Open a review (of any game) that deletes itself on close, is then
        forgotten by ``forget``, and can replay its deal."""
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self._reviews.append(dialog)
        dialog.destroyed.connect(lambda: self._closed_review(dialog, forget))
        dialog.replay_requested.connect(replay)
        dialog.open()

    def _closed_review(self, dialog: QDialog, forget: Callable[[QDialog], None]) -> None:
        if dialog in self._reviews:
            self._reviews.remove(dialog)
        forget(dialog)

    def _forget_review(self, dialog: QDialog) -> None:
        """A closed review is forgotten, unless a newer one has taken its place
        (a replaced dialog is deleted after its successor opened)."""
        if self.review_dialog is dialog:
            self.review_dialog = None

    def play_again(self, record: DealRecord, seat: int) -> None:
        """ "Play this deal again": the same cards, the player in ``seat``."""
        from skat_desktop.ai.review_replay import replay_setup

        model = self._w.model
        rules, names = model.list_session.rules, model.list_session.names
        self.practise(model, lambda: replay_setup(rules, record, seat).new_session(names))

    def practise(self, model: TableModel[Any, Any], practice: Callable[[], Any]) -> None:
        """Close the review and play the deal ``practice`` makes; say why if it cannot."""
        try:
            session = practice()
        except ValueError as exc:
            self._w.show_error(
                QCoreApplication.translate("MainWindow", "Could not play the deal again"), str(exc)
            )
            return
        for dialog in list(self._reviews):
            dialog.close()
        model.play_practice_deal(session)

    def back_to_list(self) -> None:
        self._w.model.resume_list()

    # ------------------------------------------------------------------ lists
    def shown_game(self) -> str:
        """The registry name of the game on the table."""
        return self._w.page().model.description.name

    def confirm_replace(self, game: str | None = None) -> bool:
        """Ask before a new or opened list replaces a running, unfinished one.

        ``game`` (a registry name) is the game about to be started or
        opened; None means the one on the table. Each game keeps its own
        autosave, so only a list of the same game can be lost. During a
        practice deal the list that waits is the one that counts.
        """
        page = self._w.page_for(game or self.shown_game())
        model = page.model
        if not model.has_session:
            return True
        running = model.list_session
        started = len(running.records) > 1 or bool(running.current.actions)
        if running.finished or not started:
            return True
        title, text = page.texts.replace_question()
        return self.ask(self._w, title, text)

    def release(self) -> None:
        """At close: let another copy write the autosave."""
        self._lock_retry.stop()
        if self.instance_lock is not None:
            self.instance_lock.unlock()
            self.instance_lock = None
