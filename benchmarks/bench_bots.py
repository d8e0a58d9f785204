"""How strong the binary computer players are (issue #27), and how fast the strong one
answers: strong against greedy over 2,000 games (seed 2026), greedy against random over 40,
each pair of games on the same bag with the seats changed (``kitgen lab binary --bots
A,B``); and a whole ``kitgen game bot FILE --rack TILES --level strong`` process on each of
the move benchmark's positions (``bench_moves_positions.json``: opening, middle and crowded
boards, full racks, some with one or two blanks).

Targets: strong wins more than half of its games against greedy with a significant margin
(the exact two-sided binomial test of its wins, ties left out, p < 0.05; and its mean margin
in points with a 95 % interval above 0), and greedy beats random the same way; the strong
move answers within 2 s on every position. An edge of about 53 % of the decisive games
needs the 2,000 (over 200 games the margin's 95 % interval is about ±30 points, wider than
the edge): they take about 25 minutes on 2 idle cores. ``bench_bots.py strong`` (or
``random``, ``moves``) runs only those parts. Prints ``name: value unit``; exits 1 when a
target is missed.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
ENV = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
#: Each match: the two levels, the games and the seed.
MATCHES = {"strong": ("strong", "greedy", 2000, 2026), "random": ("greedy", "random", 40, 1)}
PARTS = (*MATCHES, "moves")
SLOWEST_LIMIT = 2.0


def match(a: str, b: str, games: int, seed: int) -> tuple[float, dict]:
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "kitgen", "lab", "binary", "--bots", f"{a},{b}",
         "--games", str(games), "--seed", str(seed), "--time-limit", "7200", "--json"],
        capture_output=True, text=True, check=False, env=ENV,
    )  # fmt: skip
    if done.returncode != 0:
        raise SystemExit(f"kitgen lab binary failed: {done.stderr[-500:]}")
    return time.perf_counter() - start, json.loads(done.stdout)


def moves(failed: list[str]) -> None:
    """The strong move, a whole process per position: median and slowest, wall and CPU."""
    import resource
    import statistics
    import tempfile

    from bench_moves import build

    from kitgen.games.binary.gamefile import game_json

    positions = json.loads((HERE / "bench_moves_positions.json").read_text(encoding="utf-8"))
    walls, cpus = [], []
    with tempfile.TemporaryDirectory() as folder:
        for number, position in enumerate(positions):
            path = Path(folder) / f"p{number}.json"
            path.write_text(game_json(build(position)), encoding="utf-8")
            rack = ",".join("?" if face == "blank" else face for face in position["rack"])
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            start = time.perf_counter()
            done = subprocess.run(
                [sys.executable, "-m", "kitgen", "game", "bot", str(path), "--rack", rack,
                 "--level", "strong", "--json"],
                capture_output=True, text=True, check=False, env=ENV,
            )  # fmt: skip
            walls.append(time.perf_counter() - start)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpus.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
            if done.returncode not in (0, 1):
                raise SystemExit(f"kitgen game bot failed: {done.stderr[-500:]}")
    slowest = max(range(len(cpus)), key=cpus.__getitem__)
    print(f"strong move, {len(positions)} positions, whole process: median "
          f"{statistics.median(walls):.2f} s wall / {statistics.median(cpus):.2f} s CPU; slowest "
          f"{walls[slowest]:.2f} s wall / {cpus[slowest]:.2f} s CPU (target <= "
          f"{SLOWEST_LIMIT:g} s)")  # fmt: skip
    if cpus[slowest] > SLOWEST_LIMIT:
        failed.append("strong move")


def main(parts: list[str]) -> int:
    from kitgen.simulation.stats import binomial_p

    wanted = set(parts) or set(PARTS)
    if wanted - set(PARTS):
        raise SystemExit(f"name the parts to run: {', '.join(PARTS)}")
    failed: list[str] = []
    if "moves" in wanted:
        moves(failed)
    for part, (a, b, games, seed) in MATCHES.items():
        if part not in wanted:
            continue
        wall, answer = match(a, b, games, seed)
        bots = {row["level"]: row for row in answer["figures"]["bots"]}
        wins, margin = bots[a]["wins"], bots[a]["margin"]
        losses = bots[b]["wins"]["count"]
        ties = games - wins["count"] - losses
        p = binomial_p(wins["count"], wins["count"] + losses)
        print(f"{a} against {b}: {games} games (seed {seed}) in {wall:.0f} s")
        print(f"  {a} wins {wins['count']} ({100 * wins['value']:.1f} %, 95 % interval "
              f"{100 * wins['low']:.1f}–{100 * wins['high']:.1f} %), loses {losses}, ties {ties}; "
              f"binomial p = {p:.2g}")  # fmt: skip
        low, high, sd = margin["low"], margin["high"], margin["sd"]
        print(f"  {a}'s margin: {margin['value']:+.1f} points a game (95 % interval "
              f"{low:+.1f} to {high:+.1f}, spread {sd:.1f})")  # fmt: skip
        first = answer["figures"]["first_player_wins"]
        print(f"  first player wins {100 * first['value']:.1f} % of these games")
        if not (p < 0.05 and wins["count"] > losses and margin["low"] > 0):
            failed.append(f"{a} against {b}")
    if failed:
        print(f"not met: {', '.join(failed)}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
