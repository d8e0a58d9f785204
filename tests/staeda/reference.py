"""Independent brute-force references for the Stæða tests (written apart from the solver).

Cards are values here; an ace is the key 1 and counts 1 or 11. ``items`` are
``(value, cards used)`` and two items are combined at a time, every way, until one is left —
the classic recursive enumeration over pairs.
"""

from __future__ import annotations

import functools
import itertools
import math
from fractions import Fraction


def _ops(a: Fraction, b: Fraction, whole: bool):
    out = [(a + b, "+"), (a * b, "*"), (a - b, "-")]
    if b != 0:
        out.append((a / b, "/"))
    if whole:
        out = [(v, op) for v, op in out if v >= 0 and v.denominator == 1]
    return out


def _reduced(n: int, d: int) -> tuple[int, int]:
    """n/d as a reduced pair of ints, the denominator above zero (``d`` is not zero)."""
    if d < 0:
        n, d = -n, -d
    g = math.gcd(n, d)
    return (n // g, d // g)


def _both_ways(a: tuple[int, int], b: tuple[int, int], whole: bool) -> set[tuple[int, int]]:
    """The values of ``a`` and ``b`` (reduced pairs) combined either way round: a + b and
    a × b once, both differences and both quotients; with ``whole``, only whole numbers not
    below zero (what ``_ops`` gives for ``a, b`` and for ``b, a``)."""
    (p, q), (r, s) = a, b  # a = p/q, b = r/s
    ps, rq, qs = p * s, r * q, q * s
    out = {_reduced(ps + rq, qs), _reduced(p * r, qs), _reduced(ps - rq, qs)}
    out.add(_reduced(rq - ps, qs))
    if r != 0:
        out.add(_reduced(ps, rq))  # a ÷ b
    if p != 0:
        out.add(_reduced(rq, ps))  # b ÷ a
    if whole:
        out = {v for v in out if v[1] == 1 and v[0] >= 0}
    return out


@functools.lru_cache(maxsize=64)
def all_items(keys: tuple[int, ...], whole: bool) -> frozenset[tuple[Fraction, int]]:
    """Every (value, number of cards) some expression over some of the cards makes (kept
    for the last few cards asked: ``best`` and ``nearest`` ask for the same). Worked out on
    reduced pairs of ints (``Fraction``'s hashing took most of the time), given as
    ``Fraction``."""
    found: set[tuple[tuple[int, int], int]] = set()
    # the items walked, for every reading of the aces: what some items make is the same
    # whichever reading they came from
    seen: set[tuple[tuple[tuple[int, int], int], ...]] = set()
    for choice in itertools.product(*[(1, 11) if k == 1 else (k,) for k in keys]):
        _walk([((v, 1), 1) for v in choice], whole, found, seen)
    return frozenset((Fraction(*value), n) for value, n in found)


def _walk(items, whole, found, seen) -> None:
    key = tuple(sorted(items))
    if key in seen:
        return
    seen.add(key)
    found.update(items)
    for i, j in itertools.combinations(range(len(items)), 2):  # each pair once, either way
        rest = [items[k] for k in range(len(items)) if k not in (i, j)]
        (a, na), (b, nb) = items[i], items[j]
        for v in _both_ways(a, b, whole):
            _walk([*rest, (v, na + nb)], whole, found, seen)
        # leaving a card out is covered by never combining it


def forms(keys: tuple[int, ...], whole: bool) -> dict[Fraction, set[str]]:
    """Every distinct expression (normalised as in the README: order of terms/factors,
    grouping and nesting of − and ÷ do not count) over any of the cards, by value."""
    out: dict[Fraction, set[str]] = {}
    for r in range(1, len(keys) + 1):
        for sub in set(itertools.combinations(sorted(keys), r)):
            for choice in itertools.product(*[(1, 11) if k == 1 else (k,) for k in sub]):
                for value, form in _trees(list(choice), whole):
                    out.setdefault(value, set()).add(form[0])
    return out


def _trees(values: list[int], whole: bool):
    """(value, normal form) of every expression using all of ``values``."""
    if len(values) == 1:
        yield Fraction(values[0]), (str(values[0]), "n", (), ())
        return
    n = len(values)
    for mask in range(1, 2**n - 1):
        left = [values[i] for i in range(n) if mask >> i & 1]
        right = [values[i] for i in range(n) if not mask >> i & 1]
        for a, fa in _trees(left, whole):
            for b, fb in _trees(right, whole):
                for v, op in _ops(a, b, whole):
                    yield v, _normal(op, fa, fb)


def _normal(op: str, fa, fb):
    """Normal form ``(text, kind, plus, minus)``: a sum (kind S) keeps the texts of its added
    and subtracted terms, a product (kind P) of its factors and divisors, each sorted; a
    sum inside a sum (product inside a product) is opened up."""
    kind = "S" if op in "+-" else "P"

    def parts(f):
        return (f[2], f[3]) if f[1] == kind else ((f[0],), ())

    ap, am = parts(fa)
    bp, bm = parts(fb)
    plus, minus = (ap + bp, am + bm) if op in "+*" else (ap + bm, am + bp)
    plus, minus = tuple(sorted(plus)), tuple(sorted(minus))
    return (f"{kind}({','.join(plus)}|{','.join(minus)})", kind, plus, minus)


def best(keys: tuple[int, ...], target: int, whole: bool) -> int | None:
    """Most cards any stæða for ``target`` uses, or ``None``."""
    counts = [n for v, n in all_items(keys, whole) if v == target]
    return max(counts) if counts else None


def nearest(keys: tuple[int, ...], target: int, whole: bool) -> Fraction:
    """Smallest distance from ``target`` of any value the cards make."""
    return min(abs(v - target) for v, _ in all_items(keys, whole))
