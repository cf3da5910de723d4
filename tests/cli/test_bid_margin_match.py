"""The tuning script's variant options: bidding settings are screened, card-play
settings are played in every deal, and bad values are refused."""

from __future__ import annotations

import argparse
import dataclasses
import json
from pathlib import Path
from types import ModuleType

import pytest
from support.build_script_loader import load_build_script

from skat_desktop.ai.search_config import NORMAL, STRONG
from skat_desktop.engine.seeds import deal_seed
from skat_desktop.engine.skat.deal import Deal
from skat_desktop.engine.skat.rules import PRESETS


@pytest.fixture(scope="module")
def script() -> ModuleType:
    return load_build_script("bid_margin_match")


VARIANTS = load_build_script("screen_variants")
"""The variants' module, which the script imports (its settings bundles)."""


def _args(script: ModuleType, **given: str) -> argparse.Namespace:
    values = {option: "" for option in script.VARIED}
    values.update(given)
    return argparse.Namespace(**values)


def test_bidding_variants_are_screened(script: ModuleType) -> None:
    variants, unscreened, followed = script.variants_of(_args(script, margins="0,-12"), STRONG)
    assert sorted(variants) == ["m-12", "m0"]
    assert variants["m-12"].bid_margin == -12 and variants["m-12"].play_worlds == STRONG.play_worlds
    assert unscreened == set() and followed == frozenset()


def test_a_declaration_prior_is_screened_from_the_level_s_own_worlds(script: ModuleType) -> None:
    variants, unscreened, followed = script.variants_of(_args(script, decl_priors="16"), STRONG)
    assert list(variants) == ["d16"] and variants["d16"].decl_prior_worlds == 16.0
    assert dataclasses.replace(variants["d16"], decl_prior_worlds=8.0) == STRONG
    assert unscreened == set() and followed == frozenset()


def test_effort_scales_the_auction_and_declaration_only(script: ModuleType) -> None:
    variants, unscreened, followed = script.variants_of(_args(script, effort="2"), STRONG)
    x2 = variants["x2"]
    assert (x2.bid_worlds, x2.declare_worlds, x2.decl_first) == (
        2 * STRONG.bid_worlds,
        2 * STRONG.declare_worlds,
        2 * STRONG.decl_first,
    )
    assert x2.decl_nodes == 2 * STRONG.decl_nodes and x2.decl_budget_s == 2 * STRONG.decl_budget_s
    assert x2.play_worlds == STRONG.play_worlds and x2.bid_margin == STRONG.bid_margin
    assert followed == {"x2"} and unscreened == set()


def test_play_effort_scales_the_card_play_only_and_plays_every_deal(script: ModuleType) -> None:
    variants, unscreened, followed = script.variants_of(_args(script, play_effort="2"), STRONG)
    w2 = variants["w2"]
    assert (w2.play_worlds, w2.play_nodes) == (2 * STRONG.play_worlds, 2 * STRONG.play_nodes)
    assert w2.play_budget_s == 2 * STRONG.play_budget_s and w2.first_batch == STRONG.first_batch
    assert (w2.bid_worlds, w2.declare_worlds) == (STRONG.bid_worlds, STRONG.declare_worlds)
    assert unscreened == {"w2"} and followed == frozenset()


def test_candidates_widen_the_simulated_games_and_discards_only(script: ModuleType) -> None:
    variants, unscreened, followed = script.variants_of(_args(script, candidates="5"), STRONG)
    c5 = variants["c5"]
    assert (c5.game_candidates, c5.discard_candidates) == (5, 5)
    assert (c5.bid_worlds, c5.declare_worlds, c5.play_worlds) == (
        STRONG.bid_worlds,
        STRONG.declare_worlds,
        STRONG.play_worlds,
    )
    assert followed == {"c5"} and unscreened == set()


def test_ranking_games_by_gain_is_followed_with_players_of_its_own(script: ModuleType) -> None:
    """Ranking by expected score changes which games the auction and the
    declaration solve; nothing else of the level changes."""
    variants, unscreened, followed = script.variants_of(_args(script, rank_by_gain="1"), NORMAL)
    assert variants["g1"] == dataclasses.replace(NORMAL, rank_by_gain=True)
    assert followed == {"g1"} and unscreened == set()
    with pytest.raises(ValueError, match="0 or 1"):
        script.variants_of(_args(script, rank_by_gain="2"), NORMAL)


