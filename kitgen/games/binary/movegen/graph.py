"""The moves of a rack as a graph of flat lists of numbers: counts, bounds, the walk
(see the package docstring, points 7 and 8).
"""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Protocol

from kitgen.games.binary.board import Square
from kitgen.games.binary.movegen.budget import Budget, OutOfWork
from kitgen.games.binary.movegen.grammar import RANKED
from kitgen.games.binary.movegen.leaves import Leaf
from kitgen.games.binary.tileset import BINGO_BONUS

#: A step of the move graph, as the search hands it to :meth:`Graph.add`: a tile laid on a
#: square and where the search goes from there, ``(square number, face code, letter points,
#: word premium, points across, node, bonus)``; ``node`` -1 when the move ends with this
#: tile (``bonus``: its line's bonus), ``-2 - n`` for open node ``n`` (see
#: :meth:`Graph.add_open`) from the next square on.
Edge = tuple[int, int, int, int, int, int, int]

NODE, EDGE_SIZE = 8, 7  # numbers per node and per step in Graph's lists


class Graph:
    """The moves of a rack as a graph, kept in flat lists of numbers.

    A node (a sub-search that found moves) is 8 numbers in ``nodes``, named by its place:
    how many moves pass through it, three figures that bound their points (see
    :meth:`add`), the bonus of the move ending there (-1: none), whether that move or a
    move ending one tile on empties a full rack (bits 1 and 2), and where its steps are in
    ``edges`` (first, past the last). A step (see :data:`Edge`) is 7 numbers in ``edges``.
    Open nodes, found once for every line (see :meth:`add_open`), have lists of their own.
    Squares are ``row × size + column``, faces ``rank × 2 + blank``. Numbers only: Python's
    cycle collector never has to walk the graph (hundreds of thousands of tuples would cost
    it half a second per pass).
    """

    def __init__(
        self, size: int, letter: list[int], word: list[int], budget: Budget | None = None
    ) -> None:
        self.size = size
        self.letter, self.word = letter, word  # the premiums, by square number
        #: the steps left (see :mod:`~kitgen.games.binary.movegen.budget`): the search and
        #: every walk count one per node they work out or enter
        self.budget = budget or Budget()
        self.work = self.budget.left
        self.nodes: list[int] = []
        self.edges: list[int] = []
        #: Nodes on open board (see :meth:`add_open`): 8 numbers each in ``open_nodes``,
        #: steps ``(face code, tile points, node, bonus)`` in ``open_edges``.
        self.open_nodes: list[int] = []
        self.open_edges: list[int] = []

    def add_open(
        self, end: int, end_bingo: bool, steps: list[tuple[int, int, int, int]], edge_bingo: bool
    ) -> int:
        """A new node of the search on open board — empty squares with nothing beside them,
        up to the edge or one square past the tiles left — which finds the same moves
        wherever it is, so it is kept once for every line and square: its steps hold the
        tiles' points before premiums (and no points across: there are none). Its figures:
        how many moves, the most tiles laid, the most tile points, the most bonus, a full
        rack emptied (bit 4 of the flags); the premiums are applied where it is met
        (:meth:`open_bound`, :meth:`walk_open`). Returns its number."""
        nodes, edges = self.open_nodes, self.open_edges
        count = depth_most = worth_most = bonus_most = 0
        bingo = False
        if end >= 0:
            count, bonus_most, bingo = 1, end, end_bingo
        first = len(edges)
        for step in steps:
            _code, worth, child, bonus = step
            if child < 0:
                count += 1
                depth, bonus_here = 1, bonus
                bingo = bingo or edge_bingo
            else:
                at = child * NODE
                count += nodes[at]
                depth, worth, bonus_here = 1 + nodes[at + 1], worth + nodes[at + 2], nodes[at + 3]
                bingo = bingo or bool(nodes[at + 5] & 4)
            # the most of each figure kept by comparisons, here and in :meth:`add` alike
            # (``duplicates`` pairs them): a function for both costs a call per step (measured
            # 2026-12: 145 ns more a step, 189,019 steps on bench_moves' 59 positions, ~1 %)
            if depth > depth_most:
                depth_most = depth
            if worth > worth_most:
                worth_most = worth
            if bonus_here > bonus_most:
                bonus_most = bonus_here
            edges.extend(step)
        flags = end_bingo + 2 * edge_bingo + 4 * bingo
        nodes.extend((count, depth_most, worth_most, bonus_most, end, flags, first, len(edges)))
        return len(nodes) // NODE - 1

    def open_bound(self, node: int, sq: int, step: int) -> tuple[int, int, int]:
        """The three figures of :meth:`add` for open node ``node`` met on square ``sq`` of a
        line going ``step`` square numbers on: the word premiums and the highest letter
        premium of the squares its moves may cover."""
        at = node * NODE
        nodes, letter, word = self.open_nodes, self.letter, self.word
        mult, most_letter = 1, 1
        for i in range(nodes[at + 1]):
            mult *= word[sq + i * step]
            if letter[sq + i * step] > most_letter:
                most_letter = letter[sq + i * step]
        core = (most_letter * nodes[at + 2] + nodes[at + 3]) * mult
        return mult, core, BINGO_BONUS if nodes[at + 5] & 4 else 0

    def add(
        self, end: int, end_bingo: bool, steps: list[Edge], edge_bingo: bool, stride: int
    ) -> int:
        """A new node; returns its number.

        A move through the node scores ``(letters + l + bonus) × mult × m + extra + x`` where
        ``letters``, ``mult``, ``extra`` were gathered before it and ``l``, ``m``, ``x`` (and
        the bingo) after; the node keeps the most ``m``, the most ``(l + bonus) × m`` and the
        most ``x`` over its moves, each at least as big as any one move's. ``stride``: how
        many square numbers the line goes on per square (where an open node's squares are).
        """
        nodes, edges = self.nodes, self.edges
        count = mult_most = core_most = extra_most = 0
        if end >= 0:
            count, mult_most, core_most = 1, 1, end
            extra_most = BINGO_BONUS if end_bingo else 0
        first = len(edges)
        for step in steps:
            _sq, _code, gain, wm, across, child, bonus = step
            if child == -1:
                count += 1
                mult, core, extra = wm, (gain + bonus) * wm, across
                if edge_bingo:
                    extra += BINGO_BONUS
            elif child < -1:  # an open node, from the next square on
                count += self.open_nodes[(-2 - child) * NODE]
                below, core, extra = self.open_bound(-2 - child, _sq + stride, stride)
                mult = wm * below
                core = (gain * below + core) * wm
                extra += across
            else:
                at = child * NODE
                count += nodes[at]
                mult = wm * nodes[at + 1]
                core = (gain * nodes[at + 1] + nodes[at + 2]) * wm
                extra = across + nodes[at + 3]
            if mult > mult_most:
                mult_most = mult
            if core > core_most:
                core_most = core
            if extra > extra_most:
                extra_most = extra
            edges.extend(step)
        flags = end_bingo + 2 * edge_bingo
        nodes.extend((count, mult_most, core_most, extra_most, end, flags, first, len(edges)))
        return len(nodes) // NODE - 1

    def count(self, node: int) -> int:
        return self.nodes[node * NODE]

    def mark(self) -> tuple[int, int]:
        """Where the nodes made from now on begin (see :meth:`most_since`)."""
        return len(self.nodes), len(self.open_nodes)

    def most_since(self, mark: tuple[int, int]) -> int:
        """The most moves through one node made since ``mark``: a search stopped midway has
        at least this many moves from the start it was searching (its nodes are complete,
        and each is reached from that start)."""
        nodes, opens = self.nodes[mark[0] :: NODE], self.open_nodes[mark[1] :: NODE]
        return max(nodes + opens, default=0)

    def bound(self, node: int) -> int:
        """The most points a move through ``node`` can score from the start of a line."""
        at = node * NODE
        return self.nodes[at + 2] + self.nodes[at + 3]

    def walk(self, node: int, down: int, visit: Visit) -> None:
        """Every move through root ``node`` of a line going across (``down`` 0) or down,
        as :meth:`visit_node` shows them to ``visit``."""
        self.visit_node(node, False, 0, self.size if down else 1, down, [], 0, 1, 0, visit)

    def visit_node(
        self,
        node: int,
        opened: bool,
        sq: int,
        step: int,
        down: int,
        placed: list[tuple[int, int]],
        letters: int,
        mult: int,
        extra: int,
        visit: Visit,
    ) -> None:
        """The walk: every move through ``node`` (an open node met on square ``sq`` when
        ``opened``, see :meth:`add_open`) after the tiles ``placed`` (square and face code),
        each shown to ``visit.leaf`` with its points, and each node below entered when
        ``visit.enter`` says so, given its bound (the most points of its moves), the points
        already gathered on the way to it and how many moves it holds. ``letters``,
        ``mult``, ``extra``: the letter points, word premium and points across gathered so
        far (see :meth:`add`). One step of the budget per node entered.

        The one node walk of the move engine: listing the moves, the best of them, a move's
        rank and the move of a given number are visitors of it (:class:`Keeping`,
        ``rank.Ranker``, ``sample._Path``)."""
        work = self.work
        work[0] -= 1
        if work[0] < 0:
            raise OutOfWork
        nodes = self.open_nodes if opened else self.nodes
        edges, width = (self.open_edges, 4) if opened else (self.edges, EDGE_SIZE)
        at = node * NODE
        end, flags, first, last = nodes[at + 4 : at + 8]
        if end >= 0:
            visit.leaf((letters + end) * mult + extra + (BINGO_BONUS if flags & 1 else 0),
                       placed, down)  # fmt: skip
        bingo = BINGO_BONUS if flags & 2 else 0
        on, gain, wm, across, premium = sq, 0, 1, 0, 1
        if opened:  # every step of an open node is on its square, with no tile beside
            wm, premium = self.word[sq], self.letter[sq]
        for e in range(first, last, width):
            if opened:  # (face code, tile points, node, bonus): as a step of a node
                code, worth, child, bonus = edges[e : e + 4]
                gain, child = worth * premium, -1 if child < 0 else -2 - child
            else:
                on, code, gain, wm, across, child, bonus = edges[e : e + EDGE_SIZE]
            if child == -1:  # the move ends with this tile
                placed.append((on, code))
                visit.leaf((letters + gain + bonus) * mult * wm + extra + across + bingo,
                           placed, down)  # fmt: skip
                placed.pop()
                continue
            now_letters, now_mult, now_extra = letters + gain, mult * wm, extra + across
            if child < -1:  # an open node, from the next square on
                child, inner, below_sq = -2 - child, True, on + step
                below, core, most = self.open_bound(child, below_sq, step)
                count = self.open_nodes[child * NODE]
            else:
                to, inner, below_sq = child * NODE, False, 0
                count, below, core, most = nodes[to : to + 4]
            bound = (now_letters * below + core) * now_mult + now_extra + most
            if visit.enter(bound, now_letters * now_mult + now_extra, count):
                placed.append((on, code))
                self.visit_node(child, inner, below_sq, step, down, placed, now_letters,
                                now_mult, now_extra, visit)  # fmt: skip
                placed.pop()


