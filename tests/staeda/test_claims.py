"""Claims worked by hand: aces both ways, face cards, fractions, cards used twice or not held."""

from fractions import Fraction

from kitgen.games.staeda.cards import parse_cards
from kitgen.games.staeda.claims import check_claim
from kitgen.games.staeda.rules import Rules

FRACTIONS = Rules(whole_numbers=False)
WHOLE = Rules(whole_numbers=True)


def claim(text, target, hand, table, rules=FRACTIONS):
    return check_claim(text, target, parse_cards(hand), parse_cards(table), rules)


def test_ace_as_one() -> None:
    # K×2 + A + 3 = 20 + 1 + 3 = 24 with the ace as 1 (as 11 it would be 34)
    v = claim("K*2+A+3", 24, "3 A K", "7 2 5")
    assert v.valid and v.value == 24 and v.operations == 3 and v.cards_used == 4
    assert v.ace_notes == ("A counted as 1",)
    assert v.reason is None


def test_ace_as_eleven() -> None:
    # A + 7 + 6 = 11 + 7 + 6 = 24 with the ace as 11 (as 1 it would be 14)
    v = claim("A + 7 + 6", 24, "A 6 9", "7 2 5")
    assert v.valid and v.ace_notes == ("A counted as 11",)


def test_numbers_fix_the_ace() -> None:
    # "1 + 7 + 6" = 14 uses the ace as 1 — the number says so, so it is not 24
    v = claim("1 + 7 + 6", 24, "A 6 9", "7 2 5")
    assert not v.valid and v.fair and v.value == 14
    assert "not the target 24" in v.reason
    assert claim("11 + 7 + 6", 24, "A 6 9", "7 2 5").valid  # 11 + 7 + 6 = 24


def test_two_aces_each_chosen() -> None:
    # A + A + 2 = 24 only as 11 + 11 + 2
    v = claim("A+A+2", 24, "A 3 K", "7 2 A")
    assert v.valid and v.value == 24
    assert v.ace_notes == ("1st A counted as 11", "2nd A counted as 11")


def test_face_cards_are_ten() -> None:
    # J + Q + 4 = 10 + 10 + 4 = 24; "10" may stand for a face card
    assert claim("J + Q + 4", 24, "J Q 4", "2 3 5").valid
    assert claim("10 + 10 + 4", 24, "J Q 4", "2 3 5").valid
    # a letter names its own rank: there is no king
    v = claim("K + Q + 4", 24, "J Q 4", "2 3 5")
    assert not v.valid and not v.fair and "no king" in v.reason


def test_fraction_allowed_by_default() -> None:
    # 6 ÷ (A − 3 ÷ 4) = 6 ÷ (1 − 3/4) = 6 ÷ 1/4 = 24, the ace as 1
    v = claim("6/(A-3/4)", 24, "6 A 3", "4 9 9")
    assert v.valid and v.operations == 3 and v.cards_used == 4


def test_fraction_refused_with_whole_numbers() -> None:
    # the same claim: 3 ÷ 4 = 3/4 is not whole
    v = claim("6/(A-3/4)", 24, "6 A 3", "4 9 9", WHOLE)
    assert not v.valid and not v.fair
    assert "3 ÷ 4 = 3/4 is not a whole number" in v.reason


def test_negative_step_refused_with_whole_numbers() -> None:
    # (3 − 9) × (2 − 6) = (−6) × (−4) = 24: fine with fractions on, refused with whole numbers
    assert claim("(3-9)*(2-6)", 24, "3 9 2", "6 5 5").valid
    v = claim("(3-9)*(2-6)", 24, "3 9 2", "6 5 5", WHOLE)
    assert not v.valid and "3 − 9 = -6 is below zero" in v.reason


def test_fraction_value_reported_exactly() -> None:
    v = claim("7/2", 24, "7 2 5", "3 4 6")
    assert v.value == Fraction(7, 2) and not v.valid and v.fair


def test_division_by_zero() -> None:
    v = claim("7/(5-5)", 24, "7 5 5", "3 4 6")
    assert not v.fair and "divides by zero" in v.reason


def test_card_used_twice() -> None:
    # only one 3 among hand and table
    v = claim("3*3+9+6", 24, "3 9 6", "2 4 5")
    assert not v.valid and not v.fair
    assert "uses a 3 twice" in v.reason and "hold only one" in v.reason


def test_ace_used_twice_reads_an_ace() -> None:
    # one ace in reach: 10 × 2 + 1 + 1 would need two
    v = claim("K*2+A+A", 24, "3 A K", "7 2 5")
    assert not v.valid
    assert "uses an ace twice" in v.reason


def test_card_not_held() -> None:
    v = claim("8*3", 24, "3 9 6", "2 4 5")
    assert not v.valid and "there is no 8" in v.reason


def test_no_card_worth_twelve() -> None:
    v = claim("12*2", 24, "3 9 6", "2 4 5")
    assert not v.valid and "no card is worth 12" in v.reason


def test_single_card_is_a_stæða_with_no_operations() -> None:
    v = claim("K", 10, "K 2 3", "4 5 6")
    assert v.valid and v.operations == 0 and v.cards_used == 1


def test_ten_prefers_the_ten_card() -> None:
    # "10 + J": the 10 must take the ten so the J keeps the jack
    v = claim("10 + J", 20, "J 10", "2 3 4")
    assert v.valid and [str(c) for c in v.cards] == ["10", "J"]
