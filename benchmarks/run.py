"""Run every ``benchmarks/bench_*.py`` script and print its figures (``make bench``).

Each script is run as its own process with the same interpreter, so start-up costs are
measured as a user pays them. A script prints lines ``name: value unit`` and exits 0 when
its figures meet the target the issue sets, 1 otherwise.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path


def main() -> int:
    here = Path(__file__).resolve().parent
    failed = []
    for script in sorted(here.glob("bench_*.py")):
        print(f"== {script.stem}", flush=True)
        result = subprocess.run([sys.executable, str(script)], check=False)
        if result.returncode != 0:
            failed.append(script.stem)
    if failed:
        print(f"over target: {', '.join(failed)}")
        return 1
    print("all benchmarks within target")
    return 0


if __name__ == "__main__":
    sys.exit(main())
