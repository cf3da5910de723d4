"""Replaying a parsed ISS record through the engine.

Records are imported by playing them through a new :class:`Game` rather
than by trusting their contents, so a record that breaks a rule is refused
with a message naming its first bad move, and every value we report is the
one our scoring computes. This module turns each :class:`IssMove` into engine
actions in the phase it belongs to (the variants real records use included)
and wraps the engine's errors into :class:`IssRecordError`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from .. import actions as A
from ..actions import Action
from ..cards import Card, CardSet
from ..errors import NotYourTurnError, SkatError
from ..skat.game import Deal, Game, Phase
from ..skat.rules import RuleSet
from .iss_types import IssMove, IssRecord, IssRecordError, MoveKind, SkippedRecord

__all__ = ["replay_record"]


def _fail(move: IssMove, message: str) -> IssRecordError:
    return IssRecordError(f"{move.label}: {message}", move)


def _apply(game: Game, action: Action, move: IssMove) -> None:
    assert move.actor is not None
    try:
        game.apply(action, move.actor)
    except NotYourTurnError as exc:
        turn = "" if game.to_move is None else f" (seat {game.to_move} is to move)"
        raise _fail(move, f"{exc}{turn}") from None
    except SkatError as exc:
        raise _fail(move, str(exc)) from None


def _check_shown(game: Game, move: IssMove, shown: Sequence[Card], what: str) -> None:
    """Ouvert cards written after a declaration must be exactly the declarer's hand."""
    assert move.actor is not None
    if CardSet(shown).mask != game.hands[move.actor]:
        raise _fail(
            move, f"the {what} are not seat {move.actor}'s hand ({CardSet(game.hands[move.actor])})"
        )


_SIMPLE_ACTIONS: Final[dict[MoveKind, Action]] = {
    MoveKind.HOLD: A.HOLD,
    MoveKind.PASS: A.PASS,
    MoveKind.PICK_UP: A.PICK_UP,
    MoveKind.KONTRA: A.KONTRA,
    MoveKind.RE: A.RE,
    MoveKind.PUSH: A.PUSH,
    MoveKind.CONCEDE: A.CONCEDE,
    MoveKind.CLAIM: A.CLAIM,
    MoveKind.ACCEPT: A.ACCEPT,
    MoveKind.REJECT: A.REJECT,
}


def _declare(game: Game, move: IssMove, pending: list[IssMove]) -> None:
    """A declaration token, in whichever phase it comes."""
    decl = move.declaration
    assert decl is not None and move.actor is not None
    seat = move.actor
    if seat != game.to_move:
        _apply(game, decl.action(), move)  # the engine says whose turn it is
        return
    if game.phase in (Phase.SKAT, Phase.PUSH):
        # Without a pick-up: a hand game, which ISS always marks (ouvert implies it).
        if not decl.implied_hand:
            raise _fail(
                move,
                f"'{move.text}' is declared without picking up the skat "
                "but is not marked as a hand game (H)",
            )
        if decl.cards:
            if not decl.ouvert:
                raise _fail(move, "only an ouvert game shows cards with its declaration")
            _check_shown(game, move, decl.cards, "shown ouvert cards")
        _apply(game, decl.action(), move)
        return
    if game.phase is Phase.DISCARD:
        if decl.hand:
            raise _fail(move, "a hand game (H) cannot be declared after picking up the skat")
        if not decl.cards:
            pending.append(move)  # split form: the discards follow as their own move
            return
        if len(decl.cards) == 2 or (len(decl.cards) >= 3 and decl.ouvert):
            _apply(game, A.Discard((decl.cards[0], decl.cards[1])), move)
            if len(decl.cards) > 2:
                _check_shown(game, move, decl.cards[2:], "shown ouvert cards")
            _apply(game, decl.action(), move)
            return
        raise _fail(
            move,
            "after picking up, a declaration is followed by the two "
            "discards (and, ouvert, by the shown cards)",
        )
    if decl.hand and game.phase is Phase.DECLARE:
        raise _fail(move, "a hand game (H) cannot be declared after picking up the skat")
    if decl.cards and game.phase is Phase.DECLARE:
        if not decl.ouvert:
            raise _fail(move, "the discards were already put away")
        _check_shown(game, move, decl.cards, "shown ouvert cards")
    _apply(game, decl.action(), move)


def replay_record(record: IssRecord, rules: RuleSet) -> Game:
    """Play the record through a new :class:`Game` under ``rules`` and return it.

    Raises :class:`IssRecordError` at the first move that cannot be read or is
    illegal here (and when the record ends before the game does), and
    :class:`SkippedRecord` at the first server-only move.
    """
    game = Game(
        rules, Deal.from_order(record.deal), bock=record.bock, forced_ramsch=record.forced_ramsch
    )
    pending: list[IssMove] = []  # a split-form declaration waiting for its discards
    picked_up_by: int | None = None  # whose pick-up a ``w`` move may show
    last: IssMove | None = None
    for move in record.moves:
        if move.kind is MoveKind.UNREADABLE:
            raise _fail(move, f"unreadable move: {move.problem}")
        if move.kind is MoveKind.SERVER:
            raise SkippedRecord(
                f"{move.label}: {move.problem}, a server action that "
                "ends the game outside the rules of play",
                move,
            )
        if pending:
            declared = pending.pop()
            if move.actor != declared.actor or move.kind is not MoveKind.CARDS:
                raise _fail(
                    move,
                    f"expected the two cards seat {declared.actor} puts "
                    f"away after declaring '{declared.text}' ({declared.label})",
                )
            _apply(game, A.Discard((move.cards[0], move.cards[1])), move)
            assert declared.declaration is not None
            _apply(game, declared.declaration.action(), declared)
            last = move
            continue
        if move.kind is MoveKind.SKAT_SHOWN:
            if picked_up_by is None:
                raise _fail(move, "the skat is shown but nobody has just picked it up")
            if CardSet(move.cards).mask != game.skat_seen_by.get(picked_up_by):
                raise _fail(move, f"these are not the skat cards seat {picked_up_by} picked up")
            picked_up_by = None
            last = move
            continue
        picked_up_by = None
        if game.finished:
            raise _fail(move, "the game is already over")
        if move.kind is MoveKind.DEAL:
            raise _fail(move, "a second deal")
        if move.actor is None:
            raise _fail(move, "not a move of the world")
        if move.kind in _SIMPLE_ACTIONS:
            _apply(game, _SIMPLE_ACTIONS[move.kind], move)
            if move.kind is MoveKind.PICK_UP:
                picked_up_by = move.actor
        elif move.kind is MoveKind.BID:
            _apply(game, A.Bid(move.value), move)
        elif move.kind is MoveKind.PLAY:
            _apply(game, A.PLAYS[move.cards[0]], move)
        elif move.kind is MoveKind.CARDS:
            _apply(game, A.Discard((move.cards[0], move.cards[1])), move)
        elif move.kind is MoveKind.DECLARE:
            _declare(game, move, pending)
        last = move
    if pending:
        raise _fail(pending[0], "the record ends before the discards of this declaration")
    where = "the deal" if last is None else last.label
    if record.cut_off is not None:
        tail = (
            f"; '{record.cut_off}' (column {record.cut_column}) is incomplete"
            if record.cut_off
            else ""
        )
        raise IssRecordError(f"the line is cut off inside MV[...] after {where}{tail}", last)
    if not game.finished:
        hint = ""
        if game.ramsch and not game.tricks and not game.trick:
            hint = " (under these rules everybody passing starts a Ramsch)"
        raise IssRecordError(f"the record ends after {where} before the game is over{hint}", last)
    return game
