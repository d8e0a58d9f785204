"""Move notation as players write it: square first, then one token per square."""

from __future__ import annotations

import pytest

from kitgen.core.errors import KitgenError
from kitgen.games.binary.move import Cell, parse_face, parse_move, parse_square


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("8H", (7, 7, True)),  # row first: across
        ("H8", (7, 7, False)),  # column first: down
        ("h8", (7, 7, False)),
        ("15O", (14, 14, True)),
        ("A1", (0, 0, False)),
        ("1a", (0, 0, True)),
    ],
)
def test_squares(text, expected) -> None:
    assert parse_square(text) == expected


@pytest.mark.parametrize("text", ["P8", "8P", "H16", "0H", "H0", "HH", "88", "H", ""])
def test_bad_squares(text) -> None:
    with pytest.raises(KitgenError):
        parse_square(text)


@pytest.mark.parametrize(
    ("text", "faces"),
    [
        ("8H 11+1=100", ["1", "1", "+", "1", "=", "1", "0", "0"]),
        ("8H 1 1 + 1 = 1 0 0", ["1", "1", "+", "1", "=", "1", "0", "0"]),
        ("8H 11x11=1001", ["1", "1", "×", "1", "1", "=", "1", "0", "0", "1"]),
        ("8H 11X11*1=1001", ["1", "1", "×", "1", "1", "×", "1", "=", "1", "0", "0", "1"]),
        ("8H 110/11:1÷1=10", ["1", "1", "0", "÷", "1", "1", "÷", "1", "÷", "1", "=", "1", "0"]),
        ("8H 1-1=0", ["1", "−", "1", "=", "0"]),
        ("8H 1−1=0", ["1", "−", "1", "=", "0"]),
        # AND is ONE tile; words in any case; symbols & | ~ ^
        ("8H 101and1=1", ["1", "0", "1", "AND", "1", "=", "1"]),
        ("8H 100 Or 1=101", ["1", "0", "0", "OR", "1", "=", "1", "0", "1"]),
        ("8H not1=0", ["NOT", "1", "=", "0"]),
        ("8H 110xor11=101", ["1", "1", "0", "XOR", "1", "1", "=", "1", "0", "1"]),
        ("8H 1&1|0^1=~1", ["1", "AND", "1", "OR", "0", "XOR", "1", "=", "NOT", "1"]),
    ],
)
def test_faces(text, faces) -> None:
    move = parse_move(text)
    assert [cell.face for cell in move.cells] == faces
    assert not any(cell.blank for cell in move.cells)


def test_dots_and_blanks() -> None:
    move = parse_move("H6 1=.[AND][1]")
    assert move.cells == (
        Cell("1"),
        Cell("="),
        Cell(None),
        Cell("AND", blank=True),
        Cell("1", blank=True),
    )
    assert move.squares == [(7, 5), (7, 6), (7, 7), (7, 8), (7, 9)]
    assert not move.across
    assert str(move) == "H6 1=.[AND][1]"


def test_blank_in_any_spelling() -> None:
    assert parse_move("8H [x]").cells == (Cell("×", blank=True),)
    assert parse_move("8H [ or ]").cells == (Cell("OR", blank=True),)


def test_printed_form() -> None:
    assert str(parse_move("8h 101 and 1 = 1")) == "8H 101 AND 1=1"
    assert str(parse_move("o15 1x1=1")) == "O15 1×1=1"


def test_across_squares() -> None:
    assert parse_move("8H 1=1").squares == [(7, 7), (8, 7), (9, 7)]


@pytest.mark.parametrize(
    "text",
    ["8H", "1+1=10", "8H1=1", "8H 1=2", "8H [12]", "8H [1", "8H []", "8H 1=1 ;", "Z9 1=1"],
)
def test_bad_notation(text) -> None:
    with pytest.raises(KitgenError):
        parse_move(text)


def test_bad_notation_names_the_problem() -> None:
    with pytest.raises(KitgenError, match="no tile shows '2'"):
        parse_move("8H 1+1=2")
    with pytest.raises(KitgenError, match=r"e\.g\. '8H 1\+1=10'"):
        parse_move("8H")


def test_one_face() -> None:
    assert parse_face("x") == "×"
    assert parse_face("and") == "AND"
    with pytest.raises(KitgenError):
        parse_face("11")
