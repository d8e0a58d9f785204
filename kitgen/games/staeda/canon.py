"""Canonical forms of expressions over card values, and their printing.

Two expressions are the *same* when they differ only by the order of terms in a sum or of
factors in a product, by grouping (associativity), or by how subtraction and division are
nested: ``a − (b − c)`` is ``a − b + c`` and ``a ÷ (b ÷ c)`` is ``a × c ÷ b``. A canonical
form is

* ``("n", v)`` — a card counted as ``v`` (an ace is ``1`` or ``11``);
* ``("+", plus, minus)`` — a sum: sorted tuples of terms added and subtracted (each term a
  card or a product; at least two terms, at least one added);
* ``("*", times, over)`` — a product: sorted tuples of factors multiplied and divided by (each
  factor a card or a sum; at least two factors, at least one multiplied).

Printing puts added terms before subtracted ones and multiplied factors before divisors, so
that with ``whole_numbers`` on every printed step stays a whole number of zero or more
whenever some arrangement of the same expression does.
"""

from __future__ import annotations

from typing import Any

from kitgen.games.staeda.arith import Value

#: ``("n", value)`` or ``(kind, terms, inverse terms)``, kind ``+`` or ``*``: nested tuples.
Canon = tuple[Any, ...]


def leaf(value: int) -> Canon:
    return ("n", value)


def _parts(form: Canon, kind: str) -> tuple[tuple[Canon, ...], tuple[Canon, ...]]:
    if form[0] == kind:
        return form[1], form[2]
    return (form,), ()


def join(op: str, x: Canon, y: Canon) -> Canon:
    """The canonical form of ``x op y``."""
    kind = "+" if op in "+-" else "*"
    xp, xm = _parts(x, kind)
    yp, ym = _parts(y, kind)
    if op in "+*":
        return (kind, tuple(sorted(xp + yp)), tuple(sorted(xm + ym)))
    return (kind, tuple(sorted(xp + ym)), tuple(sorted(xm + yp)))


def operations(form: Canon) -> int:
    """Binary operators in the printed expression (cards used minus one)."""
    return cards(form) - 1


def cards(form: Canon) -> int:
    if form[0] == "n":
        return 1
    return sum(cards(f) for f in form[1]) + sum(cards(f) for f in form[2])


def values(form: Canon) -> list[int]:
    """The card values used, in printing order."""
    if form[0] == "n":
        return [form[1]]
    return [v for part in (*_ordered(form[1]), *_ordered(form[2])) for v in values(part)]


def _ordered(items: tuple[Canon, ...]) -> list[Canon]:
    # bigger pieces first, then larger numbers first: "10 × 3 + 4", not "3 × 10 + 4"
    return sorted(items, key=lambda f: (f[0] == "n", -f[1] if f[0] == "n" else 0), reverse=False)


def show(form: Canon) -> str:
    """Print with ``+ − × ÷`` and the fewest parentheses."""
    if form[0] == "n":
        return str(form[1])
    plus, minus = _ordered(form[1]), _ordered(form[2])
    if form[0] == "+":
        text = " + ".join(show(t) for t in plus)
        return text + "".join(f" − {show(t)}" for t in minus)
    text = " × ".join(_factor(f) for f in plus)
    return text + "".join(f" ÷ {_factor(f)}" for f in minus)


def _factor(form: Canon) -> str:
    return f"({show(form)})" if form[0] == "+" else show(form)


def evaluate(form: Canon) -> Value:
    """The exact value (for tests and checks)."""
    from fractions import Fraction

    if form[0] == "n":
        value: int = form[1]
        return value
    if form[0] == "+":
        return sum(evaluate(t) for t in form[1]) - sum(evaluate(t) for t in form[2])
    num = Fraction(1)
    for f in form[1]:
        num *= evaluate(f)
    for f in form[2]:
        num /= evaluate(f)
    return num.numerator if num.denominator == 1 else num
