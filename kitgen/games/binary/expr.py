"""Judging binary expressions: parse, evaluate exactly, and say why in plain words.

:func:`judge` reads typed text, :func:`judge_faces` a line of board tiles; both return a
:class:`Verdict`. The evaluator is a loop with an operator stack (shunting-yard), never
recursion, so a 5 000-operator line cannot blow the stack. Arithmetic is exact: ``int``,
and :class:`fractions.Fraction` only when the ``fractions`` switch lets a division leave one.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import NamedTuple

from kitgen.errors import KitgenError
from kitgen.games.binary.rules import Rules
from kitgen.games.binary.tokens import (
    AND,
    DIVIDE,
    EQ,
    MINUS,
    NOT,
    NOT_TEXT,
    NUM,
    OP,
    OR,
    PLUS,
    TIMES,
    XOR,
    Token,
    tokenize,
    tokenize_faces,
)

Value = int | Fraction

#: Largest number (in binary digits) the referee will work with; beyond it the expression
#: is refused with a clear message rather than left to grind.
MAX_BITS = 100_000

#: Precedence under the maths order (higher binds tighter); NOT binds before all of them.
PRECEDENCE = {TIMES: 4, DIVIDE: 4, PLUS: 3, MINUS: 3, AND: 2, XOR: 1, OR: 0}

#: The identity steps of the house rules: operator -> the operand value that changes nothing.
IDENTITY = {TIMES: 1, DIVIDE: 1, PLUS: 0, MINUS: 0, AND: 1, OR: 0}
_IDENTITY_SWITCH = {
    TIMES: "times_one",
    DIVIDE: "times_one",
    PLUS: "plus_zero",
    MINUS: "plus_zero",
    AND: "and_one_or_zero",
    OR: "and_one_or_zero",
}
_IDENTITY_WORDS = {
    TIMES: "multiplying by 1",
    DIVIDE: "dividing by 1",
    PLUS: "adding 0",
    MINUS: "subtracting 0",
    AND: "the step AND 1",
    OR: "the step OR 0",
}
_BITWISE = (AND, OR, XOR)
_ORDER_WORDS = {"math": "the maths order (× and ÷ before + and −)", "left": "left to right"}


class Step(NamedTuple):
    """One operation as a teacher writes it on the board.

    For ``NOT``: ``left`` is None, ``right`` the value of the written number, ``written``
    its digits (the width matters)."""

    op: str
    left: Value | None
    right: Value
    result: Value
    span: tuple[int, int]
    written: str = ""


class Side(NamedTuple):
    """One side of the expression (between ``=`` signs)."""

    span: tuple[int, int]
    steps: tuple[Step, ...]
    value: Value | None  # None when judging stopped before this side had a value
    parts: _Parsed  # the side's tokens, numbers and operators

    @property
    def text(self) -> str:
        """The side as canonical text (long sides shortened in the middle)."""
        return _side_text(self.parts)

    @property
    def compound(self) -> bool:
        """True when the side holds an operator or NOT (is not a plain number)."""
        return len(self.parts.tokens) > 1

    @property
    def decimal(self) -> str | None:
        """The side with its numbers in decimal, when there is an operator and the numbers
        are short."""
        return _side_decimal(self.parts)


@dataclass(frozen=True, slots=True)
class Verdict:
    """The referee's answer.

    ``reason`` names the rule broken (None when correct); ``explanation`` is always a
    sentence or two to read aloud. ``span`` is the ``(start, end)`` place in the input the
    verdict points at (character offsets for text, face indices for tiles). ``rule`` is a
    short code for the rule broken (``sides-differ``, ``times_one``, ``leading-zeros``, ...).
    """

    valid: bool
    value: Fraction | None
    bonus: int
    reason: str | None
    rule: str | None = None
    span: tuple[int, int] | None = None
    sides: tuple[Side, ...] = ()
    tokens: tuple[Token, ...] = ()
    identity_steps: int = 0
    order: str = "math"
    side_count: int = 0  # sides in the expression (0 when it could not be split into sides)

    @property
    def summary(self) -> str:
        """The verdict in a sentence or two, without the bonus."""
        if self.valid and self.value is not None:
            return _correct_words(self.sides, self.value)
        return _sentence(self.reason or "not correct")

    @property
    def explanation(self) -> str:
        """What to read aloud: the summary, and the bonus when correct."""
        if self.valid and self.value is not None:
            return f"{self.summary} {bonus_words(self.value)}"
        return self.summary

    @property
    def text(self) -> str:
        """The expression as canonical text: ``100 AND 1 = 101``."""
        return " ".join(token.text for token in self.tokens)


class _Wrong(Exception):
    """Internal: the expression breaks a rule (becomes a not-valid Verdict)."""

    def __init__(self, rule: str, reason: str, span: tuple[int, int] | None) -> None:
        super().__init__(reason)
        self.rule = rule
        self.reason = reason
        self.span = span


# --------------------------------------------------------------------------- numbers in words


def to_binary(value: Value) -> str:
    """The exact value in binary: ``101``, ``−11``, fractions as ``1/11``."""
    if type(value) is Fraction:
        if value.denominator != 1:
            return f"{to_binary(value.numerator)}/{to_binary(value.denominator)}"
        value = value.numerator
    if value < 0:
        return "−" + format(-value, "b")
    return format(value, "b")


def show_binary(value: Value) -> str:
    """Binary for a message: long numbers are shortened to their ends and digit count."""
    if type(value) is Fraction and value.denominator != 1:
        return f"{show_binary(value.numerator)}/{show_binary(value.denominator)}"
    number = int(value)
    digits = format(abs(number), "b")
    if len(digits) > 40:
        digits = f"{digits[:12]}…{digits[-12:]} ({len(digits)} digits)"
    return ("−" if number < 0 else "") + digits


def show_decimal(value: Value) -> str | None:
    """Decimal for a message, or None when the number is too long to be helpful."""
    if type(value) is Fraction and value.denominator != 1:
        num, den = show_decimal(value.numerator), show_decimal(value.denominator)
        return None if num is None or den is None else f"{num}/{den}"
    number = int(value)
    if number.bit_length() > 64:
        return None
    return str(number) if number >= 0 else f"−{-number}"


def bonus_of(value: Value | None) -> int:
    """The bonus of a correct expression's value: the highest power of two not above it
    (its leading binary 1 with zeros after it). 0 for 0, and for a fraction below 1."""
    if value is None or value < 1:
        return 0
    return 1 << (int(value).bit_length() - 1)


def _points(bonus: int) -> str:
    return "1 point" if bonus == 1 else f"{bonus} points"


def bonus_words(value: Value) -> str:
    """``Bonus: 1000 = 8 points.``"""
    bonus = bonus_of(value)
    if bonus:
        return f"Bonus: {show_binary(bonus)} = {_points(bonus)}."
    if value == 0:
        return "Bonus: 0 points (the value is 0)."
    return "Bonus: 0 points (the value is below 1)."


# --------------------------------------------------------------------------- parsing


class _Parsed(NamedTuple):
    tokens: Sequence[Token]  # of this side
    atoms: Sequence[tuple[int, int, int]]  # (value, start, end); NOT already applied
    ops: Sequence[tuple[str, int, int]]  # (symbol, start, end)
    nots: Sequence[Step]


def _leading_zero_reason(digits: str, after_not: bool, rules: Rules) -> str:
    if rules.leading_zeros == "never":
        return (
            f"{digits} starts with 0 — leading zeros are not allowed anywhere under your house "
            "rules (leading_zeros is never)"
        )
    hint = "" if after_not else "; only the number right after NOT may keep them"
    return (
        f"{digits} starts with 0 — a number may not start with 0 unless it is 0 itself{hint} "
        "(--leading-zeros always allows them)"
    )


def _parse(
    tokens: list[Token], rules: Rules, need_equals: bool = True
) -> tuple[list[_Parsed], int]:
    """Split into sides and check every rule that can be seen without arithmetic: the
    grammar, leading zeros, tiles not in play and the identity-step house rules. Returns
    the sides and the number of identity steps."""
    sides: list[_Parsed] = []
    side_tokens: list[Token] = []
    atoms: list[tuple[int, int, int]] = []
    ops: list[tuple[str, int, int]] = []
    nots: list[Step] = []
    pending_not: Token | None = None
    prev: Token | None = None
    identity = 0
    first_identity = ""
    for tok in tokens:
        kind = tok.kind
        if kind == NUM:
            if prev is not None and prev.kind == NUM:
                raise _Wrong(
                    "numbers-side-by-side",
                    f"two numbers side by side ({prev.text} and {tok.text}) — there is no "
                    "multiplication without a × tile, and a space cannot split a number "
                    f"(on the board they would be the one number {prev.text}{tok.text})",
                    (prev.start, tok.end),
                )
            if tok.rotated and not rules.rotated_equals:
                raise _Wrong(
                    "rotated-equals",
                    "a = tile turned 90° ([=]) reads as 11 only in the joke variant — put it "
                    "in play with --rotated-equals or rotated_equals = true in the rules file",
                    (tok.start, tok.end),
                )
            digits = tok.text
            if digits[0] == "0" and len(digits) > 1:
                mode = rules.leading_zeros
                if mode == "never" or (mode == "after-not" and pending_not is None):
                    raise _Wrong(
                        "leading-zeros",
                        _leading_zero_reason(digits, pending_not is not None, rules),
                        (tok.start, tok.end),
                    )
            value = int(digits, 2)
            start = tok.start
            written = digits
            if pending_not is not None:
                flipped = value ^ ((1 << len(digits)) - 1)
                start = pending_not.start
                nots.append(Step(NOT_TEXT, None, value, flipped, (start, tok.end), digits))
                value = flipped
                written = "NOT " + digits
                pending_not = None
            if atoms:
                sym = ops[-1][0]
                if IDENTITY.get(sym) == value:
                    step = f"{sym} {written}"
                    switch = _IDENTITY_SWITCH[sym]
                    if not getattr(rules, switch):
                        raise _Wrong(
                            switch,
                            f"{_IDENTITY_WORDS[sym]} ({step}) is not allowed under your house "
                            f"rules ({switch} is off)",
                            (ops[-1][1], tok.end),
                        )
                    identity += 1
                    if identity == 1:
                        first_identity = step
                    elif not rules.padding:
                        raise _Wrong(
                            "padding",
                            f"more than one padding step ({first_identity}, then {step}) — "
                            "at most one step like × 1, ÷ 1, + 0, − 0, AND 1 or OR 0 may "
                            "appear in an expression under your house rules (padding is off)",
                            (ops[-1][1], tok.end),
                        )
            atoms.append((value, start, tok.end))
        elif kind == OP:
            sym = tok.text
            if sym == XOR and not rules.xor:
                raise _Wrong(
                    "xor-not-in-play",
                    "XOR is not in play — put it in play with --xor or xor = true in the "
                    "rules file",
                    (tok.start, tok.end),
                )
            if prev is None or prev.kind == EQ:
                if sym == PLUS:
                    why = "a side cannot start with + — there is no unary plus"
                elif sym == MINUS:
                    why = (
                        "a side cannot start with − — there is no unary minus and no negative "
                        "numbers"
                    )
                else:
                    why = f"a side cannot start with {sym} — it needs a number before it"
                raise _Wrong("operator-position", why, (tok.start, tok.end))
            if prev.kind == OP:
                raise _Wrong(
                    "two-operators",
                    f"two operators in a row ({prev.text} {sym}) — only NOT may follow an operator",
                    (prev.start, tok.end),
                )
            if prev.kind == NOT:
                raise _Wrong(
                    "not-without-number",
                    f"NOT must be followed by a number, not by {sym}",
                    (prev.start, tok.end),
                )
            ops.append((sym, tok.start, tok.end))
        elif kind == NOT:
            if prev is not None and prev.kind == NOT:
                raise _Wrong(
                    "not-after-not",
                    "NOT cannot follow another NOT — NOT flips only the number right after it",
                    (prev.start, tok.end),
                )
            if prev is not None and prev.kind == NUM:
                raise _Wrong(
                    "not-after-number",
                    f"NOT cannot follow a number ({prev.text} NOT) — NOT may open a side or "
                    "follow an operator or =",
                    (prev.start, tok.end),
                )
            pending_not = tok
        else:  # EQ
            if prev is None:
                raise _Wrong(
                    "empty-side",
                    "nothing before the = — every side needs a value",
                    (tok.start, tok.end),
                )
            _check_side_end(prev, tok)
            sides.append(_Parsed(side_tokens, atoms, ops, nots))
            side_tokens, atoms, ops, nots = [], [], [], []
        if kind != EQ:
            side_tokens.append(tok)
        prev = tok
    assert prev is not None  # tokenizers never return an empty list
    _check_side_end(prev, None)
    sides.append(_Parsed(side_tokens, atoms, ops, nots))
    if len(sides) == 1 and need_equals:
        raise _Wrong(
            "no-equals",
            "there is no = — an expression needs at least one = with a value on each side",
            (tokens[0].start, tokens[-1].end),
        )
    return sides, identity


def _check_side_end(prev: Token, eq: Token | None) -> None:
    """The token before an ``=`` (or at the very end) must finish a number."""
    if prev.kind == NUM:
        return
    if prev.kind == EQ:
        if eq is None:
            raise _Wrong(
                "empty-side",
                "nothing after the last = — every side needs a value",
                (prev.start, prev.end),
            )
        raise _Wrong(
            "empty-side",
            "nothing between two = signs — every side needs a value",
            (prev.start, eq.end),
        )
    if prev.kind == NOT:
        why = "NOT has no number after it — NOT flips the number right after it"
    else:
        why = f"{prev.text} has no number after it — an operator needs a number on each side"
    raise _Wrong("operator-position", why, (prev.start, prev.end))


# --------------------------------------------------------------------------- arithmetic


def _too_big(value: Value) -> bool:
    if type(value) is Fraction:
        return value.numerator.bit_length() > MAX_BITS or value.denominator.bit_length() > MAX_BITS
    return value.bit_length() > MAX_BITS


def _refuse_size() -> KitgenError:
    return KitgenError(
        f"a result would have more than {MAX_BITS:,} binary digits — far too large for the "
        "referee; check the expression"
    )


def _pair(sym: str, x: Value, y: Value) -> str:
    text = f"{show_binary(x)} {sym} {show_binary(y)}"
    dx, dy = show_decimal(x), show_decimal(y)
    return text if dx is None or dy is None else f"{text} ({dx} {sym} {dy})"


def _apply(sym: str, x: Value, y: Value, rules: Rules, span: tuple[int, int] = (0, 0)) -> Value:
    """One binary operation under the rules; raises ``_Wrong`` when the rules forbid it."""
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
            raise _Wrong(
                "division-by-zero",
                f"{show_binary(x)} ÷ 0 — dividing by zero is never allowed",
                span,
            )
        if type(x) is int and type(y) is int:
            quotient, rest = divmod(x, y)
            if not rest:
                return _check_negative(sym, x, y, quotient, rules, span)
            if not rules.fractions:
                raise _Wrong(
                    "division-not-whole",
                    f"{_pair(sym, x, y)} does not come out whole — every division must "
                    "(fractions is off; --fractions allows them)",
                    span,
                )
            result = Fraction(x, y)
        else:
            result = Fraction(x) / y
    else:
        for operand in (x, y):
            if type(operand) is Fraction and operand.denominator != 1:
                raise _Wrong(
                    "bitwise-fraction",
                    f"{sym} works on whole numbers only, and {show_binary(operand)} is a fraction",
                    span,
                )
            if operand < 0:
                raise _Wrong(
                    "bitwise-negative",
                    f"{sym} works digit by digit on numbers that are not negative, and "
                    f"{show_binary(operand)} is negative",
                    span,
                )
        a, b = int(x), int(y)
        result = a & b if sym == AND else a | b if sym == OR else a ^ b
    if type(result) is Fraction:
        if result.denominator == 1:
            result = result.numerator
        elif _too_big(result):
            raise _refuse_size()
    return _check_negative(sym, x, y, result, rules, span)


def _bits(value: Value) -> int:
    if type(value) is Fraction:
        return value.numerator.bit_length() + value.denominator.bit_length()
    return value.bit_length()


def _check_negative(
    sym: str, x: Value, y: Value, result: Value, rules: Rules, span: tuple[int, int]
) -> Value:
    if result < 0 and rules.negatives == "never":
        shown = show_decimal(result)
        raise _Wrong(
            "negative",
            f"{_pair(sym, x, y)} would be negative ({shown or show_binary(result)}) — no "
            "negative numbers, not even along the way (negatives is never; "
            "--negatives final-only allows them along the way)",
            span,
        )
    return result


def _evaluate(parsed: _Parsed, rules: Rules, steps: list[Step]) -> Value:
    """A side's value, by an operator-stack loop. Appends each operation to ``steps``."""
    atoms, ops = parsed.atoms, parsed.ops
    steps.extend(parsed.nots)
    if not ops:
        return atoms[0][0]
    left_order = rules.order == "left"
    values = [atoms[0]]
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
    values: list[tuple[Value, int, int]], sym: str, rules: Rules, steps: list[Step]
) -> None:
    right, start_r, end = values.pop()
    left, start, _end_l = values.pop()
    del start_r, _end_l
    result = _apply(sym, left, right, rules, (start, end))
    steps.append(Step(sym, left, right, result, (start, end)))
    values.append((result, start, end))


