"""The one lock of a file a command reads, changes and writes back (a game, a match).

Lock files live in a private per-user folder, named after the real file's full path, never
beside the user's file. ``filelock`` does the locking (fcntl on Unix, Windows too).
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import stat
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

from kitgen.errors import KitgenError
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


@contextlib.contextmanager
def changing(path: str | os.PathLike[str], wait: float = DEFAULT_WAIT) -> Iterator[Path]:
    """Hold the one lock on ``path`` from read to write; yield the real file to use.

    A link is resolved once: the real file is locked, read and written. Another kitgen
    holding the lock is waited for; after 1 s a line on stderr says so, after ``wait``
    seconds a ``KitgenError`` gives up.
    """
    from filelock import FileLock, Timeout

    wait = check_wait(wait)
    shown = display_name(path)
    real = real_target(path)
    folder = real.parent
    if not folder.is_dir():
        what = "is not a folder" if folder.exists() else "does not exist"
        raise KitgenError(f"folder {folder} {what} — create it first, or give another path")
    lock = FileLock(str(lock_file_for(real)))
    try:
        lock.acquire(timeout=min(wait, NOTICE_AFTER), poll_interval=0.05)
    except Timeout:
        if wait <= NOTICE_AFTER:
            raise KitgenError(_gave_up(shown, wait)) from None
        print(f"waiting for {shown} (another kitgen is writing it)…", file=sys.stderr, flush=True)
        try:
            lock.acquire(timeout=wait - NOTICE_AFTER, poll_interval=0.05)
        except Timeout:
            raise KitgenError(_gave_up(shown, wait)) from None
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
