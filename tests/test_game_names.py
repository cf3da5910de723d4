"""No code outside a game's own packages and the registries names that game.

DESIGN.md: the model, the files, ``match`` and the table take a game from a
registry by its name, never by branching on it. A game's name written in a shared
module is where such a branch starts, so the four-player game's name may appear
only in its packages and in the registries that list it (translations are not
Python and are not scanned).
"""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "skat_desktop"

GAME_PACKAGES = (
    "skat_desktop/engine/spitzer/",
    "skat_desktop/ai/spitzer/",
    "skat_desktop/model/spitzer/",
    "skat_desktop/ui/spitzer/",
    "skat_desktop/cli/spitzer/",
)
"""The game's own packages: everything in them may name it."""

REGISTRIES = (
    "skat_desktop/engine/games.py",
    "skat_desktop/ai/levels.py",
    "skat_desktop/ui/game_pieces.py",
    "skat_desktop/cli/games.py",
)
"""The registries that list every game by name."""


def _allowed(rel: str) -> bool:
    return rel in REGISTRIES or rel.startswith(GAME_PACKAGES)


def test_the_four_player_game_is_named_only_in_its_packages_and_the_registries() -> None:
    found = sorted(
        rel
        for path in PACKAGE.rglob("*.py")
        if not _allowed(rel := path.relative_to(ROOT).as_posix())
        and "spitzer" in path.read_text(encoding="utf-8").lower()
    )
    assert found == [], f"files naming Spitzer outside its packages and the registries: {found}"


def test_the_allowed_places_exist() -> None:
    """A moved registry or package must not leave a stale entry that allows nothing."""
    for rel in (*REGISTRIES, *GAME_PACKAGES):
        assert (ROOT / rel).exists(), rel