# --------------------------------------------------------------------------- words


def _sentence(reason: str) -> str:
    text = reason[:1].upper() + reason[1:]
    return text if text.endswith(("?", ".")) else text + "."


def _side_decimal(parsed: _Parsed) -> str | None:
    atoms = parsed.atoms
    if not parsed.ops or any(value.bit_length() > 64 for value, _s, _e in atoms):
        return None
    words = [str(atoms[0][0])]
    for (sym, _s, _e), (value, _s2, _e2) in zip(parsed.ops, atoms[1:], strict=True):
        words.append(sym)
        words.append(str(value))
    return " ".join(words)


def _side_text(parsed: _Parsed) -> str:
    text = " ".join(token.text for token in parsed.tokens)
    if len(text) > 60:
        text = text[:28] + " … " + text[-28:]
    return text


def _make_side(parsed: _Parsed, steps: list[Step], value: Value | None) -> Side:
    tokens = parsed.tokens
    frozen = _Parsed(tuple(tokens), tuple(parsed.atoms), tuple(parsed.ops), tuple(parsed.nots))
    return Side((tokens[0].start, tokens[-1].end), tuple(steps), value, frozen)


def _is_side(value: Value, side: Side) -> str:
    text = f"{side.text} is {show_binary(value)}"
    decimal = show_decimal(value)
    if side.decimal is not None and decimal is not None:
        text += f" ({side.decimal} = {decimal})"
    return text


