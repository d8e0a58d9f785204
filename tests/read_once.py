"""What the test checkers read from a file, kept while the file is unchanged: a laser SVG or
a 3MF plate of ``kitgen build all`` is read by several checks (several tests of a module,
several modules of the one process that reads the build), and parsing it again gave the
same answer each time."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Hashable
from pathlib import Path
from typing import Any


class ReadOnce(OrderedDict):
    """Values read from files, by the file's resolved path (and what else the reader was
    asked), each with the modification time and size the file had when it was read: a file
    written again is read again. The last ``kept`` values are kept."""

    def __init__(self, kept: int) -> None:
        super().__init__()
        self.kept = kept

    def fresh(self, path: Path, *asked: Hashable) -> tuple[Hashable, tuple[int, int], Any]:
        """The key of ``path`` (with ``asked``), the file's stamp now, and the value kept for
        the key if the file has not changed since it was read, else None."""
        stat = path.stat()
        key = (path.resolve(), *asked)
        stamp = (stat.st_mtime_ns, stat.st_size)
        kept = self.get(key)
        if kept is not None and kept[0] == stamp:
            self.move_to_end(key)
            return key, stamp, kept[1]
        return key, stamp, None

    def keep(self, key: Hashable, stamp: tuple[int, int], value: Any) -> Any:
        """Keep ``value`` for ``key`` as read at ``stamp``; ``value``."""
        self[key] = (stamp, value)
        self.move_to_end(key)
        while len(self) > self.kept:
            self.popitem(last=False)
        return value
