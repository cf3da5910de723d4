"""The program's end: an external engine as a :class:`Player` (``cmd:COMMAND`` in ``match``).

:class:`EngineProcess` owns one child process. Its stdout is read by a
daemon thread into a queue, so every wait has a deadline and a silent or hung
engine cannot block the match; its stderr is read by another thread that
keeps the last lines (and logs them with ``--verbose``), so a crash is
reported with the engine's own last words. Any failure — garbage, an answer
with the wrong id, an illegal action, a timeout, an exit, silence at start-up
— kills and reaps the child and raises :class:`EngineError` with one clear
line. Nothing has been applied to the game by then: an action is returned to
the caller only once it is known to be legal.

An engine is started in a process group of its own, and dropping it (a
failure, or the end of the match) kills the whole group: a helper process
the engine started cannot keep its output pipe open — which would leave the
match waiting for an end of file that never comes — nor outlive the match.
The stdout reader closes the pipe itself when it ends, so no other thread
ever closes a stream the reader is blocked on.
"""

from __future__ import annotations

import collections
import contextlib
import logging
import os
import queue
import shlex
import signal
import subprocess
import threading
import time
from collections.abc import Sequence
from typing import IO, Any, Final

from skat_desktop.engine.actions import Action
from skat_desktop.engine.skat.rules import RuleSet
from skat_desktop.engine.skat.view import GameView

from .codec import (
    MAX_LINE,
    PROTOCOL_VERSION,
    EngineError,
    ProtocolError,
    decide_message,
    decode_line,
    encode_line,
    hello_message,
    legal_actions,
    result_message,
)

log = logging.getLogger(__name__)

DEFAULT_TIMEOUT: Final = 60.0
"""Seconds an engine may think about one decision (and take to start)."""
QUIT_GRACE: Final = 2.0
_EOF: Final = object()
_TOO_LONG: Final = object()


def split_command(command: str) -> list[str]:
    """The argument list of ``cmd:COMMAND`` (shell quoting, no shell)."""
    try:
        argv = shlex.split(command)
    except ValueError as exc:
        raise EngineError(f"engine command {command!r}: {exc}") from None
    if not argv:
        raise EngineError("an empty engine command")
    return argv


class EngineProcess:
    """One running engine: start with the handshake, ask, tell, close."""

    def __init__(
        self,
        command: str,
        rules: RuleSet,
        *,
        preset: str | None = None,
        seed: int | None = None,
        timeout: float = DEFAULT_TIMEOUT,
        label: str = "",
    ) -> None:
        self.command = command
        self.label = label or command
        self.timeout = timeout
        self.name = ""
        self._next_id = 1
        self._lines: queue.Queue[object] = queue.Queue()
        self._stderr: collections.deque[str] = collections.deque(maxlen=8)
        argv = split_command(command)
        self._group_ended = False
        try:
            self._proc = subprocess.Popen(
                argv,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                **_OWN_GROUP,
            )
        except OSError as exc:
            raise EngineError(f"engine {self.label!r} cannot be started: {exc}") from None
        assert self._proc.stdout is not None and self._proc.stderr is not None
        threading.Thread(target=self._read_stdout, args=(self._proc.stdout,), daemon=True).start()
        threading.Thread(target=self._read_stderr, args=(self._proc.stderr,), daemon=True).start()
        self.send(hello_message(rules, preset, seed))
        reply = self._receive("the hello")
        if reply.get("type") != "ready" or reply.get("protocol") != PROTOCOL_VERSION:
            raise self.fail(f"answered hello with {_show(reply)} instead of ready (protocol 1)")
        name = reply.get("name")
        self.name = name if isinstance(name, str) else ""

    # ------------------------------------------------------------------ threads
    def _read_stdout(self, stream: IO[bytes]) -> None:
        """Lines into the queue until end of file; closes the pipe when done."""
        end: object = _EOF
        try:
            while True:
                raw = stream.readline(MAX_LINE + 2)
                if not raw:
                    break
                if len(raw) > MAX_LINE and not raw.endswith(b"\n"):
                    end = _TOO_LONG
                    break
                self._lines.put(raw.decode("utf-8", errors="replace"))
        except (OSError, ValueError):  # the pipe failed under us: the same as its end
            pass
        finally:
            self._lines.put(end)
            _close_quietly(stream)

    def _read_stderr(self, stream: IO[bytes]) -> None:
        try:
            for raw in iter(lambda: stream.readline(4096), b""):
                text = raw.decode("utf-8", errors="replace").rstrip()
                if text:
                    self._stderr.append(text)
                    log.info("engine %s: %s", self.label, text)
        except (OSError, ValueError):
            pass
        finally:
            _close_quietly(stream)

    # ------------------------------------------------------------------ talking
    @property
    def alive(self) -> bool:
        return self._proc.poll() is None

    def send(self, message: dict[str, Any]) -> None:
        stdin = self._proc.stdin
        assert stdin is not None
        try:
            stdin.write(encode_line(message).encode())
            stdin.flush()
        except (BrokenPipeError, OSError, ValueError):
            raise self.fail("stopped reading its input") from None

    def ask(self, message: dict[str, Any], what: str) -> dict[str, Any]:
        """Send a ``decide`` (its id filled in here) and return the matching answer."""
        ident = self._next_id
        self._next_id += 1
        self.send({**message, "id": ident})
        reply = self._receive(what)
        if reply.get("type") == "error":
            raise self.fail(f"reported an error for {what}: {str(reply.get('message'))[:200]}")
        if reply.get("type") != "action":
            raise self.fail(f"answered {what} with {_show(reply)} instead of an action")
        if reply.get("id") != ident:
            raise self.fail(f"answered {what} (id {ident}) with id {_show(reply.get('id'))}")
        return reply

    def _receive(self, what: str) -> dict[str, Any]:
        deadline = time.monotonic() + self.timeout
        while True:
            try:
                item = self._lines.get(timeout=max(0.0, deadline - time.monotonic()))
            except queue.Empty:
                raise self.fail(f"gave no answer to {what} within {self.timeout:g} s") from None
            if item is _EOF:
                raise self.fail(f"closed its output before answering {what}{self.exit_status()}")
            if item is _TOO_LONG:
                raise self.fail(f"answered {what} with a line over {MAX_LINE:,} bytes")
            assert isinstance(item, str)
            if not item.strip():
                continue
            try:
                return decode_line(item)
            except ProtocolError as exc:
                raise self.fail(f"answered {what} with garbage: {exc}") from None

    def exit_status(self) -> str:
        try:
            code = self._proc.wait(timeout=QUIT_GRACE)
        except subprocess.TimeoutExpired:
            return ""
        return f" (it exited with status {code})"

    def fail(self, reason: str) -> EngineError:
        self.kill()
        tail = f"; its last words: {' | '.join(self._stderr)[-300:]}" if self._stderr else ""
        return EngineError(f"engine {self.label!r} {reason}{tail}")

    def kill(self) -> None:
        """Kill the engine's whole process group and reap the child (idempotent).

        The group goes first, before this method reaps the child (while the
        child is unreaped, its number, the group's, cannot be reused). The
        stdout pipe is left to its reader, which sees the end of file once the
        group is gone (closing it here would wait for that reader).
        """
        if not self._group_ended:
            self._group_ended = True
            _kill_group(self._proc)
        if self._proc.poll() is None:
            self._proc.kill()
        self._proc.wait()
        _close_quietly(self._proc.stdin)

    def close(self) -> None:
        """Say ``quit``, give the engine a moment to go, then make sure it is gone."""
        if self._proc.poll() is None:
            try:
                self.send({"type": "quit"})
                self._proc.wait(timeout=QUIT_GRACE)
            except (EngineError, subprocess.TimeoutExpired):
                pass
        self.kill()