def _correct_words(sides: Sequence[Side], value: Value) -> str:
    """``11 × 11 is 1001 (3 × 3 = 9). Both sides are 1001, so it is correct.``"""
    said = [_is_side(value, side) for side in sides if side.compound]
    start = (". ".join(said) + ". ") if said else ""
    count = "Both sides" if len(sides) == 2 else f"All {len(sides)} sides"
    return f"{start}{count} are {show_binary(value)}, so it is correct."


def _unequal(parsed: list[_Parsed], sides: list[Side], rules: Rules) -> tuple[str, tuple[int, int]]:
    first = sides[0]
    j = next(k for k, side in enumerate(sides) if side.value != first.value)
    other_side = sides[j]
    v0, vj = first.value, other_side.value
    assert v0 is not None and vj is not None
    if other_side.compound and first.compound:
        reason = f"{first.text} is {show_binary(v0)}, but {other_side.text} is {show_binary(vj)}"
        d0, dj = show_decimal(v0), show_decimal(vj)
        if first.decimal and other_side.decimal and d0 and dj:
            reason += f" ({first.decimal} = {d0}, but {other_side.decimal} = {dj})"
        subject, target, subject_index = first, vj, 0
    elif first.compound or other_side.compound:
        subject_index = j if other_side.compound else 0
        subject = sides[subject_index]
        target = v0 if subject_index == j else vj
        value = vj if subject_index == j else v0
        reason = f"{subject.text} is {show_binary(value)}, not {show_binary(target)}"
        dv, dt = show_decimal(value), show_decimal(target)
        if subject.decimal and dv and dt:
            reason += f" ({subject.decimal} = {dv}, not {dt})"
    else:
        reason = f"{show_binary(v0)} and {show_binary(vj)} are different numbers"
        d0, dj = show_decimal(v0), show_decimal(vj)
        if d0 and dj:
            reason += f" ({d0} and {dj})"
        return reason, (first.span[0], other_side.span[1])
    if len(parsed[subject_index].ops) > 1:
        other_order = "left" if rules.order == "math" else "math"
        flipped = replace(rules, order=other_order)
        if _quiet_value(parsed[subject_index], flipped) == target:
            words = "left to right" if other_order == "left" else "in the maths order"
            return (
                f"{reason} — it would be {show_binary(target)} worked {words} "
                f"(--order {other_order}), but your order is {_ORDER_WORDS[rules.order]}",
                subject.span,
            )
    hint = _suggest(parsed[subject_index], target, rules)
    if hint is not None:
        return f"{reason} — did you mean {hint[0]}?", hint[1]
    return reason, subject.span


