"""A progress bar on stderr for runs that take over a second (``kitgen lab``).

The library reports (games done, games in all) to a callback; this one draws nothing for
the first second, then one line it redraws at most four times a second, and ends it with a
line break when the last game is in. Only on a terminal: piped into a file or another
program, stderr gets no bar (and the answer on stdout is the same either way).
"""

from __future__ import annotations

import sys
import time
from typing import TextIO

WIDTH = 30
#: Nothing is drawn before this many seconds; then at most once per ``EVERY`` seconds.
AFTER, EVERY = 1.0, 0.25


class ProgressBar:
    """``[##########--------------------] 120/300 games, 14 s``."""

    def __init__(self, unit: str = "games", stream: TextIO | None = None) -> None:
        self.unit = unit
        self.stream = stream if stream is not None else sys.stderr
        self.shown = self.stream.isatty()
        self.start = time.monotonic()
        self.drawn_at = 0.0
        self.drawn = False

    def __call__(self, done: int, total: int) -> None:
        if not self.shown:
            return
        now = time.monotonic()
        elapsed = now - self.start
        last = done >= total
        if elapsed < AFTER or (not last and now - self.drawn_at < EVERY):
            if last and self.drawn:
                self.stream.write("\n")
            return
        filled = WIDTH * done // max(total, 1)
        bar = "#" * filled + "-" * (WIDTH - filled)
        self.stream.write(f"\r[{bar}] {done:,}/{total:,} {self.unit}, {elapsed:.0f} s")
        if last:
            self.stream.write("\n")
        self.stream.flush()
        self.drawn_at, self.drawn = now, True
