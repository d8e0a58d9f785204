"""Writing a file so that an interrupted or failed run never leaves half of it.

A temporary file beside the target (``.NAME.xxxxxxxx.tmp``) is renamed over the target only
once complete. What a killed run left is removed on the next write to the same target.
"""

from __future__ import annotations

import contextlib
import os
import re
import stat
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any

from kitgen.core.errors import KitgenError, display_name
from kitgen.core.messages import _
from kitgen.files.targets import cannot_write, real_target, refuse_special

_TEMP_SUFFIX = ".tmp"
#: The longest file name most file systems allow, in bytes (ext4, APFS, NTFS: 255).
NAME_MAX = 255
#: What a temporary name adds to the target's: ``.``, ``.``, 8 random characters, ``.tmp``.
_TEMP_EXTRA = 2 + 8 + len(_TEMP_SUFFIX)

#: The files this process has written (as the user named them), in order: a command whose
#: answer cannot be printed says which changes were made nevertheless.
JOURNAL: list[str] = []


def _temp_stem(target: Path) -> str:
    """The target's name as its temporary files carry it: cut so that the temporary name
    stays within :data:`NAME_MAX` bytes (a 250-byte name still gets a temporary file)."""
    name = target.name
    room = NAME_MAX - _TEMP_EXTRA
    if len(os.fsencode(name)) <= room:
        return name
    cut = os.fsencode(name)[:room]
    return cut.decode("utf-8", "ignore") if os.name == "nt" else os.fsdecode(cut)


@contextlib.contextmanager
def atomic_writer(path: str | os.PathLike[str], mode: str = "wb") -> Iterator[IO[Any]]:
    """Open a temporary file beside ``path``; rename it over ``path`` only on success.

    On any exception (or Ctrl-C) the temporary file is removed and ``path`` is untouched.
    An ``OSError`` becomes a ``KitgenError`` that names the path and says the old file is
    intact (or that nothing was written).
    """
    shown = display_name(path)
    target = real_target(path)
    existed = refuse_special(target, shown)
    state = _("the old file is intact") if existed else _("nothing was written")
    tmp: str | None = None
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        remove_leftovers(target)
        fd, tmp = tempfile.mkstemp(
            prefix=f".{_temp_stem(target)}.", suffix=_TEMP_SUFFIX, dir=target.parent
        )
        _hold(fd)  # a live writer's temporary file is never taken for a leftover
        encoding = None if "b" in mode else "utf-8"
        with os.fdopen(fd, mode, encoding=encoding) as handle:
            yield handle
            handle.flush()
            os.fsync(handle.fileno())
            os.chmod(tmp, 0o666 & ~_umask())
            refuse_special(target, shown)  # it may have changed while we wrote
            if os.name == "posix":  # rename while still holding the temporary file's lock
                os.replace(tmp, target)
                tmp = None
        if tmp is not None:  # Windows renames only a closed file
            os.replace(tmp, target)
            tmp = None
        JOURNAL.append(shown)
    except OSError as err:
        raise KitgenError(cannot_write(shown, err, target, state)) from None
    finally:
        if tmp is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp)


def _hold(fd: int) -> None:
    """Lock our own temporary file so that another run's clean-up leaves it alone."""
    if os.name == "posix":
        import fcntl

        with contextlib.suppress(OSError):
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)


def _abandoned(path: Path) -> bool:
    """Whether no live process is writing the temporary file ``path``."""
    if os.name != "posix":
        return True  # Windows refuses to delete a file another process has open
    import fcntl

    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | os.O_NONBLOCK)
    except OSError:
        return False
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return False
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        return True
    except OSError:
        return False
    finally:
        os.close(fd)


def leftovers(target: Path) -> list[Path]:
    """Temporary files of kitgen's own naming beside ``target`` (``.NAME.xxxxxxxx.tmp``)."""
    stem = re.escape(_temp_stem(target))
    pattern = re.compile(rf"\.{stem}\.[a-z0-9_]{{8}}{re.escape(_TEMP_SUFFIX)}")
    try:
        names = os.listdir(target.parent)
    except OSError:
        return []
    return [target.parent / name for name in names if pattern.fullmatch(name)]


def remove_leftovers(target: Path) -> None:
    """Remove what a killed run left beside ``target`` (never a file being written now)."""
    for path in leftovers(target):
        if _abandoned(path):
            with contextlib.suppress(OSError):
                os.unlink(path)


#: A temporary file of kitgen's own naming, for any target: ``.NAME.xxxxxxxx.tmp``.
_ANY_TEMP = re.compile(rf"\..+\.[a-z0-9_]{{8}}{re.escape(_TEMP_SUFFIX)}", re.DOTALL)


def remove_leftovers_in(folder: Path) -> list[Path]:
    """Remove what killed runs left in ``folder``: temporary files no live process is
    writing (``kitgen serve`` cleans its data folder so when it starts); what was removed."""
    try:
        names = os.listdir(folder)
    except OSError:
        return []
    removed = []
    for name in names:
        path = folder / name
        if _ANY_TEMP.fullmatch(name) and _abandoned(path):
            with contextlib.suppress(OSError):
                os.unlink(path)
                removed.append(path)
    return removed


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def write_bytes(path: str | os.PathLike[str], data: bytes) -> Path:
    """Write ``data`` to ``path`` atomically and return the path."""
    with atomic_writer(path, "wb") as handle:
        handle.write(data)
    return Path(path)


def write_text(path: str | os.PathLike[str], text: str) -> Path:
    """Write ``text`` (UTF-8) to ``path`` atomically and return the path."""
    return write_bytes(path, text.encode("utf-8"))
