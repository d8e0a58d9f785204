"""The move engine's work budget: steps counted, so the answer is the same on any machine.

One question to the engine (the moves of a rack, the best ``n``, all of them, a move's rank)
may take at most :data:`WORK_LIMIT` steps. A step is one sub-search of the search (a node of
the move graph worked out, on a line or on open board), one node entered while the graph is
walked for the moves asked for, or one move written out; a move handed out, judged again by
the referee, costs :data:`JUDGE_STEPS`. Every step does a bounded amount of work (a rack has
at most :data:`~kitgen.games.binary.tileset.MAX_RACK` tiles, a square at most one try per
face and kind of tile), so the time and memory of any question are bounded too. Past the
limit the engine stops and raises :class:`TooMuchWork`, saying how many moves it had found
for certain ("at least N legal moves").
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from kitgen.core.errors import KitgenError
from kitgen.core.messages import _, n_

#: The steps one question may take (see docs/limits.md for the time and memory they take on
#: the test machine at the worst): the benchmark's positions with the shipped tile set take at
#: most 567,160.
WORK_LIMIT = 2_000_000
#: What one move handed out costs: judged again by the referee, about as long as this many
#: steps of the search.
JUDGE_STEPS = 40


class OutOfWork(Exception):
    """Raised inside the engine when its budget runs out (caught and turned into
    :class:`TooMuchWork` where the moves found so far are known)."""


class Budget:
    """The steps left (a one-item list, cheap to count down in the engine's hot loops)."""

    __slots__ = ("left", "limit")

    def __init__(self, limit: int | None = None) -> None:
        self.limit = WORK_LIMIT if limit is None else limit
        #: ``left[0]``: the steps left; the engine raises :class:`OutOfWork` below 0.
        self.left = [self.limit]

    @property
    def spent(self) -> int:
        return self.limit - self.left[0]

    def spend(self, steps: int) -> None:
        """Pay ``steps`` at once, or raise :class:`OutOfWork` paying nothing."""
        if steps > self.left[0]:
            raise OutOfWork
        self.left[0] -= steps

    @contextmanager
    def holding_back(self, steps: int) -> Iterator[None]:
        """Keep ``steps`` of the steps left (all, when fewer are left) out of reach within
        the block, for what is asked afterwards: a question asked inside may spend only the
        rest. What the block spends counts as usual."""
        kept = max(0, min(steps, self.left[0]))
        self.left[0] -= kept
        try:
            yield
        finally:
            self.left[0] += kept


class TooMuchWork(KitgenError):
    """The question needs more than the engine's work limit: ``found`` moves for certain
    (the whole count when ``exact``), what was being done (``doing``)."""

    def __init__(self, found: int, exact: bool, limit: int, doing: str) -> None:
        self.found, self.exact, self.limit, self.doing = found, exact, limit, doing
        steps = n_("{n} step", "{n} steps", limit)
        if not exact and not found:
            head = _(
                "the move search stopped at its work limit ({steps}) before it found a move",
                steps=steps,
            )
        elif not exact:
            head = n_(
                "at least {n} legal move: too many to search within the work limit ({steps})",
                "at least {n} legal moves: too many to search within the work limit ({steps})",
                found,
                steps=steps,
            )
        else:
            head = n_(
                "{n} legal move: {doing} takes more than the work limit ({steps})",
                "{n} legal moves: {doing} takes more than the work limit ({steps})",
                found,
                doing=doing,
                steps=steps,
            )
        fix = _(
            "ask about part of the rack (fewer tiles in --rack; each blank multiplies the moves)"
        )
        if exact:
            fix = _("ask for fewer moves (--top N), or about part of the rack in --rack")
        super().__init__(f"{head} — {fix}")
