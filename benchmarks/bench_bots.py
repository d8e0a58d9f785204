"""How strong the binary computer players are (issue #27): strong against greedy over 200
games, greedy against random over 40, each pair of games on the same bag with the seats
changed (``kitgen lab binary --bots A,B``).

Targets: strong wins more than half of its games against greedy with a significant margin
(the exact two-sided binomial test of its wins, ties left out, p < 0.05; and its mean margin
in points with a 95 % interval above 0), and greedy beats random the same way. Takes about
15 minutes on 2 cores. Prints ``name: value unit``; exits 1 when a target is missed.
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
MATCHES = (("strong", "greedy", 200), ("greedy", "random", 40))


def match(a: str, b: str, games: int) -> tuple[float, dict]:
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "kitgen", "lab", "binary", "--bots", f"{a},{b}",
         "--games", str(games), "--seed", "1", "--json"],
        capture_output=True, text=True, check=False, env=ENV,
    )  # fmt: skip
    if done.returncode != 0:
        raise SystemExit(f"kitgen lab binary failed: {done.stderr[-500:]}")
    return time.perf_counter() - start, json.loads(done.stdout)


def main() -> int:
    from kitgen.lab.stats import binomial_p

    failed = []
    for a, b, games in MATCHES:
        wall, answer = match(a, b, games)
        bots = {row["level"]: row for row in answer["figures"]["bots"]}
        wins, margin = bots[a]["wins"], bots[a]["margin"]
        losses = bots[b]["wins"]["count"]
        ties = games - wins["count"] - losses
        p = binomial_p(wins["count"], wins["count"] + losses)
        print(f"{a} against {b}: {games} games in {wall:.0f} s")
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
        print(f"not significantly stronger: {', '.join(failed)}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
