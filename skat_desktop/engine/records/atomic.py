"""Crash-safe replacement of a file, keeping the previous good copy as ``.bak``.

A player's list must survive a power cut or a killed process at any instant,
so a save never writes into the file at the path. The steps, each of which may
be the last one a crash lets happen:

1. write the new content to a fresh temporary file in the same folder
   (``.NAME.<random>.tmp``) and ``fsync`` it;
2. if the file at the path is a good save (this process wrote it, or it
   loads), hard-link it (or, where links are not supported, copy it) to a
   second temporary file and ``os.replace`` that onto ``NAME.bak``: the old
   backup is replaced in one step, and the target is never moved away;
3. ``os.replace`` the new temporary file onto the path (one atomic rename)
   and ``fsync`` the folder so the rename itself is durable;
4. remove temporary files that earlier, interrupted saves left behind.

So at every instant the path holds the old or the new content, whole, and
``.bak`` holds a complete earlier copy. A damaged file at the path is never
rotated over ``.bak`` (the last good copy). Every file-system call goes
through this module's ``os`` name so that the tests can stop a save after
any step (crash injection).
"""

from __future__ import annotations

import contextlib
import logging
import os
import secrets
import stat
from collections.abc import Callable
from pathlib import Path
from typing import Final

from ..errors import RecordError

log = logging.getLogger(__name__)

BACKUP_SUFFIX: Final = ".bak"
TEMP_SUFFIX: Final = ".tmp"
_CHUNK: Final = 1 << 20
_O_BINARY: Final = getattr(os, "O_BINARY", 0)  # Windows: no newline translation

_known_good: dict[Path, tuple[int, int, int, int]] = {}
"""Files this process wrote, by path: (device, inode, size, mtime) when written.

A file that still matches needs no second load before it becomes ``.bak``;
autosave runs after every move, so re-reading the whole list each time
would cost a replay per click.
"""


class SaveError(RecordError):
    """A save was refused or failed; the message says why, and nothing moved."""


def backup_path(target: Path) -> Path:
    """``NAME.bak`` next to ``NAME``: the previous good copy."""
    return target.with_name(target.name + BACKUP_SUFFIX)


def temp_files(target: Path) -> list[Path]:
    """Temporary files of saves to ``target`` (left behind only by a crash)."""
    prefix = f".{target.name}."
    try:
        entries = list(os.scandir(target.parent))
    except OSError:
        return []
    return sorted(
        Path(e.path) for e in entries if e.name.startswith(prefix) and e.name.endswith(TEMP_SUFFIX)
    )


def write_atomic(target: Path, data: bytes, is_good: Callable[[Path], bool]) -> None:
    """Replace ``target`` with ``data`` as described in the module docstring.

    ``is_good(path)`` says whether an existing file at the path is a whole,
    loadable save worth keeping as ``.bak``. Raises :class:`SaveError` when
    the path is a folder or another non-regular file, or when writing fails
    (the file at the path is then unchanged).
    """
    target = _writable_target(target)
    folder = target.parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise SaveError(f"cannot save to {target}: {exc.strerror or exc}") from None
    current = _stat_regular(target)
    tmp = _new_temp(target)
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _O_BINARY, 0o600)
        try:
            view = memoryview(data)
            while view:
                written = os.write(fd, view[:_CHUNK])
                view = view[written:]
            os.fsync(fd)
        finally:
            os.close(fd)
        if current is not None and _worth_keeping(target, current, is_good):
            _keep_backup(target)
        os.replace(tmp, target)
    except OSError as exc:
        _discard(tmp)
        raise SaveError(f"cannot save to {target}: {exc.strerror or exc}") from None
    except BaseException:
        _discard(tmp)
        raise
    _fsync_folder(folder)
    _remember(target)
    for stale in temp_files(target):
        _discard(stale)


def _writable_target(target: Path) -> Path:
    """The path to write: a symlink's destination (so the link survives)."""
    try:
        if target.is_symlink():
            return target.resolve()
    except OSError as exc:
        raise SaveError(f"cannot save to {target}: {exc.strerror or exc}") from None
    return target


def _stat_regular(target: Path) -> os.stat_result | None:
    """The target's status, None when absent; refuse anything but a regular file."""
    try:
        info = os.stat(target)
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise SaveError(f"cannot save to {target}: {exc.strerror or exc}") from None
    if stat.S_ISDIR(info.st_mode):
        raise SaveError(f"cannot save to {target}: it is a folder, not a file")
    if not stat.S_ISREG(info.st_mode):
        raise SaveError(f"cannot save to {target}: it is not a regular file")
    return info


def _signature(info: os.stat_result) -> tuple[int, int, int, int]:
    return (info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns)


def _worth_keeping(target: Path, info: os.stat_result, is_good: Callable[[Path], bool]) -> bool:
    if _known_good.get(target) == _signature(info):
        return True
    good = is_good(target)
    if not good:
        log.warning("%s does not load; it is not kept as %s", target, BACKUP_SUFFIX)
    return good


def _keep_backup(target: Path) -> None:
    """Make ``.bak`` a complete copy of the target without moving the target.

    A failure here (a folder named ``NAME.bak``, no space for a copy) is
    logged and the save goes on: the new list matters more than the old.
    """
    backup = backup_path(target)
    try:
        if backup.is_dir() and not backup.is_symlink():
            log.warning("%s is a folder; no backup copy kept", backup)
            return
    except OSError:
        return
    link = _new_temp(target)
    try:
        try:
            os.link(target, link)
        except OSError:  # no hard links here (FAT, some network drives): copy
            _copy(target, link)
        os.replace(link, backup)
    except OSError as exc:
        _discard(link)
        log.warning("no backup copy kept as %s: %s", backup, exc)


def _copy(source: Path, dest: Path) -> None:
    src = os.open(source, os.O_RDONLY | _O_BINARY)
    try:
        dst = os.open(dest, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _O_BINARY, 0o600)
        try:
            while chunk := os.read(src, _CHUNK):
                while chunk:
                    chunk = chunk[os.write(dst, chunk) :]
            os.fsync(dst)
        finally:
            os.close(dst)
    finally:
        os.close(src)


def _new_temp(target: Path) -> Path:
    return target.with_name(f".{target.name}.{secrets.token_hex(6)}{TEMP_SUFFIX}")


def _discard(path: Path) -> None:
    with contextlib.suppress(OSError):
        os.unlink(path)


def _fsync_folder(folder: Path) -> None:
    """Make the rename durable (POSIX); folders cannot be opened on Windows.

    The new file is in place by now, so nothing here may fail the save.
    """
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # some file systems refuse fsync on a folder; the rename stands
    finally:
        with contextlib.suppress(OSError):
            os.close(fd)


def _remember(target: Path) -> None:
    try:
        _known_good[target] = _signature(os.stat(target))
    except OSError:
        _known_good.pop(target, None)
