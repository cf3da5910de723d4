"""Statistics across lists: recording from real sessions, figures, file safety."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from skat_desktop.ai.player import RandomPlayer
from skat_desktop.engine import actions as A
from skat_desktop.engine.skat.game_types import GameType
from skat_desktop.engine.skat.rules import AllPass, RuleSet, Scoring
from skat_desktop.engine.skat.scoring import ResultKind
from skat_desktop.engine.skat.session import Session
from skat_desktop.engine.skat.statistics import DealEntry, ListRecord, summarize
from skat_desktop.model.statistics import StatisticsError, StatisticsStore

NAMES = ("You", "Anna", "Bernd")


def play_current_deal(session: Session, seed: int, all_pass: bool = False) -> None:
    """Random play; with ``all_pass`` everyone passes, so the deal is passed in
    or a Ramsch (random players nearly always find a bid)."""
    players = [RandomPlayer(seed * 3 + seat) for seat in range(3)]
    game = session.game
    while not game.finished:
        seat = game.to_move
        assert seat is not None
        view = game.view(seat)
        action = A.PASS if all_pass and A.PASS in view.legal else players[seat].choose(view)
        session.apply(action, seat)


def play_list(
    rules: RuleSet, seed: int, store: StatisticsStore | None = None, pass_every: int = 0
) -> Session:
    """A whole list of random play, each deal recorded as it ends; every
    ``pass_every``-th deal (0: none) is passed by everyone."""
    session = Session(rules, NAMES, seed)
    deal = 0
    while True:
        all_pass = pass_every > 0 and deal % pass_every == 0
        play_current_deal(session, seed * 1000 + deal, all_pass)
        if store is not None:
            store.record_deal(session)
        deal += 1
        if session.finished:
            return session
        session.next_deal()


SHORT = RuleSet(list_length=6)


def test_recorded_scores_add_up_to_the_session_totals(tmp_path: Path) -> None:
    store = StatisticsStore.open(tmp_path / "s.json")
    session = play_list(SHORT.replace(all_pass=AllPass.RAMSCH), 5, store)
    (item,) = store.lists
    assert item.finished and not item.practice
    assert [d.index for d in item.deals] == [
        i
        for i, r in enumerate(session.records)
        if r.result is not None and r.result.kind is not ResultKind.REDEAL
    ]
    summary = store.summary()
    assert summary.lists == 1 and summary.deals == len(item.deals)
    for player, name in enumerate(NAMES):
        figures = summary.player(name)
        assert figures is not None
        assert figures.lists_finished == 1
        assert figures.average_score == session.totals[player]
        assert figures.deals == len(item.deals)  # three players: everyone sits in every deal


def test_seeger_fabian_points_match_the_engine_scoring(tmp_path: Path) -> None:
    """Plain-scored list, Seeger-Fabian figures: equal to the engine's own SF totals."""
    store = StatisticsStore.open(tmp_path / "s.json")
    play_list(SHORT, 11, store)
    twin = play_list(SHORT.replace(scoring=Scoring.SEEGER_FABIAN), 11)
    summary = store.summary()
    for player, name in enumerate(NAMES):
        figures = summary.player(name)
        assert figures is not None
        assert figures.average_seeger_fabian == twin.totals[player]


def test_seeger_fabian_figures_count_ramsch_as_a_seeger_fabian_list_does(tmp_path: Path) -> None:
    """A Ramsch loser's entry is on a Seeger-Fabian list too (RULES.md §9, §11),
    so the figure still equals the twin list's totals when Ramsch is played."""
    rules = SHORT.replace(all_pass=AllPass.RAMSCH)
    store = StatisticsStore.open(tmp_path / "s.json")
    play_list(rules, 5, store, pass_every=2)
    twin = play_list(rules.replace(scoring=Scoring.SEEGER_FABIAN), 5, pass_every=2)
    assert any(
        r.result is not None and r.result.kind is ResultKind.RAMSCH and any(r.scores)
        for r in twin.records
    )
    summary = store.summary()
    for player, name in enumerate(NAMES):
        figures = summary.player(name)
        assert figures is not None
        assert figures.average_seeger_fabian == twin.totals[player]


