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

from kitgen.games.binary.movegen.budget import OutOfWork
from kitgen.games.binary.movegen.grammar import RANKED
from kitgen.games.binary.movegen.graph import EDGE_SIZE, NODE, Graph
from kitgen.games.binary.movegen.leaves import Leaf
from kitgen.games.binary.tileset import BINGO_BONUS


class Ranker:
    """Counts the moves of a graph that sort before the move ``key`` (see :data:`Leaf`)."""

    def __init__(self, graph: Graph, key: Leaf) -> None:
        self.graph = graph
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
            self.walk(root, down, [], 0, 1, 0)
        return 1 + self.before if self.found else None

    def tie(self, points: int, placed: list[tuple[int, int]], down: int) -> None:
        """A move with the same points as ``key``: written out to compare with it."""
        size = self.graph.size
        tiles = tuple(((sq % size, sq // size), RANKED[code >> 1], bool(code & 1))
                      for sq, code in placed)  # fmt: skip
        col, row = tiles[0][0]
        codes = tuple(code for _sq, code in placed)
        leaf = (-points, len(placed), row, col, down, codes, tiles)
        if leaf < self.key:
            self.before += 1
        elif leaf == self.key:
            self.found = True

    # walk and walk_open repeat each other on purpose, like Graph.walk and Graph.walk_open
    # (``duplicates`` finds them): hot loops of the move engine, one call per node.
    def walk(
        self, node: int, down: int, placed: list[tuple[int, int]], letters: int, mult: int,
        extra: int,
    ) -> None:  # fmt: skip
        """Count the moves through ``node`` after ``placed`` (squares and face codes) that
        sort before ``key``; ``letters``, ``mult``, ``extra`` as in :meth:`Graph.walk`.
        One step of the graph's budget per node entered."""
        graph, floor = self.graph, self.floor
        work = graph.work
        work[0] -= 1
        if work[0] < 0:
            raise OutOfWork
        nodes, edges = graph.nodes, graph.edges
        at = node * NODE
        end, flags, first, last = nodes[at + 4 : at + 8]
        if end >= 0:
            points = (letters + end) * mult + extra + (BINGO_BONUS if flags & 1 else 0)
            if points > floor:
                self.before += 1
            elif points == floor:
                self.tie(points, placed, down)
        step = graph.size if down else 1
        for e in range(first, last, EDGE_SIZE):
            sq, code, gain, wm, across, child, bonus = edges[e : e + EDGE_SIZE]
            if child == -1:
                points = (letters + gain + bonus) * mult * wm + extra + across
                if flags & 2:
                    points += BINGO_BONUS
                if points > floor:
                    self.before += 1
                elif points == floor:
                    self.tie(points, [*placed, (sq, code)], down)
                continue
            now_letters, now_mult, now_extra = letters + gain, mult * wm, extra + across
            if child < -1:  # an open node, from the next square on
                inner = -2 - child
                below, core, most = graph.open_bound(inner, sq + step, step)
                if (now_letters * below + core) * now_mult + now_extra + most < floor:
                    continue
                if now_letters * now_mult + now_extra > floor:
                    self.before += graph.open_nodes[inner * NODE]
                    continue
                placed.append((sq, code))
                self.walk_open(inner, sq + step, step, down, placed, now_letters, now_mult,
                               now_extra)  # fmt: skip
            else:
                to = child * NODE
                bound = (now_letters * nodes[to + 1] + nodes[to + 2]) * now_mult
                if bound + now_extra + nodes[to + 3] < floor:
                    continue
                if now_letters * now_mult + now_extra > floor:
                    self.before += nodes[to]
                    continue
                placed.append((sq, code))
                self.walk(child, down, placed, now_letters, now_mult, now_extra)
            placed.pop()

    def walk_open(
        self, node: int, sq: int, step: int, down: int, placed: list[tuple[int, int]],
        letters: int, mult: int, extra: int,
    ) -> None:  # fmt: skip
        """:meth:`walk` for open node ``node`` met on square ``sq``."""
        graph, floor = self.graph, self.floor
        work = graph.work
        work[0] -= 1
        if work[0] < 0:
            raise OutOfWork
        nodes, edges = graph.open_nodes, graph.open_edges
        at = node * NODE
        end, flags, first, last = nodes[at + 4 : at + 8]
        if end >= 0:
            points = (letters + end) * mult + extra + (BINGO_BONUS if flags & 1 else 0)
            if points > floor:
                self.before += 1
            elif points == floor:
                self.tie(points, placed, down)
        lm, wm = graph.letter[sq], graph.word[sq]
        for e in range(first, last, 4):
            code, worth, child, bonus = edges[e : e + 4]
            gain = worth * lm
            if child < 0:
                points = (letters + gain + bonus) * mult * wm + extra
                if flags & 2:
                    points += BINGO_BONUS
                if points > floor:
                    self.before += 1
                elif points == floor:
                    self.tie(points, [*placed, (sq, code)], down)
                continue
            now_letters, now_mult = letters + gain, mult * wm
            below, core, most = graph.open_bound(child, sq + step, step)
            if (now_letters * below + core) * now_mult + extra + most < floor:
                continue
            if now_letters * now_mult + extra > floor:
                self.before += nodes[child * NODE]
                continue
            placed.append((sq, code))
            self.walk_open(child, sq + step, step, down, placed, now_letters, now_mult, extra)
            placed.pop()
