"""Stæða referee speed, as a user pays it: each figure is a whole ``kitgen staeda`` process.

Targets (issue #8): ``solve`` for any three-plus-three position under 0.5 s; ``over`` for a
full deck under 5 s. Positions are drawn from a shuffled deck with a fixed seed (three target
cards, three in hand, three on the table), in both arithmetic modes, plus known hard ones.
The slowest positions are run again and the best of three kept, so that a busy machine does
not count against a position once. Prints ``name: value unit``; exits 1 when over target.
"""

from __future__ import annotations

import random
import resource
import subprocess
import sys
import time

RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
SOLVE_LIMIT = 0.5
OVER_LIMIT = 5.0
HARD = [  # (target, hand, table): the slowest found while building the solver
    (60, "A 3 5", "8 9 K"),
    (33, "A 3 5", "8 9 K"),
    (67, "A 3 4", "6 8 K"),
    (35, "A 2 3", "5 7 K"),
    (143, "A 9 K", "Q J 10"),  # no stæða: the nearest, 1000/7, is searched for
    (231, "2 7 K", "Q J 10"),  # no stæða either
]


def kitgen(*args: str) -> tuple[float, float, int]:
    """Wall and CPU seconds of one ``kitgen`` process, and its exit code."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "kitgen", *args], capture_output=True, text=True, check=False
    )
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if done.returncode == 2:
        raise SystemExit(f"kitgen {' '.join(args)} failed: {done.stderr}")
    return wall, cpu, done.returncode


def target_of(cards: list[str]) -> int:
    values = [11 if c == "A" else 10 if c in ("J", "Q", "K") else int(c) for c in cards]
    a, b, c = values
    return (a + b) * c


def positions(n: int) -> list[tuple[int, str, str]]:
    rng = random.Random(8)
    out = []
    for _ in range(n):
        deck = [r for r in RANKS for _ in range(4)]
        rng.shuffle(deck)
        out.append((target_of(deck[:3]), " ".join(deck[3:6]), " ".join(deck[6:9])))
    return out


def main() -> int:
    failed = False
    floor = min(kitgen("staeda", "targets", "3", "4", "5")[:2] for _ in range(3))
    print(f"staeda start-up floor (kitgen staeda targets): {floor[0]:.3f} s")
    runs = []
    for mode in ("--fractions", "--whole-numbers"):
        for target, hand, table in HARD + positions(20):
            args = (
                "staeda",
                "solve",
                "--target",
                str(target),
                "--hand",
                hand,
                "--table",
                table,
                mode,
            )
            wall, cpu, _ = kitgen(*args)
            runs.append((wall, cpu, args))
    runs.sort(reverse=True)
    worst = []
    for _, _, args in runs[:6]:
        best = min(kitgen(*args)[:2] for _ in range(3))
        worst.append((best, args))
    (wall, cpu), args = max(worst)
    median = sorted(w for w, _, _ in runs)[len(runs) // 2]
    print(f"staeda solve positions: {len(runs)} count")
    print(f"staeda solve median: {median:.3f} s")
    print(f"staeda solve worst (best of 3): {wall:.3f} s")
    print(f"staeda solve worst cpu: {cpu:.3f} s")
    print(f"staeda solve worst position: {' '.join(args[2:])}")
    failed |= wall >= SOLVE_LIMIT

    for mode in ("--fractions", "--whole-numbers"):
        name = mode.lstrip("-")
        wall, cpu, _ = kitgen("staeda", "over", "--target", "35", "--target-cards", "3 4 5", mode)
        print(f"staeda over full deck, goes on ({name}): {wall:.3f} s")
        # a target no six cards reach (over 11^6) makes the search try every set of the deck
        wall, cpu, code = min(
            kitgen("staeda", "over", "--target", "10000000", mode) for _ in range(2)
        )
        assert code == 0, "10000000 should be out of reach"
        print(f"staeda over full deck, exhaustive ({name}): {wall:.3f} s")
        print(f"staeda over full deck, exhaustive cpu ({name}): {cpu:.3f} s")
        failed |= wall >= OVER_LIMIT
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
