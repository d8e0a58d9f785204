"""Per-square facts of one row or column: its tiles, cross-checks and what lies ahead
(see the package docstring, point 1).
"""

from __future__ import annotations

from kitgen.games.binary.board import Square
from kitgen.games.binary.movegen.grammar import OPERATORS


class Line:
    """One row or column: the tiles on it, and the cross-checks and premiums of its squares."""

    def __init__(self, squares: list[Square], faces: list[str | None]) -> None:
        self.squares = squares
        self.faces = faces
        #: for an empty square with tiles beside it across: face -> the bonus of the line
        #: it makes across (faces that make a wrong line are absent)
        self.cross: list[dict[str, int] | None] = [None] * len(squares)
        self.touch = [face is not None for face in faces]
        n = len(squares)
        self.eq_ahead = [False] * (n + 1)
        self.op_ahead = [False] * (n + 1)
        for i in range(n - 1, -1, -1):
            face = faces[i]
            self.eq_ahead[i] = self.eq_ahead[i + 1] or face == "="
            self.op_ahead[i] = self.op_ahead[i + 1] or face in OPERATORS
