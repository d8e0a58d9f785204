"""Speed of ``kitgen check`` (issue #4).

Targets:
- whole process: ``kitgen check "11x11=1001"`` has a median wall time at most 1.2× that of
  ``benchmarks/baseline_typer.py`` (a one-command Typer program printing its argument),
  measured side by side in interleaved runs;
- in process: at least 20 000 typical expressions judged per second;
- huge inputs (a 10 000-digit number, 5 000 operators, NOT on 10 000 digits) answered in
  well under a second each.

Prints ``name: value unit`` lines; exits 1 when a figure misses its target.
"""

from __future__ import annotations

import contextlib
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
RUNS = 30
TYPICAL = [
    "11x11=1001",
    "1+1=10",
    "100 OR 1 = 101",
    "100 AND 1 = 101",
    "10×10=100=11+1",
    "1-1+1-1=0=0+0",
    "NOT 011 = 100",
    "110÷11=10",
    "1000×11=11000",
    "1+1×10=11",
]


# Measure as a user runs it: with Python's bytecode cache. (Some sandboxes set
# PYTHONDONTWRITEBYTECODE, which makes every run recompile kitgen from source while the
# installed typer keeps its compiled files — an unfair handicap no user has.)
ENV = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}


def _wall(argv: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(argv, check=True, capture_output=True, env=ENV)
    return time.perf_counter() - start


def whole_process() -> tuple[float, float]:
    # The installed console script, as a user types it (``python -m kitgen`` would add
    # runpy's own start-up, which no user of the command pays).
    script = Path(sys.executable).with_name("kitgen")
    kitgen = [str(script), "check", "11x11=1001"]
    baseline = [sys.executable, str(HERE / "baseline_typer.py"), "11x11=1001"]
    for _ in range(3):  # warm the file and bytecode caches
        _wall(kitgen), _wall(baseline)
    ours: list[float] = []
    theirs: list[float] = []
    for _ in range(RUNS):
        ours.append(_wall(kitgen))
        theirs.append(_wall(baseline))
    return statistics.median(ours), statistics.median(theirs)


def in_process() -> float:
    """Expressions judged per second of CPU time (process time, so other jobs on a shared
    machine do not count against us)."""
    from kitgen.games.binary import Rules, judge

    rules = Rules()
    for text in TYPICAL:  # warm up
        judge(text, rules)
    count = 0
    start = time.process_time()
    while time.process_time() - start < 1.0:
        for text in TYPICAL:
            judge(text, rules)
        count += len(TYPICAL)
    return count / (time.process_time() - start)


def huge() -> dict[str, float]:
    from kitgen.core.errors import KitgenError
    from kitgen.games.binary import Rules, judge

    ones = "1" * 10_000
    cases = {
        "10000-digit number": f"{ones}={ones}",
        "NOT on 10000 digits": f"NOT {ones}=0",
        "10000-digit product": f"{ones}×{ones}={ones}",
        "5000 operators": "+".join(["1"] * 5001) + "=1",
        "5000 multiplications": "×".join(["11"] * 5001) + "=1",
        "5000 divisions (fractions)": "÷".join(["11"] * 5001) + "=1",
    }
    times = {}
    for name, text in cases.items():
        start = time.perf_counter()
        with contextlib.suppress(KitgenError):
            judge(text, Rules(fractions=True))
        times[name] = time.perf_counter() - start
    return times


def main() -> int:
    ok = True
    ours, theirs = whole_process()
    ratio = ours / theirs
    print(f"check_process_median: {ours * 1000:.1f} ms")
    print(f"baseline_typer_median: {theirs * 1000:.1f} ms")
    print(f"check_vs_baseline: {ratio:.2f} x (target <= 1.20)")
    ok &= ratio <= 1.2
    rate = in_process()
    print(f"check_in_process: {rate:,.0f} expressions/s (target >= 20,000)")
    ok &= rate >= 20_000
    for name, seconds in huge().items():
        print(f"huge {name}: {seconds * 1000:.1f} ms (target < 1000)")
        ok &= seconds < 1.0
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
