"""The review dialog: opens for every game kind, keys step, marks arrive, replay signal."""

from __future__ import annotations

import threading

import pytest
import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, Qt, QThreadPool
from PySide6.QtTest import QTest
from support.ai_helpers import play_deal
from support.engine_helpers import new_game, run

from skat_desktop.ai.levels import make_player
from skat_desktop.ai.review import DealReview, Mark
from skat_desktop.engine.cards import Card
from skat_desktop.engine.skat.game import Deal, Game
from skat_desktop.engine.skat.game_types import GameType
from skat_desktop.engine.skat.rules import RuleSet
from skat_desktop.engine.skat.session import Session
from skat_desktop.ui import review_texts
from skat_desktop.ui.card_theme import CardRenderer
from skat_desktop.ui.review_dialog import ReviewDialog

RULES = RuleSet()
NAMES = ["Anna", "Bernd", "Clara"]


@pytest.fixture(name="renderer", scope="module")
def renderer_fixture(qapp) -> CardRenderer:  # type: ignore[no-untyped-def]
    return CardRenderer(deck_id="french4")


def null_blunder() -> Game:
    """Forehand's Null Hand lost by leading ♣J (see tests/ai/test_review.py)."""
    game: Game = new_game(
        RULES,
        "C7 C9 CJ S7 S8 S9 H7 H8 H9 D7",
        "C8 CQ CK S10 SJ SQ H10 HJ HQ D10",
        "C10 CA SK SA HK HA DJ DQ DK DA",
        skat="D8 D9",
    )
    run(game, "pass pass 18 declare:null CJ C8 C10")
    return game


def ramsch_game(seed: int) -> Game:
    game = Game(RULES, Deal.from_seed(seed), forced_ramsch=True)
    players = [make_player("skat", "easy", seed + s) for s in range(3)]
    while not game.finished:
        seat = game.to_move
        assert seat is not None
        game.apply(players[seat].choose(game.view(seat)), seat)
    return game


def open_dialog(qtbot, renderer: CardRenderer, game: Game, seat: int | None = 0) -> ReviewDialog:  # type: ignore[no-untyped-def]
    dialog = ReviewDialog(DealReview.from_game(game), NAMES, renderer, seat=seat, number=3)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def wait_analysis(qtbot, dialog: ReviewDialog) -> None:  # type: ignore[no-untyped-def]
    if dialog.review.analysis is None and not dialog.analysis_failed:
        with qtbot.waitSignal(dialog.analysis_finished, timeout=120_000):
            pass


def marked_rows(dialog: ReviewDialog) -> list[int]:
    return [i for i in range(dialog.steps.count()) if dialog.steps.item(i).text().startswith("⚠")]


GAMES = {
    "suit": lambda: play_deal(RULES, 7, ["easy"] * 3),  # Hearts, F loses a won game
    "grand": lambda: play_deal(RULES, 13, ["easy"] * 3),  # Grand, F loses a won game
    "null": null_blunder,
    "ramsch": lambda: ramsch_game(4),
}


@pytest.mark.parametrize("kind", list(GAMES))
def test_opens_for_each_game_kind_and_marks_arrive(qtbot, renderer, kind: str) -> None:  # type: ignore[no-untyped-def]
    game = GAMES[kind]()
    dialog = open_dialog(qtbot, renderer, game)
    review = dialog.review
    assert dialog.steps.count() == len(review.groups)
    assert review.at_end and not dialog.forward_button.isEnabled()
    wait_analysis(qtbot, dialog)
    assert not dialog.analysis_failed
    rows = marked_rows(dialog)
    assert rows == sorted({review.steps[m.step].group for m in review.marks()})
    text = dialog.summary.text()
    assert text and "Analysing" not in text
    if kind == "null":
        assert review.kind == GameType.NULL and rows
        assert "card points" not in text and "card points" not in dialog.explanation.text()
        assert text.startswith("You could have won.")
    if kind in ("suit", "grand"):
        assert text.startswith("You could have won."), text
    if kind == "ramsch":
        assert review.kind == GameType.RAMSCH
    dialog.board.grab()  # paints every state without errors
    dialog.go_first()
    dialog.board.grab()


def test_keys_step_through_the_deal(qtbot, renderer) -> None:  # type: ignore[no-untyped-def]
    dialog = open_dialog(qtbot, renderer, play_deal(RULES, 3, ["easy"] * 3))
    review = dialog.review
    end = len(review.steps) - 1
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow, timeout=3000)

    def press(key: Qt.Key) -> None:
        # Through the window system, as a real key press: shortcuts are resolved there.
        QTest.keyClick(dialog.windowHandle(), key)

    press(Qt.Key.Key_Home)
    assert review.index == 0 and not dialog.back_button.isEnabled()
    press(Qt.Key.Key_Right)
    press(Qt.Key.Key_Right)
    assert review.index == 2
    assert dialog.position.text().startswith("Step 2 of ")
    press(Qt.Key.Key_Left)
    assert review.index == 1
    press(Qt.Key.Key_End)
    assert review.index == end
    press(Qt.Key.Key_Left)
    assert review.index == end - 1
    assert dialog.steps.currentRow() == review.current.group
    # The combo box holds focus after a click; the arrows still step.
    dialog.seat_choice.setFocus()
    press(Qt.Key.Key_Left)
    assert review.index == end - 2


