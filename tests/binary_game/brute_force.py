"""The exhaustive reference for the move generator: try everything, let the referee judge.

Every ordered placement of every sub-multiset of the rack (a blank as every face, a ``=`` also
turned 90°) on every run of empty squares of every row and column that touches the board
(through the centre on the first move), written as a move and judged by
``referee.judge_move``. No pruning at all — slow, and only meant for small racks.
Also used by ``benchmarks/bench_moves.py`` as the reference the generator is compared with.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence

from kitgen.games.binary.board import Board, Square, Tile
from kitgen.games.binary.move import FACES, ROTATED, Cell, Move
from kitgen.games.binary.referee import judge_move, rules_judge
from kitgen.games.binary.rules import Rules
from kitgen.games.binary.tileset import TileSet

BLANK = "blank"

Placement = tuple[tuple[Square, Tile], ...]


def _sequences(rack: Counter[str], length: int) -> Iterator[list[tuple[str, bool]]]:
    """Every ordered choice of ``length`` tiles from the rack, as (face, blank)."""
    if length == 0:
        yield []
        return
    for key in list(rack):
        if rack[key] <= 0:
            continue
        if key == BLANK:
            ways = [(face, True) for face in (*FACES, ROTATED)]
        elif key == "=":
            ways = [("=", False), (ROTATED, False)]
        else:
            ways = [(key, False)]
        rack[key] -= 1
        for rest in _sequences(rack, length - 1):
            for way in ways:
                yield [way, *rest]
        rack[key] += 1


def brute_force(
    board: Board, rack: Sequence[str], tileset: TileSet, rules: Rules
) -> dict[Placement, int]:
    """Every legal placement of the rack and its points, judged one by one by the referee."""
    judge = rules_judge(rules)
    counts = Counter(rack)
    size = board.size
    found: dict[Placement, int] = {}
    near = {(c + dc, r + dr) for c, r in board.tiles for dc, dr in ((0, 0), (1, 0), (-1, 0),
            (0, 1), (0, -1))} or {board.centre}  # fmt: skip
    for across in (True, False):
        for index in range(size):
            squares = [(i, index) if across else (index, i) for i in range(size)]
            if not near.intersection(squares):
                continue  # a line that touches no tile (or misses the centre on move one)
            for start, square in enumerate(squares):
                if board[square] is not None:
                    continue
                empties = [i for i in range(start, size) if board[squares[i]] is None]
                for length in range(1, min(len(rack), len(empties)) + 1):
                    last = empties[length - 1]
                    targets = set(empties[:length])
                    for sequence in _sequences(counts, length):
                        laid = iter(sequence)
                        cells = []
                        for i in range(start, last + 1):
                            if i in targets:
                                face, blank = next(laid)
                                cells.append(Cell(face, blank))
                            else:
                                cells.append(Cell(None))
                        move = Move(square[0], square[1], across, tuple(cells))
                        verdict = judge_move(board, move, tileset, judge)
                        if verdict.legal:
                            found[tuple(sorted(verdict.placed.items()))] = verdict.score
    return found
