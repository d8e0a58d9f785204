"""Every legal move for a rack: the binary game's move generator (pure, no I/O).

:func:`generate` finds every move a rack can make on the current board under the game's
rules and returns a :class:`MoveList`: how many there are, the best ``n`` (or all), and
where a given move ranks. Every move it hands out is judged by the referee
(:func:`kitgen.games.binary.referee.judge_move` with the rules' expression judge) and must
score exactly the points the search gave it — one definition of legality and of points.
Moves rank best first: most points, then fewer tiles, then notation order (row, column,
across before down, then the tiles' faces in the order of ``move.FACES``, a blank after the
tile it stands for).

How it searches (a Scrabble-style generator with a grammar instead of a word list):

1. **Cross-checks.** Every empty square with a tile beside it across the line of play holds
   the set of faces that make the perpendicular line a correct expression — worked out once
   per square (and cached by the tiles around it) before the search starts. A square whose
   set is empty is never filled; a square with a neighbour counts as touching the board.
2. **Lines.** Each row (played across) and each column (down) that holds a tile or lies
   beside one is searched from every square where a run of tiles can start (the square
   before is empty or off the board). First move: only the centre row and column, and the
   move must cover the centre.
3. **Grammar state along the line.** The search lays one rack tile (or a blank naming a
   face) on each empty square left to right and walks over the tiles already there. After
   every tile it advances a small state machine that mirrors the referee's parser and
   evaluator: what may come next (a number, an operator, ``NOT``, ``=``), the number being
   written (its value, width, a leading ``0``, a ``NOT`` in front), leading zeros, ``XOR``
   and the rotated ``=`` only when in play, the identity-step house rules (``× 1``, ``+ 0``,
   ``AND 1``, ``OR 0``, padding), and the operator stack of the shunting-yard evaluation
   under ``--order math`` or ``left``. Every reduction the evaluator would do is done as
   soon as the operator that triggers it is laid, so a division that does not come out
   whole, a negative step or ``AND`` on a fraction abandons the placement before the rest
   of the rack is tried.
4. **Values carried across ``=``.** When a side closes, its value becomes the target every
   later side must reach; a side that differs is abandoned at its ``=``. While a later side
   is a plain number and neither the rack nor the line ahead can supply an operator, its
   digits must be the leading digits of the target, or the branch is dropped. A run with no
   ``=`` yet, when neither the rack nor the line ahead holds one, is dropped too.
5. **Geometry.** A run may stop only on an empty square (or the edge); at most one new
   ``=``; a branch that can no longer reach a tile on the board (or the centre) within the
   tiles left on the rack is dropped. One-tile moves are found apart, once per square.
6. **The tiles left must be able to finish it.** Before a branch with at most four tiles
   left to lay is searched (with more the answer is nearly always yes, and dearer than the
   search it saves), and when no tile on the line is within reach of the tiles still usable
   (an ``=`` tile is of no use once an ``=`` is laid), it is asked whether they, laid in any
   order on free squares, could finish a correct expression at all — no square, premium or
   tile across looked at, so a "no" is final and a "yes" promises nothing. The answer is
   kept by (state, tiles left, ``=`` laid), for all lines and squares at once; most dead
   ends on an open stretch of board (a right side that can no longer reach its target with
   what is left) are dropped there without being searched square by square. When a tile on
   the line is within reach, the same question is asked of the stretch of line up to the end
   of that run of tiles (rack tiles on its empty squares, its tiles read where they are;
   past it, "yes" when another tile is within reach, else the rack-only answer), kept by
   (state, tiles left, ``=`` laid, stretch) for all lines with the same stretch ahead.
7. **Each sub-search once: the moves as a graph.** What a branch finds from a square on
   depends only on (square, state, tiles left, touching yet, ``=`` laid) — not on how it got
   there — so each is searched once and kept as a node (or as "nothing"): the moves it
   found, as steps (a tile on a square, its letter points, word premium and points across)
   to further nodes or to the end of a move. A node also keeps how many moves pass through
   it and three figures that bound their points whatever was gathered before it (the most
   word premium, the most points before the bonus times it, the most points across). An
   ending shared by many beginnings (the right sides after every left side of the same
   value and tiles) is found once. On open board — the squares a branch can still reach
   all empty with nothing beside them (and the square after them empty or the edge) — what
   it finds does not depend on the square or the line at all, only on (state, tiles left,
   ``=`` laid, squares to the edge when within reach): such nodes are searched and kept
   once for every line, with the tiles' points before premiums, and the premiums of the
   squares where they are met are applied when the graph is walked (their bound from the
   word premiums and highest letter premium of the squares they may cover). The graph is
   flat lists of numbers, which Python's cycle collector never has to walk; the collector
   is paused while the search runs.
8. **Counted, not written out.** The count is the sum over the starting nodes. The best
   ``n`` are found by walking the graph from the most promising start, entering only the
   nodes whose bound can still reach the ``n``-th best points found so far (ties are
   entered: fewer tiles and notation order break them). All of them (``--all``, the tests)
   walk the whole graph; a move's rank (``--check``) is counted: a node whose bound is below
   its points is passed by, one reached with more points already gathered adds its count,
   and only a move with the same points is written out to break the tie. Points are added up
   as the search goes (the premium board, the tile set's points and ``bonus_of``, as the
   referee's scoring uses them); only the moves asked for are written as a :class:`Move` and
   judged by the referee, which must agree on legality and points (a disagreement raises).
   The tests compare every move and its points with an exhaustive brute force judged by the
   referee.
9. **Remembered work.** Each grammar state met is numbered once; the state each face leads
   to, its bonus and the pruning facts above are kept by number, so a step is a list
   look-up. The operators whose identity step (``× 1``, ``+ 0``...) the house rules allow
   and do not count (padding on) are left out of the state, so lines that differ only
   there meet. What each square accepts after each kind of state (cross-check, grammar,
   points) is listed once per line.

Blanks: each face a blank may name is tried as its own move (``[1]``, ``[AND]``).

Modules: ``grammar`` (the state machine, point 3), ``squares`` (a line's tiles and
cross-checks, point 1), ``rack`` (the tiles left and whether they can finish, point 6),
``search`` (the line search and the open-board search, points 2 to 7), ``graph`` (the
moves as a graph: counts, bounds, the walk, points 7 and 8), ``leaves`` (a move as recorded
and as handed out), ``movelist`` (:class:`MoveList`), ``rank`` (a move's rank, counted).
"""

