"""What a path names, before kitgen writes it: links resolved once, only regular files."""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

from kitgen.core.errors import KitgenError, display_name
from kitgen.core.messages import DEFAULT, N_, _, language
from kitgen.core.speech import INVISIBLE


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


def what_is(mode: int) -> str:
    """What a path that is not a folder is (``a file``, ``a device``…), in the language in
    use: what a message names where a folder should be."""
    return _("a file") if stat.S_ISREG(mode) else kind(mode)


def command_word(path: str | os.PathLike[str]) -> str:
    """``path`` as a message writes it inside a command to copy (``kitgen game new
    'my game.json'``), so that the command runs as printed: quoted for the shell as needed;
    ``./`` before a name that starts with ``-`` (else an option); a name with a character
    that does not show (a byte the locale cannot decode, a control character) in the
    shell's ``$'…'`` quotes, its bytes other than printable ASCII as ``\\xNN`` (bash, zsh,
    ksh and POSIX sh), so the line stays printable ASCII on one line."""
    import shlex

    text = os.fspath(path)
    if text.startswith("-"):
        text = "./" + text
    if text.isprintable() and INVISIBLE.isdisjoint(text):
        return display_name(shlex.quote(text))
    return display_name("$'" + "".join(map(_c_escaped, os.fsencode(text))) + "'")


def _c_escaped(byte: int) -> str:
    """One byte of a file name inside the shell's ``$'…'``."""
    if chr(byte) in "\\'":
        return "\\" + chr(byte)
    return chr(byte) if 0x20 <= byte < 0x7F else f"\\x{byte:02x}"


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
            _(
                "cannot write {file}: a file name cannot hold a NUL character",
                file=display_name(name),
            )
        )
    target = Path(name)
    try:
        linked = stat.S_ISLNK(os.lstat(target).st_mode)
    except FileNotFoundError:
        linked = False
    except OSError as err:
        raise KitgenError(_nothing_written(display_name(name), err, target)) from None
    if linked:
        real = Path(os.path.realpath(target))
        if not os.path.lexists(real) or os.path.islink(real):
            raise KitgenError(
                _(
                    "cannot write {file}: it is a link to {target}, which does not exist — "
                    "remove the link or give another name",
                    file=display_name(name),
                    target=display_name(real),
                )
            )
        target = real
    refuse_special(target, display_name(name))
    return target


def check_writable(path: str | os.PathLike[str]) -> Path:
    """The real file :func:`real_target` gives for ``path``, once it is clear that it can be
    written: before a long run whose answer goes into it (``kitgen lab --plot``), not after.

    ``KitgenError`` as :func:`real_target`, and when a folder on the way is a file or the
    nearest folder that exists cannot be written in.
    """
    name = display_name(path)
    target = real_target(path)
    blocking = in_the_way(target)
    if blocking is not None:
        raise KitgenError(through_a_file(name, blocking, _("nothing was written")))
    folder = target.parent
    while not os.path.lexists(folder) and folder != folder.parent:
        folder = folder.parent
    if not os.access(folder, os.W_OK | os.X_OK):
        refused = errno.EROFS if _read_only(folder) else errno.EACCES
        said = cannot_write(
            name, OSError(refused, os.strerror(refused)), target, _("nothing was written")
        )
        raise KitgenError(said)
    return target


def _read_only(folder: Path) -> bool:
    """Whether ``folder`` is on a file system mounted read-only."""
    try:
        return bool(os.statvfs(folder).f_flag & os.ST_RDONLY)
    except (OSError, AttributeError):  # no statvfs on Windows
        return False


def refuse_special(target: Path, shown: str) -> bool:
    """Whether ``target`` exists (as a regular file); ``KitgenError`` if it is anything else."""
    try:
        mode = os.lstat(target).st_mode
    except (FileNotFoundError, NotADirectoryError):
        return False
    except OSError as err:
        raise KitgenError(_nothing_written(shown, err, target)) from None
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


def _nothing_written(name: str, err: OSError, target: Path) -> str:
    return cannot_write(name, err, target, _("nothing was written"))


def cannot_write(name: str, err: OSError, target: Path, state: str) -> str:
    """The message for the system refusing to write ``target`` (shown as ``name``); ``state``
    says whether the old file is intact. A path through a file (``notes.txt/game.json``)
    names that file, which is in the way."""
    blocking = in_the_way(target) if err.errno in (errno.ENOTDIR, errno.EEXIST) else None
    if blocking is not None:
        return through_a_file(name, blocking, state)
    if err.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return _(
            "cannot write {file}: {reason} — {state}; give a folder you can write in",
            file=name,
            reason=os_reason(err),
            state=state,
        )
    if err.errno == errno.EFBIG:
        return _(
            "cannot write {file}: {reason} — {state}; raise the file size limit (ulimit -f), "
            "or write to another disk",
            file=name,
            reason=os_reason(err),
            state=state,
        )
    if err.errno in (errno.ENOSPC, errno.EDQUOT):
        return _(
            "cannot write {file}: {reason} — {state}; make room on that disk, or write to "
            "another one",
            file=name,
            reason=os_reason(err),
            state=state,
        )
    return _(
        "cannot write {file}: {reason} — {state}", file=name, reason=os_reason(err), state=state
    )


def through_a_file(name: str, blocking: tuple[Path, str], state: str) -> str:
    """The message for a path that runs through a file (``blocking``, from :func:`in_the_way`)
    where a folder should be."""
    return _(
        "cannot write {file}: {folder} is {kind}, not a folder — {state}; give a path "
        "through folders only (another --out or file name)",
        file=name,
        folder=display_name(blocking[0]),
        kind=blocking[1],
        state=state,
    )


def in_the_way(target: Path) -> tuple[Path, str] | None:
    """The first of ``target``'s folders that is something else (a file, a FIFO, a device),
    and what it is; None when each one that exists is a folder."""
    for folder in reversed(target.parents):
        try:
            mode = os.stat(folder).st_mode
        except OSError:
            return None
        if not stat.S_ISDIR(mode):
            return folder, what_is(mode)
    return None


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
    errno.EIO: N_("Input/output error"),
    errno.ELOOP: N_("Too many levels of symbolic links"),
    errno.EBUSY: N_("Device or resource busy"),
    errno.EDQUOT: N_("Disk quota exceeded"),
    errno.EINVAL: N_("Invalid argument"),
    errno.ENXIO: N_("No such device or address"),
    errno.ENODEV: N_("No such device"),
    errno.ETXTBSY: N_("Text file busy"),
    errno.EMFILE: N_("Too many open files"),
}


def current_folder_gone(err: OSError) -> bool:
    """Whether ``err`` is a relative path's not found because the current folder itself was
    deleted or moved since the run began (the system says only "No such file or directory")."""
    if err.errno != errno.ENOENT or (err.filename and os.path.isabs(err.filename)):
        return False
    try:
        os.getcwd()
    except FileNotFoundError:
        return True
    return False


def os_reason(err: OSError) -> str:
    """Why the system refused: in English as the system says it, in another language in its
    words when kitgen knows the reason."""
    if current_folder_gone(err):
        return _(
            "the current folder no longer exists (it was deleted or moved; change to one that does)"
        )
    if err.errno == errno.EFBIG:
        return _("the file is too large for this disk or your file size limit")
    known = REASONS.get(err.errno) if err.errno is not None else None
    if known is not None and language() != DEFAULT:
        return _(known)
    return err.strerror or str(err)
