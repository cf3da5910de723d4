"""ISS records: replaying them to the values worked out by hand.

Each record replays through the engine to the declarer, game, levels, card
points and value computed by hand from the deal (the comments give the
arithmetic); variant spellings replay identically, extension records need
their presets, and server-only actions mark a record as skipped.

All records here are our own: ``tests/data/iss_own.txt`` holds games played
by the engine and exported (some then edited by hand into the other spellings
real ISS records use), and the extension records in ``support.iss_records``
were written the same way under the presets that need them.
"""

from __future__ import annotations

import pytest
from support.iss_records import EXTENSIONS, OK_KEYS, RECORDS, error_of, replay_json

from skat_desktop.engine import actions as A
from skat_desktop.engine.records.iss import (
    SkippedRecord,
    parse_record,
    replay_record,
    result_fields,
)
from skat_desktop.engine.skat.rules import OFFICIAL, PRESETS

# ---------------------------------------------------------------- worked values

# (declarer, game, hand, ouvert, won, overbid, bid, matadors, card points, tricks, value)
WORKED: dict[str, tuple[int | None, str, bool, bool, bool, bool, int, int, int, int, int]] = {
    # R picks up, Diamonds without 2 (CJ, SJ elsewhere): 9 × 3 = 27, lost ×2.
    "1001": (2, "diamonds", False, False, False, False, 18, -2, 53, 4, -54),
    "1011": (2, "diamonds", False, False, False, False, 18, -2, 53, 4, -54),  # 2 D 2 H9.C7
    "1012": (2, "diamonds", False, False, False, False, 18, -2, 53, 4, -54),  # 2 C7.H9 2 D
    # M's Clubs Hand without 1: 12 × (1 + game + hand) = 36.
    "1002": (1, "clubs", True, False, True, False, 18, -1, 79, 6, 36),
    # Clubs ouvert with 1: 12 × (1+1+hand+S+Sa+Z+Za+ouvert = 8) = 96, lost at trick 1.
    "1003": (1, "clubs", True, True, False, False, 18, 1, 0, 0, -192),
    "1013": (1, "clubs", True, True, False, False, 18, 1, 0, 0, -192),  # CO, no H, no cards
    # Grand ouvert with 2: 24 × 9 = 216, lost at trick 2.
    "1004": (0, "grand", True, True, False, False, 18, 2, 17, 1, -432),
    "1014": (0, "grand", True, True, False, False, 18, 2, 17, 1, -432),  # GO
    "1005": (1, "null", False, True, False, False, 20, 0, 24, 1, -92),  # NO after pick-up
    "1015": (1, "null", False, True, False, False, 20, 0, 24, 1, -92),  # without shown cards
    "1006": (2, "null", True, True, False, False, 18, 0, 16, 1, -118),  # NHO.cards
    "1016": (2, "null", True, True, False, False, 18, 0, 16, 1, -118),  # NOH
    "1007": (1, "null", True, False, True, False, 18, 0, 4, 0, 35),
    "1008": (None, "passed", False, False, False, False, 0, 0, 0, 0, 0),
    # F's lone 18, Hearts without 2: 10 × 3 = 30.
    "1009": (0, "hearts", False, False, True, False, 18, -2, 65, 5, 30),
    # Bid 40, Diamonds with 1 is only 18: lost at 45 (5 × 9), ×2.
    "1010": (1, "diamonds", False, False, False, True, 40, 1, 88, 6, -90),
    # Conceded Grand without 1 before the first lead: 24 × 2 = 48, lost ×2.
    "2005": (1, "grand", False, False, False, False, 18, -1, 0, 0, -96),
    # Claim accepted after trick 7, still short of 61: Grand Hand with 1 = 72, ×2.
    "2006": (1, "grand", True, False, False, False, 18, 1, 31, 5, -144),
    # Claim rejected, play goes on and is won: Grand Hand without 1 = 72.
    "2007": (1, "grand", True, False, True, False, 18, -1, 73, 5, 72),
}