def test_declarer_games_and_win_rate_by_game_type() -> None:
    deals = [
        DealEntry(0, "game", (0, 1, 2), declarer=0, game="grand", won=True, scores=(48, 0, 0)),
        DealEntry(1, "game", (1, 2, 0), declarer=0, game="grand", won=False, scores=(-96, 0, 0)),
        DealEntry(2, "game", (2, 0, 1), declarer=0, game="null", won=True, scores=(23, 0, 0)),
        DealEntry(3, "game", (0, 1, 2), declarer=1, game="clubs", won=True, scores=(0, 24, 0)),
        DealEntry(4, "passed_in", (1, 2, 0)),
    ]
    summary = summarize([ListRecord("a", "", NAMES, finished=True, deals=deals)])
    you = summary.player("You")
    assert you is not None
    assert you.deals == 5 and you.declared == 3 and you.won == 2
    assert you.win_rate == pytest.approx(2 / 3)
    grand = next(line for line in you.games if line.game is GameType.GRAND)
    assert (grand.played, grand.won, grand.win_rate) == (2, 1, 0.5)
    assert you.average_score == 48 - 96 + 23
    anna = summary.player("Anna")
    assert anna is not None and anna.declared == 1 and anna.win_rate == 1.0
    bernd = summary.player("Bernd")
    assert bernd is not None and bernd.declared == 0 and bernd.win_rate is None


def test_ramsch_results() -> None:
    deals = [
        DealEntry(0, "ramsch", (0, 1, 2), ramsch_points=(30, 60, 30), ramsch_losers=(1,)),
        DealEntry(
            1, "ramsch", (1, 2, 0), ramsch_points=(120, 0, 0), ramsch_losers=(), durchmarsch=0
        ),
    ]
    summary = summarize([ListRecord("a", "", NAMES, deals=deals)])
    you, anna = summary.player("You"), summary.player("Anna")
    assert you is not None and anna is not None
    assert (you.ramsch_played, you.ramsch_lost, you.ramsch_durchmarsch) == (2, 0, 1)
    assert you.average_ramsch_points == 75
    assert (anna.ramsch_played, anna.ramsch_lost) == (2, 1)
    assert you.lists_finished == 0 and you.average_score is None  # list not finished


def test_a_real_ramsch_deal_is_recorded_as_ramsch(tmp_path: Path) -> None:
    store = StatisticsStore.open(tmp_path / "s.json")
    session = Session(SHORT.replace(all_pass=AllPass.RAMSCH), NAMES, 21)
    while A.PASS in session.game.legal_actions(session.game.to_move):
        session.apply(A.PASS, session.game.to_move)
    play_current_deal(session, 21)
    result = session.game.result
    assert result is not None and result.kind is ResultKind.RAMSCH
    assert store.record_deal(session)
    (deal,) = store.lists[0].deals
    seats = session.current.seats
    assert deal.kind == "ramsch"
    assert deal.ramsch_losers == tuple(seats[s] for s in result.losers)
    assert sorted(deal.ramsch_points) == sorted(result.ramsch_points)
    figures = store.summary().players
    assert sum(p.ramsch_lost for p in figures) == len(result.losers) >= 1
    assert all(p.ramsch_played == 1 for p in figures)


def test_practice_lists_are_left_out_unless_asked(tmp_path: Path) -> None:
    store = StatisticsStore.open(tmp_path / "s.json")
    first = play_list(SHORT, 1, store)
    play_list(SHORT, 2, store)
    store.mark_practice(first)
    assert store.is_practice(first)
    assert store.summary().lists == 1 and store.summary().practice_lists == 1
    assert store.summary(include_practice=True).lists == 2
    reopened = StatisticsStore.open(tmp_path / "s.json")
    assert reopened.is_practice(first)  # the mark is saved at once


def test_recording_a_deal_twice_changes_nothing(tmp_path: Path) -> None:
    store = StatisticsStore.open(tmp_path / "s.json")
    session = Session(SHORT, NAMES, 3)
    assert not store.record_deal(session)  # not finished yet: nothing to record
    play_current_deal(session, 3)
    assert store.record_deal(session)
    assert store.record_deal(session)
    assert len(store.lists) == 1 and len(store.lists[0].deals) == 1


def test_store_round_trip_and_atomic_write(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "s.json"
    store = StatisticsStore.open(path)
    play_list(SHORT, 4, store)
    again = StatisticsStore.open(path)
    assert again.load_error is None
    assert again.summary() == store.summary()
    # no temporary file left; the earlier copy, if the writes did not all coalesce
    assert {p.name for p in path.parent.iterdir()} <= {"s.json", "s.json.bak"}
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "skat-desktop-statistics" and data["version"] == 1


@pytest.mark.parametrize(
    "content",
    [
        "{not json",
        '{"format": "something else", "version": 1, "lists": []}',
        '{"format": "skat-desktop-statistics", "version": 99, "lists": []}',
        '{"format": "skat-desktop-statistics", "version": 1, "lists": [{"names": 3}]}',
        '{"format": "skat-desktop-statistics", "version": 1, "lists": [{"key": "a", '
        '"names": ["a", "b", "c"], "deals": [{"index": 0, "kind": "game", "players": [0, 1, 7],'
        ' "declarer": 0, "game": "grand"}]}]}',
    ],
)
def test_damaged_file_is_kept_aside_and_the_store_starts_fresh(
    tmp_path: Path, content: str
) -> None:
    path = tmp_path / "statistics.json"
    path.write_text(content, encoding="utf-8")
    store = StatisticsStore.open(path)
    assert store.lists == []
    assert store.load_error is not None and "damaged" in store.load_error
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("statistics.damaged-")]
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == content
    assert kept[0].name in store.load_error and store.damaged_copy == kept[0]
    play_list(SHORT, 6, store)  # recording works and writes a good file
    assert StatisticsStore.open(path).load_error is None


