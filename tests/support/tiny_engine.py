"""A tiny protocol engine for the tests: standard library only, one behaviour per mode.

Run as ``python tiny_engine.py MODE [LOG]``. ``first`` is a well-behaved engine
that always takes the first legal action; every other mode breaks the
protocol in one way the program must survive. With ``LOG``, every message
received is appended to that file (one JSON object per line).
"""

from __future__ import annotations

import json
import sys
import time

MODES = (
    "first",
    "illegal",
    "wrong-id",
    "slow",
    "garbage",
    "crash",
    "mute",
    "error",
    "no-ready",
    "long",
    "one-deal",
)


def main() -> int:
    mode = sys.argv[1]
    log = open(sys.argv[2], "a", encoding="utf-8") if len(sys.argv) > 2 else None  # noqa: SIM115
    decisions = 0
    for line in sys.stdin:
        message = json.loads(line)
        if log is not None:
            log.write(json.dumps(message) + "\n")
            log.flush()
        kind = message["type"]
        if kind == "hello":
            if mode == "mute":
                time.sleep(60)
            if mode == "no-ready":
                send({"type": "action", "id": 0, "action": "p"})
                continue
            send({"type": "ready", "protocol": 1, "name": f"tiny {mode}"})
        elif kind == "decide":
            decisions += 1
            answer(mode, message, decisions)
        elif kind == "quit" or (kind == "result" and mode == "one-deal"):
            return 0
    return 0


def answer(mode: str, message: dict[str, object], decisions: int) -> None:
    legal = message["legal"]
    assert isinstance(legal, list)
    reply = {"type": "action", "id": message["id"], "action": legal[0]}
    if (decisions < 3 and mode != "first") or mode == "one-deal":
        send(reply)  # the failure comes a few decisions in, not at once
        return
    if mode == "illegal":
        reply["action"] = "XX"
    elif mode == "wrong-id":
        reply["id"] = int(str(message["id"])) + 1
    elif mode == "slow":
        time.sleep(60)
    elif mode == "garbage":
        sys.stdout.write("I think I will play the ace\n")
        sys.stdout.flush()
        return
    elif mode == "crash":
        print("tiny engine: something went badly wrong", file=sys.stderr, flush=True)
        sys.exit(3)
    elif mode == "error":
        reply = {"type": "error", "id": message["id"], "message": "cannot decide"}
    elif mode == "long":
        sys.stdout.write("x" * (2 << 20))
        sys.stdout.flush()
        time.sleep(60)
    send(reply)


def send(message: dict[str, object]) -> None:
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


if __name__ == "__main__":
    sys.exit(main())