from __future__ import annotations

from collections.abc import Sequence

from kitgen.games.binary.board import Board
from kitgen.games.binary.movegen.budget import WORK_LIMIT, Budget, TooMuchWork
from kitgen.games.binary.movegen.grammar import Grammar
from kitgen.games.binary.movegen.leaves import FoundMove, Leaf, leaf_move
from kitgen.games.binary.movegen.movelist import MoveList
from kitgen.games.binary.movegen.rack import BLANK
from kitgen.games.binary.movegen.search import MoveGenerator
from kitgen.games.binary.referee import Judge
from kitgen.games.binary.rules import Rules
from kitgen.games.binary.tileset import TileSet

__all__ = [
    "BLANK",
    "WORK_LIMIT",
    "Budget",
    "FoundMove",
    "Grammar",
    "Leaf",
    "MoveGenerator",
    "MoveList",
    "TooMuchWork",
    "generate",
    "leaf_move",
]


def generate(
    board: Board,
    rack: Sequence[str],
    tileset: TileSet,
    rules: Rules,
    judge: Judge | None = None,
    budget: Budget | None = None,
) -> MoveList:
    """Every legal move for ``rack`` on ``board`` under ``rules``.

    ``rack`` holds faces as the referee writes them (``"1"``, ``"×"``, ``"AND"``...) and
    ``"blank"`` for a blank. The board is not changed. The search and what is then asked of
    the list share ``budget`` (a new :class:`Budget` of :data:`WORK_LIMIT` steps when not
    given); past it, :class:`TooMuchWork` (a ``KitgenError``) says how many moves were found.
    """
    return MoveGenerator(board, tileset, rules, judge).moves(rack, budget)
