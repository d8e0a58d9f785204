"""Issue 39 targets: the 100-tile set from command to written 3MF in at most 2 s, the 144
tokens and 60 pegs in at most 3 s; each beside the same set's laser SVG. Also measured,
without a target: the tiles with sunk glyphs, the ice cream board and pedestal
(``board icecream --3d``: two parts and the pedestal on an MK4) beside their laser job, the
four racks (3D and laser), and the binary board's four printed parts beside its laser file.

Each command runs as its own process (``python -m kitgen ...``), three times; the figure
judged is the best run's CPU time (user + system, interpreter start-up included), which
the other engineers' jobs on a shared machine do not inflate; the wall time is printed
beside it. Also printed: the files' sizes and the plates' triangle counts.
"""

from __future__ import annotations

import json
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TARGETS = {"tiles_3d": 2.0, "tokens_pegs_3d": 3.0}
COMMANDS = {
    "tiles_3d": ["tiles", "--3d"],
    "tokens_pegs_3d": ["tokens", "--3d", "--pegs"],
    "tiles_laser": ["tiles", "--laser"],
    "tokens_laser": ["tokens", "--laser"],
    "tiles_sunk_3d": ["tiles", "--3d", "--relief", "sunk"],
    "board_icecream_3d": ["board", "icecream", "--3d"],
    "board_icecream_laser": ["board", "icecream", "--laser"],
    "racks_3d": ["racks", "--3d"],
    "racks_laser": ["racks", "--laser"],
    "board_binary_3d": ["board", "binary", "--3d"],
    "board_binary_laser": ["board", "binary", "--laser"],
}


def run(args: list[str], out: Path) -> tuple[float, float, dict]:
    """One run: CPU seconds, wall seconds, the --json answer."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "kitgen", *args, "--out", str(out), "--json"],
        check=True,
        capture_output=True,
        text=True,
    )
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu, wall, json.loads(done.stdout)


def main() -> int:
    ok = True
    for name, args in COMMANDS.items():
        runs = []
        with tempfile.TemporaryDirectory() as tmp:
            for n in range(3):
                runs.append(run(args, Path(tmp) / str(n)))
            cpu, wall, answer = min(runs, key=lambda r: r[0])
            size = sum(Path(f["path"]).stat().st_size for f in answer["files"])
        target = TARGETS.get(name)
        verdict = ""
        if target is not None:
            verdict = f" (target <= {target:g} s)"
            ok = ok and cpu <= target
        print(f"{name}_cpu: {cpu:.2f} s{verdict}; wall {wall:.2f} s")
        print(f"{name}_files: {len(answer['files'])}, {size / 1024:.0f} KB")
        if "plates" in answer:
            triangles = [p["triangles"] for p in answer["plates"]]
            print(f"{name}_triangles: {sum(triangles)} ({', '.join(map(str, triangles))} a plate)")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
