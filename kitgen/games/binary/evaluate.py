"""Working out a side: exact arithmetic under the house rules, by an operator-stack loop."""

from __future__ import annotations

from collections.abc import Sequence

from kitgen.core.errors import KitgenError
from kitgen.core.messages import _, number
from kitgen.games.binary.parse import Parsed, Step, Wrong
from kitgen.games.binary.rules import Rules
from kitgen.games.binary.tokens import AND, DIVIDE, MINUS, OR, PLUS, TIMES, XOR, tile_word
from kitgen.games.binary.values import MAX_BITS, Value, show_binary, show_decimal

#: Precedence under the maths order (higher binds tighter); NOT binds before all of them.
PRECEDENCE = {TIMES: 4, DIVIDE: 4, PLUS: 3, MINUS: 3, AND: 2, XOR: 1, OR: 0}


def _too_big(value: Value) -> bool:
    if not isinstance(value, int):
        return value.numerator.bit_length() > MAX_BITS or value.denominator.bit_length() > MAX_BITS
    return value.bit_length() > MAX_BITS


def _refuse_size() -> KitgenError:
    return KitgenError(
        _(
            "a result would have more than {most} binary digits — far too large for the "
            "referee; check the expression",
            most=number(MAX_BITS),
        )
    )


def _pair(sym: str, x: Value, y: Value) -> str:
    sym = tile_word(sym)
    text = f"{show_binary(x)} {sym} {show_binary(y)}"
    dx, dy = show_decimal(x), show_decimal(y)
    return text if dx is None or dy is None else f"{text} ({dx} {sym} {dy})"


def apply(sym: str, x: Value, y: Value, rules: Rules, span: tuple[int, int] = (0, 0)) -> Value:
    """One binary operation under the rules; raises ``Wrong`` when the rules forbid it."""
    if sym == PLUS:
        result: Value = x + y
    elif sym == MINUS:
        result = x - y
    elif sym == TIMES:
        if _too_big(x) or _too_big(y) or _bits(x) + _bits(y) > MAX_BITS:
            raise _refuse_size()
        result = x * y
    elif sym == DIVIDE:
        if y == 0:
            raise Wrong(
                "division-by-zero",
                _("{number} ÷ 0 — dividing by zero is never allowed", number=show_binary(x)),
                span,
            )
        if type(x) is int and type(y) is int:
            quotient, rest = divmod(x, y)
            if not rest:
                return _check_negative(sym, x, y, quotient, rules, span)
            if not rules.fractions:
                raise Wrong(
                    "division-not-whole",
                    _(
                        "{division} does not come out whole — every division must (fractions "
                        "is off; --fractions allows them)",
                        division=_pair(sym, x, y),
                    ),
                    span,
                )
            from fractions import Fraction  # only when a division leaves one (values.Value)

            result = Fraction(x, y)
        else:  # a fraction divided: fractions is loaded already
            from fractions import Fraction

            result = Fraction(x) / y
    else:
        for operand in (x, y):
            if not isinstance(operand, int) and operand.denominator != 1:
                raise Wrong(
                    "bitwise-fraction",
                    _(
                        "{operator} works on whole numbers only, and {number} is a fraction",
                        operator=tile_word(sym),
                        number=show_binary(operand),
                    ),
                    span,
                )
            if operand < 0:
                raise Wrong(
                    "bitwise-negative",
                    _(
                        "{operator} works digit by digit on numbers that are not negative, and "
                        "{number} is negative",
                        operator=tile_word(sym),
                        number=show_binary(operand),
                    ),
                    span,
                )
        a, b = int(x), int(y)
        result = a & b if sym == AND else a | b if sym == OR else a ^ b
    if not isinstance(result, int):
        if result.denominator == 1:
            result = result.numerator
        elif _too_big(result):
            raise _refuse_size()
    return _check_negative(sym, x, y, result, rules, span)


def _bits(value: Value) -> int:
    if not isinstance(value, int):
        return value.numerator.bit_length() + value.denominator.bit_length()
    return value.bit_length()


def _check_negative(
    sym: str, x: Value, y: Value, result: Value, rules: Rules, span: tuple[int, int]
) -> Value:
    if result < 0 and rules.negatives == "never":
        shown = show_decimal(result)
        raise Wrong(
            "negative",
            _(
                "{operation} would be negative ({result}) — no negative numbers, not even "
                "along the way (negatives is never; --negatives final-only allows them along "
                "the way)",
                operation=_pair(sym, x, y),
                result=shown or show_binary(result),
            ),
            span,
        )
    return result


def evaluate(parsed: Parsed, rules: Rules, steps: list[Step]) -> Value:
    """A side's value, by an operator-stack loop. Appends each operation to ``steps``."""
    steps.extend(parsed.nots)
    return value_of(parsed.atoms, parsed.ops, rules, steps)


def value_of(
    atoms: Sequence[tuple[Value, int, int]],
    ops: Sequence[tuple[str, int, int]],
    rules: Rules,
    steps: list[Step] | None = None,
) -> Value:
    """The value of the numbers ``atoms`` (NOT applied) joined by ``ops``, by an
    operator-stack loop; each operation appended to ``steps`` when given (the near miss of
    a wrong side tries its changes without them: ``kitgen.games.binary.words``)."""
    if not ops:
        return atoms[0][0]
    if len(ops) == 1:  # the usual side: one operation, worked out without the stacks
        (left, start, _end_l), (right, _start_r, end) = atoms
        sym = ops[0][0]
        result = apply(sym, left, right, rules, (start, end))
        if steps is not None:
            steps.append(Step(sym, left, right, result, (start, end)))
        return result
    left_order = rules.order == "left"
    values: list[tuple[Value, int, int]] = [atoms[0]]
    pending: list[tuple[str, int]] = []
    for index, (sym, _start, _end) in enumerate(ops):
        level = 0 if left_order else PRECEDENCE[sym]
        while pending and pending[-1][1] >= level:
            _reduce(values, pending.pop()[0], rules, steps)
        pending.append((sym, level))
        values.append(atoms[index + 1])
    while pending:
        _reduce(values, pending.pop()[0], rules, steps)
    return values[0][0]


def _reduce(
    values: list[tuple[Value, int, int]], sym: str, rules: Rules, steps: list[Step] | None
) -> None:
    right, start_r, end = values.pop()
    left, start, _end_l = values.pop()
    del start_r, _end_l
    result = apply(sym, left, right, rules, (start, end))
    if steps is not None:
        steps.append(Step(sym, left, right, result, (start, end)))
    values.append((result, start, end))
