"""The console script's entry point: Ctrl-C is handled from the first line kitgen runs.

Importing the command line (typer, the command being run) takes a good part of a referee's
answer time; a Ctrl-C while it loads must end like one during a command: exit 130 and one
line, no traceback. Only the interpreter's own start-up, before any line of kitgen runs, is
out of reach (Python then reports the interrupt itself).
"""

from __future__ import annotations

import contextlib
import signal
import sys

from kitgen.cli.exits import INTERRUPTED, ONE_LINE


def main() -> None:
    try:
        from kitgen.cli.app import main as run_kitgen

        code = run_kitgen()
    except KeyboardInterrupt:
        code = INTERRUPTED
        with contextlib.suppress(KeyboardInterrupt, OSError, ValueError):
            print(ONE_LINE, file=sys.stderr, flush=True)
    # The answer is given: a Ctrl-C while Python shuts down changes nothing any more.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    sys.exit(code)
