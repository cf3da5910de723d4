"""The engine protocol: computer players as separate programs (docs/engine-protocol.md).

As UCI does for chess, a JSON-lines conversation over stdin/stdout lets any
program play Skat against ours and lets our levels play inside other programs:

* :mod:`.codec` — the one place where a :class:`~skat_desktop.engine.skat.view.GameView`
  and its actions become protocol messages (ISS record tokens) and back;
* :mod:`.rebuild` — an engine's side of that: a view rebuilt from a ``decide``
  message by replaying its history on a deal consistent with what the seat saw;
* :mod:`.engine_side` — the loop behind ``skat-desktop engine LEVEL``;
* :mod:`.client` — :class:`~.client.ExternalPlayer`, a :class:`Player` whose
  decisions come from a child process, with every failure turned into
  :class:`~.codec.EngineError` (never a hang, never a half-applied move).

No Qt anywhere here: the protocol is used by the command-line tools only.
"""

from skat_desktop.protocol.codec import PROTOCOL_VERSION, EngineError, ProtocolError

__all__ = ["PROTOCOL_VERSION", "EngineError", "ProtocolError"]
