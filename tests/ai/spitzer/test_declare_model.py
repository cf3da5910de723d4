"""Spitzer's learned declaration model: the file, its inputs, and ``strong``'s use of it."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import pytest

from skat_desktop.ai.core_check import CoreCheckError
from skat_desktop.ai.levels import AI_GAMES
from skat_desktop.ai.spitzer import declare_model as dm
from skat_desktop.ai.spitzer import search
from skat_desktop.ai.spitzer.search import STRONG, SpitzerSearchPlayer
from skat_desktop.engine.cards import Card
from skat_desktop.engine.spitzer.actions import (
    PASS,
    CallPartner,
    DeclareSchneider,
    DeclareZola,
    Pass,
)
from skat_desktop.engine.spitzer.deal import SpitzerDeal
from skat_desktop.engine.spitzer.game import Phase, SpitzerGame


def _mask(codes: str) -> int:
    return sum(1 << int(Card.parse(code)) for code in codes.split())


def _model_data(**change: Any) -> dict[str, Any]:
    data: dict[str, Any] = {
        "format": dm.FORMAT,
        "features": list(dm.FEATURES),
        "kinds": {
            "zola": {"window": [-8.0, 6.0], "weights": [1.0] + [0.0] * 9},
            "schneider": {"window": [-3.0, 8.0], "weights": [0.0, 1.0] + [0.0] * 8},
        },
    }
    data.update(change)
    return data


def test_the_shipped_model_loads_and_covers_zola_and_schneider() -> None:
    model = dm.load_declare_model(dm.model_path())
    assert set(model.kinds) == {"zola", "schneider"}
    for kind in model.kinds.values():
        assert len(kind.weights) == len(dm.FEATURES)
        assert kind.window[0] < 0 < kind.window[1]
    assert dm.model_path().stat().st_size < 10_000  # a few numbers, not a network


def test_the_self_test_checks_the_model_through_the_registry() -> None:
    checks = AI_GAMES["spitzer"].model_checks
    assert [c.label for c in checks] == ["Spitzer declaration model"]
    assert checks[0].run() == str(dm.model_path())


def test_a_missing_model_fails_the_self_tests_check_with_its_reason(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(dm, "model_path", lambda: tmp_path / "gone.json")
    with pytest.raises(CoreCheckError, match="declaration model cannot be used: cannot read"):
        dm.check_declare_model()


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([], "not a Spitzer declaration model"),
        (_model_data(format=2), "not a Spitzer declaration model"),
        (_model_data(features=["bias"]), "other features"),
        (_model_data(kinds={}), "kinds must be"),
        (_model_data(kinds={"grand": {}}), "kinds must be"),
        (_model_data(kinds={"zola": []}), "zola: not an object"),
        (_model_data(kinds={"zola": {"window": [0, 1], "weights": [1.0]}}), "needs 10 weights"),
        (_model_data(kinds={"zola": {"window": [1], "weights": [0.0] * 10}}), "two numbers"),
        (_model_data(kinds={"zola": {"window": [2, 1], "weights": [0.0] * 10}}), "empty"),
        (
            _model_data(kinds={"zola": {"window": [0, 1], "weights": [math.nan] + [0.0] * 9}}),
            "a weight is not a finite number",
        ),
        (
            _model_data(kinds={"zola": {"window": [True, 1], "weights": [0.0] * 10}}),
            "a window bound is not a finite number",
        ),
    ],
)
def test_a_damaged_model_is_refused_with_what_is_wrong(data: Any, message: str) -> None:
    with pytest.raises(dm.DeclareModelError, match=message):
        dm.parse_declare_model(data)


@pytest.mark.parametrize(
    ("content", "message"), [(b"{not json", "is not JSON"), (b"\xff\xfe", "cannot read")]
)
def test_an_unreadable_model_file_is_refused_by_name(
    tmp_path: Path, content: bytes, message: str
) -> None:
    path = tmp_path / "model.json"
    path.write_bytes(content)
    with pytest.raises(dm.DeclareModelError, match=message):
        dm.load_declare_model(path)


def test_the_inputs_read_the_estimates_and_the_hand() -> None:
    hand = _mask("CQ D7 HQ DA CA SA S7 C9")  # 4 trumps, 3 high, two aces, no hearts
    inputs = dm.features(dm.Estimate(2.0, 0.5, 60.0), dm.Estimate(3.5, 0.75, 66.0), hand, 0)
    assert inputs == (1.0, -1.5, 0.5, 0.5, 3.5, 0.5, 0.5, 2 / 3, 1 / 3, 1.0)
    assert dm.features(dm.Estimate(0, 0, 0), dm.Estimate(0, 0, 0), hand, 2)[-1] == 0.0


def test_the_model_speaks_only_inside_its_window_and_for_its_kinds() -> None:
    model = dm.parse_declare_model(_model_data())
    hand = _mask("CQ D7 HQ DA CA SA S7 C9")
    passing = dm.Estimate(3.0, 0.6, 60.0)
    assert model.advantage("schneider", dm.Estimate(5.0, 0.5, 90.0), passing, hand, 1) == 2.0
    assert model.advantage("schneider", dm.Estimate(-1.0, 0.5, 90.0), passing, hand, 1) is None
    assert model.advantage("zola", dm.Estimate(-4.0, 0.3, 61.0), passing, hand, 1) == 1.0
    assert model.advantage("zola", dm.Estimate(-6.0, 0.3, 61.0), passing, hand, 1) is None
    both_queens = _mask("CQ SQ HQ DA CA SA S7 C9")
    assert model.advantage("zola", dm.Estimate(-4.0, 0.3, 61.0), passing, both_queens, 1) is None


def test_only_plain_zola_and_schneider_are_modelled() -> None:
    assert dm.declaration_kind(DeclareZola()) == "zola"
    assert dm.declaration_kind(DeclareSchneider()) == "schneider"
    assert dm.declaration_kind(DeclareZola(schneider=True)) is None
    assert dm.declaration_kind(CallPartner(Card.parse("HA"))) is None
    assert dm.declaration_kind(PASS) is None


def _first_declaration_view(hand_without_both_queens: bool = True) -> Any:
    for seed in range(200):
        game = SpitzerGame(SpitzerDeal.from_seed(seed))
        seat = game.to_move
        assert seat is not None and game.phase is Phase.DECLARE
        if dm.models_hand(game.hands[seat]) == hand_without_both_queens:
            return game.view(seat)
    raise AssertionError("no such deal in 200 seeds")


def test_strong_declares_zola_where_the_model_says_it_gains(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A model that says Zola gains 50 over passing, everywhere, is obeyed; the
    margin rule on the same worlds passes; Schneider keeps its margin rule."""
    wide = _model_data(kinds={"zola": {"window": [-99.0, 99.0], "weights": [50.0] + [0.0] * 9}})
    monkeypatch.setattr(search, "shipped_declare_model", lambda: dm.parse_declare_model(wide))
    view = _first_declaration_view()
    learned = SpitzerSearchPlayer(seed=3).options(view)
    assert isinstance(learned[0].action, DeclareZola)
    passing = next(o for o in learned if isinstance(o.action, Pass))
    assert learned[0].expected_score == pytest.approx(passing.expected_score + 50.0)
    margin_only = search.dataclasses.replace(STRONG, learned_declarations=False)
    plain = SpitzerSearchPlayer(seed=3, config=margin_only).options(view)
    assert not isinstance(plain[0].action, DeclareZola)
    by_action = {o.action: o.expected_score for o in plain}
    assert all(
        o.expected_score == by_action[o.action]
        for o in learned
        if not isinstance(o.action, DeclareZola)
    )


def test_without_a_readable_model_strong_keeps_its_margin_rule(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    view = _first_declaration_view()
    margin_only = search.dataclasses.replace(STRONG, learned_declarations=False)
    expected = [
        (o.action, o.expected_score)
        for o in SpitzerSearchPlayer(seed=7, config=margin_only).options(view)
    ]
    monkeypatch.setattr(search, "shipped_declare_model", lambda: None)
    got = [(o.action, o.expected_score) for o in SpitzerSearchPlayer(seed=7).options(view)]
    assert got == expected


def test_a_damaged_installed_model_is_logged_not_raised(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "model.json"
    path.write_text(json.dumps(_model_data(format=9)))
    monkeypatch.setattr(dm, "model_path", lambda: path)
    dm.shipped_declare_model.cache_clear()
    try:
        assert dm.shipped_declare_model() is None
    finally:
        dm.shipped_declare_model.cache_clear()
    assert "declaration model not used" in caplog.text
