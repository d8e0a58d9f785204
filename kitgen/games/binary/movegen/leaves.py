"""A move as the search records it (a leaf that sorts best first) and as it is handed out."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from kitgen.games.binary.board import Board, Square
from kitgen.games.binary.move import Cell, Move
from kitgen.games.binary.movegen.grammar import FACE_RANK
from kitgen.games.binary.referee import MoveVerdict

#: A move as the search records it, sorting best first:
#: ``(-points, tiles, row, col, 0 across / 1 down, face codes, ((square, face, blank), ...))``.
Leaf = tuple[int, int, int, int, int, tuple[int, ...], tuple[tuple[Square, str, bool], ...]]


def new_leaf(points: int, placed: Sequence[tuple[Square, str, bool]], across: bool) -> Leaf:
    col, row = placed[0][0]
    codes = tuple(FACE_RANK[face] * 2 + blank for _sq, face, blank in placed)
    return (-points, len(placed), row, col, 0 if across else 1, codes, tuple(placed))


def leaf_move(leaf: Leaf, board: Board) -> Move:
    """The move a leaf records, in the notation ``game play`` takes: from the first tile laid
    to the last, the tiles already on the board in between written as themselves."""
    placed = leaf[6]
    across = leaf[4] == 0
    (col, row), (last_col, last_row) = placed[0][0], placed[-1][0]
    new = {square: Cell(face, blank) for square, face, blank in placed}
    if across:
        squares = [(c, row) for c in range(col, last_col + 1)]
    else:
        squares = [(col, r) for r in range(row, last_row + 1)]
    cells = tuple(new[sq] if sq in new else Cell(board.tiles[sq].face) for sq in squares)
    return Move(col, row, across, cells)


# Read-only properties alike in shape to the board's and the API's (``duplicates`` pairs
# them): each names what it reads.
@dataclass(frozen=True)
class FoundMove:
    """A legal move with the referee's verdict (its points and expressions)."""

    verdict: MoveVerdict

    @property
    def move(self) -> Move:
        return self.verdict.move

    @property
    def points(self) -> int:
        return self.verdict.score

    @property
    def tiles(self) -> int:
        return len(self.verdict.placed)

    @property
    def expressions(self) -> list[str]:
        return [expression.text for expression in self.verdict.expressions]

    def __str__(self) -> str:
        return str(self.move)
