"""Property tests: random expressions over random house rules agree with a straightforward
reference evaluator written here (Python Fractions, precedence by splitting on levels), and
random junk never raises anything but a clean verdict or KitgenError."""

from __future__ import annotations

import contextlib
from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from kitgen.core.errors import KitgenError
from kitgen.games.binary import Rules, Verdict, judge, judge_faces

OPS = ["+", "−", "×", "÷", "AND", "OR", "XOR"]
LEVELS = [["OR"], ["XOR"], ["AND"], ["+", "−"], ["×", "÷"]]  # loosest first
SPELLINGS = {
    "+": ["+"],
    "−": ["-", "−"],
    "×": ["x", "X", "*", "×"],
    "÷": ["/", ":", "÷"],
    "AND": ["AND", "and", "&"],
    "OR": ["OR", "or", "|"],
    "XOR": ["XOR", "xor", "^"],
}
NOT_SPELLINGS = ["NOT ", "not ", "~", "NOT"]
IDENTITY = {"×": 1, "÷": 1, "+": 0, "−": 0, "AND": 1, "OR": 0}
SWITCH = {
    "×": "times_one",
    "÷": "times_one",
    "+": "plus_zero",
    "−": "plus_zero",
    "AND": "and_one_or_zero",
    "OR": "and_one_or_zero",
}

rules_st = st.builds(
    Rules,
    order=st.sampled_from(["math", "left"]),
    negatives=st.sampled_from(["never", "final-only"]),
    leading_zeros=st.sampled_from(["after-not", "never", "always"]),
    fractions=st.booleans(),
    times_one=st.booleans(),
    plus_zero=st.booleans(),
    and_one_or_zero=st.booleans(),
    padding=st.booleans(),
    xor=st.booleans(),
)

# an atom: (has NOT, digits)
atom_st = st.tuples(st.booleans(), st.text(alphabet="01", min_size=1, max_size=5))
side_st = st.tuples(atom_st, st.lists(st.tuples(st.sampled_from(OPS), atom_st), max_size=4))
expr_st = st.lists(side_st, min_size=2, max_size=4)


class Bad(Exception):
    """The reference finds the expression not correct."""


def ref_apply(op: str, a: Fraction, b: Fraction, rules: Rules) -> Fraction:
    if op == "+":
        result = a + b
    elif op == "−":
        result = a - b
    elif op == "×":
        result = a * b
    elif op == "÷":
        if b == 0:
            raise Bad
        result = a / b
        if result.denominator != 1 and not rules.fractions:
            raise Bad
    else:
        if a.denominator != 1 or b.denominator != 1 or a < 0 or b < 0:
            raise Bad
        x, y = int(a), int(b)
        result = Fraction({"AND": x & y, "OR": x | y, "XOR": x ^ y}[op])
    if result < 0 and rules.negatives == "never":
        raise Bad
    return result


def ref_fold(values: list[Fraction], ops: list[str], rules: Rules) -> Fraction:
    total = values[0]
    for op, value in zip(ops, values[1:], strict=True):
        total = ref_apply(op, total, value, rules)
    return total


def ref_math(values: list[Fraction], ops: list[str], rules: Rules, level: int = 0) -> Fraction:
    """Split on the loosest level's operators, work out each piece, then fold left."""
    if level == len(LEVELS):
        assert not ops
        return values[0]
    pieces: list[tuple[list[Fraction], list[str]]] = [([values[0]], [])]
    joins: list[str] = []
    for op, value in zip(ops, values[1:], strict=True):
        if op in LEVELS[level]:
            joins.append(op)
            pieces.append(([value], []))
        else:
            pieces[-1][0].append(value)
            pieces[-1][1].append(op)
    worked = [ref_math(vals, piece_ops, rules, level + 1) for vals, piece_ops in pieces]
    return ref_fold(worked, joins, rules)


def ref_atom(atom: tuple[bool, str], rules: Rules) -> Fraction:
    has_not, digits = atom
    leading_zero = len(digits) > 1 and digits[0] == "0"
    allowed = rules.leading_zeros == "always" or (rules.leading_zeros == "after-not" and has_not)
    if leading_zero and not allowed:
        raise Bad
    value = int(digits, 2)
    if has_not:
        value = (2 ** len(digits) - 1) - value  # every digit flipped
    return Fraction(value)


def reference(expr: list, rules: Rules) -> Fraction | None:
    """The value if correct, None if not."""
    try:
        steps = 0
        values_per_side = []
        for first, rest in expr:
            values = [ref_atom(first, rules)]
            ops = []
            for op, atom in rest:
                if op == "XOR" and not rules.xor:
                    raise Bad
                value = ref_atom(atom, rules)
                if op in IDENTITY and value == IDENTITY[op]:
                    if not getattr(rules, SWITCH[op]):
                        raise Bad
                    steps += 1
                    if steps > 1 and not rules.padding:
                        raise Bad
                values.append(value)
                ops.append(op)
            values_per_side.append((values, ops))
        results = []
        for values, ops in values_per_side:
            if rules.order == "left":
                result = ref_fold(values, ops, rules)
            else:
                result = ref_math(values, ops, rules)
            if result < 0:
                raise Bad
            results.append(result)
    except Bad:
        return None
    return results[0] if all(r == results[0] for r in results) else None


