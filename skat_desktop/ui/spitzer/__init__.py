"""Spitzer's pieces of the table: its view, panels, score sheet, result and review."""
