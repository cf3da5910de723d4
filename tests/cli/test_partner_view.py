"""build_scripts/research/partner_view.py: the partner's next card chosen from his own view."""

from __future__ import annotations

import copy
import dataclasses
import json
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

import pytest
from support.ai_helpers import first_decision, untimed_normal
from support.build_script_loader import load_build_script

from skat_desktop.ai.easy_play import defender_card
from skat_desktop.ai.inference import knowledge
from skat_desktop.ai.search_player import SearchPlayer
from skat_desktop.cli.match import match_rules
from skat_desktop.engine.actions import Play
from skat_desktop.engine.cards import Card
from skat_desktop.engine.skat.game import Game
from skat_desktop.engine.skat.rules import PRESETS
from skat_desktop.engine.skat.view import GameView


@pytest.fixture(scope="module", name="pv")
def partner_view_fixture() -> ModuleType:
    return load_build_script("partner_view")


def _decision(
    want: Callable[[GameView], bool], skip: int = 0
) -> tuple[Game, GameView, SearchPlayer]:
    return first_decision(2084, want, skip)


def _true_world(game: Game) -> tuple[int, int, int, int]:
    hands = game.hands
    return (hands[0], hands[1], hands[2], game.skat)


def _cards(view: GameView) -> list[int]:
    return [int(a.card) for a in view.legal if isinstance(a, Play)]


