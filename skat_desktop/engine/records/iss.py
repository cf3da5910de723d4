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
"""

from __future__ import annotations

import dataclasses
import enum
import os
import re
from collections.abc import Iterator, Mapping, Sequence
from datetime import UTC, datetime
from typing import Final

from .. import actions as A
from ..actions import Action
from ..cards import Card, CardParseError, CardSet
from ..errors import NotYourTurnError, RecordError, SkatError
from ..game import Deal, Game, Phase
from ..game_types import GameType
from ..rules import RuleSet
from ..scoring import GameResult, ResultKind
from .lines import read_lines

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


class IssRecordError(RecordError):
    """A record cannot be read or replayed; the message names the first bad move.

    ``move`` is the offending move when there is one (None for a damaged header).
    """

    def __init__(self, message: str, move: IssMove | None = None) -> None:
        super().__init__(message)
        self.move = move


class SkippedRecord(RecordError):
    """A record uses a server-only action (timeout, leaving, resigning, showing cards).

    Not an error in the record: the game simply did not end by the rules of
    play, so it cannot be replayed to a result.
    """

    def __init__(self, message: str, move: IssMove | None = None) -> None:
        super().__init__(message)
        self.move = move


class MoveKind(enum.Enum):
    DEAL = "deal"
    SKAT_SHOWN = "skat_shown"
    BID = "bid"
    HOLD = "hold"
    PASS = "pass"
    PICK_UP = "pick_up"
    DECLARE = "declare"
    CARDS = "cards"
    """Two cards on their own: split-off discards or a Schieberamsch push."""
    PLAY = "play"
    SERVER = "server"
    KONTRA = "kontra"
    RE = "re"
    PUSH = "push"
    CONCEDE = "concede"
    CLAIM = "claim"
    ACCEPT = "accept"
    REJECT = "reject"
    UNREADABLE = "unreadable"


@dataclasses.dataclass(frozen=True)
class Declaration:
    """A declaration token taken apart; ``hand`` is True only when ``H`` is written."""

    game: GameType
    hand: bool = False
    schneider: bool = False
    schwarz: bool = False
    ouvert: bool = False
    cards: tuple[Card, ...] = ()

    @property
    def implied_hand(self) -> bool:
        """Suit and Grand ouvert are hand games even when ``H`` is left out."""
        return self.hand or (self.ouvert and self.game is not GameType.NULL)

    def action(self) -> A.Declare:
        return A.Declare(self.game, self.schneider, self.schwarz, self.ouvert)


@dataclasses.dataclass(frozen=True)
class IssMove:
    """One ``<actor> <move>`` pair of ``MV``.

    ``number`` counts the pairs after the deal from 1 (the deal is 0);
    ``column`` is the 1-based column of the actor in the line, so a message can
    point into the file.
    """

    number: int
    column: int
    actor: int | None
    """Seat 0–2, or None for the world (``w``)."""
    text: str
    kind: MoveKind
    value: int = 0
    """The bid, for ``BID``."""
    cards: tuple[Card, ...] = ()
    declaration: Declaration | None = None
    problem: str = ""
    """Why an ``UNREADABLE`` move could not be read."""
    raw: str = ""
    """The pair exactly as written (it may name an impossible actor)."""

    @property
    def written(self) -> str:
        if self.raw:
            return self.raw
        actor = "w" if self.actor is None else str(self.actor)
        return f"{actor} {self.text}".strip()

    @property
    def label(self) -> str:
        name = "the deal" if self.number == 0 else f"move {self.number}"
        written = self.written
        if len(written) > 60:  # a damaged move can be megabytes long
            written = f"{written[:40]}...({len(written)} characters)"
        return f"{name} '{written}' (column {self.column})"


@dataclasses.dataclass(frozen=True)
class IssRecord:
    id: str | None
    players: tuple[str, str, str]
    deal: tuple[Card, ...]
    """The 32 cards in ISS order: ten each for F, M, R, then the skat."""
    moves: tuple[IssMove, ...]
    """Every pair after the deal, in order."""
    properties: Mapping[str, str] = dataclasses.field(default_factory=dict)
    """Every header property as written (unescaped), ``MV`` included."""
    result: str | None = None
    """The ``R[...]`` summary as text, if present."""
    bock: bool = False
    forced_ramsch: bool = False
    cut_off: str | None = None
    """Set when the line ends inside ``MV``: the incomplete tail (maybe empty)."""
    cut_column: int = 0


# --------------------------------------------------------------------- parsing

MAX_BID_DIGITS: Final = 4
"""The highest bid in any game is three digits; longer digit runs are damage."""
_PROPERTY: Final = re.compile(r"([A-Za-z][A-Za-z0-9]*)\[")
_DECLARATION: Final = re.compile(r"([GCSHDN])([OHSZ]*)((?:\.[^.]*)*)")
_GAME_LETTERS: Final = {
    "D": GameType.DIAMONDS,
    "H": GameType.HEARTS,
    "S": GameType.SPADES,
    "C": GameType.CLUBS,
    "G": GameType.GRAND,
    "N": GameType.NULL,
}
_SIMPLE_MOVES: Final = {
    "y": MoveKind.HOLD,
    "p": MoveKind.PASS,
    "s": MoveKind.PICK_UP,
    "kontra": MoveKind.KONTRA,
    "rekontra": MoveKind.RE,
    "push": MoveKind.PUSH,
    "concede": MoveKind.CONCEDE,
    "claim": MoveKind.CLAIM,
    "accept": MoveKind.ACCEPT,
    "reject": MoveKind.REJECT,
}
_SERVER_WORDS: Final = {
    "TI": "a timeout",
    "LE": "a player leaving the table",
    "RE": "a resignation",
    "SC": "a player showing his cards",
}


@dataclasses.dataclass
class _Property:
    key: str
    value: str
    raw: str
    start: int
    """Offset of the value's first character in the line."""
    closed: bool