def _quiet_value(parsed: _Parsed, rules: Rules) -> Value | None:
    try:
        return _evaluate(parsed, rules, [])
    except (_Wrong, KitgenError):
        return None


def _suggest(parsed: _Parsed, target: Value, rules: Rules) -> tuple[str, tuple[int, int]] | None:
    """A near miss that would make the side right: another operator (for one operation),
    or one digit changed. Only tried on short sides; None when nothing fits."""
    ops, atoms = parsed.ops, parsed.atoms
    if len(ops) > 6 or sum(value.bit_length() for value, _s, _e in atoms) > 64:
        return None
    if len(ops) == 1:
        sym, start, end = ops[0]
        family = [OR, AND, XOR, PLUS, MINUS, TIMES, DIVIDE]
        if sym not in _BITWISE:
            family = [PLUS, MINUS, TIMES, DIVIDE, OR, AND, XOR]
        for other in family:
            if other == sym or (other == XOR and not rules.xor):
                continue
            if _quiet_value(parsed._replace(ops=[(other, start, end)]), rules) == target:
                return other, (start, end)
    tokens = parsed.tokens
    for position, token in enumerate(tokens):
        if token.kind != NUM or token.rotated:
            continue
        digits = token.text
        after_not = position > 0 and tokens[position - 1].kind == NOT
        for index in range(len(digits)):
            changed = digits[:index] + ("1" if digits[index] == "0" else "0") + digits[index + 1 :]
            if changed[0] == "0" and len(changed) > 1 and not after_not:
                continue
            new_tokens = list(tokens)
            new_tokens[position] = token._replace(text=changed)
            try:
                candidate = _parse(new_tokens, rules, need_equals=False)[0][0]
            except _Wrong:
                continue
            if _quiet_value(candidate, rules) == target:
                return " ".join(t.text for t in new_tokens), (token.start, token.end)
    return None


