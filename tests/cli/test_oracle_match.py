"""build_scripts/research/oracle_match.py:
what seeing the hidden cards is worth to the card play."""

from __future__ import annotations

import json
import random
from pathlib import Path
from types import ModuleType

import pytest
from support.ai_helpers import untimed_normal
from support.build_script_loader import load_build_script

from skat_desktop.ai.inference import knowledge
from skat_desktop.ai.sampling import consistent
from skat_desktop.ai.search_config import NORMAL
from skat_desktop.ai.search_player import SearchPlayer
from skat_desktop.cli.match import match_rules, play_game, sf_points
from skat_desktop.engine.actions import Play
from skat_desktop.engine.seeds import deal_seed
from skat_desktop.engine.skat.deal import Deal
from skat_desktop.engine.skat.game import Game, Phase
from skat_desktop.engine.skat.game_types import GameType
from skat_desktop.engine.skat.rules import PRESETS
from skat_desktop.engine.skat.view import GameView

SEED = 2039
INDEX = 0
"""A deal whose auction ends in a game when ``normal`` sits in every seat."""


@pytest.fixture(scope="module", name="oracle")
def oracle_fixture() -> ModuleType:
    return load_build_script("oracle_match")


def _players(oracle: ModuleType) -> list[SearchPlayer]:
    return [oracle.TellingPlayer("normal", oracle.seat_seed(SEED, INDEX, s)) for s in range(3)]


def test_a_told_player_plays_in_the_true_world_and_bids_as_the_level(oracle: ModuleType) -> None:
    rules = match_rules(PRESETS["official"])
    players = _players(oracle)
    game = oracle.to_first_card(rules, Deal.from_seed(deal_seed(SEED, INDEX)), players)
    assert game.phase is Phase.PLAY
    seat = game.to_move
    view = game.view(seat)
    told = players[seat]
    told.game = game
    truth = (*game.hands, game.skat)
    assert told.sample(view, 20) == [truth]
    assert consistent(view, truth)
    # Outside the card play the told player guesses like any other.
    bidding = Game(rules, Deal.from_seed(deal_seed(SEED, INDEX))).view(0)
    guessed = told.sample(bidding, 6)
    assert len(guessed) == 6 and all(consistent(bidding, w) for w in guessed)


def test_the_untold_play_is_the_level_s_own_game(
    oracle: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Copying the game and the players at the first card changes nothing: the
    ``base`` play is what the level plays at a table from the same seeds.

    The level's time budgets are lifted (its node caps still bound each
    decision): a budget spent sooner on a busy machine stops one of the two
    plays after fewer worlds than the other, and the test would then compare
    the machine's load, not the copy."""
    untimed_normal(monkeypatch)
    rules = match_rules(PRESETS["official"])
    record = oracle.play_deal(rules, "normal", SEED, INDEX)
    assert record["played"] and set(record["plays"]) == {"base", "defence", "declarer"}
    deal = Deal.from_seed(deal_seed(SEED, INDEX))
    seats = [SearchPlayer("normal", oracle.seat_seed(SEED, INDEX, s)) for s in range(3)]
    own = play_game(Game(rules, deal), seats)
    assert own.declarer == record["declarer"]
    assert sf_points(own) == tuple(record["plays"]["base"]["points"])