def _scan_properties(line: str) -> list[_Property]:
    """Split ``(;KEY[value]KEY[value]... ;)`` into properties (SGF escapes honoured)."""
    n = len(line)
    pos = 0
    while pos < n and line[pos].isspace():
        pos += 1
    if line.startswith("(", pos):
        pos += 1
    props: list[_Property] = []
    while pos < n:
        char = line[pos]
        if char.isspace() or char == ";":
            pos += 1
            continue
        if char == ")":
            break
        match = _PROPERTY.match(line, pos)
        if match is None:
            raise IssRecordError(
                f"not an ISS game record: unreadable text at column {pos + 1} "
                f"({line[pos : pos + 20]!r})"
            )
        start = match.end()
        value: list[str] = []
        i = start
        while i < n and line[i] != "]":
            if line[i] == "\\" and i + 1 < n:
                i += 1
            value.append(line[i])
            i += 1
        closed = i < n
        props.append(
            _Property(match.group(1).upper(), "".join(value), line[start:i], start, closed)
        )
        if not closed:
            break
        pos = i + 1
    return props


def _classify(actor: int | None, text: str) -> tuple[MoveKind, dict[str, object]]:
    """What a move token is, before knowing the position (spelling only)."""
    if actor is not None and text in _SIMPLE_MOVES:
        return _SIMPLE_MOVES[text], {}
    head = text.split(".", 1)[0]
    if head in _SERVER_WORDS and (head != "RE" or text == "RE"):
        return MoveKind.SERVER, {"what": _SERVER_WORDS[head]}
    if actor is not None and text.isascii() and text.isdigit():
        if len(text) > MAX_BID_DIGITS:  # also keeps int() away from huge numbers
            return MoveKind.UNREADABLE, {"problem": f"a bid of {len(text)} digits"}
        return MoveKind.BID, {"value": int(text)}
    if actor is not None:
        match = _DECLARATION.fullmatch(text)
        if match is not None:
            letter, modifiers, rest = match.groups()
            if len(set(modifiers)) != len(modifiers):
                return MoveKind.UNREADABLE, {"problem": "a declaration modifier is repeated"}
            try:
                cards = tuple(Card.parse(p) for p in rest.split(".")[1:])
            except CardParseError as exc:
                return MoveKind.UNREADABLE, {"problem": f"declaration with {exc}"}
            if len(set(cards)) != len(cards):
                return MoveKind.UNREADABLE, {"problem": "a card appears twice"}
            return MoveKind.DECLARE, {
                "declaration": Declaration(
                    _GAME_LETTERS[letter],
                    "H" in modifiers,
                    "S" in modifiers,
                    "Z" in modifiers,
                    "O" in modifiers,
                    cards,
                )
            }
    try:
        cards = tuple(Card.parse(p) for p in text.split("."))
    except CardParseError:
        return MoveKind.UNREADABLE, {"problem": "not a move"}
    if len(set(cards)) != len(cards):
        return MoveKind.UNREADABLE, {"problem": "a card appears twice"}
    if actor is None:
        if len(cards) == 32:
            return MoveKind.DEAL, {"cards": cards}
        if len(cards) == 2:
            return MoveKind.SKAT_SHOWN, {"cards": cards}
        return MoveKind.UNREADABLE, {"problem": "the world shows 2 skat cards or deals 32"}
    if len(cards) == 1:
        return MoveKind.PLAY, {"cards": cards}
    if len(cards) == 2:
        return MoveKind.CARDS, {"cards": cards}
    return MoveKind.UNREADABLE, {"problem": f"{len(cards)} cards where one or two belong"}


def _make_move(number: int, column: int, actor_text: str, text: str) -> IssMove:
    raw = f"{actor_text} {text}".strip()
    actor: int | None
    if actor_text == "w":
        actor = None
    elif actor_text in ("0", "1", "2"):
        actor = int(actor_text)
    else:
        return IssMove(
            number,
            column,
            None,
            text,
            MoveKind.UNREADABLE,
            problem=f"the actor must be w, 0, 1 or 2, not {actor_text!r}",
            raw=raw,
        )
    if not text:
        return IssMove(
            number,
            column,
            actor,
            "",
            MoveKind.UNREADABLE,
            problem="an actor without a move",
            raw=raw,
        )
    kind, data = _classify(actor, text)
    value = data.get("value", 0)
    cards = data.get("cards", ())
    declaration = data.get("declaration")
    problem = data.get("problem", data.get("what", ""))
    assert isinstance(value, int) and isinstance(cards, tuple) and isinstance(problem, str)
    assert declaration is None or isinstance(declaration, Declaration)
    return IssMove(number, column, actor, text, kind, value, cards, declaration, problem, raw)


