"""ISS records: reading every variant form and refusing damaged ones.

A damaged record must be refused with a message that names the first bad move
and says what is wrong with it; garbage lines must not crash the reader.

All records here are our own: ``tests/data/iss_own.txt`` holds games played
by the engine and exported (some then edited by hand into the other spellings
real ISS records use), and the extension records in ``support.iss_records``
were written the same way under the presets that need them.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from support.iss_records import EXTENSIONS, OWN, RECORDS, edited, error_of, replay_json

from skat_desktop.engine.cards import Card, CardSet
from skat_desktop.engine.errors import RecordError
from skat_desktop.engine.records.iss import (
    IssRecord,
    IssRecordError,
    MoveKind,
    SkippedRecord,
    parse_record,
    read_records,
    result_fields,
)
from skat_desktop.engine.skat.game import Deal
from skat_desktop.engine.skat.game_types import GameType

# ---------------------------------------------------------------- parsing


def test_parse_record_fields() -> None:
    record = parse_record(RECORDS["1001"])
    assert record.id == "1001"
    assert record.players == ("anna", "bert", "carl")
    assert len(record.deal) == 32 and len(set(record.deal)) == 32
    assert record.deal[:3] == (Card.parse("D9"), Card.parse("DJ"), Card.parse("HK"))
    deal = Deal.from_order(record.deal)
    assert deal.skat == CardSet.parse("DT.CT").mask
    kinds = [m.kind for m in record.moves[:8]]
    assert kinds == [
        MoveKind.PASS,
        MoveKind.BID,
        MoveKind.PASS,
        MoveKind.PICK_UP,
        MoveKind.SKAT_SHOWN,
        MoveKind.DECLARE,
        MoveKind.PLAY,
        MoveKind.PLAY,
    ]
    declare = record.moves[5]
    assert declare.number == 6 and declare.actor == 2 and declare.text == "D.H9.C7"
    assert declare.declaration is not None
    assert declare.declaration.game is GameType.DIAMONDS
    assert declare.declaration.cards == (Card.parse("H9"), Card.parse("C7"))
    assert result_fields(record)["v"] == "-54"
    assert "loss" in result_fields(record)


@pytest.mark.parametrize(
    "token,game,hand,ouvert,schneider,schwarz",
    [
        ("CH", GameType.CLUBS, True, False, False, False),
        ("CO", GameType.CLUBS, False, True, False, False),
        ("GO", GameType.GRAND, False, True, False, False),
        ("GHO", GameType.GRAND, True, True, False, False),
        ("CHZ", GameType.CLUBS, True, False, False, True),
        ("SHS", GameType.SPADES, True, False, True, False),
        ("NO", GameType.NULL, False, True, False, False),
        ("NOH", GameType.NULL, True, True, False, False),
        ("NHO", GameType.NULL, True, True, False, False),
        ("D", GameType.DIAMONDS, False, False, False, False),
    ],
)
def test_declaration_spellings(
    token: str, game: GameType, hand: bool, ouvert: bool, schneider: bool, schwarz: bool
) -> None:
    line = RECORDS["1002"].replace(" 1 CH ", f" 1 {token} ")
    move = parse_record(line).moves[3]
    assert move.kind is MoveKind.DECLARE and move.declaration is not None
    d = move.declaration
    assert (d.game, d.hand, d.ouvert, d.schneider, d.schwarz) == (
        game,
        hand,
        ouvert,
        schneider,
        schwarz,
    )
    assert d.implied_hand == (hand or (ouvert and game is not GameType.NULL))


def test_extension_tokens_are_read() -> None:
    kinds = {m.text: m.kind for m in parse_record(EXTENSIONS["kontra"][1]).moves}
    assert kinds["kontra"] is MoveKind.KONTRA and kinds["rekontra"] is MoveKind.RE
    assert parse_record(EXTENSIONS["push"][1]).moves[3].kind is MoveKind.PUSH
    kinds = {m.text: m.kind for m in parse_record(RECORDS["2007"]).moves}
    assert kinds["claim"] is MoveKind.CLAIM
    assert kinds["accept"] is MoveKind.ACCEPT and kinds["reject"] is MoveKind.REJECT
    assert parse_record(RECORDS["2005"]).moves[-1].kind is MoveKind.CONCEDE
    assert parse_record(EXTENSIONS["bock"][1]).bock
    assert parse_record(EXTENSIONS["forced"][1]).forced_ramsch


def test_read_records_skips_blank_lines(tmp_path: Path) -> None:
    path = tmp_path / "games.txt"
    path.write_text("\ufeff" + RECORDS["1001"] + "\n\n   \n" + RECORDS["1008"] + "\n")
    lines = list(read_records(path))
    assert [n for n, _ in lines] == [1, 4]
    assert lines[0][1] == RECORDS["1001"]


def test_own_file_parses_strictly() -> None:
    for _, text in read_records(OWN):
        assert isinstance(parse_record(text), IssRecord)


# ---------------------------------------------------------------- damaged records


@pytest.mark.parametrize(
    "record_id,old,new,expected",
    [
        # R holds HT and HA but throws a club on M's H8 lead.
        ("1001", " 2 HT 0 HK ", " 2 C8 0 HK ", "move 11 '2 C8' (column"),
        # F leads the club ace, which R holds.
        ("1001", " 0 CQ 1 D8 ", " 0 CA 1 D8 ", "move 7 '0 CA'"),
        ("1001", " 2 18 0 p ", " 2 19 0 p ", "move 2 '2 19'"),
        # Schneider announced without H before the pick-up, and after it.
        ("1002", " 1 CH ", " 1 CS ", "move 4 '1 CS'"),
        ("1001", " 2 D.H9.C7 ", " 2 DS.H9.C7 ", "move 6 '2 DS.H9.C7'"),
        ("1001", " 2 D.H9.C7 ", " 2 DH.H9.C7 ", "move 6 '2 DH.H9.C7'"),
        ("1002", " 1 CH ", " 1 C ", "move 4 '1 C'"),
        # Discarding a card not held, and a split declaration whose discards never come.
        ("1001", " 2 D.H9.C7 ", " 2 D.H9.S7 ", "move 6 '2 D.H9.S7'"),
        ("1001", " 2 D.H9.C7 ", " 2 D ", "move 7 '0 CQ'"),
        # The skat shown is not the skat; a move out of turn; an unknown token.
        ("1001", " w DT.CT ", " w DT.C7 ", "move 5 'w DT.C7'"),
        ("1001", " 1 D8 2 CK ", " 2 CK 1 D8 ", "move 8 '2 CK'"),
        ("1001", " 1 D8 2 CK ", " 1 XX 2 CK ", "move 8 '1 XX'"),
        ("1001", " 1 D8 2 CK ", " 7 D8 2 CK ", "move 8 '7 D8'"),
        # Ouvert cards that are not the declarer's hand.
        (
            "1003",
            " 1 CHO.D7.D8.D9.DK.H9.SQ.C7.C8.CJ.CQ ",
            " 1 CHO.D7.D8.D9.DK.H9.SQ.C7.C8.CJ.CA ",
            "move 4 '1 CHO.",
        ),
        # A move after the game is over, and a record that stops too soon.
        ("1013", " 2 HK ]", " 2 HK 0 DT ]", "move 8 '0 DT'"),
        ("1001", " 0 S7 1 DK ]", " ]", "after move 34 '2 C8'"),
    ],
)
def test_damaged_records_name_the_first_bad_move(
    record_id: str, old: str, new: str, expected: str
) -> None:
    message = error_of(edited(record_id, old, new))
    assert message.startswith(expected) or expected in message, message


def test_damage_messages_say_what_is_wrong() -> None:
    assert "does not follow suit" in error_of(edited("1001", " 2 HT 0 HK ", " 2 C8 0 HK "))
    assert "not in your hand" in error_of(edited("1001", " 0 CQ 1 D8 ", " 0 CA 1 D8 "))
    assert "not a possible game value" in error_of(edited("1001", " 2 18 0 p ", " 2 19 0 p "))
    assert "hand game" in error_of(edited("1002", " 1 CH ", " 1 CS "))
    assert "only be announced in a hand game" in error_of(
        edited("1001", " 2 D.H9.C7 ", " 2 DS.H9.C7 ")
    )
    assert "seat 1 is to move" in error_of(edited("1001", " 1 D8 2 CK ", " 2 CK 1 D8 "))


def test_parse_record_strict_errors() -> None:
    with pytest.raises(IssRecordError, match=r"move 8 '1 XX'"):
        parse_record(edited("1001", " 1 D8 2 CK ", " 1 XX 2 CK "))
    error = IssRecordError("x")
    assert isinstance(error, RecordError)
    assert issubclass(SkippedRecord, RecordError)


def test_truncated_line() -> None:
    text = RECORDS["1001"]
    cut = text[: text.index(" 2 HT 0 HK") + 4]  # ends with "2 H"
    with pytest.raises(IssRecordError, match="cut off"):
        parse_record(cut)
    message = error_of(cut)
    assert "cut off inside MV" in message and "move 10 '1 H8'" in message
    assert "'2 H'" in message
    # An illegal move before the cut is reported first.
    early = cut.replace(" 0 CQ 1 D8 ", " 0 CA 1 D8 ")
    assert error_of(early).startswith("move 7 '0 CA'")
    # Cut after MV: the game is complete and replays.
    assert replay_json(text[: text.index("]R[") + 8])["status"] == "ok"


@pytest.mark.parametrize(
    "line,expected",
    [
        ("this is not a record", "not an ISS game record"),
        ("(;GM[Go]MV[w CJ]R[] ;)", "not an ISS Skat record"),
        ("(;GM[Skat]ID[5]P0[a] ;)", "no moves"),
        ("(;GM[Skat]ID[5]MV[w CJ.SJ 1 p]R[] ;)", "the deal"),
        ("(;GM[Skat]ID[5]MV[ ]R[] ;)", "the deal"),
    ],
)
def test_garbage(line: str, expected: str) -> None:
    assert expected in error_of(line)


def test_error_ids() -> None:
    assert replay_json("garbage", line_no=7)["id"] == 7
    assert replay_json("(;GM[Skat]ID[abc]MV[ ]R[] ;)")["id"] == "abc"
    assert replay_json(RECORDS["1001"].replace("ID[1001]", ""), line_no=3)["id"] == 3
