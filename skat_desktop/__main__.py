"""``python -m skat_desktop`` behaves like the ``skat-desktop`` command."""

import sys

from skat_desktop.cli import main

if __name__ == "__main__":
    sys.exit(main())
