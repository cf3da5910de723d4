"""The hint table names what its numbers are: score and wins, or Ramsch card points."""

from __future__ import annotations

from skat_desktop.ai.hints import HintOption, Reason
from skat_desktop.engine import actions as A
from skat_desktop.engine.cards import Card
from skat_desktop.ui.hint_panel import HintPanel


def _row(panel: HintPanel, i: int) -> list[str]:
    item = panel.tree.topLevelItem(i)
    return [item.text(c) for c in range(3)]


def _headers(panel: HintPanel) -> list[str]:
    header = panel.tree.headerItem()
    return [header.text(c) for c in range(3)]


def test_a_suit_game_hint_shows_wins_and_signed_score(qtbot) -> None:  # type: ignore[no-untyped-def]
    panel = HintPanel()
    qtbot.addWidget(panel)
    panel.set_options(
        [
            HintOption(A.Play(Card(0)), 0.8, 12.5, Reason.HIGHEST_EXPECTED_SCORE),
            HintOption(A.Play(Card(1)), None, None, Reason.RULE_OF_THUMB),
        ],
        hand=False,
    )
    assert _headers(panel)[1:] == ["Wins", "Score"]
    assert _row(panel, 0)[1:] == ["80%", "+12.5"]
    assert _row(panel, 1)[1:] == ["", ""]  # not evaluated: blanks, not invented numbers


def test_a_ramsch_hint_shows_card_points(qtbot) -> None:  # type: ignore[no-untyped-def]
    panel = HintPanel()
    qtbot.addWidget(panel)
    panel.set_options(
        [
            HintOption(A.Play(Card(3)), 0.9, None, Reason.AVOID_POINTS, card_points=21.0),
            HintOption(A.Play(Card(4)), 0.4, None, Reason.AVOID_POINTS, card_points=47.5),
        ],
        hand=False,
    )
    assert _headers(panel)[1:] == ["≤ 40", "Card points"]
    assert _row(panel, 0)[1:] == ["90%", "21.0"]
    assert _row(panel, 1)[2] == "47.5"
    assert "40 card points" in panel.tree.headerItem().toolTip(1)
    panel.set_options([HintOption(A.Play(Card(0)), 0.5, 1.0, Reason.OTHER)], hand=False)
    assert _headers(panel)[1:] == ["Wins", "Score"]
    assert "40 card points" not in panel.tree.headerItem().toolTip(1)
    assert "wins the game" in panel.tree.headerItem().toolTip(1)


def test_german_hints_write_a_decimal_comma(qtbot, languages) -> None:  # type: ignore[no-untyped-def]
    languages.set_language("de")
    panel = HintPanel()
    qtbot.addWidget(panel)
    panel.set_options(
        [HintOption(A.Play(Card(0)), 0.8, -12.5, Reason.HIGHEST_EXPECTED_SCORE)], hand=False
    )
    assert _row(panel, 0)[1:] == ["80%", "-12,5"]
    languages.set_language("ja")
    panel.set_options(
        [HintOption(A.Play(Card(0)), 0.8, 12.5, Reason.HIGHEST_EXPECTED_SCORE)], hand=False
    )
    assert _row(panel, 0)[2] == "+12.5"
