"""Card faces shared by every card and the number cards and aces.

``card_base`` (the paper with its hairline edge) is drawn under every card,
backs included; the corner index, the classic pip layouts of 7 to 10 and the
ace designs are the rest of what a non-court face needs.
"""

from __future__ import annotations

from .canvas import Canvas
from .card_layout import CARD_H, CARD_R, CARD_W, CREAM, PAPER
from .decks import Deck
from .geometry import rotate, rrect_path, translate
from .letters import draw_text
from .symbols import draw_symbol

IDX_X = 27.0  # centre line of the corner index
IDX_TOP = 14.0
IDX_H = 44.0
IDX_PIP_Y = 84.0
IDX_PIP = 30.0

COL_L, COL_R, COL_C = 78.0, 162.0, 120.0
ROW_TOP, ROW_BOT = 62.0, 298.0
PIP = 48.0


def card_base(c: Canvas) -> None:
    """Face with a hairline edge, drawn as two fills so bounds stay exact."""
    c.path(rrect_path(0, 0, CARD_W, CARD_H, CARD_R), fill="#8a8378")
    c.path(rrect_path(1.6, 1.6, CARD_W - 3.2, CARD_H - 3.2, CARD_R - 1.6), fill=PAPER)


def corner_index(c: Canvas, deck: Deck, suit: str, rank: str) -> None:
    """Rank and small suit sign at top left, repeated upside down bottom right."""
    label = deck.rank_labels[rank]
    for turn in (0.0, 180.0):
        with c.push(
            translate(CARD_W / 2, CARD_H / 2) @ rotate(turn) @ translate(-CARD_W / 2, -CARD_H / 2)
        ):
            if len(label) == 2:  # "10" must fit the narrow index column
                draw_text(
                    c,
                    label,
                    IDX_X,
                    IDX_TOP,
                    IDX_H,
                    deck.ink[suit],
                    squeeze=0.66,
                    gap=30,
                )
            else:
                draw_text(c, label, IDX_X, IDX_TOP, IDX_H, deck.ink[suit])
            size = IDX_PIP + (4 if deck.german else 0)
            draw_symbol(c, deck.symbols[suit], IDX_X, IDX_PIP_Y + 2, size)


def pip_positions(rank: str) -> list[tuple[float, float]]:
    """Classic pip layouts: two columns plus centre pips."""
    rows4 = [ROW_TOP + i * (ROW_BOT - ROW_TOP) / 3 for i in range(4)]
    mid = (ROW_TOP + ROW_BOT) / 2
    pos: list[tuple[float, float]] = []
    if rank in ("7", "8"):
        for y in (ROW_TOP, mid, ROW_BOT):
            pos += [(COL_L, y), (COL_R, y)]
        pos.append((COL_C, (ROW_TOP + mid) / 2))
        if rank == "8":
            pos.append((COL_C, (mid + ROW_BOT) / 2))
    elif rank in ("9", "10"):
        for y in rows4:
            pos += [(COL_L, y), (COL_R, y)]
        if rank == "9":
            pos.append((COL_C, mid))
        else:
            pos += [
                (COL_C, (rows4[0] + rows4[1]) / 2),
                (COL_C, (rows4[2] + rows4[3]) / 2),
            ]
    return pos


def number_card(c: Canvas, deck: Deck, suit: str, rank: str) -> None:
    sym = deck.symbols[suit]
    # German signs are narrower than their box, so they get a little more size.
    size = PIP * 1.1 if deck.german else PIP
    for x, y in pip_positions(rank):
        turn = 180.0 if y > CARD_H / 2 + 1 else 0.0
        draw_symbol(c, sym, x, y, size, turn)


def ace_card(c: Canvas, deck: Deck, suit: str) -> None:
    sym = deck.symbols[suit]
    cx, cy = CARD_W / 2, CARD_H / 2
    if deck.german:
        # The Daus: two large signs leaning together under a small crown-like
        # ornament, as German aces traditionally show a pair.
        c.ellipse(cx, cy, 76, 104, fill=CREAM, stroke="#c9b48a", sw=2)
        draw_symbol(c, sym, cx - 30, cy + 16, 92, -14)
        draw_symbol(c, sym, cx + 30, cy - 16, 92, 14)
    else:
        c.ellipse(cx, cy, 70, 92, fill=CREAM, stroke="#c9b48a", sw=2)
        c.ellipse(cx, cy, 64, 86, fill="none", stroke="#c9b48a", sw=0.8)
        draw_symbol(c, sym, cx, cy, 104)
