"""Spitzer (RULES.md §13): the four-player game, built on Skat's cards and events."""
