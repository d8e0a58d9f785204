"""Which values a multiset of cards can make, and expressions that make them.

Cards enter the solver as *value keys* (``cards.Card.key``): 1 for an ace, which counts 1 or
11 each time, 10 for any of 10, J, Q, K, else the number. Everything is memoised by the sorted
tuple of keys, so two hands with the same values share all work.

A stæða uses each card at most once and the four operations with parentheses, so the values
made with *all* the cards of a multiset ``S`` are::

    reach({c})  = the values of card c
    reach(S)    = ⋃ over splits of S into nonempty A, B of  reach(A) ∘ reach(B)

Up to four cards the solver lists these sets (and, when it counts stæður, which pairs of
values make each value, to trace expressions back). Six cards make over 100 000 values with
fractions allowed, so for five or six cards it asks *directed* questions instead: "can S
make y?" (exact: the smaller part of each split is listed and the value the larger part
needs is asked of it) and "which value of S is nearest below / above y?". Nearest values are
exact by construction under whole numbers, where every value is a whole number of zero or
more and six cards make at most a few thousand of them: the sets are listed at every size.
With fractions allowed the nearest values are searched, and the search is exact by the
argument in ``_candidates``.
"""

from __future__ import annotations

import gc
import itertools
from bisect import bisect_left, bisect_right
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, ParamSpec, TypeVar

from kitgen.core.errors import KitgenError
from kitgen.core.messages import n_
from kitgen.games.staeda import canon
from kitgen.games.staeda import rational as rq
from kitgen.games.staeda.expr import MAX_CARDS
from kitgen.games.staeda.rational import Q as Value
from kitgen.games.staeda.rational import apply, combine, results

Keys = tuple[int, ...]

#: what ``_needs`` says the other part must make when no single value is needed:
#: any value at all (``0 × anything = 0``) or any nonzero value (``0 ÷ anything = 0``)
ANY = "any"
NONZERO = "nonzero"
Need = Value | str


def leaf_values(key: int) -> tuple[int, ...]:
    return (1, 11) if key == 1 else (key,)


def plain_values(key: int) -> tuple[int, ...]:
    """A card counts its key only (the 24 game's ace is 1)."""
    return (key,)


@contextmanager
def paused_gc() -> Iterator[None]:
    """Pause Python's cyclic garbage collector while a search runs.

    The searches make hundreds of thousands of small objects that live as long as the
    ``Solver`` (its memo tables) and form no reference cycles, so the collector finds nothing
    to free, yet with it on it walks every one of them again and again: a long-lived solver
    spent most of its time there (17.2 s against 2.4 s for the 1,820 hands of the 24 game).
    """
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


P = ParamSpec("P")
R = TypeVar("R")


def gc_paused(method: Callable[P, R]) -> Callable[P, R]:
    """The method runs with the garbage collector paused (see ``paused_gc``); a call made
    while it is already paused (the searches calling each other) goes straight through."""

    def run(*args: P.args, **kwargs: P.kwargs) -> R:
        if not gc.isenabled():
            return method(*args, **kwargs)
        with paused_gc():
            return method(*args, **kwargs)

    run.__doc__ = method.__doc__
    run.__name__ = method.__name__
    return run


def sub_multisets(keys: Keys) -> Iterator[Keys]:
    """Every nonempty sub-multiset of ``keys`` (each once), as sorted tuples."""
    counts = sorted(Counter(keys).items())
    for pick in itertools.product(*(range(n + 1) for _key, n in counts)):
        sub = tuple(k for (k, _n), m in zip(counts, pick, strict=True) for _i in range(m))
        if sub:
            yield sub


def _minus(keys: Keys, part: Keys) -> Keys:
    rest = Counter(keys)
    rest.subtract(part)
    return tuple(sorted(rest.elements()))


