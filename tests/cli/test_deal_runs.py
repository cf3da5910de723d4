"""build_scripts/research/deal_runs.py: the seeds and options the deal-playing scripts share."""

from __future__ import annotations

import argparse
import gzip
import random
from pathlib import Path
from types import ModuleType

import pytest
from support.build_script_loader import load_build_script


@pytest.fixture(scope="module", name="runs")
def runs_fixture() -> ModuleType:
    return load_build_script("deal_runs")


def test_a_seat_s_seed_depends_on_the_deal_and_the_seat_only(runs: ModuleType) -> None:
    seeds = {runs.seat_seed(7, deal, seat) for deal in range(50) for seat in range(3)}
    assert len(seeds) == 150
    assert runs.seat_seed(7, 4, 2) == (7 * 1_000_003 + 4) * 3 + 2


def test_every_script_seeds_its_players_alike(runs: ModuleType) -> None:
    """The screen, the calibration and the oracle match play a deal's seat
    with the same player: their records of one deal can be compared."""
    screen = load_build_script("bid_margin_match")
    player = screen.Setup.of("normal", 7, "official").player(4, 2, screen.CONFIGS["normal"])
    assert player._rng.random() == random.Random(runs.seat_seed(7, 4, 2)).random()


@pytest.mark.parametrize(
    ("text", "deals"),
    [("0:100", range(100)), ("5:5", range(5, 5)), ("1000:1003", range(1000, 1003))],
)
def test_a_range_names_its_deals(runs: ModuleType, text: str, deals: range) -> None:
    assert runs.deal_range(text) == deals


@pytest.mark.parametrize("text", ["", "7", "a:b", "5:2", "-1:3", "1:2:3"])
def test_a_bad_range_is_refused(runs: ModuleType, text: str) -> None:
    with pytest.raises(ValueError, match="--range"):
        runs.deal_range(text)


def test_the_shared_options(runs: ModuleType) -> None:
    parser = argparse.ArgumentParser()
    runs.add_run_arguments(parser, seed=2039)
    args = parser.parse_args(["--level", "normal", "--range", "3:9"])
    assert (args.level, args.seed, args.range, args.rules, args.report) == (
        "normal",
        2039,
        "3:9",
        "official",
        None,
    )


def test_a_deal_file_reads_alike_plain_and_gzipped(runs: ModuleType, tmp_path: Path) -> None:
    """The deal files kept under docs/measurements/ are gzipped; the reports
    read them as they are."""
    text = '{"index": 0, "differs": false, "seconds": 1.0}\n'
    plain, packed = tmp_path / "x_m0.jsonl", tmp_path / "x_m0.jsonl.gz"
    plain.write_text(text, encoding="utf-8")
    packed.write_bytes(gzip.compress(text.encode()))
    assert runs.read_deal_file(plain) == runs.read_deal_file(packed) == text
    screen = load_build_script("bid_margin_match")
    assert screen.report([packed]) == screen.report([plain])


def test_a_deal_files_lines_are_read_as_json_and_a_bad_line_is_named(
    runs: ModuleType, tmp_path: Path
) -> None:
    good = tmp_path / "good.jsonl.gz"
    good.write_bytes(gzip.compress(b'{"index": 0}\n\n{"index": 1}\n'))
    assert runs.json_lines(good) == [{"index": 0}, {"index": 1}]
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"index": 0}\nroot:x:0:0\n', encoding="utf-8")
    with pytest.raises(ValueError, match=r"bad\.jsonl, line 2: not JSON"):
        runs.json_lines(bad)
    binary = tmp_path / "binary.jsonl"
    binary.write_bytes(b"\xd0\x00\xff")
    with pytest.raises(ValueError, match="not a text file"):
        runs.json_lines(binary)


def test_three_numbers_reads_an_option_of_three_whole_numbers(runs: ModuleType) -> None:
    assert runs.three_numbers("--x", "10:20:8", "A:B:C") == (10, 20, 8)
    for bad in ("10:20", "10:20:8:1", "10:-2:8", "a:2:3", ""):
        with pytest.raises(ValueError, match=r"--x .*A:B:C, three whole numbers"):
            runs.three_numbers("--x", bad, "A:B:C")
