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

from kitgen.games.binary.movegen.grammar import RANKED
from kitgen.games.binary.movegen.graph import EDGE_SIZE, NODE, Graph
from kitgen.games.binary.movegen.leaves import Leaf
from kitgen.games.binary.movegen.movelist import MoveList
from kitgen.games.binary.tileset import BINGO_BONUS


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
            return _Path(graph, down).node(root, index)
        index -= count
    raise AssertionError("the roots' counts add up to the count")  # pragma: no cover


class _Path:
    """The walk down to one move, adding up its points as :meth:`Graph.walk` does."""

    def __init__(self, graph: Graph, down: int) -> None:
        self.graph = graph
        self.down = down
        self.placed: list[tuple[tuple[int, int], str, bool]] = []
        self.codes: list[int] = []

    def tile(self, sq: int, code: int) -> None:
        size = self.graph.size
        self.placed.append(((sq % size, sq // size), RANKED[code >> 1], bool(code & 1)))
        self.codes.append(code)

    def leaf(self, points: int) -> Leaf:
        col, row = self.placed[0][0]
        return (-points, len(self.placed), row, col, self.down, tuple(self.codes),
                tuple(self.placed))  # fmt: skip

    # ``node`` and ``open`` walk the closed and the open graph alike, step for step, and stay
    # two loops on purpose (``duplicates`` pairs them): only a node's end reads the same in
    # both; their steps are laid out apart (seven numbers a step, its square and the points
    # across among them, against four, the square following from the step), and a walk
    # turns from the closed graph into the open one and never back.
    def node(self, node: int, index: int, letters: int = 0, mult: int = 1, extra: int = 0) -> Leaf:
        graph = self.graph
        nodes, edges = graph.nodes, graph.edges
        while True:
            at = node * NODE
            end, flags, first, last = nodes[at + 4 : at + 8]
            if end >= 0:
                if index == 0:
                    return self.leaf((letters + end) * mult + extra + BINGO_BONUS * (flags & 1))
                index -= 1
            for e in range(first, last, EDGE_SIZE):
                sq, code, gain, wm, across, child, bonus = edges[e : e + EDGE_SIZE]
                if child == -1:
                    if index == 0:
                        self.tile(sq, code)
                        points = (letters + gain + bonus) * mult * wm + extra + across
                        return self.leaf(points + (BINGO_BONUS if flags & 2 else 0))
                    index -= 1
                    continue
                inner = -2 - child
                count = graph.open_nodes[inner * NODE] if child < -1 else nodes[child * NODE]
                if index >= count:
                    index -= count
                    continue
                self.tile(sq, code)
                letters, mult, extra = letters + gain, mult * wm, extra + across
                if child < -1:
                    step = graph.size if self.down else 1
                    return self.open(inner, sq + step, step, index, letters, mult, extra)
                node = child
                break
            else:  # pragma: no cover - the counts say the move is below this node
                raise AssertionError("a node's count is the sum of its steps'")

    def open(
        self, node: int, sq: int, step: int, index: int, letters: int, mult: int, extra: int
    ) -> Leaf:
        graph = self.graph
        nodes, edges = graph.open_nodes, graph.open_edges
        while True:
            at = node * NODE
            end, flags, first, last = nodes[at + 4 : at + 8]
            if end >= 0:
                if index == 0:
                    return self.leaf((letters + end) * mult + extra + BINGO_BONUS * (flags & 1))
                index -= 1
            lm, wm = graph.letter[sq], graph.word[sq]
            for e in range(first, last, 4):
                code, worth, child, bonus = edges[e : e + 4]
                if child < 0:
                    if index == 0:
                        self.tile(sq, code)
                        points = (letters + worth * lm + bonus) * mult * wm + extra
                        return self.leaf(points + (BINGO_BONUS if flags & 2 else 0))
                    index -= 1
                    continue
                count = nodes[child * NODE]
                if index >= count:
                    index -= count
                    continue
                self.tile(sq, code)
                letters, mult = letters + worth * lm, mult * wm
                node, sq = child, sq + step
                break
            else:  # pragma: no cover
                raise AssertionError("an open node's count is the sum of its steps'")
