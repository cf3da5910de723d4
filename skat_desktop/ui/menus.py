"""The window's menus, actions and toolbar, apart from the window's widgets.

:class:`WindowMenus` builds every ``QAction`` once, connects each to the
window's public method that does the work, and sets their texts again after a
language switch. The dialogs behind Settings, Statistics, Help and About,
and Undo, are :class:`~.app_actions.AppActions` slots. Keeping the menus here
leaves :mod:`.main_window` with the widgets and their wiring.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QToolBar

from skat_desktop.model.settings import AnimationSpeed

from . import texts
from .i18n import LANGUAGES

if TYPE_CHECKING:
    from .main_window import MainWindow

HINT_LEVELS: tuple[str, ...] = ("normal", "strong")


def help_keys() -> list[QKeySequence]:
    """F1, and the platform's help key where that is another one.

    On Linux and Windows ``HelpContents`` *is* F1: binding both made Qt call
    every press an "ambiguous shortcut overload" and do nothing.
    """
    keys: list[QKeySequence] = []
    for key in (
        *QKeySequence.keyBindings(QKeySequence.StandardKey.HelpContents),
        QKeySequence(Qt.Key.Key_F1),
    ):
        if not key.isEmpty() and key not in keys:
            keys.append(key)
    return keys


def with_key(act: QAction, tip: str) -> None:
    """The tooltip ends with the key: the toolbar's buttons show the name alone.

    The key is no longer part of the texts (the menus show it in their own
    column), so the toolbar tells it on hover.
    """
    key = act.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
    act.setToolTip(f"{tip} ({key})" if key else tip)


class WindowMenus(QObject):
    """Menu bar, toolbar and actions of the main window."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window
        settings = window.settings
        bar = window.menuBar()

        self.game_menu = bar.addMenu("")
        self.act_new = self._action(window.new_session_dialog, QKeySequence.StandardKey.New)
        self.act_open = self._action(window.open_dialog, QKeySequence.StandardKey.Open)
        self.act_save = self._action(window.save_dialog, QKeySequence.StandardKey.Save)
        self.act_quit = self._action(window.close, QKeySequence.StandardKey.Quit)
        actions = window.app_actions
        self.act_statistics = self._action(actions.show_statistics)
        self.act_statistics.setObjectName("statisticsAction")
        self.act_settings = self._action(
            actions.open_settings, QKeySequence.StandardKey.Preferences
        )
        self.act_settings.setObjectName("settingsAction")
        self.act_settings.setMenuRole(QAction.MenuRole.PreferencesRole)
        for act in (self.act_new, self.act_open, self.act_save):
            self.game_menu.addAction(act)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.act_statistics)
        self.game_menu.addAction(self.act_settings)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.act_quit)

        self.play_menu = bar.addMenu("")
        self.act_undo = self._action(actions.undo, QKeySequence.StandardKey.Undo)
        self.act_undo.setObjectName("undoAction")
        self.act_undo.setEnabled(False)
        self.play_menu.addAction(self.act_undo)
        self.play_menu.addSeparator()
        self.act_hint = self._action(window.request_hint, QKeySequence(Qt.Key.Key_H))
        self.act_hint.setObjectName("hintAction")
        self.act_practice = QAction(window)
        self.act_practice.setCheckable(True)
        self.act_practice.setChecked(settings.practice)
        self.act_practice.toggled.connect(window.set_practice)
        self.act_last_trick = self._action(window.show_last_trick, QKeySequence(Qt.Key.Key_L))
        self.act_last_trick.setObjectName("lastTrickAction")
        self.act_review = self._action(actions.review_last, QKeySequence(Qt.Key.Key_R))
        self.act_review.setObjectName("reviewAction")
        self.play_menu.addAction(self.act_hint)
        self.play_menu.addAction(self.act_last_trick)
        self.play_menu.addAction(self.act_review)
        self.play_menu.addAction(self.act_practice)
        self.hint_level_menu = self.play_menu.addMenu("")
        self.hint_level_group = QActionGroup(window)
        self.hint_level_actions: dict[str, QAction] = {}
        for level in HINT_LEVELS:
            act = self._choice(self.hint_level_group, level == settings.hint_level)
            act.triggered.connect(lambda _=False, lv=level: window.set_hint_level(lv))
            self.hint_level_menu.addAction(act)
            self.hint_level_actions[level] = act

        self.view_menu = bar.addMenu("")
        self.deck_menu = self.view_menu.addMenu("")
        self.deck_group = QActionGroup(window)
        self.deck_actions: dict[str, QAction] = {}
        for deck in window.renderer.decks():
            act = self._choice(self.deck_group, deck.id == window.renderer.deck_id())
            act.setText(deck.display_name())
            act.setData(deck.id)
            act.triggered.connect(lambda _=False, d=deck.id: window.set_deck(d))
            self.deck_menu.addAction(act)
            self.deck_actions[deck.id] = act
        self.speed_menu = self.view_menu.addMenu("")
        self.speed_group = QActionGroup(window)
        self.speed_actions: dict[AnimationSpeed, QAction] = {}
        for speed in AnimationSpeed:
            act = self._choice(self.speed_group, speed is settings.animation_speed)
            act.triggered.connect(lambda _=False, s=speed: window.set_speed(s))
            self.speed_menu.addAction(act)
            self.speed_actions[speed] = act
        self.act_sheet = window.dock.toggleViewAction()
        self.view_menu.addAction(self.act_sheet)

        self.lang_menu = bar.addMenu("")
        self.lang_group = QActionGroup(window)
        self.lang_actions: dict[str, QAction] = {}
        for code, name in LANGUAGES:
            act = self._choice(self.lang_group, code == window.languages.language)
            act.setText(name)
            act.triggered.connect(lambda _=False, c=code: window.set_language(c))
            self.lang_menu.addAction(act)
            self.lang_actions[code] = act

        self.help_menu = bar.addMenu("")
        self.act_help = self._action(lambda: actions.show_help("rules"))
        self.act_help.setShortcuts(help_keys())
        self.act_help.setObjectName("helpAction")
        self.act_lessons = self._action(lambda: window.lessons.open_dialog())
        self.act_lessons.setObjectName("lessonsAction")
        self.act_shortcuts = self._action(lambda: actions.show_help("shortcuts"))
        self.act_shortcuts.setObjectName("shortcutsAction")
        self.act_about = self._action(actions.show_about)
        self.act_about.setObjectName("aboutAction")
        self.act_about.setMenuRole(QAction.MenuRole.AboutRole)
        self.help_menu.addAction(self.act_lessons)
        self.help_menu.addAction(self.act_help)
        self.help_menu.addAction(self.act_shortcuts)
        self.help_menu.addSeparator()
        self.help_menu.addAction(self.act_about)

        self.toolbar = QToolBar(window)
        self.toolbar.setObjectName("MainToolbar")
        self.toolbar.setMovable(False)
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.toolbar.addAction(self.act_new)
        self.toolbar.addAction(self.act_undo)
        self.toolbar.addAction(self.act_hint)
        self.toolbar.addAction(self.act_last_trick)
        window.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.toolbar)

    def _action(
        self, slot: object, shortcut: QKeySequence | QKeySequence.StandardKey | None = None
    ) -> QAction:
        act = QAction(self._window)
        if shortcut is not None:
            act.setShortcut(shortcut)
        act.triggered.connect(slot)
        return act

    def _choice(self, group: QActionGroup, checked: bool) -> QAction:
        act = QAction(self._window)
        act.setCheckable(True)
        act.setChecked(checked)
        group.addAction(act)
        return act

    def check(
        self, actions: dict[str, QAction] | dict[AnimationSpeed, QAction], key: object
    ) -> None:
        """Tick the entry for ``key`` (after a change made elsewhere)."""
        act = actions.get(key)  # type: ignore[call-overload]
        if act is not None:
            act.setChecked(True)

    def retranslate(self) -> None:
        self.game_menu.setTitle(QCoreApplication.translate("MainWindow", "&Game"))
        self.act_new.setText(QCoreApplication.translate("MainWindow", "&New list…"))
        self.act_open.setText(QCoreApplication.translate("MainWindow", "&Open…"))
        self.act_save.setText(QCoreApplication.translate("MainWindow", "&Save as…"))
        self.act_quit.setText(QCoreApplication.translate("MainWindow", "&Quit"))
        self.act_statistics.setText(QCoreApplication.translate("MainWindow", "S&tatistics…"))
        self.act_settings.setText(QCoreApplication.translate("MainWindow", "S&ettings…"))
        self.act_undo.setText(QCoreApplication.translate("MainWindow", "&Undo"))
        with_key(
            self.act_undo,
            QCoreApplication.translate(
                "MainWindow",
                "Take back your last card or decision; the list then counts as practice.",
            ),
        )
        self.play_menu.setTitle(QCoreApplication.translate("MainWindow", "&Play"))
        self.act_hint.setText(QCoreApplication.translate("MainWindow", "Hint"))
        self.act_last_trick.setText(QCoreApplication.translate("MainWindow", "Last trick"))
        with_key(self.act_hint, QCoreApplication.translate("MainWindow", "Ask for a hint"))
        with_key(
            self.act_last_trick, QCoreApplication.translate("MainWindow", "Show the last trick")
        )
        self.act_review.setText(QCoreApplication.translate("MainWindow", "Review the last deal"))
        self.act_practice.setText(
            QCoreApplication.translate("MainWindow", "Practice mode: show hints by themselves")
        )
        self.hint_level_menu.setTitle(QCoreApplication.translate("MainWindow", "Hint strength"))
        for level, act in self.hint_level_actions.items():
            act.setText(texts.level_name(level))
        self.view_menu.setTitle(QCoreApplication.translate("MainWindow", "&View"))
        self.deck_menu.setTitle(QCoreApplication.translate("MainWindow", "Card deck"))
        for deck in self._window.renderer.decks():  # names in the language just picked
            self.deck_actions[deck.id].setText(deck.display_name())
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
        self.lang_menu.setTitle(QCoreApplication.translate("MainWindow", "&Language"))
        self.help_menu.setTitle(QCoreApplication.translate("MainWindow", "&Help"))
        self.act_help.setText(QCoreApplication.translate("MainWindow", "Rules and &help"))
        self.act_lessons.setText(QCoreApplication.translate("MainWindow", "&Lessons…"))
        self.act_shortcuts.setText(QCoreApplication.translate("MainWindow", "&Keyboard shortcuts"))
        self.act_about.setText(QCoreApplication.translate("MainWindow", "&About Skat Desktop"))
