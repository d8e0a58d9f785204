"""What a path names, before kitgen writes it: links resolved once, only regular files."""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

from kitgen.core.errors import KitgenError


def kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a FIFO (named pipe)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def display_name(path: str | os.PathLike[str]) -> str:
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
        raise KitgenError(f"cannot write {name}: {os_reason(err)} — nothing was written") from None
    if linked:
        real = Path(os.path.realpath(target))
        if not os.path.lexists(real) or os.path.islink(real):
            raise KitgenError(
                f"cannot write {name}: it is a link to {real}, which does not exist — "
                "remove the link or give another name"
            )
        target = real
    refuse_special(target, name)
    return target


def refuse_special(target: Path, shown: str) -> bool:
    """Whether ``target`` exists (as a regular file); ``KitgenError`` if it is anything else."""
    try:
        mode = os.lstat(target).st_mode
    except (FileNotFoundError, NotADirectoryError):
        return False
    except OSError as err:
        raise KitgenError(f"cannot write {shown}: {os_reason(err)} — nothing was written") from None
    if not stat.S_ISREG(mode):
        raise KitgenError(
            f"cannot write {shown}: it is {kind(mode)} — kitgen only ever replaces a regular "
            "file; give the name of a file"
        )
    return True


def os_reason(err: OSError) -> str:
    if err.errno == errno.EFBIG:
        return "the file is too large for this disk or your file size limit"
    return err.strerror or str(err)
