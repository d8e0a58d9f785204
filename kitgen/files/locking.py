"""The one lock of a file a command reads, changes and writes back (a game, a match).

Lock files live in a private per-user folder, named after the real file's full path, never
beside the user's file. The standard library's own locks do the locking — ``fcntl.flock``
on Linux and macOS, ``msvcrt.locking`` on Windows — each imported only when a lock is
taken, so every module imports on every platform and a referee command pays nothing for it
(the ``filelock`` package cost 12–50 ms of start-up).
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import stat
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

from kitgen.core.errors import KitgenError
from kitgen.files.targets import display_name, os_reason, real_target

#: Seconds a command waits for another kitgen writing the same file (``--wait``).
DEFAULT_WAIT = 30.0
MAX_WAIT = 86400.0
#: After this many seconds of waiting for a lock, say so on stderr.
NOTICE_AFTER = 1.0


def check_wait(wait: float) -> float:
    """``--wait`` in seconds: a number from 0 to 86400."""
    if not 0 <= wait <= MAX_WAIT:  # also refuses nan
        raise KitgenError(f"--wait {wait}: give the seconds to wait, from 0 to {MAX_WAIT:.0f}")
    return float(wait)


def lock_folder() -> Path:
    """The private folder of this user's lock files (created on first use)."""
    if os.name == "nt":
        base = os.environ.get("LOCALAPPDATA") or tempfile.gettempdir()
        folder = Path(base) / "kitgen" / "locks"
    else:
        runtime = os.environ.get("XDG_RUNTIME_DIR")
        if runtime and os.path.isdir(runtime) and os.stat(runtime).st_uid == os.getuid():
            folder = Path(runtime) / "kitgen-locks"
        else:
            folder = Path(tempfile.gettempdir()) / f"kitgen-locks-{os.getuid()}"
    try:
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        info = os.lstat(folder)
    except OSError as err:
        raise KitgenError(f"cannot make the lock folder {folder}: {os_reason(err)}") from None
    if not stat.S_ISDIR(info.st_mode) or (os.name == "posix" and info.st_uid != os.getuid()):
        raise KitgenError(
            f"the lock folder {folder} is not kitgen's own (a link, a file or another user's) "
            "— remove it and run again"
        )
    if os.name == "posix" and info.st_mode & 0o077:
        os.chmod(folder, 0o700)
    return folder


def lock_file_for(real: Path) -> Path:
    """The lock file of the real file ``real``: named after its full path, every link in
    it resolved (so a linked folder and the folder itself share one lock)."""
    key = os.path.normcase(os.path.realpath(real))
    digest = hashlib.sha256(os.fsencode(key)).hexdigest()[:32]
    return lock_folder() / f"{digest}.lock"


class _Lock:
    """An exclusive lock on one lock file, held through an open descriptor."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.fd: int | None = None

    def try_acquire(self) -> bool:
        flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0)  # never follow a link
        try:
            fd = os.open(self.path, flags, 0o600)
        except OSError as err:
            raise KitgenError(f"cannot open the lock {self.path}: {os_reason(err)}") from None
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
def changing(path: str | os.PathLike[str], wait: float = DEFAULT_WAIT) -> Iterator[Path]:
    """Hold the one lock on ``path`` from read to write; yield the real file to use.

    A link is resolved once: the real file is locked, read and written. Another kitgen
    holding the lock is waited for; after 1 s a line on stderr says so, after ``wait``
    seconds a ``KitgenError`` gives up.
    """
    wait = check_wait(wait)
    shown = display_name(path)
    real = real_target(path)
    folder = real.parent
    if not folder.is_dir():
        what = "is not a folder" if folder.exists() else "does not exist"
        raise KitgenError(f"folder {folder} {what} — create it first, or give another path")
    lock = _Lock(lock_file_for(real))
    if not lock.acquire(min(wait, NOTICE_AFTER)):
        if wait <= NOTICE_AFTER:
            raise KitgenError(_gave_up(shown, wait))
        print(f"waiting for {shown} (another kitgen is writing it)…", file=sys.stderr, flush=True)
        if not lock.acquire(wait - NOTICE_AFTER):
            raise KitgenError(_gave_up(shown, wait))
    try:
        real = real_target(path)  # the link may have changed while we waited
        yield real
    finally:
        lock.release()


def _gave_up(shown: str, wait: float) -> str:
    return (
        f"gave up after {wait:g} s: another kitgen is still writing {shown} — nothing was "
        "changed; try again, or wait longer with --wait SECONDS"
    )