class Solver:
    """Memoised value sets and searches for one rule set."""

    def __init__(
        self, whole: bool, full: int | None = None, trace: bool = True, aces_high: bool = True
    ) -> None:
        self.whole = whole
        #: what a card key counts: an ace (key 1) 1 or 11, or (``aces_high`` off, the 24
        #: game with cards 1 to 13) every key its own number only
        self.leaf = leaf_values if aces_high else plain_values
        #: when counting, build for each split of a listed set which pairs of values make
        #: which value (fast counting, more memory; built only when a count asks); off:
        #: the count traces every split by directed questions instead
        self.trace = trace
        #: multisets of at most this many cards get their full value set; larger ones are
        #: searched (tests lower it to exercise the searches on small hands)
        self.full = full if full is not None else 4
        self._reach: dict[Keys, frozenset[Value]] = {}
        self._listed: dict[Keys, frozenset[Value]] = {}
        self._sorted: dict[Keys, tuple[list[Value], list[int | Fraction]]] = {}
        self._splits: dict[Keys, list[tuple[Keys, Keys]]] = {}
        self._makes: dict[tuple[Keys, Value], bool] = {}
        self._below: dict[tuple[Keys, Value], Value | None] = {}
        self._above: dict[tuple[Keys, Value], Value | None] = {}
        self._gen: dict[tuple[Keys, Value], frozenset[canon.Canon]] = {}
        self._ends: dict[Keys, set[Value | None]] = {}
        self._tables: dict[tuple[Keys, Keys], dict[Value, tuple[Any, ...]]] = {}

    # -- splits and full value sets -------------------------------------------------------

    def splits(self, keys: Keys) -> list[tuple[Keys, Keys]]:
        """Each unordered split into two nonempty parts once, smaller part first."""
        got = self._splits.get(keys)
        if got is None:
            seen = set()
            got = []
            for a in sub_multisets(keys):
                if len(a) == len(keys):
                    continue
                b = _minus(keys, a)
                pair = (a, b) if (len(a), a) <= (len(b), b) else (b, a)
                if pair not in seen:
                    seen.add(pair)
                    got.append(pair)
            self._splits[keys] = got
        return got

    def _reach_of(self, keys: Keys) -> frozenset[Value]:
        """Every value made with all of ``keys``."""
        got = self._reach.get(keys)
        if got is None:
            if len(keys) == 1:
                got = frozenset(self.leaf(keys[0]))
            else:
                out: set[Value] = set()
                for a, b in self.splits(keys):
                    out |= combine(self._reach_of(a), self._reach_of(b), self.whole)
                got = frozenset(out)
            self._reach[keys] = got
        return got

    reach = gc_paused(_reach_of)

    @gc_paused
    def values(self, keys: Keys) -> frozenset[Value]:
        """Every value made with all of ``keys``, listed at any size (``reach`` for the small
        sets; larger ones without the tables that trace expressions)."""
        if len(keys) <= self.full:
            return self._reach_of(keys)
        got = self._listed.get(keys)
        if got is None:
            out: set[Value] = set()
            for a, b in self.splits(keys):
                out |= combine(self.values(a), self.values(b), self.whole)
            got = self._listed[keys] = frozenset(out)
        return got

    def _lists_nearest(self, keys: Keys) -> bool:
        """Nearest values come from the listed set: small sets, and any set under whole
        numbers (exact by construction; see the module docstring)."""
        return len(keys) <= self.full or self.whole

    def sorted_reach(self, keys: Keys) -> tuple[list[Value], list[int | Fraction]]:
        """The values in increasing order, and the same as ``int``/``Fraction`` to bisect."""
        got = self._sorted.get(keys)
        if got is None:
            numbers = sorted((rq.to_number(v), v) for v in self.values(keys))
            got = self._sorted[keys] = ([v for _, v in numbers], [n for n, _ in numbers])
        return got

    # -- can these cards make y? ----------------------------------------------------------

    def _needs(self, va: Value, y: Value) -> Iterator[tuple[str, bool, Need]]:
        """For a value ``va`` of the listed part, each way ``va ∘ vb = y`` can hold:
        ``(op, a_first, vb)``; ``vb`` is ``ANY`` or ``NONZERO`` when no single value is needed."""
        yield "+", True, rq.sub(y, va)
        yield "-", True, rq.sub(va, y)
        yield "-", False, rq.add(y, va)
        if va != 0:
            yield "*", True, rq.div(y, va)
            yield "/", False, rq.mul(y, va)
        elif y == 0:
            yield "*", True, ANY
        if y != 0:
            if va != 0:
                yield "/", True, rq.div(va, y)
        elif va == 0:
            yield "/", True, NONZERO

    def _can_make(self, keys: Keys, y: Value) -> bool:
        """Can all of ``keys`` make exactly ``y``?

        Under whole numbers the last step is a step too: a ``y`` that is not a whole number
        of zero or more is never made (the searches below only check the parts' values).
        """
        if not self._valid(y):
            return False
        if len(keys) <= self.full:
            return y in self._reach_of(keys)
        memo = (keys, y)
        got = self._makes.get(memo)
        if got is None:
            got = self._find(keys, y) is not None
            self._makes[memo] = got
        return got

    makes = gc_paused(_can_make)

    def _valid(self, v: Value | None) -> bool:
        return v is not None and (not self.whole or (type(v) is int and v >= 0))

    def _part_has(self, keys: Keys, v: Need) -> bool:
        if isinstance(v, str):  # ANY or NONZERO
            return True  # every card is worth at least 1, so the plain sum is a nonzero value
        return self._valid(v) and self._can_make(keys, v)

    def _find(self, keys: Keys, y: Value) -> tuple[Any, ...] | None:
        """One way all of ``keys`` make ``y``: ``(a, va, op, a_first, b, vb)``."""
        if not self._valid(y):
            return None
        if len(keys) == 1:
            return ("leaf",) if y in self.leaf(keys[0]) else None
        for a, b in self.splits(keys):
            for va in self._reach_of(a):
                for op, a_first, vb in self._needs(va, y):
                    if self._part_has(b, vb):
                        return a, va, op, a_first, b, vb
        return None

    # -- one expression --------------------------------------------------------------------

    @gc_paused
    def build(self, keys: Keys, y: Value) -> canon.Canon:
        """A canonical expression with all of ``keys`` for a value they make."""
        if len(keys) == 1:
            assert isinstance(y, int)  # one card makes only whole values
            return canon.leaf(y)
        found = self._find(keys, y)
        if found is None:
            raise ValueError(f"{keys} cannot make {y}")
        a, va, op, a_first, b, vb = found
        if vb in (ANY, NONZERO):
            vb = self._any_value(b)
        x, z = self.build(a, va), self.build(b, vb)
        return canon.join(op, x, z) if a_first else canon.join(op, z, x)

    def _any_value(self, keys: Keys) -> Value:
        """A nonzero value the cards make: their plain sum (aces as 11)."""
        return sum(max(self.leaf(k)) for k in keys)

    # -- every expression (for counting) -----------------------------------------------------

    def _exprs(self, keys: Keys, y: Value, budget: list[int]) -> frozenset[canon.Canon]:
        """Every canonical expression with all of ``keys`` worth ``y``.

        ``budget`` is a one-item work counter; when it runs out the search stops early and
        the result is a lower bound (the caller reports that).
        """
        memo = (keys, y)
        got = self._gen.get(memo)
        if got is not None:
            return got
        if not self._valid(y):
            return frozenset()
        if len(keys) == 1:
            got = frozenset([canon.leaf(y)]) if y in self.leaf(keys[0]) else frozenset()
            self._gen[memo] = got
            return got
        out: set[canon.Canon] = set()
        join = canon.join
        for a, b in self.splits(keys):
            found = self._matches(a, b, y)
            for i in range(0, len(found), 4):
                op, a_first, va, vb = found[i : i + 4]
                if vb is None:
                    budget[0] = 0  # too many values to list: the count is a lower bound
                    return frozenset(out)
                xs = self._exprs(a, va, budget)
                zs = self._exprs(b, vb, budget)
                budget[0] -= len(xs) * len(zs) + 1
                if budget[0] <= 0:
                    return frozenset(out)
                for x in xs:
                    for z in zs:
                        out.add(join(op, x, z) if a_first else join(op, z, x))
        got = frozenset(out)
        if budget[0] > 0:
            self._gen[memo] = got
        return got

    expressions = gc_paused(_exprs)

    def _matches(self, a: Keys, b: Keys, y: Value) -> Sequence[Any]:
        """The ways ``a`` and ``b`` make ``y``, four items each, all in one flat tuple: ``op,
        a_first, va, vb`` with ``va`` made by ``a``, ``vb`` by ``b`` and ``va op vb`` (or
        ``vb op va``) equal to ``y``. ``vb`` is ``None`` when every value of a part too big
        to list would do."""
        if self.trace and len(a) + len(b) <= self.full:
            return self._table(a, b).get(y, ())
        out: list[Any] = []
        for va in self._reach_of(a):
            for op, a_first, vb in self._needs(va, y):
                if isinstance(vb, str):  # ANY or NONZERO
                    if len(b) > self.full:
                        out += (op, a_first, va, None)
                    else:
                        for v in self._reach_of(b):
                            if v != 0 or vb == ANY:
                                out += (op, a_first, va, v)
                elif self._valid(vb) and self._can_make(b, vb):
                    out += (op, a_first, va, vb)
        return out

    def _table(self, a: Keys, b: Keys) -> dict[Value, tuple[Any, ...]]:
        """Every ``a ∘ b`` combination, indexed by its value (in ``_matches``' flat form): how
        every target the count asks of ``a + b`` is traced back to its parts. Built the first
        time a count asks (``reach`` only needs the values, which ``combine`` makes faster).

        One flat tuple of plain values per value made, not a tuple (or a list) per way: the
        collector stops tracking a tuple of plain values after one look, so a long-lived
        solver's tables cost it nothing, and there are a few times fewer objects to look at.
        """
        memo = (a, b)
        got = self._tables.get(memo)
        if got is None:
            lists: dict[Value, list[Any]] = {}
            whole = self.whole
            rb = list(self._reach_of(b))
            for va in self._reach_of(a):
                for vb in rb:
                    for r, op, a_first in results(va, vb, whole):
                        if r in lists:
                            lists[r] += (op, a_first, va, vb)
                        else:
                            lists[r] = [op, a_first, va, vb]
            got = {r: tuple(ways) for r, ways in lists.items()}
            self._tables[memo] = got
        return got

    # -- nearest values ------------------------------------------------------------------------

    @gc_paused
    def below(self, keys: Keys, y: Value) -> Value | None:
        """The largest value made with all of ``keys`` that is less than ``y``."""
        if self._lists_nearest(keys):
            values, numbers = self.sorted_reach(keys)
            i = bisect_left(numbers, rq.to_number(y))
            return values[i - 1] if i else None
        memo = (keys, y)
        if memo not in self._below:
            self._below[memo] = self._nearest(keys, y, lower=True)
        return self._below[memo]

    @gc_paused
    def above(self, keys: Keys, y: Value) -> Value | None:
        """The smallest value made with all of ``keys`` that is greater than ``y``."""
        if self._lists_nearest(keys):
            values, numbers = self.sorted_reach(keys)
            i = bisect_right(numbers, rq.to_number(y))
            return values[i] if i < len(values) else None
        memo = (keys, y)
        if memo not in self._above:
            self._above[memo] = self._nearest(keys, y, lower=False)
        return self._above[memo]

    def _candidates(self, keys: Keys, w: Value | None) -> set[Value]:
        """Values of ``keys`` where a function monotone on each side of zero can have its best
        value: the neighbours of ``w``, both ends, the neighbours of zero, and zero.

        Why the search is exact (fractions allowed; under whole numbers nearest values are
        listed instead). ``_nearest`` wants, over every split ``S = A + B``, every value ``va``
        of ``A`` and every operation, the result ``f(vb)`` nearest ``y`` from below (or above)
        for ``vb`` a value of ``B``. Every step is allowed except division by zero, so per
        operation ``f`` is:

        * ``va + vb``, ``vb − va``: increasing; ``va − vb``: decreasing;
        * ``va × vb``: increasing, decreasing or constant (``va`` > 0, < 0, = 0);
        * ``vb ÷ va`` (``va ≠ 0``): increasing or decreasing; with ``va = 0`` never allowed;
        * ``va ÷ vb``: undefined at ``vb = 0`` and monotone on ``vb < 0`` and on ``vb > 0``
          (constant 0 when ``va = 0``).

        On an interval where ``f`` is monotone, the largest ``f(vb) < y`` is at the value of
        ``B`` next to ``w = f⁻¹(y)`` on the side where ``f < y`` (``below``/``above`` of
        ``w``), or at an end of the interval if ``w`` lies outside it; the ends of the two
        intervals are ``B``'s least and greatest values and its neighbours of zero. So the
        candidates below hold the best ``vb`` for every operation, and ``below``/``above``
        of ``B`` are exact by induction on the number of cards. (Under whole numbers a
        division is allowed only when it comes out whole, which breaks the neighbour
        argument: below 3, cards 4 7 7 9 make 2 = (7 + 7 + 4) ÷ 9, but the values of 4 7 7
        next to 3 × 9 = 27 are not multiples of 9, and the search would answer 1.)
        """
        ends = self._ends.get(keys)
        if ends is None:
            ends = {self.below(keys, 0), self.above(keys, 0)}
            if self._can_make(keys, 0):
                ends.add(0)
            ends |= {self.below(keys, bound(keys)), self.above(keys, -bound(keys))}  # max, min
            self._ends[keys] = ends
        out = set(ends)
        if w is not None:
            out |= {self.below(keys, w), self.above(keys, w)}
            if self._can_make(keys, w):
                out.add(w)
        return {v for v in out if v is not None}

    def _nearest(self, keys: Keys, y: Value, lower: bool) -> Value | None:
        best: Value | None = None
        for a, b in self.splits(keys):
            for va in self._reach_of(a):
                for op, a_first, ideal in _ideals(va, y):
                    for cand in self._candidates(b, ideal):
                        r = (
                            apply(op, va, cand, self.whole)
                            if a_first
                            else apply(op, cand, va, self.whole)
                        )
                        if r is None:
                            continue
                        lt = rq.lt
                        below_y = lower and lt(r, y) and (best is None or lt(best, r))
                        if below_y or (not lower and lt(y, r) and (best is None or lt(r, best))):
                            best = r
        return best

    @gc_paused
    def closest(self, keys: Keys, y: Value) -> Value:
        """The value made with all of ``keys`` nearest ``y`` (the smaller one on a tie)."""
        if self._can_make(keys, y):
            return y
        lo, hi = self.below(keys, y), self.above(keys, y)
        if lo is None:
            assert hi is not None  # the cards make some value, and none below y
            return hi
        if hi is None or not rq.lt(rq.sub(hi, y), rq.sub(y, lo)):
            return lo
        return hi


