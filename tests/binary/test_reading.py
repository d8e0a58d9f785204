"""Reading typed input and tile faces: aliases, spaces, bad characters."""

import pytest

from kitgen.core.errors import KitgenError
from kitgen.games.binary import Rules, judge, judge_faces, tokenize


@pytest.mark.parametrize(
    "text",
    [
        "11x11=1001",
        "11X11=1001",
        "11*11=1001",
        "11×11=1001",
        "11 × 11 = 1001",
        "  11  x 11=   1001 ",
    ],
)
def test_multiply_spellings(text: str) -> None:
    # 3 × 3 = 9 = 1001
    assert judge(text).valid


@pytest.mark.parametrize("text", ["110/11=10", "110:11=10", "110÷11=10"])
def test_divide_spellings(text: str) -> None:
    # 6 ÷ 3 = 2
    assert judge(text).valid


@pytest.mark.parametrize("text", ["11-1=10", "11−1=10", "11 - 1 = 10"])
def test_minus_spellings(text: str) -> None:
    # 3 − 1 = 2
    assert judge(text).valid


@pytest.mark.parametrize(
    "text",
    [
        "100 OR 1 = 101",
        "100 or 1 = 101",
        "100Or1=101",
        "100|1=101",
        "110 and 11 = 10",  # 110 AND 011 = 010
        "110&11=10",
        "not 011 = 100",
        "~011=100",
        "NoT011=100",
        "1+not 0=10",  # NOT 0 = 1; 1 + 1 = 10
    ],
)
def test_word_and_short_operators(text: str) -> None:
    assert judge(text).valid


def test_xor_spellings_with_xor_in_play() -> None:
    rules = Rules(xor=True)
    # 110 XOR 011 = 101
    for text in ("110 XOR 11 = 101", "110xor11=101", "110^11=101", "110 Xor 11 = 101"):
        assert judge(text, rules).valid, text


def test_x_next_to_a_word_is_multiply() -> None:
    # 10 × NOT 0 = 10 × 1 = 10
    assert judge("10xNOT0=10").valid


def test_xor_not_in_play_says_how() -> None:
    verdict = judge("110 XOR 11 = 101")
    assert not verdict.valid
    assert verdict.rule == "xor-not-in-play"
    assert "--xor" in verdict.reason and "xor = true" in verdict.reason


@pytest.mark.parametrize(
    ("text", "char", "position"),
    [
        ("12+1=1", "'2'", 2),
        ("(1)=1", "'('", 1),
        ("1+1=10@", "'@'", 7),
        ("1 + 1 = 1.0", "'.'", 10),
    ],
)
def test_bad_character_named_with_position(text: str, char: str, position: int) -> None:
    with pytest.raises(KitgenError) as err:
        judge(text)
    message = str(err.value)
    assert char in message and f"position {position}" in message


def test_unknown_word_is_named() -> None:
    with pytest.raises(KitgenError, match="'ANDD'"):
        judge("1 ANDD 1 = 1")


@pytest.mark.parametrize("text", ["", "   ", "\t\n"])
def test_empty_expression(text: str) -> None:
    with pytest.raises(KitgenError, match="empty"):
        judge(text)


def test_space_cannot_split_a_number() -> None:
    verdict = judge("1 1 = 11")
    assert not verdict.valid
    assert verdict.rule == "numbers-side-by-side"
    assert verdict.span == (0, 3)


def test_token_positions() -> None:
    tokens = tokenize("10 AND 1")
    assert [(t.text, t.start, t.end) for t in tokens] == [
        ("10", 0, 2),
        ("AND", 3, 6),
        ("1", 7, 8),
    ]


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        ("1+1", "no-equals"),
        ("=1", "empty-side"),
        ("1=", "empty-side"),
        ("1==1", "empty-side"),
        ("1+=1", "operator-position"),
        ("1=1+", "operator-position"),
        ("NOT=1", "operator-position"),
        ("NOT+1=1", "not-without-number"),
        ("1 NOT 1 = 1", "not-after-number"),
        ("×1=1", "operator-position"),
    ],
)
def test_grammar_errors(text: str, rule: str) -> None:
    verdict = judge(text)
    assert not verdict.valid
    assert verdict.rule == rule


def test_faces_adjacent_digits_form_one_number() -> None:
    # 11 × 11 = 1001 laid as ten tiles
    verdict = judge_faces(["1", "1", "×", "1", "1", "=", "1", "0", "0", "1"])
    assert verdict.valid and verdict.bonus == 8


def test_faces_wrong_points_at_squares() -> None:
    # 100 AND 1 = 101: the AND tile is square index 3
    verdict = judge_faces(["1", "0", "0", "AND", "1", "=", "1", "0", "1"])
    assert not verdict.valid
    assert verdict.span == (3, 4)


def test_faces_minus_and_divide() -> None:
    # 110 ÷ 11 − 1 = 1  (6 ÷ 3 − 1 = 1)
    assert judge_faces(["1", "1", "0", "÷", "1", "1", "−", "1", "=", "1"]).valid


def test_unknown_face_is_an_error() -> None:
    with pytest.raises(KitgenError, match="'2'"):
        judge_faces(["1", "2"])


def test_rotated_equals_typed_and_laid() -> None:
    on = Rules(rotated_equals=True)
    # [=] reads as 11: 11 + 1 = 100 (3 + 1 = 4)
    assert judge("[=]+1=100", on).valid
    assert judge("‖+1=100", on).valid
    assert judge_faces(["=|", "+", "1", "=", "1", "0", "0"], on).valid
    # next to a digit it is part of the number: 1[=] = 111 = 7
    assert judge("1[=]=111", on).value == 7
    off = judge("[=]+1=100")
    assert not off.valid and off.rule == "rotated-equals"
    assert "--rotated-equals" in off.reason
