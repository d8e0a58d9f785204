"""The legal moves of one rack: the count, the best ``n``, all of them, a move's rank."""

from __future__ import annotations

import heapq
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from kitgen.core.messages import _
from kitgen.games.binary.board import Square, Tile
from kitgen.games.binary.movegen.budget import JUDGE_STEPS, Budget, OutOfWork, TooMuchWork
from kitgen.games.binary.movegen.graph import Graph, Keeping, collector_paused
from kitgen.games.binary.movegen.leaves import FoundMove, Leaf
from kitgen.games.binary.movegen.rank import Ranker
from kitgen.games.binary.referee import MoveVerdict


def everything(points: int) -> bool:
    return True


class MoveList:
    """The legal moves of one rack: how many, the best ones, and where a given move ranks.

    The moves are kept as the search's graph (its nodes count the moves through them); a
    move is written out as a leaf only when asked for: the best ``n`` walk only the parts
    of the graph whose bound can still reach them, :meth:`all`, :meth:`points`,
    :meth:`placements` walk the whole, and :meth:`rank` counts the moves
    before a move from the graph's counts and bounds. A move handed out is judged by the
    referee (``found``, the generator's :meth:`MoveGenerator.found`), whose verdict must
    agree with the search's points (a disagreement is a bug and raises); ``leaf_of`` gives
    the leaf of a move however it was written (:meth:`MoveGenerator.leaf_of`).

    What is asked of the list is paid from the search's ``budget`` (one step per node
    walked and per move written out as a leaf,
    :data:`~kitgen.games.binary.movegen.budget.JUDGE_STEPS` per move handed out);
    past it, :class:`~kitgen.games.binary.movegen.budget.TooMuchWork` with the count.
    """

    def __init__(
        self,
        found: Callable[[Leaf], FoundMove],
        leaf_of: Callable[[MoveVerdict], Leaf],
        graph: Graph,
        roots: list[tuple[int, int]],
        singles: list[Leaf],
        budget: Budget | None = None,
    ) -> None:
        self._found = found
        self._leaf_of = leaf_of
        self.graph = graph
        self.roots = roots  # (node, 0 across / 1 down)
        self.singles = singles
        self.budget = budget or graph.budget
        self._count = sum(graph.count(root) for root, _down in roots) + len(singles)
        self._leaves: list[Leaf] | None = None

    @contextmanager
    def within(self, doing: str, steps: int = 0) -> Iterator[None]:
        """Pay ``steps`` first (refused at once when they cannot be paid), then for the
        walk inside the block; past the budget, :class:`TooMuchWork` saying what was being
        done."""
        try:
            self.budget.spend(steps)
            with collector_paused():
                yield
        except OutOfWork:
            raise TooMuchWork(self._count, True, self.budget.limit, doing) from None

    @property
    def count(self) -> int:
        return self._count

    def __len__(self) -> int:
        return self._count

    @property
    def leaves(self) -> list[Leaf]:
        """Every move as a leaf (see :data:`Leaf`), in no particular order."""
        if self._leaves is None:
            leaves = list(self.singles)
            with self.within(_("writing out every move"), self._count):
                for root, down in self.roots:
                    self.graph.walk(root, down, Keeping(self.graph.size, everything, leaves.append))
            self._leaves = leaves
        return self._leaves

    def best_leaves(self, n: int) -> list[Leaf]:
        """The first ``n`` moves as leaves, best first, without writing out the others."""
        if self._leaves is not None:
            return heapq.nsmallest(n, self._leaves)
        tops: list[int] = []  # the points of the best n found so far, least first
        near: list[Leaf] = []  # every move found that was among them when found

        def keep(points: int) -> bool:
            return len(tops) < n or points >= tops[0]

        work = self.budget.left

        def record(leaf: Leaf) -> None:
            work[0] -= 1  # a step per move written out (kept in ``near``)
            if work[0] < 0:
                raise OutOfWork
            near.append(leaf)
            if len(tops) < n:
                heapq.heappush(tops, -leaf[0])
            elif -leaf[0] > tops[0]:
                heapq.heapreplace(tops, -leaf[0])

        graph = self.graph
        judged = min(n, self._count) * JUDGE_STEPS
        with self.within(_("finding the best {n}", n=f"{n:,}"), judged):
            for leaf in self.singles:
                if keep(-leaf[0]):
                    record(leaf)
            # the most promising lines first, so that the bar rises early
            visit = Keeping(graph.size, keep, record)
            for root, down in sorted(self.roots, key=lambda item: -graph.bound(item[0])):
                if keep(graph.bound(root)):
                    graph.walk(root, down, visit)
        return heapq.nsmallest(n, near)

    def judged(self, leaf: Leaf) -> FoundMove:
        """The move of one leaf, judged by the referee (its points must be the search's)."""
        return self._found(leaf)

    def best(self, n: int) -> list[FoundMove]:
        """The first ``n`` moves, best first, each judged by the referee."""
        return [self._found(leaf) for leaf in self.best_leaves(n)]

    def all(self) -> list[FoundMove]:
        """Every move, best first, each judged by the referee (refused at once when they
        cannot all be paid for)."""
        with self.within(_("listing every move"), self._count * JUDGE_STEPS):
            pass
        return [self._found(leaf) for leaf in sorted(self.leaves)]

    def points(self) -> list[int]:
        """The points of every move, best first (no referee call)."""
        return sorted((-leaf[0] for leaf in self.leaves), reverse=True)

    def placements(self) -> dict[tuple[tuple[Square, Tile], ...], int]:
        """Every move as what it puts down (squares and tiles) -> its points."""
        return {
            tuple(sorted((sq, Tile(face, blank)) for sq, face, blank in leaf[6])): -leaf[0]
            for leaf in self.leaves
        }

    def rank(self, verdict: MoveVerdict) -> int | None:
        """Where a legal move ranks (1 = best), or None when it is not among the moves."""
        if not verdict.legal:
            return None
        key = self._leaf_of(verdict)
        if self._leaves is not None:
            if key not in set(self._leaves):
                return None
            return 1 + sum(1 for leaf in self._leaves if leaf < key)
        # counted from the graph's counts and bounds, no move written out (see Ranker)
        with self.within(_("ranking the move among them")):
            ranked = Ranker(self.graph, key).rank(self.roots, self.singles)
        return ranked
