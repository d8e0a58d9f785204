"""Learn the strong binary bot's leave values from self-play (writes the shipped data file).

    .venv/bin/python tools/learn_leaves.py --games 300 --rounds 2 --seed 1

What a leave is worth is learned from games the computer plays against itself:

1. Round 1 plays ``--games`` games of ``greedy`` against ``greedy`` (the lab's simulated
   games: a shuffled bag of the shipped 100 tiles, racks of 9 refilled, the rules page's
   defaults). Each time a player moves while the bag still holds tiles, the tiles it kept
   (its leave) are one sample, and the points of that player's next move (0 for a pass)
   are what the sample is worth. A sample whose player has no next turn (the game ended)
   is left out.
2. The leave's value is fitted as a sum over the faces: for each face, what holding at
   least 1, at least 2 and at least 3 of it adds (``holding 2 '='`` is then the first step
   plus the second), by least squares with a small ridge penalty (``--ridge``) and a
   constant that is dropped (only differences between leaves decide a move). The values are
   rounded to hundredths of a point.
3. Each later round plays ``strong`` against ``strong`` with the values of the round before,
   adds its samples to the earlier ones and fits again: the leaves a stronger player keeps
   are then in the data too.

Every game is seeded from ``--seed``, the round and its number (``kitgen.lab.run``), so the
same command writes the same file with any ``--jobs``. Prints the fit and each face's values.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent / "kitgen" / "games" / "binary" / "leaves.json"
FACES = ("0", "1", "=", "+", "−", "×", "÷", "AND", "OR", "NOT", "XOR", "blank")
STEPS = 3  # at least 1, 2, 3 of a face


def samples(records) -> list[tuple[Counter, int]]:
    """(tiles kept, points of the same player's next move) for each move made with tiles
    left in the bag."""
    found = []
    for record in records:
        turns = record.turns
        for at, turn in enumerate(turns):
            if "move" not in turn or turn["bag"] == 0:
                continue
            later = [t for t in turns[at + 1 :] if t["player"] == turn["player"]]
            if not later:
                continue
            kept = Counter("blank" if face == "?" else face for face in turn["kept"])
            found.append((kept, later[0].get("points", 0)))
    return found


def fit(data: list[tuple[Counter, int]], ridge: float):
    """Least squares with a ridge penalty: the value of each step of each face."""
    import numpy as np

    columns = [(face, step) for face in FACES for step in range(1, STEPS + 1)]
    x = np.zeros((len(data), 1 + len(columns)))
    y = np.zeros(len(data))
    for row, (kept, points) in enumerate(data):
        x[row, 0] = 1.0
        for col, (face, step) in enumerate(columns, 1):
            x[row, col] = 1.0 if kept.get(face, 0) >= step else 0.0
        y[row] = points
    penalty = ridge * np.eye(1 + len(columns))
    penalty[0, 0] = 0.0
    beta = np.linalg.solve(x.T @ x + penalty, x.T @ y)
    residual = y - x @ beta
    r2 = 1.0 - float(residual @ residual) / float(((y - y.mean()) ** 2).sum())
    values = {}
    for face in FACES:
        row, total = [0], 0.0
        for step in range(1, STEPS + 1):
            total += float(beta[1 + columns.index((face, step))])
            row.append(round(100 * total))
        values[face] = row
    return values, r2, float(beta[0])


def play_round(table, games: int, jobs: int | None):
    from kitgen.lab.binary import play_game
    from kitgen.lab.run import run_games

    start = time.monotonic()

    def progress(done: int, total: int) -> None:
        print(f"\r  {done}/{total} games, {time.monotonic() - start:.0f} s", end="", flush=True)

    records = run_games(
        play_game, table, games, jobs=jobs, progress=progress, time_limit=86_400, chunk=1
    )
    print()
    return records


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=300, help="games per round")
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--ridge", type=float, default=2.0)
    parser.add_argument("--jobs", type=int, default=None)
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    if not 1 <= args.games <= 100_000 or not 1 <= args.rounds <= 10:
        parser.error("give --games from 1 to 100,000 and --rounds from 1 to 10")

    from kitgen.games.binary.bot import LeaveValues
    from kitgen.games.binary.rules import Rules
    from kitgen.games.binary.tileset import tileset_from_spec
    from kitgen.lab.binary import Table
    from kitgen.maker.specs.board import load_premium_board
    from kitgen.maker.specs.tiles import load_tile_spec

    tileset = tileset_from_spec(load_tile_spec())
    premiums = load_premium_board()
    data: list[tuple[Counter, int]] = []
    values = None
    r2 = 0.0
    for round_number in range(1, args.rounds + 1):
        leaves = None
        bots = ("greedy", "greedy")
        if values is not None:
            leaves = LeaveValues(values, {"round": round_number - 1})
            bots = ("strong", "strong")
        seed = args.seed * 100 + round_number
        print(f"round {round_number}: {args.games} games of {bots[0]} against {bots[1]}")
        table = Table(Rules(), tileset, premiums, bots, seed, leaves)
        data += samples(play_round(table, args.games, args.jobs))
        values, r2, constant = fit(data, args.ridge)
        print(f"  {len(data)} samples; R² {r2:.3f}; constant {constant:.1f} points")
    assert values is not None
    learned = {
        "script": "tools/learn_leaves.py",
        "seed": args.seed,
        "rounds": args.rounds,
        "games_per_round": args.games,
        "samples": len(data),
        "ridge": args.ridge,
        "r2": round(r2, 4),
        "target": "the points of the same player's next move",
        "model": "per face: what holding at least 1, 2, 3 of it adds (least squares)",
        "rules": "the rules page's defaults, the shipped 100 tiles, two players",
    }
    table_out = LeaveValues(values, learned)
    args.out.write_text(
        json.dumps(table_out.to_mapping(), ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    for face, row in values.items():
        print(f"  {face:>5}: " + "  ".join(f"{v / 100:+6.2f}" for v in row[1:]))
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
