"""Speed of the optimal code breaker (issue #41).

Targets: ``kitgen code hint --level optimal`` answers within 0.2 s as a whole process in
every covered mode (CPU time, user + sys, best of 5: a shared machine does not inflate it
the way it inflates wall time; wall time is printed too); 10,000 ice cream rounds with the
optimal breaker (``kitgen lab icecream --levels optimal --games 10000``, one process) in at
most 30 s.

A board on a shipped tree is a walk through the tree without numpy
(``kitgen/games/icecream/trees.py``), so the hint costs what ``kitgen check`` costs: Python,
Typer and kitgen's own modules (printed beside it). The processes run with their bytecode
cache (``PYTHONDONTWRITEBYTECODE`` is dropped from their environment): an installed kitgen
has it, and without it every start compiles kitgen again.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

KITGEN = [sys.executable, "-m", "kitgen"]
HINT_TARGET = 0.2
LAB_TARGET = 30.0
ROOT = Path(__file__).resolve().parent.parent


def timed(args: list[str]) -> tuple[float, float]:
    """(CPU seconds, wall seconds) of one whole process."""
    started = time.perf_counter()
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    process = subprocess.Popen(
        args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, cwd=ROOT, env=env
    )
    _pid, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - started
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"failed: {' '.join(args)}: {process.stderr.read().decode()[-500:]}")
    return usage.ru_utime + usage.ru_stime, wall


def best(args: list[str], runs: int) -> tuple[float, float]:
    found = [timed(args) for _ in range(runs)]
    return min(c for c, _w in found), min(w for _c, w in found)


def main() -> int:
    ok = True
    boards = {
        "easy": ["--mode", "easy"],
        "medium": ["--mode", "medium", "--played", "123=0,1"],
        "hard": ["--mode", "hard", "--played", "1123=1,1"],
        "medium --repeats": ["--mode", "medium", "--repeats"],
        "medium --any-repeats": ["--mode", "medium", "--any-repeats", "--played", "123=1,0"],
        "hard --repeats": ["--mode", "hard", "--repeats", "--played", "1123=0,2"],
        "easy --repeats": ["--mode", "easy", "--repeats", "--played", "1234=2100"],
    }
    for name, command in {"python -c pass": [sys.executable, "-c", "pass"],
                          "kitgen check 1+1=10": [*KITGEN, "check", "1+1=10"]}.items():  # fmt: skip
        cpu, wall = best(command, 5)
        print(f"for comparison, {name}: {cpu:.3f} s CPU ({wall:.3f} s wall)")
    for name, flags in boards.items():
        cpu, wall = best([*KITGEN, "code", "hint", "--level", "optimal", *flags], 5)
        within = cpu <= HINT_TARGET
        ok &= within
        print(f"hint --level optimal, {name}: {cpu:.3f} s CPU ({wall:.3f} s wall)"
              f"{'' if within else '  OVER TARGET'}")  # fmt: skip
    args = [*KITGEN, "lab", "icecream", "--levels", "optimal", "--games", "10000", "--jobs", "1",
            "--mode", "hard"]  # fmt: skip
    cpu, wall = best(args, 1)
    within = cpu <= LAB_TARGET
    ok &= within
    print(f"lab icecream, 10,000 rounds of the optimal breaker (hard): {cpu:.1f} s CPU "
          f"({wall:.1f} s wall){'' if within else '  OVER TARGET'}")  # fmt: skip
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
