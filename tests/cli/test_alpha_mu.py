"""build_scripts/research/alpha_mu.py: a defender's own later cards one for all worlds."""

from __future__ import annotations

import copy
import gzip
import json
import random
from pathlib import Path
from types import ModuleType

import pytest
from support.ai_helpers import first_decision, untimed_normal
from support.build_script_loader import load_build_script

from skat_desktop.ai import solver
from skat_desktop.ai.positions import after
from skat_desktop.ai.search_player import SearchPlayer
from skat_desktop.engine.cards import RANK_POINTS, mask_points
from skat_desktop.engine.actions import Play
from skat_desktop.engine.skat.game_types import GameType
from skat_desktop.engine.skat.view import GameView

DECLARER, ME, PARTNER = 0, 1, 2


@pytest.fixture(scope="module", name="am")
def alpha_mu_fixture() -> ModuleType:
    return load_build_script("alpha_mu")


def _endgame(
    rng: random.Random, worlds: int, each: int = 3
) -> tuple[list[tuple[int, int, int]], list[int], int]:
    """My ``each`` cards, ``worlds`` deals of the rest, and the declarer's banked points."""
    cards = rng.sample(range(32), 3 * each + 2)
    mine = sum(1 << c for c in cards[:each])
    hidden = cards[each:]
    hands, skats = [], []
    for _ in range(worlds):
        rng.shuffle(hidden)
        declarer = sum(1 << c for c in hidden[:each])
        partner = sum(1 << c for c in hidden[each : 2 * each])
        hands.append((declarer, mine, partner))
        skats.append(mask_points(sum(1 << c for c in hidden[2 * each :])))
    in_tricks = 120 - mask_points(sum(1 << c for c in cards))
    return hands, skats, rng.randint(max(0, in_tricks - 60), min(in_tricks, 60))


def test_the_front_keeps_only_world_sets_no_other_contains(am: ModuleType) -> None:
    assert sorted(am.pareto([0b011, 0b001, 0b110, 0b010, 0b011])) == [0b011, 0b110]
    assert am.pareto([0, 0]) == [0]


def test_depth_one_counts_the_worlds_each_card_beats_double_dummy(am: ModuleType) -> None:
    rng = random.Random(11)
    for _ in range(6):
        hands, skats, banked = _endgame(rng, 5)
        search = am.AlphaMu(GameType.GRAND, ME, DECLARER, hands, skats, banked)
        scores = search.scores(ME, (), 1)
        for card, score in scores.items():
            beaten = 0
            for h, skat in zip(hands, skats, strict=True):
                rest, leader, trick, winner, points = after(GameType.GRAND, h, ME, (), ME, card)
                need = 61 - banked - skat - (points if winner == DECLARER else 0)
                left = mask_points(rest[0] | rest[1] | rest[2])
                left += sum(RANK_POINTS[x & 7] for x in trick)
                pos = solver.Position(GameType.GRAND, rest, DECLARER, leader, trick)
                if not (need <= 0 or (need <= left and solver.reaches(pos, need))):
                    beaten += 1
            assert score == beaten


def test_with_one_world_looking_deeper_changes_nothing(am: ModuleType) -> None:
    rng = random.Random(12)
    for _ in range(6):
        hands, skats, banked = _endgame(rng, 1)
        search = am.AlphaMu(GameType.GRAND, ME, DECLARER, hands, skats, banked)
        assert search.scores(ME, (), 3) == search.scores(ME, (), 1)


def test_keeping_later_cards_one_for_all_worlds_never_promises_more(am: ModuleType) -> None:
    rng = random.Random(13)
    for _ in range(12):
        hands, skats, banked = _endgame(rng, 4)
        search = am.AlphaMu(GameType.GRAND, ME, DECLARER, hands, skats, banked)
        shallow, deep = search.scores(ME, (), 1), search.scores(ME, (), 3)
        assert all(deep[c] <= shallow[c] for c in shallow)
        # The root cut leaves out only cards below the best, and scores the rest alike.
        cut = search.scores(ME, (), 3, cut=True)
        top = max(deep.values())
        assert {c for c, v in deep.items() if v == top} <= set(cut)
        assert all(cut[c] == deep[c] for c in cut)


def test_a_card_that_needs_a_different_later_card_in_each_world_loses_its_credit(
    am: ModuleType,
) -> None:
    """A Grand's last three tricks, four worlds: after the ace of diamonds the
    defender would need another second card in each world, so it beats three
    worlds double-dummy but only two with one later plan for all."""
    mine = 67109504
    hands = [
        (1073743874, mine, 533504),
        (3221233664, mine, 526338),
        (3221749760, mine, 16779266),
        (1090520064, mine, 2148007938),
    ]
    search = am.AlphaMu(GameType.GRAND, ME, DECLARER, hands, [11, 0, 3, 13], 42)
    assert search.scores(ME, (), 1) == {7: 3, 9: 3, 26: 1}
    assert search.scores(ME, (), 3) == {7: 2, 9: 3, 26: 1}


