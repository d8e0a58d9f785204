"""Independent brute-force references for the Stæða tests (written apart from the solver).

Cards are values here; an ace is the key 1 and counts 1 or 11. ``items`` are
``(value, cards used)`` and two items are combined at a time, every way, until one is left —
the classic recursive enumeration over pairs. Its arithmetic is ``fractions.Fraction``'s,
not the solver's own (``rational.py``'s sums on pairs of ints, its six results of a pair):
a value is only stored as Fraction's numerator and denominator, which hash fast.
"""

from __future__ import annotations

import functools
import itertools
from fractions import Fraction


def _ops(a: Fraction, b: Fraction, whole: bool):
    out = [(a + b, "+"), (a * b, "*"), (a - b, "-")]
    if b != 0:
        out.append((a / b, "/"))
    if whole:
        out = [(v, op) for v, op in out if v >= 0 and v.denominator == 1]
    return out


@functools.lru_cache(maxsize=64)
def all_items(keys: tuple[int, ...], whole: bool) -> frozenset[tuple[Fraction, int]]:
    """Every (value, number of cards) some expression over some of the cards makes (kept
    for the last few cards asked: ``best`` and ``nearest`` ask for the same)."""
    found: set[tuple[int, int, int]] = set()
    # the items walked, for every reading of the aces: what some items make is the same
    # whichever reading they came from
    seen: set[tuple[tuple[int, int, int], ...]] = set()
    made: dict[tuple[int, int, int, int], set[tuple[int, int]]] = {}
    for choice in itertools.product(*[(1, 11) if k == 1 else (k,) for k in keys]):
        _walk([(v, 1, 1) for v in choice], whole, found, seen, made)
    return frozenset((Fraction(p, q), n) for p, q, n in found)


def _walk(items, whole, found, seen, made) -> None:
    """``items``: (numerator, denominator, cards) as Fraction keeps a value (a Fraction
    hashes slowly); ``made``: the values two values combine into, every way round (the
    arithmetic Fraction's, by ``_ops``), kept for the walk."""
    key = tuple(sorted(items))
    if key in seen:
        return
    seen.add(key)
    found.update(items)
    for i, j in itertools.combinations(range(len(items)), 2):  # each pair once, either way
        rest = [items[k] for k in range(len(items)) if k not in (i, j)]
        (p, q, na), (r, s, nb) = items[i], items[j]
        pair = (p, q, r, s)
        values = made.get(pair)
        if values is None:
            a, b = Fraction(p, q), Fraction(r, s)
            ways = (*_ops(a, b, whole), *_ops(b, a, whole))
            values = made[pair] = {(v.numerator, v.denominator) for v, _op in ways}
        for v, d in values:
            _walk([*rest, (v, d, na + nb)], whole, found, seen, made)
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
