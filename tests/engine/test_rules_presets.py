"""RULES.md §12 presets and the rule-option data type shared by §3–11."""

from __future__ import annotations

from typing import Any

import pytest

from skat_desktop.engine.skat.rules import (
    CLASSIC_1997,
    CLUB,
    OFFICIAL,
    PRESETS,
    PUB,
    RuleError,
    RuleSet,
)


def changes(rules: RuleSet) -> dict[str, Any]:
    base, mine = OFFICIAL.to_dict(), rules.to_dict()
    return {k: v for k, v in mine.items() if base[k] != v}


def test_official_defaults() -> None:
    assert RuleSet() == OFFICIAL
    d = OFFICIAL.to_dict()
    assert d == {
        "players": 3,
        "all_pass": "passed_in",
        "kontra": False,
        "kontra_timing": "before_first_lead",
        "kontra_needs_bid": True,
        "matador_cap": None,
        "grand_ouvert_base": 24,
        "null_overbid": "next_null_value",
        "lost_doubled": "always",
        "lost_schneider_counts": "always",
        "lost_scores_to": "declarer",
        "concede": True,
        "concede_scoring": "lost_game",
        "ramsch_skat_to": "last_trick",
        "ramsch_ties": "all_lose",
        "jungfrau": "each",
        "durchmarsch": True,
        "schieberamsch": False,
        "schieberamsch_jacks": False,
        "grand_hand_escape": True,
        "bock": False,
        "bock_triggers": [],
        "ramsch_after_bock": False,
        "list_length": 36,
        "scoring": "plain",
    }
    assert changes(OFFICIAL) == {}


def test_classic_1997_preset() -> None:
    assert changes(CLASSIC_1997) == {
        "lost_doubled": "skat_games_only",
        "grand_ouvert_base": 36,
        "null_overbid": "multiples",
        "scoring": "settlement",
    }


def test_club_preset() -> None:
    assert changes(CLUB) == {
        "kontra": True,
        "all_pass": "ramsch",
        "jungfrau": "all_others",
        "durchmarsch": False,
        "lost_doubled": "skat_games_only",
        "lost_schneider_counts": "skat_games_only",
        "concede_scoring": "game_value_single",
    }
    assert CLUB.ramsch_skat_to.value == "last_trick"
    assert CLUB.kontra_needs_bid  # default on when Kontra is on


def test_pub_preset() -> None:
    assert changes(PUB) == {
        "kontra": True,
        "all_pass": "ramsch",
        "schieberamsch": True,
        "bock": True,
        "bock_triggers": ["kontra_re", "lost_after_kontra", "lost_with_60"],
    }


def test_preset_lookup() -> None:
    assert set(PRESETS) == {"official", "classic1997", "club", "pub"}
    assert RuleSet.preset(" Club ") is CLUB
    assert RuleSet.preset("OFFICIAL") is OFFICIAL
    with pytest.raises(RuleError):
        RuleSet.preset("casino")


@pytest.mark.parametrize("name", list(PRESETS))
def test_rule_sets_round_trip_through_json_form(name: str) -> None:
    rules = PRESETS[name]
    assert RuleSet.from_dict(rules.to_dict()) == rules


def test_users_may_change_any_option() -> None:
    changed = PUB.replace(jungfrau="off", matador_cap=4, players=4, list_length=48)
    assert changed.jungfrau.value == "off" and changed.matador_cap == 4
    assert RuleSet.from_dict(changed.to_dict()) == changed


@pytest.mark.parametrize(
    "bad",
    [
        {"players": 5},
        {"players": True},
        {"grand_ouvert_base": 30},
        {"matador_cap": 0},
        {"matador_cap": 12},
        {"all_pass": "shuffle"},
        {"jungfrau": "sometimes"},
        {"bock_triggers": ["full_moon"]},
        {"bock_triggers": "passed_in"},
        {"kontra": "yes"},
        {"no_such_option": 1},
    ],
)
def test_bad_options_are_refused(bad: dict[str, Any]) -> None:
    with pytest.raises(RuleError):
        RuleSet.from_dict(bad)