def test_an_announced_schneider_is_beaten_below_ninety(am: ModuleType) -> None:
    diamond_seven, diamond_eight, diamond_ace = 0, 1, 7
    hands = [(1 << diamond_ace, 1 << diamond_seven, 1 << diamond_eight)]
    plain = am.AlphaMu(GameType.GRAND, ME, DECLARER, hands, [0], 70)
    announced = am.AlphaMu(GameType.GRAND, ME, DECLARER, hands, [0], 70, 90)
    assert plain.scores(ME, (), 2) == {diamond_seven: 0}
    assert announced.scores(ME, (), 2) == {diamond_seven: 1}


def test_in_null_a_trick_to_the_declarer_beats_the_game(am: ModuleType) -> None:
    club_seven, club_ace, spade_eight, spade_seven = 24, 31, 17, 16
    hands = [(1 << club_ace, 1 << club_seven, 1 << spade_eight)]
    search = am.AlphaMu(GameType.NULL, ME, DECLARER, hands, [0], 0)
    assert search.scores(ME, (), 2) == {club_seven: 1}
    ducking = [(1 << spade_seven, 1 << club_seven, 1 << spade_eight)]
    search = am.AlphaMu(GameType.NULL, ME, DECLARER, ducking, [0], 0)
    assert search.scores(ME, (), 2) == {club_seven: 0}


def _late_defender_view(tricks: int) -> tuple[GameView, SearchPlayer]:
    """A defender's decision with two or more legal cards after ``tricks`` tricks."""

    def late(view: GameView) -> bool:
        return (
            len(view.tricks) >= tricks
            and view.declarer is not None
            and view.seat != view.declarer
            and not view.ramsch
            and sum(1 for a in view.legal if isinstance(a, Play)) > 1
        )

    _, view, player = first_decision(2081, late)
    return view, player


def test_the_defender_plays_the_card_alpha_mu_scores_best(
    am: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    untimed_normal(monkeypatch)
    view, player = _late_defender_view(7)
    ranked = [int(s.action.card) for s in copy.deepcopy(player).options(view)]
    last = ranked[-1]
    monkeypatch.setattr(
        am.AlphaMu, "scores", lambda self, *a, **k: {c: int(c == last) for c in ranked}
    )
    defender = am.AlphaMuDefender(copy.deepcopy(player), 7, 2, 6)
    assert int(defender.choose(view).card) == last and defender.changed == 1
    # Where αμ scores every card alike, the level's own first card stands.
    monkeypatch.setattr(am.AlphaMu, "scores", lambda self, *a, **k: dict.fromkeys(ranked, 3))
    defender = am.AlphaMuDefender(copy.deepcopy(player), 7, 2, 6)
    assert int(defender.choose(view).card) == ranked[0] and defender.changed == 0
    # Before its first trick the level plays alone.
    early = am.AlphaMuDefender(copy.deepcopy(player), 10, 2, 6)
    assert early.choose(view) == copy.deepcopy(player).choose(view)


def test_the_positions_summary_counts_the_decisions_alpha_mu_moves() -> None:
    positions = load_build_script("alpha_mu_positions")

    def record(shallow: dict[str, int], deep: dict[str, int], trick: int) -> dict[str, object]:
        return {
            "trick": trick,
            "pimc": {"scores": shallow, "ms": 1.0, "leaves": 10},
            "alpha_mu": {"scores": deep, "ms": 9.0, "leaves": 90},
        }

    out = positions.summary(
        [
            record({"1": 3, "2": 2}, {"1": 1, "2": 2}, 3),
            record({"1": 3, "2": 3}, {"1": 2, "2": 1}, 2),
        ]
    )
    assert out["decisions"] == 2 and out["best_card_changed"] == 1
    assert out["decisions_and_changed_by_trick"] == {"2": [1, 0], "3": [1, 1]}
    assert out["worlds_gained_by_deeper_choice_mean"] == 1.0
    assert out["alpha_mu"]["median_ms"] == 9.0 and out["pimc"]["leaves_median"] == 10


def test_the_positions_report_reads_back_what_a_run_wrote(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    positions = load_build_script("alpha_mu_positions")
    line = {
        "trick": 4,
        "pimc": {"scores": {"1": 2, "2": 1}, "ms": 1.0, "leaves": 10},
        "alpha_mu": {"scores": {"1": 1, "2": 1}, "ms": 5.0, "leaves": 50},
    }
    run = tmp_path / "run.jsonl.gz"
    with gzip.open(run, "wt", encoding="utf-8") as stream:
        stream.write(json.dumps(line) + "\n\n" + json.dumps(line) + "\n")
    monkeypatch.setattr("sys.argv", ["alpha_mu_positions.py", "--report", str(run)])
    assert positions.main() == 0
    out = json.loads(capsys.readouterr().out)
    assert out["decisions"] == 2 and out["decisions_and_changed_by_trick"] == {"4": [2, 0]}
    # A damaged file is a message and exit 1, never a traceback.
    run.write_bytes(b"not gzip")
    assert positions.main() == 1
    assert "cannot report" in capsys.readouterr().err
