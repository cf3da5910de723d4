"""Spitzer's command-line tools: its duplicate match and its part of ``bench``.

Registered in :mod:`skat_desktop.cli.games`, where ``match`` and ``bench`` find them.
"""
