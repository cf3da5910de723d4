"""``python -m skat_desktop`` behaves like the ``skat-desktop`` command."""

import sys

from skat_desktop.cli import main

sys.exit(main())
