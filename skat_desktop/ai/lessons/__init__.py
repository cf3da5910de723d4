"""Lessons: arranged deals with texts, played at the table and checked move by move.

The files are resources (``resources/lessons/<game>/NN_name.json``), read and
checked by :mod:`.lesson_file`. Each game brings its lesson pieces (deal
format, one-deal session, computers, checking; Skat's in :mod:`.lesson_deal`)
through :mod:`.registry`; :mod:`.verdict` is what a check says, :mod:`.lines`
plays a lesson without a window. Nothing here imports Qt: the model runs a
lesson (:mod:`skat_desktop.model.lesson_run`), the window shows it.
"""
