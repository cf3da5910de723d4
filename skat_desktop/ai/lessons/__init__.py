"""Lessons: arranged deals with texts, played at the table and checked move by move.

The files are resources (``resources/lessons/<game>/NN_name.json``); reading
and checking them is :mod:`.lesson_file`, playing and judging a deal is
:mod:`.lesson_deal`. Nothing here imports Qt: the model runs a lesson
(:mod:`skat_desktop.model.lesson_run`), the window shows it.
"""
