"""``skat-desktop --self-test``: passes on a working install, fails loudly otherwise."""

from __future__ import annotations

from pathlib import Path

import pytest

from skat_desktop import selftest
from skat_desktop.ai import solver
from skat_desktop.cli import main


def test_self_test_plays_a_deal_and_checks_the_c_core(qapp, capsys) -> None:  # type: ignore[no-untyped-def]
    code = main(["--self-test"])
    out, err = capsys.readouterr()
    if solver.core_name() != "c":  # a machine without a C compiler must fail the check
        assert code == 1 and "solver core" in err
        return
    assert code == 0, err
    assert "solver core: C" in out
    assert "Spitzer solver core: C" in out
    assert "Spitzer declaration model: " in out and "spitzer_declare.json" in out
    assert "deal 1:" in out
    assert "self-test passed" in out


def test_self_test_fails_with_a_message_without_the_c_core(
    qapp,  # type: ignore[no-untyped-def]
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(solver, "core_name", lambda: "python")
    assert selftest.run_self_test() == 1
    err = capsys.readouterr().err
    assert "self-test FAILED" in err and "not in use" in err
    assert "Traceback" not in err


def test_self_test_fails_with_a_message_without_the_spitzer_core(
    qapp,  # type: ignore[no-untyped-def]
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from skat_desktop.ai.spitzer import double_dummy

    # Skat's core check runs first: passed here, so a build without a C compiler
    # reaches Spitzer's check too.
    monkeypatch.setattr(selftest, "check_solver_core", lambda: "skat core stand-in")
    monkeypatch.setattr(double_dummy, "core_name", lambda: "python")
    assert selftest.run_self_test() == 1
    err = capsys.readouterr().err
    assert "self-test FAILED" in err and "Spitzer solver core" in err
    assert "Traceback" not in err


def test_self_test_fails_with_a_message_without_the_learned_model(
    qapp,  # type: ignore[no-untyped-def]
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    """A bundle that lost the model file would let ``strong`` fall back to its
    margin rule without a word: the self-test names the file instead."""
    from skat_desktop.ai.spitzer import declare_model

    monkeypatch.setattr(selftest, "check_solver_core", lambda: "skat core stand-in")
    monkeypatch.setattr(selftest, "check_game_cores", lambda: iter(()))
    monkeypatch.setattr(declare_model, "model_path", lambda: tmp_path / "spitzer_declare.json")
    assert selftest.run_self_test() == 1
    err = capsys.readouterr().err
    assert "self-test FAILED" in err and "declaration model cannot be used" in err
    assert "spitzer_declare.json" in err and "Traceback" not in err


def test_self_test_reports_a_refused_table_move(
    qapp,  # type: ignore[no-untyped-def]
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A broken table (here: refusing every move) fails the test, it does not hang."""
    from skat_desktop.model.table_model import TableModel

    monkeypatch.setattr(TableModel, "play_human", lambda self, action: False)
    assert selftest.run_self_test() == 1
    assert "refused" in capsys.readouterr().err
