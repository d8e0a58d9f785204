"""Learn the strong binary bot's leave values from self-play (writes the shipped data file).

    .venv/bin/python tools/learn_leaves.py --games 600 --seed 1 --ridge 20

What a leave is worth is learned from games the computer plays against itself:

1. Round 1 plays ``--games`` games of ``greedy`` against ``greedy`` (the lab's simulated
   games: a shuffled bag of the shipped 100 tiles, racks of 9 refilled, the rules page's
   defaults). Each time a player moves while the bag still holds tiles, the tiles it kept
   (its leave) are one sample, and the points of that player's next move (0 for a pass)
   are what the sample is worth. A sample whose player has no next turn (the game ended)
   is left out.
2. The leave's value is fitted as a sum over the faces: for each face, what holding at
   least 1, at least 2 and at least 3 of it adds (``holding 2 '='`` is then the first step
   plus the second), by least squares with a ridge penalty (``--ridge``) on those steps,
   beside a constant and controls for the position (:data:`CONTROLS`: the same for every
   move a player weighs there, so they are dropped; they keep a closed board from being
   blamed on the leave). The values are rounded to hundredths of a point. The R² of the
   next move's points on games left out (five-fold, by game) is printed for a few ridges.
3. Each later round (``--rounds``) plays ``strong`` against ``strong`` with the values of
   the round before, adds its samples to the earlier ones and fits again.

Every game is seeded from ``--seed``, the round and its number (``kitgen.simulation.run``), so the
same command writes the same file with any ``--jobs``. ``--records FILE`` keeps the games
played there (a pickle) and plays only those missing: a longer run goes on from a shorter
one, and another ridge is fitted without playing again. Prints the fit and each face's values.
"""

from __future__ import annotations

import argparse
import json
import pickle
import sys
import time
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent / "kitgen" / "games" / "binary" / "leaves.json"
FACES = ("0", "1", "=", "+", "−", "×", "÷", "AND", "OR", "NOT", "XOR", "blank")
STEPS = 3  # at least 1, 2, 3 of a face
GAMES = 300
RIDGE = 20.0


#: What is known of the position, the same for every move a player weighs there: the points
#: of the best move (greedy played it), the tiles in the bag (and whether fewer than one or
#: two racks' worth), the turn. Fitted beside the leave so that a leave kept on a closed
#: board (where the next move scores little whatever is kept) is not blamed for the board;
#: dropped afterwards, as they cannot change a choice.
CONTROLS = ("points / 50", "bag / 50", "bag < 9", "bag < 18", "turn / 10")


def samples(records) -> list[tuple[Counter, int, tuple[float, ...], int]]:
    """(tiles kept, points of the same player's next move (0 for a pass), the position's
    controls, the game's number) for each move made with tiles left in the bag."""
    found = []
    for number, record in enumerate(records):
        turns = record.turns
        for at, turn in enumerate(turns):
            if "move" not in turn or turn["bag"] == 0:
                continue
            later = [t for t in turns[at + 1 :] if t["player"] == turn["player"]]
            if not later:
                continue
            kept = Counter("blank" if face == "?" else face for face in turn["kept"])
            bag = turn["bag"]
            controls = (turn["points"] / 50, bag / 50, float(bag < 9), float(bag < 18), at / 10)
            found.append((kept, later[0].get("points", 0), controls, number))
    return found


def design(data):
    """The least-squares problem: a constant, each step of each face, the controls."""
    import numpy as np

    columns = [(face, step) for face in FACES for step in range(1, STEPS + 1)]
    x = np.zeros((len(data), 1 + len(columns) + len(CONTROLS)))
    y = np.zeros(len(data))
    for row, (kept, points, controls, _game) in enumerate(data):
        x[row, 0] = 1.0
        for col, (face, step) in enumerate(columns, 1):
            x[row, col] = 1.0 if kept.get(face, 0) >= step else 0.0
        x[row, 1 + len(columns) :] = controls
        y[row] = points
    penalty = np.zeros(x.shape[1])
    penalty[1 : 1 + len(columns)] = 1.0  # the leave's steps shrink, the rest is free
    return columns, x, y, penalty


def solve(x, y, penalty, ridge: float):
    import numpy as np

    # least squares (the smallest solution when a column never varies: a face never kept)
    return np.linalg.lstsq(x.T @ x + ridge * np.diag(penalty), x.T @ y, rcond=None)[0]


def cross_validated(data, ridge: float, folds: int = 5, leave: bool = True) -> float:
    """R² of the next move's points on games left out (the games split by number); with
    ``leave`` false, of the constant and the controls alone (what the leave adds is the
    difference)."""
    import numpy as np

    columns, x, y, penalty = design(data)
    if not leave:
        x = np.delete(x, range(1, 1 + len(columns)), axis=1)
        penalty = np.delete(penalty, range(1, 1 + len(columns)))
    fold = np.array([game % folds for *_sample, game in data])
    sse = sst = 0.0
    for k in range(folds):
        train, test = fold != k, fold == k
        beta = solve(x[train], y[train], penalty, ridge)
        sse += float(((y[test] - x[test] @ beta) ** 2).sum())
        sst += float(((y[test] - y[train].mean()) ** 2).sum())
    return 1.0 - sse / sst


