"""Decks, languages, resizing, hints, files and the worker, through the window."""

from __future__ import annotations

import json
import random
import threading
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt, QTimer
from PySide6.QtTest import QTest
from support.model_helpers import GatedComputer
from support.ui_helpers import click_card, play_deal, ready, shown_panel, start

from skat_desktop.ai import hints
from skat_desktop.ai.hints import HintOption
from skat_desktop.engine import actions as A
from skat_desktop.engine.skat.game import Phase
from skat_desktop.engine.skat.rules import PRESETS, RuleSet
from skat_desktop.engine.skat.view import GameView
from skat_desktop.model.table_model import TableModel, make_computer
from skat_desktop.ui.main_window import MainWindow
from skat_desktop.ui.new_session_dialog import NewSessionDialog

pytestmark = pytest.mark.usefixtures("window")


def _wait_ready(qtbot, win: MainWindow) -> None:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: ready(win), timeout=20000)


def _to_play_phase(qtbot, win: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Pass through the auction until the human has a card to play."""
    for _ in range(60):
        _wait_ready(qtbot, win)
        view = win.model.human_view()
        assert view is not None
        if view.phase is Phase.PLAY:
            return
        if win.result.isVisible():
            win.model.next_deal()
            continue
        legal = view.legal
        action = A.PASS if A.PASS in legal else legal[0]
        if view.phase is Phase.DECLARE or view.phase is Phase.SKAT:
            action = next(a for a in legal if isinstance(a, A.Declare))
        if view.phase is Phase.DISCARD:
            action = legal[0]
        before = win.model.position()
        win.model.play_human(action)
        qtbot.waitUntil(lambda b=before: win.model.position() != b, timeout=5000)
    raise AssertionError("never reached the play phase")


def test_language_switch_retranslates_live(qtbot, window: MainWindow) -> None:
    start(window, RuleSet(), 8)
    _wait_ready(qtbot, window)
    assert window.bidding.isVisible()
    assert "Pass" in window.bidding.pass_.text()
    plate = window.table.plate(0)
    assert plate is not None and "Forehand" in plate.detail
    window.set_language("ja")
    qtbot.waitUntil(lambda: "パス" in window.bidding.pass_.text(), timeout=3000)
    assert "フォアハンド" in plate.detail
    assert window.menus.game_menu.title().startswith("ゲーム")
    assert window.dock.windowTitle() == "得点表"
    assert any(label == "回数" for label, _ in window.table.info_lines())
    window.set_language("de")
    qtbot.waitUntil(lambda: "Passe" in window.bidding.pass_.text(), timeout=3000)
    assert "Vorhand" in plate.detail
    window.set_language("en")
    qtbot.waitUntil(lambda: window.bidding.pass_.text() == "Pass (P)", timeout=3000)
    assert window.settings.language == "en"


def test_illegal_card_is_explained_in_japanese(qtbot, window: MainWindow) -> None:
    window.set_language("ja")
    start(window, RuleSet(), 8)
    rng = random.Random(3)
    for _ in range(40):
        _to_play_phase(qtbot, window)
        view = window.model.human_view()
        assert view is not None
        illegal = [
            c for c in range(32) if view.hand >> c & 1 and A.Play(A.Card(c)) not in view.legal
        ]
        if illegal:
            click_card(qtbot, window, illegal[0])
            assert "マストフォロー" in window.table.toast_text()
            assert window.model.human_view() == view  # nothing was played
            return
        plays = [a for a in view.legal if isinstance(a, A.Play)]
        before = window.model.position()
        window.model.play_human(rng.choice(plays))
        qtbot.waitUntil(lambda b=before: window.model.position() != b, timeout=5000)
    pytest.fail("seed 8 no longer reaches a position with an illegal card: choose another")


def test_deck_switch_rerenders(qtbot, window: MainWindow) -> None:
    start(window, RuleSet(), 8)
    _wait_ready(qtbot, window)
    images = {}
    for deck in window.renderer.decks():
        window.set_deck(deck.id)
        assert window.renderer.deck_id() == deck.id
        assert window.menus.deck_actions[deck.id].isChecked()
        assert window.settings.deck == deck.id
        qtbot.wait(10)
        images[deck.id] = window.table.grab().toImage()
    ids = list(images)
    assert len(ids) >= 3
    assert images[ids[0]] != images[ids[-1]], "the table must look different after a switch"


def test_resize_relayouts_in_card_units(qtbot, window: MainWindow) -> None:
    start(window, RuleSet(), 8)
    _wait_ready(qtbot, window)
    heights = []
    for size in ((800, 600), (1600, 1000), (1000, 700)):
        window.resize(*size)
        qtbot.wait(30)
        table = window.table
        heights.append(table.card_height())
        area = QRectF(table.viewport().rect())
        seat = window.model.human_seat()
        assert seat is not None
        for card in range(32):
            if window.model.game.hands[seat] >> card & 1:
                item = table.card_item(card)
                assert area.contains(item.pos()), (size, card, item.pos())
        panel = shown_panel(window)
        assert panel is not None
        assert table.viewport().rect().contains(panel.geometry())
    assert heights[1] > heights[0]


def test_keyboard_shortcut_passes(qtbot, window: MainWindow) -> None:
    start(window, RuleSet(), 8)
    _wait_ready(qtbot, window)
    assert window.bidding.isVisible()
    before = len(window.model.game.history)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)
    # Through the window system, as a real key press: shortcuts are resolved there.
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_P)
    qtbot.waitUntil(lambda: len(window.model.game.history) > before, timeout=3000)
    assert window.model.game.history[before][1] == A.PASS


def test_save_and_open(qtbot, window: MainWindow, tmp_path: Path) -> None:
    start(window, PRESETS["club"], 21)
    _wait_ready(qtbot, window)
    path = tmp_path / "list.skat.json"
    history = list(window.model.game.history)
    assert window.save_to(path)
    start(window, RuleSet(), 99)
    assert window.open_from(path)
    assert list(window.model.game.history) == history
    assert window.model.rules == PRESETS["club"]
    _wait_ready(qtbot, window)
    # A damaged file: a clear message, the session stays as it was.
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    assert not window.open_from(bad)
    assert "damaged" in window.last_error or "JSON" in window.last_error
    assert list(window.model.game.history) == history


def test_open_with_unknown_levels_uses_the_default_levels(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    """A save file naming a level this version lacks still opens, with the
    default computers, instead of failing to create its players."""
    start(window, RuleSet(), 21)
    _wait_ready(qtbot, window)
    path = tmp_path / "list.skat.json"
    assert window.save_to(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["levels"] = ["human", "grandmaster", "easy"]
    path.write_text(json.dumps(data), encoding="utf-8")
    assert window.open_from(path)
    assert window.model.levels[1:] == ["normal", "normal"]
    _wait_ready(qtbot, window)


def test_autosave_and_resume(qtbot, window: MainWindow) -> None:
    start(window, RuleSet(), 5)
    _wait_ready(qtbot, window)
    history = list(window.model.game.history)
    assert history  # computers bid before the human
    window.start_default_session()
    assert list(window.model.game.history) == history


def test_new_session_dialog_presets(qtbot, window: MainWindow) -> None:
    dialog = NewSessionDialog("official", 3, ["easy", "strong"], "Ken", window)
    qtbot.addWidget(dialog)
    assert dialog.rules() == RuleSet()
    dialog.preset.setCurrentIndex(dialog.preset.findData("pub"))
    assert dialog.rules() == PRESETS["pub"]
    kontra = dialog.option_editor("kontra")
    kontra.setChecked(False)  # type: ignore[attr-defined]
    assert dialog.rules() == PRESETS["pub"].replace(kontra=False)
    dialog.players.setCurrentIndex(1)
    rules = dialog.rules()
    assert rules.players == 4 and rules.list_length == 48
    assert dialog.levels() == ["human", "easy", "strong", "normal"]
    assert dialog.player_name() == "Ken"


def _fake_hints(monkeypatch: pytest.MonkeyPatch) -> list[GameView]:
    asked: list[GameView] = []

    def hint(view: GameView, level: str = "normal") -> list[HintOption]:
        asked.append(view)
        legal = list(view.legal)
        best = legal[-1]
        return [
            HintOption(best, 0.75, 12.5, "highest_expected_score"),
            *[HintOption(a, 0.25, -3.0, "lower_expected_score") for a in legal[:-1][:4]],
        ]

    monkeypatch.setattr(hints, "hint", hint)
    return asked


def test_hint_marks_the_suggestion(
    qtbot,
    window: MainWindow,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    _fake_hints(monkeypatch)
    start(window, RuleSet(), 8)
    _wait_ready(qtbot, window)
    assert window.menus.act_hint.isEnabled()
    window.menus.act_hint.trigger()
    qtbot.waitUntil(lambda: window.hints.state == "ready", timeout=5000)
    tree = window.hints.tree
    assert tree.topLevelItemCount() >= 2
    # Bids show their chance; a pass in the auction plays no game and shows a dash.
    assert all(
        tree.topLevelItem(i).text(1).endswith("%") or tree.topLevelItem(i).text(1) == "—"
        for i in range(tree.topLevelItemCount())
    )
    assert any(tree.topLevelItem(i).text(1).endswith("%") for i in range(tree.topLevelItemCount()))
    panel = shown_panel(window)
    assert panel is not None
    assert any(b.property("hint") for b in panel.findChildren(type(window.bidding.pass_)))
    _to_play_phase(qtbot, window)
    window.menus.act_hint.trigger()
    qtbot.waitUntil(lambda: window.hints.state == "ready", timeout=5000)
    assert any(window.table.card_item(c).hinted() for c in range(32))


def test_practice_mode_hints_by_itself(
    qtbot,
    window: MainWindow,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    asked = _fake_hints(monkeypatch)
    window.menus.act_practice.setChecked(True)
    start(window, RuleSet(), 8)
    _wait_ready(qtbot, window)
    qtbot.waitUntil(lambda: window.hints.state == "ready", timeout=5000)
    assert asked
    window.menus.act_practice.setChecked(False)


def test_unknown_computer_level_is_refused_by_name() -> None:
    """Every level ships with the app: an unknown name is an error naming the
    levels, never a silent swap for a weaker player."""
    for game in ("skat", "spitzer"):
        with pytest.raises(ValueError, match="easy, normal, strong"):
            make_computer(game, "grandmaster", 1)
        assert make_computer(game, "easy", 1)[1] == "easy"


class _HandshakePlayer:
    """Cannot answer until the GUI thread has run its event loop meanwhile.

    Its ``choose`` holds the GIL in pure Python and waits for a flag that only a
    ``QTimer`` on the GUI thread sets. If the search ran on the GUI thread, or
    blocked it, the timer could never fire and ``choose`` would report failure:
    a check that does not depend on how busy the machine is. How long the GUI
    may stall is measured by ``skat-desktop bench gui``, not here.
    """

    level = "slow"

    def __init__(self) -> None:
        self.ticked = threading.Event()
        self.done = threading.Event()
        """Set when the test has seen enough: a later question is answered at once."""
        self.threads: list[threading.Thread] = []
        self.saw_tick: list[bool] = []

    def choose(self, view: GameView) -> A.Action:
        self.threads.append(threading.current_thread())
        self.ticked.clear()
        deadline = time.perf_counter() + 10.0
        x = 0
        while not (self.ticked.is_set() or self.done.is_set()) and time.perf_counter() < deadline:
            x += 1  # busy, like a Python search holding the GIL between switches
        self.saw_tick.append(self.ticked.is_set())
        legal = list(view.legal)
        return A.PASS if A.PASS in legal else legal[0]


def test_computer_thinks_off_the_gui_thread(qtbot, window: MainWindow) -> None:
    model = window.model
    model.autosave_enabled = False
    slow = _HandshakePlayer()
    timer = QTimer()
    timer.setInterval(20)
    timer.timeout.connect(slow.ticked.set)
    timer.start()
    model.new_session(RuleSet(), ["me", "a", "b"], ["human", "random", "random"], seed=8)
    model.set_computer(1, slow, "strong")
    model.set_computer(2, slow, "strong")
    # The thinking indicator shows while the worker runs.
    qtbot.waitUntil(lambda: model.thinking_player is not None, timeout=3000)
    assert window.thinking_bar.isVisible() or window.thinking_bar.isVisibleTo(window)
    plate = window.table.plate(model.thinking_player)  # type: ignore[arg-type]
    assert plate is not None and plate.thinking()
    qtbot.waitUntil(lambda: model.thinking_player is None and bool(slow.saw_tick), timeout=15000)
    threads, saw_tick = list(slow.threads), list(slow.saw_tick)
    # The next computer may already be thinking: let it answer, so the window
    # closes at once instead of waiting out its ten seconds.
    slow.done.set()
    timer.stop()
    assert threads and all(t is not threading.main_thread() for t in threads)
    assert all(saw_tick), "the GUI event loop did not run while the computer thought"


def test_stale_answer_is_dropped(qtbot, window: MainWindow) -> None:
    model: TableModel = window.model
    model.new_session(RuleSet(), ["me", "a", "b"], ["human", "random", "random"], seed=8)
    _wait_ready(qtbot, window)
    computers = [GatedComputer(A.PASS) for _ in range(2)]  # they think until released
    for player, computer in enumerate(computers, start=1):
        model.set_computer(player, computer, "random")
    before = list(model.game.history)
    model.play_human(A.PASS)  # the table asks the computer to move next
    qtbot.waitUntil(lambda: any(c.asked.is_set() for c in computers), timeout=10000)
    assert model.undo()  # the player takes the pass back while it thinks
    assert list(model.game.history) == before
    # The answer computed for the old position arrives late: nothing happens.
    for computer in computers:
        if computer.asked.is_set():
            computer.release(qtbot)
    assert list(model.game.history) == before and model.human_to_move()


def test_animated_deal_reaches_the_gate(qtbot, window: MainWindow) -> None:
    """With animations on (but quick), a whole deal still flows through the gate."""
    window.table.set_speed(0.08)
    window.model.move_delay_ms = 0
    start(window, RuleSet(), 12)
    play_deal(qtbot, window, random.Random(5))
    assert window.model.game.finished


@pytest.mark.parametrize("lang", ["ja", "de"])
def test_translations_are_complete(lang: str) -> None:
    """Every string has a translation that keeps the {placeholders}."""
    import re
    import xml.etree.ElementTree as ET

    from skat_desktop.resources_path import translations_dir

    root = ET.parse(translations_dir() / f"skat_desktop_{lang}.ts").getroot()
    assert (translations_dir() / f"skat_desktop_{lang}.qm").is_file()
    count = 0
    for message in root.iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None
        assert translation.get("type") != "unfinished", source
        text = translation.text or ""
        assert text, source
        assert sorted(re.findall(r"\{\w+\}", source)) == sorted(re.findall(r"\{\w+\}", text)), (
            source
        )
        count += 1
    assert count > 250


def test_last_trick_shown_until_the_next_card(qtbot, window: MainWindow) -> None:
    start(window, RuleSet(), 8)
    _to_play_phase(qtbot, window)
    model = window.model
    if not model.game.tricks:
        window.menus.act_last_trick.trigger()
        assert not window.last_trick.isVisible()
        assert window.table.toast_text(), "asking before any trick says why"
    while not model.game.tricks:
        _wait_ready(qtbot, window)
        view = model.human_view()
        assert view is not None and not model.game.finished
        # A computer may offer to claim or concede: answer it and play on.
        action = next((a for a in view.legal if isinstance(a, A.Play)), view.legal[-1])
        before = model.position()
        model.play_human(action)
        qtbot.waitUntil(lambda b=before: model.position() != b, timeout=5000)
    _wait_ready(qtbot, window)
    window.table.setFocus()
    QTest.keyClick(window.table, Qt.Key.Key_L)
    assert window.last_trick.isVisible()
    trick = model.game.tricks[-1]
    shown = [row.cards for row in window.last_trick.rows]
    assert shown == [[int(c)] for c in trick.cards]
    names = [lbl.text() for lbl in window.last_trick.name_labels]
    assert names[0] == model.session.names[model.player_at_seat(trick.leader)]
    assert str(trick.points) in window.last_trick.winner_label.text()
    # Escape closes it; L opens it again; the next card on the table closes it.
    QTest.keyClick(window.last_trick, Qt.Key.Key_Escape)
    assert not window.last_trick.isVisible()
    window.menus.act_last_trick.trigger()
    assert window.last_trick.isVisible()
    if not model.game.finished and model.human_to_move():
        view = model.human_view()
        assert view is not None
        model.play_human(view.legal[0])
        assert not window.last_trick.isVisible()
