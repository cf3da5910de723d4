"""Our own ISS records and the replay helpers shared by the ISS tests.

All records here are our own: ``tests/data/iss_own.txt`` holds games played
by the engine and exported (some then edited by hand into the other spellings
real ISS records use), and the extension records below were written the same
way under the presets that need them.  Parsing, replay, export and command
tests all read these records, so they live in one place; expected values were
worked out by hand from the deals (the comments give the arithmetic).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from skat_desktop.engine.records.iss import parse_record, read_records
from skat_desktop.engine.skat.rules import OFFICIAL, RuleSet

ROOT = Path(__file__).resolve().parents[2]
OWN = Path(__file__).resolve().parents[1] / "data" / "iss_own.txt"
RECORDS = {parse_record(text, lenient=True).id: text for _, text in read_records(OWN)}

OK_KEYS = [
    "id",
    "status",
    "declarer",
    "game",
    "hand",
    "ouvert",
    "schneider_announced",
    "schwarz_announced",
    "won",
    "overbid",
    "schneider",
    "schwarz",
    "bid",
    "matadors",
    "card_points",
    "tricks",
    "value",
]

# Records that need a rule preset with the Skat Desktop extensions.
EXTENSIONS: dict[str, tuple[str, str]] = {
    # Club: F holds 18 and plays Spades after pick-up without 2 (HJ only):
    # 11 × (2 + game + Schneider at 103) = 44, Kontra and Re ×4 = 176.
    "kontra": (
        "club",
        "(;GM[Skat]PC[Skat Desktop]CO[]SE[]ID[2001]P0[anna]P1[bert]P2[carl]"
        "R0[]R1[]R2[]MV[w D9.DT.DA.HJ.HA.S7.SQ.SA.CT.CQ.D8.DJ.DQ.DK.H7.HQ.ST.SJ.SK.C8."
        "D7.H8.H9.HT.HK.S9.C7.CJ.CK.CA.S8.C9 1 18 0 y 1 p 2 p 0 s w S8.C9 0 S.D9.S7 "
        "1 kontra 0 rekontra 0 SA 1 SK 2 S9 0 S8 1 SJ 2 CJ 2 CK 0 CT 1 C8 0 HJ 1 DJ "
        "2 HK 0 DA 1 DQ 2 D7 0 DT 1 DK 2 CA 0 SQ 1 ST 2 H8 1 HQ 2 H9 0 HA 0 CQ 1 D8 "
        "2 C7 0 C9 1 H7 2 HT ]R[d:0 win v:176 m:-2 bidok p:103 t:8 s:1 z:0 p0:0 p1:0 "
        "p2:0 l:-1 to:-1 r:0 kontra:1 re:1] ;)",
    ),
    # Club Ramsch: F ends with most points, 52 (nobody Jungfrau).
    "ramsch": (
        "club",
        "(;GM[Skat]PC[Skat Desktop]CO[]SE[]ID[2002]P0[anna]P1[bert]P2[carl]"
        "R0[]R1[]R2[]MV[w D9.DT.DA.HJ.HA.S7.SQ.SA.CT.CQ.D8.DJ.DQ.DK.H7.HQ.ST.SJ.SK.C8."
        "D7.H8.H9.HT.HK.S9.C7.CJ.CK.CA.S8.C9 1 p 2 p 0 p 0 SQ 1 SK 2 S9 1 H7 2 HK 0 HA "
        "0 S7 1 ST 2 CJ 2 C7 0 CT 1 C8 0 DA 1 D8 2 D7 0 CQ 1 DK 2 CK 2 HT 0 D9 1 HQ "
        "2 CA 0 HJ 1 DQ 0 DT 1 SJ 2 H9 1 DJ 2 H8 0 SA ]R[ramsch v:-52 e0:-52 e1:0 e2:0 "
        "c0:52 c1:32 c2:36 t0:4 t1:3 t2:3 j:0 dm:-1 pu:0] ;)",
    ),
    # Pub Schieberamsch: F pushes, M picks up and pushes D8.H7 on, R pushes:
    # two pushes ×4, F loses 85 → −340.
    "push": (
        "pub",
        "(;GM[Skat]PC[Skat Desktop]CO[]SE[]ID[2003]P0[anna]P1[bert]P2[carl]"
        "R0[]R1[]R2[]MV[w D9.DT.DA.HJ.HA.S7.SQ.SA.CT.CQ.D8.DJ.DQ.DK.H7.HQ.ST.SJ.SK.C8."
        "D7.H8.H9.HT.HK.S9.C7.CJ.CK.CA.S8.C9 1 p 2 p 0 p 0 push 1 s w S8.C9 1 D8.H7 "
        "2 push 0 SQ 1 ST 2 S9 1 S8 2 CA 0 SA 0 CT 1 C9 2 CK 0 DA 1 DQ 2 D7 0 HJ 1 DJ "
        "2 CJ 2 C7 0 CQ 1 C8 0 HA 1 HQ 2 H8 0 S7 1 SK 2 HT 1 DK 2 HK 0 DT 0 D9 1 SJ "
        "2 H9 ]R[ramsch v:-340 e0:-340 e1:0 e2:0 c0:85 c1:29 c2:6 t0:6 t1:3 t2:1 j:0 "
        "dm:-1 pu:2] ;)",
    ),
    # Pub: M escapes into Grand Hand, without 1: 24 × (1 + 1 + 1 + Schneider) = 96,
    # lost → −192; nobody bid, so under kontra_needs_bid nobody is asked for Kontra.
    "escape": (
        "pub",
        "(;GM[Skat]PC[Skat Desktop]CO[]SE[]ID[2004]P0[anna]P1[bert]P2[carl]"
        "R0[]R1[]R2[]MV[w D9.DT.DA.HJ.HA.S7.SQ.SA.CT.CQ.D8.DJ.DQ.DK.H7.HQ.ST.SJ.SK.C8."
        "D7.H8.H9.HT.HK.S9.C7.CJ.CK.CA.S8.C9 1 p 2 p 0 p 0 push 1 GH 0 D9 1 DQ "
        "2 D7 1 SJ 2 CJ 0 HJ 2 C7 0 CT 1 C8 0 HA 1 H7 2 H8 0 SA 1 SK 2 S9 0 S7 1 ST "
        "2 H9 1 DK 2 CA 0 DT 0 SQ 1 DJ 2 HK 1 D8 2 CK 0 DA 0 CQ 1 HQ 2 HT ]R[d:1 loss "
        "v:-192 m:-1 bidok p:22 t:3 s:1 z:0 p0:0 p1:0 p2:0 l:-1 to:-1 r:0] ;)",
    ),
    # Pub Bock deal: M's Hearts Hand without 2: 10 × 4 = 40, lost ×2, Bock ×2 = −160.
    "bock": (
        "pub",
        "(;GM[Skat]PC[Skat Desktop]CO[]SE[]ID[2008]P0[anna]P1[bert]P2[carl]"
        "R0[]R1[]R2[]XF[bock]MV[w D8.D9.H7.HT.S7.S9.ST.SJ.C9.CQ.DT.DJ.H8.HJ.HQ.HK.SQ.C7."
        "C8.CK.DQ.DK.DA.HA.S8.SK.SA.CT.CJ.CA.D7.H9 1 18 0 p 2 p 1 HH 0 H7 1 HK 2 HA "
        "2 SK 0 S7 1 SQ 2 CA 0 CQ 1 CK 2 S8 0 S9 1 DT 0 ST 1 DJ 2 SA 1 C7 2 CT 0 C9 "
        "2 DA 0 D8 1 H8 1 HQ 2 CJ 0 HT 2 DQ 0 D9 1 C8 2 DK 0 SJ 1 HJ ]R[d:1 loss v:-160 "
        "m:-2 bidok p:34 t:2 s:0 z:0 p0:0 p1:0 p2:0 l:-1 to:-1 r:0 bock:1] ;)",
    ),
    # Club Ramsch round: no auction, M loses 66.
    "forced": (
        "club",
        "(;GM[Skat]PC[Skat Desktop]CO[]SE[]ID[2009]P0[anna]P1[bert]P2[carl]"
        "R0[]R1[]R2[]XF[ramsch]MV[w D7.D9.DJ.DQ.DK.H8.HJ.HQ.S9.ST.DA.HT.S7.S8.SJ.SK.SA."
        "C7.C8.CQ.D8.H7.H9.HK.HA.SQ.C9.CT.CK.CA.DT.CJ 0 D7 1 DA 2 D8 1 SA 2 SQ 0 ST "
        "1 SK 2 HA 0 S9 1 C7 2 CT 0 DK 2 CA 0 H8 1 CQ 2 CK 0 HJ 1 C8 0 D9 1 HT 2 HK "
        "0 DQ 1 S8 2 H9 0 HQ 1 S7 2 H7 0 DJ 1 SJ 2 C9 ]R[ramsch v:-66 e0:0 e1:-66 e2:0 "
        "c0:26 c1:66 c2:28 t0:4 t1:4 t2:2 j:0 dm:-1 pu:0] ;)",
    ),
}


def replay_json(text: str, rules: RuleSet = OFFICIAL, line_no: int = 1) -> dict[str, Any]:
    from skat_desktop.cli.replay import replay_line

    return replay_line(text, line_no, rules)


def edited(record_id: str, old: str, new: str) -> str:
    text = RECORDS[record_id]
    assert text.count(old) == 1, old
    return text.replace(old, new)


def error_of(text: str, rules: RuleSet = OFFICIAL) -> str:
    report = replay_json(text, rules)
    assert report["status"] == "error", report
    assert list(report) == ["id", "status", "message"]
    return str(report["message"])
