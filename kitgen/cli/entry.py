"""The console script's entry point: Ctrl-C is handled from the first line kitgen runs.

Importing the command line (typer, the command being run) takes a good part of a referee's
answer time; a Ctrl-C while it loads must end like one during a command: exit 130 and one
line, no traceback. This module's own imports are caught too (the line is written in
English, by :func:`os.write`: nothing else is loaded yet), and ``kitgen/__init__.py`` and
``kitgen/cli/__init__.py`` import nothing. Only the interpreter's own start-up, before any
line of kitgen runs, and the import system finding these three files, are out of reach
(Python then reports the interrupt itself, naming the console script at most).

The cyclic garbage collector is off while typer and the root of the command line load, and
what they made is then frozen (:func:`gc.freeze`): those objects live as long as the
process, and collecting them over and over is work for nothing — several milliseconds of
every start, more than kitgen's own code costs. It is on again before the command runs.
"""

from __future__ import annotations

import os  # loaded by Python's start-up already: free

try:  # a Ctrl-C while this module loads ends as one in a command would
    import contextlib
    import gc
    import signal
    import sys

    from kitgen.cli.exits import INTERRUPTED, ONE_LINE, interrupted
except KeyboardInterrupt:
    os.write(2, b"interrupted (Ctrl-C): stopped; no file was left half-written\n")
    os._exit(130)


def main() -> None:
    try:
        gc.disable()
        try:
            from kitgen.cli.app import main as run_kitgen
        finally:
            gc.freeze()  # the imported modules stay: later collections skip them
            gc.enable()
        code = run_kitgen()
    except (KeyboardInterrupt, RuntimeError) as error:  # a Ctrl-C as a class was being made
        if not interrupted(error):
            raise
        code = INTERRUPTED
        with contextlib.suppress(KeyboardInterrupt, OSError, ValueError):
            print(ONE_LINE, file=sys.stderr, flush=True)  # in English: no language chosen yet
    # The answer is given: a Ctrl-C while Python shuts down changes nothing any more.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    sys.exit(code)
