"""Card size, sheet spacing, the shared inks and the suit and rank order.

Every other part of the deck drawing measures against these numbers, so they
live in one leaf module that imports nothing: changing the card size or the
paper colour is one edit, and no drawing module depends on another just to
learn how big a card is.
"""

from __future__ import annotations

CARD_W = 240.0
CARD_H = 360.0
CARD_R = 14.0
GAP = 12.0
INK = "#2a2118"
PAPER = "#fffdf7"
CREAM = "#f8f0de"

SUITS = ("club", "spade", "heart", "diamond")
RANKS = ("1", "7", "8", "9", "10", "jack", "queen", "king")
