"""A move's rank from the move graph: the moves that sort before it, counted, none written out.

Moves sort by most points, then fewer tiles, then notation order. A node whose bound (the
most points of its moves, see :meth:`Graph.add`) is below the move's points holds no move
that sorts before it and is passed by. A node reached with more points already gathered
than the move's holds only moves that sort before it (premiums are at least 1, tile points,
bonuses and points across at least 0, so the points only grow on the way down) and adds its
count without being entered. Only the rest is walked, move by move, and only a move with
exactly the move's points is written out, to break the tie as the full listing does.
"""

from __future__ import annotations

from kitgen.games.binary.movegen.graph import Graph, Tiles
from kitgen.games.binary.movegen.leaves import Leaf


class Ranker:
    """Counts the moves of a graph that sort before the move ``key`` (see :data:`Leaf`): a
    visitor of :meth:`Graph.visit_node`."""

    def __init__(self, graph: Graph, key: Leaf) -> None:
        self.graph = graph
        self.tiles = Tiles(graph.size)
        self.key = key
        self.floor = -key[0]
        self.before = 0
        self.found = False

    def rank(self, roots: list[tuple[int, int]], singles: list[Leaf]) -> int | None:
        """1 + the moves that sort before ``key``, or None when ``key`` is not a move."""
        key, floor, graph = self.key, self.floor, self.graph
        for leaf in singles:
            if leaf < key:
                self.before += 1
            elif leaf == key:
                self.found = True
        for root, down in roots:
            if graph.bound(root) < floor:
                continue
            graph.walk(root, down, self)
        return 1 + self.before if self.found else None

    def leaf(self, points: int, placed: list[tuple[int, int]], down: int) -> None:
        """A move: counted when it sorts before ``key`` (with the same points, written out
        and compared with it)."""
        if points > self.floor:
            self.before += 1
        elif points == self.floor:
            leaf = self.tiles.leaf(points, placed, down)
            if leaf < self.key:
                self.before += 1
            elif leaf == self.key:
                self.found = True

    def enter(self, bound: int, gathered: int, count: int) -> bool:
        """A node is passed by when its moves score less than ``key``, and counted without
        being entered when they all score more."""
        if bound < self.floor:
            return False
        if gathered > self.floor:
            self.before += count
            return False
        return True