_ORDERS = (("+", True), ("*", True), ("-", True), ("-", False), ("/", True), ("/", False))


def bound(keys: Keys) -> int:
    """A number beyond every value ``keys`` can make (so below/above it give the ends):
    by induction on splits, no value exceeds the product of (value + 1)."""
    out = 1
    for k in keys:
        out *= max(leaf_values(k)) + 1
    return out * out + 1


def _ideals(va: Value, y: Value) -> Iterator[tuple[str, bool, Value | None]]:
    """All six ways to combine ``va`` with a value ``vb`` of the other part, each with the
    ``vb`` that would give exactly ``y`` (``None`` when no single one does)."""
    yield "+", True, rq.sub(y, va)
    yield "-", True, rq.sub(va, y)
    yield "-", False, rq.add(y, va)
    yield "*", True, rq.div(y, va) if va != 0 else None
    yield "/", False, rq.mul(y, va)
    yield "/", True, rq.div(va, y) if y != 0 and va != 0 else None


@dataclass(frozen=True)
class Solution:
    """What the solver found for a target and the cards in reach.

    ``best``: a stæða with the most operations (``None`` if there is none). ``count``: how
    many distinct stæður there are with any of the cards (distinct = different canonical
    forms, see ``canon``); ``count_exact`` is false when the search stopped at its work limit
    and ``count`` is a lower bound. ``closest``: the value nearest the target any of the
    cards make (the target itself when solvable), with ``closest_expr``.
    """

    target: int
    solvable: bool
    best: str | None
    operations: int | None
    keys: Keys
    count: int
    count_exact: bool
    closest: int | Fraction
    closest_expr: str
    closest_keys: Keys


