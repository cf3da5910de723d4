"""Par in the statistics: kept per deal, averaged against the player's result, old files load."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from skat_desktop.engine.skat.statistics import DealEntry, ListRecord, summarize
from skat_desktop.model.statistics import StatisticsStore

OLD_FILE = {
    "format": "skat-desktop-statistics",
    "version": 1,
    "lists": [
        {
            "key": "a1",
            "started": "2026-01-01T10:00:00+00:00",
            "names": ["You", "Anna", "Bernd"],
            "practice": False,
            "finished": False,
            "deals": [
                {
                    "index": 0,
                    "kind": "game",
                    "players": [1, 2, 0],
                    "declarer": 0,
                    "game": "grand",
                    "won": True,
                    "scores": [72, 0, 0],
                    "seeger_fabian": [122, 0, 0],
                }
            ],
        }
    ],
}


def entry(index: int, own: int, par: int | None, players: tuple[int, ...] = (0, 1, 2)) -> DealEntry:
    scores = (own, 0, 0) if 0 in players else (0, 0, 0, own)
    return DealEntry(
        index=index, kind="passed_in", players=players, scores=scores, seeger_fabian=scores, par=par
    )


def test_a_file_written_before_par_loads_with_no_par(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    path.write_text(json.dumps(OLD_FILE), encoding="utf-8")
    store = StatisticsStore.open(path)
    assert store.load_error is None
    (item,) = store.lists
    assert item.deals[0].par is None
    figures = store.summary().player("You")
    assert figures is not None and figures.deals == 1
    assert figures.par_deals == 0 and figures.average_against_par is None


def test_a_par_is_added_to_an_old_files_deal_and_read_back(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    path.write_text(json.dumps(OLD_FILE), encoding="utf-8")
    store = StatisticsStore.open(path)
    from skat_desktop.engine.skat.rules import RuleSet
    from skat_desktop.engine.skat.session import Session

    session = Session(RuleSet(), ["You", "Anna", "Bernd"], 0xA1)
    assert store.record_par(session, 0, 50)
    assert not store.record_par(session, 5, 10), "no such deal: nothing is stored"
    assert store.flush()
    again = StatisticsStore.open(path)
    assert again.lists[0].deals[0].par == 50
    figures = again.summary().player("You")
    assert figures is not None and figures.average_against_par == 72 - 50


def test_the_average_against_par_counts_only_deals_with_a_par_and_a_seat() -> None:
    names = ("You", "Anna", "Bernd", "Cleo")
    deals = [
        entry(0, 30, 10),  # +20
        entry(1, -40, 20),  # -60
        entry(2, 18, None),  # no par: not counted
        entry(3, 0, 0, players=(1, 2, 3)),  # sitting out: not counted
    ]
    record = ListRecord("k", "", names, deals=deals)
    figures = summarize([record]).player("You")
    assert figures is not None
    assert figures.par_deals == 2 and figures.average_against_par == -20
    other = summarize([record]).player("Anna")
    assert other is not None and other.par_deals == 0


def test_a_par_is_written_as_a_plain_number(tmp_path: Path) -> None:
    assert entry(0, 5, -12).to_json()["par"] == -12
    assert DealEntry.from_json(entry(0, 5, -12).to_json()).par == -12


def test_the_dialog_shows_the_average_against_par(qtbot: Any, tmp_path: Path) -> None:
    from skat_desktop.ui.statistics_dialog import StatisticsDialog

    path = tmp_path / "statistics.json"
    store = StatisticsStore.open(path)
    store.lists = [
        ListRecord("k", "", ("You", "Anna", "Bernd"), deals=[entry(0, 30, 10), entry(1, 5, 0)])
    ]
    dialog = StatisticsDialog(store, player="You")
    qtbot.addWidget(dialog)
    assert dialog.labels["against_par"].text() == "Average against par per deal"
    assert dialog.values["against_par"].text() == "+12.5 (2 deals)"
    dialog.player_box.setCurrentText("Anna")
    assert dialog.values["against_par"].text() == "—"
