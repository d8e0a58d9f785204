"""Each switch on the rules page, both ways, with values worked out by hand."""

from fractions import Fraction

import pytest

from kitgen.core.errors import KitgenError
from kitgen.games.binary import MAX_BITS, Rules, bonus_of, judge


def test_negatives_never_rejects_a_negative_step() -> None:
    # 1 − 10 = 1 − 2 = −1 along the way, even though the side ends at 0
    verdict = judge("1-10+1=0")
    assert not verdict.valid and verdict.rule == "negative"
    assert "(−1)" in verdict.reason


def test_negatives_final_only_allows_negative_steps() -> None:
    # 1 − 2 + 1 = 0
    verdict = judge("1-10+1=0", Rules(negatives="final-only"))
    assert verdict.valid and verdict.value == 0


def test_negatives_final_only_still_forbids_a_negative_side() -> None:
    # 1 − 10 = −1 on both sides: no side may be negative
    verdict = judge("1-10=0-1", Rules(negatives="final-only"))
    assert not verdict.valid and verdict.rule == "negative"


def test_bitwise_on_a_negative_step_is_wrong() -> None:
    # math order: 1 − 10 = −1 first, then −1 OR 1: OR needs non-negative numbers
    verdict = judge("1-10 OR 1=1", Rules(negatives="final-only"))
    assert not verdict.valid and verdict.rule == "bitwise-negative"


@pytest.mark.parametrize(
    ("text", "mode", "valid"),
    [
        ("NOT 011 = 100", "after-not", True),
        ("NOT 011 = 100", "never", False),
        ("NOT 011 = 100", "always", True),
        ("01+1=10", "after-not", False),
        ("01+1=10", "never", False),
        ("01+1=10", "always", True),  # 1 + 1 = 2
        ("NOT 00 = 11", "after-not", True),  # 00 flipped is 11
        ("0=0", "never", True),  # 0 itself is never a leading zero
        ("1=001", "after-not", False),
    ],
)
def test_leading_zeros(text: str, mode: str, valid: bool) -> None:
    assert judge(text, Rules(leading_zeros=mode)).valid is valid


def test_not_keeps_the_written_width() -> None:
    # NOT 0011 = 1100 = 12; NOT 11 = 0
    assert judge("NOT 0011 = 1100").value == 12
    assert judge("NOT 11 = 0").value == 0


def test_not_applies_to_the_next_number_only() -> None:
    # NOT 1 + 1 = 0 + 1 = 1 (not NOT (1 + 1))
    assert judge("NOT 1 + 1 = 1").valid
    # NOT 10 × 11 = 01 × 11 = 3 under math
    assert judge("NOT 10 × 11 = 11").valid


def test_bitwise_pads_the_shorter_number() -> None:
    # 1010 AND 11 = 0010; 1010 OR 11 = 1011
    assert judge("1010 AND 11 = 10").valid
    assert judge("1010 OR 11 = 1011").valid


def test_math_precedence_of_logic_operators() -> None:
    # math: AND before XOR before OR. 1 OR 1 AND 0 = 1 OR (1 AND 0) = 1
    assert judge("1 OR 1 AND 0 = 1").valid
    # left: (1 OR 1) AND 0 = 0
    assert judge("1 OR 1 AND 0 = 0", Rules(order="left")).valid
    # math: + before AND: 1 + 1 AND 11 = 10 AND 11 = 10
    assert judge("1 + 1 AND 11 = 10").valid
    # math: XOR before OR: 1 OR 1 XOR 1 = 1 OR 0 = 1; left: (1 OR 1) XOR 1 = 0
    assert judge("1 OR 1 XOR 1 = 1", Rules(xor=True)).valid
    assert judge("1 OR 1 XOR 1 = 0", Rules(xor=True, order="left")).valid


def test_same_level_goes_left_to_right() -> None:
    # 1000 ÷ 10 × 10 = (8 ÷ 2) × 2 = 8, not 8 ÷ 4 = 2
    assert judge("1000÷10×10=1000").valid
    # 100 − 1 − 1 = 2
    assert judge("100-1-1=10").valid


def test_fractions_switch() -> None:
    # 1 ÷ 10 = 1/2: not whole by default
    assert judge("1÷10=1÷10").rule == "division-not-whole"
    on = Rules(fractions=True)
    # 1/2 + 1/2 = 1
    verdict = judge("1÷10+1÷10=1", on)
    assert verdict.valid and verdict.value == 1
    assert type(verdict.value) is int  # a whole value is an int, the fraction gone
    # 1 ÷ 11 = 1/3: value 1/3, no bonus below 1
    third = judge("1÷11=1÷11", on)
    assert third.valid and third.value == Fraction(1, 3) and third.bonus == 0
    # 111 ÷ 10 = 7/2 = 3½: bonus is the highest power of two not above it, 2
    assert judge("111÷10=111÷10", on).bonus == 2
    # AND still needs whole numbers: 1/2 AND 1
    assert judge("1÷10 AND 1=0", on).rule == "bitwise-fraction"