#: work units (pairs of sub-expressions joined, plus one per way traced) the count may spend
#: before it gives a bound: about half a second. No position within the rules' six cards found
#: needs half of it (the most: 108,650 units, target 1 from A 2 3 4 5 6, 23,677 stæður).
COUNT_BUDGET = 200_000


def solve(target: int, keys: Keys, whole: bool, solver: Solver | None = None) -> Solution:
    """Best stæða, number of stæður and nearest value for ``keys`` (value keys of the cards)."""
    if not keys:
        raise ValueError("no cards")
    if len(keys) > MAX_CARDS:
        raise KitgenError(
            n_(
                "{n} card to solve with — a stæða uses at most {most} (a hand of three and "
                "three on the table)",
                "{n} cards to solve with — a stæða uses at most {most} (a hand of three and "
                "three on the table)",
                len(keys),
                most=MAX_CARDS,
            )
        )
    with paused_gc():
        return _solve(target, keys, solver or Solver(whole))


def _solve(target: int, keys: Keys, s: Solver) -> Solution:
    subs = subsets(keys)
    best_keys = find_best(s, subs, target)
    if best_keys is None:
        at, value = find_closest(s, subs, target)
        expr = canon.show(s.build(at, value))
        return Solution(target, False, None, None, (), 0, True, rq.to_number(value), expr, at)
    form = s.build(best_keys, target)
    count, exact = count_all(s, subs, target)
    best = canon.show(form)
    return Solution(
        target, True, best, canon.operations(form), best_keys, count, exact, target, best, best_keys
    )


