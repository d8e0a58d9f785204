"""Standard streams that cannot turn a committed change into a failure.

``kitgen game pass g.json | head -0`` records the pass, then finds its stdout closed. Python
would raise ``BrokenPipeError`` on the next print, and the command would end with a traceback
or exit 1 although the pass is in the file. :func:`guard_streams` (called once by the console
script, before any command runs) makes stdout drop what nobody reads, so the command ends
with its own exit code; and it fills closed standard descriptors with the null device, so a
file kitgen opens can never become descriptor 1 and receive what is printed.

It also makes both streams print in whatever encoding the terminal or a redirect has
(``PYTHONIOENCODING=cp1252``, as Python on Windows writes a redirect): a character the
encoding lacks is written in a plain form (:mod:`kitgen.core.plain`: ``−`` as ``-``, ``×``
as ``x``, Cyrillic in Latin letters), never an ``UnicodeEncodeError`` that would end the
command with a traceback and exit 1.
"""

from __future__ import annotations

import codecs
import contextlib
import errno
import io
import os
import sys
from typing import TYPE_CHECKING

from kitgen.core.plain import ASCII, plain_errors

if TYPE_CHECKING:
    from _typeshed import ReadableBuffer

_GONE = {errno.EPIPE, errno.EINVAL, errno.EBADF}


class _QuietOutput(io.RawIOBase):
    """Descriptor 1 as a raw stream: once the reader has gone, writes vanish without error.

    Any other failure (a full disk, an I/O error: ``kitgen check 1=1 > /dev/full``) is kept
    in ``failed`` and the rest of the output dropped too, so that the command finishes what
    it was doing; :func:`output_failure` tells the console script, which says so on stderr.
    """

    def __init__(self, fd: int) -> None:
        super().__init__()
        self._fd = fd
        self.gone = False
        self.failed: OSError | None = None

    def writable(self) -> bool:
        return True

    def fileno(self) -> int:
        return self._fd

    def isatty(self) -> bool:
        return not self.gone and os.isatty(self._fd)

    def write(self, data: ReadableBuffer) -> int:
        size = len(memoryview(data))
        if self.gone:
            return size
        try:
            return os.write(self._fd, data)
        except OSError as err:
            if err.errno not in _GONE:
                self.failed = err
            self.gone = True
            _to_null(self._fd)
            return size


def _to_null(fd: int) -> None:
    """Point ``fd`` at the null device (so Python's own exit flush finds nothing to fail)."""
    with contextlib.suppress(OSError):
        null = os.open(os.devnull, os.O_WRONLY)
        if null != fd:
            os.dup2(null, fd)
            os.close(null)


_OUTPUT: list[_QuietOutput] = []


def output_failure() -> OSError | None:
    """Why standard output could not be written (not a closed pipe), or None."""
    return _OUTPUT[0].failed if _OUTPUT else None


def guard_streams() -> None:
    """Fill closed descriptors 0-2 and make ``sys.stdout`` quiet on a closed pipe."""
    for fd in (0, 1, 2):
        try:
            os.fstat(fd)
        except OSError:
            with contextlib.suppress(OSError):
                null = os.open(os.devnull, os.O_RDWR)
                if null != fd:
                    os.dup2(null, fd)
                    os.close(null)
    if sys.stderr is None:  # descriptor 2 was closed at start: messages go nowhere, quietly
        sys.stderr = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115
    elif isinstance(sys.stderr, io.TextIOWrapper) and sys.stderr.errors != "strict":
        # Python's default there is backslashreplace
        if codecs.lookup(sys.stderr.encoding).name == "ascii":
            sys.stderr.reconfigure(encoding=ASCII, errors=plain_errors(ASCII))
        else:
            sys.stderr.reconfigure(errors=plain_errors(sys.stderr.encoding))
    old = sys.stdout
    if os.name == "nt" and os.isatty(1):
        return  # a Windows console is never a closed pipe, and has its own text writer
    encoding = getattr(old, "encoding", None) or "utf-8"
    errors = getattr(old, "errors", None) or "strict"
    if codecs.lookup(encoding).name == "ascii":
        encoding = ASCII
    # as Python set it, unless PYTHONIOENCODING names a handler (the C locale's surrogateescape)
    if errors in ("strict", "surrogateescape"):
        errors = plain_errors(encoding)
    line_buffering = bool(getattr(old, "line_buffering", False))
    raw = _QuietOutput(1)
    _OUTPUT[:] = [raw]
    sys.stdout = io.TextIOWrapper(
        io.BufferedWriter(raw),
        encoding=encoding,
        errors=errors,
        line_buffering=line_buffering,
        write_through=True,
    )