def parse_record(line: str, *, lenient: bool = False) -> IssRecord:
    """Read one record line; raise :class:`IssRecordError` naming the first bad move.

    With ``lenient`` the moves are kept even when some cannot be read (they
    become ``UNREADABLE`` moves) and a line cut off inside ``MV`` is accepted
    (``cut_off``): :func:`replay_record` then reports whichever problem comes
    first in playing order, which is what ``replay`` prints.
    """
    props = _scan_properties(line)
    by_key = {p.key: p for p in props}
    if not props or props[0].key != "GM" or props[0].value.strip().lower() != "skat":
        raise IssRecordError("not an ISS Skat record: it must begin with (;GM[Skat]")
    if "MV" not in by_key:
        raise IssRecordError("the record has no moves (MV[...] missing; is the line cut off?)")
    mv = by_key["MV"]
    tokens = [(m.group(), mv.start + m.start() + 1) for m in re.finditer(r"\S+", mv.raw)]
    cut_off: str | None = None
    cut_column = 0
    if not mv.closed:
        # The line ends inside MV: a last token not followed by a blank may be
        # incomplete, and an actor left alone has lost its move.
        tail: list[tuple[str, int]] = []
        if tokens and not mv.raw[-1:].isspace():
            tail.append(tokens.pop())
        if len(tokens) % 2:
            tail.insert(0, tokens.pop())
        cut_off = " ".join(t for t, _ in tail)
        cut_column = tail[0][1] if tail else len(line) + 1
        if not lenient:
            last = f" after '{tokens[-2][0]} {tokens[-1][0]}'" if len(tokens) >= 2 else ""
            raise IssRecordError(
                f"the line is cut off inside MV[...]{last}"
                + (f"; '{cut_off}' (column {cut_column}) is incomplete" if cut_off else "")
            )
    if len(tokens) < 2:
        raise IssRecordError("MV[...] does not begin with the deal ('w' and 32 cards)")
    deal_move = _make_move(0, tokens[0][1], tokens[0][0], tokens[1][0])
    if deal_move.kind is not MoveKind.DEAL:
        detail = deal_move.problem if deal_move.kind is MoveKind.UNREADABLE else "not a deal"
        raise IssRecordError(
            f"{deal_move.label}: MV must begin with the deal, 'w' and 32 different "
            f"cards ({detail})",
            deal_move,
        )
    moves: list[IssMove] = []
    for index in range(2, len(tokens), 2):
        actor_text, column = tokens[index]
        text = tokens[index + 1][0] if index + 1 < len(tokens) else ""
        move = _make_move(index // 2, column, actor_text, text)
        if move.kind is MoveKind.UNREADABLE and not lenient:
            raise IssRecordError(f"{move.label}: unreadable move: {move.problem}", move)
        moves.append(move)
    players = tuple(by_key[k].value if k in by_key else "" for k in ("P0", "P1", "P2"))
    flags = set(by_key["XF"].value.lower().split()) if "XF" in by_key else set()
    record_id = by_key["ID"].value.strip() if "ID" in by_key else ""
    return IssRecord(
        id=record_id or None,
        players=(players[0], players[1], players[2]),
        deal=deal_move.cards,
        moves=tuple(moves),
        properties={p.key: p.value for p in props},
        result=by_key["R"].value if "R" in by_key and by_key["R"].closed else None,
        bock="bock" in flags,
        forced_ramsch="ramsch" in flags,
        cut_off=cut_off,
        cut_column=cut_column,
    )


def result_fields(record: IssRecord) -> dict[str, str]:
    """``R[d:2 loss v:-54 ...]`` as a mapping (bare words map to ``""``)."""
    out: dict[str, str] = {}
    for word in (record.result or "").split():
        key, _, value = word.partition(":")
        out[key] = value
    return out


# --------------------------------------------------------------------- replay


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
    follow the declaration, and the extension tokens of the module docstring
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


# --------------------------------------------------------------------- files


def read_records(path: str | os.PathLike[str]) -> Iterator[tuple[int, str]]:
    """Yield ``(line_number, text)`` for every non-empty line of a record file.

    Bytes that are not UTF-8 (old dumps have Latin-1 names) are replaced rather
    than fatal: a name is never needed to replay a game. Memory stays bounded
    (see :mod:`.lines`); a line too long to be a record raises
    :class:`IssRecordError`.
    """
    with open(path, "rb") as stream:
        for number, text in read_lines(stream):
            if text is None:
                raise IssRecordError(f"line {number} is too long to be a record")
            yield number, text