@pytest.mark.parametrize(
    ("text", "switch"),
    [
        ("10×1=10", "times_one"),
        ("10÷1=10", "times_one"),
        ("10+0=10", "plus_zero"),
        ("10-0=10", "plus_zero"),
        ("10 AND 1=0", "and_one_or_zero"),
        ("10 OR 0=10", "and_one_or_zero"),
        ("10 × NOT 0 = 10", "times_one"),  # NOT 0 is 1
    ],
)
def test_identity_steps_each_switch(text: str, switch: str) -> None:
    assert judge(text).valid
    verdict = judge(text, Rules(**{switch: False}))
    assert not verdict.valid and verdict.rule == switch
    assert f"({switch} is off)" in verdict.reason


def test_and_one_is_a_step_even_though_it_changes_the_value() -> None:
    # 101 AND 1 = 1: AND 1 keeps only the last digit, but it is the listed step
    assert judge("101 AND 1 = 1", Rules(and_one_or_zero=False)).rule == "and_one_or_zero"
    # 1 AND 101 = 1 is not the step "AND 1"
    assert judge("1 AND 101 = 1", Rules(and_one_or_zero=False)).valid


def test_times_one_off_leaves_other_ones_alone() -> None:
    # 1 × 10 multiplies 1 by 10 (not by 1); 11 + 1 adds 1
    rules = Rules(times_one=False)
    assert judge("1×10=10", rules).valid
    assert judge("11+1=100", rules).valid


def test_padding_off_allows_one_step_only() -> None:
    rules = Rules(padding=False)
    assert judge("1+1=10×1", rules).valid  # one step
    verdict = judge("1+1=10×1+0", rules)  # two steps
    assert not verdict.valid and verdict.rule == "padding"
    assert "× 1" in verdict.reason and "+ 0" in verdict.reason


def test_bonus_of() -> None:
    # 0 -> 0; 1 -> 1; 10 -> 10 (2); 111 -> 100 (4); 1000 -> 1000 (8); 11000 -> 10000 (16)
    assert [bonus_of(v) for v in (0, 1, 2, 7, 8, 24)] == [0, 1, 2, 4, 8, 16]
    assert bonus_of(Fraction(1, 2)) == 0


def test_ten_thousand_digit_number() -> None:
    ones = "1" * 10_000
    verdict = judge(f"{ones}={ones}")
    assert verdict.valid and verdict.bonus == 1 << 9_999
    # NOT of 10 000 ones is 0
    assert judge(f"NOT {ones}=0").valid


def test_five_thousand_operators() -> None:
    # 5 001 ones added: 5001 = 4096 + 512 + 256 + 128 + 8 + 1 = 1001110001001 in binary
    verdict = judge("+".join(["1"] * 5001) + "=1001110001001")
    assert verdict.valid and verdict.value == 5001
    # left order too
    assert judge("+".join(["1"] * 5001) + "=1001110001001", Rules(order="left")).valid


def test_absurdly_large_result_is_refused() -> None:
    big = "1" * 60_000
    with pytest.raises(KitgenError, match="too large"):
        judge(f"{big}×{big}=1")
    assert MAX_BITS < 120_000


def test_too_long_text_is_refused() -> None:
    with pytest.raises(KitgenError, match="at most"):
        judge("1" * 300_000 + "=1")


def test_and_binds_tighter_than_xor() -> None:
    # math: 1 XOR (1 AND 0) = 1 XOR 0 = 1; left: (1 XOR 1) AND 0 = 0
    assert judge("1 XOR 1 AND 0 = 1", Rules(xor=True)).valid
    assert judge("1 XOR 1 AND 0 = 0", Rules(xor=True, order="left")).valid


@pytest.mark.parametrize(
    ("text", "rules", "hint"),
    [
        # 3 × 0 + 1 = 1, not 4; changing the 0 to 1 gives 3 × 1 + 1 = 4 (no other one-digit
        # change does, and there are two operations, so no other operator is tried)
        ("11 × 0 + 1 = 100", Rules(), "11 × 1 + 1"),
        # ... but × 1 is not allowed with times_one off, so that change is not offered
        ("11 × 0 + 1 = 100", Rules(times_one=False), None),
        # 3 × 0 + 0 = 0, not 3; 3 × 1 + 0 = 3 has two padding steps: offered with padding on
        ("11 × 0 + 0 = 11", Rules(), "11 × 1 + 0"),
        ("11 × 0 + 0 = 11", Rules(padding=False), None),
        # NOT 11 + 1 = 0 + 1 = 1, not 3; NOT 01 = 10 = 2 gives 3: its leading zero is kept
        # after NOT, unless leading_zeros is never
        ("NOT 11 + 1 = 11", Rules(), "NOT 01 + 1"),
        ("NOT 11 + 1 = 11", Rules(leading_zeros="never"), None),
    ],
)
def test_a_near_miss_the_rules_would_refuse_is_not_offered(
    text: str, rules: Rules, hint: str | None
) -> None:
    verdict = judge(text, rules)
    assert verdict.rule == "sides-differ" and verdict.reason is not None
    if hint is None:
        assert "did you mean" not in verdict.reason
    else:
        assert verdict.reason.endswith(f"did you mean {hint}?")
