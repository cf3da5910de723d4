"""The sentences both reviews share: card lists, mark places and the "could I have won?" line."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from skat_desktop.engine.cards import Card
from skat_desktop.ui.review_sentences import (
    cards_text,
    marked_summary,
    placed_line,
    unmarked_summary,
)

NAMES = ["Anna", "Bernd", "Clara"]


@dataclass(frozen=True)
class FakeMark:
    trick: int
    seat: int
    card: Card


def cards(*codes: str) -> list[Card]:
    return [Card.parse(c) for c in codes]


@pytest.fixture(autouse=True)
def _app(qapp) -> None:  # type: ignore[no-untyped-def]
    """English texts (no translator); the French deck is the ui conftest's default."""


def test_cards_text_names_three_cards_at_most() -> None:
    assert cards_text(cards("SA")) == "♠A"
    assert cards_text(cards("SA", "H10")) == "♠A or ♥10"
    assert cards_text(cards("SA", "S10", "SK", "SQ")) == "♠A or ♠10 or ♠K or …"


def test_placed_line_puts_trick_and_player_before_the_text() -> None:
    mark = FakeMark(trick=3, seat=1, card=Card.parse("CJ"))
    assert placed_line(mark, NAMES, "text") == "Trick 3, Bernd: text"


def test_unmarked_summary_answers_only_codes_without_a_mark() -> None:
    assert unmarked_summary("pending") == "Analysing the deal with all cards open…"
    assert unmarked_summary("none_own") == "No card of yours changed the outcome."
    assert unmarked_summary("failed") is not None
    assert unmarked_summary("none") is not None
    for code in ("could_win", "could_better", "changed", "not_played", "could_beat"):
        assert unmarked_summary(code) is None


def test_marked_summary_heads_common_and_own_codes() -> None:
    mark = FakeMark(trick=2, seat=0, card=Card.parse("H10"))
    better = cards("SA")
    won = marked_summary("could_win", 1, mark, better, NAMES, {})
    assert won == "You could have won. Trick 2, Anna: ♠A instead of ♥10."
    changed = marked_summary("changed", 4, mark, better, NAMES, {})
    assert changed.startswith("Cards that changed the outcome: 4. ")
    own = marked_summary("own_code", 1, mark, better, NAMES, {"own_code": "Own head."})
    assert own == "Own head. Trick 2, Anna: ♠A instead of ♥10."
    # An unknown code keeps the detail without a head.
    assert marked_summary("other", 1, mark, better, NAMES, {}) == (
        " Trick 2, Anna: ♠A instead of ♥10."
    )