class Visit(Protocol):
    """What :meth:`Graph.visit_node` shows the moves to."""

    def leaf(self, points: int, placed: list[tuple[int, int]], down: int) -> None:
        """A move: its points, its tiles (square and face code), across or down."""

    def enter(self, bound: int, gathered: int, count: int) -> bool:
        """Whether to walk a node whose ``count`` moves score at most ``bound`` and at least
        ``gathered`` (the points gathered on the way to it)."""


class Tiles(dict[tuple[int, int], tuple[Square, str, bool]]):
    """A walk's tiles (square number and face code) as a leaf names them, each made once."""

    def __init__(self, size: int) -> None:
        super().__init__()
        self.size = size

    def __missing__(self, key: tuple[int, int]) -> tuple[Square, str, bool]:
        sq, code = key
        made = self[key] = ((sq % self.size, sq // self.size), RANKED[code >> 1], bool(code & 1))
        return made

    def leaf(self, points: int, placed: list[tuple[int, int]], down: int) -> Leaf:
        """The move of a walk's tiles as a :data:`Leaf`."""
        tiles = tuple([self[step] for step in placed])
        col, row = tiles[0][0]
        return (-points, len(placed), row, col, down, tuple([c for _sq, c in placed]), tiles)


class Keeping:
    """A walk's visitor that hands the moves whose points ``keep`` accepts to ``record``
    as leaves, entering only the nodes whose bound it accepts."""

    def __init__(self, size: int, keep: Callable[[int], bool], record: Callable[[Leaf], None]):
        self.tiles, self.keep, self.record = Tiles(size), keep, record

    def leaf(self, points: int, placed: list[tuple[int, int]], down: int) -> None:
        if self.keep(points):
            self.record(self.tiles.leaf(points, placed, down))

    def enter(self, bound: int, gathered: int, count: int) -> bool:
        return self.keep(bound)


@contextmanager
def collector_paused() -> Iterator[None]:
    """Python's cycle collector paused while the search runs: it makes millions of small
    short-lived objects and no cycles, and the collector's passes over them cost a fifth
    of the time. The graph it leaves is numbers and tuples of numbers (see :class:`Graph`),
    which the first pass afterwards sets aside for good."""
    was_on = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_on:
            gc.enable()
