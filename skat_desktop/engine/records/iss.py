"""Game records in the format of the International Skat Server (ISS).

One record is one line::

    (;GM[Skat]PC[International Skat Server]CO[]SE[24072]ID[541932]DT[...]
      P0[zoot]P1[kermit]P2[foo]R0[]R1[]R2[0.0]MV[w HA.SK.... 1 p 2 18 0 p 2 s
      w H8.CK 2 D.ST.H8 0 SA 1 S7 2 DA ...]R[d:2 loss v:-54 m:-2 bidok p:59 t:4
      s:0 z:0 p0:0 p1:0 p2:0 l:-1 to:-1 r:0] ;)

Records are imported by *replaying* them through the engine rather than by
trusting their contents: a record that breaks a rule is refused with a message
naming its first bad move, and the values we report are the ones our scoring
computes (``R[...]`` is kept only as text). That is also why a record can be
replayed under any rule preset.

``MV`` holds ``<actor> <move>`` pairs; the actor is ``w`` (the world: the deal,
then the skat shown after a pick-up) or a seat 0/1/2 (Forehand, Middlehand,
Rearhand, as in the engine). Moves:

==========================  ===================================================
``18``, ``20`` …            a bid (also Forehand's lone 18)
``y`` / ``p``               hold / pass (``p`` also declines Kontra or Re)
``s``                       pick up the skat, followed by ``w <skat>``
``HA``                      play a card
``G`` ``C`` ``S`` ``H``     a declaration: game letter (``N`` = Null), then
``D`` ``N`` + modifiers     modifiers ``O`` ouvert, ``H`` hand, ``S`` Schneider
                            and ``Z`` Schwarz announced, then optionally
                            ``.``-separated cards
==========================  ===================================================

Declaration cards: in a hand game they are the shown ouvert cards; after a
pick-up two cards are the discards and more are the two discards followed by
the ouvert cards. Variants seen in real records are all read: discards split
off as a separate move (``2 D 2 ST.H8``, or the discards before the
declaration), suit and Grand ouvert without ``H`` (``CO``, ``GO``: they are
hand games anyway), Null ouvert as ``NO`` after a pick-up and ``NOH``/``NHO``
as a hand game, and records that stop once the outcome is decided (a Null
declarer's trick, a lost trick with Schwarz announced or ouvert). A game
declared without picking up the skat must say ``H`` unless it is a suit or
Grand ouvert; ``H`` after a pick-up is refused.

Errors name the move as ``move 11 '2 C8' (column 241)``: pairs are counted
after the deal (``w`` moves included) and the column points into the line.
With ``parse_record(..., lenient=True)`` unreadable moves and a line cut off
inside ``MV`` are reported by :func:`replay_record` in playing order, so the
message is always about the *first* problem.

Server-only moves — timeout ``TI.n``, leaving ``LE.n``, resigning ``RE`` and
showing cards ``SC`` (``SC.cards``) — end a game in ways the rules of play do
not cover, so such records raise :class:`SkippedRecord` instead of an error.

Skat Desktop extensions
-----------------------
Everything ISS lacks is written with tokens ISS never uses, so real records
and ours share one reader:

==================  ==========================================================
``kontra``          a defender says Kontra (``p`` declines when asked)
``rekontra``        the declarer answers Re (``RE`` already means *resign*)
``push``            Schieberamsch: push the skat on unseen
``s`` + ``w`` +     Schieberamsch: pick the skat up (it is shown like a
two cards           declarer's), then push two cards on as ``1 SK.S7``
``GH`` in Ramsch    the Grand-Hand escape (a normal hand declaration)
``concede``         the declarer gives up (before the first lead, or offered
                    during play)
``claim``           the declarer claims the remaining tricks
``accept`` /        a defender's answer to a claim or a concession
``reject``
``XF[bock ramsch]`` header flags: the deal counts double (Bock) and/or is a
                    forced Ramsch of a Ramsch round (no auction in ``MV``)
==================  ==========================================================

A Ramsch itself needs no token: when every player passes and the rules say
Ramsch, the cards are simply played. Summaries we write follow ISS
(``R[d:0 win v:48 m:1 bidok p:88 t:8 s:0 z:0 p0:0 p1:0 p2:0 l:-1 to:-1 r:0]``,
``R[passed]``) with ``v`` being our signed list value (Kontra, Re and Bock
included), ``s``/``z`` only for a game played to its end (as ISS does, see
:func:`played_out`), and extra fields only when they apply: ``kontra:<seat>``,
``re:1``, ``bock:1``, ``conceded:1``, ``claimed:1``. A Ramsch is summarised as
``R[ramsch v:<entry> e0: e1: e2: c0: c1: c2: t0: t1: t2: j: dm: pu:]``: list
entries, card points (skat included), tricks, Jungfrau doublings, the
Durchmarsch seat (-1 for none) and Schieberamsch pushes; a redeal as
``R[redeal]``.

The work is split by job: :mod:`.iss_types` (the data a record is read
into), :mod:`.iss_parse` (reading a line or a file), :mod:`.iss_replay`
(playing a record through the engine) and :mod:`.iss_export` (writing a game
as a record). This module is their public face: import from here.
"""

from __future__ import annotations

from .iss_export import export_game, played_out
from .iss_parse import parse_record, read_records, result_fields
from .iss_replay import replay_record
from .iss_types import (
    Declaration,
    IssMove,
    IssRecord,
    IssRecordError,
    MoveKind,
    SkippedRecord,
)

__all__ = [
    "Declaration",
    "IssMove",
    "IssRecord",
    "IssRecordError",
    "MoveKind",
    "SkippedRecord",
    "export_game",
    "parse_record",
    "played_out",
    "read_records",
    "replay_record",
    "result_fields",
]
