"""Search threads yield the processor to the window.

On a two-core machine the computers' search keeps both cores busy (two
solver threads), and the window's own thread then waits its turn like any
other: under ``strong`` that showed as stalls of 150 ms and more in
``skat-desktop bench gui``. Thinking threads therefore lower their own
scheduling priority a little, so the window always runs first and the search
takes whatever time is left; on an idle machine nothing changes.

Only Linux lets one thread of a process change its own niceness
(``setpriority`` with the thread's id); elsewhere this does nothing rather
than risk touching another process that happens to have that number.
"""

from __future__ import annotations

import os
import sys
import threading
from typing import Final

BACKGROUND_NICENESS: Final = 5
"""Added to a thinking thread's niceness: enough for the window to go first."""


PAR_NICENESS: Final = 10
"""Par (:mod:`.par`) waits even for the computers at the table: it is never urgent."""


def lower_this_thread(niceness: int = BACKGROUND_NICENESS) -> bool:
    """Make the calling thread a background thread; True when it was done."""
    if not sys.platform.startswith("linux"):
        return False
    tid = threading.get_native_id()
    try:
        current = os.getpriority(os.PRIO_PROCESS, tid)
        if current < niceness:
            os.setpriority(os.PRIO_PROCESS, tid, niceness)
    except OSError:  # a sandbox may forbid it; thinking goes on at normal priority
        return False
    return True
