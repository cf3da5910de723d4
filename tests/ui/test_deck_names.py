"""With the German deck, texts name suits and cards the way the cards look.

French decks keep "♦ Diamonds" and "♣J"; the German deck shows Schellen and
Eichel, Unter and Ober, so game names, card texts and the Spitzer rule texts
follow it (in every language), and switching the deck at run time re-labels
what is on screen.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from support.spitzer_page import spitzer_mode
from support.ui_helpers import click_card, ready

from skat_desktop.ai.hints import HintOption, Reason
from skat_desktop.engine import actions as A
from skat_desktop.engine.cards import Card
from skat_desktop.engine.skat.game import Phase
from skat_desktop.engine.skat.game_types import GameType
from skat_desktop.engine.skat.rules import RuleSet
from skat_desktop.engine.skat.view import GameView
from skat_desktop.engine.spitzer.api import (
    CallPartner,
)
from skat_desktop.ui import card_names, texts
from skat_desktop.ui.card_theme import discover_decks, load_theme
from skat_desktop.ui.main_window import MainWindow
from skat_desktop.ui.spitzer import texts as spitzer_texts

CJ, CQ, D7, D10, SQ, HA = 28, 29, 0, 3, 21, 15

EXPECTED = {
    # language: (Diamonds game, ♣J, ♦10, ♠Q, the called ♥A, lead name for ♦)
    "en": ("Bells", "Acorns U", "Bells 10", "Leaves O", "Call the ace of hearts", "Bells"),
    "de": ("Schellen", "Eichel-U", "Schellen-10", "Grün-O", "das Rot-Ass rufen", "Schellen"),
    "ja": ("鈴", "どんぐりのウンター", "鈴の10", "木の葉のオーバー", "ハートのエースを指名", "鈴"),
}


def _names() -> tuple[str, ...]:
    return (
        texts.game_name(GameType.DIAMONDS),
        texts.card_text(CJ),
        texts.card_text(D10),
        texts.card_text(SQ),
        spitzer_texts.action_text(CallPartner(Card(HA))),
        texts.suit_name_for_lead(0),
    )


def test_only_our_german_deck_or_a_theme_that_says_so_is_german_suited(tmp_path: Path) -> None:
    decks = {d.id: d for d in discover_decks(extra_dirs=[])}
    assert decks["german"].german
    assert not decks["french2"].german and not decks["french4"].german
    theme = tmp_path / "mytheme"
    theme.mkdir()
    (theme / "deck.svg").write_bytes(decks["german"].svg.read_bytes())
    index = "[KDE Backdeck]\nName=Mine\nSVG=deck.svg\n"
    (theme / "index.desktop").write_text(index, encoding="utf-8")
    plain = load_theme(theme, "kde:mytheme", builtin=False)
    assert plain is not None and not plain.german  # the pictures alone say nothing
    (theme / "index.desktop").write_text(index + "X-Skat-Suits=german\n", encoding="utf-8")
    marked = load_theme(theme, "kde:mytheme", builtin=False)
    assert marked is not None and marked.german


@pytest.mark.parametrize("language", ["en", "de", "ja"])
def test_names_follow_the_deck_in_every_language(languages, language: str) -> None:  # type: ignore[no-untyped-def]
    languages.set_language(language)
    french = _names()
    assert french[1:4] == ("♣J", "♦10", "♠Q")  # French decks: symbols as before
    card_names.set_german_suits(True)
    assert _names() == EXPECTED[language]
    # Grand, Null and Ramsch are the same games whatever the cards look like.
    card_names.set_german_suits(False)
    grand = texts.game_name(GameType.GRAND), texts.game_name(GameType.NULL)
    card_names.set_german_suits(True)
    assert (texts.game_name(GameType.GRAND), texts.game_name(GameType.NULL)) == grand
    card_names.set_german_suits(False)
    assert _names() == french


@pytest.mark.parametrize(
    ("language", "big", "little"),
    [("en", "Acorns O (Big Queen)", "Leaves O (Little Queen)"), ("de", "Eichel-O", "Grün-O")],
)
def test_spitzer_legend_names_the_obers_with_the_german_deck(
    languages, language: str, big: str, little: str
) -> None:  # type: ignore[no-untyped-def]
    languages.set_language(language)
    assert "♣" in spitzer_texts.trump_legend()  # French decks: symbols as before
    card_names.set_german_suits(True)
    legend = spitzer_texts.trump_legend()
    assert big in legend and little in legend
    assert not any(symbol in legend for symbol in "♣♠♥♦")
    assert not any(symbol in spitzer_texts.trump_order_text() for symbol in "♣♠♥♦")


def test_spitzer_legend_in_japanese(languages) -> None:  # type: ignore[no-untyped-def]
    languages.set_language("ja")
    card_names.set_german_suits(True)
    legend = spitzer_texts.trump_legend()
    assert "どんぐりのオーバー（ビッグクイーン）" in legend
    assert "鈴の7（スピッツァー）" in legend
    assert spitzer_texts.both_queens_badge() == "オーバー側"
    # The trump order in short pieces (the info box and the panel have no room
    # for fourteen written-out names).
    order = spitzer_texts.trump_order_text()
    assert "どんぐりのオーバー、鈴の7、木の葉のオーバー、残りのオーバー、すべてのウンター" in order
    assert order.endswith("鈴：エース 10 キング 9 8")


class _Passer:
    """An opponent that passes every bid, so the human declares."""

    level = "normal"

    def choose(self, view: GameView) -> A.Action:
        legal = list(view.legal)
        if A.PASS in legal:
            return A.PASS
        plays = [a for a in legal if isinstance(a, A.Play)]
        return plays[0] if plays else legal[0]


def _to_declaration(qtbot, win: MainWindow) -> None:  # type: ignore[no-untyped-def]
    win.start_new_session(RuleSet(), ["human", "random", "random"], seed=8)
    win.model.set_computer(1, _Passer(), "normal")
    win.model.set_computer(2, _Passer(), "normal")

    def at(phase: Phase) -> bool:
        view = win.model.human_view()
        return ready(win) and view is not None and view.phase is phase

    qtbot.waitUntil(lambda: at(Phase.BIDDING), timeout=10000)
    qtbot.mouseClick(win.bidding.bid_next, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: at(Phase.SKAT), timeout=10000)
    qtbot.mouseClick(win.declare.pick_up, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: at(Phase.DISCARD), timeout=10000)
    view = win.model.human_view()
    assert view is not None
    for card in [c for c in range(32) if view.hand >> c & 1][:2]:
        click_card(qtbot, win, card)
    qtbot.mouseClick(win.discard.confirm, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: at(Phase.DECLARE), timeout=10000)


def test_switching_the_deck_relabels_the_declaration_panel_and_the_hints(
    qtbot, window: MainWindow
) -> None:
    _to_declaration(qtbot, window)
    button = window.declare.games[GameType.DIAMONDS]
    assert button.text().startswith("♦ Diamonds")
    window.hints.set_options(
        [HintOption(A.Play(Card(CJ)), 0.5, 1.0, Reason.HIGHEST_EXPECTED_SCORE)], hand=False
    )
    assert window.hints.tree.topLevelItem(0).text(0) == "♣J"
    window.set_deck("german")
    assert button.text().startswith("Bells\n")
    assert window.declare.games[GameType.CLUBS].text().startswith("Acorns\n")
    assert window.hints.tree.topLevelItem(0).text(0) == "Acorns U"
    assert "Acorns U" in window.hints.status.text()
    window.set_deck("french2")
    assert button.text().startswith("♦ Diamonds")
    assert window.hints.tree.topLevelItem(0).text(0) == "♣J"


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_longest_german_deck_card_fits_the_hint_list(
    qtbot, window: MainWindow, language: str
) -> None:
    """At the default window size the option column shows every German-deck
    card in full, beside the win and score columns (no sideways scrolling)."""
    window.set_language(language)
    window.resize(1280, 820)
    window.set_deck("german")
    options = [
        HintOption(A.Play(Card(card)), 0.85, -12.5, Reason.HIGHEST_EXPECTED_SCORE)
        for card in range(32)
    ]
    window.hints.set_options(options, hand=False)
    qtbot.wait(10)
    tree = window.hints.tree
    longest = max((texts.card_text(c) for c in range(32)), key=len)
    bold = tree.topLevelItem(0).font(0)
    needed = QFontMetrics(bold).horizontalAdvance(longest)
    assert tree.columnWidth(0) >= needed
    used = sum(tree.columnWidth(c) for c in range(3) if not tree.isColumnHidden(c))
    assert used <= tree.viewport().width(), (longest, used, tree.viewport().width())


def test_switching_the_deck_relabels_the_spitzer_panel_and_info_box(
    qtbot, window: MainWindow
) -> None:
    from support.spitzer_ui_helpers import ready as spitzer_ready
    from support.spitzer_ui_helpers import start_spitzer

    from skat_desktop.engine.seeds import deal_seed
    from skat_desktop.engine.spitzer import SpitzerDeal
    from skat_desktop.engine.spitzer.cards import BIG_QUEEN, LITTLE_QUEEN

    seed = next(
        s
        for s in range(2000)
        if SpitzerDeal.from_seed(deal_seed(s, 0)).hands[0] >> BIG_QUEEN & 1
        and SpitzerDeal.from_seed(deal_seed(s, 0)).hands[0] >> LITTLE_QUEEN & 1
    )
    start_spitzer(window, seed)
    qtbot.waitUntil(lambda: spitzer_ready(window), timeout=10000)
    panel = spitzer_mode(window).declare
    assert panel.isVisible() and "queens" in panel.title.text()
    assert "♣Q" in panel.legend.text()
    window.set_deck("german")
    assert "Obers" in panel.title.text()
    assert panel.legend.text().startswith("Trumps, high to low: Acorns O, Bells 7, Leaves O")
    lines = dict(spitzer_mode(window).view.decor().info.lines)
    assert lines["Trumps"] == "Acorns O Bells 7"
    aces = [a for a in panel.buttons if isinstance(a, CallPartner) and a.ace is not None]
    assert aces
    for action in aces:
        assert panel.buttons[action].text() == spitzer_texts.action_text(action)
        assert not any(w in panel.buttons[action].text() for w in ("clubs", "spades"))
    window.set_deck("french4")
    assert "♣Q" in panel.legend.text()
    assert dict(spitzer_mode(window).view.decor().info.lines)["Trumps"].startswith("♣Q ♦7 ♠Q")


def test_the_stored_deck_sets_the_names_at_start_up(qtbot, data_dir: Path) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QApplication

    from skat_desktop.app import create_window
    from skat_desktop.model.settings import AppSettings

    AppSettings().deck = "german"
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    win = create_window(app, "en", resume=False)
    qtbot.addWidget(win)
    try:
        assert win.renderer.deck_id() == "german"
        assert texts.game_name(GameType.CLUBS) == "Acorns"
    finally:
        win.model.shutdown()


@pytest.mark.parametrize(
    ("language", "jack", "unter"),
    [("en", "Jacks", "Unters"), ("de", "Buben", "Unter"), ("ja", "ジャック", "ウンター")],
)
def test_schieberamsch_texts_name_the_unters_with_the_german_deck(  # type: ignore[no-untyped-def]
    languages, language: str, jack: str, unter: str
) -> None:
    from skat_desktop.ui import rule_tips

    languages.set_language(language)

    def shown() -> tuple[str, str, str]:
        return (
            texts.illegal_text("jacks_push"),
            texts.rule_option_name("schieberamsch_jacks"),
            rule_tips.option_tip("schieberamsch_jacks"),
        )

    assert all(jack.lower() in text.lower() for text in shown())
    card_names.set_german_suits(True)
    german = shown()
    assert all(unter.lower() in text.lower() for text in german), german
    assert not any(jack.lower() in text.lower() for text in german), german
    card_names.set_german_suits(False)
