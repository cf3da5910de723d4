"""Par on the screen: the result panel's line and the score sheet's total against par."""

from __future__ import annotations

import random
from typing import Any

from support.ui_helpers import play_deal

from skat_desktop.engine.skat.rules import RuleSet, Scoring
from skat_desktop.ui.main_window import MainWindow

RULES = RuleSet(scoring=Scoring.SEEGER_FABIAN, list_length=3)


def par_text(win: MainWindow) -> str | None:
    rows = {label.text(): value.text() for label, value in win.result.detail_labels()}
    found = [text for label, text in rows.items() if label.startswith("Par (")]
    return found[0] if found else None


def test_the_result_panel_shows_par_when_it_arrives(qtbot: Any, window: MainWindow) -> None:
    window.set_hint_level("strong")
    window.start_new_session(RULES, ["human", "random", "random"], seed=2)
    play_deal(qtbot, window, random.Random(4))
    assert window.result.isVisible()
    shown = str(par_text(window))
    assert shown == "working out par…" or " · you " in shown, shown
    assert "Par (Strong)" in [label.text() for label, _ in window.result.detail_labels()]
    qtbot.waitUntil(lambda: window.model.par.value(0) is not None, timeout=60_000)
    par = window.model.par.value(0)
    own = window.model.session.records[0].scores[0]
    qtbot.waitUntil(lambda: par_text(window) == f"{par:+d} · you {own:+d}")
    assert "Against par: you" in window.score.summary.text()


def test_a_par_still_being_worked_out_says_so(qtbot: Any, window: MainWindow) -> None:
    window.start_new_session(RULES, ["human", "random", "random"], seed=2)
    play_deal(qtbot, window, random.Random(4))
    model = window.model
    model.par.forget()  # as if the job had not answered yet: ask again, then look at once
    model.par.request(0, "strong", lambda stop: 7)
    window.par_view.result_shown()
    assert par_text(window) == "working out par…"
    qtbot.waitUntil(lambda: par_text(window) is not None and "+7" in str(par_text(window)))


def test_a_deal_without_a_known_par_shows_a_dash(qtbot: Any, window: MainWindow) -> None:
    window.start_new_session(RULES, ["human", "random", "random"], seed=2)
    play_deal(qtbot, window, random.Random(4))
    window.model.par.forget()  # a list loaded from a file: its earlier pars are not known
    window.par_view.result_shown()
    assert par_text(window) == "—"
    assert window.score.summary.text().endswith("Against par: —")


def test_the_spitzer_result_shows_par_and_the_sheet_its_total(
    qtbot: Any, window: MainWindow
) -> None:
    from support import spitzer_ui_helpers as sp
    from support.spitzer_page import spitzer_mode

    window.set_hint_level("easy")  # every game's par follows the setting
    sp.start_spitzer(window, 3)
    sp.play_deal(qtbot, window, random.Random(3))
    mode = spitzer_mode(window)
    assert mode.model.hint_level == "easy"

    def spitzer_par_text() -> str | None:
        rows = [value for label, value in mode.result.detail_rows() if label.startswith("Par (")]
        return rows[0] if rows else None

    qtbot.waitUntil(lambda: mode.model.par.value(0) is not None, timeout=60_000)
    par = mode.model.par.value(0)
    own = mode.model.session.records[0].scores[0]
    qtbot.waitUntil(lambda: spitzer_par_text() == f"{par:+d} · you {own:+d}")
    assert "Par (Easy)" in [label for label, _ in mode.result.detail_rows()]
    assert f"Against par: you {own:+d} · par {par:+d}" in mode.sheet.summary.text()


def test_the_settings_dialog_sets_the_level_of_hints_and_par(
    qtbot: Any, window: MainWindow
) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QDialogButtonBox

    from support.spitzer_page import spitzer_mode

    assert window.model.hint_level == "strong"  # nobody chose: the strongest advice
    dialog = window.app_actions.open_settings()
    qtbot.addWidget(dialog)
    dialog.hint_level.setCurrentIndex(dialog.hint_level.findData("normal"))
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert window.settings.hint_level == "normal"
    assert window.model.hint_level == "normal"
    assert spitzer_mode(window).model.hint_level == "normal"
    assert window.menus.hint_level_actions["normal"].isChecked()