def test_a_scored_decision_is_followed_by_the_partner_in_the_same_trick(
    pv: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    untimed_normal(monkeypatch)
    for skip in range(4):
        game, view, player = _decision(pv.partner_next, skip)
        assert view.declarer is not None and view.seat != view.declarer
        game.apply(player.choose(view), view.seat)
        assert game.to_move == pv.partner_of(view) != view.declarer
        assert game.view(view.seat).trick  # the trick is still open
    # Neither the declarer's decisions nor a defender's after his partner's card.
    _, view, _ = _decision(lambda v: v.declarer == v.seat and len(_cards(v)) > 1)
    assert not pv.partner_next(view)

    def after_partner(v: GameView) -> bool:
        if v.declarer is None or v.seat == v.declarer or len(_cards(v)) < 2 or v.ramsch:
            return False
        partner = 3 - v.seat - v.declarer
        return len(v.trick) == 2 or (len(v.trick) == 1 and v.trick_leader == partner)

    _, view, _ = _decision(after_partner)
    assert not pv.partner_next(view)


def test_the_partner_s_view_is_the_one_the_table_gives_him(
    pv: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    untimed_normal(monkeypatch)
    for skip in range(3):
        game, view, _ = _decision(pv.partner_next, skip)
        for card in _cards(view):
            mine = pv.partner_view(view, _true_world(game), card)
            after = game.copy()
            after.apply(Play(card), view.seat)
            real = after.view(pv.partner_of(view))
            assert (mine.seat, mine.hand, mine.trick) == (real.seat, real.hand, real.trick)
            assert mine.hand_sizes == real.hand_sizes
            assert set(mine.legal) == set(real.legal)
            told, table = knowledge(mine), knowledge(real)
            assert (told.fixed, told.capacity, told.allowed) == (
                table.fixed,
                table.capacity,
                table.allowed,
            )


def test_beaten_after_agrees_with_the_double_dummy_count_of_alpha_mu(
    pv: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    untimed_normal(monkeypatch)
    am = load_build_script("alpha_mu")
    for skip in range(3):
        game, view, _ = _decision(pv.partner_next, skip)
        world = _true_world(game)
        depth_one = am.AlphaMu.for_view(view, [world]).scores(view.trick_leader, view.trick, 1)
        for card in _cards(view):
            assert pv.beaten_after(view, world, (card,)) == bool(depth_one[card])


def test_the_partner_replies_with_the_card_beating_most_of_his_worlds(
    pv: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    untimed_normal(monkeypatch)
    game, view, player = _decision(pv.partner_next)
    world = _true_world(game)
    chosen = None
    for card in _cards(view):
        mine = pv.partner_view(view, world, card)
        replies = _cards(mine)
        assert mine.game is not None
        groups = pv.equivalent_groups(
            int(mine.game), mine.hand, sum(1 << c for c in replies), mine.played_mask
        )
        if len(groups) > 1:
            chosen = (mine, replies, groups[-1])
            break
    assert chosen is not None, "no card leaves the partner a real choice"
    mine, replies, favoured = chosen
    monkeypatch.setattr(pv, "beaten_after", lambda v, w, cards: cards[0] == favoured[0])
    assert pv.partner_reply(copy.deepcopy(player), mine, 4, pv.own_stream(mine)) in favoured
    # Where every reply fares alike, the rules of thumb choose.
    monkeypatch.setattr(pv, "beaten_after", lambda v, w, cards: False)
    liked = defender_card(mine, replies)
    assert pv.partner_reply(copy.deepcopy(player), mine, 4, pv.own_stream(mine)) == liked


def test_a_partner_without_a_choice_draws_no_worlds(
    pv: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    untimed_normal(monkeypatch)
    game, view, player = _decision(pv.partner_next)
    world = _true_world(game)
    mine = pv.partner_view(view, world, _cards(view)[0])
    one = Play(Card(_cards(mine)[0]))
    forced = dataclasses.replace(mine, legal=(one,))

    def refuse(*args: object, **kwargs: object) -> list[object]:
        raise AssertionError("worlds drawn for a forced reply")

    monkeypatch.setattr(player, "sample", refuse)
    assert pv.partner_reply(player, forced, 4, pv.own_stream(forced)) == int(one.card)


def test_the_defender_plays_the_card_scored_best_the_level_breaking_ties(
    pv: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    untimed_normal(monkeypatch)
    _, view, player = _decision(pv.partner_next)
    ranked = [int(s.action.card) for s in copy.deepcopy(player).options(view)]
    last = ranked[-1]
    monkeypatch.setattr(
        pv.PartnerViewDefender, "scores", lambda self, v, w, r: {c: int(c == last) for c in ranked}
    )
    defender = pv.PartnerViewDefender(copy.deepcopy(player), 10, 4, 2)
    assert int(defender.choose(view).card) == last
    assert (defender.applied, defender.changed) == (1, 1)
    monkeypatch.setattr(
        pv.PartnerViewDefender, "scores", lambda self, v, w, r: dict.fromkeys(ranked, 2)
    )
    defender = pv.PartnerViewDefender(copy.deepcopy(player), 10, 4, 2)
    assert int(defender.choose(view).card) == ranked[0]
    assert (defender.applied, defender.changed) == (1, 0)
    # Past its last trick, the level plays alone.
    late = pv.PartnerViewDefender(copy.deepcopy(player), len(view.tricks), 4, 2)
    assert late.choose(view) == copy.deepcopy(player).choose(view) and late.applied == 0


def test_the_partner_view_variant_is_recorded_and_reported(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    untimed_normal(monkeypatch)
    oracle = load_build_script("oracle_match")
    rules = match_rules(PRESETS["official"])
    wrap = oracle.partner_view_wrap("2:3:2")
    record = oracle.play_deal(rules, "normal", 2039, 0, (), ("defence", wrap))
    variant = record["plays"]["variant"]
    assert (
        variant["applied"] >= variant["changed"] >= 0 and "applied" not in record["plays"]["base"]
    )
    path = tmp_path / "deals.jsonl"
    path.write_text(json.dumps(record) + "\n", encoding="utf-8")
    report = oracle.report([path])
    assert report["variant_decisions"] == {
        "applied": variant["applied"],
        "changed": variant["changed"],
    }
    for bad in ("2:3", "0:3:2", "11:3:2", "2:0:2", "2:3:0", "a:b:c", "2:3:2:1"):
        with pytest.raises(ValueError, match="--partner-view"):
            oracle.partner_view_wrap(bad)
