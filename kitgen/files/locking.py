"""The one lock of a file a command reads, changes and writes back (a game, a match).

The lock is a file beside the real file, in the same folder: ``.NAME.kitgen-lock``. So it
guards the file itself, whatever the environment of the process (``XDG_RUNTIME_DIR``,
``TMPDIR``, a cron job, an ssh session) and whatever path reaches it (a symbolic link, a
bind mount of the folder: every path to the folder reaches the same lock file). It keeps out
every other kitgen on this machine, of any user who may write the file — not other programs,
and not another machine on a network file system whose locks do not reach this one.

The lock file lives only while it is held: the holder removes it before letting go, and a
waiter that wins a lock whose file was removed meanwhile tries again, so nothing is left
beside the user's file (on Windows, where an open file cannot be removed, it stays). A folder
kitgen cannot write in cannot be locked — nor could the file be written there — and is
refused before anything is read.

The standard library's own locks do the locking — ``fcntl.flock`` on Linux and macOS,
``msvcrt.locking`` on Windows — each imported only when a lock is taken, so every module
imports on every platform and a referee command pays nothing for it.
"""

from __future__ import annotations

import contextlib
import os
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from kitgen.core.errors import KitgenError, display_name
from kitgen.core.messages import N_, _
from kitgen.core.options import check_value, declarations, number, switch
from kitgen.core.wording import short
from kitgen.files.targets import in_the_way, os_reason, real_target, through_a_file

#: Seconds a command waits for another kitgen writing the same file (``--wait``).
DEFAULT_WAIT = 30.0
MAX_WAIT = 86400.0
#: After this many seconds of waiting for a lock, say so on stderr.
NOTICE_AFTER = 1.0


@dataclass(frozen=True)
class WaitOption:
    """``--wait``, the option of every command that changes a file, declared once."""

    wait: float = number(
        DEFAULT_WAIT,
        low=0,
        high=MAX_WAIT,
        unit="s",
        metavar="SECONDS",
        give=N_("the seconds to wait, from {low} to {high} s"),
        help=N_("Seconds to wait while another kitgen is writing the same file (0 to 86400)."),
    )


@dataclass(frozen=True)
class ForceOption:
    """``--force``, the option of every command that starts a file (a game, a match)."""

    force: bool = switch(False, help=N_("Overwrite FILE if it already exists."))


def check_wait(wait: float | str | None) -> float:
    """``--wait`` in seconds (a number, or the text of the command line; None: the
    default), checked by its declaration: a number from 0 to 86400."""
    if wait is None:
        return DEFAULT_WAIT
    return float(check_value(declarations(WaitOption)[0], wait))


#: What a lock file adds to the name of the file it guards.
LOCK_SUFFIX = ".kitgen-lock"
_NAME_MAX = 255


def lock_file_for(real: Path) -> Path:
    """The lock file of the real file ``real``: ``.NAME.kitgen-lock`` beside it (the name cut
    so that it fits the file system's 255 bytes)."""
    room = _NAME_MAX - 1 - len(LOCK_SUFFIX)
    raw = os.fsencode(real.name)
    stem = real.name if len(raw) <= room else os.fsdecode(raw[:room])
    return real.parent / f".{stem}{LOCK_SUFFIX}"


def remove_stale_locks(folder: Path) -> list[Path]:
    """Remove the lock files in ``folder`` that no live kitgen holds (left by one killed
    while it held them: harmless, but clutter); a held one is left alone. What was removed.
    On Windows lock files are kept by design (see :class:`_Lock`)."""
    if os.name == "nt":
        return []
    try:
        names = [n for n in os.listdir(folder) if n.startswith(".") and n.endswith(LOCK_SUFFIX)]
    except OSError:
        return []
    removed = []
    for name in names:
        path = folder / name
        if not path.is_file() or path.is_symlink():
            continue
        lock = _Lock(path, name, path)
        with contextlib.suppress(KitgenError, OSError):
            if lock.try_acquire():
                lock.release()  # removes the file while it is held
                removed.append(path)
    return removed


#: Called with a line to show when a command has waited a second for a lock (the command
#: line prints it on stderr; see :func:`on_wait`). The library itself prints nothing.
_notice: Callable[[str], None] | None = None


def on_wait(notice: Callable[[str], None] | None) -> None:
    """Have ``notice`` told when a command waits for a lock another kitgen holds."""
    global _notice
    _notice = notice


