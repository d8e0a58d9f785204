"""What a path names, before kitgen writes it: links resolved once, only regular files."""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

from kitgen.core.errors import KitgenError
from kitgen.core.messages import DEFAULT, N_, _, language


def kind(mode: int) -> str:
    """What a path that is not a regular file is, in the language in use."""
    if stat.S_ISDIR(mode):
        return _("a folder")
    if stat.S_ISFIFO(mode):
        return _("a FIFO (named pipe)")
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return _("a device")
    if stat.S_ISSOCK(mode):
        return _("a socket")
    return _("not a regular file")


def display_name(path: str | os.PathLike[str]) -> str:
    return os.fspath(path) or "''"


def real_target(path: str | os.PathLike[str]) -> Path:
    """The real file to write for ``path``: a symbolic link resolved once.

    ``KitgenError`` when ``path`` is empty, a dangling link, or names something that is not a
    regular file (a folder, FIFO, device or socket): only a regular file is ever replaced.
    """
    name = os.fspath(path)
    if not name:
        raise KitgenError(_("cannot write '': the file name is empty — give a file name"))
    if "\x00" in name:
        raise KitgenError(
            _("cannot write {file}: a file name cannot hold a NUL character", file=repr(name))
        )
    target = Path(name)
    try:
        linked = stat.S_ISLNK(os.lstat(target).st_mode)
    except FileNotFoundError:
        linked = False
    except OSError as err:
        raise KitgenError(_nothing_written(name, err)) from None
    if linked:
        real = Path(os.path.realpath(target))
        if not os.path.lexists(real) or os.path.islink(real):
            raise KitgenError(
                _(
                    "cannot write {file}: it is a link to {target}, which does not exist — "
                    "remove the link or give another name",
                    file=name,
                    target=real,
                )
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
        raise KitgenError(_nothing_written(shown, err)) from None
    if not stat.S_ISREG(mode):
        raise KitgenError(
            _(
                "cannot write {file}: it is {kind} — kitgen only ever replaces a regular "
                "file; give the name of a file",
                file=shown,
                kind=kind(mode),
            )
        )
    return True


def _nothing_written(name: str, err: OSError) -> str:
    return _(
        "cannot write {file}: {reason} — nothing was written", file=name, reason=os_reason(err)
    )


#: The system's reasons kitgen says in the players' language, by their English (Linux) text;
#: in English the system's own words are kept.
REASONS = {
    errno.EACCES: N_("Permission denied"),
    errno.EPERM: N_("Operation not permitted"),
    errno.ENOSPC: N_("No space left on device"),
    errno.EROFS: N_("Read-only file system"),
    errno.ENOENT: N_("No such file or directory"),
    errno.ENOTDIR: N_("Not a directory"),
    errno.EISDIR: N_("Is a directory"),
    errno.ENAMETOOLONG: N_("File name too long"),
}


def os_reason(err: OSError) -> str:
    """Why the system refused: in English as the system says it, in another language in its
    words when kitgen knows the reason."""
    if err.errno == errno.EFBIG:
        return _("the file is too large for this disk or your file size limit")
    known = REASONS.get(err.errno) if err.errno is not None else None
    if known is not None and language() != DEFAULT:
        return _(known)
    return err.strerror or str(err)
