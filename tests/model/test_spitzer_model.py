"""TableModel: applying actions, events, stale answers, hints, files."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from support.model_helpers import GatedComputer

from skat_desktop.engine.api import (
    find_game,
)
from skat_desktop.engine.errors import RecordError
from skat_desktop.engine.events import CardPlayed
from skat_desktop.engine.spitzer import Pass, Passed, PlayBegins, SpitzerSession
from skat_desktop.engine.spitzer.api import (
    SpitzerRules,
)
from skat_desktop.model.table_model import TableModel, autosave_path_for, read_list_file


@pytest.fixture(name="model")
def model_fixture(qtbot, data_dir: Path) -> TableModel:  # type: ignore[no-untyped-def]
    model = TableModel(find_game("spitzer"))
    model.move_delay_ms = 0
    yield model
    model.shutdown()


def test_human_actions_emit_the_engines_events(qtbot, model: TableModel) -> None:
    model.new_session(None, ["me", "a", "b", "c"], ["human", "random", "random", "random"], seed=4)
    assert model.human_seat() == 0 and model.human_to_move()
    seen: list[object] = []
    model.events.connect(seen.append)
    assert model.play_human(Pass())
    assert seen and isinstance(seen[0], tuple) and Passed(0) in seen[0]
    # Illegal or out of turn: refused, nothing changes.
    refused: list[str] = []
    model.action_refused.connect(refused.append)
    before = model.position()
    assert not model.play_human(Pass())
    assert refused and model.position() == before


def test_computers_play_a_deal_to_the_end(qtbot, model: TableModel) -> None:
    model.new_session(None, ["me", "a", "b", "c"], ["human", "random", "random", "random"], seed=9)
    events: list[object] = []
    model.events.connect(lambda evs: events.extend(evs))
    rng = random.Random(1)
    for _ in range(200):
        if model.game.finished:
            break
        if model.human_to_move():
            model.play_human(rng.choice(model.human_legal()))
        else:
            model.proceed()
            qtbot.wait(5)
    qtbot.waitUntil(lambda: model.game.finished, timeout=10000)
    assert any(isinstance(e, PlayBegins) for e in events)
    assert sum(isinstance(e, CardPlayed) for e in events) == 32
    assert sum(model.session.totals) > 0


def test_stale_computer_answer_is_dropped(qtbot, model: TableModel) -> None:
    model.new_session(None, ["me", "a", "b", "c"], ["human", "random", "random", "random"], seed=4)
    model.play_human(Pass())
    computer = GatedComputer(Pass())  # asked now, it thinks until released
    model.set_computer(model.session.player_at(model.game.to_move), computer, "random")
    model.proceed()
    assert computer.asked.wait(10)
    model.new_session(None, ["me", "a", "b", "c"], ["human", "random", "random", "random"], seed=5)
    after = list(model.game.history)
    computer.release(qtbot)  # the answer for the old deal arrives late
    assert list(model.game.history) == after


def test_hint_ranks_the_legal_actions(qtbot, model: TableModel) -> None:
    model.new_session(None, ["me", "a", "b", "c"], ["human", "random", "random", "random"], seed=4)
    model.hint_level = "easy"
    with qtbot.waitSignal(model.hint_ready, timeout=30000) as blocker:
        assert model.request_hint()
    options = blocker.args[0]
    assert options and all(o.action in model.human_legal() for o in options)


def test_autosave_save_and_load(qtbot, model: TableModel, tmp_path: Path) -> None:
    model.new_session(
        SpitzerRules(5), ["me", "a", "b", "c"], ["human", "easy", "normal", "random"], seed=4
    )
    model.play_human(Pass())
    assert model.flush_autosave()
    session, levels = read_list_file(find_game("spitzer"), autosave_path_for(find_game("spitzer")))
    assert levels == ["human", "easy", "normal", "random"]
    assert session.to_dict() == model.session.to_dict()
    assert session.rules.spitzer_stake == 5
    path = tmp_path / "x.json"
    model.save(path)
    other = TableModel(find_game("spitzer"))
    other.autosave_enabled = False
    other.load(path)
    assert other.session.to_dict() == model.session.to_dict()
    other.shutdown()


@pytest.mark.parametrize(
    "text",
    [
        "",
        "not json",
        '{"format": "skat-desktop-session"}',
        '{"format": "skat-desktop-spitzer", "version": 99}',
    ],
)
def test_bad_files_are_refused_and_change_nothing(
    qtbot, model: TableModel, tmp_path: Path, text: str
) -> None:
    model.new_session(None, ["me", "a", "b", "c"], ["human", "random", "random", "random"], seed=4)
    before: SpitzerSession = model.session
    path = tmp_path / "bad.json"
    path.write_text(text)
    with pytest.raises(RecordError):
        model.load(path)
    assert model.session is before


class _BareIntPlayer:
    """Plays its first legal card as ``Play(int)``, as a sloppy player might."""

    level = "easy"

    def choose(self, view):  # type: ignore[no-untyped-def]
        from skat_desktop.engine.api import Play

        first = view.legal[0]
        return Play(int(first.card)) if isinstance(first, Play) else first  # type: ignore[arg-type]


def test_computer_actions_are_saved_as_the_engines_own(qtbot, model: TableModel) -> None:
    """A Play built from a bare int must still save as a card code and load again."""
    model.new_session(None, ["me", "a", "b", "c"], ["human", "easy", "easy", "easy"], seed=4)
    for player in (1, 2, 3):
        model.set_computer(player, _BareIntPlayer(), "easy")
    rng = random.Random(3)
    while len(model.game.tricks) < 2:
        if model.human_to_move():
            model.play_human(rng.choice(model.human_legal()))
        else:
            model.proceed()
            qtbot.wait(5)
    assert model.flush_autosave()
    session, _levels = read_list_file(find_game("spitzer"), autosave_path_for(find_game("spitzer")))
    assert session.to_dict() == model.session.to_dict()
