"""Targets three cards allow — the rules page's examples, worked by hand."""

from kitgen.games.staeda.cards import parse_cards
from kitgen.games.staeda.targets import declared, targets


def test_three_four_five() -> None:
    # (a+b)×c: (3+4)×5=35, (3+5)×4=32, (4+5)×3=27
    # a×b+c:   3×4+5=17,   3×5+4=19,   4×5+3=23
    assert list(targets(parse_cards("3 4 5"))) == [17, 19, 23, 27, 32, 35]


def test_ace_two_three() -> None:
    # ace as 1:  (1+2)×3=9, (1+3)×2=8, (2+3)×1=5, 1×2+3=5, 1×3+2=5, 2×3+1=7
    # ace as 11: (11+2)×3=39, (11+3)×2=28, (2+3)×11=55, 11×2+3=25, 11×3+2=35, 2×3+11=17
    assert list(targets(parse_cards("A 2 3"))) == [5, 7, 8, 9, 17, 25, 28, 35, 39, 55]


def test_face_cards_count_ten() -> None:
    # K, Q, 2: (10+10)×2=40, (10+2)×10=120, 10×10+2=102, 10×2+10=30
    assert list(targets(parse_cards("K Q 2"))) == [30, 40, 102, 120]


def test_every_way_is_right() -> None:
    ways = targets(parse_cards("A 2 3"))
    assert ways[55] == "(2+3)×11"
    assert ways[17] == "2×3+11"


def test_declared_target() -> None:
    ok, reason = declared(parse_cards("3 4 5"), 27)
    assert ok and "(4+5)×3" in reason
    ok, reason = declared(parse_cards("3 4 5"), 24)
    assert not ok and "17, 19, 23, 27, 32, 35" in reason
