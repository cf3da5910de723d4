"""The phases of one Skat deal.

A phase says which kind of action the seat to move may take; ``Game`` keeps one
handler per phase (see :mod:`.game`), and the table shows a phase's panel.
"""

from __future__ import annotations

import enum


class Phase(enum.StrEnum):
    BIDDING = "bidding"
    SKAT = "skat"  # declarer: pick up or declare a hand game
    DISCARD = "discard"
    DECLARE = "declare"
    KONTRA = "kontra"  # defenders asked in turn (timing before_first_lead)
    RE = "re"  # declarer answers a Kontra
    PUSH = "push"  # Schieberamsch: push unseen, pick up, or escape to Grand Hand
    PUSH_DISCARD = "push_discard"
    PLAY = "play"
    RESPONSE = "response"  # defenders answer a claim or a concession
    FINISHED = "finished"