def test_a_followed_variant_equal_to_the_level_never_differs(
    script: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The players the screen follows a variant with start in the state of the
    table's players, so the level's own settings decide exactly as it does."""
    # No time budget: only the worlds and node caps decide, whatever the load.
    untimed = dataclasses.replace(NORMAL, decl_budget_s=1e9)
    monkeypatch.setitem(script.CONFIGS, "normal", untimed)
    setup = script.Setup("normal", 7, PRESETS["official"])
    same = {"x1": VARIANTS.with_effort(untimed, 1)}
    for index in range(2):
        deal = Deal.from_seed(deal_seed(7, index))
        assert script.differing(setup, index, deal, same, frozenset(same)) == set()


def test_a_value_that_is_no_number_is_refused(script: ModuleType) -> None:
    with pytest.raises(ValueError):
        script.variants_of(_args(script, margins="bold"), STRONG)
    for count in ("2.5", "0"):
        with pytest.raises(ValueError):
            script.variants_of(_args(script, candidates=count), STRONG)


def test_report_counts_screened_deals_as_zero(script: ModuleType, tmp_path: Path) -> None:
    table = {"who": ["a", "b", "b"], "points": [10, 0, 0]}
    lines = [
        '{"index": 0, "differs": false, "seconds": 1.0}',
        '{"index": 1, "differs": true, "seconds": 2.0, "tables": ' + _tables(table) + "}",
    ]
    path = tmp_path / "x_w2.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    out = script.report([path])
    assert out["deals"] == 2 and out["played"] == 1 and out["seconds"] == 3
    assert out["diff"]["sf_per_deal"] == pytest.approx(script.deal_difference(_record(table)) / 2)


def _tables(table: dict[str, object]) -> str:
    return json.dumps([table] * 6)


def _record(table: dict[str, object]) -> dict[str, object]:
    return {"index": 1, "tables": [table] * 6}


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"root:x:0:0\n", "line 1: not JSON"),
        (b"\xd0\x00\xff", "not a text file"),
        (b'{"differs": false}\n', "no field 'index'"),
    ],
)
def test_report_on_a_file_that_is_no_deal_file_says_so_in_one_line(
    script: ModuleType,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    content: bytes,
    message: str,
) -> None:
    path = tmp_path / "x_s10.jsonl"
    path.write_bytes(content)
    monkeypatch.setattr("sys.argv", ["bid_margin_match.py", "--report", str(path)])
    assert script.main() == 1
    out = capsys.readouterr()
    assert out.out == ""
    assert message in out.err and out.err.count("\n") == 1
    assert "Traceback" not in out.err


def test_report_refuses_two_files_with_the_same_deal(
    script: ModuleType,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Deal files carry no seed: two screens' files share deal numbers, and
    one would silently replace the other's deals."""
    line = '{"index": 0, "differs": false, "seconds": 1.0}\n'
    first, second = tmp_path / "a_s10.jsonl", tmp_path / "b_s10.jsonl"
    first.write_text(line + line, encoding="utf-8")  # played again: counted once
    assert script.report([first])["deals"] == 1
    second.write_text(line, encoding="utf-8")
    monkeypatch.setattr("sys.argv", ["bid_margin_match.py", "--report", str(first), str(second)])
    assert script.main() == 1
    err = capsys.readouterr().err
    assert "deal 0 is in both" in err and err.count("\n") == 1


def test_report_on_a_missing_file_names_it(
    script: ModuleType,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    missing = tmp_path / "nowhere.jsonl"
    monkeypatch.setattr("sys.argv", ["bid_margin_match.py", "--report", str(missing)])
    assert script.main() == 1
    assert str(missing) in capsys.readouterr().err


def test_screen_players_score_as_the_match_scores(script: ModuleType) -> None:
    """The screen's players weigh bids in Seeger-Fabian points, as at a
    ``skat-desktop match`` table: a variant tuned with another scoring in
    their heads would be tuned for another game than the ladder's."""
    from skat_desktop.cli.match import match_rules
    from skat_desktop.engine.skat.rules import Scoring

    setup = script.Setup.of("strong", 7, "official")
    assert setup.rules.scoring is Scoring.SEEGER_FABIAN
    assert setup.rules == match_rules(PRESETS["official"])
    assert PRESETS["official"].scoring is not Scoring.SEEGER_FABIAN  # the preset itself is plain