@pytest.mark.parametrize("record_id", sorted(WORKED))
def test_worked_values(record_id: str) -> None:
    report = replay_json(RECORDS[record_id])
    assert list(report) == OK_KEYS
    assert report["id"] == int(record_id) and report["status"] == "ok"
    got = tuple(
        report[k]
        for k in (
            "declarer",
            "game",
            "hand",
            "ouvert",
            "won",
            "overbid",
            "bid",
            "matadors",
            "card_points",
            "tricks",
            "value",
        )
    )
    assert got == WORKED[record_id]
    # Our own R[...] summary agrees with the replay.
    fields = result_fields(parse_record(RECORDS[record_id]))
    if report["game"] != "passed":
        assert int(fields["v"]) == report["value"]
        assert int(fields["p"]) == report["card_points"]


@pytest.mark.parametrize(
    "a,b",
    [
        ("1001", "1011"),
        ("1001", "1012"),
        ("1003", "1013"),
        ("1004", "1014"),
        ("1005", "1015"),
        ("1006", "1016"),
    ],
)
def test_variant_spellings_replay_identically(a: str, b: str) -> None:
    game_a = replay_record(parse_record(RECORDS[a]), OFFICIAL)
    game_b = replay_record(parse_record(RECORDS[b]), OFFICIAL)
    assert game_a.snapshot() == game_b.snapshot()


def test_early_ends() -> None:
    ouvert = replay_record(parse_record(RECORDS["1013"]), OFFICIAL)
    assert ouvert.finished and len(ouvert.tricks) == 1
    null = replay_record(parse_record(RECORDS["1016"]), OFFICIAL)
    assert null.finished and len(null.tricks) == 2 and null.tricks[-1].winner == 2
    # Stopped early: neither Schneider nor Schwarz is reported (as ISS writes s:0 z:0).
    report = replay_json(RECORDS["1003"])
    assert report["schneider"] is False and report["schwarz"] is False
    assert "s:0 z:0" in RECORDS["1003"]


def test_passed_in_and_lone_eighteen() -> None:
    passed = replay_record(parse_record(RECORDS["1008"]), OFFICIAL)
    assert passed.finished and passed.result is not None and passed.declarer is None
    assert "1 p 2 p 0 p ]R[passed]" in RECORDS["1008"]
    lone = replay_record(parse_record(RECORDS["1009"]), OFFICIAL)
    assert lone.history[2] == (0, A.Bid(18)) and lone.declarer == 0
    # Under Ramsch rules everybody passing does not end the deal.
    message = error_of(RECORDS["1008"], PRESETS["club"])
    assert "before the game is over" in message and "Ramsch" in message


@pytest.mark.parametrize("name", sorted(EXTENSIONS))
def test_extension_records(name: str) -> None:
    preset, text = EXTENSIONS[name]
    record = parse_record(text)
    game = replay_record(record, PRESETS[preset])
    assert game.result is not None
    report = replay_json(text, PRESETS[preset])
    assert report["status"] == "ok"
    assert report["value"] == int(result_fields(record)["v"])
    if name in ("ramsch", "push", "forced"):
        assert report["game"] == "ramsch" and report["declarer"] is None
    if name == "kontra":
        assert game.kontra_by == 1 and game.re and report["value"] == 176
    if name == "push":
        assert game.pushes == 2 and report["value"] == -340
    if name == "bock":
        assert game.bock and report["value"] == -160


def test_kontra_under_official_rules_is_an_error() -> None:
    message = error_of(EXTENSIONS["kontra"][1])
    assert message.startswith("move 8 '1 kontra'")


# ---------------------------------------------------------------- server-only actions


@pytest.mark.parametrize(
    "record_id,token",
    [
        ("3001", "w TI.1"),
        ("3002", "w LE.1"),
        ("3003", "0 RE"),
        ("3004", "2 SC"),
        ("3005", "2 SC.DT.DQ.CA.HA.C9.C8"),
    ],
)
def test_server_actions_are_skipped(record_id: str, token: str) -> None:
    with pytest.raises(SkippedRecord) as info:
        replay_record(parse_record(RECORDS[record_id]), OFFICIAL)
    assert f"move 19 '{token}'" in str(info.value)
    report = replay_json(RECORDS[record_id])
    assert list(report) == ["id", "status", "message"] and report["status"] == "skipped"