# The three steps of ``solve``, each on its own for the benchmark to time. ``subs``: every
# sub-multiset of the cards, largest first (``subsets``).


def subsets(keys: Keys) -> list[Keys]:
    """Every nonempty sub-multiset of ``keys``, more cards first."""
    return sorted(sub_multisets(tuple(sorted(keys))), key=lambda k: (-len(k), k))


@gc_paused
def find_best(s: Solver, subs: list[Keys], target: int) -> Keys | None:
    """The cards of a stæða with the most cards (so the most operations), or ``None``."""
    return next((k for k in subs if s.makes(k, target)), None)


@gc_paused
def count_all(s: Solver, subs: list[Keys], target: int) -> tuple[int, bool]:
    """How many distinct stæður, and whether that is exact (else the count stopped at its
    work limit and is a lower bound, never below 1)."""
    budget = [COUNT_BUDGET]
    count = 0
    for k in subs:
        if budget[0] > 0 and s.makes(k, target):
            count += len(s.expressions(k, target, budget))
    if budget[0] > 0:
        return count, True
    # stopped at the limit after finding a stæða, whose set may not have been kept
    return max(count, 1), False


@gc_paused
def find_closest(s: Solver, subs: list[Keys], target: int) -> tuple[Keys, Value]:
    """The cards and value nearest ``target`` (ties: more cards, then the smaller value)."""
    near = [(k, s.closest(k, target)) for k in subs]
    return min(
        near,
        key=lambda kv: (abs(rq.to_number(kv[1]) - target), -len(kv[0]), rq.to_number(kv[1])),
    )
