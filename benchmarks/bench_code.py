"""Speed of ``kitgen code``: hint as a whole process, strategy for every mode.

Targets (issue #7): ``hint`` under 0.5 s for any position in every mode, as a whole
process; ``strategy`` for hard mode with repeats under 30 s. Also checks that classic
Mastermind comes out at Knuth's worst case of 5 guesses.

Hint positions timed per configuration: the empty board, and the hardest one- and two-row
positions for the solver (most guesses to score times most codes left), found in-process.
Each process is timed best of 3. The target is checked on the process's CPU time (user +
sys, from ``os.wait4``), which a shared, loaded machine does not inflate the way it inflates
wall time; both are printed.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time

import numpy as np

from kitgen.games.icecream.board import Row
from kitgen.games.icecream.feedback import Feedback
from kitgen.games.icecream.rules import CodeRules, make_rules
from kitgen.games.icecream.solver import code_space

HINT_TARGET = 0.5
STRATEGY_TARGET = 30.0

CONFIGS: list[tuple[str, list[str]]] = [
    ("easy", ["--mode", "easy"]),
    ("easy+repeats", ["--mode", "easy", "--repeats"]),
    ("easy+any-repeats", ["--mode", "easy", "--any-repeats"]),
    ("medium", ["--mode", "medium"]),
    ("medium+repeats", ["--mode", "medium", "--repeats"]),
    ("hard", ["--mode", "hard"]),
    ("hard+repeats", ["--mode", "hard", "--repeats"]),
    ("classic", ["--flavours", "6", "--length", "4", "--feedback", "counts", "--any-repeats"]),
]


def rules_of(flags: list[str]) -> CodeRules:
    opts = dict(zip(flags[::2], flags[1::2], strict=False))
    return make_rules(
        opts.get("--mode"),
        repeats="--repeats" in flags,
        any_repeats="--any-repeats" in flags,
        flavours=int(opts["--flavours"]) if "--flavours" in opts else None,
        length=int(opts["--length"]) if "--length" in opts else None,
        feedback=opts.get("--feedback"),
    )


def written(fid: int, rules: CodeRules) -> str:
    """A feedback id back to table notation."""
    if rules.by_position:
        digits = np.base_repr(fid, 3).rjust(rules.length, "0")
        return digits
    return f"{fid // (rules.length + 1)},{fid % (rules.length + 1)}"


def as_row(guess: int, fid: int, rules: CodeRules, space) -> Row:
    text = written(fid, rules)
    if rules.by_position:
        pegs = tuple({"2": "brown", "1": "beige", "0": None}[d] for d in text)
        fb = Feedback(pegs.count("brown"), pegs.count("beige"), pegs)
    else:
        brown, beige = (int(x) for x in text.split(","))
        fb = Feedback(brown, beige)
    return Row(space.code_at(guess), fb)


def hardest_positions(rules: CodeRules) -> list[list[str]]:
    """The empty board, the costliest 1-row board, the costliest 2-row board on that path."""
    space = code_space(rules)
    table = space.table()
    boards: list[list[str]] = [[]]
    best_cost, best_board = -1, None
    for first in space.representatives(frozenset()):
        ids = table[first]
        for fid in np.unique(ids):
            if fid == space.win_id:
                continue
            alive = int((ids == fid).sum())
            seen = frozenset(space.code_at(int(first)))
            cost = alive * len(space.representatives(seen))
            if cost > best_cost:
                best_cost, best_board = cost, [as_row(int(first), int(fid), rules, space)]
    boards.append([r.written() for r in best_board])
    # Two rows: after the costliest first row, any second guess, the costliest answer.
    fit = space.fit(best_board)
    second_cost, second_board = -1, None
    for second in space.representatives(fit.seen)[:400]:
        ids = table[second, fit.indices]
        values, counts = np.unique(ids, return_counts=True)
        seen = fit.seen | set(space.code_at(int(second)))
        reps = len(space.representatives(seen))
        for fid, alive in zip(values, counts, strict=True):
            if fid != space.win_id and alive * reps > second_cost:
                second_cost = int(alive) * reps
                second_board = [*best_board, as_row(int(second), int(fid), rules, space)]
    boards.append([r.written() for r in second_board])
    return boards


def run_process(args: list[str]) -> tuple[float, float, str]:
    """Best of 3 runs: (wall seconds, CPU seconds user+sys of the process, stdout)."""
    best_wall, best_cpu, out = float("inf"), float("inf"), ""
    for _ in range(3):
        start = time.perf_counter()
        proc = subprocess.Popen(
            [sys.executable, "-m", "kitgen", "code", *args],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        _, status, usage = os.wait4(proc.pid, 0)
        best_wall = min(best_wall, time.perf_counter() - start)
        best_cpu = min(best_cpu, usage.ru_utime + usage.ru_stime)
        out = proc.stdout.read().strip()
        if os.waitstatus_to_exitcode(status) != 0:
            raise SystemExit(f"kitgen code {' '.join(args)} failed: {proc.stderr.read()}")
        proc.stdout.close()
        proc.stderr.close()
        proc.returncode = 0
    return best_wall, best_cpu, out


def main() -> int:
    ok = True
    slowest = slowest_wall = 0.0
    for name, flags in CONFIGS:
        rules = rules_of(flags)
        for board in hardest_positions(rules):
            row_args = [x for r in board for x in ("--row", r)]
            wall, cpu, out = run_process(["hint", *flags, *row_args, "--json"])
            hint = json.loads(out)
            slowest, slowest_wall = max(slowest, cpu), max(slowest_wall, wall)
            label = " ".join(board) or "empty board"
            print(
                f"hint {name} [{label}] ({hint['candidates']} codes): {cpu:.3f} s cpu, "
                f"{wall:.3f} s wall",
                flush=True,
            )
    print(f"hint slowest position, whole process wall: {slowest_wall:.3f} s")
    print(f"hint slowest position, whole process cpu: {slowest:.3f} s (target < {HINT_TARGET})")
    ok &= slowest < HINT_TARGET
    wall, cpu, _ = run_process(["feedback", "1234", "2211"])
    print(f"feedback whole process (start-up, no numpy): {cpu:.3f} s cpu, {wall:.3f} s wall")

    for name, flags in CONFIGS:
        start = time.perf_counter()
        result = subprocess.run(
            [sys.executable, "-m", "kitgen", "code", "strategy", *flags, "--json"],
            capture_output=True,
            text=True,
            check=True,
        )
        seconds = time.perf_counter() - start
        data = json.loads(result.stdout)
        print(
            f"strategy {name}: {seconds:.2f} s (worst {data['worst']}, "
            f"average {data['average']:.3f}, {data['codes']} codes)",
            flush=True,
        )
        if name == "hard+repeats":
            print(f"strategy hard+repeats time: {seconds:.2f} s (target < {STRATEGY_TARGET})")
            ok &= seconds < STRATEGY_TARGET
        if name == "classic":
            print(f"classic Mastermind worst case: {data['worst']} guesses (Knuth: 5)")
            ok &= data["worst"] == 5
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
