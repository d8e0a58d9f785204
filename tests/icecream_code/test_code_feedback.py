"""Feedback, worked by hand from the rules page (both styles, with and without repeats)."""

import pytest

from kitgen.core.errors import KitgenError
from kitgen.games.icecream.codes import parse_code
from kitgen.games.icecream.feedback import parse_feedback, score
from kitgen.games.icecream.rules import make_rules

EASY = make_rules("easy", repeats=True)  # by position, 8 flavours, one pair allowed
HARD = make_rules("hard", repeats=True)  # counts, 6 flavours, one pair allowed


def written(rules, code, guess):
    return score(parse_code(code), parse_code(guess), rules).written()


def test_rules_page_example_by_position():
    # Rules page: code 1 2 3 4, guess 2 2 1 1 -> empty, brown, beige, empty.
    fb = score((1, 2, 3, 4), (2, 2, 1, 1), make_rules("easy"))
    assert fb.pegs == (None, "brown", "beige", None)
    assert fb.written() == "0210"
    assert (fb.brown, fb.beige) == (1, 1)


def test_rules_page_example_as_counts():
    # Same pair in counts: brown = spot 2 only = 1; common = min(1,2) for flavour 1
    # + min(1,2) for flavour 2 = 2; beige = 2 - 1 = 1.
    assert written(make_rules("hard"), "1234", "2211") == "1,1"


@pytest.mark.parametrize(
    ("code", "guess", "counts", "by_position"),
    [
        # code 1123, guess 1111: spots 1,2 brown -> 2. Flavour 1: min(2 in code, 4 in guess)=2,
        # so beige = 2 - 2 = 0. By position: both code 1s are matched by browns, spots 3,4 empty.
        ("1123", "1111", "2,0", "2200"),
        # code 1233, guess 3311: no spot matches -> 0 brown. Common: flavour 1 min(1,2)=1,
        # flavour 3 min(2,2)=2 -> 3 beige. By position, scanning left to right: spot 1 (3)
        # beige, 3s left 1; spot 2 (3) beige, 3s left 0; spot 3 (1) beige, 1s left 0;
        # spot 4 (1) empty.
        ("1233", "3311", "0,3", "1110"),
        # code 3312, guess 1333: spot 2 brown. Common: 1 min(1,1)=1, 3 min(2,3)=2 -> 3,
        # beige = 3 - 1 = 2. By position: unmatched code copies after the brown: one 3, one
        # 1, one 2. Spot 1 (1) beige; spot 3 (3) takes the last 3 -> beige; spot 4 empty.
        ("3312", "1333", "1,2", "1210"),
        # code 1234, guess 3332: spot 3 brown. Common: 3 min(1,3)=1, 2 min(1,1)=1 -> 2,
        # beige 1. By position: the only 3 is used by the brown, so spots 1, 2 stay empty;
        # spot 4 (2) beige.
        ("1234", "3332", "1,1", "0021"),
        # code 1234, guess 5511: nothing matches in place. Common: 1 min(1,2)=1 -> beige 1.
        # By position: spot 3 (1) takes the only 1 -> beige; spot 4 empty.
        ("1234", "5511", "0,1", "0010"),
        # code 1213 (one pair of 1s), guess 2111: spot by spot 1/2, 2/1, 1/1, 3/1 -> only
        # spot 3 brown. Common: 1 min(2,3)=2, 2 min(1,1)=1 -> 3, beige 2.
        # By position: brown spot 3; unmatched code: one 1 (spot 1), one 2, one 3.
        # Spot 1 (2) beige; spot 2 (1) takes the last unmatched 1 -> beige; spot 4 empty.
        ("1213", "2111", "1,2", "1120"),
    ],
)
def test_hand_worked_repeats(code, guess, counts, by_position):
    assert written(HARD, code, guess) == counts
    assert written(EASY, code, guess) == by_position


def test_cracked_is_all_brown():
    assert written(EASY, "1234", "1234") == "2222"
    assert written(HARD, "1234", "1234") == "4,0"


def test_parse_feedback_round_trips_and_rejects():
    assert parse_feedback("2,1", HARD).written() == "2,1"
    assert parse_feedback(" 0210 ", EASY).pegs == (None, "brown", "beige", None)
    with pytest.raises(KitgenError, match="B,b"):
        parse_feedback("21", HARD)
    with pytest.raises(KitgenError, match="only 4 holes"):
        parse_feedback("3,2", HARD)
    with pytest.raises(KitgenError, match="one digit per spot"):
        parse_feedback("2,1", EASY)
    with pytest.raises(KitgenError, match="one digit per spot"):
        parse_feedback("2103", EASY)