class _Lock:
    """An exclusive lock on one lock file, held through an open descriptor."""

    def __init__(self, path: Path, shown: str, guarded: Path) -> None:
        self.path = path
        self.shown = shown
        #: The file the lock guards (whether it exists yet decides what a failure says).
        self.guarded = guarded
        self.fd: int | None = None

    def _open(self) -> int:
        flags = os.O_CREAT | getattr(os, "O_NOFOLLOW", 0)  # never follow a link
        try:
            try:
                return os.open(self.path, os.O_RDWR | flags, 0o666)
            except PermissionError:  # another user's lock file: reading is enough to lock
                return os.open(self.path, os.O_RDONLY | flags, 0o666)
        except OSError as err:
            if not os.path.lexists(self.guarded):
                raise KitgenError(
                    _(
                        "cannot write {file}: {reason} — nothing was written; give a folder "
                        "you can write in",
                        file=self.shown,
                        reason=os_reason(err),
                    )
                ) from None
            raise KitgenError(
                _(
                    "cannot write {file}: {reason} — the old file is intact; "
                    "move it to a folder you can write in",
                    file=self.shown,
                    reason=os_reason(err),
                )
            ) from None

    def _still_there(self, fd: int) -> bool:
        """Whether the lock file we hold is still the one at its path (the last holder
        removes it before letting go)."""
        if os.name == "nt":
            return True
        try:
            now = os.stat(self.path, follow_symlinks=False)
        except FileNotFoundError:
            return False
        held = os.fstat(fd)
        return (now.st_dev, now.st_ino) == (held.st_dev, held.st_ino)

    def try_acquire(self) -> bool:
        fd = self._open()
        try:
            if sys.platform == "win32":
                import msvcrt

                msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
            else:
                import fcntl

                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:  # held by another kitgen
            os.close(fd)
            return False
        if not self._still_there(fd):  # won the lock of a file since removed: again
            os.close(fd)
            return self.try_acquire()
        self.fd = fd
        return True

    def acquire(self, timeout: float) -> bool:
        """Try until ``timeout`` seconds have passed; whether the lock is now held."""
        deadline = time.monotonic() + timeout
        while not self.try_acquire():
            if time.monotonic() >= deadline:
                return False
            time.sleep(0.05)
        return True

    def release(self) -> None:
        if self.fd is None:
            return
        if os.name != "nt":  # removed while still held: nobody can take it half-removed
            with contextlib.suppress(OSError):
                os.unlink(self.path)
        try:
            if sys.platform == "win32":
                import msvcrt

                os.lseek(self.fd, 0, os.SEEK_SET)
                msvcrt.locking(self.fd, msvcrt.LK_UNLCK, 1)
            else:
                import fcntl

                fcntl.flock(self.fd, fcntl.LOCK_UN)
        finally:
            os.close(self.fd)
            self.fd = None


@contextlib.contextmanager
def changing(
    path: str | os.PathLike[str], wait: float | str | None = DEFAULT_WAIT
) -> Iterator[Path]:
    """Hold the one lock on ``path`` from read to write; yield the real file to use.

    A link is resolved once: the real file is locked, read and written. Another kitgen
    holding the lock is waited for; after 1 s a line on stderr says so, after ``wait``
    seconds a ``KitgenError`` gives up.
    """
    seconds = check_wait(wait)
    shown = display_name(path)
    real = real_target(path)
    folder = real.parent
    if not folder.is_dir():
        blocking = in_the_way(real)
        if blocking is not None:
            raise KitgenError(through_a_file(shown, blocking, _("nothing was changed")))
        raise KitgenError(
            _(
                "folder {folder} does not exist — create it first, or give another path",
                folder=display_name(folder),
            )
        )
    lock = _Lock(lock_file_for(real), shown, real)
    if not lock.acquire(min(seconds, NOTICE_AFTER)):
        if seconds <= NOTICE_AFTER:
            raise KitgenError(_gave_up(shown, seconds))
        if _notice is not None:
            _notice(_("waiting for {file} (another kitgen is writing it)…", file=shown))
        if not lock.acquire(seconds - NOTICE_AFTER):
            raise KitgenError(_gave_up(shown, seconds))
    try:
        real = real_target(path)  # the link may have changed while we waited
        yield real
    finally:
        lock.release()


def _gave_up(shown: str, wait: float) -> str:
    return _(
        "gave up after {wait} s: another kitgen is still writing {file} — nothing was "
        "changed; try again, or wait longer with --wait SECONDS",
        wait=short(wait),
        file=shown,
    )
