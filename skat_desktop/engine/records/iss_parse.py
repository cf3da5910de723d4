"""Reading ISS record text: a line into an :class:`IssRecord`, a file into lines.

This is spelling only: every move token is classified (bid, play,
declaration, extension token, server action or unreadable) without knowing
the position, and the position is judged later by :mod:`.iss_replay`. Kept
apart so the reader can be tested and reused (the network protocol in
:mod:`skat_desktop.protocol` writes the same tokens) without the replay.
The format is described in :mod:`.iss`.
"""

from __future__ import annotations

import dataclasses
import os
import re
from collections.abc import Iterator
from typing import Final

from ..cards import Card, CardParseError
from ..skat.game_types import GameType
from .bounded import NotAFileError, open_file
from .iss_types import Declaration, IssMove, IssRecord, IssRecordError, MoveKind
from .lines import read_lines

__all__ = ["MAX_BID_DIGITS", "parse_record", "read_records", "result_fields"]

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


# --------------------------------------------------------------------- files


def read_records(path: str | os.PathLike[str]) -> Iterator[tuple[int, str]]:
    """Yield ``(line_number, text)`` for every non-empty line of a record file.

    Bytes that are not UTF-8 (old dumps have Latin-1 names) are replaced rather
    than fatal: a name is never needed to replay a game. Memory stays bounded
    (see :mod:`.lines`); a line too long to be a record raises
    :class:`IssRecordError`.
    """
    try:
        stream = open_file(path, devices=True)  # a pipe never blocks; /dev/zero: bounded lines
    except NotAFileError as exc:
        raise IssRecordError(f"cannot read {os.fspath(path)}: {exc.reason}") from None
    with stream:
        for number, text in read_lines(stream):
            if text is None:
                raise IssRecordError(f"line {number} is too long to be a record")
            yield number, text
