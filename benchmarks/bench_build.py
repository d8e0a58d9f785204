"""``make kit``: ``kitgen build all`` into a fresh folder, as one process, imports included.

Prints the files written (a folder per kit and paper size), their size, the child's CPU time
(user + sys, which other processes on the shared machine do not inflate), the wall-clock
time with the load it ran at, and the peak memory. The target: CPU time at most 30 s.
"""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

CPU_LIMIT_S = 30.0


def main() -> int:
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp, "output")
        kitgen = [sys.executable, "-c", "from kitgen.cli.app import main; raise SystemExit(main())"]
        start = time.perf_counter()
        done = subprocess.run(
            [*kitgen, "build", "all", "--out", str(out), "--json"],
            check=True,
            capture_output=True,
            text=True,
        )
        wall = time.perf_counter() - start
        usage = resource.getrusage(resource.RUSAGE_CHILDREN)
        files = [Path(f["path"]) for f in json.loads(done.stdout)["files"]]
        on_disk = [p for p in out.rglob("*") if p.is_file()]
        assert sorted(files) == sorted(on_disk), "the answer lists every file written"
        size_mb = sum(p.stat().st_size for p in on_disk) / 1e6
        folders = sorted({p.parent.relative_to(out).as_posix() for p in on_disk})
    cpu = usage.ru_utime + usage.ru_stime
    print(f"build_all_files: {len(on_disk)} files in {len(folders)} folders ({', '.join(folders)})")
    print(f"build_all_size: {size_mb:.1f} MB")
    print(f"build_all_cpu: {cpu:.1f} s (target <= {CPU_LIMIT_S:g} s)")
    print(f"build_all_wall: {wall:.1f} s (load {os.getloadavg()[0]:.1f})")
    print(f"build_all_peak_memory: {usage.ru_maxrss / 1024:.0f} MB")
    return 0 if cpu <= CPU_LIMIT_S else 1


if __name__ == "__main__":
    sys.exit(main())
