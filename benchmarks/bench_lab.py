"""Speed of the house-rule lab, ``kitgen lab`` (issue #27), and how it scales with cores.

Targets on this 2-core machine, every core in use (``--jobs`` left out):

- 100 greedy-against-greedy binary games in under 3 minutes, under the default rules
  (exchanges and the scoreless end, #41) in no more CPU time than 1.1 × the same 100 games
  under the rules before them (``--exchange off --scoreless-end 0``);
- 10,000 ice cream rounds with the Knuth guesser (hard mode) in under 1 minute;
- 10,000 Stæða deals in under 1 minute.

Each run is timed in its own ``kitgen lab ... --json`` process, as a user pays for it (the
start of the worker processes included). Scaling: the ice cream and Stæða runs again with
``--jobs 1``, and 20 binary games with one process and with every core; the figures of the
two must be the same (the seed decides them, not the processes). The machine is shared, so
the CPU time of each run (its processes added up) is printed beside its wall time. Prints
``name: value unit``; exits 1 when a run is over its target or the figures differ.

``bench_lab.py binary`` (or ``icecream``, ``staeda``) runs only those parts.
"""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
import time

ENV = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
CORES = len(os.sched_getaffinity(0))
PARTS = ("icecream", "staeda", "binary")


def lab(*args: str) -> tuple[float, float, dict]:
    """Wall and CPU seconds of one ``kitgen lab`` process (and its workers), its answer."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "kitgen", "lab", *args, "--json"],
        capture_output=True,
        text=True,
        check=False,
        env=ENV,
    )
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if done.returncode != 0:
        raise SystemExit(f"kitgen lab {' '.join(args)} failed: {done.stderr[-500:]}")
    return wall, cpu, json.loads(done.stdout)


def main(parts: list[str]) -> int:
    failed: list[str] = []
    wanted = set(parts) or set(PARTS)
    if wanted - set(PARTS):
        raise SystemExit(f"name the parts to run: {', '.join(PARTS)}")
    print(f"cores: {CORES}")

    cpus: dict[str, float] = {}

    def timed(name: str, limit: float | None, *args: str) -> tuple[float, dict]:
        wall, cpu, answer = lab(*args)
        cpus[name] = cpu
        target = f" (target <= {limit:g} s)" if limit else ""
        print(f"{name}: {wall:.1f} s wall, {cpu:.1f} s CPU{target}", flush=True)
        if limit is not None and wall > limit:
            failed.append(name)
        return wall, answer

    runs: list[tuple[str, float, float, dict, dict]] = []
    if "icecream" in wanted:
        ice = ("icecream", "--mode", "hard", "--levels", "knuth", "--games", "10000")
        ice_all, ice_answer = timed("icecream 10,000 Knuth rounds, every core", 60, *ice)
        ice_one, ice_single = timed(
            "icecream 10,000 Knuth rounds, 1 process", None, *ice, "--jobs", "1"
        )
        cell = ice_answer["figures"]["cells"][0]
        print(
            f"  points a round {cell['points']['value']:.3f}, "
            f"guesses {cell['guesses']['value']:.3f}"
        )
        runs.append(("icecream", ice_one, ice_all, ice_answer, ice_single))
    if "staeda" in wanted:
        deals = ("staeda", "--deals", "10000", "--games", "0")
        st_all, st_answer = timed("staeda 10,000 deals, every core", 60, *deals)
        st_one, st_single = timed("staeda 10,000 deals, 1 process", None, *deals, "--jobs", "1")
        print(f"  reachable {st_answer['figures']['reachable']['value']:.4f}")
        runs.append(("staeda", st_one, st_all, st_answer, st_single))
    if "binary" in wanted:
        few = ("binary", "--games", "20")
        bin_all, bin_answer = timed("binary 20 greedy games, every core", None, *few)
        bin_one, bin_single = timed("binary 20 greedy games, 1 process", None, *few, "--jobs", "1")
        runs.append(("binary", bin_one, bin_all, bin_answer, bin_single))
        _wall, hundred = timed(
            "binary 100 greedy games, every core", 180, "binary", "--games", "100"
        )
        wins = hundred["figures"]["first_player_wins"]
        print(f"  first player wins {wins['value']:.3f} ({wins['low']:.3f}–{wins['high']:.3f})")
        ends = {how: share["count"] for how, share in hundred["figures"]["ends"].items()}
        print(f"  ends {ends}, exchanges a game {hundred['figures']['exchanges']['value']:.2f}")
        before = ("binary", "--games", "100", "--exchange", "off", "--scoreless-end", "0")
        timed("binary 100 greedy games, the rules before #41", None, *before)
        ratio = (
            cpus["binary 100 greedy games, every core"]
            / cpus["binary 100 greedy games, the rules before #41"]
        )
        print(f"  CPU with exchanges and the scoreless end: {ratio:.2f}x (target <= 1.1x)")
        if ratio > 1.1:
            failed.append("binary with exchange")
    for name, one, every, a, b in runs:
        print(f"speed-up with {CORES} cores, {name}: {one / every:.2f}x")
        if a != b:
            print(f"{name}: the figures differ between 1 process and {CORES}")
            failed.append(name + " figures")
    if failed:
        print(f"over target: {', '.join(failed)}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
