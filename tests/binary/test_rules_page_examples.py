"""Every example on the rules page (shared/rules/binary.md), with the verdict and bonus the
page gives, under the order it names. Expected numbers are worked out by hand in comments."""

from fractions import Fraction

import pytest

from kitgen.games.binary import Rules, judge

MATH = Rules()
LEFT = Rules(order="left")


@pytest.mark.parametrize(
    ("text", "rules", "value", "bonus"),
    [
        # 10×10 = 2×2 = 4 = 100; 11+1 = 3+1 = 4: all three sides 100, bonus 100 = 4
        ("10×10=100=11+1", MATH, 4, 4),
        # 1-1+1-1 = 0, 0, 0+0 = 0: value 0, bonus 0
        ("1-1+1-1=0=0+0", MATH, 0, 0),
        # a bare 1=1: value 1, bonus 1
        ("1=1", MATH, 1, 1),
        # NOT 011 flips three digits: 100 = 4, bonus 100 = 4
        ("NOT 011 = 100", MATH, 4, 4),
        # NOT 101 -> 010 = 2; NOT 1 -> 0; NOT 0 -> 1
        ("NOT 101 = 10", MATH, 2, 2),
        ("NOT 1 = 0", MATH, 0, 0),
        ("NOT 0 = 1", MATH, 1, 1),
        # 101 AND 001 = 001; 100 OR 001 = 101 = 5 (bonus 100 = 4)
        ("101 AND 1 = 1", MATH, 1, 1),
        ("100 OR 1 = 101", MATH, 5, 4),
        # 110 XOR 011 = 101 = 5, bonus 4 (XOR in play)
        ("110 XOR 11 = 101", Rules(xor=True), 5, 4),
        # math: 1 + (1×2) = 3 = 11, bonus 10 = 2
        ("1+1×10=11", MATH, 3, 2),
        # left: (1+1)×2 = 4 = 100, bonus 4
        ("1+1×10=100", LEFT, 4, 4),
        # 6 ÷ 3 = 2 = 10, bonus 2
        ("110÷11=10", MATH, 2, 2),
        # times_one on by default: 10×1 = 2
        ("1+1=10×1", MATH, 2, 2),
        # padding on by default: 10+0+0+0×1×1 = 2
        ("1+1=10+0+0+0×1×1", MATH, 2, 2),
        # bonus examples: 1+1=10 -> 2; 11×11=1001 (3×3=9) -> 8; 1000×11=11000 (8×3=24) -> 16
        ("1+1=10", MATH, 2, 2),
        ("11×11=1001", MATH, 9, 8),
        ("1000×11=11000", MATH, 24, 16),
        # the seed's carry-on example: 11+1 = 4 = 100
        ("11+1=100", MATH, 4, 4),
    ],
)
def test_correct_examples(text: str, rules: Rules, value: int, bonus: int) -> None:
    verdict = judge(text, rules)
    assert verdict.valid, verdict.reason
    assert verdict.value == Fraction(value)
    assert verdict.bonus == bonus
    assert verdict.reason is None


@pytest.mark.parametrize(
    ("text", "rules", "rule", "words"),
    [
        # two operators in a row
        ("1+××1==10", MATH, "two-operators", "two operators in a row"),
        # under left: (1+1)×2 = 4, not 3
        ("1+1×10=11", LEFT, "sides-differ", "is 100, not 11"),
        # under math: 1 + 2 = 3, not 4
        ("1+1×10=100", MATH, "sides-differ", "is 11, not 100"),
        # 3 ÷ 2 does not come out whole
        ("11÷10=1", MATH, "division-not-whole", "does not come out whole"),
        # division by zero is always wrong, fractions or not
        ("1÷0=1", Rules(fractions=True), "division-by-zero", "dividing by zero"),
        # times_one off
        ("1+1=10×1", Rules(times_one=False), "times_one", "times_one is off"),
        # padding off: +0 +0 +0 ×1 ×1 is more than one step
        ("1+1=10+0+0+0×1×1", Rules(padding=False), "padding", "padding is off"),
        # a leading +, a leading −
        ("+1=1", MATH, "operator-position", "unary plus"),
        ("-1=1", MATH, "operator-position", "unary minus"),
        # NOT after NOT
        ("NOT NOT 1 = 1", MATH, "not-after-not", "another NOT"),
        # two numbers side by side (no implied multiplication)
        ("10 11=110", MATH, "numbers-side-by-side", "side by side"),
        # leading zero outside NOT
        ("01+1=10", MATH, "leading-zeros", "starts with 0"),
    ],
)
def test_wrong_examples(text: str, rules: Rules, rule: str, words: str) -> None:
    verdict = judge(text, rules)
    assert not verdict.valid
    assert verdict.rule == rule
    assert verdict.reason is not None and words in verdict.reason
    assert verdict.value is None and verdict.bonus == 0


def test_errata_and_form_rejected_with_why() -> None:
    # 100 AND 001 = 000, so 100 AND 1 is 0, not 101; OR gives 101
    verdict = judge("100 AND 1 = 101", MATH)
    assert not verdict.valid
    assert verdict.reason == "100 AND 1 is 0, not 101 (4 AND 1 = 0, not 5) — did you mean OR?"
    assert verdict.span == (4, 7)  # points at "AND"


def test_errata_product_form_rejected_with_why() -> None:
    # 1001×11 = 9×3 = 27 = 11011, not 11000 = 24; 1000×11 = 8×3 = 24 is the correct form
    verdict = judge("1001×11=11000", MATH)
    assert not verdict.valid
    assert verdict.reason is not None
    assert verdict.reason.startswith("1001 × 11 is 11011, not 11000 (9 × 3 = 27, not 24)")
    assert "did you mean 1000 × 11?" in verdict.reason


def test_errata_correct_forms_hold() -> None:
    assert judge("100 OR 1 = 101").valid
    assert judge("1000×11=11000").bonus == 16


def test_explanation_reads_aloud() -> None:
    verdict = judge("11x11=1001")
    assert verdict.explanation == (
        "11 × 11 is 1001 (3 × 3 = 9). Both sides are 1001, so it is correct. "
        "Bonus: 1000 = 8 points."
    )
