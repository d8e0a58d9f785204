"""Exact arithmetic on card values: the four operations under the house rules.

Values are ``int`` when whole and ``fractions.Fraction`` otherwise (an ``int`` and the equal
``Fraction`` hash alike, so sets and dicts mix them safely). Keeping whole values as ``int``
makes the common case fast.
"""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction

Value = int | Fraction

#: symbols as printed
SYMBOL = {"+": "+", "-": "−", "*": "×", "/": "÷"}


def norm(value: Value) -> Value:
    """A whole ``Fraction`` as ``int``."""
    if type(value) is Fraction and value.denominator == 1:
        return value.numerator
    return value


def divide(a: Value, b: Value) -> Value:
    """``a / b`` exactly (``b`` must not be zero)."""
    if type(a) is int and type(b) is int:
        q, r = divmod(a, b)
        return q if r == 0 else Fraction(a, b)
    return norm(Fraction(a) / b)


def apply(op: str, a: Value, b: Value, whole: bool) -> Value | None:
    """``a op b``, or ``None`` when the rules forbid the step (division by zero; a result that is
    not a whole number of zero or more when ``whole``)."""
    if op == "+":
        r = a + b
    elif op == "-":
        r = a - b
        if whole and r < 0:
            return None
    elif op == "*":
        r = a * b
    else:
        if b == 0:
            return None
        r = divide(a, b)
        if whole and type(r) is not int:
            return None
    return norm(r) if type(r) is Fraction else r


def combine(xs: Iterable[Value], ys: Iterable[Value], whole: bool) -> set[Value]:
    """Every value ``x op y`` or ``y op x`` for ``x`` in ``xs`` and ``y`` in ``ys``."""
    out: set[Value] = set()
    add = out.add
    ys = list(ys)
    for x in xs:
        x_int = type(x) is int
        for y in ys:
            add(x + y)
            add(x * y)
            if whole:
                add(x - y if x >= y else y - x)
                if y and x % y == 0:
                    add(x // y)
                if x and y % x == 0:
                    add(y // x)
            else:
                add(x - y)
                add(y - x)
                if x_int and type(y) is int:
                    if y:
                        q, r = divmod(x, y)
                        add(q if r == 0 else Fraction(x, y))
                    if x:
                        q, r = divmod(y, x)
                        add(q if r == 0 else Fraction(y, x))
                else:
                    if y:
                        add(norm(Fraction(x) / y))
                    if x:
                        add(norm(Fraction(y) / x))
    if not whole:
        return {norm(v) if type(v) is Fraction else v for v in out}
    return out


def show(value: Value) -> str:
    """``24``, ``-3`` or ``7/2``."""
    return str(value)
