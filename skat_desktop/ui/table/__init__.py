"""The card table, split by job as KDE's card scene is.

- :mod:`.piles` and :mod:`.layout` (no Qt): where each pile lies, in card units;
- :mod:`.arrange` (no Qt): which card lies in which pile, and how;
- :mod:`.snapshot`: the one place that reads the game for the table;
- :mod:`.animator`: moves cards and owns the one "animations finished" gate;
- :mod:`.decorations`: plates, trick counts, the info box and the toast;
- :mod:`.view`: the ``QGraphicsView`` that puts these together.
"""