class ExternalPlayer:
    """A :class:`~skat_desktop.ai.player.Player` whose choices come from an engine process."""

    def __init__(self, engine: EngineProcess, deal: str, scores: Sequence[int] = (0, 0, 0)) -> None:
        self.engine = engine
        self.level = f"cmd:{engine.command}"
        self.deal = deal
        self.scores = tuple(scores)

    def choose(self, view: GameView) -> Action:
        legal = legal_actions(view)
        what = f"deal {self.deal}, seat {view.seat}, {view.phase.value} decision"
        reply = self.engine.ask(decide_message(view, 0, self.deal, self.scores), what)
        token = reply.get("action")
        if not isinstance(token, str) or token not in legal:
            raise self.engine.fail(
                f"chose the illegal action {_show(token)} in {what} (legal: {' '.join(legal)})"
            )
        return legal[token]

    def deal_finished(self, view: GameView) -> None:
        """Tell the engine how the deal ended (the ``result`` message)."""
        self.engine.send(result_message(view, self.deal))


class EnginePool:
    """Engines of one process (one match job), started on first use and kept.

    Each seat gets its own process, so an engine never sees two hands of one
    table; the processes live for the whole job and are closed together.
    """

    def __init__(
        self, rules: RuleSet, preset: str | None, seed: int | None, timeout: float
    ) -> None:
        self._rules, self._preset, self._seed, self._timeout = rules, preset, seed, timeout
        self._engines: dict[tuple[str, int], EngineProcess] = {}

    def player(self, command: str, seat: int, deal: str) -> ExternalPlayer:
        engine = self._engines.get((command, seat))
        if engine is not None and not engine.alive:
            raise engine.fail(f"exited between deals{engine.exit_status()}")
        if engine is None:
            engine = EngineProcess(
                command,
                self._rules,
                preset=self._preset,
                seed=self._seed,
                timeout=self._timeout,
                label=command,
            )
            self._engines[(command, seat)] = engine
        return ExternalPlayer(engine, deal)

    def close(self) -> None:
        engines, self._engines = list(self._engines.values()), {}
        for engine in engines:
            engine.close()


def _show(value: object) -> str:
    try:
        text = repr(value)
    except (ValueError, RecursionError):  # a giant number or deep nesting: name the type only
        text = f"<{type(value).__name__}>"
    return text if len(text) <= 60 else text[:57] + "..."


_OWN_GROUP: Final[dict[str, Any]] = (
    {"process_group": 0}
    if os.name == "posix"
    else {"creationflags": getattr(subprocess, "CREATE_NEW_PROCESS_GROUP", 0)}
)
"""``Popen`` arguments that start an engine as the leader of a new process group."""


def _kill_group(proc: subprocess.Popen[bytes]) -> None:
    """SIGKILL to every process in the engine's group (POSIX); the child alone elsewhere.

    The group is the child's pid (``process_group=0``). It may already be
    empty, or the child may have left it; either way the child itself is
    killed by the caller as well.
    """
    killpg = getattr(os, "killpg", None)
    if killpg is None:
        return
    with contextlib.suppress(ProcessLookupError, PermissionError):
        killpg(proc.pid, signal.SIGKILL)


def _close_quietly(stream: IO[bytes] | None) -> None:
    if stream is None:
        return
    with contextlib.suppress(OSError, ValueError):
        stream.close()
