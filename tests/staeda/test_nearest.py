"""Nearest values (below, above, closest) against an independent brute force, on every number
of cards the solver answers (1 to 6), both settings, the listed sets and the searches.

The brute force, written here apart from the solver: every value of a multiset of cards is
some value of one part combined with some value of the rest (the last operation of the
expression), exactly (whole numbers as ints, fractions as reduced pairs of ints) — combine
any two parts every way, recursively, nothing pruned. The values made are then sorted once,
and the nearest below and above each target found by bisection. ``KITGEN_STAEDA_POSITIONS``
raises the number of positions for a long hunt.
"""

import os
import random
from bisect import bisect_left
from fractions import Fraction
from itertools import groupby
from math import gcd
from typing import Any

import pytest

from kitgen.games.staeda import rational as rq
from kitgen.games.staeda.solver import Solver

DECK_KEYS = [k for k in range(1, 10) for _ in range(4)] + [10] * 16
MORE = int(os.environ.get("KITGEN_STAEDA_POSITIONS", "1"))


def brute_values(keys: tuple[int, ...], whole: bool) -> list[Fraction]:
    """Every value an expression over all of ``keys`` makes (an ace, key 1, is 1 or 11), in
    increasing order.

    Whole numbers are ints; fractions are reduced pairs ``(numerator, denominator > 0)`` of
    ints, worked out here (``Fraction`` arithmetic, hashing and comparing made this checker
    take longer than the solver it checks); the values are ``Fraction`` once sorted."""
    memo: dict[tuple[int, ...], set] = {}

    def ops_whole(a: int, b: int) -> list[int]:
        out = [a + b, a * b]  # a result below zero or not whole is not a step
        if a >= b:
            out.append(a - b)
        if b >= a:
            out.append(b - a)
        if b and a % b == 0:
            out.append(a // b)
        if a and b % a == 0:
            out.append(b // a)
        return out

    def reduced(n: int, d: int) -> tuple[int, int]:  # d > 0
        g = gcd(n, d)
        return (n // g, d // g) if g != 1 else (n, d)

    def ops_fractions(a: tuple[int, int], b: tuple[int, int]) -> list[tuple[int, int]]:
        # a = p/q, b = r/s: a + b = (ps + rq)/qs, a - b = (ps - rq)/qs, a × b = pr/qs,
        # a ÷ b = ps/rq, b ÷ a = rq/ps
        (p, q), (r, s) = a, b
        ps, rq, qs = p * s, r * q, q * s
        out = [reduced(ps + rq, qs), reduced(ps - rq, qs), reduced(rq - ps, qs)]
        out.append(reduced(p * r, qs))
        if r:
            out.append(reduced(ps, rq) if rq > 0 else reduced(-ps, -rq))
        if p:
            out.append(reduced(rq, ps) if ps > 0 else reduced(-rq, -ps))
        return out

    ops: Any = ops_whole if whole else ops_fractions

    def go(ms: tuple[int, ...]) -> set:
        if ms in memo:
            return memo[ms]
        if len(ms) == 1:
            leaf = (1, 11) if ms[0] == 1 else (ms[0],)
            found = set(leaf) if whole else {(v, 1) for v in leaf}
        else:
            found = set()
            n = len(ms)
            for mask in range(1, 2 ** (n - 1)):  # the last card always on the right
                left = tuple(ms[i] for i in range(n) if mask >> i & 1)
                right = tuple(ms[i] for i in range(n) if not mask >> i & 1)
                rights = go(right)
                for a in go(left):
                    for b in rights:
                        found.update(ops(a, b))
        memo[ms] = found
        return found

    found = go(tuple(sorted(keys)))
    if whole:
        return [Fraction(v) for v in sorted(found)]
    # in the order of their nearest floats (which never puts a larger value first), each run
    # of values with the same float then put in order exactly
    by_float = sorted(found, key=lambda v: v[0] / v[1])
    ordered: list[Fraction] = []
    for _, run in groupby(by_float, key=lambda v: v[0] / v[1]):
        ordered += sorted(Fraction(*v) for v in run)
    return ordered


def queries(made: list[Fraction], rng: random.Random, n: int) -> list[Fraction]:
    """Whole targets of the game's range and beyond, values made and values just beside
    them, fractions between; with ``n`` > 2 also zero and the ends."""
    picks = rng.sample(made, min(n, len(made)))
    out = [Fraction(rng.randint(-20, 260)) for _ in range(n)]
    out += picks + [p + Fraction(1, 7) for p in picks] + [p - Fraction(2, 3) for p in picks]
    if n > 2:
        out += [Fraction(0), made[0], made[-1], made[0] - 1, made[-1] + 1]
    return out


def nearest(made: list[Fraction], y: Fraction) -> tuple[Fraction | None, Fraction | None, bool]:
    """The largest value made below ``y``, the smallest above it, and whether ``y`` is made,
    found by bisection in the sorted values."""
    i = bisect_left(made, y)
    hit = i < len(made) and made[i] == y
    lower = made[i - 1] if i > 0 else None
    j = i + 1 if hit else i
    upper = made[j] if j < len(made) else None
    return lower, upper, hit


def q(x: Fraction) -> rq.Q:
    return rq.make(x.numerator, x.denominator)


def check_position(keys: tuple[int, ...], whole: bool, rng: random.Random, asked: int = 6) -> None:
    made = brute_values(keys, whole)
    # the default solver (sets listed up to four cards, searched above) and one that
    # searches from two cards up (from four for five cards: searching every part of five
    # or six cards takes seconds), so the search is tried on every number of cards
    fulls = (4, 1) if len(keys) <= 4 else (4, 3) if len(keys) == 5 else (4,)
    for full in fulls:
        solver = Solver(whole, full=full)
        for y in queries(made, rng, asked):
            lower, upper, hit = nearest(made, y)
            got_lower = solver.below(keys, q(y))
            got_upper = solver.above(keys, q(y))
            assert (None if got_lower is None else rq.to_number(got_lower)) == lower, (keys, y)
            assert (None if got_upper is None else rq.to_number(got_upper)) == upper, (keys, y)
            assert solver.makes(keys, q(y)) == hit
            # the nearest, the smaller of two as near
            near = y if hit else min((v for v in (lower, upper) if v is not None),
                                     key=lambda v: (abs(v - y), v))  # fmt: skip
            assert rq.to_number(solver.closest(keys, q(y))) == near


def draw(rng: random.Random, n: int) -> tuple[int, ...]:
    return tuple(sorted(rng.sample(DECK_KEYS, n)))


@pytest.mark.parametrize("whole", [False, True], ids=["fractions", "whole"])
@pytest.mark.parametrize("n", [1, 2, 3, 4, 5])
def test_nearest_small(n: int, whole: bool) -> None:
    rng = random.Random(1000 * n + whole)
    # the search from two cards up is slow on four and five cards with fractions
    count = (30 if n < 5 else 10) if whole else 30 if n < 4 else 3 if n == 4 else 1
    for _ in range(count * MORE):
        check_position(draw(rng, n), whole, rng)


def test_nearest_issue_position() -> None:
    # cards 4 7 7 9, target 3, whole numbers: 2 = (7 + 7 + 4) ÷ 9 is the nearest below 3
    # (1 = 7 + 7 − 9 − 4 is next); the search for four cards once answered 1
    for solver in (Solver(True), Solver(True, full=1), Solver(True, full=3)):
        assert solver.below((4, 7, 7, 9), 3) == 2
    check_position((4, 7, 7, 9), True, random.Random(0))


@pytest.mark.parametrize(
    ("whole", "positions"), [(True, 3), (False, 1)], ids=["whole", "fractions"]
)
def test_nearest_six_cards(whole: bool, positions: int) -> None:
    # six cards with fractions make up to 240 000 values: the brute force takes a second
    rng = random.Random(6 + whole)
    for _ in range(positions * MORE):
        check_position(draw(rng, 6), whole, rng, asked=6 if whole else 1)
