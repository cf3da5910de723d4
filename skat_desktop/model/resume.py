"""What to resume at start-up, decided without Qt so that it can be tested.

The autosave is the player's running list. If it is missing or damaged, an
earlier good copy may still exist: the ``.bak`` that every save keeps, or a
complete temporary file that a crash left just before its final rename.
:func:`plan_resume` tries them in order and says which one loads; the app
then offers that copy (saying which one it is) instead of silently starting
a new list. Damaged files are never deleted or overwritten by this module:
:func:`set_aside` renames them with a timestamp so the message can say
where they are, and so the next save can never rotate them over the last
good copy.
"""

from __future__ import annotations

import dataclasses
import logging
import os
from collections.abc import Callable, Iterable
from datetime import datetime
from pathlib import Path
from typing import Any, Generic, Protocol, TypeVar

from skat_desktop.engine.api import (
    RecordError,
    Session,
    backup_path,
    load_session_with_meta,
    temp_files,
)

log = logging.getLogger(__name__)


class _Finishable(Protocol):
    @property
    def finished(self) -> bool: ...


S = TypeVar("S", bound=_Finishable)


@dataclasses.dataclass(frozen=True)
class GameResumePlan(Generic[S]):
    """The outcome of looking at an autosave and its earlier copies (any game)."""

    autosave: Path
    source: Path | None
    """The file to resume from; None when nothing loads or nothing is left to play."""
    session: S | None
    meta: Any
    """What the loader returned beside the session (Skat's: the metadata; another
    game's loader may return its levels)."""
    failures: tuple[tuple[Path, str], ...]
    """Files that exist but do not load, with the reason, in the order tried."""

    @property
    def is_fallback(self) -> bool:
        """True when the list comes from an earlier copy, not the autosave itself."""
        return self.source is not None and self.source != self.autosave


ResumePlan = GameResumePlan[Session]
"""The Skat list's plan."""


def plan_resume(autosave: Path) -> ResumePlan:
    """The Skat autosave's plan: see :func:`plan_game_resume`."""
    return plan_game_resume(autosave, load_session_with_meta)


def plan_game_resume(autosave: Path, load: Callable[[Path], tuple[S, Any]]) -> GameResumePlan[S]:
    """Try the autosave, then its earlier copies (newest first), with ``load``; never raises.

    One plan for every game's autosave, each with its own ``load``. The autosave wins
    whenever it loads, even with its list finished (a finished list means a
    new one starts, as always). An earlier copy is offered only when it holds
    a list still being played.
    """
    failures: list[tuple[Path, str]] = []
    if _exists(autosave):
        loaded = _try_load(autosave, load, failures)
        if loaded is not None:
            return GameResumePlan(autosave, autosave, loaded[0], loaded[1], ())
    for candidate in _earlier_copies(autosave):
        is_temp = candidate != backup_path(autosave)
        # A torn temporary file is a crash's leftover, not a damaged list.
        loaded = _try_load(candidate, load, [] if is_temp else failures)
        if loaded is not None and not loaded[0].finished:
            return GameResumePlan(autosave, candidate, loaded[0], loaded[1], tuple(failures))
    return GameResumePlan(autosave, None, None, {}, tuple(failures))


def _exists(path: Path) -> bool:
    try:
        return path.exists() or path.is_symlink()
    except OSError:
        return True  # unreadable: let loading report why


def _earlier_copies(autosave: Path) -> list[Path]:
    """``.bak`` and complete-looking temporary files, newest first."""
    paths = [backup_path(autosave), *temp_files(autosave)]
    dated: list[tuple[float, Path]] = []
    for path in paths:
        try:
            dated.append((path.stat().st_mtime, path))
        except OSError:
            continue
    return [path for _, path in sorted(dated, key=lambda item: item[0], reverse=True)]


def _try_load(
    path: Path, load: Callable[[Path], tuple[S, Any]], failures: list[tuple[Path, str]]
) -> tuple[S, Any] | None:
    try:
        return load(path)
    except RecordError as exc:
        failures.append((path, str(exc)))
    except Exception as exc:  # a hostile file must never stop the app from starting
        log.exception("unexpected error loading %s", path)
        failures.append((path, repr(exc)))
    return None


def set_aside(paths: Iterable[Path], now: datetime | None = None) -> list[tuple[Path, Path]]:
    """Rename damaged files to ``NAME.damaged-YYYYMMDD-HHMMSS``; (old, new) pairs.

    A file that cannot be renamed is left where it is (and logged); it is
    never deleted.
    """
    stamp = (now or datetime.now()).strftime("%Y%m%d-%H%M%S")
    moved: list[tuple[Path, Path]] = []
    for path in paths:
        new = _free_name(path, f"damaged-{stamp}")
        try:
            os.replace(path, new)
        except OSError as exc:
            log.warning("could not set %s aside: %s", path, exc)
            continue
        moved.append((path, new))
    return moved


def keep_aside(path: Path, now: datetime | None = None) -> Path | None:
    """Rename a good copy the player chose not to resume to ``NAME.kept-...``.

    Without this the next saves would rotate the new list over it.
    """
    stamp = (now or datetime.now()).strftime("%Y%m%d-%H%M%S")
    new = _free_name(path, f"kept-{stamp}")
    try:
        os.replace(path, new)
    except OSError as exc:
        log.warning("could not keep %s aside: %s", path, exc)
        return None
    return new


def _free_name(path: Path, tag: str) -> Path:
    """``NAME.tag``, or ``NAME.tag-2`` and so on when that exists already."""
    candidate = path.with_name(f"{path.name}.{tag}")
    number = 2
    while candidate.exists() or candidate.is_symlink():
        candidate = path.with_name(f"{path.name}.{tag}-{number}")
        number += 1
    return candidate


def newest_file(paths: Iterable[Path]) -> Path | None:
    """The most recently modified of ``paths`` that exist (renames keep the time)."""
    dated: list[tuple[float, Path]] = []
    for path in paths:
        try:
            dated.append((path.stat().st_mtime, path))
        except OSError:
            continue
    return max(dated, key=lambda item: item[0])[1] if dated else None
