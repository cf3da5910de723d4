"""The three built-in decks: what differs between them, in one place.

A ``Deck`` bundles the names, suit signs, index inks, rank letters, court
figure palettes and back colours of one deck; the drawing modules take a
``Deck`` and never test for a deck by name.  Adding a deck means adding an
entry to ``make_decks`` here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .symbols import Symbol, french_symbols, german_symbols


@dataclass(frozen=True)
class Palette:
    """Colours of one court figure."""

    robe: str
    panel: str
    trim: str
    hair: str


@dataclass(frozen=True)
class Deck:
    """Everything that differs between the three built-in decks."""

    ident: str
    names: dict[str, str]
    comment: str
    german: bool
    symbols: dict[str, Symbol]
    ink: dict[str, str]  # index colour per suit
    rank_labels: dict[str, str]
    palettes: Callable[[str, str], Palette]
    backs: dict[str, tuple[str, str, str]]  # id -> (field, lattice, accent)


def _french2_palette(rank: str, suit: str) -> Palette:
    hair = {
        "club": "#5a3a1e",
        "spade": "#2b2420",
        "heart": "#9c4a1c",
        "diamond": "#c89a3c",
    }[suit]
    if suit in ("club", "spade"):
        return Palette(robe="#23468f", panel="#b8262b", trim="#e0b13c", hair=hair)
    return Palette(robe="#b8262b", panel="#23468f", trim="#e0b13c", hair=hair)


def _french4_palette(rank: str, suit: str) -> Palette:
    hair = {
        "club": "#5a3a1e",
        "spade": "#2b2420",
        "heart": "#9c4a1c",
        "diamond": "#c89a3c",
    }[suit]
    robe = {
        "club": "#34302c",
        "spade": "#1f7a3a",
        "heart": "#c0262b",
        "diamond": "#e89a12",
    }[suit]
    panel = {
        "club": "#b8262b",
        "spade": "#e0b13c",
        "heart": "#23468f",
        "diamond": "#23468f",
    }[suit]
    return Palette(robe=robe, panel=panel, trim="#e0b13c", hair=hair)


def _german_palette(rank: str, suit: str) -> Palette:
    hair = {
        "club": "#5a3a1e",
        "spade": "#2b2420",
        "heart": "#9c4a1c",
        "diamond": "#c89a3c",
    }[suit]
    robe = {
        "club": "#7a4a20",
        "spade": "#2f7d33",
        "heart": "#b8262b",
        "diamond": "#23468f",
    }[suit]
    panel = {
        "club": "#2f7d33",
        "spade": "#b8262b",
        "heart": "#e0b13c",
        "diamond": "#e0b13c",
    }[suit]
    return Palette(robe=robe, panel=panel, trim="#e8bb3e", hair=hair)


FRENCH_LABELS = {
    "1": "A",
    "7": "7",
    "8": "8",
    "9": "9",
    "10": "10",
    "jack": "J",
    "queen": "Q",
    "king": "K",
}
GERMAN_LABELS = {
    "1": "A",
    "7": "7",
    "8": "8",
    "9": "9",
    "10": "10",
    "jack": "U",
    "queen": "O",
    "king": "K",
}


def make_decks() -> list[Deck]:
    two = french_symbols(
        {
            "club": "#1d1d1d",
            "spade": "#1d1d1d",
            "heart": "#cc1f25",
            "diamond": "#cc1f25",
        },
        {},
    )
    four = french_symbols(
        {
            "club": "#1d1d1d",
            "spade": "#13833a",
            "heart": "#cc1f25",
            "diamond": "#f5a300",
        },
        {"diamond": "#c26a00"},
    )
    return [
        Deck(
            ident="french2",
            names={
                "": "French (two colours)",
                "de": "Französisch (zweifarbig)",
                "ja": "フレンチ（2色）",
            },
            comment="French suits in black and red, drawn for Skat Desktop",
            german=False,
            symbols=two,
            ink={
                "club": "#1d1d1d",
                "spade": "#1d1d1d",
                "heart": "#cc1f25",
                "diamond": "#cc1f25",
            },
            rank_labels=FRENCH_LABELS,
            palettes=_french2_palette,
            backs={
                "back": ("#1f3f7a", "#3c62a8", "#e0b13c"),
                "back_blue": ("#17508a", "#3d7dbf", "#f2f2f2"),
                "back_red": ("#8e1d24", "#b8434a", "#e0b13c"),
            },
        ),
        Deck(
            ident="french4",
            names={
                "": "French (four colours, tournament)",
                "de": "Französisch (vierfarbig, Turnierblatt)",
                "ja": "フレンチ（4色・トーナメント）",
            },
            comment="French suits in the four tournament colours, drawn for Skat Desktop",
            german=False,
            symbols=four,
            ink={
                "club": "#1d1d1d",
                "spade": "#13833a",
                "heart": "#cc1f25",
                "diamond": "#e08a00",
            },
            rank_labels=FRENCH_LABELS,
            palettes=_french4_palette,
            backs={
                "back": ("#1d5a3a", "#3d8a5e", "#e0b13c"),
                "back_blue": ("#17508a", "#3d7dbf", "#f2f2f2"),
                "back_red": ("#8e1d24", "#b8434a", "#e0b13c"),
            },
        ),
        Deck(
            ident="german",
            names={"": "German suits", "de": "Deutsches Blatt", "ja": "ドイツ式スート"},
            comment="German suits (Eichel, Grün, Rot, Schellen), drawn for Skat Desktop",
            german=True,
            symbols=german_symbols(),
            ink={
                "club": "#5a3412",
                "spade": "#23702a",
                "heart": "#c41f24",
                "diamond": "#b87300",
            },
            rank_labels=GERMAN_LABELS,
            palettes=_german_palette,
            backs={
                "back": ("#4a2f1c", "#73503a", "#e8bb3e"),
                "back_blue": ("#17508a", "#3d7dbf", "#f2f2f2"),
                "back_red": ("#8e1d24", "#b8434a", "#e0b13c"),
            },
        ),
    ]
