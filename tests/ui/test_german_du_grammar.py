"""German sentences that may name the player: the player is called "Du", so
"{name} gewinnt" read "Du gewinnt" (and "Du hat ihn gestochen", "Du bekommt
den Stich"). These translations are phrased so any name fits: "Stich: Du (15)",
"Du: gewonnen mit 70 Augen."."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from skat_desktop.model.settings_keys import DEFAULT_PLAYER_NAMES

TS = Path(__file__).resolve().parents[2] / "translations" / "skat_desktop_de.ts"

MAY_NAME_THE_PLAYER: tuple[tuple[str, str], ...] = (
    ("LastTrick", "{name} took it: {points} points"),
    ("Table", "{name} takes the trick ({points})"),
    ("Result", "{declarer} won the Null game without taking a trick."),
    ("Result", "{declarer} won with {points} card points."),
    ("Result", "{declarer} claimed the remaining tricks and won."),
    ("Result", "{declarer} lost: {points} card points are not enough (61 needed)."),
    ("Result", "{declarer} overbid: the game is worth {worth}, less than the bid of {bid}."),
    ("Result", "{declarer} announced Schneider but took only {points} card points (90 needed)."),
    ("Result", "{declarer} announced Schwarz but the defenders won a trick."),
    ("Result", "{declarer} lost the Null game by taking a trick."),
    ("Result", "{declarer} conceded the game."),
    ("Result", "Ramsch: {losers} took the most card points ({points}) and lose them."),
    ("Result", "Durchmarsch! {winner} took every trick."),
    ("Spitzer", "{name} wins the game with {total}."),
)

# A name followed by a verb in the third person singular ("gewinnt", "hat").
THIRD_PERSON = re.compile(r"\{(?:name|declarer|winner|losers)\} (?:hat|ist|[a-zäöüß]+t)\b")


def _german() -> dict[tuple[str, str], str]:
    found: dict[tuple[str, str], str] = {}
    for context in ET.parse(TS).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            found[(name, message.findtext("source", ""))] = message.findtext("translation", "")
    return found


def test_the_player_is_called_du_in_german() -> None:
    assert "Du" in DEFAULT_PLAYER_NAMES


@pytest.mark.parametrize("key", MAY_NAME_THE_PLAYER, ids=lambda k: k[1][:40])
def test_sentence_reads_right_with_du(key: tuple[str, str]) -> None:
    german = _german()
    assert key in german, f"{key} is no longer translated"
    text = german[key]
    assert not THIRD_PERSON.search(text), f"'Du' would read wrong in {text!r}"
    placeholders = set(re.findall(r"\{\w+\}", key[1]))
    assert placeholders == set(re.findall(r"\{\w+\}", text))
