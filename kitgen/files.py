"""Files: writing so that an interrupted or failed run never leaves half a file, changing a
user's file under a lock, and reading a user's file with errors that say what is wrong and
how to fix it.

The one place that touches the file system for kitgen's own files:

- :func:`atomic_writer` / :func:`write_bytes` / :func:`write_text` write a temporary file
  beside the target and rename it over the target only once it is complete. A symbolic link
  is followed once and the real file replaced; only a regular file (or nothing) is ever
  replaced. Leftovers of an earlier run that was killed are removed. Every ``OSError`` becomes
  ``KitgenError("cannot write PATH: REASON — the old file is intact")``.
- :func:`changing` holds the one lock for a file a command reads, changes and writes back
  (a game, a match). Lock files live in a private per-user folder, never beside the file.
- :func:`read_text_file` and friends read a user's file of at most :data:`MAX_FILE_BYTES`,
  refusing FIFOs and devices instead of hanging on them.
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import os
import re
import stat
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any

from kitgen.errors import KitgenError

#: The largest user file kitgen reads (spec, rules, game, match, round files), in bytes.
MAX_FILE_BYTES = 4 * 1024 * 1024
#: The deepest nesting of lists and tables read from a user's JSON or TOML file.
MAX_NESTING = 64
#: The most digits of a whole number read from a user's JSON file.
MAX_JSON_DIGITS = 100
#: Seconds a command waits for another kitgen writing the same file (``--wait``).
DEFAULT_WAIT = 30.0
MAX_WAIT = 86400.0
#: After this many seconds of waiting for a lock, say so on stderr.
NOTICE_AFTER = 1.0

_TEMP_SUFFIX = ".tmp"


# -- what a path is ---------------------------------------------------------------------------


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a FIFO (named pipe)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def _shown(path: str | os.PathLike[str]) -> str:
    return os.fspath(path) or "''"


def real_target(path: str | os.PathLike[str]) -> Path:
    """The real file to write for ``path``: a symbolic link resolved once.

    ``KitgenError`` when ``path`` is empty, a dangling link, or names something that is not a
    regular file (a folder, FIFO, device or socket): only a regular file is ever replaced.
    """
    name = os.fspath(path)
    if not name:
        raise KitgenError("cannot write '': the file name is empty — give a file name")
    if "\x00" in name:
        raise KitgenError(f"cannot write {name!r}: a file name cannot hold a NUL character")
    target = Path(name)
    try:
        linked = stat.S_ISLNK(os.lstat(target).st_mode)
    except FileNotFoundError:
        linked = False
    except OSError as err:
        raise KitgenError(f"cannot write {name}: {_reason(err)} — nothing was written") from None
    if linked:
        real = Path(os.path.realpath(target))
        if not os.path.lexists(real) or os.path.islink(real):
            raise KitgenError(
                f"cannot write {name}: it is a link to {real}, which does not exist — "
                "remove the link or give another name"
            )
        target = real
    _refuse_special(target, name)
    return target


def _refuse_special(target: Path, shown: str) -> bool:
    """Whether ``target`` exists (as a regular file); ``KitgenError`` if it is anything else."""
    try:
        mode = os.lstat(target).st_mode
    except (FileNotFoundError, NotADirectoryError):
        return False
    except OSError as err:
        raise KitgenError(f"cannot write {shown}: {_reason(err)} — nothing was written") from None
    if not stat.S_ISREG(mode):
        raise KitgenError(
            f"cannot write {shown}: it is {_kind(mode)} — kitgen only ever replaces a regular "
            "file; give the name of a file"
        )
    return True


def _reason(err: OSError) -> str:
    if err.errno == errno.EFBIG:
        return "the file is too large for this disk or your file size limit"
    return err.strerror or str(err)


# -- writing ----------------------------------------------------------------------------------


@contextlib.contextmanager
def atomic_writer(path: str | os.PathLike[str], mode: str = "wb") -> Iterator[IO]:
    """Open a temporary file beside ``path``; rename it over ``path`` only on success.

    On any exception (or Ctrl-C) the temporary file is removed and ``path`` is untouched.
    An ``OSError`` becomes a ``KitgenError`` that names the path and says the old file is
    intact (or that nothing was written).
    """
    shown = _shown(path)
    target = real_target(path)
    existed = _refuse_special(target, shown)
    state = "the old file is intact" if existed else "nothing was written"
    tmp: str | None = None
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        remove_leftovers(target)
        fd, tmp = tempfile.mkstemp(
            prefix=f".{target.name}.", suffix=_TEMP_SUFFIX, dir=target.parent
        )
        _hold(fd)  # a live writer's temporary file is never taken for a leftover
        encoding = None if "b" in mode else "utf-8"
        with os.fdopen(fd, mode, encoding=encoding) as handle:
            yield handle
            handle.flush()
            os.fsync(handle.fileno())
            os.chmod(tmp, 0o666 & ~_umask())
            _refuse_special(target, shown)  # it may have changed while we wrote
            if os.name == "posix":  # rename while still holding the temporary file's lock
                os.replace(tmp, target)
                tmp = None
        if tmp is not None:  # Windows renames only a closed file
            os.replace(tmp, target)
            tmp = None
    except OSError as err:
        raise KitgenError(f"cannot write {shown}: {_reason(err)} — {state}") from None
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
    pattern = re.compile(rf"\.{re.escape(target.name)}\.[a-z0-9_]{{8}}{re.escape(_TEMP_SUFFIX)}")
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


# -- changing a file under a lock -------------------------------------------------------------


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
        raise KitgenError(f"cannot make the lock folder {folder}: {_reason(err)}") from None
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
    shown = _shown(path)
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


# -- reading ----------------------------------------------------------------------------------


def read_bytes_file(
    path: str | os.PathLike[str], what: str, missing: str = "not found — check the path"
) -> bytes:
    """The bytes of a user's regular file of at most :data:`MAX_FILE_BYTES`.

    A FIFO, device or folder is refused without opening it for a blocking read, so
    ``/dev/zero``, ``/dev/urandom`` or a named pipe never hang kitgen or fill its memory.
    """
    source = Path(path)
    if not os.fspath(path):
        raise KitgenError(f"{what} '': the file name is empty — give the path of a file")
    try:
        flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
        fd = os.open(source, flags)
    except FileNotFoundError:
        raise KitgenError(f"{what} {source} {missing}") from None
    except IsADirectoryError:
        raise KitgenError(f"{what} {source} is a folder — give the path of a file") from None
    except (OSError, ValueError) as err:
        reason = err.strerror if isinstance(err, OSError) else str(err)
        raise KitgenError(f"cannot read {what} {source}: {reason}") from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise KitgenError(f"{what} {source} is a folder — give the path of a file")
        if not stat.S_ISREG(info.st_mode):
            raise KitgenError(
                f"cannot read {what} {source}: it is {_kind(info.st_mode)} — give the path "
                "of a regular file"
            )
        if info.st_size > MAX_FILE_BYTES:
            raise KitgenError(_too_big(what, source))
        chunks: list[bytes] = []
        size = 0
        while size <= MAX_FILE_BYTES:
            chunk = os.read(fd, 1 << 16)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > MAX_FILE_BYTES:
            raise KitgenError(_too_big(what, source))
        return b"".join(chunks)
    except OSError as err:
        raise KitgenError(f"cannot read {what} {source}: {err.strerror}") from None
    finally:
        os.close(fd)


def _too_big(what: str, source: Path) -> str:
    return (
        f"{what} {source} is larger than {MAX_FILE_BYTES // (1024 * 1024)} MB, the most "
        "kitgen reads — is it the right file?"
    )


def read_text_file(
    path: str | os.PathLike[str], what: str, missing: str = "not found — check the path"
) -> str:
    """The UTF-8 text of a user's file; a ``KitgenError`` naming ``what`` and the fix if not.

    ``what`` names the file for the user ("rules file", "game file"); ``missing`` finishes
    the sentence when the file is not there ("not found — start one with ...").
    """
    data = read_bytes_file(path, what, missing)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise KitgenError(f"cannot read {what} {path}: it is not UTF-8 text") from None


def nesting(data: Any) -> int:
    """How deeply lists and dicts nest in ``data`` (0 for a plain value), without recursion."""
    deepest = 0
    stack: list[tuple[Any, int]] = [(data, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            children: Any = item.values()
        elif isinstance(item, list):
            children = item
        else:
            continue
        deepest = max(deepest, depth)
        if deepest > MAX_NESTING:
            break
        stack.extend((child, depth + 1) for child in children)
    return deepest


def _check_nesting(data: Any, what: str, path: str | os.PathLike[str]) -> Any:
    if nesting(data) > MAX_NESTING:
        raise KitgenError(_too_deep(what, path))
    return data


def _too_deep(what: str, path: str | os.PathLike[str]) -> str:
    return (
        f"{what} {path} nests lists or tables more than {MAX_NESTING} deep — is it the right file?"
    )


def read_toml_file(
    path: str | os.PathLike[str], what: str, missing: str = "not found — check the path"
) -> dict[str, Any]:
    """A user's TOML file as a dict, with the errors of ``read_text_file`` and bad TOML."""
    import tomllib

    text = read_text_file(path, what, missing)
    try:
        return _check_nesting(tomllib.loads(text), what, path)
    except tomllib.TOMLDecodeError as err:
        raise KitgenError(f"{what} {path} cannot be read: it is not valid TOML ({err})") from None
    except RecursionError:
        raise KitgenError(_too_deep(what, path)) from None


def _json_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_JSON_DIGITS:
        digits = len(text.lstrip("-"))
        raise KitgenError(f"a number of {digits:,} digits (at most {MAX_JSON_DIGITS})")
    return int(text)


def _json_constant(name: str) -> Any:
    raise KitgenError(f"{name} is not a number kitgen reads (JSON has no {name})")


def loads_json(text: str, what: str, path: str | os.PathLike[str]) -> Any:
    """Parse a user's JSON text: bounded nesting and numbers, errors naming the file."""
    import json

    try:
        return _check_nesting(
            json.loads(text, parse_int=_json_int, parse_constant=_json_constant), what, path
        )
    except json.JSONDecodeError as err:
        raise KitgenError(
            f"{what} {path} is not valid JSON: {err.msg} at line {err.lineno}, column {err.colno}"
        ) from None
    except RecursionError:
        raise KitgenError(_too_deep(what, path)) from None
    except KitgenError as err:
        raise KitgenError(f"{what} {path} cannot be read: {err}") from None


def read_json_file(
    path: str | os.PathLike[str], what: str, missing: str = "not found — check the path"
) -> Any:
    """A user's JSON file, with the errors of ``read_text_file`` and bad JSON."""
    return loads_json(read_text_file(path, what, missing), what, path)
