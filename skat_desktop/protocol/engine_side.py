"""``skat-desktop engine LEVEL``: one of our levels answering protocol messages.

The loop reads one message per line from stdin and answers on stdout; every
diagnostic goes to stderr (through :mod:`logging`), so stdout carries nothing
but protocol. A bad message is answered with an ``error`` message and the
loop goes on: the program on the other end decides whether that ends the
match. End of input ends the engine like ``quit`` does, so an engine whose
program died never lingers.

Each deal gets a fresh player, seeded from the ``hello`` seed and the deal
name, so a match through the protocol is as reproducible as one in process.
"""

from __future__ import annotations

import hashlib
import logging
from collections.abc import Callable
from functools import partial
from typing import IO, Any

from skat_desktop.ai.levels import make_player
from skat_desktop.ai.player import Player

from .codec import (
    GAME,
    MAX_LINE,
    PROTOCOL_VERSION,
    ProtocolError,
    decode_line,
    encode_line,
)
from .rebuild import read_decide

log = logging.getLogger(__name__)

PlayerFactory = Callable[[str, int | None], Player]
SKAT_PLAYER: PlayerFactory = partial(make_player, "skat")
"""(level, seed) -> a Skat player: the engine's default way to make its player."""


def deal_seed(seed: int | None, deal: str, seat: int) -> int | None:
    """The player's seed for one deal: stable for a seed, fresh without one."""
    if seed is None:
        return None
    digest = hashlib.blake2b(f"{seed}:{deal}:{seat}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1


class EngineLoop:
    """The engine end of the protocol for one level (stdin/stdout passed in for tests)."""

    def __init__(self, level: str, make: PlayerFactory = SKAT_PLAYER) -> None:
        self.level = level
        self._make = make
        self._seed: int | None = None
        self._greeted = False
        self._deal: str | None = None
        self._player: Player | None = None

    def run(self, stdin: IO[bytes], stdout: IO[bytes]) -> int:
        """Serve until ``quit`` or end of input; returns the exit status."""
        while True:
            raw = stdin.readline(MAX_LINE + 2)
            if not raw:
                return 0
            if len(raw) > MAX_LINE and not raw.endswith(b"\n"):
                self._send(stdout, _error(None, f"a line longer than {MAX_LINE:,} bytes"))
                return 1
            text = raw.decode("utf-8", errors="replace")
            if not text.strip():
                continue
            reply, done = self._answer(text)
            if reply is not None:
                self._send(stdout, reply)
            if done:
                return 0

    def _answer(self, text: str) -> tuple[dict[str, Any] | None, bool]:
        """:meth:`handle` for one line, every failure an ``error`` reply.

        The line is parsed once: the ``id`` of a failed message comes from
        that parse (a line that cannot be parsed has none), never from parsing
        it again inside the handler, where a second failure would escape.
        """
        message: dict[str, Any] | None = None
        try:
            message = decode_line(text)
            return self.handle(message)
        except ProtocolError as exc:
            log.warning("%s", exc)
            return _error(_ident(message), str(exc)), False
        except Exception as exc:  # a bug of ours must not look like a crashed engine
            log.debug("internal error", exc_info=True)
            log.error("internal error: %s", _clip(str(exc)))
            return _error(_ident(message), f"internal error: {_clip(str(exc))}"), False

    def handle(self, message: dict[str, Any]) -> tuple[dict[str, Any] | None, bool]:
        """The reply to one message (or None) and whether the engine is done."""
        kind = message["type"]
        if kind == "quit":
            return None, True
        if kind == "hello":
            version = message.get("protocol")
            if version != PROTOCOL_VERSION or message.get("game") != GAME:
                return _error(
                    None,
                    f"this engine speaks protocol {PROTOCOL_VERSION} for {GAME!r}, "
                    f"not {_clip(repr(version), 40)} for {_clip(repr(message.get('game')), 40)}",
                ), False
            seed = message.get("seed")
            self._seed = seed if isinstance(seed, int) and not isinstance(seed, bool) else None
            self._greeted = True
            return {
                "type": "ready",
                "protocol": PROTOCOL_VERSION,
                "name": f"skat-desktop {self.level}",
            }, False
        if not self._greeted:
            raise ProtocolError(f"{kind!r} before hello")
        if kind == "decide":
            return self._decide(message), False
        if kind == "result":
            log.info("deal %s finished: %s", message.get("deal"), message.get("kind"))
            self._deal, self._player = None, None
            return None, False
        raise ProtocolError(f"unknown message type {kind[:40]!r}")

    def _decide(self, message: dict[str, Any]) -> dict[str, Any]:
        decision = read_decide(message)
        if self._player is None or decision.deal != self._deal:
            self._deal = decision.deal
            self._player = self._make(
                self.level, deal_seed(self._seed, decision.deal, decision.view.seat)
            )
        action = self._player.choose(decision.view)
        for token, legal in decision.legal.items():
            if legal == action:
                return {"type": "action", "id": decision.ident, "action": token}
        raise ProtocolError(f"the {self.level} player chose an action that is not legal")

    @staticmethod
    def _send(stdout: IO[bytes], message: dict[str, Any]) -> None:
        stdout.write(encode_line(message).encode())
        stdout.flush()


def _error(ident: int | None, text: str) -> dict[str, Any]:
    out: dict[str, Any] = {"type": "error", "message": text}
    if ident is not None:
        out["id"] = ident
    return out


def _ident(message: dict[str, Any] | None) -> int | None:
    """The id of a message we could not handle, if it was read and has one."""
    ident = None if message is None else message.get("id")
    return ident if isinstance(ident, int) and not isinstance(ident, bool) else None


def _clip(text: str, limit: int = 200) -> str:
    """At most ``limit`` characters of a peer-supplied or error text, for one-line replies."""
    return text if len(text) <= limit else text[: limit - 3] + "..."


def run_engine(level: str) -> int:
    """``skat-desktop engine LEVEL`` on this process's stdin and stdout."""
    import sys

    try:
        return EngineLoop(level).run(sys.stdin.buffer, sys.stdout.buffer)
    except BrokenPipeError:  # the program went away mid-answer: nobody to tell
        return 0
