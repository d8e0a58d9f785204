"""One worker process of a lab run: started by :mod:`kitgen.simulation.run`, it plays the
games it is handed and sends each result back, and says nothing else, ever.

It is a plain ``python -c`` child, not a :mod:`multiprocessing` one, so a script that calls
``kitgen.lab.binary(...)`` at its top level (no ``if __name__ == "__main__":``) is not run
again in every worker. The parent starts it in a session of its own with stdout and stderr
on the null device: a Ctrl-C at the terminal reaches the parent only, and nothing a worker
could print reaches the user. When the parent dies (``kill -9``, the out-of-memory killer)
the worker notices within half a second and ends without a word.

The protocol, on the worker's stdin and the copy of its stdout it keeps: messages of an
8-byte length and a pickle. The parent sends ``sys.path``, then ``(play, table)``, then
lists of game numbers; the worker answers each game with ``(index, result, stop, said)``
(:func:`play_one`), or once ``(-1, None, "crash", traceback)`` when it could not set up.
"""

from __future__ import annotations

import os
import pickle
import signal
import struct
import sys
import threading
import time
import traceback
from collections.abc import Callable
from typing import IO, Any

from kitgen.core.errors import KitgenError

_HEAD = struct.Struct("<Q")
#: How often a worker looks whether its parent is still there, in seconds.
WATCH_EVERY = 0.5


def framed(data: bytes) -> bytes:
    """A pickle as a message: its length, then the pickle."""
    return _HEAD.pack(len(data)) + data


def send(stream: IO[bytes], message: Any) -> None:
    stream.write(framed(pickle.dumps(message, protocol=pickle.HIGHEST_PROTOCOL)))
    stream.flush()


def receive(stream: IO[bytes]) -> Any:
    """The next message; :class:`EOFError` when the other side has closed the pipe."""
    (count,) = _HEAD.unpack(_read(stream, _HEAD.size))
    return pickle.loads(_read(stream, count))


def _read(stream: IO[bytes], count: int) -> bytes:
    data = b""
    while len(data) < count:
        more = stream.read(count - len(data))
        if not more:
            raise EOFError
        data += more
    return data


def play_one(play: Callable[[Any, int], Any], table: Any, index: int) -> tuple[int, Any, str, str]:
    """Game ``index`` played, or what stopped it as text (``"error"``: bad input, its
    message; ``"crash"``: a bug, its traceback). An exception sent back whole may not
    unpickle (one whose ``__init__`` takes other arguments than its message)."""
    try:
        return index, play(table, index), "", ""
    except KitgenError as err:
        return index, None, "error", str(err)
    except Exception:
        return index, None, "crash", traceback.format_exc()


def _watch(parent: int) -> None:
    """End this process as soon as its parent is gone (it is then adopted by another)."""
    while True:
        time.sleep(WATCH_EVERY)
        if os.getppid() != parent:
            os._exit(0)


def main() -> None:
    """The worker's life: set up, play what it is handed until the parent closes the pipe."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    inbox = os.fdopen(os.dup(0), "rb")
    outbox = os.fdopen(os.dup(1), "wb")
    null = os.open(os.devnull, os.O_RDWR)
    os.dup2(null, 0)
    os.dup2(null, 1)  # a print in a game cannot break the messages
    threading.Thread(target=_watch, args=(os.getppid(),), daemon=True).start()
    try:
        sys.path[:] = receive(inbox)
        try:
            play, table = receive(inbox)
        except (EOFError, OSError):
            raise
        except Exception:  # a table that does not unpickle here: a bug, said once
            send(outbox, (-1, None, "crash", traceback.format_exc()))
            raise EOFError from None
        while True:
            for index in receive(inbox):
                send(outbox, play_one(play, table, index))
    except (EOFError, OSError):  # the parent is done, or gone
        pass
    os._exit(0)
