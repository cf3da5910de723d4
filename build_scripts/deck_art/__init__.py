"""Drawing code for the built-in card decks, run by ``build_scripts/make_decks.py``.

Split by job: ``geometry`` and ``canvas`` turn shapes into absolute SVG path
data, ``card_layout`` holds the shared measures, ``letters`` and ``symbols``
draw indices and suit signs, ``decks`` defines the three decks, ``faces``,
``court_figures`` and ``backs`` draw the cards, and ``svg_writer`` lays them
out and writes the files.
"""
