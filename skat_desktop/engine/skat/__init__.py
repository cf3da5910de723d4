"""Skat's rules: the deal, the auction, the game types, scoring and the list (RULES.md §1–§12)."""