# --------------------------------------------------------------------------- judging


def _judge_tokens(tokens: list[Token], rules: Rules) -> Verdict:
    sides: list[Side] = []
    parsed: list[_Parsed] = []
    try:
        parsed, identity = _parse(tokens, rules)
        values: list[Value] = []
        for part in parsed:
            steps: list[Step] = []
            try:
                value = _evaluate(part, rules, steps)
            except _Wrong:
                sides.append(_make_side(part, steps, None))
                raise
            if value < 0:
                sides.append(_make_side(part, steps, value))
                raise _Wrong(
                    "negative",
                    f"{sides[-1].text} is {show_binary(value)} — no side may be negative "
                    "(negatives is final-only)",
                    sides[-1].span,
                )
            values.append(value)
            sides.append(_make_side(part, steps, value))
        first = values[0]
        if any(value != first for value in values):
            reason, span = _unequal(parsed, sides, rules)
            raise _Wrong("sides-differ", reason, span)
    except _Wrong as wrong:
        return Verdict(
            False,
            None,
            0,
            wrong.reason,
            wrong.rule,
            wrong.span,
            tuple(sides),
            tuple(tokens),
            order=rules.order,
            side_count=len(parsed),
        )
    return Verdict(
        True,
        Fraction(first),
        bonus_of(first),
        None,
        None,
        None,
        tuple(sides),
        tuple(tokens),
        identity,
        rules.order,
        len(parsed),
    )


def judge(text: str, rules: Rules | None = None) -> Verdict:
    """Judge typed text such as ``"11x11=1001"``.

    Raises :class:`KitgenError` for input that cannot be read: a character no tile shows
    (named with its position), an empty expression, or numbers too large to work with.
    """
    return _judge_tokens(tokenize(text), rules or Rules())


def judge_faces(faces: Sequence[str], rules: Rules | None = None) -> Verdict:
    """Judge a line of board tiles, one face per square: ``"0" "1" "=" "+" "−" "×" "÷"
    "AND" "OR" "NOT" "XOR"``, and ``"=|"`` for a ``=`` turned 90° (reads as 11). Adjacent
    digit faces form one number. Spans in the verdict are face indices."""
    return _judge_tokens(tokenize_faces(faces), rules or Rules())


__all__ = [
    "IDENTITY",
    "MAX_BITS",
    "OP",
    "PRECEDENCE",
    "Side",
    "Step",
    "Value",
    "Verdict",
    "bonus_of",
    "bonus_words",
    "judge",
    "judge_faces",
    "show_binary",
    "show_decimal",
    "to_binary",
]