def test_each_save_keeps_the_previous_good_file_as_bak(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    store = StatisticsStore.open(path)
    play_list(SHORT, 6, store)
    play_list(SHORT, 7, store)
    assert store.flush()  # every deal's write has landed
    first = path.read_bytes()
    store.items.pop()
    store.save()
    assert (tmp_path / "statistics.json.bak").read_bytes() == first
    assert path.read_bytes() != first
    assert sorted(p.name for p in tmp_path.iterdir()) == ["statistics.json", "statistics.json.bak"]


def test_a_damaged_file_is_replaced_by_the_earlier_good_copy(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    store = StatisticsStore.open(path)
    play_list(SHORT, 6, store)
    store.save()
    store.save()  # the good file is now also the .bak
    keys = [item.key for item in store.lists]
    path.write_bytes(path.read_bytes()[:40])  # cut short, as a failing disk might
    again = StatisticsStore.open(path)
    assert [item.key for item in again.lists] == keys
    assert again.restored_from == tmp_path / "statistics.json.bak"
    assert again.load_error is not None and again.damaged_copy is not None
    assert again.damaged_copy.read_bytes() == (tmp_path / "statistics.json.bak").read_bytes()[:40]
    again.save()  # and recording goes on from the restored groups
    assert [item.key for item in StatisticsStore.open(path).lists] == keys


def test_a_damaged_file_with_a_damaged_copy_starts_fresh(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    path.write_text("{garbage", encoding="utf-8")
    (tmp_path / "statistics.json.bak").write_text('{"format": 1}', encoding="utf-8")
    store = StatisticsStore.open(path)
    assert store.lists == [] and store.restored_from is None
    assert store.load_error is not None


def test_a_missing_file_is_not_brought_back_from_its_copy(tmp_path: Path) -> None:
    """Only a damaged file is replaced: a file the player removed stays removed."""
    path = tmp_path / "statistics.json"
    store = StatisticsStore.open(path)
    play_list(SHORT, 6, store)
    store.save()
    store.save()
    path.unlink()
    again = StatisticsStore.open(path)
    assert again.lists == [] and again.load_error is None and again.restored_from is None


def test_reset_empties_the_file(tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    store = StatisticsStore.open(path)
    play_list(SHORT, 8, store)
    store.reset()
    assert store.summary().players == ()
    assert StatisticsStore.open(path).lists == []


def test_write_failure_is_reported_not_raised(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    store = StatisticsStore(blocker / "s.json")  # a folder that cannot exist
    with pytest.raises(StatisticsError):
        store.save()
    session = Session(SHORT, NAMES, 9)
    play_current_deal(session, 9)
    assert store.record_deal(session)  # kept in memory …
    assert store.flush()  # (the write runs on its own thread)
    assert store.save_error is not None  # … and the failure is known


def test_statistics_module_is_qt_free() -> None:
    import subprocess
    import sys

    code = (
        "import sys, skat_desktop.model.statistics, skat_desktop.engine.skat.statistics;"
        "sys.exit(any(m.startswith('PySide6') for m in sys.modules))"
    )
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0


def test_a_deal_is_written_on_the_writers_thread_and_read_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The end of a deal does not wait for ``fsync`` (see :mod:`.autosave_writer`),
    yet a store opened afterwards reads the deal: opening waits for the writer."""
    import threading

    from skat_desktop.model import statistics_file

    threads: list[bool] = []
    write = statistics_file.write_atomic

    def spy(path: Path, data: bytes, *args: object) -> None:
        threads.append(threading.current_thread() is threading.main_thread())
        write(path, data, *args)

    monkeypatch.setattr(statistics_file, "write_atomic", spy)
    store = StatisticsStore.open(tmp_path / "s.json")
    session = Session(SHORT, NAMES, 4)
    play_current_deal(session, 4)
    assert store.record_deal(session)
    assert [len(item.deals) for item in StatisticsStore.open(store.path).lists] == [1]
    assert threads and not any(threads)
    store.save()  # an explicit save still writes at once, here
    assert threads[-1]
