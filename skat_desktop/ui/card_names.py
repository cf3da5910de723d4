"""How texts name suits and cards: the way the current deck shows them.

A player with German-suited cards sees Eichel, Grün, Rot and Schellen, Unter
and Ober; texts that said "♦ Karo" or "♣J" would describe cards that are not
on the table. This module is the one place that knows which naming the deck
asks for: the main window calls :func:`set_german_suits` at start-up and on
every deck change (and then makes the windows rebuild their texts the way a
language change does), and every text built afterwards asks here.

The scheme, and why:

- French decks (french2, french4 and French KDE themes) keep the suit
  symbols and the international rank letters, ``♣J``, ``♥10``: compact, and
  the symbols are what those cards show.
- The German deck writes the suit out, because the ♣♠♥♦ glyphs are wrong
  for acorns, leaves, hearts and bells (and fonts have no glyphs for those),
  followed by the rank. One pattern per language, translatable in the
  ``GermanDeck`` context: English ``Acorns U`` (suit, space, rank),
  German ``Eichel-U`` (the hyphenated compound German players write, as in
  "Schellen-Ass"), Japanese ``どんぐりのウンター`` (no letters are customary for
  Unter and Ober in Japanese, and the katakana still fit: the longest name is
  nine characters). English and German use the letters U(nter), O(ber),
  K(ing/König), A(ce/Ass): the corner indices our German deck prints, so the
  text reads like the card's corner. The longest German-deck names
  (``Schellen-10``, ``どんぐりのウンター``) fit the hint panel's option column at
  the default window size (a test measures the Latin ones).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from skat_desktop.engine.api import Card


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for pyside6-lupdate under ``context``; returns it unchanged."""
    return text


FRENCH_SUIT_SYMBOLS: tuple[str, str, str, str] = ("♦", "♥", "♠", "♣")
"""Suit symbols by the engine's suit index (D=0, H=1, S=2, C=3)."""

FRENCH_RANKS: tuple[str, ...] = ("7", "8", "9", "10", "J", "Q", "K", "A")
"""Rank letters of the French decks by the engine's rank index (7 8 9 T J Q K A)."""

GERMAN_SUIT_NAMES: tuple[str, str, str, str] = (
    QT_TRANSLATE_NOOP("GermanDeck", "Bells"),
    QT_TRANSLATE_NOOP("GermanDeck", "Hearts"),
    QT_TRANSLATE_NOOP("GermanDeck", "Leaves"),
    QT_TRANSLATE_NOOP("GermanDeck", "Acorns"),
)
"""German suit names by suit index: Schellen, Rot, Grün, Eichel."""

GERMAN_RANKS: tuple[str, ...] = (
    "7",
    "8",
    "9",
    "10",
    QT_TRANSLATE_NOOP("GermanDeck", "U"),
    QT_TRANSLATE_NOOP("GermanDeck", "O"),
    QT_TRANSLATE_NOOP("GermanDeck", "K"),
    QT_TRANSLATE_NOOP("GermanDeck", "A"),
)
"""German-deck ranks: Unter and Ober take the places of jack and queen."""

_state = {"german": False}


def set_german_suits(on: bool) -> bool:
    """Name cards the German way (or the French way); True if that changed."""
    changed = _state["german"] != on
    _state["german"] = on
    return changed


def german_suits() -> bool:
    """Whether the current deck is German-suited."""
    return _state["german"]


def suit_symbol(suit: int) -> str:
    """``♦`` … ``♣`` for the French decks; "" for the German one (no glyph fits)."""
    return "" if german_suits() else FRENCH_SUIT_SYMBOLS[suit]


def german_suit_name(suit: int) -> str:
    """Schellen, Rot, Grün, Eichel (translated) by suit index."""
    return QCoreApplication.translate("GermanDeck", GERMAN_SUIT_NAMES[suit])


def card_text(card: int) -> str:
    """Short card name as the deck shows it: ``♣J``, or ``Eichel-U`` (German deck)."""
    c = Card(card)
    suit, rank = int(c.suit), int(c.rank)
    if not german_suits():
        return FRENCH_SUIT_SYMBOLS[suit] + FRENCH_RANKS[rank]
    return QCoreApplication.translate("GermanDeck", "{suit} {rank}").format(
        suit=german_suit_name(suit), rank=german_rank(rank)
    )


def german_rank(rank: int) -> str:
    """A German-deck rank as texts write it: 7 … 10, U, O, K, A (ja: ウンター …)."""
    text = GERMAN_RANKS[rank]
    return QCoreApplication.translate("GermanDeck", text) if rank >= 4 else text