def ref_bonus(value: Fraction) -> int:
    bonus = 0
    power = 1
    while power <= value:
        bonus = power
        power *= 2
    return bonus


def render(expr: list, data: st.DataObject) -> str:
    def atom(a: tuple[bool, str]) -> str:
        return (data.draw(st.sampled_from(NOT_SPELLINGS)) if a[0] else "") + a[1]

    def gap() -> str:
        return data.draw(st.sampled_from(["", " ", "  "]))

    sides = []
    for first, rest in expr:
        text = atom(first)
        for op, a in rest:
            text += gap() + data.draw(st.sampled_from(SPELLINGS[op])) + gap() + atom(a)
        sides.append(text)
    return (gap() + "=" + gap()).join(sides)


def faces(expr: list) -> list[str]:
    out: list[str] = []
    for index, (first, rest) in enumerate(expr):
        if index:
            out.append("=")
        for op, a in [(None, first), *rest]:
            if op is not None:
                out.append(op)
            if a[0]:
                out.append("NOT")
            out.extend(a[1])
    return out


def assert_agrees(verdict: Verdict, expected: Fraction | None) -> None:
    if expected is None:
        assert not verdict.valid, verdict
        assert verdict.reason and verdict.value is None and verdict.bonus == 0
    else:
        assert verdict.valid, verdict.reason
        assert verdict.value == expected
        assert verdict.bonus == ref_bonus(expected)
        assert verdict.reason is None


@settings(max_examples=400, deadline=None)
@given(expr=expr_st, rules=rules_st, data=st.data())
def test_typed_expressions_agree_with_reference(expr: list, rules: Rules, data) -> None:
    text = render(expr, data)
    assert_agrees(judge(text, rules), reference(expr, rules))


@settings(max_examples=200, deadline=None)
@given(expr=expr_st, rules=rules_st)
def test_tile_lines_agree_with_reference(expr: list, rules: Rules) -> None:
    assert_agrees(judge_faces(faces(expr), rules), reference(expr, rules))


@settings(max_examples=300, deadline=None)
@given(expr=expr_st, rules=rules_st, data=st.data())
def test_correct_when_sides_are_made_equal(expr: list, rules: Rules, data) -> None:
    """Most random expressions are wrong; make the last side the first side's value so
    the correct path is exercised often too."""
    first_only = [expr[0], ((False, "0"), [])]
    value = reference([expr[0], expr[0]], rules)
    if value is None or value.denominator != 1:
        return
    first_only[1] = ((False, format(int(value), "b")), [])
    text = render(first_only, data)
    assert_agrees(judge(text, rules), reference(first_only, rules))


JUNK = "01=+-−×xX*/:÷&|^~ andortxNOTXOR[]‖ \t2(@."


@settings(max_examples=400, deadline=None)
@given(text=st.text(alphabet=JUNK, max_size=40), rules=rules_st)
def test_junk_gives_a_verdict_or_kitgen_error(text: str, rules: Rules) -> None:
    try:
        verdict = judge(text, rules)
    except KitgenError as err:
        assert str(err)
        return
    assert isinstance(verdict, Verdict)
    assert verdict.valid or verdict.reason
    assert verdict.explanation


@settings(max_examples=200, deadline=None)
@given(text=st.text(max_size=30), rules=rules_st)
def test_any_unicode_gives_a_verdict_or_kitgen_error(text: str, rules: Rules) -> None:
    with contextlib.suppress(KitgenError):
        judge(text, rules)


FACES = ["0", "1", "=", "+", "−", "×", "÷", "AND", "OR", "NOT", "XOR", "=|"]


@settings(max_examples=300, deadline=None)
@given(line=st.lists(st.sampled_from(FACES), min_size=1, max_size=15), rules=rules_st)
def test_random_tile_lines_give_a_verdict(line: list[str], rules: Rules) -> None:
    verdict = judge_faces(line, rules)
    assert verdict.valid or verdict.reason


lenient_st = st.builds(
    Rules,
    order=st.sampled_from(["math", "left"]),
    negatives=st.just("final-only"),
    leading_zeros=st.just("always"),
    fractions=st.booleans(),
    xor=st.just(True),
)
busy_side_st = st.tuples(
    atom_st, st.lists(st.tuples(st.sampled_from(OPS), atom_st), min_size=1, max_size=7)
)


def plain(value: Fraction) -> tuple[tuple[bool, str], list]:
    return ((False, format(int(value), "b")), [])


@settings(max_examples=400, deadline=None)
@given(side=busy_side_st, rules=lenient_st, data=st.data())
def test_values_of_busy_sides_agree(side: tuple, rules: Rules, data) -> None:
    """With lenient rules most sides have a value: judge `side = its reference value`, and
    also `side = value + 1`, so both verdicts are exercised on every operator mix."""
    value = reference([side, side], rules)
    if value is None or value.denominator != 1:
        return
    right = [side, plain(value)]
    assert_agrees(judge(render(right, data), rules), reference(right, rules))
    wrong = [side, plain(value + 1)]
    assert_agrees(judge(render(wrong, data), rules), None)
