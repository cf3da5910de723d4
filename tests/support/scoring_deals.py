"""Deals shared by the scoring and session tests: golden games with known values."""

CLUBS_61 = dict(  # F: Clubs with 1 (CJ; SJ with M). M bid, so M may Kontra.
    f="CJ HJ CA CT CK C9 SA CQ HK HQ",
    m="SJ SK C8 S8 SQ DK C7 S7 ST H9",
    r="DA D8 D9 DT DQ S9 HA DJ HT H8",
    skat="D7 H7",
)

CLUBS_61_PLAY = (
    "CA SJ DJ  DK DT CT  CJ C7 HT  HK H9 HA  D9 SA SK  DA HQ S8"
    "  DQ C9 S7  CQ C8 S9  HJ SQ H8  CK ST D8"
)

CLUBS_60_PLAY = (
    "HJ C8 DJ  CA SJ H8  DK DA SA  D9 HK SK  HT HQ H9  D8 CT C7"
    "  CQ S7 DQ  CK ST DT  CJ SQ HA  C9 S8 S9"
)

GRAND_OUVERT = dict(  # F: Grand with 2 (CJ SJ), every club and HA
    f="CJ SJ CA CT CK CQ C9 C8 C7 HA",
    m="HJ DJ SA ST SK SQ S9 S8 S7 HT",
    r="HK HQ H9 DA DT DK DQ D9 D8 D7",
    skat="H7 H8",
)

GRAND_OUVERT_PLAY = (
    "CJ HJ D7  SJ DJ D8  CA S7 D9  CT S8 DQ  CK S9 DK  CQ SQ DT"
    "  C9 SK DA  C8 ST H9  C7 SA HQ  HA HT HK"
)
