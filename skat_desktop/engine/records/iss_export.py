"""Writing a finished game as one ISS record line.

The inverse of :mod:`.iss_parse` + :mod:`.iss_replay`: the game's history is
replayed on a fresh game so every move is written in the phase it was made
in, with the Skat Desktop extension tokens (described in :mod:`.iss`) for
what ISS lacks, and the ``R[...]`` summary our scoring computes. Kept apart
from the reader because saving a game needs none of the parsing.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Final

from .. import actions as A
from ..cards import Card, CardSet
from ..skat.game import Game, Phase
from ..skat.scoring import GameResult, ResultKind

__all__ = ["export_game", "played_out"]

# --------------------------------------------------------------------- export


def played_out(game: Game) -> bool:
    """Whether every trick was played (or claimed), as ISS needs for ``s`` and ``z``.

    A game stopped early because its outcome was decided (a lost trick with
    Schwarz announced or ouvert) has no Schneider or Schwarz of its own: ISS
    writes ``s:0 z:0`` for it, and so do we.
    """
    result = game.result
    return len(game.tricks) == 10 or (result is not None and result.claimed)


def _declaration_text(decl: A.Declare, hand: bool, cards: Sequence[Card]) -> str:
    text = decl.game.iss_letter + ("H" if hand else "")
    if decl.ouvert:
        text += "O"
    elif decl.schwarz:
        text += "Z"
    elif decl.schneider:
        text += "S"
    return ".".join([text, *(str(c) for c in cards)])


def _escape(value: str) -> str:
    value = " ".join(value.split())
    return value.replace("\\", "\\\\").replace("]", "\\]")


def _summary(result: GameResult, complete: bool) -> str:
    """The ``R[...]`` text; ``complete`` is :func:`played_out`."""
    if result.kind is ResultKind.PASSED_IN:
        return "passed"
    if result.kind is ResultKind.REDEAL:
        return "redeal"
    if result.kind is ResultKind.RAMSCH:
        entries = result.entries
        value = max(entries) if result.durchmarsch is not None else min(entries)
        dm = -1 if result.durchmarsch is None else result.durchmarsch
        parts = [f"ramsch v:{value}"]
        parts += [f"e{s}:{entries[s]}" for s in range(3)]
        parts += [f"c{s}:{result.ramsch_points[s]}" for s in range(3)]
        parts += [f"t{s}:{result.ramsch_tricks[s]}" for s in range(3)]
        parts += [f"j:{result.jungfrau} dm:{dm} pu:{result.pushes}"]
        return " ".join(parts)
    text = (
        f"d:{result.declarer} {'win' if result.won else 'loss'} v:{result.value} "
        f"m:{result.matadors} {'overbid' if result.overbid else 'bidok'} "
        f"p:{result.card_points} t:{result.tricks} "
        f"s:{int(result.schneider and complete)} z:{int(result.schwarz and complete)} "
        "p0:0 p1:0 p2:0 l:-1 to:-1 r:0"
    )
    return text


def _extension_summary(game: Game, result: GameResult) -> str:
    extra = []
    if result.kind is ResultKind.GAME:
        if game.kontra_by is not None:
            extra.append(f"kontra:{game.kontra_by}")
        if result.re:
            extra.append("re:1")
        if result.bock:
            extra.append("bock:1")
        if result.conceded:
            extra.append("conceded:1")
        if result.claimed:
            extra.append("claimed:1")
    return "".join(" " + e for e in extra)


def export_game(
    game: Game,
    *,
    record_id: int | str,
    names: Sequence[str],
    date: datetime | None = None,
) -> str:
    """Write a finished game as one ISS record line (no newline).

    The history is replayed on a fresh game so every move is written in the
    phase it was made in: discards are joined to the declaration
    (``D.ST.H8``), a pick-up is followed by ``w`` and the skat, ouvert cards
    follow the declaration, and the extension tokens described in :mod:`.iss`
    cover what ISS lacks. :func:`parse_record` + :func:`replay_record` give
    back the same game under the same rules.
    """
    if not game.finished or game.result is None:
        raise ValueError("only a finished game can be exported as a record")
    if len(names) != 3:
        raise ValueError("a record names three players (Forehand, Middlehand, Rearhand)")
    shadow = Game(game.rules, game.deal, bock=game.bock, forced_ramsch=game.forced_ramsch)
    moves = ["w", ".".join(str(c) for c in game.deal.order())]
    history = game.history
    i = 0
    while i < len(history):
        seat, action = history[i]
        token: str
        after: list[str] = []
        if isinstance(action, A.Discard) and shadow.phase is Phase.DISCARD:
            # The declarer's discards: written together with the declaration.
            next_seat, declare = history[i + 1]
            assert isinstance(declare, A.Declare) and next_seat == seat
            shadow.apply(action, seat)
            shown = list(CardSet(shadow.hands[seat])) if declare.ouvert else []
            token = _declaration_text(declare, False, [*action.cards, *shown])
            shadow.apply(declare, seat)
            moves += [str(seat), token]
            i += 2
            continue
        if isinstance(action, A.Declare):
            shown = list(CardSet(shadow.hands[seat])) if action.ouvert else []
            token = _declaration_text(action, True, shown)
        elif isinstance(action, A.Discard):
            token = ".".join(str(c) for c in action.cards)
        elif isinstance(action, A.Bid):
            token = str(action.value)
        elif isinstance(action, A.Play):
            token = str(action.card)
        elif isinstance(action, A.PickUpSkat):
            token = "s"
        else:
            token = _ACTION_TOKENS[type(action)]
        shadow.apply(action, seat)
        if isinstance(action, A.PickUpSkat):
            after = ["w", str(CardSet(shadow.skat_seen_by[seat]))]
        moves += [str(seat), token, *after]
        i += 1
    props = [("GM", "Skat"), ("PC", "Skat Desktop"), ("CO", ""), ("SE", ""), ("ID", str(record_id))]
    if date is not None:
        stamp = date.astimezone(UTC) if date.tzinfo else date
        props.append(("DT", stamp.strftime("%Y-%m-%d/%H:%M:%S/UTC")))
    props += [(f"P{s}", names[s]) for s in range(3)]
    props += [(f"R{s}", "") for s in range(3)]
    flags = [f for f, on in (("bock", game.bock), ("ramsch", game.forced_ramsch)) if on]
    if flags:
        props.append(("XF", " ".join(flags)))
    head = "".join(f"{key}[{_escape(value)}]" for key, value in props)
    result = game.result
    summary = _summary(result, played_out(game)) + _extension_summary(game, result)
    return f"(;{head}MV[{' '.join(moves)} ]R[{summary}] ;)"


_ACTION_TOKENS: Final[dict[type, str]] = {
    A.Hold: "y",
    A.Pass: "p",
    A.Kontra: "kontra",
    A.Re: "rekontra",
    A.PushSkat: "push",
    A.Concede: "concede",
    A.Claim: "claim",
    A.Accept: "accept",
    A.Reject: "reject",
}
