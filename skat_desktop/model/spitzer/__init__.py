"""Spitzer's side of the model layer: its statistics store."""
