"""Spitzer computer players, hints and the four-hand double-dummy solver API."""