def fit(data, ridge: float):
    """Least squares with a ridge penalty on the leave: the value of each step of each face
    (in hundredths of a point), R², the constant and the controls' weights."""
    columns, x, y, penalty = design(data)
    beta = solve(x, y, penalty, ridge)
    residual = y - x @ beta
    r2 = 1.0 - float(residual @ residual) / float(((y - y.mean()) ** 2).sum())
    values = {}
    for face in FACES:
        row, total = [0], 0.0
        for step in range(1, STEPS + 1):
            total += float(beta[1 + columns.index((face, step))])
            row.append(round(100 * total))
        values[face] = row
    return values, r2, float(beta[0]), [float(b) for b in beta[1 + len(columns) :]]


def play_listed(job, index: int):
    """Game ``job[1][index]`` of the table ``job[0]`` (the games still to play)."""
    from kitgen.simulation.binary import play_game

    table, listed = job
    return play_game(table, listed[index])


def play_round(table, games: int, jobs: int | None, cache: Path | None):
    """The round's games, in order; with ``cache`` the games already played there (same
    table seed) are read back and only the others are played (and added to it)."""
    from kitgen.simulation.run import run_games

    key = (table.seed, table.bots, json.dumps(table.leaves and dict(table.leaves.faces)))
    stored_runs: dict = {}
    if cache is not None and cache.exists():
        with cache.open("rb") as stored:
            stored_runs = pickle.load(stored)
    done = {i: r for i, r in stored_runs.get(key, {}).items() if i < games}
    missing = [i for i in range(games) if i not in done]
    print(f"  {len(done)} games read from {cache}, {len(missing)} to play")
    start = time.monotonic()

    def progress(count: int, total: int) -> None:
        print(f"\r  {count}/{total} games, {time.monotonic() - start:.0f} s", end="", flush=True)

    if missing:
        played = run_games(
            play_listed, (table, tuple(missing)), len(missing), jobs=jobs,
            progress=progress, time_limit=86_400, chunk=1,
        )  # fmt: skip
        print()
        done.update(zip(missing, played, strict=True))
        if cache is not None:
            stored_runs[key] = {**stored_runs.get(key, {}), **done}
            with cache.open("wb") as stored:
                pickle.dump(stored_runs, stored)
    return [done[i] for i in range(games)]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=GAMES, help="games per round")
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--ridge", type=float, default=RIDGE)
    parser.add_argument("--jobs", type=int, default=None)
    parser.add_argument("--records", type=Path, default=None, help="keep the games played here")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    if not 1 <= args.games <= 100_000 or not 1 <= args.rounds <= 10:
        parser.error("give --games from 1 to 100,000 and --rounds from 1 to 10")

    from kitgen.games.binary.bot import LeaveValues
    from kitgen.games.binary.rules import Rules
    from kitgen.games.binary.tileset import tileset_from_spec
    from kitgen.maker.specs.board import load_premium_board
    from kitgen.maker.specs.tiles import load_tile_spec
    from kitgen.simulation.binary import Table

    tileset = tileset_from_spec(load_tile_spec())
    premiums = load_premium_board()
    data: list = []
    values = None
    r2 = held_out = without = 0.0
    for round_number in range(1, args.rounds + 1):
        leaves = None
        bots = ("greedy", "greedy")
        if values is not None:
            leaves = LeaveValues(values, {"round": round_number - 1})
            bots = ("strong", "strong")
        seed = args.seed * 100 + round_number
        print(f"round {round_number}: {args.games} games of {bots[0]} against {bots[1]}")
        table = Table(Rules(), tileset, premiums, bots, seed, leaves)
        records = play_round(table, args.games, args.jobs, args.records)
        data += [(*sample[:3], sample[3] + round_number * 100_000) for sample in samples(records)]
        for ridge in sorted({1.0, 5.0, 20.0, 50.0, args.ridge}):
            print(f"  ridge {ridge:g}: R² on games left out {cross_validated(data, ridge):.4f}")
        held_out = cross_validated(data, args.ridge)
        without = cross_validated(data, args.ridge, leave=False)
        print(f"  without the leave (the controls alone): R² on games left out {without:.4f}")
        values, r2, constant, controls = fit(data, args.ridge)
        weights = ", ".join(f"{c} {w:+.1f}" for c, w in zip(CONTROLS, controls, strict=True))
        print(f"  {len(data)} samples; R² {r2:.3f}; constant {constant:.1f} points; {weights}")
    assert values is not None
    learned = {
        "script": "tools/learn_leaves.py",
        "command": f"tools/learn_leaves.py --games {args.games} --rounds {args.rounds} "
        f"--seed {args.seed} --ridge {args.ridge:g}",
        "seed": args.seed,
        "rounds": args.rounds,
        "games_per_round": args.games,
        "samples": len(data),
        "ridge": args.ridge,
        "r2": round(r2, 4),
        "r2_held_out": round(held_out, 4),
        "r2_held_out_without_leave": round(without, 4),
        "target": "the points of the same player's next move (0 for a pass)",
        "model": "per face: what holding at least 1, 2, 3 of it adds (least squares, ridge), "
        "beside controls for the position (" + "; ".join(CONTROLS) + ")",
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
