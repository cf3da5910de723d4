"""The ``skat-desktop`` command line: the app and its measuring tools.

:func:`main` (in :mod:`skat_desktop.cli.main`) parses one argparse tree and
runs the command; the sibling modules hold each command's work (``replay``,
``bench``, ``engine_bench``, ``solver_bench``, ``match``). They sit outside
the engine/ai/model/ui layers because they drive all of them.
"""

from skat_desktop.cli.main import main

__all__ = ["main"]
