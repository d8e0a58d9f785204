"""One move of a rack picked by its number, without writing out the others.

The move graph (see :class:`~kitgen.games.binary.movegen.graph.Graph`) keeps how many moves
pass through each node, so the ``index``-th move (in the graph's own order: the one-tile
moves, then each line's moves as its steps are listed) is reached by going down one path:
at each node, skip whole steps by their counts until the one that holds the move. A
uniformly random legal move is the move of a uniformly random number below the count
(:func:`random_leaf`): one path of the graph, whatever the number of moves.
"""

from __future__ import annotations

import random

from kitgen.core.messages import _
from kitgen.games.binary.movegen.graph import Tiles
from kitgen.games.binary.movegen.leaves import Leaf
from kitgen.games.binary.movegen.movelist import MoveList


def random_leaf(moves: MoveList, rng: random.Random) -> Leaf | None:
    """A uniformly random move of ``moves`` (``None`` when there is none)."""
    if not moves.count:
        return None
    return nth_leaf(moves, rng.randrange(moves.count))


def nth_leaf(moves: MoveList, index: int) -> Leaf:
    """The move numbered ``index`` (0 to ``count - 1``) in the graph's order."""
    if not 0 <= index < moves.count:
        raise IndexError(f"move {index} of {moves.count}")
    if index < len(moves.singles):
        return moves.singles[index]
    index -= len(moves.singles)
    graph = moves.graph
    for root, down in moves.roots:
        count = graph.count(root)
        if index < count:
            path = _Path(graph.size, index)
            with moves.within(_("picking a move")):  # a step per node entered, as every walk
                graph.walk(root, down, path)
            assert path.found is not None, "a node's count is the sum of its steps'"
            return path.found
        index -= count
    raise AssertionError("the roots' counts add up to the count")  # pragma: no cover


class _Path:
    """The walk down to the move numbered ``index`` below a root: a visitor of
    :meth:`Graph.visit_node` that passes by every node holding only moves before it (by
    their count) and every move before it, and enters the one node that holds it."""

    def __init__(self, size: int, index: int) -> None:
        self.tiles = Tiles(size)
        #: the moves still to pass before the one picked (below 0 once it is found)
        self.index = index
        self.found: Leaf | None = None

    def leaf(self, points: int, placed: list[tuple[int, int]], down: int) -> None:
        if self.index == 0:
            self.found = self.tiles.leaf(points, placed, down)
        self.index -= 1

    def enter(self, bound: int, gathered: int, count: int) -> bool:
        if self.index < count:
            return self.index >= 0
        self.index -= count
        return False