def _write(path: Path, records: list[dict[str, object]]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return path


def test_the_report_gives_each_told_side_its_own_and_the_declarer_s_change(
    oracle: ModuleType, tmp_path: Path
) -> None:
    """Told defenders beat a game that was won: each gains 40, the declarer
    loses 208; a passed deal counts 0 for both sides."""
    swing = {
        "index": 0,
        "played": True,
        "declarer": 0,
        "game": "diamonds",
        "plays": {
            "base": {"points": [86, 0, 0], "won": True},
            "defence": {"points": [-122, 40, 40], "won": False},
            "declarer": {"points": [86, 0, 0], "won": True},
        },
        "seconds": 1.0,
    }
    passed = {"index": 1, "played": False, "kind": "passed_in", "seconds": 0.5}
    out = oracle.report([_write(tmp_path / "a.jsonl", [swing, passed])])
    assert out["deals"] == 2 and out["played"] == 1
    assert out["defence"]["sf_per_deal"] == 20.0
    assert out["defence"]["declarer_sf_per_deal"] == -104.0
    assert out["defence"]["deals_for"] == 1 and out["defence"]["deals_against"] == 0
    assert out["declarer"]["sf_per_deal"] == 0.0
    assert out["declarer_won"] == {"base": 1, "defence": 0, "declarer": 1}
    assert out["by_game"] == {
        "suit": {
            "games": 1,
            "declarer_won": {"base": 1, "defence": 0, "declarer": 1},
            "declarer_sf_per_game": {"defence": -208.0, "declarer": 0.0},
        }
    }


def test_a_run_goes_on_after_the_deals_already_recorded(oracle: ModuleType, tmp_path: Path) -> None:
    path = _write(tmp_path / "r.jsonl", [{"index": 3}, {"index": 7}])
    assert oracle.done_in(path) == {3, 7}
    assert oracle.done_in(tmp_path / "none.jsonl") == set()


def test_the_report_names_a_broken_line(oracle: ModuleType, tmp_path: Path) -> None:
    path = tmp_path / "b.jsonl"
    path.write_text('{"index": 0, "played": false, "seconds": 1}\nnot json\n', encoding="utf-8")
    with pytest.raises(ValueError, match="line 2"):
        oracle.report([path])


def test_a_variant_side_plays_with_its_own_settings(oracle: ModuleType) -> None:
    """Only the variant side's players change: with the level's own settings
    the variant play is the base play, seat for seat."""
    rules = match_rules(PRESETS["official"])
    same = oracle.play_deal(rules, "normal", SEED, INDEX, (), ("defence", NORMAL))
    assert set(same["plays"]) == {"base", "variant"} and same["variant_side"] == "defence"
    assert same["plays"]["variant"] == same["plays"]["base"]
    told_partly = oracle.play_deal(rules, "normal", SEED, INDEX, ("declarer",))
    assert set(told_partly["plays"]) == {"base", "declarer"}


def test_a_variant_names_settings_of_the_level(oracle: ModuleType) -> None:
    changed = oracle.variant_of(NORMAL, "oversample=16, inference=2,schneider=true")
    assert (changed.oversample, changed.inference, changed.schneider) == (16, 2.0, True)
    assert changed.play_worlds == NORMAL.play_worlds
    for bad in ("speed=3", "oversample", "oversample=x", "schneider=yes", "name=x"):
        with pytest.raises(ValueError):
            oracle.variant_of(NORMAL, bad)


def test_the_report_of_a_variant_screen(oracle: ModuleType, tmp_path: Path) -> None:
    """A variant's side is read from its record; plays a file lacks are not reported."""
    record = {
        "index": 0,
        "played": True,
        "declarer": 1,
        "game": "grand",
        "variant_side": "declarer",
        "plays": {
            "base": {"points": [40, -98, 40], "won": False},
            "variant": {"points": [0, 122, 0], "won": True},
        },
        "seconds": 2.0,
    }
    out = oracle.report([_write(tmp_path / "v.jsonl", [record])])
    assert out["variant"]["sf_per_deal"] == 220.0
    assert "defence" not in out and "declarer" not in out
    assert out["declarer_won"] == {"base": 0, "variant": 1}


def test_the_variant_settings_reach_the_variant_side_only(
    oracle: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    rules = match_rules(PRESETS["official"])
    changed = oracle.variant_of(NORMAL, "play_worlds=7")
    seen: list[list[int]] = []
    real = oracle.play_game

    def watching(game: object, players: list[SearchPlayer]) -> object:
        seen.append([p.cfg.play_worlds for p in players])
        return real(game, players)

    monkeypatch.setattr(oracle, "play_game", watching)
    record = oracle.play_deal(rules, "normal", SEED, INDEX, (), ("declarer", changed))
    declarer = record["declarer"]
    base, variant = seen
    assert base == [NORMAL.play_worlds] * 3
    assert variant == [7 if s == declarer else NORMAL.play_worlds for s in range(3)]


def test_a_scoped_tell_names_a_side_and_its_tricks_or_leads(oracle: ModuleType) -> None:
    assert oracle.parse_tell("defence, defence@1,defence@leads,,defence") == [
        "defence",
        "defence@1",
        "defence@leads",
    ]
    assert oracle.parse_tell("") == []
    assert oracle.parse_tell("defence@declarer,defence@partner") == [
        "defence@declarer",
        "defence@partner",
    ]
    assert oracle.parse_tell("defence@shape,defence@trumps") == [
        "defence@shape",
        "defence@trumps",
    ]
    assert oracle.parse_tell("defence@5,defence@6-,declarer@10-") == [
        "defence@5",
        "defence@6-",
        "declarer@10-",
    ]
    assert oracle.parse_tell("defence@left,defence@right") == ["defence@left", "defence@right"]
    for bad in (
        "defense",
        "defence@0",
        "defence@10",
        "defence@x",
        "declarer@",
        "@1",
        "declarer@partner",
        "declarer@declarer",
        "declarer@shape",
        "defence@suits",
        "defence@1-",
        "defence@11-",
        "defence@-",
        "defence@x-",
        "declarer@left",
        "defence@middle",
    ):
        with pytest.raises(ValueError, match="--tell"):
            oracle.parse_tell(bad)


def _finish_first_trick(game: Game) -> None:
    """Each seat plays its first legal card until the first trick is complete."""
    while len(game.tricks) < 1:
        s = game.to_move
        assert s is not None
        game.apply(game.view(s).legal[0], s)


def test_a_scoped_player_is_told_only_inside_its_scope(oracle: ModuleType) -> None:
    """Told for the first trick, a defender guesses from the second on; told
    for his leads, he guesses when he follows."""
    rules = match_rules(PRESETS["official"])
    players = _players(oracle)
    game = oracle.to_first_card(rules, Deal.from_seed(deal_seed(SEED, INDEX)), players)
    truth = (*game.hands, game.skat)
    seat = game.to_move
    told = players[seat]
    told.game = game
    lead = game.view(seat)
    assert not lead.trick and not lead.tricks
    for scope, expected in (("", True), ("1", True), ("leads", True)):
        told.scope = scope
        assert (told.sample(lead, 8) == [truth]) is expected
    game.apply(lead.legal[0], seat)
    follower = game.to_move
    players[follower].game = game
    follow = game.view(follower)
    players[follower].scope = "leads"
    assert players[follower].sample(follow, 8) != [truth]
    players[follower].scope = "1"
    assert players[follower].sample(follow, 8) == [(*game.hands, game.skat)]
    _finish_first_trick(game)
    later = game.view(game.to_move)
    players[game.to_move].game = game
    players[game.to_move].scope = "1"
    guessed = players[game.to_move].sample(later, 8)
    assert len(guessed) == 8 and all(consistent(later, w) for w in guessed)


def test_a_player_told_from_a_later_trick_guesses_before_it(oracle: ModuleType) -> None:
    """Told from the second trick on, a defender guesses in the first and is told
    in the second."""
    rules = match_rules(PRESETS["official"])
    players = _players(oracle)
    game = oracle.to_first_card(rules, Deal.from_seed(deal_seed(SEED, INDEX)), players)
    seat = game.to_move
    players[seat].game = game
    players[seat].scope = "2-"
    first = game.view(seat)
    assert players[seat].sample(first, 8) != [(*game.hands, game.skat)]
    _finish_first_trick(game)
    later = game.view(game.to_move)
    players[game.to_move].game = game
    players[game.to_move].scope = "2-"
    assert players[game.to_move].sample(later, 8) == [(*game.hands, game.skat)]


def test_a_scoped_told_play_is_recorded_and_reported_under_its_name(
    oracle: ModuleType, tmp_path: Path
) -> None:
    rules = match_rules(PRESETS["official"])
    record = oracle.play_deal(rules, "normal", SEED, INDEX, ("defence@1",))
    assert set(record["plays"]) == {"base", "defence@1"}
    out = oracle.report([_write(tmp_path / "s.jsonl", [record])])
    assert set(out) >= {"defence@1", "declarer_won"} and "defence" not in out
    assert out["declarer_won"].keys() == {"base", "defence@1"}


def test_a_defender_told_one_hand_guesses_only_the_other_and_the_skat(
    oracle: ModuleType,
) -> None:
    rules = match_rules(PRESETS["official"])
    players = _players(oracle)
    game = oracle.to_first_card(rules, Deal.from_seed(deal_seed(SEED, INDEX)), players)
    declarer = game.declarer
    defender = next(s for s in range(3) if s != declarer)
    partner = 3 - declarer - defender
    view = game.view(defender)
    told = players[defender]
    told.game = game
    for scope, known, guessed in (("declarer", declarer, partner), ("partner", partner, declarer)):
        told.scope = scope
        worlds = told.sample(view, 12)
        assert len(worlds) == 12 and all(consistent(view, w) for w in worlds)
        assert all(w[known] == game.hands[known] for w in worlds)
        assert len({w[guessed] for w in worlds}) > 1


def test_a_defender_told_the_declarer_s_lengths_guesses_his_cards_among_them(
    oracle: ModuleType,
) -> None:
    """Every world keeps the declarer's trump count (and, for ``shape``, each
    plain suit's length), at the first card and after voids have shown, while
    which cards he holds still varies."""
    shape = load_build_script("told_shape")
    rules = match_rules(PRESETS["official"])
    players = _players(oracle)
    game = oracle.to_first_card(rules, Deal.from_seed(deal_seed(SEED, INDEX)), players)
    declarer = game.declarer
    kind = game.contract.game
    for _ in range(2):
        for defender in (s for s in range(3) if s != declarer):
            view = game.view(defender)
            told = players[defender]
            told.game = game
            for scope in ("shape", "trumps"):
                told.scope = scope
                worlds = told.sample(view, 12)
                want = shape.shape_key(scope, kind, game.hands[declarer])
                assert len(worlds) == 12 and all(consistent(view, w) for w in worlds)
                assert all(shape.shape_key(scope, kind, w[declarer]) == want for w in worlds)
                assert len({w[declarer] for w in worlds}) > 1
                assert told.shape_fallbacks == 0
        while len(game.tricks) < 3:
            s = game.to_move
            plays = [a for a in game.view(s).legal if isinstance(a, Play)]
            game.apply(plays[-1], s)


def test_lengths_no_world_can_meet_are_refused() -> None:
    shape = load_build_script("told_shape")
    game = Game(match_rules(PRESETS["official"]), Deal.from_seed(deal_seed(SEED, INDEX)))
    know = knowledge(game.view(0))
    groups = shape.length_groups(GameType.GRAND, "shape")
    assert len(groups) == 5 and shape.length_groups(GameType.NULL, "trumps") == (0xFFFFFFFF,)
    with pytest.raises(shape.NoShapedWorld):
        shape.shaped_deal(know, random.Random(1), 1, groups, (5, 5, 0, 0, 0))


def test_the_alpha_mu_variant_plays_the_defenders_through_alpha_mu(
    oracle: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    rules = match_rules(PRESETS["official"])
    seats: list[int] = []
    real = oracle.AlphaMuDefender.choose

    def watching(self: object, view: GameView) -> object:
        seats.append(view.seat)
        return real(self, view)

    monkeypatch.setattr(oracle.AlphaMuDefender, "choose", watching)
    wrap = oracle.alpha_mu_wrap("9:2:4")
    record = oracle.play_deal(rules, "normal", SEED, INDEX, (), ("defence", wrap))
    assert record["variant_side"] == "defence" and set(record["plays"]) == {"base", "variant"}
    assert seats and record["declarer"] not in seats
    for bad in ("9:2", "0:2:4", "9:0:4", "9:2:0", "a:b:c", "11:2:4", "9:2:4:1"):
        with pytest.raises(ValueError, match="--alpha-mu"):
            oracle.alpha_mu_wrap(bad)


def test_a_seat_scope_tells_one_defender_and_the_report_sets_both_against_each_alone(
    oracle: ModuleType, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    assert oracle.told_seats("defence@left", 0) == {1}
    assert oracle.told_seats("defence@right", 0) == {2}
    assert oracle.told_seats("defence@right", 2) == {1}
    assert oracle.told_seats("defence@1", 1) == {0, 2}
    rules = match_rules(PRESETS["official"])
    told: list[set[int]] = []
    real = oracle.play_out

    def watching(
        start: Game, players: object, seats: frozenset[int] = frozenset(), **kw: object
    ) -> object:
        told.append(set(seats))
        return real(start, players, seats, **kw)

    monkeypatch.setattr(oracle, "play_out", watching)
    tell = ("defence", "defence@left", "defence@right")
    record = oracle.play_deal(rules, "normal", SEED, INDEX, tell)
    declarer = record["declarer"]
    assert told == [set(), {0, 1, 2} - {declarer}, {(declarer + 1) % 3}, {(declarer + 2) % 3}]
    record["plays"] = {
        "base": {"points": [0, 0, 0], "won": True},
        "defence": {"points": [40, 40, 40], "won": False},
        "defence@left": {"points": [10, 10, 10], "won": True},
        "defence@right": {"points": [5, 5, 5], "won": True},
    }
    for seat in range(3):
        if seat == declarer:
            for play in record["plays"].values():
                play["points"][seat] = 0
    out = oracle.report([_write(tmp_path / "seats.jsonl", [record])])
    assert out["defence_together_less_alone"]["sf_per_deal"] == 25.0
    assert out["defence@left"]["sf_per_deal"] == 10.0
