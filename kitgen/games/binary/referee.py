"""Is a move legal, and what does it score? Plain functions over a Board and a Move.

``judge_move`` checks the rules of "Playing on the board" in a fixed order and returns the
first reason that refuses the move, or the scored expressions of a legal move. The
expression judge is passed in (``rules_judge(rules)``), so geometry and scoring are
testable on their own.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from kitgen.core.messages import _, n_
from kitgen.core.wording import ordinal
from kitgen.games.binary.board import Board, Square, Tile, square_name
from kitgen.games.binary.move import Move, physical
from kitgen.games.binary.premiums import COLUMNS
from kitgen.games.binary.scoring import ExpressionScore, score_expression
from kitgen.games.binary.tileset import BINGO_BONUS, TileSet

#: Takes the faces of a line, one per square, and returns a verdict with ``valid``,
#: ``value``, ``bonus`` and ``reason`` (``kitgen.games.binary.judge_faces`` with the rules).
Judge = Callable[[Sequence[str]], Any]


@dataclass(frozen=True)
class MoveVerdict:
    """The referee's answer: legal or not (with the reason), and the score breakdown."""

    move: Move
    legal: bool
    reason: str | None = None
    placed: dict[Square, Tile] = field(default_factory=dict)
    expressions: tuple[ExpressionScore, ...] = ()
    bingo: int = 0

    @property
    def score(self) -> int:
        if not self.legal:
            return 0
        return sum(expr.score for expr in self.expressions) + self.bingo


def rules_judge(rules: Any) -> Judge:
    """The rules package's expression judge, bound to ``rules``."""
    from kitgen.games.binary import judge_faces

    return lambda faces: judge_faces(faces, rules)


def _neighbours(square: Square) -> list[Square]:
    col, row = square
    return [(col - 1, row), (col + 1, row), (col, row - 1), (col, row + 1)]


def judge_move(board: Board, move: Move, tileset: TileSet, judge: Judge) -> MoveVerdict:
    """Check ``move`` against ``board``; never changes the board."""

    def refuse(reason: str) -> MoveVerdict:
        return MoveVerdict(move, False, reason)

    # 1. The written line: on the board, agreeing with the tiles already there, no gaps.
    placed: dict[Square, Tile] = {}
    for square, cell in zip(move.squares, move.cells, strict=True):
        name = square_name(square) if board.on_board(square) else None
        if name is None:
            if move.across:
                edge = _("column {column}", column=COLUMNS[board.size - 1])
            else:
                edge = _("row {row}", row=board.size)
            return refuse(
                n_(
                    "the move runs off the board: {n} square from {start} does not fit "
                    "(the board ends at {edge})",
                    "the move runs off the board: {n} squares from {start} do not fit "
                    "(the board ends at {edge})",
                    len(move.cells),
                    start=move.start,
                    edge=edge,
                )
            )
        there = board[square]
        if there is not None:
            if cell.face is not None and cell.face != there.face:
                return refuse(
                    _(
                        "{square} already holds {tile}, but the move writes {written} there — "
                        "write the tile on the board as itself or as '.'",
                        square=name,
                        tile=there,
                        written=cell,
                    )
                )
        elif cell.face is None:
            return refuse(
                _(
                    "{square} is empty, but the move writes '.' there — a move may not leave a gap",
                    square=name,
                )
            )
        else:
            placed[square] = Tile(cell.face, cell.blank)

    # 2. How many tiles.
    if not placed:
        return refuse(_("the move places no tile: every square it writes is already filled"))
    if len(placed) > tileset.rack:
        return refuse(
            _(
                "the move places {tiles}; a move places 1 to {rack} (a rack holds {rack})",
                tiles=n_("{n} tile", "{n} tiles", len(placed)),
                rack=tileset.rack,
            )
        )

    # 3. The first move covers the centre; every later move touches the tiles already down.
    if len(board) == 0:
        if board.centre not in placed:
            return refuse(
                _(
                    "the first move must cover the centre square {square}",
                    square=square_name(board.centre),
                )
            )
    elif len(placed) == len(move.cells) and not any(
        board[n] is not None for sq in placed for n in _neighbours(sq) if board.on_board(n)
    ):
        return refuse(_("the move does not touch any tile already on the board"))

    # 4. At most one new '='.
    equals = sum(1 for tile in placed.values() if tile.face == "=")
    if equals > 1:
        return refuse(
            n_(
                "the move places {n} new '=' tile; a move may add at most one",
                "the move places {n} new '=' tiles; a move may add at most one",
                equals,
            )
        )

    # 5. No more of a face on the board than the set holds.
    faces, blanks = board.face_counts()
    for tile in placed.values():
        if tile.blank:
            blanks += 1
        else:
            faces[physical(tile.face)] += 1
    if blanks > tileset.blanks:
        if tileset.blanks:
            said = _(
                "the move puts a {nth} blank on the board; the set holds only {held}",
                nth=ordinal(blanks),
                held=tileset.blanks,
            )
        else:
            said = _("the move puts a blank on the board; the set holds none")
        return refuse(said)
    for face, count in faces.items():
        held = tileset.counts.get(face, 0)
        if count > held:
            if held == 0:
                return refuse(
                    _("the tile set has no {face} tiles (a blank may stand for one)", face=face)
                )
            return refuse(
                _(
                    "the move puts a {nth} {face} on the board; the set holds only {held}",
                    nth=ordinal(count),
                    face=face,
                    held=held,
                )
            )

    # 6. Every line of two or more touching tiles the move formed or lengthened is correct.
    lines: list[tuple[list[Square], bool]] = []
    for across in (move.across, not move.across):
        covered: set[Square] = set()  # squares of the lines found in this direction
        for square in placed:
            if square not in covered:
                run = board.run(square, across, placed)
                covered.update(run)
                if len(run) >= 2:
                    lines.append((run, across))
    if not lines:
        return refuse(_("a single tile is not an expression: the move forms no line of tiles"))
    expressions = []
    for run, across in lines:
        # The board as the move leaves it.
        faces_line = [(placed[sq] if sq in placed else board.tiles[sq]).face for sq in run]
        verdict = judge(faces_line)
        if not verdict.valid:
            found = score_expression(board, run, placed, across, tileset, None, 0)
            return refuse(
                _(
                    "{expression} ({where}) is not a correct expression: {reason}",
                    expression=found.text,
                    where=found.where,
                    reason=verdict.reason,
                )
            )
        expressions.append(
            score_expression(board, run, placed, across, tileset, verdict.value, verdict.bonus)
        )
    bingo = BINGO_BONUS if len(placed) == tileset.rack else 0
    return MoveVerdict(move, True, None, placed, tuple(expressions), bingo)


def legal(board: Board, move: Move, tileset: TileSet, judge: Judge) -> bool:
    """Whether ``move`` may be played on ``board`` (``judge_move`` says why not)."""
    return judge_move(board, move, tileset, judge).legal


def score(board: Board, move: Move, tileset: TileSet, judge: Judge) -> int:
    """What ``move`` scores on ``board`` (0 when it is not legal)."""
    return judge_move(board, move, tileset, judge).score
