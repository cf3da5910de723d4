"""build_scripts/research/inference_check.py:
how close the sampled worlds come to the true cards."""

from __future__ import annotations

from types import ModuleType

import pytest
from support.build_script_loader import load_build_script

from skat_desktop.ai.sampling import consistent
from skat_desktop.cli.match import match_rules
from skat_desktop.engine.skat.rules import PRESETS


@pytest.fixture(scope="module", name="check")
def check_fixture() -> ModuleType:
    return load_build_script("inference_check")


@pytest.fixture(scope="module", name="seen")
def seen_fixture(check: ModuleType) -> list[object]:
    return list(check.collect(match_rules(PRESETS["official"]), "normal", 4001, range(3)))


def test_the_kept_decisions_are_card_decisions_of_the_first_and_fourth_trick(
    check: ModuleType, seen: list[object]
) -> None:
    assert {s.role for s in seen} == {"declarer", "defender"}
    for s in seen:
        assert s.tricks in check.TRICKS and len(s.view.tricks) == s.tricks
        assert consistent(s.view, s.truth)
        assert (s.role == "declarer") == (s.view.seat == s.view.declarer)


def test_the_true_world_scores_full_marks_and_no_bias(
    check: ModuleType, seen: list[object]
) -> None:
    for s in seen:
        assert set(check.p_true(s, [s.truth])) == {1.0}
        bias = check.declarer_bias(s, [s.truth])
        shape = check.declarer_shape(s, [s.truth])
        if s.role == "declarer":
            assert bias is None and shape is None
        else:
            assert shape == (1.0, 0.0)
            if bias is not None:
                assert bias == (0.0, 0.0)


def test_a_world_with_the_hidden_hands_swapped_is_judged_wrong(
    check: ModuleType, seen: list[object]
) -> None:
    """The declarer's hidden cards given to the other defender: every card the
    swap moves counts 0, and the declarer's trumps are misjudged by the
    difference between the two hands."""
    for s in seen:
        if s.role != "defender" or s.tricks != 0:
            continue
        d = s.view.declarer
        partner = 3 - s.view.seat - d
        world = list(s.truth)
        world[d], world[partner] = world[partner], world[d]
        shares = check.p_true(s, [tuple(world)])
        assert 0.0 in shares and 1.0 in shares
        bias = check.declarer_bias(s, [tuple(world)])
        if bias is not None:
            trumps = check.ev.trump_mask(int(s.view.game))
            expected = (world[d] & trumps).bit_count() - (s.truth[d] & trumps).bit_count()
            assert bias[0] == expected
        groups = check.length_groups(s.view.game, "shape")
        off = sum(abs((world[d] & m).bit_count() - (s.truth[d] & m).bit_count()) for m in groups)
        assert check.declarer_shape(s, [tuple(world)]) == (1.0 if off == 0 else 0.0, off)
        return
    pytest.fail("no defender's decision at the first trick in the deals")


def test_each_setting_is_judged_by_role_and_trick(check: ModuleType, seen: list[object]) -> None:
    out = check.judge(seen, 2, 0.7, 8, 1)
    assert "defender trick 1" in out and "declarer trick 1" in out
    row = out["defender trick 1"]
    assert 0.0 < row["p_true"] < 1.0 and row["decisions"] >= 1
    assert 0.0 <= row["shape_hit"] < 1.0 and row["length_error"] > 0.0
    assert "shape_hit" not in out["declarer trick 1"]


def test_the_settings_are_read_and_bad_ones_refused(check: ModuleType) -> None:
    assert check.settings_of("1:0,4:1,16:2.5,4:1:1") == [
        (1, 0.0, 0.0),
        (4, 1.0, 0.0),
        (16, 2.5, 0.0),
        (4, 1.0, 1.0),
    ]
    for bad in ("4", "0:1", "x:1", "4:-1", "4:y", "4:1:-1", "4:1:1:1"):
        with pytest.raises(ValueError):
            check.settings_of(bad)
