"""Speed of ``kitgen game play`` on a long game (issue #5).

Target: ``kitgen game play FILE MOVE`` on a game of 40 recorded moves (each one replayed and
re-judged when the file is loaded) answers, as a whole process, within 1.5× the median wall
time of ``kitgen check "11x11=1001"``, measured side by side in interleaved runs.

The 40-move game is built here by a greedy search that lays short pieces beside the tiles
already down. One shipped set of 100 tiles runs out of ``=`` and ``1`` after about 25 such
moves, so the benchmark game is played with two sets mixed (every count doubled).

Prints ``name: value unit`` lines; exits 1 when a figure misses its target.
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

RUNS = 20
# Measure as a user runs it: with Python's bytecode cache (some sandboxes set
# PYTHONDONTWRITEBYTECODE, which would make every run recompile kitgen from source).
ENV = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
TARGET = 1.5
MOVES = 40
#: Pieces to lay: pieces that lengthen or cross what is down first (they use no new '=').
PIECES = ["×1", "+0", "=1", "1=", "=0", "0=", "1=1", "0=0", "10=10", "1+1=10", "1×1=1",
          "NOT0=1", "1−1=0", "10−1=1", "1AND1=1", "1OR0=1"]  # fmt: skip


def find_move(game) -> str | None:
    """The first legal piece, trying squares nearest the centre first."""
    from kitgen.games.binary.move import parse_cells
    from kitgen.games.binary.premiums import COLUMNS

    def nearness(square: tuple[int, int]) -> tuple[int, tuple[int, int]]:
        return abs(square[0] - 7) + abs(square[1] - 7), square

    for col, row in sorted(game.board.tiles, key=nearness):
        for piece in PIECES:
            length = len(parse_cells(piece))
            for across in (True, False):
                for shift in range(-length, 2):
                    c, r = (col + shift, row) if across else (col, row + shift)
                    if 0 <= c < 15 and 0 <= r < 15:
                        start = f"{r + 1}{COLUMNS[c]}" if across else f"{COLUMNS[c]}{r + 1}"
                        if game.judge_text(f"{start} {piece}").legal:
                            return f"{start} {piece}"
    return None


def build_game():
    from kitgen.games.binary import Rules
    from kitgen.games.binary.game import Game
    from kitgen.games.binary.tileset import TileSet, tileset_from_spec
    from kitgen.maker.specs.board import load_premium_board
    from kitgen.maker.specs.tiles import load_tile_spec

    one = tileset_from_spec(load_tile_spec())
    two = TileSet(
        "binary-double",
        one.rack,
        {face: 2 * count for face, count in one.counts.items()},
        one.points,
        2 * one.blanks,
        one.blank_points,
        one.faces,
    )
    game = Game(Rules(), two, load_premium_board(), ["Ann", "Bob", "Cy"])
    game.play("8H 1+1=10")
    while len(game.entries) < MOVES:
        move = find_move(game)
        if move is None:
            raise SystemExit(f"bench_game: could only build {len(game.entries)} moves")
        assert game.play(move).legal
    return game


def _wall(argv: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(argv, check=False, capture_output=True, env=ENV)
    return time.perf_counter() - start


def main() -> int:
    from kitgen.games.binary.gamefile import game_json, read_game

    game = build_game()
    probe = find_move(game)
    assert probe is not None
    folder = Path(tempfile.mkdtemp(prefix="bench_game."))
    try:
        master = folder / "forty.json"
        master.write_text(game_json(game), encoding="utf-8")
        work = folder / "play.json"
        play = [sys.executable, "-m", "kitgen", "game", "play", str(work), probe]
        check = [sys.executable, "-m", "kitgen", "check", "11x11=1001"]
        shutil.copy(master, work)
        first = subprocess.run(play, capture_output=True, text=True, check=False, env=ENV)
        if first.returncode != 0:
            print(first.stdout, first.stderr)
            return 1
        for _ in range(3):  # warm the file and bytecode caches
            shutil.copy(master, work)
            _wall(play), _wall(check)
        ours: list[float] = []
        theirs: list[float] = []
        for _ in range(RUNS):
            shutil.copy(master, work)  # the same 41st move each time
            ours.append(_wall(play))
            theirs.append(_wall(check))
        start = time.perf_counter()
        for _ in range(10):
            read_game(master)
        replay = (time.perf_counter() - start) / 10
    finally:
        shutil.rmtree(folder)
    ratio = statistics.median(ours) / statistics.median(theirs)
    print(f"game moves recorded: {len(game.entries)} moves")
    print(f"game play on 40 moves, median: {statistics.median(ours) * 1000:.0f} ms")
    print(f"check, median: {statistics.median(theirs) * 1000:.0f} ms")
    print(f"game play / check: {ratio:.2f} x (target <= {TARGET})")
    print(f"load and replay of 40 moves in process: {replay * 1000:.1f} ms")
    return 0 if ratio <= TARGET else 1


if __name__ == "__main__":
    sys.exit(main())