def test_selecting_a_marked_row_opens_before_the_card(qtbot, renderer) -> None:  # type: ignore[no-untyped-def]
    dialog = open_dialog(qtbot, renderer, null_blunder())
    wait_analysis(qtbot, dialog)
    [mark] = dialog.review.marks()
    dialog.go_first()
    row = dialog.review.steps[mark.step].group
    dialog.steps.setCurrentRow(row)
    assert dialog.review.index == mark.step - 1
    assert dialog.board.coming_mark() == mark
    assert "♣J" in dialog.explanation.text() and "no trick" in dialog.explanation.text()
    dialog.go_forward()
    assert dialog.board.played_mark() == mark


def test_no_own_mark_and_a_failed_analysis_are_said_plainly(qtbot, renderer, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    dialog = open_dialog(qtbot, renderer, null_blunder(), seat=1)
    wait_analysis(qtbot, dialog)
    assert dialog.summary.text() == "No card of yours changed the outcome."
    assert dialog.question.text() == "Could you have won?"

    def broken(self: DealReview) -> None:
        raise RuntimeError("solver exploded")

    monkeypatch.setattr(DealReview, "analyse", broken)
    failed = open_dialog(qtbot, renderer, null_blunder(), seat=None)
    wait_analysis(qtbot, failed)
    assert failed.analysis_failed
    assert "could not be completed" in failed.summary.text()
    assert "exploded" not in failed.summary.text()
    assert failed.question.text() == "Which cards decided it?"


def test_an_analysis_that_ends_after_its_dialog_was_deleted_is_dropped_safely(
    qtbot, renderer, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    """Bug: the job emitted on a signals object owned by the dialog; closed and
    deleted while the solver ran, it took the object with it (a crash in CI)."""
    release = threading.Event()
    started = threading.Event()
    real = DealReview.analyse

    def slow(self: DealReview) -> object:
        started.set()
        release.wait(10)
        return real(self)

    monkeypatch.setattr(DealReview, "analyse", slow)
    dialog = ReviewDialog(DealReview.from_game(null_blunder()), NAMES, renderer, seat=0)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    assert started.wait(10)
    signals = [
        o for o in QCoreApplication.instance().children() if type(o).__name__ == "_AnalysisSignals"
    ]
    assert signals, "the job's signals belong to the application, not to the dialog"
    dialog.close()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    release.set()
    QThreadPool.globalInstance().waitForDone(20_000)
    qtbot.waitUntil(lambda: not any(shiboken6.isValid(s) for s in signals), timeout=5000)


def test_replay_signal_carries_the_chosen_seat(qtbot, renderer) -> None:  # type: ignore[no-untyped-def]
    dialog = ReviewDialog(
        DealReview.from_game(null_blunder()), NAMES, renderer, seat=1, analyse=False
    )
    qtbot.addWidget(dialog)
    # A hand-made deal has no seed: it cannot be dealt again.
    assert not dialog.replay_button.isEnabled()
    seeded = ReviewDialog(
        DealReview.from_game(play_deal(RULES, 3, ["easy"] * 3)),
        NAMES,
        renderer,
        seat=1,
        analyse=False,
    )
    qtbot.addWidget(seeded)
    assert seeded.seat_choice.currentData() == 1
    assert seeded.seat_choice.count() == 3 and "Clara" in seeded.seat_choice.itemText(2)
    assert seeded.seat_choice.itemText(1) == "as Middlehand (your cards)"
    seeded.seat_choice.setCurrentIndex(2)
    with qtbot.waitSignal(seeded.replay_requested, timeout=1000) as blocker:
        qtbot.mouseClick(seeded.replay_button, Qt.MouseButton.LeftButton)
    assert blocker.args == [2]


def test_opens_from_a_score_sheet_row(qtbot, renderer) -> None:  # type: ignore[no-untyped-def]
    session = Session(RULES, ["You", "Bernd", "Clara"], seed=41, first_dealer=1)
    players = [make_player("skat", "easy", s) for s in range(3)]
    for _ in range(2):
        while not session.game.finished:
            seat = session.game.to_move
            assert seat is not None
            player = session.player_at(seat)
            session.apply(players[player].choose(session.game.view(seat)), seat)
        if len(session.records) == 1:
            session.next_deal()
    record = session.records[0]
    dialog = ReviewDialog.for_record(session.rules, session.names, record, renderer)
    qtbot.addWidget(dialog)
    assert dialog.names == [session.names[p] for p in record.seats]
    assert dialog.seat == record.seats.index(0)
    assert dialog.windowTitle() == "Review of deal 1"
    assert dialog.review.game.deal == Deal.from_seed(record.seed)
    assert [a for _, a in dialog.review.game.history] == [a for _, a in record.actions]
    wait_analysis(qtbot, dialog)


def _mark(
    game: int, seat: int, declarer: int | None, best: int, after: int, o1: str, o2: str
) -> Mark:
    return Mark(
        step=10,
        trick=3,
        seat=seat,
        card=Card.parse("H7"),
        better=(Card.parse("SA"),),
        value_best=best,
        value_after=after,
        outcome_best=o1,
        outcome_after=o2,
        game=game,
        declarer=declarer,
    )


def test_mark_wording_per_game_kind() -> None:
    suit = review_texts.mark_text(_mark(GameType.HEARTS, 0, 0, 61, 57, "won", "lost"), NAMES)
    assert suit == (
        "With ♠A instead of ♥7 the declarer would have kept 61 card points (won); "
        "after ♥7 at most 57 (lost)."
    )
    defender = review_texts.mark_text(_mark(GameType.GRAND, 1, 0, 58, 64, "lost", "won"), NAMES)
    assert "held to 58 card points (lost)" in defender and "sure of 64 (won)" in defender
    null_d = review_texts.mark_text(_mark(GameType.NULL, 0, 0, 0, 1, "declarer_clean", "x"), NAMES)
    null_f = review_texts.mark_text(_mark(GameType.NULL, 2, 0, 1, 0, "x", "declarer_clean"), NAMES)
    assert null_d == "With ♠A instead of ♥7 the declarer would have taken no trick."
    assert null_f == "With ♠A instead of ♥7 the declarer would have had to take a trick."
    ramsch = review_texts.mark_text(_mark(GameType.RAMSCH, 2, None, 20, 34, "20+", "30+"), NAMES)
    assert ramsch == "With ♠A instead of ♥7, Clara would have taken 20 card points instead of 34."
    assert review_texts.mark_line(
        _mark(GameType.RAMSCH, 2, None, 20, 34, "", ""), NAMES
    ).startswith("Trick 3, Clara: ")
    many = review_texts.cards_text([Card.parse(c) for c in ("SA", "S10", "SK", "SQ")])
    assert many == "♠A or ♠10 or ♠K or …"


def test_switching_to_japanese_retranslates_the_open_dialog(qtbot, renderer, languages) -> None:  # type: ignore[no-untyped-def]

    dialog = ReviewDialog(
        DealReview.from_game(null_blunder()), NAMES, renderer, seat=0, number=4, analyse=False
    )
    qtbot.addWidget(dialog)
    dialog.set_analysis(dialog.review.analyse())
    languages.set_language("ja")
    QCoreApplication.sendEvent(dialog, QEvent(QEvent.Type.LanguageChange))
    assert dialog.windowTitle() == "第4回の振り返り"
    assert dialog.replay_button.text() == "この回をもう一度"
    assert dialog.summary.text().startswith("勝てるチャンスがありました。トリック 1・Anna：")
    assert dialog.steps.item(0).text() == "配られたカード"
    languages.set_language("en")
    QCoreApplication.sendEvent(dialog, QEvent(QEvent.Type.LanguageChange))
    assert dialog.replay_button.text() == "Play this deal again"


def test_every_review_string_is_translated() -> None:
    import ast
    import re
    import xml.etree.ElementTree as ET
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    sources: set[str] = set()
    for name in ("review_dialog.py", "review_texts.py", "review_widgets.py"):
        tree = ast.parse((root / "skat_desktop" / "ui" / name).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "translate"
                and len(node.args) >= 2
                and isinstance(node.args[0], ast.Constant)
                and node.args[0].value == "Review"
                and isinstance(node.args[1], ast.Constant)
            ):
                sources.add(node.args[1].value)
    assert sources
    for lang in ("ja", "de"):
        ts = ET.parse(root / "translations" / f"skat_desktop_{lang}.ts").getroot()
        done: dict[str, str] = {}
        for context in ts.iter("context"):
            if context.findtext("name") != "Review":
                continue
            for message in context.iter("message"):
                translation = message.find("translation")
                assert translation is not None
                if translation.get("type") not in ("unfinished", "obsolete", "vanished"):
                    text = translation.text or "".join(n.text or "" for n in translation)
                    done[message.findtext("source") or ""] = text
        assert sources <= set(done), (lang, sources - set(done))
        for source in sources:
            assert done[source].strip() or source.strip() == "", (source, lang)
            placeholders = sorted(re.findall(r"\{\w+\}", source))
            assert sorted(re.findall(r"\{\w+\}", done[source])) == placeholders, (source, lang)
